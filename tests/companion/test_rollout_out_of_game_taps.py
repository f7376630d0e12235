"""Taps that put a player out of the game ask first, and a phone offers only what it may do (a walk: "Ann takes over
Camcon" and "Declare Bob bankrupt" acted at one tap; "Ann cannot pay the interest: bankrupt" offered for Ann with no
loan; Bob's own phone offered "Declare Bob bankrupt", refused as only the banker's, and "Repay $1B" with $300M).

Rulebook (rollout.txt): Bankruptcy, "When a player cannot make his loan payment, he is Bankrupt and out of the game";
Takeovers, "If a player owns (controls) six shares in an opponent's Company, he can take it over. This puts the other
player out of business, and out of the game"; Borrowing Money, "The principal must be paid back to the Bank in $1
billion amounts during any Stage 1"."""
import flet as ft

import calculators.rollout as ro
from tests.support.controls import texts, walk
from tests.support.rollout import B, started
from tests.support.rollout_screens import Screen, words
from tests.support.screens import Table


def bob_short_of_the_interest(banker: str = "Ann"):
    """Stage 1: Bob has borrowed his $5B and holds too little to pay the interest even borrowing (he is bankrupt)."""
    t = started(banker=banker)
    t.do(ro.borrow, B, "Bob", 5)
    t.do(ro.correct, B, "Bob", "cash", delta=-11_800, reason="spent")
    assert not ro.preview_stage1(t.state, "Bob").interest_payable
    return t


def drawn(tmp_path, log, **kw):
    table = Table(tmp_path, "rollout")
    sid = table.create(log)
    return table, sid, Screen(table.hub, sid, **kw)


def button_named(controls, name: str):
    hits = [c for c in walk(controls) if isinstance(c, (ft.FilledButton, ft.OutlinedButton))
            and name in (texts(c), words(c))]
    return hits[0] if hits else None


def test_the_players_own_phone_says_the_banker_records_a_bankruptcy_and_repays_only_with_the_cash(tmp_path):
    t = bob_short_of_the_interest()
    _, _, bob = drawn(tmp_path, t.log, seat="Bob")
    shown = bob.draw()
    assert button_named(shown, "Declare Bob bankrupt") is None
    said = [texts(c) for c in walk(shown) if texts(c)]
    assert any(s.startswith("The banker records the bankruptcy on the bank's phone. Bankruptcy: the Bank keeps your "
                            "cash") for s in said), said
    # Stores removed and dividends skipped change nothing now: not offered (a walk's Bob read them as his to choose).
    assert not [c for c in walk(shown) if isinstance(c, (ft.TextField, ft.Switch))]
    repay = button_named(shown, "Repay $1B of Bob's loans")
    assert repay is not None and repay.disabled
    assert any(s.startswith("Repaying $1B needs $1B in cash; you have $") for s in said), said
    # Confirm could only be refused (a walk's Bob tapped it): it stands disabled beside the bankruptcy said above,
    # under Bob's own heading in the second person ("Bob (Camcon) pays" on his own phone read as someone else's).
    confirm = next(c for c in walk(shown) if getattr(c, "key", None) == "ro-s1-confirm-Bob")
    assert confirm.disabled and "You pay (Camcon)" in said and "Bob (Camcon) pays" not in said


def test_the_bank_phone_asks_before_declaring_a_bankruptcy(tmp_path):
    t = bob_short_of_the_interest()
    table, sid, bank = drawn(tmp_path, t.log)
    button_named(bank.draw(), "Stage 1 for Bob").on_click(None)  # the banker picks Bob's Stage 1
    declare = button_named(bank.draw(), "Declare Bob bankrupt")
    assert declare is not None and not declare.disabled
    events = len(table.hub.get(sid).log.events)
    declare.on_click(None)
    (dialog,) = bank.page.dialogs
    assert dialog.title.value == "Declare Bob bankrupt?"
    assert len(table.hub.get(sid).log.events) == events  # nothing recorded until the banker says yes


def test_the_more_screen_offers_a_bankruptcy_only_for_a_player_short_of_the_interest(tmp_path):
    t = bob_short_of_the_interest()
    _, _, more = drawn(tmp_path, t.log, more=True)
    shown = more.draw()
    assert button_named(shown, "Bob cannot pay the interest: bankrupt") is not None
    assert button_named(shown, "Ann cannot pay the interest: bankrupt") is None  # no loan: she can pay
    fine = started()
    _, _, more = drawn(tmp_path / "fine", fine.log, more=True)
    said = [texts(c) for c in walk(more.draw()) if texts(c)]
    assert "Nobody is short of the interest even borrowing to the limit." in said


