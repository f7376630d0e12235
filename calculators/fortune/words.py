"""Fortune's events as sentences, in German (the game's language) and English: who, what, how much, why.

Every Fortune event carries its payments ([payer, payee, amount], None = the Kasse), so each sentence
names them as recorded: the history says what the ledger did. Fortune has no hidden cash (every
balance sheet lies open), so every viewer reads every amount.
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event
from calculators.core.money import format_fortune
from calculators.core.words import lang_of, listing
from calculators.fortune import texts as terms
from calculators.fortune.event_texts import DE, EN
from calculators.fortune.board_words import BOARD_NAMES  # noqa: F401 (the board tables by their names, for History)
from calculators.fortune.fold import apply, counted, initial_state, tripled_at_once
from calculators.fortune.tables import BUSINESS_NAMES

FOLD = (initial_state, apply)
TURN = ("moves", {"en": "Turn {n}", "de": "Zug {n}"}, "after")  # History's turn: the move, counted from its roll on

BANKER = {"en": "the Kasse", "de": "die Kasse"}  # the banker's role, as the rulebook names it
ROLE = {"en": "Kasse", "de": "Kasse"}  # the same as a title ("Kasse: Ann"): "One player takes over the Kasse", Setup
TEXTS = {"de": DE, "en": EN}

BOARD_MONEY = ('loan_amount',)  # the board tables by their names: BOARD_NAMES (board_words)


def money_text(amount: int, lang: str) -> str:
    """An amount of this game's money, as the game prints it."""
    return dm(amount, lang)

# Short names of the spaces (the number of the space follows), as on the board.
KIND_DE = {
    "start": "Start", "economy": "Konjunktur", "business": "Geschäftslage", "factory": "ETERNIT",
    "energy": "BP Energie", "personnel": "MANPOWER", "kaufring": "Kaufring", "otto": "OTTO Versand",
    "rewe": "REWE", "commerzbank": "Commerzbank", "vereinsbank": "Vereinsbank", "bonds": "BP Obligationen",
    "shares": "Aktien", "consulting": "PA Beratung", "advertising": "JWT Werbung",
    "insurance": "Rheinland Versicherung", "explosion": "Explosion", "fire": "Brand im Lager",
    "other": "Anderes Feld",
}
KIND_EN = {
    **KIND_DE, "economy": "Economy", "business": "Business", "energy": "BP energy", "bonds": "BP bonds",
    # The service spaces by their companies' own names, as their share packages are named (a walk read "Space:
    # Rheinland insurance" beside "Shares Rheinland Versicherung"), with what they sell.
    "shares": "Shares", "consulting": "PA Management (consulting)", "advertising": "J. Walter Thompson (advertising)",
    "insurance": "Rheinland Versicherung (insurance)", "explosion": "Explosion", "fire": "Warehouse fire",
    "other": "Other space",
}


def _t(lang: str, key: str, **kw: Any) -> str:
    return terms.keep_percent(TEXTS[lang][key].format(**kw))


def dm(amount: int, lang: str) -> str:
    """Money as Fortune writes it: 150.000 DM (de), 150,000 DM (en)."""
    return format_fortune(amount, lang)


def company(key: str | None) -> str:
    """A business's name as printed on the board."""
    return BUSINESS_NAMES.get(key or "", key or "")


# A bank's name after "bei der" in German (dative: "bei der Bayerischen Vereinsbank"); the printed name otherwise.
DATIVE_DE = {"vereinsbank": "Bayerischen Vereinsbank"}


def bank_dative(key: str, lang: str) -> str:
    """The bank's name as it reads after a German "bei der"; in English the printed name."""
    return DATIVE_DE.get(key, company(key)) if lang == "de" else company(key)


def space_label(space_id: str, lang: str) -> str:
    """A space's short name: "Commerzbank 1", "Aktien OTTO Versand", "Start"."""
    kinds = KIND_DE if lang == "de" else KIND_EN
    kind, _, rest = space_id.partition("-")
    if kind == "shares":
        return f"{kinds['shares']} {company(rest)}"
    return f"{kinds.get(kind, kind)} {rest}".strip()


def who(name: str | None, lang: str, *, start: bool = False) -> str:
    """A payer or payee: a player's name, or the Kasse."""
    if name is None:
        return _t(lang, "the_kasse_from" if start else "the_kasse")
    return name


def _chip(chip: str | None, lang: str) -> str:
    return terms.message(f"chip.{chip}", lang) if chip else ""


