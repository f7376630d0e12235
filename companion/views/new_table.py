"""New table: the game, the players in clockwise seat order, and who runs the bank."""
from __future__ import annotations

import flet as ft

from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.model import RuleError
from calculators.core.table import make_setup, seat_name
from companion.i18n import N_, _
from companion.widgets.fields import section, text_field, radio
from companion.i18n.refusals import refusal

NON_PLAYER = "__non_player__"
NO_BANK = frozenset({"roll-and-rails"})  # "Roll and Rails has no bank": its banker only runs the app
# Where a rulebook names the bank's keeper, say so next to the banker choice.
BANKER_HINTS = {
    "rollout": N_("Rollout's rulebook appoints a player as Banker: the natural choice."),
    "fortune": N_("Fortune's Kasse is kept by one player: the natural choice."),
    "owners-choice": N_("Owner's Choice keeps money hidden: a banker who does not play sees everything; a playing "
                        "banker sees only their own cash."),
    "roll-and-rails": N_("Roll and Rails has no bank: the banker just runs the app for the table."),
}


def view(ctx) -> ft.View:
    form = ctx.memory.setdefault("new_table", {"game": "rollout", "name": "", "players": [], "banker": None, "outsider": ""})
    errors: dict[str, str] = {}

    name_field = text_field(_("Table name"), form["name"], max_length=40)
    new_player = text_field(_("Player's name"), max_length=24, expand=True)
    players_col = ft.Column(spacing=4)
    banker_group = ft.RadioGroup(content=ft.Column(spacing=0))
    outsider_field = text_field(_("Banker's name (does not play)"), form["outsider"], max_length=24)
    hint = ft.Text("", italic=True, size=13)
    question = section(_("Who runs the bank?"))
    message = ft.Text("", color=ft.Colors.ERROR)

    def on_name(e):
        form["name"] = name_field.value

    def on_outsider(e):
        form["outsider"] = outsider_field.value

    name_field.on_change = on_name
    outsider_field.on_change = on_outsider

    def render_players() -> None:
        players = form["players"]
        lo, hi = PLAYER_RANGE[form["game"]]
        rows = []
        for i, p in enumerate(players):
            left = players[(i + 1) % len(players)] if len(players) > 1 else None
            rows.append(
                ft.Row(
                    [
                        ft.Text(f"{i + 1}.", width=24),
                        ft.Column([ft.Semantics(identifier=f"new-seat-{i + 1}",
                                                content=ft.Text(p, weight=ft.FontWeight.BOLD)),
                                   ft.Text(_("left: {name}").format(name=left) if left else "", size=12)], spacing=0, expand=True),
                        ft.IconButton(ft.Icons.ARROW_UPWARD, tooltip=_("Move {name} up").format(name=p), disabled=i == 0,
                                      on_click=lambda e, i=i: move(i, -1)),
                        ft.IconButton(ft.Icons.ARROW_DOWNWARD, tooltip=_("Move {name} down").format(name=p), disabled=i == len(players) - 1,
                                      on_click=lambda e, i=i: move(i, +1)),
                        ft.IconButton(ft.Icons.CLOSE, tooltip=_("Remove {name}").format(name=p), on_click=lambda e, i=i: remove(i)),
                    ],
                    spacing=0,
                )
            )
        rows.append(ft.Text(_("{game}: {lo} to {hi} players, in clockwise seat order.").format(
            game=GAMES[form['game']], lo=lo, hi=hi), size=13,
                            color=ft.Colors.ERROR if errors.get("players") else None))
        if errors.get("players"):
            rows.append(ft.Text(errors["players"], color=ft.Colors.ERROR))
        players_col.controls = rows
        banker_group.content.controls = [radio(value=p, label=_("{name} (plays)").format(name=p)) for p in players] + [
            radio(value=NON_PLAYER, label=_("Someone who does not play"))
        ]
        if form["banker"] not in players and form["banker"] != NON_PLAYER:
            form["banker"] = None
        banker_group.value = form["banker"]
        outsider_field.visible = form["banker"] == NON_PLAYER
        outsider_field.error = errors.get("banker")
        hint.value = _(BANKER_HINTS[form["game"]])
        question.value = _("Who runs the app?") if form["game"] in NO_BANK else _("Who runs the bank?")

    def move(i: int, d: int) -> None:
        p = form["players"]
        p[i], p[i + d] = p[i + d], p[i]
        render_players()

    def remove(i: int) -> None:
        form["players"].pop(i)
        render_players()

    def add_player(e) -> None:
        new_player.error = None
        if not (new_player.value or "").strip():
            new_player.error = _("Type a name first")
        elif len(form["players"]) >= PLAYER_RANGE[form["game"]][1]:
            new_player.error = _("{game} takes at most {n} players").format(game=GAMES[form['game']],
                                                                             n=PLAYER_RANGE[form['game']][1])
        else:
            try:  # the rules' own name check: clean, visible, unlike every seated name
                form["players"].append(seat_name(new_player.value, form["players"], len(form["players"])))
                new_player.value = ""
            except RuleError as err:
                new_player.error = refusal(err)
        render_players()

    new_player.on_submit = add_player

    def on_game(e) -> None:
        form["game"] = e.control.value
        render_players()

    def on_banker(e) -> None:
        form["banker"] = e.control.value
        render_players()

    banker_group.on_change = on_banker

    def create(e) -> None:
        errors.clear()
        name_field.error = None
        message.value = ""
        banker = form["outsider"] if form["banker"] == NON_PLAYER else form["banker"]
        if not form["banker"]:
            app = form["game"] in NO_BANK
            errors["banker"] = _("Choose who runs the app") if app else _("Choose who runs the bank")
            message.value = _("Choose who runs the app.") if app else _("Choose who runs the bank.")
            render_players()
            return
        try:
            setup = make_setup(form["game"], form["name"] or _("{game} table").format(game=GAMES[form['game']]), form["players"], banker or "")
        except RuleError as err:
            field = (err.field or "").split("[")[0]
            if field == "name":
                name_field.error = refusal(err)
            elif field == "players":
                errors["players"] = refusal(err)
            elif field == "banker":
                errors["banker"] = refusal(err)
            message.value = refusal(err)
            render_players()
            return
        sid = ctx.services.hub.create(setup)
        ctx.memory.pop("new_table", None)
        ctx.go(f"/table/{sid}")

    render_players()
    return ft.View(
        route="/new",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(_("New table"))),
        controls=[
            section(_("Game")),
            ft.RadioGroup(
                value=form["game"],
                on_change=on_game,
                content=ft.Column([radio(value=g, label=label) for g, label in GAMES.items()], spacing=0),
            ),
            name_field,
            section(_("Players, clockwise")),
            ft.Row([new_player, ft.FilledTonalButton(_("Add player"), icon=ft.Icons.PERSON_ADD, on_click=add_player)]),
            players_col,
            # A game without a bank asks who runs the app, not who runs the bank (issue 16, "only what applies").
            ft.Semantics(identifier="banker-question", content=question),
            hint,
            banker_group,
            outsider_field,
            message,
            ft.FilledButton(_("Start the table"), icon=ft.Icons.PLAY_ARROW, on_click=create, width=float("inf"),
                            style=ft.ButtonStyle(padding=18)),
        ],
    )
