"""Game End for Owner's Choice: the final money, the standings and the winners."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from calculators.core.boards import load_board
from calculators.core.model import RuleError, Term, untyped
from calculators.core.money import format_owners_choice
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import ABOVE_BANKRUPTCY, COMPANIES, GAME, TOP_PRICE


def final_money(money: int, stocks: dict[str, int], prices: dict[str, int]) -> int:
    """Game End: money plus every stock sold at its company's final price."""
    return money + sum(n * prices[c] for c, n in stocks.items() if n)


def standings(state: OCState) -> tuple[tuple[str, int, int], ...]:
    """(name, money, rank) of the players still in the game, richest first; ties share a rank."""
    ordered = sorted((p for p in state.players if p.in_game), key=lambda p: -p.cash)
    out: list[tuple[str, int, int]] = []
    for place, p in enumerate(ordered, start=1):
        rank = out[-1][2] if out and out[-1][1] == p.cash else place
        out.append((p.name, p.cash, rank))
    return tuple(out)


def winners(state: OCState) -> tuple[str, ...]:
    """Game End: the player or players with the most money (only once the game is over)."""
    if state.phase != "over":
        return ()
    return tuple(name for name, _, rank in standings(state) if rank == 1)


def ranked_money(totals: Sequence[tuple[str, int]]) -> tuple[tuple[tuple[str, int, int], ...], tuple[str, ...]]:
    """Game End: (name, final money, rank) richest first (ties keep their order and share a rank: 1, 1, 3), and the
    winners in the order given ("the player with the most money wins. If there is a tie, then all tied players
    win")."""
    ordered = sorted(totals, key=lambda t: -t[1])  # stable: tied players keep input order
    out: list[tuple[str, int, int]] = []
    for place, (name, total) in enumerate(ordered, start=1):
        out.append((name, total, out[-1][2] if out and out[-1][1] == total else place))
    top = ordered[0][1] if ordered else None
    return tuple(out), tuple(name for name, total in totals if total == top)


# The quick end-of-game form (no table tracked): each company's final price, each player's money and stocks.
MAX_STOCKS = 12  # Stock Trade: "The maximum number of total stocks a player can own is 12."
# A typed form's bound on money (a typo guard, not a rule): far above any table's money.
MOST_MONEY = 10_000_000


def _is_whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _board_value(key: str) -> tuple[Any, bool]:
    """A shipped board table and whether the rulebook leaves it to the app (marked "assumed")."""
    board = load_board(GAME)
    return board.value(key), board.sources.get(key) == "assumed"


def chart_prices(chart: Sequence[int] | None = None) -> tuple[list[int], bool]:
    """The prices on the stock price chart a stock can end on (every space but Bankruptcy), and whether the chart is
    the app's assumption (the rulebook prints only some of its spaces)."""
    if chart is not None:
        return list(chart)[1:], False
    shipped, assumed = _board_value("price_chart")
    return list(shipped)[1:], assumed


def quick_problems(raw: Mapping[str, Any], supply: Mapping[str, int] | None = None) -> list[RuleError]:
    """Every problem in a typed Game End form, in reading order: `{"prices": {company: price or None},
    "players": {name: {"money": n, "stocks": {company: n}}}}`; each a RuleError whose `field` is `prices.<company>`,
    `players.<name>.money`, `players.<name>.stocks.<company>`, `players.<name>.stocks` or `stocks.<company>` (the
    players' stocks of a company together); [] if valid. A price left empty (None) is missing only when a player
    holds that company's stock. A price between the chart's printed ends that the app's chart lacks is no problem
    (`quick_notes`): the app's chart is assumed, the table's board is what counts."""
    errors: list[RuleError] = []
    prices = raw.get("prices", {})
    for c in COMPANIES:
        p = prices.get(c)
        if p is not None and (not _is_whole(p) or not ABOVE_BANKRUPTCY <= p <= TOP_PRICE):
            # Game End: "The selling price of each company stock is equal to the position of its stock price marker
            # on the stock price chart"; Q&A 3: $40 is the space just above Bankruptcy (a bankrupt company's marker
            # is back at START); Upper Limit of Stock Price: $300.
            errors.append(RuleError("must be a stock price from {low} to {high}", f"prices.{c}",
                                    low=format_owners_choice(ABOVE_BANKRUPTCY), high=format_owners_choice(TOP_PRICE)))
    shipped, assumed = _board_value("stock_supply")
    supply = shipped if supply is None else supply
    held = {c: 0 for c in COMPANIES}
    for name, p in raw.get("players", {}).items():
        path = f"players.{name}"
        money = p.get("money")
        if money is None:  # left empty: Game End counts every player's money, 0 is typed, not guessed
            errors.append(untyped(f"{path}.money"))
        elif not _is_whole(money):
            errors.append(RuleError("must be a whole number ≥ 0", f"{path}.money"))
        elif money > MOST_MONEY:
            errors.append(RuleError("is too large: at most {most}", f"{path}.money",
                                    most=format_owners_choice(MOST_MONEY)))
        stocks = p.get("stocks", {})
        for c in COMPANIES:
            n = stocks.get(c, 0)
            if not _is_whole(n):
                errors.append(RuleError("must be a whole number ≥ 0", f"{path}.stocks.{c}"))
            elif n > MAX_STOCKS:
                errors.append(RuleError("is too large: at most {most}", f"{path}.stocks.{c}", most=MAX_STOCKS))
            else:
                held[c] += n
                if n and prices.get(c) is None:
                    errors.append(RuleError("is missing: {name} holds {company} stock", f"prices.{c}", name=name,
                                            company=c))
        counts = [stocks.get(c, 0) for c in COMPANIES]
        if all(_is_whole(n) and n <= MAX_STOCKS for n in counts) and sum(counts) > MAX_STOCKS:
            errors.append(RuleError("{name} holds {n} stocks; a player can own at most {most}", f"{path}.stocks",
                                    name=name, n=sum(counts), most=MAX_STOCKS))
    for c in COMPANIES:  # Stock Trade: "You cannot buy stocks that do not exist in a company."
        if held[c] > supply[c] and assumed:
            errors.append(RuleError("{n} {company} stocks entered in all, but {company} has only {supply} (the app's "
                                    "assumed supply: check your box)",
                                    f"stocks.{c}", n=held[c], company=c, supply=supply[c]))
        elif held[c] > supply[c]:
            errors.append(RuleError("{n} {company} stocks entered in all, but {company} has only {supply}",
                                    f"stocks.{c}", n=held[c], company=c, supply=supply[c]))
    return errors


