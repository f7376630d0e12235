"""Fortune: event cards, bankruptcy, the end of the game, board edits and the German/English texts."""
import pytest

from calculators.core.model import RuleError
from calculators.fortune import actions as A
from calculators.fortune.scoring import standings
from calculators.fortune.state import balance
from calculators.fortune.tables import fortune_board, space_ids
from calculators.fortune.texts import DE, DM, EN, Term, message, message_of, refuse
from tests.support.fortune import B, Table
from tests.support.text import plain
from tests.support.fortune.end import (
    at_the_agreed_time_the_best_balance_wins_and_ties_share, bankruptcy_hands_every_asset_to_the_kasse,
    two_tripled_by_one_sale,
)


def test_the_economy_card_applies_to_all_until_the_next():
    # External Influences: the economy card is read aloud and applies to all players until the next.
    t = Table()
    t.do(A.note_economy_card, B, "  Hochkonjunktur: Verkaufspreise +10 %  ")
    assert t.state.economy_card == "Hochkonjunktur: Verkaufspreise +10 %"
    t.do(A.note_economy_card, B, "Rezession")
    assert t.state.economy_card == "Rezession"
    t.refused("1 bis 200 Zeichen", A.note_economy_card, B, " ")
    t.refused("Kasse", A.note_economy_card, "seat:Ann", "Boom")


def test_card_payments_between_kasse_and_players():
    t = Table()
    t.do(A.card_payment, B, None, "Ann", 20_000, "Geschäfte-Karte: Erbschaft")
    t.do(A.card_payment, B, "Bob", "Cy", 5_000, "Geschäfte-Karte: Lizenzgebühr")
    t.do(A.card_payment, B, "Cy", None, 1_000, "Konjunktur: Abgabe", card="economy")
    assert (t.cash("Ann"), t.cash("Bob"), t.cash("Cy")) == (170_000, 145_000, 154_000)
    t.refused("verschieden", A.card_payment, B, "Ann", "Ann", 1, "x")
    t.refused("Betrag von 1 DM bis 10.000.000 DM", A.card_payment, B, "Ann", None, 0, "x")
    t.refused("Dora spielt nicht mit", A.card_payment, B, "Dora", None, 1, "x")
    t.refused("Konjunktur- oder eine Geschäfte-Karte", A.card_payment, B, "Ann", None, 1, "x", card="joker")


def test_the_bankrupts_share_packages_return_to_the_kasse():
    t = Table(players=("Ann", "Bob"))
    t.turn("Ann", "shares-eternit")
    t.do(A.buy_shares, B, "Ann")
    t.do(A.card_payment, B, "Ann", "Bob", 200_000, "Geschäfte-Karte: Schadenersatz")
    assert t.state.due.total == 200_000
    t.do(A.declare_bankrupt, B, "Ann")
    assert t.state.holding("eternit") is None
    # Interpretation: the last player still in the game wins.
    assert t.state.phase == "over" and t.state.winners == ("Bob",)


def test_tripling_the_starting_capital_ends_the_game_at_once():
    # End of the Game: the game ends when a player has tripled his starting capital; he wins.
    t = Table()
    t.pay_in("Bob", 299_000)
    assert t.state.phase == "play"
    t.pay_in("Bob", 1_000)
    assert balance(t.state, "Bob") == 450_000
    assert t.state.phase == "over" and t.state.winners == ("Bob",) and t.state.tripled == "Bob"
    t.refused("zu Ende", A.roll_move, B, "Ann", 1)
    t.refused("zu Ende", A.time_up, B)
    assert standings(t.state)[0].tripled


