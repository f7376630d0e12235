"""Quick Cash Out end to end, at phone size, as a player at the table would use it.

Rollout, "Cash Out" and "Share Value": money at face value, stores and product cards $50M each,
$1B per Gold Coast meter, minus loans; net worth / 10 per share.
"""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import enable_semantics, open_phone
from tests.e2e.flutter import ident, reveal, settled, tap, type_into

pytestmark = pytest.mark.e2e


def shown(page, identifier: str):
    return reveal(page, ident(page, identifier))


def add_player(page, name: str, first_company: str) -> None:
    type_into(page, "Player's name", name)
    tap(page, "button", "Add player")
    reveal(page, page.get_by_role("textbox", name=f"{name}'s {first_company} shares"))


def test_rulebook_example_live_ranking_and_field_errors(server, phone):
    page = phone(server.host("/"), ready_text="Quick Cash Out")
    page.get_by_role("button", name="Quick Cash Out").click()
    page.get_by_role("checkbox", name="Simcor").click()
    page.get_by_role("checkbox", name="Bermax").click()
    page.get_by_role("textbox", name="Bermax money ($M)").wait_for()
    # Simcor: $6B money + 10 stores ($500M) + 10 product cards ($500M) + 1 Gold Coast ($1B) = $8B -> $800M a share.
    type_into(page, "Simcor money ($M)", "6,000")  # thousands separators as people write them (issue 16)
    type_into(page, "Simcor stores", "10")
    type_into(page, "Simcor product cards", "10")
    type_into(page, "Simcor Gold Coast meters", "1")
    # Bermax: $6B money - $1B loans = $5B -> $500M a share (Borrowing Money: "only in $1 billion amounts").
    type_into(page, "Bermax money ($M)", "6000")
    type_into(page, "Bermax loans ($M)", "1000")
    expect(shown(page, "share-Simcor")).to_have_text("Share value $800M")
    expect(shown(page, "share-Bermax")).to_have_text("Share value $500M")

    add_player(page, "Ann", "Simcor")
    add_player(page, "Bob", "Simcor")
    # The rulebook's example: five Simcor at $800M plus two Bermax at $500M make $5B.
    type_into(page, "Ann's Simcor shares", "5")
    type_into(page, "Ann's Bermax shares", "2")
    type_into(page, "Bob's Bermax shares", "8")
    type_into(page, "Bob's Simcor shares", "1")
    expect(shown(page, "cashout-Ann")).to_have_text("$5B")
    expect(shown(page, "cashout-Bob")).to_have_text("$4.8B")
    expect(reveal(page, page.get_by_text("Winner: Ann"))).to_be_visible()
    # Each player's breakdown, as the rulebook adds it: shares times the share value, company by company.
    expect(shown(page, "breakdown-Ann")).to_have_text("5 × $800M Simcor + 2 × $500M Bermax")
    expect(shown(page, "breakdown-Bob")).to_have_text("1 × $800M Simcor + 8 × $500M Bermax")
    page.screenshot(path=str(server.data_dir.parent / "cash-out.png"))

    # Impossible input is an error on the field, never a crash or a wrong total.
    type_into(page, "Bob's Simcor shares", "-1", replace=True)
    expect(page.locator("flt-semantics").get_by_text("must be a whole number ≥ 0").first).to_be_visible()
    expect(reveal(page, page.get_by_text("Fix the marked fields to see the ranking."))).to_be_visible()
    expect(ident(page, "cashout-Ann")).to_have_count(0)
    type_into(page, "Bob's Simcor shares", "six", replace=True)
    expect(page.locator("flt-semantics").get_by_text("must be a whole number ≥ 0").first).to_be_visible()
    type_into(page, "Bob's Simcor shares", "6", replace=True)  # 5 + 6 = 11 Simcor shares held: impossible
    expect(reveal(page, page.get_by_text("Fix the marked fields to see the ranking."))).to_be_visible()
    expect(ident(page, "cashout-Ann")).to_have_count(0)
    type_into(page, "Bob's Simcor shares", "2", replace=True)
    expect(shown(page, "cashout-Bob")).to_have_text("$5.6B")
    expect(reveal(page, page.get_by_text("Winner: Bob"))).to_be_visible()


