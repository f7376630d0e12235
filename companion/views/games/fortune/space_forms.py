"""The business of the space landed on, at the Kasse: chips and their prices, the products sale, a loan at this
bank, bonds, and products assembled — each form with the board table's prices and the rules' reasons."""
from __future__ import annotations

import flet as ft

from calculators.core.model import RuleError
from calculators.fortune import actions as A
from calculators.fortune.allowed import typed_refusal
from calculators.fortune.amounts import read_amount
from calculators.fortune.checks import buy_pay, sale_pay
from calculators.fortune.tables import CHIP_COMPANY, KASSE, SALE_COUNT
from calculators.fortune.texts import message
from calculators.fortune.turns import interest_waived
from companion.i18n import ngettext
from companion.views.games.fortune.amount_fields import amounts, money_field
from companion.views.games.fortune.common import act
from companion.views.games.fortune.texts import bank_dative, company, dm, t
from companion.widgets.fields import number_field, parse_whole

WIDE = float("inf")


def why_not(text: str, identifier: str) -> ft.Control:
    """The rules' reason beside a control they disable (`allowed`), found by its identifier."""
    return ft.Semantics(identifier=identifier, key=identifier, content=ft.Text(text, size=14, italic=True))


def reading(name: str, lang: str) -> ft.Control:
    """The app's reading `name` where the rulebook leaves room (marked as an interpretation, small)."""
    return ft.Semantics(identifier=f"reading-{name}", content=ft.Text(
        t(lang, f"reading.{name}"), size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))


def num(ctx, key: str, label: str, value: str = "", **kw) -> ft.TextField:
    """The screen's number field `key` (what was typed carried across renders; `value` until something is)."""
    return ctx.field(key, number_field(label, value, **kw))


def said_as_typed(ctx, sid, lang: str, form: str, fields: dict, **kw) -> bool:
    """Each number of a form of the space landed on, answered by the rules as it is typed (`typed_refusal`, each
    number on its own: one refused never hides another's refusal): their refusal under the field at fault, in their
    words; True while one stands (the form's button waits). `fields`: the rules' name -> (the field, its number as
    read, None while it is none); `kw`: the command's other arguments."""
    log = ctx.services.hub.get(sid).log
    # Letters too ("abc": a walk's payout showed nothing and kept its button until the tap, while "-5000" was said at
    # once): the rules refuse them in their own words, as on the tap.
    typed = {name: v for name, (_, v) in fields.items() if v is not None and not isinstance(v, bool)}
    refused = False
    for name, value in typed.items():
        said = typed_refusal(log, None, form, name, lang, **{**kw, name: value})
        if said:
            refused, field = True, fields[name][0]
            if field.error is None:
                field.error = said
    return refused


def retyped(ctx, key: str):
    """A number field's on_change: the last try's refusal goes and the form follows what is typed."""
    def changed(e) -> None:
        ctx.state.errors.pop(key, None)
        ctx.state.rerender()
    return changed


