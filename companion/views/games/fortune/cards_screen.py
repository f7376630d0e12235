"""Fortune's Cards and payments screen, the Kasse's: the economy card in force, and a payment a card demands (External
Influences), between a player and the Kasse, two players, or every player and the Kasse ("applies to all players")."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.amounts import MOST_TYPED
from calculators.fortune.cards import each_short, owed_in_full
from calculators.fortune.tables import parse_space
from calculators.fortune.texts import message, message_of
from calculators.fortune.words import describe
from companion.i18n import listing
from companion.views.games.fortune.amount_fields import amounts, money_field
from companion.views.games.fortune.common import act, last_event
from companion.views.games.fortune.screens import _screen, kasse_table
from companion.views.games.fortune.space_forms import WIDE, amount_or_none
from companion.views.games.fortune.texts import dm, t
from companion.widgets.fields import number_field, radio_grid, section, text_field


EVERY = "*"  # the card form's choice of every player in the game (`A.card_payment_all`)


def other_side(payer: str, payee: str) -> str | None:
    """Opposite "every player" on the card form: the Kasse (None), one player, or EVERY (both sides every player)."""
    return (payee if payer == EVERY else payer) or None


def cards_view(ctx, sid: str, base: str) -> ft.View | None:
    """External Influences: the economy card in force; a payment a card demands, with its reason."""
    route = f"{base}/game/cards"
    failed, snap, state, board, lang = kasse_table(ctx, sid, route)
    if failed:
        return failed
    note_key, amount_key, reason_key = "fortune-cards-economy", "fortune-cards-amount", "fortune-cards-reason"
    # The form is kept across a Back and a return (KEPT_FORMS), within the landing it was begun on: a card of an
    # earlier landing, half typed, is not offered for the next player's.
    moment = [state.landing, state.current]
    if ctx.get("fortune-card-moment", moment) != moment:
        for key in ("fortune-card", "fortune-card-booked"):
            ctx.state.values.pop(key, None)
        ctx.state.cleared |= {note_key, amount_key, reason_key}
        ctx.state.errors.clear()
    ctx.state.values["fortune-card-moment"] = moment  # read on the next render; a render sets no state
    note = ctx.field(note_key, text_field(t(lang, "economy.field"), max_length=200))
    # Chosen on this screen; a card is mostly the business of the player who just landed: they pay, the Kasse receives.
    # On the economy space the card is an economy card, which "applies to all players" (a walk's form started on a
    # business card paid by the player who landed there).
    on_economy = state.current is not None and parse_space(state.sheet(state.current).space, board).kind == "economy"
    economy, business = {"card": "economy", "from": "", "to": EVERY}, {"card": "business", "from": state.current or "",
                                                                        "to": ""}
    fresh = economy if on_economy else business
    form = {**fresh, **ctx.get("fortune-card", {})}
    amount = money_field(ctx, amount_key, number_field(t(lang, "card.amount")), lang)
    reason = text_field(t(lang, "card.reason"), max_length=200)
    # An economy card's payment gives the card just noted as its reason (a walk's Kasse noted the card, then read
    # "Type the reason" on booking its payment); typed over, the typed words stand.
    reason.value = state.economy_card if form["card"] == "economy" else ""
    reason = ctx.field(reason_key, reason)

    def radio(field: str, options: list[tuple[str, str]]) -> ft.RadioGroup:
        def changed(e):
            # A changed form is judged afresh (the preview below says what the rules think of it now): the last
            # try's refusal goes (a walk read "Cy cannot pay" under the amount after switching Pays to Cy).
            for key in (amount_key, reason_key):
                ctx.state.errors.pop(key, None)
            if field == "card":  # the kind of card brings its usual payment: an economy card "applies to all players"
                # (a walk chose it off the economy space and read "Cy pays the Kasse" under the boom it noted)
                ctx.put("fortune-card", economy if e.control.value == "economy" else business)
                return
            ctx.put("fortune-card", {**ctx.get("fortune-card", {}), field: e.control.value})
        return radio_grid(options, value=form[field], on_change=changed, key=f"card-{field}")
    people = [("", t(lang, "kasse"))] + [(p, p) for p in state.active] + [(EVERY, t(lang, "card.every"))]

    def book(e):
        # This try's refusals replace the last one's: the reason's old "1 to 200 characters" stood beside a new
        # amount refusal once the reason was typed (a walk).
        ctx.state.errors.pop(reason_key, None)
        ctx.put("fortune-card-booked", None)  # a walk read a refused card above the last one's green "Booked"
        read = amounts(ctx, lang, amount=amount_key)
        if read is None:
            return
        chosen = {**fresh, **ctx.get("fortune-card", {})}
        each = EVERY in (chosen["from"], chosen["to"])
        if chosen["from"] == chosen["to"] == EVERY:  # each player with the Kasse, or with one player
            ctx.fail(reason_key, t(lang, "card.every.kasse"))
            return
        # The other side of "every player": the Kasse, or one player ("every other player pays you", a business card
        # a walk could book only payment by payment)
        one = other_side(chosen["from"], chosen["to"])
        done = act(ctx, sid, A.card_payment_all, lang, {"amount": amount_key, "reason": reason_key},
                   to_each=chosen["to"] == EVERY, amount=read["amount"], reason=ctx.text(reason_key),
                   card=chosen["card"], player=one) if each else \
            act(ctx, sid, A.card_payment, lang, {"amount": amount_key, "reason": reason_key},
                payer=chosen["from"] or None, payee=chosen["to"] or None, amount=read["amount"],
                reason=ctx.text(reason_key), card=chosen["card"])
        if done:
            # Booked: said beside the button, in History's words (it was only the form emptied)
            booked = last_event(ctx.services.hub.get(sid).log, "card_payment", "card_payment_all")
            ctx.state.clear(amount_key, reason_key)
            ctx.put("fortune-card-booked", booked.seq if booked is not None else None)
    # Who pays whom, before the tap (a walk's Kasse read only "= 50,000 DM"), and that a payer short of it will owe it.
    typed = amount_or_none(amount.value, lang)
    if typed is not None and typed > MOST_TYPED:  # no amount the rules take: no preview (a walk read "Die Kasse zahlt
        typed = None  # Clara 5.000.000.000 DM." beside the refusal of it)
    payer, payee = form["from"] or None, form["to"] or None
    preview: list[ft.Control] = []
    each = EVERY in (payer, payee)
    one = other_side(form["from"], form["to"]) if each else None
    typed_ok = isinstance(typed, int) and typed > 0
    short = each_short(state, payee == EVERY, typed, one) if typed_ok and each and one != EVERY else None
    if short is not None:  # the rules' refusal before the tap: the card is then booked player by player
        preview = [ft.Semantics(identifier="card-preview", key="card-preview", content=ft.Text(
            message_of(short, lang), size=15, color=ft.Colors.ERROR))]
    elif typed_ok and each and one != EVERY:
        others = listing([p for p in state.active if p != one])
        key = ("card.preview.each_gets" if payee == EVERY else "card.preview.each_pays") if one is None else \
            ("card.preview.player_pays" if payee == EVERY else "card.preview.player_gets")
        preview = [ft.Semantics(identifier="card-preview", key="card-preview", content=ft.Text(
            t(lang, key, players=others, player=one, amount=dm(typed, lang)), size=15, weight=ft.FontWeight.W_500))]
    elif typed_ok and each:
        preview = [ft.Semantics(identifier="card-preview", key="card-preview", content=ft.Text(
            t(lang, "card.every.kasse"), size=15, color=ft.Colors.ERROR))]
    elif isinstance(typed, int) and typed > 0 and payer != payee:
        line = payment_line(payer, payee, typed, lang)
        if payer in state.players and owed_in_full(state, payer, typed):
            line += " " + t(lang, "card.preview.short", payer=payer, cash=dm(state.sheet(payer).cash, lang))
        preview = [ft.Semantics(identifier="card-preview", key="card-preview", content=ft.Text(
            line, size=15, weight=ft.FontWeight.W_500))]
    elif isinstance(typed, int) and typed > 0:  # the same payer and receiver: the rules' refusal, before the tap
        preview = [ft.Semantics(identifier="card-preview", key="card-preview", content=ft.Text(
            message("pay_self", lang), size=15, color=ft.Colors.ERROR))]
    body = [
        ft.Text(t(lang, "economy.now", text=state.economy_card or "–"), italic=True),
        note, ft.FilledButton(t(lang, "economy.go"), icon=ft.Icons.STICKY_NOTE_2, width=WIDE, key="economy-go",
                              on_click=lambda e: act(ctx, sid, A.note_economy_card, lang, {"text": note_key},
                                                     text=ctx.text(note_key)) and ctx.state.clear(note_key)),
        section(t(lang, "cards")),
        # Above the form: it empties after a booking and the page stands higher up (a walk's "Booked" line was under
        # the button, off a 360 px screen).
        *booked_line(snap.log, ctx.get("fortune-card-booked"), lang),
        ft.Text(t(lang, "card.kind"), weight=ft.FontWeight.BOLD),
        radio("card", [("business", t(lang, "card.business")), ("economy", t(lang, "card.economy"))]),
        ft.Text(t(lang, "card.from"), weight=ft.FontWeight.BOLD), radio("from", people),
        ft.Text(t(lang, "card.to"), weight=ft.FontWeight.BOLD), radio("to", people),
        amount, reason, *preview,
        # Not while the rules' refusal stands above it (a walk tapped and read the same sentence a second time)
        ft.FilledButton(t(lang, "card.go"), icon=ft.Icons.PAYMENTS, width=WIDE, key="card-go", on_click=book,
                        disabled=short is not None),
    ]
    return _screen(ctx, route, t(lang, "cards"), body)


def payment_line(payer: str | None, payee: str | None, amount: int, lang: str) -> str:
    """"Bob pays Cy 5,000 DM." — a payment before the tap, between a player and the Kasse (None) or two players."""
    if payer and payee:
        return t(lang, "card.preview", payer=payer, payee=payee, amount=dm(amount, lang))
    if payer:
        return t(lang, "card.preview.to_kasse", payer=payer, amount=dm(amount, lang))
    return t(lang, "card.preview.from_kasse", payee=payee, amount=dm(amount, lang))


def booked_line(log, seq: int | None, lang: str, kinds: tuple[str, ...] = ("card_payment", "card_payment_all"),
                identifier: str = "card-booked") -> list[ft.Control]:
    """The action of `kinds` just booked on this screen (`seq`), as History says it (nothing once it is undone)."""
    booked = last_event(log, *kinds)
    if seq is None or booked is None or booked.seq != seq:
        return []
    return [ft.Semantics(identifier=identifier, key=identifier, content=ft.Text(
        t(lang, "card.booked", what=describe(booked, lang)), color=ft.Colors.PRIMARY, size=15))]
