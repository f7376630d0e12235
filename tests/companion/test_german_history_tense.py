"""German History speaks in one tense and names one thing by one word. The walk read "Die Bank würfelt …" beside
"Cy hat Phase 1 bezahlt", "Werbekampagne" in the Step B form but "Ann Werbung $300M" when the budgets were shown, and
Fortune's "Bob hat 1 gewürfelt (echte Würfel)" above History's "Bob würfelt 1 (echter Würfel)"."""
from __future__ import annotations

import random
import re

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.tray import roll_tray
from calculators.core.words import history
from calculators.rollout.entries import LABELS
from calculators.rollout.stage2_budgets import budgets_round
from companion.views.games.fortune.turn import last_move
from tests.support.controls import all_text
from tests.support.rollout import B, seat, stage1, started

PAST = re.compile(r"\bhat\b[^;:]*\b(bezahlt|gezahlt|abgegeben|gewürfelt)\b")


def test_a_rollout_turns_german_history_is_in_the_present_and_says_werbekampagne():
    t = started()
    t.log, _ = roll_tray(t.log, B, 2, "Wer beginnt", rng=random.Random(2))
    stage1(t)
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p in t.state.rollout.players:
        t.do(bids.enter, seat(p), rid, {"advertising": "300", "price": "40"})
    t.do(ro.reveal_budgets, B)
    lines = list(history("rollout", t.log, "de").values())
    assert any(line.startswith("Die Bank würfelt ") for line in lines), lines
    assert any(" zahlt Phase 1: " in line for line in lines), lines
    # Not "Ann gibt ab: …": an Undo names a line by its head, and "Bob gibt ab; Ann gibt ab" reads as passing (a
    # walk).
    assert any(line.startswith("Ann gibt verdeckt ab (Budget für Schritt B)") for line in lines), lines
    assert [line for line in lines if PAST.search(line)] == []
    # The form's field and the line that shows what was entered use one word.
    assert LABELS["de"]["advertising"] == "Werbekampagne"
    shown = next(line for line in lines if line.startswith("Budgets aufgedeckt"))
    assert "Ann Werbekampagne $300M, Preis $40" in shown and "Werbung" not in shown, shown


def test_fortunes_roll_line_and_its_history_line_read_alike():
    """Turn Order: "each player may choose whether to roll with one die or with two dice" — one real die is "echter
    Würfel" on the turn's roll line as in History, both in the present."""
    from calculators.fortune import actions as A
    from companion import i18n
    from tests.support.fortune import Table

    t = Table()
    t.do(A.roll_move, B, player="Ann", dice=1, values=[4])
    with i18n.using("de"):
        line = all_text(last_move(t.log, "de"))
    said = history("fortune", t.log, "de")[t.log.events[-1].seq]
    assert said == "Ann würfelt 4 (echter Würfel)"
    assert "Ann würfelt 4 (echter Würfel)" in line, line
    t.do(A.land, B, "Ann", "other")
    t.do(A.roll_move, B, player="Bob", dice=2, values=[3, 4])
    with i18n.using("de"):
        assert "Bob würfelt 7 (echte Würfel)" in all_text(last_move(t.log, "de"))