def buy_form(ctx, sid, key, lang, state, board, player, chip, unit: int, editable: bool) -> list[ft.Control]:
    what = ft.Text(t(lang, "buy", what=_chip(chip, lang)), weight=ft.FontWeight.BOLD)
    n_key, price_key = f"{key}-n", f"{key}-unit"
    n = num(ctx, n_key, t(lang, "n"), "1", col={"xs": 4})
    n.on_change = retyped(ctx, n_key)  # the total and the rules' answer follow what is typed
    price = money_field(ctx, price_key, number_field(t(lang, "unit"), str(unit), col={"xs": 8}), lang) \
        if editable else None
    a = parse_whole(n.value, None)
    b = amount_or_none(price.value, lang) if editable else unit
    # A count or a price the rules refuse (none, more than the Kasse holds or the player can pay) is said as typed.
    # The count is asked at the price typed (what the player can pay is the count at that price); the price of one chip.
    refused = said_as_typed(ctx, sid, lang, "buy", {"n": (n, a), **({"unit_price": (price, as_typed(price.value, lang))}
                                                                   if editable else {})},
                            player=player, chip=chip, n=1, **({"unit_price": b} if editable and isinstance(b, int)
                                                             else {}))
    # No sum under a number the rules refuse (a walk read "3 × 0 DM = 0 DM, to the Kasse" beneath the refusal).
    total = buy_total(lang, state, board, player, chip, a, b) \
        if isinstance(a, int) and isinstance(b, int) and a > 0 and not refused else ft.Text("", size=16)
    fields = {"n": n_key, "unit_price": price_key}

    def buy(e):
        read = amounts(ctx, lang, unit_price=price_key) if editable else {}
        if read is None:
            return
        if act(ctx, sid, A.buy_chips, lang, fields, player=player, chip=chip, n=parse_whole(ctx.text(n_key), None),
               **read):
            ctx.state.clear(n_key)  # back to 1 for the next purchase
    row = [n, price] if editable else [n, ft.Text(t(lang, "price_each_fixed", amount=dm(unit, lang)), col={"xs": 8})]
    # a refusal reads across the line, not down a third of it
    wide = bool(n.error or (price is not None and price.error))
    return [what, fields_row(row, wide, vertical_alignment=ft.CrossAxisAlignment.CENTER, key=f"{key}-buy-row"),
            total, ft.FilledButton(t(lang, "buy", what=_chip(chip, lang)), icon=ft.Icons.SHOPPING_CART,
                                   on_click=buy, width=WIDE, disabled=refused, key=f"{key}-buy")]


def buy_total(lang: str, state, board, player: str, chip: str, n: int, unit: int) -> ft.Control:
    """What the purchase costs and where the money goes, from the rules' payments: the premium part to the company's
    shareholder, or deducted when the shareholder buys (a walk read "6.000 DM each · Total 6.000 DM" on the bank's
    phone while the shareholder's own phone said 5,000, and the app booked 5.000)."""
    pays = buy_pay(state, board, player, CHIP_COMPANY[chip], n, unit)
    paid = sum(amount for payer, _, amount in pays if payer == player)
    whole, kasse = unit * n, sum(amount for _, payee, amount in pays if payee == KASSE)
    premiums = [(payee, amount) for _, payee, amount in pays if payee not in (KASSE, player)]
    if paid < whole:  # the shareholder buying deducts the premium
        text = t(lang, "buy.total_own", n=n, each=dm(unit, lang), whole=dm(whole, lang),
                 premium=dm(whole - paid, lang), player=player, total=dm(paid, lang))
    elif premiums:
        text = t(lang, "buy.total_premium", n=n, each=dm(unit, lang), total=dm(whole, lang), kasse=dm(kasse, lang),
                 premium=dm(premiums[0][1], lang), holder=premiums[0][0])
    else:
        text = t(lang, "buy.total", n=n, each=dm(unit, lang), total=dm(whole, lang))
    return ft.Semantics(identifier="buy-total", key="buy-total",
                        content=ft.Text(text, size=16, weight=ft.FontWeight.W_500))


def fields_row(controls: list[ft.Control], wide: bool, **kw) -> ft.ResponsiveRow:
    """A form's fields side by side, or each across the whole line (`wide`: while a refusal stands under one).
    Flet's ResponsiveRow does not lay out again when only a child's `col` changes (flet-dev/flet#6734: a walk's
    refusal stood in half the line on a live phone, whole only on a phone that opened the form with it): the row's
    own `columns` changes with the children's, so the phone lays it out again."""
    if wide:
        for c in controls:
            c.col = {"xs": 24}
    return ft.ResponsiveRow(controls, columns=24 if wide else 12, **kw)


def as_typed(text, lang: str) -> int | str | None:
    """An amount field's number as the rules read it: the amount, the text as typed when it is no amount (the rules
    refuse it), None while empty or written ambiguously (`money_field` says that under the field)."""
    try:
        return read_amount(text, lang)
    except RuleError:
        return None


