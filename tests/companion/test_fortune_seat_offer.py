"""A player's own phone on the space the banker just tapped for them. A walk: Bob rolled, his phone promised "The banker
then taps the space you land on; this phone then shows what it brings you", the banker tapped "Aktien Commerzbank" —
and Bob's phone said only "Last: Bob lands on Shares Commerzbank" and "Cy rolls next"; the price and the choice to
buy were on the bank's phone alone. Shares: "you can buy up all the shares" — the player's choice, the Kasse's
booking (Setup: the Kasse hands out "shares, bonds and loan cards")."""
from __future__ import annotations

import pytest

from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game, insured_explosion
from tests.support.fortune.phones import said, screen


def bob_on_the_commerzbank_shares():
    g = Game()
    g.turn("Ann", "other")
    g.turn("Bob", "shares-commerzbank")
    return g


@pytest.mark.parametrize("lang, words", [
    ("en", {"offer-space": "Your space: Shares Commerzbank",
            "offer-shares": "The share package Commerzbank costs 60,000 DM: buy it or leave it.",
            "offer-decide": "The choice is yours: tell the banker, who books it on the bank's phone. Then Cy rolls.",
            "ann": "Bob is deciding on Shares Commerzbank; then Cy rolls.",
            "cy": "Bob is still deciding on Shares Commerzbank: roll once Bob is done."}),
    ("de", {"offer-space": "Dein Feld: Aktien Commerzbank",
            "offer-shares": "Das Aktienpaket Commerzbank kostet 60.000 DM: kaufen oder liegen lassen.",
            "offer-decide": "Die Entscheidung liegt bei dir: Sag sie der Kasse, die sie auf ihrem Handy bucht. Dann "
                            "würfelt Cy.",
            "ann": "Auf Aktien Commerzbank entscheidet jetzt Bob; danach würfelt Cy.",
            "cy": "Auf Aktien Commerzbank entscheidet Bob noch: Würfle, wenn Bob fertig ist."}),
])
def test_the_players_phone_shows_the_package_and_the_others_wait_for_his_choice(tmp_path, lang, words):
    g = bob_on_the_commerzbank_shares()
    bob = screen(tmp_path / "bob", g.log, "Bob", lang)
    for key in ("offer-space", "offer-shares", "offer-decide"):
        assert said(bob, key) == words[key], key
    assert said(bob, "next-to-roll") is None  # not "Cy rolls next" while the choice is Bob's
    assert said(screen(tmp_path / "ann", g.log, "Ann", lang), "next-to-roll") == words["ann"]
    assert said(screen(tmp_path / "cy", g.log, "Cy", lang), "waits-for") == words["cy"]
    # The Kasse books the purchase: the choice is made, and the phones say who rolls next again.
    g.do(A.buy_shares, B, "Bob")
    bob = screen(tmp_path / "bob-after", g.log, "Bob", lang)
    assert said(bob, "offer-decide") is None and said(bob, "offer-shares") is None
    assert said(bob, "next-to-roll") == ("Cy rolls next" if lang == "en" else "Als Nächstes würfelt Cy")
    assert said(screen(tmp_path / "cy-after", g.log, "Cy", lang), "waits-for") is None


def test_every_space_that_asks_the_player_something_says_so_on_their_phone(tmp_path):
    # Production area (chips at the space's price), Sales area ("exactly 2 … at once", else the reason), Loans,
    # Bonds, and the event spaces, where the banker acts.
    g = Game()
    seen = {}
    for player, space, key in (("Ann", "factory-1", "offer-chips"), ("Bob", "otto-1", "offer-sell"),
                               ("Cy", "commerzbank-1", "offer-loan"), ("Ann", "bonds", "offer-bonds"),
                               ("Bob", "consulting", "offer-chips"), ("Cy", "business", "offer-business")):
        g.turn(player, space)
        phone = screen(tmp_path / space, g.log, player)
        seen[space] = said(phone, key)
        if space == "otto-1":
            seen["otto-why"] = said(phone, "offer-sell-why")
            assert said(phone, "offer-decide") is None  # nothing to choose: the next roll is not held up
    assert seen == {
        "factory-1": "Buy factory chips here at 10,000 DM each, as many as you want and can pay for.",
        # Said to Bob, who has none (it read "Sell 2 … or keep them for a better price" over "Bob has 0", a walk).
        "otto-1": "Here the Kasse buys exactly 2 finished products at 32,000 DM each; you have none.",
        "otto-why": None,
        "commerzbank-1": "A loan of 50,000 DM at Commerzbank: 48,000 DM paid out to you; you repay 50,000 DM and "
                         "4,000 DM interest when you land on one of its spaces again.",
        "bonds": "Bonds at 10,000 DM each, up to 5 now (you hold 0); each pays 3,000 DM when you pass the start.",
        "consulting": "Buy consulting chips here at 10,000 DM each, as many as you want and can pay for.",
        "business": "A business card: take the top card and follow it; the banker books what it pays.",
    }


