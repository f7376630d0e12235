"""Immutable base model and the rule error every command raises."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Base of every rules model: immutable, strict about unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def N_(message: str) -> str:
    """Mark an English message for the app's catalog (a template kept in a constant, raised later)."""
    return message


class Term(str):
    """A word of the game filled into a message (a good, a phase, a kind of card): the app shows it in the
    reader's language, as it shows the message around it. `msgid` is the word the catalog knows when the English
    shows it otherwise (a label read mid-sentence, "Amount" as "amount"); it defaults to the text itself.
    With values, the text is a small template of its own: `Term("Seat {n}", n=2)` reads "Seat 2"."""

    msgid: str
    params: dict[str, Any]

    def __new__(cls, text: str, msgid: str | None = None, **params: Any) -> Term:
        term = super().__new__(cls, text.format(**params) if params else text)
        term.msgid = str(text) if msgid is None else msgid
        term.params = params
        return term


class Amount(int):
    """An amount of a game's money filled into a message: it reads as `game` prints money ("$300M", "$600", "3$",
    "1,200 DM"), whatever number format the template asks for (`{min:,}`); the app prints it in the reader's
    language (`shown`). A number still: it compares and adds as the amount."""

    game: str

    def __new__(cls, amount: int, game: str) -> Amount:
        value = super().__new__(cls, amount)
        value.game = game
        return value

    def shown(self, lang: str = "en") -> str:
        from calculators.core.game import rules_for  # on use: the games import this module

        found = rules_for(self.game) if self.game else None
        return found.format_money(int(self), lang) if found is not None else f"{int(self):,}"

    def __format__(self, spec: str) -> str:
        return self.shown()

    def __str__(self) -> str:
        return self.shown()


class Worded(str):
    """A name filled into a message that carries its own words in each language (a board table's title as the
    board-tables screen shows it: "Secret bid step", "Schrittweite der verdeckten Gebote"), not a word of the
    catalog: the app shows `shown(lang)`; the English message shows the English."""

    de: str

    def __new__(cls, en: str, de: str | None = None) -> Worded:
        word = super().__new__(cls, en)
        word.de = en if de is None else de
        return word

    def shown(self, lang: str = "en") -> str:
        return self.de if lang == "de" else str(self)


def _shown(value: Any) -> Any:
    """A value as the English message shows it: a list or tuple as its items joined by ", " (as the app shows it)."""
    return ", ".join(str(v) for v in value) if isinstance(value, (list, tuple)) else value


class Broken(str):
    """An invariant a state breaks, in English words (a str: logs and tests read it so), with its template and values
    (as a RuleError's) for the app to say it in the reader's language: a board edit or a table file refused for it is
    read by a German table too. `key`: a Fortune text's key instead (its own DE/EN texts)."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, key: str | None = None, **params: Any) -> Broken:
        line = super().__new__(cls, template.format(**{k: _shown(v) for k, v in params.items()}) if params else template)
        line.template, line.params = template, params
        if key is not None:
            line.key = key
        return line


class RuleError(ValueError):
    """An action the rules forbid; `message` is written for a player, `field` names the input at fault.

    `template` is the English sentence with `{placeholders}` and `params` their values, so the app can show the
    sentence in the reader's language: `RuleError("{player} has only {cash}.", player=p, cash=money(c))`.
    A `Term` among the values is translated too, a list or tuple is shown joined by ", ", and a RuleError among them
    (a refusal quoted in another) is shown as its own message; `message` is the English sentence filled in."""

    def __init__(self, message: str, field: str | None = None, **params: Any):
        self.template = message
        self.params = params
        text = message.format(**{k: _shown(v) for k, v in params.items()}) if params else message
        super().__init__(text)
        self.message = text
        self.field = field

    def __str__(self) -> str:
        return self.message


# A number a count needs, left empty on a typed form (the quick end-of-game screens): an empty field is no 0 a player
# typed, so nothing is counted on it (a walk's Cash Out ranked on a company nobody had typed, at $0).
UNTYPED = N_("Type a number, 0 if none")


def untyped(field: str) -> RuleError:
    """The refusal of a number the count needs that was left empty (`field`: its path)."""
    return RuleError("Type a number, 0 if none", field)  # UNTYPED, written out: the catalog reads literal refusals


def is_untyped(err: Exception) -> bool:
    """Whether `err` is only a needed number left empty (`untyped`)."""
    return getattr(err, "template", None) == UNTYPED
