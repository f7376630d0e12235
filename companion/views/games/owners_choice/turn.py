"""Owner's Choice controls for the turn: starting the game, pre-game purchases, the stock trade, the pawn,
the end of the turn and personal bankruptcy. Each handler calls one rules command or changes the screen's form
(`common.Form`, its state); the screen redraws from both."""
from __future__ import annotations

import flet as ft

from companion.i18n import N_, _, listing, ngettext
from companion.widgets.confirm import confirm
from companion.widgets.dialogs import put_up
from companion.widgets.fields import labelled
from companion.widgets.icon_button import icon_button

import calculators.owners_choice as oc
from calculators.core.actors import is_banker, seat_actor
from calculators.owners_choice import COMPANIES
from calculators.owners_choice.fold import START_MONEY
from calculators.owners_choice.rules import unpaid
from calculators.owners_choice.squares import goal_take
from companion.views.games.owners_choice.common import (
    COLORS, Form, card, message, money, picker, run, spaces,
)

SQUARES = (("company", N_("Company")), ("event", N_("Event")), ("almighty", N_("Almighty")), ("president", N_("President")),
           ("dividend", N_("Dividend")), ("goal", N_("Goal")))
OVERSHOOT = (("ignore", N_("Is ignored: the marker stays (the rulebook)")),
             ("stop", N_("Stops at $300 (house rule)")))
# What the game screens say about a move past $300, by the setting in force.
LIMIT = {"ignore": N_("Upper limit $300: a move past it is ignored, the marker stays (the rulebook)."),
         "stop": N_("Upper limit $300, house rule: a move past it stops at $300 (the rulebook ignores such a move).")}


def _player(view, name: str):
    return next(p for p in view.players if p.name == name)


def start_form(ctx, sid: str, view, form: Form) -> list[ft.Control]:
    """The banker starts the game: the $300 setting, then the start player drawn on a die or chosen."""
    def pick(e) -> None:
        form.put("overshoot", e.control.value)

    def start(who: str | None) -> None:
        how = form.get("overshoot", "ignore")
        run(ctx, sid, form, "start", lambda log, a: oc.start_game(log, a, overshoot=how, start_player=who))

    names = [p.name for p in view.players]
    return [card(
        ft.Text(_("Start the game"), theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD),
        ft.Text(_("Everyone holds {money}; every stock is at START ({start}); the Fund is empty.").format(
            money=money(START_MONEY), start=money(min(view.prices.values())))),
        ft.Text(_("A price move past $300 (\"any effect that would move the price beyond this space is ignored\"):")),
        ft.RadioGroup(value=form.get("overshoot", "ignore"), on_change=pick, content=ft.Column(
            [labelled(ft.Radio(value=k), _(t)) for k, t in OVERSHOOT], spacing=0)),
        ft.FilledButton(_("Draw the start player on the dice"), icon=ft.Icons.CASINO, width=float("inf"),
                        on_click=lambda e: start(None)),
        ft.Text(_("Or the table chose the start player:")),
        ft.Row([ft.OutlinedButton(_("{name} starts").format(name=n), on_click=lambda e, n=n: start(n),
                                  key=f"start-{n}") for n in names], wrap=True),
        *message(form, "start"),
        key="oc-start")]


def _counts(form: Form) -> dict[str, int]:
    return dict(form.get("counts") or dict.fromkeys(COMPANIES, 0))


