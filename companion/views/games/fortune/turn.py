"""A turn at the Kasse: the roll (one die or two, app or real dice), the space landed on, and the
guided business of that space — its forms (chips, sales, loans, bonds: `space_forms`), shares, the ÖKA,
insurance, cards — and an open payment."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.allowed import allowed as fortune_allowed
from calculators.fortune.offers import space_offer
from calculators.fortune.tables import PRODUCTION, SALE_COUNT, parse_space, space_ids
from calculators.fortune.trade import products_sale_open
from calculators.fortune.turns import bond_income, took_nothing
from companion.views.games.fortune.common import TOP, act, d6_row, last_event, oka_face
from companion.views.games.fortune.due_words import raising
from companion.views.games.fortune.texts import company, dm, space_label, t
from companion.views.games.fortune.space_forms import (
    WIDE, assemble_form, bonds_form, buy_form, claim_reading, loan_form, reading, sell_form, why_not,
)
from companion.widgets.confirm import confirm
from companion.widgets.next_step import bring_into_view
from companion.widgets.fields import labelled, number_field, parse_whole, section, text_field

AREAS = (
    ("cards", ("start", "economy", "business")),
    ("service", ("consulting", "advertising", "insurance")),
    ("finance", ("commerzbank", "vereinsbank", "bonds", "shares")),
    ("production", ("factory", "energy", "personnel", "explosion")),
    ("sales", ("kaufring", "otto", "rewe", "fire")),
    ("other", ("other",)),
)
FACE = 52  # six tappable ÖKA faces side by side on a 360 px phone


def box(*controls: ft.Control, color=None, key: str | None = None) -> ft.Control:
    return ft.Container(ft.Column(list(controls), spacing=8), padding=12, border_radius=10,
                        bgcolor=color or ft.Colors.SURFACE_CONTAINER_LOW,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), key=key)


def values_of(text: str | None) -> list:
    return [parse_whole(v, None) for v in (text or "").replace(",", " ").split()]


# --- rolling ------------------------------------------------------------------------------------

def roll_box(ctx, sid: str, state, player: str, lang: str, may, offer=None, own: bool = False,
             kept=None) -> ft.Control:
    """The player's roll: one or two dice, by the app or typed in from real dice; before it, a consulting or
    advertising chip the player holds (on the bank's phone or the player's own), as the rules allow (`may`).
    While another player's insurance claim is open (`offer`, the space's), the roll says it lapses, and asks first.
    `own`: on the player's own phone (an ÖKA on their package is said as on "your" package). `kept`: the app's roll
    of this move, made and undone (`A.undone_move`): it stands, and is said (the rules then offer only Roll with as
    many dice, `may`)."""
    key = f"fortune-roll-{state.moves}"
    field = number_field(t(lang, "roll.field"), hint="3 4")
    field.keyboard_type = ft.KeyboardType.TEXT
    typed = ctx.field(key, field)
    others = offer is not None and offer.player != player
    lapsing = offer.open_claim if others else None
    claim = (offer.player, lapsing.amount) if lapsing is not None else None
    oka = offer.open_oka if others and claim is None else None  # an ÖKA the player on the space may still force

    def asked(go):
        """`go()` at once, or once the table says yes while a claim would lapse. An ÖKA that would lapse is said in
        red above the buttons, not asked: a challenger mostly lets it go, and a question before every such roll
        stood between the table and its next turn (the browser tests' games, as a real table's)."""
        if claim is None:
            go()
            return
        who, amount = claim
        confirm(ctx, t(lang, "claim.lapses.ask", player=who), t(lang, "claim.lapses.body", player=who,
                                                                amount=dm(amount, lang)),
                t(lang, "claim.lapses.yes"), go, keep=t(lang, "claim.lapses.keep"), yes_icon=ft.Icons.CASINO)

    def roll(n):
        return lambda e: asked(lambda: act(ctx, sid, A.roll_move, lang, {"values": key}, player=player, dice=n))

    def enter(e):
        values = values_of(ctx.text(key))
        if len(values) not in (1, 2):
            ctx.fail(key, t(lang, "roll.count"))
            return
        asked(lambda: act(ctx, sid, A.roll_move, lang, {"values": key}, player=player, dice=len(values),
                          values=values))

    controls = [ft.Semantics(identifier="next-to-roll", content=ft.Text(
        t(lang, "turn", player=player), size=22, weight=ft.FontWeight.BOLD)),
        # An undone roll stands: no choice of dice to offer (a walk read "chooses: one die or two" above one greyed).
        *([] if kept is not None else [ft.Text(t(lang, "turn.dice_help.mine" if own else "turn.dice_help",
                                                 player=player), size=13, key="dice-help")])]
    s = state.sheet(player)
    for chip in ("consulting", "advertising"):
        if getattr(s, chip):
            controls.append(ft.OutlinedButton(t(lang, f"use.{chip}"), icon=ft.Icons.SWAP_HORIZ, width=WIDE,
                                              key=f"use-{chip}", disabled=not may.may(chip),
                                              on_click=lambda e, c=chip: act(ctx, sid, A.use_service_chip, lang,
                                                                             player=player, chip=c)))
            if not may.may(chip):
                controls.append(why_not(may.why(chip), f"use-{chip}-why"))
    controls += [
        ft.Row([ft.FilledButton(t(lang, f"roll.{n}"), icon=ft.Icons.CASINO, on_click=roll(n), expand=True,
                                key=f"roll-{n}", disabled=not may.may(f"roll_{n}")) for n in (1, 2)],
               key="roll-buttons"),
        # Neither roll (said here; an undone roll's one die or two is said below, as it stands).
        *([why_not(may.why("roll_1"), "roll-why")] if not (may.may("roll_1") or may.may("roll_2")) else []),
        # Real dice typed in cannot stand for an undone roll of the app's (the rules refuse them): not offered then.
        *([] if not may.may("roll_typed") else [typed, ft.OutlinedButton(t(lang, "roll.typed"), icon=ft.Icons.EDIT,
                                                                         on_click=enter, width=WIDE,
                                                                         key="roll-typed")]),
    ]
    head = 1 if kept is not None else 2  # after the heading (and the choice of dice, when there is one)
    if kept is not None:  # said under the buttons: the one that brings the roll back stands where it stood
        controls.append(ft.Semantics(identifier="roll-kept", key="roll-kept", content=ft.Text(
            t(lang, "roll.kept.one" if len(kept.faces) == 1 else "roll.kept.two", player=player,
              faces=" ".join(kept.labels)), size=13, italic=True)))
    if claim is not None:
        controls.insert(head, ft.Semantics(identifier="claim-lapses", key="claim-lapses", content=ft.Text(
            t(lang, "claim.lapses", player=claim[0], amount=dm(claim[1], lang)), size=15, color=ft.Colors.ERROR,
            weight=ft.FontWeight.W_500)))
    elif oka is not None:
        controls.insert(head, ft.Semantics(identifier="oka-lapses", key="oka-lapses", content=ft.Text(
            t(lang, "oka.lapses.mine" if own and oka.holder == player else "oka.lapses", player=offer.player,
              company=company(oka.company), holder=oka.holder), size=15,
            color=ft.Colors.ERROR, weight=ft.FontWeight.W_500)))
    return box(*controls, color=ft.Colors.SECONDARY_CONTAINER, key=f"roll-box-{player}")


def last_move(log, lang: str, viewer: str | None = None) -> list[ft.Control]:
    """The latest move roll as pip faces, with its total; on a seat's phone (`viewer`) also what happens next."""
    e = last_event(log, "rolled")
    if e is None:
        return []
    labels = e.data["roll"]["labels"]
    one = ".one" if len(labels) == 1 else ""
    real = t(lang, "rolled.real" + one) if e.data["roll"].get("source") == "physical" else ""
    total, player = sum(int(x) for x in labels), e.data["player"]
    nxt = [] if viewer is None else [ft.Semantics(identifier="move-next", key="move-next", content=ft.Text(
        t(lang, "rolled.next.mine" if player == viewer else "rolled.next.other", player=player, total=total),
        size=15, weight=ft.FontWeight.W_500))]
    return [ft.Semantics(identifier="move-roll", key="move-roll", content=ft.Text(
        t(lang, "rolled", player=player, total=total) + real, size=16)),
        keyed(d6_row(labels, "move-die"), "move-dice"), *nxt]


