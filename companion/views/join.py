"""What a stranger sees: how to join a table (scan its QR code, or type the short code read aloud)."""
from __future__ import annotations

import flet as ft

from companion.context import TOPIC
from companion.i18n import N_, _
from companion.join_codes import CODE_LENGTH, normalise
from companion.table import deleted_words
from companion.widgets.appearance import theme_button
from companion.widgets.fields import text_field
from companion.widgets.language import language_button
from companion.widgets.title_bar import title_bar


def reopen(ctx) -> list[ft.Control]:
    """The seats this phone opened (remembered in its browser storage), newest first, whose links still work (a
    walk's player at three tables was offered only the last)."""
    buttons: list[ft.Control] = []
    for token in ctx.session.saved_seats or ([ctx.session.saved_seat] if ctx.session.saved_seat else []):
        where = ctx.services.access.lookup(token)
        if not where or where[1] is None:
            continue
        try:
            table = ctx.services.hub.get(where[0]).setup.name
        except Exception:  # the table is gone or unreadable: nothing to reopen
            continue
        buttons.append(ft.FilledButton(
            _("Reopen your seat: {seat} at {table}").format(seat=where[1], table=table), icon=ft.Icons.EVENT_SEAT,
            on_click=lambda e, token=token: ctx.go(f"/seat/{token}"), width=float("inf"),
            style=ft.ButtonStyle(padding=18), key="reopen" if not buttons else f"reopen-{len(buttons) + 1}"))
    banks: list[ft.Control] = []
    for bank in ctx.session.saved_banks:  # the banker links this phone opened, newest first, while they work
        where = ctx.services.access.lookup(bank)
        if not where or where[1] is not None:
            continue
        try:
            table = ctx.services.hub.get(where[0]).setup.name
        except Exception:  # the table is gone or unreadable
            continue
        banks.append(ft.FilledButton(
            _("Reopen the bank at {table}").format(table=table), icon=ft.Icons.ACCOUNT_BALANCE,
            on_click=lambda e, bank=bank: ctx.go(f"/bank/{bank}"), width=float("inf"),
            style=ft.ButtonStyle(padding=18), key="reopen-bank" if not banks else f"reopen-bank-{len(banks) + 1}"))
    return banks + buttons


def landing_view(ctx) -> ft.View:
    return ft.View(
        route="/",
        appbar=title_bar("Table Companion", actions=[language_button(ctx), theme_button(ctx)]),
        controls=[
            *reopen(ctx),
            *([ft.Semantics(identifier="old-host-link", key="old-host-link", content=ft.Text(
                _("This phone opened an earlier host link: the server has a new one since it was restarted. Open the "
                  "host link it printed last; the tables are all still there."), size=16, weight=ft.FontWeight.BOLD))]
              if ctx.session.old_host_link else []),
            ft.Icon(ft.Icons.QR_CODE_SCANNER, size=96),
            # This page has no scanner of its own: the phone's camera app reads the QR code and opens its link.
            ft.Text(_("Scan your seat's QR code with your phone's camera"), size=22, weight=ft.FontWeight.BOLD),
            ft.Text(_("Open the camera app and point it at your seat's QR code on the banker's Invite screen: it "
                      "opens your seat here. No QR code? Tap “I have a code” and type the six-character code the "
                      "banker reads out."), size=16),
            ft.FilledButton(_("I have a code"), icon=ft.Icons.KEYBOARD, on_click=lambda e: ctx.go("/join"),
                            width=float("inf"), style=ft.ButtonStyle(padding=18)),
            # A host who opened a table's address in another browser lands here too (a walk found no way back).
            ft.Text(_("Running the table? Open the host link the server printed when it started (or a banker link "
                      "from the Invite screen): this page is for the players' phones."), size=14, italic=True,
                    key="landing-host-hint"),
        ],
    )