def _stepper(ctx, view, form: Form, where: str, seat: str, may, *, sell: bool, own: bool) -> list[ft.Control]:
    """One row per company: price, stocks held, and the count to buy (+) or sell (-); the total below.
    The rules' bounds (`may`: the most to buy and to sell, the stock cap) disable a step they forbid, with why.

    A tap changes the count in the screen's state (read at the tap, so quick taps add up) and the screen redraws."""
    counts = _counts(form)
    held = _player(view, seat).stocks
    bad = form.bad(where)
    cap = may.max_stocks

    def nudge(c: str, d: int) -> None:
        now = _counts(form)  # what the screen holds at this tap, not at the render that drew the button
        low, high = (-may.sell_most.get(c, 0) if sell else 0), may.most_to_buy(c, view.prices, now)
        now[c] = min(max(now[c] + d, min(low, now[c])), max(high, now[c]))
        form.forget()  # the refusal shown no longer applies
        form.put("counts", now)

    def row(c: str) -> ft.Control:
        n = counts[c]
        no_fewer = n <= (-may.sell_most.get(c, 0) if sell else 0)
        no_more = n >= may.most_to_buy(c, view.prices, counts)  # the trade's sales pay for its buys
        no_more_why = may.why_no_more(c, view.prices, counts) if no_more else None
        reasons = ([no_more_why] if no_more_why else []) + \
            ([may.sell_why[c]] if sell and no_fewer and c in may.sell_why and n <= 0 else []) + \
            ([may.keep_why[c]] if sell and no_fewer and c in may.keep_why else [])  # sold down to the last one
        why = ft.Text(" ".join(reasons), size=12, color=ft.Colors.ON_SURFACE_VARIANT, italic=True)
        fewer = icon_button(ft.Icons.REMOVE_CIRCLE_OUTLINE, _("Sell one more {company}").format(company=c)
                            if sell else _("One fewer {company}").format(company=c),
                            on_click=lambda e: nudge(c, -1), icon_size=30, disabled=no_fewer, key="fewer")
        more = icon_button(ft.Icons.ADD_CIRCLE_OUTLINE, _("Buy one more {company}").format(company=c),
                           icon_size=30, on_click=lambda e: nudge(c, 1), disabled=no_more, key="more")
        return ft.Container(ft.Row([
            ft.Column([ft.Text(c, weight=ft.FontWeight.BOLD, color=COLORS[c]),
                       ft.Text(_("{price} · holds {held} · {left} left").format(
                           price=money(view.prices[c]), held=held[c], left=view.stocks_left[c]), size=12),
                       # Hidden whole when there is no reason: a Semantics around a hidden control is an error box.
                       ft.Semantics(identifier=f"trade-why-{c}", content=why, visible=bool(reasons))],
                      spacing=0, expand=True),
            fewer,
            ft.Semantics(identifier=f"trade-{c}", content=ft.Text(
                # 56 px: "+1" at twice the text size fits on one line (40 px broke it "+" over "1").
                f"+{n}" if n > 0 else str(n), size=20, width=56, text_align=ft.TextAlign.CENTER,
                weight=ft.FontWeight.BOLD)),
            more,
        ], spacing=2), border=ft.Border.all(2, ft.Colors.ERROR) if bad in (c, f"buys.{c}") else None,
            border_radius=8, padding=ft.Padding.only(left=8), key=f"trade-row-{c}")

    buys = sum(n * view.prices[c] for c, n in counts.items() if n > 0)
    sales = sum(-n * view.prices[c] for c, n in counts.items() if n < 0)
    after = sum(held.values()) + sum(counts.values())
    net = buys - sales
    total = (_("Buying {amount}").format(amount=money(buys))
             + (_(", selling {amount}").format(amount=money(sales)) if sell else "")
             + (_(": pays {amount}").format(amount=money(net)) if net > 0 else
                _(": receives {amount}").format(amount=money(-net)) if net < 0 else "")
             + ngettext(" · then {n} stock", " · then {n} stocks", after).format(n=after)
             + (_(" ({cap} at most)").format(cap=cap) if after > cap else ""))
    # Cash this phone may see (the seat's own, or a banker who does not play): a trade dearer than it is said
    # before Confirm (the rules refuse it there; on the player's own phone their refusal names the cash too, and
    # this line is not said twice).
    cash = _player(view, seat).cash
    cost = unpaid(cash, view.prices, counts) if cash is not None else None  # the rules' own reckoning
    said = (_("You have {cash}; this trade costs {amount}.") if own else
            _("{player} has {cash}; this trade costs {amount}.")).format(
        player=seat, cash=money(cash), amount=money(cost)) if cost is not None else ""
    short = [ft.Semantics(identifier="trade-short", key="trade-short", content=ft.Text(
        said, size=13, color=ft.Colors.ERROR))] if said and not (own and form.refusal(where)) else []
    stops = may.cash_stops(view.prices, counts)  # once for every company the cash stops, not on each row
    short += [ft.Semantics(identifier="trade-cash", key="trade-cash", content=ft.Text(
        stops, size=13, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))] if stops else []
    # Who holds each President's die after this trade, said before Confirm (a walk's seller read that Ann took the
    # die only once the trade was booked, and not why her rather than Bob, tied with her).
    short += [ft.Semantics(identifier="trade-president", key="trade-president", content=ft.Text(
        "\n".join(changes), size=13, weight=ft.FontWeight.W_500))] if (changes := may.president_changes(counts)) else []
    return [*(row(c) for c in COMPANIES),
            ft.Semantics(identifier="trade-total", key="trade-total",
                         content=ft.Text(total, size=15, weight=ft.FontWeight.BOLD)), *short]