def space_picker(ctx, sid: str, state, board, player: str, lang: str) -> ft.Control:
    """Which space the piece landed on: the short list of spaces, grouped by the board's areas."""
    passed_key = f"fortune-passed-{state.moves}"  # ticked on this phone for this move (screen state)
    passed = labelled(ft.Checkbox(value=bool(ctx.get(passed_key, False)),
                                  on_change=lambda e: ctx.put(passed_key, bool(e.control.value))),
                      t(lang, "land.passed", amount=dm(board.value("bond_terms")["interest"], lang)), key=passed_key)

    def land(space):
        def tapped(e) -> None:
            # The landing's business comes in the picker's place, high above the space tapped far down the list: the
            # page is brought up to it (a walk's Kasse tapped Vereinsbank 1 and stood at the next player's roll, the
            # loan Ann asked for out of sight above).
            if act(ctx, sid, A.land, lang, player=player, space=space, passed_start=bool(ctx.get(passed_key, False))):
                bring_into_view(ctx, TOP)
        return tapped
    ids = space_ids(board)
    groups = []
    for area, kinds in AREAS:
        mine = [s for s in ids if s.partition("-")[0] in kinds]
        groups += [ft.Text(t(lang, f"area.{area}"), size=13, weight=ft.FontWeight.BOLD, key=f"area-{area}"),
                   ft.Row([ft.OutlinedButton(space_label(s, lang), on_click=land(s), height=48, key=f"space-{s}",
                                             style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=10)))
                           for s in mine], wrap=True, spacing=6, run_spacing=6, key=f"spaces-{area}")]
    return box(*last_move(ctx.services.hub.get(sid).log, lang),
               ft.Text(t(lang, "land", player=player), size=18, weight=ft.FontWeight.BOLD), passed,
               *_bond_income(state, board, player, lang), *groups,
               key=f"space-picker-{state.moves}")


