"""Who may act is decided in one place (`core.actors.may_act_for`), and every game answers "what may this
seat do now" (`Game.allowed`) in the common shape, in English and German."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from calculators.core.actors import BANKER, HOST, is_banker, may_act_for, seat_actor
from calculators.core.allowed import Allowed, Choice, acting_for, no, say
from calculators.games import ALL
from tests.support.golden import FIXTURES, load, replayed

CALCULATORS = Path(__file__).resolve().parents[2] / "calculators"


@pytest.mark.parametrize("actor, seat, banker, players, expected", [
    (seat_actor("Ann"), "Ann", True, None, True),  # a seat acts for itself
    (seat_actor("Bob"), "Ann", True, None, False),  # never for another seat
    (BANKER, "Ann", True, None, True),  # the banker for a player, where the game lets it
    (BANKER, "Ann", False, None, False),  # ... and not where only the seat's own phone may (Roll and Rails)
    (HOST, "Ann", True, None, False),  # a watching host never acts
    (seat_actor("Ann"), None, True, None, True),  # anyone at the table (the tray)
    (seat_actor("Zed"), None, True, ("Ann", "Bob"), False),  # ... a seat of this table only
    (HOST, None, True, None, False),
    (BANKER, None, False, None, False),  # a seat's own entry (sealed bids): the banker never writes it
])
def test_may_act_for_is_the_one_rule(actor, seat, banker, players, expected):
    assert may_act_for(actor, seat, banker=banker, players=players) is expected


def test_the_banker_role_alone():
    assert is_banker(BANKER) and not is_banker(HOST) and not is_banker(seat_actor("Ann")) and not is_banker("")


def test_no_rules_module_compares_actor_strings_itself():
    # Every "who may act" check routes through core.actors: no other module compares an actor with the banker
    # or tests a seat by hand.
    pattern = re.compile(r"actor\s*(!=|==)\s*BANKER|seat_of\(actor\)\s*(!=|==|is None|not in)")
    offenders = [p.relative_to(CALCULATORS).as_posix() for p in CALCULATORS.rglob("*.py")
                 if p.name != "actors.py" and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_common_shape():
    a = Allowed(game="x", who=None, actions={"bid": Choice(), "loan": no("Not on a bank space.")})
    assert a.may("bid") and not a.may("loan") and not a.may("unknown")
    assert a.why("loan") == "Not on a bank space." and a.why("bid") == "" and a.why("unknown") == ""
    words = {"en": {"k": "{n} left"}, "de": {"k": "{n} übrig"}}
    assert say(words, "k", "de", n=2) == "2 übrig" and say(words, "k", "fr", n=2) == "2 left"
    assert acting_for(None, ("Ann", "Bob")) == ("Ann", "Bob") and acting_for("Bob", ("Ann", "Bob")) == ("Bob",)
    assert acting_for(None, ("Ann", "Bob"), banker=False) == ()


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_every_game_answers_for_the_banker_and_each_seat_through_a_recorded_table(game):
    # A whole recorded table (golden fixture), asked after every event: the query never fails, every action
    # it names has a reason when it is not possible, and a seat acts for itself alone.
    from calculators.core.table import TableSetup

    fx = load(FIXTURES / game.id / "whole.json")
    setup = TableSetup.model_validate(fx["setup"])
    log = replayed(setup, fx["events"])
    step = max(1, len(log.events) // 25)
    for n in range(1, len(log.events) + 1, step):
        prefix = type(log)(events=log.events[:n])
        for who in (None, *setup.players):
            for lang in ("en", "de"):
                a = game.allowed(prefix, who, lang)
                assert a.game == game.id and a.who == who and a.actions
                assert all(c.ok or c.reason for c in a.actions.values()), (n, who, a.actions)
                if who is not None:
                    assert set(a.acts_for) <= {who}
