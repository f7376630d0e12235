"""What a sealed entry round asks for, what a seat entered, and how a round stands."""
from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any, Literal

from pydantic import model_validator

from calculators.core.model import N_, Amount, Frozen, RuleError, Term

PASS = "pass"

# The names the app gives a round the banker opens by hand without naming it: recorded as these keys (the English
# names), and each phone words them in its own language (`calculators.core.words.purpose_in`; the catalog knows
# them too, for a refusal that names the round); a name the banker typed is recorded and shown as typed.
BLIND_BID, SEALED_ENTRY = N_("Blind bid"), N_("Sealed entry")
DEFAULT_PURPOSES = (BLIND_BID, SEALED_ENTRY)

# A number field of this name holds an amount of the table's money (the field of a round the banker opens by hand):
# the words print its values as the game prints money (`calculators.core.words.entry_value`: "$600", "600$", "600 DM").
MONEY_FIELD = "amount"

_WHOLE = re.compile(r"[+-]?\d+")

# The refusals of an entry that name its seat (so the banker's phone reads them, entering for the seat or passed to
# it), each as said to the seat on its own phone, as the rest of its screen speaks to it ("Your secret bid …").
YOURS = {
    "{seat}'s {label} must be between {min:,} and {max:,}; a number of {length:,} characters is far too long":
        N_("Your {label} must be between {min:,} and {max:,}; a number of {length:,} characters is far too long"),
    "{seat}'s {label} must be a whole number; {value} is not":
        N_("Your {label} must be a whole number; {value} is not"),
    "{seat}'s {label} must be between {min:,} and {max:,}; {value} is too high":
        N_("Your {label} must be between {min:,} and {max:,}; {value} is too high"),
    "{seat}'s {label} must be between {min:,} and {max:,}; {value} is too low":
        N_("Your {label} must be between {min:,} and {max:,}; {value} is too low"),
    "{seat}'s {label} goes in steps of {step:,} from {min:,}: {lower:,}, not {value}":
        N_("Your {label} goes in steps of {step:,} from {min:,}: {lower:,}, not {value}"),
    "{seat}'s {label} goes in steps of {step:,}: {lower:,}, not {value}":
        N_("Your {label} goes in steps of {step:,}: {lower:,}, not {value}"),
    "{seat}'s {label} goes in steps of {step:,} from {min:,}: {lower:,} or {higher:,}, not {value}":
        N_("Your {label} goes in steps of {step:,} from {min:,}: {lower:,} or {higher:,}, not {value}"),
    "{seat}'s {label} goes in steps of {step:,}: {lower:,} or {higher:,}, not {value}":
        N_("Your {label} goes in steps of {step:,}: {lower:,} or {higher:,}, not {value}"),
    "{seat} has {cash:,}; a {label} of {value} is more than that":
        N_("You have {cash:,}; a {label} of {value} is more than that"),
    "This round has no pass: {seat} must enter a {label}": N_("This round has no pass: you must enter a {label}"),
    "{seat}'s entry needs a {label}": N_("Your entry needs a {label}"),
    "{seat}'s {label} must be one of {options}; {value} is not":
        N_("Your {label} must be one of {options}; {value} is not"),
}


def addressed(template: str, params: dict[str, Any], seat: str) -> str | None:
    """The template of a refusal of `seat`'s own entry (`template` with its `params`) as said to the seat on its
    own phone ("Your secret bid per share goes in steps of $10M …"), or None for a refusal said as it is."""
    return YOURS.get(template) if params.get("seat") == seat else None


class FieldSpec(Frozen):
    """One field of an entry: a whole number with bounds and a step, or a choice among options."""

    name: str
    label: str
    kind: Literal["int", "choice"]
    min: int = 0
    max: int = 10**9
    step: int = 1
    options: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _valid(self) -> FieldSpec:
        if not self.name.strip() or not self.label.strip():
            raise ValueError("a field needs a name and a label")
        if self.kind == "int":
            if self.min > self.max or self.step < 1 or self.options:
                raise ValueError(f"field {self.name}: needs min <= max, step >= 1 and no options")
        elif not self.options or len(set(self.options)) != len(self.options) or PASS in self.options:
            raise ValueError(f"field {self.name}: a choice needs distinct options, none of them {PASS!r}")
        return self

    @property
    def is_money(self) -> bool:
        """True for a number field holding an amount of the table's money (named `MONEY_FIELD`)."""
        return self.kind == "int" and self.name == MONEY_FIELD


