"""Rollout's events as sentences: who, what, how much and why, in English or German.

`describe(event, lang, before, viewer)` words one event; `before`: the state just before it (None: the sentence leaves
out what only the state knows). Amounts come from the rules that moved the money (`preview_stage1`, the tables). Hidden
cash (a cash correction's amount, the cash a bankrupt or a taken-over company leaves behind) is named only to a viewer
who may see that company's cash (its CEO, a banker who does not play, or "cash open")."""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event
from calculators.core.money import format_rollout as money
from calculators.core.words import capital, lang_of, listing, who
from calculators.rollout.fold import apply, initial
from calculators.rollout.ending import is_over
from calculators.rollout.ledger import market
from calculators.rollout.purposes import purpose_words  # noqa: F401  (the hook core.words.purpose_in asks)
from calculators.rollout.words_phrases import BOARD_MONEY, BOARD_NAMES, GROUPS_DE, TEXTS, UNITS  # noqa: F401
from calculators.rollout.sealed import SECRET
from calculators.rollout.stage1_pay import interest_on, preview_stage1
from calculators.rollout.stage2_budgets import BUDGETS, hex_product
from calculators.rollout.state import BANK, RolloutState
from calculators.rollout.stage2_sales import step_f
from calculators.rollout.stage5_stores import STORES, build_cost
from calculators.rollout.order_of_play import lots_for

FOLD = (initial, apply)
TURN = ("turn", {"en": "Turn {n}", "de": "Runde {n}"})  # History reads each action's turn (core.words.turns)


def count(lang: str, n: int, unit: str) -> str:
    """"1 square", "5 squares" / "1 Feld", "5 Felder"."""
    one, more = UNITS[lang][unit]
    return f"{n} {one if n == 1 else more}"


def money_text(amount: int, lang: str) -> str:
    """An amount of this game's money, as the game prints it."""
    return money(amount)


# A count of one takes the singular ("Bob sold 1 Simcor share", German "1 Simcor-Aktie"; a walk read "1 … shares").
_ONE = {"en": ((" shares", " share"), (" cards turned", " card turned"), (" cards to", " card to"),
               (" meters to", " meter to")),
        "de": (("-Aktien", "-Aktie"), ("zurückverkaufte Aktien", "zurückverkaufte Aktie"), ("{n} Karten", "{n} Karte"))}


def _t(lang: str, key: str, **kw: Any) -> str:
    template = TEXTS[lang][key]
    if kw.get("n") == 1 and not isinstance(kw.get("n"), bool):
        for many, one in _ONE.get(lang, ()):
            template = template.replace(many, one)
    return template.format(**kw)


def _ceo(before: RolloutState | None, company: str) -> str:
    """The player behind a company (the company's name when the state is unknown)."""
    if before is not None:
        for c in before.companies:
            if c.name == company:
                return c.ceo
    return company


def _company(before: RolloutState | None, player: str) -> str:
    if before is not None:
        for c in before.companies:
            if c.ceo == player and c.in_play:
                return c.name
    return player


def sees_cash(before: RolloutState | None, viewer: str | None, company: str) -> bool:
    """True when `viewer` may see `company`'s cash (view_for's rule)."""
    if viewer is None or (before is not None and before.options.cash_open):
        return True
    return before is not None and _ceo(before, company) == viewer


def _squares(before: RolloutState, after: RolloutState, lang: str, why: dict[str, str] | None = None) -> list[str]:
    out = []
    for c in before.companies:
        moved = after.company(c.name).price - c.price
        if moved:
            line = _t(lang, "up" if moved > 0 else "down", c=c.name, n=count(lang, abs(moved), "sq"))
            out.append(line + (f" ({why[c.ceo]})" if why and c.ceo in why else ""))
    return out


def _sales_ranks(before: RolloutState, lang: str) -> dict[str, str]:
    """Step F: why each meter moves — the Sales Track leaders up, the last down, the Gold Coast (the rules' own
    reckoning of the moves the fold makes: `step_f`)."""
    if before.rollout is None:
        return {}
    f = step_f(before)
    why: dict[str, list[str]] = {}
    for p in f.players:
        if p in f.leaders or p in f.last:
            why.setdefault(p, []).append(_t(lang, "why.most" if p in f.leaders else "why.least"))
    for p in f.movers:
        why.setdefault(p, []).append(_t(lang, "why.gold" if p in f.reached else "why.missed"))
    return {p: ", ".join(reasons) for p, reasons in why.items()}


