"""Stage 2 — Rollout: Step A (the Hex, shared dice), Step B (the sealed round of budgets, entered on each
player's own phone or by passing the phone), Step C (card and Q, advertising paid), Step D (free and bonus
rolls as pip faces, or real dice typed in), Step E (profits) and Step F with the Gold Coast."""
from __future__ import annotations

import flet as ft

from calculators.core import bids
from calculators.rollout import (
    adjust_prices, check_hex, collect_profits, dice_for, open_budgets, profits, reveal_budgets, roll_sales, show_card,
)
from calculators.rollout.cycle import may_roll
from calculators.rollout.stage2_budgets import budgets_round, budgets_waiting, in_demand, same_cards
from calculators.rollout.stage2_sales import profit_parts, step_f
from calculators.rollout.tables import PRODUCTS
from companion.i18n import N_, _, ngettext, listing
from companion.views.games.rollout.common import (
    button, dice_text, group_name, info, keyed, money, note, product, refusal, run, step_name, typed,
)
from companion.views.games.rollout.sealed_here import round_controls
from companion.widgets.confirm import confirm as confirm_dialog
from companion.widgets.dice import dice_row
from companion.widgets.fields import labelled, number_field, section, text_field

SHOWS = {"radio": N_("{p} shows a Radio card"), "television": N_("{p} shows a Television card"),
         "computer": N_("{p} shows a Computer card")}
# A player holding no card of the product in demand shows none (Step C, Note: "he cannot roll any dice"): the
# heading says so (a walk read "Ann shows a Computer card" above "Ann holds no Computers card.").
SHOWS_NONE = {"radio": N_("{p} holds no Radio card: no dice"), "television": N_("{p} holds no Television card: no dice"),
              "computer": N_("{p} holds no Computer card: no dice")}


def _faces(text: str | None) -> list:
    from companion.widgets.fields import parse_whole
    return [parse_whole(v, None) for v in (text or "").replace(",", " ").split()]


def _real_dice(ctx, sid: str, key: str, label: str, n: int, action) -> list[ft.Control]:
    """A field for real dice (screen state `key`: the step, turn and player) and the button that records them."""
    field = ctx.field(key, text_field(_("Real dice for {who}, e.g. {faces}").format(who=label, faces=' '.join(['4'] * n)),
                                      max_length=40))
    return [field, button(_("Record real dice for {who}").format(who=label), lambda e: run(
        ctx, sid, "s2", lambda log, a: action(log, a, _faces(ctx.text(key)))), icon=ft.Icons.EDIT, filled=False,
                          key=f"{key}-record")]


def rolled(rollout) -> list[ft.Control]:
    """Every player's Step D dice so far, as pip faces."""
    out = []
    for p, faces in rollout.dice.items():
        out += [info(_("{p} rolled {dice}").format(p=p, dice=dice_text(faces)), ident=f"s2-dice-{p}", size=15, bold=True,
                     key=f"ro-s2-dice-{p}"),
                keyed(dice_row(list(faces), size=40, prefix=f"s2-die-{p}"), f"ro-s2-die-{p}")]
    return out


def budgets_shown(rollout) -> list[ft.Control]:
    """Each player's budgets and, once shown, card; a Q two players showed is said (the deck holds each card once)."""
    twice = [ft.Semantics(identifier=f"s2-same-card-{q}", key=f"ro-s2-same-{q}", content=ft.Text(_(
        "{players} showed the same card, Q{q}: the deck holds each card once, so check the cards (a slip is taken "
        "back with the banker's Undo in History).").format(players=listing(who), q=q), size=14,
        color=ft.Colors.ERROR)) for q, who in sorted(same_cards(rollout.shown).items())]
    return [info(_("{p}: advertising {amount}, price ${price}").format(p=p, amount=money(a), price=pr) + (
        "" if p not in rollout.shown else
        (_(" · card {card}").format(card=f"Q{rollout.shown[p]}") if rollout.shown[p] is not None else _(" · no card"))
        + (_(", Blitz paid") if rollout.paid.get(p) else _(", Blitz NOT paid"))), ident=f"s2-budget-{p}", size=14,
        key=f"ro-s2-budget-{p}")
        for p, (a, pr) in rollout.budgets.items()] + twice


