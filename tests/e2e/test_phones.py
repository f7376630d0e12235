"""The players' phones (issue 16), in Chromium at 360×780 on three phones: every sealed form says what it asks
and what it commits before Confirm, fits one screen, and stays secret; public things show on every phone live;
money never changes on a phone without the reason."""
import pytest
from playwright.sync_api import expect

import calculators.rollout as ro
from calculators.core.money import format_rollout
from tests.e2e.browser import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.phones_kit import T, on_screen, seat_phone, see, to_top
from tests.e2e.rollout_late_table import data_dir, serve  # noqa: F401 (fixtures)
from tests.e2e.rollout_seed import Seed

pytestmark = pytest.mark.e2e



def test_step_b_form_is_labelled_fits_one_small_screen_and_stays_secret(browser, phone, serve, data_dir, tmp_path):
    """Step B: "Each player sets the budget for his Advertising Blitz and the price for his Product (secretly
    circling one number for each budget on his Boardroom Pad)"; Step C: "The money he budgeted for the
    Advertising Blitz is now paid to the Bank" — so the phone shows that sum before Confirm."""
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[3])
    seed.do(ro.open_budgets)
    paths = {s: seed.seat_path(s) for s in ("Ann", "Bob", "Cy")}
    server = serve()
    choices = {"Ann": ("700", "$700M", "60"), "Bob": ("300", "$300M", "40"), "Cy": ("1000", "$1B", "10")}
    pages, frames = {}, {}
    try:
        for s in ("Ann", "Bob", "Cy"):
            pages[s], frames[s] = seat_phone(browser, server, paths[s], locale="de-DE" if s == "Cy" else None)
        for s in ("Ann", "Bob"):
            page = pages[s]
            # The whole form on the first screen, no scrolling: both labels, every chip, the sentence, Confirm.
            on_screen(page, page.locator("flt-semantics").get_by_text("Advertising Blitz", exact=True))
            on_screen(page, page.locator("flt-semantics").get_by_text("Price of your product", exact=True))
            for name in ("Advertising Blitz: $0M", "Advertising Blitz: $1B", "Price of your product: $100"):
                assert on_screen(page, page.get_by_role("button", name=name, exact=True))["height"] >= 47.5
            assert on_screen(page, page.get_by_role("button", name="Confirm my entry"))["height"] >= 47.5
            see(page, "entry-summary", "Choose an Advertising Blitz and a price before you confirm.", exact=True)
        # Cy's phone speaks German: the same form in his language.
        cy = pages["Cy"]
        see(cy, "entry-summary", "Wähle eine Werbekampagne und einen Preis, bevor du bestätigst.", exact=True)
        on_screen(cy, cy.get_by_role("button", name="Werbekampagne: $1B", exact=True))
        for s, (adv, blitz, price) in choices.items():
            page = pages[s]
            label_a, label_p = ("Werbekampagne", "Preis deines Produkts") if s == "Cy" else \
                ("Advertising Blitz", "Price of your product")
            tap(page, "button", f"{label_a}: {blitz}", exact=True)
            tap(page, "button", f"{label_p}: ${price}", exact=True)
            said = (f"Du setzt {blitz} für die Werbekampagne ein (an die Bank in Schritt C) und verkaufst zum Preis "
                    f"von ${price}.") if s == "Cy" else \
                (f"You commit {blitz} to the Advertising Blitz (paid to the Bank at Step C) and sell at a price "
                 f"of ${price}.")
            see(page, "entry-summary", said, exact=True)
            on_screen(page, ident(page, "entry-summary"))  # the sum, on the same screen as Confirm
            chosen = "gewählt" if s == "Cy" else "chosen"  # the chip's accessible name in the phone's language
            expect(page.get_by_role("button", name=f"{label_a}: {blitz} ({chosen})", exact=True)).to_be_visible()
            page.screenshot(path=str(tmp_path / f"step-b-{s}.png"))
            tap(page, "button", "Meine Angabe bestätigen" if s == "Cy" else "Confirm my entry")
            see(page, "my-entry", f"{label_a} {blitz}, {label_p} ${price}")
        # Secret until the reveal: no phone ever received another's choice, in any frame.
        for s, page_frames in frames.items():
            for other, (adv, blitz, price) in choices.items():
                mine = other == s
                assert page_frames.contains(f" {blitz}, ") == mine, (s, other)
                assert page_frames.contains(f"{blitz} to the Advertising Blitz") == (mine and s != "Cy")
        banker = phone(server.host(f"/table/{seed.sid}"))
        tap(banker, "button", "Reveal the budgets (Step C)")
        for s, page in pages.items():
            to_top(page)
            for other, (adv, blitz, price) in choices.items():  # each phone in its own language (Cy's German)
                see(page, f"s2-budget-{other}", (f"Werbekampagne {blitz}, Preis ${price}" if s == "Cy" else
                                                  f"advertising {blitz}, price ${price}"))
    finally:
        for p in pages.values():
            p.context.close()


