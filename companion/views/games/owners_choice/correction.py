"""The banker's correction of a player's money (a dialog): an amount added or taken away, the balance never shown.

The dialog is a component of the screen (`CorrectionDialog`, in the screen's list while the screen's state says it
is open) that portals its AlertDialog to the page (`ft.use_dialog`), drawn afresh from its own state on each render:
the typed amount is carried across renders, the amount's error and the rules' refusal are state, and nothing
rendered is changed afterwards. What it did is put into the screen's state ("Added $7 to Ann's money.")."""
from __future__ import annotations

import flet as ft

import calculators.owners_choice as oc
from calculators.owners_choice.actions import MAX_CORRECTION, MAX_REASON
from companion.context import Ctx
from companion.i18n import _
from companion.live import use_screen_state
from companion.views.games.owners_choice.common import Form, money
from companion.widgets.dialogs import close_dialog, open_dialog, open_for
from companion.widgets.fields import number_field, parse_whole, radio, text_field

AMOUNT = "oc-fix-amount"
REASON = "oc-fix-reason"  # why, in the banker's words (a walk's player read a correction with no reason)
NOTE = "oc-fix-note"  # the dialog's state: the rules' refusal of the correction
OPEN = "oc-fix-open"  # the screen's state: whether the dialog is open (`companion.widgets.dialogs.open_dialog`)


def open_button(ctx, sid: str, view) -> list[ft.Control]:
    """The button that opens the dialog, and the dialog itself while it is open (a fresh one each time)."""
    opened = open_for(ctx, f"{OPEN}:{sid}")
    return [ft.OutlinedButton(_("Correct a player's money"), icon=ft.Icons.EDIT, width=float("inf"), key="oc-correct",
                              on_click=lambda e: open_dialog(ctx, f"{OPEN}:{sid}")),
            *([CorrectionDialog(ctx, sid, view, key=f"oc-fix-{opened[1]}")] if opened else [])]


def intro(view) -> str:
    """The dialog's first line: the balance stays hidden where this phone hides it (a playing banker's phone); a
    banker who does not play sees every balance on the screen behind it (a walk read "stays hidden" there)."""
    if any(p.cash is None for p in view.players):
        return _("Add or take away an amount; the balance itself stays hidden.")
    return _("Add or take away an amount.")


@ft.component
def CorrectionDialog(ctx, sid: str, view):
    """The banker adds or takes away an amount of a player's money; no balance is shown here."""
    own = Ctx(ctx.session, use_screen_state())  # the dialog's own state
    names = [p.name for p in view.players if p.in_game]
    who = own.get("who")  # nobody at first: a walk's tired banker typed an amount and corrected Ann's, unchosen

    def close(e=None) -> None:
        close_dialog(ctx, f"{OPEN}:{sid}")

    def choose(name: str) -> None:  # a player chosen: the note asking for one goes, and what was said of the last
        for said in (NOTE, AMOUNT):  # one's money (a walk read "Ann has $590 …" with Bob chosen)
            own.state.errors.pop(said, None)
        own.put("who", name)

    opening = open_for(ctx, f"{OPEN}:{sid}")  # this dialog's opening (a fresh dialog is another)

    def apply(sign: int) -> None:
        if open_for(ctx, f"{OPEN}:{sid}") != opening:  # closed already: a tap held offline, sent after the one that
            return  # applied it (a walk's two taps on Add while offline added the correction twice)
        for said in (AMOUNT, REASON, NOTE):  # this try's words replace the last one's (a walk read "at most
            own.state.errors.pop(said, None)  # $10,000" under "take away at most $390", both at once)
        typed = (own.text(AMOUNT) or "").strip()
        value = parse_whole(typed, None)
        if isinstance(value, int) and value < 0 or typed.startswith("-"):
            own.fail(AMOUNT, _("Type the amount without a sign: Add or Take away says which way."))
            return
        if value == 0:
            own.fail(AMOUNT, _("Type an amount above $0."))
            return
        if not isinstance(value, int) and typed.isdigit():
            value = MAX_CORRECTION + 1  # too many digits to read: more than the rules allow, and they say so
        if not isinstance(value, int):
            own.fail(AMOUNT, _("Type a whole number of dollars"))
            return
        player = own.get("who")
        if player not in names:
            own.fail(NOTE, _("Choose whose money this corrects."))
            return
        # a refusal is the dialog's own note (the amount's own error goes: this try replaces it)
        seen = next((p.cash for p in view.players if p.name == player), None)  # None: hidden from this phone
        if sign < 0 and seen is not None and seen < value <= MAX_CORRECTION:
            # A phone that sees the money refuses a typo ("1000" for "100") that would take all of it; the rules
            # take at most all (a refusal there would tell a playing banker the hidden balance).
            own.fail(AMOUNT, _("{player} has {had}: take away at most {had}.").format(player=player, had=money(seen)))
            return
        why = own.text(REASON)
        if own.act(sid, lambda log, a: oc.correct_cash(log, a, player, sign * value, why), where=NOTE, clears=AMOUNT,
                   fields={"reason": REASON}):
            if sign > 0:
                said = _("Added {amount} to {player}'s money.")
            elif seen is not None:
                said = _("Took away {amount} from {player}'s money.")
            else:  # the rules take at most all of it and do not tell a phone that may not see the money
                said = _("Took away {amount} from {player}'s money, or all of it if {player} had less. A mistake "
                         "is set right with Undo in History: adding it back could give more than was taken.")
            Form(ctx, sid, view).put("fixed", said.format(amount=money(value), player=player,
                                                          had=money(seen) if seen is not None else ""))
            close()

    typed = parse_whole(own.text(AMOUNT), None)  # shown again as the game prints money ("4,350" -> "= $4350")
    amount = own.field(AMOUNT, number_field(_("Amount ($)"), "", name=_("Amount to correct"),
                                            on_change=lambda e: own.state.rerender()))
    amount.helper = f"= {money(typed)}" if isinstance(typed, int) and 0 < typed < 10 ** 15 else None
    note = own.error(NOTE)
    ft.use_dialog(ft.AlertDialog(
        title=ft.Text(_("Correct a player's money")), scrollable=True,
        content=ft.Column([
            ft.Text(intro(view), size=13),
            ft.RadioGroup(value=who, on_change=lambda e: choose(e.control.value),
                          content=ft.Row([radio(value=n, label=n) for n in names], wrap=True)),
            amount,
            own.field(REASON, text_field(_("Why (every phone reads it)"), max_length=MAX_REASON)),
            *([ft.Text(note, color=ft.Colors.ERROR, key="note")] if note else []),
        ], tight=True),
        actions=[ft.TextButton(_("Cancel"), on_click=close),
                 ft.OutlinedButton(_("Take away"), on_click=lambda e: apply(-1)),
                 ft.FilledButton(_("Add"), on_click=lambda e: apply(1))],
        on_dismiss=close))
    return ft.Container(visible=False)
