"""The fold: `apply(state, event)` for each Fortune event, and `state_of(log)` — the state in force.

Events carry everything replay needs (prices, premiums, who is paid, the dice), so applying one
never reads the board or rolls. Money moves only through `pay` (the ledger; the Kasse is an account).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from calculators.core.dice import DiceRoll
from calculators.core.ledger import Overdrawn, move
from calculators.core import engine
from calculators.core.log import Event, Log
from calculators.core.snapshot import TABLE_CREATED, TABLE_IMPORTED
from calculators.fortune.invariants import structure_errors
from calculators.fortune.state import Due, FortuneState, Holding, Loan, Sheet, balance

P = "fortune."


def pay(state: FortuneState, payments: Any) -> FortuneState:
    """The ledger: move each [payer, payee, amount] (None = the Kasse); ValueError if a player would go below 0."""
    accounts: dict[str | None, int] = {None: state.kasse, **{s.name: s.cash for s in state.sheets}}
    for payer, payee, amount in payments:
        if amount < 0:
            raise ValueError("a payment is never negative")
        try:  # the one money mover (calculators.core.ledger); the Kasse issues money
            accounts = move(accounts, payer, payee, amount, unlimited=(None,))
        except Overdrawn:
            raise ValueError(f"{payer} cannot pay {amount}") from None
    sheets = tuple(s.model_copy(update={"cash": accounts[s.name]}) for s in state.sheets)
    return state.model_copy(update={"sheets": sheets, "kasse": accounts[None]})


def change(state: FortuneState, name: str, **deltas: int) -> FortuneState:
    """Add `deltas` to counts on `name`'s sheet (e.g. factory=-2, products=1)."""
    s = state.sheet(name)
    return update(state, name, **{k: getattr(s, k) + v for k, v in deltas.items()})


def update(state: FortuneState, name: str, **fields: Any) -> FortuneState:
    """Set fields of `name`'s sheet."""
    sheets = tuple(s.model_copy(update=fields) if s.name == name else s for s in state.sheets)
    return state.model_copy(update={"sheets": sheets})


def _set_up(st: FortuneState, d: dict) -> FortuneState:
    sheets = tuple(Sheet(name=n, company=c) for n, c in zip(st.players, d["companies"]))
    st = st.model_copy(update={"sheets": sheets, "capital": d["capital"], "target": d["target"],
                               "minutes": d["minutes"], "phase": "start", "contenders": st.players,
                               "house_rules": tuple(d.get("house_rules", ()))})
    return pay(st, [[None, n, d["capital"]] for n in st.players])


def start_totals(contenders: tuple[str, ...], roll: dict) -> dict[str, int]:
    """Turn Order: each contender's total of two dice from one recorded roll of 2 dice per contender."""
    labels = DiceRoll.model_validate(roll).labels
    return {n: int(labels[2 * i]) + int(labels[2 * i + 1]) for i, n in enumerate(contenders)}


def _start_rolled(st: FortuneState, d: dict) -> FortuneState:
    totals = start_totals(st.contenders, d["roll"])
    best = max(totals.values())
    tied = tuple(n for n, t in totals.items() if t == best)
    st = st.model_copy(update={"start_rounds": st.start_rounds + 1, "contenders": tied})
    if len(tied) == 1:  # Turn Order: the player with the highest total begins
        st = st.model_copy(update={"phase": "play", "starter": tied[0], "contenders": ()})
    return st


def _rolled(st: FortuneState, d: dict) -> FortuneState:
    return st.model_copy(update={"current": d["player"], "landed": False, "moves": st.moves + 1,
                                 "sold": False, "claim": 0, "lost": 0, "chip_used": False})


def _landed(st: FortuneState, d: dict) -> FortuneState:
    name = d["player"]
    if d.get("passed_start"):
        st = update(st, name, bonds_blocked=False)
    st = update(st, name, space=d["space"])
    st = st.model_copy(update={"landing": st.landing + 1, "landed": True, "claim": d.get("claim", 0),
                               "lost": sum(d.get("loss", {}).values())})
    if d.get("bonds_returned"):
        st = change(update(st, name, bonds_blocked=True), name, bonds=-d["bonds_returned"])
    for kind, n in d.get("loss", {}).items():
        st = change(st, name, **{kind: -n})
    if d.get("loan_repaid"):
        st = _clear_loan(st, name, d["loan_repaid"])
    if d.get("due"):
        st = st.model_copy(update={"due": Due.model_validate(d["due"])})
    return pay(st, d.get("pay", []))


