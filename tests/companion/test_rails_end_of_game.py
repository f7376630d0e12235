"""Roll and Rails' End of the Game on the phones, drawn in-process: "After the last round ends, players calculate their
final score. Players sum up all Victory Points gained for shipping the goods. Next, players check how many complete
connections they managed to create." A walk saw "Game over … Winner: Bob" and BG Stats the moment the last player
passed, every player at 0 connections; Ann's 2 connections then made her the winner. The count comes first now."""
from __future__ import annotations

from collections import Counter

import flet as ft

from calculators.roll_and_rails import state_of
from tests.support.controls import walk
from tests.support.drawn import typed
from tests.support.rails_screens import Phone
from tests.support.roll_and_rails import started
from tests.support.roll_and_rails.game import play_round
from tests.support.screens import Table, screen_text

PLAYERS = ["Ann", "Bob", "Cy"]


def ended_table(tmp_path):
    """One round played to its end: Ann and Cy shipped a good each (1 VP), Bob passed; nobody counted yet."""
    t = Table(tmp_path, "roll-and-rails")
    sid = t.create(play_round(started(PLAYERS, rounds=1)))
    assert state_of(t.hub.get(sid).log).phase == "over"
    return t, sid


def seat_phone(t, sid, name) -> Phone:
    return Phone(t.hub, sid, f"seat:{name}", seat=name)


def confirm(phone: Phone, completed: str | None = None) -> None:
    """The player's count at the end: the number typed (or the sheet's number as it stands), then Confirm."""
    phone.draw("seat_panel")
    if completed is not None:
        typed(next(c for c in walk(phone.controls) if isinstance(c, ft.TextField)
                   and getattr(c.label, "value", c.label) == "Completed connections"), completed)
    phone.tap(phone.find(ft.FilledButton, "Confirm"))


def test_the_last_pass_asks_for_the_connections_before_any_winner(tmp_path):
    t, sid = ended_table(tmp_path)
    text = screen_text(t.draw(sid, ""))
    assert "Game over" in text and "Count the connections" in text and "Provisional scores" in text
    assert ("Each player counts their completed connections on the map (1 point each) and confirms the number here; "
            "then the final scores are shown. Still to count: Ann, Bob, and Cy.") in text
    assert "Provisional: the completed connections of Ann, Bob, and Cy are not counted yet." in text
    # Nothing final is said and nothing leaves the app while the count is missing.
    assert not [x for x in text if x.startswith(("Winner", "Shared victory"))]
    assert "Send to BG Stats" not in text and "Copy results" not in text and "Final scores" not in text
    # The banker can still pass the phone to a player without one.
    assert "Pass this phone around" in text
    ann = seat_phone(t, sid, "Ann")
    ann.draw("seat_panel")
    assert [c for c in walk(ann.controls) if isinstance(c, ft.FilledButton)], "Ann's own phone asks for her count"
    bob_sees = screen_text(seat_phone(t, sid, "Bob").draw("seat_panel"))
    assert "Confirm" in bob_sees and "Still to count: Ann, Bob, and Cy." in " ".join(bob_sees)


def test_when_everyone_has_counted_the_final_ranking_names_the_winner_and_each_tie_break(tmp_path):
    t, sid = ended_table(tmp_path)
    confirm(seat_phone(t, sid, "Bob"), "1")
    text = screen_text(t.draw(sid, ""))
    assert "Provisional: the completed connections of Ann and Cy are not counted yet." in text
    for name in ("Ann", "Cy"):
        confirm(seat_phone(t, sid, name))  # their 0 as it stands
    assert state_of(t.hub.get(sid).log).final
    text = screen_text(t.draw(sid, ""))
    assert "Count the connections" not in text and "Final scores" in text and "Send to BG Stats" in text
    # All on 1 point: Bob's connection wins (End of the Game), Ann and Cy tie on everything and share 2nd place.
    assert "Winner: Bob" in text and "0 VP + 1 connection" in text  # one connection, singular
    assert "Tied on points: the most completed connections win (End of the Game)." in text
    assert "Ann and Cy share their place: tied on points, connections and resources." in text
    assert "Pass this phone around" not in text


def test_the_count_screen_keys_each_part_once(tmp_path):
    """The passed phone asks every player's count at once: each form's parts are keyed apart."""
    t, sid = ended_table(tmp_path)
    controls = t.draw(sid, "")
    for c in walk(controls):
        keys = [x.key for x in (getattr(c, "controls", None) or []) if isinstance(x, ft.Control) and x.key]
        assert not [k for k, n in Counter(keys).items() if n > 1], keys
    confirms = [c for c in walk(controls) if isinstance(c, ft.FilledButton)]
    assert [b.content.semantics_label for b in confirms] == [f"Confirm {p}'s connections" for p in PLAYERS]


