"""What a Rollout sealed entry asks and what it commits, in the player's words (English or German).

The Boardroom Pad's three secret notes: Step B's Advertising Blitz and price (Stage 2, Step B), a secret
bid below market (Stage 4, Secret Bids) and the Stage 5 plan (build or sell Stores). A phone shows the
field labels and the option labels from here, and, before Confirm, the sentence `summary` says what the
entry commits the player to. Only the entering seat's own draft is ever worded: nothing here reads
another seat's entry or anyone's cash.
"""
from __future__ import annotations

from typing import Any

from calculators.core.model import RuleError
from calculators.core.money import format_rollout as money
from calculators.rollout.sealed import SECRET, bid_within_cash
from calculators.rollout.stage2_budgets import BUDGETS
from calculators.rollout.state import RolloutState
from calculators.rollout.stage5_stores import (
    PLANS, STORES, check_plan, expansion_open, plan_choices, plan_most, settled_plan,
)

LABELS = {
    "en": {"advertising": "Advertising Blitz", "price": "Price of your product", "bid": "Secret bid per share",
           "plan": "Build or sell Stores", "stores": "How many Stores",
           "build": "Build", "sell": "Sell", "none": "Neither (zero)"},
    "de": {"advertising": "Werbekampagne", "price": "Preis deines Produkts", "bid": "Verdecktes Gebot je Aktie",
           "plan": "Läden bauen oder verkaufen", "stores": "Wie viele Läden",
           "build": "Bauen", "sell": "Verkaufen", "none": "Keins von beiden (null)"},
}

# A field as the table reads another player's revealed entry ("Bob: Advertising Blitz $300M, Price $40"): the
# phone's own label speaks to its player ("Price of your product").
OTHERS = {"en": {"price": "Price"}, "de": {"price": "Preis"}}

# What is still to choose, as the sentence "Choose … before you confirm." names it.
MISSING = {
    "en": {"advertising": "an Advertising Blitz", "price": "a price", "bid": "a bid", "plan": "build, sell or neither",
           "plan_n": "build or sell ({n} Store{s})",
           # Only the plans offered (Missed Dividends: no building; no Store: no selling; a walk read "build" offered)
           "sell,none": "sell or neither", "build,none": "build or neither", "none": "neither",
           "plan_n.sell": "sell ({n} Store{s}) or neither", "plan_n.build": "build ({n} Store{s}) or neither"},
    "de": {"advertising": "eine Werbekampagne", "price": "einen Preis", "bid": "ein Gebot",
           "plan": "bauen, verkaufen oder keins von beiden", "plan_n": "bauen oder verkaufen ({n} {stores})",
           "sell,none": "verkaufen oder keins von beiden", "build,none": "bauen oder keins von beiden",
           "none": "keins von beiden", "plan_n.sell": "verkaufen ({n} {stores}) oder keins von beiden",
           "plan_n.build": "bauen ({n} {stores}) oder keins von beiden"},
}
AND = {"en": " and ", "de": " und "}
# The writer's own company's cash, over their own form only: what a Blitz, a bid or a Stage 5 plan must be paid from.
CASH = {"en": "Your cash ({company}): {cash}", "de": "Dein Bargeld ({company}): {cash}"}

