"""Money never changes without a reason on the phone that owns it: the latest actions that moved this seat's own
money, each with the amount it made to this seat ("+$200 to you") and the rules' own sentence for it.

The amounts are this seat's own money before and after each action (only its own, which its `view_for` shows:
never another seat's); the sentences are `calculators.core.words.history` for this viewer.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.i18n import _

from calculators.core.game import rules_for
from calculators.core.log import Event, Log, active_actions, state_before

SHOWN = 4
LOOK_BACK = 40  # actions: a redraw stays quick however long the game


def _oc(view, seat: str) -> int | None:
    return next((p.cash for p in view.players if p.name == seat), None)


def _rollout(view, seat: str) -> int | None:
    c = next((c for c in view.companies if c.ceo == seat), None)
    return c.cash if c is not None else None


def _fortune(view, seat: str) -> int | None:
    cash = next((s.cash for s in view.sheets if s.name == seat), None)
    # Before the Kasse deals the starting capital a player has no sheet and no money: 0, so the capital has a reason.
    return 0 if cash is None and view.phase == "setup" and seat in view.players else cash


def _rails(view, seat: str) -> int | None:
    return next((s.money for s in view.sheets if s.name == seat), None)


# Each game's own money of a seat (a state or that seat's view: both hold the seat's own money).
OWN_MONEY: dict[str, Callable[[Any, str], int | None]] = {
    "owners-choice": _oc, "rollout": _rollout, "fortune": _fortune, "roll-and-rails": _rails}
def _words(game: str, lang: str) -> dict[str, str]:
    from calculators.core.words import banker_role

    # The role as the game names it: Fortune's Kasse enters for a player, not "the banker" (German "die Bank").
    return {"title": _("Your money: {now}", lang), "to": _("{amount} to you", lang),
            "from": _("{amount} from you", lang), "none": _("No change to your money yet.", lang),
            # Not "yet" where the table's past is not looked at: a walk's seat on a table imported at turn 93 read
            # "No change to your money yet." with $2,690 (the import is one entry; its turns are not in the log).
            "none_imported": _("No change to your money since the table was imported.", lang),
            "none_lately": _("No change to your money in the last {n} actions.", lang).format(n=LOOK_BACK),
            "for_me": _(" (entered by the {role} for you)", lang).format(role=banker_role(game, lang))}


def changes(game: str, log: Log, seat: str, limit: int = SHOWN, before: dict | None = None) -> list[tuple[int, int]]:
    """(seq, change of `seat`'s own money) of the latest actions in force that changed it, newest first.
    `before`: `befores(game, log)` if at hand."""
    from calculators.core.words import befores

    rules, own = rules_for(game), OWN_MONEY.get(game)
    if rules is None or own is None:
        return []
    before = befores(game, log) if before is None else before
    acts = active_actions(log)
    current = rules.state_of(log)
    out: list[tuple[int, int]] = []
    after_state = current
    for e in reversed(acts[-LOOK_BACK:]):
        start = before.get(e.seq)
        if start is None:
            after_state = None
            continue
        if after_state is not None:
            try:  # the seat's own money only, which its view shows: read straight from the state (no copy)
                was, now = own(start, seat), own(after_state, seat)
            except Exception:  # noqa: BLE001 — a state from before the seat existed (setup): nothing to name
                was = now = None
            if isinstance(was, int) and isinstance(now, int) and was != now:
                out.append((e.seq, now - was))
                if len(out) == limit:
                    break
        after_state = start
    return out


def _undo_change(game: str, log: Log, marker: Event, seat: str) -> int | None:
    """What the undo or redo `marker` of `log` changed of `seat`'s own money (None: nothing, or no money)."""
    rules, own = rules_for(game), OWN_MONEY.get(game)
    if rules is None or own is None:
        return None
    try:
        was, now = own(state_before(log, marker, rules.state_of), seat), own(rules.state_of(log), seat)
    except Exception:  # noqa: BLE001 — a state from before the seat existed (setup): nothing to name
        return None
    return now - was if isinstance(was, int) and isinstance(now, int) else None


def last_change_line(game: str, log: Log, seat: str, lang: str) -> ft.Control | None:
    """"+$30M to you", when the table's last action (not a dice-tray roll) changed `seat`'s own money: said under
    "Just now" (a walk's player read "Ann paid Stage 1" and saw the cash move; the reason stood below the tray)."""
    from calculators.core.tray import ROLLED

    last = next((e for e in reversed(log.events) if e.kind != ROLLED), None)
    if last is not None and not last.is_action:  # an undo or redo: what it changed back (a walk's Bob read the undo
        delta = _undo_change(game, log, last, seat)  # and saw his +$110M go, unsaid)
    else:
        found = changes(game, log, seat, limit=1) if last is not None else []
        delta = found[0][1] if found and found[0][0] == last.seq else None
    if not delta:
        return None
    fmt = rules_for(game).format_money
    try:
        amount = fmt(abs(delta), lang)
    except TypeError:
        amount = fmt(abs(delta))
    say = _words(game, lang)
    return ft.Text(say["to" if delta > 0 else "from"].format(amount=("+" if delta > 0 else "−") + amount), size=15,
                   weight=ft.FontWeight.BOLD, color=ft.Colors.GREEN_800 if delta > 0 else ft.Colors.RED_800)


def panel(game: str, log: Log, seat: str, lang: str) -> list[ft.Control]:
    """The seat's money now, and the latest changes to it with their reasons (nothing for a game without money)."""
    from calculators.core.log import active_actions as in_force
    from companion.widgets.rolls import sentences

    rules, own = rules_for(game), OWN_MONEY.get(game)
    if rules is None or own is None:
        return []
    try:
        now = own(rules.view_for(rules.state_of(log), seat), seat)
    except Exception:  # noqa: BLE001 — the game is not set up yet: no money to show
        return []
    if now is None:
        return []
    say = _words(game, lang)
    fmt = rules.format_money

    def money(amount: int) -> str:
        try:
            return fmt(amount, lang)
        except TypeError:
            return fmt(amount)
    from calculators.core.words import befores
    states = befores(game, log)  # once per draw: both the amounts and the sentences need it
    found = changes(game, log, seat, before=states)
    wanted = {seq for seq, _ in found}
    shown = [e for e in in_force(log)[-LOOK_BACK:] if e.seq in wanted]
    lines = sentences(game, log, lang, seat, shown, states)
    # What it paid this seat, where the table's sentence does not say it (a shareholder's dividend): after it, so the
    # line still begins as History's does.
    own_part = rules.own_part or (lambda *a: None)
    mine = {e.seq: f" ({part})" for e in shown if (part := own_part(e, lang, states.get(e.seq), seat))}
    # An action the banker entered for this seat says so, as History does ("banker, for Ann").
    for_me = {e.seq for e in shown if e.on_behalf_of == seat}
    out: list[ft.Control] = [ft.Semantics(identifier="my-money", key="my-money", content=ft.Text(
        say["title"].format(now=money(now)), size=18, weight=ft.FontWeight.BOLD))]
    if not found:
        from calculators.core.snapshot import imported_state
        none = "none_lately" if len(in_force(log)) > LOOK_BACK else \
            "none_imported" if imported_state(log) is not None else "none"
        return out + [ft.Text(say[none], italic=True, size=13, key="money-why-none")]
    for i, (seq, delta) in enumerate(found):
        amount = ("+" if delta > 0 else "−") + money(abs(delta))
        out.append(ft.Semantics(identifier=f"money-why-{i}", key=f"money-why-{seq}", content=ft.Text(spans=[
            ft.TextSpan(say["to" if delta > 0 else "from"].format(amount=amount) + ": ",
                        ft.TextStyle(weight=ft.FontWeight.BOLD,
                                     color=ft.Colors.GREEN_800 if delta > 0 else ft.Colors.RED_800)),
            ft.TextSpan(lines.get(seq, "") + mine.get(seq, "") + (say["for_me"] if seq in for_me else ""))],
            size=14 if i == 0 else 13)))
    return out