def _bond_income(state, board, player: str, lang: str) -> list[ft.Control]:
    """What passing Start pays this player (Bonds: the interest "each time you pass Start"), beside its box (a walk's
    Kasse read "3,000 DM per bond" and worked out the sum)."""
    n = state.sheet(player).bonds
    if not n:
        return []
    return [ft.Semantics(identifier="passed-pays", key="passed-pays", content=ft.Text(t(
        lang, "land.passed.pays", player=player, n=n, amount=dm(bond_income(state, board, player), lang)), size=13,
        italic=True))]


# --- the space's business -----------------------------------------------------------------------

def shares_part(ctx, sid, lang, state, board, player, sp, *, banker: bool, may=None) -> list[ft.Control]:
    """Buying the package, selling it back at 120 %, or the ÖKA against its holder."""
    c = sp.company
    if c not in board.value("share_prices"):
        return []
    held = state.holding(c)
    if held is None:
        if sp.kind != "shares" or not banker:
            return []
        refused = may is not None and not may.may("shares")  # why not, before the tap (a walk: after it, passing)
        return [ft.Text(t(lang, "shares.about", company=company(c), amount=dm(board.value("share_prices")[c], lang)),
                        weight=ft.FontWeight.BOLD),
                ft.FilledButton(t(lang, "shares.buy"), icon=ft.Icons.PIE_CHART, width=WIDE, key=f"shares-buy-{c}",
                                disabled=refused, on_click=lambda e: act(ctx, sid, A.buy_shares, lang, player=player)),
                *([why_not(may.why("shares"), "shares-buy-why")] if refused else [])]
    if held.owner == player:
        if not banker or may is None:
            return []
        # More About Shares: sold back on standing there again — the rules say whether, and why not yet.
        back = held.price * board.value("percentages")["sell_back"] // 100
        return [ft.Text(t(lang, "shares.owner", company=company(c), owner=held.owner)),
                ft.OutlinedButton(t(lang, "shares.back", amount=dm(back, lang)), icon=ft.Icons.SELL, width=WIDE,
                                  height=48, disabled=not may.may("sell_back"), key=f"shares-back-{c}",
                                  on_click=lambda e: act(ctx, sid, A.sell_shares_back, lang, player=player)),
                *([why_not(may.why("sell_back"), "sell-back-why")] if not may.may("sell_back") else []),
                reading("sell_back", lang)]
    return oka_box(ctx, sid, state, board, player, held, lang)


