"""Roll and Rails' refusals in the phone's language (issue 17, item 4: "History and every rules message follow the
phone's language"). Each refusal below is raised by the real command a player's tap runs, for the rule the rulebook
sentence in its case states; a German phone reads it in German with no English word left, an English phone reads
the rules' own English sentence, and a refusal that guards a hidden outcome (an undone roll's dice) says as little
in German as in English."""
from __future__ import annotations

import random
import re

import pytest

from calculators.core.log import undo
from calculators.core.model import RuleError, Term
from calculators.roll_and_rails import (
    Hop, Shipment, assign_dice, build_track, edit_rails_board, enter_city_goods, nudge_die, pick_die, roll_draft, ship_goods,
    upgrade_stock,
)
from calculators.roll_and_rails.draft import enter_draft
from companion.i18n.refusals import refusal
from tests.support.roll_and_rails import dealt, new_table, rich, seat, started, step

ANN, BOB = seat("Ann"), seat("Bob")
WORD = re.compile(r"[^\W\d_]+")
# Words German shares with the English sentences ("in der Phase", "der Manipulator"): not English left over.
SAME = {"in", "phase", "manipulator"}


def refused(command, *args, **kw) -> RuleError:
    with pytest.raises(RuleError) as caught:
        command(*args, **kw)
    return caught.value


def _hand_dealt():
    """Ann and Bob each hold four dice, Ann's turn in the action phase (Ann: 6 4 2 1, Bob: 5 3 3 2)."""
    return dealt(rich(["Ann", "Bob"], 0), {"Ann": [6, 4, 2, 1], "Bob": [5, 3, 3, 2]})


def _shipping_turn():
    """Jack (rolling stock raised to 3 by the Upgrade action and the Mechanic) has a die on goods delivery."""
    log = dealt(rich(["Jack", "Mary"], 3), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, seat("Jack"), ["upgrade", "mechanic", "deliver", "curve"])
    return step(step(log, upgrade_stock, seat("Jack"), 0), upgrade_stock, seat("Jack"), 1)


def _route(good, origin, *hops):
    return {"good": good, "origin": origin, "hops": [{"owner": o, "to": t, "colour": c} for o, t, c in hops]}


def _names(err: RuleError) -> set[str]:
    """The words a refusal may show in both languages: what a player typed or named (not a word of the game)."""
    return {w.casefold() for v in err.params.values() if isinstance(v, str) and not isinstance(v, Term)
            for w in WORD.findall(v)}


