"""Owner's Choice's quick Game End (no game tracked): every player sells their stocks at the final prices, ranked."""
from __future__ import annotations

import flet as ft

from calculators.core.money import format_owners_choice, read_amount
from calculators.owners_choice.scoring import (
    anything_entered,
    chart_prices,
    quick_notes,
    quick_problems,
    ranked_money,
    validate_quick,
)
from calculators.owners_choice.tables import COMPANIES
from companion.i18n import _
from companion.widgets.fields import number_field, section
from companion.widgets import quick
from companion.views.games.owners_choice.common import sale_detail

GAME = "owners-choice"


def _price_key(company: str) -> str:
    return f"price-{company}"


def _money_key(player: str) -> str:
    return f"money-{player}"


def _stock_key(player: str, company: str) -> str:
    return f"stocks-{player}-{company}"


def _money(text: str | None):
    """Money as typed, in the game's own form or plain ('$920', '920', '$1,040', '1.040'), else as typed for the
    rules to refuse; '' is 0."""
    found = read_amount(text)
    return found if found is not None else quick.typed_whole(text)


def _price(text: str | None):
    """An empty price is no price yet (None): the rules ask for it only when someone holds that company's stock. An
    empty money field is no money yet either: the rules ask for it (Game End counts every player's money)."""
    return None if not (text or "").strip() else _money(text)


def view(ctx) -> ft.View:
    players = quick.players(ctx)
    typing = lambda e: ctx.state.rerender()  # the ranking follows every keystroke

    price_fields = {c: ctx.field(_price_key(c), number_field(
        c, "", typing, col={"xs": 6, "sm": 3}, hint=None, name=_("{company} final stock price").format(company=c)))
        for c in COMPANIES}
    money_fields = {p: ctx.field(_money_key(p), number_field(
        _("Money $"), "", typing, col={"xs": 12, "sm": 4}, name=_("{name}'s money").format(name=p))) for p in players}
    stock_fields = {(p, c): ctx.field(_stock_key(p, c), number_field(
        c, "", typing, col={"xs": 6, "sm": 4}, name=_("{name}'s {company} stocks").format(name=p, company=c)))
        for p in players for c in COMPANIES}
    raw = {"prices": {c: _price(f.value) for c, f in price_fields.items()},
           "players": {p: {"money": _price(money_fields[p].value),
                           "stocks": {c: quick.typed_whole(stock_fields[(p, c)].value) for c in COMPANIES}}
                       for p in players}}
    by_path = {**{f"prices.{c}": f for c, f in price_fields.items()},
               **{f"players.{p}.money": f for p, f in money_fields.items()},
               **{f"players.{p}.stocks.{c}": f for (p, c), f in stock_fields.items()}}
    notes = {f"players.{p}.stocks": "" for p in players}
    errors = quick.shown_errors(quick_problems(raw), [f.value for f in (*money_fields.values(),
                                                                        *stock_fields.values())])
    general = quick.place_errors(errors, by_path, notes)
    banner = "\n".join(general)
    chart, assumed = chart_prices()
    chart_line = (_("Prices on the app's stock price chart (assumed: the rulebook prints only some of them; check "
                    "your board): {prices}.") if assumed else _("Prices on the stock price chart: {prices}.")).format(
        prices=", ".join(format_owners_choice(x) for x in chart))
    off_chart = [_(term.msgid).format(**term.params) for term in quick_notes(raw).values()]

    winners, export = "", []
    if len(players) < 2:
        leader, ranking = _("Game End: add the players"), quick.waiting(
            _("Add at least two players to see the ranking."))  # a walk's one player read only "Add the players"
    elif errors:
        leader, ranking = quick.blocked(_("Game End"), _("Game End: fix the marked fields"), general)
    elif not anything_entered(raw):  # all at $0 is no tie for first: nothing to rank until money or a stock is in
        leader, ranking = _("Game End: enter money and stocks"), quick.waiting(
            _("Enter each player's money and stocks to see the ranking."))
    else:
        totals = validate_quick(raw)
        ranked, won = ranked_money(totals)
        prices = {c: v for c, v in raw["prices"].items() if v is not None}
        ranking = quick.ranking_rows([(rank, name, format_owners_choice(total),
                                 sale_detail(raw["players"][name]["money"], raw["players"][name]["stocks"], prices))
                                for name, total, rank in ranked], score_id="score", detail_id="detail")
        winners = quick.winners_line(won)
        leader = quick.bar_text([(rank, name, format_owners_choice(total)) for name, total, rank in ranked])
        export = quick.results_out(ctx, GAME, players, {n: (t, format_owners_choice(t), r) for n, t, r in ranked}, won,
                             prefix="quick-oc", table=_("Quick Game End"), more={n: {"amount": t} for n, t, _r in ranked})

    player_cards = [quick.player_card(ctx, p, [ft.ResponsiveRow(
        [money_fields[p], *(stock_fields[(p, c)] for c in COMPANIES)], run_spacing=14)],
        [_money_key(p), *(_stock_key(p, c) for c in COMPANIES)], notes[f"players.{p}.stocks"]) for p in players]
    return quick.frame(ctx, route="/quick-owners-choice", title=_("Owner's Choice: Game End"), leader=leader, intro=_(
        "Owner's Choice, Game End: every player sells their stocks at the company's final price on the stock price "
        "chart; the player with the most money wins, and tied players all win."), controls=[
        section(_("Final stock prices")),
        quick.card(ft.ResponsiveRow(list(price_fields.values()), run_spacing=14),
                   *(ft.Text(line, size=13, key=f"off-chart-{i}") for i, line in enumerate(off_chart)),
                   ft.Text(chart_line, size=13, key="chart"), key="prices"),
        section(_("Players: money and stocks")),
        quick.new_player_row(ctx, GAME),  # no more players than Owner's Choice takes (2-3 or 4-5 player games)
        ft.Column(player_cards),
        *quick.ranking_section(banner, winners, ranking, export),
    ])
