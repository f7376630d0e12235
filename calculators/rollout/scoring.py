"""Rollout Cash Out: share values from company assets, each player's Cash Out value, the ranking."""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, field_validator, model_validator

from calculators.core.model import Frozen, RuleError
from calculators.rollout.companies import COMPANY_NAMES, SHARES_PER_COMPANY

Whole = Annotated[int, Field(strict=True, ge=0)]

# Rollout, Share Value: stores and product cards count $50 million each, a Gold Coast meter $1 billion.
STORE_VALUE = 50
PRODUCT_CARD_VALUE = 50
GOLD_COAST_VALUE = 1000

AMOUNTS = ("money", "stores", "product_cards", "gold_coast", "loans")
WHOLE_REASON = "must be a whole number ≥ 0"


class CompanyAssets(Frozen):
    """What one company owns and owes at the end; money and loans in $ millions."""

    name: str
    money: Whole
    stores: Whole
    product_cards: Whole
    gold_coast: Whole
    loans: Whole

    @field_validator("name")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in COMPANY_NAMES:
            raise ValueError(_name_reason())
        return v


class CashOutInput(Frozen):
    """The companies' assets and each player's shares (player -> company -> count)."""

    companies: tuple[CompanyAssets, ...]
    holdings: dict[str, dict[str, Whole]]

    @model_validator(mode="after")
    def _consistent(self) -> CashOutInput:
        errors = cash_out_errors(self.model_dump())
        if errors:
            raise ValueError(f"{errors[0][0]}: {errors[0][1]}")
        return self


class PlayerCashOut(Frozen):
    """One player's Cash Out value in tenths of $1M and rank (ties share a rank)."""

    name: str
    cash_out: int
    rank: int


class CashOutResult(Frozen):
    """Share values per company (tenths of $1M), players by rank, and the winners."""

    share_values: dict[str, int]
    players: tuple[PlayerCashOut, ...]
    winners: tuple[str, ...]


def share_value_tenths(c: CompanyAssets, floor_negative: bool = False) -> int:
    """One share's value in tenths of $1M, i.e. the company's net worth in $ millions."""
    # Rollout, Share Value: add money, stores, product cards and Gold Coast meters, deduct
    # Bank Loans; net worth / 10 per share, so in tenths of $1M it is the net worth itself.
    net_worth = (
        c.money
        + STORE_VALUE * c.stores
        + PRODUCT_CARD_VALUE * c.product_cards
        + GOLD_COAST_VALUE * c.gold_coast
        - c.loans
    )
    # The rulebook does not floor a negative net worth; flooring at 0 is a house rule.
    return max(net_worth, 0) if floor_negative else net_worth


def cash_out(inp: CashOutInput, floor_negative: bool = False) -> CashOutResult:
    """Score a finished Rollout game: every player's Cash Out value, ranked, and the winners."""
    values = {c.name: share_value_tenths(c, floor_negative) for c in inp.companies}
    # Rollout, Cash Out Value: the total value of all your shares; the Bank's shares count for nobody.
    totals = [(name, sum(n * values[co] for co, n in held.items())) for name, held in inp.holdings.items()]
    ordered = sorted(totals, key=lambda t: -t[1])  # stable: tied players keep input order
    ranked: list[PlayerCashOut] = []
    for place, (name, v) in enumerate(ordered, start=1):
        tied = ranked and ranked[-1].cash_out == v
        ranked.append(PlayerCashOut(name=name, cash_out=v, rank=ranked[-1].rank if tied else place))
    players = tuple(ranked)
    return CashOutResult(
        share_values=values,
        players=players,
        winners=tuple(p.name for p in players if p.rank == 1),
    )


def cash_out_lines(inp: CashOutInput, result: CashOutResult) -> dict[str, tuple[tuple[str, int, int, int], ...]]:
    """Each player's Cash Out, company by company: (company, shares held, one share's value, their worth),
    values in tenths of $1M; companies held in none left out. Their worths add up to the player's Cash Out."""
    # Rollout, Cash Out Value: "five times $800 million or $4 billion ... add $1 billion ... $5 billion".
    values = result.share_values
    return {name: tuple((co, n, values[co], n * values[co]) for co, n in held.items() if n)
            for name, held in inp.holdings.items()}


