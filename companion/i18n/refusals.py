"""A refusal of the rules (`RuleError`) in the reader's language.

The rules raise English sentences with `{placeholders}` (`err.template`, `err.params`); the German of each
template is in the app's one catalog (extracted from `calculators/` by `companion.i18n.catalog`), and a `Term`
among the values is a word of the game, translated too. Fortune keeps its own texts (German first, its rulebook's
language): its refusals carry a `key` and are filled by `calculators.fortune.texts.message_of`.
"""
from __future__ import annotations

from calculators.core.model import Amount, Term, Worded
from companion.i18n import _, current


def refusal(err, lang: str | None = None, *, to: str | None = None) -> str:
    """What `err` says (a RuleError, a storage error, any message with `template` and `params`), in `lang` or
    this session's language (its English text if it has no translation). With `to`, the seat whose own phone reads
    it: a refusal of that seat's own sealed entry that names it is said to it ("Your bid …", `bids.spec.addressed`)."""
    lang = lang or current()
    if getattr(err, "key", None):
        from calculators.fortune.texts import message_of

        return message_of(err, lang)
    template = getattr(err, "template", None)
    if not isinstance(template, str):
        return getattr(err, "message", None) or str(err)
    params = getattr(err, "params", None) or {}
    if to is not None:
        from calculators.core.bids.spec import addressed

        template = addressed(template, params, to) or template
    if not params:
        return _(template, lang)
    try:
        return _(template, lang).format(**{k: _value(v, lang) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):  # a translation whose placeholders do not match: say it in English
        return getattr(err, "message", None) or str(err)


def _value(value, lang: str):
    """A value as the message shows it: a `Term` translated, a message used as a value (a storage error's reason, a
    refusal quoted in another) in the reader's language, a list or tuple as its items joined by commas."""
    if isinstance(value, Amount):  # money, as its game prints it in this language (whatever format the template asks)
        return _Shown(value.shown(lang))
    if isinstance(value, Worded):  # a name in its own words (a board table's title)
        return _Shown(value.shown(lang))
    if isinstance(value, Term):  # its msgid (the word the catalog knows) and its own values, if any
        msgid = getattr(value, "msgid", str(value))
        shown = _(msgid, lang)
        if shown == msgid:  # not a word of the catalog: a game's die ("RED President"), else as the English shows it
            return _die_name(str(value), lang)
        params = getattr(value, "params", None)
        return shown.format(**params) if params else shown
    if isinstance(getattr(value, "template", None), str) and isinstance(getattr(value, "params", None), dict):
        return refusal(value, lang)  # a message used as a value (a storage error's reason)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_value(v, lang)) for v in value)
    return value


class _Shown(str):
    """Text standing where a template asks a number's format (`{min:,}`): it reads as it is."""

    def __format__(self, spec: str) -> str:
        return str(self)


def _die_name(word: str, lang: str) -> str:
    """`word` as a game's screens name a die in `lang` (their `die_name`, e.g. Owner's Choice's "RED President"
    read "Präsident RED"), else as written. Only the screens already loaded are asked (a refusal never imports a
    game's screens: that is slow, and a game whose screens are not loaded has shown no die)."""
    import sys

    from calculators.games import ALL
    from companion.i18n import using

    with using(lang):
        for game in ALL:
            name_of = getattr(sys.modules.get(f"companion.views.games.{game.package}.panels"), "die_name", None)
            shown = name_of(word) if name_of is not None else word
            if shown != word:
                return shown
    return word
