"""Owner's Choice events as sentences: who, what, how much and why, in English or German.

`describe(event, lang, before, viewer)`: `before` is the state in force just before the event; what the
event did (prices moved, money paid, the Fund) is read from the fold itself (`apply`), so the amounts
are the ledger's. Setup 7: "Your money should remain hidden throughout the game." Payments the table
sees (the Fund, dividends, the Bank's $100, stock prices × counts) are named; a cash correction and
the money a bankrupt player returns are named only to a viewer who may see that player's cash
(the player, a banker who does not play, or everyone once the game is over).
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event
from calculators.core.money import format_owners_choice as money
from calculators.core.words import lang_of, listing
from calculators.owners_choice.fold import apply, initial_state
from calculators.owners_choice.state import OCState
from calculators.owners_choice.rules import EVENT_FUND, highest_priced
from calculators.owners_choice.squares import STEPS
from calculators.owners_choice.tables import COMPANIES, LABELS, START_PRICE

FOLD = (lambda log: initial_state(log.events[0]), apply)
TURN = ("turn", {"en": "Turn {n}", "de": "Zug {n}"})  # History reads each action's turn (core.words.turns)

EN = {
    "started": "Game started: {p} begins; a price move past $300 {overshoot}",
    "stop": "stops at $300", "ignore": "is ignored",
    "pregame": "{p} bought before the game: {buys} for {total}", "pregame.none": "{p} bought nothing before the game",
    "traded": "{p} traded: {orders}", "traded.none": "{p} traded: nothing changed hands", "buy": "bought {n} {c} at {price}", "sell": "sold {n} {c} at {price}",
    "moved": "{p} moved the Action pawn {n} to {square}",
    "sq.company": "the {c} square", "sq.almighty": "the Almighty square ({c})", "sq.event": "the Event square",
    "sq.president": "the President square", "sq.dividend": "the Dividend square", "sq.goal": "the Goal square",
    "spaces": "{n} space", "spaces.n": "{n} spaces",
    "president": "{p} paid {fee} to the Fund and threw {c}'s President die: {face}",
    "fund": "{p} threw the Fund die for {c}: {face}",
    "other": "{p} chose {c} for the President's die", "other.face": "{p} chose {c} for {company}'s {face}",
    "event": "{p} threw the Event die: {face}",
    "exchange": "{p} exchanged one {give} stock for one of {o}'s {take} stocks",
    "no_exchange": "{p} did not exchange a stock", "event_company": "{p} chose {c} to drop 2 spaces",
    "ended": "{p} ended the turn", "left": "{p} went bankrupt and left the game{cash}",
    "left.cash": ", returning {amount} to the Bank",
    "fix.up": "Correction: {amount} added to {p}'s cash", "fix.down": "Correction: {amount} taken from {p}'s cash",
    "fix.hidden": "Correction: {p}'s cash changed",
    "fix.all": "Correction: all of {p}'s cash taken, {amount} ({asked} was typed)",
    "up": "{c} up to {price}", "down": "{c} down to {price}",
    "broke": "{c} bankrupt, its marker back on START ({price}) and its stocks returned",
    "broke.unheld": "{c} is bankrupt: its marker goes back to START ({price})",
    "stays.ignore": "{c} stays at {price}: a move past $300 is ignored",
    "stays.stop": "{c} stays at {price}: a move past $300 stops at $300 (house rule)",
    "nobody": "nobody owns {c}: nothing happens",
    "div.one": "{c} pays {amount} a stock", "div.many": "{c} pay {amount} a stock",
    "fund50.part": "the Fund held only {amount}: {p} takes {amount} (the app's reading: what is there) and throws "
                   "the Event die again",
    "fund50.empty": "the Fund is empty: {p} throws the Event die again",
    "last": "only {p} is left in the game: game over (the app's reading)",
    "div.die": "every holder gets the dividend listed at {c}'s price for each stock held (the app's reading of "
               "“a Dividend payout equal to the value listed”, as the Dividend square pays)",
    "fund.bankrupt": "{p} takes the Fund all the same (the app's reading of “Then he receives all the money on the "
                     "Fund space”: the company's bankruptcy does not take it away)",
    "gain": "{amount} to {p}", "loss": "{amount} from {p}",
    "fund.in": "{amount} into the Fund", "fund.out": "{amount} out of the Fund",
    "president.new": "{p} is now President of {c}", "over": "game over",
    "president.tied": "{p} is now President of {c} (tied with {others}; the player on turn counts as the closest "
                      "clockwise, the app's interpretation)",
    "goal.fund": "{p} takes {amount} from the Fund", "goal.empty": "the Fund is empty, so {p} takes nothing",
    "sale": "every stock sold at its price: {sales}", "sale.none": "nobody holds a stock",
    "RED": "RED", "BLUE": "BLUE", "GREEN": "GREEN", "YELLOW": "YELLOW",
}
DE = {
    "started": "Spiel begonnen: {p} fängt an; eine Kursbewegung über $300 hinaus {overshoot}",
    "stop": "endet bei $300", "ignore": "wird ignoriert",
    "pregame": "{p} kauft vor dem Spiel: {buys} für {total}", "pregame.none": "{p} kauft vor dem Spiel nichts",
    "traded": "{p} handelt: {orders}", "traded.none": "{p} handelt: nichts wechselt den Besitzer", "buy": "kauft {n} {c} zu {price}", "sell": "verkauft {n} {c} zu {price}",
    "moved": "{p} zieht die Aktionsfigur {n} auf {square}",
    "sq.company": "das Feld {c}", "sq.almighty": "das Allmächtig-Feld ({c})", "sq.event": "das Ereignisfeld",
    "sq.president": "das Präsidentenfeld", "sq.dividend": "das Dividendenfeld", "sq.goal": "das Zielfeld",
    "spaces": "{n} Feld", "spaces.n": "{n} Felder",
    "president": "{p} zahlt {fee} in den Fonds und wirft den Präsidentenwürfel von {c}: {face}",
    "fund": "{p} wirft den Fondswürfel für {c}: {face}",
    "other": "{p} wählt {c} für den Präsidentenwürfel", "other.face": "{p} wählt {c} für „{face}“ von {company}",
    "event": "{p} wirft den Ereigniswürfel: {face}",
    "exchange": "{p} tauscht eine {give}-Aktie gegen eine {take}-Aktie von {o}",
    "no_exchange": "{p} tauscht keine Aktie", "event_company": "{p} wählt {c}: 2 Felder zurück",
    "ended": "{p} beendet den Zug", "left": "{p} ist bankrott{cash} und scheidet aus",
    "left.cash": ", gibt {amount} an die Bank zurück",  # not "… scheidet aus und gibt …" (and twice, a walk)
    "fix.up": "Korrektur: Bargeld von {p} um {amount} erhöht", "fix.down": "Korrektur: Bargeld von {p} um {amount} verringert",
    "fix.hidden": "Korrektur: Bargeld von {p} geändert",
    "fix.all": "Korrektur: alles Bargeld von {p} genommen, {amount} ({asked} eingegeben)",
    "up": "{c} steigt auf {price}", "down": "{c} fällt auf {price}",
    "broke": "{c} ist bankrott, Kursmarker zurück auf START ({price}), Aktien zurückgegeben",
    "broke.unheld": "{c} ist bankrott: der Kursmarker geht zurück auf START ({price})",
    "stays.ignore": "{c} bleibt bei {price}: eine Kursbewegung über $300 hinaus wird ignoriert",
    "stays.stop": "{c} bleibt bei {price}: eine Kursbewegung über $300 hinaus endet bei $300 (Hausregel)",
    "nobody": "niemand besitzt {c}: nichts passiert",
    "div.one": "{c} zahlt {amount} je Aktie", "div.many": "{c} zahlen {amount} je Aktie",
    "fund50.part": "im Fonds waren nur {amount}: {p} erhält {amount} (Lesart der App: was da ist) und wirft den "
                   "Ereigniswürfel noch einmal",
    "fund50.empty": "der Fonds ist leer: {p} wirft den Ereigniswürfel noch einmal",
    "last": "nur {p} ist noch im Spiel: Spielende (Lesart der App)",
    "div.die": "jeder Besitzer erhält die beim Kurs von {c} stehende Dividende je Aktie (Lesart der App zu „eine "
               "Dividende in Höhe des angegebenen Werts“, wie das Dividendenfeld zahlt)",
    "fund.bankrupt": "{p} erhält den Fonds trotzdem (Lesart der App zu „Dann erhält er das ganze Geld im Fonds“: "
                     "Der Bankrott der Firma nimmt es ihm nicht)",
    "gain": "{amount} an {p}", "loss": "{amount} von {p}",
    "fund.in": "{amount} in den Fonds", "fund.out": "{amount} aus dem Fonds",
    "president.new": "{p} ist jetzt Präsident von {c}", "over": "Spielende",
    "president.tied": "{p} ist jetzt Präsident von {c} (gleichauf mit {others}; wer am Zug ist, gilt im "
                      "Uhrzeigersinn als am nächsten, Auslegung der App)",
    "goal.fund": "{p} erhält {amount} aus dem Fonds", "goal.empty": "der Fonds ist leer, {p} erhält nichts",
    "sale": "alle Aktien zum Kurs verkauft: {sales}", "sale.none": "niemand hält eine Aktie",
    "RED": "RED", "BLUE": "BLUE", "GREEN": "GREEN", "YELLOW": "YELLOW",  # as printed, as the screens show them
}
TEXTS = {"en": EN, "de": DE}

# The board tables by the names the rulebook and the board print (history of board edits).
BOARD_NAMES = {
    "price_chart": {"en": "Stock price chart", "de": "Kurstabelle"},
    "dividends": {"en": "Dividends", "de": "Dividenden"},
    "stock_supply": {"en": "Stocks of each company", "de": "Aktien je Firma"},
    "president_dice": {"en": "President's dice", "de": "Präsidentenwürfel"},
    "fund_die": {"en": "Fund die", "de": "Fondswürfel"},
    "event_die": {"en": "Event die", "de": "Ereigniswürfel"},
}
BOARD_MONEY = ()


def money_text(amount: int, lang: str) -> str:
    """An amount of this game's money, as the game prints it."""
    return money(amount)
