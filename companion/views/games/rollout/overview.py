"""The banker's overview at phone size: every company's numbers (cash as the hidden-cash rule allows),
the Share Register as a grid, the price chart over the turns, and the Cash Out standings."""
from __future__ import annotations

import flet as ft

from calculators.core.money import format_rollout_column, format_rollout_tenths
from calculators.rollout import (BANK, SOLD_BACK, cash_out_input, final_score, price_history, price_top,
                                 share_register)
from calculators.rollout.scoring import GOLD_COAST_VALUE, PRODUCT_CARD_VALUE, STORE_VALUE, cash_out_lines
from calculators.rollout.stage2_budgets import in_demand
from calculators.rollout.state import GAME_OVER
from companion.i18n import N_, _, pgettext, listing
from companion.views.cash_out import TIE_READING, breakdown
from companion.views.settings import FLOOR_LABEL
from companion.views.games.rollout.common import COLORS, card, estate_name, info, money, note, product
from companion.views.games.rollout.settings_words import in_force
from companion.widgets.bank_line import bank_line
from companion.widgets.fields import section
from companion.widgets.fold import Controls, fold
from companion.widgets.price_chart import price_chart


def company_card(state, c, *, mine: bool = False) -> ft.Control:
    """One company: CEO, cash (or hidden), loans, stores, cards by type, Gold Coast, price and sales squares."""
    t = state.tables
    cash = _("hidden") if c.cash is None else money(c.cash)
    if not c.in_play:
        return card(info(_("{company} ({p}) — out of play: {why}").format(
            company=c.name, p=c.ceo, why=_("taken over") if c.out == "takeover" else _("bankrupt")),
                         ident=f"co-{c.name}"), key=f"ro-co-{c.name}")
    price = t.price(c.price)
    rows = [
        ft.Row([ft.Container(width=14, height=14, bgcolor=COLORS.get(c.name), border_radius=3),
                ft.Text(f"{c.name} · {c.ceo}" + (_(" (you)") if mine else ""), size=18, weight=ft.FontWeight.BOLD,
                        expand=True)]),
        ft.Semantics(identifier=f"cash-{c.name}", content=ft.Text(_("Cash {amount}").format(amount=cash), size=20,
                                                                   weight=ft.FontWeight.BOLD)),
        ft.Semantics(identifier=f"price-{c.name}", content=ft.Text(
            _("Price {price} (square {n} of 0–{top}; dividend due {due} a share)").format(
                price=money(price), n=c.price, top=t.top, due=money(t.dividend(c.price))),
            size=14)),
        ft.Semantics(identifier=f"sales-{c.name}", content=ft.Text(
            _("Sales Track square {n}").format(n=c.sales) + (_(" (Square One)") if c.sales == 0 else "")
            + _(" = {units}M units").format(units=t.units(c.sales))
            + (_(" — Gold Coast") if c.sales >= t.gold_coast_square else ""), size=14)),
        ft.Semantics(identifier=f"assets-{c.name}", content=ft.Text(
            (_("Loans {loans} (limit {limit})") if c.loans else _("No loans (limit {limit})")).format(
                loans=money(c.loans * t.loan_step), limit=money(c.loan_cap * t.loan_step))
            + _(" · Stores {stores} · Cards: Radio {radio}, TV {tv}, Computer {computer} · Gold Coast meters "
                "{meters}").format(stores=c.stores, radio=c.cards[0], tv=c.cards[1], computer=c.cards[2],
                                   meters=c.gold_coast),
            size=14)),
    ]
    marks = [_(m) for m, on in ((N_("paid Stage 1"), c.paid), (N_("skipped dividends"), c.skipped_dividends),
                                (N_("researched"), c.researched), (N_("extra free roll"), c.extra_roll)) if on]
    if marks and state.stage != GAME_OVER:  # after the end no turn goes on (a walk read "This turn: paid Stage 1")
        rows.append(note(_("This turn: {marks}").format(marks=", ".join(marks))))
    return card(*rows, key=f"ro-co-{c.name}")


HOLDERS = {BANK: N_("the Bank"), SOLD_BACK: N_("the Bank (sold back)")}  # the register as a screen reader says it


def _square(holder: str, players) -> ft.Control:
    if holder == BANK:
        text, bg, fg = "", ft.Colors.SURFACE_CONTAINER_HIGHEST, None
    elif holder == SOLD_BACK:
        text, bg, fg = "S", ft.Colors.AMBER_200, ft.Colors.BLACK
    else:
        text, bg, fg = holder[:2], ft.Colors.PRIMARY, ft.Colors.ON_PRIMARY
    return ft.Container(ft.Text(text, size=11, color=fg, weight=ft.FontWeight.BOLD), width=27, height=27,
                        bgcolor=bg, border_radius=4, alignment=ft.Alignment.CENTER)


