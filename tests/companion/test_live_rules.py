"""No control is kept or patched by hand anywhere in the app (issue 15, "Done when": "No control is kept by hand
anywhere"). Every screen is a component re-rendered whole from the live table and its own state, so these are
gone from every module of companion/ (read as Python syntax trees, so a comment or a word in a string does not
count, and a new spelling of the same call does):

- `ctx.memory` (the session's dict bag: a screen's choices are `ctx.get/put`, a phone's are typed `Session`
  fields), `ctx.keep(...)`, `ctx.keep_button(...)`, `ctx.refresh()`, `ctx.drop_drafts_after_undo()`;
- `<control>.update()` inside a view or a widget: a rendered control is frozen (the change is never sent, or
  is sent outside the render and undone by the next one); a handler changes state and the next render draws it.
  Only the page itself may be told to update, at the few page-level places listed in PAGE_UPDATES, with why;
- a control built by a view or a widget changed later by a function inside it (a handler: `amount.error = …`,
  `message.value = …`, `rows.controls = …`): refusals and messages are state (`ctx.fail`, `ctx.put`). A dialog
  (`page.show_dialog`) is outside the component tree and may still be built and changed imperatively, so a
  function that opens a dialog is not checked for this.
"""
from __future__ import annotations

import ast
from pathlib import Path

COMPANION = Path(__file__).resolve().parents[2] / "companion"

GONE_ATTRIBUTES = {"memory", "keep", "keep_button", "refresh", "drop_drafts_after_undo"}
# Page-level updates that must stay: (module, the receiver as written) -> why.
PAGE_UPDATES = {
    ("app.py", "page"): "the theme is a page property set before the first render, outside the component tree",
    ("widgets/appearance.py", "ctx.page"): "Light/Dark chosen by the phone: the theme is the page's own property, "
                                           "outside every screen's render, and a component app sends nothing of it "
                                           "after a handler by itself",
}


def modules() -> list[Path]:
    found = sorted(COMPANION.rglob("*.py"))
    assert len(found) > 40, "companion/ not found where this test expects it"
    return found


def name(path: Path) -> str:
    return path.relative_to(COMPANION).as_posix()


def source(node: ast.AST) -> str:
    return ast.unparse(node)


def gone_uses(tree: ast.AST) -> list[tuple[int, str]]:
    """Every attribute of the removed model read or called (`x.memory`, `x.keep(...)`, `self.ctx.refresh()`, …)."""
    return sorted((n.lineno, source(n)) for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and n.attr in GONE_ATTRIBUTES)


def control_updates(tree: ast.AST, module: str) -> list[tuple[int, str]]:
    """`<x>.update()` called with nothing to change: Flet's "send this control (or page) now", not
    `session.update(lang=…)` or `dict.update(other)`."""
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "update" \
                and not n.args and not n.keywords:
            receiver = source(n.func.value)
            if (module, receiver) not in PAGE_UPDATES:
                out.append((n.lineno, f"{receiver}.update()"))
    return sorted(out)


FROZEN = {"value", "error", "error_text", "controls", "content", "visible", "disabled", "label", "selected",
          "options", "text"}
SCREENS = ("views/", "widgets/")


def _direct(fn: ast.AST):
    """The nodes of `fn`'s own body, not those of the functions defined inside it."""
    todo = list(ast.iter_child_nodes(fn))
    while todo:
        n = todo.pop()
        yield n
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(n))


def _bound(fn: ast.AST) -> set[str]:
    names = set()
    for n in _direct(fn):
        targets = list(n.targets) if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AnnAssign) else []
        while targets:
            t = targets.pop()
            if isinstance(t, ast.Name):  # `x = …` binds x; `x.value = …` binds nothing
                names.add(t.id)
            elif isinstance(t, (ast.Tuple, ast.List)):
                targets.extend(t.elts)
    return names


def _opens_dialog(fn: ast.AST) -> bool:
    """`fn` puts up a dialog (`page.show_dialog`, or `put_up` of companion.widgets.dialogs): its handlers change the
    dialog's own controls, which no render draws."""
    return any(isinstance(n, ast.Call) and (isinstance(n.func, ast.Attribute) and n.func.attr == "show_dialog"
                                            or isinstance(n.func, ast.Name) and n.func.id == "put_up")
               for n in _direct(fn))