def _moved(before: RolloutState, event: Event, company: str) -> int:
    """How many squares the event moved `company`'s price meter (it stops at High Flyer and Blue Chip)."""
    return abs(apply(before, event).company(company).price - before.company(company).price)


def _stage1(event: Event, lang: str, before: RolloutState | None) -> str:
    d = event.data
    p = _ceo(before, d["company"])
    if before is None:
        parts = [] if d["pay_dividends"] else [_t(lang, "skipped", c=d["company"], n=count(lang, 5, "sq"))]
        return _t(lang, "paid", p=p, parts="; ".join(parts) or "—")
    t = before.tables
    c = before.company(d["company"])
    kept = c.stores - d["remove_stores"]
    parts = [_t(lang, "salaries", amount=money(kept * t.salary_per_store), n=count(lang, kept, "st"))]
    owed = interest_on(c)  # the loans outstanding when this Stage 1 began, those repaid in it too (what was paid)
    if owed:
        parts.append(_t(lang, "interest", amount=money(t.interest(owed))))
    if d["pay_dividends"]:
        parts.append(_dividends(before, p, c.name, d["remove_stores"], lang))
    else:
        parts.append(_t(lang, "skipped", c=c.name, n=count(lang, _moved(before, event, c.name), "sq")))
    if d["remove_stores"]:
        parts.append(_t(lang, "removed", n=count(lang, d["remove_stores"], "st")))
    return _t(lang, "paid", p=p, parts="; ".join(parts))


def _dividends(before: RolloutState, p: str, company: str, remove_stores: int, lang: str) -> str:
    """Stage 1: "Each player pays a Dividend for each of the 10 shares in his Company", to the shareholders on the
    Share Register. Paid to others: "{total} in all"; on the CEO's own shares no money moves, which is said; at a
    Dividend Due of $0M nothing is due at all (not "$0M in all")."""
    due = before.tables.dividend(before.company(company).price)
    if not due:
        return _t(lang, "dividends.none", amount=money(due))
    pv = preview_stage1(before, p, remove_stores, True)
    paid = sum(x.amount for x in pv.lines if x.what.startswith("Dividends") and not x.own)
    own = before.held(p, company)
    if not own:
        return _t(lang, "dividends", amount=money(due), total=money(paid))
    if not paid:
        return _t(lang, "dividends.all_own", amount=money(due), p=p)
    return _t(lang, "dividends.own", amount=money(due), total=money(paid), p=p, n=count(lang, own, "sh"))


def _card(event: Event, lang: str, before: RolloutState | None) -> str:
    d = event.data
    p = d["player"]
    product = _t(lang, before.hex) if before is not None else ""
    head = _t(lang, "shown", p=p, product=product, q=d["q"]) if d["q"] is not None else _t(
        lang, "no_card", p=p, product=product)
    if before is None or before.rollout is None:
        return head
    budget = before.rollout.budgets.get(p, (0, 0))[0]
    parts = [head]
    if budget:
        parts.append(_t(lang, "blitz" if d["pay"] else "no_blitz", amount=money(budget)))
    failings = (d["q"] is None) + (not (d["pay"] or budget == 0))
    if failings:
        c = _company(before, p)
        parts.append(_t(lang, "square_one", c=c, n=count(lang, _moved(before, event, c), "sq")))
    return "; ".join(parts)


def _rolled(d: dict, lang: str, before: RolloutState | None = None) -> str:
    faces = d.get("roll", {}).get("faces", [])
    names = GROUPS_DE if lang == "de" else {}
    why = ", ".join(names.get(g, g) + (f" ×{n}" if n > 1 else "") for g, n in d.get("groups", []))
    line = _t(lang, "rolled", p=d["player"], faces=" ".join(str(f) for f in faces), why=why, total=sum(faces))
    if before is not None:  # the meter stops at the Gold Coast: the pips beyond it move nothing
        c, gc = before.company_of(d["player"]), before.tables.gold_coast_square
        if c.sales + sum(faces) > gc:
            line = _t(lang, "rolled.gold", p=d["player"], faces=" ".join(str(f) for f in faces), why=why,
                      total=sum(faces), moved=gc - c.sales)
    return line