def count(n: int, chip: str, lang: str) -> str:
    """`n` chips (products, bonds) of a kind, in the number's form: 1 Fabrikchip, 2 Fabrikchips."""
    return terms.counted(n, chip, lang)


def oka_outcome(d: dict, lang: str) -> str:
    """What an ÖKA came to: failed (the fee paid) or the package sold at a percentage."""
    kw = {"challenger": d["challenger"], "holder": d["holder"], "amount": dm(d["amount"], lang),
          "company": company(d["company"])}
    owed = "_owed" if d.get("due") else ""  # the challenger's cash fell short: the amount is owed
    if d["outcome"] == "failed":
        return _t(lang, "oka.failed" + owed, **kw)
    return _t(lang, "oka.sold" + owed, percent=d["percent"], **kw)


def _repaid(d: dict, lang: str, before: Any) -> str:
    """A loan repaid on landing, its parts named (Loans: "repay the loan plus interest (of the space on which you took
    out the loan)"; a walk read only the sum, "Bob pays the Kasse 54,000 DM"): the interest is the loan's, the rest of
    what the player paid is the principal."""
    loan = before.sheet(d["player"]).loan(d["loan_repaid"]) if before is not None else None
    if loan is None or not loan.interest:
        return _t(lang, "landed.repaid")
    paid = sum(n for payer, _, n in d.get("pay", []) if payer == d["player"])
    from calculators.fortune.turns import interest_waived

    if interest_waived(before, d["player"], d["loan_repaid"]):  # (a walk read "46,000 DM and 4,000 DM interest"
        # of the 50,000 DM a shareholder paid)
        return _t(lang, "landed.repaid_waived", amount=dm(paid, lang), company=company(d["loan_repaid"]),
                  player=d["player"])
    return _t(lang, "landed.repaid_sum", principal=dm(paid - loan.interest, lang), interest=dm(loan.interest, lang))


def _head(kind: str, d: dict, lang: str, before: Any) -> str:
    player = d.get("player", "")
    kw: dict[str, Any] = {"player": player, "n": d.get("n", 0), "reason": d.get("reason", ""),
                          "company": company(d.get("company")), "bank": company(d.get("bank")),
                          "what": _chip(d.get("chip"), lang)}
    if kind == "set_up":
        head = _t(lang, kind, amount=dm(d["capital"], lang), companies=", ".join(
            f"{p} {company(c)}" for p, c in zip(before.players if before is not None else (), d["companies"])))
        return head.removesuffix(" ()")  # the players not known here: no empty brackets
    if kind == "start_rolled":
        from calculators.fortune.fold import start_totals
        totals = start_totals(tuple(d["contenders"]), d["roll"])
        best = max(totals.values())
        top = [p for p, x in totals.items() if x == best]
        end = _t(lang, "start.first", player=top[0]) if len(top) == 1 else _t(lang, "start.tie", players=listing(top, lang))
        return _t(lang, kind, totals=", ".join(f"{p} {x}" for p, x in totals.items())) + "; " + end
    if kind == "rolled":
        labels = d["roll"]["labels"]
        one = ".one" if len(labels) == 1 else ""  # one die: "Ann rolls 4 (real die)", not "4 = 4 (real dice)"
        real = _t(lang, "real" + one) if d["roll"].get("source") == "physical" else ""
        # An insurance claim open on the last landing ends with this roll (the app's reading): every phone says so,
        # the claimer's too (a walk's claimer read nothing once the next player had rolled).
        lapsed = ""
        if before is not None and before.claim and before.current and before.sheet(before.current).insurance:
            lapsed = _t(lang, "claim_lapsed", claimer=before.current, amount=dm(before.claim, lang))
        return _t(lang, kind + one, player=player, dice=" ".join(labels), total=sum(int(x) for x in labels)) + real \
            + lapsed
    if kind == "landed":
        return _t(lang, kind, player=player, space=space_label(d["space"], lang))
    counted = {"chips_bought": d.get("chip"), "assembled": "products", "products_sold": "products",
               "bonds_bought": "bonds"}.get(kind)
    if counted:
        kw["count"] = count(d.get("n", 0), counted, lang)
    if kind == "chips_bought":
        kw["unit"] = dm(d.get("unit_price", 0), lang)
    if kind == "chip_used":
        kw.update(before=_t(lang, f"before.{d.get('before', 'production')}"), one=count(1, d.get("chip"), lang))
    if kind == "products_sold":
        where = before.sheet(player).space if before is not None else d.get("company", "")
        kw.update(space=space_label(where, lang), unit=dm(d.get("price_each", 0), lang))
    if kind == "loan_taken":
        kw.update(payout=dm(d["payout"], lang), interest=dm(d["interest"], lang))
        from calculators.fortune.turns import interest_waived

        # Loans: "The interest payment is cancelled if you own the share package of that bank" (a walk's History
        # named 4,000 DM interest the shareholder never paid).
        if before is not None and interest_waived(before, player, d.get("bank", "")):
            return _t(lang, "loan_taken.waived", **kw)
    if kind == "urgent_sale":  # what was sold: the share packages, the bonds
        sold = [_t(lang, "package", company=company(c)) for c in d.get("companies", [])]
        sold += [count(d["bonds"], "bonds", lang)] if d.get("bonds") else []
        kw["what"] = ", ".join(sold)
    if kind == "economy_card":
        kw["text"] = d.get("text", "")
    if kind == "time_up":
        # "at the agreed time the best balance wins": the best balances of the state the event ended; or ended early.
        said = "time_up.early" if d.get("early") else "time_up"
        if before is None:  # asked without the state before (a one-line "Last:"): no names to give
            return _t(lang, said + ".plain")
        from calculators.fortune.fold import best_balances
        best = best_balances(before)
        kw["winners"] = listing(best, lang)
        return _t(lang, said + (".tie" if len(best) > 1 else ""), **kw)
    if kind in ("chips_bought", "products_sold") and d.get("n") == 1:  # one: no "each" ("zu je", a walk)
        return _t(lang, kind + ".one", **kw)
    if kind == "card_payment_all" and player:  # between one player and every other (a business card's "each pays you")
        return _t(lang, kind + ".player", **kw)
    return _t(lang, kind, **kw)


