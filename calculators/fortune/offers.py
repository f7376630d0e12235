"""What the space just landed on offers the player on turn — its prices, what the player may choose there, and whether
that choice is still open — for every phone at the table to read.

The rulebook gives the player the choice on a business space and the Kasse the booking: "you can buy up all the
shares" (Shares), "you can buy factory, energy and personnel chips … Your sales partner for these chips is the Kasse"
(Production area), "Your decision is whether to sell a product immediately, or to wait" (Sales area), "you can take
out loans" (Loans), bonds "can be bought from the Kasse" (Bonds); "The Kasse's job is to lend money … to hand out and
take in the various chips, shares, bonds" (Setup). So the player decides and the banker books it on the bank's phone.

Each offer is asked of the commands themselves (`allowed`, and the same probe for chips and the package), as the
Kasse would book it, so a price or a reason here is the one the booking gives. The choice is open until something is
booked for the player on this landing or the next player rolls ("Your claim lapses as soon as the next player has
rolled", More About Shares: the landing's business ends with the next roll).
"""
from __future__ import annotations

from calculators.core.actors import BANKER
from calculators.core.allowed import lang_or_en
from calculators.core.log import Log, latest_action
from calculators.core.model import Frozen
from calculators.fortune.allowed import allowed, probe
from calculators.fortune.checks import buy_pay, premium, sale_pay
from calculators.fortune.finance import buy_shares, sell_back_price
from calculators.fortune.fold import state_of
from calculators.fortune.oka import challenge, oka_terms
from calculators.fortune.turns import interest_waived
from calculators.fortune.tables import BANKS, CHIP_COMPANY, PRODUCTION, SALE_COUNT, fortune_board, parse_space
from calculators.fortune.trade import buy_chips

# The bookings that answer the player's choice on the space (an ÖKA only once it succeeds: a failed one "can be
# repeated immediately").
DECIDING = ("chips_bought", "products_sold", "loan_taken", "bonds_bought", "shares_bought", "shares_sold_back",
            "insurance_claimed")


class Offer(Frozen):
    """One thing the space offers: what ("chips", "sell", "loan", "bonds", "shares", "sell_back", "claim", "oka"; and
    "economy" or "business", a card the banker reads and books), whether it may be taken now (else `reason`), and the
    figures the player decides on, in DM."""

    what: str
    ok: bool = True
    reason: str = ""
    chip: str | None = None  # the chips sold here
    company: str | None = None  # the package, the bank, the sales company
    holder: str | None = None  # who holds the package (an ÖKA's defender)
    each: int | None = None  # a chip's, a product's or a bond's price; what one costs this player
    n: int | None = None  # products sold at once; the most bonds that may be bought now
    held: int | None = None  # bonds the player holds
    amount: int | None = None  # the package's price, a loan's sum, the 120 % sale, the insurance payout, a sale's take
    payout: int | None = None  # a loan: what is paid out
    interest: int | None = None  # a loan: the interest due on repaying it; a bond's at the start; a failed ÖKA's fee
    most: int | None = None  # an ÖKA: the highest price the dice can force


class SpaceOffer(Frozen):
    """The space the player on turn stands on, what it offers, and whether the choice there is still the player's."""

    player: str | None = None
    space: str | None = None
    offers: tuple[Offer, ...] = ()
    decided: bool = False  # something was booked for the player on this landing

    @property
    def open(self) -> bool:
        """The player still has a choice to make on this space (a booking the rules allow, none made yet)."""
        return not self.decided and any(o.ok and o.what not in ("economy", "business") for o in self.offers)

    @property
    def open_oka(self) -> Offer | None:
        """The ÖKA the player may still force on this landing, or None. Other bookings on the space do not end it
        (a failed ÖKA "can be repeated immediately and as often as desired"); the next roll does (the app's reading,
        as every choice on a space): a walk's holder lost the warning once the challenger's sale was booked, and
        rolled the chance away unasked."""
        return next((o for o in self.offers if o.what == "oka" and o.ok), None)

    @property
    def open_claim(self) -> Offer | None:
        """The insurance claim the player may still make on this landing (the next roll ends it), or None."""
        return next((o for o in self.offers if o.what == "claim" and o.ok), None) if self.open else None


