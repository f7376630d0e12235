"""A refusal of the rules (`RuleError`) in the reader's language.

The rules raise English sentences with `{placeholders}` (`err.template`, `err.params`); the German of each
template is in the app's one catalog (extracted from `calculators/` by `companion.i18n.catalog`), and a `Term`
among the values is a word of the game, translated too. Fortune keeps its own texts (German first, its rulebook's
language): its refusals carry a `key` and are filled by `calculators.fortune.texts.message_of`.
"""
from __future__ import annotations

from calculators.core.model import RuleError, Term
from companion.i18n import _, current


def refusal(err: RuleError, lang: str | None = None) -> str:
    """What `err` says, in `lang` or this session's language (its English text if it has no translation)."""
    lang = lang or current()
    if getattr(err, "key", None):
        from calculators.fortune.texts import message_of

        return message_of(err, lang)
    template = getattr(err, "template", None)
    if not isinstance(template, str):
        return err.message
    params = getattr(err, "params", None) or {}
    if not params:
        return _(template, lang)
    try:
        return _(template, lang).format(**{k: _value(v, lang) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):  # a translation whose placeholders do not match: say it in English
        return err.message


def _value(value, lang: str):
    """A value as the message shows it: a `Term` or a quoted refusal translated, a list or tuple as its items joined by commas."""
    if isinstance(value, Term):
        msgid = getattr(value, "msgid", str(value))
        shown = _(msgid, lang)
        if shown == msgid:  # untranslated: the word as the English shows it
            return str(value)
        params = getattr(value, "params", None)
        return shown.format(**params) if params else shown
    if isinstance(value, RuleError):  # a refusal quoted inside another (e.g. an imported table's event #n)
        return refusal(value, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_value(v, lang)) for v in value)
    return value