SAY = {
    "en": {
        "choose": "Choose {what} before you confirm.",
        "budgets": "You commit {blitz} to the Advertising Blitz (paid to the Bank at Step C) and sell at a price "
                   "of ${price}.",
        "bid": "If your bid wins you pay {total}: {n} share{s} × {price}.",
        "build": "You must build {n} Store{s}: {low} to {high} ({costs} a Store). If you cannot pay, you are "
                 "bankrupt.",
        "sell": "You sell {n} Store{s} to the Bank: it pays you {total} ({each} a Store).",
        "sell_all": " With no Store left you cannot play Stage 2 (“If a player sells all of his Stores he cannot play "
                    "Stage 2”).",
        "none": "You neither build nor sell Stores this turn.",
        "no_build": "No dividends paid this turn: you may sell Stores, not build (Missed Dividends).",
        "no_sell": "You have no Store to sell.",
        "most": "Build 1 to {most} Stores a turn.",
        "zero": "Write how many Stores (1 or more) to {plan}.",
        "costs": "Expansion {e}, Branch {b}, Joint {j}",
    },
    "de": {
        "choose": "Wähle {what}, bevor du bestätigst.",
        "budgets": "Du setzt {blitz} für die Werbekampagne ein (an die Bank in Schritt C) und verkaufst zum Preis "
                   "von ${price}.",
        "bid": "Gewinnt dein Gebot, zahlst du {total}: {n} Aktie{s} × {price}.",
        "build": "Du musst {n} {stores} bauen: {low} bis {high} ({costs} je Laden). Kannst du nicht zahlen, "
                 "bist du bankrott.",
        "sell": "Du verkaufst {n} {stores} an die Bank: sie zahlt dir {total} ({each} je Laden).",
        "sell_all": " Ohne Laden kannst du Phase 2 nicht spielen („Verkauft ein Spieler alle seine Läden, kann er "
                    "Phase 2 nicht spielen“).",
        "none": "Du baust und verkaufst in dieser Runde keine Läden.",
        "no_build": "In dieser Runde keine Dividende gezahlt: Du darfst Läden verkaufen, nicht bauen (Ausgelassene "
                    "Dividende).",
        "no_sell": "Du hast keinen Laden zum Verkaufen.",
        "most": "Bau 1 bis {most} Läden je Runde.",
        "zero": "Schreib, wie viele Läden (1 oder mehr) du {plan} willst.",
        "costs": "Erweiterung {e}, Filiale {b}, Gemeinschaft {j}",
    },
}


# A Stage 5 plan as a whole ("Build 2 Stores"), where label and value run together ("Build or sell Stores Neither
# (zero), How many Stores 0", a walk read on every phone).
PLAN = {
    "en": {"build": ("Build {n} Store", "Build {n} Stores"), "sell": ("Sell {n} Store", "Sell {n} Stores"),
           "none": "Neither build nor sell (zero)"},
    "de": {"build": ("{n} Laden bauen", "{n} Läden bauen"), "sell": ("{n} Laden verkaufen", "{n} Läden verkaufen"),
           "none": "Weder bauen noch verkaufen (null)"},
}


def entry_words(round_id: str, values: dict[str, Any], lang: str = "en") -> str | None:
    """A confirmed Stage 5 plan in words, as its writer and the table read it ("Build 2 Stores", "Sell 1 Store",
    "Neither build nor sell (zero)"); None for any other entry (its fields are listed with their labels)."""
    if _kind(round_id) != "plans" or values.get("plan") not in PLAN["en"]:
        return None
    words = PLAN[_lang(lang)][values["plan"]]
    if isinstance(words, str):
        return words
    n = values.get("stores")
    n = n if isinstance(n, int) and not isinstance(n, bool) else 0
    return words[0 if n == 1 else 1].format(n=n)


def _lang(lang: str) -> str:
    return "de" if lang == "de" else "en"


def _kind(round_id: str) -> str | None:
    for prefix, kind in ((BUDGETS, "budgets"), (SECRET, "secret"), (STORES, "plans")):
        if round_id.startswith(prefix):
            return kind
    return None


def field_label(round_id: str, field: str, lang: str = "en", *, own: bool = True) -> str | None:
    """The field's label on the phone ("Advertising Blitz"), or as the table reads another player's entry (`own`
    False: "Price", not "Price of your product"); None for a round that is not Rollout's own."""
    if _kind(round_id) is None:
        return None
    return (not own and OTHERS[_lang(lang)].get(field)) or LABELS[_lang(lang)].get(field)


def money_field(round_id: str, field: str) -> bool:
    """True for a number field of Rollout's own rounds that holds $ millions: the secret bid per share ("$30M" may be
    typed, and its bounds are named as money)."""
    return _kind(round_id) == "secret" and field == "bid"


