"""Roll and Rails on real phones (issue 6): the snake draft on three players' own pages, and a solo round.

(1) The banker (host, does not play) sets up, types in 13 real dice; Ann, Bob and Cy, joined by their
seat links from the Invite screen, each pick on their own page in snake order. Out of turn the dice are
disabled with the rule's reason; every page says the same "whose pick" at every step; one die is left.
(2) One page, one player: setup goods, five dice, choose four, a manipulator, match the dice, take the
actions (a refused track too dear, then a cheaper one), end the turn, pass the shipping: round 2 begins,
Step 1 makes a town a city, and the connections counted change the live score.
(3) Pass-the-phone: two players on the banker's phone (acting as each seat in turn): the draft, the Banker,
an upgrade, a delivery over Ann's and Bob's connections, Bob's transport point taken as $, the shipping
phase, and the first player marker passing left.
"""
import re
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.conftest import enable_semantics
from tests.e2e.live import seat_url

pytestmark = pytest.mark.e2e
from tests.e2e.rails_kit import (COLOURS, PICKS, ROLL, T, choose, create_table, enter, passed_around_draft, set_up,  # noqa: F401
                                  shot, match_dice, solo_dice_matched, to_top, whose)


def test_three_players_draft_a_round_on_their_own_phones(server, phone, browser, tmp_path):
    t0 = time.monotonic()
    banker = phone(server.host("/"), ready_text="New table")
    create_table(banker, ["Ann", "Bob", "Cy"], banker="Kim")
    tap(banker, "button", "Invite phones")
    links = {s: reveal(banker, ident(banker, f"link-{s}")).inner_text() for s in ("Ann", "Bob", "Cy")}
    banker.go_back()
    set_up(banker, 8, first="Ann")
    print(f"set up after {time.monotonic() - t0:.0f} s")

    pages = {}
    for s, link in links.items():  # the three phones start together, as at a real table
        ctx = browser.new_context(viewport={"width": 412, "height": 915})
        ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
        pages[s] = ctx.new_page()
        pages[s].goto(seat_url(server, link))
    for s, p in pages.items():
        enable_semantics(p)
        expect(ident(p, "whoami")).to_have_text(f"You are {s}", timeout=T)
    everyone = [banker, *pages.values()]
    try:
        expect(reveal(pages["Bob"], pages["Bob"].get_by_text("Waiting for Ann or the banker to roll the dice."))
               ).to_be_visible()
        print(f"phones joined after {time.monotonic() - t0:.0f} s")
        enter(banker, "The 13 dice you rolled", ROLL)
        tap(banker, "button", "Record the real dice", exact=True)
        for p in everyone:
            expect(whose(p)).to_have_text("Ann's pick", timeout=T)
            expect(ident(p, "pick-count")).to_have_text("Pick 1 of 12")
        # The banker does not play and the phones are not passed around: nothing to pick on the banker's page.
        assert banker.get_by_role("button", name="Pick a 6").count() == 0

        # Bob may not take a 6 before Ann: his dice are disabled and his page says why (issue 16: an impossible
        # action is disabled with the rules' reason, no longer tapped and refused).
        expect(reveal(pages["Bob"], pages["Bob"].get_by_role("button", name="Pick a 6").first)).to_be_disabled()
        expect(reveal(pages["Bob"], ident(pages["Bob"], "pick-why"))).to_have_text(
            "It is Ann's pick; each player picks on their own phone.")
        shot(pages["Ann"], tmp_path / "rr-draft-ann-first-pick.png")

        for n, (player, value) in enumerate(PICKS):
            tap(pages[player], "button", f"Pick a {value}")
            if n + 1 < len(PICKS):
                nxt = PICKS[n + 1][0]
                for p in everyone:  # every page agrees whose pick it is now
                    expect(whose(p)).to_have_text(f"{nxt}'s pick", timeout=T)
                expect(ident(banker, "pick-count")).to_have_text(f"Pick {n + 2} of 12")
            if n == 6:
                shot(pages["Bob"], tmp_path / "rr-draft-bob-mid.png")
                to_top(banker)
                shot(banker, tmp_path / "rr-draft-banker-mid.png")
        print(f"drafted after {time.monotonic() - t0:.0f} s")
        for p in everyone:
            expect(reveal(p, ident(p, "whose-turn"))).to_have_text("Ann's turn", timeout=T)
            expect(ident(p, "leftover")).to_have_text("Left over, not used this round: 1")
        hands = {"Ann": [6, 4, 4, 1], "Bob": [6, 5, 3, 2], "Cy": [6, 5, 3, 2]}
        for s, values in hands.items():
            for i, v in enumerate(values):
                expect(reveal(banker, ident(banker, f"dice-{s}-{i}"))).to_have_text(f"Die showing {v}")
        shot(pages["Ann"], tmp_path / "rr-after-draft-ann.png")
    finally:
        for p in pages.values():
            p.context.close()