def test_negative_net_worth_and_house_rule(server, phone):
    page = phone(server.host("/cash-out"), ready_text="Companies in play")
    page.get_by_role("checkbox", name="Razno").click()
    page.get_by_role("textbox", name="Razno money ($M)").wait_for()
    type_into(page, "Razno money ($M)", "47")
    type_into(page, "Razno loans ($M)", "2000")
    # The rulebook does not floor a negative net worth: -$1,953M / 10 = -$195.3M a share.
    expect(shown(page, "share-Razno")).to_have_text("Share value -$195.3M")
    add_player(page, "Cy", "Razno")
    add_player(page, "Dee", "Razno")  # Rollout: 2 to 6 players (one is no ranking)
    type_into(page, "Cy's Razno shares", "3")
    expect(shown(page, "cashout-Cy")).to_have_text("-$585.9M")
    tap(page, "switch", "House rule: a negative share value counts as $0")
    expect(shown(page, "cashout-Cy")).to_have_text("$0M")
    expect(shown(page, "share-Razno")).to_have_text("Share value $0M")
    # The card says what the rulebook gives and which switch floored it.
    expect(shown(page, "floor-note-Razno")).to_have_text(
        "By the rulebook -$195.3M; floored at $0 by the switch “House rule: a negative share value counts as $0”")


def test_clear_all_and_removing_a_player_ask_first(server, phone):
    """Issue 16: '"Clear all" asks first ...; removing a player asks first too.'"""
    page = phone(server.host("/cash-out"), ready_text="Companies in play")
    page.get_by_role("checkbox", name="Simcor").click()
    add_player(page, "Ann", "Simcor")
    add_player(page, "Bob", "Simcor")
    reveal(page, page.get_by_label("Remove Bob", exact=True).get_by_role("button")).click()
    expect(page.get_by_text("Remove Bob?")).to_be_visible()
    page.get_by_role("button", name="Keep it").click()
    expect(reveal(page, page.get_by_role("textbox", name="Bob's Simcor shares"))).to_be_visible()  # kept
    reveal(page, page.get_by_label("Remove Bob", exact=True).get_by_role("button")).click()
    # The question first: until it is up, "Remove Bob" also names the card's own X (CI, two workers: the second click
    # landed on that X, the dialog stayed open and hid the page's fields from the reader).
    expect(page.get_by_text("Remove Bob?")).to_be_visible()
    page.get_by_role("button", name="Remove Bob", exact=True).click()
    expect(page.get_by_role("textbox", name="Bob's Simcor shares")).to_have_count(0)
    expect(reveal(page, page.get_by_role("textbox", name="Ann's Simcor shares"))).to_be_visible()

    page.get_by_label("Clear all", exact=True).get_by_role("button").click()
    expect(page.get_by_text("Clear all?")).to_be_visible()
    page.get_by_role("button", name="Keep it").click()
    expect(reveal(page, page.get_by_role("textbox", name="Ann's Simcor shares"))).to_be_visible()  # nothing lost
    page.get_by_label("Clear all", exact=True).get_by_role("button").click()
    expect(page.get_by_text("Clear all?")).to_be_visible()
    page.locator("flt-semantics").get_by_role("button", name="Clear all").last.click()
    expect(page.get_by_role("textbox", name="Ann's Simcor shares")).to_have_count(0)
    expect(page.get_by_role("textbox", name="Simcor money ($M)")).to_have_count(0)


@pytest.mark.parametrize("width", [360, 412])
def test_a_players_share_fields_keep_each_company_name_whole(server, browser, width):
    """A player's share fields are labelled by the company: three to a row left each about 104 px wide at 360 px and broke
    "Pedrasca" over two lines in its field; there they go two to a row, and three from 400 px up."""
    ctx, page = open_phone(browser, server.host("/cash-out"), {"width": width, "height": 800})
    try:
        for company in ("Simcor", "Camcon", "Pedrasca"):
            tap(page, "checkbox", company)
        add_player(page, "Ann", "Simcor")
        reveal(page, page.get_by_role("textbox", name="Ann's Pedrasca shares"))
        settled(page)  # read all three in one still screen (one card: on screen together)
        boxes = {c: page.get_by_role("textbox", name=f"Ann's {c} shares").bounding_box()
                 for c in ("Simcor", "Camcon", "Pedrasca")}
        tops = [round(boxes[c]["y"]) for c in ("Simcor", "Camcon", "Pedrasca")]
        for company, box in boxes.items():
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"{company}: {box}"
            assert box["width"] >= 115, f"the {company} field is too narrow for its name at {width} px: {box}"
        if width < 400:
            assert tops[0] == tops[1] < tops[2], f"two to a row at {width} px: {tops}"
        else:
            assert tops[0] == tops[1] == tops[2], f"three to a row at {width} px: {tops}"
    finally:
        ctx.close()