def code_view(ctx) -> ft.View:
    def join(e=None) -> None:
        try:
            # Wrong codes count against this browser session and its address, never against everyone.
            token = ctx.services.access.redeem(ctx.text("code"), ctx.session.key, getattr(ctx.page, "client_ip", None))
        except PermissionError as err:
            ctx.fail("code", str(err))
            for table in getattr(err, "retired", ()):  # its Invite screen now says so and offers fresh codes
                ctx.page.pubsub.send_all_on_topic(TOPIC, table)
            return
        ctx.go(f"/seat/{token}")

    # Room for a space or dash in the middle ("AH4 RUM", as a code is read out), which the code does not count: the
    # counter counts the code's own characters, not the 8 the field takes ("5/8" read as 3 more to type).
    field = ctx.field("code", text_field(_("Six-character code"), max_length=CODE_LENGTH + 2, on_submit=join,
                                         on_change=lambda e: ctx.state.rerender()))
    # Letters and digits only: "%%$!" is no part of any code (a walk read "4/6" for it).
    field.counter = f"{sum(ch.isalnum() for ch in normalise(field.value))}/{CODE_LENGTH}"
    field.capitalization = ft.TextCapitalization.CHARACTERS
    field.width = float("inf")  # the screen's width, as the Join button under it
    return ft.View(
        route="/join",
        appbar=title_bar(_("Join with a code"), actions=[language_button(ctx)]),
        controls=[
            ft.Text(_("Type the code the banker reads out. A code works once, while the table is open, until it is "
                      "used or replaced."), size=16),
            field,
            ft.FilledButton(_("Join the table"), icon=ft.Icons.LOGIN, width=float("inf"), on_click=join),
        ],
    )


def bad_link_view(ctx, route: str, bank: bool = False) -> ft.View:
    """A link that opens nothing: a seat's, or (`bank`) a banker link, each said as what it is (a walk's dead banker
    link was called a seat link, and sent the banker to "the banker")."""
    words = (_("This banker link no longer opens a table: a new banker link replaced it, or its table is gone. Ask "
               "the host for the new one (Invite phones on the host's phone), or open the host link.") if bank else
             _("This link does not open a seat: it was not copied whole, it was revoked, or it belongs to a table "
               "that is gone. Ask the banker for a new one."))  # a walk's cut-off link was told only the last two
    return ft.View(
        route=route,
        appbar=title_bar(_("Link not valid"), actions=[language_button(ctx)]),
        controls=[
            ft.Semantics(identifier="bad-link", content=ft.Text(words, size=16)),
            *([] if bank else [ft.TextButton(_("Join with a code"), on_click=lambda e: ctx.go("/join"))]),
        ],
    )


def deleted_view(ctx, route: str, name: str) -> ft.View:
    """The table this phone showed was deleted on the banker's phone: say so, nothing of it is left to show."""
    return ft.View(
        route=route,
        appbar=title_bar(_("Table deleted"), automatically_imply_leading=False, actions=[language_button(ctx)]),
        controls=[
            ft.Semantics(identifier="table-deleted", content=ft.Text(deleted_words(name), size=16)),
            ft.TextButton(_("Join with a code"), on_click=lambda e: ctx.go("/join")),
        ],
    )


def checking_view(ctx, route: str) -> ft.View:
    """While this browser's device key is read from its storage: nothing of the seat is drawn yet."""
    return ft.View(route=route, appbar=title_bar(_("Opening the seat")),
                   controls=[ft.ProgressRing(), ft.Text(_("Checking that this seat belongs to this phone…"), size=16)])


IN_USE = N_("This seat is in use on another phone")


