"""Trust at the table (issue 18 items 3, 4, 5) in real Chromium against the real server:
wrong join codes from one phone never stop another phone's right code; no token, host secret or
join code appears in the server's output after a session that provokes errors; bad names are
refused on the New table screen with a message."""
import re

import pytest
from playwright.sync_api import expect

from calculators.core.table import make_setup
from companion.storage import Store
from companion.table import TableHub
from tests.e2e.flutter import focus, ident, reveal, tap, type_into
from tests.e2e.live import stranger
from tests.e2e.live import create_table

pytestmark = pytest.mark.e2e


def live(page):
    return page.locator("flt-semantics")


def invite_code(host, seat: str) -> str:
    code = reveal(host, ident(host, f"code-{seat}")).inner_text().split(":")[-1].strip()
    assert re.fullmatch(r"[A-Z0-9]{6}", code), code
    return code


def try_code(page, code: str) -> None:
    type_into(page, "Six-character code", code)
    tap(page, "button", "Join the table")


def test_wrong_codes_from_one_phone_do_not_stop_another_phones_right_code(server, phone, browser):
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    tap(host, "button", "Invite phones")
    ann_code, bob_code = invite_code(host, "Ann"), invite_code(host, "Bob")
    wrong = next(c for c in ("XXXXXX", "YYYYYY", "777777") if c not in (ann_code, bob_code))

    guesser, _ = stranger(browser, server.url + "/join")
    try_code(guesser, wrong)
    expect(live(guesser).get_by_text(re.compile("does not open a seat.*4 tries left"))).to_be_visible()
    for _ in range(4):
        try_code(guesser, wrong)
    expect(live(guesser).get_by_text(re.compile("Too many wrong codes from this phone"))).to_be_visible()
    try_code(guesser, bob_code)  # blocked for a minute: even a right code is not tried
    expect(live(guesser).get_by_text(re.compile(r"try again in \d+ seconds"))).to_be_visible()

    ann, _ = stranger(browser, server.url + "/join")  # another phone, the same Wi-Fi (here: the same address)
    try_code(ann, ann_code)
    expect(ident(ann, "whoami")).to_have_text("You are Ann")
    for p in (guesser, ann):
        p.context.close()


BAD_NAMES = [  # (typed, words of the refusal)
    ("\u0410nn", "looks just like Ann"),  # Cyrillic А beside Ann
    ("Ann\u200b", "an invisible character (from an emoji or a paste)"),
    ("\u3164", "draws nothing"),
    ("\u202eBob", "an invisible character (from an emoji or a paste)"),
    ("Bo\x1bb", "a control character (from a paste)"),
    ("Bo\x00b", "a control character (from a paste)"),
]


def test_bad_names_are_refused_on_the_new_table_screen_with_a_message(server, phone):
    page = phone(server.host("/new"), ready_text="Players, clockwise")
    type_into(page, "Player's name", "Ann")
    tap(page, "button", "Add player")
    expect(ident(page, "new-seat-1")).to_have_text("Ann")
    for typed, words in BAD_NAMES:
        focus(page, "Player's name")  # near its top: under a refusal the field is taller
        page.keyboard.press("Control+A")
        page.keyboard.press("Backspace")
        page.keyboard.insert_text(typed)  # pasted: invisible characters cannot be typed key by key
        tap(page, "button", "Add player")
        expect(live(page).get_by_text(re.compile(re.escape(words))).first).to_be_visible()
        expect(ident(page, "new-seat-2")).to_have_count(0)  # nothing was added
    type_into(page, "Player's name", "Bob")
    tap(page, "button", "Add player")
    expect(ident(page, "new-seat-2")).to_have_text("Bob")  # a clean name still goes in
    tap(page, "radio", "Someone who does not play")
    focus(page, "Banker's name (does not play)")
    page.keyboard.insert_text("\u0410nn")
    tap(page, "button", "Start the table")
    expect(live(page).get_by_text(re.compile("looks just like Ann")).first).to_be_visible()
    expect(page.get_by_text("Players, clockwise")).to_be_visible()  # nothing saved: still on New table