def _clear_loan(st: FortuneState, name: str, bank: str) -> FortuneState:
    return update(st, name, loans=tuple(ln for ln in st.sheet(name).loans if ln.bank != bank))


def _deltas(st: FortuneState, d: dict) -> FortuneState:
    """Events whose effect is counts on one sheet plus payments."""
    st = change(st, d["player"], **d.get("counts", {}))
    if "space_to" in d:
        st = update(st, d["player"], space=d["space_to"])
    if d.get("sale"):
        st = st.model_copy(update={"sold": True})
    if d.get("claimed"):
        st = st.model_copy(update={"claim": 0})
    return pay(st, d.get("pay", []))


def _chip_used(st: FortuneState, d: dict) -> FortuneState:
    """Consulting / Advertising: the chip to the Kasse, the piece to the economy space; the roll comes next."""
    return _deltas(st, d).model_copy(update={"chip_used": True})


def _loan_taken(st: FortuneState, d: dict) -> FortuneState:
    loan = Loan(bank=d["bank"], space=d["space_n"], payout=d["payout"], interest=d["interest"])
    st = update(st, d["player"], loans=(*st.sheet(d["player"]).loans, loan))
    return pay(st, d["pay"])


def _shares(st: FortuneState, d: dict) -> FortuneState:
    """Share packages change hands (bought, sold back, sold urgently, taken over by an ÖKA)."""
    gone = set(d.get("released", ()))
    shares = [h for h in st.shares if h.company not in gone]
    for company, owner, price in d.get("acquired", ()):
        shares = [h for h in shares if h.company != company]
        shares.append(Holding(company=company, owner=owner, price=price, since=st.landing))
    st = st.model_copy(update={"shares": tuple(sorted(shares, key=lambda h: h.company))})
    if d.get("oka"):
        st = st.model_copy(update={"okas": st.okas + 1})
    return _deltas(st, d)


def _oka(st: FortuneState, d: dict) -> FortuneState:
    """An ÖKA: paid at once, or owed (a forced payment) when the challenger's cash falls short."""
    st = _shares(st, d)
    return st.model_copy(update={"due": Due.model_validate(d["due"])}) if d.get("due") else st


def _economy_card(st: FortuneState, d: dict) -> FortuneState:
    return st.model_copy(update={"economy_card": d["text"]})


def _card_payment(st: FortuneState, d: dict) -> FortuneState:
    if d.get("due"):
        return st.model_copy(update={"due": Due.model_validate(d["due"])})
    return pay(st, d["pay"])


def _due_paid(st: FortuneState, d: dict) -> FortuneState:
    due = st.due
    st = pay(st.model_copy(update={"due": None}), [[due.debtor, to, amount] for to, amount in due.pay])
    if due.company:  # an ÖKA's forced sale: the package is the debtor's once its price is paid
        held = st.holding(due.company)
        st = _shares(st, {"player": due.debtor, "acquired": [[due.company, due.debtor, held.price]]})
    return _clear_loan(st, due.debtor, due.bank) if due.bank else st


def balance_when_paid(st: FortuneState) -> int | None:
    """The debtor's balance once the open payment is paid (None: nothing is owed). A loan repaid is taken off the
    balance already (End of the Game: "Loans are offset without taking the surcharge into account"), and an ÖKA's
    package comes with its price: paying takes off only the rest (a walk read "owes 54,000 DM, not counted yet" of a
    50,000 DM loan the balance already took off, and 4,000 DM interest)."""
    if st.due is None:
        return None
    debtor, total = st.due.debtor, st.due.total
    # The payment is owed because the cash does not cover it: paid from that much more cash, less that much after.
    flush = change(st, debtor, cash=total)
    return balance(_due_paid(flush, {}), debtor) - total


def _bankrupt(st: FortuneState, d: dict) -> FortuneState:
    # End of the Game: a player who cannot pay is out; his remaining assets go to the Kasse.
    name = d["player"]
    s = st.sheet(name)
    st = pay(st, [[name, None, s.cash]])
    blank = Sheet(name=name, company=s.company, space=s.space, bankrupt=True)
    st = st.model_copy(update={"sheets": tuple(blank if x.name == name else x for x in st.sheets),
                               "shares": tuple(h for h in st.shares if h.owner != name), "due": None})
    if len(st.active) == 1:  # interpretation: the last player standing wins
        st = st.model_copy(update={"phase": "over", "winners": st.active})
    return st


