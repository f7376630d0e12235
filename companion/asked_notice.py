"""A seat asked for a sealed entry by a round another phone just opened is told at once, in a short message at the
foot of its screen: the round's form stands at the top of the seat's screen, out of sight of a player scrolled down
to the dice (a walk's player went on rolling while the table waited for his secret bid)."""
from __future__ import annotations

import flet as ft

from companion import i18n
from companion.i18n import _


def asked_of(session) -> frozenset[str]:
    """The open rounds asking this phone's seat for an entry it has not confirmed yet (none for any other phone)."""
    from companion.widgets.sealed import collecting

    ident = session.identity
    if ident.kind != "seat" or ident.table is None:
        return frozenset()
    try:
        log = session.services.hub.get(ident.table).log
    except Exception:  # noqa: BLE001 - a table that cannot be read says so on its screen
        return frozenset()
    return frozenset(r.id for r in collecting(log) if ident.seat in r.spec.participants and ident.seat not in
                     r.confirmed)


def seen(session) -> None:
    """The rounds this phone's screen draws now (at the top of a seat's screen): not told again."""
    session.asked_told = asked_of(session)


def tell(session) -> None:
    """Tell this phone of a round newly asking its seat (another phone's update; run on this page's own loop)."""
    from companion.views.phone_lang import session_lang

    now = asked_of(session)
    new = now - session.asked_told
    session.asked_told = now
    if not new:
        return
    with i18n.using(lambda: session_lang(session)):
        said = _("A sealed entry is asked of you: its form is at the top of your screen.")
    session.page.show_dialog(ft.SnackBar(ft.Text(said), show_close_icon=True, duration=8000))
