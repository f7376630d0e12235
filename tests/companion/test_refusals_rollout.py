"""Rollout's refusals in the phone's language (issue 17, item 4: "History and every rules message follow the
phone's language"). Each refusal is provoked through the rules' real command at a real table; a German phone
reads the catalog's German of the rule's template, with the game's words (a product, a board table, what a
player may do) in German too, and no English word of the English sentence left; an English phone reads the
rules' own English sentence. A refusal that depends on hidden cash stays as quiet in German as in English."""
from __future__ import annotations

import re

import pytest

import calculators.rollout as ro
from calculators.core.model import RuleError
from calculators.rollout.tables import edit_rollout_board
from companion.i18n.refusals import refusal
from tests.support.rollout import B, Table, new_table, seat, skip_stage, stage1, stage2, started

NAMES = {"Ann", "Bob", "Cy", "Dee", "Simcor", "Camcon", "Pedrasca", "Bermax"}
# Words a German sentence shares with the English one (the game's proper names and what German says alike).
ALIKE = {"Bank", "Hex", "Q", "M", "B", "Rollout", "Computer", "Radio", "in"}


def english_left(err: RuleError) -> set[str]:
    """The English sentence's words (names, numbers and money aside) that its German still shows."""
    german = refusal(err, "de")
    words = set(re.findall(r"[A-Za-z]+", err.message)) - NAMES - ALIKE
    return {w for w in words if re.search(rf"(?<![A-Za-zÄÖÜäöüß]){w}(?![A-Za-zÄÖÜäöüß])", german)}


def said(err: RuleError, german: str) -> None:
    """The German phone reads `german`; the English phone reads the rules' sentence; no English word is left."""
    assert refusal(err, "en") == err.message
    assert refusal(err, "de") == german, refusal(err, "de")
    assert not english_left(err), (err.message, refusal(err, "de"))


def at_stage(stage: int, options=None) -> Table:
    t = started(options=options)
    stage1(t)
    stage2(t)
    while t.state.stage < stage:
        skip_stage(t)
    return t


def test_loans_are_repaid_in_stage_1_and_borrowed_up_to_five_billion():
    # Borrowing Money: "The principal must be paid back to the Bank in $1 billion amounts during any Stage 1."
    t = at_stage(3)
    t.do(ro.borrow, B, "Bob", 1)
    err = t.refused(ro.repay, B, "Bob", 1, match="repaid during Stage 1")
    said(err, "Kredite werden in Phase 1 getilgt (Geld leihen).")
    # "Players may borrow up to $5 billion from the Bank at any time but only in $1 billion amounts."
    t.do(ro.borrow, B, "Bob", 4)
    err = t.refused(ro.borrow, B, "Bob", 1, match="nothing more")
    said(err, "Bob darf insgesamt bis zu $5B leihen; nichts mehr (Geld leihen).")
    err = t.refused(ro.borrow, B, "Ann", 6, match="$5B more")
    said(err, "Ann darf insgesamt bis zu $5B leihen; noch $5B (Geld leihen).")


def test_a_seat_acts_only_for_itself_and_the_phrase_of_what_it_tried_is_german_too():
    # A player's phone borrows for its own company (the banker may act for anyone): Borrowing Money, "Players may
    # borrow" — each for his own Company.
    t = started()
    err = t.refused(ro.borrow, seat("Ann"), "Bob", 1, match="Only Bob (or the banker) can borrow for their company.")
    said(err, "Nur Bob (oder die Bank) kann für die eigene Firma Geld leihen.")


def test_missed_dividends_bar_stage_4():
    # Stage 1, Missed Dividends: "He may play Stages 2, 3 and 6. He may not play Stage 4."
    t = started()
    t.do(ro.pay_stage1, B, "Cy", pay_dividends=False)
    stage1(t)
    stage2(t)
    skip_stage(t)
    err = t.refused(ro.start_stage, B, ["Ann", "Cy"], faces=[1], match="Missed Dividends")
    said(err, "Cy hat keine Dividende gezahlt und darf Phase 4 nicht spielen (Ausgelassene Dividende).")


