"""Rollout's "Correct a number" names each number as the rules' refusals do, never by its internal key.

A walk: the picker read "gold_coast", "cash", "loans", "radio" on an English phone (Rules, "Borrowing Money": loans
are in $1 billion; the Gold Coast and the product cards as the board and the rulebook name them)."""
from __future__ import annotations

import pytest

from companion.i18n import using
from tests.e2e.rollout_seed import Seed
from tests.support.controls import texts, walk
from tests.support.rollout_screens import Screen


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["Cash", "Loans ($ billions)", "Price Index square", "Sales Track square", "Stores", "Gold Coast meters",
            "Radio cards", "Television cards", "Computer cards"]),
    ("de", ["Bargeld", "Kredite (Mrd. $)", "Kursfeld", "Umsatzfeld", "Läden", "Goldküsten-Zähler", "Radio-Karten",
            "Fernseher-Karten", "Computer-Karten"]),
])
def test_the_correction_picker_names_each_number_in_words(tmp_path, lang, words):
    seed = Seed(tmp_path, ("Ann", "Bob", "Cy"))
    seed.stage1()
    with using(lang):
        drawn = Screen(seed.hub, seed.sid, more=True).draw()
    chips = [texts(c.content) for c in walk(drawn) if str(getattr(c, "key", "")).startswith("ro-more-fix-field-")]
    assert [w for w in words if w in chips] == words, chips
    assert not any("_" in c for c in chips), chips
