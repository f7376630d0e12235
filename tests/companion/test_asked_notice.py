"""A seat asked for a sealed entry by a round another phone opens is told at once, in a short message: the round's
form stands at the top of the seat's screen, and a walk's player scrolled down to the dice went on rolling (Rollout's
secret bids: "each player secretly writes down his bid"). Told once per round; not for a round already drawn on
the screen, nor once the seat's entry is confirmed; never on another seat's or the banker's phone."""
from __future__ import annotations

from calculators.core.bids import enter
from companion import asked_notice
from companion.access import Identity
from tests.support.phone import fake_services, session
from tests.support.tray_screens import amount_round, table


def seat_session(hub, sid, seat: str, lang: str = "en"):
    return session(f"/seat/t-{seat}", fake_services(hub, hub.store, f"seat:{seat}"),
                   Identity("seat", table=sid, seat=seat, token=f"t-{seat}"), showing_table=sid, device_lang=lang)


def toasts(s) -> list[str]:
    return s.page.toasts


def test_a_round_opened_elsewhere_is_told_once_to_each_seat_it_asks(tmp_path):
    hub, sid = table(tmp_path / "t", ("Ann", "Bob", "Cy"))  # the round asks Ann and Bob, not Cy
    ann, bob, cy = (seat_session(hub, sid, p, lang) for p, lang in (("Ann", "de"), ("Bob", "en"), ("Cy", "en")))
    for s in (ann, bob, cy):
        asked_notice.seen(s)  # their screens drawn before the round
    amount_round(hub, sid)  # the banker opens a sealed round on the bank phone
    for s in (ann, bob, cy):
        asked_notice.tell(s)
    assert toasts(bob) == ["A sealed entry is asked of you: its form is at the top of your screen."]
    assert toasts(ann) == ["Du sollst verdeckt etwas abgeben: das Formular steht oben auf deinem Bildschirm."]
    assert toasts(cy) == []  # not asked
    asked_notice.tell(bob)  # another update: not told again
    assert len(toasts(bob)) == 1


def test_nothing_is_told_for_a_round_on_screen_a_confirmed_entry_or_another_phone(tmp_path):
    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    bob = seat_session(hub, sid, "Bob")
    asked_notice.seen(bob)  # drawn at the top of his screen already
    asked_notice.tell(bob)
    assert toasts(bob) == []
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 40}))
    asked_notice.tell(bob)
    assert toasts(bob) == []
    bank = session(f"/table/{sid}", fake_services(hub, hub.store, "banker"), Identity("host"), showing_table=sid)
    asked_notice.tell(bank)
    assert toasts(bank) == [] and asked_notice.asked_of(bank) == frozenset()