# The dice faces in German (English: the face's label as the board tables print it), each a label: capitalised.
FACES_DE = {
    "status_quo": "Status quo", "up1": "Kurs +1", "up2": "Kurs +2", "up3": "Kurs +3", "down1": "Kurs −1",
    "dividend": "Dividende", "other_up1": "Andere Firma +1", "other_down1": "Andere Firma −1",
    "other_down2": "Andere Firma −2", "down1_fund": "Kurs −1 und den ganzen Fonds nehmen",
    "down2_fund": "Kurs −2 und den ganzen Fonds nehmen", "fund50_again": "$50 aus dem Fonds und noch einmal werfen",
    "bank100": "$100 von der Bank", "exchange": "Aktie tauschen", "any_down2": "Beliebige Firma −2",
    "all_down1": "Alle Firmen −1",
}


def _t(lang: str, key: str, **kw: Any) -> str:
    return TEXTS[lang][key].format(**kw)


def sees_cash(state: OCState | None, viewer: str | None, player: str) -> bool:
    """True when `viewer` may see `player`'s cash (view_for's rule)."""
    return viewer is None or viewer == player or (state is not None and state.phase == "over")


def _paid(lang: str, p: str, delta: int) -> str:
    """A change to a player's money in words, as the rulebook tells it ("player A receives $80"): "$80 to Ann",
    "$50 from Ann". Never a sign before the amount: a line could break between "+" and "$80"."""
    return _t(lang, "gain" if delta > 0 else "loss", p=p, amount=money(abs(delta)))