def amount_or_none(text, lang: str) -> int | None:
    """The amount typed, or None while it is none: empty, or text that is no amount ("abc", "30k": a walk's letters
    in the sale price reached the sale's sum as text and took the Kasse's panel down)."""
    typed = as_typed(text, lang)
    return typed if isinstance(typed, int) else None


def _chip(chip: str, lang: str) -> str:
    return message(f"chip.{chip}", lang)


def sell_form(ctx, sid, key, lang, state, board, player, sp, may) -> list[ft.Control]:
    n = SALE_COUNT[sp.kind]
    price_key = f"{key}-price"
    price = money_field(ctx, price_key, number_field(t(lang, "sell.price"),
                                                     str(board.value("sale_prices")[sp.kind][sp.n - 1])), lang)

    def sell(e):
        read = amounts(ctx, lang, price_each=price_key)
        if read is not None:
            act(ctx, sid, A.sell_products, lang, {"price_each": price_key}, player=player, **read)
    have = state.sheet(player).products
    refused = said_as_typed(ctx, sid, lang, "sell", {"price_each": (price, as_typed(price.value, lang))},
                            player=player)  # a price of 0: said as typed, in the rules' words
    return [ft.Text(ngettext("{player} has {n} finished product.", "{player} has {n} finished products.", have,
                             lang).format(player=player, n=have)),
            *sale_premium_line(state, board, player, sp.kind, lang), price,
            # No sum of a price the rules refuse (a walk read "1 × 0 DM = 0 DM: 0 DM to Ann" under the refusal).
            *([] if refused else sale_total(ctx, price_key, lang, state, board, player, sp, n, may)),
            ft.FilledButton(ngettext("Sell {n} finished product", "Sell {n} finished products", n, lang).format(n=n),
                            icon=ft.Icons.SELL, on_click=sell, width=WIDE,
                            disabled=not may.may("sell") or refused, key=f"{key}-sell"),
            *([why_not(may.why("sell"), f"{key}-sell-why")] if not may.may("sell") else [])]


def sale_total(ctx, price_key: str, lang: str, state, board, player: str, sp, n: int, may) -> list[ft.Control]:
    """The sale at the price in the field: the whole sum, and what the player is paid after the premium (the seat's
    phone said "68,000 DM to you"; the Kasse, who hands the money over, read only the price per product, a walk)."""
    unit = amount_or_none(ctx.text(price_key), lang)
    if unit is None or not may.may("sell"):
        return []
    take = sum(a for _, payee, a in sale_pay(state, board, player, sp.kind, n, unit) if payee == player)
    return [ft.Semantics(identifier="sale-total", key="sale-total", content=ft.Text(t(
        lang, "sell.total", n=n, each=dm(unit, lang), total=dm(unit * n, lang), take=dm(take, lang), player=player),
        size=15, weight=ft.FontWeight.W_500))]


def sale_premium_line(state, board, player: str, sales: str, lang: str) -> list[ft.Control]:
    """How the sales company's premium is paid on this sale (the rulebook's reading or the house rule)."""
    how, holder, per = A.sale_premium(state, board, player, sales)
    keys = {"on_top": "sell.premium_top", "to_kasse": "sell.premium_kasse", "own": "sell.premium_own",
            "deducted": "sell.premium"}
    if how not in keys:
        return []
    text = t(lang, keys[how], holder=holder, amount=dm(per, lang), player=player)
    return [ft.Semantics(identifier="sale-premium", content=ft.Text(text, size=14))]