def profit_working(full, player: str) -> str:
    """A player's Step E as the table checks it: "30M units × $60 + 1 Gold Coast meter × $500M" (a walk read only
    the sum, "$1.8B (Sales Index × price, …)", and could not check it)."""
    units, price, meters = profit_parts(full)[player]
    parts = [_("{units}M units × ${price}").format(units=units, price=price)] if units else []
    if meters:
        parts.append(ngettext("{n} Gold Coast meter × {amount}", "{n} Gold Coast meters × {amount}", meters).format(
            n=meters, amount=money(full.tables.gold_coast_income)))
    return " + ".join(parts) or _("nothing sold")


def readings(full) -> list[str]:
    """The app's readings that apply to this step of Stage 2 now, each a short line (marked "Interpretation")."""
    r = full.rollout
    if r is None:
        return []
    if r.step == "dice":
        return [_("Interpretation: “the most Stores” is compared only among the players who may roll.")]
    if r.step == "profits" and any(c.gold_coast and c.ceo not in r.players for c in full.active()):
        return [_("Interpretation: Gold Coast meters pay even a player without Stores, who cannot play Stage 2.")]
    if r.step == "prices" and len({c.sales for c in full.active() if c.ceo in r.players}) == 1:
        return [_("Interpretation: every player is level on the Sales Track, so nobody moves in Step F.")]
    return []


