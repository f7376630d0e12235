"""Owner's Choice tables saved mid-game for the browser tests of what a walk found (a real table: an English bank
phone at 360 px, a German seat phone at 412 px), each seeded through the rules core."""
from __future__ import annotations

from pathlib import Path

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.support.oc_screens import ann_exchanges_with_bob


def _table(data_dir: Path, banker: str):
    store = Store(Path(data_dir))
    hub = TableHub(store)
    sid = hub.create(make_setup("owners-choice", "Stock night", ["Ann", "Bob", "Cy"], banker))

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    return store, hub, sid, do


def cy_on_turn(data_dir: Path) -> str:
    """Ann banks and plays; before the game Ann buys 2 RED, Bob 1 BLUE, Cy 1 GREEN; Ann and Bob land on the Dividend
    square and end their turns: turn 3, Cy's turn (Cy has no phone: she is handed the bank phone). The table's id."""
    _store, _hub, sid, do = _table(data_dir, "Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {"GREEN": 1})):
        do(oc.pregame_buy, seat, buys)
    for seat in ("Ann", "Bob"):
        do(oc.move_pawn, seat, 1, "dividend")
        do(oc.end_turn, seat)
    return sid


def ann_short_on_red(data_dir: Path) -> str:
    """Ann banks and plays; she holds 2 RED and, after a correction, $40; her pawn lands on RED's square: as RED's
    President she chooses, and the President's die costs $50 (Company Square 1)."""
    _store, _hub, sid, do = _table(data_dir, "Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"BLUE": 1}), ("Cy", {})):
        do(oc.pregame_buy, seat, buys)
    do(oc.correct_cash, "Ann", 40 - 490)
    do(oc.move_pawn, "Ann", 1, "company", "RED")
    return sid


def _exchanged(data_dir: Path):
    store = Store(Path(data_dir))
    hub = TableHub(store)
    sid = ann_exchanges_with_bob(hub, "Stock night")

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    return sid, f"/seat/{Access(store, None).seat_token(sid, 'Bob')}", do


def bob_exchanged(data_dir: Path) -> tuple[str, str]:
    """Kim banks; Ann buys 1 GREEN, Bob 2 RED and 1 BLUE; on turn 1 the Event die shows "Exchange a stock" and Ann
    gives her GREEN for one of Bob's RED, then ends her turn: Bob's turn 2. (table id, Bob's seat link path)"""
    sid, bob, _do = _exchanged(data_dir)
    return sid, bob


def bob_decides_blue(data_dir: Path) -> tuple[str, str]:
    """`bob_exchanged`, then Bob's pawn lands on BLUE's square: as BLUE's President he chooses (its die's faces
    include "Other company -1" and "-2"). (table id, Bob's seat link path)"""
    sid, bob, do = _exchanged(data_dir)
    do(oc.move_pawn, "Bob", 1, "company", "BLUE")
    return sid, bob


def game_over(data_dir: Path) -> tuple[str, str]:
    """`bob_decides_blue`, then Bob throws the Fund die (Status quo), ends his turn, and Cy's pawn lands on Goal: the
    game is over. (table id, Bob's seat link path)"""
    sid, bob, do = _exchanged(data_dir)
    do(oc.move_pawn, "Bob", 1, "company", "BLUE")
    do(oc.company_action, "Bob", "fund", face="Status quo")
    do(oc.end_turn, "Bob")
    do(oc.move_pawn, "Cy", 1, "goal")
    return sid, bob