def oka_box(ctx, sid, state, board, player, held, lang) -> list[ft.Control]:
    """The ÖKA: the terms, a roll of the two ÖKA dice by the app, or the real dice's faces tapped in."""
    fee, highest = A.oka_terms(held.price, board)
    pick_key = f"fortune-oka-pick-{state.landing}"  # the faces tapped in on this phone (screen state)
    faces = board.value("oka_dice")

    def pick(die, face):
        return lambda e: ctx.put(pick_key, {**ctx.get(pick_key, {}), die: face})

    def score(e):
        mine = ctx.get(pick_key, {})
        if not mine.get("dark") or not mine.get("light"):
            ctx.toast(t(lang, "oka.pick"))
            return
        if act(ctx, sid, A.challenge, lang, challenger=player, values=[mine["dark"], mine["light"]]):
            ctx.state.drop(pick_key)

    chosen = ctx.get(pick_key, {})

    def rows(die, dark, whose):
        return [ft.Text(t(lang, f"oka.{die}", player=whose), size=13, weight=ft.FontWeight.BOLD, key=f"oka-{die}"),
                ft.Row([keyed(oka_face(f, dark, lang, size=FACE, selected=chosen.get(die) == f,
                                        on_click=pick(die, f)), f"oka-{die}-{f}")
                        for f in faces[die]], wrap=True, spacing=4, run_spacing=4, key=f"oka-{die}-faces")]
    if state.rule("oka_cash_check"):  # the house rule's condition, marked as such
        cash_rule = t(lang, "oka.house", challenger=player, amount=dm(max(fee, highest), lang))
    else:
        cash_rule = t(lang, "oka.short", challenger=player)
    return [
        ft.Text(t(lang, "oka"), size=18, weight=ft.FontWeight.BOLD),
        ft.Text(t(lang, "oka.terms", challenger=player, holder=held.owner, company=company(held.company),
                  fee=dm(fee, lang), highest=dm(highest, lang)), size=14),
        ft.Semantics(identifier="oka-cash", content=ft.Text(cash_rule, size=14)),
        # Said with the figures before the tap (a walk with 5,000 DM challenged, failed and owed 10,000 DM).
        *([ft.Semantics(identifier="oka-cash-short", content=ft.Text(t(
            lang, "oka.cash_short", challenger=player, cash=dm(cash, lang), fee=dm(fee, lang)), size=15,
            color=ft.Colors.ERROR, weight=ft.FontWeight.W_500))] if (cash := state.sheet(player).cash) < fee else []),
        ft.FilledButton(t(lang, "oka.roll"), icon=ft.Icons.CASINO, width=WIDE, key="oka-roll",
                        on_click=lambda e: act(ctx, sid, A.challenge, lang, challenger=player)),
        *rows("dark", True, player), *rows("light", False, held.owner),
        ft.OutlinedButton(t(lang, "oka.typed"), icon=ft.Icons.EDIT, on_click=score, width=WIDE, key="oka-typed"),
    ]


def keyed(control: ft.Control, key: str) -> ft.Control:
    """`control` (built by this render) with its key: a button in a list keeps its place across renders."""
    control.key = key
    return control


