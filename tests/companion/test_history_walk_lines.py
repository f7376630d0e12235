"""History lines a walk read through four whole recorded games (tests/fixtures/<game>/whole.json) and could not
follow: each now says what the table saw happen."""
from __future__ import annotations

import json
import re
from pathlib import Path

from calculators.core.log import Event, Log
from calculators.core.words import history as history_of
from tests.support.text import plain

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def lines(game: str, lang: str) -> list[str]:
    doc = json.loads((FIXTURES / game / "whole.json").read_text("utf-8"))
    events = doc["table_file"]["events"] if "table_file" in doc else doc["events"]
    log = Log(events=tuple(Event.model_validate(e) for e in events))
    return [plain(line) for line in history_of(game, log, lang).values()]


def test_a_sale_that_pays_less_than_its_price_says_where_the_rest_went():
    # Fortune, Shares: while a package is unsold, "the payments intended for the shareholder … go to the Kasse". A walk
    # read "sells 2 finished products … at 32,000 DM each; the Kasse pays Ann 60,000 DM" and found 4,000 DM missing.
    en = [x for x in lines("fortune", "en") if "finished products on OTTO" in x]
    assert en and "the Kasse keeps 4,000 DM premium (the share package is unsold)" in en[0], en
    de = [x for x in lines("fortune", "de") if "Fertigprodukte auf OTTO" in x]
    assert "die Kasse behält 4.000 DM Prämie (das Aktienpaket ist unverkauft)" in de[0], de


def test_a_loan_at_the_bottom_of_the_track_says_the_price_stays():
    # Rollout, Borrowing: the price drops a square per $1B — none is left below the lowest ("Cy borrowed $1B:
    # Pedrasca 0 squares down", a walk read).
    en, de = lines("rollout", "en"), lines("rollout", "de")
    assert not any(re.search(r"\b0 squares down", x) for x in en)
    assert not any(re.search(r"\b0 Felder runter", x) for x in de)
    assert any(x.endswith("stays (no square below)") for x in en)
    assert any(x.endswith("bleibt (kein Feld darunter)") for x in de)


def test_starting_goods_say_the_space_crossed_out():
    # Roll and Rails, Setup: a 6 means "you need to cross out one space in the city" (it read "1 crossed out").
    en = [x for x in lines("roll-and-rails", "en") if x.startswith("Starting goods for ") and "crossed out" in x]
    assert en and all(x.endswith((", 1 space crossed out", "spaces crossed out")) for x in en), en


def test_the_upper_limit_is_said_of_the_price():
    # Owner's Choice, Upper Limit: "Any effect that would move the price beyond this space is ignored" (it read "a move
    # past $300 is ignored", as if of the pawn).
    assert any(x.startswith("Game started: ") and "a price move past $300" in x for x in lines("owners-choice", "en"))