def test_a_player_without_a_card_of_the_product_in_demand_cannot_show_one():
    # Step C, Note: "If a player does not have a Product Card for the product in demand ... he cannot roll any dice".
    from tests.support.rollout.step_c import bob_without_televisions
    t = bob_without_televisions()  # Step A: "3 or 4 Televisions"; Bob's card never dealt
    err = t.refused(ro.show_card, B, "Bob", 5, match="Bob holds no Televisions card.")
    said(err, "Bob hat keine Karte für Fernseher.")


def test_the_first_open_bid_is_the_market_price():
    # Stage 4, Open Bid: "he must offer the current market price for each share."
    t = at_stage(4)
    market = ro.ledger.market(t.state, "Simcor")
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    err = t.refused(ro.bid, B, "Bob", market - 100, match="The first bid is the market price")
    said(err, f"Das erste Gebot ist der Kurs, {ro.ledger.money(market)} (Offenes Gebot).")


def test_up_to_ten_stores_are_built_a_turn():
    # Stage 5, How to Build Stores: "Up to 10 Stores may be built on each turn."
    t = at_stage(5)
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.do(ro.open_store_plans, B)
    err = t.refused(ro.enter_store_plan, seat("Ann"), "build", 11, match="1 to 10")
    said(err, "Bau 1 bis 10 Läden je Runde.")


def test_research_once_a_turn_and_never_more_cards_than_the_deck_holds():
    # Stage 6: "Players may Research and Develop new products from the Product Deck, once per turn."
    t = at_stage(6)
    t.do(ro.start_stage, B, ["Ann"])
    t.do(ro.research, B, "Ann", "radio", 1)
    err = t.refused(ro.research, B, "Ann", "radio", 1, match="once per turn")
    said(err, "Ann hat in dieser Runde schon geforscht (einmal je Runde).")


def test_a_takeover_needs_six_shares():
    # Takeovers: "If a player owns (controls) six shares in an opponent's Company, he can take it over."
    t = started()
    err = t.refused(ro.take_over, B, "Ann", "Camcon", match="a takeover needs six")
    said(err, "Ann hält 0 Camcon-Aktien; eine Übernahme braucht sechs (Übernahmen).")


def test_a_printed_board_number_is_not_edited_and_the_table_is_named_in_german():
    # Setting Up, Money: each company starts with "$7 billion" — printed in the rulebook, not an assumption.
    t = Table(new_table())
    err = t.refused(edit_rollout_board, B, "starting_cash", 8000, match="printed in the rulebook")
    said(err, "„Startkapital“ steht in der Spielregel und lässt sich nicht ändern.")


def test_a_die_shows_one_to_six():
    # Setting Up, Choose a Company: "Each player now rolls a die." — a die has six faces.
    t = Table(new_table())
    rolls = [{"Ann": 6, "Bob": 7, "Cy": 1, "Dee": 2}]
    err = t.refused(ro.set_up, B, {"Ann": "Simcor", "Bob": "Camcon", "Cy": "Pedrasca", "Dee": "Bermax"}, rolls=rolls,
                    match="die shows 1 to 6")
    said(err, "Der Würfel von Bob zeigt 1 bis 6, nicht 7.")


def _bob_bids_more_than_he_holds(options=None) -> Table:
    """Stage 4, Simcor's two shares at $500M; Bob ($500M in hand) bids the market price: $1B in all."""
    t = at_stage(4, options)
    for c in t.state.active():
        t.do(ro.correct, B, c.ceo, "price", value=t.state.tables.opening_square, reason="test")
    t.do(ro.correct, B, "Bob", "cash", delta=500 - t.cash("Bob"), reason="spent at the table")
    t.do(ro.start_stage, B, ["Ann", "Bob"], faces=[1])
    t.do(ro.bid, B, "Bob", 500)
    return t


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_bid_refused_for_hidden_cash_names_no_amount_in_either_language(lang):
    """Stock Call: "a player may call an opponent's bid if he thinks the opponent does not have the money" — cash is
    hidden. The banker plays (Ann), so closing the bidding on Bob's bid tells her only the rules' no, in German as
    in English; a table with cash open to all hears the sum."""
    t = _bob_bids_more_than_he_holds()
    err = t.refused(ro.sell_lot, B, match="Bob cannot pay the bid: borrow first, or strike the bid.")
    quiet = refusal(err, lang)
    assert not re.search(r"\$|\d", quiet), quiet
    assert "amount" not in err.params and set(err.params) == {"player"}  # no amount among the values either
    assert quiet == {"en": err.message,
                     "de": "Bob kann das Gebot nicht zahlen: erst Geld leihen oder das Gebot streichen."}[lang]
    if lang == "de":
        assert not english_left(err)
    told = _bob_bids_more_than_he_holds({"cash_open": True}).refused(ro.sell_lot, B, match="$1B")
    assert refusal(told, lang) == {"en": "Bob cannot pay $1B: borrow first, or strike the bid.",
                                   "de": "Bob kann $1B nicht zahlen: erst Geld leihen oder das Gebot streichen."}[lang]


