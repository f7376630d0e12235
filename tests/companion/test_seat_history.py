"""A seat's phone reads the table's History (a new user's walk: a seat saw only its own latest actions, never what the
banker did, undid or redid for the others): the same sentences the banker reads, drawn for that seat as the viewer —
another seat's hidden cash and every unrevealed sealed entry left out, as the seat's own screen leaves them out —
with no Undo, Redo or "undo back to here". Reached at /seat/<token>/history, on top of the seat's own screen (Back
returns to it); a watcher's History says why it has no Undo either."""
from __future__ import annotations

import random

import flet as ft
import pytest

from calculators.core import bids
from calculators.core.actors import BANKER, seat_actor
from calculators.core.bids import FieldSpec, RoundSpec
from calculators.core.table import make_setup
from companion.access import Identity
from companion.routes import _seat_screens, views_for
from tests.support.controls import all_text, walk
from tests.support.phone import Phone, fake_services, session as phone_session
from tests.support.screens import Table
from tests.support.text import plain
from tests.support.sessions import draw, session_at, world  # noqa: F401 — the fixture
from companion.seat_claims import new_device_key

SECRET = 2470  # an amount no game's table holds by chance
ROUND = RoundSpec(purpose="Blind bid", participants=("Ann", "Bob"),
                  fields=(FieldSpec(name="amount", label="Amount", kind="int", min=0, max=2500, step=10),),
                  resolve="highest", rank_field="amount")


def seat_phone(t: Table, sid: str, seat: str, lang: str = "en") -> Phone:
    """`seat`'s own phone on /seat/tok/history, as routing stacks it (the seat's screen beneath its History)."""
    services = fake_services(t.hub, t.store, seat_actor(seat), claims=None)
    services.access.lookup = lambda token: (sid, seat) if token == "tok" else None
    s = phone_session("/seat/tok/history", services, Identity("seat", table=sid, seat=seat, token="tok"),
                      showing_table=sid, device_lang=lang, device_key="this-phone")
    return Phone(s, lambda s: _seat_screens(s, "/seat/tok/history", "tok", ["history"]))


def secret_forms(game: str) -> tuple[str, ...]:
    """SECRET in every way a phone may write it: as typed, or as the game prints money ("$2.47B", "2.470 DM")."""
    from calculators.core.money import format_money
    return (str(SECRET), *{plain(format_money(game, SECRET, lang)) for lang in ("en", "de")})


def event_lines(controls) -> dict[int, str]:
    """Each History entry's sentence, by its number."""
    lines = {}
    for c in walk(controls):
        if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("event-"):
            tile = c.content
            lines[int(c.identifier.removeprefix("event-"))] = tile.title.value
    return lines


def assert_read_only(controls, role: str = "banker") -> None:
    """No Undo, Redo or undo back to an entry: the seat reads, the banker acts; and the screen says so, naming the
    role as the game does (Fortune's entries are signed "Kasse")."""
    words = [str(getattr(c, "value", None) or getattr(c, "tooltip", None) or getattr(c, "content", "")) for c in
             walk(controls) if isinstance(c, (ft.FilledTonalButton, ft.IconButton))]
    assert not [w for w in words if "Undo" in w or "Redo" in w], words
    ids = {c.identifier for c in walk(controls) if isinstance(c, ft.Semantics)}
    assert "undo-last" not in ids and "history-read-only" in ids
    assert f"Only the {role} can undo or redo." in all_text(controls)


def with_sealed_entry(t: Table, sid: str) -> tuple[int, int]:
    """Ann's entry of SECRET in a sealed round the banker opened (Bob has not entered yet): its seq and the round's."""
    t.hub.act(sid, lambda log: bids.open_round(log, BANKER, ROUND))
    opened = t.hub.get(sid).log.events[-1]
    rid = opened.data["round_id"]
    t.hub.act(sid, lambda log: bids.enter(log, seat_actor("Ann"), rid, {"amount": str(SECRET)}))
    return t.hub.get(sid).log.events[-1].seq, opened.seq


def reveal_it(t: Table, sid: str) -> None:
    rid = next(e.data["round_id"] for e in reversed(t.hub.get(sid).log.events) if e.kind == "bids.opened")
    t.hub.act(sid, lambda log: bids.enter(log, seat_actor("Bob"), rid, {"amount": "10"}))
    t.hub.act(sid, lambda log: bids.reveal(log, BANKER, rid, rng=random.Random(1)))


def test_rollout_another_companys_hidden_cash_is_left_out_and_the_banker_action_is_read(tmp_path):
    # Rollout: a seat sees only its own company's cash (cash not open); a correction to Ann's cash is hers alone.
    import calculators.rollout as ro
    from tests.support.rollout import started

    t = Table(tmp_path, "rollout")
    sid = t.create(started().log)
    t.hub.act(sid, lambda log: ro.correct(log, BANKER, "Ann", "cash", delta=250, reason="miscount"))
    seq = t.hub.get(sid).log.events[-1].seq
    entered, opened = with_sealed_entry(t, sid)

    bob = seat_phone(t, sid, "Bob").draw()
    lines = event_lines(bob)
    assert lines[seq] == "Correction: Ann's cash changed (miscount)"
    assert "250" not in all_text(bob)
    assert lines[opened].startswith("Sealed round opened")  # the banker's action, read on Bob's phone
    assert "Ann" in lines[entered] and not [f for f in secret_forms("rollout") if f in all_text(bob)]
    assert_read_only(bob)
    # Ann's own phone reads her own cash: the check above can fail.
    assert event_lines(seat_phone(t, sid, "Ann").draw())[seq] == "Correction: $250M added to Ann's cash (miscount)"