# (case, the rule as the rulebook says it, the command that breaks it, the German sentence in full or None)
CASES = [
    ("not_your_pick",
     "Dice Selection Phase: starting from the first player and then going clockwise, players choose 1 die result",
     lambda: pick_die(step(started(["Ann", "Bob"]), enter_draft, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3]), BOB, 4),
     "Ann wählt gerade; jeder wählt auf dem eigenen Handy."),
    ("six_up",
     "Dice Manipulators: Player cannot change 6 into 1 or 1 into 6.",
     lambda: nudge_die(_hand_dealt(), ANN, 0, 1),
     "Aus einer 6 wird keine 1."),
    ("crossed_manipulator",
     "Dice Manipulators: Each manipulator is one-time use. After the manipulator is used, player crosses it out.",
     lambda: nudge_die(step(_hand_dealt(), nudge_die, ANN, 1, 1), ANN, 2, 1),
     "Der Manipulator „+1/-1 ändern“ von Ann ist durchgestrichen: jeder gilt einmal pro Spiel."),
    ("die_does_not_fit",
     "Available Actions: Building the railway track (curve). Dice values: 1, 2, 3.",
     lambda: assign_dice(_hand_dealt(), ANN, ["banker", "curve", "curve", "curve"]),
     "Eine 4 passt nicht zur Aktion „Kurve“ (Würfel 1, 2, 3)."),
    ("specialist_not_called",
     "Specialist Wheel: Banker (dice value 5 or 6); Logistician (dice value 1 or 2); Manufacturer (dice value 2 or 3)",
     lambda: assign_dice(_hand_dealt(), ANN, ["sharp", "upgrade", "banker", "curve"]),
     "Eine 2 gilt für Logistiker oder Fabrikant, nicht für Bankier."),
    ("cannot_afford",
     "Resources: If the player cannot afford this action, they cannot perform the action until new resources are "
     "gained.",
     lambda: build_track(step(_hand_dealt(), assign_dice, ANN, ["sharp", "upgrade", "straight", "urban_planner"]),
                         ANN, 2, ["mountain"]),
     "Ann hat 0$; diese Gerade kostet 2$."),
    ("wrong_city_colour",
     "Goods Delivery: The shipment can be transported only when it will be delivered to the city of the same color.",
     lambda: ship_goods(_shipping_turn(), seat("Jack"), _route("yellow", "Stuttgart", ("Jack", "Erfurt", "red")),
                        "vp", die=2),
     "Ein Gut der Farbe gelb geht in eine Stadt der Farbe gelb; Erfurt ist eine Stadt der Farbe rot."),
    ("half_own",
     "Goods Delivery: The player can use other players' connections, but at least half of the connection must be "
     "their own.",
     lambda: ship_goods(_shipping_turn(), seat("Jack"),
                        _route("yellow", "Stuttgart", ("Jack", "Erfurt", None), ("Mary", "Gotha", None),
                               ("Mary", "Nurnberg", "yellow")), "vp", die=2),
     "Mindestens die Hälfte der Verbindungen muss Jack gehören; es sind 1 von 3."),
    ("not_your_turn",
     "Player's Turn: Starting from the first player, players take turns in the clockwise order.",
     lambda: assign_dice(_hand_dealt(), BOB, ["sharp", "straight", "straight", "logistician"]),
     "Ann ist am Zug, nicht Bob."),
    ("wrong_phase",
     "Player's Turn: the player must match one of the selected dice to the specialist wheel (after the Dice "
     "Selection Phase)",
     lambda: assign_dice(step(started(["Ann", "Bob"]), enter_draft, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3]), ANN,
                         ["sharp", "upgrade", "straight", "urban_planner"]),
     None),
    ("used_up_colour",
     "Setup: Every outcome must be matched to the setup table (a colour used up there is rolled again)",
     lambda: enter_city_goods(started(["Ann", "Bob"], supply={"yellow": 6, "red": 0, "blue": 6, "green": 6,
                                                               "grey": 6}), "banker", "Berlin", [1, 2, 3]),
     "Würfle noch einmal und trag den Wert nach: die 2 wird neu gewürfelt, rot ist in der Aufbautabelle "
     "aufgebraucht."),
    ("board_table",
     "Available Actions: each track piece \"can be done three times\" (the most a turn is at least one)",
     lambda: edit_rails_board(new_table(["Ann", "Bob"]), "banker", "track_max", 0),
     "„höchstens Strecken einer Form je Zug“ ist mindestens 1."),
    ("not_a_terrain",
     "Railway Network Development: the cost of the terrain the track crosses (plains, forest, swamp, mountain, "
     "town, river)",
     lambda: build_track(step(_hand_dealt(), assign_dice, ANN, ["sharp", "upgrade", "straight", "urban_planner"]),
                         ANN, 2, ["lava"]),
     "'lava' ist kein Gelände; wähle aus: Ebene, Wald, Sumpf, Berg, Ort, Fluss."),
]


@pytest.mark.parametrize("case, rule, command, german", CASES, ids=[c[0] for c in CASES])
def test_a_refusal_reads_in_german_with_no_english_word_left(case, rule, command, german):
    err = refused(command)
    de, en = refusal(err, "de"), refusal(err, "en")
    assert en == err.message, case  # the English phone reads the rules' own sentence
    assert de != en, (case, de)
    if german is not None:
        assert de == german, (case, de)
    english_words = {w.casefold() for w in WORD.findall(err.message)} - _names(err) - SAME
    left = english_words & {w.casefold() for w in WORD.findall(de)}
    assert not left, f"{case}: English words {sorted(left)} in {de!r} (English {err.message!r})"
    assert "{" not in de and "}" not in de, de  # every placeholder filled


def test_the_english_stays_as_the_rules_always_said_it():
    """The English sentences the screens and tests knew (a list of the game's words joined by commas)."""
    assert refused(CASES[12][2]).message == ("'lava' is not a terrain; choose from plains, forest, swamp, mountain, "
                                              "town, river.")
    assert refused(CASES[5][2]).message == "Ann has 0$; this straight costs 2$."
    assert refused(CASES[9][2]).message == "This is done in the actions phase; the table is in the draft phase."
    assert refusal(refused(CASES[9][2]), "de") == ("Das geschieht in der Phase „Aktionen“; der Tisch ist in der "
                                                    "Phase „Würfelauswahl“.")