def option_label(round_id: str, field: str, option: str, lang: str = "en") -> str | None:
    """An option or a value as the game prints it: an Advertising Blitz of "700" is $700M, a price of "60" is
    $60, a secret bid of "90" is $90M."""
    kind = _kind(round_id)
    if kind == "budgets" and field == "advertising":
        return money(int(option))
    if kind == "budgets" and field == "price":
        return f"${int(option)}"
    if kind == "secret" and field == "bid" and _whole(option) is not None:
        return money(int(option))
    if kind == "plans" and field == "plan":
        return LABELS[_lang(lang)].get(option)
    return None


def _whole(value: Any) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return value if value >= 0 else None  # a negative amount commits to nothing (the rules refuse it)
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 9:
        return int(value.strip())
    return None


def summary(state: RolloutState, round_id: str, values: dict[str, Any], lang: str = "en",
            seat: str | None = None) -> str | None:
    """What the draft `values` commits its writer to, or what is still to choose; None for another round.

    Step C: "The money he budgeted for the Advertising Blitz is now paid to the Bank." Secret Bids: "the
    player with the highest bid takes the shares" (and pays for them). Stage 5: "A player must follow through
    and build the number of Stores indicated on his original plan"; sold Stores bring "$50 million for each"."""
    lang = _lang(lang)
    say, labels = SAY[lang], LABELS[lang]
    kind = _kind(round_id)
    if kind == "budgets":
        blitz, price = _whole(values.get("advertising")), _whole(values.get("price"))
        missing = [MISSING[lang][k] for k, v in (("advertising", blitz), ("price", price)) if v is None]
        if missing:
            return say["choose"].format(what=AND[lang].join(missing))
        return say["budgets"].format(blitz=money(blitz), price=price)
    if kind == "secret":
        bid = _whole(values.get("bid"))
        lot = state.auction.lot if state.auction is not None else None
        if bid is None or lot is None:
            return say["choose"].format(what=MISSING[lang]["bid"])
        n = lot.shares
        return say["bid"].format(total=money(bid * n), n=n, s="" if n == 1 else ("s" if lang == "en" else "n"),
                                 price=money(bid))
    if kind == "plans":
        plan, n = values.get("plan"), _whole(values.get("stores"))
        if plan not in ("build", "sell", "none"):
            offered = plan_choices(state, seat) if seat is not None and seat in state.active_players() else PLANS
            both = "build" in offered and "sell" in offered
            one = next((p for p in ("build", "sell") if p in offered), None)
            if n and (both or one):  # a number written first: the choice still to make is build or sell so many
                return say["choose"].format(what=MISSING[lang]["plan_n" if both else f"plan_n.{one}"].format(
                    n=n, s="" if n == 1 else "s", stores="Laden" if n == 1 else "Läden"))
            return say["choose"].format(what=MISSING[lang]["plan" if both else f"{one},none" if one else "none"])
        if plan == "none":
            return say["none"]  # a zero on the pad, whatever was typed before (settled)
        if not n:
            return say["zero"].format(plan=labels[plan].lower())
        t = state.tables
        costs = t.store_costs
        stores = f"{'Laden' if n == 1 else 'Läden'}"
        s = "" if n == 1 else "s"
        if plan == "build" and n > t.max_stores_built:  # Stage 5: "Up to 10 Stores may be built each turn"
            return say["most"].format(most=t.max_stores_built)
        if plan == "build":
            # No Store on the board: no Expansion Store either (The Cost), so the least is the Branch Store's price.
            bare = seat is not None and seat in state.active_players() and not expansion_open(state, seat)
            least = min(v for k, v in costs.items() if not (bare and k == "expansion"))
            return say["build"].format(n=n, s=s, stores=stores, low=money(n * least),
                                       high=money(n * max(costs.values())),
                                       costs=say["costs"].format(e=money(costs["expansion"]),
                                                                 b=money(costs["branch"]), j=money(costs["joint"])))
        sold = say["sell"].format(n=n, s=s, stores=stores, total=money(n * t.store_sale), each=money(t.store_sale))
        # Said when the seller decides (a walk sold his last Store and learnt it only at the next Stage 2).
        held = state.company_of(seat).stores if seat is not None and seat in state.active_players() else None
        return sold + (say["sell_all"] if held is not None and n >= held else "")
    return None


