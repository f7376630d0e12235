"""A game's panel is drawn again only when something it shows may have changed (issue 15, speed): a dice-tray
roll beside it leaves it as it was (no game's panel shows tray rolls: the rules' state folds them away), while an
action of the game, an undo, the screen's own state, the phone's language and the public draft of a step under way
each draw it anew. `companion.views.games.panel_deps` is what the memoized part compares (companion/live.py)."""
from __future__ import annotations

import random

import pytest

from flet.components.component import Component, Renderer

from calculators.core.log import Log, undo
from calculators.core.tray import ROLLED, roll_tray
from companion.context import Ctx
from companion.views import games
from companion.views.games import moment, panel_deps
from tests.support.screens import Table, screen_text
from tests.support.tables import game_log

GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")


def looking_at(tmp_path, game: str):
    t = Table(tmp_path, game)
    sid = t.create(game_log(game))
    phone = t.phone(sid, "")
    phone.draw()  # the screen's own state starts where a phone's would
    return t, sid, phone, lambda: panel_deps(Ctx(phone.session, phone.state), sid, t.hub.get(sid), None)


def tray_roll(t, sid: str, seed: int = 1) -> None:
    t.hub.act(sid, lambda log: roll_tray(log, "banker", 2, "Who starts", rng=random.Random(seed)))


@pytest.mark.parametrize("game", GAMES)
def test_a_tray_roll_leaves_the_panel_but_an_undo_draws_it_again(game, tmp_path):
    t, sid, phone, deps = looking_at(tmp_path, game)
    before = deps()
    state_before = t.hub.get(sid).state
    tray_roll(t, sid)
    tray_roll(t, sid, 2)
    assert t.hub.get(sid).state == state_before  # what a panel draws from did not move
    assert deps() == before
    t.hub.act(sid, lambda log: undo(log, "banker"))  # the last roll taken back: an undo is an event the panel sees
    assert deps() != before


@pytest.mark.parametrize("game", GAMES)
def test_every_event_but_a_tray_roll_moves_what_the_panel_sees(game):
    log = game_log(game)
    for n in range(1, len(log.events)):
        before, after = moment(Log(events=log.events[:n])), moment(Log(events=log.events[:n + 1]))
        assert (after == before) == (log.events[n].kind == ROLLED), log.events[n].kind


def test_the_screens_state_the_phones_language_and_a_public_draft_draw_it_again(tmp_path):
    t, sid, phone, deps = looking_at(tmp_path, "rollout")
    seen = [deps()]
    phone.state.put("ro-choice", "Simcor")  # a choice on the screen
    seen.append(deps())
    phone.state.fail("ro-msg-s1", "Not now.")  # a refusal shown
    seen.append(deps())
    phone.session.update(lang="de")  # the phone's language
    seen.append(deps())
    t.hub.drafts.write(sid, dice=[3, 4])  # the banker's setup dice, public before they are recorded
    seen.append(deps())
    assert len(set(map(repr, seen))) == len(seen)


def test_in_the_app_the_panel_is_a_part_that_draws_what_a_test_draws(tmp_path):
    # Under Flet's renderer the panel is one memoized part; drawn, it shows what the panel drawn directly shows.
    t, sid, phone, _ = looking_at(tmp_path, "owners-choice")
    ctx, snap = Ctx(phone.session, phone.state), t.hub.get(sid)
    direct = games.panel(ctx, "banker_panel", sid, snap, None)
    rendered = Renderer().render(lambda: games.panel(ctx, "banker_panel", sid, snap, None))
    assert len(rendered) == 1 and isinstance(rendered[0], Component) and rendered[0].memoized
    words = [w for w in screen_text(direct) if w]
    assert [w for w in screen_text(rendered) if w] == words and len(words) > 20