def lines(event: Event, lang: str, before: Any = None) -> list[str]:
    """The event's headline and then each payment, in `lang` (the screens show them as lines)."""
    lang = lang_of(lang)
    d, kind = event.data, event.kind[len("fortune."):]
    if kind not in TEXTS[lang]:
        return []
    head = _head(kind, d, lang, before) + _why(kind, lang, before)
    extra = []
    if kind == "landed":
        # Which payment is which (a walk's player could not match "the Kasse pays Cy 9,000 DM; … 30,000 DM" to the
        # rules): the Start pay of the bonds held comes first, then their price when returned (`turns.land`).
        held = before.sheet(d["player"]).bonds if before is not None else 0
        paid = [n for a, b, n in d.get("pay", []) if a is None and b == d["player"]]
        start = paid.pop(0) if d.get("passed_start") and held and paid else None
        if d.get("passed_start"):
            extra.append(_t(lang, "landed.start") if start is None else _t(
                lang, "landed.start.paid", count=count(held, "bonds", lang), amount=dm(start, lang)))
        if d.get("loan_repaid"):
            extra.append(_repaid(d, lang, before))
        if d.get("bonds_returned"):
            back = paid[0] if paid else None
            extra.append(_t(lang, "landed.bonds", count=count(d["bonds_returned"], "bonds", lang)) if back is None else
                         _t(lang, "landed.bonds.paid", count=count(d["bonds_returned"], "bonds", lang),
                            amount=dm(back, lang)))
        for chip, n in d.get("loss", {}).items():
            extra.append(_t(lang, "landed.loss", what=count(n, chip, lang)))
        if d.get("due"):
            extra.append(_t(lang, "landed.due"))
    if kind == "oka":
        extra.append(oka_outcome(d, lang))
    if kind == "chips_bought":  # the shareholder deducts the premium from his own price (Shares)
        kept = d["n"] * d["unit_price"] - sum(n for _, _, n in d.get("pay", []))
        if kept > 0 and all(b is None for _, b, _ in d.get("pay", [])):
            extra.append(_t(lang, "premium.kept", amount=dm(kept, lang)))
    if kind == "products_sold":  # an unsold package's premium stays with the Kasse (Shares): said, so the sum adds up
        short = d["n"] * d.get("price_each", 0) - sum(n for _, b, n in d.get("pay", []) if b == d.get("player"))
        if short > 0 and all(b in (None, d.get("player")) for _, b, _ in d.get("pay", [])):
            extra.append(_t(lang, "premium.kasse", amount=dm(short, lang)))
    # A loan repaid on its bank's space while another player holds the bank's package: the interest goes to that
    # shareholder (Loans waive it only for the borrower's own package; the premium rule, Shares, read onto it).
    interest_to = (lambda b: b is not None and b != d.get("player")) if kind == "landed" and (
        d.get("loan_repaid") or (d.get("due") or {}).get("reason") == "loan") else (lambda b: False)
    if kind in ("card_payment", "landed") and d.get("due"):  # not paid: owed, as the ÖKA's debts are said
        extra += [_t(lang, "owes.kasse" if to is None else "owes.interest" if interest_to(to) else "owes",
                     payer=d["due"]["debtor"], payee=to, amount=dm(n, lang)) for to, n in d["due"]["pay"] if n]
    if kind == "bankrupt":  # "His remaining assets go to the Kasse"
        extra.append(_t(lang, "bankrupt.assets"))
    if extra:
        head = f"{head}: {', '.join(extra)}"
    # Buying from or selling to a company, a payment to a player other than the one dealing is the shareholder's
    # premium (Shares: "you receive cash for every business transaction of your fellow players").
    premium_to = (lambda b: b is not None and b != d.get("player")) if kind in ("chips_bought", "products_sold") \
        else (lambda b: False)
    pays = [_t(lang, "pay.premium" if premium_to(b) else "pay.interest" if interest_to(b) else "pay.line",
               payer=who(a, lang, start=True),
               payee=who(b, lang), amount=dm(n, lang))
            for a, b, n in d.get("pay", []) if n and kind != "oka"]
    if kind == "bankrupt" and before is not None and before.sheet(d["player"]).cash:
        pays.append(_t(lang, "pay.line", payer=d["player"], payee=who(None, lang),
                       amount=dm(before.sheet(d["player"]).cash, lang)))
    if kind == "due_paid" and before is not None and before.due is not None:
        due = before.due
        pays += [_t(lang, "pay.line", payer=due.debtor, payee=who(to, lang), amount=dm(n, lang)) for to, n in due.pay]
    return [head, *pays, *game_end(event, lang, before)]