def test_a_player_with_products_short_of_the_count_reads_how_many_they_have(tmp_path):
    # Hexagames: "you can sell exactly 1, 2 or 3 finished products at once"; Ann has 1, REWE buys 3.
    g = Game()
    g.turn("Ann", "factory-1")
    for chip, space in (("factory", None), ("energy", "energy-1"), ("personnel", "personnel-1")):
        if space:
            g.turn("Ann", space)
        g.do(A.buy_chips, B, "Ann", chip, 1)
    g.do(A.assemble, B, "Ann", 1)
    assert g.sheet("Ann").products == 1
    g.turn("Ann", "rewe-1")
    ann = screen(tmp_path, g.log, "Ann", "de")
    assert said(ann, "offer-sell").startswith("Hier kauft die Kasse genau 3 Fertigprodukte zu je ")
    assert said(ann, "offer-sell").endswith("; du hast 1.") and said(ann, "offer-sell-why") is None


def test_a_loan_on_a_german_phone_names_the_bank_after_bei_der(tmp_path):
    # Loans: "On the bank spaces of Commerzbank and Bayerische Vereinsbank" — after "bei der" the name is dative.
    g = Game()
    g.turn("Ann", "vereinsbank-1")
    assert said(screen(tmp_path, g.log, "Ann", "de"), "offer-loan").startswith(
        "Ein Darlehen über 50.000 DM bei der Bayerischen Vereinsbank: ")


@pytest.mark.parametrize("lang, undid", [("en", "Just now: Undid: "), ("de", "Gerade eben: Zurückgenommen: ")])
def test_a_booking_the_kasse_takes_back_is_told_on_every_phone(tmp_path, lang, undid):
    """The Kasse books Bob's shares, then takes the booking back (History, Undo): every phone's latest line says
    so, instead of the booking simply vanishing (a walk: a seat took its vanished action for a lost tap)."""
    from calculators.core.log import undo

    g = bob_on_the_commerzbank_shares()
    buy = lambda log: A.buy_shares(log, B, "Bob")  # noqa: E731
    bought = said(screen(tmp_path / "cy-bought", g.log, "Cy", lang, then=[buy]), "fortune-last")
    assert "Commerzbank" in bought
    for who in ("Bob", "Cy", None):
        line = said(screen(tmp_path / f"after-{who}", g.log, who, lang, then=[buy, lambda log: undo(log, B)]),
                    "fortune-last")
        assert line.startswith(undid) and "Commerzbank" in line, (who, line)
        assert line != bought


def test_the_explosion_claim_is_explained_on_the_players_own_phone(tmp_path):
    # Explosion: "15,000 DM per factory you own"; the app counts every factory chip held when it hit (the moment is
    # its reading), which a walk read on the Kasse's phone only while Bob's own phone said only what the chip brings.
    g = insured_explosion()
    bob = screen(tmp_path, g.log, "Bob")
    assert said(bob, "offer-claim") == "Your loss is insured: one insurance chip brings 30,000 DM."
    assert said(bob, "offer-claim-reading") == (
        "Interpretation: the rulebook's \"15,000 DM per factory you own\" counts every factory chip held when the "
        "explosion hit, those it took too: 15,000 DM each.")


def test_bonds_closed_after_bonds_went_back_offer_no_up_to_zero(tmp_path):
    # Bonds: they go back on landing on a BP space again; "neu kaufen erst ab der nächsten Runde". A walk read "up to
    # 0 now" on Ann's phone over the rules' reason; the closed offer names price, holding and interest only.
    g = Game()
    g.turn("Ann", "bonds")
    g.do(A.buy_bonds, B, "Ann", 2)
    g.turn("Ann", "energy-1")
    assert g.sheet("Ann").bonds == 0
    g.turn("Ann", "bonds")
    ann = screen(tmp_path, g.log, "Ann")
    assert said(ann, "offer-bonds") == "Bonds at 10,000 DM each (you hold 0); each pays 3,000 DM when you pass the start."
    assert said(ann, "offer-bonds-why") == "Ann returned bonds this round; a new purchase only from the next round."


def test_the_dice_choice_is_said_to_the_player_on_their_own_phone(tmp_path):
    # Movement: the player chooses one die or two before the roll. A walk's English phone read "Before the roll Ben
    # chooses" on Ben's own phone; the Kasse's names the player.
    from tests.support.controls import walk

    def help_line(controls):
        return list({id(c): c.value for c in walk(controls) if getattr(c, "key", None) == "dice-help"}.values())

    g = Game()
    assert help_line(screen(tmp_path / "ann", g.log, "Ann")) == ["Before the roll you choose: one die or two."]
    assert help_line(screen(tmp_path / "de", g.log, "Ann", "de")) == ["Vor dem Wurf wählst du: ein Würfel oder zwei."]
    assert help_line(screen(tmp_path / "kasse", g.log, None)) == ["Before the roll Ann chooses: one die or two."]