class RoundSpec(Frozen):
    """How the banker opened a round: who takes part, what an entry holds, how it resolves."""

    purpose: str
    participants: tuple[str, ...]
    fields: tuple[FieldSpec, ...]
    resolve: Literal["highest", "lowest", "reveal"] = "reveal"
    rank_field: str | None = None
    tie_break: Literal["die", "report"] = "report"
    allow_pass: bool = True
    # None: entries may exceed the seat's cash (Rollout allows it, so that is the default).
    cash_limit: dict[str, int] | None = None

    @model_validator(mode="after")
    def _valid(self) -> RoundSpec:
        if not self.purpose.strip():
            raise ValueError("a round needs a purpose")
        seats = [s.casefold() for s in self.participants]
        if not seats or any(not s.strip() for s in self.participants) or len(set(seats)) != len(seats):
            raise ValueError("a round needs at least one participant, each named once")
        names = [f.name for f in self.fields]
        if not names or len(set(names)) != len(names):
            raise ValueError("a round needs at least one field, each named once")
        ints = {f.name for f in self.fields if f.kind == "int"}
        if self.rank_field is not None and self.rank_field not in ints:
            raise ValueError(f"rank_field {self.rank_field!r} is not a number field of this round")
        if self.resolve != "reveal" and self.rank_field is None:
            raise ValueError(f"a round resolved by the {self.resolve} entry needs a rank_field")
        if self.resolve == "reveal" and self.tie_break == "die":
            raise ValueError("a round that only reveals has no winner, so no tie to break")
        if self.cash_limit is not None:
            if self.rank_field is None:
                raise ValueError("a cash limit applies to the rank_field; name one")
            if set(self.cash_limit) != set(self.participants):
                raise ValueError("a cash limit names every participant's cash, and only theirs")
        return self

    def field(self, name: str) -> FieldSpec:
        """The field called `name`."""
        return next(f for f in self.fields if f.name == name)


class Entry(Frozen):
    """A seat's sealed entry; `values` None means pass / no bid."""

    seat: str
    values: dict[str, int | str] | None

    @property
    def is_pass(self) -> bool:
        """True when the seat passed (or was marked passing)."""
        return self.values is None


class TieBreak(Frozen):
    """Die roll-offs among tied seats, in order (seat -> face), and the seat that won them."""

    rolls: tuple[dict[str, int], ...]
    winner: str


class RoundResult(Frozen):
    """A revealed round: every entry in participants' order, the winners, who tied for first."""

    entries: tuple[Entry, ...]
    winners: tuple[str, ...]
    tied: tuple[str, ...]
    tie_break: TieBreak | None = None


class RoundState(Frozen):
    """A round as the rules see it: ALL entries. Build every screen from `view_for` instead."""

    id: str
    spec: RoundSpec
    status: Literal["collecting", "revealed", "cancelled"]
    confirmed: tuple[str, ...]
    entries: dict[str, Entry]
    result: RoundResult | None = None
    locked: bool = False


def label_of(f: FieldSpec) -> str:
    """The field's label as it reads mid-sentence ("Bid" -> "bid", but "VP" stays)."""
    text = f.label.strip()
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def _term(f: FieldSpec) -> Term:
    """The field's label mid-sentence, shown in the reader's language where the catalog knows the label."""
    return Term(label_of(f), msgid=f.label)


def _shown(value: Any) -> str:
    shown = str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else repr(value)
    return shown if len(shown) <= 24 else shown[:20] + "…"


