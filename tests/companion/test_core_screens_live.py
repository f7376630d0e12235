"""Quick Cash Out and New table as live components (issue 15): what is typed or chosen is the screen's own state,
carried across every redraw; a handler changes state and the next draw shows it (rendered controls are frozen in the
app, so a handler that changed a control would show nothing). Drawn in-process: a draw is the screen's builder
called with the phone's session and the screen's state, as `companion.root.Screen` calls it."""
from __future__ import annotations

import types

import flet as ft

from calculators.core.table import make_setup
from companion.views import cash_out, new_table
from companion.views.new_table import NON_PLAYER
from tests.support.controls import walk
from tests.support.drawn import Phone, ident, keyed, tap, typed


def test_cash_out_follows_every_keystroke_from_the_typed_fields(tmp_path):
    """Rollout, Share Value: "Money: Face value • Stores: $50 million each • Product Cards: $50 million each • Gold
    Coast: $1 billion for each meter ... Divide this number by 10 to determine the value of each share"; the rulebook's
    example: "five shares and the share value is $800 million ... two shares in Bermax ... $500 million ... Your total
    Cash Out value therefore is $5 billion"."""
    phone = Phone(tmp_path, "/cash-out")
    tap(keyed(phone.draw(cash_out.view), "chip-Simcor"))
    tap(keyed(phone.draw(cash_out.view), "chip-Bermax"))
    screen = phone.draw(cash_out.view)
    for key, value in (("asset-Simcor-money", "6,000"), ("asset-Simcor-stores", "10"),
                       ("asset-Simcor-product_cards", "10"), ("asset-Simcor-gold_coast", "1"),
                       ("asset-Bermax-money", "6000"), ("asset-Bermax-loans", "1000")):
        asked = phone.asked
        typed(keyed(screen, key), value)
        assert phone.asked > asked  # every keystroke redraws the screen from what is typed
        screen = phone.draw(cash_out.view)
    assert ident(screen, "share-Simcor") == "Share value $800M"
    assert ident(screen, "share-Bermax") == "Share value $500M"
    for name in ("Ann", "Bob"):  # Rollout, Setting Up: 2 to 6 players
        typed(keyed(screen, "new-player"), name)
        tap(next(c for c in walk(screen) if isinstance(c, ft.FilledTonalButton) and c.content == "Add player"))
        screen = phone.draw(cash_out.view)
        assert keyed(screen, "new-player").value == ""  # emptied for the next name
    typed(keyed(screen, "shares-Ann-Simcor"), "5")
    typed(keyed(phone.draw(cash_out.view), "shares-Ann-Bermax"), "2")
    screen = phone.draw(cash_out.view)
    assert ident(screen, "cashout-Ann") == "$5B"
    # each rank kept whole on its line (no-break spaces)
    assert ident(screen, "leader", raw=True) == "1.\u00a0Ann\u00a0$5B · 2.\u00a0Bob\u00a0$0M"
    # Impossible input is an error on its own field, drawn from what is typed, and the ranking waits for it.
    typed(keyed(screen, "shares-Ann-Simcor"), "-1")
    screen = phone.draw(cash_out.view)
    assert keyed(screen, "shares-Ann-Simcor").error == "must be a whole number ≥ 0"
    assert not [c for c in walk(screen) if getattr(c, "identifier", None) == "cashout-Ann"]
    typed(keyed(screen, "shares-Ann-Simcor"), "5")
    screen = phone.draw(cash_out.view)
    assert keyed(screen, "shares-Ann-Simcor").error is None and ident(screen, "cashout-Ann") == "$5B"


def test_a_removed_player_comes_back_with_nothing_typed_and_the_lists_are_keyed(tmp_path):
    """Issue 16: removing a player asks first, and "{name} and the shares typed for them are removed"."""
    phone = Phone(tmp_path, "/cash-out")
    tap(keyed(phone.draw(cash_out.view), "chip-Razno"))
    for name in ("Ann", "Bob"):
        screen = phone.draw(cash_out.view)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    screen = phone.draw(cash_out.view)
    typed(keyed(screen, "shares-Bob-Razno"), "3")
    remove = next(c for c in walk([keyed(phone.draw(cash_out.view), "player-Bob")]) if isinstance(c, ft.IconButton))
    tap(remove)
    dialog = phone.session.page.dialogs[-1]
    assert dialog.title.value == "Remove Bob?"
    tap(dialog.actions[1])  # "Remove Bob"
    screen = phone.draw(cash_out.view)
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "player-Bob"]
    typed(keyed(screen, "new-player"), "Bob")
    keyed(screen, "new-player").on_submit(None)
    screen = phone.draw(cash_out.view)
    assert keyed(screen, "shares-Bob-Razno").value == ""
    # Every row of a list that changes between draws carries a key of its own (a crossing tap finds its control).
    assert {"chip-Razno", "company-Razno", "player-Ann", "player-Bob"} <= {getattr(c, "key", None) for c in walk(screen)}