def stage2(ctx, sid: str, snap, full, seen, viewer, *, banker: bool) -> list[ft.Control]:
    r = full.rollout
    if r is None:
        return []
    out: list[ft.Control] = [info(step_name(r.step), ident="s2-step", size=18, bold=True, key="ro-s2-step")]
    hexname = product(full.hex)
    if r.step == "hex":
        out += [note(_("Step A: the first Stage 2 of the game, and the first after a player reached the Gold Coast. "
                       "1–2 Radios, 3–4 Televisions, 5–6 Computers."), key="ro-s2-hex-note"), *refusal(ctx, sid, "s2"),
                button(_("Roll for the Hex"), lambda e: run(ctx, sid, "s2", lambda log, a: check_hex(log, a)),
                       icon=ft.Icons.CASINO, key="ro-s2-hex-roll"),
                *_real_dice(ctx, sid, f"ro-hex-{full.turn}", _("the Hex"), 1,
                            lambda log, a, f: check_hex(log, a, faces=f))]
        return out
    if r.players:  # else only Gold Coast meters are paid (nobody holds a Store): no product is sold this Stage 2
        out.append(info(_("In demand: {product}").format(product=hexname), ident="s2-hex", size=16, bold=True,
                        key="ro-s2-hex"))
    if r.step == "budgets":
        rid = budgets_round(full)
        rnd = bids.rounds(snap.log).get(rid)
        if rnd is None or rnd.status == "cancelled":  # a cancelled round may be opened again
            out += [note(_("Step B: each player circles an advertising budget and a price on the Boardroom Pad, "
                           "secretly: on their own phone, or by passing this phone."), key="ro-s2-b-note"),
                    *refusal(ctx, sid, "s2"),
                    button(_("Open Step B (sealed budgets)"), lambda e: run(ctx, sid, "s2", lambda log, a: open_budgets(
                        log, a)), icon=ft.Icons.LOCK_CLOCK, key="ro-s2-open-b")]
        else:
            done = set(rnd.confirmed)
            waiting = list(bids.reveal_waits_for(snap.log, rid))  # the rules: none once a reveal is recorded
            # Who has confirmed, pass-the-phone for the others, and Reveal: together, here (issue 16).
            out += [info(_("Confirmed: {players}").format(players=", ".join(sorted(done)) or _("nobody yet"))
                         + (_(" · waiting for {players}").format(players=listing(waiting)) if waiting else ""),
                         ident="s2-confirmed", key="ro-s2-confirmed"),
                    *round_controls(ctx, sid, snap, rid, viewer), *refusal(ctx, sid, "s2")]
            if not waiting:
                out.append(button(_("Reveal the budgets (Step C)"), lambda e: run(
                    ctx, sid, "s2", lambda log, a: reveal_budgets(log, a)), icon=ft.Icons.VISIBILITY, key="ro-s2-reveal"))
        return out
    # The step's controls first, right under the stage (issue 16: the controls of the step in progress sit together
    # at the top); the budgets, dice and notes they follow from come after, for reference.
    shown = budgets_shown(r)
    if r.step == "cards":
        todo = [p for p in r.players if p not in r.shown and p in full.active_players()]
        for p in todo[:1]:
            key = f"ro-c-{full.turn}-{p}"  # this turn's Step C of this player: the Q field and the Blitz switch
            q = ctx.field(f"{key}-q", number_field(_("Q of the card (empty: none)"), "", hint=_("none"),
                                                   name=_("{p}'s card Q").format(p=p)))
            pay = ctx.get(f"{key}-pay", True)

            held = full.company_of(p).cards[PRODUCTS.index(full.hex)]  # public: the cards each company holds

            def confirm(e, p=p, key=key, held=held) -> None:  # what is typed and chosen at the tap
                n, paid = typed(ctx, f"{key}-q", None), ctx.get(f"{key}-pay", True)

                def show() -> None:
                    run(ctx, sid, "s2", lambda log, a: show_card(log, a, p, n, paid))
                if n is None and held and not ctx.text(f"{key}-q").strip():
                    # Asked first: a walk's banker tapped Confirm with the Q not yet typed for Cy, who held a Radio
                    # card; "no card shown" cost Cy 5 squares, and 10 more at Step F.
                    confirm_dialog(ctx, _("{p} shows no card?").format(p=p), ngettext(
                        "{p} holds {n} card of this product. With none shown: no dice, back to Square One, and five "
                        "squares down.", "{p} holds {n} cards of this product. With none shown: no dice, back to "
                        "Square One, and five squares down.", held).format(p=p, n=held),
                        _("No card shown"), show, keep=_("Type the Q"))
                    return
                show()
            holds = [note(ngettext("{p} holds {n} card of this product: type the Q of the card shown (empty: no card "
                                   "shown, no dice).", "{p} holds {n} cards of this product: type the Q of the card "
                                   "shown (empty: no card shown, no dice).", held).format(p=p, n=held),
                          key=f"{key}-holds")] if held else []
            out += [keyed(section(_((SHOWS if held else SHOWS_NONE)[full.hex]).format(p=p)), f"{key}-title"), *holds, q,
                    labelled(ft.Switch(value=pay,
                                       on_change=lambda e, k=f"{key}-pay": ctx.put(k, bool(e.control.value))),
                             _("{p} pays the Advertising Blitz ({amount})").format(
                                 p=p, amount=money(r.budgets.get(p, (0, 0))[0])), key=f"{key}-pay"),
                    *refusal(ctx, sid, "s2"),
                    button(_("Confirm {p}'s card").format(p=p), confirm, key=f"{key}-confirm",
                           icon=ft.Icons.STYLE, spoken=_("Confirm {p}'s card").format(p=p))]
        return out + shown + [note(_("Step C: no card of the product in demand, or the Blitz not paid: no dice, "
                                     "back to Square One, five squares down for each failing."), key="ro-s2-c-note")]
    out += [note(line, key=f"ro-s2-reading-{i}") for i, line in enumerate(readings(full))]
    if r.step == "dice":
        for p in r.players:
            if p in r.dice or not may_roll(r, p) or p not in full.active_players():
                continue
            groups = dice_for(full, p)
            n = sum(k for _, k in groups)
            out += [keyed(section(ngettext("{p} rolls {n} die", "{p} rolls {n} dice", n).format(p=p, n=n)), f"ro-s2-rolls-{p}"),
                    info("; ".join(f"{group_name(g)} ({k})" for g, k in groups), ident=f"s2-groups-{p}", size=14,
                         key=f"ro-s2-groups-{p}"),
                    *refusal(ctx, sid, "s2"),
                    button(_("Roll {p}'s dice").format(p=p), lambda e, p=p: run(ctx, sid, "s2", lambda log, a: roll_sales(
                        log, a, p)), icon=ft.Icons.CASINO, key=f"ro-s2-roll-{p}"),
                    *_real_dice(ctx, sid, f"ro-d-{full.turn}-{p}", p, n,
                                lambda log, a, f, p=p: roll_sales(log, a, p, faces=f))]
            break
        return out + rolled(r) + shown
    if r.step == "profits":
        got = profits(full)
        out += [*refusal(ctx, sid, "s2"), button(_("Collect profits from the Bank (Step E)"), lambda e: run(
            ctx, sid, "s2", lambda log, a: collect_profits(log, a)), icon=ft.Icons.PAYMENTS, key="ro-s2-profits")]
        out += [info(_("{p}: {amount} ({working})").format(p=p, amount=money(v), working=profit_working(full, p)),
                     ident=f"s2-profit-{p}", key=f"ro-s2-profit-{p}") for p, v in got.items()]
    elif r.step == "prices":
        reached = step_f(full).reached  # the rules: who reached the Gold Coast this Stage 2
        out += [info(_("{p}: Sales Track square {n}").format(p=c.ceo, n=c.sales) + (_(" — Gold Coast!") if c.ceo in reached else ""),
                     ident=f"s2-sales-{c.ceo}", key=f"ro-s2-sales-{c.ceo}") for c in full.active() if c.ceo in r.players]
        out += [*refusal(ctx, sid, "s2"),
                button(_("Adjust the stock prices (Step F)"), lambda e: run(ctx, sid, "s2", lambda log, a: adjust_prices(
                    log, a)), icon=ft.Icons.TRENDING_UP, key="ro-s2-prices")]
        # The Gold Coast's rule and its settings only on a turn someone reaches it (said three times on every turn,
        # they read as noise to a walk).
        if not reached:
            # The cards go back to the deck only when someone reaches the Gold Coast (its paragraph says so, and the
            # rules do it then): a walk read "every card used returns" here, and saw every card stay.
            return out + [note(_("Step F: the leader(s) up five squares, the last down five; the Product Cards stay "
                                 "(they return to the deck when someone reaches the Gold Coast)."),
                               key="ro-s2-f-note")] + rolled(r) + shown
        out += [note(_("Step F: the leader(s) up five squares, the last down five. Reaching the Gold Coast: a meter "
                       "stays there, up five, a new meter on Square One; the others down five and back to Square "
                       "One; every card used returns to the deck."), key="ro-s2-f-note"),
                note(_("Interpretation (a setting): a player reaching the Gold Coast gets both Step F's and the "
                       "Gold Coast's moves.") if full.options.gold_coast_with_step_f else
                     _("Interpretation (a setting): the Gold Coast's moves replace Step F's on a turn someone "
                       "reaches it."), key="ro-s2-f-setting"),
                info(_("Interpretation (a setting): when someone reaches the Gold Coast, only this Stage 2's players "
                       "move down and back to Square One.") if full.options.gold_coast_spares_storeless else
                     _("When someone reaches the Gold Coast, every other player still in the game moves down five "
                       "and back to Square One, players without Stores too (Reaching the Gold Coast)."),
                     ident="s2-gold-coast-rule", size=13, key="ro-s2-gold-coast-rule")]
    return out + rolled(r) + shown


