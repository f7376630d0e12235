"""Fortune's quick final balance (no game tracked): each player's balance, who tripled first, ranked."""
from __future__ import annotations

import flet as ft

from calculators.core.boards import load_board
from calculators.core.model import RuleError
from calculators.core.money import NBSP, format_fortune
from calculators.fortune.amounts import read_amount
from calculators.fortune.scoring import (
    QUICK_COUNTS,
    anything_entered,
    quick_capital,
    quick_problems,
    quick_ranking,
    quick_share_prices,
    tripled_unnamed,
)
from calculators.fortune.state import BOND_VALUE, LOAN_VALUE, PRODUCT_VALUE
from calculators.fortune.tables import BUSINESS_NAMES
from companion.i18n import N_, _, current, listing, ngettext
from companion.widgets.fields import labelled, number_field, radio_grid, section
from companion.widgets import quick

GAME = "fortune"
LABELS = {"finished_products": (N_("Products"), N_("{name}'s finished products")),
          "bonds": (N_("Bonds"), N_("{name}'s bonds")),
          "loans": (N_("Loans"), N_("{name}'s loans"))}
NOBODY = "-"  # the choice "nobody tripled: the agreed time ran out"


def _key(player: str, f: str) -> str:
    return f"{f}-{player}"


def _bankrupt_key(player: str) -> str:
    return f"bankrupt-{player}"


def _shares(ctx, player: str) -> list[str]:
    return ctx.get(f"shares-{player}", [])


def _price_key(player: str, company: str) -> str:
    return f"share-price-{player}-{company}"


def _share_chips(ctx, player: str, prices: dict[str, int]) -> ft.Control:
    def toggler(company: str):
        def toggled(e):  # the state as it is when tapped
            now = _shares(ctx, player)
            ctx.put(f"shares-{player}", [c for c in prices if (c in now) != (c == company)])
        return toggled

    held = _shares(ctx, player)
    return ft.Row([ft.Chip(label=ft.Text(BUSINESS_NAMES[c]), selected=c in held, on_select=toggler(c),
                           key=f"share-{player}-{c}") for c in prices], wrap=True, spacing=6)


def _price_fields(ctx, player: str, prices: dict[str, int], lang: str) -> dict[str, ft.TextField]:
    """A price field per package the player holds, filled with the board's price: the rulebook prints none (End of
    the Game: "at their normal purchase price"), so it is marked the app's assumption, to check on the share card."""
    def shown(dm: int) -> str:
        return format_fortune(dm, lang).removesuffix(f"{NBSP}DM")

    def typed(key: str):
        def changed(e) -> None:  # typed over (the card's price, even the assumed one): the scorer has checked it
            ctx.put(f"{key}-typed", True)
        return changed

    fields = {c: ctx.field(_price_key(player, c), number_field(
        _("{company}, DM").format(company=BUSINESS_NAMES[c]), shown(prices[c]), typed(_price_key(player, c)),
        col={"xs": 12, "sm": 6}, name=_("{name}'s {company} purchase price").format(name=player,
                                                                                      company=BUSINESS_NAMES[c])))
        for c in _shares(ctx, player) if c in prices}
    for c, field in fields.items():  # the assumption said while it stands (a walk read it under the card's 45,000)
        if not ctx.get(f"{_price_key(player, c)}-typed") and _still_assumed(field.value, prices[c], lang):
            field.helper = _("Assumed {amount}: check your share card").format(amount=format_fortune(prices[c], lang))
    return fields


def _still_assumed(typed: str | None, assumed: int, lang: str) -> bool:
    """Whether a price field still holds the app's assumed price (empty, it holds none: the rules ask for one)."""
    if not (typed or "").strip():
        return False
    try:
        return read_amount(typed, lang) == assumed
    except RuleError:
        return False


def _typed_price(field: ft.TextField, lang: str, path: str, unread: list[RuleError]):
    """A package's price as typed ('' is None: the rules ask for it), read as this language writes DM."""
    try:
        return read_amount(field.value, lang, field=path)
    except RuleError as err:  # a number this language reads otherwise, or decimals: said on the field
        unread.append(err)
        return field.value


