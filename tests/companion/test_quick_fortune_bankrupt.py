"""Quick Fortune with a bankrupt player (a walk: "5. Dieter 0 DM · 6. Clara -90.000 DM"): their switch ranks them last,
marked bankrupt on the screen, in the bar, the copied ranking and BG Stats."""
from __future__ import annotations

import json
import types
from urllib.parse import unquote

import flet as ft

from tests.support.aio import run_async
from tests.support.text import plain
from companion.views import quick_fortune
from tests.support.controls import walk
from tests.support.drawn import ident, keyed, listed, shown_texts, type_all


def _switch(screen, player: str):
    row = keyed(screen, f"bankrupt-{player}")
    return next(c for c in walk([row]) if type(c).__name__ == "Switch")


def test_a_bankrupt_player_ranks_last_and_is_marked_so(tmp_path):
    """Fortune, End of the Game: "A player who can no longer meet his payment obligations is eliminated … he has gone
    bankrupt." """
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Clara", "Dieter"])
    screen = phone.draw(view)
    assert keyed(screen, "bankrupt-Dieter").content.min_height == 48  # a 48 px target, labelled
    assert "Bankrupt (out of the game)" in shown_texts([keyed(screen, "bankrupt-Dieter")])
    switch = _switch(screen, "Dieter")
    switch.value = True  # the browser flips it, then the handler runs
    switch.on_change(types.SimpleNamespace(control=switch, data=None))
    screen = type_all(phone, view, ("cash-Ann", "200000"), ("cash-Clara", "10000"), ("loans-Clara", "2"))
    assert keyed(screen, "cash-Dieter").disabled and keyed(screen, "cash-Dieter").error is None
    assert ident(screen, "score-Clara") == "-90,000 DM" and ident(screen, "score-Dieter") == "0 DM"
    assert ident(screen, "detail-Dieter") == "bankrupt (out of the game)"
    order = [c.key for c in walk(screen) if str(getattr(c, "key", "")).startswith("rank-")]
    assert order == ["rank-Ann", "rank-Clara", "rank-Dieter"]
    assert ident(screen, "leader").endswith("3. Dieter bankrupt")
    assert "Dieter" not in [getattr(c, "value", None) for c in walk([keyed(screen, "first")])]
    link = next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.url is not None)
    sent = json.loads(unquote(link.url.url.split("?data=", 1)[1]))  # BG Stats: Dieter last, at 0
    assert [(p["name"], p["score"], p["rank"]) for p in sent["players"]] == [
        ("Ann", 200_000, 1), ("Clara", -90_000, 2), ("Dieter", 0, 3)]
    clip = types.SimpleNamespace(text=None)

    async def put(text):
        clip.text = text
    clip.set = put
    phone.session.device = types.SimpleNamespace(clipboard=clip)
    copy = keyed(screen, "copy-results")
    run_async(copy.on_click(types.SimpleNamespace(control=copy, data=None)))
    assert plain(clip.text).splitlines()[3] == "3. Dieter: 0 DM (bankrott)"  # the phone's words (German here)



def test_one_product_bond_and_loan_are_said_in_the_singular(tmp_path):
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("cash-Ann", "100000"), ("finished_products-Ann", "1"), ("bonds-Ann", "1"),
                      ("loans-Ann", "1"), ("cash-Bob", "0"))
    assert ident(screen, "detail-Ann") == ("cash 100,000 DM + 1 × 15,000 DM product + 1 × 10,000 DM bond − "
                                           "1 × 50,000 DM loan")
