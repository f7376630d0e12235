"""The catalog's upkeep: every message the code marks (`_`, `N_`, `ngettext`, `pgettext`), and the `.po` file
brought in line with them. `python -m companion.i18n.catalog` adds new messages (untranslated, for a
translator to fill in) and marks the ones no longer used obsolete; the unit test refuses any gap."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from companion.i18n import DOMAIN, po_path

PACKAGE = Path(__file__).resolve().parents[1]  # companion/
KEYWORDS = {"_": (1,), "N_": (1,), "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
# The rules' refusals: the English template of each `RuleError(...)` and each `Term(...)` word, in these folders of
# calculators/ (a game is listed once its refusals are templates with their values as parameters).
RULES = PACKAGE.parent / "calculators"
RULE_DIRS: tuple[str, ...] = ("core", "owners_choice", "roll_and_rails", "rollout")
RULE_KEYWORDS = {"RuleError": (1,), "Term": (1,), "N_": (1,), "Broken": (1,),
                 # helpers whose argument (its position) is a literal template or an infinitive phrase (core)
                 "require_banker": (2,), "_require_banker": (2,), "_refused_at": (2,),
                 "acting": (4,), "require_pending": (4,),  # (owners_choice)
                 # Rollout: a short-cash refusal (and its quiet twin), and the phrase of who may act
                 "CashShort": (1,), "cash_short": (1,), "require_turn_of": (3,)}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}|%\((\w+)\)s")


def extracted() -> dict[tuple[str, ...], list[tuple[str, int]]]:
    """(msgid,) or (singular, plural) -> where it is used; the messages with a context are `in_context()`'s."""
    return {key: where for (context, key), where in _extracted().items() if context is None}


def in_context() -> dict[tuple[str, str], list[tuple[str, int]]]:
    """(context, msgid) -> where it is used, for each message marked `pgettext(context, msgid)`."""
    return {(context, key[0]): where for (context, key), where in _extracted().items() if context is not None}


def _extracted() -> dict[tuple[str | None, tuple[str, ...]], list[tuple[str, int]]]:
    found: dict = {}
    sources = [(PACKAGE, KEYWORDS, "")] + [(RULES / d, RULE_KEYWORDS, f"../calculators/{d}/") for d in RULE_DIRS]
    for folder, keywords, prefix in sources:
        for filename, lineno, message, _comments, context in extract_from_dir(
                str(folder), method_map=[("**_cli.py", "ignore"), ("**.py", "python")], keywords=keywords, comment_tags=(),
                strip_comment_tags=True):
            key = message if isinstance(message, tuple) else (message,)
            if not key[0]:
                continue
            found.setdefault((context, key), []).append((prefix + filename, lineno))
    return found


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in PLACEHOLDER.findall(text)}


def read(lang: str = "de") -> Catalog:
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def update(lang: str = "de") -> tuple[int, int]:
    """Bring `lang`'s .po in line with the code: (messages added, messages now obsolete)."""
    path = po_path(lang)
    catalog = read(lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN, project="Table Companion",
                                                         version="0.1", fuzzy=False)
    template = Catalog(locale=lang, domain=DOMAIN)
    for (context, key), where in _extracted().items():
        template.add(key[0] if len(key) == 1 else key, locations=[(f, n) for f, n in where], context=context)
    before = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}
    catalog.update(template, no_fuzzy_matching=True)
    after = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}
    catalog.obsolete.clear()  # git keeps the history; the file keeps only what the code uses
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=120, sort_output=False, include_lineno=False)
    return len(after - before), len(before - after)


if __name__ == "__main__":
    added, dropped = update(sys.argv[1] if len(sys.argv) > 1 else "de")
    print(f"{added} new messages to translate, {dropped} no longer used")
