"""A player's own phone: their company (their cash only), their shares, the stage, what they may do now.

Their sealed entries (Step B's budget and price, secret bids, the Stage 5 plan) are drawn below this
panel by the table's sealed-entry widgets, from the round's view for this seat only."""
from __future__ import annotations

import flet as ft

from calculators.rollout import borrow
from calculators.rollout.allowed import allowed, takeovers
from calculators.rollout.loans import borrow_preview
from calculators.rollout.takeover import put_out
from companion.views.games.rollout.common import banner, button, info, keyed, money, note, refusal, run, table_of
from companion.views.games.rollout.overview import chart_part, company_card, register_grid
from companion.views.games.rollout.settings_words import in_force
from companion.views.games.rollout.setup import waiting_setup
from companion.views.phone_lang import phone_lang
from companion.i18n import _, listing
from companion.widgets.confirm import confirm
from companion.widgets.fields import section
from companion.widgets.fold import fold


def final_results(ctx, sid: str, snap, full) -> list[ft.Control]:
    """Cash Out on a player's phone: every company's value is announced at the end, the ranking, the results."""
    from companion.views.games.rollout.overview import floor_setting, standings
    from companion.widgets.results_bar import table_results
    return [*standings(full, final=True, floor=floor_setting(ctx)), *table_results(ctx, sid, snap)]


