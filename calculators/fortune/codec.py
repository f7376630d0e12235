"""Fortune's canonical state on the wire (QR sharing): positional values, counts bit-packed.

The canonical state is `FortuneState.model_dump(mode="json")`. Players are named once and then
referred to by seat (0 = nobody / the Kasse). Money is written in thousands when it is whole
thousands (`2k`), else exactly (`2m + 1`), so 150.000 DM takes three bytes. `unpack` refuses
anything `pack` would not have written (it packs its result again and compares). Four parts are
written only when present, so a code of a table without them reads as before: the house rules (an
11th part, a bit mask over tables.HOUSE_RULES), the share package an open ÖKA debt hands over
(a 5th value of the debt), a chip handed in before the next roll (a 5th counter, 1) and what the
landing's explosion or fire took (a 6th counter, after the 5th written as 0 or 1).
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Log
from calculators.core.snapshot import pack_uints, unpack_uints
from calculators.fortune.fold import state_of
from calculators.fortune.invariants import structure_errors
from calculators.fortune.state import Due, FortuneState, Holding, Loan, Sheet
from calculators.fortune.tables import BANKS, BUSINESSES, HOUSE_RULES, INDEXED, KINDS, PLAYER_COMPANIES

VERSION = 1
PHASES = ("setup", "start", "play", "over")
MAX_PLAYERS = 6
HEAD = (2, 1, 1, 3, 3, 3, 6, 6)  # phase, landed, sold, starter, current, tripled, winners, contenders
SHEET = (3, 6, 6, 6, 6, 6, 6, 6, 3, 1, 1, 5, 4)  # company, 7 counts, bonds, blocked, bankrupt, space kind, n
COUNTS7 = ("factory", "energy", "personnel", "products", "advertising", "consulting", "insurance")


def _money(m: int) -> int:
    return m // 1000 * 2 if m % 1000 == 0 else m * 2 + 1


def _dm(p: int) -> int:
    if isinstance(p, bool) or not isinstance(p, int):
        raise ValueError("money is a whole number")
    return p // 2 * 1000 if p % 2 == 0 else (p - 1) // 2


def _space(space: str) -> tuple[int, int]:
    kind, _, rest = space.partition("-")
    if kind == "shares":
        return KINDS.index(kind), BUSINESSES.index(rest) + 1
    return KINDS.index(kind), int(rest) if rest else 0


def _space_id(kind: int, n: int) -> str:
    name = KINDS[kind]
    if name == "shares":
        return f"shares-{BUSINESSES[n - 1]}" if n else name
    return f"{name}-{n}" if name in INDEXED and n else name


def _mask(names: tuple[str, ...], players: tuple[str, ...]) -> int:
    return sum(1 << players.index(n) for n in names)


def _unmask(mask: int, players: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(p for i, p in enumerate(players) if mask >> i & 1)


def pack(state: dict[str, Any]) -> list[Any]:
    """The canonical state as compact positional values."""
    st = FortuneState.model_validate(state)
    players = st.players

    def ref(name: str | None) -> int:
        """A player's seat number from 1, or 0 for nobody / the Kasse."""
        return 0 if name is None else players.index(name) + 1

    head = pack_uints([PHASES.index(st.phase), int(st.landed), int(st.sold), ref(st.starter), ref(st.current),
                       ref(st.tripled), _mask(st.winners, players), _mask(st.contenders, players)], HEAD)
    sheets = []
    for s in st.sheets:
        bits = pack_uints([PLAYER_COMPANIES.index(s.company), *(getattr(s, c) for c in COUNTS7), s.bonds,
                           int(s.bonds_blocked), int(s.bankrupt), *_space(s.space)], SHEET)
        loans = [v for ln in s.loans for v in (BANKS.index(ln.bank) * 16 + ln.space, _money(ln.payout),
                                              _money(ln.interest))]
        sheets.append([bits, _money(s.cash), loans])
    shares = [v for h in st.shares for v in (BUSINESSES.index(h.company) * 8 + ref(h.owner), _money(h.price),
                                              h.since)]
    due: list[Any] = []
    if st.due is not None:
        d = st.due
        due = [ref(d.debtor), BANKS.index(d.bank) + 1 if d.bank else 0, d.reason,
               [v for to, amount in d.pay for v in (ref(to), _money(amount))]]
        if d.company is not None:
            due.append(BUSINESSES.index(d.company))
    tail = [int(st.chip_used), st.lost] if st.lost else [1] if st.chip_used else []
    counters = [st.landing, st.moves, st.okas, st.start_rounds, *tail]
    out = [VERSION, list(players), head, counters,
           [_money(st.kasse), _money(st.capital), _money(st.target), _money(st.claim)], st.minutes,
           st.economy_card, sheets, shares, due]
    if st.house_rules:
        out.append(sum(1 << HOUSE_RULES.index(r) for r in st.house_rules))
    return out


