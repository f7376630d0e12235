"""Rollout Cash Out: share values from company assets, each player's Cash Out value, the ranking."""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, field_validator, model_validator

from calculators.core.model import N_, Frozen, RuleError, untyped
from calculators.core.money import format_rollout
from calculators.rollout.companies import COMPANY_NAMES, SHARES_PER_COMPANY

Whole = Annotated[int, Field(strict=True, ge=0)]

# Rollout, Share Value: stores and product cards count $50 million each, a Gold Coast meter $1 billion.
STORE_VALUE = 50
PRODUCT_CARD_VALUE = 50
GOLD_COAST_VALUE = 1000

AMOUNTS = ("money", "stores", "product_cards", "gold_coast", "loans")
# Borrowing Money: "Players may borrow up to $5 billion from the Bank at any time but only in $1 billion amounts";
# Takeovers: the taker "can borrow up to another $5 billion". Each takeover adds $5B (the app's reading, see
# `takeover.raised_loan_cap`), and of six companies a player can take over five: $5B + 5 x $5B = $30B at most.
LOAN_STEP = 1000
LOAN_CAP = 5000
MOST_LOANS = LOAN_CAP + (len(COMPANY_NAMES) - 1) * LOAN_CAP
# A typed form's bound on any amount (a typo guard, not a rule): $10,000B, Rollout's `money_limit`
# (calculators/rollout/game.py, "far above any table"); a count as much as that is worth.
MOST_TYPED = 10**7
WHOLE_REASON = N_("must be a whole number ≥ 0")  # the rules' words the Quick Cash Out fields meet most


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
            raise ValueError(_name_reason("name").message)
        return v


class CashOutInput(Frozen):
    """The companies' assets and each player's shares (player -> company -> count)."""

    companies: tuple[CompanyAssets, ...]
    holdings: dict[str, dict[str, Whole]]

    @model_validator(mode="after")
    def _consistent(self) -> CashOutInput:
        # A table's own numbers are held to its (maybe edited) board already: the rulebook's loan steps are not
        # asked of them again (a banker's board may lend in other steps).
        errors = cash_out_problems(self.model_dump(), loan_rules=False)
        if errors:
            raise ValueError(f"{errors[0].field}: {errors[0].message}")
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


def shares_held(inp: CashOutInput) -> int:
    """How many shares the players hold in all: with none, everyone's Cash Out is $0 and there is no winner to name
    yet (Cash Out Value: "the total value of all your shares")."""
    return sum(n for held in inp.holdings.values() for n in held.values())


def _name_reason(path: str) -> RuleError:
    return RuleError("must be one of {companies}, spelled exactly", path, companies=", ".join(COMPANY_NAMES))


def _is_whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


# What one of each counted thing is worth, in $ millions (a count is too large when it is worth more than MOST_TYPED).
UNIT_WORTH = {"money": 1, "stores": STORE_VALUE, "product_cards": PRODUCT_CARD_VALUE, "gold_coast": GOLD_COAST_VALUE}


def _amount_error(field: str, v: int, path: str, loan_rules: bool, bounded: bool) -> RuleError | None:
    """What is wrong with a whole amount ≥ 0 (None if nothing): loans against Borrowing Money and Takeovers, and
    with `bounded` any amount above what a typed form takes."""
    if field == "loans" and loan_rules:
        if v > MOST_LOANS:
            return RuleError("at most {most}: $5B, and $5B more per takeover", path, most=format_rollout(MOST_LOANS))
        if v % LOAN_STEP:
            return RuleError("whole $1B amounts only: 1000, 2000, 3000 …", path)
    if bounded and field in UNIT_WORTH and v * UNIT_WORTH[field] > MOST_TYPED:
        most = MOST_TYPED // UNIT_WORTH[field]
        return RuleError("is too large: at most {most}", path,
                         most=format_rollout(most) if field == "money" else most)
    return None


