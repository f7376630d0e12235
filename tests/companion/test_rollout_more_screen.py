"""Rollout's More screen (loans, takeovers, bankruptcy, corrections and the board tables) as a German bank phone
reads it: its board tables speak the phone's language as the Board tables screen does (a walk found "Price Index —
Assumed: not printed in the rulebook…", "square 0 … $1M · dividend $0M", "Dividends Due" on a German phone)."""
from __future__ import annotations

from companion.i18n import using
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text
from tests.support.rollout_screens import Screen


def _german_more(seed: Seed) -> str:
    screen = Screen(seed.hub, seed.sid, more=True)
    screen.ctx.session.lang = "de"  # the phone's language, chosen in Settings
    with using("de"):
        return all_text(screen.draw())


def test_the_more_screens_board_tables_follow_a_german_phone(tmp_path):
    shown = _german_more(Seed(tmp_path, players=("Ann", "Bob", "Cy")))
    for english in ("Price Index", "square 0", "Dividends Due", "Sales Track", "As the rulebook prints it",
                    "Assumed: not printed", "dividend $"):
        assert english not in shown, english
    assert "Kursindex" in shown and "Feld 0" in shown and "Dividende $" in shown