def test_at_360_px_the_bar_shows_every_rank_with_its_score_and_a_loan_is_refused(server, browser):
    """Five players, one named "Maximilian-Alexander Von": the bar was cut to "… · 5. Maximilian-Alexander", the score
    lost. Rollout, Borrowing Money: "only in $1 billion amounts" — 1500 is refused on its field."""
    ctx, page = open_phone(browser, server.host("/cash-out"), {"width": 360, "height": 740})
    try:
        tap(page, "checkbox", "Camcon")
        players = ["Ann", "Bob", "Cy", "Dee", "Maximilian-Alexander Von"]
        for name in players:
            add_player(page, name, "Camcon")
        type_into(page, "Camcon money ($M)", "6000")
        type_into(page, "Camcon loans ($M)", "1500")
        expect(page.locator("flt-semantics").get_by_text("whole $1B amounts only: 1000, 2000, 3000 …").first
               ).to_be_visible()
        type_into(page, "Camcon loans ($M)", "1000", replace=True)
        for name, n in zip(players, ("4", "3", "1", "1", "0")):
            type_into(page, f"{name}'s Camcon shares", n)
        expect(shown(page, "cashout-Ann")).to_have_text("$2B")
        leader = ident(page, "leader")
        expect(leader).to_have_text(re.compile("5.\u00a0Maximilian…\u00a0\\$0M$"))
        settled(page)
        box = leader.bounding_box()
        assert box["y"] >= 740 - 80 and box["y"] + box["height"] <= 740, f"the bar's text runs off the screen: {box}"
        page.screenshot(path=str(server.data_dir.parent / "cash-out-bar-360.png"))
    finally:
        ctx.close()


def test_back_and_the_phones_back_keep_what_was_typed(server, phone):
    """A stray Back lost the whole count (the QA walk): leaving Quick Cash Out, by its Back or by the phone's, and
    opening it again from Home finds the companies, the players and every number as they were left."""
    page = phone(server.host("/"), ready_text="Quick Cash Out")
    page.get_by_role("button", name="Quick Cash Out").click()
    page.get_by_role("checkbox", name="Simcor").click()
    page.get_by_role("textbox", name="Simcor money ($M)").wait_for()
    type_into(page, "Simcor money ($M)", "8000")
    add_player(page, "Ann", "Simcor")
    add_player(page, "Bob", "Simcor")
    type_into(page, "Ann's Simcor shares", "5")
    type_into(page, "Bob's Simcor shares", "3")
    expect(shown(page, "cashout-Ann")).to_have_text("$4B")
    for leave in ("the app bar's Back", "the phone's Back"):
        if leave == "the phone's Back":
            page.go_back()
        else:
            page.get_by_role("button", name="Back", exact=True).click()
        reveal(page, page.get_by_role("button", name="Quick Cash Out")).click()
        for label, value in (("Bob's Simcor shares", "3"), ("Ann's Simcor shares", "5"), ("Simcor money ($M)", "8000")):
            field = reveal(page, page.get_by_role("textbox", name=label))
            field.click()  # a field shows its text to the semantics tree once focused
            expect(field).to_have_value(value)
        expect(shown(page, "cashout-Ann")).to_have_text("$4B")
    # A reload after that (the phone slept, its line dropped) finds it too: it came back empty after a Back and a
    # return (a walk), though a reload before any Back kept it.
    page.reload()
    enable_semantics(page)
    expect(shown(page, "cashout-Ann")).to_have_text("$4B")
