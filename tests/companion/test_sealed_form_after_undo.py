"""A seat's sealed form after the banker's Undo says what happened and offers only what the rules allow.

A walk: the banker undid Bob's confirmed entry and Bob's form went empty with no word ("Bob: thinking"); after the
banker undid a reveal every seat still read "You may change it until everyone has confirmed", could pick $900M and
saw "You commit $900M…", though the rules keep revealed entries ("already revealed once; they cannot change") and
only Confirm said so. Each form now says it, and draws no choice the rules would refuse."""
from __future__ import annotations

import flet as ft

from calculators.core.bids import enter, reveal, rounds, view_for
from calculators.core.log import redo, undo
from companion.widgets.sealed_form import entry_form, form_key
from tests.support.tray_screens import Phone, amount_round, click, keyed, table
from tests.support.controls import walk


def words(controls) -> list[str]:
    return [str(c.value) for c in walk(controls) if isinstance(c, ft.Text) and c.value]


def form(hub, sid, seat):
    phone = Phone(hub, sid, f"seat:{seat}")
    return entry_form(phone.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], seat), seat)


def test_an_entry_the_banker_took_back_is_said_on_the_seats_form(tmp_path):
    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 40}))
    assert "The banker took back your entry (Undo): enter it again." not in words(form(hub, sid, "Bob"))
    hub.act(sid, lambda log: undo(log, "banker"))
    shown = form(hub, sid, "Bob")
    assert "The banker took back your entry (Undo): enter it again." in words(shown)
    assert "The banker took back your entry (Undo): enter it again." not in words(form(hub, sid, "Ann"))
    keyed(shown, f"{form_key(sid, 'r1', 'Bob')}-confirm")  # and the form is there to enter again
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 30}))  # entered again: the notice goes
    assert "The banker took back your entry (Undo): enter it again." not in words(form(hub, sid, "Bob"))


def test_when_everyone_has_confirmed_or_a_reveal_was_undone_the_entry_stays_and_the_form_says_why(tmp_path):
    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    for seat, amount in (("Ann", 50), ("Bob", 40)):
        hub.act(sid, lambda log, seat=seat, amount=amount: enter(log, f"seat:{seat}", "r1", {"amount": amount}))
    waiting = form(hub, sid, "Bob")
    assert words(waiting) == ["Your entry: Amount $40M — confirmed. Everyone has confirmed: the entries wait for the "
                              "reveal."]  # a Rollout table: its money in $ millions
    hub.act(sid, lambda log: reveal(log, "banker", "r1"))
    hub.act(sid, lambda log: undo(log, "banker"))  # the reveal taken back: the entries were seen and stay
    again = form(hub, sid, "Bob")
    assert words(again) == ["Your entry: Amount $40M. It was revealed once, so it stays as it is: the banker's Undo "
                            "took back only the reveal."]
    assert not [c for c in walk(again) if getattr(c, "on_click", None)]  # nothing to tap that the rules refuse


def revealed_then_bobs_entry_undone(hub, sid) -> None:
    amount_round(hub, sid)
    for seat, amount in (("Ann", 50), ("Bob", 40)):
        hub.act(sid, lambda log, seat=seat, amount=amount: enter(log, f"seat:{seat}", "r1", {"amount": amount}))
    hub.act(sid, lambda log: reveal(log, "banker", "r1"))
    hub.act(sid, lambda log: undo(log, "banker"))  # the reveal
    hub.act(sid, lambda log: undo(log, "banker"))  # Bob's entry


def test_an_entry_taken_back_after_an_undone_reveal_is_offered_as_it_was_revealed_and_one_tap_confirms_it(tmp_path):
    """The walk: Cy's form said "enter it again" and refused every entry, his revealed one too. The form now says
    the entry stays as the table saw it and offers only that entry, which the rules take."""
    hub, sid = table(tmp_path)
    revealed_then_bobs_entry_undone(hub, sid)
    shown = form(hub, sid, "Bob")
    assert words(shown) == ["The banker took back your entry (Undo). It was revealed once, so it stays as the table "
                            "saw it: Amount $40M. Confirm it again."]
    assert not [c for c in walk(shown) if isinstance(c, ft.TextField)]  # nothing to type that the rules refuse
    keyed(shown, f"{form_key(sid, 'r1', 'Bob')}-confirm").on_click(None)
    assert rounds(hub.get(sid).log)["r1"].entries["Bob"].values == {"amount": 40}
    assert "Confirm it again" not in [getattr(c, "content", None) for c in walk(form(hub, sid, "Bob"))]