def _steps(before: OCState, event: Event) -> dict[str, int]:
    """The spaces each company's marker was to move by the event (+ up, − down), before the chart's limits."""
    d, k = event.data, event.kind
    effect = d.get("effect")
    if k == "oc.company_action" and effect in STEPS and not effect.startswith("other_"):
        return {d["company"]: STEPS[effect]}
    if k == "oc.other_company_chosen" and before.pending is not None and before.pending.face in STEPS:
        return {d["company"]: STEPS[before.pending.face]}
    if k == "oc.event_thrown" and effect == "all_down1":
        return dict.fromkeys(COMPANIES, -1)
    if k == "oc.event_company_chosen":
        return {d["company"]: -2}
    return {}


def _price(before: OCState, after: OCState, company: str, step: int, lang: str) -> str | None:
    """One marker's move in words. Bankruptcy: a move down that ends higher went onto the Bankruptcy space and the
    marker went "to the START space" (held or not); Upper Limit: a move up that left the marker where it was "is
    ignored" (or, by house rule, stopped at $300 already there)."""
    old, new = before.positions[company], after.positions[company]
    c, price = _t(lang, company), money(after.price(company))
    if new == old:
        return _t(lang, f"stays.{before.overshoot}", c=c, price=price) if step > 0 else None
    if step < 0 and new > old:
        if not before.held(company):
            return _t(lang, "broke.unheld", c=c, price=price)
        # Whose stocks went back, as the table's stocks are open (a walk's players each lost one, unnamed).
        returned = ", ".join(f"{p.name}: {p.stocks[company]}" for p in before.players if p.stocks[company])
        return f"{_t(lang, 'broke', c=c, price=price)} ({returned})"
    return _t(lang, "up" if new > old else "down", c=c, price=price)