def test_stage_1_short_of_cash_stays_one_quiet_answer_in_german():
    """Stage 1: which payment falls short (salaries, interest) says something of the cash, so a phone that may not
    see it reads one answer. Bankruptcy: "When a player cannot make his loan payment, he is Bankrupt"."""
    t = started()
    t.do(ro.borrow, B, "Bob", 2)
    t.do(ro.correct, B, "Bob", "cash", delta=-(t.cash("Bob") - 50), reason="spent")
    err = t.refused(ro.pay_stage1, B, "Bob", match="cannot pay the salaries, interest and dividends")  # Ann banks
    said(err, "Bob kann Gehälter, Zinsen und Dividenden nicht zahlen: Geld leihen, Läden entfernen, Dividende "
              "auslassen oder bankrott gehen (Bankrott).")
    own = t.refused(ro.pay_stage1, seat("Bob"), "Bob", match="cannot pay the interest")  # his own phone knows more
    said(own, "Bob kann die Zinsen der Kredite nicht zahlen: erst Geld leihen oder bankrott gehen (Bankrott).")


def test_the_english_word_check_can_fail():
    """The check above would see an English word the German left untranslated."""
    err = RuleError("{player} holds {have} {company} shares, not {n}.", player="Bob", have=2, n=3, company="Simcor")
    assert not english_left(err)
    untranslated = RuleError("Bob keeps the Simcor shares {x}.", x=1)  # no German in the catalog
    assert english_left(untranslated) == {"keeps", "the", "shares"}


def test_every_short_payment_has_a_quiet_twin_with_no_amount_in_either_language():
    """Each payment's short-cash refusal (calculators.rollout.ledger.SHORT) is two whole sentences: the one a phone
    that may not see the payer's cash reads carries no amount, in its words or among its values, in German either."""
    from calculators.rollout.ledger import SHORT

    for what, short in SHORT.items():
        loud = short("Bob", "$1.2B", company="Simcor")
        quiet = loud.quiet
        assert "$1.2B" in loud.message and "$1.2B" in refusal(loud, "de"), what
        assert "amount" not in quiet.params and not re.search(r"\$|\d", refusal(quiet, "de") + quiet.message), what
        assert quiet.quiet is quiet and not english_left(quiet) and not english_left(loud), what


def test_rollouts_sealed_round_purposes_read_in_german():
    """Rollout's three sealed rounds (Step B budgets, Stage 4 secret bids, Stage 5 plans) are recorded with an English
    purpose; a German phone reads it in German on the sealed-entry form, the banker's panel and in History."""
    from calculators.core.words import purpose_in

    assert purpose_in("Turn 3, Step B — advertising budget and price for Televisions", "de", "rollout") == \
        "Runde 3, Schritt B — Werbekampagne und Preis für Fernseher"
    assert purpose_in("Turn 2, Stage 5 — build or sell Stores, and how many", "de") == \
        "Runde 2, Phase 5 — Läden bauen oder verkaufen, und wie viele"
    assert purpose_in("Turn 4, Stage 4 — secret bids per share for 1 Acme share, below $1.2B", "de") == \
        "Runde 4, Phase 4 — verdeckte Gebote je Aktie für 1 Acme-Aktie, unter $1.2B"
    said = "Turn 4, Stage 4 — secret bids per share for 2 Big Co shares, below $40M"
    assert purpose_in(said, "de") == "Runde 4, Phase 4 — verdeckte Gebote je Aktie für 2 Big Co-Aktien, unter $40M"
    assert purpose_in(said, "en") == said and purpose_in("Who buys the mill?", "de") == "Who buys the mill?"
