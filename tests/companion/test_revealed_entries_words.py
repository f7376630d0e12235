"""A revealed Step B entry reads as the table reads another player's note: "Bob: Advertising Blitz $300M, Price $40".

A walk read "Bob: Advertising Blitz $300M, Price of your product $40" on every phone ("Preis deines Produkts" in
German): the phone's own label speaks to its player, and was used for everyone's. Rulebook, Stage 2 Step B: each
player secretly circles an Advertising Blitz budget and a price on the Boardroom Pad; Step C reveals them."""
from __future__ import annotations

import flet as ft
import pytest

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.bids.state import rounds
from calculators.core.table import make_setup
from calculators.rollout.stage2_budgets import budgets_round
from companion.storage import Store
from companion.table import TableHub
from companion.widgets.sealed import reveal_card
from companion.widgets.sealed_form import Wording
from tests.support.controls import walk
from tests.support.phone import ctx_for, fake_services, session
from tests.support.rollout import B, seat, stage1, started


@pytest.fixture(scope="module")
def step_c():
    """Turn 1, Step B revealed: Ann $700M and $60, Bob $300M and $40, Cy and Dee $100M and $40."""
    t = started()
    stage1(t, Ann={"pay_dividends": False})
    t.do(ro.check_hex, B, faces=[1])
    t.do(ro.open_budgets, B)
    rid = budgets_round(t.state)
    for p, adv, price in (("Ann", 700, 60), ("Bob", 300, 40), ("Cy", 100, 40), ("Dee", 100, 40)):
        t.do(bids.enter, seat(p), rid, {"advertising": str(adv), "price": str(price)})
    t.do(ro.reveal_budgets, B)
    return rounds(t.log)[rid]


@pytest.mark.parametrize("lang, bob, own", [
    ("en", "Bob: Advertising Blitz $300M, Price $40", "Advertising Blitz $300M, Price of your product $40"),
    ("de", "Bob: Werbekampagne $300M, Preis $40", "Werbekampagne $300M, Preis deines Produkts $40"),
])
def test_a_revealed_entry_names_the_price_as_the_table_reads_it(step_c, tmp_path, lang, bob, own):
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "Friday", ["Ann", "Bob", "Cy", "Dee"], "Ann"))
    ctx = ctx_for(session(f"/table/{sid}", services=fake_services(hub, hub.store), showing_table=sid))
    say = Wording(ctx, sid, step_c, lang)
    shown = [t.value for c in walk(reveal_card(step_c, say)) if isinstance(c, ft.Semantics)
             and c.identifier == "revealed-Bob" for t in walk([c]) if isinstance(t, ft.Text)]
    assert shown == [bob]
    assert say.entry(step_c.entries["Bob"].values) == own  # the player's own confirmed entry, on their phone
