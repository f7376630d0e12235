"""A player's own phone at the table: their seat, their sealed entries, the shared dice."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import BANKER, seat_actor
from calculators.core.log import Event
from calculators.core.game import is_finished, seats_in_play
from companion import asked_notice
from companion.context import PASSED, TOPIC
from companion.i18n import _
from companion.widgets.confirm import confirm
from companion.views import games
from companion.views.games import panel_deps
from companion.views.table import block, heading_row, keyed, load, seat_list, steady_parts
from companion.widgets import sealed, tray
from companion.widgets.appearance import theme_button
from companion.widgets.icon_button import icon_button
from companion.widgets.language import language_button
from companion.widgets.awake import awake_note
from companion.widgets.fields import section
from companion.widgets.worth_chart import worth_section
from companion.widgets.title_bar import title_bar

SHOWN_ACTIONS = 3


def made_for(event: Event, seat: str, game: str = "") -> str | None:
    """Where an action for `seat` was made: on its own phone, on the banker's phone passed to it, or by the
    banker for it; None when the action is not the seat's. Fortune's banker is the Kasse (its banks, Commerzbank
    and Vereinsbank, lend money: "by the banker" read as if Commerzbank had acted)."""
    kasse = game == "fortune"
    if not event.is_action:
        return None
    if event.actor == seat_actor(seat):
        if event.data.get("via") == PASSED:
            return _("on the Kasse's phone") if kasse else _("on the banker's phone")
        return _("on your phone")
    if event.actor == BANKER and seat in (event.on_behalf_of, event.data.get("player"), event.data.get("seat")):
        return _("by the Kasse for you") if kasse else _("by the banker for you")
    return None


def own_actions(ctx, snap, seat: str) -> list[ft.Control]:
    """The seat's latest actions and where each was made, so an entry made for it elsewhere is seen."""
    from calculators.core.words import history
    from companion.views.phone_lang import phone_lang

    log = snap.log
    # The rules' own sentences, in this phone's language, as this seat may read them (no hidden amounts).
    lines = history(snap.setup.game, log, phone_lang(ctx, snap.setup.game), seat)
    from calculators.core.log import undone_seqs

    gone = undone_seqs(log)  # an action the banker undid stays listed, marked, as History marks it
    rows = []
    for e in reversed(log.events):
        where = made_for(e, seat, snap.setup.game)
        if where is None:
            continue
        undone = e.seq in gone
        rows.append(ft.Semantics(identifier=f"mine-{e.seq}", key=f"t:mine-{e.seq}", content=ft.Text(
            f"#{e.seq} {lines.get(e.seq, '')} · {where}" + (f" · {_('undone')}" if undone else ""), size=13,
            color=ft.Colors.OUTLINE if undone else None,
            style=ft.TextStyle(decoration=ft.TextDecoration.LINE_THROUGH) if undone else None)))
        if len(rows) == SHOWN_ACTIONS:
            break
    return rows or [ft.Text(_("Nothing yet."), italic=True, key="t:mine-none")]


def money_now(ctx, snap, seat: str) -> list[ft.Control]:
    """This seat's own money and the reason for each latest change to it."""
    from companion.views.phone_lang import phone_lang
    from companion.widgets.money_reasons import panel

    mod = games.module_for(snap.setup.game)
    if getattr(mod, "MONEY_REASONS_INSIDE", False):
        return []
    return panel(snap.setup.game, snap.log, seat, phone_lang(ctx, snap.setup.game))


def just_now(ctx, snap, seat: str) -> list[ft.Control]:
    """'Just now: <what happened last at the table>', in this seat's words and as this seat may read it, undos
    included ("Just now: Undid: …"): a walk found seats told only by numbers changing (and a seat whose upgrade
    the banker took back thinking its tap was lost). A game that says it in its own panel has LATEST_INSIDE."""
    mod = games.module_for(snap.setup.game)
    if getattr(mod, "LATEST_INSIDE", False):
        return []
    said = just_now_line(ctx, snap, seat)
    if said and not getattr(mod, "MONEY_REASONS_INSIDE", False):  # what it did to this seat's money, right under it
        from companion.views.phone_lang import phone_lang
        from companion.widgets.money_reasons import last_change_line

        lang = phone_lang(ctx, snap.setup.game)
        mine = last_change_line(snap.setup.game, snap.log, seat, lang)
        more = getattr(mod, "just_now_more", None)  # the game's own: a price or shares of this seat's moved
        lines = [ft.Text(line, size=14, weight=ft.FontWeight.W_500) for line in (more(snap, seat, lang) if more else [])]
        if mine is not None or lines:
            card = said[0]
            card.content = ft.Column([card.content, *([ft.Semantics(identifier="seat-last-mine", content=mine)]
                                                       if mine is not None else []),
                                      *([ft.Semantics(identifier="seat-last-stake", content=ft.Column(
                                          lines, spacing=2))] if lines else [])], spacing=4)
    return said


def just_now_line(ctx, snap, viewer: str | None, *, identifier: str = "seat-last", key: str = "t:last") -> list[ft.Control]:
    """'Just now: <the last action>' as `viewer` may read it (None: the bank's phone), in a card; nothing before any."""
    from calculators.core.tray import ROLLED
    from calculators.core.words import latest
    from companion.views.phone_lang import phone_lang

    line = latest(snap.setup.game, snap.log, phone_lang(ctx, snap.setup.game), viewer, skip=(ROLLED,))
    if not line:
        return []
    return [ft.Container(ft.Semantics(identifier=identifier, content=ft.Text(
        _("Just now: {line}").format(line=line), size=15)), bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=12,
        border_radius=12, width=float("inf"), key=key)]


