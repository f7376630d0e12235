"""What the Owner's Choice screens share: money on screen, company colours, a screen's form memory, acting."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.core.money import format_money
from calculators.owners_choice import GAME
from companion.i18n import ngettext
from companion.i18n.refusals import refusal

COLORS = {"RED": ft.Colors.RED_700, "BLUE": ft.Colors.BLUE_700, "GREEN": ft.Colors.GREEN_700,
          "YELLOW": ft.Colors.AMBER_800}
# Tints are the company colour at low opacity, so the theme's text keeps its contrast in light and dark mode.
TINTS = {c: ft.Colors.with_opacity(0.14, col) for c, col in COLORS.items()}


def money(amount: int) -> str:
    """Dollars as Owner's Choice writes them."""
    return format_money(GAME, amount)


def spaces(n: int) -> str:
    return ngettext("{n} space", "{n} spaces", n).format(n=n)


def memory(ctx, sid: str, view) -> dict:
    """This screen's choices for the step the table is at (a new turn or buyer starts with a clean form)."""
    key = f"{view.phase}:{view.turn}:{view.current}"
    box = ctx.memory.setdefault("owners_choice", {})
    mem = box.get(sid)
    if mem is None or mem.get("_key") != key:
        mem = box[sid] = {"_key": key, "real": (mem or {}).get("real", False)}
    return mem


def run(ctx, sid: str, mem: dict, where: str, action) -> bool:
    """Run a rules command as this page's actor; a refusal is kept to show beside the controls at `where`."""
    mem.pop("msg", None)
    try:
        ok = ctx.act(sid, action, raise_rule=True)
    except RuleError as err:
        mem["msg"] = (where, refusal(err), err.field)
        ctx.refresh()
        return False
    return ok


def message(mem: dict, where: str) -> list[ft.Control]:
    """The refusal kept for the controls at `where`, if any."""
    kept = mem.get("msg")
    if not kept or kept[0] != where:
        return []
    return [ft.Semantics(identifier="oc-refused", content=ft.Text(kept[1], color=ft.Colors.ERROR, size=15))]


def picker(options, selected, on_pick, *, label=str, tag: str = "") -> ft.Row:
    """A row of buttons of which one is chosen (filled); `label` names each option on screen and to readers.

    Choosing redraws only this row (the rest of the screen stays, so quick taps elsewhere are not lost)."""
    row = ft.Row(wrap=True, spacing=6, run_spacing=6)

    def draw(chosen_one) -> None:
        row.controls = [button(o, o == chosen_one) for o in options]

    def button(o, chosen: bool) -> ft.Control:
        def click(e) -> None:
            on_pick(o)
            draw(o)
        text = label(o)
        b = ft.FilledButton(text, icon=ft.Icons.CHECK, on_click=click) if chosen else \
            ft.OutlinedButton(text, on_click=click)
        return ft.Semantics(content=b, selected=chosen, identifier=f"{tag}-{o}" if tag else None)
    draw(selected)
    return row


def card(*controls: ft.Control, color=None) -> ft.Container:
    return ft.Container(ft.Column(list(controls), spacing=8), padding=12, border_radius=12,
                        bgcolor=color or ft.Colors.SURFACE_CONTAINER_LOW,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
