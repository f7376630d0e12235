"""The shared dice tray, the same on every phone of a table: the latest roll as pip faces, and rolling."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import seat_of
from calculators.core.dice import D6, Die
from calculators.core.game import dice_for
from calculators.core.tray import enter_tray, last_roll, last_tray_event, roll_tray
from companion.i18n import N_, _, ngettext
from companion.widgets.dice import dice_row
from companion.widgets.fields import parse_whole, radio, text_field


TABLE_ROLL = N_("Table roll")  # recorded as is; each phone shows it in its own language


def who(actor: str) -> str:
    seat = seat_of(actor)
    return seat if seat else {"banker": _("Banker"), "host": _("Host")}.get(actor, actor.capitalize())


def latest(log) -> list[ft.Control]:
    """The latest roll, drawn as faces, with who rolled it and why; animated when it changes."""
    roll = last_roll(log)
    event = last_tray_event(log)
    if roll is None or event is None:
        return [ft.Text(_("No dice rolled yet."), italic=True)]
    real = _(" (real dice)") if roll.source == "physical" else ""
    faces = ft.Container(dice_row(roll.faces), key=f"roll-{event.seq}", padding=4) if roll.die == "d6" else \
        ft.Row([ft.Chip(label=ft.Text(lbl)) for lbl in roll.labels], wrap=True, key=f"roll-{event.seq}")
    return [
        ft.Semantics(identifier="tray-roll", content=ft.Text(
            f"{_(roll.purpose)}: {' + '.join(roll.labels)}{real} — "
            + (_("{name}'s roll, by the banker").format(name=event.on_behalf_of) if event.on_behalf_of
               else _("rolled by {name}").format(name=who(event.actor))),
            size=16)),
        ft.AnimatedSwitcher(faces, transition=ft.AnimatedSwitcherTransition.SCALE, duration=450,
                            switch_in_curve=ft.AnimationCurve.ELASTIC_OUT),
    ]


def controls(ctx, sid: str, log, key: str, players: tuple[str, ...] = (), game: str | None = None,
             die_name=None) -> list[ft.Control]:
    """Roll buttons for whoever may roll at this table (the banker or a seat).

    `players` (the banker's screen only): the banker may roll for a player, recorded as such.
    `game`: its own labelled dice (Owner's Choice's Event die…) join the plain die on the tray, each named by
    `die_name(name)` in the phone's language where the game's screens give one."""
    kinds = {d.name: d for d in (dice_for(game, log) if game else [D6])}
    kind = ctx.keep(f"{key}-kind", lambda: ft.RadioGroup(value="d6", content=ft.Row([], wrap=True)))
    _offer(kind, [(name, _("Six-sided") if name == "d6" else die_name(name) if die_name else name) for name in kinds],
           "d6")

    def die() -> Die:
        return kinds.get(kind.value or "d6", D6)
    purpose = ctx.keep(f"{key}-purpose", lambda: text_field("", max_length=60))
    purpose.label = _("What is the roll for?")
    whose = ctx.keep(f"{key}-whose", lambda: ft.RadioGroup(value="", content=ft.Row([], wrap=True)))
    _offer(whose, [("", _("The table")), *((p, p) for p in players)], "")

    def behalf() -> str | None:
        return (whose.value or None) if players else None
    count = ctx.keep(f"{key}-count", lambda: ft.SegmentedButton(
        segments=[ft.Segment(value=str(n), label=ft.Text(f"{n}")) for n in (1, 2, 3, 4)], selected=["2"]))

    def n() -> int:
        return int((count.selected or ["1"])[0])

    def roll(e) -> None:
        ctx.act(sid, lambda log, actor: roll_tray(log, actor, n(), purpose.value or TABLE_ROLL, die=die(),
                                                   on_behalf_of=behalf()))

    def typed(e) -> None:
        plain = die() is D6
        hint = _("e.g. 4 2") if plain else _("face numbers 1 to {n}, e.g. 3 1").format(n=len(die().faces))
        field = text_field(ngettext("The {n} die you rolled, {hint}", "The {n} dice you rolled, {hint}", n()).format(
            n=n(), hint=hint))

        def save(e2) -> None:
            values = [parse_whole(v, None) for v in (field.value or "").replace(",", " ").split()]
            if len(values) != n():
                field.error = ngettext("Type exactly {n} value", "Type exactly {n} values", n()).format(n=n())
                return
            if ctx.act(sid, lambda log, actor: enter_tray(log, actor, values, purpose.value or TABLE_ROLL,
                                                          die=die(), on_behalf_of=behalf())):
                ctx.page.pop_dialog()

        ctx.page.show_dialog(ft.AlertDialog(
            title=ft.Text(_("We rolled real dice")), content=field,
            actions=[ft.TextButton(_("Cancel"), on_click=lambda e2: ctx.page.pop_dialog()),
                     ft.FilledButton(_("Record these dice"), on_click=save)]))

    return [
        purpose,
        *([ft.Text(_("Rolling for:")), whose] if players else []),
        *([ft.Text(_("Which die:")), kind] if len(kinds) > 1 else []),
        ft.Row([ft.Text(_("Dice:")), count], wrap=True),
        ft.Row([_worded(ctx.keep_button(f"{key}-roll", lambda: ft.FilledTonalButton("", icon=ft.Icons.CASINO), roll),
                        _("Roll")),
                _worded(ctx.keep_button(f"{key}-typed", lambda: ft.TextButton("", icon=ft.Icons.EDIT), typed),
                        _("We rolled real dice"))],
               wrap=True),
    ]


def _worded(button: ft.Control, text: str) -> ft.Control:
    """A kept button says this draw's words (the phone's language may have been read after its first draw)."""
    button.content = text
    return button


def _offer(group: ft.RadioGroup, options: list[tuple[str, str]], default: str) -> None:
    """A kept radio group offers this draw's options, in this draw's words: a player out of the game is no longer
    offered, a die the game adds later is, a language read after the first draw is used. The choice stays while
    it is still offered."""
    row = group.content
    if [(r.value, r.label) for r in row.controls] != options:
        row.controls = [radio(value=v, label=label) for v, label in options]
    if group.value not in {v for v, _label in options}:
        group.value = default