def _detail(pl: dict, prices: dict[str, int], lang: str) -> str:
    """What the balance counts, as End of the Game lists it."""
    parts = [_("cash {amount}").format(amount=format_fortune(pl["cash"], lang))]
    if pl["finished_products"]:
        parts.append(ngettext("{n} × {amount} product", "{n} × {amount} products", pl["finished_products"]).format(
            n=pl["finished_products"], amount=format_fortune(PRODUCT_VALUE, lang)))
    parts += [f"{BUSINESS_NAMES[c]} {format_fortune(price, lang)}" for c, price in quick_share_prices(pl, prices).items()]
    if pl["bonds"]:
        parts.append(ngettext("{n} × {amount} bond", "{n} × {amount} bonds", pl["bonds"]).format(
            n=pl["bonds"], amount=format_fortune(BOND_VALUE, lang)))
    # Each term whole on its line, as the live table's end screen keeps them (a walk at 360 px read "− 2" over
    # "× 50.000 DM Darlehen"): breaks fall only between the terms.
    whole = lambda term: term.replace(" ", "\u00a0")  # noqa: E731
    text = " + ".join(map(whole, parts))
    if pl["loans"]:
        text += " −\u00a0" + whole(ngettext("{n} × {amount} loan", "{n} × {amount} loans", pl["loans"]).format(
            n=pl["loans"], amount=format_fortune(LOAN_VALUE, lang)))
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
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining assets go
    # to the Kasse, and he has gone bankrupt": ticked, the player ranks last and nothing of theirs is counted (what was
    # typed for them stays, the fields off).
    out = {p: bool(ctx.get(_bankrupt_key(p), False)) for p in players}
    for p in players:
        for fld in (cash_fields[p], *(count_fields[(p, f)] for f in QUICK_COUNTS)):
            fld.disabled = out[p]
    first = ctx.get("first", NOBODY)
    if first not in players or out[first]:
        first = NOBODY
    raw: dict = {"players": {}, "first_to_triple": None if first == NOBODY else first}
    unread: list[RuleError] = []
    price_fields = {p: _price_fields(ctx, p, prices, lang) for p in players}
    for p in players:
        try:
            cash = read_amount(cash_fields[p].value, lang, field=f"players.{p}.cash")
        except RuleError as err:  # a number this language reads otherwise, or decimals: said on the field
            unread.append(err)
            cash = cash_fields[p].value
        raw["players"][p] = {"cash": cash, "shares": _shares(ctx, p),  # empty (None): the rules ask for it
                             "share_prices": {c: _typed_price(f, lang, f"players.{p}.share_prices.{c}", unread)
                                              for c, f in price_fields[p].items()},
                             **{f: quick.typed_whole(count_fields[(p, f)].value) for f in QUICK_COUNTS},
                             **({"bankrupt": True} if out[p] else {})}
    errors = quick.shown_errors(unread + quick_problems(raw, board), [
        *(f.value for f in (*cash_fields.values(), *count_fields.values())),
        *("held" for p in players if _shares(ctx, p) or out[p])])
    by_path = {**{f"players.{p}.cash": f for p, f in cash_fields.items()},
               **{f"players.{p}.{f}": fld for (p, f), fld in count_fields.items()},
               **{f"players.{p}.share_prices.{c}": fld for p, fs in price_fields.items() for c, fld in fs.items()}}
    notes = {**{f"players.{p}.shares": "" for p in players}, "first_to_triple": "", "players": ""}
    general = quick.place_errors(errors, by_path, notes) + ([notes["players"]] if notes["players"] else [])
    banner = "\n".join(general)

    capital = quick_capital(len(players), board)
    # The capital follows the players who started: one who went bankrupt stays listed (at 0 DM), or the count and
    # who tripled come out wrong (a walk left an eliminated fifth player off: 150,000 DM instead of 100,000).
    capital_line = _("Starting capital {capital} for {n} players: tripled at {target}.").format(
        capital=format_fortune(capital, lang), n=len(players), target=format_fortune(3 * capital, lang)) \
        if capital else _("Setup: the starting capital is {two} each for 2 players, {four} for 3 or 4, {six} for 5 or 6.").format(
            **{k: format_fortune(quick_capital(n, board), lang) for k, n in (("two", 2), ("four", 4), ("six", 6))})

    winners, export, note = "", [], ""
    if len(players) < 2:
        leader, ranking = _("Final balance: add the players"), quick.waiting(
            _("Add at least two players to see the ranking."))
    elif errors:
        leader, ranking = quick.blocked(_("Final balance"), _("Final balance: fix the marked fields"), general)
    elif not anything_entered(raw):  # all at 0 DM is no tie for first: nothing to rank until something is in
        leader, ranking = _("Final balance: enter the balance sheets"), quick.waiting(
            _("Enter each player's cash and holdings to see the ranking."))
    else:
        table, won = quick_ranking(raw, board)
        ranking = quick.ranking_rows([(s.rank, s.name, format_fortune(s.balance, lang), _("bankrupt (out of the game)")
                                       if s.bankrupt else _detail(raw["players"][s.name], prices, lang)
                                       + (" · " + _("tripled") if s.tripled else "")) for s in table],
                                     score_id="score", detail_id="detail")
        winners = quick.winners_line(won)
        if unnamed := tripled_unnamed(table, raw["first_to_triple"]):
            note = ngettext(
                "{names} reached three times the starting capital: the game ends as soon as a player has tripled it "
                "(End of the Game), so it would have ended then, not with the agreed time. If so, choose who "
                "tripled first above.",
                "{names} reached three times the starting capital: the game ends as soon as a player has tripled it "
                "(End of the Game), so it would have ended with the first of them, not with the agreed time. If so, "
                "choose who tripled first above.", len(unnamed)).format(names=listing(unnamed))
        leader = quick.bar_text([(s.rank, s.name, _("bankrupt") if s.bankrupt else format_fortune(s.balance, lang))
                                 for s in table])
        export = quick.results_out(ctx, GAME, players, {s.name: (s.balance, format_fortune(s.balance, "en"), s.rank)
                                                  for s in table}, won, prefix="quick-fortune",
                             table=_("Quick final balance"),
                             more={s.name: {"amount": s.balance, "note": N_("bankrupt") if s.bankrupt else
                                            N_("tripled") if s.tripled else ""} for s in table})

    cards = [quick.player_card(ctx, p, [
        ft.ResponsiveRow([cash_fields[p], *(count_fields[(p, f)] for f in QUICK_COUNTS)], run_spacing=14),
        labelled(ft.Switch(value=out[p], on_change=lambda e, p=p: ctx.put(_bankrupt_key(p), bool(e.control.value))),
                 _("Bankrupt (out of the game)"), key=f"bankrupt-{p}"),
        ft.Text(_("Share packages held (at their purchase price)"), size=13),
        _share_chips(ctx, p, prices),
        *([ft.ResponsiveRow(list(price_fields[p].values()), run_spacing=14)] if price_fields[p] else [])],
        [_key(p, f) for f in ("cash", *QUICK_COUNTS)] + [_price_key(p, c) for c in prices],
        notes[f"players.{p}.shares"]) for p in players]
    options = [(NOBODY, _("Nobody: the agreed time ran out"))] + [(p, p) for p in players if not out[p]]
    return quick.frame(ctx, route="/quick-fortune", title=_("Fortune: final balance"), leader=leader, intro=_(
        "Fortune, End of the Game: the balance counts cash, {product} per finished product, share packages and bonds "
        "at their purchase price, minus {loan} per loan (without the surcharge); chips count nothing. Whoever "
        "first tripled the starting capital wins, else the best balance. Interpretation (the rulebook says nothing "
        "about ties): tied players share the victory.").format(
        product=format_fortune(PRODUCT_VALUE, lang), loan=format_fortune(LOAN_VALUE, lang)), controls=[
        section(_("Players and their balance sheets")),
        quick.new_player_row(ctx),
        ft.Text(capital_line, size=13),
        ft.Text(_("List every player who started, a bankrupt one too, and switch on “Bankrupt (out of the game)” on "
                  "their card: the starting capital follows the number of players, and a bankrupt player ranks last."),
                size=13, key="all-who-started"),
        *([ft.Text(notes["players"], color=ft.Colors.ERROR, key="players-note")]
          if notes["players"] and len(players) > 1 else []),
        ft.Column(cards),
        section(_("Who tripled the starting capital first?")),
        quick.card(radio_grid(options, value=first, key="first", wide=(NOBODY,),
                              on_change=lambda e: ctx.put("first", e.control.value)),
             ft.Text(notes["first_to_triple"], color=ft.Colors.ERROR, visible=bool(notes["first_to_triple"]))),
        *quick.ranking_section(banner, winners, ranking, export, note),
    ])
