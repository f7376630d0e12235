"""Owner's Choice in German and English (issue 17, item 4): a German phone reads the game's screens in German —
no English message of the catalog on screen or in an accessible name — and an English phone no German.

Issue 17: "A test fails on any visible English string in a German session (and the reverse) on every screen the
end-to-end tests visit." The table is seeded mid-game through the rules core (start player Ann, the pre-game
purchases made, Ann's pawn on RED's company square): the banker's screen and Ann's own phone both show the
decision the table waits for ("Pay … to the Fund and throw RED's President's die, or throw the Fund die"), the
status, the price tiles, the players and the $300 line. The German layout is checked at 360 px as well. Ann keeps
$30 (a banker's correction), so the President's die is disabled on the banker's phone (Kim does not play and sees
her money), with the rules' reason in German.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import calculators.owners_choice as oc
from companion.access import Access
from companion.storage import Store
from companion.table import TableHub
from playwright.sync_api import expect
from tests.e2e.browser import OFFLINE, enable_semantics
from tests.e2e.flutter import ident, reveal
from tests.support.oc_screens import in_play
from tests.e2e.language_kit import _open, audit, check_screens

pytestmark = pytest.mark.e2e
T = 30_000


def seed_owners_choice(data_dir: Path) -> tuple[str, str]:
    """A saved Owner's Choice table mid-game: (table id, Ann's seat link path)."""
    store = Store(Path(data_dir))
    hub = TableHub(store)
    sid = in_play(hub, "Aktienabend")

    def do(command, *args, **kw):
        hub.act(sid, lambda log: command(log, "banker", *args, **kw))
    do(oc.correct_cash, "Ann", -560)  # Ann keeps $30: too little for RED's President's die ($50)
    do(oc.move_pawn, "Ann", 2, "company", "RED")
    return sid, f"/seat/{Access(store, None).seat_token(sid, 'Ann')}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_owners_choice_screens_speak_the_phones_language_only(server, browser, lang):
    server.stop()
    sid, ann = seed_owners_choice(server.data_dir)
    server.start()
    de = lang == "de"
    screens = [("banker", f"/table/{sid}", "Fondswürfel werfen" if de else "Throw the Fund die")]
    if de:  # the seat phone in German (the English seat phone is what the English e2e tests read)
        screens.append(("Ann's phone", ann, "Fondswürfel werfen"))
    check_screens(server, browser, lang, screens)
    if de:
        a_refusal_reads_in_german(server, browser, sid)


def a_refusal_reads_in_german(server, browser, sid: str) -> None:
    """The rules' reason on a German phone is German. Company Square: "If the President does not have the money to
    pay for this action, the President must choose to throw the Fund die" — the banker who does not play sees Ann's
    $30, so the President's die is disabled there with the rules' reason, in German."""
    ctx, page = _open(browser, server.host(f"/table/{sid}"), "de-DE")
    try:
        page.locator("flt-semantics-host").get_by_text("Fondswürfel werfen").first.wait_for(timeout=T)
        pay = reveal(page, page.get_by_role("button", name="$50 zahlen, Präsidentenwürfel RED werfen"))
        expect(pay).to_be_disabled(timeout=T)
        node = reveal(page, ident(page, "oc-die-why"))
        expect(node).to_have_text("Ann hat $30 und kann die $50 für den Präsidentenwürfel nicht zahlen: Ann muss den "
                                  "Fondswürfel werfen.", timeout=T)
        found: list[str] = []
        audit(page, "de", "banker beside the disabled President's die", found, None)
        assert not found, found
    finally:
        ctx.close()


def test_the_heading_and_the_table_check_read_whole_at_360_and_412_in_both_languages(server, browser):
    """A walk at 360 px in German read the game's name broken in two ("Owner's" over "Choice") beside the longer
    table-check chip ("Tisch-Prüfung: …"). The heading row is shared by every table screen: the name stays on one
    line and the chip lies whole on screen, beside it where both fit, else under it; a seat's "Du bist Ann" alike
    (in German: a seat is one phone's, so one phone, turned from 360 to 412 px)."""
    server.stop()
    sid, ann = seed_owners_choice(server.data_dir)
    server.start()
    phones = [("banker", "de", server.host(f"/table/{sid}")), ("banker", "en", server.host(f"/table/{sid}")),
              ("Ann", "de", server.url + ann)]
    for who, lang, url in phones:
        ctx = browser.new_context(viewport={"width": 360, "height": 800}, locale="de-DE" if lang == "de" else "en-US")
        ctx.route(OFFLINE, lambda r: r.abort())
        page = ctx.new_page()
        try:
            page.goto(url)
            enable_semantics(page)
            heading = (page.locator("flt-semantics-host").get_by_text("Owner's Choice", exact=True).first
                       if who == "banker" else ident(page, "whoami"))
            expect(heading).to_have_text("Owner's Choice" if who == "banker" else "Du bist Ann", timeout=T)
            chip = ident(page, "fingerprint")
            expect(chip).to_contain_text("Tisch-Prüfung" if lang == "de" else "Table check", timeout=T)
            # One name for a screen reader, the code once (it read "Fingerprint: … Table check: X Table check: X").
            said = " ".join(filter(None, [chip.get_attribute("aria-label"), chip.inner_text()]))
            assert re.fullmatch(r"(Tisch-Prüfung|Table check): [A-Z2-7]{8}", said.strip()), said
            for width in (360, 412):
                page.set_viewport_size({"width": width, "height": 800})
                page.wait_for_timeout(800)  # laid out again at the new width
                head, check = heading.bounding_box(), chip.bounding_box()
                where = f"{who}, {lang}, {width} px"
                assert head["height"] < 40, f"{where}: the heading takes {head['height']} px: more than one line"
                assert 0 <= check["x"] and check["x"] + check["width"] <= width + 0.5, f"{where}: chip {check}"
                beside = check["y"] < head["y"] + head["height"] - 1
                assert not beside or check["x"] >= head["x"] + head["width"], f"{where}: chip over the heading"
        finally:
            ctx.close()
