"""The same anatomy in every game (issue 13, item 7).

- every `calculators/<game>/` has the role files of the table in the docstring of `calculators/__init__.py`
  (the test reads the table from there, so the table and the packages cannot drift apart);
- each game's screens are a subpackage `companion/views/games/<game>/` whose `panels.py` the app loads, and
  one game's screens import neither another game's screens nor another game's rules;
- no test module imports another test module: helpers live in tests/support/ (or a helper module of
  tests/e2e/ not named test_*), never in a module pytest collects.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import calculators
from calculators.games import ALL

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = sorted(g.package for g in ALL)
TESTS = ROOT / "tests"


def role_files() -> list[str]:
    """The file names listed under "Role files, in every game:" in calculators/__init__.py's docstring."""
    doc = calculators.__doc__ or ""
    block = doc.split("Role files, in every game:", 1)[1].split("Role files a game has when it needs them:", 1)[0]
    return re.findall(r"^\s{4}(\w+\.py)\s", block, re.M)


def imported_names(path: Path) -> set[str]:
    """Every module a file imports, by its dotted name (`from a import b` counts as a and a.b)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


def test_the_table_of_roles_lists_the_files_every_game_has():
    roles = role_files()
    assert {"game.py", "state.py", "fold.py", "invariants.py", "view.py", "actions.py", "tables.py", "codec.py",
            "words.py", "scoring.py", "score_cli.py"} <= set(roles)


@pytest.mark.parametrize("package", PACKAGES)
def test_every_game_package_has_the_role_files_of_the_table(package):
    have = {p.name for p in (ROOT / "calculators" / package).glob("*.py")}
    missing = [name for name in role_files() if name not in have]
    assert not missing, f"calculators/{package}/ lacks {missing} (see the table in calculators/__init__.py)"


@pytest.mark.parametrize("package", PACKAGES)
def test_every_game_s_screens_are_one_subpackage_that_imports_no_other_game(package):
    screens = ROOT / "companion" / "views" / "games"
    assert (screens / package / "panels.py").is_file()
    flat = sorted(p.name for p in screens.glob(f"{package}*.py"))
    assert not flat, f"screens outside companion/views/games/{package}/: {flat}"
    others = [p for p in PACKAGES if p != package]
    for path in sorted((screens / package).rglob("*.py")):
        bad = {n for n in imported_names(path) for other in others
               if n.startswith((f"calculators.{other}", f"companion.views.games.{other}"))}
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


def test_module_imports(tests: Path, root: Path) -> list[str]:
    """Every place a file under `tests` imports a module pytest collects (named test_*), by a dotted name from
    `root`, by its bare name, or by a string such as importlib.import_module("test_x")."""
    modules: dict[str, Path] = {}
    for path in tests.rglob("test_*.py"):
        modules[path.stem] = path
        modules[".".join(path.relative_to(root).with_suffix("").parts)] = path
    problems = []
    for path in sorted(tests.rglob("*.py")):
        names = imported_names(path)
        names |= {node.value for node in ast.walk(ast.parse(path.read_text("utf-8")))
                  if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in modules}
        problems += [f"{path.relative_to(root)} imports {name}" for name in sorted(names)
                     if name in modules and modules[name] != path]
    return problems


test_module_imports.__test__ = False  # a helper, though its name starts with test_


def test_no_test_module_imports_another_test_module():
    """Helpers in a module named like a test are collected as tests, and importing one runs its module-level
    code twice under two names: shared helpers belong in tests/support/ (or a tests/e2e/ helper module)."""
    problems = test_module_imports(TESTS, ROOT)
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_test_module_imported_by_another(tmp_path):
    """The check above can fail: a test importing a helper from a test module is found, by either spelling;
    a helper module not named like a test is fine."""
    (tmp_path / "test_kit.py").write_text("def helper():\n    return 1\n")
    (tmp_path / "test_user.py").write_text("from test_kit import helper\n")
    (tmp_path / "test_dynamic.py").write_text("import importlib\nm = importlib.import_module('test_kit')\n")
    (tmp_path / "kit.py").write_text("def helper():\n    return 1\n")
    (tmp_path / "test_fine.py").write_text("from kit import helper\n")
    assert test_module_imports(tmp_path, tmp_path) == ["test_dynamic.py imports test_kit",
                                                       "test_user.py imports test_kit"]
