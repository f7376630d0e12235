"""A playing banker's sealed entry on the bank's phone and on the banker's own seat phone (a walk, Owner's Choice,
Bob the banker who also plays).

The walk: Bob entered $700 on his seat phone; the bank's phone then read "Your entry: Amount 700 — confirmed" right
above a field still holding the 0 it was drawn with before the entry came, and one tap on its Confirm replaced $700
with 0; Bob's seat phone then read "Amount 0 — confirmed" above his field still holding 700. And the bank's phone,
which is passed around the table, showed Bob's secret entry open to whoever held it.

Drawn in-process: a draw is the panel's builder called with the phone's session and the screen's own state, as the
app's screen calls it after every change."""
from __future__ import annotations

import flet as ft

from calculators.core.bids import FieldSpec, RoundSpec, open_round, rounds, view_for
from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from companion.widgets import sealed
from companion.widgets.sealed_form import entry_form, form_key
from tests.support.controls import walk
from tests.support.tray_screens import Phone, click, keyed

AMOUNT = FieldSpec(name="amount", label="Amount", kind="int", min=0, max=2500, step=10)


def bob_banks_and_plays(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Bob"))
    spec = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob", "Cy"), fields=(AMOUNT,), resolve="highest",
                     rank_field="amount")
    hub.act(sid, lambda log: open_round(log, "banker", spec, round_id="r1"))
    return hub, sid


def bank_panel(bank: Phone, hub, sid):
    return sealed.banker_panel(bank.ctx, sid, hub.get(sid).log, ("Ann", "Bob", "Cy"), "Bob")


def seat_form(seat: Phone, hub, sid):
    return entry_form(seat.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], "Bob"), "Bob")


def said(controls) -> list[str]:
    return [str(c.value) for c in walk(controls) if isinstance(c, ft.Text) and c.value]


def bobs_entry(hub, sid):
    return rounds(hub.get(sid).log)["r1"].entries["Bob"].values


def test_the_bank_phone_keeps_the_playing_bankers_entry_behind_a_tap(tmp_path):
    hub, sid = bob_banks_and_plays(tmp_path)
    bank = Phone(hub, sid, "banker")
    key = form_key(sid, "r1", "Bob")
    closed = bank_panel(bank, hub, sid)
    assert "Your own entry, Bob: not entered yet." in said(closed)
    assert not [c for c in walk(closed) if isinstance(c, ft.TextField)]
    click(keyed(closed, "own-entry-r1-show"))  # "Enter my entry"
    keyed(bank_panel(bank, hub, sid), f"{key}-amount").value = "700"
    click(keyed(bank_panel(bank, hub, sid), f"{key}-confirm"))
    assert bobs_entry(hub, sid) == {"amount": 700}
    hidden = bank_panel(bank, hub, sid)  # confirmed: the form closes with the entry in it
    assert "Your own entry, Bob: confirmed, hidden on this phone." in said(hidden)
    assert not [t for t in said(hidden) if "700" in t] and not [c for c in walk(hidden) if isinstance(c, ft.TextField)]
    click(keyed(hidden, "own-entry-r1-show"))  # "Show my entry"
    shown = bank_panel(bank, hub, sid)
    assert keyed(shown, f"{key}-amount").value == "700"
    assert "Your entry: Amount $700 — confirmed. You may change it until everyone has confirmed." in said(shown)
    click(keyed(shown, "own-entry-r1-hide"))
    assert not [t for t in said(bank_panel(bank, hub, sid)) if "700" in t]


def test_an_entry_confirmed_on_the_seat_phone_is_what_the_bank_phone_form_holds_and_confirms(tmp_path):
    hub, sid = bob_banks_and_plays(tmp_path)
    bank, seat = Phone(hub, sid, "banker"), Phone(hub, sid, "seat:Bob")
    key = form_key(sid, "r1", "Bob")
    click(keyed(bank_panel(bank, hub, sid), "own-entry-r1-show"))
    assert keyed(bank_panel(bank, hub, sid), f"{key}-amount").value == "0"  # drawn before any entry
    keyed(seat_form(seat, hub, sid), f"{key}-amount").value = "700"  # typed on Bob's own phone
    click(keyed(seat_form(seat, hub, sid), f"{key}-confirm"))
    again = bank_panel(bank, hub, sid)  # the bank's phone redraws: its untouched field follows the entry
    assert keyed(again, f"{key}-amount").value == "700"
    click(keyed(again, f"{key}-confirm"))  # the tap that replaced $700 with 0
    assert bobs_entry(hub, sid) == {"amount": 700}


def test_the_seat_phone_follows_an_entry_changed_on_the_bank_phone_but_keeps_a_draft_typed_there(tmp_path):
    hub, sid = bob_banks_and_plays(tmp_path)
    bank, seat = Phone(hub, sid, "banker"), Phone(hub, sid, "seat:Bob")
    key = form_key(sid, "r1", "Bob")
    keyed(seat_form(seat, hub, sid), f"{key}-amount").value = "700"
    click(keyed(seat_form(seat, hub, sid), f"{key}-confirm"))
    assert keyed(seat_form(seat, hub, sid), f"{key}-amount").value == "700"  # his phone redraws on his confirm
    click(keyed(bank_panel(bank, hub, sid), "own-entry-r1-show"))
    keyed(bank_panel(bank, hub, sid), f"{key}-amount").value = "650"
    click(keyed(bank_panel(bank, hub, sid), f"{key}-confirm"))
    mine = seat_form(seat, hub, sid)
    assert keyed(mine, f"{key}-amount").value == "650"  # not a 700 under "Amount $650 — confirmed"
    assert "Your entry: Amount $650 — confirmed. You may change it until everyone has confirmed." in said(mine)
    keyed(mine, f"{key}-amount").value = "800"  # Bob starts to change it on his phone ...
    click(keyed(bank_panel(bank, hub, sid), "own-entry-r1-show"))
    keyed(bank_panel(bank, hub, sid), f"{key}-amount").value = "600"  # ... while the bank phone confirms another
    click(keyed(bank_panel(bank, hub, sid), f"{key}-confirm"))
    mine = seat_form(seat, hub, sid)
    assert keyed(mine, f"{key}-amount").value == "800"  # his draft, unsaved, is his
    assert "Your entry: Amount $600 — confirmed. You may change it until everyone has confirmed." in said(mine)
