"""Stages 3 to 6: who plays (the Chairman's die, clockwise), then Stage 3 (sell shares), Stage 4 (the
auction, in rollout_stage4), Stage 5 (sealed plans carried out in die order; Store trades) and Stage 6
(Research and Development; card and Gold Coast trades); End the stage."""
from __future__ import annotations

import flet as ft

from calculators.core import bids
from calculators.rollout import (
    carry_out_plan, end_stage, go_bankrupt, in_deck, next_planner, open_store_plans, research, reveal_store_plans,
    sell_shares, sell_to_bank, start_stage, trade_cards, trade_gold_coast, trade_stores,
)
from calculators.rollout.stage3_sell import traded_price
from calculators.rollout.stage6_research import deck_left, most_turned
from calculators.rollout.stage5_stores import stores_round
from calculators.rollout.allowed import allowed as may_do
from calculators.rollout.tables import PRODUCTS
from companion.views.games.rollout.asks import ask_bankrupt
from companion.views.games.rollout.sealed_here import round_controls
from companion.views.games.rollout.common import (
    button, chosen, info, keyed, money, money_field, note, pick, product as product_word, refusal, run, typed, typed_money,
)
from companion.i18n import N_, _, ngettext, listing
from companion.views.games.rollout.public import order_line
from companion.views.phone_lang import phone_lang
from companion.widgets.fields import labelled, number_field, section, text_field

WHERE = "st"


def plan_words(what: str, n: int) -> str:
    """A Stage 5 plan in words: "builds 3 Stores", "sells 1 Store", "neither builds nor sells"."""
    if what == "build":
        return ngettext("builds {n} Store", "builds {n} Stores", n).format(n=n)
    if what == "sell":
        return ngettext("sells {n} Store", "sells {n} Stores", n).format(n=n)
    return _("neither builds nor sells")


STORE_KINDS = {"expansion": N_("Expansion"), "branch": N_("Branch"), "joint": N_("Joint")}
STORE_FIELDS = {"expansion": N_("Expansion Stores"), "branch": N_("Branch Stores"), "joint": N_("Joint Stores")}
TRADED = {"Stores": N_("Stores"), "cards": N_("cards"), "Gold Coast meters": N_("Gold Coast meters")}


def _pick(ctx, sid, key: str, options, label=str, spoken=None):
    """A choice of this screen among `options` drawn as buttons; returns (value, row)."""
    return pick(ctx, f"ro-{key}", options, label=label, spoken=spoken)


def _n(ctx, key: str, label: str, name: str, value: str = "") -> ft.TextField:
    return ctx.field(key, number_field(label, value, name=name, col={"xs": 6}))


def who_plays(ctx, sid: str, full, log) -> list[ft.Control]:
    """The Chairman asks who plays this stage; his die (app or real) sets who goes first."""
    key = f"ro-plays-{full.turn}-{full.stage}"  # this turn's stage: the players ticked and the real dice typed
    ticked = set(ctx.get(key, ()))
    allowed = list(may_do(log, None, phone_lang(ctx, "rollout")).stage_players)  # the rules: who may play it
    boxes = []
    for p in allowed:
        def flip(e, p=p) -> None:  # read afresh: ticks in quick succession all count
            now = set(ctx.get(key, ()))
            (now.add if e.control.value else now.discard)(p)
            ctx.put(key, frozenset(now))
        # A 48 px row, the whole row tappable (Flet's own label= left a 40 px target, a walk measured).
        boxes.append(labelled(ft.Checkbox(value=p in ticked, on_change=flip, key=f"{key}-{p}"),
                              _("{p} plays").format(p=p), key=f"{key}-{p}-row"))
    real = ctx.field(f"{key}-dice", text_field(_("Real dice for who goes first"), max_length=40))
    real.hint_text = _("e.g. 6 2")  # the label fits one line on a 360 px phone; the example shows while typing

    def start(e, faces=None) -> None:
        ticked = set(ctx.get(key, ()))
        picked = [p for p in full.active_players() if p in ticked]
        run(ctx, sid, WHERE, lambda log, a: start_stage(log, a, picked, faces=faces))

    def typed_dice(e) -> None:
        from companion.widgets.fields import parse_whole
        start(e, [parse_whole(v, None) for v in ctx.text(f"{key}-dice").replace(",", " ").split()])
    skipped = [p for p in full.active_players() if p not in allowed]
    return [info(_("Who plays this stage?"), bold=True, key="ro-plays-title"), *boxes,
            *([note(_("No dividends paid, no Stage 4: {players}.").format(players=", ".join(skipped)), key="ro-plays-skipped")]
              if skipped else []),
            note(_("Numbers: the Chairman is 1, the player on his left 2… With fewer than six players the die is "
                   "rolled until a player's number comes up."), key="ro-plays-note"),
            *refusal(ctx, sid, WHERE),
            # Nobody ticked, Start would skip the stage as quietly as "Nobody plays" does (a walk: the Bank's Stage 4
            # share sale gone with one tap): it waits for a tick, and says so.
            *([] if ticked else [note(_("Tick who plays Stage {n} to start it; if nobody does, skip it below.").format(
                n=full.stage), key=f"{key}-tick-first")]),
            button(_("Start Stage {n}").format(n=full.stage), start, icon=ft.Icons.CASINO,
                   spoken=_("Start Stage {n} with the app's die").format(n=full.stage), key=f"{key}-start",
                   disabled=not ticked),
            real, button(_("Start with these real dice"), typed_dice, icon=ft.Icons.EDIT, filled=False,
                         key=f"{key}-real", disabled=not ticked),
            button(_("Nobody plays: skip this stage"), lambda e: run(ctx, sid, WHERE, lambda log, a: end_stage(log, a)),
                   filled=False, icon=ft.Icons.SKIP_NEXT, key=f"{key}-skip")]


