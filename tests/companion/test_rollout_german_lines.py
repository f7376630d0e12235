"""Rollout's lines as a German bank phone reads them, where a walk of a real table found broken German: "Karte
keine" (Step C), "Cy: keine 0" and "Cy führt aus: keine 0" (Stage 5), "forscht nach Computer" (Stage 6), "Aktien
von Bank" (a correction of shares) and "Die Aktien der Bank sind für diese Runde verkauft." after the Bank kept a lot
(Stage 4). Each line is read in German and in English."""
from __future__ import annotations

import flet as ft

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.words import last_sentence
from calculators.rollout.stage2_budgets import budgets_round
from companion.i18n import using
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text, walk
from tests.support.rollout_screens import Screen

PLAYERS = ("Ann", "Bob", "Cy")


def _read(seed: Seed, lang: str, **where) -> str:
    screen = Screen(seed.hub, seed.sid, **where)
    screen.ctx.session.lang = lang  # the phone's language, chosen in Settings
    with using(lang):
        controls = screen.draw()
        spoken = [c.semantics_label for c in walk(controls) if isinstance(c, ft.Text) and c.semantics_label]
        return all_text(controls) + " | " + " | ".join(spoken)


def at_step_c(tmp_path) -> Seed:
    """A table at Step C: the Hex checked (Computers in demand), every budget entered and revealed."""
    seed = Seed(tmp_path, PLAYERS)
    seed.stage1()
    seed.do(ro.check_hex, faces=[5])
    seed.do(ro.open_budgets)
    for p in PLAYERS:
        seed.do(bids.enter, budgets_round(seed.state), {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    return seed


def test_step_c_says_no_card_in_words(tmp_path):
    """Step C: "each player who has a card of the product in demand shows it" — one who has none shows no card."""
    seed = at_step_c(tmp_path)
    seed.do(ro.show_card, "Ann", 5)
    seed.do(ro.show_card, "Bob", None)
    de, en = _read(seed, "de"), _read(seed, "en")
    assert "Karte keine" not in de and "· keine Karte" in de and "· Karte Q5" in de
    assert "card none" not in en and "· no card" in en and "· card Q5" in en


def _stage5(tmp_path) -> Seed:
    seed = Seed(tmp_path, PLAYERS)
    seed.to(5)
    seed.do(ro.start_stage, list(PLAYERS), faces=[1])
    seed.do(ro.open_store_plans)
    for p, plan, n in (("Ann", "build", 2), ("Bob", "build", 1), ("Cy", "none", 0)):
        seed.do(ro.enter_store_plan, plan, n, actor=f"seat:{p}")
    seed.do(ro.reveal_store_plans)
    return seed


def test_stage_5_plans_read_as_what_each_player_does(tmp_path):
    """Stage 5: "Players may build Stores or sell them, but not both" — a plan of neither is said in words, not
    as "keine 0"."""
    seed = _stage5(tmp_path)
    de, en = _read(seed, "de"), _read(seed, "en")
    assert "keine 0" not in de and "none 0" not in en
    assert "Ann: baut 2 Läden" in de and "Bob: baut 1 Laden" in de and "Cy: baut nicht und verkauft nicht" in de
    assert "Ann: builds 2 Stores" in en and "Bob: builds 1 Store" in en and "Cy: neither builds nor sells" in en
    first = ro.next_planner(seed.state)
    plan = {"Ann": ("baut 2 Läden", "builds 2 Stores"), "Bob": ("baut 1 Laden", "builds 1 Store"),
            "Cy": ("baut nicht und verkauft nicht", "neither builds nor sells")}[first]
    assert f"{first} führt aus: {plan[0]}" in de and f"{first} carries out: {plan[1]}" in en


def test_research_reads_in_the_dative(tmp_path):
    """Stage 6: a player researches a product ("forscht nach Computern", not "nach Computer")."""
    seed = Seed(tmp_path, PLAYERS)
    seed.to(6)
    seed.do(ro.start_stage, ["Ann"], faces=[1])
    seed.do(ro.research, "Ann", "computer", 1)
    log = seed.hub.get(seed.sid).log
    assert last_sentence("rollout", log, "de").startswith("Ann forscht nach Computern: 1 Karte umgedreht")
    assert last_sentence("rollout", log, "en").startswith("Ann researched Computers: 1 card turned")
    seed.do(ro.end_stage)
    seed.to(6, seed.state.turn)
    seed.do(ro.start_stage, ["Bob"], faces=[1])
    seed.do(ro.research, "Bob", "television", 2)
    assert "Bob forscht nach Fernsehern" in last_sentence("rollout", seed.hub.get(seed.sid).log, "de")


def test_a_correction_of_shares_names_the_bank_with_its_article(tmp_path):
    """The More screen's correction of shares: "Aktien von der Bank", "Aktien an die Bank" to a screen reader."""
    seed = Seed(tmp_path, PLAYERS)
    seed.stage1()
    de, en = _read(seed, "de", more=True), _read(seed, "en", more=True)
    assert "Aktien von Bank" not in de and "Aktien von der Bank" in de and "Aktien an Ann" in de
    assert "Shares from the Bank" in en and "Shares to Ann" in en


def test_stage_4_does_not_say_sold_when_the_bank_kept_a_lot(tmp_path):
    """Stage 4: when no one bids on the Bank's shares they stay with the Bank this turn — after that, "the Bank's
    shares are sold" is not what happened."""
    seed = Seed(tmp_path, ("Ann", "Bob"))
    seed.to(4)
    seed.do(ro.start_stage, ["Ann", "Bob"], faces=[1])
    while seed.state.auction.lot is not None:
        seed.do(ro.pass_lot)
    de, en = _read(seed, "de"), _read(seed, "en")
    assert "verkauft." not in de and "are sold" not in en
    assert "Die Bank hat in dieser Runde alle ihre Aktien angeboten; Aktien, die niemand gekauft hat, behält die Bank." in de
    assert "The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank." in en


def test_players_still_to_pay_are_listed_as_a_sentence(tmp_path):
    """Stage 1: "All the players pay Salaries, Loans and Dividends" — on the phone of a player who has paid, the line
    naming those still to pay reads as a sentence in each language ("Bob und Cy"), not as a comma list."""
    seed = Seed(tmp_path, PLAYERS)
    seed.do(ro.pay_stage1, "Ann")
    de, en = _read(seed, "de", seat="Ann"), _read(seed, "en", seat="Ann")
    assert "Warte" in de and "Bob und Cy" in de and "Bob, Cy" not in de
    assert "Waiting for Bob and Cy" in en and "Bob, Cy" not in en


def test_confirming_no_card_for_a_player_who_holds_one_is_asked_first(tmp_path):
    """Step C: "If a player doesn't have a Product card of that type … he moves his Sales Track meter back to Square
    One" and five squares down. A walk's banker tapped "Confirm Cy's card" with the Q not yet typed, for Cy who held
    a Radio card: Cy went back and down, and 10 squares more at Step F. With a card of the product held, an empty Q
    is asked about first; nothing is recorded until the banker says no card was shown."""
    from tests.support.controls import texts
    from tests.support.rollout_screens import tap

    seed = at_step_c(tmp_path)
    banker = Screen(seed.hub, seed.sid)
    events = len(seed.hub.get(seed.sid).log.events)
    tap(banker.draw(), "Confirm Ann's card")
    (dialog,) = banker.page.dialogs
    assert texts(dialog.title) == "Ann shows no card?" and "holds 1 card of this product" in texts(dialog.content)
    assert len(seed.hub.get(seed.sid).log.events) == events  # nothing recorded yet
    next(b for b in dialog.actions if texts(b) == "No card shown").on_click(None)
    assert len(seed.hub.get(seed.sid).log.events) == events + 1
    assert last_sentence("rollout", seed.hub.get(seed.sid).log, "en").startswith("Ann showed no ")


def test_a_players_phone_says_who_rolls_their_step_d_dice(tmp_path):
    """Step D: each player rolls the dice earned; a walk's Bob read "You roll 3 dice in Step D" and looked for a
    button his phone does not have (the bank's phone rolls them, or records the real dice)."""
    seed = at_step_c(tmp_path)
    for p in PLAYERS:
        seed.do(ro.show_card, p, 5)
    assert "The banker rolls them on the bank's phone, or types in the real dice you roll." in _read(
        seed, "en", seat="Bob")
    assert "Die Bank würfelt sie auf ihrem Handy oder tippt die echten Würfel ein, die du wirfst." in _read(
        seed, "de", seat="Bob")
