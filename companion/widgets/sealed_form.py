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
from calculators.core.bids.commands import money_fields
from calculators.core.bids.spec import checked_values
from calculators.core.bids.state import entry_undone, pinned_entry, pinned_reveals
from calculators.core.game import rules_for
from calculators.core.words import entry_value
from calculators.core.model import RuleError
from companion.i18n import LANGS, N_, _
from companion.i18n.refusals import refusal
from companion.widgets.fields import parse_whole

TARGET = 48  # px: every tappable control of the form is at least this high
# The form's own words (the game's rules package words its fields, options and summaries).
TEXTS = {
    "confirm": N_("Confirm my entry"), "pass": N_("Pass / no bid"),
    "yours": N_("Your entry: {entry} — confirmed. You may change it until everyone has confirmed."),
    "range": N_("{lo} to {hi}"), "step": N_(", steps of {step}"), "only": N_("only {lo}"), "either": N_("{lo} or {hi}"), "less": N_("{what}: lower"),
    "more": N_("{what}: raise"), "you": N_("Your entry: {entry}"), "choose": N_("Choose {what}."),
    "instead": N_("Instead of passing: {entry}"),
    "pass_word": N_("pass"), "empty": N_("Empty: set to the lowest, {lo}."),
    "not_whole": N_("Not a whole number: set to the lowest, {lo}."), "lowest": N_("{lo} is the lowest."),
    "highest": N_("{hi} is the highest."),
    "locked": N_("Your entry: {entry} — confirmed. Everyone has confirmed: the entries wait for the reveal."),
    "pinned": N_("Your entry: {entry}. It was revealed once, so it stays as it is: the banker's Undo took back only "
                 "the reveal."),
    "undone": N_("The banker took back your entry (Undo): enter it again."),
    "again": N_("The banker took back your entry (Undo). It was revealed once, so it stays as the table saw it: "
                "{entry}. Confirm it again."),
    "confirm_again": N_("Confirm it again"),
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

    @property
    def log(self):
        """The table's log as this wording read it."""
        return self._log

    def t(self, key: str, **kw) -> str:
        return _(TEXTS[key], self.lang).format(**kw)

    def label(self, f, own: bool = True) -> str:
        got = self.words.field_label(self.rnd.id, f.name, self.lang, own=own) if self.words else None
        return got or _(f.label, self.lang)

    def option(self, f, o: str) -> str:
        got = self.words.option_label(self.rnd.id, f.name, o, self.lang) if self.words else None
        return got or o

    def value(self, f, v) -> str:
        """A value as the game prints it: its entries module's words for its own rounds, else an amount of money
        as the game prints money (`entry_value`), else as entered."""
        got = self.words.option_label(self.rnd.id, f.name, str(v), self.lang) if self.words else None
        return got or entry_value(self._game, f.name, v, self.lang)

    def read(self, f, text: str):
        """A number field as typed: an amount of money in any form the game prints it ("$1.5B", "1.200 DM"), else as
        `parse_whole` reads it (what is no number is handed on as typed, for the rules to say what is wrong)."""
        if f.name in money_fields(self._game, self.rnd.id, self.rnd.spec):
            found = rules_for(self._game)
            amount = found.read_money(text) if found is not None else None
            if amount is not None:
                return amount
        return parse_whole(text, None)

    def entry(self, values, own: bool = True) -> str:
        """A confirmed entry as its writer reads it ("Advertising Blitz $700M, Price of your product $60"), or, `own`
        False, as the table reads someone's revealed entry ("Advertising Blitz $300M, Price $40")."""
        if values is None:
            return self.t("pass_word")
        whole = getattr(self.words, "entry_words", None) if self.words else None
        said = whole(self.rnd.id, values, self.lang) if whole else None
        if said:
            return said  # the game says it whole (a Stage 5 plan: "Build 2 Stores")
        return ", ".join(f"{self.label(f, own)} {self.value(f, values.get(f.name))}" for f in self.rnd.spec.fields)

    def own_cash(self, seat: str) -> str | None:
        """The seat's own cash, over its own form only (the game's words: "Your cash (Simcor): $1.2B"), or None."""
        said = getattr(self.words, "own_cash", None)
        if said is None:
            return None
        if self._state is None:
            self._state = rules_for(self._game).state_of(self._log)
        return said(self._state, self.rnd.id, seat, self.lang)

    def _rules_state(self):
        if self._state is None:
            self._state = rules_for(self._game).state_of(self._log)
        return self._state

    def field(self, f, seat: str):
        """The field as this seat may fill it (the game's `seat_field`: e.g. only the plans the rules allow this
        player, up to the most they may build), else as the round has it."""
        said = getattr(self.words, "seat_field", None)
        return f if said is None else said(self._rules_state(), self.rnd.id, seat, f)

    def note(self, seat: str) -> str | None:
        """Why an option is not offered to this seat (the game's `seat_note`), or None."""
        said = getattr(self.words, "seat_note", None)
        return None if said is None else said(self._rules_state(), self.rnd.id, seat, self.lang)

    def settled(self, values):
        """The entry as it is confirmed (the game's `settled`: a Stage 5 plan of neither is a zero)."""
        said = getattr(self.words, "settled", None)
        return values if said is None else said(self.rnd.id, values)

    def offers_pass(self) -> bool:
        """Whether the form offers Pass: where the round allows one and the game has no choice that is the same."""
        said = getattr(self.words, "offers_pass", None)
        return self.rnd.spec.allow_pass and (said is None or said(self.rnd.id))

    def fault(self, values: dict, seat: str, to: str | None = None) -> str | None:
        """The rules' refusal of a number in the entry as drafted (out of its bounds or off its steps, or more than
        the seat's cash), once every field has a value, in the phone's words (said to `to`, the seat on its own
        phone); None when the numbers stand. Said before Confirm in place of what the entry would commit to (a walk
        typed a bid of $42M in $10M steps and read "If your bid wins you pay $84M", then the refusal)."""
        if any(values.get(f.name) in (None, "") for f in self.rnd.spec.fields):
            return None
        money = money_fields(self._game, self.rnd.id, self.rnd.spec)
        try:  # the round's own bounds, as the command checks them first; then the game's own (a Stage 5 plan)
            checked_values(self.rnd.spec, seat, self.settled(values), self._game, money=money)
        except RuleError as err:
            # Said with the bounds this seat's field shows, which refuse it too (a walk's "-2" read "0 and 999")
            own = self.rnd.spec.model_copy(update={"fields": [self.field(f, seat) for f in self.rnd.spec.fields]})
            try:
                checked_values(own, seat, self.settled(values), self._game, money=money)
            except RuleError as narrower:
                err = narrower
            return refusal(err, self.lang, to=to)
        own = getattr(self.words, "fault", None)
        err = own(self._rules_state(), self.rnd.id, self.settled(values), seat) if own is not None else None
        return refusal(err, self.lang, to=to) if err is not None else None

    def summary(self, values: dict, seat: str | None = None) -> str:
        """What the draft commits for `seat` (the game's sentence), or the draft itself for a round without one."""
        if self.words is not None:
            if self._state is None:
                self._state = rules_for(self._game).state_of(self._log)
            said = self.words.summary(self._state, self.rnd.id, values, self.lang, seat=seat)
            if said:
                return said
        missing = [self.label(f) for f in self.rnd.spec.fields if values.get(f.name) in (None, "")]
        if missing:
            return self.t("choose", what=", ".join(missing))
        return self.t("you", entry=self.entry(values))


def _columns(labels: list[str]) -> int:
    longest = max((len(s) for s in labels), default=1)
    return 6 if longest <= 3 else 5 if longest <= 4 else 4 if longest <= 6 else 3 if longest <= 9 else 2


def _chip(key: str, text: str, spoken: str, chosen: bool, on_click) -> ft.Control:
    """One option: a keyed 48 px button (a tap crossing another phone's redraw still finds it), filled dark and
    bold when chosen (no check-mark glyph: the offline font has none); its accessible name says what it is, and
    whether it is chosen."""
    return ft.Button(
        content=ft.Text(text, semantics_label=_("{what} (chosen)").format(what=spoken) if chosen else spoken,
                        no_wrap=True, weight=ft.FontWeight.BOLD if chosen else None),
        height=TARGET, expand=True, on_click=on_click, key=key,
        bgcolor=ft.Colors.PRIMARY if chosen else ft.Colors.SURFACE_CONTAINER_HIGHEST,
        color=ft.Colors.ON_PRIMARY if chosen else ft.Colors.ON_SURFACE,
        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=2), shape=ft.RoundedRectangleBorder(radius=10)))


