"""Renaming a saved table on Home, in Chromium on a German phone at 360 px: two tables both called "Freitag" (the walk
that asked for this), one renamed through its own Rename button; a name the rules refuse is said on the field and
nothing changes; the saved name stands on Home and on the table's screen."""
import re

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import OFFLINE, enable_semantics
from tests.e2e.flutter import ready_to_tap, reveal, tap, type_into

pytestmark = pytest.mark.e2e

SMALL_PHONE = {"width": 360, "height": 800}


def test_rename_a_table_on_home_then_open_it(tmp_path, browser, servers):
    data = tmp_path / "data"
    hub = TableHub(Store(data))
    hub.create(make_setup("rollout", "Freitag", ["Ann", "Bob"], "Kim"))
    hub.create(make_setup("owners-choice", "Freitag", ["Ann", "Bob", "Cy"], "Ann"))
    server = servers(data)
    ctx = browser.new_context(viewport=SMALL_PHONE, locale="de-DE")
    ctx.route(OFFLINE, lambda r: r.abort())
    page = ctx.new_page()
    page.goto(server.host("/"))
    enable_semantics(page)
    page.get_by_text("Gespeicherte Tische").first.wait_for(timeout=30_000)
    rename = page.get_by_label(re.compile(r"^Freitag umbenennen \(Rollout · 2 Spieler")).get_by_role("button")
    ready_to_tap(page, rename).click()
    expect(page.get_by_text("Freitag umbenennen", exact=True)).to_be_visible()  # the dialog's title
    field = page.get_by_role("textbox", name="Name des Tisches")
    expect(field).to_have_value("Freitag")  # the name, to change
    type_into(page, "Name des Tisches", "")
    tap(page, "button", "Speichern")
    expect(page.get_by_text("Ein Tischname hat 1 bis 40 Zeichen")).to_be_visible()
    type_into(page, "Name des Tisches", "Freitag Rollout")
    tap(page, "button", "Speichern")
    tile = page.get_by_role("button", name=re.compile(r"^Freitag Rollout\s+Rollout · "))
    expect(reveal(page, tile)).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^Freitag\s+Owner.s Choice · "))).to_be_visible()
    tile.click()
    expect(page).to_have_url(re.compile(r"/table/[0-9a-f]+$"))
    expect(page.get_by_text("Freitag Rollout", exact=True).first).to_be_visible()  # the table's title bar
    server.stop()  # before the saved names are read from disk
    assert sorted(i.meta["name"] for i in Store(data).list_tables()[0]) == ["Freitag", "Freitag Rollout"]
