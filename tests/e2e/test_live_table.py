"""The live table (issue: every phone joins by QR, sealed entries stay secret until the reveal, same dice).

Three Chromium pages — the banker (host) and two players who joined by their seat links — run a
sealed round to its reveal. Before the reveal, no page holds another seat's value: not in its
rendered text and not in any websocket frame it received (decoded from Flet's msgpack).
"""
import io
import re

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.browser import Server
from tests.e2e.conftest import enable_semantics
from tests.e2e.flutter import ident, reveal, tap, type_into
from tests.e2e.frames import FrameLog
from tests.e2e.live import create_table, enter, holds, money, open_round, seat_url

pytestmark = pytest.mark.e2e
ANN, BOB = 7373, 4141  # sentinels: distinctive values that appear nowhere else


def page_text(page) -> str:
    return page.locator("flt-semantics-host").inner_text()


def shows(page, amount: int) -> bool:
    """True when `amount` is on the page's screen, as typed or as the phones print it."""
    text = page_text(page)
    return str(amount) in text or money(amount) in text


@pytest.fixture
def lan_server(tmp_path):
    # --lan: the Invite QR codes carry the LAN address; the tests only ever connect to 127.0.0.1.
    srv = Server(tmp_path / "data").start(extra_args=("--lan",))
    yield srv
    srv.stop()


def test_three_phones_sealed_round_no_leak_tie_break_and_reload(lan_server, phone, browser):
    server = lan_server
    banker = phone(server.host("/"), ready_text="New table")
    banker_frames = FrameLog(banker)  # attached late for the host page: re-attach by reloading below
    banker.reload()
    enable_semantics(banker)
    banker.get_by_role("button", name="New table").wait_for()
    create_table(banker, ["Ann", "Bob"], banker="Kim")
    tap(banker, "button", "Invite phones")
    links = {}
    for seat in ("Ann", "Bob"):
        links[seat] = reveal(banker, ident(banker, f"link-{seat}")).inner_text()
        assert re.fullmatch(r"http://[\d.]+:\d+/seat/[A-Za-z0-9_-]{32}", links[seat].strip()), links[seat]
    # The QR code on screen carries exactly the seat's link (Bob's card is in view after reading his link).
    decoded: set[str] = set()
    for _ in range(20):  # the images may still be decoding in the browser
        decoded = {r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(banker.screenshot())))}
        if links["Bob"].strip() in decoded:
            break
        banker.wait_for_timeout(250)
    assert links["Bob"].strip() in decoded and decoded <= {links["Ann"].strip(), links["Bob"].strip()} | {
        t for t in decoded if "/bank/" in t}
    banker.go_back()

    pages, frames = {}, {}
    for seat in ("Ann", "Bob"):
        ctx = browser.new_context(viewport={"width": 412, "height": 915})
        ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), lambda r: r.abort())
        p = ctx.new_page()
        frames[seat] = FrameLog(p)
        p.goto(seat_url(server, links[seat]))
        enable_semantics(p)
        expect(ident(p, "whoami")).to_have_text(f"You are {seat}")
        pages[seat] = p
    try:
        open_round(banker)
        for seat in ("Ann", "Bob"):
            expect(reveal(pages[seat], ident(pages[seat], "confirmed-Bob"))).to_contain_text("thinking")
        enter(pages["Ann"], "Ann", ANN)
        expect(reveal(banker, ident(banker, "confirmed-Ann"))).to_contain_text("confirmed")
        # Bob's phone reloads in the middle of the round: it comes back to the same table.
        pages["Bob"].reload()
        enable_semantics(pages["Bob"])
        expect(reveal(pages["Bob"], ident(pages["Bob"], "confirmed-Ann"))).to_contain_text("confirmed")
        enter(pages["Bob"], "Bob", BOB)
        expect(reveal(banker, ident(banker, "confirmed-Bob"))).to_contain_text("confirmed")

        # Before the reveal: nobody holds another seat's value, in text or in any frame received.
        assert not holds(frames["Ann"], BOB) and not shows(pages["Ann"], BOB)
        assert not holds(frames["Bob"], ANN) and not shows(pages["Bob"], ANN)
        assert not holds(banker_frames, ANN) and not holds(banker_frames, BOB)
        assert not shows(banker, ANN) and not shows(banker, BOB)
        assert holds(frames["Ann"], ANN)  # the check can fail: a page does receive its own value

        pages["Bob"].screenshot(path=str(server.data_dir.parent / "seat-before-reveal.png"))
        banker.screenshot(path=str(server.data_dir.parent / "banker-before-reveal.png"))
        tap(banker, "button", "Reveal")
        for p in (banker, pages["Ann"], pages["Bob"]):
            expect(reveal(p, ident(p, "revealed-Ann"))).to_contain_text(f"Amount {money(ANN)}")
            expect(reveal(p, ident(p, "revealed-Bob"))).to_contain_text(f"Amount {money(BOB)}")
            expect(reveal(p, ident(p, "round-winner"))).to_have_text("Round winner: Ann")
        assert holds(banker_frames, ANN) and holds(frames["Bob"], ANN)

        # A tie, broken by a die that every phone shows the same.
        open_round(banker)
        enter(pages["Ann"], "Ann", 500)
        enter(pages["Bob"], "Bob", 500)
        tap(banker, "button", "Reveal")
        shown = []
        for p in (banker, pages["Ann"], pages["Bob"]):
            expect(reveal(p, ident(p, "revealed-Bob"))).to_contain_text("Amount $500M")  # the second round's reveal
            expect(reveal(p, ident(p, "round-winner"))).to_have_text(re.compile(r"^Round winner: (Ann|Bob)$"))
            dice = p.locator("[flt-semantics-identifier^='tiebreak-1-']")
            expect(dice).to_have_count(2)
            shown.append((ident(p, "round-winner").inner_text(), [dice.nth(i).inner_text() for i in range(2)]))
        assert shown[0] == shown[1] == shown[2]
        pages["Ann"].wait_for_timeout(500)  # let the canvas catch up with the semantics tree before the picture
        pages["Ann"].screenshot(path=str(server.data_dir.parent / "seat-after-tie-break.png"))
    finally:
        for p in pages.values():
            p.context.close()


def test_pass_the_phone_round_on_one_page(server, phone):
    page = phone(server.host("/"), ready_text="New table")
    create_table(page, ["Ann", "Bob"], banker="Kim")
    open_round(page)
    for seat, amount in (("Ann", 300), ("Bob", 450)):
        tap(page, "button", f"Pass the phone to {seat}")
        expect(page.get_by_text(f"Pass the phone to {seat}", exact=True)).to_be_visible()
        assert "300" not in page_text(page)  # the cover hides every entry
        tap(page, "button", f"I am {seat}: open my entry")
        type_into(page, f"{seat}'s Amount", str(amount))
        tap(page, "button", "Confirm my entry")
        expect(page.get_by_text(f"{seat}'s entry is confirmed and hidden.")).to_be_visible()
        assert str(amount) not in page_text(page)
        tap(page, "button", "Banker: back to the table")
    expect(reveal(page, ident(page, "confirmed-Bob"))).to_contain_text("confirmed")
    assert "300" not in page_text(page) and "450" not in page_text(page)
    tap(page, "button", "Reveal")
    expect(reveal(page, ident(page, "revealed-Bob"))).to_contain_text("Amount $450M")  # a Rollout table's $ millions
    expect(reveal(page, ident(page, "round-winner"))).to_have_text("Round winner: Bob")



