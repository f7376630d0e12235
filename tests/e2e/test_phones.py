"""The players' phones (issue 16), in Chromium at 360×780 on three phones: every sealed form says what it asks
and what it commits before Confirm, fits one screen, and stays secret; public things show on every phone live;
money never changes on a phone without the reason."""
import pytest
from playwright.sync_api import expect

import calculators.rollout as ro
from tests.e2e.browser import Server
from tests.e2e.flutter import ident, tap
from tests.e2e.phones_kit import on_screen, seat_phone, see, to_top
from tests.e2e.rollout_seed import Seed

pytestmark = pytest.mark.e2e


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def serve(data_dir):
    """Starts the real server on the seeded data folder (call it once the tables are saved)."""
    started = []

    def start() -> Server:
        started.append(Server(data_dir).start())
        return started[-1]
    yield start
    for s in started:
        s.stop()


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
            expect(page.get_by_role("button", name=f"{label_a}: {blitz} (chosen)", exact=True)).to_be_visible()
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
            for other, (adv, blitz, price) in choices.items():
                see(page, f"s2-budget-{other}", f"advertising {blitz}, price ${price}")
    finally:
        for p in pages.values():
            p.context.close()