def _why(kind: str, lang: str, before: Any) -> str:
    """What a payment of what was owed, or an insurance claim, was for (a walk: a debtor's 100,000 DM said no reason
    on his phone once the card's own line was gone; a claim's line did not name the explosion): " (Steuerprüfung)"."""
    if kind == "due_paid" and before is not None and before.due is not None:
        r = before.due.reason
        return f" ({_t(lang, 'why.loan') if r == 'loan' else 'ÖKA' if r == 'oka' else r})"
    if kind == "insurance_claimed" and before is not None and before.lost:
        if before.sheet(before.current).space != "explosion":
            return f" ({_t(lang, 'landed.loss', what=count(before.lost, 'products', lang))})"
        from calculators.fortune.turns import insured_chips  # the explosion's: what it took and what is paid for

        return f" ({_t(lang, 'landed.loss', what=count(before.lost, 'factory', lang))}; " \
               f"{_t(lang, 'claim.insured', what=count(insured_chips(before, before.current), 'factory', lang))})"
    return ""


def game_end(event: Event, lang: str, before: Any) -> list[str]:
    """End of the Game, said by the event that ends it: who tripled the starting capital (several at once: the
    reading that decided), or the last player left after a bankruptcy. The time running out says it itself."""
    if before is None or before.phase != "play":
        return []
    after = apply(before, event)
    if after.phase != "over":
        return []
    if after.tripled:
        hit = tripled_at_once(after)
        if len(hit) == 1:  # what tripling counted: the balance, or the cash by the house rule
            key = "end.tripled.cash" if after.rule("tripled_on_cash") else "end.tripled"
            return [_t(lang, key, player=hit[0], balance=dm(counted(after, hit[0]), lang))]
        balances = ", ".join(f"{n} {dm(counted(after, n), lang)}" for n in hit)
        key = "end.tripled_shared" if after.winners == hit else "end.tripled_best"
        return [_t(lang, key, players=listing(hit, lang), balances=balances, player=listing(after.winners, lang))]
    if event.kind == "fortune.bankrupt":
        return [_t(lang, "end.last", player=listing(after.winners, lang))]
    return []


def describe(event: Event, lang: str, before: Any = None, viewer: str | None = None) -> str | None:
    """One Fortune event as a sentence (None: not a Fortune event; the shared words apply)."""
    if not event.kind.startswith("fortune."):
        return None
    found = lines(event, lang, before)
    if not found:
        return None
    # Later lines stand mid-sentence: "…; die Kasse zahlt Bernd …", not "Die Kasse".
    start = _t(lang_of(lang), "the_kasse_from")
    return "; ".join([found[0], *(start[0].lower() + x[1:] if x.startswith(start) else x for x in found[1:])])
