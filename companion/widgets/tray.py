"""The shared dice tray, the same on every phone of a table: the latest roll as pip faces, and rolling."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import seat_actor, seat_of
from calculators.core.board_rows import name_in
from calculators.core.dice import D6, Die
from calculators.core.game import dice_for
from calculators.core.model import RuleError
from calculators.core.table import solo_of
from calculators.core.tray import enter_tray, last_roll, last_tray_event, recent_tray_events, roll_of, roll_tray
from calculators.core.words import tray_faces
from companion.i18n import N_, _, current, ngettext
from companion.i18n.refusals import refusal
from companion.widgets.dialogs import put_up, send
from companion.widgets.dice import dice_row, face_chip
from companion.widgets.fields import parse_whole, radio_grid, text_field


TABLE_ROLL = N_("Table roll")  # recorded as is; each phone shows it in its own language
COUNTS = ("1", "2", "3", "4")  # how many dice the tray rolls at once


def who(actor: str, solo: str | None = None) -> str:
    """Who rolled: a seat's player, the banker (at a solo table, `solo`: its player, as no bank sits there), the host."""
    seat = seat_of(actor) or (solo if actor == "banker" else None)
    return seat if seat else {"banker": _("Banker"), "host": _("Host")}.get(actor, actor.capitalize())


def latest(log, game: str | None = None, lang: str | None = None) -> list[ft.Control]:
    """The latest roll, drawn as faces, with who rolled it and why; animated when it changes. A game's own die
    shows its faces by the names its board gives them in `lang` (the phone's language for the game)."""
    roll = last_roll(log)
    event = last_tray_event(log)
    if roll is None or event is None:
        return [ft.Text(_("No dice rolled yet."), italic=True)]
    real = _(" (real dice)") if roll.source == "physical" else ""
    labels = [name_in(game, lbl, lang or current()) for lbl in roll.labels]
    # Added up where the game's rules add its dice ("4 + 5 = 9"), else each on its own ("4, 5").
    read = tray_faces(game or "", roll.die, roll.faces, roll.labels, lang or current())
    faces = ft.Container(dice_row(roll.faces), key=f"roll-{event.seq}", padding=4) if roll.die == "d6" else \
        ft.Row([face_chip(lbl, size=14) for lbl in labels], wrap=True, spacing=6, run_spacing=6, key=f"roll-{event.seq}")
    return [
        ft.Semantics(identifier="tray-roll", content=ft.Text(
            f"{_(roll.purpose)}: {read}{real} — "
            # At a solo table its player rolls for itself (a walk read "Ann's roll, by the banker" with no bank there).
            + (_("{name}'s roll, by the banker").format(name=event.on_behalf_of)
               if event.on_behalf_of and event.on_behalf_of != solo_of(log)
               else _("rolled by {name}").format(name=who(event.actor, solo_of(log)))),
            size=16)),
        ft.AnimatedSwitcher(faces, transition=ft.AnimatedSwitcherTransition.SCALE, duration=450,
                            switch_in_curve=ft.AnimationCurve.ELASTIC_OUT),
    ]


def mine_behind(log, seat: str, game: str | None, lang: str) -> list[ft.Control]:
    """On a seat's phone, when another phone's roll came in just after this seat's own: this seat's roll, said above
    the newer one (a walk: Bernd rolled, Dieter 0.3 s later, and Bernd's big result read Dieter's roll)."""
    events = recent_tray_events(log, 3)
    if not events or events[0].actor == seat_actor(seat):
        return []
    mine = next((e for e in events[1:] if e.actor == seat_actor(seat) and not e.on_behalf_of), None)
    if mine is None:
        return []
    roll = roll_of(mine)
    read = tray_faces(game or "", roll.die, roll.faces, roll.labels, lang)
    return [ft.Semantics(identifier="my-roll-behind", key="my-roll-behind", content=ft.Text(
        _("Your roll, just before it: {purpose}: {read}").format(purpose=_(roll.purpose), read=read), size=15,
        weight=ft.FontWeight.W_500))]