def loan_form(ctx, sid, key, lang, state, board, player, sp, may, repaid_here: bool) -> list[ft.Control]:
    """A loan at this bank: the space's terms (from the rules' answer), and the button — disabled, with the
    rules' reason beside it, when a loan may not be taken now (a second loan at the same bank). The app's reading
    that a loan repaid on this landing may be taken again stands only where one was (`repaid_here`): a walk read it
    on a bank space where the player had no loan."""
    terms = may.loan_terms
    keys = {"payout": f"{key}-payout", "interest": f"{key}-interest"}
    payout = money_field(ctx, keys["payout"], number_field(
        t(lang, "loan.payout"), str(terms.payout if terms else ""), col={"xs": 6}), lang)
    interest = money_field(ctx, keys["interest"], number_field(
        t(lang, "loan.interest"), str(terms.interest if terms else ""), col={"xs": 6}), lang)

    def take(e):
        read = amounts(ctx, lang, **keys)
        if read is not None:
            act(ctx, sid, A.take_loan, lang, keys, player=player, **read)
    # A payout above the loan is refused as it is typed, in the rules' words, the button disabled while it stands (a
    # walk's 60000 read "= 60.000 DM" with no warning): the bound from the rules' answer.
    typed = amount_or_none(payout.value, lang)
    over = terms is not None and isinstance(typed, int) and typed > terms.most
    if over and payout.error is None:
        payout.error = terms.over
    # A payout of 0 or a negative interest: refused as typed too, in the rules' words (a walk learnt it on the tap).
    typed_in = {"payout": (payout, as_typed(payout.value, lang)),
                "interest": (interest, as_typed(interest.value, lang))}
    refused = may.may("loan") and said_as_typed(ctx, sid, lang, "loan", typed_in, player=player) or over
    wide = bool(payout.error or interest.error)  # a refusal reads across the line, not down half of it
    # What the loan costs back, before the tap (a walk's Kasse read it only on the sheet, once booked): the loan and
    # the interest as typed.
    loan, due = board.value("loan_amount"), amount_or_none(interest.value, lang)
    waived = interest_waived(state, player, sp.kind)  # the bank's shareholder repays no interest (Loans)
    if waived:  # the space's printed interest, recorded with the loan, is not charged (a walk read 2,000 DM due)
        interest.helper = t(lang, "loan.interest.waived", amount=interest.helper or "").lstrip(", ")
    repay = [ft.Semantics(identifier="loan-repay", key="loan-repay", content=ft.Text(t(
        lang, "loan.repay.waived" if waived else "loan.repay", bank=bank_dative(sp.kind, lang), player=player,
        amount=dm(loan, lang), interest=dm(due, lang), total=dm(loan + due, lang), company=company(sp.kind)),
        size=14))] if isinstance(due, int) and due >= 0 else []
    return [ft.Text(t(lang, "loan.about", amount=dm(board.value("loan_amount"), lang), bank=bank_dative(sp.kind, lang)),
                    weight=ft.FontWeight.BOLD),
            fields_row([payout, interest], wide, key=f"{key}-loan-row"), *repay,
            ft.FilledButton(t(lang, "loan.go"), icon=ft.Icons.ACCOUNT_BALANCE, on_click=take, width=WIDE, height=48,
                            disabled=not may.may("loan") or refused, key=f"{key}-loan"),
            *([why_not(may.why("loan"), "loan-why")] if not may.may("loan") else []),
            *([reading("loan_again", lang)] if repaid_here else [])]


def bonds_back(state, player: str, lang: str) -> str:
    """When bonds go back: on any BP space (the app's reading), or by the house rule on BP's bond space only."""
    return t(lang, "bonds.back_house" if state.rule("bonds_back_on_bond_space_only") else "bonds.back", player=player)