def register_grid(state) -> list[ft.Control]:
    """The Share Register: each company's name over its row of 10 squares (player initials; S = sold back to the
    Bank)."""
    rows = []
    for company, holders in share_register(state).items():
        counts = {}
        for h in holders:
            counts[h] = counts.get(h, 0) + 1
        spoken = "; ".join(f"{_(HOLDERS[h]) if h in HOLDERS else h} {n}" for h, n in counts.items())
        # The company's whole name over its ten squares: cut to four letters beside them ("Pedr") at 360 px, the
        # register could not be read; above them it fits any phone, in every language (a company keeps its name).
        rows.append(ft.Semantics(identifier=f"register-{company}", key=f"ro-register-{company}", label=_("{company} shares: {holders}").format(company=company, holders=spoken), content=ft.Column([
            ft.Text(company, size=13, weight=ft.FontWeight.BOLD, color=COLORS.get(company)),
            ft.Row([_square(h, state.players) for h in holders], spacing=2)], spacing=2)))
    return [*rows, note(_("Initials: the player holding the share. S: sold back to the Bank (only a stock raid "
                          "buys it). Empty: the Bank's own share."), key="ro-register-note")]


def chart(series, top: int) -> list[ft.Control]:
    """The share prices each turn ended with (`price_history`), with how to read them, on an axis up to `top` (the
    Blue Chip: no price passes it)."""
    return [ft.Text(_("The price each turn ended with; touch a point for its value. The dashed line is $500M."),
                    size=12),
            # A Rollout turn is a round of every player's stages: German "Runde", as the turn's header says.
            price_chart(series, COLORS, fmt=money, baseline=500, prefix="ro-chart", turn_word=pgettext("rollout", "Turn"),
                        spoken=pgettext("rollout", "{name}, turns {first} to {last}: {values}"), top=top,
                        clipped=pgettext("rollout", "Showing turns {first} to {last} (the latest {shown}); earlier "
                                                    "turns are left out."))]


def chart_part(state, log) -> tuple[str, str, Controls]:
    """The price chart's section (key, title, its controls), on the bank phone and a player's own: drawn only while it
    is open (a function: see `fold`); no controls before a turn has ended."""
    series = price_history(log)
    return "chart", _("Share prices over the turns"), (lambda: chart(series, price_top(state))) if series else []


def floor_setting(ctx) -> bool:
    """The Settings house rule "a negative share value counts as $0": Quick Cash Out and the live game's Cash Out
    on this phone follow the same switch."""
    settings = getattr(getattr(ctx, "services", None), "settings", None)  # None: no store (a stand-in's services)
    return bool(settings is not None and settings.value.floor_negative_share_values)


def share_working(c) -> str:
    """A company's share value as the Cash Out sheet adds it: "(cash $15.62B + 1 Store × $50M + 3 cards × $50M + 3
    Gold Coast meters × $1B − loans $0) ÷ 10"."""
    return _("(cash {cash} + {stores} × {store} for Stores + {cards} × {card} for product cards + {meters} × {meter} "
             "for Gold Coast meters − loans {loans}) ÷ 10").format(
        cash=money(c.money), stores=c.stores, store=money(STORE_VALUE), cards=c.product_cards,
        card=money(PRODUCT_CARD_VALUE), meters=c.gold_coast, meter=money(GOLD_COAST_VALUE), loans=money(c.loans))


