"""History names each action's turn (a round in Roll and Rails), so a long History reads turn by turn. A walk three
hours into Owner's Choice (41 turns, 130 actions) read rows of "#127 Cy zieht …" with a time and no turn, and could
not find where turn 33 began. Owner's Choice, The Game: "Players take turns in clockwise order"; Rollout's turns
run through its four Stages; Roll and Rails is played in rounds."""
from __future__ import annotations

import calculators.owners_choice as oc
from calculators.core.table import make_setup
from calculators.core.turns import turns
from tests.support.controls import walk
from tests.support.screens import Table


def subtitles(phone) -> dict[str, str]:
    """Each History entry's second line, by its identifier."""
    import flet as ft

    out = {}
    for c in walk(phone.draw()):
        if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("event-"):
            tile = c.content
            out[c.identifier] = tile.subtitle.value if isinstance(tile, ft.ListTile) and tile.subtitle else ""
    return out


def test_each_owners_choice_action_in_history_names_its_turn_in_the_phones_language(tmp_path):
    t = Table(tmp_path, "owners-choice")
    sid = t.hub.create(make_setup("owners-choice", "T", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, **kw):
        t.hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.start_game, start_player="Ann")
    for seat, buys in (("Ann", {"RED": 2}), ("Bob", {"RED": 1}), ("Cy", {})):  # Ann is RED's President
        do(oc.pregame_buy, seat, buys)
    for seat in ("Ann", "Bob"):  # two turns: each moves the pawn onto RED, whose President throws the Fund die
        do(oc.move_pawn, seat, 1, "company", "RED")
        do(oc.company_action, "Ann", "fund", face="Status quo")
        do(oc.end_turn, seat)
    log = t.hub.get(sid).log
    said = turns("owners-choice", log, "en")
    last = [e for e in log.events if e.is_action][-1]  # Bob's end of turn 2
    assert said[last.seq] == "Turn 2" and turns("owners-choice", log, "de")[last.seq] == "Zug 2"
    assert set(said.values()) == {"Turn 1", "Turn 2"}  # the pre-game purchases come before turn 1: no turn named
    shown = subtitles(t.phone(sid, "history"))
    assert " · Turn 2 · " in shown[f"event-{last.seq}"], shown
    first_turn = min(seq for seq, words in said.items() if words == "Turn 1")
    assert " · Turn 1 · " in shown[f"event-{first_turn}"]


def test_each_fortune_action_names_the_move_it_belongs_to_from_its_roll_on():
    # Fortune, Turn Order and Movement: each player rolls in turn and moves; the move's landing and business follow
    # its roll. A walk read "12:01 · Kasse, for Dora" on every Fortune entry, while the worth chart counted turns.
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table as Game
    g = Game()
    g.do(A.roll_move, B, player="Ann", dice=1, values=[4])
    roll = g.log.events[-1].seq
    g.do(A.land, B, "Ann", "other")
    landed = g.log.events[-1].seq
    g.do(A.roll_move, B, player="Bob", dice=2, values=[3, 4])
    said = turns("fortune", g.log, "de")
    assert said[roll] == said[landed] == "Zug 1" and said[g.log.events[-1].seq] == "Zug 2"
    assert turns("fortune", g.log, "en")[landed] == "Turn 1"
    assert not any(seq < roll and seq in said for seq in said)  # setting up, the roll for the start: no move yet
