"""New table: the game, the players in clockwise seat order, and who runs the bank.

Drawn from the screen's own state on every render (`ctx.get`: the game, the players, the banker choice; `ctx.field`:
what is typed); a handler changes that state and the screen draws it again."""
from __future__ import annotations

import flet as ft

from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.model import RuleError
from calculators.core.table import banker_seat, check_player_count, make_setup, seat_name
from companion.i18n import N_, _
from companion.widgets.fields import NARROW_ERROR_LINES, radio, section, text_field
from companion.widgets.icon_button import icon_button
from companion.widgets.next_step import StepKey, bring_into_view
from companion.i18n.refusals import refusal
from companion.widgets.title_bar import title_bar

NON_PLAYER = "__non_player__"
# Where a rulebook names the bank's keeper, say so next to the banker choice.
BANKER_HINTS = {
    "rollout": N_("Rollout's rulebook appoints a player as Banker: the natural choice."),
    "fortune": N_("Fortune's Kasse is kept by one player: the natural choice."),
    "owners-choice": N_("Owner's Choice keeps money hidden: a banker who does not play sees everything; a playing "
                        "banker sees only their own cash."),
    "roll-and-rails": N_("Roll and Rails has no bank: the banker just runs the app for the table."),
}


# The question of who keeps the money, and its refusals, as the game names the role: a walk's German Kasse read "Wer
# führt die Bank?" on New table, and "Kasse" on every Fortune screen after it.
# The last: what a player's name typed for someone who does not play makes (that player the banker who plays, as the
# rules read a seated name), said whole as it is typed (a newcomer's walk read nothing of it, cut after two lines).
QUESTIONS = {
    "fortune": (N_("Who keeps the Kasse?"), N_("Choose who keeps the Kasse"), N_("Choose who keeps the Kasse."),
                N_("{name} plays at this table: {name} will keep the Kasse and play.")),
    "roll-and-rails": (N_("Who runs the app?"), N_("Choose who runs the app"), N_("Choose who runs the app."),
                       N_("{name} plays at this table: {name} will be the banker who plays.")),
}
BANK_QUESTION = (N_("Who runs the bank?"), N_("Choose who runs the bank"), N_("Choose who runs the bank."),
                 N_("{name} plays at this table: {name} will be the banker who plays."))


def _question(game: str) -> tuple[str, str, str, str]:
    """The banker choice's heading, its refusal on the field and on the screen, and the line under a typed name that
    is a player's, in the phone's language."""
    return tuple(_(w) for w in QUESTIONS.get(game, BANK_QUESTION))


def _seated(game: str, name: str) -> str:
    """What a player's name typed for the banker who does not play makes: that player the banker who plays."""
    return _question(game)[3].format(name=name)


def _game(ctx) -> str:
    return ctx.get("game", "rollout")


def _players(ctx) -> list[str]:
    return ctx.get("players", [])


def _banker(ctx) -> str | None:
    """The banker choice, as long as it still names a listed player (or someone who does not play)."""
    chosen = ctx.get("banker")
    return chosen if chosen == NON_PLAYER or chosen in _players(ctx) else None


def _put(ctx, key: str, value) -> None:
    """A choice changed: a refusal about it no longer stands (a walk added three players and still read "Rollout is
    for 2 to 6 players" in red); the next Start the table checks again."""
    # The player field's refusal too: "Rollout takes at most 6 players" stood under it after a switch to Fortune.
    for stale in {"players": ("players", "new-player", None), "game": ("players", "new-player", None),
                  "banker": ("outsider", None)}[key]:
        ctx.state.errors.pop(stale, None)
    ctx.put(key, value)