def _fund50(before: OCState, event: Event, lang: str) -> str | None:
    """Event "$50 from the Fund & roll again" with less in the Fund: its note's empty Fund ("you only have to throw
    the die again"), or what is there (the app's reading: the rulebook is silent)."""
    if event.kind != "oc.event_thrown" or event.data.get("effect") != "fund50_again" or before.fund >= EVENT_FUND:
        return None
    p = event.data["seat"]
    if before.fund == 0:
        return _t(lang, "fund50.empty", p=p)
    return _t(lang, "fund50.part", p=p, amount=money(before.fund))


def _square(before: OCState, d: dict[str, Any], lang: str) -> str | None:
    """What the square the pawn landed on did, when the effects alone do not say it: a company square nobody owns
    (Q&A 1: "can the effect of the space be ignored? Yes."), or which companies the Dividend square pays for."""
    square = d["square"]
    if square in ("company", "almighty") and before.presidents.get(d.get("company")) is None:
        return _t(lang, "nobody", c=_t(lang, d["company"]))
    if square != "dividend":
        return None
    paying = highest_priced(before)
    each = money(before.tables.dividend(before.positions[paying[0]]))
    return _t(lang, "div.one" if len(paying) == 1 else "div.many", c=", ".join(_t(lang, c) for c in paying),
              amount=each)


def _game_over(before: OCState, after: OCState, event: Event, lang: str) -> list[str]:
    """The move onto Goal: "that player receives $100 from the Fund and the game is over. If the total amount of
    money in the Fund is less than $100 the player receives what is there"; then "all players sell the stocks they
    own" at the marker's price — two payments, told apart."""
    mover = event.data["seat"]
    paid = before.fund - after.fund
    out = [_t(lang, "goal.fund", p=mover, amount=money(paid)) if paid else _t(lang, "goal.empty", p=mover),
           _t(lang, "over")]
    sales = []
    for p in before.players:
        delta = after.player(p.name).cash - p.cash - (paid if p.name == mover else 0)
        if delta:
            sales.append(_paid(lang, p.name, delta))
    out.append(_t(lang, "sale", sales=", ".join(sales)) if sales else _t(lang, "sale.none"))
    return ["; ".join(out)]  # one sentence of three steps: the effects' commas are the sale's


