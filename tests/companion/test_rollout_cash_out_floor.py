"""Rollout, Cash Out on the live table follows the Settings house rule "a negative share value counts as $0", as
Quick Cash Out does on the same phone: one rule for both, and the figure it changed says what the rulebook gives."""
import pytest

import calculators.rollout as ro
from companion.views.games.rollout.overview import standings
from tests.support.controls import all_text
from tests.support.finished import finished_rollout_in_debt
from tests.support.rollout import B, started


def _in_debt():
    """Bob owes $5B and holds $0: Camcon's net worth is below zero."""
    t = started()
    t.do(ro.borrow, B, "Bob", 5)
    t.do(ro.correct, B, "Bob", "cash", delta=-t.cash("Bob"), reason="spent")
    return t.state


def test_the_live_cash_out_floors_a_negative_share_value_with_the_house_rule_and_says_so():
    """Share Value: "Add up the above, then deduct any Bank Loans. The sum left is the net worth of your Company.
    Divide this number by 10 to determine the value of each share" — the rulebook floors nothing; the Settings
    house rule counts a negative share value as $0, on Quick Cash Out and now on the live table's Cash Out too."""
    state = _in_debt()
    ruled = ro.final_score(state).share_values["Camcon"]
    assert ruled < 0
    plain = all_text(standings(state, final=True))
    assert "Camcon: share value -$" in plain and "floored" not in plain
    floored = all_text(standings(state, final=True, floor=True))
    assert "Camcon: share value $0" in floored
    assert "By the rulebook -$" in floored and "floored at $0 by the switch" in floored
    assert "Simcor" in floored and floored.count("By the rulebook") == 1  # only the figure it changed


def test_the_results_a_table_copies_follow_the_house_rule_as_its_end_screen_does():
    """With the switch on, the end screen floors Pedrasca's share value at $0; the results copied or downloaded from
    that screen (`play_of_table`, given the app's house rules) carry the same figures, not the rulebook's."""
    from companion.results.play import play_of_table
    from companion.settings import AppSettings
    log = finished_rollout_in_debt()
    state = ro.state_of(log)
    snap = type("Snap", (), {"log": log, "setup": type("Setup", (), {"game": "rollout", "name": "Night",
                                                                     "players": state.players})()})()
    ruled = {s.name: s.shown for s in play_of_table("t", snap).seats}
    floored = {s.name: s.shown for s in play_of_table("t", snap, AppSettings(
        floor_negative_share_values=True).model_dump()).seats}
    assert ruled["Ann"].startswith("-$") and floored["Ann"] == "$0M"
    from companion.results.formats import results_text
    copied = results_text(play_of_table("t", snap, AppSettings(floor_negative_share_values=True).model_dump()))
    assert "2. Ann: $0M (house rule: a negative share value counted as $0)" in copied  # says why it is not -$
    assert "house rule" not in results_text(play_of_table("t", snap)) and "Cy" in copied
    screen = all_text(standings(state, final=True, floor=True))
    assert f"1. Cy — {floored['Cy']}" in screen and f"2. Ann — {floored['Ann']}" in screen


@pytest.mark.parametrize("route", ["/settings", "/cash-out"])
def test_settings_say_the_house_rule_counts_for_every_rollout_table_here(tmp_path, route):
    """The switch is the server's, one for every Rollout table kept there (a finished one's Cash Out follows it too):
    a walk read "… off unless your table agrees" as one table's choice. Settings says where it counts, and so does
    Quick Cash Out beside the same switch (a walk turned it on there for a "what if" and re-scored every table)."""
    from companion.access import Identity
    from companion.app import make_services
    from companion.config import AppConfig
    from companion.i18n import using
    from companion.routes import settle, views_for
    from tests.support.phone import Phone, session

    s = session(route, make_services(AppConfig(data_dir=tmp_path)), Identity("host"))
    settle(s, route)
    phone = Phone(s, lambda s: views_for(s, route))
    with using("en"):
        said = all_text(phone.draw())
    assert route == "/cash-out" or "Rollout Cash Out (every table on this server)" in said
    assert "every Rollout table kept here, finished ones too, and for Quick Cash Out" in said
