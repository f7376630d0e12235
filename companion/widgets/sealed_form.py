"""The form a seat fills in for a sealed entry: every field labelled, choices as a grid of 48 px chips,
numbers as a stepper, and the sentence saying what the entry commits shown before Confirm.

The labels, the option texts and that sentence come from the game's rules package
(`calculators/<game>/entries.py`: `field_label`, `option_label`, `summary`) when it has one; a round the
banker opened by hand shows the round's own labels. Only this seat's own draft is ever drawn here.
"""
from __future__ import annotations

from types import ModuleType

import flet as ft

from calculators.core.bids import enter
from calculators.core.game import rules_for
from calculators.core.model import RuleError
from companion.i18n import LANGS, N_, _
from companion.widgets.fields import parse_whole
from companion.i18n.refusals import refusal

TARGET = 48  # px: every tappable control of the form is at least this high
# The form's own words (the game's rules package words its fields, options and summaries).
TEXTS = {
    "confirm": N_("Confirm my entry"), "pass": N_("Pass / no bid"),
    "yours": N_("Your entry: {entry} — confirmed. You may change it until everyone has confirmed."),
    "range": N_("{lo} to {hi}"), "step": N_(", steps of {step}"), "less": N_("Lower {what}"),
    "more": N_("Raise {what}"), "you": N_("Your entry: {entry}"), "choose": N_("Choose {what}."),
    "pass_word": N_("pass"), "empty": N_("Empty: set to the lowest, {lo}."),
    "not_whole": N_("Not a whole number: set to the lowest, {lo}."), "lowest": N_("{lo} is the lowest."),
    "highest": N_("{hi} is the highest."),
}


def words_of(game: str) -> ModuleType | None:
    """The game's sealed-entry words (its definition's `entries`, e.g. calculators/rollout/entries.py), or None."""
    found = rules_for(game)
    return found.entries if found is not None else None


class Wording:
    """How one round's fields, options and drafts read on this phone."""

    def __init__(self, ctx, sid: str, rnd, lang: str | None):
        snap = ctx.services.hub.get(sid)
        if lang is None:
            from companion.views.phone_lang import phone_lang
            lang = phone_lang(ctx, snap.setup.game)
        self.rnd, self.lang = rnd, lang if lang in LANGS else "en"
        self.words = words_of(snap.setup.game)
        self._state = None
        self._log, self._game = snap.log, snap.setup.game

    def t(self, key: str, **kw) -> str:
        return _(TEXTS[key], self.lang).format(**kw)

    def label(self, f) -> str:
        got = self.words.field_label(self.rnd.id, f.name, self.lang) if self.words else None
        return got or _(f.label, self.lang)

    def option(self, f, o: str) -> str:
        got = self.words.option_label(self.rnd.id, f.name, o, self.lang) if self.words else None
        return got or o

    def value(self, f, v) -> str:
        return self.option(f, str(v))

    def entry(self, values) -> str:
        """A confirmed entry as its writer reads it ("Advertising Blitz $700M, Price of your product $60")."""
        if values is None:
            return self.t("pass_word")
        return ", ".join(f"{self.label(f)} {self.value(f, values.get(f.name))}" for f in self.rnd.spec.fields)

    def summary(self, values: dict) -> str:
        """What the draft commits (the game's sentence), or the draft itself for a round without one."""
        if self.words is not None:
            if self._state is None:
                self._state = rules_for(self._game).state_of(self._log)
            said = self.words.summary(self._state, self.rnd.id, values, self.lang)
            if said:
                return said
        missing = [self.label(f) for f in self.rnd.spec.fields if values.get(f.name) in (None, "")]
        if missing:
            return self.t("choose", what=", ".join(missing))
        return self.t("you", entry=self.entry(values))


def _columns(labels: list[str]) -> int:
    longest = max((len(s) for s in labels), default=1)
    return 6 if longest <= 3 else 5 if longest <= 4 else 4 if longest <= 6 else 3 if longest <= 9 else 2


def _chip(ctx, key: str, text: str, spoken: str, chosen: bool, on_click) -> ft.Control:
    """One option: a kept 48 px button (a tap crossing another phone's redraw still finds it), filled dark and
    bold when chosen (no check-mark glyph: the offline font has none); its accessible name says what it is, and
    whether it is chosen."""
    b = ctx.keep_button(key, lambda: ft.Button(content=ft.Text(text), height=TARGET, expand=True), on_click)
    b.content = ft.Text(text, semantics_label=_("{what} (chosen)").format(what=spoken) if chosen else spoken,
                        no_wrap=True,
                        weight=ft.FontWeight.BOLD if chosen else None)
    b.bgcolor = ft.Colors.PRIMARY if chosen else ft.Colors.SURFACE_CONTAINER_HIGHEST
    b.color = ft.Colors.ON_PRIMARY if chosen else ft.Colors.ON_SURFACE
    b.style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=2), shape=ft.RoundedRectangleBorder(radius=10))
    return b


def _grid(items: list[ft.Control], cols: int) -> ft.Column:
    rows = []
    for i in range(0, len(items), cols):
        row = items[i:i + cols]
        row += [ft.Container(expand=True) for _ in range(cols - len(row))]
        rows.append(ft.Row(row, spacing=6))
    return ft.Column(rows, spacing=6)