def test_a_solo_round_on_one_page(server, phone, tmp_path):
    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann"])  # Ann plays and keeps the app
    set_up(page, 2, awards={"Bronze": 5, "Silver": 10, "Gold": 15, "Platinum": 20})

    # Setup goods helper: Berlin's dice 2, 4, 6 (solo: the 6 is rolled again: 6, then 1).
    enter(page, "Next city (top left first, row by row)", "Berlin")
    enter(page, "Real dice for this city, in order (e.g. 2 4 6)", "2 4 6 6 1")
    tap(page, "button", "Record the real dice for this city")
    expect(reveal(page, ident(page, "goods-Berlin"))).to_have_attribute(
        "aria-label", re.compile(r"Berlin\s+red\s+green\s+yellow"), timeout=T)

    enter(page, "The 5 dice you rolled", "3 1 2 3 6")
    tap(page, "button", "Record the real dice", exact=True)
    expect(whose(page)).to_have_text("Ann's pick", timeout=T)
    for n, v in enumerate((3, 3, 2, 1)):  # five dice, choose four
        tap(page, "button", f"Pick a {v}")
        if n < 3:
            expect(ident(page, "pick-count")).to_have_text(f"Pick {n + 2} of 4", timeout=T)
    expect(reveal(page, ident(page, "leftover"))).to_have_text("Left over, not used this round: 6", timeout=T)

    # A manipulator: turn the 1 over into a 6 (crossed out for the rest of the game).
    tap(page, "button", "Turn the 1 over")
    expect(reveal(page, ident(page, "dice-Ann-3"))).to_have_text("Die showing 6", timeout=T)
    # +1 on a 6 is disabled, with the rules' reason beside the die ("Player cannot change 6 into 1").
    expect(reveal(page, page.get_by_role("button", name="The 6 plus 1"))).to_be_disabled()
    expect(reveal(page, ident(page, "manip-why-3"))).to_have_text("A 6 cannot become 1: +1 on a 6 is not allowed.")
    expect(page.get_by_role("button", name="The 6 minus 1")).to_be_enabled()
    # What the manipulator changed, in the rules' words (issue 16: "a manipulator shows what it changed").
    expect(reveal(page, ident(page, "manip-done-Ann-0"))).to_have_text("Ann used “Turn over one die”: the 1 to a 6",
                                                                       timeout=T)
    shot(page, tmp_path / "rr-solo-assign.png")
    for value, what, nth in ((3, "Curve", 0), (3, "Curve", 1), (2, "Straight", 0), (6, "Banker", 0)):
        choose(page, f"The {value}: {what}", nth)  # the two 3s: each row's own chip
    reveal(page, page.get_by_role("button", name="Match the dice"))
    shot(page, tmp_path / "rr-solo-chips.png")
    tap(page, "button", "Match the dice")
    expect(reveal(page, page.get_by_text("The 3: Curve"))).to_be_visible(timeout=T)

    # The first 3, a curve through a mountain and across a river: 3$, and Ann has 0$ — refused, with the rule's words.
    tap(page, "button", "Mountain 2$")
    tap(page, "button", "River 1$")
    expect(reveal(page, ident(page, "track-cost"))).to_have_text("Cost 3$", timeout=T)
    shot(page, tmp_path / "rr-solo-track.png")
    tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("Ann has 0$; this curve costs 3$.").first)).to_be_visible(timeout=T)
    # The Banker first (+3$), then the same curve.
    tap(page, "button", "Use the 6: Banker")
    tap(page, "button", "Take 3$")
    expect(reveal(page, ident(page, "money-Ann"))).to_have_text("3$", timeout=T)
    expect(reveal(page, page.get_by_text("The 3: Curve"))).to_be_visible(timeout=T)
    expect(reveal(page, ident(page, "track-cost"))).to_have_text("Cost 3$")
    tap(page, "button", "Build the curve")
    expect(reveal(page, ident(page, "money-Ann"))).to_have_text("0$", timeout=T)
    expect(reveal(page, page.get_by_text("The 3: Curve"))).to_be_visible(timeout=T)
    tap(page, "button", "Plains 0$")
    expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
    tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("The 2: Straight"))).to_be_visible(timeout=T)
    tap(page, "button", "Forest 1$")
    expect(reveal(page, ident(page, "track-cost"))).to_have_text("Cost 1$", timeout=T)
    tap(page, "button", "Build the straight")
    expect(reveal(page, page.get_by_text("Ann has 0$; this straight costs 1$.").first)).to_be_visible(timeout=T)
    tap(page, "button", "Take back the last terrain")
    tap(page, "button", "Plains 0$")
    expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
    tap(page, "button", "Build the straight")
    expect(reveal(page, page.get_by_text("Every die is used."))).to_be_visible(timeout=T)
    tap(page, "button", "End Ann's turn")

    # The shipping phase: nothing to ship this time. The round ends; round 2 starts with Step 1.
    expect(reveal(page, ident(page, "whose-turn"))).to_have_text("Shipping: Ann's turn", timeout=T)
    tap(page, "button", "Pass: Ann ships nothing")
    expect(reveal(page, ident(page, "round"))).to_have_text("Round 2 of 2", timeout=T)
    to_top(page)
    shot(page, tmp_path / "rr-solo-step1.png")
    enter(page, "Town joined to a city", "Erfurt")
    choose(page, "City A (blue)")
    tap(page, "button", "Make the town a city")
    expect(reveal(page, page.get_by_text("Erfurt became city A (blue) this round."))).to_be_visible(timeout=T)

    # The sheet's numbers and the live score: 0 VP + 2 connections - 2 x 3 unshipped starting goods.
    enter(page, "Ann's completed connections", "2")
    tap(page, "button", "Save Ann's connections")
    expect(reveal(page, ident(page, "conn-Ann"))).to_have_text("2", timeout=T)
    expect(reveal(page, ident(page, "score-Ann"))).to_have_text("-4", timeout=T)
    shot(page, tmp_path / "rr-solo-round-2.png")


