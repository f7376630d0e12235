"""A phone at several tables finds each again from the app's start address (an installed app opens it): every
banker link and every seat link it opened, newest first, while the link works. A walk's phone took the bank at two
tables and was offered only the second: each link is written alone to the browser's storage as it is opened, the
storage was read after that write, and the list of both was never written."""
import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import enable_semantics

pytestmark = pytest.mark.e2e
T = 30_000


def _tab(first, url: str):
    """A new tab of the same phone (a new session: only the browser's storage remembers)."""
    page = first.context.new_page()
    page.goto(url)
    enable_semantics(page)
    return page


def test_a_phone_at_two_tables_is_offered_both_banks_and_both_seats(tmp_path, phone, servers):
    hub = TableHub(Store(tmp_path / "data"))
    first = hub.create(make_setup("roll-and-rails", "Rails walk", ["Ann", "Bob"], "Kim"))
    second = hub.create(make_setup("fortune", "Second table", ["Ann", "Bob"], "Kim"))
    access = Access(Store(tmp_path / "data"), None)
    banks = [access.banker_token(sid) for sid in (first, second)]
    seats = [access.seat_token(sid, "Bob") for sid in (first, second)]
    srv = servers(tmp_path / "data")
    kim = phone(f"{srv.url}/bank/{banks[0]}", ready_text="Rails walk")
    kim.wait_for_timeout(1000)
    _tab(kim, f"{srv.url}/bank/{banks[1]}").get_by_text("Second table").first.wait_for(timeout=T)
    kim.wait_for_timeout(1000)
    start = _tab(kim, f"{srv.url}/")
    for table in ("Second table", "Rails walk"):  # newest first
        expect(start.get_by_role("button", name=f"Reopen the bank at {table}")).to_be_visible(timeout=T)

    bob = phone(f"{srv.url}/seat/{seats[0]}", ready_text="You are Bob")
    bob.wait_for_timeout(1000)
    _tab(bob, f"{srv.url}/seat/{seats[1]}").get_by_text("You are Bob").first.wait_for(timeout=T)
    bob.wait_for_timeout(1000)
    start = _tab(bob, f"{srv.url}/")
    for table in ("Second table", "Rails walk"):
        expect(start.get_by_role("button", name=f"Reopen your seat: Bob at {table}")).to_be_visible(timeout=T)