def _unpack_state(values: list[Any]) -> FortuneState:
    version, players, head, counters, money, minutes, card, sheets, shares, due, *rules = values
    if version != VERSION or not isinstance(players, list) or len(players) > MAX_PLAYERS:
        raise ValueError("not a Fortune state of this version")
    players = tuple(players)

    def who(r: int) -> str | None:
        """The player at seat number r (from 1), or None for 0."""
        return None if r == 0 else players[r - 1]

    phase, landed, sold, starter, current, tripled, winners, contenders = unpack_uints(head, HEAD)
    landing, moves, okas, start_rounds, *tail = counters
    chip, lost = (tail + [0, 0])[:2] if tail else (0, 0)
    if len(tail) > 2 or chip not in (0, 1) or not isinstance(lost, int) or isinstance(lost, bool) or lost < 0:
        raise ValueError("the counters are damaged")
    kasse, capital, target, claim = (_dm(m) for m in money)
    sheet_models = []
    for (name, (bits, cash, loans)) in zip(players if sheets else (), sheets, strict=True):
        u = unpack_uints(bits, SHEET)
        triples = [loans[i:i + 3] for i in range(0, len(loans), 3)]
        sheet_models.append(Sheet(
            name=name, company=PLAYER_COMPANIES[u[0]], cash=_dm(cash), **dict(zip(COUNTS7, u[1:8])), bonds=u[8],
            bonds_blocked=bool(u[9]), bankrupt=bool(u[10]), space=_space_id(u[11], u[12]),
            loans=tuple(Loan(bank=BANKS[b // 16], space=b % 16, payout=_dm(p), interest=_dm(i))
                        for b, p, i in triples)))
    holdings = tuple(Holding(company=BUSINESSES[c // 8], owner=who(c % 8), price=_dm(p), since=since)
                     for c, p, since in (shares[i:i + 3] for i in range(0, len(shares), 3)))
    due_model = None
    if due:
        debtor, bank, reason, pays, *package = due
        due_model = Due(debtor=who(debtor), bank=BANKS[bank - 1] if bank else None, reason=reason,
                        pay=tuple((who(pays[i]), _dm(pays[i + 1])) for i in range(0, len(pays), 2)),
                        company=BUSINESSES[package[0]] if package else None)
    mask = rules[0] if rules else 0
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 <= mask < 1 << len(HOUSE_RULES):
        raise ValueError("the house rules are damaged")
    return FortuneState(
        phase=PHASES[phase], players=players, sheets=tuple(sheet_models) if sheets else (), kasse=kasse,
        capital=capital, target=target, minutes=minutes, contenders=_unmask(contenders, players),
        starter=who(starter), current=who(current), landed=bool(landed), landing=landing, sold=bool(sold),
        chip_used=bool(chip), lost=lost,
        claim=claim, moves=moves, okas=okas, start_rounds=start_rounds, shares=holdings, due=due_model,
        economy_card=card, winners=_unmask(winners, players), tripled=who(tripled),
        house_rules=tuple(r for i, r in enumerate(HOUSE_RULES) if mask >> i & 1))


def unpack(values: list[Any]) -> dict[str, Any]:
    """The canonical state from `pack`'s values; ValueError for anything `pack` would not have written."""
    if not isinstance(values, list) or len(values) not in (10, 11):
        raise ValueError("a Fortune state has 10 parts (11 with house rules)")
    try:
        state = _unpack_state(values)
    except (IndexError, TypeError, KeyError) as e:
        raise ValueError(f"not a Fortune state ({e})") from None
    errors = structure_errors(state)
    if errors:
        raise ValueError(f"not a Fortune state: {errors[0]}")
    canonical = state.model_dump(mode="json")
    if pack(canonical) != values:
        raise ValueError("not a Fortune state as this app writes it")
    return canonical


def fold(log: Log) -> dict[str, Any]:
    """The canonical state in force after `log`."""
    return state_of(log).model_dump(mode="json")