def dice_now(ctx, snap, seat: str) -> list[ft.Control]:
    """The tray's latest roll, then every recent roll at the table (the game's own dice too), live."""
    from calculators.core.tray import last_tray_event
    from companion.views.phone_lang import phone_lang
    from companion.widgets.rolls import recent

    log = snap.log
    tray_event = last_tray_event(log)
    others = recent(log, snap.setup.game, phone_lang(ctx, snap.setup.game), seat,
                    skip=tray_event.seq if tray_event else None)
    lang = phone_lang(ctx, snap.setup.game)
    return ([*tray.latest(log, snap.setup.game, lang), *tray.mine_behind(log, seat, snap.setup.game, lang)]
            if tray_event or not others else []) + others


def hand_over(ctx, sid: str, seat: str) -> None:
    """The phone holding the seat gives it up: a new link to scan with the new phone; this phone loses the seat."""
    def really() -> None:
        held = ctx.session.held_seat
        new = ctx.services.claims.hand_over(sid, seat, ctx.session.device_key or "")
        if new is None or not held:
            ctx.toast(_("This phone does not hold the seat."))
            return
        ctx.session.update(handed_over={**ctx.session.handed_over, held[2]: new})  # this phone shows the new link
        ctx.page.pubsub.send_others_on_topic(TOPIC, sid)  # the banker's Invite too

    confirm(ctx, _("Hand {seat}'s seat to another phone?").format(seat=seat),
            _("This phone stops showing the seat at once and shows a new link for the new phone. "
              "The old link stops working."), _("Hand it over"), really, keep=_("Cancel"))


def view(ctx, sid: str, seat: str, route: str) -> ft.View:
    """A seat's own phone, drawn whole on every render from the live table; every button and every part that
    comes, goes or moves is keyed (an open round this seat writes in moves its entries to the top)."""
    from companion.views.phone_lang import phone_lang

    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    setup, log = snap.setup, snap.log
    # What a dice-tray roll leaves as it was is drawn again only when the game, this phone or the screen's own
    # state moves (as the game's panel is): a roll re-draws the title, the dice and the latest actions.
    steady = steady_parts(panel_deps(ctx, sid, snap, seat))
    def sealed_part() -> list[ft.Control]:  # only when a round is open or was revealed: most games have none
        shown = sealed.seat_panel(ctx, sid, log, seat)
        return [keyed(section(_("Sealed entries")), "t:sealed-title"), *shown] if shown else []
    entries = steady("t:sealed", sealed_part)
    asked = any(seat in r.spec.participants for r in sealed.collecting(log))
    asked_notice.seen(ctx.session)  # drawn at the top now: another phone's new round is told (`asked_notice.tell`)
    over = is_finished(setup.game, log, setup.players)
    rolls = not over and seat in seats_in_play(setup.game, log, setup.players)
    return ft.View(
        route=route,
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(f"{seat} · {setup.name}", automatically_imply_leading=False, actions=[
            # The table's History as this seat may read it (what the banker did, undid or redid for the others).
            icon_button(ft.Icons.HISTORY, _("History"), on_click=lambda e: ctx.go(f"{route}/history")),
            language_button(ctx), theme_button(ctx)]),
        controls=[
            heading_row(ctx, sid, ft.Semantics(identifier="whoami", content=ft.Text(
                _("You are {seat}").format(seat=seat), size=20, weight=ft.FontWeight.BOLD)), "t:whoami"),
            *block("t:awake", awake_note(ctx)),
            # An open round this seat writes in comes first: the whole form fits one phone screen.
            *(entries if asked else []),
            # What just happened (not a dice-tray roll: those are told with the dice below, and the line stays put).
            *steady("t:last", lambda: just_now(ctx, snap, seat)),
            *(games.panel(ctx, "seat_panel", sid, snap, seat) or []),
            *([] if asked else entries),
            # The game over: no dice any more; a player out of the game still sees the rolls but rolls no more.
            *([] if over else [keyed(section(_("Dice")), "t:dice-title"),
                               # a roll here is a table roll, never a move: the game's own rolls sit with its step above
                               *([ft.Text(_("For any other roll at the table: the game's own rolls (a move, your "
                                            "dice in a step) are made with the game's controls above."), size=12,
                                          italic=True, key="t:dice-note")] if rolls else []),
                               *(steady("t:tray", lambda: tray.controls(
                                   ctx, sid, log, f"tray-{sid}-{seat}", game=setup.game,
                                   die_name=getattr(games.module_for(setup.game), "die_name", None))) if rolls else []),
                               *block("t:rolls", dice_now(ctx, snap, seat))]),
            # Below the tray: what the others' actions add to (a correction, a payment) never moves the tray's
            # field and Roll button under a thumb about to tap them (issue 15's load test lost such taps).
            *steady("t:money", lambda: money_now(ctx, snap, seat)),
            keyed(section(_("Your latest actions")), "t:mine-title"), *own_actions(ctx, snap, seat),
            *steady("t:worth", lambda: worth_section(setup.game, log, setup.players, seat, phone_lang(ctx, setup.game))),
            *steady("t:seats", lambda: [
                keyed(section(_("Seats, clockwise")), "t:seats-title"), *seat_list(setup),
                ft.TextButton(_("Hand this seat to another phone"), icon=ft.Icons.PHONELINK_SETUP, key="t:hand-over",
                              on_click=lambda e: hand_over(ctx, sid, seat))]),
        ],
    )

