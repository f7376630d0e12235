"""Roll and Rails, End of Player's Turn: "After a die is activated it must be returned to the middle of the table";
a die not activated is lost, and the phone says which before the turn ends (and asks first when any would be)."""
from __future__ import annotations

import flet as ft

from calculators.roll_and_rails import end_turn
from companion.i18n import _, listing, ngettext
from companion.views.games.roll_and_rails.common import Hand
from companion.widgets.dialogs import put_up


def end_button(hand: Hand, player: str, *, own_phone: bool, unused: list[tuple[int, str]] | None = None
               ) -> list[ft.Control]:
    """End of Player's Turn: dice not activated are lost; the player on the left takes the turn. `unused`: the
    matched dice not used yet (the face each shows, its action); None before the dice are matched."""
    label = _("End my turn") if own_phone else _("End {name}'s turn").format(name=player)
    if unused is None:
        says = _("The dice are not matched yet: ending the turn now loses all of them (the rulebook has all four "
                 "matched; letting a turn end without them is the app's interpretation).")
    elif unused:
        dice = listing([f"{v} ({what})" for v, what in unused])
        says = ngettext("The {dice} is not used: ending the turn now loses it.",
                        "The {dice} are not used: ending the turn now loses them.", len(unused)).format(dice=dice)
    else:
        says = None  # "Every die is used." stands above
    def end(e=None) -> None:
        hand.act(player, lambda log, actor: end_turn(log, actor))

    def ask(e) -> None:
        # Dice would be lost: one tap more, so a mis-tap does not throw away part of a turn (a walk; a seat cannot
        # undo it).
        ctx = hand.ctx

        def confirmed(e) -> None:
            ctx.page.pop_dialog()
            end()
        put_up(ctx, ft.AlertDialog(
            title=ft.Text(_("End your turn?") if own_phone else _("End {name}'s turn?").format(name=player)),
            content=ft.Text(says),
            actions=[ft.TextButton(_("Keep playing"), on_click=lambda e: ctx.page.pop_dialog()),
                     ft.FilledButton(_("End the turn"), on_click=confirmed, key="end-turn-confirm")]))

    button = ft.OutlinedButton(label, icon=ft.Icons.SKIP_NEXT, width=float("inf"), key=f"end-turn-{player}",
                               on_click=ask if says else end)
    return [button, *([ft.Text(says, size=13, color=ft.Colors.ERROR, key="end-turn-says")] if says else [])]