def effects(before: OCState, event: Event, lang: str) -> list[str]:
    """What the event changed that the whole table sees: prices, each player's payments, the Fund, Presidents."""
    after = apply(before, event)
    if event.kind == "oc.pawn_moved" and after.phase == "over" and before.phase != "over":
        return _game_over(before, after, event, lang)
    steps = _steps(before, event)
    out = [line for c in COMPANIES if (line := _price(before, after, c, steps.get(c, 0), lang))]
    fund50 = _fund50(before, event, lang)
    if fund50:
        out.append(fund50)
    hidden = event.kind in ("oc.player_left", "oc.cash_corrected") or fund50 is not None
    if not hidden:
        for p in before.players:
            delta = after.player(p.name).cash - p.cash
            if event.kind == "oc.company_action" and event.data.get("use") == "president" and p.name == event.data["seat"]:
                delta += event.data["fee"]  # the fee is in the sentence's head: the rest is what the die did
            if p.name == event.data.get("seat") and event.kind in ("oc.pregame_bought", "oc.traded"):
                continue  # the head already says what the stocks cost
            if delta:
                out.append(_paid(lang, p.name, delta))
        fund = after.fund - before.fund
        if event.kind == "oc.company_action" and event.data.get("use") == "president":
            fund -= event.data["fee"]
        if fund:
            out.append(_t(lang, "fund.in" if fund > 0 else "fund.out", amount=money(abs(fund))))
        c = event.data.get("company")
        if event.kind == "oc.company_action" and event.data.get("effect") == "dividend":  # per stock: a reading
            out.append(_t(lang, "div.die", c=_t(lang, c)))
        if event.kind == "oc.company_action" and event.data.get("use") == "fund" and fund < 0 \
                and before.presidents.get(c) and not after.presidents.get(c):  # Fund Die with Bankruptcy: silent
            out.append(_t(lang, "fund.bankrupt", p=event.data["seat"]))
    # One sentence per player who became President, of every company at once ("Ann is now President of BLUE and
    # GREEN"), not one per company.
    new: dict[str, list[str]] = {}
    tied: dict[str, list[str]] = {}  # President on their own turn with another player holding as many (Q: "closest")
    for c, who in after.presidents.items():
        if who and who != before.presidents.get(c):
            new.setdefault(who, []).append(_t(lang, c))
            if who == event.data.get("seat"):
                held = after.player(who).stocks[c]
                tied.setdefault(who, []).extend(x.name for x in after.players if x.in_game and x.name != who
                                                and x.stocks[c] == held and x.name not in tied.get(who, []))
    out += [_t(lang, "president.tied", p=who, c=listing(cs, lang), others=listing(tied[who], lang)) if tied.get(who)
            else _t(lang, "president.new", p=who, c=listing(cs, lang)) for who, cs in new.items()]
    if after.phase == "over" and before.phase != "over":
        # Interpretation: personal bankruptcy left one player; the game ends with the final sale.
        last = after.in_game[0] if event.kind == "oc.player_left" and len(after.in_game) == 1 else None
        out.append(_t(lang, "last", p=last) if last else _t(lang, "over"))
    return out


