"""A table's banker screen (the host's, or the banker link's): seats, sealed rounds, dice, invite, history."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import BANKER, ONLOOKER
from calculators.core.boards import board_in_force
from calculators.core.game import is_finished, money_hidden, seats_in_play
from calculators.core.words import banker_role, capital
from calculators.games import GAMES
from companion.i18n import N_, _, current
from companion.share import table_fingerprint
from companion.storage import StorageError
from companion.table import deleted_words
from companion.live import part
from companion.views import games
from companion.views.games import panel_deps
from companion.widgets import sealed, tray
from companion.widgets.awake import awake_note
from companion.widgets.fields import section
from companion.widgets.icon_button import icon_button
from companion.widgets.appearance import theme_button
from companion.widgets.confirm import confirm
from companion.widgets.language import language_button
from companion.widgets.worth_chart import worth_section
from companion.views.phone_lang import phone_lang
from companion.i18n.refusals import refusal
from companion.widgets.title_bar import title_bar

NOT_BUILT = N_(
    "Tracking a whole game of {game} is not built yet in this version. "
    "This table already keeps its players, the banker, sealed rounds, the dice and the history; "
    "money, shares and scoring for {game} come in a later version."
)


def error_view(ctx, route: str, message: str) -> ft.View:
    return ft.View(route=route, appbar=title_bar(_("Table unavailable")),
                   controls=[ft.Text(message, size=16), ft.TextButton(_("Back to Home"), on_click=lambda e: ctx.go("/"))])


def load(ctx, sid: str, route: str):
    """The table's snapshot, or an error view saying why it cannot be shown."""
    try:
        return ctx.services.hub.get(sid), None
    except StorageError as err:
        gone = ctx.services.hub.deleted(sid)  # deleted on another phone while this one showed it
        return None, error_view(ctx, route, deleted_words(gone) if gone is not None else refusal(err))


def seat_list(setup) -> list[ft.Control]:
    """The seats clockwise, the banker's role named as the game names it (Fortune: the Kasse, a walk read "Banker"
    under the player the game's own screen calls the Kasse); a solo table's player plays solo (no bank sits there: a
    walk read "Ann — Bank")."""
    role = _("plays solo") if setup.solo else capital(banker_role(setup.game, current()))
    rows = [ft.Semantics(identifier=f"seat-{i + 1}", key=f"t:seat-{i + 1}", content=ft.ListTile(
        leading=ft.CircleAvatar(content=ft.Text(str(i + 1))), title=ft.Text(p),
        subtitle=ft.Text(role if p == setup.banker else ""), dense=True))
        for i, p in enumerate(setup.players)]
    if not setup.banker_plays:
        rows.append(ft.ListTile(leading=ft.Icon(ft.Icons.ACCOUNT_BALANCE), title=ft.Text(setup.banker),
                                subtitle=ft.Text(_("{role}, does not play").format(role=role)), dense=True,
                                key="t:seat-banker"))
    return rows


def fingerprint_badge(ctx, sid: str) -> ft.Control:
    """The table's fingerprint: two copies of a table show the same code exactly when they hold the same game."""
    try:
        code = table_fingerprint(ctx.services.hub, sid)
    except Exception:  # a table that cannot be fingerprinted still opens
        return ft.Container()
    # Labelled, so nobody reads it out as a join code. What it is for is said on a long press, and in History with
    # the code (a new user read it on every screen, changing after every action, unexplained). Not a button: a 48 px
    # target beside every screen's heading cost each screen 20 px (a sealed form no longer fit one phone screen).
    check = _("Table check: {code}").format(code=code)
    about = _("Fingerprint: compare it with another copy of this table")
    # One name for a screen reader: the chip's own text and tooltip, merged in, read the code twice after the hint.
    return ft.Semantics(identifier="fingerprint", label=check, hint_text=about, exclude_semantics=True,
                        content=ft.Container(
                            ft.Text(check, size=13, font_family="monospace", weight=ft.FontWeight.BOLD),
                            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
                            padding=ft.Padding.symmetric(horizontal=8, vertical=4), border_radius=6,
                            tooltip=check_explained()))


