"""Fortune on the players' own phones: the language follows the device (English here) until the player
switches; a player rolls their own move; the balance sheet updates live; the ÖKA from the seat."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, reveal
from tests.e2e.fortune_seed import WAIT, german_phone, new_fortune_table, see, shot, tap, type_into

pytestmark = pytest.mark.e2e


def phone_in(browser, url, locale):
    ctx = browser.new_context(viewport=PHONE, locale=locale)
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
    page = ctx.new_page()
    page.goto(url)
    enable_semantics(page)
    return page


def test_seat_phones_language_own_roll_live_sheet_and_oka(server, browser, tmp_path):
    kasse = german_phone(browser, server.host("/"))
    pages = [kasse]
    try:
        kasse.get_by_role("button", name="Neuer Tisch").wait_for(timeout=30_000)  # the shared Home in German (issue 17)
        new_fortune_table(kasse, ["Ann", "Bob"], "Kim")
        tap(kasse, "button", "Startkapital auszahlen")
        type_into(kasse, "Ann: zwei Würfel", "6 5")
        type_into(kasse, "Bob: zwei Würfel", "1 1")
        tap(kasse, "button", "Echte Würfel eintragen")
        see(kasse, "next-to-roll", "Ann ist am Zug")

        tap(kasse, "button", "Handys einladen")  # the shared table screen in German (issue 17)
        links = {s: reveal(kasse, ident(kasse, f"link-{s}")).inner_text().strip() for s in ("Ann", "Bob")}
        kasse.go_back()
        urls = {s: server.url + re.sub(r"^https?://[^/]+", "", link) for s, link in links.items()}

        # Ann's phone speaks English: her screens are in English, money as 200,000 DM.
        ann = phone_in(browser, urls["Ann"], "en-US")
        pages.append(ann)
        see(ann, "cash-Ann", "200,000 DM")
        expect(ann.get_by_text("My company", exact=True)).to_be_visible(timeout=WAIT)
        see(ann, "next-to-roll", "Ann's turn")
        tap(ann, "button", "Roll 2 dice")
        see(ann, "move-roll", "Ann rolls")
        see(kasse, "move-roll", "Ann würfelt")
        # After the roll her phone says what happens next (issue 16).
        total = re.search(r"Ann rolls (\d+)", reveal(ann, ident(ann, "move-roll")).inner_text()).group(1)
        see(ann, "move-next", f"Move your piece {total} spaces. The banker then taps the space you land on")

        # The Kasse books Ann onto OTTO's share space: her phone shows what it offers her and that the choice is hers
        # (it showed only the last line and "Bob rolls next"); bought, the package is on her sheet at once.
        tap(kasse, "button", "Aktien OTTO Versand", exact=True)
        see(ann, "offer-shares", "The share package OTTO Versand costs 50,000 DM: buy it or leave it.")
        see(ann, "offer-decide", "The choice is yours: tell the banker, who books it on the bank's phone. Then Bob rolls.")
        shot(ann, tmp_path / "fortune-seat-ann-offer.png", "offer-space")
        tap(kasse, "button", "Aktienpaket kaufen")
        see(ann, "shares-Ann", "OTTO Versand (50,000 DM)")
        see(ann, "cash-Ann", "150,000 DM")
        see(ann, "money-why-0", "−50,000 DM from you: ")  # the reason, on the phone whose money it is
        shot(ann, tmp_path / "fortune-seat-ann-en.png", "cash-Ann")

        # Bob's phone is English too, until he switches to Deutsch; on OTTO's space he may start an ÖKA.
        bob = phone_in(browser, urls["Bob"], "en-US")
        pages.append(bob)
        see(bob, "cash-Bob", "200,000 DM")
        bob.get_by_label("Language").get_by_role("button").click()  # the app bar's, as on every screen
        tap(bob, "radio", "Deutsch")
        expect(bob.get_by_text("Meine Firma", exact=True)).to_be_visible(timeout=WAIT)
        see(bob, "cash-Bob", "200.000 DM")
        tap(kasse, "button", "Mit 1 Würfel würfeln")
        see(kasse, "move-roll", "Bob würfelt")
        tap(kasse, "button", "OTTO Versand 1", exact=True)
        see(bob, "fortune-last", "Bob landet auf OTTO Versand 1")
        reveal(bob, bob.get_by_text("ÖKA – öffentliches Kaufangebot"))
        shot(bob, tmp_path / "fortune-seat-bob-oka.png", "fortune-last")
        tap(bob, "button", "ÖKA würfeln")
        see(bob, "fortune-last", "ÖKA von Bob")
        see(kasse, "fortune-last", "ÖKA von Bob")
        expect(ident(bob, "oka-dark")).to_have_count(1)
        shot(bob, tmp_path / "fortune-seat-bob-after.png", "fortune-last")
    except Exception:
        for i, p in enumerate(pages):
            p.screenshot(path=str(tmp_path / f"failure-{i}.png"))
        raise
    finally:
        for p in pages:
            p.context.close()