def entry_form(ctx, sid: str, rnd, seat: str, *, as_actor: str | None = None, on_done=None,
               lang: str | None = None) -> list[ft.Control]:
    """The form a seat fills in: each field under its label, what the entry commits, Confirm (and Pass)."""
    key = f"entry-{sid}-{rnd.id}-{seat}"
    say = Wording(ctx, sid, rnd, lang)
    mine = rnd.entries.get(seat)
    draft: dict = ctx.keep(f"{key}-draft", lambda: dict((mine.values or {}) if mine else {}))
    fields: dict[str, ft.TextField] = {}
    summary = ctx.keep(f"{key}-summary", lambda: ft.Text("", size=16, weight=ft.FontWeight.BOLD))
    message = ctx.keep(f"{key}-msg", lambda: ft.Text("", color=ft.Colors.ERROR))
    confirm_button = ctx.keep(f"{key}-confirm", lambda: ft.FilledButton(say.t("confirm"), icon=ft.Icons.LOCK,
                                                                         height=TARGET))

    def current() -> dict:
        values = dict(draft)
        for name, w in fields.items():
            values[name] = parse_whole(w.value, None)
        return values

    def complete(values: dict) -> bool:
        # Only the chips decide it (each tap redraws the form before the next); a number being typed never
        # disables Confirm, or a tap right after the last key could land on a button not yet enabled.
        return all(values.get(f.name) not in (None, "") for f in rnd.spec.fields if f.kind == "choice")

    def redraw_summary() -> None:
        values = current()
        summary.value = say.summary(values)
        confirm_button.disabled = not complete(values)

    rows: list[ft.Control] = []
    for f in rnd.spec.fields:
        label = say.label(f)
        if f.kind == "choice":
            def pick(e, name=f.name, o=None) -> None:
                draft[name] = o
                message.value = ""
                ctx.refresh()
            chips = [_chip(ctx, f"{key}-{f.name}-{o}", say.option(f, o), f"{label}: {say.option(f, o)}",
                           draft.get(f.name) == o, lambda e, name=f.name, o=o: pick(e, name, o))
                     for o in f.options]
            rows += [ft.Text(label, size=16, weight=ft.FontWeight.W_600),
                     _grid(chips, _columns([say.option(f, o) for o in f.options]))]
            continue
        start = ("0" if f.min == 0 else "") if not (mine and mine.values) else str(mine.values.get(f.name, ""))
        hint = say.t("range", lo=say.value(f, f.min), hi=say.value(f, f.max)) + (
            "" if f.step == 1 else say.t("step", step=say.value(f, f.step)))
        field = ctx.keep(f"{key}-{f.name}", lambda f=f, start=start, label=label, hint=hint: ft.TextField(
            label=ft.Text(label, semantics_label=_("{name}'s {field}", say.lang).format(
                name=seat, field=_(f.label, say.lang))), value=start, hint_text=hint,
            keyboard_type=ft.KeyboardType.NUMBER, dense=False, expand=True, text_size=18,
            text_align=ft.TextAlign.CENTER))
        field.on_change = lambda e, field=field: (setattr(field, "error", None), redraw_summary())
        fields[f.name] = field

        def nudge(e, f=f, field=field, by=1) -> None:
            """One step down or up; at a bound, or from what is not a number, it says where it went instead."""
            typed = (field.value or "").strip()
            now = parse_whole(typed, None)
            lo, hi = say.value(f, f.min), say.value(f, f.max)
            if not isinstance(now, int):
                field.value = str(f.min)
                field.error = say.t("empty" if not typed else "not_whole", lo=lo)
            elif now + by * f.step < f.min:
                field.value, field.error = str(f.min), say.t("lowest", lo=lo)
            elif now + by * f.step > f.max:
                field.value, field.error = str(f.max), say.t("highest", hi=hi)
            else:
                field.value, field.error = str(now + by * f.step), None
            message.value = ""
            redraw_summary()
        less = ctx.keep_button(f"{key}-{f.name}-less", lambda label=label: ft.OutlinedButton(
            content=ft.Text("−", size=22, semantics_label=say.t("less", what=label)), width=56, height=TARGET),
            lambda e, nudge=nudge: nudge(e, by=-1))
        more = ctx.keep_button(f"{key}-{f.name}-more", lambda label=label: ft.OutlinedButton(
            content=ft.Text("+", size=22, semantics_label=say.t("more", what=label)), width=56, height=TARGET),
            lambda e, nudge=nudge: nudge(e, by=1))
        rows += [ft.Text(f"{label} ({hint})", size=16, weight=ft.FontWeight.W_600),
                 ft.Row([less, field, more], spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)]

    def submit(values) -> None:
        message.value = ""
        try:
            ok = ctx.act(sid, lambda log, actor: enter(log, actor, rnd.id, values), as_actor=as_actor,
                         raise_rule=True)
        except RuleError as err:
            message.value = refusal(err)
            return
        if ok and on_done:
            on_done()

    confirm_button.on_click = lambda e: submit(current())
    confirm_button.content = say.t("confirm")  # kept: the words follow the phone's language once it is known
    redraw_summary()
    buttons = [confirm_button]
    if rnd.spec.allow_pass:
        passing = ctx.keep_button(f"{key}-pass", lambda: ft.OutlinedButton(say.t("pass"), height=TARGET),
                                  lambda e: submit(None))
        passing.content = say.t("pass")
        buttons.append(passing)
    status = []
    if mine is not None:
        status.append(ft.Semantics(identifier="my-entry", content=ft.Text(
            say.t("yours", entry=say.entry(mine.values)), weight=ft.FontWeight.BOLD)))
    return [*status, *rows, ft.Semantics(identifier="entry-summary", content=summary), message,
            ft.Row(buttons, wrap=True)]