def best_balances(st: FortuneState) -> tuple[str, ...]:
    """The players still in the game with the best balance, in seat order (ties shared)."""
    scores = {n: balance(st, n) for n in st.active}
    top = max(scores.values())
    return tuple(n for n in st.active if scores[n] == top)


def _time_up(st: FortuneState, d: dict) -> FortuneState:
    return st.model_copy(update={"phase": "over", "winners": best_balances(st)})


TRANSITIONS: dict[str, Callable[[FortuneState, dict], FortuneState]] = {
    P + "set_up": _set_up, P + "start_rolled": _start_rolled, P + "rolled": _rolled, P + "landed": _landed,
    P + "chip_used": _chip_used, P + "assembled": _deltas, P + "chips_bought": _deltas,
    P + "products_sold": _deltas, P + "insurance_claimed": _deltas, P + "bonds_bought": _deltas,
    P + "loan_taken": _loan_taken, P + "shares_bought": _shares, P + "shares_sold_back": _shares,
    P + "urgent_sale": _shares, P + "oka": _oka, P + "economy_card": _economy_card,
    P + "card_payment": _card_payment, P + "due_paid": _due_paid, P + "bankrupt": _bankrupt,
    P + "card_payment_all": lambda st, d: pay(st, d["pay"]), P + "money_corrected": lambda st, d: pay(st, d["pay"]),
    P + "time_up": _time_up,
}


def counted(st: FortuneState, name: str) -> int:
    """A player's money as tripling counts it: the balance (the app's reading of "tripled his starting capital", as at
    the end) or, by the house rule "tripled_on_cash", the cash alone; a debtor's once the payment he owes is paid (an
    audit's Ann, owing 440,000 DM she could not pay, tripled on 451,000 DM, then went bankrupt as the winner)."""
    owes = st.due is not None and st.due.debtor == name
    if st.rule("tripled_on_cash"):
        return st.sheet(name).cash - (st.due.total if owes else 0)
    return balance_when_paid(st) if owes else balance(st, name)


def closest_to_target(st: FortuneState) -> tuple[tuple[str, ...], int]:
    """Who of the players still in is closest to the target as tripling counts it (level players together), and how
    much they have to go; ((), 0) when no one is in or there is no target."""
    live = [(n, counted(st, n)) for n in st.active]
    if not live or not st.target:
        return (), 0
    top = max(v for _, v in live)
    return tuple(n for n, v in live if v == top), max(0, st.target - top)


def tripled_at_once(st: FortuneState) -> tuple[str, ...]:
    """The players still in whose balance reaches the target (End of the Game: "tripled his starting capital")."""
    return tuple(n for n in st.active if counted(st, n) >= st.target) if st.target else ()


def _tripled(st: FortuneState) -> FortuneState:
    # End of the Game: "The winner is whoever first tripled the invested capital" — the moment a player's
    # balance reaches three times the starting capital, he wins. One event taking two over together:
    # the rulebook names no single first, so both are first and share the win (interpretation); the house
    # rule "tripled_tie_best_balance" gives it to the higher balance (still shared if level).
    if st.phase != "play":
        return st
    hit = tripled_at_once(st)
    if not hit:
        return st
    if st.rule("tripled_tie_best_balance"):
        top = max(counted(st, n) for n in hit)
        hit = tuple(n for n in hit if counted(st, n) == top)
    return st.model_copy(update={"phase": "over", "winners": hit, "tripled": hit[0]})


def apply(state: FortuneState, event: Event) -> FortuneState:
    """The state after one event (events of other kinds — board edits, tray rolls — change nothing here)."""
    step = TRANSITIONS.get(event.kind)
    return state if step is None else _tripled(step(state, event.data))


def start(first: Event) -> FortuneState:
    """The state a table's first event sets up: a new table's players, or an imported table's state."""
    if first.kind == TABLE_IMPORTED and isinstance(first.data.get("state"), dict):
        return FortuneState.model_validate(first.data["state"])
    return FortuneState(players=tuple(first.data.get("players", ())) if first.kind == TABLE_CREATED else ())


def initial_state(log: Log) -> FortuneState:
    """The state the log starts from: a new table's players, or an imported table's state."""
    return start(log.events[0]) if log.events else FortuneState()


# The invariants that need no board; a command also checks the chips against the board's supply.
FOLD = engine.Fold("fortune", start, apply, structure_errors)


def state_of(log: Log) -> FortuneState:
    """The Fortune state in force after `log` (the actions in force, folded once per log)."""
    return FOLD.state(log) if log.events else FortuneState()
