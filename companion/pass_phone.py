"""'Pass this phone around' (Roll and Rails, Owner's Choice): the table's choice, kept in its details.

A walk set a Roll and Rails table up to be played on one phone, opened it again in a fresh browser mid-game, and found
the switch off: the picks then waited for phones the table does not have. The choice is the table's (its details, on
disk), so every bank phone, a reconnect and a restart find it as it was left, and a change on one bank phone redraws
the others (a later walk switched it off on one bank phone while another went on playing every player's turn)."""
from __future__ import annotations

from companion.storage import StorageError

META_KEY = "pass_phone"
# Whose hands the passed bank phone is in (Owner's Choice): kept with the table too, so a reload or a new tab of the
# bank phone finds it still in the player's hands (a walk reloaded on "Pass the phone back to Cy" in Dee's hands and
# read Cy's hidden money and the banker's tools). Absent or None: the banker's.
HOLDER_KEY = "pass_holder"


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


def details(session, sid: str) -> dict | None:
    """Table `sid`'s details as kept (None: no storage, or a table gone or unreadable)."""
    store = getattr(session.services, "store", None)
    if store is None:
        return None
    try:
        return store.meta(sid)
    except (StorageError, OSError, KeyError):
        return None


def put_with_table(ctx, sid: str, changes: dict) -> None:
    """Keep `changes` with table `sid`'s details, where a reload or another tab of the phone finds them; said on the
    screen when they could not be kept (the phone goes on with its own)."""
    store = getattr(ctx.services, "store", None)
    if store is not None:
        try:
            store.update_meta(sid, changes, touch=False)
        except (StorageError, OSError) as err:
            from companion.i18n import _
            ctx.toast(_("Not kept for the next phone: {err}").format(err=err))


def holder(session, sid: str) -> str | None:
    """The player whose hands the passed bank phone is in at table `sid` (they said so), or None: the banker's. The
    table's kept word, else this phone's (a table whose details cannot be read)."""
    meta = details(session, sid)
    if meta is not None and HOLDER_KEY in meta:
        kept = meta[HOLDER_KEY]
        return kept if isinstance(kept, str) and kept else None
    return session.holders.get(sid)


def hold(ctx, sid: str, who: str | None) -> None:
    """The passed bank phone is in `who`'s hands now (None: the banker's): kept with the table, then this phone
    redrawn."""
    put_with_table(ctx, sid, {HOLDER_KEY: who})
    others = _held_elsewhere(ctx.session, sid)
    ctx.session.update(holders={**others, sid: who} if who is not None else others)


def _held_elsewhere(session, sid: str) -> dict[str, str]:
    """Who holds this phone at its other tables."""
    return {k: v for k, v in session.holders.items() if k != sid}


def passing(ctx, sid: str) -> bool:
    """`is_on` for a screen's ctx."""
    return is_on(ctx.session, sid)


def choose(ctx, sid: str, on: bool, **more) -> None:
    """Switch it at table `sid`: kept in the table's details first, then this phone (and `more` of its session's
    choices) redrawn, and every other phone of the table told."""
    store = getattr(ctx.services, "store", None)
    if store is not None:
        try:
            store.update_meta(sid, {META_KEY: on, HOLDER_KEY: None})  # switched by the banker: in the banker's hands
        except (StorageError, OSError) as err:  # not kept: the switch stays as it was, and says why
            from companion.i18n import _
            ctx.toast(_("Not kept for the next phone: {err}").format(err=err))
            ctx.session.rerender()
            return
    # Switched by the banker: the phone is in the banker's hands at this table (its other tables' holders stay).
    ctx.session.update(pass_phone={**ctx.session.pass_phone, sid: on}, holders=_held_elsewhere(ctx.session, sid),
                       **more)
    pubsub = getattr(ctx.page, "pubsub", None)
    if pubsub is not None:
        from companion.context import TOPIC
        pubsub.send_others_on_topic(TOPIC, sid)