def _grid(items: list[ft.Control], cols: int, key: str) -> ft.Column:
    rows = []
    for i in range(0, len(items), cols):
        row = items[i:i + cols]
        row += [ft.Container(expand=True) for _ in range(cols - len(row))]
        rows.append(ft.Row(row, spacing=6))
    return ft.Column(rows, spacing=6, key=key)


def field_hint(say, f) -> str:
    """What a number field takes, as a player reads it: "$10M to $90M, steps of $10M"; one or two values by name
    ("only $1M", "$1M or $10M": a range "$1M to $1M" or "steps of $9M" puzzled a walk)."""
    lo, hi = say.value(f, f.min), say.value(f, f.max)
    if f.min == f.max:
        return say.t("only", lo=lo)
    if f.step > 1 and f.max - f.min == f.step:
        return say.t("either", lo=lo, hi=hi)
    return say.t("range", lo=lo, hi=hi) + ("" if f.step == 1 else say.t("step", step=say.value(f, f.step)))


def spoken_field(f, label: str, lang: str) -> str:
    """The field's name as a screen reader says it: the round's own label in the catalog's words, else on a phone
    in another language the label shown (a game's field such as Rollout's secret bid is not a catalog word)."""
    said = _(f.label, lang)
    return label if said == f.label and lang != "en" else said


