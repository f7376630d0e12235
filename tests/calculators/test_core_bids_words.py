"""A round the banker opens by hand, as each phone reads it in History and "Just now": its default name in the
phone's language, its amounts in the game's money.

A walk: a German seat's heading read "Verdecktes Gebot" while its History said "Verdeckte Angaben aufgedeckt (Blind
bid)" (the default name was recorded in the banker's language and read back as written), and Owner's Choice printed
"Amount 600" where its rulebook prints "$600" ("Owner's Choice", "Payday": "$100"). A name the banker typed stays as
typed; only the app's own default names are keys.
"""
from __future__ import annotations

import pytest

from calculators.core.bids import (
    BLIND_BID, SEALED_ENTRY, FieldSpec, RoundSpec, enter, mark_passing, open_round, reveal,
)
from calculators.core.log import Log, record
from calculators.core.table import make_setup
from calculators.core.words import entry_value, history, last_sentence, purpose_in
from tests.support.text import plain

AMOUNT = FieldSpec(name="amount", label="Amount", kind="int", min=0, max=5000, step=10)


def revealed(game: str, players: list[str], purpose: str, amounts: dict[str, int | None]) -> Log:
    setup = make_setup(game, "T", players, players[0])
    log, _ = record(Log(), "table.created", "host", setup.model_dump(mode="json"), undoable=False)
    spec = RoundSpec(purpose=purpose, participants=tuple(amounts), fields=(AMOUNT,), resolve="highest",
                     rank_field="amount")
    log, _ = open_round(log, "banker", spec, round_id="r1")
    for seat, amount in amounts.items():
        if amount is None:
            log, _ = mark_passing(log, "banker", "r1", seat)
        else:
            log, _ = enter(log, f"seat:{seat}", "r1", {"amount": amount})
    log, _ = reveal(log, "banker", "r1")
    return log


@pytest.mark.parametrize(("lang", "name"), [("en", "Blind bid"), ("de", "Verdecktes Gebot")])
def test_the_default_name_reads_in_each_phones_language(lang, name):
    log = revealed("owners-choice", ["Ann", "Bob"], BLIND_BID, {"Ann": 600, "Bob": 450})
    lines = history("owners-choice", log, lang)
    assert lines[2].endswith(f": {name}")  # opened
    assert f"({name})" in lines[3] and f"({name})" in lines[5]  # entered, revealed
    assert last_sentence("owners-choice", log, lang) == lines[5]
    assert "Blind bid" not in " ".join(lines.values()) or lang == "en"


def test_a_default_name_recorded_in_one_language_reads_in_the_other_and_a_typed_name_as_typed():
    assert purpose_in("Verdecktes Gebot", "en") == "Blind bid"  # an older release recorded the banker's language
    assert purpose_in(SEALED_ENTRY, "de") == "Verdeckte Angabe"
    assert purpose_in("Auction of Pine Ridge", "de") == "Auction of Pine Ridge"
    log = revealed("owners-choice", ["Ann", "Bob"], "Auction of Pine Ridge", {"Ann": 600, "Bob": 450})
    assert "(Auction of Pine Ridge)" in history("owners-choice", log, "de")[5]


@pytest.mark.parametrize(("game", "players", "lang", "line"), [
    ("owners-choice", ["Ann", "Bob", "Cy"], "en", "Ann $600; Bob $1,450; Cy passed; Bob wins the round"),
    ("owners-choice", ["Ann", "Bob", "Cy"], "de", "Ann $600; Bob $1,450; Cy passt; Bob gewinnt die Runde"),
    ("fortune", ["Ann", "Bob", "Cy"], "de", "Ann 600 DM; Bob 1.450 DM; Cy passt; Bob gewinnt die Runde"),
    ("fortune", ["Ann", "Bob", "Cy"], "en", "Ann 600 DM; Bob 1,450 DM; Cy passed; Bob wins the round"),
    ("roll-and-rails", ["Ann", "Bob", "Cy"], "en", "Ann 600$; Bob 1450$; Cy passed; Bob wins the round"),
])
def test_amounts_of_a_round_opened_by_hand_read_as_the_game_prints_money(game, players, lang, line):
    log = revealed(game, players, BLIND_BID, {"Ann": 600, "Bob": 1450, "Cy": None})
    assert plain(history(game, log, lang)[6]).endswith(f": {line}")


def test_only_the_amount_field_is_money():
    assert entry_value("owners-choice", "amount", 600, "en") == "$600"
    assert entry_value("owners-choice", "bid", 600, "en") == "600"  # a field of another name: as entered
    assert entry_value("", "amount", 600, "en") == "600"  # no game known: as entered
    assert entry_value("owners-choice", "amount", "build", "en") == "build"