def _player_rows(ctx) -> list[ft.Control]:
    players, game = _players(ctx), _game(ctx)
    lo, hi = PLAYER_RANGE[game]

    def move(name: str, d: int) -> None:  # by name, read when tapped: the list may have changed since the draw
        now = list(_players(ctx))
        if name not in now or not 0 <= now.index(name) + d < len(now):
            return
        i = now.index(name)
        now[i], now[i + d] = now[i + d], now[i]
        _put(ctx, "players", now)

    def remove(name: str) -> None:
        _put(ctx, "players", [p for p in _players(ctx) if p != name])

    rows: list[ft.Control] = []
    for i, p in enumerate(players):
        left = players[(i + 1) % len(players)] if len(players) > 1 else None
        rows.append(ft.Row(
            [
                ft.Text(f"{i + 1}.", width=24),
                ft.Column([ft.Semantics(identifier=f"new-seat-{i + 1}", content=ft.Text(p, weight=ft.FontWeight.BOLD)),
                           ft.Text(_("on the left: {name}").format(name=left) if left else "", size=12)],
                          spacing=0, expand=True),
                icon_button(ft.Icons.ARROW_UPWARD, _("Move {name} up").format(name=p), disabled=i == 0,
                            on_click=lambda e, p=p: move(p, -1)),
                icon_button(ft.Icons.ARROW_DOWNWARD, _("Move {name} down").format(name=p),
                            disabled=i == len(players) - 1, on_click=lambda e, p=p: move(p, +1)),
                icon_button(ft.Icons.CLOSE, _("Remove {name}").format(name=p), on_click=lambda e, p=p: remove(p)),
            ],
            spacing=0,
            key=f"seat-{p}",
        ))
    wrong = ctx.error("players")
    if not wrong and len(players) > hi:  # said at once, not first on Start (a walk switched Rollout's six players to
        # Roll and Rails and read no red until the tap, the red then out of sight)
        try:
            check_player_count(game, players)
        except RuleError as err:
            wrong = refusal(err)
    if wrong:  # in place of the range it repeats ("Rollout is for 2 to 6 players" under "Rollout: 2 to 6 players")
        rows.append(ft.Container(ft.Text(wrong, color=ft.Colors.ERROR, key="players-error"),
                                 key=StepKey("players-wrong")))  # where a refused Start scrolls
    else:
        rows.append(ft.Text(_("{game}: {lo} to {hi} players, in clockwise seat order.").format(
            game=GAMES[game], lo=lo, hi=hi), size=13, key="range"))
    return rows