def test_owners_choice_another_players_money_is_left_out_until_the_end(tmp_path):
    # Owner's Choice, Setup 7: "Your money should remain hidden throughout the game."
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing

    t = Table(tmp_path, "owners-choice")
    sid = t.create(playing().log)
    t.hub.act(sid, lambda log: oc.correct_cash(log, BANKER, "Cy", 40))
    seq = t.hub.get(sid).log.events[-1].seq
    t.hub.act(sid, lambda log: oc.move_pawn(log, BANKER, "Ann", 1, "dividend"))  # the banker moves for Ann

    ann = seat_phone(t, sid, "Ann").draw()
    assert event_lines(ann)[seq] == "Correction: Cy's cash changed"
    assert "$40" not in all_text(ann)
    assert event_lines(ann)[seq + 1].startswith("Ann moved the Action pawn 1 space to the Dividend square")
    assert_read_only(ann)
    assert event_lines(seat_phone(t, sid, "Cy").draw())[seq] == "Correction: $40 added to Cy's cash"


@pytest.mark.parametrize("game", ["fortune", "roll-and-rails"])
def test_public_games_read_every_amount_but_never_an_unrevealed_sealed_entry(tmp_path, game):
    # Fortune's balance sheets and Roll and Rails' player sheets lie open; a sealed entry stays sealed until the reveal.
    t = Table(tmp_path, game)
    sid = t.create(None)
    entered, opened = with_sealed_entry(t, sid)

    bob = seat_phone(t, sid, "Bob").draw()
    lines = event_lines(bob)
    forms = secret_forms(game)
    assert "Ann" in lines[entered] and not [f for f in forms if f in all_text(bob)]
    assert lines[opened].startswith("Sealed round opened")
    assert_read_only(bob, "Kasse" if game == "fortune" else "banker")
    reveal_it(t, sid)  # revealed, the amount is everyone's to read: the check above can fail
    assert [f for f in forms if f in all_text(seat_phone(t, sid, "Bob").draw())]


def test_the_seat_screen_opens_its_history_from_the_app_bar_and_back_returns_to_it(tmp_path):
    t = Table(tmp_path, "fortune")
    sid = t.create(None)
    s = seat_phone(t, sid, "Bob").session
    stack = _seat_screens(s, "/seat/tok/history", "tok", ["history"])
    assert [x.key.partition("@")[0] for x in stack] == ["/seat/tok", "/seat/tok/history"]  # Back: the seat screen
    seat_screen = Phone(s, lambda s: stack[:1])
    bar = seat_screen.view().appbar
    history = [a for a in bar.actions if isinstance(a, ft.IconButton) and a.tooltip == "History"]
    assert len(history) == 1 and history[0].icon.semantics_label == "History"
    history[0].on_click(None)
    assert s.page.went == ["/seat/tok/history"]


def test_a_seat_links_history_is_the_seats_own_and_nothing_of_it_for_another_phone(world):  # noqa: F811
    token = world.access.seat_token(world.sid, "Ann")
    ann, _told = session_at(world, f"/seat/{token}/history", new_device_key())
    assert [x.key.partition("@")[0] for x in views_for(ann, ann.route)] == [f"/seat/{token}",
                                                                          f"/seat/{token}/history"]
    assert draw(ann)[0].title.value == "History · Friday"
    other, _told = session_at(world, f"/seat/{token}/history", new_device_key())
    shown = draw(other)
    assert "History" not in all_text(shown) and "seat-in-use" in {
        c.identifier for c in walk(shown) if isinstance(c, ft.Semantics)}


def test_a_watchers_history_has_no_greyed_undo_and_says_who_can_undo(tmp_path):
    t = Table(tmp_path, "rollout")
    sid = t.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    watcher = phone_session(f"/table/{sid}/history", fake_services(t.hub, t.store, "host"), Identity("host"),
                            showing_table=sid, device_lang="en")
    shown = Phone(watcher, lambda s: t.stack(s, sid, "history")).draw()
    assert_read_only(shown)
    banker = Phone(t.session(sid), lambda s: t.stack(s, sid, "history")).draw()  # the banker's: Undo is there
    assert "undo-last" in {c.identifier for c in walk(banker) if isinstance(c, ft.Semantics)}


def test_an_undo_and_a_redo_say_which_entry_they_took_back_or_put_back(tmp_path):
    # A walk: after undoing back to #191, two rows read "Undid: Dee ended the turn" alike; each now names its entry.
    from calculators.core.actors import redo_last, undo_last
    from calculators.core.tray import roll_tray

    t = Table(tmp_path, "rollout")
    sid = t.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    for purpose in ("first", "second"):
        t.hub.act(sid, lambda log, p=purpose: roll_tray(log, BANKER, 2, p, rng=random.Random(1)))
    first = t.hub.get(sid).log.events[-2].seq
    t.hub.act(sid, lambda log: undo_last(log, BANKER))
    t.hub.act(sid, lambda log: undo_last(log, BANKER))
    t.hub.act(sid, lambda log: redo_last(log, BANKER))
    subtitles = {int(c.identifier.removeprefix("event-")): c.content.subtitle.value
                 for c in walk(seat_phone(t, sid, "Ann").draw())
                 if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("event-")}
    undo_a, undo_b, redo = sorted(subtitles)[-3:]
    assert subtitles[undo_a].endswith(f"took back #{first + 1}") and subtitles[undo_b].endswith(f"took back #{first}")
    assert subtitles[redo].endswith(f"put back #{first}")