def fault(state: RolloutState, round_id: str, values: dict[str, Any], seat: str) -> RuleError | None:
    """The rules' refusal of an entry as drafted, or None. Said before Confirm in place of what the entry would commit
    to. Stage 4: a secret bid its company cannot pay for the lot (`bid_within_cash`: a walk's Bob, $530M, typed $270M
    for 2 shares and read "If your bid wins you pay $540M" until Confirm). Stage 5: a plan (`check_plan`: more built
    than a turn allows, more sold than owned), once a plan and a number of Stores are written (a walk's Bob, with 1
    Store, read "Du verkaufst 2 Läden an die Bank: sie zahlt dir $100M")."""
    if _kind(round_id) == "secret":
        bid = _whole(values.get("bid"))
        try:
            if bid is not None:
                bid_within_cash(state, seat, round_id, bid)
        except RuleError as err:
            return err
        return None
    if _kind(round_id) != "plans" or state.stage != 5 or seat not in state.active_players():
        return None
    plan, n = values.get("plan"), _whole(values.get("stores"))
    if plan not in ("build", "sell") or not n:
        return None
    try:
        check_plan(state, seat, plan, n)
    except RuleError as err:
        return err
    return None


def own_cash(state: RolloutState, round_id: str, seat: str, lang: str = "en") -> str | None:
    """The entering seat's own company's cash, as its own form shows it ("Your cash (Simcor): $1.2B"): Step B's
    Blitz is "paid to the Bank at Step C", a winning secret bid and a Stage 5 plan are paid from it. None for
    another round, a seat with no company in play, or a state that holds no cash for it (a view that hides it)."""
    if _kind(round_id) is None:
        return None
    company = next((c for c in state.companies if c.ceo == seat and c.in_play), None)
    if company is None or company.cash is None:
        return None
    return CASH[_lang(lang)].format(company=company.name, cash=money(company.cash))


def seat_field(state: RolloutState, round_id: str, seat: str, field: Any) -> Any:
    """A field of the round as this seat may fill it: a Stage 5 plan offers only the plans the rules allow this
    player, and its number goes up to the most they may build or sell (not the round's 999); other fields as
    the round has them."""
    if _kind(round_id) != "plans" or state.stage != 5 or seat not in state.active_players():
        return field
    if field.name == "plan":
        return field.model_copy(update={"options": plan_choices(state, seat)})
    if field.name == "stores":
        return field.model_copy(update={"max": plan_most(state, seat)})
    return field


def seat_note(state: RolloutState, round_id: str, seat: str, lang: str = "en") -> str | None:
    """Why a Stage 5 plan is not offered to this seat (Missed Dividends; no Store to sell), or None."""
    if _kind(round_id) != "plans" or state.stage != 5 or seat not in state.active_players():
        return None
    choices = plan_choices(state, seat)
    said = [SAY[_lang(lang)][k] for p, k in (("build", "no_build"), ("sell", "no_sell")) if p not in choices]
    return " ".join(said) or None


def settled(round_id: str, values: dict[str, Any] | None) -> dict[str, Any] | None:
    """An entry as it is confirmed: a Stage 5 plan of neither is a zero on the pad, whatever number was typed."""
    return settled_plan(values) if values is not None and _kind(round_id) == "plans" else values


def offers_pass(round_id: str) -> bool:
    """Whether the form offers "Pass / no bid": not for a Stage 5 plan, where "Neither (zero)" is that choice (a
    plan is not a bid); the banker may still mark a player as passing, which counts as neither."""
    return _kind(round_id) != "plans"