def bonds_form(ctx, sid, key, lang, state, board, player, may) -> list[ft.Control]:
    """Bonds on BP's bond space: the count typed, what it costs and brings; a count above what may be bought now
    (`may.bonds_most`) is refused as it is typed, in the rules' words, the button disabled while it stands (a walk's
    Bob held 3, typed 6: the cost line vanished with no reason and the button stayed enabled)."""
    n_key = f"{key}-bonds"
    n = num(ctx, n_key, t(lang, "n"), "1")

    def typed(e) -> None:  # the total and the reason follow what is typed; the last try's refusal goes
        ctx.state.errors.pop(n_key, None)
        ctx.state.rerender()
    n.on_change = typed
    terms = board.value("bond_terms")
    # What the purchase costs and brings, before the tap (a walk's Kasse read the price of one bond only).
    count, have = parse_whole(n.value, None), state.sheet(player).bonds
    over = may.may("bonds") and isinstance(count, int) and count > may.bonds_most
    under = may.may("bonds") and isinstance(count, int) and count < 1  # "0": said as typed too (a walk)
    # No whole number ("drei", "2.5"): said as typed as "6" and "-1" are (a walk's "drei" stood unsaid until the tap)
    under = under or may.may("bonds") and not isinstance(count, int) and bool((n.value or "").strip())
    if (over or under) and n.error is None:
        n.error = may.bonds_over if over else may.bonds_under
    total = [ft.Semantics(identifier="bonds-total", key="bonds-total", content=ft.Text(t(
        lang, "bonds.total", n=count, each=dm(terms["price"], lang), total=dm(terms["price"] * count, lang),
        interest=dm(terms["interest"] * (have + count), lang), player=player), size=16, weight=ft.FontWeight.W_500))] \
        if isinstance(count, int) and 0 < count <= may.bonds_most else []

    def buy(e):
        if act(ctx, sid, A.buy_bonds, lang, {"n": n_key}, player=player, n=parse_whole(ctx.text(n_key), None)):
            # Back to 1, as after buying chips: the count just bought, checked against the bonds now held, stood in
            # red ("Bob has 3 bonds; at most 5 …") under a purchase that went through (a walk).
            ctx.state.clear(n_key)
    about = [ft.Text(t(lang, "bonds.about", amount=dm(terms["price"], lang), most=terms["max"], player=player,
                       have=state.sheet(player).bonds)),
             ft.Semantics(identifier="bonds-back", content=ft.Text(bonds_back(state, player, lang), size=14))]
    if state.sheet(player).bonds_blocked:  # returned this round: no purchase to offer until the next (Bonds)
        return [*about, ft.Semantics(identifier="bonds-blocked", content=ft.Text(
            t(lang, "bonds.blocked", player=player), size=14, weight=ft.FontWeight.BOLD))]
    return [*about, n, *total,
            ft.FilledButton(t(lang, "bonds.go"), icon=ft.Icons.RECEIPT_LONG, on_click=buy, width=WIDE,
                            disabled=not may.may("bonds") or over or under, key=f"{key}-bonds-go"),
            *([why_not(may.why("bonds"), f"{key}-bonds-why")] if not may.may("bonds") else [])]


def assemble_form(ctx, sid, key, lang, player, why: str | None = None) -> list[ft.Control]:
    """Finished products from chips (The First Way); `why`: the rules' reason not even one can be made now (the
    button stands disabled with it: a walk's debtor with no chips found it enabled)."""
    n_key = f"{key}-assemble-{player}"
    if why:
        return [ft.OutlinedButton(t(lang, "assemble"), icon=ft.Icons.BUILD, width=WIDE, key=f"{n_key}-go",
                                  disabled=True), why_not(why, f"{n_key}-why")]
    n = num(ctx, n_key, t(lang, "assemble.n"), "1")
    n.on_change = retyped(ctx, n_key)  # more than the chips make, or none: said as typed, the button waits
    refused = said_as_typed(ctx, sid, lang, "assemble", {"n": (n, parse_whole(n.value, None))}, player=player)
    return [n, ft.OutlinedButton(t(lang, "assemble"), icon=ft.Icons.BUILD, width=WIDE, key=f"{n_key}-go",
                                 disabled=refused,
                                 on_click=lambda e: act(ctx, sid, A.assemble, lang, {"n": n_key}, player=player,
                                                        n=parse_whole(ctx.text(n_key), None)))]


def claim_reading(state, board, lang: str) -> str:
    """How this table counts an explosion's insurance ("15,000 DM per factory you own"): every factory chip held when
    it hit (the app's reading of when), or the house rule's chips it took."""
    key = "claim.lost" if state.rule("insurance_per_chip_lost") else "claim.owned"
    return t(lang, key, each=dm(board.value("insurance_payouts")["factory"], lang))