def seat_body(ctx, sid: str, snap, seat: str) -> list[ft.Control]:
    full, seen = table_of(snap, seat)
    if full.stage == 0:
        return [banner(seen), *waiting_setup(ctx, sid, full, seat)]
    out: list[ft.Control] = [banner(seen)]
    mine = next((c for c in seen.companies if c.ceo == seat), None)
    if mine is None:
        return out
    if mine.in_play and seen.stage == 7:  # the Cash Out first: who won, every value, then this player's company
        out += final_results(ctx, sid, snap, full)
    out.append(company_card(seen, mine, mine=True))
    if not mine.in_play:
        out.append(info(_("You are out of the game."), size=18, bold=True, key="ro-seat-out"))
        # How, in History's words for this phone, while later actions take "Just now" (a walk's bankrupt player read
        # the next auction there and nothing of his own money any more).
        how = put_out(snap.log, seat)
        if how is not None:
            from companion.widgets.rolls import sentences
            line = sentences("rollout", snap.log, phone_lang(ctx, "rollout"), seat, [how]).get(how.seq)
            if line:
                out.append(info(_("How: {line}").format(line=line), ident="my-out-how", size=14, key="ro-my-out-how"))
        # The Cash Out ends the game for the whole table, those already out included (a walk: a player bankrupt on
        # turn 1 read only "You are out of the game." while the others read the values and the winner).
        return out + (final_results(ctx, sid, snap, full) if seen.stage == 7 else [])
    held = {c.name: seen.held(seat, c.name) for c in seen.companies if seen.held(seat, c.name)}
    out.append(info(_("Your shares: {shares}").format(shares=", ".join(f"{k} {n}" for k, n in held.items()) if held else _("none")),
                    ident="my-shares", size=16, bold=True, key="ro-my-shares"))
    mine_to_take = [co for p, co in takeovers(full) if p == seat]  # the Share Register is public
    if mine_to_take:
        out.append(info(_("You hold six {company} shares: you may take it over (Takeovers). Tell the banker, who "
                          "records it.").format(company=listing(mine_to_take)), ident="my-takeover", size=15,
                        key="ro-my-takeover"))
    if seen.stage == 2 and seen.rollout is not None:
        from companion.views.games.rollout.stage2 import seat_hint
        out += seat_hint(seen, seat, snap.log, full)
    elif seen.stage == 1:
        from companion.views.games.rollout.stage1 import stage1
        out += stage1(ctx, sid, full, seen, acts_for=lambda p: p == seat, banker=False)
    elif seen.stage in (3, 4, 5, 6):
        from calculators.rollout.order_of_play import may_play
        from companion.views.games.rollout.public import lot_on_sale, order_of_play
        if seen.play is not None:
            bidding = may_play(full, seat) and seat in seen.play.order  # a walk's Cy, barred, was told how to bid
            out += [*order_of_play(seen), *lot_on_sale(seen), *(_my_bid(full, seen, seat) if bidding else [])]
        # Said to the player left out, and why (from before the Chairman asks, for Missed Dividends).
        if not may_play(full, seat):
            out.append(info(_("No dividends paid this turn: you may not play Stage 4 (Missed Dividends)."),
                            ident="my-stage-out", size=14, key="ro-my-stage-out"))
        elif seen.play is not None and seat not in seen.play.order and seat in full.active_players():
            out.append(info(_("You are not playing Stage {n}.").format(n=seen.stage), ident="my-stage-out", size=14,
                            key="ro-my-stage-out"))
    may = allowed(snap.log, seat, phone_lang(ctx, "rollout"))  # the rules: may this seat borrow now, how much more, its Stage 5 bounds
    if seat in may.stores_build_most:  # Stage 5: "Up to 10 Stores may be built on each turn"
        build, sell = may.stores_build_most[seat], may.stores_sell_most.get(seat, 0)
        # One Store to sell is "sell 1", not "sell 1 to 1" (a walk).
        out.append(info(may.stores_why[seat] if seat in may.stores_why else
                        _("Your plan: build 1 to {build} Stores, or sell 1 to {sell}").format(build=build, sell=sell)
                        if sell > 1 else _("Your plan: build 1 to {build} Stores, or sell your one Store").format(
                            build=build) if sell == 1 else
                        _("Your plan: build 1 to {build} Stores (none to sell)").format(build=build),
                        ident="my-stores-bounds", size=14, key="ro-my-stores-bounds"))
    if seat in may.borrow_most:
        def lend_one(e) -> None:  # asked first: a stray thumb on a phone lying on the table costs a square and
            # interest every Stage 1 (a walk); one loan a yes (a burst of held taps on weak Wi-Fi borrows once)
            company = full.company_of(seat).name
            now, after, interest = borrow_preview(full, seat)
            price = (_("{company}'s share price drops a square, {now} to {after}") if after != now else
                     _("{company}'s share price stays at {now}: the High Flyer has no square below")).format(
                company=company, now=money(now), after=money(after))
            confirm(ctx, _("Borrow $1B for {company}?").format(company=company), _(
                "{price}; the loans cost {interest} interest every Stage 1 until they are repaid (Borrowing "
                "Money).").format(price=price, interest=money(interest)),
                _("Borrow $1B"), lambda: ctx.again(f"borrow-{sid}-{seat}") or run(
                    ctx, sid, "seat-loan", lambda log, a: borrow(log, a, seat, 1)),
                keep=_("Cancel"), yes_icon=ft.Icons.ACCOUNT_BALANCE)
        lend = button(_("Borrow $1B"), lend_one,
                      icon=ft.Icons.ACCOUNT_BALANCE, filled=False, spoken=_("Borrow $1B for my company"), key="ro-seat-borrow")
        lend.disabled = not may.may("borrow")
        out += [lend, info(may.why("borrow"), ident="seat-loan-why", size=13, key="ro-seat-loan-why") if lend.disabled else
                note(_("Borrowing moves your price a square down per $1B."), key="ro-seat-loan-note"),
                *refusal(ctx, sid, "seat-loan")]
    out += [keyed(section(_("Share Register")), "ro-seat-register"), *register_grid(seen)]
    # The prices are public: the chart the bank phone has, folded until the player opens it (a walk three hours in
    # found it only on the bank phone).
    key, title, chart = chart_part(seen, snap.log)
    if chart:
        out.append(fold(ctx, f"ro-{sid}-{key}", title, chart))
    # As on the bank phone: which reading the table plays, folded until the player opens it.
    out.append(fold(ctx, f"ro-{sid}-settings", _("Settings in force"), lambda: in_force(seen.options)))
    return out


def _my_bid(full, seen, seat: str) -> list[ft.Control]:
    """Stage 4 on a player's own phone: how to bid, and (Stock Call) that this player may call the top bid; a walk:
    only the bank phone said either, and a player who did not know the rule could not learn it here."""
    from calculators.rollout.stage4_buy import callers

    lot = seen.auction.lot if seen.stage == 4 and seen.auction is not None else None
    if lot is None or lot.secret_round is not None:
        return []
    lines = [_("To bid, say your price a share aloud: the banker records each bid.")]
    top = lot.bids[-1] if lot.bids else None
    if top is not None and top.player != seat and seat in callers(full):
        lines.append(_("Stock Call: if you think {p} cannot pay this bid, call it (say so; the banker records it). If "
                       "{p} has the money, {p} pays; if not, you keep the shares for {p}'s cash. Bidding ends.").format(
            p=top.player))
        # As the bank phone says it (an audit: the caller decides on his own phone, which said nothing of it).
        reading = [note(_("Interpretation: a caller must be able to pay the bid ({total}); borrow first if not.").format(
            total=money(top.price * lot.shares)), key="ro-my-bid-reading")]
    else:
        reading = []
    return [info("\n".join(lines), ident="my-bid-how", size=14, key="ro-my-bid-how"), *reading]