def test_a_board_table_is_named_by_the_title_its_screen_shows():
    """A refused board-table change names the table as the board-tables screen titles it, never its key."""
    err = refused(edit_rails_board, new_table(["Ann", "Bob"]), "banker", "new_city_copies", 0)
    assert refusal(err, "en") == "“New cities of each colour” is at least 1."
    assert refusal(err, "de") == "„neue Städte je Farbe“ ist mindestens 1."
    err = refused(edit_rails_board, new_table(["Ann", "Bob"]), "banker", "starting_money", -1)
    assert refusal(err, "en") == "“Starting money” is not negative." and "starting_money" not in refusal(err, "de")


def test_an_undone_roll_keeps_its_dice_hidden_in_both_languages():
    """An undone roll comes back with the same dice (every roll is recorded): typing other dice is refused, and the
    refusal names none of the recorded dice, in German as in English (the next round's dice stay unknown)."""
    log, ev = roll_draft(started(["Ann", "Bob"]), "banker", rng=random.Random(7))
    undone, _ = undo(log, "banker")
    err = refused(enter_draft, undone, "banker", [1, 2, 3, 4, 5, 6, 1, 2, 3])
    assert err.params == {}
    de, en = refusal(err, "de"), refusal(err, "en")
    # A seat may read it: it names the banker's Redo (a seat has none), not "use Redo".
    assert en == ("This roll was made and then undone: the banker's Redo (in History) puts it back, or Roll brings "
                  "back the same dice.")
    assert de == ("Dieser Wurf wurde gemacht und dann zurückgenommen: „Wiederholen“ der Bank (im Verlauf) holt ihn "
                  "zurück, oder „Würfeln“ bringt dieselben Würfel zurück.")
    for text in (de, en):
        assert not re.search(r"\d", text), text  # no die value, in either language
    assert ev.data["rolls"]  # there were dice to hide


def test_a_banker_specialist_is_not_the_tables_bank():
    """The catalog's "Banker" is the table's banker ("Bank"); the Banker specialist of the wheel reads "Banker" in
    English, as the Specialist Wheel prints it ("Banker (dice value 5 or 6)"), and "Bankier" in German."""
    log = step(_hand_dealt(), assign_dice, ANN, ["banker", "upgrade", "straight", "curve"])
    err = refused(build_track, log, ANN, 0, ["plains"])
    assert err.message == "That 6 is matched to Banker, which does not build track."
    assert refusal(err, "de") == "Diese 6 liegt auf „Bankier“; damit kannst du nicht Strecke bauen."


# Words a German sentence shares with its English on purpose: German words ("Solo-Variante", "Bronze", "Gold", "von
# Hand", "Route") and the rulebook's examples' names (Jack, Berlin).
SHARED = SAME | {"solo", "bronze", "gold", "hand", "route", "jack", "berlin"}


def test_every_template_of_the_game_has_a_german_with_no_english_word():
    """Not only the refusals above: every template and word the catalog reads from calculators/roll_and_rails has a
    German that leaves no word of its English (placeholders aside)."""
    from companion.i18n import _
    from companion.i18n.catalog import extracted

    ours = [key[0] for key, where in extracted().items()
            if any("calculators/roll_and_rails/" in f for f, _line in where)]
    assert len(ours) > 100
    unfilled = re.compile(r"\{\w*\}")
    bad = []
    for en in ours:
        de = _(en, "de")
        left = ({w.casefold() for w in WORD.findall(unfilled.sub("", en))} - SHARED) & \
            {w.casefold() for w in WORD.findall(unfilled.sub("", de))}
        if de == en or left:
            bad.append(f"{en!r} -> {de!r} {sorted(left)}")
    assert not bad, "\n".join(bad)


def test_the_shipping_phase_reads_lieferphase_in_german():
    """Shipping the Goods Phase is a phase: German "Lieferphase", not "Liefern" (the Goods delivery action)."""
    err = refused(lambda: ship_goods(step(_hand_dealt(), assign_dice, ANN, ["banker", "upgrade", "straight", "curve"]),
                                     ANN, Shipment(good="red", origin="Berlin",
                                                   hops=(Hop(owner="Ann", to="Hamburg", colour="red"),)), "vp"))
    assert refusal(err, "de") == ("Das geschieht in der Phase „Lieferphase“; der Tisch ist in der Phase "
                                  "„Aktionen“.")