def test_new_table_moves_the_player_a_tap_names_even_after_the_list_changed(tmp_path):
    """A tap drawn before another tap changed the seats moves the player it was drawn for, not whoever now stands at
    that position; a refusal is drawn on the field at fault and the typed name stays."""
    phone = Phone(tmp_path, "/new")
    for name in ("Ann", "Bob", "Cy"):
        screen = phone.draw(new_table.view)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    screen = phone.draw(new_table.view)
    up_cy = next(c for c in walk([keyed(screen, "seat-Cy")]) if isinstance(c, ft.IconButton))
    remove_ann = [c for c in walk([keyed(screen, "seat-Ann")]) if isinstance(c, ft.IconButton)][2]
    tap(remove_ann)  # seats: Bob, Cy
    tap(up_cy)  # drawn when Cy was third: Cy moves above Bob
    screen = phone.draw(new_table.view)
    seats = [ident(screen, f"new-seat-{i}") for i in (1, 2)]
    assert seats == ["Cy", "Bob"]
    # Each seat names who sits on its left ("left: Bob" read as Bob having left the table, a walk).
    assert [c.value for c in walk([keyed(screen, "seat-Cy")]) if isinstance(c, ft.Text)][-1] == "on the left: Bob"
    typed(keyed(screen, "new-player"), "bob")
    keyed(screen, "new-player").on_submit(None)
    screen = phone.draw(new_table.view)
    assert keyed(screen, "new-player").value == "bob"
    assert keyed(screen, "new-player").error == "Bob is already at the table"


def test_new_table_refuses_without_a_banker_and_saves_nothing(tmp_path):
    phone = Phone(tmp_path, "/new")
    for name in ("Ann", "Bob"):
        screen = phone.draw(new_table.view)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    screen = phone.draw(new_table.view)
    start = next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table")
    tap(start)
    screen = phone.draw(new_table.view)
    assert "Choose who runs the bank." in [c.value for c in walk(screen) if isinstance(c, ft.Text)]
    assert phone.session.services.hub.store.list_tables()[0] == [] and phone.session.page.went == []
    banker = next(c for c in walk(screen) if isinstance(c, ft.RadioGroup) and c.value is None)
    banker.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="Bob"), data="Bob"))
    tap(start)
    assert len(phone.session.page.went) == 1 and phone.session.page.went[0].startswith("/table/")
    setup = phone.session.services.hub.get(phone.session.page.went[0].split("/")[-1]).setup
    assert setup == make_setup("rollout", "Rollout table", ["Ann", "Bob"], "Bob")


def test_new_table_drops_a_refusal_once_what_it_named_is_changed(tmp_path):
    """A walk chose the banker, tapped Start with no players, added three and still read "Rollout is for 2 to 6
    players" in red: the refusal goes when the players (or the game, or the banker) change; Start checks again."""
    phone = Phone(tmp_path, "/new")
    screen = phone.draw(new_table.view)
    banker = next(c for c in walk(screen) if isinstance(c, ft.RadioGroup) and c.value is None)
    banker.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=NON_PLAYER), data=NON_PLAYER))
    screen = phone.draw(new_table.view)
    typed(keyed(screen, "outsider"), "Kim")
    tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table"))
    screen = phone.draw(new_table.view)
    assert [c for c in walk(screen) if getattr(c, "key", None) == "players-error"]
    for name in ("Ann", "Bob"):
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "players-error"]
    assert keyed(screen, "range").color is None


def _texts(screen) -> list[str]:
    return [c.value for c in walk(screen) if isinstance(c, ft.Text) and c.value]


