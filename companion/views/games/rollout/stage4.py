"""Stage 4 — Buy Shares: the Bank's lot under the hammer with open bids (the market price first, then Price
Index values), Stock Call, secret bids below market as a sealed round when nobody bids openly, and stock raids
once the Bank's shares are sold."""
from __future__ import annotations

import flet as ft

from calculators.core import bids
from calculators.rollout import (
    bid, call_secret_bids, pass_lot, raid, reveal_secret_bids, sell_lot, stock_call, strike_bid,
)
from calculators.core.actors import seat_of
from calculators.rollout.allowed import allowed
from calculators.rollout.stage4_buy import callers as stock_callers, raiders
from companion.views.games.rollout.common import (
    ALL_OFFERED, button, chosen, info, keyed, money, money_field, note, picker, refusal, run, typed_money,
)
from companion.views.games.rollout.public import step_reading
from companion.views.games.rollout.sealed_here import round_controls
from companion.views.phone_lang import phone_lang
from companion.i18n import _, listing, ngettext
from companion.widgets.fields import section

WHERE = "s4"


def stage4(ctx, sid: str, snap, full, viewer: str | None = None) -> list[ft.Control]:
    a = full.auction
    players = list(full.play.order)
    if a is None:
        return []
    lot = a.lot
    if lot is None:
        return raids(ctx, sid, full) if players else []
    t = full.tables
    market = t.price(full.company(lot.company).price)
    kind = _("Stock raid") if lot.raid else _("The Bank sells")
    out: list[ft.Control] = [section(ngettext("{kind}: {n} {company} share", "{kind}: {n} {company} shares",
                                              lot.shares).format(kind=kind, n=lot.shares, company=lot.company)),
                             info(_("Market {price} a share").format(price=money(market)), ident="s4-market", size=16,
                                  key="ro-s4-market")]
    if full.lots_to_come():  # a company taken over meanwhile is not offered (a walk read "Next: Camcon" after it)
        out.append(note(_("Next: {companies}").format(companies=", ".join(full.lots_to_come())), key="ro-s4-next"))
    if lot.secret_round is not None:
        waiting = list(bids.reveal_waits_for(snap.log, lot.secret_round))  # none once a reveal is recorded
        out += [info(_("Secret bids below market: each player writes one, on their own phone or on this one passed "
                       "to them."), ident="s4-secret", key="ro-s4-secret"),
                info(_("Waiting for {players}").format(players=listing(waiting)) if waiting else
                     _("Every secret bid is in."), ident="s4-wait", key="ro-s4-wait"),
                *step_reading(full, lot), *round_controls(ctx, sid, snap, lot.secret_round, viewer),
                *refusal(ctx, sid, WHERE)]
        if not waiting:
            out.append(button(_("Reveal the secret bids"), lambda e: run(ctx, sid, WHERE, lambda log, a_: (
                reveal_secret_bids(log, a_))), icon=ft.Icons.VISIBILITY, key="ro-s4-reveal"))
        return out
    for i, b in enumerate(lot.bids):
        out.append(info((_("Raid offer: {p} {price} a share ({total} in all)") if lot.raid and i == 0 else
                         _("Bid: {p} {price} a share ({total} in all)")).format(
            p=b.player, price=money(b.price), total=money(b.price * lot.shares)), ident=f"s4-bid-{i}", size=15,
            key=f"ro-s4-bid-{i}"))
    top = lot.bids[-1] if lot.bids else None
    # The rules say who may bid, and which bids; a reason in the phone's language.
    may = allowed(snap.log, seat_of(ctx.actor(sid) or ""), phone_lang(ctx, "rollout"))
    bidders = list(may.bidders)
    # A Stage 4 player who may not bid now: the button is there, disabled, with the rules' reason beside it.
    blocked = [ft.Row([ft.OutlinedButton(content=ft.Text(p, semantics_label=_("Bidder {p}").format(p=p)), disabled=True, height=48),
                       ft.Semantics(identifier=f"s4-nobid-{p}", content=note(why), expand=True)], key=f"ro-s4-nobid-{p}")
               for p, why in may.bidder_why.items()]
    if not may.may("bid"):
        out.append(info(may.why("bid"), ident="s4-why", key="ro-s4-why"))
    if bidders:
        # The bidder chosen and the amount typed belong to this lot: a refused 275 on Razno stood in the field for
        # Ibuki's lot next (a walk).
        this_lot = f"{full.turn}-{lot.company}-{'raid' if lot.raid else 'bank'}"
        who_key, other_key = f"ro-s4-who-{this_lot}", f"ro-s4-other-{this_lot}"
        who = chosen(ctx, who_key, bidders)
        bidder = lambda: chosen(ctx, who_key, bidders)  # noqa: E731  (at the tap: picked just before, not drawn yet)
        out += [info(_("Bidder:"), key="ro-s4-bidder"),
                picker(bidders, who, lambda p: ctx.put(who_key, p), key="ro-s4-who",
                       spoken=lambda p: _("Bidder {p}").format(p=p)), *blocked]
        quick = [ft.OutlinedButton(content=ft.Text(money(p), semantics_label=_("{p} bids {price}").format(p=who, price=money(p))),
                                   on_click=lambda e, p=p: run(ctx, sid, WHERE, lambda log, a_, b=bidder(): bid(log, a_, b, p)),
                                   key=f"ro-s4-quick-{p}")
                 for p in may.bids]
        other = money_field(ctx, other_key, _("Another bid per share"), _("Another bid per share"))
        out += [ft.Row(quick, wrap=True, key="ro-s4-quick"), other,
                button(_("Bid this amount"), lambda e: run(ctx, sid, WHERE, lambda log, a_, b=bidder(): bid(
                    log, a_, b, typed_money(ctx, other_key, None))), filled=False, key="ro-s4-bid-other")]
    else:
        out += blocked
    out += refusal(ctx, sid, WHERE)
    if top:
        # Said as what the tap does (it read "Sold to Bob for $500M" before anything was sold).
        total = money(top.price * lot.shares)
        out += [button(_("Sell to {p} for {total}").format(p=top.player, total=total), lambda e: run(
            ctx, sid, WHERE, lambda log, a_: sell_lot(log, a_)), icon=ft.Icons.GAVEL,
            spoken=_("Sell to the top bidder: {p} for {total}").format(p=top.player, total=total), key="ro-s4-sell"),
                button(_("Strike the top bid"), lambda e: run(ctx, sid, WHERE, lambda log, a_: strike_bid(log, a_)),
                       filled=False, key="ro-s4-strike")]
        callers = [p for p in players if p in stock_callers(full)]  # the rules: who may call (not a seller of it)
        if callers:
            out += [note(_("Stock Call: a player calls {p}'s bid. If {p} has the money, {p} pays; if not, the caller "
                           "keeps the shares for {p}'s cash. Bidding ends.").format(p=top.player), key="ro-s4-call-note"),
                    note(_("Interpretation: a caller must be able to pay the bid ({total}); borrow first if not.").format(
                        total=money(top.price * lot.shares)), key="ro-s4-call-reading"),
                    ft.Row([button(_("{p} calls").format(p=p), lambda e, p=p: run(ctx, sid, WHERE, lambda log, a_: stock_call(
                        log, a_, p)), filled=False, spoken=_("Stock Call by {p}").format(p=p), key=f"ro-s4-call-{p}")
                            for p in callers], wrap=True, key="ro-s4-callers")]
    elif not lot.raid:
        from calculators.rollout.sealed import secret_bids_refusal
        from companion.i18n.refusals import refusal as rule_words
        no_secret = secret_bids_refusal(snap.log)  # the rules: e.g. no price below the High Flyer's $1M
        out += [note(_("Nobody bids openly? Players may write secret bids below the market price."), key="ro-s4-secret-note"),
                *step_reading(full, lot),
                button(_("Call for secret bids"), lambda e: run(ctx, sid, WHERE, lambda log, a_: call_secret_bids(
                    log, a_)), icon=ft.Icons.LOCK_CLOCK, key="ro-s4-call-secret", disabled=no_secret is not None),
                *([note(rule_words(no_secret), key="ro-s4-no-secret")] if no_secret is not None else []),
                button(_("Nobody bids: the Bank keeps them"), lambda e: run(ctx, sid, WHERE, lambda log, a_: pass_lot(
                    log, a_)), filled=False, key="ro-s4-pass")]
    return out