def test_the_banker_edits_an_assumed_table_and_the_new_price_applies():
    t = Table()
    t.do(A.edit_fortune_board, B, "chip_prices", {"factory": [9_000, 11_000], "energy": [6_000, 8_000],
                                                  "personnel": [8_000, 10_000]})
    t.turn("Ann", "factory-1")
    t.do(A.buy_chips, B, "Ann", "factory", 3)
    assert t.cash("Ann") == 123_000
    t.refused("bleibt, wie gedruckt", A.edit_fortune_board, B, "loan_amount", 40_000)
    t.refused("dieselbe Form", A.edit_fortune_board, B, "chip_prices", {"factory": [1]})
    t.refused("gibt es nicht", A.edit_fortune_board, B, "moon", 1)
    t.refused("Kasse", A.edit_fortune_board, "seat:Ann", "premiums", {})
    dice = {"dark": ["ÖKA mißlingt", "-10 %", "-20 %", "+30 %", "-40 %", "-50 %"],
            "light": ["ÖKA mißlingt", "+20 %", "+40 %", "+60 %", "+80 %", "+100 %"]}
    t.refused("nur Plus-", A.edit_fortune_board, B, "oka_dice", dice)
    dice["dark"][3] = "minus dreißig"
    t.refused("Prozentzahl", A.edit_fortune_board, B, "oka_dice", dice)
    supply = dict(fortune_board(t.log).value("supply"), factory=0)
    t.refused("ganze Zahlen von 1 bis 63", A.edit_fortune_board, B, "supply", supply)
    t.refused("halten schon 3", A.edit_fortune_board, B, "supply", {**supply, "factory": 2})
    t.do(A.edit_fortune_board, B, "supply", {**supply, "factory": 48})  # the Hexagames printing
    t.refused("Aktienpreise sind volle Hunderter", A.edit_fortune_board, B, "share_prices",
              {**fortune_board(t.log).value("share_prices"), "pa": 40_050})


def test_space_list_covers_every_kind():
    ids = space_ids(fortune_board(Table().log))
    assert ids[:3] == ["start", "economy", "business"]
    assert {"factory-1", "otto-2", "commerzbank-2", "bonds", "shares-rheinland", "explosion", "fire"} <= set(ids)


def test_texts_in_german_and_english():
    assert set(DE) == set(EN)
    assert plain(message("cannot_afford", "de", player="Ann", cash=DM(8_000), amount=DM(54_000),
                         what=Term("chip.factory"))) == "Ann hat 8.000 DM; nötig sind 54.000 DM für Fabrikchips."
    assert plain(message("cannot_afford", "en", player="Ann", cash=DM(8_000), amount=DM(54_000),
                         what=Term("chip.factory"))) == "Ann has 8,000 DM; factory chips would cost 54,000 DM."
    err = refuse("due_open", player="Ann", amount=DM(54_000))
    assert plain(str(err)) == "Ann muss erst 54.000 DM zahlen (oder Aktien und Obligationen zu 60 % verkaufen)."
    assert plain(message_of(err, "en")) == "Ann must first pay 54,000 DM (or sell shares and bonds at 60 %)."
    assert message_of(RuleError("plain"), "en") == "plain"
    with pytest.raises(ValueError):
        message("game_over", "fr")


def test_every_refusal_of_every_command_has_both_texts():
    import pathlib
    import re
    pkg = pathlib.Path(__file__).resolve().parents[2] / "calculators" / "fortune"
    src = "".join(p.read_text("utf-8") for p in pkg.glob("*.py"))
    keys = set(re.findall(r'refuse\(\s*"([^"]+)"', src))
    assert keys and keys <= set(DE) and keys <= set(EN)


def test_a_wrong_light_die_is_named_as_the_second_value():
    t = Table()
    t.turn("Bob", "shares-pa")
    t.do(A.buy_shares, B, "Bob")
    t.turn("Cy", "consulting")
    err = t.refused("helle ÖKA-Würfel", A.challenge, B, "Cy", values=["-10 %", "-20 %"])
    assert err.field == "values[1]" and "light ÖKA die" in message_of(err, "en")


def test_bankruptcy_hands_every_asset_to_the_kasse():
    bankruptcy_hands_every_asset_to_the_kasse()


def test_at_the_agreed_time_the_best_balance_wins_and_ties_share():
    at_the_agreed_time_the_best_balance_wins_and_ties_share()


