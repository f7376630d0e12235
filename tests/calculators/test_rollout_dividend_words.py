"""Rollout, Stage 1's dividends in History's words: who is paid what, as the table says it.

Stage 1: "Dividends are paid to shareholders, as recorded on the Share Register ... Each player pays a Dividend for
each of the 10 shares in his Company." A CEO's own shares are paid to himself (no money moves), and at a Dividend
Due of $0M there is nothing to pay: neither reads "($0M in all)" any more (seen in a whole game's History)."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core.words import history
from calculators.rollout.corrections import correct_shares
from calculators.rollout.state import BANK
from tests.support.rollout import B, started


def _line(t, lang: str) -> str:
    return history("rollout", t.log, lang)[t.log.events[-1].seq]


def test_the_rulebooks_opening_dividends_read_as_before():
    # "the players must pay a $50 million Dividend for each of their 10 shares to the Bank, making a total of $500
    # million."
    t = started()
    t.do(ro.pay_stage1, B, "Ann")
    assert _line(t, "en") == "Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"


def test_the_ceos_own_shares_are_named_and_left_out_of_the_total():
    t = started()
    t.do(correct_shares, B, "Simcor", BANK, "Ann", 2, reason="bought at the table")
    t.do(ro.pay_stage1, B, "Ann")
    # Eight shares are the Bank's: $400M moves; Ann's own two are paid to herself.
    assert _line(t, "en") == ("Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($400M in all; "
                              "no money moves for Ann's own 2 shares)")
    assert _line(t, "de") == ("Ann zahlt Phase 1: $100M Gehälter (1 Laden); Dividende $50M je Aktie ($400M "
                              "insgesamt; für 2 Aktien im Besitz von Ann selbst fließt kein Geld)")


def test_a_ceo_holding_every_share_pays_nobody_and_history_says_so():
    t = started()
    t.do(correct_shares, B, "Simcor", BANK, "Ann", 10, reason="bought at the table")
    t.do(ro.pay_stage1, B, "Ann")
    line = _line(t, "en")
    assert line == ("Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share, all on Ann's own shares: "
                    "no money moves")
    assert "$0M in all" not in line
    assert _line(t, "de").endswith("Dividende $50M je Aktie, alle auf eigene Aktien von Ann: kein Geld fließt")


def test_at_a_dividend_due_of_nothing_no_dividend_is_due():
    # The High Flyer ($1M) has a Dividend Due of $0M (board.json, assumed at a tenth of the price).
    t = started()
    t.do(ro.correct, B, "Ann", "price", value=0, reason="seeded for the test")
    assert t.state.tables.dividend(0) == 0
    t.do(ro.pay_stage1, B, "Ann")
    assert _line(t, "en") == "Ann paid Stage 1: $100M salaries (1 Store); no dividends due ($0M a share)"
    assert _line(t, "de") == "Ann zahlt Phase 1: $100M Gehälter (1 Laden); keine Dividende fällig ($0M je Aktie)"