def controls(ctx, sid: str, log, key: str, players: tuple[str, ...] = (), game: str | None = None,
             die_name=None) -> list[ft.Control]:
    """Roll buttons for whoever may roll at this table (the banker or a seat).

    `players` (the banker's screen only): the banker may roll for a player, recorded as such.
    `game`: its own labelled dice (Owner's Choice's Event die…) join the plain die on the tray, each named by
    `die_name(name)` in the phone's language where the game's screens give one.
    The choices (which die, for whom, how many) are this screen's state: each render offers this render's options
    in this render's words; a choice no longer offered (a player out of the game) falls back to the default."""
    kinds = {d.name: d for d in (dice_for(game, log) if game else [D6])}
    # Read again when tapped: a choice made just before a tap may not be drawn yet when the tap arrives.
    def chosen_kind() -> str:
        return _chosen(ctx.get(f"{key}-kind", "d6"), kinds, "d6")

    def chosen_whose() -> str:
        return _chosen(ctx.get(f"{key}-whose", ""), ("", *players), "")

    def chosen_count() -> str:
        return _chosen(ctx.get(f"{key}-count", "2"), COUNTS, "2")

    kind, whose, count = chosen_kind(), chosen_whose(), chosen_count()
    purpose_key = f"{key}-purpose"
    purpose = ctx.field(purpose_key, text_field(_("What is the roll for?"), max_length=60))

    def die() -> Die:
        return kinds.get(chosen_kind(), D6)

    def behalf() -> str | None:
        return (chosen_whose() or None) if players else None

    def n() -> int:
        return int(chosen_count())

    def why() -> str:
        return ctx.text(purpose_key) or TABLE_ROLL

    def roll(e) -> None:
        ctx.act(sid, lambda log, actor: roll_tray(log, actor, n(), why(), die=die(), on_behalf_of=behalf()))

    def typed(e) -> None:
        plain = die() is D6
        hint = _("e.g. 4 2") if plain else _("face numbers 1 to {n}, e.g. 3 1").format(n=len(die().faces))
        # A dialog is outside the screen's component tree: its own field is built (and refused on) here.
        field = text_field(ngettext("The {n} die you rolled, {hint}", "The {n} dice you rolled, {hint}", n()).format(
            n=n(), hint=hint))

        def save(e2) -> None:
            values = [parse_whole(v, None) for v in (field.value or "").replace(",", " ").split()]
            if len(values) != n():
                field.error = ngettext("Type exactly {n} value", "Type exactly {n} values", n()).format(n=n())
                send(field)
                return
            try:
                done = ctx.act(sid, lambda log, actor: enter_tray(log, actor, values, why(), die=die(),
                                                                  on_behalf_of=behalf()), raise_rule=True)
            except RuleError as err:  # on the field typed wrong ("7 is not a face"), not at the foot of the screen
                field.error = refusal(err)
                send(field)
                return
            if done:
                ctx.page.pop_dialog()

        put_up(ctx, ft.AlertDialog(
            title=ft.Text(_("We rolled real dice")), content=field,
            actions=[ft.TextButton(_("Cancel"), on_click=lambda e2: ctx.page.pop_dialog()),
                     ft.FilledButton(_("Record these dice"), on_click=save)]))

    def choose(name: str):
        return lambda e: ctx.put(name, e.control.value or "")

    def counted(e) -> None:
        ctx.put(f"{key}-count", (e.control.selected or ["1"])[0])

    return [
        purpose,
        *([ft.Text(_("Rolling for:"), key=f"{key}-whose-title"),
           _group(f"{key}-whose", whose, [("", _("The table")), *((p, p) for p in players)],
                  choose(f"{key}-whose"))] if players else []),
        *([ft.Text(_("Which die:"), key=f"{key}-kind-title"),
           _group(f"{key}-kind", kind,
                  [(name, _("Six-sided") if name == "d6" else die_name(name) if die_name else name) for name in kinds],
                  choose(f"{key}-kind"))] if len(kinds) > 1 else []),
        ft.Row([ft.Text(_("Dice:")), ft.SegmentedButton(
            # Read out as "2 dice", not a bare "2" (a screen-reader walk).
            segments=[ft.Segment(value=c, label=ft.Text(c, semantics_label=ngettext(
                "{n} die", "{n} dice", int(c)).format(n=c))) for c in COUNTS], selected=[count],
            on_change=counted)], wrap=True, key=f"{key}-count"),
        ft.Row([ft.FilledTonalButton(_("Roll"), icon=ft.Icons.CASINO, on_click=roll, key=f"{key}-roll"),
                ft.TextButton(_("We rolled real dice"), icon=ft.Icons.EDIT, on_click=typed, key=f"{key}-typed")],
               wrap=True, key=f"{key}-buttons"),
    ]


def _chosen(value: str, offered, default: str) -> str:
    """The screen's choice while it is still offered, else the default."""
    return value if value in offered else default


def _group(key: str, value: str, options: list[tuple[str, str]], on_change) -> ft.RadioGroup:
    """The tray's choices two to a row on a phone (one to a row, 13 rows of Owner's Choice's dice and players stood
    between the roll's purpose and Roll), three from 576 px."""
    return radio_grid(options, value=value, on_change=on_change, key=key, col={"xs": 6, "sm": 4})
