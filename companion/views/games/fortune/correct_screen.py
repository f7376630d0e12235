"""Fortune's Correct a player's money screen, the Kasse's: money booked wrongly earlier set right — between a player
and the Kasse, or two players — with the reason every phone reads in History (`calculators.fortune.cards.
correct_money`). Undo takes back the last actions; this sets right a mistake found after more was played."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.cards import correction_refused
from calculators.fortune.texts import message_of
from companion.views.games.fortune.amount_fields import amounts, money_field
from companion.i18n.refusals import refusal
from companion.views.games.fortune.common import last_event
from companion.views.games.fortune.screens import _screen, kasse_table
from companion.views.games.fortune.space_forms import WIDE, amount_or_none
from companion.views.games.fortune.cards_screen import booked_line, payment_line
from companion.views.games.fortune.texts import t
from companion.widgets.fields import number_field, radio_grid, text_field

CHOICE = "fortune-fix"  # the screen's state: who pays, who receives
BOOKED = "fortune-fix-booked"  # the correction booked on this screen (its action's number)
AMOUNT, REASON, NOTE = "fortune-fix-amount", "fortune-fix-reason", "fortune-fix-note"  # NOTE: a refusal of the whole


def correct_view(ctx, sid: str, base: str) -> ft.View | None:
    """Who pays whom how much, and why; what it will do before the tap; what was booked after it."""
    route = f"{base}/game/correct"
    failed, snap, state, board, lang = kasse_table(ctx, sid, route)
    if failed:
        return failed
    # Nobody chosen at first: a tired Kasse corrects the player meant, not the first one listed.
    form = {"from": None, "to": None, **ctx.get(CHOICE, {})}
    amount = money_field(ctx, AMOUNT, number_field(t(lang, "card.amount")), lang)
    reason = ctx.field(REASON, text_field(t(lang, "fix.reason"), max_length=200))
    people = [("", t(lang, "kasse"))] + [(p, p) for p in state.active]

    def radio(field: str) -> ft.RadioGroup:
        def changed(e) -> None:  # a changed form is judged afresh: the last try's refusals go
            for key in (AMOUNT, REASON, NOTE):
                ctx.state.errors.pop(key, None)
            ctx.put(BOOKED, None)  # a new correction: the last one's "Booked" no longer stands beside it
            ctx.put(CHOICE, {**ctx.get(CHOICE, {}), field: e.control.value})
        names = dict(people)  # each radio named for a screen reader by what it does: both groups list the same names
        return radio_grid(people, value=form[field], on_change=changed, key=f"fix-{field}",
                          spoken=lambda v: t(lang, f"fix.{field}", who=names[v]))

    def book(e) -> None:
        for key in (REASON, NOTE):  # this try's refusals replace the last one's
            ctx.state.errors.pop(key, None)
        ctx.put(BOOKED, None)  # a walk read a refused try above the last one's green "Booked"
        read = amounts(ctx, lang, amount=AMOUNT)
        if read is None:
            return
        chosen = {"from": None, "to": None, **ctx.get(CHOICE, {})}
        if chosen["from"] is None or chosen["to"] is None:
            ctx.fail(NOTE, t(lang, "fix.choose"))
            return
        payer, payee, typed, why = chosen["from"] or None, chosen["to"] or None, read["amount"], ctx.text(REASON)
        if ctx.act(sid, lambda log, actor: A.correct_money(log, actor, payer, payee, typed, why),
                   fields={"amount": AMOUNT, "reason": REASON}, where=NOTE, words=lambda err: refusal(err, lang)):
            booked = last_event(ctx.services.hub.get(sid).log, "money_corrected")
            ctx.state.clear(AMOUNT, REASON)
            ctx.put(CHOICE, {})
            ctx.put(BOOKED, booked.seq if booked is not None else None)

    said, refused = preview(state, form, amount_or_none(amount.value, lang), lang)
    body = [
        ft.Text(t(lang, "fix.intro"), size=15),
        # Marked as the app's reading, as every interpretation is on the screen where it applies.
        ft.Text(t(lang, "fix.reading"), size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT, key="fix-reading"),
        # At the top: the form empties after a booking and the page stands at its top (a walk's "Booked" line was
        # under the button, off a 360 px screen).
        *booked_line(snap.log, ctx.get(BOOKED), lang, ("money_corrected",), "fix-booked"),
        ft.Text(t(lang, "card.from"), weight=ft.FontWeight.BOLD), radio("from"),
        ft.Text(t(lang, "card.to"), weight=ft.FontWeight.BOLD), radio("to"),
        amount, reason, *said,
        *([ft.Semantics(identifier="fix-note", key="fix-note", content=ft.Text(
            ctx.error(NOTE), color=ft.Colors.ERROR, size=15))] if ctx.error(NOTE) else []),
        # Not while the rules' refusal stands above it: a tap said it again, twice (a walk).
        ft.FilledButton(t(lang, "fix.go"), icon=ft.Icons.EDIT, width=WIDE, key="fix-go", on_click=book,
                        disabled=refused),
    ]
    return _screen(ctx, route, t(lang, "fix"), body)


def preview(state, form: dict, typed, lang: str) -> tuple[list[ft.Control], bool]:
    """What the correction will do, before the tap, or the rules' refusal of it (the same one twice, an amount out of
    bounds, a payer short of it); and whether it is refused."""
    payer, payee = form["from"], form["to"]
    if payer is None or payee is None:
        return [], False
    # The same one chosen twice is said at once, before any amount (a walk read it only after the tap).
    refused = correction_refused(state, payer or None, payee or None, typed if isinstance(typed, int) else None)
    if refused is not None:
        line, color = message_of(refused, lang), ft.Colors.ERROR
    elif isinstance(typed, int):
        line, color = payment_line(payer or None, payee or None, typed, lang), None
    else:
        return [], False
    return [ft.Semantics(identifier="fix-preview", key="fix-preview", content=ft.Text(
        line, size=15, color=color, weight=None if color else ft.FontWeight.W_500))], refused is not None


