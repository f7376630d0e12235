"""Owner's Choice in Chromium, what a walk found on a real table (Ann banks and plays on the bank phone; Cy has no
phone of her own and is handed the bank phone for her turns):

- Setup 7, "Your money should remain hidden throughout the game": under "Turn 3 · Cy's turn" the bank phone said
  "Your money" with Ann's cash, and Cy could not learn hers. 'Pass this phone around' (off at first) makes it show
  "Cy's money" and nobody else's, once Cy has said she holds it (until then, in Ann's hands, it is covered); off,
  Ann's own line says it is Ann's ("Your money (Ann)");
- Company Square 1, "If the President does not have the money to pay for this action, the President must choose
  to throw the Fund die": on Ann's phone, where her $40 is shown, the President's die is disabled with that reason.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import OFFLINE, enable_semantics
from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.oc_walk_seed import ann_short_on_red, cy_on_turn
from tests.e2e.phones_kit import T, see

pytestmark = pytest.mark.e2e


def bank_phone(browser, server, sid: str, locale: str, width: int):
    ctx = browser.new_context(viewport={"width": width, "height": 800}, locale=locale)
    ctx.route(OFFLINE, lambda r: r.abort())
    page = ctx.new_page()
    page.goto(server.host(f"/table/{sid}"))
    enable_semantics(page)
    return ctx, page


def words(page, text: str):
    return page.locator("flt-semantics-host").get_by_text(text, exact=True).first


@pytest.mark.parametrize("locale,width", [("en-US", 360), ("de-DE", 412)])
def test_the_bank_phone_passed_to_cy_shows_cys_money_by_name_and_nobody_elses(server, browser, tmp_path, locale, width):
    server.stop()
    sid = cy_on_turn(server.data_dir)
    server.start()
    de = locale == "de-DE"
    ctx, bank = bank_phone(browser, server, sid, locale, width)
    try:
        see(bank, "oc-turn", "Zug 3 · Cy ist am Zug" if de else "Turn 3 · Cy's turn")
        expect(words(bank, "Dein Geld (Ann)" if de else "Your money (Ann)")).to_be_visible(timeout=T)
        see(bank, "my-cash", "$590", exact=True)  # Ann's
        tap(bank, "switch", "Dieses Handy herumgeben" if de else "Pass this phone around")
        # Still in Ann's hands: covered, nobody's money, until Cy says she has it.
        see(bank, "oc-cover", "Handy an Cy geben" if de else "Pass the phone to Cy", exact=True)
        covered = bank.locator("flt-semantics-host").inner_text()
        assert "$590" not in covered and "$640" not in covered
        bank.screenshot(path=str(tmp_path / f"passed-cover-{locale}-{width}.png"))
        tap(bank, "button", "Ich bin Cy: zeig mein Geld" if de else "I am Cy: show my money")
        expect(reveal(bank, words(bank, "Geld von Cy" if de else "Cy's money"))).to_be_visible(timeout=T)
        see(bank, "my-cash", "$640", exact=True)  # Cy's: $690, less a GREEN, and two GREEN dividends of $25
        see(bank, "cash-Cy", "$640", exact=True)
        see(bank, "hidden-Ann", "verdeckt" if de else "hidden")
        see(bank, "hidden-Bob", "verdeckt" if de else "hidden")
        expect(ident(bank, "oc-bank")).to_have_count(0)
        text = bank.locator("flt-semantics-host").inner_text()
        assert "$590" not in text and ("Dein Geld" not in text if de else "Your money" not in text)
        bank.screenshot(path=str(tmp_path / f"passed-{locale}-{width}.png"))
    finally:
        ctx.close()


def test_the_presidents_die_is_disabled_with_the_reason_where_the_presidents_money_is_shown(server, browser):
    server.stop()
    sid = ann_short_on_red(server.data_dir)
    server.start()
    ctx, bank = bank_phone(browser, server, sid, "en-US", 360)
    try:
        see(bank, "oc-decision", "RED square: you choose, as RED's President", exact=True)
        pay = reveal(bank, bank.get_by_role("button", name="Pay $50 and throw RED's President's die"))
        expect(pay).to_be_disabled(timeout=T)
        see(bank, "oc-die-why", "Ann has $40 and cannot pay $50 for the President's die: Ann must throw the Fund die.",
            exact=True)
        expect(reveal(bank, bank.get_by_role("button", name="Throw the Fund die"))).to_be_enabled(timeout=T)
    finally:
        ctx.close()
