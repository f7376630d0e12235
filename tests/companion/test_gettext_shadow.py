"""No function of the app both translates with `_()` and assigns `_` (e.g. `x, _ = pair`): the assignment makes `_`
local to the whole function, so the translation raises UnboundLocalError — on the refusal path, where it hides the
message (found in share/importing.py). Comprehensions have their own scope and are fine."""
from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "companion"
OWN_SCOPE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
COMPREHENSIONS = (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)


def shadowing(source: str) -> list[str]:
    found = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        stores, calls = [], []

        def walk(node: ast.AST) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, OWN_SCOPE):
                    continue
                if isinstance(child, COMPREHENSIONS):  # its own `_` is its own; a call in it sees the function's
                    calls.extend(c.lineno for c in ast.walk(child) if isinstance(c, ast.Call)
                                 and isinstance(c.func, ast.Name) and c.func.id == "_")
                    continue
                if isinstance(child, ast.Name) and child.id == "_" and isinstance(child.ctx, ast.Store):
                    stores.append(child.lineno)
                if isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id == "_":
                    calls.append(child.lineno)
                walk(child)

        walk(fn)
        if stores and calls:
            found.append(f"{fn.name} (assigns _ at line {stores[0]}, translates at line {calls[0]})")
    return found


def test_no_function_shadows_the_translation():
    bad = [f"{p.relative_to(APP.parent)}: {w}" for p in sorted(APP.rglob("*.py")) for w in shadowing(p.read_text())]
    assert bad == []


def test_the_check_finds_a_shadowing_function():
    assert shadowing("def f(pair):\n    a, _ = pair\n    return _('x')\n") == [
        "f (assigns _ at line 2, translates at line 3)"]
    assert shadowing("def f(xs):\n    return [_('x') for _ in xs] and _('y')\n") == []
