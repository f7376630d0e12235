"""Money never changes without a reason on the phone that owns it (issue 16): each seat's own money changes,
newest first, with the rules' sentence, and never a change to another seat's hidden money."""
from pathlib import Path

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from calculators.core.words import history
from companion.storage import Store
from companion.table import TableHub
from companion.widgets.money_reasons import changes
from tests.support.scratch import scratch_dir


def oc_table():
    """Owner's Choice: each player starts with $690 (Setup 7); Ann, Bob and Cy buy one stock each ($100)."""
    hub = TableHub(Store(Path(scratch_dir())))
    sid = hub.create(make_setup("owners-choice", "OC", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, actor="banker", **kw):
        hub.act(sid, lambda log: command(log, actor, *args, **kw))
    do(oc.start_game, start_player="Ann")
    for p, c in (("Ann", "RED"), ("Bob", "BLUE"), ("Cy", "GREEN")):
        do(oc.pregame_buy, p, {c: 1}, actor=f"seat:{p}")
    return hub, sid, do


def test_each_seat_sees_its_own_changes_with_the_reason():
    hub, sid, do = oc_table()
    do(oc.move_pawn, "Ann", 1, "event", actor="seat:Ann")
    do(oc.throw_event_die, "Ann", face="$100 from the Bank", actor="seat:Ann")  # Event die: "$100 from the Bank"
    do(oc.end_turn, "Ann", actor="seat:Ann")
    do(oc.move_pawn, "Bob", 1, "dividend", actor="seat:Bob")  # Dividend square: every stockholder is paid
    do(oc.correct_cash, "Cy", 7)  # the banker corrects Cy's money: only Cy's phone may learn of it
    log = hub.get(sid).log
    said = {p: [(d, history("owners-choice", log, "en", p)[s]) for s, d in changes("owners-choice", log, p)]
            for p in ("Ann", "Bob", "Cy")}
    assert said["Ann"][:2] == [
        (25, "Bob moved the Action pawn 1 space to the Dividend square: RED, BLUE, GREEN, YELLOW pay $25 a stock: "
             "$25 to Ann, $25 to Bob, $25 to Cy"),
        (100, "Ann threw the Event die: $100 from the Bank: $100 to Ann")]
    assert said["Ann"][2][0] == -100 and said["Ann"][2][1].startswith("Ann bought before the game")
    assert [d for d, _ in said["Bob"]] == [25, -100]  # Ann's $100 and Cy's correction are not Bob's money
    assert said["Cy"][0][0] == 7 and [d for d, _ in said["Cy"]] == [7, 25, -100]


def test_a_game_without_a_known_money_gives_nothing():
    hub, sid, _ = oc_table()
    assert changes("no-such-game", hub.get(sid).log, "Ann") == []
    assert changes("owners-choice", hub.get(sid).log, "Nobody") == []


def test_an_action_the_banker_entered_for_the_seat_says_so_on_its_phone():
    # History reads "banker, for Ann"; Ann's money line said only "Ann traded …" (a walk).
    import flet as ft

    from companion.widgets.money_reasons import panel

    hub, sid, do = oc_table()
    do(oc.trade, "Ann", [("GREEN", 2)])  # the banker enters Ann's trade on the bank phone
    do(oc.move_pawn, "Ann", 1, "dividend", actor="seat:Ann")  # Ann's own phone

    def lines() -> list[str]:
        out = []
        for c in panel("owners-choice", hub.get(sid).log, "Ann", "en"):
            if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("money-why-"):
                out.append("".join(span.text for span in c.content.spans))
        return out

    got = lines()
    traded = [x for x in got if "traded" in x]
    assert traded and traded[0].endswith(" (entered by the banker for you)")
    assert not [x for x in got if "Dividend" in x and "entered by the banker" in x]


def test_in_fortune_the_kasse_enters_for_the_seat_not_the_banker():
    # Fortune's banker is the Kasse ("One player takes over the Kasse", Setup); a walk read "(von der Bank für dich
    # eingetragen)" under Fortune's money, where every other line says Kasse.
    import flet as ft
    from calculators.fortune import actions as A
    from companion.widgets.money_reasons import panel

    hub = TableHub(Store(Path(scratch_dir())))
    sid = hub.create(make_setup("fortune", "F", ["Ann", "Bob"], "Kim"))
    hub.act(sid, lambda log: A.set_up(log, "banker", {"Ann": "BASF", "Bob": "3M"}, 120))
    hub.act(sid, lambda log: A.roll_for_start(log, "banker", values=[[6, 5], [3, 3]]))
    hub.act(sid, lambda log: A.roll_move(log, "banker", "Ann", 2, values=[3, 4]))
    hub.act(sid, lambda log: A.land(log, "banker", "Ann", "factory-1"))
    hub.act(sid, lambda log: A.buy_chips(log, "banker", "Ann", "factory", 3))  # the Kasse enters Ann's purchase

    def lines(lang: str) -> list[str]:
        return ["".join(span.text for span in c.content.spans)
                for c in panel("fortune", hub.get(sid).log, "Ann", lang)
                if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("money-why-")]

    assert lines("en")[0].endswith(" (entered by the Kasse for you)")
    assert lines("de")[0].endswith(" (von der Kasse für dich eingetragen)")


def _none_line(hub, sid, seat: str, lang: str = "en") -> str:
    import flet as ft

    from companion.widgets.money_reasons import panel
    return next(c.value for c in panel("owners-choice", hub.get(sid).log, seat, lang)
                if isinstance(c, ft.Text) and c.key == "money-why-none")


def test_no_change_says_what_was_looked_at_on_an_imported_table_and_after_a_long_quiet_spell():
    # A walk imported an Owner's Choice table at turn 93: every seat read "No change to your money yet." beside $2,690
    # (an imported table's past is one entry, its turns not in the log). Setup 7: each player starts with $690.
    import random

    from calculators.core.tray import roll_tray
    from companion.share import import_snapshot, snapshot_of

    hub, sid, do = oc_table()  # each player bought a stock before the game: their money changed
    fresh = hub.create(make_setup("owners-choice", "OC", ["Ann", "Bob", "Cy"], "Kim"))
    hub.act(fresh, lambda log: oc.start_game(log, "banker", start_player="Ann"))
    assert _none_line(hub, fresh, "Ann") == "No change to your money yet."  # nothing happened to it: "yet" is true
    there = TableHub(Store(Path(scratch_dir())))
    copied = import_snapshot(there, snapshot_of(hub, sid))
    assert _none_line(there, copied, "Ann") == "No change to your money since the table was imported."
    assert _none_line(there, copied, "Ann", "de") == "Dein Geld hat sich seit dem Import des Tischs nicht geändert."
    rng = random.Random(3)
    for i in range(41):  # a long spell of actions that leave Ann's money alone (the dice tray's rolls)
        hub.act(sid, lambda log, i=i: roll_tray(log, "banker", 2, f"roll {i}", rng=rng))
    assert _none_line(hub, sid, "Ann") == "No change to your money in the last 40 actions."