def check_explained(lang: str | None = None) -> str:
    """What the table check is for, in the phone's language (`lang`: another of its own, as History's)."""
    return _("Every phone showing the same code holds the same game, up to the same last action. A phone showing "
             "another code is behind (reload it) or holds another copy of the table.", lang)


def check_line(ctx, sid: str, lang: str | None = None) -> list[ft.Control]:
    """The table check and what it is for, where a dispute is checked (History): the code, then its meaning."""
    try:
        code = table_fingerprint(ctx.services.hub, sid)
    except Exception:  # a table that cannot be fingerprinted still shows its history
        return []
    return [ft.Semantics(identifier="history-check", key="history-check", content=ft.Text(
        f"{_('Table check: {code}', lang).format(code=code)}. {check_explained(lang)}",
        size=12, italic=True))]


def heading_row(ctx, sid: str, heading: ft.Control, key: str) -> ft.Control:
    """A table screen's first line, the same on every game's screens: the heading (the game's name, or "You are Ann")
    and the table-check chip at the line's end while both fit; where they do not (a 360 px phone in German, whose chip
    is longer) the chip moves under the heading rather than the heading wrapping beside it ("Owner's" over
    "Choice")."""
    # The whole width (a wrapping row is only as wide as its widest line): the chip at the line's end.
    return ft.Row([heading, fingerprint_badge(ctx, sid)], wrap=True, spacing=8, run_spacing=6, width=float("inf"),
                  alignment=ft.MainAxisAlignment.SPACE_BETWEEN, vertical_alignment=ft.CrossAxisAlignment.CENTER,
                  key=key)


def banker_viewer(setup) -> str | None:
    """Whose secrets the banker's screens may show: the banker's own seat, or none when the banker does not play."""
    return setup.banker if setup.banker_plays else None


def bank_worth(ctx, sid: str, snap, viewer: str | None) -> list[ft.Control]:
    """The net worth chart on the bank phone, of the lines its game lets it show now (`games.bank_viewer`: passed
    around the table, only the holder's, under their name)."""
    shown = games.bank_viewer(ctx, sid, snap)
    setup = snap.setup
    # Named whenever it is not the holder's own: another player's line, or the banker's own in a player's hands (a
    # walk: at Game End in Bob's hands it read "Your net worth" over Ann's line).
    named = shown != viewer or games.hands_elsewhere(ctx, sid, snap)
    return worth_section(setup.game, snap.log, setup.players, shown, phone_lang(ctx, setup.game),
                         whose=shown if named else None)


