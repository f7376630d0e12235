"""A tap costs what it changes (issue 15, speed): on the banker's and a seat's table screens, everything a dice-tray
roll leaves as it was (the seats, the sealed entries, the tray's own
choices and buttons, the buttons below, a seat's money) is a memoized part (`companion.live.part`). Flet draws a
memoized component again only when its arguments differ (`shallow_compare_args_and_kwargs`, the check its renderer
makes); after a tray roll they are equal, so only the roll itself is drawn and sent; after an action of the game,
an undo or a choice on the screen they differ, so the screen shows it."""
from __future__ import annotations

import random

import pytest
from flet.components.component import Component
from flet.components.utils import shallow_compare_args_and_kwargs

from calculators.core.log import undo
from calculators.core.snapshot import fingerprint
from calculators.core.tray import roll_tray
from companion.live import _Part
from companion.share.importing import snapshot_of
from tests.support.seat_table import SeatTable
from tests.support.screens import Table, screen_text
from tests.support.tables import game_log

GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")
BANKER_PARTS = {"t:seats", "t:tray", "t:more"}
SEAT_PARTS = {"t:seats", "t:sealed"}


def is_part(c) -> bool:
    return isinstance(c, Component) and c.fn is _Part.__component_impl__ and c.memoized


def parts(view) -> dict[str, Component]:
    """The screen's memoized parts, by key."""
    return {c.key: c for c in view.controls if is_part(c)}


def redrawn(before: dict[str, Component], after: dict[str, Component]) -> list[str]:
    """The parts (of those in both) that Flet's renderer draws again: their arguments differ."""
    return [k for k in before if k in after and not shallow_compare_args_and_kwargs(
        before[k].args, before[k].kwargs, after[k].args, after[k].kwargs)]


def looking_at(t, game: str):
    """A table of `game` in full swing, a phone showing `t`'s screen of it, and that screen's parts."""
    sid = t.create(game_log(game))
    phone = t.phone(sid, "")
    return sid, phone, parts(phone.view())


def tray_roll(t, sid: str, purpose: str) -> None:
    t.hub.act(sid, lambda log: roll_tray(log, "banker", 2, purpose, rng=random.Random(5)))


@pytest.mark.parametrize("game", GAMES)
def test_a_tray_roll_draws_the_roll_and_leaves_the_banker_screen_as_it_was(game, tmp_path):
    t = Table(tmp_path, game)
    sid, phone, before = looking_at(t, game)
    assert BANKER_PARTS <= set(before)
    tray_roll(t, sid, "Who starts")
    view = phone.view()
    after = parts(view)
    assert set(after) == set(before)
    assert redrawn(before, after) == []
    # The roll itself is outside every part: it is drawn anew.
    outside = [c for c in view.controls if not is_part(c)]
    assert any("Who starts" in line for line in screen_text(outside))
    # The table's fingerprint covers the tray's rolls: it is outside every part, and shows the rolled table's.
    assert fingerprint(snapshot_of(t.hub, sid)) in " ".join(screen_text(view.controls))


@pytest.mark.parametrize("game", GAMES)
def test_an_undo_or_a_choice_on_the_screen_draws_every_part_again(game, tmp_path):
    t = Table(tmp_path, game)
    sid, phone, before = looking_at(t, game)
    phone.state.put(f"tray-{sid}-count", "3")  # "Dice: 3" chosen on the tray
    chosen = parts(phone.view())
    assert redrawn(before, chosen) == list(before)
    tray_roll(t, sid, "Who starts")
    rolled = parts(phone.view())
    assert redrawn(chosen, rolled) == []
    t.hub.act(sid, lambda log: undo(log, "banker"))  # the roll taken back: an undo is an event of the game
    undone = parts(phone.view())
    assert redrawn(chosen, undone) == [k for k in chosen if k in undone]


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_screen_keeps_its_parts_through_a_tray_roll(game, tmp_path):
    t = SeatTable(tmp_path, game, "Ann")
    sid, phone, before = looking_at(t, game)
    assert SEAT_PARTS <= set(before)
    tray_roll(t, sid, "Rolled by the banker")
    view = phone.view()
    assert redrawn(before, parts(view)) == []
    assert any("Rolled by the banker" in line for line in screen_text(view.controls))
