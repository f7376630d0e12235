"""Share a table by QR code, for real: the code on one phone's screen, photographed, imported on another.

From the QR issue: "An end-to-end test opens 'Share as QR' in Chromium at phone size, takes a
screenshot, decodes the QR code from the screenshot with zxing-cpp, imports it through the file
picker into a second server's page, and compares the fingerprints."
"""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.live import create_table
from tests.e2e.sharing import fingerprint_on, share_a_rolled_table

pytestmark = pytest.mark.e2e


def test_share_as_qr_screenshot_import_through_file_picker(tmp_path, phone, servers):
    first = servers(tmp_path / "a")
    second = servers(tmp_path / "b")
    page = phone(first.host("/"), ready_text="New table")
    shot = tmp_path / "share-screen.png"
    original = share_a_rolled_table(page, shot)

    other = phone(second.host("/"), ready_text="New table")
    other.get_by_role("button", name="Import a shared table").click()
    with other.expect_file_chooser() as chooser:
        tap(other, "button", "Choose a photo or screenshot")
    chooser.value.set_files(str(shot))
    expect(other.get_by_text("Seats, clockwise")).to_be_visible(timeout=30_000)
    assert fingerprint_on(other) == original
    # The copy is a new saved table on the second device; its history says where it came from.
    other.get_by_label("History").get_by_role("button").click()
    expect(ident(other, "event-1")).to_contain_text("Table imported from")

    # The same table's file, imported after its QR code (a new user's walk): not a second copy. At the same point,
    # it brings the History and Undo the code could not carry (as the Share screen promises), once asked; Home
    # still lists the table once.
    from companion.share import export_session
    from companion.storage import Store
    from tests.e2e.conftest import enable_semantics

    store = Store(first.data_dir)
    path = tmp_path / "live-test.json"
    path.write_bytes(export_session(store.load(store.list_tables()[0][0].id)))
    other.goto(second.host("/import"))
    enable_semantics(other)
    with other.expect_file_chooser() as chooser:
        tap(other, "button", "Choose a table file (.json)")
    chooser.value.set_files(str(path))
    expect(other.locator("flt-semantics").get_by_text(re.compile(
        "^This table is already here: “Live test”.*with its History and Undo"))).to_be_visible(timeout=30_000)
    tap(other, "button", "Take the file's History and Undo")
    tap(other, "button", "Update it")
    expect(other.get_by_text("Seats, clockwise")).to_be_visible(timeout=30_000)
    assert fingerprint_on(other) == original
    other.get_by_role("button", name="History", exact=True).click()
    expect(ident(other, "event-1")).to_contain_text("created")  # the table's own first action, not the import
    other.goto(second.host("/"))
    enable_semantics(other)
    expect(other.get_by_role("button", name=re.compile("^Live test"))).to_have_count(1)


def test_pasted_code_imports_and_garbage_is_refused_with_nothing_saved(server, phone, tmp_path):
    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann", "Bob"], banker="Kim")
    original = fingerprint_on(page)
    tap(page, "button", "Share as QR")
    code = reveal(page, ident(page, "share-text")).inner_text().strip()
    assert code.startswith("TC1:")
    page.goto(server.host("/import"))
    from tests.e2e.conftest import enable_semantics

    enable_semantics(page)
    type_into(page, "Paste the share code here", code[:-6] + "AAAAAA")  # a damaged code
    tap(page, "button", "Import this code")
    expect(page.locator("flt-semantics").get_by_text(re.compile("^This code is damaged"))).to_be_visible()
    type_into(page, "Paste the share code here", code, replace=True)
    tap(page, "button", "Import this code")
    # The table is saved on this server already, at the point the code holds: it says so, and saves nothing.
    expect(page.locator("flt-semantics").get_by_text(
        re.compile("^This table is already here: “Live test”"))).to_be_visible()
    tap(page, "button", "Open the saved table")
    expect(page.get_by_text("Seats, clockwise")).to_be_visible()
    assert fingerprint_on(page) == original
    page.goto(server.host("/"))
    enable_semantics(page)
    expect(page.get_by_role("button", name=re.compile("^Live test"))).to_have_count(1)  # no copy


# True once a button named `name` stands wholly inside the window (the page scrolled to it by itself).
IN_VIEW = """name => Array.from(document.querySelectorAll('flt-semantics[role="button"]')).some(e => {
  const r = e.getBoundingClientRect();
  return (e.getAttribute('aria-label') || e.textContent || '').trim() === name && r.top >= 0 && r.bottom <= innerHeight;
})"""


def test_a_table_file_read_leaves_no_reading_message_behind(server, phone, tmp_path):
    """A walk imported a table file: "Reading rollout-whole.json…" stayed under the button, in the red of a failure,
    beside "This table is already saved on this device" (now "This table is already here") — as if the read had failed or hung. Once read, it goes."""
    from companion.share import export_session
    from companion.storage import Store

    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann", "Bob"], banker="Kim")
    store = Store(server.data_dir)
    sid = next(info.id for info in store.list_tables()[0])
    path = tmp_path / "live-test.json"
    path.write_bytes(export_session(store.load(sid)))
    page.goto(server.host("/import"))
    from tests.e2e.conftest import enable_semantics

    enable_semantics(page)
    page.set_viewport_size({"width": 360, "height": 640})  # a small phone: the file's way in stands at its foot
    with page.expect_file_chooser() as chooser:
        tap(page, "button", "Choose a table file (.json)")
    chooser.value.set_files(str(path))
    expect(page.locator("flt-semantics").get_by_text(
        re.compile("^This table is already here: “Live test”"))).to_be_visible(timeout=30_000)
    expect(page.locator("flt-semantics").get_by_text(re.compile("^Reading "))).to_have_count(0)
    # The answer is scrolled into view with its button (a walk saw its first line at the bottom edge): no wheel here.
    page.wait_for_function(IN_VIEW, arg="Open the saved table", timeout=10_000)


TEXT_IN_VIEW = """start => Array.from(document.querySelectorAll('flt-semantics')).some(e => {
  const r = e.getBoundingClientRect();
  return (e.textContent || '').trim().startsWith(start) && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
})"""


def test_a_refused_table_file_is_read_whole_on_a_small_phone(server, phone, tmp_path):
    """A walk at 360 px picked a damaged table file: its refusal began at the screen's bottom edge, a line and a half
    shown. It is scrolled into view, whole."""
    path = tmp_path / "cut.table.json"
    path.write_bytes(b'{"format": "table-companion-session", "version": 1, "meta": {')  # a file cut off
    page = phone(server.host("/import"), ready_text="Choose a table file (.json)")
    page.set_viewport_size({"width": 360, "height": 640})
    with page.expect_file_chooser() as chooser:
        tap(page, "button", "Choose a table file (.json)")
    chooser.value.set_files(str(path))
    page.wait_for_function(TEXT_IN_VIEW, arg="This table file", timeout=15_000)
