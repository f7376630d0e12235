"""A refusal of the rules reads in the phone's language (issue 17, item 4): the rules raise an English template
with its values; the app fills the catalog's German of that template."""
from calculators.core.model import RuleError, Term
from calculators.fortune.texts import refuse
from companion.i18n.refusals import refusal


def test_the_english_message_is_the_template_filled_in():
    err = RuleError("Pass the phone to {name}", field="who", name="Ann")
    assert err.message == str(err) == "Pass the phone to Ann" and err.field == "who"
    assert err.template == "Pass the phone to {name}" and err.params == {"name": "Ann"}
    assert refusal(err, "en") == "Pass the phone to Ann"


def test_german_fills_the_catalogs_translation_and_translates_terms():
    assert refusal(RuleError("Pass the phone to {name}", name="Ann"), "de") == "Handy an Ann geben"
    # a Term among the values is itself a message of the catalog
    err = RuleError("Pass the phone to {name}", name=Term("Reveal"))
    assert refusal(err, "de") == "Handy an Aufdecken geben" and err.message == "Pass the phone to Reveal"


def test_a_template_without_translation_or_values_is_shown_as_written():
    assert refusal(RuleError("Not a message of the catalog {x}", x=1), "de") == "Not a message of the catalog 1"
    assert refusal(RuleError("Braces {kept} when there are no values"), "de") == "Braces {kept} when there are no values"


def test_fortune_keeps_its_own_texts():
    err = refuse("game_over")
    assert refusal(err, "de") == "Das Spiel ist zu Ende." and refusal(err, "en") != "Das Spiel ist zu Ende."