def raids(ctx, sid: str, full) -> list[ft.Control]:
    """Stock raids at the end of Stage 4: a raider names a company with shares sold back to the Bank."""
    targets = [c.name for c in full.active() if full.returned(c.name)]
    out: list[ft.Control] = [info(_(ALL_OFFERED), ident="s4-done", key="ro-s4-done")]
    if not targets:
        return out
    out.append(keyed(section(_("Stock raids")), "ro-s4-raids"))
    # The app's readings (Stock Raids: "Other players may buy those shares"; Bankruptcy: "The Bank keeps the
    # bankrupt player's ... share holdings in other companies"), said where they decide who may buy what.
    out.append(note(_("Interpretation: any player may raid, a company's own CEO too (the rulebook: “other players”, "
                      "read as others than the seller)."), key="ro-s4-raid-reading"))
    if any(c.out == "bankrupt" for c in full.companies):
        out.append(note(_("Interpretation: the shares a bankrupt player held in other companies are sold back to the "
                          "Bank, so a stock raid buys them (the rulebook: the Bank keeps them)."),
                        key="ro-s4-bankrupt-reading"))
    for company in targets:
        n = full.returned(company)
        out.append(info(ngettext("{company}: {n} sold-back share at {price}", "{company}: {n} sold-back shares at {price}",
                                 n).format(company=company, n=n,
                                           price=money(full.tables.price(full.company(company).price))),
            size=14, key=f"ro-s4-returned-{company}"))
        # Stock Raids: any player may raid, the company's own CEO too (buying back his sold-back shares).
        out.append(ft.Row([button(_("{p} raids {company}").format(p=p, company=company), lambda e, p=p, c=company: run(
            ctx, sid, WHERE, lambda log, a_: raid(log, a_, p, c)), filled=False, key=f"ro-s4-raid-{company}-{p}")
            for p in raiders(full, company)], wrap=True, key=f"ro-s4-raiders-{company}"))
    return out + refusal(ctx, sid, WHERE)