def view(ctx) -> ft.View:
    game, players, banker = _game(ctx), _players(ctx), _banker(ctx)

    def add_player(e=None) -> bool:
        """The name typed in the player field joins the list; False (said on the field) when it cannot."""
        typed, now, game = ctx.text("new-player"), _players(ctx), _game(ctx)
        if not typed.strip():
            ctx.fail("new-player", _("Type a name first"))
            return False
        if len(now) >= PLAYER_RANGE[game][1]:
            ctx.fail("new-player", _("{game} takes at most {n} players").format(game=GAMES[game],
                                                                                   n=PLAYER_RANGE[game][1]))
            return False
        try:  # the rules' own name check: clean, visible, unlike every seated name
            name = seat_name(typed, now, len(now))
        except RuleError as err:
            ctx.fail("new-player", refusal(err))
            return False
        _put(ctx, "players", [*now, name])
        ctx.state.clear("new-player")
        return True

    def create(e) -> None:
        for key in (None, "name", "players", "outsider"):  # this attempt's refusals replace the last one's
            ctx.state.errors.pop(key, None)
        # A name typed and not yet added is one more player (a walk's newcomer typed the last name and tapped Start:
        # the table started without Ed, unsaid); one that cannot join stops the start, said on its field.
        if ctx.text("new-player").strip() and not add_player():
            bring_into_view(ctx, "players")
            return
        game, players, chosen = _game(ctx), _players(ctx), _banker(ctx)
        try:  # said with a missing banker too (a walk's empty table read only "Choose who runs the bank.")
            check_player_count(game, players)
        except RuleError as err:
            ctx.fail("players", refusal(err))
        if not chosen:
            _heading, on_field, on_screen, _said = _question(game)
            ctx.fail("outsider", on_field)
            ctx.fail(None, on_screen)
            # the first thing to set right, in sight (it stood above the screen)
            bring_into_view(ctx, "players-wrong" if ctx.error("players") else "banker-question")
            return
        if ctx.error("players"):
            bring_into_view(ctx, "players-wrong")
            return
        banker_name = ctx.text("outsider") if chosen == NON_PLAYER else chosen
        try:
            setup = make_setup(game, ctx.text("name") or _("{game} table").format(game=GAMES[game]), players,
                               banker_name or "")
        except RuleError as err:
            field = (err.field or "").split("[")[0]
            # On the field at fault, once (a walk read "The banker needs a name" twice); otherwise on the screen.
            ctx.fail({"name": "name", "players": "players", "banker": "outsider"}.get(field), refusal(err))
            if field in ("banker", "players"):
                bring_into_view(ctx, "outsider-at" if field == "banker" else "players-wrong")
            return
        sid = ctx.services.hub.create(setup)
        ctx.go(f"/table/{sid}")

    name_field = ctx.field("name", text_field(_("Table name"), max_length=40))
    name_field.width = float("inf")  # the screen's width, as the fields and buttons around it (it stopped at 300 px)
    new_player = ctx.field("new-player", text_field(_("Player's name"), max_length=24, expand=True,
                                                    on_submit=add_player, error_lines=NARROW_ERROR_LINES))
    outsider = text_field(_("Banker's name (does not play)"), max_length=24, on_change=lambda e: ctx.state.rerender(),
                          error_lines=NARROW_ERROR_LINES)
    outsider.width = float("inf")
    # A player's name here makes that player the banker who plays (as the rules read a seated name): said as it is
    # typed (a walk typed "alice" beside Alice and the table started with Alice as the Kasse, unsaid).
    seated = banker_seat(ctx.text("outsider"), players) if banker == NON_PLAYER else None
    question = _question(game)[0]
    outsider.helper = _seated(game, seated) if seated else None
    outsider.helper_max_lines = 4  # whole at 360 px (cut after two lines, a walk read nothing of it)
    outsider.visible = banker == NON_PLAYER
    outsider = ctx.field("outsider", outsider)
    return ft.View(
        route="/new",
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("New table")),
        controls=[
            section(_("Game")),
            ft.RadioGroup(
                value=game,
                on_change=lambda e: _put(ctx, "game", e.control.value),
                content=ft.Column([radio(value=g, label=label, key=f"game-{g}") for g, label in GAMES.items()],
                                  spacing=0),
            ),
            name_field,
            section(_("Players, clockwise")),
            ft.Row([new_player, ft.FilledTonalButton(_("Add player"), icon=ft.Icons.PERSON_ADD, on_click=add_player)],
                   key=StepKey("players")),  # where a Start refused for a name typed here scrolls
            ft.Column(_player_rows(ctx), spacing=4),
            # A game without a bank asks who runs the app, not who runs the bank (issue 16, "only what applies").
            ft.Semantics(identifier="banker-question", content=section(question), key=StepKey("banker-question")),
            ft.Text(_(BANKER_HINTS[game]), italic=True, size=13),
            ft.RadioGroup(
                value=banker,
                on_change=lambda e: _put(ctx, "banker", e.control.value),
                content=ft.Column(
                    [radio(value=p, label=_("{name} (plays)").format(name=p), key=f"banker-{p}") for p in players]
                    + [radio(value=NON_PLAYER, label=_("Someone who does not play"), key="banker-outsider")],
                    spacing=0),
            ),
            ft.Container(outsider, key=StepKey("outsider-at")),  # where a refused Start scrolls
            # Read out when it appears (a live region): a walk's screen reader heard nothing after "Start the table".
            ft.Semantics(live_region=True, content=ft.Text(ctx.error() or "", color=ft.Colors.ERROR)),
            ft.FilledButton(_("Start the table"), icon=ft.Icons.PLAY_ARROW, on_click=create, width=float("inf"),
                            style=ft.ButtonStyle(padding=18)),
        ],
    )