def in_use_view(ctx, route: str, kasse: bool = False) -> ft.View:
    """Another device holds this seat: say so, and show nothing of the seat (no name, no cash, no entries). `kasse`:
    a Fortune table, whose banker is the Kasse (a walk's German phone read "die Bank" there)."""
    return ft.View(
        route=route,
        appbar=title_bar(_("Seat in use"), automatically_imply_leading=False, actions=[language_button(ctx)]),
        controls=[
            ft.Semantics(identifier="seat-in-use", content=ft.Text(_(IN_USE), size=22, weight=ft.FontWeight.BOLD)),
            ft.Text(_("A seat belongs to the first phone that opened its link. If this is your seat, hand it over on "
                      "the phone that has it (Hand this seat to another phone), or ask the Kasse to move it "
                      "to a new phone on the Invite screen.") if kasse else
                    _("A seat belongs to the first phone that opened its link. If this is your seat, hand it over on "
                      "the phone that has it (Hand this seat to another phone), or ask the banker to move it "
                      "to a new phone on the Invite screen."), size=16),
            # A player who scanned a neighbour's QR code by mistake: their own seat is a code or a scan away.
            ft.TextButton(_("Join with a code"), on_click=lambda e: ctx.go("/join"), key="in-use-join"),
        ],
    )


def moved_view(ctx, route: str, seat: str, by: str, new_token: str | None = None, taken: bool = False,
               table: str | None = None, kasse: bool = False) -> ft.View:
    """The old phone of a seat that was moved: told who moved it; after its own hand-over, the new link to scan and
    the seat's six-character code (for a new phone whose camera cannot scan: `table` names the table) until the new
    phone has taken the seat (`taken`: then that it has)."""
    if by == "player":
        title = _("Seat handed over")
        # "This phone handed …" only on the phone that did (it holds the new link); another phone opening the old
        # link never had the seat (a walk's second phone was told it gave it away).
        text = (_("This phone handed {seat}'s seat over: the new phone has it now.") if taken else
                _("This phone handed {seat}'s seat over and no longer has it.") if new_token else
                _("The phone that had it handed {seat}'s seat over to another phone. This link no longer opens it."))\
            .format(seat=seat)
    else:
        title = _("Seat moved")
        # True on the old phone and on one that was refused the seat and opens the old link again (a walk's new
        # phone read "This phone no longer has it" of a seat it never had, with no way on to its code).
        text = (_("The Kasse moved {seat}'s seat to another phone. This link no longer opens it.") if kasse else
                _("The banker moved {seat}'s seat to another phone. This link no longer opens it.")).format(seat=seat)
    controls: list[ft.Control] = [ft.Semantics(identifier="seat-moved", content=ft.Text(text, size=18,
                                                                                          weight=ft.FontWeight.BOLD))]
    if new_token:
        from companion.views.invite import base_url, qr_png

        link = f"{base_url(ctx)[0]}/seat/{new_token}"
        controls += [ft.Text(_("Scan this with the new phone: it opens {seat}'s seat there.").format(seat=seat), size=16),
                     ft.Image(src=qr_png(link), width=220, height=220, filter_quality=ft.FilterQuality.NONE),
                     ft.Semantics(identifier="handover-link", content=ft.Text(link, size=11))]
        code = ctx.services.access.seat_code(table, seat) if table else None
        if code:  # None while the table's codes are retired: the QR and the link still work
            controls += [ft.Text(_("No camera? Open this app on the new phone, tap “I have a code” and type:"), size=16),
                         ft.Semantics(identifier="handover-code", content=ft.Text(
                             _("Code: {code}").format(code=code), size=22, weight=ft.FontWeight.BOLD))]
    if new_token or taken:  # this phone gave a seat away (a walk's Cy had opened Ben's by mistake): on to its own
        controls.append(ft.TextButton(_("Join with a code"), icon=ft.Icons.KEYBOARD, on_click=lambda e: ctx.go("/join"),
                                      key="handed-join"))
    else:
        controls += [ft.Text(_("If this is your seat, open the new link, or join with its code. Ask the Kasse if this "
                               "is a mistake.") if kasse else _("If this is your seat, open the new link, or join with "
                                                               "its code. Ask the banker if this is a mistake."), size=16),
                     ft.TextButton(_("Join with a code"), on_click=lambda e: ctx.go("/join"), key="moved-join")]
    return ft.View(route=route, appbar=title_bar(title, automatically_imply_leading=False, actions=[language_button(ctx)]),
                   controls=controls)
