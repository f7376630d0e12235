"""Fortune: a move rolled by the app and undone stands with the dice it was made with (Turn Order and Movement:
"Before each roll, each player may choose whether to roll with one die or with two dice"). A walk's Kasse undid an 11
rolled with two dice and rolled one die instead; the Kasse's phone and the player's own now offer only Roll with as
many dice, and say why under the buttons."""
from __future__ import annotations

import random

import flet as ft
from calculators.core.log import undo
from calculators.fortune import actions as A
from tests.support.fortune import B, Table
from tests.support.fortune.phones import buttons, said, screen


def roll_and_undo():
    """The table's commands as the app runs them: Ann rolls two dice in the app, and the Kasse undoes it."""
    return [lambda log: A.roll_move(log, B, "Ann", 2, rng=random.Random(7)), lambda log: undo(log, B)]


def faces() -> str:
    t = Table()
    return " ".join(t.do(A.roll_move, B, "Ann", 2, rng=random.Random(7)).data["roll"]["labels"])


def test_the_kasse_is_offered_only_the_roll_that_brings_the_undone_one_back(tmp_path):
    drawn = screen(tmp_path, Table().log, None, then=roll_and_undo())
    assert buttons(drawn)["Roll 2 dice"] and not buttons(drawn)["Roll 1 die"]
    # Real dice typed in are refused for it, and no choice of dice stands: neither is offered (a walk typed and was
    # refused under "Before the roll Ann chooses: one die or two.").
    assert "Enter real dice" not in buttons(drawn) and not [c for c in drawn if isinstance(c, ft.TextField)]
    assert not any(getattr(c, "value", None) == "Before the roll Ann chooses: one die or two." for c in drawn)
    assert said(drawn, "roll-kept") == f"Ann's roll {faces()} with two dice was undone: it stands. Roll 2 dice brings " \
                                       "it back."


def test_the_players_own_phone_says_it_in_german(tmp_path):
    drawn = screen(tmp_path, Table().log, "Ann", lang="de", then=roll_and_undo())
    assert said(drawn, "roll-kept").startswith(f"Der Wurf {faces()} von Ann mit zwei Würfeln wurde zurückgenommen")
    assert buttons(drawn)["Mit 2 Würfeln würfeln"] and not buttons(drawn)["Mit 1 Würfel würfeln"]


def test_nothing_is_said_or_held_back_without_an_undone_roll(tmp_path):
    drawn = screen(tmp_path, Table().log, None, then=roll_and_undo()[:1] + [lambda log: A.land(log, B, "Ann", "other")])
    assert said(drawn, "roll-kept") is None
    assert buttons(drawn)["Roll 1 die"] and buttons(drawn)["Roll 2 dice"] and buttons(drawn)["Enter real dice"]
