"""What the Owner's Choice screens share: money on screen, company colours, a screen's form (its state), acting."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import seat_actor
from calculators.core.money import format_money
from calculators.owners_choice import GAME
from companion import pass_phone
from companion.widgets.choice import card, picker  # noqa: F401  (the screens of the game import them from here)
from companion.i18n import _, ngettext

COLORS = {"RED": ft.Colors.RED_700, "BLUE": ft.Colors.BLUE_700, "GREEN": ft.Colors.GREEN_700,
          "YELLOW": ft.Colors.AMBER_800}
# Tints are the company colour at low opacity, so the theme's text keeps its contrast in light and dark mode.
TINTS = {c: ft.Colors.with_opacity(0.14, col) for c, col in COLORS.items()}


def money(amount: int) -> str:
    """Dollars as Owner's Choice writes them."""
    return format_money(GAME, amount)


def spaces(n: int) -> str:
    return ngettext("{n} space", "{n} spaces", n).format(n=n)


def range_note(view) -> str | None:
    """Move The Action Pawn counts "the number of players"; after a player left, the app counts those still in the
    game (its reading, said where the range is shown)."""
    n = sum(1 for p in view.players if p.in_game)
    if n == len(view.players):
        return None
    return ngettext("Interpretation: the range counts the {n} player still in the game, not those who left.",
                    "Interpretation: the range counts the {n} players still in the game, not those who left.",
                    n).format(n=n)


class Form:
    """This screen's choices for the step the table is at, kept as screen state (`ctx.get/put`): a new turn or
    buyer starts with a clean form; whether the table throws real dice is this phone's for the whole game
    (`Session.real_dice`: an undo, which starts the screen afresh, switched it off under a walk). A refusal is
    kept for the controls at `where` (`ctx.fail`) with the field it names, and cleared by the next success."""

    def __init__(self, ctx, sid: str, view):
        self.ctx, self.sid = ctx, sid
        # The player a bank phone passed around the table is in the hands of: their commands run as their seat.
        self.hand: str | None = view.viewer if getattr(view, "passed", False) else None
        self.base = f"oc:{sid}:"
        self.step = f"{self.base}{view.phase}:{view.turn}:{view.current}:"

    def get(self, name: str, default=None):
        return self.ctx.get(self.step + name, default)

    def put(self, name: str, value) -> None:
        """Choose `value` for `name` (re-renders); what earlier steps chose is forgotten."""
        values = self.ctx.state.values
        for old in [k for k in values if k.startswith(self.base) and not k.startswith(self.step)]:
            del values[old]
        self.ctx.put(self.step + name, value)

    @property
    def real(self) -> bool:
        return bool(self.ctx.session.real_dice.get(self.sid, False))

    def set_real(self, on: bool) -> None:
        self.ctx.session.real_dice = {**self.ctx.session.real_dice, self.sid: on}
        self.ctx.state.rerender()  # the screen's state moves (its version): its panel is drawn again

    def refuse(self, where: str, text: str, field: str | None = None) -> None:
        """Show `text` beside the controls at `where` (one refusal at a time: it replaces any other shown), naming
        `field` as a refusal of the rules would (`Ctx.act`)."""
        self.forget()
        self.ctx.refuse(self.step + where, text, field)

    def refusal(self, where: str) -> str | None:
        return self.ctx.error(self.step + where)

    def bad(self, where: str) -> str | None:
        """The field the refusal shown at `where` names (a company, "buys.RED"), if one is shown."""
        return self.ctx.refused_field(self.step + where)

    def forget(self) -> None:
        """The refusal shown no longer applies (the next render leaves it out)."""
        errors = self.ctx.state.errors
        for key in [k for k in errors if isinstance(k, str) and k.startswith(self.step)]:
            del errors[key]


def run(ctx, sid: str, form: Form, where: str, action, as_actor: str | None = None, seat: str | None = None) -> bool:
    """Run a rules command as this page's actor (`Ctx.act`; `as_actor`: a playing banker's own seat, on the bank
    phone); `seat`'s command on the bank phone passed to `seat` runs as that seat (so a refusal may name their own
    money, which the phone shows them). A refusal is kept to show beside the controls at `where`, with the field it
    names (`Form.bad`), the step's earlier refusal gone."""
    if as_actor is None and seat is not None and seat == form.hand:
        as_actor = seat_actor(seat)
    return ctx.act(sid, action, as_actor=as_actor, where=form.step + where, clears=form.step)


def passing(ctx, sid: str) -> bool:
    """'Pass this phone around' at this table: the bank phone's choice, kept in the table's details (`pass_phone`)."""
    return pass_phone.passing(ctx, sid)


def message(form: Form, where: str) -> list[ft.Control]:
    """The refusal kept for the controls at `where`, if any."""
    kept = form.refusal(where)
    if not kept:
        return []
    return [ft.Semantics(identifier="oc-refused", key=f"oc-refused-{where}", live_region=True,  # read out on coming
                         content=ft.Text(kept, color=ft.Colors.ERROR, size=15))]


def sale_detail(cash: int, stocks: dict[str, int], prices: dict[str, int], fund: int = 0) -> str:
    """How a player's final money is made (Game End): '$420 + 2 × $140 RED' — the money, the Fund's payout on Goal,
    then each company's stocks sold at its final price."""
    sold = [f"{n} × {money(prices[c])} {c}" for c, n in stocks.items() if n]
    paid = [_("{amount} from the Fund").format(amount=money(fund))] if fund else []
    # Each term whole on its line (a walk at 360 px read "+ 1 ×" at a line's end, "$120 YELLOW" on the next).
    return " + ".join(t.replace(" ", "\u00a0") for t in [money(cash), *paid, *sold]) if sold or paid else \
        _("{money}, no stocks").format(money=money(cash))