def _company_errors(raw: Any, errors: list[RuleError], loan_rules: bool = True,
                    bounded: bool = False) -> list[str] | None:
    """Check `companies`; return the names listed, or None if any name is in doubt."""
    if not isinstance(raw, (list, tuple)):
        errors.append(RuleError("must be a list of companies", "companies"))
        return None
    if not raw:
        errors.append(RuleError("must list at least one company", "companies"))
        return None
    listed: list[str] = []
    trusted = True
    for i, c in enumerate(raw):
        path = f"companies[{i}]"
        if not isinstance(c, dict):
            errors.append(RuleError("must be an object", path))
            trusted = False
            continue
        errors.extend(RuleError("is not a known field", f"{path}.{k}") for k in c if k not in ("name", *AMOUNTS))
        name = c.get("name")
        if "name" not in c:
            errors.append(RuleError("is missing", f"{path}.name"))
        elif name not in COMPANY_NAMES:
            errors.append(_name_reason(f"{path}.name"))
        elif name in listed:
            errors.append(RuleError("{name} is listed twice", f"{path}.name", name=name))
        else:
            listed.append(name)
        trusted = trusted and len(listed) == i + 1  # every entry so far added its own name
        for field in AMOUNTS:
            if field not in c:
                errors.append(RuleError("is missing", f"{path}.{field}"))
            elif c[field] is None and bounded:  # a typed form's field left empty: Share Value counts it at face value
                errors.append(untyped(f"{path}.{field}"))
            elif not _is_whole(c[field]):
                errors.append(RuleError("must be a whole number ≥ 0", f"{path}.{field}"))
            elif (err := _amount_error(field, c[field], f"{path}.{field}", loan_rules, bounded)) is not None:
                errors.append(err)
    return listed if trusted else None


def _holding_errors(raw: Any, listed: list[str] | None, errors: list[RuleError], bounded: bool = False) -> None:
    """Check `holdings`, and against the companies listed unless those are in doubt (None); `bounded` (a typed form):
    one player's count above a company's ten shares is refused on its own field as too large."""
    if not isinstance(raw, dict):
        errors.append(RuleError("must map each player to their shares", "holdings"))
        return
    if not raw:
        errors.append(RuleError("needs at least one player", "holdings"))
    seen: dict[str, str] = {}
    totals = dict.fromkeys(COMPANY_NAMES if listed is None else listed, 0)
    for player, held in raw.items():
        path = f"holdings.{player}"
        if not isinstance(player, str) or not player.strip():
            errors.append(RuleError("a player needs a name", path))
        elif player.strip().casefold() in seen:
            errors.append(RuleError("{name} is listed twice", path, name=seen[player.strip().casefold()]))
        else:
            seen[player.strip().casefold()] = player
        if not isinstance(held, dict):
            errors.append(RuleError("must map company names to share counts", path))
            continue
        for company, n in held.items():
            if listed is not None and company not in listed:
                if company in COMPANY_NAMES:
                    errors.append(RuleError("is not in companies", f"{path}.{company}"))
                else:
                    errors.append(RuleError("is not one of the companies listed", f"{path}.{company}"))
            elif not _is_whole(n):
                errors.append(RuleError("must be a whole number ≥ 0", f"{path}.{company}"))
            elif bounded and n > SHARES_PER_COMPANY:
                errors.append(RuleError("is too large: at most {most}", f"{path}.{company}", most=SHARES_PER_COMPANY))
            elif company in totals:
                totals[company] += n
    # Rollout, Stage 1: a company has 10 shares; reported on `holdings` as the sum spans players.
    for company, total in totals.items():
        if total > SHARES_PER_COMPANY:
            errors.append(RuleError("players hold {n} {company} shares; a company has only {most}", "holdings", n=total,
                                    company=company, most=SHARES_PER_COMPANY))


def cash_out_errors(raw: Any) -> list[tuple[str, str]]:
    """Every problem in a raw Cash Out form as (field path, reason), in reading order; [] if valid."""
    return [(err.field or "", err.message) for err in cash_out_problems(raw)]


def cash_out_problems(raw: Any, *, loan_rules: bool = True, bounded: bool = False) -> list[RuleError]:
    """Every problem in a raw Cash Out form, in reading order, each a RuleError (its `field` the field path, its
    message the reason, to show in the reader's language); [] if valid. Loans are held to Borrowing Money and
    Takeovers (whole $1B amounts, at most MOST_LOANS) unless `loan_rules` is off; `bounded` (a form typed on a
    phone) refuses any amount worth more than MOST_TYPED as too large."""
    if not isinstance(raw, dict):
        return [RuleError("must be an object with companies and holdings", "<input>")]
    unknown = [k for k in raw if k not in ("companies", "holdings")]
    errors = [RuleError("is not a known key; expected companies and holdings", str(k)) for k in unknown]
    listed: list[str] | None = None
    if "companies" not in raw:
        errors.append(RuleError("is missing", "companies"))
    else:
        listed = _company_errors(raw["companies"], errors, loan_rules, bounded)
    if "holdings" not in raw:
        errors.append(RuleError("is missing", "holdings"))
    else:
        _holding_errors(raw["holdings"], listed, errors, bounded)
    return errors


def validate_cash_out(raw: dict) -> CashOutInput:
    """A checked CashOutInput from raw JSON-like data; RuleError(reason, field=path) for the first problem."""
    errors = cash_out_problems(raw)
    if errors:
        raise errors[0]
    return CashOutInput.model_validate(raw)
