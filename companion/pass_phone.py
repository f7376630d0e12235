"""'Pass this phone around' (Roll and Rails, Owner's Choice): the table's choice, kept in its details.

A walk set a Roll and Rails table up to be played on one phone, opened it again in a fresh browser mid-game, and found
the switch off: the picks then waited for phones the table does not have. The choice is this phone's at once (its
session) and the table's from then on (its details, on disk), so another bank phone, a reconnect and a restart find
it as it was left."""
from __future__ import annotations

from companion.storage import StorageError

META_KEY = "pass_phone"


def passing(ctx, sid: str) -> bool:
    """Whether this phone is passed around at table `sid`: this phone's choice, else the table's kept one."""
    chosen = ctx.session.pass_phone.get(sid)
    if chosen is not None:
        return chosen
    store = getattr(ctx.services, "store", None)  # the details of a table open here are held in memory
    try:
        return bool(store.meta(sid).get(META_KEY, False)) if store is not None else False
    except (StorageError, OSError, KeyError):  # a table gone or unreadable: each player's own phone
        return False


def choose(ctx, sid: str, on: bool, **more) -> None:
    """Switch it at table `sid`: this phone at once (and `more` of its session's choices), the table's details kept
    on disk for the next phone that opens it."""
    ctx.session.update(pass_phone={**ctx.session.pass_phone, sid: on}, **more)
    store = getattr(ctx.services, "store", None)
    if store is None:
        return
    try:
        store.update_meta(sid, {META_KEY: on})
    except (StorageError, OSError) as err:  # this phone has it; the next one will not: say so
        from companion.i18n import _
        ctx.toast(_("Not kept for the next phone: {err}").format(err=err))