def test_the_engineer_builds_a_fourth_curve(server, phone, tmp_path):
    """Issue 14, item 11 — Engineer: "The player can build one more track than building limit this
    round (4 tracks total) … The additional track added by that specialist can be of any given shape."
    Three curves on the action dice, then the Engineer's piece a fourth curve."""
    page = phone(server.host("/"), ready_text="New table")
    solo_dice_matched(page, 1, "2 4 5", ("Curve", "Curve", "Curve", "Engineer"))
    for v in (1, 2, 3):
        expect(reveal(page, page.get_by_text(f"The {v}: Curve"))).to_be_visible(timeout=T)
        tap(page, "button", "Plains 0$")
        expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
        tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("The 3: Engineer"))).to_be_visible(timeout=T)
    expect(reveal(page, ident(page, "track-built"))).to_contain_text("Built this turn: Curve 3, ", timeout=T)
    choose(page, "Engineer builds a Curve")
    tap(page, "button", "Plains 0$")
    expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
    shot(page, tmp_path / "rr-engineer-fourth-curve.png")
    tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("Every die is used."))).to_be_visible(timeout=T)
    assert page.get_by_text("curve pieces this turn").count() == 0


def test_pass_the_phone_round_with_a_shipment_through_a_rivals_connection(server, phone, tmp_path):
    """Two players on the banker's phone, passed around: picks, the Banker, an upgrade, a delivery over
    Ann's and Bob's connections (Bob takes his transport point as $), the shipping phase, round 2."""
    page = phone(server.host("/"), ready_text="New table")
    # Snake order Ann, Bob, Bob, Ann, Ann, Bob, Bob, Ann; the phone goes to whoever picks.
    passed_around_draft(page, each=lambda player: expect(page.get_by_text(
        f"Pass the phone to {player}: tap a die for {player}.")).to_be_visible())
    expect(reveal(page, ident(page, "leftover"))).to_have_text("Left over, not used this round: 4", timeout=T)
    to_top(page)
    match_dice(page, (6, 1, 2, 3), ("Banker", "Upgrade", "Goods delivery", "Curve"))
    tap(page, "button", "Take 3$")
    expect(reveal(page, ident(page, "money-Ann"))).to_have_text("3$", timeout=T)
    tap(page, "button", "Upgrade to level 2 (1$)")
    expect(reveal(page, ident(page, "stock-Ann"))).to_have_text("2", timeout=T)

    # Red goods from Hamburg: Ann's connection to the town of Bremen, then Bob's to Kiel, a red city.
    expect(reveal(page, page.get_by_text("The 2: Goods delivery"))).to_be_visible(timeout=T)
    choose(page, "Good: red")
    enter(page, "City the good leaves", "Hamburg")
    enter(page, "Where this connection reaches", "Bremen")
    choose(page, "Reaches a town")
    tap(page, "button", "Add this connection")
    expect(reveal(page, page.get_by_text("1. Ann's connection to Bremen (town)"))).to_be_visible(timeout=T)
    # Goods Delivery: a route that ends in a town ships nothing; the preview says why before any tap.
    expect(reveal(page, ident(page, "transport-points"))).to_have_text(
        "Transport points: none: A red good goes to a red city; Bremen is a town.", timeout=T)
    choose(page, "Connection owner Bob")
    enter(page, "Where this connection reaches", "Kiel")
    choose(page, "Reaches a red city")
    tap(page, "button", "Add this connection")
    expect(reveal(page, ident(page, "transport-points"))).to_have_text("Transport points: Ann 1, Bob 1",
                                                                      timeout=T)
    shot(page, tmp_path / "rr-pass-shipment.png")
    tap(page, "button", "Ship: points as VP")
    tap(page, "button", "Bob takes $")
    expect(reveal(page, ident(page, "money-Bob"))).to_have_text("1$", timeout=T)
    expect(reveal(page, ident(page, "vp-Ann"))).to_have_text("1")
    tap(page, "button", "Plains 0$")
    expect(reveal(page, ident(page, "track-crossed"))).to_have_text("Crossed: Plains", timeout=T)
    tap(page, "button", "Build the curve")
    expect(reveal(page, page.get_by_text("Every die is used."))).to_be_visible(timeout=T)
    tap(page, "button", "End Ann's turn")
    expect(reveal(page, ident(page, "whose-turn"))).to_have_text("Bob's turn", timeout=T)
    to_top(page)
    tap(page, "button", "End Bob's turn")
    tap(page, "button", "End the turn")  # Bob's dice are not matched: the phone asks first
    for player in ("Ann", "Bob"):
        expect(reveal(page, ident(page, "whose-turn"))).to_have_text(f"Shipping: {player}'s turn", timeout=T)
        to_top(page)
        tap(page, "button", f"Pass: {player} ships nothing")
    expect(reveal(page, ident(page, "round"))).to_have_text("Round 2 of 3", timeout=T)
    expect(page.get_by_text("First player: Bob (the marker passes left each round)")).to_be_visible()
    expect(reveal(page, ident(page, "score-Ann"))).to_have_text("1")
