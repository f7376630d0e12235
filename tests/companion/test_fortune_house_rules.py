"""Fortune's house rules as the players read them. A walk found the set-up form's heading claiming "off = as the
rulebook says" above rules whose off side is the app's own reading where the rulebook is silent (the ÖKA when the
challenger cannot pay, who pays a sale's premium, a tie in tripling), nothing marked as such where those readings
show in play, and no seat phone listing the rules in force."""
from __future__ import annotations

import pytest

from calculators.fortune import actions as A
from tests.support.controls import walk
from tests.support.fortune import B, Table as Game
from tests.support.fortune.phones import said, screen
from tests.support.text import plain

SIDES = {
    "en": {
        # The ÖKA: "he can force you to roll" — no word on a challenger who cannot pay what the dice decide.
        "oka_cash_check": (
            "Off (interpretation): a challenger whose cash does not cover what the ÖKA costs owes it like any payment: "
            "sales at 60 %, else bankruptcy (the rulebook does not say)\n"
            "On (house rule): an ÖKA only if the challenger holds the highest price it can force in cash"),
        # Bonds: "If you own bonds and land on one of the BP spaces again, you must return your bonds".
        "bonds_back_on_bond_space_only": (
            "Off (as the rulebook says): bonds go back on any BP space, its energy spaces too (“one of the BP spaces”)\n"
            "On (house rule): bonds go back only on BP's bond space (not on its energy spaces)"),
        # Shares: "you receive cash for every business transaction of your fellow players" — not who pays it; "you
        # simply deduct that amount from the price" is the shareholder's own purchase.
        "sale_premium_on_top": (
            "Off (interpretation): on a sale the shareholder's premium comes off the seller's price (the rulebook does "
            "not say who pays it)\n"
            "On (house rule): on a sale the Kasse pays the premium on top of the price"),
        # End of the Game: "The winner is whoever first tripled the invested capital" — no tie.
        "tripled_tie_best_balance": (
            "Off (interpretation): when one event takes several players over three times the starting capital, they "
            "share the win (the rulebook names only “whoever first tripled”)\n"
            "On (house rule): when one event takes several players over three times the starting capital, the higher "
            "balance wins (not a shared win)"),
    },
    "de": {
        "oka_cash_check": "Aus (Auslegung): Reicht das Bargeld des Angreifers nicht",
        "bonds_back_on_bond_space_only": "Aus (so sagt es die Spielregel): Obligationen gehen auf jedem BP-Feld zurück",
        "sale_premium_on_top": "Aus (Auslegung): Beim Verkauf geht die Prämie für den Aktionär vom Preis des Verkäufers",
        "tripled_tie_best_balance": "Aus (Auslegung): Bringt ein Ereignis mehrere Spieler über das Dreifache",
    },
}
HEADING = {"en": "House rules (off unless you switch them on)", "de": "Hausregeln (aus, solange ihr sie nicht einschaltet)"}


def texts(controls) -> list[str]:
    return [plain(c.value) for c in walk(controls) if type(c).__name__ == "Text" and c.value]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_setup_form_says_what_off_and_on_mean_and_marks_the_apps_readings(tmp_path, lang):
    kasse = screen(tmp_path, Game(start=False).log, None, lang)
    assert HEADING[lang] in texts(kasse)
    assert not [x for x in texts(kasse) if "rulebook says)" in x and x.startswith("House rules")]
    for rule, sides in SIDES[lang].items():
        shown = said(kasse, f"rule-{rule}-sides")
        assert shown == sides if lang == "en" else shown.startswith(sides), (rule, shown)
        assert shown.count("\n") == 1 and shown.split("\n")[1].startswith("On (house rule): " if lang == "en"
                                                                          else "Ein (Hausregel): ")


def test_the_readings_in_force_are_listed_and_a_switched_rule_leaves_them(tmp_path):
    # None switched on: the Kasse lists no house rule, and the off sides that are readings among the interpretations.
    g = Game()
    kasse = screen(tmp_path / "off", g.log, None)
    assert said(kasse, "house-rules") == "No house rule is switched on."
    readings = said(kasse, "app-readings").splitlines()
    assert readings[:3] == [
        "Interpretation: a challenger whose cash does not cover what the ÖKA costs owes it like any payment: sales at "
        "60 %, else bankruptcy (the rulebook does not say)",
        "Interpretation: on a sale the shareholder's premium comes off the seller's price (the rulebook does not say "
        "who pays it)",
        "Interpretation: when one event takes several players over three times the starting capital, they share the "
        "win (the rulebook names only “whoever first tripled”)"]
    assert not [r for r in readings if "BP space" in r]  # bonds left off: the rulebook's own words, no reading
    # Insurance, "15,000 DM per factory you own": the rulebook does not say when the chips are counted.
    assert ("Interpretation: after an explosion the insurance pays 15,000 DM for each factory chip held when it hit "
            "(“per factory you own”; the rulebook does not say when)") in readings
    # Consulting and advertising: "move your company piece immediately onto the economy space"; bonds pay "when you
    # pass the start again": the jump is read as passing no Start.
    assert any(r.startswith("Interpretation: the jump of a consulting or advertising chip to an economy space passes "
                            "no Start, so it pays no bond income") for r in readings)
    on = Game(house_rules=("oka_cash_check", "tripled_tie_best_balance"))
    kasse = screen(tmp_path / "on", on.log, None)
    assert said(kasse, "house-rules").splitlines() == [
        "House rule: an ÖKA only if the challenger holds the highest price it can force in cash",
        "House rule: when one event takes several players over three times the starting capital, the higher balance "
        "wins (not a shared win)"]
    assert [r for r in said(kasse, "app-readings").splitlines() if "ÖKA costs" in r or "share the win" in r] == []