def test_new_table_with_nobody_says_the_player_count_once_and_a_game_switch_drops_the_old_games_limit(tmp_path):
    """A newcomer's walk: Start the table with no players read only "Choose who runs the bank."; once a banker was
    chosen, "Rollout is for 2 to 6 players" stood in red under "Rollout: 2 to 6 players, …" in red. And after a 7th
    name was refused ("Rollout takes at most 6 players"), a switch to Fortune kept that line under the field."""
    phone = Phone(tmp_path, "/new")
    screen = phone.draw(new_table.view)
    tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table"))
    screen = phone.draw(new_table.view)
    texts = _texts(screen)
    assert "Rollout is for 2 to 6 players" in texts and "Choose who runs the bank." in texts
    assert not [t for t in texts if t.startswith("Rollout: 2 to 6 players")]  # said once, not twice
    for name in ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"):
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
    assert keyed(screen, "new-player").error == "Rollout takes at most 6 players"
    game = next(c for c in walk(screen) if isinstance(c, ft.RadioGroup) and c.value == "rollout")
    game.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="owners-choice")))
    screen = phone.draw(new_table.view)
    assert keyed(screen, "new-player").error is None


def cash_out_phone(tmp_path, companies, players) -> Phone:
    phone = Phone(tmp_path, "/cash-out")
    for c in companies:
        tap(keyed(phone.draw(cash_out.view), f"chip-{c}"))
    for name in players:
        screen = phone.draw(cash_out.view)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    return phone


def type_all(phone, *pairs):
    for key, value in pairs:
        typed(keyed(phone.draw(cash_out.view), key), value)
    return phone.draw(cash_out.view)


def test_cash_out_refuses_a_loan_the_bank_does_not_lend_on_its_field(tmp_path):
    """Rollout, Borrowing Money: "Players may borrow up to $5 billion from the Bank at any time but only in $1 billion
    amounts"; Takeovers: "He can borrow up to another $5 billion from the Bank". A walk typed 1500 and got Camcon's
    share at -$150M without a word."""
    phone = cash_out_phone(tmp_path, ["Camcon"], ["Ann"])
    screen = type_all(phone, ("asset-Camcon-money", "1000"), ("shares-Ann-Camcon", "5"), ("asset-Camcon-loans", "1500"))
    assert keyed(screen, "asset-Camcon-loans").error == "whole $1B amounts only: 1000, 2000, 3000 …"
    assert ident(screen, "share-Camcon") == "Share value: fix the marked field"
    assert not [c for c in walk(screen) if getattr(c, "identifier", None) == "cashout-Ann"]
    screen = type_all(phone, ("asset-Camcon-loans", "31000"))
    assert keyed(screen, "asset-Camcon-loans").error == "at most $30B: $5B, and $5B more per takeover"
    screen = type_all(phone, ("asset-Camcon-loans", "6000"))  # $5B and a takeover's $1B more
    assert keyed(screen, "asset-Camcon-loans").error is None
    assert ident(screen, "share-Camcon") == "Share value -$500M"


def test_cash_out_calls_a_huge_amount_too_large_and_keeps_everything_typed(tmp_path):
    """A whole number ≥ 0 was refused as "must be a whole number ≥ 0"; it is too large, and the bound is named. What
    was typed stays: the field's text, the other company's share value, the players' shares."""
    phone = cash_out_phone(tmp_path, ["Simcor", "Camcon"], ["Ann", "Bob"])  # Rollout: 2 to 6 players
    screen = type_all(phone, ("asset-Camcon-money", "800"), ("shares-Ann-Camcon", "2"), ("shares-Ann-Simcor", "3"),
                      ("asset-Simcor-money", "99999999999999999999"))
    assert keyed(screen, "asset-Simcor-money").error == "is too large: at most $10,000B"
    assert keyed(screen, "asset-Simcor-money").value == "99999999999999999999"
    assert ident(screen, "share-Camcon") == "Share value $80M"
    assert keyed(screen, "shares-Ann-Simcor").value == "3" and keyed(screen, "shares-Ann-Camcon").value == "2"
    screen = type_all(phone, ("asset-Simcor-stores", "99999999999999999999"), ("asset-Simcor-money", "10,000,000"))
    assert keyed(screen, "asset-Simcor-money").error is None
    assert keyed(screen, "asset-Simcor-stores").error == "is too large: at most 200000"
    screen = type_all(phone, ("asset-Simcor-stores", "7"))
    # Share Value: $10,000B money + 7 stores at $50M, a tenth a share; billions grouped as millions are.
    assert ident(screen, "share-Simcor") == "Share value $1,000.035B"
    assert ident(screen, "cashout-Ann") == "$3,000.265B"