def landing_box(ctx, sid: str, state, board, lang: str, base: str, log) -> ft.Control:
    """What the current player may do on the space just landed on, with the board table's prices; `log`
    lets the rules say what may be done now (`allowed`), the banker's device acting as the Kasse."""
    player = state.current
    s = state.sheet(player)
    sp = parse_space(s.space, board)
    key = f"fortune-{sid}-land-{state.landing}"
    may = fortune_allowed(log, None, lang)  # what the Kasse may do for the player on this space, and why not
    parts: list[ft.Control] = [ft.Semantics(identifier="on-space", content=ft.Text(
        t(lang, "on_space", player=player, space=space_label(sp.id, lang)), size=18, weight=ft.FontWeight.BOLD))]
    if sp.kind in PRODUCTION:
        parts += buy_form(ctx, sid, key, lang, state, board, player, sp.kind, board.value("chip_prices")[sp.kind][sp.n - 1], True)
    elif sp.kind in ("consulting", "advertising", "insurance"):
        parts += buy_form(ctx, sid, key, lang, state, board, player, sp.kind, board.value("service_prices")[sp.kind], False)
    elif sp.kind in SALE_COUNT:
        parts += sell_form(ctx, sid, key, lang, state, board, player, sp, may)
    elif sp.kind in ("commerzbank", "vereinsbank"):
        landed = last_event(log, "landed")  # this landing's: a loan at this bank repaid on it, or owed
        repaid = landed is not None and sp.kind in (landed.data.get("loan_repaid"),
                                                    (landed.data.get("due") or {}).get("bank"))
        parts += loan_form(ctx, sid, key, lang, state, board, player, sp, may, repaid)
    elif sp.kind == "bonds":
        parts += bonds_form(ctx, sid, key, lang, state, board, player, may)
    elif sp.kind == "economy":
        note_key = f"{key}-economy"
        note = ctx.field(note_key, text_field(t(lang, "economy.field"), max_length=200))

        def noted(e) -> None:  # noted, the field empties (a walk's stayed full: one more tap noted the card twice)
            if act(ctx, sid, A.note_economy_card, lang, {"text": note_key}, text=ctx.text(note_key)):
                ctx.state.clear(note_key)
        parts += [note, ft.FilledButton(t(lang, "economy.go"), icon=ft.Icons.STICKY_NOTE_2, width=WIDE,
                                        key=f"{key}-economy-go", on_click=noted)]
    elif sp.kind == "business":  # Business cards: "takes the top card ... and places it back after following it"
        parts += [ft.Text(t(lang, "business.kasse", player=player), key=f"{key}-business-says"),
                  ft.OutlinedButton(t(lang, "cards"), icon=ft.Icons.STYLE, width=WIDE, key=f"{key}-cards",
                                    on_click=lambda e: ctx.go(f"{base}/game/cards"))]
    if sp.kind in ("explosion", "fire") and took_nothing(state):
        # said, not silent: the space took nothing (the state says it; a shared table has its landing not in the log)
        parts.append(ft.Text(t(lang, f"loss.none.{sp.kind}", player=player), key=f"{key}-no-loss"))
    if state.claim:
        if may.may("claim") and sp.kind == "explosion":  # "per factory you own": how this table counts it
            parts.append(ft.Text(claim_reading(state, board, lang), size=12, italic=True,
                                 color=ft.Colors.ON_SURFACE_VARIANT, key=f"{key}-claim-reading"))
        if may.may("claim"):
            parts += [ft.Text(t(lang, "claim.about", amount=dm(state.claim, lang)), key=f"{key}-claim-about"),
                      ft.FilledButton(t(lang, "claim", amount=dm(state.claim, lang)), icon=ft.Icons.HEALTH_AND_SAFETY,
                                      width=WIDE, key=f"{key}-claim",
                                      on_click=lambda e: act(ctx, sid, A.claim_insurance, lang, player=player))]
        else:  # no insurance chip: the loss stands, and the screen says why
            parts.append(why_not(may.why("claim"), f"{key}-claim-why"))
    parts += shares_part(ctx, sid, lang, state, board, player, sp, banker=True, may=may)
    if all(getattr(s, k) for k in PRODUCTION):
        parts += assemble_form(ctx, sid, key, lang, player)
    return box(*parts, key=key)


