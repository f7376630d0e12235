"""The bank phone passed around the table changes hands: covered until the next holder says it is them.

Setup 7: "Your money should remain hidden throughout the game." Passed around ("Pass this phone around"), the bank
phone shows the money of the player whose turn or decision it is (`view_for(..., passed=...)`). That player changes
while the phone is still in the last one's hands: Ann ends her turn and, before she has handed it on, the phone
showed Cy's money to her (or, with a player on their own phone due next, everyone's, to a banker who does not play).
So whenever the hands it belongs in change, the phone covers the money and the controls and names who takes it
next; it shows their screen once they tap that they have it. Which hands last said so is kept with the table
(`pass_phone.holder`, None: the banker's), so a reload finds the phone still covered."""
from __future__ import annotations

import flet as ft

from companion import pass_phone
from companion.i18n import _
from companion.views.games.owners_choice.common import card, passing


def due_hands(view, own: str | None) -> str | None:
    """Whose hands the bank phone belongs in now: the player it is passed to, or None (the banker's, the banker's
    own seat included: a banker who plays holds it for both, and was asked to pass it to herself)."""
    return view.viewer if view.passed and view.viewer != own else None


def covered(ctx, sid: str, view, own: str | None) -> bool:
    """True while the bank phone, passed around, is not yet in the hands it now belongs in (`own`: the banker's own
    seat, or None when the banker does not play)."""
    return (passing(ctx, sid) and view.phase != "over"
            and pass_phone.holder(ctx.session, sid) != due_hands(view, own))


def in_a_players_hands(ctx, sid: str) -> bool:
    """The bank phone, passed around, is in a player's hands (they said so), not the banker's: the banker's tools
    stay out of reach — the switch that would show the banker's money (or everyone's), corrections, the seats'
    links and the share code (a walk turned the switch off in Cy's hands and read "Your money (Ann)")."""
    return passing(ctx, sid) and pass_phone.holder(ctx.session, sid) is not None


def hand_back(ctx, sid: str, banker: str) -> list[ft.Control]:
    """In a player's hands: their way to give the phone back to the banker before their turn is done (the banker
    then has the switch and the tools again; the phone covers what the player saw)."""
    def back(e) -> None:
        pass_phone.hold(ctx, sid, None)

    return [ft.TextButton(_("Give the phone back to {name}, the banker").format(name=banker),
                          icon=ft.Icons.ACCOUNT_BALANCE, on_click=back, key="oc-hand-back")]


def cover(ctx, sid: str, view, banker: str, own: str | None) -> list[ft.Control]:
    """The card over the passed phone: who takes it next, and their tap that they have it."""
    taker = due_hands(view, own)

    def taken(e) -> None:
        pass_phone.hold(ctx, sid, taker)

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
