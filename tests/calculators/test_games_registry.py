"""One explicit registry of games (issue 13, item 1): every list and lookup derives from calculators/games.py,
nothing registers itself by being imported, and no game's package imports another game's."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

from calculators import games
from calculators.cli import SCORERS
from calculators.core.game import board_editor, dice_for, rules_for
from calculators.core.model import RuleError
from calculators.core.money import format_money
from calculators.core.snapshot import state_codec
from calculators.core.table import make_setup

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"rollout", "roll_and_rails", "owners_choice", "fortune"}


def test_the_registry_names_the_four_games_in_wire_order():
    """A share code names its game by index: the first four stay where they are, for ever."""
    assert games.IDS == ("rollout", "roll-and-rails", "owners-choice", "fortune")
    from companion.share.codec import WIRE_GAMES

    assert WIRE_GAMES == games.IDS
    assert {g.package for g in games.ALL} == PACKAGES
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        games.get("chess")


@pytest.mark.parametrize("game", games.ALL, ids=lambda g: g.id)
def test_every_lookup_asks_the_game_s_definition(game):
    assert state_codec(game.id) is game.codec
    assert rules_for(game.id) is game and board_editor(game.id) is game.board_editor
    assert SCORERS[game.id] is game.scorer
    assert format_money(game.id, 1500) == game.format_money(1500, "en")
    low, high = game.players
    names = [f"P{i}" for i in range(high + 1)]
    make_setup(game.id, "Table", names[:low], names[0])
    with pytest.raises(RuleError, match=f"{game.title} is for {low} to {high} players"):
        make_setup(game.id, "Table", names, names[0])
    assert len(dice_for(game.id, _created(game.id, names[:max(low, 2)]))) >= 1


def _created(game_id, players):
    from calculators.core.boards import load_board
    from calculators.core.log import Log, record

    setup = make_setup(game_id, "Table", players, players[0]).model_dump(mode="json")
    return record(Log(), "table.created", "host", {**setup, "board": load_board(game_id).model_dump(mode="json")},
                  undoable=False)[0]


def _imported_packages(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return {n.split(".")[1] for n in names if n.startswith("calculators.")}


@pytest.mark.parametrize("package", sorted(PACKAGES))
def test_no_game_s_package_imports_another_game_s(package):
    for path in sorted((ROOT / "calculators" / package).rglob("*.py")):
        others = _imported_packages(path) & (PACKAGES - {package})
        assert not others, f"{path.relative_to(ROOT)} imports {others}"


def test_nothing_registers_itself_by_being_imported():
    """The registries filled as a side effect of importing a game's package are gone."""
    import calculators.core.bids.commands as bids_commands
    import calculators.core.game as core_game
    import calculators.core.snapshot as snapshot
    import calculators.rollout.fold as fold

    for module, names in ((core_game, ("RULES", "DICE", "BOARD_EDITORS", "register_rules", "register_dice",
                                       "register_board_editor")),
                          (snapshot, ("STATE_CODECS", "register_state_codec")),
                          (bids_commands, ("ENTRY_CHECKS", "register_entry_check")),
                          (fold, ("IMPORTERS",))):
        assert not [n for n in names if hasattr(module, n)], module.__name__


ENTER = """
import json, sys
from calculators.core import bids
from calculators.core.log import Log
from calculators.core.model import RuleError

log = Log.model_validate_json(open(sys.argv[1]).read())
try:
    bids.enter(log, "seat:Bob", sys.argv[2], {"bid": 260})
except RuleError as e:
    print(e.message)
"""


def test_a_fresh_process_runs_rollout_s_check_inside_bids_enter(tmp_path):
    """Secret Bids: Bob holds $500M; $260M a share for two shares is $520M, refused as it is written —
    in a process that imported nothing but the core sealed entries."""
    from tests.support.rollout.secret_bids import at_secret_bids

    t = at_secret_bids()
    (tmp_path / "log.json").write_text(t.log.model_dump_json())
    run = subprocess.run([sys.executable, "-c", ENTER, str(tmp_path / "log.json"), t.state.auction.lot.secret_round],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "You cannot pay $520M for 2 Simcor shares at $260M each" in run.stdout