def test_cash_out_names_no_winner_before_anyone_holds_a_share(tmp_path):
    """Rollout, Cash Out Value: "This is the total value of all your shares. The player with the highest Cash Out value
    wins." Five names and nothing held showed "Tie for first: Ann, Bob, Cy, Dee, …"."""
    phone = cash_out_phone(tmp_path, ["Simcor"], ["Ann", "Bob", "Cy", "Dee", "Eve"])
    screen = type_all(phone, ("asset-Simcor-money", "5000"))
    texts = [c.value for c in walk(screen) if isinstance(c, ft.Text)]
    assert not [t for t in texts if str(t).startswith(("Tie for first", "Winner"))]
    assert keyed(screen, "no-ranking").value == "Enter the companies and who holds their shares to see the ranking."
    assert ident(screen, "leader") == "Cash Out: enter who holds the shares"
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "results-out"]
    screen = type_all(phone, ("shares-Cy-Simcor", "1"))
    assert [t for t in (c.value for c in walk(screen) if isinstance(c, ft.Text)) if t == "Winner: Cy"]


def test_cash_out_bar_shows_every_rank_with_its_score(tmp_path):
    """The bar cut five players to "… · 5. Maximilian-Alexander" at 360 px, the score lost: a long name is shortened
    there, each rank is kept whole with its score, and the bar grows to three lines of smaller text."""
    players = ["Ann", "Bob", "Cy", "Dee", "Maximilian-Alexander Von"]
    phone = cash_out_phone(tmp_path, ["Simcor"], players)
    screen = type_all(phone, ("asset-Simcor-money", "5000"), *((f"shares-{p}-Simcor", str(n))
                                                               for p, n in zip(players, (4, 3, 1, 1, 0))))
    bar = phone.draw(cash_out.view)[-1]
    leader = ident(screen, "leader", raw=True)
    ranks = leader.split(" · ")
    assert [r.replace("\u00a0", " ") for r in ranks] == [
        "1. Ann $2B", "2. Bob $1.5B", "3. Cy $500M", "3. Dee $500M", "5. Maximilian… $0M"]
    assert all(" " not in r for r in ranks)  # a line breaks only between ranks
    assert bar.height == 80 and bar.content.content.size == 14 and bar.content.content.max_lines == 3


def test_cash_out_card_says_what_the_house_rule_floored(tmp_path):
    """Rollout, Share Value: "Add up the above, then deduct any Bank Loans. The sum left is the net worth of your
    Company. Divide this number by 10" — the rulebook floors nothing; the house rule (an interpretation) counts a
    negative share value as $0. The card said only "Share value $0M"; the switch sat far down under Ranking."""
    (tmp_path / "settings").mkdir()
    phone = cash_out_phone(tmp_path, ["Camcon"], ["Ann"])
    phone.session.services.settings.update(floor_negative_share_values=True)
    screen = type_all(phone, ("asset-Camcon-money", "500"), ("asset-Camcon-loans", "1000"), ("shares-Ann-Camcon", "1"))
    assert ident(screen, "share-Camcon") == "Share value $0M"
    assert ident(screen, "floor-note-Camcon") == (
        "By the rulebook -$50M; floored at $0 by the switch “House rule: a negative share value counts as $0”")
    # The switch stands above the company cards, next to the share values it changes first.
    view = screen[0]
    switch_at = next(i for i, c in enumerate(view.controls)
                     if any(isinstance(x, ft.Switch) for x in walk([c])))
    cards_at = next(i for i, c in enumerate(view.controls)
                    if any(getattr(x, "key", None) == "company-Camcon" for x in walk([c])))
    assert switch_at < cards_at
    phone.session.services.settings.update(floor_negative_share_values=False)
    screen = phone.draw(cash_out.view)
    assert ident(screen, "share-Camcon") == "Share value -$50M"
    note = next(c for c in walk(screen) if isinstance(c, ft.Semantics) and c.identifier == "floor-note-Camcon")
    assert not note.visible


def test_new_table_says_a_players_name_as_the_outside_banker_makes_that_player_the_banker(tmp_path):
    """A walk: Fortune, "Someone who does not play", banker's name typed "alice" beside the player Alice: the table
    started with Alice as the Kasse, unsaid. The rules read a seated name as that player banking (and tables are made
    so); the field says it as it is typed."""
    phone = Phone(tmp_path, "/new")
    screen = phone.draw(new_table.view)
    for name in ("Alice", "Bob"):
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
    banker = next(c for c in walk(screen) if isinstance(c, ft.RadioGroup) and c.value is None)
    banker.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=NON_PLAYER), data=NON_PLAYER))
    screen = phone.draw(new_table.view)
    assert keyed(screen, "outsider").helper is None
    typed(keyed(screen, "outsider"), "alice")
    screen = phone.draw(new_table.view)
    assert keyed(screen, "outsider").helper == "Alice plays at this table: Alice will be the banker who plays."
    assert keyed(screen, "outsider").helper_max_lines >= 4  # whole at 360 px (a walk read it cut after two lines)
    tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table"))
    setup = phone.session.services.hub.get(phone.session.page.went[0].split("/")[-1]).setup
    assert setup.banker == "Alice" and setup.banker_plays