def quick_notes(raw: Mapping[str, Any], chart: Sequence[int] | None = None) -> dict[str, Term]:
    """What the screen says beside a price the rules accept but the app's own chart lacks (`prices.<company>` ->
    the note): the app's chart is assumed, so a price from the table's board between the printed ends counts as
    typed."""
    spaces, assumed = chart_prices(chart)
    notes: dict[str, Term] = {}
    for c in COMPANIES:
        p = raw.get("prices", {}).get(c)
        if _is_whole(p) and ABOVE_BANKRUPTCY <= p <= TOP_PRICE and p not in spaces:
            notes[f"prices.{c}"] = Term("{company} {price} is not on the app's assumed chart: counted as typed",
                                        company=c, price=format_owners_choice(p)) if assumed else \
                Term("{company} {price} is not on the chart: counted as typed", company=c, price=format_owners_choice(p))
    return notes


def validate_quick(raw: Mapping[str, Any], supply: Mapping[str, int] | None = None) -> tuple[tuple[str, int], ...]:
    """The typed Game End form as (name, final money) per player, each sold out at the final prices (`final_money`);
    RuleError(reason, field=path) for the form's first problem."""
    errors = quick_problems(raw, supply)
    if errors:
        raise errors[0]
    prices = {c: p for c, p in raw["prices"].items() if p is not None}
    return tuple((name, final_money(p["money"], {c: n for c, n in p["stocks"].items() if n}, prices))
                 for name, p in raw["players"].items())


def anything_entered(raw: Mapping[str, Any]) -> bool:
    """Whether any player has money or a stock entered: with none, all tie at $0 and there is no winner to name."""
    return any(p["money"] or any(p["stocks"].values()) for p in raw["players"].values())


def final_accounts(log) -> dict[str, tuple[int, int, dict[str, int], dict[str, int]]]:
    """Game End, how each player's final money was made: (money before the final sale, the Fund's payout on Goal,
    the stocks sold, the final prices) by name, for the players still in the game; {} before the game is over.
    (Game End: every player sells all stocks at the final prices; the player with the most money wins.)"""
    from calculators.core.log import active_actions
    from calculators.core.words import befores
    from calculators.owners_choice.fold import state_of

    after = state_of(log)
    active = active_actions(log)
    if after.phase != "over" or not active:
        return {}
    before = befores(GAME, log).get(active[-1].seq)  # the action that ended the game: the move onto Goal, a leave
    if before is None or before.phase == "over":  # a table imported over: its final sale is not in its log
        return {}
    out = {}
    for p in before.players:
        if not p.in_game or not after.player(p.name).in_game:
            continue
        stocks = {c: n for c, n in p.stocks.items() if n}
        sold = sum(n * after.price(c) for c, n in stocks.items())
        fund = after.player(p.name).cash - p.cash - sold  # the Fund's money taken on Goal (0 for the others)
        out[p.name] = (p.cash, fund, stocks, {c: after.price(c) for c in stocks})
    return out
