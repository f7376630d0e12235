"""Fortune's quick final balance (no game tracked): each player's balance, who tripled first, ranked."""
from __future__ import annotations

import flet as ft

from calculators.core.boards import load_board
from calculators.core.model import RuleError
from calculators.core.money import format_fortune
from calculators.fortune.amounts import read_amount
from calculators.fortune.scoring import (
    QUICK_COUNTS,
    anything_entered,
    final_ranking,
    quick_balances,
    quick_capital,
    quick_problems,
)
from calculators.fortune.state import BOND_VALUE, LOAN_VALUE, PRODUCT_VALUE
from calculators.fortune.tables import BUSINESS_NAMES
from companion.i18n import N_, _, current
from companion.widgets.fields import number_field, radio_grid, section
from companion.widgets import quick

GAME = "fortune"
LABELS = {"finished_products": (N_("Products"), N_("{name}'s finished products")),
          "bonds": (N_("Bonds"), N_("{name}'s bonds")),
          "loans": (N_("Loans"), N_("{name}'s loans"))}
NOBODY = "-"  # the choice "nobody tripled: the agreed time ran out"


def _key(player: str, f: str) -> str:
    return f"{f}-{player}"


def _shares(ctx, player: str) -> list[str]:
    return ctx.get(f"shares-{player}", [])


def _share_chips(ctx, player: str, prices: dict[str, int], lang: str) -> ft.Control:
    def toggler(company: str):
        def toggled(e):  # the state as it is when tapped
            now = _shares(ctx, player)
            ctx.put(f"shares-{player}", [c for c in prices if (c in now) != (c == company)])
        return toggled

    held = _shares(ctx, player)
    return ft.Row([ft.Chip(label=ft.Text(f"{BUSINESS_NAMES[c]} {format_fortune(price, lang)}"), selected=c in held,
                           on_select=toggler(c), key=f"share-{player}-{c}") for c, price in prices.items()],
                  wrap=True, spacing=6)


def _detail(pl: dict, prices: dict[str, int], lang: str) -> str:
    """What the balance counts, as End of the Game lists it."""
    parts = [_("cash {amount}").format(amount=format_fortune(pl["cash"], lang))]
    if pl["finished_products"]:
        parts.append(_("{n} × {amount} products").format(n=pl["finished_products"],
                                                          amount=format_fortune(PRODUCT_VALUE, lang)))
    parts += [f"{BUSINESS_NAMES[c]} {format_fortune(prices[c], lang)}" for c in pl["shares"]]
    if pl["bonds"]:
        parts.append(_("{n} × {amount} bonds").format(n=pl["bonds"], amount=format_fortune(BOND_VALUE, lang)))
    text = " + ".join(parts)
    if pl["loans"]:
        text += " − " + _("{n} × {amount} loans").format(n=pl["loans"], amount=format_fortune(LOAN_VALUE, lang))
    return text