def seat_hint(seen, seat: str, log=None, full=None) -> list[ft.Control]:
    """What a player sees of Stage 2 on their own phone (public facts and their own dice)."""
    from companion.views.games.rollout.public import hex_die, own_dice
    r = seen.rollout
    known = in_demand(seen)
    out = [info(_("{step} · in demand: {product}").format(
        step=step_name(r.step), product=_("(to be checked)") if known is None else product(known)), ident="my-step", size=16)]
    if log is not None and full is not None:
        out += [*(hex_die(log, seen) if known is not None else []), *own_dice(log, full, seat)]
    if seat not in r.players:  # a walk's Cy, with no Store, read "Your budget and price are confirmed (sealed)"
        out.append(note(_("You have no Stores, so you sit out Stage 2 this turn: “Those players without Stores cannot "
                          "play Stage 2.”"), key="ro-my-no-stage2"))
    elif r.step == "budgets":
        waiting = None if log is None else budgets_waiting(log)
        if waiting is not None and seat not in waiting:
            out.append(info(_("Your budget and price are confirmed (sealed). Waiting for {players} to confirm; then "
                              "the banker reveals every budget.").format(players=listing(waiting)) if waiting else
                            _("Your budget and price are confirmed (sealed). Everyone has confirmed: the banker "
                              "reveals every budget next."), ident="my-budget-state", size=14, key="ro-my-budget-state"))
        elif waiting is None and log is not None:  # not open yet: the section it names is not there (a walk)
            out.append(note(_("The banker opens Step B next; then enter your advertising budget and price under "
                              "Sealed entries: nobody sees them before the reveal."), key="ro-my-budget-soon"))
        else:
            out.append(note(_("Enter your advertising budget and price under Sealed entries: nobody sees them "
                              "before the reveal."), key="ro-my-budget-enter"))
    if r.budgets:
        out += budgets_shown(r)
    out += rolled(r)
    return out