def pregame_form(ctx, sid: str, view, form: Form, seat: str, own: bool, may) -> list[ft.Control]:
    """Setup 9: the buyer due buys stocks at $100 each, or buys nothing."""
    def buy(e) -> None:
        wanted = {c: n for c, n in _counts(form).items() if n}
        run(ctx, sid, form, "pregame", lambda log, a: oc.pregame_buy(log, a, seat, wanted), seat=seat)

    def skip(e) -> None:
        run(ctx, sid, form, "pregame", lambda log, a: oc.pregame_buy(log, a, seat, {}), seat=seat)

    return [card(
        ft.Text(_("Your pre-game purchase") if own else _("{player}'s pre-game purchase").format(player=seat),
                theme_style=ft.TextThemeStyle.TITLE_MEDIUM, weight=ft.FontWeight.BOLD),
        ft.Text(_("Every stock costs $100 before the game begins.")),
        *_stepper(ctx, view, form, "pregame", seat, may, sell=False, own=own),
        *message(form, "pregame"),
        ft.Row([ft.FilledButton(_("Buy these stocks"), icon=ft.Icons.SHOPPING_CART, on_click=buy, key="buy"),
                ft.OutlinedButton(_("Buy nothing"), on_click=skip, key="buy-nothing")], wrap=True, key="pregame-buttons"),
        key=f"oc-pregame-{seat}")]


def trade_form(ctx, sid: str, view, form: Form, seat: str, own: bool, may) -> list[ft.Control]:
    """Stock Trade: one step a turn, before or after the pawn; buys and sells confirmed together."""
    def confirm(e) -> None:
        orders = [(c, n) for c, n in _counts(form).items() if n]
        # A banker who plays trades for their own seat as that seat: a refusal may then name their own money.
        own_seat = seat_actor(seat) if own and is_banker(ctx.actor(sid) or "") else None
        run(ctx, sid, form, "trade", lambda log, a: oc.trade(log, a, seat, orders), as_actor=own_seat, seat=seat)

    def clear(e) -> None:
        form.forget()
        form.put("counts", None)

    when = _("after moving the pawn") if view.moved else _("now, or after moving the pawn")
    return [card(
        ft.Text(_("Your stock trade") if own else _("{player}'s stock trade").format(player=seat), theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                weight=ft.FontWeight.BOLD),
        # "When selling stocks no other player owns, you cannot sell all of them" ("cannot be sold out" was unclear).
        ft.Text(_("Optional, once this turn: {when}. Buy and sell at the current prices; of a company nobody else "
                  "holds, keep at least 1 stock.").format(when=when), size=13),
        *_stepper(ctx, view, form, "trade", seat, may, sell=True, own=own),
        *message(form, "trade"),
        ft.Row([ft.FilledButton(_("Confirm the trade"), icon=ft.Icons.SWAP_HORIZ, on_click=confirm, key="confirm"),
                ft.TextButton(_("Clear"), on_click=clear, key="clear")], wrap=True, key="trade-buttons"),
        key=f"oc-trade-{seat}")]


