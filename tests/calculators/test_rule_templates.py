"""Every refusal of the rules can be shown in the phone's language (issue 17, item 4: "History and every rules
message follow the phone's language"): in each folder of calculators/ the catalog reads (RULE_DIRS), a RuleError
is raised with a literal English template and its values as parameters, never an f-string or a sentence built
beforehand, so `python -m companion.i18n.catalog` finds every template and the German of each is in the .po
(test_catalog refuses a gap). The scorers' command lines (`*_cli.py`) speak English only and are not read."""
from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import calculators
from calculators.core.model import RuleError
from companion.i18n.catalog import RULE_DIRS, RULE_KEYWORDS, RULES


def _subclasses(cls: type) -> set[str]:
    found = set()
    for sub in cls.__subclasses__():
        found |= {sub.__name__} | _subclasses(sub)
    return found


def _raisers() -> set[str]:
    for mod in pkgutil.walk_packages(calculators.__path__, "calculators."):
        if mod.name.rsplit(".", 1)[-1] != "__main__":  # `python -m calculators` runs the scorers when imported
            importlib.import_module(mod.name)
    return {"RuleError"} | _subclasses(RuleError) | (set(RULE_KEYWORDS) - {"Term", "N_"})


def _name(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def untranslatable(path: Path, raisers: set[str]) -> list[str]:
    """'file:line' of each refusal whose message the catalog cannot find."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    shown = path.relative_to(RULES.parent) if path.is_relative_to(RULES.parent) else path.name
    bad: list[str] = []

    def visit(node: ast.AST, relay_params: set[str]) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            relay_params = {a.arg for a in node.args.args + node.args.kwonlyargs} if node.name in RULE_KEYWORDS else set()
        if isinstance(node, ast.Call) and _name(node.func) in raisers:
            first = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "message"), None)
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            relayed = isinstance(first, ast.Name) and first.id in relay_params
            if not (literal or relayed):
                bad.append(f"{shown}:{node.lineno}")
        for child in ast.iter_child_nodes(node):
            visit(child, relay_params)

    visit(tree, set())
    return bad


@pytest.mark.parametrize("folder", RULE_DIRS)
def test_every_refusal_is_a_literal_template_with_its_values(folder):
    raisers = _raisers()
    files = [p for p in sorted((RULES / folder).rglob("*.py")) if not p.name.endswith("_cli.py")]
    assert files, folder
    bad = [where for p in files for where in untranslatable(p, raisers)]
    assert bad == [], "refusals the catalog cannot read (use a literal template and keyword values):\n" + "\n".join(bad)


def test_the_check_finds_an_fstring_refusal(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('from calculators.core.model import RuleError\n'
                      'def f(x):\n    raise RuleError(f"{x} is wrong")\n'
                      'def g(x):\n    raise RuleError("{x} is fine", x=x)\n')
    assert untranslatable(sample, {"RuleError"}) == ["sample.py:3"]