def _prices(before: RolloutState | None, ev: Event, lang: str) -> str:
    if before is None:
        return _t(lang, "prices.none")
    after = apply(before, ev)
    parts = _squares(before, after, lang, _sales_ranks(before, lang))
    parts += [_t(lang, "gold", p=p) for p in (after.rollout.reached if after.rollout else ())]
    return _t(lang, "prices", parts=", ".join(parts)) if parts else _t(lang, "prices.none")


def _started(d: dict, lang: str, before: RolloutState | None) -> str:
    stage = _t(lang, "stage", n=d["stage"])
    if not d["order"]:
        return capital(_t(lang, "nobody", stage=stage))
    order = ", ".join(d["order"])
    lots = lots_for(before, d["first"]) if d["stage"] == 4 and d.get("first") and before is not None else ()
    if lots:
        # Stage 4: "the Chairman rolls a die to determine which shares the Bank sells first" — the die names a
        # company's shares, not who plays first (every player may bid on every lot); a company whose shares the
        # Bank has all sold is passed over, clockwise (a walk read "sells Simcor's shares first" with none left).
        ceo = next(c.ceo for c in before.companies if c.name == lots[0])
        return _t(lang, "started.lots", stage=stage, order=order, company=lots[0], player=ceo,
                  dice=" ".join(str(r) for r in d.get("rolls", ())) or "-")
    if d.get("rolls"):
        return _t(lang, "started.die", stage=stage, order=order, dice=" ".join(str(r) for r in d["rolls"]))
    return _t(lang, "started", stage=stage, order=order)


def _lot(before: RolloutState | None):
    return before.auction.lot if before is not None and before.auction is not None else None


def _plan(d: dict, lang: str, before: RolloutState | None) -> str:
    what, n = d["plan"]
    p = d["player"]
    if what == "build":
        kinds = ", ".join(f"{k} {_t(lang, name)}" for name, k in d["kinds"].items() if k)
        total = money(build_cost(before, d["kinds"])) if before is not None else "?"
        return _t(lang, "build", p=p, n=count(lang, n, "st"), kinds=kinds, total=total)
    if what == "sell":
        total = money(n * before.tables.store_sale) if before is not None else "?"
        return _t(lang, "sell", p=p, n=count(lang, n, "st"), total=total)
    return _t(lang, "no_plan", p=p)


def _fix(d: dict, lang: str, before: RolloutState | None, viewer: str | None) -> str:
    p = _ceo(before, d["company"])
    if d["field"] == "cash":
        if not sees_cash(before, viewer, d["company"]):
            return _t(lang, "fix.cash.hidden", p=p, why=d["reason"])
        # In words, not "+$250M": a narrow phone may break the line between a sign and the amount.
        return _t(lang, "fix.up" if d["delta"] > 0 else "fix.down", p=p, amount=money(abs(d["delta"])),
                  why=d["reason"])
    value = money(before.tables.price(d["value"])) + f" (#{d['value']})" if d["field"] == "price" and before else d["value"]
    return _t(lang, "fix", p=p, field=_t(lang, f"f.{d['field']}"), value=value, why=d["reason"])


def _round(ev: Event, lang: str, before: RolloutState | None) -> str | None:
    """Rollout's own sealed rounds: Step B budgets, Stage 5 plans, Stage 4 secret bids."""
    d = ev.data
    rid = d.get("round_id", "")
    if not rid.startswith(("rollout:", BUDGETS, STORES, SECRET)):
        return None
    lot = _lot(before)
    company = rid.split(":")[-1] if rid.startswith(SECRET) else ""
    if ev.kind == "bids.opened":
        if rid.startswith(BUDGETS):
            return _t(lang, "budgets.open", turn=rid[len(BUDGETS):])
        if rid.startswith(STORES):
            return _t(lang, "plans.open")
        return _t(lang, "secret.open", n=lot.shares if lot else "", c=company)
    if ev.kind in ("bids.entered", "bids.passed"):
        what = _t(lang, "r.budgets") if rid.startswith(BUDGETS) else _t(lang, "r.plans") if rid.startswith(
            STORES) else _t(lang, "r.secret", c=company)
        return _t(lang, "r.entered" if ev.kind == "bids.entered" else "r.passed", p=d["seat"], what=what)
    if ev.kind == "bids.cancelled" and rid.startswith(SECRET):
        return _t(lang, "secret.cancel", c=company)
    if ev.kind != "bids.revealed":
        return None
    entries = [e for e in d["result"]["entries"] if e["values"] is not None]
    if rid.startswith(BUDGETS):
        return _t(lang, "budgets", parts="; ".join(_t(lang, "budget", p=e["seat"], blitz=money(int(
            e["values"]["advertising"])), price=e["values"]["price"]) for e in entries))
    if rid.startswith(STORES):
        return _t(lang, "plans", parts="; ".join(_t(lang, f"plan.{e['values']['plan']}", p=e["seat"], n=count(
            lang, e["values"]["stores"], "st")) for e in entries))
    winners = d["result"].get("winners") or []
    if not winners:
        return _t(lang, "secret.none", c=company)
    w = winners[0]
    price = next(int(e["values"]["bid"]) for e in entries if e["seat"] == w)
    line = _t(lang, "secret.won", p=w, n=lot.shares if lot else "", c=company, price=money(price))
    tb = d["result"].get("tie_break")
    if tb:
        others = [s for s in d["result"].get("tied", []) if s != w]
        order = [w, *others]  # the winner's die first, as players say it: "dice 5–4"
        dice = _t(lang, "then").join("–".join(str(r[s]) for s in order if s in r) for r in tb["rolls"])
        line += _t(lang, "secret.tie", others=listing(others, lang), dice=dice)
    return _t(lang, "secret.shown", line=line, parts=_secret_bids(d["result"]["entries"], w, lang))


