"""A player's own phone on the space just landed on: what it offers them (the prices, the choice, what the banker
does there), as the rules answer it (`calculators.fortune.offers`), and the ÖKA against another player's package.
The choice is the player's; the banker books it on the bank's phone (a seat's phone books nothing itself)."""
from __future__ import annotations

import flet as ft

from calculators.fortune.offers import Offer, SpaceOffer
from calculators.fortune.texts import message
from calculators.fortune.turns import took_nothing
from calculators.fortune.words import count
from companion.i18n import ngettext
from companion.views.games.fortune.space_forms import bonds_back, claim_reading, reading, sale_premium_line, why_not
from companion.views.games.fortune.texts import bank_dative, company, dm, space_label, t
from companion.views.games.fortune.turn import box, oka_box


def offer_line(o: Offer, lang: str) -> str | None:
    """The offer in the player's words ("you"), or None for the ÖKA (its own box says it)."""
    if o.what == "chips":
        return t(lang, "offer.chips", chips=message(f"chip.{o.chip}", lang), each=dm(o.each, lang))
    if o.what == "sell":
        return ngettext("Sell {n} finished product here at {each} ({take} to you), or keep it for a better price.",
                        "Sell {n} finished products here at {each} each ({take} to you), or keep them for a better "
                        "price.", o.n, lang).format(n=o.n, each=dm(o.each, lang), take=dm(o.amount, lang))
    if o.what == "loan":
        return t(lang, "offer.loan" if o.interest else "offer.loan.waived", amount=dm(o.amount, lang),
                 bank=bank_dative(o.company, lang), company=company(o.company),
                 payout=dm(o.payout, lang), interest=dm(o.interest, lang))
    if o.what == "bonds":  # closed (the reason follows): no "up to 0 now" (a walk read it after bonds went back)
        return t(lang, "offer.bonds" if o.ok else "offer.bonds.closed", each=dm(o.each, lang), most=o.n, have=o.held,
                 interest=dm(o.interest, lang))
    if o.what == "shares":
        return t(lang, "offer.shares", company=company(o.company), amount=dm(o.amount, lang))
    if o.what == "sell_back":
        return t(lang, "offer.sell_back", company=company(o.company), amount=dm(o.amount, lang))
    if o.what == "claim":
        return t(lang, "offer.claim", amount=dm(o.amount, lang))
    if o.what in ("economy", "business"):
        return t(lang, f"offer.{o.what}")
    return None


def short_of_products(o: Offer, have: int, lang: str) -> str:
    """A sales space the player cannot sell on: "Here the Kasse buys exactly 1 finished product at 30,000 DM; you have
    none." (a walk read "Sell 1 finished product here … or keep it for a better price" with "Bob has 0" beneath it, on
    Bob's own phone). Rulebook (Hexagames): "you can sell exactly 1, 2 or 3 finished products at once"."""
    said = ngettext("Here the Kasse buys exactly {n} finished product at {each}", "Here the Kasse buys exactly {n} "
                    "finished products at {each} each", o.n, lang).format(n=o.n, each=dm(o.each, lang))
    return said + (t(lang, "offer.have_none") if have == 0 else
                   ngettext("; you have {n}.", "; you have {n}.", have, lang).format(n=have))


def readings_beside(state, board, seat: str, o: Offer, lang: str) -> list[ft.Control]:
    """What the Kasse's form says beside an offer and the player deciding on it needs too (a walk's player was told
    "120 %: 60,000 DM" after paying 70,000 DM in an ÖKA, a net sale price and bonds bought with no word of the
    reading behind each; only the Kasse's phone said it): the sale's premium, when bonds go back, the 120 %."""
    if o.what == "sell" and o.company:
        return sale_premium_line(state, board, seat, o.company, lang)
    if o.what == "bonds" and o.ok:
        return [ft.Semantics(identifier="offer-bonds-back", key="offer-bonds-back",
                             content=ft.Text(bonds_back(state, seat, lang), size=13))]
    if o.what == "sell_back":
        return [reading("sell_back", lang)]
    return []


