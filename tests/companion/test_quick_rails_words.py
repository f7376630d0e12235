"""Roll and Rails' quick final score in the words of the game and of the rest of the app (a walk in German and
English): "Güter" as every other German screen says it, a minus sign for the solo penalty, a solo game listing two
players told at the Solo switch (it said "fix the marked fields" with no field marked), and a tie below the winner
named with its tie-break."""
from __future__ import annotations

import types

import flet as ft

from companion.i18n import using
from companion.views import quick_roll_and_rails
from tests.support.controls import toggle, walk
from tests.support.drawn import ident, keyed, listed, typed
from tests.support.text import plain

VIEW = quick_roll_and_rails.view


def texts(screen) -> list[str]:
    return [plain(str(c.value)) for c in walk(screen) if isinstance(c, ft.Text) and c.value]


def solo_on(phone, label="Solo game (one player)"):
    switch = toggle(phone.draw(VIEW), label)
    switch.value = True  # the browser flips it, then the handler runs
    switch.on_change(types.SimpleNamespace(control=switch, data=None))


def type_all(phone, *pairs):
    for key, value in pairs:
        typed(keyed(phone.draw(VIEW), key), value)
    return phone.draw(VIEW)


def test_the_german_rule_says_gueter_as_the_rest_of_the_app(tmp_path):
    with using("de"):  # a German phone's draw
        screen = listed(tmp_path, VIEW, []).draw(VIEW)
    intro = next(t for t in texts(screen) if t.startswith("Roll and Rails, Spielende:"))
    assert "gelieferte Güter" in intro and "Waren" not in intro


def test_the_solo_penalty_is_written_with_a_minus_sign(tmp_path):
    # The End of the Game (Solo): "For every unshipped good you receive -2 points."
    with using("de"):  # a German phone's draws
        phone = listed(tmp_path, VIEW, ["Ann"])
        solo_on(phone, "Solospiel (ein Spieler)")
        screen = type_all(phone, ("shipping_points-Ann", "29"), ("completed_connections-Ann", "8"),
                          ("unshipped_goods-Ann", "3"))
    assert ident(screen, "detail-Ann") == "29 SP geliefert + 8 fertige Verbindungen − 6 für 3 nicht gelieferte Startgüter"


def test_a_solo_game_with_two_players_says_so_at_the_switch_not_marked_fields(tmp_path):
    # What You Need (Solo): "1 solo game sheet".
    phone = listed(tmp_path, VIEW, ["Ann", "Bob"])
    solo_on(phone)
    screen = phone.draw(VIEW)
    assert ident(screen, "solo-players") == "The solo variant has one player; 2 are listed."
    shown = texts(screen)
    assert not [t for t in shown if "marked" in t], shown
    assert "Remove players until one is left, or switch off Solo game, to see the score." in shown
    assert ident(screen, "leader") == "Final score: a solo game has one player"
    assert not [c for c in walk(screen) if isinstance(c, ft.TextField) and c.error]  # indeed nothing is marked


def test_a_tie_below_the_winner_names_the_tie_break_that_ordered_it(tmp_path):
    # End of the Game: "If there is still a tie, the player with the most resources unused is the winner."
    phone = listed(tmp_path, VIEW, ["Ann", "Bob", "Cy"])
    screen = type_all(phone, ("shipping_points-Bob", "1"), ("unused_resources-Cy", "3"))
    assert [ident(screen, f"score-{p}") for p in ("Bob", "Cy", "Ann")] == ["1 point", "0 points", "0 points"]
    assert ("Cy ahead of Ann: tied on points and connections, more unused resources (3$ against 0$)."
            in "\n".join(texts(screen)).split("\n"))