def test_the_time_up_sentence_names_the_winners_with_the_right_verb():
    """End of the Game: "at the agreed time the best balance wins" — History names who won; a tie shares it
    ("Ann and Cy win", never "Ann and Cy wins"); asked without the state before, the sentence names nobody rather
    than an empty name (the table screen's "Last:" line read "The playing time is up:  wins")."""
    from calculators.fortune.fold import state_of
    from calculators.fortune.words import lines
    from calculators.core.log import Log

    t = Table()
    t.turn("Bob", "commerzbank-2")
    t.do(A.take_loan, B, "Bob")  # Bob's balance drops by 5,000 DM: Ann and Cy tie on top
    t.do(A.time_up, B)
    before = state_of(Log(events=t.log.events[:-1]))
    event = t.log.events[-1]
    assert lines(event, "en", before)[0] == "The playing time is up: Ann and Cy win"
    assert lines(event, "de", before)[0] == "Die Spielzeit ist um: Ann und Cy gewinnen"
    assert lines(event, "en")[0] == "The playing time is up"
    t2 = Table()
    t2.pay_in("Ann", 1_000)
    t2.do(A.time_up, B)
    before2 = state_of(Log(events=t2.log.events[:-1]))
    assert lines(t2.log.events[-1], "en", before2)[0] == "The playing time is up: Ann wins"
    assert lines(t2.log.events[-1], "de", before2)[0] == "Die Spielzeit ist um: Ann gewinnt"


def test_two_tripling_with_one_event_share_the_win():
    """End of the Game: "The winner is whoever first tripled the invested capital." Bob's sale takes him and,
    by its premium, Ann over 450.000 DM at once: neither is first, so both win (the rulebook names no single
    first: an interpretation; the app chose the higher balance silently)."""
    t = two_tripled_by_one_sale()
    t.do(A.sell_products, B, "Bob")
    assert balance(t.state, "Ann") == 453_000 and balance(t.state, "Bob") == 479_000
    assert t.state.phase == "over" and t.state.winners == ("Ann", "Bob")
    # The end screen's ranking says the same: both 1st (it ranked Bob 1st and Ann 2nd by balance).
    from calculators.fortune.scoring import standings
    assert {s.name: s.rank for s in standings(t.state) if not s.bankrupt} == {"Ann": 1, "Bob": 1, "Cy": 3}


def test_house_rule_two_tripling_at_once_the_higher_balance_wins():
    """The other reading, as a named house rule: of those who tripled with the same event, the higher balance wins."""
    t = two_tripled_by_one_sale(house_rules=["tripled_tie_best_balance"])
    t.do(A.sell_products, B, "Bob")
    assert t.state.winners == ("Bob",) and t.state.tripled == "Bob"
    from calculators.fortune.scoring import standings
    assert [(s.name, s.rank) for s in standings(t.state)][:2] == [("Bob", 1), ("Ann", 2)]


def _said(t, lang="en"):
    from calculators.core.words import history
    return plain(history("fortune", t.log, lang)[t.log.events[-1].seq])


def test_history_says_the_event_that_ends_the_game_by_tripling():
    """End of the Game: "The game ends when either a player has tripled his starting capital …" — the event that
    does it says so, and with two at once, how the win was decided (History said only the payment)."""
    t = Table()
    t.pay_in("Cy", 300_000)
    assert _said(t).endswith("the Kasse pays Cy 300,000 DM; Cy has tripled the starting capital (balance "
                             "450,000 DM): game over")
    assert _said(t, "de").endswith("Cy hat das Startkapital verdreifacht (Bilanz 450.000 DM): Spielende")
    both = two_tripled_by_one_sale()
    both.do(A.sell_products, B, "Bob")
    assert _said(both).endswith("Ann and Bob have tripled the starting capital with the same event (Ann 453,000 DM, "
                                "Bob 479,000 DM): game over, they share the win (interpretation: no one was first)")
    best = two_tripled_by_one_sale(house_rules=["tripled_tie_best_balance"])
    best.do(A.sell_products, B, "Bob")
    assert _said(best, "de").endswith("Spielende, Bob gewinnt mit der höheren Bilanz (Hausregel)")


