"""German and English everywhere (issue 17, item 4): a German phone reads every shared screen in German — no
English message of the catalog on screen or in an accessible name — and an English phone no German; the German
screens keep 48 px targets and whole labels at 360 px; a phone that switches language in Settings sees History
follow.

Issue 17: "A German browser gets German only inside Fortune's panel; every shared screen … stays English … and
History stays German after a phone switches to English." — "A test fails on any visible English string in a
German session (and the reverse) on every screen the end-to-end tests visit." The table screens use a Fortune
table: its game panel speaks German by itself, so every English word found is the shared frame's."""
from __future__ import annotations


import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.language_audit import visible_texts, wrong_language, wrong_language_patterns
from tests.e2e.language_kit import SMALL_PHONE, T, _open, _visit, audit  # noqa: F401
from tests.e2e.rollout_seed import Seed

pytestmark = pytest.mark.e2e


def _seed(data_dir) -> tuple[str, str]:
    """A Rollout table with its setup played (History has entries) and a Fortune table, before the server starts."""
    seed = Seed(data_dir, players=("Ann", "Bob", "Cy"))
    fortune = seed.hub.create(make_setup("fortune", "Spieleabend", ["Ann", "Bob", "Cy"], "Ann"))
    return seed.sid, fortune


def _screens(rollout: str, fortune: str, de: bool) -> list[tuple[str, str]]:
    """(route, a text that shows once the screen is drawn in the phone's language)."""
    def w(german: str, english: str) -> str:
        return german if de else english
    return [
        ("/", w("Gespeicherte Tische", "Saved tables")),
        ("/new", w("Wer führt die Bank?", "Who runs the bank?")),
        ("/settings", w("Hausregel", "House rule")),
        ("/cash-out", w("Firmen im Spiel", "Companies in play")),
        (f"/table/{fortune}", w("Plätze, im Uhrzeigersinn", "Seats, clockwise")),
        (f"/table/{fortune}/invite", w("Handys einladen", "Invite phones")),
        (f"/table/{fortune}/share", w("Als QR teilen", "Share as QR")),
        (f"/table/{fortune}/history", w("Verlauf ·", "History ·")),
        (f"/table/{rollout}", w("Plätze, im Uhrzeigersinn", "Seats, clockwise")),
        (f"/table/{rollout}/history", w("Verlauf ·", "History ·")),
        (f"/table/{rollout}/board", w("Spielplan-Tabellen", "Board tables")),
    ]


def _refusals(page, lang: str, found: list[str], layout: list[str] | None) -> None:
    """Import with a garbled code and Join with a wrong code: the refusals speak the phone's language."""
    de = lang == "de"
    _visit(page, "/", "Gespeicherte Tische" if de else "Saved tables")
    _visit(page, "/import", "Geteilten Tisch übernehmen" if de else "Import a shared table")
    type_into(page, "Teilen-Code hier einfügen" if de else "Paste the share code here", "hallo welt")
    tap(page, "button", "Diesen Code übernehmen" if de else "Import this code")
    refusal = "Das ist kein Table-Companion-Code." if de else "This is not a Table Companion code."
    page.locator("flt-semantics").get_by_text(refusal).first.wait_for(timeout=T)
    audit(page, lang, "/import with a garbled code", found, layout, skip=None)

    _visit(page, "/join", "Dem Tisch beitreten" if de else "Join the table")
    type_into(page, "Sechsstelliger Code" if de else "Six-character code", "ACDEFH")
    tap(page, "button", "Dem Tisch beitreten" if de else "Join the table")
    refusal = "Dieser Code öffnet keinen Platz" if de else "That code does not open a seat"
    page.locator("flt-semantics").get_by_text(refusal, exact=False).first.wait_for(timeout=T)
    audit(page, lang, "/join with a wrong code", found, layout, skip=None)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_shared_screen_speaks_the_phones_language_only(server, browser, lang):
    server.stop()
    rollout, fortune = _seed(server.data_dir)
    server.start()
    de = lang == "de"
    ctx, page = _open(browser, server.host("/"), "de-DE" if de else "en-US")
    found: list[str] = []
    layout: list[str] | None = [] if de else None  # German words are longer: the layout is checked in German
    try:
        # The device's language is read once the page is up; Home redraws in German then.
        page.locator("flt-semantics-host").get_by_text("Schnelle Abrechnung" if de else "Quick Cash Out").first \
            .wait_for(timeout=T)
        for route, ready in _screens(rollout, fortune, de):
            _visit(page, route, ready)
            audit(page, lang, route, found, layout, skip=None)
        _refusals(page, lang, found, layout)
        assert not found, "wrong language on screen:\n" + "\n".join(found)
        assert not layout, "German layout at 360 px:\n\n" + "\n\n".join(layout)
    finally:
        ctx.close()


def test_switching_language_in_settings_and_history_follows(server, browser):
    """An English browser chooses Deutsch in Settings: History (its frame, the rules' sentences and Flutter's own
    Back button) turns German; back to English, History is English again (issue 17: "History stays German after a
    phone switches")."""
    server.stop()
    rollout, _fortune = _seed(server.data_dir)
    server.start()
    ctx, page = _open(browser, server.host("/"), "en-US")
    try:
        page.locator("flt-semantics-host").get_by_text("Quick Cash Out").first.wait_for(timeout=T)
        _visit(page, f"/table/{rollout}/history", "History ·")
        expect(reveal(page, ident(page, "event-2"))).to_contain_text("Companies chosen", timeout=T)

        _visit(page, "/", "Saved tables")
        _visit(page, "/settings", "House rule")
        tap(page, "radio", "Deutsch")
        page.locator("flt-semantics-host").get_by_text("Sprache (dieses Handy)").first.wait_for(timeout=T)
        _visit(page, f"/table/{rollout}/history", "Verlauf ·")
        expect(reveal(page, ident(page, "event-2"))).not_to_contain_text("Companies chosen", timeout=T)
        hits = wrong_language(visible_texts(page), wrong_language_patterns("de"))
        assert not hits, hits
        # Flutter's own words follow too: the app bar's Back button is read out as "Zurück".
        expect(page.get_by_role("button", name="Zurück", exact=True)).to_have_count(1, timeout=T)

        _visit(page, "/", "Gespeicherte Tische")
        _visit(page, "/settings", "Hausregel")
        tap(page, "radio", "English")
        page.locator("flt-semantics-host").get_by_text("Language (this phone)").first.wait_for(timeout=T)
        _visit(page, f"/table/{rollout}/history", "History ·")
        expect(reveal(page, ident(page, "event-2"))).to_contain_text("Companies chosen", timeout=T)
        hits = wrong_language(visible_texts(page), wrong_language_patterns("en"))
        assert not hits, hits
        expect(page.get_by_role("button", name="Back", exact=True)).to_have_count(1, timeout=T)
    finally:
        ctx.close()