def stage3(ctx, sid: str, full) -> list[ft.Control]:
    players = list(full.play.order)
    if not players:
        return []
    k = f"s3-{full.turn}"
    seller, srow = _pick(ctx, sid, f"{k}-seller", players, spoken=lambda p: _("Seller {p}").format(p=p))
    companies = [c.name for c in full.active() if full.held(seller, c.name)] if seller else []
    out = [keyed(section(_("Sell shares")), f"ro-{k}-title"), info(_("Seller:"), key=f"ro-{k}-seller-title"), srow]
    if not companies:
        return out + [note(_("{p} holds no shares to sell.").format(p=seller), key=f"ro-{k}-none")]
    company, crow = _pick(ctx, sid, f"{k}-co", companies, spoken=lambda c: _("Shares of {company}").format(company=c))
    n_key, total_key = f"ro-{k}-n", f"ro-{k}-total"

    def sale() -> tuple:
        """(seller, company, buyer) as chosen at the tap (a choice just before it may not be drawn yet)."""
        s = chosen(ctx, f"ro-{k}-seller", players)
        co = chosen(ctx, f"ro-{k}-co", [c.name for c in full.active() if full.held(s, c.name)])
        return s, co, chosen(ctx, f"ro-{k}-buyer", [p for p in full.active_players() if p != s])
    def done(sold: bool) -> None:
        """A sale recorded: the count and the agreed total start afresh (a walk's form kept "= $0M" and the buyer
        after a $0 sale, one tap from selling the seller's next company for nothing)."""
        if sold:
            ctx.state.clear(n_key, total_key)
            ctx.state.drop(f"{n_key}-left", f"{total_key}-left")

    n = _n(ctx, n_key, _("Shares"), _("Shares sold"), "1")
    # As typed, the next draw tells where the price goes (on leaving the field only, a walk's banker typed the sum,
    # tapped Record and never saw it).
    n.on_change = lambda e: ctx.put(f"{n_key}-left", e.control.value)
    held = full.held(seller, company)
    out += [info(_("Shares of:"), key=f"ro-{k}-co-title"), crow, info(ngettext("{p} holds {n} {company} share; market {price}",
                                "{p} holds {n} {company} shares; market {price}", held).format(
                p=seller, n=held, company=company, price=money(full.tables.price(full.company(company).price))),
                       key=f"ro-{k}-holds"), n,
            button(_("Sell to the Bank at market"), lambda e: done(run(ctx, sid, WHERE, lambda log, a, s=sale():
                   sell_to_bank(log, a, s[0], s[1], typed(ctx, n_key, None)))), icon=ft.Icons.ACCOUNT_BALANCE,
                   key=f"ro-{k}-to-bank")]
    buyers = [p for p in full.active_players() if p != seller]
    buyer, brow = _pick(ctx, sid, f"{k}-buyer", buyers, spoken=lambda p: _("Buyer {p}").format(p=p))
    total = money_field(ctx, total_key, _("Agreed total"), _("Agreed total for the shares"), col={"xs": 6})
    total.on_change = lambda e: ctx.put(f"{total_key}-left", e.control.value)
    after = traded_price(full, typed(ctx, n_key, None), typed_money(ctx, total_key, None))
    goes = [] if after is None else [info(_("{company}'s price goes to {price}: the Price Index square for {each} a "
                                            "share, or the nearest below it.").format(
        company=company, price=money(after), each=money(typed_money(ctx, total_key, 0) // typed(ctx, n_key, 1))),
        ident="ro-trade-price-after", key=f"ro-{k}-price-after")]
    out += [info(_("Or to a player on agreed terms:"), key=f"ro-{k}-or"), brow, total, *goes,
            button(_("Record the sale between players"), lambda e: done(run(ctx, sid, WHERE, lambda log, a, s=sale():
                   sell_shares(log, a, s[0], s[2], s[1], typed(ctx, n_key, None), typed_money(ctx, total_key, None)))),
                   filled=False, key=f"ro-{k}-to-player")]
    return out


def stage5(ctx, sid: str, snap, full, viewer: str | None = None) -> list[ft.Control]:
    if not full.play.order:
        return []
    if full.plans is None:
        rnd = bids.rounds(snap.log).get(stores_round(full))
        if rnd is None or rnd.status == "cancelled":  # a cancelled round may be opened again
            return [note(_("Each player writes build or sell (not both) and how many, secretly, on their own "
                           "phone."), key="ro-s5-note"),
                    button(_("Open the Stage 5 plans (sealed)"), lambda e: run(ctx, sid, WHERE, lambda log, a:
                                                                            open_store_plans(log, a)),
                           icon=ft.Icons.LOCK_CLOCK, key="ro-s5-open")]
        waiting = list(bids.reveal_waits_for(snap.log, rnd.id))  # the rules: none once a reveal is recorded
        if waiting:
            return [info(_("Waiting for the plans of {players}.").format(players=listing(waiting)), ident="s5-wait",
                         key="ro-s5-wait"),
                    *round_controls(ctx, sid, snap, rnd.id, viewer)]
        return [button(_("Reveal the Stage 5 plans"), lambda e: run(ctx, sid, WHERE, lambda log, a: reveal_store_plans(
            log, a)), icon=ft.Icons.VISIBILITY, key="ro-s5-reveal")]
    out = [info(_("{p}: {plan}").format(p=p, plan=plan_words(what, n)), ident=f"s5-plan-{p}", key=f"ro-s5-plan-{p}")
           for p, (what, n) in full.plans.items()]
    p = next_planner(full)
    if p is None:
        return out + stores_trade(ctx, sid, full)
    what, n = full.plans[p]
    out.append(keyed(section(_("{p} carries out: {plan}").format(p=p, plan=plan_words(what, n))),
                     f"ro-s5-carries-{p}"))
    k = f"ro-s5-{full.turn}-{p}"  # this turn's plan of this player: a field per kind of Store
    kinds = {kind: _n(ctx, f"{k}-{kind}", _(STORE_KINDS[kind]), _(STORE_FIELDS[kind]),
                      str(n) if kind == "branch" and what == "build" else "0") for kind in ("expansion", "branch", "joint")}
    if what == "build":
        c = full.tables.store_costs
        out += [note(_("Expansion {expansion} (next to own Stores on the board a turn), Branch {branch}, Joint "
                       "{joint} (next to an opponent's).").format(expansion=money(c['expansion']),
                                                                  branch=money(c['branch']), joint=money(c['joint'])),
                     key="ro-s5-costs"),
                ft.ResponsiveRow(list(kinds.values()), key=f"{k}-kinds")]
    vals = lambda: {kind: typed(ctx, f"{k}-{kind}", 0) for kind in kinds}  # noqa: E731  (as typed at the tap)
    # A plan of nothing is recorded too (the order goes on), said as what it is (a walk: "Carry out Dee's plan" for
    # a plan to build and sell nothing suggested something would happen).
    words = _("{p} builds and sells nothing: next") if what == "none" else _("Carry out {p}'s plan")
    out += [button(words.format(p=p), lambda e: run(ctx, sid, WHERE, lambda log, a: carry_out_plan(
        log, a, p, **vals())), icon=ft.Icons.STORE, key=f"{k}-carry-out")]
    if what == "build":
        out.append(button(_("{p} cannot pay: bankrupt").format(p=p), lambda e: ask_bankrupt(ctx, full, p, lambda v=vals(): run(
            ctx, sid, WHERE, lambda log, a: go_bankrupt(log, a, p, "stores", **v))), filled=False, icon=ft.Icons.GAVEL,
            key=f"{k}-bankrupt"))
    return out


def _trade(ctx, sid, full, what: str, action, *, products: bool = False) -> list[ft.Control]:
    k = f"tr-{what}-{full.turn}"
    players = list(full.active_players())
    shown = _(TRADED[what])
    seller, srow = _pick(ctx, sid, f"{k}-s", players, spoken=lambda p: _("{what} seller {p}").format(what=shown, p=p))
    buyer, brow = _pick(ctx, sid, f"{k}-b", [p for p in players if p != seller],
                        spoken=lambda p: _("{what} buyer {p}").format(what=shown, p=p))
    product, prow = _pick(ctx, sid, f"{k}-p", list(PRODUCTS), label=product_word) if products else (None, None)
    n_key, total_key = f"ro-{k}-n", f"ro-{k}-t"
    n = _n(ctx, n_key, _("How many"), _("{what} traded").format(what=shown), "1")
    total = money_field(ctx, total_key, _("Agreed total"),
                        _("Agreed total for the {what}").format(what=shown), "0", col={"xs": 6})
    def args() -> tuple:  # as chosen and typed at the tap
        s = chosen(ctx, f"ro-{k}-s", players)
        b = chosen(ctx, f"ro-{k}-b", [p for p in players if p != s])
        n_now, total_now = typed(ctx, n_key, None), typed_money(ctx, total_key, None)
        return (s, b, chosen(ctx, f"ro-{k}-p", list(PRODUCTS)), n_now, total_now) if products else (s, b, n_now, total_now)
    # Which row is whose, said on the screen too (a walk at 360 px read two rows of names with no heading).
    return [keyed(section(_("Trade {what}").format(what=shown)), f"ro-{k}-title"),
            ft.Text(_("Seller"), size=13, key=f"ro-{k}-s-head"), srow,
            ft.Text(_("Buyer"), size=13, key=f"ro-{k}-b-head"), brow,
            *([ft.Text(_("Product"), size=13, key=f"ro-{k}-p-head"), prow] if prow else []),
            ft.ResponsiveRow([n, total], key=f"ro-{k}-fields"),
            button(_("Record the {what} trade").format(what=shown), lambda e: run(ctx, sid, WHERE, lambda log, a, v=args(): action(log, a, *v)),
                   filled=False, key=f"ro-{k}-record")]


def stores_trade(ctx, sid, full) -> list[ft.Control]:
    return _trade(ctx, sid, full, "Stores", trade_stores)


def stage6(ctx, sid: str, full) -> list[ft.Control]:
    out: list[ft.Control] = []
    # A player taken over or bankrupt during Stage 6 stays in the stage's order but no longer researches.
    order = [p for p in full.play.order if p in full.active_players()]
    for p in order:
        c = full.company_of(p)
        if c.researched:
            out.append(info(_("{p} has researched this turn.").format(p=p), size=14, key=f"ro-s6-done-{p}"))
            continue
        k = f"s6-{full.turn}-{p}"  # this turn's research of this player: the product chosen and the cards turned
        product, prow = _pick(ctx, sid, k, list(PRODUCTS), label=product_word,
                              spoken=lambda x, p=p: _("{p} looks for {product}").format(p=p, product=product_word(x)))
        turned_key = f"ro-{k}-n"
        turned = _n(ctx, turned_key, _("Cards turned over"), _("{p}'s cards turned over").format(p=p), "1")
        out += [keyed(section(_("{p}: Research and Development").format(p=p)), f"ro-{k}-title"), prow,
                info(_("{left} cards left in the deck, {kind} of them {product}: at most {most} turned over").format(
                    left=deck_left(full), kind=in_deck(full, product), product=product_word(product),
                    most=most_turned(full, product)),
                     ident=f"s6-deck-{p}", size=14, key=f"ro-{k}-deck"),
                note(_("$100M per card turned, the kept one included."), key=f"ro-{k}-note"), turned,
                button(_("Record {p}'s research").format(p=p), lambda e, p=p, k=k, turned_key=turned_key: run(
                    ctx, sid, WHERE, lambda log, a, x=chosen(ctx, f"ro-{k}", list(PRODUCTS)): research(
                        log, a, p, x, typed(ctx, turned_key, None))),
                       icon=ft.Icons.SCIENCE, key=f"ro-{k}-record")]
        break
    if all(full.company_of(p).researched for p in order):
        out += _trade(ctx, sid, full, "cards", trade_cards, products=True)
        out += _trade(ctx, sid, full, "Gold Coast meters", trade_gold_coast)
    return out


def stages(ctx, sid: str, snap, full, seen, viewer, *, banker: bool) -> list[ft.Control]:
    if not banker:
        return []
    if full.play is None:
        return who_plays(ctx, sid, full, snap.log)
    # The refusal is shown once, beside the stage's buttons (it was also drawn here, twice on one screen).
    out: list[ft.Control] = [info(order_line(full), ident="ro-order", size=16, bold=True, key="ro-order")]
    if full.stage == 3:
        out += stage3(ctx, sid, full)
    elif full.stage == 4:
        from companion.views.games.rollout.stage4 import stage4
        out += stage4(ctx, sid, snap, full, viewer)
    elif full.stage == 5:
        out += stage5(ctx, sid, snap, full, viewer)
    else:
        out += stage6(ctx, sid, full)
    out += [*refusal(ctx, sid, WHERE),
            ft.FilledTonalButton(content=ft.Text(_("End Stage {n}").format(n=full.stage), semantics_label=_("End Stage {n}").format(n=full.stage)),
                                 icon=ft.Icons.DONE_ALL, width=float("inf"), key=f"ro-end-stage-{full.stage}",
                                 on_click=lambda e: run(ctx, sid, WHERE, lambda log, a: end_stage(log, a)))]
    return out
