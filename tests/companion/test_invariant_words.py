"""What always holds at a table (each game's invariants), said in the phone's language when an action, a board edit
or a table file would break it: a German table read "money is not accounted for: Bank + cash != 0" in English.
Each game's own table in full swing is broken by hand (a state the rules would never make) and its invariants'
words are read back with `refusal(err, "de")` and `refusal(err, "en")`, as the app shows a refusal."""
from __future__ import annotations

import pytest

from calculators.core.boards import board_in_force
from calculators.core.game import rules_for
from calculators.core.model import RuleError
from companion.i18n.refusals import refusal
from tests.support.tables import game_log

BROKEN = "This action would break the rules of the table: {broken}."


def _said(game: str, break_it) -> tuple[str, str, list[str]]:
    log = game_log(game)
    rules = rules_for(game)
    state = rules.state_of(log)
    assert rules.problems(state, board_in_force(log)) == []  # the table as played holds
    lines = rules.problems(break_it(state), board_in_force(log))
    err = RuleError(BROKEN, broken=lines)
    return refusal(err, "de"), refusal(err, "en"), lines


def _sheet(state, **change):
    first = state.sheets[0]
    return state.model_copy(update={"sheets": (first.model_copy(update=change), *state.sheets[1:])})


@pytest.mark.parametrize("game, break_it, german, english", [
    ("rollout", lambda s: s.model_copy(update={"bank": s.bank + 1}),
     "Das Geld geht nicht auf: die Bank und das Geld der Unternehmen ergeben nicht null",
     "Money is not accounted for: the Bank and the companies' cash do not add up"),
    ("owners-choice", lambda s: s.model_copy(update={"fund": -5, "bank": s.bank + 5}),
     "Der Fonds ist im Minus", "The Fund is negative"),
    ("roll-and-rails", lambda s: _sheet(s, manipulators=("reroll", "reroll")),
     "hat einen Würfelmanipulator zweimal benutzt", "used a manipulator twice"),
    ("fortune", lambda s: s.model_copy(update={"kasse": s.kasse + 1}),
     "Das Geld geht nicht auf: die Kasse und das Bargeld der Spieler ergeben nicht null",
     "Money is not accounted for: the Kasse and the players' cash do not add up to zero"),
])
def test_a_broken_table_is_said_in_the_phones_language(game, break_it, german, english):
    de, en, lines = _said(game, break_it)
    assert de.startswith("Diese Aktion würde die Regeln des Tisches brechen: ") and german in de, de
    assert en.startswith("This action would break the rules of the table: ") and english in en, en
    assert english in str(lines[0])  # logs and tests read the English words, as before
    assert "{" not in de + en


def test_numbers_names_and_money_in_the_words():
    # Owner's Choice: a player above the 12 stocks (owners-choice.txt: "The maximum number of total stocks a player can
    # own is 12."), and Roll and Rails' money below 0$ written as the game prints it.
    playing = []

    def thirteen(s):
        i = next(i for i, p in enumerate(s.players) if p.in_game)
        p = s.players[i]
        playing.append(p.name)
        more = p.model_copy(update={"stocks": {c: 0 for c in p.stocks} | {"RED": 13}})
        return s.model_copy(update={"players": (*s.players[:i], more, *s.players[i + 1:])})

    de, en, _ = _said("owners-choice", thirteen)
    assert f"{playing[0]} hat 13 Aktien; höchstens 12" in de, de
    assert "stocks; at most 12" in en
    de, en, _ = _said("roll-and-rails", lambda s: _sheet(s, money=-2))
    assert "hat -2$" in de or "hat −2$" in de, de
