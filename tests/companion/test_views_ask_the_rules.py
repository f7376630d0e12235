"""The screens hold no rule: what they offer is what the rules' "what may this seat do now" says (issue 13,
items 1-2; issue 16, "impossible actions disabled"). The moved rules are gone from the views, and the
controls drawn (the Stage 4 bid buttons, the trade steppers' bounds, the draft's dice) equal the query."""
from __future__ import annotations

import re
import types
from pathlib import Path

import flet as ft

from calculators.core.log import Log
from calculators.core.table import TableSetup
from calculators.rollout.allowed import allowed as rollout_allowed
from companion.context import Ctx
from tests.support.phone import ctx_for as ctx_for_session, fake_services, session as phone_session
from companion.storage import Store
from companion.table import TableHub
from tests.support.controls import walk
from tests.support.golden import FIXTURES, load, replayed
from tests.support.scratch import scratch_dir

VIEWS = Path(__file__).resolve().parents[2] / "companion" / "views"


def source(name: str) -> str:
    return (VIEWS / "games" / name).read_text(encoding="utf-8")


def test_the_moved_rules_are_gone_from_the_views():
    # The Stage 4 ladder, the setup roll-off, the 12-stock cap and the manipulators' window live in calculators.
    assert "_next_bids" not in source("rollout/stage4.py") and "price_index" not in source("rollout/stage4.py")
    setup = source("rollout/setup.py")
    assert "first_chooser" not in setup and "choice_order" not in setup and "1 <= v <= 6" not in setup
    assert not re.search(r"(?<!size=)\b12\b", source("owners_choice/turn.py"))  # font sizes aside
    assert "CONTROL" not in source("rollout/more.py") and "held.since" not in source("fortune/turn.py")
    assert "loan_cap" not in source("rollout/seat.py") and "range(1, 7)" not in source("rollout/seat.py")
    assert "may_manipulate" not in source("roll_and_rails/panels.py")
    assert "MAX_STOCK" not in source("roll_and_rails/turn.py") and "upgrade_cost(" not in source("roll_and_rails/turn.py")
    assert "value(\"loan_terms\")" not in source("fortune/turn.py")
    # No screen compares actor strings to decide who may act: that is core.actors.may_act_for's alone.
    for path in list((VIEWS / "games").rglob("*.py")) + list((VIEWS.parent / "widgets").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"seat_of\(actor\)\s*(!=|==|is None)", text), path.name


def ctx_for(hub, actor: str, **session_fields) -> Ctx:
    """A screen's ctx on a phone acting as `actor` (a new phone, a new screen state); `session_fields` set the
    phone's session (e.g. device_lang="de")."""
    return ctx_for_session(phone_session("/table/x/game", fake_services(hub, actor=actor), **session_fields))


def rollout_at_first_bid():
    """A recorded Rollout table (golden fixture) up to its first open bid in Stage 4, saved on a hub."""
    fx = load(FIXTURES / "rollout" / "whole.json")
    first_bid = next(i for i, e in enumerate(fx["events"]) if e["kind"] == "rollout.bid")
    setup = TableSetup.model_validate(fx["setup"])
    log = replayed(setup, fx["events"][:first_bid + 1])
    return setup, log


def test_the_stage4_bid_buttons_are_the_querys_ladder():
    from companion.views.games.rollout.stage4 import stage4
    from calculators.rollout import state_of

    setup, log = rollout_at_first_bid()
    hub = TableHub(Store(scratch_dir()))
    snap = types.SimpleNamespace(log=log, setup=setup)
    ctx = ctx_for(hub, "banker")
    controls = stage4(ctx, "t1", snap, state_of(log))
    may = rollout_allowed(log, None)
    assert may.may("bid") and len(may.bids) == 4
    spoken = [c.content.semantics_label for c in walk(controls)
              if isinstance(c, ft.OutlinedButton) and isinstance(c.content, ft.Text)
              and (c.content.semantics_label or "").split(" bids ")[0] in may.bidders
              and " bids " in (c.content.semantics_label or "")]
    who = spoken[0].split(" bids ")[0]
    from calculators.core.money import format_money
    assert spoken == [f"{who} bids {format_money('rollout', p)}" for p in may.bids]
    # The top bidder's button is there, disabled, with the rules' reason beside it.
    top = state_of(log).auction.lot.bids[-1].player
    blocked = [c for c in walk(controls) if isinstance(c, ft.OutlinedButton) and isinstance(c.content, ft.Text)
               and c.content.semantics_label == f"Bidder {top}"]
    assert len(blocked) == 1 and blocked[0].disabled
    notes = [c.value for c in walk(controls) if isinstance(c, ft.Text) and isinstance(c.value, str)]
    assert f"{top} already has the highest bid." in notes


