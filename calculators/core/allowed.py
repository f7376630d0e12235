"""What may this seat do now: the common shape of every game's answer (`Game.allowed`).

A game's query `allowed(log, who, lang)` returns a model derived from `Allowed`: for each action it names,
a `Choice` (may it be taken now, and if not, why, as a sentence in the asker's language, from the game's
own words), plus the bounds its rules set (the legal bids, the most that can be bought …). `who` is a
seat's name (that player's own phone) or None (the banker). Screens ask it and never re-derive a rule:
an impossible action is drawn disabled, with its reason next to it.

The query never names a number the asker may not see (a reason is worded for `who`).
"""
from __future__ import annotations

from collections.abc import Mapping

from calculators.core.actors import BANKER, may_act_for, seat_actor
from calculators.core.model import Frozen

LANGS = ("en", "de")


class Choice(Frozen):
    """One action now: `ok`, or the `reason` it is not possible (a sentence for the asker)."""

    ok: bool = True
    reason: str = ""


YES = Choice()


def no(reason: str) -> Choice:
    """An action that is not possible now, with the reason."""
    return Choice(ok=False, reason=reason)


class Allowed(Frozen):
    """The common part of every game's answer: who asked, in which language, and each action's choice."""

    game: str
    who: str | None  # a seat's name, or None for the banker
    lang: str = "en"
    actions: dict[str, Choice] = {}
    acts_for: tuple[str, ...] = ()  # the players this asker may act for now (`core.actors.may_act_for`)

    def may(self, action: str) -> bool:
        """True when `action` is possible now (an action the game does not name is not)."""
        found = self.actions.get(action)
        return bool(found and found.ok)

    def why(self, action: str) -> str:
        """The reason `action` is not possible now ("" when it is)."""
        found = self.actions.get(action)
        return "" if found is None or found.ok else found.reason


def actor_of(who: str | None) -> str:
    """The actor string of the asker: the banker (None) or a seat's own phone."""
    return BANKER if who is None else seat_actor(who)


def acting_for(who: str | None, players, *, banker: bool = True) -> tuple[str, ...]:
    """The players `who` may act for (the one rule, `may_act_for`): a seat for itself, the banker for all."""
    actor = actor_of(who)
    return tuple(p for p in players if may_act_for(actor, p, banker=banker))


def lang_or_en(lang: str | None) -> str:
    """A language the catalogs hold (English when unknown)."""
    return lang if lang in LANGS else "en"


def say(catalog: Mapping[str, Mapping[str, str]], key: str, lang: str, **kw: object) -> str:
    """The sentence `key` of a game's catalog ({"en": {...}, "de": {...}}) in `lang`, filled in."""
    table = catalog.get(lang_or_en(lang)) or catalog["en"]
    return (table.get(key) or catalog["en"][key]).format(**kw)
