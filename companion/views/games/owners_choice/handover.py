"""The bank phone passed around the table changes hands: covered until the next holder says it is them.

Setup 7: "Your money should remain hidden throughout the game." Passed around ("Pass this phone around"), the bank
phone shows the money of the player whose turn or decision it is (`view_for(..., passed=...)`). That player changes
while the phone is still in the last one's hands: Ann ends her turn and, before she has handed it on, the phone
showed Cy's money to her (or, with a player on their own phone due next, everyone's, to a banker who does not play).
So whenever the hands it belongs in change, the phone covers the money and the controls and names who takes it
next; it shows their screen once they tap that they have it. Which hands last said so is this phone's own
(`Session.holders`, absent: the banker's)."""
from __future__ import annotations

import flet as ft

from companion.i18n import _
from companion.views.games.owners_choice.common import card, passing


def due_hands(view) -> str | None:
    """Whose hands the bank phone belongs in now: the player it is passed to, or None (the banker)."""
    return view.viewer if view.passed else None


def covered(ctx, sid: str, view) -> bool:
    """True while the bank phone, passed around, is not yet in the hands it now belongs in."""
    return (passing(ctx, sid) and view.phase != "over"
            and ctx.session.holders.get(sid) != due_hands(view))


def cover(ctx, sid: str, view, banker: str) -> list[ft.Control]:
    """The card over the passed phone: who takes it next, and their tap that they have it."""
    taker = due_hands(view)

    def taken(e) -> None:
        holders = {k: v for k, v in ctx.session.holders.items() if k != sid}
        ctx.session.update(holders={**holders, sid: taker} if taker is not None else holders)

    if taker is not None:
        title = _("Pass the phone to {name}").format(name=taker)
        says = _("Only {name}'s money shows, once {name} taps below. Nobody else's money is on this phone.").format(
            name=taker)
        button = _("I am {name}: show my money").format(name=taker)
    else:
        title = _("Pass the phone back to {name}, the banker").format(name=banker)
        says = _("The banker's screen shows once {name} taps below.").format(name=banker)
        button = _("I am {name}: back to the table").format(name=banker)
    return [card(ft.Semantics(identifier="oc-cover", content=ft.Text(title, size=22, weight=ft.FontWeight.BOLD)),
                 ft.Text(says),
                 ft.FilledButton(button, icon=ft.Icons.VISIBILITY, width=float("inf"), on_click=taken),
                 color=ft.Colors.SECONDARY_CONTAINER, key="oc-cover")]
