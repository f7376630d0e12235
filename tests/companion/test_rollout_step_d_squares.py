"""Rollout, Step D on the player's own phone: "He moves his Sales Track meter one square to the right for each point
on the die", and the meter stops at the Gold Coast ("The first players to reach the Gold Coast on the same turn leave
their Sales Track meters there"). A walk's phone read "Your Step D dice: 30 squares up the Sales Track" of a meter
that moved 17 to the Gold Coast, while the bank phone said "+17 to the Gold Coast"."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core.log import Log
from calculators.core.table import TableSetup
from calculators.rollout.stage2_sales import squares_up
from tests.support.controls import walk
from tests.support.rollout import B, stage1, stage2, started
from tests.support.rollout_screens import Screen
from tests.support.screens import Table


SETUP = ("game", "name", "players", "banker")


def _said(controls, identifier: str) -> str | None:
    hits = [c for c in walk(controls) if getattr(c, "identifier", None) == identifier]
    return next((x.value for x in walk(hits) if isinstance(getattr(x, "value", None), str) and x.value), None)


def _rolled_at_step_d():
    """A Rollout turn played to Step F, Ann's meter 28 before her six 6s, Bob's 10 before his six 1s; the log cut
    just after Bob's roll (Step D still open for the others)."""
    t = started()
    stage1(t)
    t.do(ro.correct, B, "Ann", "sales", value=28, reason="test")
    t.do(ro.correct, B, "Bob", "sales", value=10, reason="test")
    stage2(t, faces={"Ann": [6] * 6, "Bob": [1] * 6, "Cy": [1] * 6, "Dee": [2] + [1] * 5})
    events = t.log.events
    bob = next(i for i, e in enumerate(events) if e.kind == "rollout.sales_rolled" and e.data["player"] == "Bob")
    return Log(events=events[:bob + 1])


def test_the_squares_a_roll_moved_stop_at_the_gold_coast():
    log = _rolled_at_step_d()
    now = ro.state_of(log)
    rolls = {e.data["player"]: e for e in log.events if e.kind == "rollout.sales_rolled"}
    gc = now.tables.gold_coast_square
    pips = sum(rolls["Ann"].data["roll"]["faces"])
    assert pips > gc - 28 and squares_up(log, rolls["Ann"], now) == gc - 28
    assert squares_up(log, rolls["Bob"], now) == sum(rolls["Bob"].data["roll"]["faces"])


def test_the_players_phone_says_the_squares_the_meter_moved(tmp_path):
    log = _rolled_at_step_d()
    table = Table(tmp_path, "rollout")
    # The table as played, event by event (a table file's import starts from the state, without this turn's dice).
    sid = table.hub.create(TableSetup.model_validate({k: log.events[0].data[k] for k in SETUP}))
    rest = list(log.events[1:])
    table.hub.act_many(sid, lambda old: (Log(events=(*old.events, *rest)), rest))
    gc = ro.state_of(log).tables.gold_coast_square
    pips = sum(next(e for e in rest if e.kind == "rollout.sales_rolled" and e.data["player"] == "Ann").data["roll"][
        "faces"])
    ann = _said(Screen(table.hub, sid, seat="Ann").draw(), "my-dice")
    assert ann == f"Your Step D dice: {pips} pips, {gc - 28} squares up to the Gold Coast"
    bob = _said(Screen(table.hub, sid, seat="Bob").draw(), "my-dice")
    assert bob.endswith("squares up the Sales Track") and "Gold Coast" not in bob


def test_a_player_without_dice_reads_which_of_step_c_it_was(tmp_path):
    # Step C: "If a player does not have a Product Card for the product in demand and/or does not pay for his
    # Advertising Blitz, he cannot roll any dice at Step D". A walk's Bruno had shown his card and only skipped the
    # Blitz; his phone said "no card … or the Blitz not paid".
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    from tests.support.rollout import seat

    t = started()
    stage1(t)
    if t.state.rollout.step == "hex":
        t.do(ro.check_hex, B, rng=t.rng)
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p in t.state.rollout.players:
        t.do(bids.enter, seat(p), rid, {"advertising": "100", "price": "30"})
    t.do(ro.reveal_budgets, B)
    shown = {"Ann": (5, True), "Bob": (5, False), "Cy": (None, True), "Dee": (None, False)}
    for p in t.state.rollout.players:
        t.do(ro.show_card, B, p, *shown[p])
    table = Table(tmp_path, "rollout")
    sid = table.hub.create(TableSetup.model_validate({k: t.log.events[0].data[k] for k in SETUP}))
    rest = list(t.log.events[1:])
    table.hub.act_many(sid, lambda old: (Log(events=(*old.events, *rest)), rest))
    said = {p: _said(Screen(table.hub, sid, seat=p).draw(), "my-dice") for p in ("Bob", "Cy", "Dee")}
    assert said == {
        "Bob": "You roll no dice this turn (Step C: the Advertising Blitz not paid).",
        "Cy": "You roll no dice this turn (Step C: no card of the product in demand shown).",
        "Dee": "You roll no dice this turn (Step C: no card of the product in demand shown, and the Advertising Blitz "
               "not paid)."}