SEALED_FORMS = "entry-"  # the start of every form key: what an undo of another action leaves in place


def form_key(sid: str, round_id: str, seat: str) -> str:
    """What every piece of a seat's form is kept under in the screen's state (its draft, fields, message)."""
    return f"{SEALED_FORMS}{sid}-{round_id}-{seat}"


def forget_form(ctx, key: str) -> None:
    """The form under `key` starts empty on the next render: its chosen options, typed numbers and message."""
    mine = lambda k: k == key or k.startswith(f"{key}-")  # noqa: E731
    ctx.state.drop(*[k for k in ctx.state.values if mine(k)])
    fields = [k for k in ctx.state.fields if mine(k)]
    if fields:  # (clear() with no keys would empty every field of the screen)
        ctx.state.clear(*fields)
    for k in [k for k in ctx.state.errors if k is not None and mine(k)]:
        ctx.state.errors.pop(k, None)


def _typed(ctx, key: str, message_key: str | None = None):
    """A number field's on_change: its message and the form's last refusal go (a walk read the old refusal beside
    the value typed right), and the summary above Confirm follows what is typed."""
    def changed(e) -> None:
        ctx.state.errors.pop(key, None)
        if message_key is not None:
            ctx.state.errors.pop(message_key, None)
        ctx.state.rerender()
    return changed