def standings(state, *, final: bool, floor: bool = False) -> list[ft.Control]:
    """Cash Out on the tracked numbers: share values and the ranking (the foundation's scorer); `floor`: the house
    rule counts a negative share value as $0, and the figure it changed says what the rulebook gives."""
    if not state.active():
        return []
    result = final_score(state, floor_negative=floor)
    ruled = final_score(state).share_values
    # At the end the stage banner above says "Cash Out": a heading saying it again under it is left out.
    rows = [] if final else [section(_("Cash Out if the game ended now"))]
    assets = {c.name: c for c in cash_out_input(state).companies}
    for name, v in result.share_values.items():
        rows.append(info(_("{company}: share value {value}").format(company=name, value=format_rollout_tenths(v)), ident=f"share-value-{name}", size=14,
                         key=f"ro-share-value-{name}"))
        if final:  # Share Value, as the Cash Out sheet adds it, so the table can check it (a walk read only the sum)
            rows.append(note(share_working(assets[name]), key=f"ro-share-working-{name}"))
        if v != ruled[name]:
            rows.append(note(_("By the rulebook {value}; floored at $0 by the switch “{switch}”").format(
                value=format_rollout_tenths(ruled[name]), switch=_(FLOOR_LABEL)), key=f"ro-floor-note-{name}"))
    if not final and not any(state.held(p.name, c) for p in result.players for c in result.share_values):
        # A walk read "1. Ann — $0M, 1. Bob — $0M …" at the start as broken: Cash Out Value is "the total value of all
        # your shares", and the Bank holds them all until the first are bought.
        rows.append(note(_("Every share is still the Bank's: Cash Out counts the shares each player holds, so all "
                           "stand at $0 until shares are bought."), key="ro-cash-out-none-held"))
    shown = format_rollout_column([p.cash_out for p in result.players])  # one unit down the ranking
    # At the end each player's working, as Quick Cash Out shows it: the table checks every sum by hand.
    working = cash_out_lines(cash_out_input(state), result) if final else {}
    for p, value in zip(result.players, shown):
        rows.append(info(f"{p.rank}. {p.name} — {value}", ident=f"rank-{p.name}",
                         size=18 if final else 15, bold=True, key=f"ro-rank-{p.name}"))
        if final:
            rows.append(info(breakdown(working.get(p.name, ())), ident=f"working-{p.name}", size=13,
                             key=f"ro-working-{p.name}"))
    if final and result.winners:
        # Cash Out Value: "The player with the highest Cash Out value wins" names no tie-break: a tie shares the
        # win, and says it is the app's reading (TIE_READING, as Quick Cash Out says it). Said first, the working
        # under it (a walk's player at 360 px found the winner a screen and a half down).
        won = _("Winner: {players}") if len(result.winners) == 1 else _("Tie for first: {names}")
        rows[:0] = [info(won.format(players=listing(result.winners), names=listing(result.winners)), ident="ro-winner",
                         size=22, bold=True, key="ro-winner"),
                    *([info(_(TIE_READING), ident="ro-tie-reading", size=13, key="ro-tie-reading")]
                      if len(result.winners) > 1 else [])]
    return rows


FOLDED = ("chart", "settings")  # sections that start folded on a phone (the rest start open)


def overview(state, log, viewer, *, with_standings: bool = True, ctx=None, sid: str = "") -> list[ft.Control]:
    """Every company, the register, the chart (and, when every cash may be seen, the standings now); with `ctx`,
    each in a section that folds away and stays as this phone left it (the price chart and the settings in force
    start folded)."""
    parts = _overview_parts(state, log, viewer, with_standings=with_standings, floor=floor_setting(ctx))
    if ctx is None:
        return [c for _, title, controls in parts
                for c in [section(title), *(controls() if callable(controls) else controls)]]
    return [fold(ctx, f"ro-{sid}-{key}", title, controls, open_at_first=key not in FOLDED)
            for key, title, controls in parts]


def _overview_parts(state, log, viewer, *, with_standings: bool, floor: bool) -> list[tuple[str, str, Controls]]:
    """(key, title, its controls under the title) of each part that has any; the chart's as a function."""
    out: list[ft.Control] = []
    known = in_demand(state)
    out.append(info(_("Hex: {product} · Chairman: {p}").format(
        product=_("(to be checked)") if known is None else product(known), p=state.chairman), ident="ro-hex"))
    if state.bank is not None:
        out.append(info(bank_line(state.bank, money),
                        size=13))
    for c in state.companies:
        out.append(company_card(state, c, mine=c.ceo == viewer))
    if state.estate:
        out.append(info(_("Awaiting the Bank's auction: {items}").format(
            items=", ".join(f"{estate_name(k)} × {n}" for k, n in state.estate.items()))))
    every_cash = all(c.cash is not None for c in state.active())
    now = standings(state, final=False, floor=floor) if with_standings and every_cash and state.stage != 7 else []
    parts = [("companies", _("Companies"), out), ("register", _("Share Register"), register_grid(state)),
             chart_part(state, log),
             ("standings", _("Cash Out if the game ended now"), now[1:]),
             # Drawn only while open, as the chart: which reading the table plays, for a player who joined later.
             ("settings", _("Settings in force"), lambda: in_force(state.options))]
    return [(key, title, controls) for key, title, controls in parts if controls]