@pytest.mark.parametrize("lang, rules, lines", [
    ("en", (), ["No house rule is switched on."]),
    ("de", ("sale_premium_on_top",), ["Hausregel: Beim Verkauf zahlt die Kasse die Prämie zusätzlich zum Preis"]),
])
def test_every_seat_phone_lists_the_house_rules_in_force(tmp_path, lang, rules, lines):
    # The bank's phone listed them; a player's own phone never did. Before the first roll, on a turn and at the end.
    start = Game(start=False)
    start.do(A.set_up, B, {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120, house_rules=rules)
    g = Game(house_rules=rules)
    for name, log in (("start", start.log), ("turn", g.log)):
        bob = screen(tmp_path / name, log, "Bob", lang)
        assert said(bob, "house-rules").splitlines() == lines, name
        assert said(bob, "app-readings"), name
    g.do(A.time_up, B)
    assert said(screen(tmp_path / "over", g.log, "Cy", lang), "house-rules").splitlines() == lines


@pytest.mark.parametrize("lang, off, on", [
    ("en", "If the cash falls short, Cy owes the amount: sales at 60 %, else bankruptcy (interpretation).",
     "House rule: Cy needs 114,000 DM in cash for the ÖKA."),
    ("de", "Reicht das Bargeld nicht, schuldet Cy den Betrag: Verkauf zu 60 %, sonst Bankrott (Auslegung).",
     "Hausregel: Cy braucht 114.000 DM Bargeld für das ÖKA."),
])
def test_the_oka_box_marks_the_reading_it_plays(tmp_path, lang, off, on):
    # The ÖKA box on the Kasse's and the challenger's phone: off, the shortfall is owed (the app's reading, marked);
    # on, the house rule's condition (the dice can force 190 % of the 60,000 DM package).
    for name, rules, expected in (("off", (), off), ("on", ("oka_cash_check",), on)):
        g = Game(house_rules=rules)
        g.turn("Ann", "other")
        g.turn("Bob", "shares-commerzbank")
        g.do(A.buy_shares, B, "Bob")
        g.turn("Cy", "commerzbank-1")
        for seat in (None, "Cy"):
            assert said(screen(tmp_path / f"{name}-{seat}", g.log, seat, lang), "oka-cash") == expected, (name, seat)


def test_each_players_company_choice_is_named_for_a_screen_reader(tmp_path):
    # Setup: each player chooses a company; every player's group offers the same six. A walk found each radio named
    # only "DEGUSSA": a screen reader could not tell Ann's DEGUSSA from Bob's.
    import flet as ft
    kasse = screen(tmp_path, Game(start=False).log, None)
    named = [c.semantics_label for c in kasse if isinstance(c, ft.Text) and c.semantics_label
             and c.value == "DEGUSSA"]
    assert named == ["Ann: DEGUSSA", "Bob: DEGUSSA", "Cy: DEGUSSA"]


@pytest.mark.parametrize("lang, words", [
    ("en", "Cy has 5,000 DM: not even the 12,000 DM a failed ÖKA costs."),
    ("de", "Cy hat 5.000 DM: nicht einmal die 12.000 DM, die ein misslungenes ÖKA kostet."),
])
def test_the_oka_box_says_when_the_cash_does_not_cover_even_the_fee(tmp_path, lang, words):
    # A walk: Cy with 5,000 DM read only the general "if the cash falls short … (interpretation)", challenged, failed
    # and owed 10,000 DM ("20% of the share purchase price" is what a failed ÖKA costs). The figures come first now.
    g = Game()
    g.turn("Ann", "other")
    g.turn("Bob", "shares-commerzbank")
    g.do(A.buy_shares, B, "Bob")
    g.do(A.card_payment, B, "Cy", None, g.cash("Cy") - 5_000, "Geschäfte-Karte: Steuer")
    g.turn("Cy", "commerzbank-1")
    for seat in (None, "Cy"):
        assert said(screen(tmp_path / f"short-{seat}", g.log, seat, lang), "oka-cash-short") == words, seat
    g.do(A.card_payment, B, None, "Cy", 7_000, "Geschäfte-Karte: Erbschaft")  # 12,000 DM: the fee is covered
    assert said(screen(tmp_path / "covered", g.log, "Cy", lang), "oka-cash-short") is None
