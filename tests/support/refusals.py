"""Reading a refusal in both languages, for the refusal tests of each game (issue 17, item 4)."""
from __future__ import annotations

import json
import re

import pytest

from calculators.core.log import now_iso
from calculators.core.model import RuleError, Term
from companion.i18n.refusals import refusal

WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")


def refused(fn, *args, **kw) -> RuleError:
    with pytest.raises(RuleError) as caught:
        fn(*args, **kw)
    return caught.value


def _words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(text)}


def english_left(err: RuleError) -> set[str]:
    """The English message's own words and game words (not the names and numbers filled in) still in its German."""
    filled = set()
    for value in err.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if not isinstance(item, Term):  # a game word is the app's to translate; a name reads the same
                filled |= _words(str(item))
    return (_words(err.message) - filled) & _words(refusal(err, "de"))


def read_in_both(err: RuleError, same: set[str] = frozenset()) -> str:
    """The German of `err` (checked: no English word of it left but the words German shares, `same`, and the
    English is the rules' own)."""
    assert refusal(err, "en") == err.message
    german = refusal(err, "de")
    assert german != err.message
    assert english_left(err) - same == set(), (err.message, german)
    return german


def forged(doc, kind, actor, data):
    """The file with one more action, as a hand-edited file would hold it."""
    doc["events"].append({"seq": len(doc["events"]) + 1, "kind": kind, "actor": actor, "at": now_iso(),
                          "data": data, "on_behalf_of": None, "target": None, "undoable": True})
    return json.dumps(doc).encode()
