"""Issue 16, "Done when", Roll and Rails: one round on three phones — the banker (Kim, who runs the app and does not
play) and Ann's and Bob's own phones. Asserted on the screens: a multiplayer setup without the setup table's goods
(only what applies), the public state on a seat phone (the roll, whose pick, the other player's picked dice), a die
that is not yours to pick and +1 on a 6 disabled with the rules' reason, the manipulator's change ("the 3 to a 4") on
the phone that owns the die, and a History of sentences with the dice and no internal names."""
import re

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.phones_kit import seat_phone, see, to_top
from tests.e2e.rollout_late_table import data_dir, serve  # noqa: F401 (fixtures)
from tests.e2e.phones_kit import INTERNAL, history_lines
from tests.e2e.rails_kit import enter, set_up

pytestmark = pytest.mark.e2e
T = 20_000
ROLL = "6 6 5 5 4 3 3 2 1"
# Snake order from Ann (two players): Ann, Bob, Bob, Ann, Ann, Bob, Bob, Ann; the 1 is left over.
PICKS = [("Ann", 6), ("Bob", 6), ("Bob", 5), ("Ann", 5), ("Ann", 3), ("Bob", 4), ("Bob", 3), ("Ann", 2)]


def test_one_rails_round_on_three_phones(browser, phone, serve, data_dir, tmp_path):  # noqa: F811
    store = Store(data_dir)
    sid = TableHub(store).create(make_setup("roll-and-rails", "Rails night", ["Ann", "Bob"], "Kim"))
    paths = {s: f"/seat/{Access(store, None).seat_token(sid, s)}" for s in ("Ann", "Bob")}
    server = serve()
    banker = phone(server.host(f"/table/{sid}"), ready_text="Seats, clockwise")
    # Only what applies: the multiplayer setup asks for the rounds and the first player; the setup table's goods
    # only if the app is to roll the starting goods (Setup: "Every outcome must be matched to the setup table").
    expect(reveal(banker, banker.get_by_role("switch", name="The app rolls the starting goods"))).not_to_be_checked()
    see(banker, "rr-goods-by-hand", "fill the starting goods into the cities on the map by hand")
    assert banker.get_by_role("textbox", name="Red goods in the setup table").count() == 0
    set_up(banker, 8, first="Ann")
    assert banker.get_by_role("textbox", name="Next city (top left first, row by row)").count() == 0
    ann, _ = seat_phone(browser, server, paths["Ann"])
    bob, _ = seat_phone(browser, server, paths["Bob"])
    try:
        expect(reveal(bob, bob.get_by_text("Waiting for Ann or the banker to roll the dice."))).to_be_visible(
            timeout=T)
        enter(banker, "The 9 dice you rolled", ROLL)
        tap(banker, "button", "Record the real dice", exact=True)
        # The roll and whose pick, live on every phone; Bob's dice are disabled with the reason.
        for page in (banker, ann, bob):
            see(page, "whose-pick", "Ann's pick")
        expect(reveal(bob, bob.get_by_role("button", name="Pick a 6").first)).to_be_disabled()
        see(bob, "pick-why", "It is Ann's pick; each player picks on their own phone.", exact=True)
        pages = {"Ann": ann, "Bob": bob}
        for n, (player, value) in enumerate(PICKS):
            tap(pages[player], "button", f"Pick a {value}")
            if n + 1 < len(PICKS):
                see(pages[PICKS[n + 1][0]], "whose-pick", f"{PICKS[n + 1][0]}'s pick")
        # Ann's picks on Bob's phone (every sheet is public).
        for i, v in enumerate((6, 5, 3, 2)):
            expect(reveal(bob, ident(bob, f"dice-Ann-{i}"))).to_have_text(f"Die showing {v}", timeout=T)
        see(ann, "whose-turn", "Ann's turn")
        # +1 on a 6 is impossible: disabled, with the rules' reason beside the die.
        to_top(ann)
        expect(reveal(ann, ann.get_by_role("button", name="The 6 plus 1"))).to_be_disabled()
        see(ann, "manip-why-0", "A 6 cannot become 1: +1 on a 6 is not allowed.", exact=True)
        # The nudge on Ann's own phone says what it changed.
        tap(ann, "button", "The 3 plus 1")
        see(ann, "manip-done-Ann-0", "the 3 to a 4")
        ann.screenshot(path=str(tmp_path / "rails-ann-nudge.png"))
        tap(ann, "button", "End my turn")
        tap(ann, "button", "End the turn")  # the dice are not matched: the phone asks first
        see(bob, "whose-turn", "Bob's turn")
        to_top(bob)
        tap(bob, "button", "End my turn")
        tap(bob, "button", "End the turn")
        for player, page in (("Ann", ann), ("Bob", bob)):
            see(page, "whose-turn", f"Shipping: {player}'s turn")
            to_top(page)
            tap(page, "button", "Pass: I ship nothing")
        see(banker, "round", "Round 2 of 8")
        # History: sentences with the dice, no event kinds or snake_case keys.
        banker.goto(server.host(f"/table/{sid}/history"))
        banker.locator("flt-semantics-placeholder").dispatch_event("click")
        expect(ident(banker, "undo-last")).to_be_visible(timeout=T)
        lines = history_lines(banker)
        text = "\n".join(lines.values())
        assert len(lines) >= 12, lines
        assert not INTERNAL.search(text), INTERNAL.search(text)
        for said in ("Game set up: 8 rounds, Ann goes first", "Ann took a 6 from the draft", "the 3 to a 4"):
            assert said in text, (said, text)
        assert re.search(r"rolled 6 6 5 5 4 3 3 2 1", text), text
    finally:
        for p in (ann, bob):
            p.context.close()