def test_a_takeover_asks_first(tmp_path):
    from tests.support.rollout.game import play_whole_game
    g = play_whole_game()
    k = next(i for i, e in enumerate(g.log.events) if e.kind == "rollout.taken_over")
    from calculators.core.log import Log
    table, sid, more = drawn(tmp_path, Log(events=g.log.events[:k]), more=True)
    taker, company = g.log.events[k].data["taker"], g.log.events[k].data["company"]
    take = button_named(more.draw(), f"{taker} takes over {company}")
    assert take is not None
    events = len(table.hub.get(sid).log.events)
    take.on_click(None)
    (dialog,) = more.page.dialogs
    assert dialog.title.value == f"{taker} takes over {company}?"
    assert len(table.hub.get(sid).log.events) == events
    yes = dialog.actions[-1]
    yes.on_click(None)  # the phone reports the dialog closed: the takeover is recorded then
    assert len(table.hub.get(sid).log.events) == events + 1
    assert table.hub.get(sid).log.events[-1].kind == "rollout.taken_over"


def test_the_bank_phone_and_the_takers_phone_say_a_takeover_is_open(tmp_path):
    from calculators.core.log import Log
    from tests.support.drawn import ident
    from tests.support.rollout.game import play_whole_game
    g = play_whole_game()
    k = next(i for i, e in enumerate(g.log.events) if e.kind == "rollout.taken_over")
    taker, company = g.log.events[k].data["taker"], g.log.events[k].data["company"]
    table = Table(tmp_path, "rollout")
    sid = table.create(Log(events=g.log.events[:k]))
    bank = Screen(table.hub, sid).draw()
    assert ident(bank, "ro-takeover-open") == (
        f"{taker} holds six {company} shares and may take it over (Takeovers): the button is under “Loans, takeovers, "
        "bankruptcy, corrections”.")
    assert ident(Screen(table.hub, sid, seat=taker).draw(), "my-takeover") == (
        f"You hold six {company} shares: you may take it over (Takeovers). Tell the banker, who records it.")
    after = Table(tmp_path / "after", "rollout")
    sid = after.create(Log(events=g.log.events[:k + 1]))
    assert not [c for c in walk(Screen(after.hub, sid).draw()) if getattr(c, "identifier", None) == "ro-takeover-open"]


def test_the_bank_phone_tells_a_player_at_the_loan_limit_what_is_left_to_do(tmp_path):
    """A walk on the bank phone (a banker who does not play, who sees the cash): Bob, $5B borrowed and short of the
    interest, tapped "Repay $1B" and read "borrow first, or sell" (nothing is sold in Stage 1, borrowing to repay
    moves nothing, and he is at the limit); confirming his Stage 1 said "borrow first, or go bankrupt" — "When a player
    cannot make his loan payment, he is Bankrupt" is all that is left."""
    from tests.support.rollout_screens import tap

    t = bob_short_of_the_interest(banker="Kim")
    table, sid, bank = drawn(tmp_path, t.log)
    button_named(bank.draw(), "Stage 1 for Bob").on_click(None)
    shown = bank.draw()
    repay = button_named(shown, "Repay $1B of Bob's loans")
    assert repay is not None and repay.disabled
    said = [texts(c) for c in walk(shown) if texts(c)]
    assert any(s.startswith("Repaying $1B needs $1B in cash; Bob has $") for s in said), said
    tap(shown, "Confirm Bob's Stage 1")
    said = [texts(c) for c in walk(bank.draw()) if texts(c)]
    assert ("Bob cannot pay the interest on the loans and has borrowed up to the limit: Bob goes bankrupt "
            "(Bankruptcy).") in said, said
    assert not any("borrow first" in s for s in said), said


def test_a_playing_banker_reads_no_cash_of_a_player_short_of_the_repayment(tmp_path):
    """Ann banks and plays: Bob's cash is hidden from her phone (Setting Up), so "Repay $1B" stays offered there and
    its refusal, like the Stage 1 refusal, names no amount."""
    from tests.support.rollout_screens import tap

    t = bob_short_of_the_interest(banker="Ann")
    cash = t.cash("Bob")
    table, sid, bank = drawn(tmp_path, t.log)
    button_named(bank.draw(), "Stage 1 for Bob").on_click(None)
    repay = button_named(bank.draw(), "Repay $1B of Bob's loans")
    assert repay is not None and not repay.disabled
    tap(bank.draw(), "Repay $1B of Bob's loans")
    said = [texts(c) for c in walk(bank.draw()) if texts(c)]
    assert "Bob cannot pay to repay the loan: a loan is repaid from cash." in said, said
    from companion.views.games.rollout.common import money
    assert not any(money(cash) in s for s in said), (money(cash), said)
