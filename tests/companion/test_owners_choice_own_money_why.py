"""Owner's Choice: a player's own money lines say what a square paid them. President Square: "All players receive $100
from the Bank for each President's die owned"; Dividend Square: "A player receives the dividend amount times the
number of stocks owned in that company." A walk's Bruno read "+$200 to you: … the President square: $100 to Ann, $200
to Bruno, $100 to Cy" and no word of his two President's dice."""
from __future__ import annotations

import calculators.owners_choice as oc
from companion.widgets import money_reasons
from tests.support.controls import walk
from tests.support.owners_choice.events import event, playing


def _first_line(log, seat: str, lang: str = "en") -> str:
    out = money_reasons.panel("owners-choice", log, seat, lang)
    return next("".join(s.text for s in c.spans) for c in walk(out) if getattr(c, "spans", None))


def test_the_president_square_names_the_dice_it_paid_for():
    g = playing([{"RED": 1, "BLUE": 1}, {"GREEN": 2}, {}])  # Ann: RED's and BLUE's President; Bob: GREEN's
    assert g.st.dice_held("Ann") == 2 and g.st.dice_held("Bob") == 1
    g.do("Ann", oc.move_pawn, 1, "president")
    ann = _first_line(g.log, "Ann")
    assert ann.startswith("+$200 to you: Ann moved the Action pawn 1 space to the President square") and \
        ann.endswith(" (your 2 President's dice × $100)"), ann
    assert _first_line(g.log, "Bob").endswith(" (your President's die × $100)")
    assert _first_line(g.log, "Bob", "de").endswith(" (dein Präsidentenwürfel × $100)")


def test_the_dividend_square_names_the_stocks_it_paid_for():
    g = playing([{"RED": 1, "BLUE": 1}, {"GREEN": 2}, {}])
    event(g, "Any company -2")
    g.do("Ann", oc.choose_event_company, "RED")
    g.end()
    g.do("Bob", oc.move_pawn, 1, "dividend")  # BLUE, GREEN and YELLOW at $100 pay $25 a stock
    bob = _first_line(g.log, "Bob")
    assert bob.startswith("+$50 to you: Bob moved the Action pawn") and bob.endswith(" (your 2 GREEN × $25)"), bob
    assert _first_line(g.log, "Ann").endswith(" (your 1 BLUE × $25)")
