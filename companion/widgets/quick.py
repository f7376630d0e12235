"""What the quick calculators share (Quick Cash Out and each game's quick end-of-game count): the player list, the
cards, the ranking as the rules rank it, the bar that keeps it in sight, and the ways out of a finished count."""
from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime

import flet as ft

from calculators.core.model import RuleError, is_untyped
from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.table import seat_name
from companion.i18n import _
from companion.i18n.refusals import refusal
from companion.results import play_of_quick
from companion.widgets.confirm import confirm
from companion.widgets.fields import NARROW_ERROR_LINES, parse_whole, section, text_field
from companion.widgets.results_bar import results_buttons

NEW_PLAYER = "new-player"  # the field a name is typed into


def card(*controls: ft.Control, key: str | None = None) -> ft.Card:
    return ft.Card(semantic_container=False, content=ft.Container(ft.Column(list(controls)), padding=12), key=key)


def players(ctx) -> list[str]:
    return ctx.get("players", [])


def listed(err: RuleError) -> str:
    """A seat-name refusal as a quick calculator says it: its players are listed here, not seated at a table."""
    if err.template == "{other} is already at the table":
        return _("{name} is already listed").format(name=err.params["other"])
    if err.template.startswith("{player} looks just like {other}, who is already at the table"):
        return _("{player} looks just like {other}, who is already listed: choose a name that looks different").format(
            player=err.params["player"], other=err.params["other"])
    return refusal(err)


def add_player(ctx, game: str | None = None, most: int | None = None) -> None:
    """The typed name added to the list; refused when it is no name, is like a listed one, or would make more
    players than `game` takes (`most`: its largest count, or its own, e.g. a solo game's 1)."""
    typed, now = ctx.text(NEW_PLAYER), players(ctx)
    if not typed.strip():
        ctx.fail(NEW_PLAYER, _("Type a name first"))
        return
    most = most if most is not None or game is None else PLAYER_RANGE[game][1]
    if most is not None and len(now) >= most:  # as New table refuses a seat too many
        ctx.fail(NEW_PLAYER, _("{game} takes at most {n} players").format(game=GAMES[game], n=most))
        return
    try:  # the same name rule as a table's seats: clean, visible, unlike every listed name
        name = seat_name(typed, now, len(now))
    except RuleError as err:
        ctx.fail(NEW_PLAYER, listed(err))
        return
    ctx.put("players", [*now, name])
    ctx.state.clear(NEW_PLAYER)


def remover(ctx, name: str, typed_keys: list[str], body: str):
    """The tap that removes `name` (asked first, `body` saying what goes), with what was typed for them."""
    def removed():
        ctx.state.clear(*typed_keys)  # what was typed for them goes too (a player added again starts at nothing)
        ctx.put("players", [p for p in players(ctx) if p != name])

    return lambda e: confirm(ctx, _("Remove {name}?").format(name=name), body, _("Remove {name}").format(name=name),
                             removed)


def new_player_row(ctx, game: str | None = None, most: int | None = None) -> ft.Row:
    """A name field and Add player (Enter adds too); with `game`, no more players than it takes (`add_player`)."""
    field = ctx.field(NEW_PLAYER, text_field(_("Player's name"), max_length=24, expand=True,
                                             on_submit=lambda e: add_player(ctx, game, most),
                                             error_lines=NARROW_ERROR_LINES))
    return ft.Row([field, ft.FilledTonalButton(_("Add player"), icon=ft.Icons.PERSON_ADD,
                                               on_click=lambda e: add_player(ctx, game, most))])


def ranking_rows(rows: list[tuple[int, str, str, str]], *, score_id: str, detail_id: str) -> list[ft.Control]:
    """Each (rank, name, score as the game prints it, how it adds up) on a row of its own, keyed by the name."""
    return [ft.Column([
        ft.Row([ft.Text(f"{rank}.", size=18, no_wrap=True), ft.Text(name, expand=True, size=18),
                ft.Semantics(content=ft.Text(shown, size=18, weight=ft.FontWeight.BOLD), identifier=f"{score_id}-{name}")]),
        ft.Semantics(identifier=f"{detail_id}-{name}", content=ft.Text(detail, size=13)),
    ], spacing=0, key=f"rank-{name}") for rank, name, shown, detail in rows]


def winners_line(names) -> str:
    names = list(names)
    return _("Winner: {name}").format(name=names[0]) if len(names) == 1 else \
        _("Tie for first: {names}").format(names=", ".join(names))


def waiting(text: str) -> list[ft.Control]:
    """The ranking's place while there is nothing to rank yet (no winner before a score is entered)."""
    return [ft.Text(text, italic=True, key="no-ranking")]


def blocked(title: str, marked: str, general: list[str]) -> tuple[str, list[ft.Control]]:
    """The bar and the ranking's place while the rules refuse the form: a refusal that no field shows is said in
    the bar after the count's `title` (the bar is where the eye is), else the bar says `marked` (fix the marked
    fields)."""
    if general:
        return _("{title}: {reason}").format(title=title, reason=general[0]), waiting(
            _("Correct what is said above to see the ranking."))
    return marked, waiting(_("Fix the marked fields to see the ranking."))


def results_out(ctx, game: str, players: list[str], rows, winners, *, prefix: str, table: str,
                more=None) -> list[ft.Control]:
    """Send to BG Stats, Copy results, Download CSV for a finished count (`rows`: name -> score, shown, rank). One
    play id while the screen stands (BG Stats sees the same play, not a new one per draw); set while drawing."""
    play_id = ctx.state.values.setdefault("play_id", f"{prefix}-{secrets.token_hex(6)}")
    return results_buttons(ctx, play_of_quick(game, players, rows, winners, table=table, play_id=play_id,
                                              when=datetime.now(UTC), more=more))