def unset_table(seed: Seed) -> tuple[str, dict]:
    """A second Rollout table in the same data folder, not yet set up (Setting Up is on the banker's phone)."""
    from calculators.core.table import make_setup
    from companion.access import Access
    sid = seed.hub.create(make_setup("rollout", "Setup night", ["Ann", "Bob", "Cy"], "Kim"))
    access = Access(seed.store, None)
    return sid, {s: f"/seat/{access.seat_token(sid, s)}" for s in ("Ann", "Bob", "Cy")}


def test_public_things_reach_every_phone_live(browser, phone, serve, data_dir, tmp_path):
    """Choose a Company: "the highest die chooses first"; Step A: "1–2 Radios, 3–4 Televisions, 5–6 Computers";
    Step D's Free Roll and bonus rolls, each with its reason; Stage 4's lot and "the highest bidder" — all public
    at the table, so on every player's phone as they happen (issue 16)."""
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.stage1()
    seed.do(ro.check_hex, faces=[4])  # Televisions
    seed.do(ro.open_budgets)
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    rid = budgets_round(seed.state)
    for p, adv in (("Ann", "700"), ("Bob", "100"), ("Cy", "100")):
        seed.do(bids.enter, rid, {"advertising": adv, "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    for p, q in (("Ann", 5), ("Bob", 9)):
        seed.do(ro.show_card, p, q)
    paths = {s: seed.seat_path(s) for s in ("Ann", "Bob")}
    setup_sid, setup_paths = unset_table(seed)
    server = serve()
    ann, _ = seat_phone(browser, server, setup_paths["Ann"])
    bob, _ = seat_phone(browser, server, setup_paths["Bob"], viewport={"width": 412, "height": 915})
    try:
        # Setting Up: the dice typed on the banker's phone and each pick appear on the players' phones.
        for p in (ann, bob):
            see(p, "setup-dice", "Waiting for the dice")
        banker = phone(server.host(f"/table/{setup_sid}"), ready_text="Record these dice")
        for s, face in (("Ann", "5"), ("Bob", "2"), ("Cy", "3")):
            type_into(banker, f"{s}'s die for the choice", face)
        tap(banker, "button", "Record these dice")
        for p in (ann, bob):
            see(p, "setup-dice", "Dice: Ann 5, Bob 2, Cy 3. Ann chooses first; order: Ann, Bob, Cy", exact=True)
            see(p, "setup-pick-Ann", "Ann: choosing…", exact=True)
            # "Continue clockwise until each player has selected a Company": one chooses at a time.
            see(p, "setup-pick-Bob", "Bob: not their turn to choose yet", exact=True)
        tap(banker, "button", "Ann takes Razno")
        for p in (ann, bob):
            see(p, "setup-pick-Ann", "Ann: Razno", exact=True)
            see(p, "setup-pick-Bob", "Bob: choosing…", exact=True)
        ann.screenshot(path=str(tmp_path / "setup-Ann.png"))
        banker.context.close()
        # Step D on the table at Step C's end: the Hex die, then each player's own dice and the reason for each.
        for p, s in ((ann, "Ann"), (bob, "Bob")):
            p.goto(server.url + paths[s])
            enable_semantics(p)
            expect(ident(p, "whoami")).to_have_text(f"You are {s}", timeout=T)
        banker = phone(server.host(f"/table/{seed.sid}"))
        type_into(banker, "Cy's card Q", "2")
        tap(banker, "button", "Confirm Cy's card")  # Step C: Cy's card, the last one
        for p in (ann, bob):
            see(p, "my-hex", "Hex die 4: Televisions in demand", exact=True)
        # Step D, The Bonus Roll: Ann's Blitz is the largest; Bob's card has the highest Q; all have one Store.
        see(ann, "my-dice-why", "Free Roll: 1 die; Largest Advertising Blitz: 1 die; Lowest price: 1 die; "
                                "Most Stores: 2 dice", exact=True)
        see(bob, "my-dice-why", "Free Roll: 1 die; Best product (highest Q): 1 die; Lowest price: 1 die; "
                                "Most Stores: 2 dice", exact=True)
        tap(banker, "button", "Roll Ann's dice")
        see(ann, "my-dice", "Your Step D dice:")
        why = ann.locator('[flt-semantics-identifier="my-dice-why"]').inner_text()
        assert why.startswith("Free Roll: ") and "Largest Advertising Blitz: " in why and "Most Stores: " in why
        # Every phone lists the roll with the rules' own sentence: who, the dice, why, how far.
        for p in (ann, bob):
            see(p, "roll-0", "Ann rolled ")
            see(p, "roll-0", "(Free Roll, Largest Advertising Blitz, Lowest price, Most Stores ×2): sales meter +")
        ann.screenshot(path=str(tmp_path / "step-d-Ann.png"))
    finally:
        for p in (ann, bob):
            p.context.close()


def test_the_lot_the_top_bid_and_every_roll_on_each_phone(browser, phone, serve, data_dir, tmp_path):
    """Stage 4: "The Bank then auctions" each company's shares; "Players may only bid prices appearing on the
    Price Index and the highest bidder of course buys the shares" — the lot and the top bid are on every
    phone; so is the die that ordered the stage, and every roll of the tray."""
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    seed.to(4)
    seed.prices_back()
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])  # the die names Ann: Simcor's shares first
    paths = {s: seed.seat_path(s) for s in ("Ann", "Bob")}
    server = serve()
    ann, ann_frames = seat_phone(browser, server, paths["Ann"])
    bob, _ = seat_phone(browser, server, paths["Bob"], viewport={"width": 412, "height": 915})
    try:
        for p in (ann, bob):
            see(p, "my-order", "Order of play: Ann, Bob, Cy (die: 1)", exact=True)
            see(p, "my-lot", "The Bank sells: 2 Simcor shares · market $500M a share", exact=True)
            see(p, "my-top-bid", "No bid yet: the first bid is the market price, $500M.", exact=True)
            see(p, "roll-0", "Stage 4 starts: Ann, Bob, Cy bid; die 1: the Bank sells Simcor's shares (Ann) first")
        banker = phone(server.host(f"/table/{seed.sid}"))
        tap(banker, "button", "Bidder Bob")
        tap(banker, "button", "Bob bids $500M")
        for p in (ann, bob):
            see(p, "my-top-bid", "Top bid: Bob $500M a share ($1B in all)", exact=True)
        ann.screenshot(path=str(tmp_path / "lot-Ann.png"))
        # The tray: Bob rolls on his own phone; Ann's phone shows the roll, and the stage's die stays listed.
        type_into(bob, "What is the roll for?", "Who deals")
        tap(bob, "button", "Roll")
        see(ann, "tray-roll", "Who deals: ")
        see(ann, "roll-0", "Stage 4 starts: Ann, Bob, Cy bid; die 1: the Bank sells Simcor's shares (Ann) first")
        # Public only: Bob's cash never reached Ann's phone (hidden cash), though his bid did.
        bob_cash = seed.state.company_of("Bob").cash
        assert not ann_frames.contains(format_rollout(bob_cash)) and ann_frames.contains("Top bid: Bob $500M")
    finally:
        for p in (ann, bob):
            p.context.close()


