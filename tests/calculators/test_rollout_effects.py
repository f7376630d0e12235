"""Rollout's effects are one explicit table (issue 13: "Nothing registers itself by being imported").

Every kind a Rollout command records (`commit(log, actor, KIND, ...)`) has its effect in
calculators/rollout/effects.py, and the table cannot be changed at run time.
"""
import ast
import importlib
from pathlib import Path

import pytest

from calculators.rollout.effects import EFFECTS

ROLLOUT = Path(__file__).resolve().parents[2] / "calculators" / "rollout"


def recorded_kinds() -> dict[str, str]:
    """Each kind a Rollout command commits, and the file that commits it."""
    kinds = {}
    for path in sorted(ROLLOUT.glob("*.py")):
        module = importlib.import_module(f"calculators.rollout.{path.stem}") if path.stem != "__init__" else None
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "commit" and len(node.args) >= 3
                    and isinstance(node.args[2], ast.Name) and module is not None):
                kinds[getattr(module, node.args[2].id)] = path.name
    return kinds


def test_every_kind_a_command_records_has_its_effect_in_the_table():
    kinds = recorded_kinds()
    assert len(kinds) >= 25  # the commands of every stage and topic
    missing = {k: f for k, f in kinds.items() if k not in EFFECTS}
    assert not missing, f"kinds recorded with no effect in calculators/rollout/effects.py: {missing}"
    # The rest of the table: the kinds the core records at a Rollout table (sealed rounds, board edits).
    assert {k.split(".")[0] for k in set(EFFECTS) - set(kinds)} <= {"bids", "board"}


def test_the_table_is_read_only():
    with pytest.raises(TypeError):
        EFFECTS["rollout.anything"] = lambda state, data: state  # type: ignore[index]
