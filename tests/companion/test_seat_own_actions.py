"""A player's phone lists their latest actions; one the banker undid stays listed, marked undone, as History marks
it (a walk found an undone Step C still read as done on Ann's phone, while her money list had dropped it)."""
import flet as ft

import calculators.rollout as ro
from calculators.core import bids
from calculators.rollout.stage2_budgets import budgets_round
from calculators.core.log import undo
from companion.access import Identity
from companion.views.seat import own_actions
from tests.e2e.rollout_seed import Seed
from tests.support.phone import ctx_for, fake_services, session


def test_an_undone_action_is_marked_undone_on_the_players_phone(tmp_path):
    seed = Seed(tmp_path, players=("Ann", "Bob"))
    seed.stage1()
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    seed.do(bids.enter, budgets_round(seed.state), {"advertising": "100", "price": "30"}, actor="seat:Ann")
    paid = seed.hub.get(seed.sid).log.events[-1].seq
    s = session(f"/seat/{seed.sid}", services=fake_services(seed.hub, seed.store),
                identity=Identity("seat", table=seed.sid, seat="Ann"), showing_table=seed.sid, device_lang="en",
                lang="en")

    def line() -> ft.Text:
        rows = [r for r in own_actions(ctx_for(s), seed.hub.get(seed.sid), "Ann")
                if getattr(r, "identifier", None) == f"mine-{paid}"]
        return rows[0].content

    assert not line().value.endswith("undone") and line().style is None
    seed.hub.act(seed.sid, lambda log: undo(log, "banker"))
    assert line().value.endswith(" · undone")
    assert line().style.decoration == ft.TextDecoration.LINE_THROUGH
