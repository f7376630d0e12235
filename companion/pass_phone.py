"""'Pass this phone around' (Roll and Rails, Owner's Choice): the table's choice, kept in its details.

A walk set a Roll and Rails table up to be played on one phone, opened it again in a fresh browser mid-game, and found
the switch off: the picks then waited for phones the table does not have. The choice is the table's (its details, on
disk), so every bank phone, a reconnect and a restart find it as it was left, and a change on one bank phone redraws
the others (a later walk switched it off on one bank phone while another went on playing every player's turn)."""
from __future__ import annotations

from companion.storage import StorageError

META_KEY = "pass_phone"


def is_on(session, sid: str) -> bool:
    """Whether the phone is passed around at table `sid`: the table's kept choice, else this phone's (a table whose
    details cannot be read, or a phone without the server's storage)."""
    store = getattr(session.services, "store", None)
    if store is not None:
        try:
            kept = store.meta(sid).get(META_KEY)  # the details of a table open here are held in memory
        except (StorageError, OSError, KeyError):  # a table gone or unreadable: this phone's choice
            kept = None
        if isinstance(kept, bool):
            return kept
    return session.pass_phone.get(sid, False)


def passing(ctx, sid: str) -> bool:
    """`is_on` for a screen's ctx."""
    return is_on(ctx.session, sid)


def choose(ctx, sid: str, on: bool, **more) -> None:
    """Switch it at table `sid`: kept in the table's details first, then this phone (and `more` of its session's
    choices) redrawn, and every other phone of the table told."""
    store = getattr(ctx.services, "store", None)
    if store is not None:
        try:
            store.update_meta(sid, {META_KEY: on})
        except (StorageError, OSError) as err:  # not kept: the switch stays as it was, and says why
            from companion.i18n import _
            ctx.toast(_("Not kept for the next phone: {err}").format(err=err))
            ctx.session.rerender()
            return
    ctx.session.update(pass_phone={**ctx.session.pass_phone, sid: on}, **more)
    pubsub = getattr(ctx.page, "pubsub", None)
    if pubsub is not None:
        from companion.context import TOPIC
        pubsub.send_others_on_topic(TOPIC, sid)