def _secret_bids(entries: list[dict], winner: str, lang: str) -> str:
    """Every secret bid as the reveal shows it, the highest first (the winner first of a tie), then who passed:
    "Dee $700M, Ann $610M, Bob passed" (the Step B reveal lists every budget; once shown, every bid is public)."""
    bids_ = sorted((e for e in entries if e["values"] is not None),
                   key=lambda e: (-int(e["values"]["bid"]), e["seat"] != winner))
    return ", ".join([*(_t(lang, "secret.bid", p=e["seat"], price=money(int(e["values"]["bid"]))) for e in bids_),
                      *(_t(lang, "secret.passed", p=e["seat"]) for e in entries if e["values"] is None)])


def describe(event: Event, lang: str, before: RolloutState | None = None, viewer: str | None = None) -> str | None:
    """One Rollout event as a sentence (None: not a Rollout event; the shared words apply)."""
    lang = lang_of(lang)
    d, k = event.data, event.kind
    if k.startswith("bids."):
        return _round(event, lang, before)
    if not k.startswith("rollout."):
        return None
    k = k[len("rollout."):]
    t = before.tables if before is not None else None
    lot = _lot(before)
    if k == "setup":
        picks = ", ".join(f"{p} {c}" for p, c in d["companies"].items())
        return _t(lang, "setup", picks=picks, chair=d["chairman"], cash=money(t.starting_cash) if t else "?")
    if k == "stage1_paid":
        return _stage1(event, lang, before)
    if k == "hex_checked":
        face = d["roll"]["faces"][0]
        return _t(lang, "hex", who=capital(event.on_behalf_of or who(event.actor, lang)), face=face, product=_t(lang, hex_product(face)))
    if k == "card_shown":
        return _card(event, lang, before)
    if k == "sales_rolled":
        return _rolled(d, lang, before)
    if k == "profits_collected":
        return _t(lang, "profits", parts=", ".join(f"{p} {money(a)}" for p, a in d["profits"].items()))
    if k == "prices_adjusted":
        return _prices(before, event, lang)
    if k == "stage_started":
        return _started(d, lang, before)
    if k == "stage_ended":  # the last one ends the game, said so (a walk read only "Stage 4 ended")
        over = before is not None and is_over(apply(before, event))
        return _t(lang, "ended.over" if over else "ended", stage=_t(lang, "stage", n=d["stage"]))
    if k == "bid":
        if lot is None:
            return _t(lang, "bid.plain", p=d["player"], price=money(d["price"]))
        return _t(lang, "bid", p=d["player"], price=money(d["price"]), n=lot.shares, c=lot.company)
    company = lot.company if lot else "?"
    if k == "lot_sold":  # one share (Ten Block Play's lot): no "at $140M each ($140M)"
        return _t(lang, "sold.one" if d["n"] == 1 else "sold", p=d["player"], n=d["n"], c=company,
                  price=money(d["price"]), total=money(d["price"] * d["n"]))
    if k == "bid_struck":
        return _t(lang, "struck", p=d["player"])
    if k == "stock_called":
        key = "called" if d["covered"] else "called.short"
        return _t(lang, key, caller=d["caller"], bidder=d["bidder"], total=money(d["sum"]), n=d["n"], c=company,
                  price=money(d["price"]))
    if k == "lot_unsold":
        lot = before.auction.lot if before is not None and before.auction is not None else None
        return _t(lang, "unsold.one" if lot is not None and lot.shares == 1 else "unsold", c=d["company"])
    if k == "raid_announced":
        return _t(lang, "raid", p=d["player"], c=d["company"], n=d["n"], price=money(d["price"]))
    if k == "shares_sold_to_bank":
        return _t(lang, "to_bank", p=d["player"], n=d["n"], c=d["company"], price=money(d["price"]),
                  total=money(d["n"] * d["price"]))
    if k == "shares_traded":
        return _t(lang, "traded", s=d["seller"], b=d["buyer"], n=d["n"], c=d["company"], total=money(d["total"]))
    if k in ("borrowed", "repaid"):
        step = t.loan_step if t else 1000
        moved = _moved(before, event, d["company"]) if before is not None else d["billions"]
        return _t(lang, k + ("" if moved else ".still"), p=_ceo(before, d["company"]), c=d["company"],
                  amount=money(d["billions"] * step), n=count(lang, moved, "sq"))
    if k == "taken_over":
        lost = before.company(d["company"]) if before is not None else None
        cash = ""
        # "He keeps all of the loser's cash": the taker's cash rises by it, the loser knew it; both read it (a walk).
        if lost is not None and any(sees_cash(before, viewer, c) for c in (lost.name, _company(before, d["taker"]))):
            cash = _t(lang, "taken.cash", amount=money(lost.cash or 0))
        # "The Sales Track, Stock Market and Bank Loan meters are removed": the loans go with the company.
        step = t.loan_step if t else 1000
        loans = _t(lang, "taken.loans", c=d["company"], amount=money(lost.loans * step)) if lost is not None and lost.loans else ""
        return _t(lang, "taken", t=d["taker"], c=d["company"], loser=lost.ceo if lost else "?", cash=cash) + loans + \
            _forced_sales(before, d, lost, lang)
    if k == "bankrupt":
        c = _company(before, d["player"])
        cash = ""
        if before is not None and sees_cash(before, viewer, c):
            cash = _t(lang, "bankrupt.cash", amount=money(before.company(c).cash or 0))
        return _t(lang, "bankrupt", p=d["player"], why=_t(lang, f"why.{d['reason']}"), c=c, cash=cash)
    if k == "estate_item_sold":
        item = _t(lang, f"estate.{d['item']}")
        if d["buyer"] is None:
            return _t(lang, "estate.none", item=item)
        return _t(lang, "estate", b=d["buyer"], item=item, price=money(d["price"]))
    if k == "plan_carried_out":
        return _plan(d, lang, before)
    if k == "stores_traded":
        return _t(lang, "stores", s=d["seller"], b=d["buyer"], n=count(lang, d["n"], "st"), total=money(d["total"]))
    if k == "researched":
        total = money(d["turned"] * t.research_per_card) if t else "?"
        return _t(lang, "research", p=d["player"], product=_t(lang, d["product"] + ".dat"), n=d["turned"], total=total)
    if k == "cards_traded":
        return _t(lang, "cards", s=d["seller"], b=d["buyer"], n=d["n"], product=_t(lang, d["product"]),
                  total=money(d["total"]))
    if k == "gold_coast_traded":
        return _t(lang, "meters", s=d["seller"], b=d["buyer"], n=d["n"], total=money(d["total"]))
    if k == "corrected":
        return _fix(d, lang, before, viewer)
    if k == "shares_corrected":
        def holder(x: str, end: str) -> str:
            return _t(lang, f"bank.{end}") if x == BANK else x
        return _t(lang, "fix.shares", n=d["n"], c=d["company"], g=holder(d["giver"], "from"),
                  t=holder(d["taker"], "to"), why=d["reason"])
    return None


def _forced_sales(before: RolloutState | None, d: dict, lost, lang: str) -> str:
    """Takeovers: "Players with less than six shares … must sell their shares to the Bank immediately" (a walk)."""
    holders = [h for h, n in before.holdings.get(d["company"], {}).items() if n and h not in (
        d["taker"], lost.ceo, BANK)] if before is not None and lost is not None else []
    return _t(lang, "taken.sold" if len(holders) > 1 else "taken.sold.one", holders=listing(holders, lang),
              c=d["company"], price=money(market(before, d["company"]))) if holders else ""