# The bottom bar's ranking at 360 px: a long name is cut, and each rank stays on one line with its score (no-break
# spaces and hyphens inside an entry), so the text wraps only between ranks; two lines or three get a taller bar.
BAR_NAME = 12  # characters of a name the bar shows; longer names end in "…" (the ranking above shows them whole)
BAR_ONE_LINE_CHARS = 32  # characters of 16 px text one line of a 360 px phone's bar (328 px) holds, a safe guess
BAR_ONE_LINE, BAR_LINES = 56, 80  # the bar's heights: one line of 16 px text; up to three lines of 14 px text


def short_name(name: str) -> str:
    return name if len(name) <= BAR_NAME else name[:BAR_NAME - 1].rstrip(" -") + "…"


def bar_text(ranked: list[tuple[int, str, str]]) -> str:
    """'1. Ann $5B · 2. Maximilian-… $4.8B': each (rank, name, money) kept whole on its line."""
    keep = str.maketrans({" ": "\u00a0", "-": "\u2011"})  # no-break space, no-break hyphen
    return " · ".join(f"{rank}. {short_name(name)} {money}".translate(keep) for rank, name, money in ranked)


def bar(leader: str) -> ft.BottomAppBar:
    """The live ranking's bar: one line as it was; taller, in smaller text, when the ranks need more lines."""
    wide = len(leader) > BAR_ONE_LINE_CHARS
    return ft.BottomAppBar(content=ft.Semantics(content=ft.Text(leader, size=14 if wide else 16, max_lines=3,
                                                                overflow=ft.TextOverflow.ELLIPSIS),
                                                identifier="leader"),
                           height=BAR_LINES if wide else BAR_ONE_LINE,
                           padding=ft.Padding.symmetric(horizontal=16, vertical=8))


def clear_button(ctx, body: str):
    """The title bar's Clear all (asked first): every typed number and name goes."""
    from companion.widgets.icon_button import icon_button

    def clear_all():
        ctx.state.clear()
        ctx.state.drop(*list(ctx.state.values))  # the players, choices and the play id

    return icon_button(ft.Icons.DELETE_SWEEP, _("Clear all"), on_click=lambda e: confirm(
        ctx, _("Clear all?"), body, _("Clear all"), clear_all))


# Digits a typed number may have: the rules bound it (and say "too large", naming the bound) long before this; past it
# the text stays text (Python reads no longer number from text).
LONGEST = 4000


def typed_whole(text: str | None):
    """A typed number as the rules read it ('' is 0, '4,350' is 4350; anything else as typed, for the rules to
    refuse); digits past LONGEST stand for a number past every bound (the rules call it too large)."""
    value = parse_whole(text, longest=LONGEST)
    return 10**LONGEST if isinstance(value, str) and re.fullmatch("[0-9]+", value) else value


def shown_errors(errors: list[RuleError], typed) -> list[RuleError]:
    """The rules' refusals a form shows: a needed number left empty ("Type a number, 0 if none") is marked once
    anything is typed in `typed` (the texts of the form's players' fields); on a fresh form the ranking's place says
    what to enter instead of marking every field at once."""
    if any((text or "").strip() for text in typed):
        return list(errors)
    return [err for err in errors if not is_untyped(err)]


def place_errors(errors, fields: dict[str, ft.TextField], notes: dict[str, str] | None = None) -> list[str]:
    """Each refusal of the rules on the field its path names (this render's, not yet drawn), or in `notes` by path;
    those with neither come back, in the phone's language, for the screen's banner."""
    general: list[str] = []
    for err in errors:
        reason = refusal(err)
        target = fields.get(err.field or "")
        if target is not None:
            target.error = target.error or reason
        elif notes is not None and err.field in notes:
            notes[err.field] = notes[err.field] or reason
        else:
            general.append(reason)
    return general


def player_card(ctx, name: str, body: list[ft.Control], typed_keys: list[str], note: str = "") -> ft.Card:
    """A player's card: their name, Remove (asked first), what is asked of them, and a refusal for the card."""
    from companion.widgets.icon_button import icon_button

    gone = _("{name} and the numbers typed for them are removed from this count.").format(name=name)
    return card(
        ft.Row([ft.Text(name, theme_style=ft.TextThemeStyle.TITLE_MEDIUM, expand=True),
                icon_button(ft.Icons.CLOSE, _("Remove {name}").format(name=name),
                            on_click=remover(ctx, name, typed_keys, gone))]),
        *body,
        ft.Text(note, color=ft.Colors.ERROR, visible=bool(note)),
        key=f"player-{name}")


def ranking_section(banner: str, winners: str, ranking: list[ft.Control], export: list[ft.Control],
                    note: str = "") -> list[ft.Control]:
    """The calculator's Ranking: what stops it (on the screen), the winners, `note` (e.g. the tie-break that
    decided; a line each), each player's row, the results' ways out."""
    return [section(_("Ranking")), ft.Text(banner, color=ft.Colors.ERROR),
            ft.Text(winners, size=18, weight=ft.FontWeight.BOLD),
            *[ft.Text(line, size=13, italic=True) for line in note.split("\n") if line],
            ft.Column(ranking, spacing=2), ft.Column(export)]


def frame(ctx, *, route: str, title: str, intro: str, leader: str, controls: list[ft.Control]) -> ft.View:
    """A quick calculator's screen: title with Clear all, the rule it counts by, its parts, the ranking's bar."""
    from companion.widgets.title_bar import title_bar

    return ft.View(route=route, scroll=ft.ScrollMode.AUTO,
                   appbar=title_bar(title, actions=[clear_button(ctx, _("Every player and number typed here is removed."))]),
                   bottom_appbar=bar(leader), controls=[ft.Text(intro, size=13), *controls])