def _head(event: Event, lang: str, before: OCState | None, viewer: str | None) -> str | None:
    d, k = event.data, event.kind[3:]
    p = d.get("seat", "")
    face = (d.get("roll") or {}).get("labels", ["?"])[0]
    if lang == "de" and d.get("effect") in FACES_DE:
        face = FACES_DE[d["effect"]]
    if k == "started":
        return _t(lang, "started", p=d["start_player"], overshoot=_t(lang, d["overshoot"]))
    if k == "pregame_bought":
        if not d["buys"]:
            return _t(lang, "pregame.none", p=p)
        buys = ", ".join(f"{n} {_t(lang, c)}" for c, n in d["buys"].items())
        # "Each stock is worth $100" before the game: every marker is on START then.
        each = before.price if before is not None else (lambda c: START_PRICE)
        total = money(sum(n * each(c) for c, n in d["buys"].items()))
        return _t(lang, "pregame", p=p, buys=buys, total=total)
    if k == "traded":
        prices = d.get("prices") or {}
        orders = "; ".join(_t(lang, "buy" if n > 0 else "sell", n=abs(n), c=_t(lang, c),
                              price=money(prices.get(c, 0))) for c, n in d["net"].items() if n)
        # A trade whose buys and sells cancel out read "Bob traded: " (a walk): it says so.
        return _t(lang, "traded", p=p, orders=orders) if orders else _t(lang, "traded.none", p=p)
    if k == "pawn_moved":
        square = _t(lang, f"sq.{d['square']}", c=_t(lang, d["company"]) if d.get("company") else "")
        n = _t(lang, "spaces" if d["spaces"] == 1 else "spaces.n", n=d["spaces"])
        moved = _t(lang, "moved", p=p, n=n, square=square)
        said = _square(before, d, lang) if before is not None else None
        return f"{moved}: {said}" if said else moved
    if k == "company_action":
        if d["use"] == "president":
            return _t(lang, "president", p=p, fee=money(d["fee"]), c=_t(lang, d["company"]), face=face)
        return _t(lang, "fund", p=p, c=_t(lang, d["company"]), face=face)
    if k == "other_company_chosen":
        pending = before.pending if before is not None else None
        if pending is None or pending.face is None:
            return _t(lang, "other", p=p, c=_t(lang, d["company"]))
        face = FACES_DE.get(pending.face, "?") if lang == "de" else LABELS.get(pending.face, "?")
        return _t(lang, "other.face", p=p, c=_t(lang, d["company"]), company=_t(lang, pending.company), face=face)
    if k == "event_thrown":
        return _t(lang, "event", p=p, face=face)
    if k == "stock_exchanged":
        return _t(lang, "exchange", p=p, give=_t(lang, d["give"]), o=d["other"], take=_t(lang, d["take"]))
    if k == "exchange_skipped":
        return _t(lang, "no_exchange", p=p)
    if k == "event_company_chosen":
        return _t(lang, "event_company", p=p, c=_t(lang, d["company"]))
    if k == "turn_ended":
        return _t(lang, "ended", p=p)
    if k == "player_left":
        cash = ""
        if before is not None and sees_cash(before, viewer, p):
            cash = _t(lang, "left.cash", amount=money(before.player(p).cash))
        return _t(lang, "left", p=p, cash=cash)
    if k == "cash_corrected":
        why = f" ({d['reason']})" if isinstance(d.get("reason"), str) and d["reason"] else ""  # the banker's words
        if not sees_cash(before, viewer, p):
            return _t(lang, "fix.hidden", p=p) + why
        had = before.player(p).cash if before is not None else None
        if had is not None and d["amount"] < 0 and -d["amount"] > had:  # taken away: at most all of it (the command)
            return _t(lang, "fix.all", p=p, amount=money(had), asked=money(-d["amount"])) + why
        return _t(lang, "fix.up" if d["amount"] > 0 else "fix.down", p=p, amount=money(abs(d["amount"]))) + why
    return None


def describe(event: Event, lang: str, before: OCState | None = None, viewer: str | None = None) -> str | None:
    """One Owner's Choice event as a sentence (None: not one of its events; the shared words apply)."""
    if not event.kind.startswith("oc."):
        return None
    lang = lang_of(lang)
    head = _head(event, lang, before, viewer)
    if head is None or before is None:
        return head
    more = effects(before, event, lang)
    return f"{head}: {', '.join(more)}" if more else head