def _whole(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
        return int(value.strip())
    return None


def _checked_int(spec: RoundSpec, f: FieldSpec, seat: str, raw: Any, game: str, money: bool) -> int:
    # A money field's numbers read as the game prints money ("between $10M and $90M"), others as numbers.
    num = (lambda n: Amount(n, game)) if money else (lambda n: n)  # noqa: E731
    what = {"seat": seat, "label": _term(f), "min": num(f.min), "max": num(f.max)}
    if isinstance(raw, str) and len(raw.strip().lstrip("+-")) > 18 and _WHOLE.fullmatch(raw.strip()):
        # A number of thousands of digits is refused before Python is asked to read it (it cannot, past 4,300).
        raise RuleError("{seat}'s {label} must be between {min:,} and {max:,}; a number of "
                        "{length:,} characters is far too long", field=f.name, length=len(raw.strip()), **what)
    v = _whole(raw)
    if v is None:
        raise RuleError("{seat}'s {label} must be a whole number; {value} is not", field=f.name, seat=seat,
                        label=_term(f), value=_shown(raw))
    if v > f.max:
        raise RuleError("{seat}'s {label} must be between {min:,} and {max:,}; {value} is too high", field=f.name,
                        value=num(v), **what)
    if v < f.min:
        raise RuleError("{seat}'s {label} must be between {min:,} and {max:,}; {value} is too low", field=f.name,
                        value=num(v), **what)
    if (v - f.min) % f.step:
        # The steps on either side named (a walk's bid of $42M in $10M steps was told only that it was not one).
        lower = v - (v - f.min) % f.step
        near = {"field": f.name, "seat": seat, "label": _term(f), "step": num(f.step), "min": num(f.min),
                "value": num(v), "lower": num(lower), "higher": num(lower + f.step)}
        if lower + f.step > f.max:
            if f.min:
                raise RuleError("{seat}'s {label} goes in steps of {step:,} from {min:,}: {lower:,}, not {value}",
                                **near)
            raise RuleError("{seat}'s {label} goes in steps of {step:,}: {lower:,}, not {value}", **near)
        if f.min:
            raise RuleError("{seat}'s {label} goes in steps of {step:,} from {min:,}: {lower:,} or {higher:,}, not "
                            "{value}", **near)
        raise RuleError("{seat}'s {label} goes in steps of {step:,}: {lower:,} or {higher:,}, not {value}", **near)
    if spec.cash_limit is not None and f.name == spec.rank_field and v > spec.cash_limit[seat]:
        cash = spec.cash_limit[seat]
        raise RuleError("{seat} has {cash:,}; a {label} of {value} is more than that", field=f.name, seat=seat,
                        cash=num(cash), label=_term(f), value=num(v))
    return v


def checked_values(spec: RoundSpec, seat: str, values: Any, game: str = "",
                   money: Collection[str] = ()) -> dict[str, int | str] | None:
    """The entry `values` normalised (whole numbers as int), or RuleError naming the first fault. The amounts of a
    money field (`FieldSpec.is_money`, or named in `money`) are named as `game` (a table's game id) prints money."""
    if values is None or values == PASS:
        if not spec.allow_pass:
            raise RuleError("This round has no pass: {seat} must enter a {label}", seat=seat,
                            label=_term(spec.fields[0]))
        return None
    if not isinstance(values, dict):
        raise RuleError("An entry gives a value for each of: {labels}", labels=[Term(f.label) for f in spec.fields])
    known = {f.name for f in spec.fields}
    for name in values:
        if name not in known:
            raise RuleError("This round has no field {name}", field=str(name), name=_shown(name))
    out: dict[str, int | str] = {}
    for f in spec.fields:
        raw = values.get(f.name)
        if raw is None or (isinstance(raw, str) and not raw.strip()):  # not given, or a field left empty
            raise RuleError("{seat}'s entry needs a {label}", field=f.name, seat=seat, label=_term(f))
        if f.kind == "int":
            out[f.name] = _checked_int(spec, f, seat, raw, game, f.is_money or f.name in money)
        elif isinstance(raw, str) and raw in f.options:
            out[f.name] = raw
        else:
            raise RuleError("{seat}'s {label} must be one of {options}; {value} is not", field=f.name, seat=seat,
                            label=_term(f), options=[Term(o) for o in f.options], value=_shown(raw))
    return out