def move_form(ctx, sid: str, view, form: Form, seat: str, own: bool) -> list[ft.Control]:
    """Move The Action Pawn: how many spaces, and the kind of square it landed on (a company's for two kinds)."""
    low, high = view.move_range
    players = _("2–3 players") if high == 4 else _("4–5 players")
    square = form.get("square")
    companies = ft.Column([
        ft.Text(_("Which company's square?") if square == "company" else _("The Almighty square becomes:")),
        picker(COMPANIES, form.get("company"), lambda c: form.put("company", c), tag="company")],
        spacing=4, visible=square in ("company", "almighty"))

    def move(e) -> None:
        square, spaces_ = form.get("square"), form.get("spaces")
        if spaces_ is None or square is None:
            form.refuse("move", _("Choose how many spaces and the square the pawn landed on."))
            return
        company = form.get("company") if square in ("company", "almighty") else None

        def go() -> None:
            run(ctx, sid, form, "move", lambda log, a: oc.move_pawn(log, a, seat, spaces_, square, company),
                seat=seat)
        if square != "goal":
            go()
            return
        # Goal ends the game for the whole table: asked once (a walk ended it with one tap on a wrong square).
        # What Goal takes from the Fund as it stands (a walk read "takes $100 … (what is there, if less)" over an
        # empty Fund).
        take = goal_take(view.fund)
        first = _("{player} takes {amount} from the Fund").format(player=seat, amount=money(take)) if take else \
            _("the Fund is empty, so {player} takes nothing from it").format(player=seat)
        confirm(ctx, _("The pawn landed on Goal?"),
                _("The game ends now: {first}; then every stock is sold at its final price. The banker's Undo in "
                  "History takes it back.").format(first=first),
                _("End the game"), go, keep=_("Cancel"), yes_icon=ft.Icons.FLAG)

    return [card(
        ft.Text(_("Move the pawn") if own else _("{player} moves the pawn").format(player=seat), theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                weight=ft.FontWeight.BOLD),
        ft.Semantics(identifier="move-range", content=ft.Text(
            _("{low} to {high} spaces with {players}; the pawn cannot pass Goal.").format(low=low, high=high, players=players),
            size=13)),
        picker(range(low, high + 1), form.get("spaces"), lambda n: form.put("spaces", n), label=spaces, tag="spaces"),
        ft.Text(_("It landed on:")),
        picker([k for k, _t in SQUARES], square, lambda k: form.put("square", k), label=lambda k: _(dict(SQUARES)[k]),
               tag="square"),
        companies,
        *message(form, "move"),
        ft.FilledButton(_("Move the pawn"), icon=ft.Icons.DIRECTIONS_WALK, on_click=move, width=float("inf"),
                        key="move-button"),
        key=f"oc-move-{seat}")]


def end_turn_button(ctx, sid: str, view, form: Form, seat: str, own: bool) -> list[ft.Control]:
    def end(e) -> None:
        if not view.traded and any(_counts(form).values()):  # a trade set up but not confirmed is not dropped unseen
            form.refuse("end", _("The stock trade above is not confirmed yet: confirm it, or clear it to end the turn "
                                 "without trading."))
            return
        def go() -> None:
            run(ctx, sid, form, "end", lambda log, a: oc.end_turn(log, a, seat), seat=seat)
        if not view.may_leave:
            go()
            return
        # Bankruptcy gives the holders a choice with no time limit in the rulebook; ending the turn closes it (the
        # app's reading), so it is never closed unseen.
        who = listing(view.may_leave)
        said = ngettext(
            "{players} may still declare bankruptcy; ending the turn ends that chance.",
            "{players} may still declare bankruptcy; ending the turn ends that chance.", len(view.may_leave)).format(
            players=who)
        others = [p for p in view.may_leave if p != seat]
        if getattr(view, "passed", False) and others:  # this phone acts for the player holding it only
            said += " " + _("Ask {players} first: this phone, given back to the banker, declares it for them.").format(
                players=listing(others))
        confirm(ctx, _("End the turn?"), said, _("End the turn"), go, keep=_("Not yet"), yes_icon=ft.Icons.NEXT_PLAN)
    return [*message(form, "end"), ft.FilledButton(
        _("End my turn") if own else _("End {player}'s turn").format(player=seat), icon=ft.Icons.NEXT_PLAN, width=float("inf"),
        on_click=end, key=f"oc-end-{seat}")]