def entry_form(ctx, sid: str, rnd, seat: str, *, as_actor: str | None = None, on_done=None,
               lang: str | None = None) -> list[ft.Control]:
    """The form a seat fills in: each field under its label, what the entry commits, Confirm (and Pass).

    What is chosen and typed is the screen's state, under this seat's and round's key (`form_key`): another
    phone's redraw keeps it, and the next seat handed the banker's phone never sees it."""
    key = form_key(sid, rnd.id, seat)
    say = Wording(ctx, sid, rnd, lang)
    mine = rnd.entries.get(seat)
    message_key = f"{key}-msg"
    to = seat if as_actor is None else None  # the seat's own phone: its refusals speak to it; the bank's name it

    def submit(values) -> None:
        values = say.settled(values)
        ok = ctx.act(sid, lambda log, actor: enter(log, actor, rnd.id, values), as_actor=as_actor, where=message_key,
                     words=lambda err: (values and say.fault(values, seat, to)) or refusal(err, to=to))
        if ok:
            # Confirmed: what was chosen and typed is the entry now, and the form follows the entry from here on
            # (changed on another phone, it is not shown over a draft this phone no longer has).
            forget_form(ctx, key)
            if on_done:
                on_done()

    if mine is not None and rnd.locked:  # nothing may change now: say why, and offer nothing to change
        pinned = rnd.id in pinned_reveals(say.log)
        return [ft.Semantics(identifier="my-entry", key=f"{key}-mine", content=ft.Text(
            say.t("pinned" if pinned else "locked", entry=say.entry(mine.values)), weight=ft.FontWeight.BOLD))]
    again = pinned_entry(say.log, rnd.id, seat) if mine is None else None
    if again is not None:
        # The reveal was undone, then this entry: the table saw it, so it may only be confirmed again as it was.
        return [ft.Semantics(identifier="entry-undone", key=f"{key}-undone", content=ft.Text(
                    say.t("again", entry=say.entry(again.values)), color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)),
                ft.Text(ctx.error(message_key) or "", color=ft.Colors.ERROR, key=message_key),
                ft.FilledButton(say.t("confirm_again"), icon=ft.Icons.LOCK, height=TARGET, key=f"{key}-confirm",
                                on_click=lambda e: submit(again.values))]

    def drafted() -> dict:  # the chips chosen so far (read when tapped: a tap may cross another render)
        return ctx.get(f"{key}-draft") or dict((mine.values or {}) if mine else {})

    draft = drafted()
    fields = [say.field(f, seat) for f in rnd.spec.fields]
    numbers = [f for f in fields if f.kind != "choice"]

    def current() -> dict:
        values = drafted()
        for f in numbers:
            values[f.name] = say.read(f, ctx.text(f"{key}-{f.name}"))
        return values

    def complete(values: dict) -> bool:
        # Only the chips decide it (each tap redraws the form before the next); a number being typed never
        # disables Confirm, or a tap right after the last key could land on a button not yet enabled.
        return all(values.get(f.name) not in (None, "") for f in fields if f.kind == "choice")

    def pick(name: str, o: str) -> None:
        ctx.state.errors.pop(message_key, None)
        ctx.put(f"{key}-draft", {**drafted(), name: o})

    rows: list[ft.Control] = []
    why = say.note(seat)
    if why:
        rows.append(ft.Semantics(identifier="entry-not-offered", key=f"{key}-not-offered", content=ft.Text(why, size=14)))
    for f in fields:
        label = say.label(f)
        if f.kind == "choice":
            chips = [_chip(f"{key}-{f.name}-{o}", say.option(f, o), f"{label}: {say.option(f, o)}",
                           draft.get(f.name) == o, lambda e, name=f.name, o=o: pick(name, o))
                     for o in f.options]
            rows += [ft.Text(label, size=16, weight=ft.FontWeight.W_600, key=f"{key}-{f.name}-label"),
                     _grid(chips, _columns([say.option(f, o) for o in f.options]), f"{key}-{f.name}-grid")]
            continue
        field_key = f"{key}-{f.name}"
        start = ("0" if f.min == 0 else "") if not (mine and mine.values) else str(mine.values.get(f.name, ""))
        hint = field_hint(say, f)
        field = ctx.field(field_key, ft.TextField(
            label=ft.Text(label, semantics_label=_("{name}'s {field}", say.lang).format(
                name=seat, field=spoken_field(f, label, say.lang))), value=ctx.get(f"{field_key}-set", start), hint_text=hint,
            keyboard_type=ft.KeyboardType.NUMBER, dense=False, expand=True, text_size=18,
            text_align=ft.TextAlign.CENTER, on_change=_typed(ctx, field_key, message_key)))

        def nudge(e, f=f, field_key=field_key, by=1) -> None:
            """One step down or up; at a bound, or from what is not a number, it says where it went instead."""
            typed = ctx.text(field_key).strip()
            now = say.read(f, typed)
            lo, hi = say.value(f, f.min), say.value(f, f.max)
            # A number off the steps goes to the step on that side ($42M in $10M steps: − gives $40M, + $50M; a walk's −
            # gave $32M, still off them).
            off = (now - f.min) % f.step if isinstance(now, int) else 0
            target = (now - off + (f.step if by > 0 else 0) if off else now + by * f.step) if isinstance(now, int) else 0
            if not isinstance(now, int):
                value, error = f.min, say.t("empty" if not typed else "not_whole", lo=lo)
            elif target < f.min or now < f.min:  # from below the bounds: to the lowest, said so
                value, error = f.min, say.t("lowest", lo=lo)
            elif now > f.max:
                value, error = f.max, say.t("highest", hi=hi)
            elif target < f.min:
                value, error = f.min, say.t("lowest", lo=lo)
            elif target > f.max:
                value, error = f.max, say.t("highest", hi=hi)
            else:
                value, error = target, None
            ctx.state.errors.pop(message_key, None)
            ctx.state.clear(field_key)  # the next render draws the value set here, not the one typed
            ctx.put(f"{field_key}-set", str(value))
            if error:
                ctx.fail(field_key, error)
        less = ft.OutlinedButton(content=ft.Icon(ft.Icons.REMOVE, semantics_label=say.t("less", what=label)), width=56,
                                 height=TARGET, on_click=lambda e, nudge=nudge: nudge(e, by=-1),
                                 key=f"{field_key}-less")
        more = ft.OutlinedButton(content=ft.Icon(ft.Icons.ADD, semantics_label=say.t("more", what=label)), width=56,
                                 height=TARGET, on_click=lambda e, nudge=nudge: nudge(e, by=1),
                                 key=f"{field_key}-more")
        rows += [ft.Text(f"{label} ({hint})", size=16, weight=ft.FontWeight.W_600, key=f"{field_key}-label"),
                 ft.Row([less, field, more], spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER,
                        key=f"{field_key}-row")]

    values = current()
    buttons = [ft.FilledButton(say.t("confirm"), icon=ft.Icons.LOCK, height=TARGET, disabled=not complete(values),
                               on_click=lambda e: submit(current()), key=f"{key}-confirm")]
    if say.offers_pass():
        buttons.append(ft.OutlinedButton(say.t("pass"), height=TARGET, on_click=lambda e: submit(None),
                                         key=f"{key}-pass"))
    status = []
    if mine is None and entry_undone(say.log, rnd.id, seat):
        status.append(ft.Semantics(identifier="entry-undone", key=f"{key}-undone", content=ft.Text(
            say.t("undone"), color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)))
    if mine is not None:
        status.append(ft.Semantics(identifier="my-entry", key=f"{key}-mine", content=ft.Text(
            say.t("yours", entry=say.entry(mine.values)), weight=ft.FontWeight.BOLD)))
    cash = say.own_cash(seat)  # this form is only ever drawn for its own seat (its phone, or the cover it opened)
    if cash:
        status.append(ft.Semantics(identifier="entry-own-cash", key=f"{key}-cash", content=ft.Text(cash, size=16)))
    refused = say.fault(values, seat, to) if complete(values) else None  # said in place of what the entry commits to
    summary, error = "" if refused else say.summary(values, seat), ctx.error(message_key) or refused or ""
    if mine is not None and mine.values is None and summary == say.t("you", entry=say.entry(values)):
        # A pass is confirmed: the form says what a bid instead would be (a walk's Ann read "Your entry: passes —
        # confirmed" over "Your entry: Amount $0")
        summary = say.t("instead", entry=say.entry(values))
    return [*status, *rows,
            # A refusal the summary already says is not printed twice (a walk read "Build 1 to 10 Stores a turn."
            # bold, then the same in red): the summary says it, in red.
            ft.Semantics(identifier="entry-summary", key=f"{key}-summary", content=ft.Text(
                summary, size=16, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR if error and error == summary
                else None)),
            ft.Semantics(live_region=True, key=f"{message_key}-live", content=ft.Text(  # read out on coming
                "" if error == summary else error, color=ft.Colors.ERROR, key=message_key)),
            ft.Row(buttons, wrap=True, key=f"{key}-buttons")]