def test_the_draft_dice_are_disabled_on_a_phone_whose_pick_it_is_not():
    from calculators.roll_and_rails import configure, enter_draft, state_of, whose_pick
    from calculators.roll_and_rails.allowed import allowed
    from calculators.core.table import make_setup
    from companion.views.games.roll_and_rails.panels import seat_panel

    hub = TableHub(Store(scratch_dir()))
    sid = hub.create(make_setup("roll-and-rails", "T", ["Ann", "Bob"], "Kim"))
    supply = {"yellow": 6, "red": 6, "blue": 6, "green": 6, "grey": 6}
    hub.act(sid, lambda log: configure(log, "banker", rounds=3, supply=supply, first_player="Ann"))
    hub.act(sid, lambda log: enter_draft(log, "seat:Ann", [6, 6, 5, 5, 4, 4, 3, 2, 1]))
    snap = hub.get(sid)
    assert whose_pick(state_of(snap.log)) == "Ann"
    for seat, enabled in (("Ann", True), ("Bob", False)):
        ctx = ctx_for(hub, f"seat:{seat}")
        dice = [c for c in walk(seat_panel(ctx, sid, snap, seat))
                if isinstance(c, ft.Semantics) and (c.label or "").startswith("Pick a ")]
        assert dice and all(d.disabled == (not enabled) for d in dice)
        assert allowed(snap.log, seat).may("pick") == enabled
    texts = [c.value for c in walk(seat_panel(ctx, sid, snap, "Bob")) if isinstance(c, ft.Text)]
    assert "It is Ann's pick; each player picks on their own phone." in texts
    # On a German phone the reason is German (the game's words catalog, as History speaks).
    ctx = ctx_for(hub, "seat:Bob", device_lang="de")
    texts = [c.value for c in walk(seat_panel(ctx, sid, snap, "Bob")) if isinstance(c, ft.Text)]
    assert "Ann wählt gerade; jeder wählt auf dem eigenen Handy." in texts


def test_an_empty_log_asks_nothing_of_the_views():
    # The query answers on a table not yet set up (nothing to bid), so a screen can always ask.
    from calculators.core.boards import load_board
    from calculators.core.log import record
    from calculators.core.table import make_setup

    setup = make_setup("rollout", "T", ["Ann", "Bob"], "Kim")
    log, _ = record(Log(), "table.created", "host",
                    {**setup.model_dump(mode="json"), "board": load_board("rollout").model_dump(mode="json")},
                    undoable=False)
    assert rollout_allowed(log, None).why("bid") == "No shares are on offer now."


def test_the_draft_roll_is_offered_to_the_phone_the_rules_let_roll():
    # Dice Selection Phase: the starting player (or the banker) rolls; another seat's phone only waits.
    from calculators.roll_and_rails import configure
    from calculators.roll_and_rails.allowed import allowed
    from calculators.core.table import make_setup
    from companion.views.games.roll_and_rails.panels import seat_panel

    hub = TableHub(Store(scratch_dir()))
    sid = hub.create(make_setup("roll-and-rails", "T", ["Ann", "Bob"], "Kim"))
    supply = {"yellow": 6, "red": 6, "blue": 6, "green": 6, "grey": 6}
    hub.act(sid, lambda log: configure(log, "banker", rounds=3, supply=supply, first_player="Ann"))
    snap = hub.get(sid)
    for seat in ("Ann", "Bob"):
        ctx = ctx_for(hub, f"seat:{seat}")
        labels = [c.content for c in walk(seat_panel(ctx, sid, snap, seat))
                  if isinstance(c, ft.FilledButton) and isinstance(c.content, str)]
        assert ("Roll 9 dice" in labels) == allowed(snap.log, seat).may("roll") == (seat == "Ann")


def test_a_seat_reads_its_stage5_bounds_from_the_rules():
    # Stage 5: "Up to 10 Stores may be built on each turn" — the seat's phone says so, from the query.
    from calculators.rollout import state_of
    from companion.views.games.rollout.seat import seat_body

    fx = load(FIXTURES / "rollout" / "whole.json")
    opened = [i for i, e in enumerate(fx["events"]) if e["kind"] == "bids.opened"
              and "Stage 5" in e["data"]["spec"]["purpose"]][0]
    setup = TableSetup.model_validate(fx["setup"])
    log = replayed(setup, fx["events"][:opened + 1])
    state = state_of(log)
    seat = state.play.order[0]
    may = rollout_allowed(log, seat)
    hub = TableHub(Store(scratch_dir()))
    snap = types.SimpleNamespace(log=log, setup=setup)
    texts = [c.value for c in walk(seat_body(ctx_for(hub, f"seat:{seat}"), "t1", snap, seat))
             if isinstance(c, ft.Text)]
    build, sell = may.stores_build_most[seat], may.stores_sell_most[seat]
    expected = may.stores_why.get(seat) or (f"Your plan: build 1 to {build} Stores, or sell 1 to {sell}" if sell > 1
                                            else f"Your plan: build 1 to {build} Stores, or sell your one Store"
                                            if sell == 1 else f"Your plan: build 1 to {build} Stores (none to sell)")
    assert expected in texts
