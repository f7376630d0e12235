"""Amounts typed into Fortune's money fields, read as the game's language writes money (issue 16: "thousands
separators '48.000'/'48,000' accepted as the game's locale reads them — a clear refusal when ambiguous").

The rulebook (English) writes "2 players: 200,000 DM each" and "a unit price of 10,000 DM"; the screens print
"48.000 DM" in German and "48,000 DM" in English (calculators.core.money.format_fortune). Both separators are the
players' way of writing money, so each is read as the phone's language reads it, and the other one is refused."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from calculators.core.model import RuleError
from calculators.core.money import format_fortune
from calculators.fortune.amounts import MOST_TYPED, read_amount, shown
from calculators.fortune.texts import message_of


@pytest.mark.parametrize("lang, typed, amount", [
    ("de", "48000", 48000), ("de", "48.000", 48000), ("de", "48 000", 48000), ("de", "48.000 DM", 48000),
    ("de", "1.000.000", 1_000_000), ("de", "-4.000", -4000),
    ("en", "48000", 48000), ("en", "48,000", 48000), ("en", "48,000 DM", 48000), ("en", "DM 48,000", 48000),
    ("en", "1,000,000", 1_000_000),
])
def test_an_amount_is_read_as_its_language_writes_it(lang, typed, amount):
    assert read_amount(typed, lang) == amount


@pytest.mark.parametrize("lang, typed, words", [
    ("de", "48,000", ["mehrdeutig", "48.000 oder 48000"]),   # a German comma marks decimals: 48 DM or 48.000 DM?
    ("en", "48.000", ["ambiguous", "48,000 or 48000"]),      # an English point marks decimals
    ("de", "48,5", ["Nur ganze DM"]),
    ("en", "48.5", ["Whole DM only"]),
])
def test_an_ambiguous_or_decimal_amount_is_refused_with_the_ways_to_write_it(lang, typed, words):
    with pytest.raises(RuleError) as err:
        read_amount(typed, lang, field="payout")
    assert err.value.field == "payout"
    text = message_of(err.value, lang)
    assert typed in text and all(w in text for w in words)


@pytest.mark.parametrize("typed", ["abc", "🎲💰", "1" + "0" * 30, "4.80.000"])
def test_anything_else_goes_to_the_rules_as_typed(typed):
    assert read_amount(typed, "de") == typed and read_amount(typed, "en") == typed


def test_empty_is_none():
    assert read_amount("  ", "de") is None and shown("", "de") == ""


@given(st.integers(min_value=0, max_value=10 ** 12), st.sampled_from(["de", "en"]))
def test_every_amount_as_the_game_prints_it_reads_back(amount, lang):
    """What the screen prints ("48.000 DM", "48,000 DM") typed back is the same amount; the field shows it again — an
    amount no field takes (above the most any takes) is not shown as if it were one (a walk read "= 999.999.999.999
    DM" beside its refusal)."""
    printed = format_fortune(amount, lang)
    assert read_amount(printed, lang) == amount
    assert shown(str(amount), lang) == (f"= {printed}" if amount <= MOST_TYPED else "")


def test_a_negative_amount_is_not_shown_as_one():
    assert shown("-500", "de") == "" and shown("-5", "en") == ""