def test_owners_choice_money_changes_say_why_on_the_phone_that_owns_it(browser, serve, data_dir, tmp_path):
    """Owner's Choice: "Your money should remain hidden" (Setup 7), yet every square, die and dividend that moves
    a player's money says so on that player's own phone, with the amount; and the last-throw card never passes
    off an earlier turn's throw as this turn's (issue 16)."""
    import calculators.owners_choice as oc
    from calculators.core.table import make_setup
    from companion.access import Access
    from companion.storage import Store
    from companion.table import TableHub
    store = Store(data_dir)
    hub = TableHub(store)
    sid = hub.create(make_setup("owners-choice", "OC night", ["Ann", "Bob", "Cy"], "Kim"))

    def do(command, *args, actor="banker", **kw):
        hub.act(sid, lambda log: command(log, actor, *args, **kw))
    do(oc.start_game, start_player="Ann")
    # Ann buys one stock, Bob and Cy two each, so that no other phone's own net worth (money + stocks, on its
    # chart) equals Ann's hidden cash, the sentinel below.
    for p, c, n in (("Ann", "RED", 1), ("Bob", "BLUE", 2), ("Cy", "GREEN", 2)):
        do(oc.pregame_buy, p, {c: n}, actor=f"seat:{p}")  # $100 a stock, from $690
    access = Access(store, None)
    paths = {s: f"/seat/{access.seat_token(sid, s)}" for s in ("Ann", "Bob", "Cy")}
    server = serve()
    pages, frames = {}, {}
    try:
        for s in ("Ann", "Bob", "Cy"):
            pages[s], frames[s] = seat_phone(browser, server, paths[s],
                                             viewport={"width": 412, "height": 915} if s == "Bob" else None)
        ann, bob, cy = pages["Ann"], pages["Bob"], pages["Cy"]
        see(bob, "money-why-0", "−$200 from you: Bob bought before the game: 2 BLUE for $200")
        # Ann lands on the Event square; the table throws a real Event die: "$100 from the Bank".
        tap(ann, "button", "1 space")
        tap(ann, "button", "Event")
        tap(ann, "button", "Move the pawn")
        tap(ann, "switch", "We throw real dice: tap the face")
        tap(ann, "button", "Event: $100 from the Bank")
        see(ann, "money-why-0", "+$100 to you: Ann threw the Event die: $100 from the Bank: $100 to Ann", exact=True)
        see(ann, "oc-roll", "Turn 1 · Event die (real die): $100 from the Bank")
        see(bob, "money-why-0", "−$200 from you: Bob bought before the game")  # Bob's money did not change
        tap(ann, "button", "End my turn")
        # Bob's turn: no die thrown yet — the card says so, and names Ann's throw as the earlier one.
        for p in (ann, bob, cy):
            see(p, "oc-roll", "Turn 2: no die thrown yet. Earlier: turn 1, the Event die: $100 from the Bank", exact=True)
        # Bob lands on the Dividend square: every stockholder is paid, and each phone says what it got and why.
        tap(bob, "button", "1 space")
        tap(bob, "button", "Dividend")
        tap(bob, "button", "Move the pawn")
        for name, p in pages.items():  # $25 a stock: Ann holds one, Bob and Cy two each
            paid = "$25" if name == "Ann" else "$50"
            see(p, "money-why-0", f"+{paid} to you: Bob moved the Action pawn 1 space to the Dividend square")
        reveal(ann, ident(ann, "money-why-0"))
        ann.screenshot(path=str(tmp_path / "oc-Ann.png"))
        assert not frames["Bob"].contains("$715") and not frames["Cy"].contains("$715")  # Ann's cash stays hidden
        assert frames["Ann"].contains("$715")  # the check can fail: her own is there
    finally:
        for p in pages.values():
            p.context.close()