def due_box(ctx, sid: str, state, board, lang: str, base: str, sale_below: bool = False) -> ft.Control:
    """A forced payment the debtor cannot make yet: pay it, sell at 60 %, or go bankrupt. `sale_below`: drawn on the
    debtor's balance sheet, whose sale form follows it (a button there opened the screen it stood on: nothing)."""
    due = state.due
    reason = t(lang, f"due.{due.reason}") if due.reason in ("loan", "oka") else due.reason
    package = [ft.Text(t(lang, "due.package", company=company(due.company), player=due.debtor))] if due.company else []
    i = state.players.index(due.debtor)
    can_pay = A.due_payable_now(state)  # then paying is the step to take; else selling first
    # What the rules would refuse stands disabled, its reason said above (a walk tapped "Pay now" short of the sum,
    # "Urgent sale" with nothing to sell, and saw "is bankrupt" one tap from "Pay now" once the sum was there).
    pay = (ft.FilledButton if can_pay else ft.OutlinedButton)(
        t(lang, "due.pay"), icon=ft.Icons.PAYMENTS, width=WIDE, key="due-pay", disabled=not can_pay,
        on_click=lambda e: act(ctx, sid, A.pay_due, lang))
    to_sell = A.urgent_value(state, board, due.debtor) > 0
    out_of_reach = not A.due_within_reach(state, board)  # only then is the debtor bankrupt (End of the Game)
    return box(
        ft.Semantics(identifier="due", content=ft.Text(t(lang, "due", player=due.debtor, amount=dm(due.total, lang),
                                                         reason=reason), size=16, weight=ft.FontWeight.BOLD)),
        *package,
        *([pay] if can_pay else []),
        *due_help(ctx, sid, state, board, lang),
        *([] if can_pay else [pay]),
        *([] if sale_below else [ft.OutlinedButton(
            t(lang, "urgent"), icon=ft.Icons.SELL, width=WIDE, key="due-urgent", disabled=not to_sell,
            on_click=lambda e: ctx.go(f"{base}/game/player/{i}"))]),
        ft.Container(height=16, key="due-gap"),  # the bankruptcy's button set apart from the sale's
        ft.OutlinedButton(t(lang, "bankrupt.go", player=due.debtor), icon=ft.Icons.MONEY_OFF, width=WIDE,
                          key="due-bankrupt", disabled=not out_of_reach,
                          on_click=lambda e: act(ctx, sid, A.declare_bankrupt, lang, player=due.debtor)),
        # What the one tap does, said under it and set apart from "Urgent sale" above (two walks ended a player's
        # game with a tap meant for the sale; the table's flow books it at one tap, and Undo brings it back).
        *([ft.Semantics(identifier="due-bankrupt-what", key="due-bankrupt-what", content=ft.Text(
            t(lang, "bankrupt.what", player=due.debtor), size=13, italic=True))] if out_of_reach else []),
        color=ft.Colors.ERROR_CONTAINER, key=f"due-{due.debtor}")


def due_help(ctx, sid: str, state, board, lang: str) -> list[ft.Control]:
    """How the debtor can raise the money, in the words the players' phones read (`due_words.raising`): his package
    here at 120 % when he stands on its space again, the rest at 60 % (More About Shares), and whether cash and sales
    reach the sum; a walk read "Ann may sell shares and bonds at 60 % (brings 0 DM) or is bankrupt" here while Ann's
    own phone said she held nothing to sell. Once the cash covers it, Pay now is the step."""
    debtor = state.due.debtor
    if A.due_payable_now(state):  # the cash covers it: no sale to suggest, no bankruptcy to fear
        return [ft.Semantics(identifier="due-help", content=ft.Text(t(
            lang, "due.covered.kasse", player=debtor, cash=dm(state.sheet(debtor).cash, lang))))]
    out: list[ft.Control] = [ft.Semantics(identifier="due-help", content=ft.Text(" ".join(
        raising(state, board, None, lang))))]
    back = A.sell_back_open(state, board, debtor)
    if back is not None:
        out.append(ft.FilledButton(t(lang, "shares.back", amount=dm(A.sell_back_price(back, board), lang)),
                                   icon=ft.Icons.SELL, width=WIDE, key="due-sell-back",
                                   on_click=lambda e: act(ctx, sid, A.sell_shares_back, lang, player=debtor)))
    sale = products_sale_open(state, board, debtor)
    if sale:
        out.append(ft.FilledButton(t(lang, "due.sell_products", amount=dm(sale, lang)), icon=ft.Icons.SELL,
                                   width=WIDE, key="due-sell-products",
                                   on_click=lambda e: act(ctx, sid, A.sell_products, lang, player=debtor)))
    return out


def turn_controls(ctx, sid: str, snap, state, board, lang: str, base: str) -> list[ft.Control]:
    """The banker's turn: an open payment first, then the landing's business, then the next roll."""
    out: list[ft.Control] = []
    if state.economy_card:
        out.append(ft.Semantics(identifier="economy-card", key="economy-card", content=ft.Text(
            t(lang, "economy.now", text=state.economy_card), size=14, italic=True)))
    if state.due is not None:
        return out + [due_box(ctx, sid, state, board, lang, base)]
    if state.awaits_landing:
        return out + [space_picker(ctx, sid, state, board, state.current, lang)]
    if state.current is not None and state.current in state.active:  # a bankrupt's landing has no business left
        out.append(landing_box(ctx, sid, state, board, lang, base, snap.log))
    nxt = A.next_to_roll(state)
    if nxt:
        out += [keyed(section(t(lang, "turn.next", player=nxt)), "turn-next"),
                roll_box(ctx, sid, state, nxt, lang, fortune_allowed(snap.log, None, lang), space_offer(snap.log, lang),
                         kept=A.undone_move(snap.log))]
    return out