def test_new_table_takes_a_name_typed_and_not_yet_added_on_start(tmp_path):
    """A newcomer typed the fifth name and tapped Start the table: the table started with four players, Ed gone,
    unsaid. A name in the player field joins on Start; one that cannot join stops it, said on the field."""
    phone = Phone(tmp_path, "/new")
    screen = phone.draw(new_table.view)
    for name in ("Ann", "Bob"):
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
    _pick(screen, "Ann", None)
    screen = phone.draw(new_table.view)
    typed(keyed(screen, "new-player"), "bob")  # the same name again: refused on its field, no table
    tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table"))
    screen = phone.draw(new_table.view)
    assert "Bob" in (keyed(screen, "new-player").error or "") and phone.session.page.went == []
    typed(keyed(screen, "new-player"), "Ed")
    tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Start the table"))
    setup = phone.session.services.hub.get(phone.session.page.went[0].split("/")[-1]).setup
    assert setup.players == ("Ann", "Bob", "Ed")


def test_new_table_says_too_many_players_for_the_game_chosen_at_once(tmp_path):
    """A walk switched Rollout's six players (Rollout: 2 to 6) to Roll and Rails (1 to 5): no red until Start, and
    then out of sight. Said in red as soon as the game is chosen; back to Rollout, gone."""
    phone = Phone(tmp_path, "/new")
    screen = phone.draw(new_table.view)
    for name in ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"):
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "players-error"]
    _pick(screen, "roll-and-rails", "rollout")
    screen = phone.draw(new_table.view)
    wrong = keyed(screen, "players-error")
    assert wrong.color == ft.Colors.ERROR and "Roll and Rails" in wrong.value and "5" in wrong.value
    _pick(screen, "rollout", "roll-and-rails")
    assert not [c for c in walk(phone.draw(new_table.view)) if getattr(c, "key", None) == "players-error"]


def _question(screen) -> str:
    """The banker question's heading, as drawn."""
    node = next(c for c in walk(screen) if isinstance(c, ft.Semantics) and c.identifier == "banker-question")
    return " ".join(t.value for t in walk([node]) if isinstance(t, ft.Text))


def _pick(screen, value: str, now) -> None:
    """Choose `value` in the radio group whose choice is `now` (the game's, or the banker's)."""
    group = next(c for c in walk(screen) if isinstance(c, ft.RadioGroup) and c.value == now)
    group.on_change(types.SimpleNamespace(control=types.SimpleNamespace(value=value), data=value))


def test_fortunes_new_table_asks_who_keeps_the_kasse_in_the_phones_language(tmp_path):
    """Fortune, Preparation: "One player takes over the Kasse (the bank)". A German Kasse's walk read "Wer führt die
    Bank?" on New table, and "Kasse" on every Fortune screen after it: the question, its refusal and the line under a
    player's name typed as the outsider name the Kasse."""
    from companion.i18n import using

    phone = Phone(tmp_path, "/new")
    with using("de"):
        _pick(phone.draw(new_table.view), "fortune", "rollout")
        for name in ("Ann", "Bob"):
            screen = phone.draw(new_table.view)
            typed(keyed(screen, "new-player"), name)
            keyed(screen, "new-player").on_submit(None)
        screen = phone.draw(new_table.view)
        assert _question(screen) == "Wer führt die Kasse?"
        tap(next(c for c in walk(screen) if isinstance(c, ft.FilledButton) and c.content == "Tisch starten"))
        screen = phone.draw(new_table.view)
        assert "Wähle, wer die Kasse führt." in _texts(screen) and not phone.session.page.went
        _pick(screen, NON_PLAYER, None)
        typed(keyed(phone.draw(new_table.view), "outsider"), "bob")
        screen = phone.draw(new_table.view)
        assert keyed(screen, "outsider").helper == "Bob spielt an diesem Tisch mit: Bob führt die Kasse und spielt mit."
    with using("en"):
        assert _question(phone.draw(new_table.view)) == "Who keeps the Kasse?"
        _pick(phone.draw(new_table.view), "rollout", "fortune")  # the other games keep their bank's words
        assert _question(phone.draw(new_table.view)) == "Who runs the bank?"