def view(ctx, sid: str, base: str) -> ft.View:
    """The banker's table screen (or a watcher's, while a banker link holds the role), drawn whole on every render
    from the live table. Every button and every part that comes and goes is keyed: a tap that crosses another
    phone's update reaches the control it was meant for."""
    snap, failed = load(ctx, sid, base)
    if failed:
        return failed
    setup, log = snap.setup, snap.log
    game = GAMES[setup.game]
    actor = ctx.actor(sid)
    covered = sealed.cover_view_controls(ctx, sid, log, setup.banker) if actor == BANKER else None
    if covered is not None:
        return ft.View(route=base, scroll=ft.ScrollMode.AUTO, controls=covered,
                       appbar=title_bar(_("Pass the phone"), automatically_imply_leading=False))
    # Watching is not holding the bank: a phone on the host or a banker link that has not taken the role reads only
    # what the whole table reads (a walk: Bob's phone opened Ann's banker link by mistake and read Ann's hidden money;
    # Owner's Choice, Setup 7: "Your money should remain hidden throughout the game").
    viewer = banker_viewer(setup) if actor == BANKER else ONLOOKER
    wide = float("inf")
    # A new sealed round asks the seats still in the game (a walk's round ticked two players who had left it: their
    # phones said "you are out of the game" beside an amount field, and the reveal waited for them).
    in_play = seats_in_play(setup.game, log, setup.players)
    latest_roll = block("t:latest-roll", dice_seen(log, setup.game, phone_lang(ctx, setup.game), viewer))
    # The parts that show nothing a dice-tray roll changes are drawn again only when the game, this phone or the
    # screen's own state moves (as a game's panel is): a roll re-draws only the title and the latest roll.
    steady = steady_parts(panel_deps(ctx, sid, snap, viewer))
    if actor != BANKER:
        body = [
            ft.Container(ft.Text(_(role_words(setup.game)["watching"])),
                         bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=8, key="t:watching"),
            ft.FilledButton(_(role_words(setup.game)["take"]), icon=ft.Icons.ACCOUNT_BALANCE, key="t:take-banker",
                            on_click=lambda e: take(ctx, sid)),
            *(games.panel(ctx, "watch_panel", sid, snap, viewer) or []),
            *steady("t:worth", lambda: worth_section(setup.game, log, setup.players, viewer, phone_lang(ctx, setup.game))),
            *steady("t:seats", lambda: [keyed(section(_("Seats, clockwise")), "t:seats-title"), *seat_list(setup)]),
            keyed(section(_("Dice")), "t:dice-title"), *latest_roll,
        ]
    else:
        own = games.panel(ctx, "banker_panel", sid, snap, viewer)
        # A game whose stage panel draws its own sealed rounds at the top (sealed_inside) has them left out here.
        inside = getattr(games.module_for(setup.game), "sealed_inside", None)
        listed = bool(sealed.collecting(log) or sealed.last_revealed(log)) and not (inside and inside(snap))
        over = is_finished(setup.game, log, setup.players)
        # In a player's hands (the bank phone passed around): the seats' links and the share code (every secret of
        # the table) stay with the banker.
        tools = not games.hands_elsewhere(ctx, sid, snap)
    if actor == BANKER and games.covering(ctx, sid, snap):
        # Changing hands: the cover alone, short, so it is in sight however the last step left the page scrolled (a
        # walk: after End Cy's turn the page stood at the dice tray, the cover above the screen).
        body = own or []
    elif actor == BANKER:
        body = [
            *(own if own is not None else [ft.Container(ft.Text(_(NOT_BUILT).format(game=game)), key="t:not-built",
                                                        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=12,
                                                        border_radius=8)]),
            *steady("t:worth", lambda: bank_worth(ctx, sid, snap, viewer)),
            *steady("t:seats", lambda: [
                keyed(section(_("Seats, clockwise")), "t:seats-title"), *seat_list(setup),
                # A solo table has no other phones to invite (issue 16, "only what applies").
                *([ft.OutlinedButton(_("Invite phones"), icon=ft.Icons.QR_CODE, width=wide, key="t:invite",
                                     on_click=lambda e: ctx.go(f"{base}/invite"))] if len(setup.players) > 1 and tools
                  else []),
                *([ft.OutlinedButton(_("Share as QR"), icon=ft.Icons.QR_CODE_2, width=wide, key="t:share",
                                     on_click=lambda e: ctx.go(f"{base}/share"))] if may_share(ctx, setup) and tools
                  else [])]),
            # Sealed entries: a section only while a round is open or its result is to be read; else one button.
            *(steady("t:sealed", lambda: [keyed(section(_("Sealed entries")), "t:sealed-title"),
                                          *sealed.banker_panel(ctx, sid, log, in_play, viewer)])
              if listed else []),
            # Once the game is over nothing is rolled or bid any more; a player out of the game rolls for nobody.
            # The latest roll under the tray, as on a seat's phone: a seat's roll (a longer purpose, another line)
            # never moves the tray's field and Roll button under the banker's thumb.
            *([] if over else [
                keyed(section(_("Dice")), "t:dice-title"),
                *steady("t:tray", lambda: tray.controls(
                    # A solo player rolls for the table, which is itself: no "Rolling for" to choose.
                    ctx, sid, log, f"tray-{sid}", [] if setup.solo else in_play,
                    setup.game,
                    die_name=getattr(games.module_for(setup.game), "die_name", None))), *latest_roll]),
            *steady("t:more", lambda: [
                *([] if over or listed or sealed.collecting(log) or len(setup.players) < 2 or not tools else [
                    ft.OutlinedButton(_("New sealed round"), icon=ft.Icons.LOCK_CLOCK, width=wide,
                                      key="t:new-sealed-round",
                                      on_click=lambda e: sealed.open_round_dialog(ctx, sid, in_play))]),
                # In a player's hands History has no Undo: the button says what it opens (a walk).
                ft.OutlinedButton(_("History and undo") if tools else _("History"), icon=ft.Icons.HISTORY, width=wide,
                                  key="t:history",
                                  on_click=lambda e: ctx.go(f"{base}/history")),
                *([ft.OutlinedButton(_("Board tables"), icon=ft.Icons.TABLE_CHART, width=wide, key="t:board",
                                     on_click=lambda e: ctx.go(f"{base}/board"))] if board_in_force(log) else [])]),
        ]
    return ft.View(
        route=base,
        scroll=ft.ScrollMode.AUTO,
        # In a player's hands no Back: Home holds every table's Rename and Delete (a walk went there from Cy's turn).
        appbar=title_bar(setup.name, automatically_imply_leading=actor != BANKER or not games.hands_elsewhere(
            ctx, sid, snap), actions=[
            icon_button(ft.Icons.HISTORY, _("History"), on_click=lambda e: ctx.go(f"{base}/history")),
            # A banker link's phone (or a watcher's) has no Settings of its own: its language and light or dark are
            # chosen here (a walk's banker-link phone had no way to dark).
            language_button(ctx), *([] if ctx.session.is_host else [theme_button(ctx)])]),
        # Not a steady part: the table's fingerprint covers the tray's rolls too.
        controls=[heading_row(ctx, sid, ft.Text(game, theme_style=ft.TextThemeStyle.HEADLINE_SMALL), "t:title"),
                  *block("t:awake", awake_note(ctx)), *body],
    )


