"""Each game's own screens plug in here; a game without one is shown as a generic table.

A game's screens live in `companion/views/games/<pkg>/`; its `panels.py` may define:
    banker_panel(ctx, sid, snap, viewer) -> list[Control]   # on the banker's table screen
    seat_panel(ctx, sid, snap, seat) -> list[Control]        # on a player's own phone
    watch_panel(ctx, sid, snap, viewer) -> list[Control]     # the host watching while a banker link holds the role
    subview(ctx, sid, base, rest) -> ft.View | None          # extra banker screens under {base}/game/...
    seat_subview(ctx, sid, seat, base, rest) -> ft.View | None  # extra seat screens under /seat/<token>/game/...
    MONEY_REASONS_INSIDE = True   # its seat_panel places the seat's money reasons itself (widgets/money_reasons)
    LATEST_INSIDE = True          # its seat_panel says what just happened itself (else views/seat.py `just_now`)
    bank_viewer(ctx, sid, snap) -> str | None                # whose secrets the bank phone's screens show now
    hands_elsewhere(ctx, sid, snap) -> bool                  # the bank phone is in a player's hands: no banker tools
    UNDO_BACK = N_("… {name} …")  # History on the bank phone out of the banker's hands: where Undo comes back
`snap` is the live table (setup, log); `viewer` is whose secrets the screen may show (a seat
name, or None for a banker who does not play). Panels draw from the game's `view_for` only,
and act through `ctx.act(sid, lambda log, actor: command(log, actor, ...))`.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from calculators.games import find
from companion import pass_phone


def module_for(game: str) -> ModuleType | None:
    """The game's screen module, or None while the game has none."""
    found = find(game)
    if found is None:
        return None
    name = f"companion.views.games.{found.package}.panels"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
        return None


def table_base(ctx, sid: str) -> str:
    """The route of the banker's table screen a panel is drawn on (/table/<id> or /bank/<token>): the first two parts
    of the page's route, whatever screen stands above the table (a panel beneath History is drawn again after an
    Undo: its links must lead under the table, not under History)."""
    from companion.routes import split_route

    segs, _ = split_route(ctx.page.route)
    return "/" + "/".join(segs[:2]) if len(segs) >= 2 and segs[0] in ("table", "bank") else f"/table/{sid}"


def bank_viewer(ctx, sid: str, snap) -> str | None:
    """Whose secrets the bank phone's screens beside the game's panel (History, the net worth chart) may show: the
    game's own answer for this phone (Owner's Choice passed around the table: only the money of the player holding
    it), else the banker's own seat, or None (everything) for a banker who does not play."""
    from companion.views.table import banker_viewer  # the table screen imports this module

    mod = module_for(snap.setup.game)
    own = getattr(mod, "bank_viewer", None) if mod else None
    return own(ctx, sid, snap) if own else banker_viewer(snap.setup)


def hands_elsewhere(ctx, sid: str, snap) -> bool:
    """True while the bank phone is in a player's hands (a game that passes it around says so): the table screen
    keeps the banker's tools (the seats' links, the share code, a new sealed round) out of reach."""
    mod = module_for(snap.setup.game)
    own = getattr(mod, "hands_elsewhere", None) if mod else None
    return bool(own and own(ctx, sid, snap))


def covering(ctx, sid: str, snap) -> bool:
    """True while the game's panel covers the bank phone as it changes hands (Owner's Choice passed around): the
    table screen is then the cover alone, short and in sight wherever the last step left the page scrolled, with no
    dice tray, seats or tools under it for whoever holds it."""
    mod = module_for(snap.setup.game)
    own = getattr(mod, "covering", None) if mod else None
    return bool(own and own(ctx, sid, snap))


def panel(ctx, kind: str, sid: str, snap, who) -> list | None:
    """The game's panel of `kind` ("banker_panel", "seat_panel", "watch_panel"), or None. It is drawn again only
    when something it shows may have changed (`panel_deps`): a dice-tray roll beside it leaves it as it was."""
    from companion.live import part

    mod = module_for(snap.setup.game)
    draw = getattr(mod, kind, None) if mod else None
    if draw is None:
        return None
    return part(lambda: draw(ctx, sid, snap, who), panel_deps(ctx, sid, snap, who), key=f"panel:{kind}")


def panel_deps(ctx, sid: str, snap, who) -> tuple:
    """Everything a game's panel draws from: the table's actions (not its dice-tray rolls, which no panel shows),
    its setup, whose view and hand it is, this phone's choices (language, folds, a cover, a phone passed around),
    the screen's own state (choices, refusals) and the public draft of a step under way."""
    session, state = ctx.session, ctx.state
    return (moment(snap.log), snap.setup, who, ctx.actor(sid), session.identity, session.lang, session.fortune_lang,
            session.device_lang, session.cover, tuple(session.folds.items()), pass_phone.passing(ctx, sid),
            tuple(session.holders.items()), pass_phone.holder(session, sid),
            state.version, tuple(state.errors.items()), ctx.services.hub.drafts.version(sid), seats_held(ctx, sid, snap),
            house_rules(ctx), seats_connected(ctx, sid, snap))


def seats_connected(ctx, sid: str, snap) -> tuple[str, ...]:
    """The seats whose own phone is connected now: a panel waiting on a phone that closed says so."""
    presence = getattr(ctx.services, "presence", None)
    return () if presence is None else tuple(p for p in snap.setup.players if presence.connected(sid, p))


def house_rules(ctx) -> str:
    """This server's Settings as a panel reads them (Rollout's Cash Out floors a negative share value with one): a
    switch in Settings draws the panels of every open phone again (a walk's banker kept the old winner)."""
    settings = getattr(ctx.services, "settings", None)
    value = getattr(settings, "value", None)
    return value.model_dump_json() if hasattr(value, "model_dump_json") else ""


def seats_held(ctx, sid: str, snap) -> tuple[str, ...]:
    """The seats a phone of their own holds: a panel offers to pass the bank phone only to the others, so it is drawn
    again when one is claimed or moved to a new phone (a walk moved Cy's seat off a dead phone, and the bank phone
    still said Cy trades on her own phone, even after a reload, which keeps Flet's session)."""
    claims = getattr(ctx.services, "claims", None)
    if claims is None:
        return ()
    return tuple(p for p in snap.setup.players if claims.is_claimed(sid, p))


def moment(log) -> tuple[int, int]:
    """The log as a game's panel sees it: the seq of its latest event that is not a dice-tray roll (an action, an
    undo, a redo), and how many events there are up to it."""
    from calculators.core.tray import ROLLED

    events = log.events
    n = len(events)
    while n and events[n - 1].kind == ROLLED:
        n -= 1
    return (events[n - 1].seq if n else 0, n)
