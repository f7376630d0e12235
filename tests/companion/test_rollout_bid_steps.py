"""Stage 4, Secret Bids: a bid is written in the round's steps ($10M from $10M). A walk typed $42M and read "If your
bid wins you pay $84M: 2 shares × $42M." above Confirm, then a refusal that named no bid to write. A number the round
refuses is said before Confirm, in place of what the bid would cost, with the steps on either side of it. On the
seat's own phone the refusal speaks to its player ("Your secret bid …"); the banker's phone passed to the seat names
it (a walk read "Ann's secret bid …" on Ann's own phone)."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core.bids import rounds, view_for
from companion.i18n import using
from companion.widgets.sealed_form import entry_form, form_key
from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.text import plain
from tests.support.tray_screens import Phone, keyed


def _secret_round(tmp_path) -> tuple[Seed, str]:
    seed = Seed(tmp_path)
    seed.to(4)
    seed.prices_back()
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])  # the die names Ann: Simcor's two shares first
    seed.do(ro.call_secret_bids)
    rid = next(r for r in rounds(seed.hub.get(seed.sid).log) if "secret" in r)
    return seed, rid


def _said(seed: Seed, bob: Phone, rid: str, lang: str, as_actor: str | None = None) -> tuple[str, str]:
    """(the sentence above Confirm, the red line under it) on Bob's form (`as_actor`: on the banker's phone)."""
    key = form_key(seed.sid, rid, "Bob")
    bob.session.lang = bob.session.device_lang = lang  # the phone's language
    with using(lang):
        shown = entry_form(bob.ctx, seed.sid, view_for(rounds(seed.hub.get(seed.sid).log)[rid], "Bob"), "Bob",
                           as_actor=as_actor)
    summary = next(c for c in walk(shown) if getattr(c, "identifier", None) == "entry-summary")
    return plain(summary.content.value), plain(keyed(shown, f"{key}-msg").value)


def test_a_bid_off_the_steps_is_refused_before_confirm_with_the_bids_either_side(tmp_path):
    seed, rid = _secret_round(tmp_path)
    bob = Phone(seed.hub, seed.sid, "seat:Bob")
    key = form_key(seed.sid, rid, "Bob")
    view = view_for(rounds(seed.hub.get(seed.sid).log)[rid], "Bob")
    keyed(entry_form(bob.ctx, seed.sid, view, "Bob"), f"{key}-bid").value = "42"
    summary, red = _said(seed, bob, rid, "en")
    assert summary == "" and red == ("Your secret bid per share ($M) goes in steps of $10M from $10M: $40M or $50M, "
                                     "not $42M")
    assert "$84M" not in summary + red
    _, rot = _said(seed, bob, rid, "de")
    assert rot == ("Verdecktes Gebot je Aktie ($M): Deine Angabe geht in Schritten von $10M ab $10M: $40M oder $50M, "
                   "nicht $42M")
    keyed(entry_form(bob.ctx, seed.sid, view, "Bob"), f"{key}-bid").value = "40"
    summary, red = _said(seed, bob, rid, "en")
    assert summary == "If your bid wins you pay $80M: 2 shares × $40M." and red == ""


def test_on_the_seats_own_phone_a_refused_bid_speaks_to_it_and_on_the_bankers_phone_names_it(tmp_path):
    from tests.support.tray_screens import click

    seed, rid = _secret_round(tmp_path)
    bob, kim = Phone(seed.hub, seed.sid, "seat:Bob"), Phone(seed.hub, seed.sid, "banker")
    key = form_key(seed.sid, rid, "Bob")

    def form(phone, as_actor=None):
        return entry_form(phone.ctx, seed.sid, view_for(rounds(seed.hub.get(seed.sid).log)[rid], "Bob"), "Bob",
                          as_actor=as_actor)

    keyed(form(bob), f"{key}-bid").value = "5"  # below the lowest bid
    assert _said(seed, bob, rid, "en")[1] == ("Your secret bid per share ($M) must be between $10M and $490M; "
                                              "$5M is too low")
    with using("en"):
        click(keyed(form(bob), f"{key}-confirm"))  # tapped anyway: the rules refuse it, said to Bob too
    assert plain(bob.ctx.error(f"{key}-msg")).startswith("Your secret bid per share ($M) must be between")
    assert not rounds(seed.hub.get(seed.sid).log)[rid].entries  # nothing saved
    # The banker's phone passed to Bob (the cover's form) names him: the phone is the table's.
    keyed(form(kim, "seat:Bob"), f"{key}-bid").value = "42"
    _, red = _said(seed, kim, rid, "en", as_actor="seat:Bob")
    assert red == "Bob's secret bid per share ($M) goes in steps of $10M from $10M: $40M or $50M, not $42M"
    _, rot = _said(seed, kim, rid, "de", as_actor="seat:Bob")
    assert rot == "Bob: Verdecktes Gebot je Aktie ($M) geht in Schritten von $10M ab $10M: $40M oder $50M, nicht $42M"


def test_the_steppers_take_a_bid_off_the_steps_to_the_step_on_that_side(tmp_path):
    # A walk's "lower" from $42M gave $32M, still off the $10M steps; it gives $40M, and "raise" $50M.
    from tests.support.tray_screens import click

    seed, rid = _secret_round(tmp_path)
    bob = Phone(seed.hub, seed.sid, "seat:Bob")
    key = form_key(seed.sid, rid, "Bob")

    def form():
        return entry_form(bob.ctx, seed.sid, view_for(rounds(seed.hub.get(seed.sid).log)[rid], "Bob"), "Bob")

    for button, expected in (("less", "40"), ("more", "50")):
        keyed(form(), f"{key}-bid").value = "42"
        click(keyed(form(), f"{key}-bid-{button}"))
        assert keyed(form(), f"{key}-bid").value == expected
    click(keyed(form(), f"{key}-bid-more"))  # on the steps: one step, as ever
    assert keyed(form(), f"{key}-bid").value == "60"


def test_a_bid_the_seats_company_cannot_pay_is_said_before_confirm(tmp_path):
    """Secret Bids: "the player with the highest bid takes the shares" and pays for them; a bid its bidder cannot pay
    now is refused as it is written (the rules' reading, marked in `rollout.sealed._affordable`). A walk's Bob typed a
    bid worth more than his company's cash and read "If your bid wins you pay $540M" until Confirm: the refusal is
    said in its place, naming the sum only, and a bid he can pay shows its cost again."""
    seed, rid = _secret_round(tmp_path)
    seed.fix("Bob", "cash", 530)  # a banker's correction: Bob's company holds $530M
    state = ro.state_of(seed.hub.get(seed.sid).log)
    cash, shares = state.company_of("Bob").cash, state.auction.lot.shares
    over = (cash // shares // 10 + 1) * 10  # the lowest bid in the round's $10M steps that Bob cannot pay
    bob = Phone(seed.hub, seed.sid, "seat:Bob")
    key = form_key(seed.sid, rid, "Bob")
    view = view_for(rounds(seed.hub.get(seed.sid).log)[rid], "Bob")
    keyed(entry_form(bob.ctx, seed.sid, view, "Bob"), f"{key}-bid").value = str(over)
    summary, red = _said(seed, bob, rid, "en")
    assert summary == "" and red == (f"You cannot pay ${over * shares}M for {shares} Simcor shares at ${over}M each: "
                                     "borrow first, or bid less.")
    assert str(cash) not in red  # cash is hidden: the sum only
    keyed(entry_form(bob.ctx, seed.sid, view, "Bob"), f"{key}-bid").value = str(over - 10)
    summary, red = _said(seed, bob, rid, "en")
    assert summary == f"If your bid wins you pay ${(over - 10) * shares}M: {shares} shares × ${over - 10}M." \
        and red == ""