def cover_of(banker, hub, sid):
    from companion.widgets.sealed import cover_view_controls
    return cover_view_controls(banker.ctx, sid, hub.get(sid).log)


def test_the_phone_passed_to_a_seat_can_always_go_back_to_the_banker(tmp_path):
    """The walk: the bank's phone passed to Cy showed his pinned entry as text with no button (Redo put it back
    while the cover was open), and only a new browser session freed it. Every state of the cover has a way back."""
    from companion.widgets.sealed import cover
    hub, sid = table(tmp_path)
    revealed_then_bobs_entry_undone(hub, sid)
    banker = Phone(hub, sid, "banker")
    cover(banker.ctx, sid, "r1", "Bob")
    click(keyed(cover_of(banker, hub, sid), "cover-not-now"))  # closed: "Not now"
    back_to_the_banker(banker, hub, sid)
    for step in ("form", "entry back by Redo"):
        cover(banker.ctx, sid, "r1", "Bob")
        click(keyed(cover_of(banker, hub, sid), "cover-open"))
        if step == "entry back by Redo":
            hub.act(sid, lambda log: redo(log, "banker"))  # Bob's entry is back, shown as text: nothing to confirm
        opened = cover_of(banker, hub, sid)
        assert ("Confirm it again" in [getattr(c, "content", None) for c in walk(opened)]) == (step == "form")
        click(keyed(opened, "cover-close"))
        back_to_the_banker(banker, hub, sid)


def back_to_the_banker(banker, hub, sid) -> None:
    """Given back, the phone stays covered until the banker taps that they have it (a walk's Bob tapped Close and read
    the playing banker's sealed entry on the table screen); then the cover is over."""
    waiting = cover_of(banker, hub, sid)
    assert [c.value for c in walk(waiting) if isinstance(c, ft.Text)][0] == "Pass the phone back to the banker."
    click(keyed(waiting, "cover-back"))
    assert banker.session.cover is None and cover_of(banker, hub, sid) is None


def test_the_bankers_panel_of_a_pinned_round_offers_reveal_and_no_pass_the_rules_refuse(tmp_path):
    """With a reveal undone and Bob's entry undone, the banker's Reveal waited for Bob's tap though the rules reveal
    the result the table saw, and 'Mark Bob as passing' was offered though the rules refuse it (Bob bid)."""
    from companion.widgets.sealed import banker_panel
    hub, sid = table(tmp_path)
    revealed_then_bobs_entry_undone(hub, sid)
    banker = Phone(hub, sid, "banker")
    panel = banker_panel(banker.ctx, sid, hub.get(sid).log, hub.get(sid).setup.players, None)
    assert keyed(panel, "reveal-r1").disabled is False
    assert not [c for c in walk(panel) if getattr(c, "key", None) == "passing-Bob"]
    click(keyed(panel, "reveal-r1"))
    assert rounds(hub.get(sid).log)["r1"].status == "revealed"


def test_an_undo_of_another_action_leaves_a_seats_unconfirmed_entry_as_typed(tmp_path):
    """A walk: Cy had chosen his Step B budget (not confirmed) when the banker undid Bob's entry; the undo starts every
    screen of the table afresh (`root.Screen`), and Cy's choices were gone, unsaid. What a sealed form holds is carried
    into the screen drawn after the undo (`ScreenState.carry`); nothing else is (a form that made the mistake starts
    afresh)."""
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.widgets.sealed_form import SEALED_FORMS

    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    ann = Phone(hub, sid, "seat:Ann")
    shown = entry_form(ann.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], "Ann"), "Ann")
    field = next(c for c in walk(shown) if isinstance(c, ft.TextField) and str(c.key).startswith(form_key(sid, "r1",
                                                                                                           "Ann")))
    field.value = "40"  # typed on Ann's phone, not confirmed
    ann.state.values["elsewhere"] = "a choice of another form"
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 30}))
    hub.act(sid, lambda log: undo(log, "banker"))  # Bob's entry taken back: the screen is drawn afresh
    after = ScreenState()
    after.carry(ann.state, SEALED_FORMS)
    shown = entry_form(Ctx(ann.session, after), sid, view_for(rounds(hub.get(sid).log)["r1"], "Ann"), "Ann")
    assert [c.value for c in walk(shown) if isinstance(c, ft.TextField) and c.key == field.key] == ["40"]
    assert "elsewhere" not in after.values
