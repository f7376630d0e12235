"""Every browser test that may be retried is named, exists, and is listed in the README with its reason (issue 12)."""
import ast
from pathlib import Path

from tests.e2e.conftest import KNOWN_FLAKES

ROOT = Path(__file__).resolve().parents[1]


def test_each_known_flake_names_a_real_test_and_a_reason():
    for key, reason in KNOWN_FLAKES.items():
        file, _, name = key.partition("::")
        tree = ast.parse((ROOT / "tests" / "e2e" / file).read_text(encoding="utf-8"))
        names = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert name in names, f"{key}: no such test"
        assert len(reason) > 20, f"{key}: say why it flakes"


def test_the_readme_lists_each_known_flake():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for key in KNOWN_FLAKES:
        assert key in readme, f"{key} is retried but not listed in the README"