def _decided(log: Log, player: str) -> bool:
    """Whether the latest landing's business has been booked for `player` (the landing itself is found first)."""
    def deciding(e) -> bool:
        kind = e.kind.removeprefix("fortune.")
        return kind == "landed" or kind in DECIDING or (kind == "oka" and e.data.get("outcome") == "sold")
    last = latest_action(log, "fortune:landing-business", lambda e: e.kind.startswith("fortune.") and deciding(e))
    return last is not None and last.kind != "fortune.landed" and last.data.get("player") == player


def space_offer(log: Log, lang: str = "de") -> SpaceOffer:
    """What the space the player on turn has just landed on offers them (nothing before the landing, while a forced
    payment waits, or on a space that asks nothing), and whether their choice there is still open; reasons in
    `lang`."""
    lang = lang if lang in ("de", "en") else lang_or_en(lang)
    state, board = state_of(log), fortune_board(log)
    player = state.current
    if state.phase != "play" or player is None or not state.landed or state.due is not None \
            or player not in state.active:
        return SpaceOffer(player=player)
    s = state.sheet(player)
    sp = parse_space(s.space, board)
    may = allowed(log, None, lang)  # as the Kasse would book it for the player
    offers: list[Offer] = []
    if sp.kind in CHIP_COMPANY:  # a chip space: production at the space's price, service at the printed one
        printed = board.value("chip_prices")[sp.kind][sp.n - 1] if sp.kind in PRODUCTION \
            else board.value("service_prices")[sp.kind]
        paid = sum(a for payer, _, a in buy_pay(state, board, player, CHIP_COMPANY[sp.kind], 1, printed)
                   if payer == player)  # the shareholder deducts the premium from his own price
        ok = probe(lang, buy_chips, log, BANKER, player, sp.kind, 1)
        offers.append(Offer(what="chips", ok=ok.ok, reason=ok.reason, chip=sp.kind, each=paid))
    elif sp.kind in SALE_COUNT:
        n, each = SALE_COUNT[sp.kind], board.value("sale_prices")[sp.kind][sp.n - 1]
        take = sum(a for _, payee, a in sale_pay(state, board, player, sp.kind, n, each) if payee == player)
        offers.append(Offer(what="sell", ok=may.may("sell"), reason=may.why("sell"), company=sp.kind, n=n, each=each,
                            amount=take, holder=premium(state, board, sp.kind)[0]))
    elif sp.kind in BANKS and may.loan_terms is not None:
        t = may.loan_terms
        # Loans: "The interest payment is cancelled if you own the share package of that bank": none to repay.
        offers.append(Offer(what="loan", ok=may.may("loan"), reason=may.why("loan"), company=sp.kind,
                            amount=board.value("loan_amount"), payout=t.payout,
                            interest=0 if interest_waived(state, player, sp.kind) else t.interest))
    elif sp.kind == "bonds":
        terms = board.value("bond_terms")
        offers.append(Offer(what="bonds", ok=may.may("bonds"), reason=may.why("bonds"), each=terms["price"],
                            n=may.bonds_most, held=s.bonds, interest=terms["interest"]))
    elif sp.kind in ("economy", "business"):
        offers.append(Offer(what=sp.kind))
    held = state.holding(sp.company) if sp.company else None
    if sp.kind == "shares" and held is None:
        ok = probe(lang, buy_shares, log, BANKER, player)
        offers.append(Offer(what="shares", ok=ok.ok, reason=ok.reason, company=sp.company,
                            amount=board.value("share_prices")[sp.company]))
    elif held is not None and held.owner == player and may.may("sell_back"):
        offers.append(Offer(what="sell_back", company=held.company, amount=sell_back_price(held, board)))
    elif held is not None and held.owner != player:  # The ÖKA: the player on a space of another's share company
        fee, most = oka_terms(held.price, board)
        ok = probe(lang, challenge, log, BANKER, player)
        offers.append(Offer(what="oka", ok=ok.ok, reason=ok.reason, company=held.company, holder=held.owner,
                            interest=fee, most=most))
    if state.claim and may.may("claim"):
        offers.append(Offer(what="claim", amount=state.claim))
    return SpaceOffer(player=player, space=sp.id, offers=tuple(offers), decided=_decided(log, player))