def test_a_count_changed_after_the_final_score_asks_first_and_says_so(tmp_path):
    """End of the Game: "Every complete connection is worth 1 point" decides the winner. A walk: once everyone had
    confirmed, one player typed 6 over their confirmed 1 and tapped Save; every phone named them the winner, with
    nothing asked. Now the change asks first, on any phone, and nothing is recorded until it is said yes to."""
    t, sid = ended_table(tmp_path)
    confirm(seat_phone(t, sid, "Bob"), "1")
    for name in ("Ann", "Cy"):
        confirm(seat_phone(t, sid, name))
    assert state_of(t.hub.get(sid).log).final
    cy = seat_phone(t, sid, "Cy")
    cy.draw("seat_panel")
    typed(next(c for c in walk(cy.controls) if isinstance(c, ft.TextField)
               and getattr(c.label, "value", c.label) == "Completed connections"), "6")
    events = len(t.hub.get(sid).log.events)
    cy.tap(cy.find(ft.OutlinedButton, "Save Cy's connections"))
    (asked,) = cy.session.page.dialogs
    assert asked.title.value == "Change Cy's count?"
    assert asked.content.value == ("Every player has confirmed their count and the final score stands. Saving 6 "
                                   "completed connections (1 point each; 0 confirmed) changes the final score on "
                                   "every phone.")
    assert len(t.hub.get(sid).log.events) == events  # not yet
    asked.actions[-1].on_click(None)  # "Change the count": recorded once the dialog has closed
    assert state_of(t.hub.get(sid).log).sheet("Cy").completed == 6


def test_not_now_puts_the_confirmed_count_back_in_the_field(tmp_path):
    # A walk typed 6 over a confirmed 5, tapped Save, then "Not now": the field still read 6 — as if saved.
    t, sid = ended_table(tmp_path)
    confirm(seat_phone(t, sid, "Bob"), "1")
    for name in ("Ann", "Cy"):
        confirm(seat_phone(t, sid, name))
    cy = seat_phone(t, sid, "Cy")
    cy.draw("seat_panel")

    def done_field():
        return next(c for c in walk(cy.controls) if isinstance(c, ft.TextField)
                    and getattr(c.label, "value", c.label) == "Completed connections")
    typed(done_field(), "6")
    cy.tap(cy.find(ft.OutlinedButton, "Save Cy's connections"))
    (asked,) = cy.session.page.dialogs
    asked.actions[0].on_click(None)  # "Not now"
    cy.draw("seat_panel")
    assert done_field().value == "0" and state_of(t.hub.get(sid).log).sheet("Cy").completed == 0


def test_the_bank_phone_says_what_was_done_last_as_the_seats_phones_do(tmp_path):
    # A walk: the banker, who also played, was asked to split a shipment's transport points with no word of which
    # shipment; the seats' phones read "Just now: Dora shipped …". The bank phone says it too now.
    t, sid = ended_table(tmp_path)
    confirm(seat_phone(t, sid, "Bob"), "1")
    from tests.support.drawn import ident
    bank = Phone(t.hub, sid, "banker")
    assert ident(bank.draw("banker_panel"), "bank-last") == (
        "Just now: Bob confirmed 1 completed and 0 abandoned connections for the final score")


def test_the_solo_score_says_how_many_starting_goods_went_unshipped_and_what_they_cost():
    """The End of the Game (Solo): "For every unshipped good you receive -2 points. Mark it in the third spot in the
    scoring table." A walk read "− 2 per unshipped starting good" and could not copy the count or check the sum."""
    from calculators.roll_and_rails import state_of
    from companion.views.games.roll_and_rails.sheet import scores
    from tests.support.controls import all_text
    from tests.support.roll_and_rails import board, seat, started, step
    from calculators.roll_and_rails import count_connections

    solo = step(started(["Ann"], starting_goods=12), count_connections, seat("Ann"), 5, 2)
    said = all_text(scores(state_of(solo), board(solo)))
    assert "0 VP + 5 connections − 2 × 12 unshipped starting goods (−24)" in said, said


def test_a_typed_count_not_yet_saved_says_so_under_its_field(tmp_path):
    # A walk's Bob typed 2 completed connections mid-game and never tapped Save: his field read 2 for three rounds,
    # after a reload too, while his sheet and every ranking counted 0.
    t = Table(tmp_path, "roll-and-rails")
    sid = t.create(started(PLAYERS, rounds=3))
    bob = seat_phone(t, sid, "Bob")
    bob.draw("seat_panel")

    def done_field():
        return next(c for c in walk(bob.controls) if isinstance(c, ft.TextField)
                    and getattr(c.label, "value", c.label) == "Completed connections")
    assert done_field().helper is None
    typed(done_field(), "2")
    bob.draw("seat_panel")
    assert done_field().helper == "Not saved yet: the sheet says 0."
    bob.tap(bob.find(ft.OutlinedButton, "Save Bob's connections"))
    bob.draw("seat_panel")
    assert state_of(t.hub.get(sid).log).sheet("Bob").completed == 2 and done_field().helper is None


def test_each_players_line_gives_the_money_the_second_tie_break_counts(tmp_path):
    # End of the Game: "If there is still a tie, the player with the most resources unused is the winner." A walk
    # read "2 VP + 5 connections" for each player at the table, the money only on the sheets further down, while
    # Quick scoring wrote "· 2$ unused" on the same line.
    t, sid = ended_table(tmp_path)
    for name in ("Ann", "Bob", "Cy"):
        confirm(seat_phone(t, sid, name))
    state = state_of(t.hub.get(sid).log)
    text = screen_text(t.draw(sid, ""))
    assert sorted(x for x in text if x.endswith("$ unused")) == sorted(f"{s.money}$ unused" for s in state.sheets)
