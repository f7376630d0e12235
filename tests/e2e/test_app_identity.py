"""A real app on the phone (issue 17): its own manifest and icons, dark mode, results to BG Stats, HTTPS on
the LAN and a host link that survives a restart — in real Chromium at phone size.

"Done when: the served manifest names Table Companion with the app's own icons; the app renders dark
under a dark color scheme; 'Send to BG Stats' produces the documented link for a finished game; --https
serves a page Chromium loads (with the certificate trusted in the test) and the camera scan is offered on
a non-localhost name over HTTPS; the host page comes back after a server restart."
"""
import io
import json
import re
import stat
import urllib.request
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import expect

from calculators import games
from calculators.core.table import make_setup
from calculators.fortune import actions as FA
from companion.results import bgstats_url, play_of_table
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.browser import CHROMIUM_ARGS, OFFLINE, PHONE, ROOT, Server, enable_semantics, open_phone
from tests.e2e.flutter import ident, reveal
from tests.support.finished import save_finished

pytestmark = pytest.mark.e2e
ASSETS = ROOT / "assets"
LAN_NAME = "table-host.test"
WAKE_LOCK_SPY = """
window.__wakeLock = [];
if (navigator.wakeLock) {
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    window.__wakeLock.push('request');
    const sentinel = await request(type);
    window.__wakeLock.push('held');
    sentinel.addEventListener('release', () => window.__wakeLock.push('released'));
    return sentinel;
  };
}
"""
FLET_WEB = Path(__import__("flet_web").__file__).parent / "web"


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=20) as r:
        return r.read()


def background(page) -> tuple[int, int, int]:
    """The colour of the screen's background, at a spot below the content (bottom left of the phone)."""
    shot = Image.open(io.BytesIO(page.screenshot())).convert("RGB")
    return shot.getpixel((8, shot.height - 120))


def settles(page, light: bool, timeout: float = 20.0) -> tuple[int, int, int]:
    """The background once it is light (or dark): the theme reaches the page after a server round trip."""
    import time
    deadline = time.monotonic() + timeout
    while True:
        colour = background(page)
        if (min(colour) > 200) if light else (max(colour) < 60):
            return colour
        assert time.monotonic() < deadline, f"the background stayed {colour}"
        page.wait_for_timeout(300)