def mutated_later(tree: ast.AST) -> list[tuple[int, str]]:
    """`x.<attr> = …` inside a function nested in the one that built `x` (a handler changing a rendered control)."""
    out = set()
    for outer in ast.walk(tree):
        if not isinstance(outer, (ast.FunctionDef, ast.AsyncFunctionDef)) or _opens_dialog(outer):
            continue
        built = _bound(outer)
        for inner in _direct(outer):
            if not isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            own = _bound(inner) if not isinstance(inner, ast.Lambda) else set()
            for n in ast.walk(inner):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AugAssign) else []
                for t in targets:
                    if isinstance(t, ast.Attribute) and t.attr in FROZEN and isinstance(t.value, ast.Name) \
                            and t.value.id in built and t.value.id not in own:
                        out.add((n.lineno, source(t)))
    for cls in ast.walk(tree):  # a class holding controls as attributes and changing them: a builder function
        if isinstance(cls, ast.ClassDef):
            for n in ast.walk(cls):
                if isinstance(n, (ast.Assign, ast.AugAssign)):
                    for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                        if isinstance(t, ast.Attribute) and t.attr in FROZEN and isinstance(t.value, ast.Attribute) \
                                and isinstance(t.value.value, ast.Name) and t.value.value.id == "self":
                            out.add((n.lineno, source(t)))
    return sorted(out)


def test_no_module_keeps_a_control_or_a_memory_bag_of_the_old_model():
    found = []
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += [f"{name(path)}:{line}: {text}" for line, text in gone_uses(tree)]
    assert not found, "the hand-kept model is still used:\n" + "\n".join(found)


def test_no_view_or_widget_updates_a_control_by_hand():
    found = []
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += [f"{name(path)}:{line}: {text}" for line, text in control_updates(tree, name(path))]
    assert not found, "controls updated by hand (a handler changes state; the next render draws it):\n" + \
        "\n".join(found)


def test_no_handler_changes_a_control_its_screen_rendered():
    found = []
    for path in modules():
        if name(path).startswith(SCREENS):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            found += [f"{name(path)}:{line}: {text} = …" for line, text in mutated_later(tree)]
    assert not found, "a rendered control changed after the render (frozen: make it state and draw it):\n" + \
        "\n".join(found)


def test_the_allowed_page_updates_are_still_where_they_are_said_to_be():
    """An allow-list entry whose update is gone must go too (it would let a new one in unnoticed)."""
    for (module, receiver), why in PAGE_UPDATES.items():
        tree = ast.parse((COMPANION / module).read_text(encoding="utf-8"))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                 and n.func.attr == "update" and not n.args and source(n.func.value) == receiver]
        assert calls, f"{module}: no {receiver}.update() any more; drop it from PAGE_UPDATES ({why})"


def test_the_checks_find_what_they_look_for():
    """The checks are not vacuous: the old model's spellings are caught, the new model's are not."""
    old = ast.parse("def v(ctx):\n"
                    "    form = ctx.memory.setdefault('x', {})\n"
                    "    b = ctx.keep_button('k', lambda: None, None)\n"
                    "    f = self.ctx.keep('f', dict)\n"
                    "    def h(e):\n"
                    "        f.value = ''\n"
                    "        f.update()\n"
                    "        ctx.refresh()\n")
    assert [line for line, _ in gone_uses(old)] == [2, 3, 4, 8]
    assert control_updates(old, "views/x.py") == [(7, "f.update()")]
    new = ast.parse("def v(ctx):\n"
                    "    f = ctx.field('amount', ft.TextField())\n"
                    "    def h(e):\n"
                    "        ctx.put('step', 2)\n"
                    "        ctx.session.update(lang='de')\n"
                    "        totals.update(more)\n")
    assert gone_uses(new) == [] and control_updates(new, "views/x.py") == []
    assert mutated_later(old) == [(6, "f.value")]
    assert mutated_later(new) == []
    held = ast.parse("class Form:\n    def redo(self):\n        self.total.value = 3\n        self.n = 2\n")
    assert mutated_later(held) == [(3, "self.total.value")]
    dialog = ast.parse("def ask(ctx):\n    f = ft.TextField()\n    def ok(e):\n        f.error = 'no'\n"
                       "    ctx.page.show_dialog(ft.AlertDialog(content=f))\n")
    assert mutated_later(dialog) == []  # a dialog is outside the component tree
    assert control_updates(ast.parse("page.update()"), "app.py") == []
    assert control_updates(ast.parse("page.update()"), "views/x.py") == [(1, "page.update()")]