def test_no_secret_in_the_server_output_after_a_session_that_provokes_errors(tmp_path, phone, browser,
                                                                              monkeypatch, servers):
    data = tmp_path / "data"
    # A table that cannot be drawn (its saved setup names a game this app does not know), with a seat link.
    hub = TableHub(Store(data))
    broken = hub.create(make_setup("rollout", "Broken", ["Ann", "Bob"], "Ann"))
    setup = dict(Store(data).load(broken).meta["setup"], game="chess")
    Store(data).update_meta(broken, {"setup": setup, "seat_tokens": {"Ann": "brokenSeatToken-0123456789abcdef"}})
    monkeypatch.setenv("FLET_LOG_LEVEL", "debug")  # the framework's own logging too, every message it logs
    server = servers(data)
    host = phone(server.host("/"), ready_text="New table")
    create_table(host, ["Ann", "Bob"], banker="Kim")
    sid = host.url.rstrip("/").rsplit("/", 1)[-1]
    tap(host, "button", "Invite phones")
    codes = [invite_code(host, "Ann"), invite_code(host, "Bob")]
    tap(host, "button", "Show the banker's QR code")
    links = [reveal(host, ident(host, f"link-{s}")).inner_text().strip() for s in ("Ann", "Bob", "banker")]

    # A screen that fails to draw, reached through a seat link and through the host link.
    crashed, _ = stranger(browser, f"{server.url}/seat/brokenSeatToken-0123456789abcdef")
    expect(crashed.get_by_text(re.compile("could not be drawn"))).to_be_visible()
    assert "brokenSeatToken" not in crashed.locator("flt-semantics-host").inner_text()
    crashed.context.close()
    host2 = phone(server.host(f"/table/{broken}"))
    expect(host2.get_by_text(re.compile("could not be drawn"))).to_be_visible()
    # Bad routes carrying tokens, the seat and banker links themselves, wrong codes and a right one.
    paths = [f"/seat/{links[0].rsplit('/', 1)[-1]}x", f"/bank/{links[2].rsplit('/', 1)[-1]}/nonsense",
             f"/table/{sid}/nonsense?host={server.host_secret}", "/seat/", re.sub(r"^https?://[^/]+", "", links[1])]
    for path in paths:
        page, _ = stranger(browser, server.url + path)
        page.wait_for_timeout(500)
        page.context.close()
    joiner, _ = stranger(browser, server.url + "/join")
    for typed in ("XXXXXX", codes[0][:5] + ("A" if codes[0][5] != "A" else "C"), codes[0]):
        try_code(joiner, typed)
    expect(ident(joiner, "whoami")).to_have_text("You are Ann")
    joiner.context.close()
    server.stop()  # its output complete before it is read
    stored = Store(data).load(sid).meta
    secrets = {"host secret": server.host_secret, "banker token": stored["banker_token"],
               "broken table's seat token": "brokenSeatToken-0123456789abcdef",
               **{f"{seat}'s token": tok for seat, tok in stored["seat_tokens"].items()},
               **{f"code {c}": c for c in codes}}
    assert len(stored["seat_tokens"]) == 2
    output = server.log_path.read_text(errors="replace")
    assert "drawing /seat/[redacted] failed" in output and "Traceback" in output  # the errors were logged
    banner = [line for line in output.splitlines() if line.startswith("Host link")]
    assert len(banner) == 1 and server.host_secret in banner[0]  # printed once, for the host, by design
    rest = output.replace(banner[0], "")
    leaked = [name for name, value in secrets.items() if value in rest]
    assert not leaked, f"in {server.log_path}: {leaked}"
    print(f"server output: {len(output):,} characters, {output.count('[redacted]')} redactions")