def dice_seen(log, game: str, lang: str, viewer: str | None) -> list[ft.Control]:
    """The tray's latest roll; where the game's own dice rolled since (Roll and Rails' draft), the latest two of those
    too, newest first, as every seat's phone lists them (a walk's host read "No dice rolled yet." while Bob's and Cy's
    phones listed Bob's 13 draft dice). Two, not a seat's four: the bank's screen holds the game's whole turn."""
    from calculators.core.tray import last_tray_event
    from companion.widgets.rolls import recent, rolled_events

    tray_event = last_tray_event(log)
    newest = rolled_events(log, 1)
    if not newest or (tray_event is not None and newest[0].seq == tray_event.seq):
        return tray.latest(log, game, lang)
    return [*(tray.latest(log, game, lang) if tray_event else []),
            *recent(log, game, lang, viewer, skip=tray_event.seq if tray_event else None, shown=2)]


def keyed(control: ft.Control, key: str) -> ft.Control:
    """`control`, keyed while it is built (a part of the screen that comes, goes or moves)."""
    control.key = key
    return control


def steady_parts(deps: tuple):
    """`steady(key, draw)`: a part of this screen drawn by `draw` again only when `deps` change (`live.part`)."""
    return lambda key, draw: part(draw, deps, key=key)


def block(key: str, controls: list[ft.Control]) -> list[ft.Control]:
    """A part of the screen that comes and goes (or changes length) as one keyed control: the controls after it
    keep their places. Nothing when it has nothing to show."""
    return [ft.Column(controls, key=key, spacing=10)] if controls else []


