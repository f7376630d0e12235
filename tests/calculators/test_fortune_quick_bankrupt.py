"""Fortune's quick final balance with a bankrupt player: ranked last, as the live game ranks them."""
from __future__ import annotations

from calculators.fortune import scoring as fortune

PL = {"shares": [], "finished_products": 0, "bonds": 0, "loans": 0}


def test_a_bankrupt_player_ranks_below_every_player_still_in_the_game():
    """Fortune, End of the Game: "A player who can no longer meet his payment obligations is eliminated. His
    remaining assets go to the Kasse, and he has gone bankrupt." Dieter (bankrupt, nothing typed) ranked above Clara
    at -90,000 DM; eliminated, he ranks last."""
    form = {"players": {"Ann": {**PL, "cash": 200_000}, "Clara": {**PL, "cash": 10_000, "loans": 2},
                        "Dieter": {**PL, "cash": None, "bankrupt": True}}, "first_to_triple": None}
    assert fortune.quick_problems(form) == []  # nothing of a bankrupt's is asked for: it went to the Kasse
    table, won = fortune.quick_ranking(form)
    assert [(s.name, s.balance, s.rank, s.bankrupt) for s in table] == [
        ("Ann", 200_000, 1, False), ("Clara", -90_000, 2, False), ("Dieter", 0, 3, True)]
    assert won == ["Ann"]


def test_a_bankrupt_player_did_not_triple_first_and_someone_is_still_in():
    form = {"players": {"Ann": {**PL, "cash": 900_000, "bankrupt": True}, "Bob": {**PL, "cash": 0}},
            "first_to_triple": "Ann"}
    assert [e.field for e in fortune.quick_problems(form)] == ["first_to_triple"]
    form["players"]["Bob"]["bankrupt"] = True
    assert [e.field for e in fortune.quick_problems(form)] == ["players"]


def test_the_player_count_message_takes_the_numbers_plural_form():
    """Fortune, Setup: 2 to 6 players. One player listed read "1 are listed"."""
    from calculators.fortune.texts import message_of

    one = fortune.quick_problems({"players": {"Ann": {**PL, "cash": 0}}, "first_to_triple": None})[0]
    assert message_of(one, "en") == "Fortune is for 2 to 6 players (Setup); 1 is listed."
    assert message_of(one, "de") == "Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen ist 1."
    seven = fortune.quick_problems({"players": {n: {**PL, "cash": 0} for n in "ABCDEFG"}, "first_to_triple": None})[0]
    assert message_of(seven, "en") == "Fortune is for 2 to 6 players (Setup); 7 are listed."