def view(ctx) -> ft.View:
    lang = "de" if current() == "de" else "en"
    board = load_board(GAME)
    prices = dict(board.value("share_prices"))
    players = quick.players(ctx)
    typing = lambda e: ctx.state.rerender()  # the ranking follows every keystroke

    cash_fields = {p: ctx.field(_key(p, "cash"), number_field(
        _("Cash DM"), "", typing, col={"xs": 12, "sm": 6}, name=_("{name}'s cash").format(name=p))) for p in players}
    count_fields = {(p, f): ctx.field(_key(p, f), number_field(
        _(LABELS[f][0]), "", typing, col={"xs": 6, "sm": 4}, name=_(LABELS[f][1]).format(name=p)))
        for p in players for f in QUICK_COUNTS}
    first = ctx.get("first", NOBODY)
    if first not in players:
        first = NOBODY
    raw: dict = {"players": {}, "first_to_triple": None if first == NOBODY else first}
    unread: list[RuleError] = []
    for p in players:
        try:
            cash = read_amount(cash_fields[p].value, lang, field=f"players.{p}.cash")
        except RuleError as err:  # a number this language reads otherwise, or decimals: said on the field
            unread.append(err)
            cash = cash_fields[p].value
        raw["players"][p] = {"cash": 0 if cash is None else cash, "shares": _shares(ctx, p),
                             **{f: quick.typed_whole(count_fields[(p, f)].value) for f in QUICK_COUNTS}}
    errors = unread + quick_problems(raw, board)
    by_path = {**{f"players.{p}.cash": f for p, f in cash_fields.items()},
               **{f"players.{p}.{f}": fld for (p, f), fld in count_fields.items()}}
    notes = {**{f"players.{p}.shares": "" for p in players}, "first_to_triple": "", "players": ""}
    banner = "\n".join(quick.place_errors(errors, by_path, notes) + ([notes["players"]] if notes["players"] else []))

    capital = quick_capital(len(players), board)
    capital_line = _("Starting capital {capital} for {n} players: tripled at {target}.").format(
        capital=format_fortune(capital, lang), n=len(players), target=format_fortune(3 * capital, lang)) \
        if capital else _("Setup: the starting capital is {two} each for 2 players, {four} for 3 or 4, {six} for 5 or 6.").format(
            **{k: format_fortune(quick_capital(n, board), lang) for k, n in (("two", 2), ("four", 4), ("six", 6))})

    winners, export = "", []
    if len(players) < 2:
        leader, ranking = _("Final balance: add the players"), quick.waiting(_("Add the players to see the ranking."))
    elif errors:
        leader, ranking = _("Final balance: fix the marked fields"), quick.waiting(
            _("Fix the marked fields to see the ranking."))
    elif not anything_entered(raw):  # all at 0 DM is no tie for first: nothing to rank until something is in
        leader, ranking = _("Final balance: enter the balance sheets"), quick.waiting(
            _("Enter each player's cash and holdings to see the ranking."))
    else:
        table, won = final_ranking(quick_balances(raw, board), 3 * capital, raw["first_to_triple"])
        ranking = quick.ranking_rows([(s.rank, s.name, format_fortune(s.balance, lang),
                                 _detail(raw["players"][s.name], prices, lang)
                                 + (" · " + _("tripled") if s.tripled else "")) for s in table],
                               score_id="score", detail_id="detail")
        winners = quick.winners_line(won)
        leader = quick.bar_text([(s.rank, s.name, format_fortune(s.balance, lang)) for s in table])
        export = quick.results_out(ctx, GAME, players, {s.name: (s.balance, format_fortune(s.balance, "en"), s.rank)
                                                  for s in table}, won, prefix="quick-fortune",
                             table=_("Quick final balance"),
                             more={s.name: {"amount": s.balance, "note": N_("tripled") if s.tripled else ""}
                                   for s in table})

    cards = [quick.player_card(ctx, p, [
        ft.ResponsiveRow([cash_fields[p], *(count_fields[(p, f)] for f in QUICK_COUNTS)], run_spacing=14),
        ft.Text(_("Share packages held (at their purchase price)"), size=13),
        _share_chips(ctx, p, prices, lang)], [_key(p, f) for f in ("cash", *QUICK_COUNTS)],
        notes[f"players.{p}.shares"]) for p in players]
    options = [(NOBODY, _("Nobody: the agreed time ran out"))] + [(p, p) for p in players]
    return quick.frame(ctx, route="/quick-fortune", title=_("Fortune: final balance"), leader=leader, intro=_(
        "Fortune, End of the Game: the balance counts cash, {product} per finished product, share packages and bonds "
        "at their purchase price, minus {loan} per loan (without the surcharge); chips count nothing. Whoever "
        "first tripled the starting capital wins, else the best balance; tied players share the victory.").format(
        product=format_fortune(PRODUCT_VALUE, lang), loan=format_fortune(LOAN_VALUE, lang)), controls=[
        section(_("Players and their balance sheets")),
        quick.new_player_row(ctx),
        ft.Text(capital_line, size=13),
        ft.Column(cards),
        section(_("Who tripled the starting capital first?")),
        quick.card(radio_grid(options, value=first, key="first", on_change=lambda e: ctx.put("first", e.control.value)),
             ft.Text(notes["first_to_triple"], color=ft.Colors.ERROR, visible=bool(notes["first_to_triple"]))),
        *quick.ranking_section(banner, winners, ranking, export),
    ])