def trades_on_own_phone(seat: str) -> ft.Control:
    """What a banker who plays sees of another player's trade when that player has a phone: the trade is made there,
    where the money it needs may be seen (Setup 7: "Your money should remain hidden")."""
    return ft.Semantics(identifier=f"oc-trade-elsewhere-{seat}", key=f"oc-trade-elsewhere-{seat}", content=ft.Text(
        _("{player} makes any stock trade on their own phone.").format(player=seat), size=13, italic=True))


def on_own_phone(seat: str, words: str) -> ft.Control:
    """What a banker who plays sees where another player with a phone of their own acts (`words` names it)."""
    return ft.Semantics(identifier=f"oc-elsewhere-{seat}", key=f"oc-elsewhere-{seat}", content=ft.Text(
        words.format(player=seat), size=13, italic=True))


def bankruptcy(ctx, sid: str, view, form: Form, seats, me: str | None = None) -> list[ft.Control]:
    """Bankruptcy: who held stock in a company that went bankrupt may return everything and quit (a button for each
    of `seats`, those this phone acts for); every phone reads who may, and until when (the app's reading). Where the
    seat is this phone's own (`me`), it speaks to its player (a walk's German phone read "Ann erklärt den Bankrott" on
    Ann's own phone, which says "du" everywhere else)."""
    if not view.may_leave:
        return [*message(form, "leave")]
    out: list[ft.Control] = [ft.Semantics(identifier="oc-leave-note", key="oc-leave-note", content=ft.Column([
        ft.Text(ngettext("{players} held stock in a company that went bankrupt and may declare bankruptcy.",
                         "{players} held stock in a company that went bankrupt and may declare bankruptcy.",
                         len(view.may_leave)).format(players=listing(view.may_leave)), size=13),
        ft.Text(_("Interpretation: the rulebook sets no time limit; the chance lasts until a player ends the turn."),
                size=12, italic=True)], spacing=2))]
    for s in seats:
        own = s == me or (view.passed and s == view.viewer)  # this phone's own seat, or the player it is passed to
        words = (_("Declare bankruptcy"), _("Declare bankruptcy?"),
                 _("You return every stock to the Stock Company and all money to the Bank, and leave the game. This "
                   "cannot be taken back except by the banker's Undo."), _("Leave the game")) if own else \
            (_("{player} declares bankruptcy").format(player=s), _("{player} declares bankruptcy?").format(player=s),
             _("{player} returns every stock to the Stock Company and all money to the Bank, and leaves the game. "
               "This cannot be taken back except by the banker's Undo.").format(player=s),
             _("{player} leaves the game").format(player=s))

        def ask(e, s=s, words=words) -> None:
            def yes(e2) -> None:
                ctx.page.pop_dialog()
                run(ctx, sid, form, "leave", lambda log, a: oc.declare_bankruptcy(log, a, s), seat=s)
            put_up(ctx, ft.AlertDialog(
                title=ft.Text(words[1]), content=ft.Text(words[2]),
                actions=[ft.TextButton(_("Keep playing"), on_click=lambda e2: ctx.page.pop_dialog()),
                         ft.FilledButton(words[3], on_click=yes)]))
        out.append(ft.OutlinedButton(words[0], icon=ft.Icons.HEART_BROKEN, on_click=ask, key=f"oc-leave-{s}"))
    return [*out, *message(form, "leave")]