def test_the_served_manifest_and_loading_page_are_table_companions_own(server):
    manifest = json.loads(fetch(f"{server.url}/manifest.json"))
    assert manifest["name"] == manifest["short_name"] == "Table Companion"
    assert manifest["display"] == "standalone" and manifest["theme_color"] == "#00796B"
    icons = {(i["sizes"], i.get("purpose", "any")): i["src"] for i in manifest["icons"]}
    assert set(icons) == {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")}
    flet_icon = (FLET_WEB / "icons" / "icon-512.png").read_bytes()
    for (sizes, _purpose), src in icons.items():
        served = fetch(f"{server.url}/{src}")
        assert served == (ASSETS / src).read_bytes() != flet_icon  # the app's own picture, not Flet's
        assert Image.open(io.BytesIO(served)).size == tuple(int(n) for n in sizes.split("x"))
    page_html = fetch(f"{server.url}/").decode()
    assert page_html.index("<title>Table Companion</title>") < 300  # the tab's title from the first bytes
    assert "Flet" not in re.sub(r"<!--.*?-->", "", page_html, flags=re.S).split("<script>")[0]
    assert 'href="icons/apple-touch-icon.png"' in page_html and "flet.noCdn=true;" in page_html
    assert fetch(f"{server.url}/icons/apple-touch-icon.png") == (ASSETS / "icons" / "apple-touch-icon.png").read_bytes()


def test_dark_under_a_dark_system_and_a_light_choice_kept_on_this_phone(server, browser):
    ctx = browser.new_context(viewport=PHONE, color_scheme="dark")
    ctx.route(OFFLINE, lambda r: r.abort())
    try:
        page = ctx.new_page()
        page.goto(server.host("/"))
        enable_semantics(page)
        page.get_by_text("New table").first.wait_for(timeout=30_000)
        expect(page).to_have_title("Table Companion")
        settles(page, light=False)  # the system is dark: so is the app
        page.goto(server.host("/settings"))
        enable_semantics(page)
        reveal(page, page.get_by_role("radio", name="Light")).click()
        settles(page, light=True)
        # Kept in this phone's browser storage: a reload (a new session) opens light again.
        page.goto(server.host("/"))
        enable_semantics(page)
        page.get_by_text("New table").first.wait_for(timeout=30_000)
        page.wait_for_timeout(1500)  # the stored choice is read after the first frame
        settles(page, light=True)
    finally:
        ctx.close()
    # Another phone with a dark system is not affected by that choice.
    ctx, page = open_phone(browser, server.host("/"))
    try:
        page.emulate_media(color_scheme="dark")
        page.get_by_text("New table").first.wait_for(timeout=30_000)
        settles(page, light=False)
    finally:
        ctx.close()


def seed_finished_fortune(data_dir: Path) -> tuple[str, str]:
    """A Fortune table played to its end (time up) through the rules core, saved as the app saves it."""
    hub = TableHub(Store(data_dir))
    sid = hub.create(make_setup("fortune", "Fortune night", ["Ann", "Bob", "Cy"], "Ann"))
    hub.act(sid, lambda log: FA.set_up(log, "banker", {"Ann": "BASF", "Bob": "3M", "Cy": "GRUNDIG"}, 120))
    hub.act(sid, lambda log: FA.roll_for_start(log, "banker", values=[[6, 6], [1, 2], [2, 2]]))
    hub.act(sid, lambda log: FA.roll_move(log, "banker", "Ann", 1, values=[1]))  # Ann starts (6+6)
    hub.act(sid, lambda log: FA.land(log, "banker", "Ann", "commerzbank-2"))
    hub.act(sid, lambda log: FA.take_loan(log, "banker", "Ann"))  # Ann's balance: 5,000 DM lower
    hub.act(sid, lambda log: FA.time_up(log, "banker"))
    return sid, bgstats_url(play_of_table(sid, hub.get(sid)))


def send_to_bg_stats(srv: Server, browser, sid: str) -> str:
    """Tap "Send to BG Stats" on a finished table's screen; the one link it opened (BG Stats answered by the test)."""
    ctx, page = open_phone(browser, srv.host(f"/table/{sid}"))
    opened = []

    def bgstats(route):
        opened.append(route.request.url)
        route.fulfill(status=200, content_type="text/html", body="<title>BG Stats</title>")

    ctx.route("https://app.bgstatsapp.com/**", bgstats)  # after the offline rule: this one answers first
    try:
        button = reveal(page, page.get_by_role("button", name="Send to BG Stats"))
        expect(page.get_by_role("button", name="Copy results")).to_have_count(1)
        expect(page.get_by_role("button", name="Download CSV")).to_have_count(1)
        with ctx.expect_page(timeout=20_000):
            button.click()
        page.wait_for_timeout(1000)
        assert len(opened) == 1, opened
        return opened[0]
    finally:
        ctx.close()


def test_send_to_bg_stats_opens_the_documented_link_for_a_finished_game(tmp_path, browser, servers):
    sid, expected = seed_finished_fortune(tmp_path / "data")
    srv = servers(tmp_path / "data")
    url = send_to_bg_stats(srv, browser, sid)
    assert url == expected
    data = json.loads(urllib.request.unquote(expected.split("?data=", 1)[1]))
    assert [p["name"] for p in data["players"]] == ["Ann", "Bob", "Cy"]  # seat order
    assert [p["name"] for p in data["players"] if p["winner"]] == ["Bob", "Cy"]
    assert data["game"]["name"] == "Fortune"


@pytest.mark.parametrize("game", ["rollout", "roll-and-rails", "owners-choice"])
def test_send_to_bg_stats_from_a_finished_game_of_the_other_games(game, tmp_path, browser, servers):
    """"Send to BG Stats produces the documented link for a finished game of each of the four games" (issue 17):
    BG Stats' create-play link (https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>) with the
    game, the players in seat order and their scores, and the winners (test_results.py checks each game's
    scores against its rules; here the button on the screen sends them)."""
    data_dir = tmp_path / "data"
    sid = save_finished(data_dir, game)
    table = TableHub(Store(data_dir)).get(sid)
    play = play_of_table(sid, table)
    srv = servers(data_dir)
    url = send_to_bg_stats(srv, browser, sid)
    assert url.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert url == bgstats_url(play)
    data = json.loads(urllib.request.unquote(url.split("?data=", 1)[1]))
    assert [p["name"] for p in data["players"]] == list(table.setup.players)  # seat order
    assert data["game"]["name"] == games.get(game).title and data["game"]["sourceGameId"] == game
    best = max(p["score"] for p in data["players"])
    assert [p["name"] for p in data["players"] if p["winner"]] == [
        p["name"] for p in data["players"] if p["score"] == best]


def test_the_host_link_and_the_host_page_survive_a_restart(tmp_path, phone, servers):
    srv = servers(tmp_path / "data")
    first = srv.host_secret
    secret_file = tmp_path / "data" / "host-link.secret"
    assert secret_file.read_text() == first and stat.S_IMODE(secret_file.stat().st_mode) == 0o600
    page = phone(srv.host("/"), ready_text="New table")
    srv.stop()
    srv.start()
    assert srv.host_secret == first  # the same link after the restart
    page.reload()
    enable_semantics(page)
    expect(page.get_by_text("New table").first).to_be_visible(timeout=30_000)
    srv.stop()
    srv.start(extra_args=("--new-host-link",))
    assert srv.host_secret != first and secret_file.read_text() == srv.host_secret
    page.goto(f"{srv.url}/?host={first}")  # the replaced link opens only the join screen now
    enable_semantics(page)
    expect(page.get_by_text("Scan your seat's QR code with your phone's camera")).to_be_visible(timeout=30_000)
    expect(page.get_by_text("New table")).to_have_count(0)


def test_https_serves_the_app_and_offers_the_camera_on_a_lan_name(tmp_path, browser, chromium_path, servers):
    from companion.tls import fingerprint, spki_hash

    srv = servers(tmp_path / "data", extra_args=("--https",))
    cert = tmp_path / "data" / "https-cert.pem"
    log = srv.log_path.read_text()
    assert f"https://127.0.0.1:{srv.port}/?host={srv.host_secret}" in log
    assert f"SHA-256 fingerprint (compare it on the phone before trusting it): {fingerprint(cert)}" in log
    assert stat.S_IMODE((tmp_path / "data" / "https-key.pem").stat().st_mode) == 0o600
    # Chromium trusts exactly this certificate (by its public key), and maps the made-up LAN name here.
    b = browser.browser_type.launch(executable_path=chromium_path, args=[
        *CHROMIUM_ARGS, f"--ignore-certificate-errors-spki-list={spki_hash(cert)}",
        f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    try:
        ctx = b.new_context(viewport=PHONE)
        ctx.route(re.compile(rf"^https?://(?!127\.0\.0\.1|{re.escape(LAN_NAME)})"), lambda r: r.abort())
        page = ctx.new_page()
        page.goto(f"https://{LAN_NAME}:{srv.port}/import?host={srv.host_secret}")
        enable_semantics(page)
        expect(page).to_have_title("Table Companion")
        assert page.evaluate("window.isSecureContext") is True
        expect(page.get_by_role("button", name="Scan with the camera")).to_have_count(1, timeout=30_000)
        expect(ident(page, "camera-unavailable")).to_have_count(0)
    finally:
        b.close()


def test_plain_http_on_a_lan_name_says_how_to_keep_the_screen_on(tmp_path, browser, chromium_path, servers):
    sid, _ = seed_finished_fortune(tmp_path / "data")
    srv = servers(tmp_path / "data")
    b = browser.browser_type.launch(executable_path=chromium_path, args=[
        *CHROMIUM_ARGS, f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    try:
        ctx = b.new_context(viewport=PHONE)
        ctx.route(re.compile(rf"^https?://(?!127\.0\.0\.1|{re.escape(LAN_NAME)})"), lambda r: r.abort())
        page = ctx.new_page()
        page.goto(f"http://{LAN_NAME}:{srv.port}/table/{sid}?host={srv.host_secret}")
        enable_semantics(page)
        expect(ident(page, "awake-note")).to_contain_text("companion --lan --https", timeout=30_000)
    finally:
        b.close()
    # On localhost the browser grants the Screen Wake Lock: no note, and the table screen holds the lock
    # (recorded by wrapping the browser's own navigator.wakeLock.request) until the phone leaves the table.
    ctx = browser.new_context(viewport=PHONE)
    ctx.route(OFFLINE, lambda r: r.abort())
    ctx.add_init_script(WAKE_LOCK_SPY)
    try:
        page = ctx.new_page()
        page.goto(srv.host(f"/table/{sid}"))
        enable_semantics(page)
        expect(page.get_by_text("Fortune night").first).to_be_visible(timeout=30_000)
        expect(ident(page, "awake-note")).to_have_count(0)
        page.wait_for_function("window.__wakeLock.includes('held')", timeout=20_000)
        page.get_by_role("button", name="Back", exact=True).click()  # to Home: no table open
        page.get_by_text("New table").first.wait_for(timeout=20_000)
        page.wait_for_function("window.__wakeLock.includes('released')", timeout=20_000)
    finally:
        ctx.close()


def test_an_installed_app_reopens_the_seat_or_home_this_phone_last_held(tmp_path, phone, servers):
    """"An installed app opens where it was installed from: the host's Home, or the seat the phone holds
    (the join landing remembers the phone's seat link in the browser's storage and offers to reopen it)."
    The manifest names no start_url, so the installed app starts at the page it was installed from; these
    checks open the bare address, as the app would after a host link or seat link lost its query."""
    from companion.access import Access

    sid, _ = seed_finished_fortune(tmp_path / "data")
    token = Access(Store(tmp_path / "data"), None).seat_token(sid, "Bob")
    srv = servers(tmp_path / "data")
    manifest = json.loads(fetch(f"{srv.url}/manifest.json"))
    # No start_url: the installed app starts at the page it was installed from; the whole app is in scope.
    assert "start_url" not in manifest and manifest["scope"] == "."
    held = phone(f"{srv.url}/seat/{token}", ready_text="You are Bob")
    held.wait_for_timeout(1000)
    seat = held.context.new_page()  # a new tab is a new session: only the browser's storage remembers
    seat.goto(f"{srv.url}/")
    enable_semantics(seat)
    reopen = seat.get_by_role("button", name="Reopen your seat: Bob at Fortune night")
    expect(reopen).to_be_visible(timeout=30_000)
    reopen.click()
    expect(seat.get_by_text("You are Bob")).to_be_visible(timeout=30_000)

    first_tab = phone(srv.host("/"), ready_text="New table")
    first_tab.wait_for_timeout(1000)
    host = first_tab.context.new_page()
    host.goto(f"{srv.url}/")  # no ?host= in the address: the host's own browser still opens Home
    enable_semantics(host)
    expect(host.get_by_text("New table").first).to_be_visible(timeout=30_000)
    stranger = phone(f"{srv.url}/", ready_text="Scan your seat's QR code with your phone's camera")
    expect(stranger.get_by_role("button", name=re.compile("Reopen your seat"))).to_have_count(0)
    expect(stranger.get_by_text("New table")).to_have_count(0)