def _name_reason() -> str:
    return f"must be one of {', '.join(COMPANY_NAMES)}, spelled exactly"


def _is_whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _company_errors(raw: Any, errors: list[tuple[str, str]]) -> list[str] | None:
    """Check `companies`; return the names listed, or None if any name is in doubt."""
    if not isinstance(raw, (list, tuple)):
        errors.append(("companies", "must be a list of companies"))
        return None
    if not raw:
        errors.append(("companies", "must list at least one company"))
        return None
    listed: list[str] = []
    trusted = True
    for i, c in enumerate(raw):
        path = f"companies[{i}]"
        if not isinstance(c, dict):
            errors.append((path, "must be an object"))
            trusted = False
            continue
        errors.extend((f"{path}.{k}", "is not a known field") for k in c if k not in ("name", *AMOUNTS))
        name = c.get("name")
        if "name" not in c:
            errors.append((f"{path}.name", "is missing"))
        elif name not in COMPANY_NAMES:
            errors.append((f"{path}.name", _name_reason()))
        elif name in listed:
            errors.append((f"{path}.name", f"{name} is listed twice"))
        else:
            listed.append(name)
        trusted = trusted and len(listed) == i + 1  # every entry so far added its own name
        for field in AMOUNTS:
            if field not in c:
                errors.append((f"{path}.{field}", "is missing"))
            elif not _is_whole(c[field]):
                errors.append((f"{path}.{field}", WHOLE_REASON))
    return listed if trusted else None


def _holding_errors(raw: Any, listed: list[str] | None, errors: list[tuple[str, str]]) -> None:
    """Check `holdings`, and against the companies listed unless those are in doubt (None)."""
    if not isinstance(raw, dict):
        errors.append(("holdings", "must map each player to their shares"))
        return
    if not raw:
        errors.append(("holdings", "needs at least one player"))
    seen: dict[str, str] = {}
    totals = dict.fromkeys(COMPANY_NAMES if listed is None else listed, 0)
    for player, held in raw.items():
        path = f"holdings.{player}"
        if not isinstance(player, str) or not player.strip():
            errors.append((path, "a player needs a name"))
        elif player.strip().casefold() in seen:
            errors.append((path, f"{seen[player.strip().casefold()]} is listed twice"))
        else:
            seen[player.strip().casefold()] = player
        if not isinstance(held, dict):
            errors.append((path, "must map company names to share counts"))
            continue
        for company, n in held.items():
            if listed is not None and company not in listed:
                known = company in COMPANY_NAMES
                reason = "is not in companies" if known else "is not one of the companies listed"
                errors.append((f"{path}.{company}", reason))
            elif not _is_whole(n):
                errors.append((f"{path}.{company}", WHOLE_REASON))
            elif company in totals:
                totals[company] += n
    # Rollout, Stage 1: a company has 10 shares; reported on `holdings` as the sum spans players.
    for company, total in totals.items():
        if total > SHARES_PER_COMPANY:
            reason = f"players hold {total} {company} shares; a company has only {SHARES_PER_COMPANY}"
            errors.append(("holdings", reason))


def cash_out_errors(raw: Any) -> list[tuple[str, str]]:
    """Every problem in a raw Cash Out form as (field path, reason), in reading order; [] if valid."""
    if not isinstance(raw, dict):
        return [("<input>", "must be an object with companies and holdings")]
    unknown = [k for k in raw if k not in ("companies", "holdings")]
    errors = [(str(k), "is not a known key; expected companies and holdings") for k in unknown]
    listed: list[str] | None = None
    if "companies" not in raw:
        errors.append(("companies", "is missing"))
    else:
        listed = _company_errors(raw["companies"], errors)
    if "holdings" not in raw:
        errors.append(("holdings", "is missing"))
    else:
        _holding_errors(raw["holdings"], listed, errors)
    return errors


def validate_cash_out(raw: dict) -> CashOutInput:
    """A checked CashOutInput from raw JSON-like data; RuleError(reason, field=path) for the first problem."""
    errors = cash_out_errors(raw)
    if errors:
        path, reason = errors[0]
        raise RuleError(reason, field=path)
    return CashOutInput.model_validate(raw)