def may_share(ctx, setup) -> bool:
    """A share code holds every secret: the host always; a banker link only when the banker holds no seat."""
    if ctx.identity.kind == "host":
        return True
    return ctx.identity.kind == "banker" and not setup.banker_plays and ctx.actor(ctx.identity.table) == BANKER


def take(ctx, sid: str) -> None:
    """Asked first: the role shows the bank's secrets (hidden money too, in a game that hides it) on this phone, and the
    phone that holds it now only watches (a walk's player who scanned the bank's code by mistake took it, and Ann's
    hidden money, with one tap)."""
    def really() -> None:
        try:
            ctx.services.access.take_banker_role(sid, ctx.identity)
        except PermissionError as err:
            ctx.toast(_(str(err)))
            return
        ctx.page.pubsub.send_all_on_topic("tables", sid)

    # Hidden money is named only where the rules hide some now (a walk's Roll and Rails table, which hides none, read
    # "…the banker's own hidden money too…"), and as whose: a banker who does not play sees every player's.
    snap, failed = load(ctx, sid, "")
    hidden = failed is None and money_hidden(snap.setup.game, snap.log)
    words = role_words(snap.setup.game if failed is None else "")
    whose = "hidden_own" if failed is None and snap.setup.banker_plays else "hidden_all"
    body = words.get(whose, words["open"]) if hidden else words["open"]
    confirm(ctx, _(words["ask"]), _(body), _("Yes, take the role"), really, keep=_("Cancel"),
            yes_icon=ft.Icons.ACCOUNT_BALANCE)


def role_words(game: str) -> dict[str, str]:
    """The banker role's words on the phones that may take it: Fortune's is the Kasse, as every Fortune screen says
    (a walk's German phone read "Bank übernehmen" under "Die Kasse")."""
    if game == "fortune":
        return {"watching": N_("The Kasse is on another phone: this screen only watches."),
                "take": N_("Take over the Kasse"), "ask": N_("Take over the Kasse?"),
                "open": N_("This phone then shows what the Kasse sees and acts as the Kasse; the phone that has it "
                           "now only watches. Only for the player who runs the Kasse.")}
    return {"watching": WATCHING, "take": N_("Take the banker role"), "ask": N_("Take the banker role?"),
            "open": N_("This phone then shows what the banker sees and acts as the bank; the phone that has the role "
                       "now only watches. Only for the banker."),
            "hidden_own": N_("This phone then shows what the banker sees, the banker's own hidden money too, and acts "
                             "as the bank; the phone that has the role now only watches. Only for the banker."),
            "hidden_all": N_("This phone then shows what the banker sees, every player's hidden money too, and acts "
                             "as the bank; the phone that has the role now only watches. Only for the banker.")}


WATCHING = N_("The banker role is on another phone: this screen only watches.")


def watching_view(ctx, sid: str, base: str, route: str) -> ft.View:
    """A bank screen (Invite, Share, a game's own bank screens) on a phone that does not hold the role now: what it
    would show is the bank's (links, codes, hidden money, the bank's forms), so it says the role is elsewhere, with
    the way to take it and the way back (a walk: a phone left on Rollout's "more" after the role moved kept every
    tool, and a tap was refused as "Only the banker or Ann can borrow for their company.")."""
    snap, failed = load(ctx, sid, base)
    if failed:
        return failed
    words = role_words(snap.setup.game)
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title_bar(_("Watching")), controls=[
        ft.Semantics(identifier="watching", key="watching", content=ft.Container(
            ft.Text(_(words["watching"])), bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=8)),
        ft.FilledButton(_(words["take"]), icon=ft.Icons.ACCOUNT_BALANCE, key="watching-take",
                        on_click=lambda e: take(ctx, sid)),
        ft.OutlinedButton(_("Back to the table"), icon=ft.Icons.ARROW_BACK, key="watching-back",
                          on_click=lambda e: ctx.go(base))])
