"""What the whole table sees, shown on every player's phone as it happens: the Hex die and the product in
demand, this player's own Step D dice with the reason for each, the die that ordered the stage, and the lot
under the hammer in Stage 4 with its bids and the top bid. Public facts only (no cash, no sealed entry)."""
from __future__ import annotations

import flet as ft

from calculators.core.log import active_actions
from calculators.rollout import dice_for
from calculators.rollout.cycle import may_roll, why_no_roll
from calculators.rollout.sealed import assumed_step
from calculators.rollout.stage2_budgets import HEX_CHECKED
from calculators.rollout.stage2_sales import squares_up
from companion.i18n import N_, _, ngettext
from companion.views.games.rollout.common import ALL_OFFERED, card, group_name, info, money, note, product as product_word
from companion.widgets.dice import dice_row


def hex_die(log, seen) -> list[ft.Control]:
    """The Hex: its die and the product in demand (Step A; it stays until someone reaches the Gold Coast)."""
    event = next((e for e in reversed(active_actions(log)) if e.kind == HEX_CHECKED), None)
    product = product_word(seen.hex)
    if event is None:
        return [info(_("In demand: {product}").format(product=product), ident="my-hex", size=16, bold=True)]
    face = event.data["roll"]["faces"][0]
    return [ft.Row([dice_row([face], size=40, prefix="hex-die"),
                    info(_("Hex die {face}: {product} in demand").format(face=face, product=product), ident="my-hex", size=16, bold=True)],
                   spacing=10, wrap=True)]


def _reasons(groups) -> str:
    return "; ".join(ngettext("{why}: {n} die", "{why}: {n} dice", n).format(why=group_name(why), n=n) for why, n in groups)


NO_ROLL = {("card",): N_("You roll no dice this turn (Step C: no card of the product in demand shown)."),
           ("blitz",): N_("You roll no dice this turn (Step C: the Advertising Blitz not paid)."),
           ("card", "blitz"): N_("You roll no dice this turn (Step C: no card of the product in demand shown, and "
                                 "the Advertising Blitz not paid).")}


def own_dice(log, full, seat: str) -> list[ft.Control]:
    """Step D on the player's own phone: how many dice they roll and why, then what each group rolled."""
    r = full.rollout
    if r is None or r.step not in ("dice", "profits", "prices"):
        return []
    if seat in r.dice:
        event = next((e for e in reversed(active_actions(log)) if e.kind == "rollout.sales_rolled"
                      and e.data.get("player") == seat), None)
        groups = [tuple(g) for g in event.data.get("groups", ())] if event else []
        faces = list(r.dice[seat])
        out, i = [], 0
        for why, n in groups:
            out.append(f"{group_name(why)}: {' '.join(map(str, faces[i:i + n]))}")
            i += n
        up = squares_up(log, event, full) if event is not None else sum(faces)
        head = _("Your Step D dice: {n} squares up the Sales Track").format(n=up) if up == sum(faces) else \
            _("Your Step D dice: {pips} pips, {n} squares up to the Gold Coast").format(pips=sum(faces), n=up)
        return [card(info(head, ident="my-dice", size=16, bold=True),
                     info(" · ".join(out) if out else " ".join(map(str, faces)), ident="my-dice-why", size=15),
                     dice_row(faces, size=40, prefix="my-die"))]
    if r.step != "dice":
        return []
    if not may_roll(r, seat) or seat not in full.active_players():
        # Which of Step C's two it was, as the rules know it (a walk's Bruno had shown his card, not paid the Blitz)
        why = why_no_roll(r, seat)
        said = NO_ROLL.get(why, N_("You roll no dice this turn (Step C: no card of the product in demand, or the "
                                   "Blitz not paid)."))
        return [card(info(_(said), ident="my-dice", size=15))]
    groups = dice_for(full, seat)
    n = sum(k for _, k in groups)
    return [card(info(ngettext("You roll {n} die in Step D", "You roll {n} dice in Step D", n).format(n=n), ident="my-dice", size=16, bold=True),
                 info(_reasons(groups), ident="my-dice-why", size=15),
                 # Who rolls them (a walk's Bob read "You roll 3 dice" and looked for a button his phone does not have)
                 info(_("The banker rolls them on the bank's phone, or types in the real dice you roll."),
                      ident="my-dice-who", size=14))]


def lot_on_sale(full) -> list[ft.Control]:
    """Stage 4: the shares under the hammer, the market price, every open bid and the top one."""
    a = full.auction
    if full.stage != 4 or a is None:
        return []
    lot = a.lot
    if lot is None:
        return [info(_(ALL_OFFERED), ident="my-lot", size=15)]
    market = full.tables.price(full.company(lot.company).price)
    kind = _("Stock raid") if lot.raid else _("The Bank sells")
    out: list[ft.Control] = [
        info(ngettext("{kind}: {n} {company} share · market {price} a share",
                      "{kind}: {n} {company} shares · market {price} a share", lot.shares).format(
            kind=kind, n=lot.shares, company=lot.company, price=money(market)), ident="my-lot", size=16, bold=True)]
    if lot.secret_round is not None:
        out += [info(_("Nobody bid openly: secret bids below market, written on each phone."), ident="my-top-bid"),
                *step_reading(full, lot)]
    elif lot.bids:
        top = lot.bids[-1]
        out.append(info(_("Top bid: {p} {price} a share ({total} in all)").format(p=top.player, price=money(top.price),
                                                                         total=money(top.price * lot.shares)),
                        ident="my-top-bid", size=16, bold=True))
        if len(lot.bids) > 1:
            out.append(note(_("Earlier bids: {bids}").format(bids=", ".join(f"{b.player} {money(b.price)}" for b in lot.bids[:-1]))))
    else:
        out.append(info(_("No bid yet: the first bid is the market price, {price}.").format(price=money(market)), ident="my-top-bid"))
    if full.lots_to_come():  # a company taken over meanwhile is not offered (a walk read "Next: Camcon" after it)
        out.append(note(_("Next: {companies}").format(companies=", ".join(full.lots_to_come()))))
    return [card(*out)]


def order_of_play(full) -> list[ft.Control]:
    """Stages 3–6: who plays, in the order the die gave."""
    return [info(order_line(full), ident="my-order")]


def order_line(full) -> str:
    """'Order of play: Ann, Bob (die: 4)', in this phone's language."""
    rolls = _(" (die: {faces})").format(faces=", ".join(map(str, full.play.rolls))) if full.play.rolls else ""
    return _("Order of play: {players}").format(players=", ".join(full.play.order) or _("nobody")) + rolls

def step_reading(full, lot) -> list[ft.Control]:
    """Secret Bids say only "a price lower than the current market price": the app's $10M steps (an assumed board
    value) are its reading, marked where the bids are called and written (the rules say where they apply)."""
    step = assumed_step(full, lot)
    if step is None:
        return []
    return [note(_("Interpretation: secret bids go in steps of {step} below the market; the rulebook names no step "
                   "(Board tables: Secret bid step).").format(step=money(step)), key="ro-s4-secret-reading")]