def test_history_says_the_last_bankruptcy_ends_the_game():
    """End of the Game: "A player who can no longer meet his payment obligations is eliminated." With one player
    left the game is over, and the bankruptcy says so."""
    t = Table(players=("Ann", "Bob"))
    t.do(A.card_payment, B, "Ann", None, 250_000, "Steuer")
    t.do(A.declare_bankrupt, B, "Ann")
    # The last player standing wins: the app's reading (an audit found it unmarked), said as such.
    assert _said(t).endswith("; only Bob is left: game over, Bob wins (interpretation: the rulebook otherwise ends "
                             "only with the playing time or a tripled balance)")
    assert _said(t, "de").endswith("; nur noch Bob ist im Spiel: Spielende, Bob gewinnt (Auslegung: die Spielregel "
                                   "endet sonst erst mit Spielzeit oder verdreifachter Bilanz)")


def test_the_quick_forms_player_count_names_setup_as_the_screens_do():
    """Setup: "2 to 6 players can take part in BUSINESS." The refusal names the section with the screens' German
    word, "Aufbau" (it said "Vorbereitung"), and the game by the screens' name, Fortune; one player is one ("ist 1",
    a walk read "1 are listed")."""
    from calculators.fortune.scoring import quick_problems
    [err] = [e for e in quick_problems({"players": {"Ann": {"cash": 1_000}}}) if e.field == "players"]
    assert message_of(err, "de") == "Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen ist 1."


def test_a_roller_bankrupt_before_his_landing_is_recorded_leaves_the_game_going_on():
    """End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining assets
    go to the Kasse." Turn Order: play goes on clockwise. An audit booked a card payment Ann could not meet between
    her roll and its landing: once she was bankrupt, every next roll was refused until her landing was recorded, and
    her landing was refused because she was out; the table stood still."""
    from calculators.fortune.offers import space_offer

    t = Table()
    t.do(A.roll_move, B, "Ann", 1, values=[3])
    t.do(A.card_payment, B, "Ann", None, 200_000, "Geschäfte-Karte")
    t.do(A.declare_bankrupt, B, "Ann")
    assert "Ann" not in t.state.active and not t.state.awaits_landing
    assert A.next_to_roll(t.state) == "Bob"
    assert space_offer(t.log, "en").offers == ()  # no business of hers to offer
    t.refused("bankrott", A.land, B, "Ann", "other")  # she is out: no landing to record
    t.do(A.roll_move, B, "Bob", 1, values=[2])
    assert t.state.current == "Bob" and t.state.awaits_landing


def test_the_net_worth_line_of_a_bankrupt_player_ends_at_nothing():
    """End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining assets
    go to the Kasse." A walk's net-worth chart ended Bob's line on 194,000 DM beside "Bob (bankrupt) 0 DM": it ends
    at 0 DM at the move he went out, once, and the others' lines go on."""
    from calculators.core.worth import worth_history
    from calculators.fortune.worth import WORTH

    t = Table()
    t.do(A.roll_move, B, "Ann", 1, values=[3])
    t.do(A.land, B, "Ann", "other")
    t.do(A.card_payment, B, "Bob", None, 200_000, "Geschäfte-Karte")
    out_at = t.state.moves
    t.do(A.declare_bankrupt, B, "Bob")
    t.do(A.roll_move, B, "Cy", 1, values=[2])
    t.do(A.land, B, "Cy", "other")
    t.do(A.roll_move, B, "Ann", 1, values=[4])
    lines = worth_history(WORTH, t.log)
    assert lines["Bob"][-1] == (out_at, 0) and lines["Bob"][0][1] > 0
    assert [turn for turn, _v in lines["Bob"]].count(out_at) == 1
    assert lines["Ann"][-1][0] > out_at  # the others go on