def seat_landing(ctx, sid: str, state, board, seat: str, offer: SpaceOffer, nxt: str | None,
                 lang: str) -> list[ft.Control]:
    """The player's space: each offer with its figures (or the rules' reason it is not open), whose choice it is and
    who rolls after; the ÖKA's box on another player's share space."""
    if offer.player != seat or offer.space is None or state.due is not None:
        return []
    parts: list[ft.Control] = [ft.Semantics(identifier="offer-space", content=ft.Text(
        t(lang, "offer.head", space=space_label(offer.space, lang)), size=18, weight=ft.FontWeight.BOLD))]
    have = state.sheet(seat).products
    for o in offer.offers:
        short = o.what == "sell" and not o.ok and have < (o.n or 0)  # said to the player, not of them
        if short and offer.decided:  # sold here just now: "you have none" read as a refusal (a walk); "Just now" says
            continue  # the sale
        line = short_of_products(o, have, lang) if short else offer_line(o, lang)
        if line is not None:
            parts.append(ft.Semantics(identifier=f"offer-{o.what}", key=f"offer-{o.what}",
                                      content=ft.Text(line, size=15)))
            if not o.ok and not short:
                parts.append(why_not(o.reason, f"offer-{o.what}-why"))
            parts += readings_beside(state, board, seat, o, lang)
            if o.what == "claim" and offer.space == "explosion":  # the app's reading, as the Kasse's phone says it
                parts.append(ft.Semantics(identifier="offer-claim-reading", key="offer-claim-reading", content=ft.Text(
                    claim_reading(state, board, lang), size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT)))
    if offer.space in ("explosion", "fire") and not offer.decided:  # what the space took, or that it took nothing
        if took_nothing(state):  # the state's loss (a table shared after a booked claim has no landing in its log)
            parts.append(ft.Semantics(identifier="offer-no-loss", key="offer-no-loss", content=ft.Text(
                t(lang, f"loss.none.{offer.space}.own"), size=15)))
        elif state.lost:  # what it took from this player, in words (a walk's Bob read only that the loss went unpaid)
            what = count(state.lost, "factory" if offer.space == "explosion" else "products", lang)
            parts.append(ft.Semantics(identifier="offer-loss", key="offer-loss", content=ft.Text(
                t(lang, f"loss.took.{offer.space}.own", what=what), size=15)))
        if not took_nothing(state) and state.claim and not state.sheet(seat).insurance:
            parts.append(ft.Semantics(identifier="offer-uninsured", key="offer-uninsured", content=ft.Text(
                t(lang, "loss.uninsured.own"), size=15)))
    if offer.open and nxt:
        parts.append(ft.Semantics(identifier="offer-decide", key="offer-decide", content=ft.Text(
            t(lang, "offer.yours", next=nxt), size=15, weight=ft.FontWeight.W_500)))
        if offer.open_claim is not None:
            parts.append(ft.Semantics(identifier="offer-claim-lapses", key="offer-claim-lapses", content=ft.Text(
                t(lang, "claim.lapses.own", next=nxt), size=15, color=ft.Colors.ERROR)))
    out = [box(*parts, key=f"offer-{state.landing}")] if len(parts) > 1 else []
    oka = next((o for o in offer.offers if o.what == "oka"), None)
    held = state.holding(oka.company) if oka is not None else None
    if held is not None:
        out.append(box(*oka_box(ctx, sid, state, board, seat, held, lang), key=f"oka-{state.landing}"))
    return out


def waiting_line(offer: SpaceOffer, nxt: str, lang: str, *, mine: bool) -> ft.Control:
    """Another player's choice on their space is still open: the next roll waits for it (`mine`: this phone rolls
    next)."""
    space = space_label(offer.space, lang)
    text = t(lang, "turn.waits.mine", player=offer.player, space=space) if mine else \
        t(lang, "turn.waits", player=offer.player, space=space, next=nxt)
    return ft.Semantics(identifier="waits-for" if mine else "next-to-roll", key="waits-for" if mine else "next-to-roll",
                        content=ft.Text(text, size=16))