def test_a_game_the_table_ends_early_says_so_not_that_the_time_was_up():
    """End of the Game: "a previously agreed playing time has run out" is the rulebook's end; a table that stops
    before it, everyone agreeing, is the app's reading. A walk ended early and read "The playing time is up: Cy wins"
    in History and "at the agreed time" on the end screen and in the copied ranking."""
    from calculators.core.log import Log
    from calculators.fortune.fold import state_of
    from calculators.fortune.standings import standings as final
    from calculators.fortune.turns import ended_early
    from calculators.fortune.words import lines

    t = Table()
    t.pay_in("Ann", 1_000)
    t.do(A.time_up, B, early=True)
    before = state_of(Log(events=t.log.events[:-1]))
    assert lines(t.log.events[-1], "en", before)[0] == "Ended early, everyone agreeing: Ann wins"
    assert lines(t.log.events[-1], "de", before)[0] == "Vorzeitig beendet, alle einverstanden: Ann gewinnt"
    assert lines(t.log.events[-1], "en")[0] == "Ended early, everyone agreeing"
    assert ended_early(t.log) and state_of(t.log).winners == ("Ann",)
    ann = next(s for s in final(t.log, state_of(t.log).players) if s.name == "Ann")
    assert ann.note == "best balance when the table ended early"
    on_time = Table()
    on_time.do(A.time_up, B)
    assert not ended_early(on_time.log)
    Table().refused("Sag, ob der Tisch das Spiel vorzeitig beendet", A.time_up, B, early="yes")  # German first


def test_a_player_owing_more_than_he_has_has_not_tripled():
    """End of the Game: "The winner is whoever first tripled the invested capital"; "A player who can no longer meet
    his payment obligations is eliminated." An audit's Ann owed 440,000 DM she could not pay, assembled a product
    and won on a balance of 451,000 DM that counted none of it — then went bankrupt as the winner."""
    from calculators.fortune.fold import balance_when_paid

    t = Table()
    for space, chip in (("factory-1", "factory"), ("energy-1", "energy"), ("personnel-1", "personnel")):
        t.turn("Ann", space)
        t.do(A.buy_chips, B, "Ann", chip, 1)
    t.pay_in("Ann", 310_000)  # 436,000 DM cash; the target is 450,000 DM
    t.turn("Ann", "business")
    t.do(A.card_payment, B, "Ann", None, 440_000, "Geschäfte-Karte: Steuer")
    t.do(A.assemble, B, "Ann", 1)  # a product: 15,000 DM more on the balance, the debt still open
    assert balance(t.state, "Ann") >= t.state.target > balance_when_paid(t.state)
    assert t.state.phase == "play" and t.state.winners == ()


def test_house_rule_tripling_counts_the_cash_alone():
    """End of the Game: "the game ends when a player has tripled his starting capital" — the app counts the balance,
    as at the end (its reading); the house rule "tripled_on_cash" counts the cash alone: a balance of 455,000 DM made
    of cash short of 450,000 DM and a share package does not end the game, cash of 450,000 DM does."""
    for rules, over in (((), True), (("tripled_on_cash",), False)):
        t = Table(house_rules=rules)
        t.turn("Ann", "shares-eternit")
        t.do(A.buy_shares, B, "Ann")
        package = t.state.holding("eternit").price
        t.pay_in("Ann", 455_000 - package - t.cash("Ann"))  # cash 405,000 DM and the package: a balance of 455,000
        assert balance(t.state, "Ann") == 455_000
        assert (t.state.phase == "over") is over, rules
    assert t.cash("Ann") < 450_000 and not standings(t.state)[0].tripled
    t.pay_in("Ann", 450_000 - t.cash("Ann"))
    assert t.state.phase == "over" and t.state.winners == ("Ann",)
    assert _said(t).endswith("Ann has tripled the starting capital (cash 450,000 DM): game over")
    assert _said(t, "de").endswith("Ann hat das Startkapital verdreifacht (Bargeld 450.000 DM): Spielende")
