"""History speaks the game (issue 16), in Chromium at phone size: after a Rollout Stage 1 the History lists
sentences with who, how much and why (no internal names), in English and — on a phone whose browser speaks
German — in German; the Undo button names what it takes back; after the undo the Stage 1 form shows the
state before the mistake (dividends on again), not the wrong choice; and the banker undoes back to a chosen
entry, asked first."""
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.browser import OFFLINE
from tests.e2e.conftest import PHONE, enable_semantics
from tests.e2e.flutter import ident, read, reveal, tap
from tests.e2e.rollout_seed import T, new_table, set_up_game

pytestmark = pytest.mark.e2e
INTERNAL = re.compile(r"\b[a-z]+\.[a-z_]+\b|\b[a-z]+_[a-z_]+\b")  # rollout.stage1_paid, gold_coast

ANN = "Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"
BOB_SKIPS = "Bob paid Stage 1: $100M salaries (1 Store); dividends skipped — Camcon 5 squares down"
BOB_PAYS = "Bob paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"


def open_history(page):
    page.get_by_label("History").get_by_role("button").click()
    expect(reveal(page, ident(page, "undo-last"))).to_be_visible(timeout=T)


def history_text(page) -> str:
    return read(page.locator("flt-semantics-host"))


def test_history_sentences_undo_label_drafts_and_undo_back_to_an_entry(server, phone, browser):
    page = phone(server.host("/"), ready_text="New table")
    new_table(page, ["Ann", "Bob"])
    set_up_game(page)
    table = page.url
    # Stage 1: Ann pays everything; Bob skips his dividends (the mistake).
    tap(page, "button", "Confirm Ann's Stage 1")
    expect(reveal(page, ident(page, "ro-s1-done"))).to_contain_text("Ann", timeout=T)
    page.get_by_role("switch", name="Pay dividends").click()
    expect(reveal(page, ident(page, "s1-total"))).to_have_text("Total $100M", timeout=T)
    tap(page, "button", "Confirm Bob's Stage 1")
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Stage 2", timeout=T)

    open_history(page)
    # Stage 1: "$100 million for each Store"; Missed Dividends: "moved five squares to the left".
    expect(reveal(page, ident(page, "event-4"))).to_contain_text(BOB_SKIPS)
    expect(reveal(page, ident(page, "event-3"))).to_contain_text(ANN)
    expect(reveal(page, ident(page, "event-2"))).to_contain_text("Companies chosen: Ann Simcor, Bob Camcon")
    text = history_text(page)
    assert not INTERNAL.search(text), INTERNAL.search(text).group(0)
    undo = page.get_by_role("button", name="Undo: Bob paid Stage 1")  # the action's head; its sentence is below
    expect(reveal(page, undo)).to_be_visible()

    # A phone whose browser speaks German reads the same history in German.
    ctx = browser.new_context(viewport=PHONE, locale="de-DE")
    ctx.route(OFFLINE, lambda r: r.abort())
    german = ctx.new_page()
    german.goto(server.host(re.sub(r"^https?://[^/]+", "", table) + "/history"))
    enable_semantics(german)
    expect(reveal(german, ident(german, "event-4"))).to_contain_text(
        "Bob zahlt Phase 1: $100M Gehälter (1 Laden); keine Dividende — Kurs Camcon 5 Felder runter", timeout=T)
    expect(reveal(german, ident(german, "undo-last"))).to_contain_text("Zurücknehmen: Bob zahlt Phase 1")
    ctx.close()

    # Undo: the entry stays, marked; the Stage 1 form shows dividends paid again (the state before the mistake).
    reveal(page, undo).click()
    expect(reveal(page, ident(page, "event-5"))).to_contain_text(f"Undid: {BOB_SKIPS}", timeout=T)
    expect(reveal(page, ident(page, "event-4"))).to_contain_text("undone")
    expect(reveal(page, ident(page, "undo-last"))).to_contain_text("Undo: Ann paid Stage 1")
    page.go_back()
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Stage 1", timeout=T)
    expect(reveal(page, page.get_by_role("switch", name="Pay dividends"))).to_be_checked()
    expect(reveal(page, ident(page, "s1-total"))).to_have_text("Total $600M")
    tap(page, "button", "Confirm Bob's Stage 1")
    expect(reveal(page, ident(page, "ro-stage"))).to_contain_text("Stage 2", timeout=T)

    # Undo back to Ann's entry: asked first, then both Stage 1 payments are taken back, each as an undo event.
    open_history(page)
    expect(reveal(page, ident(page, "event-6"))).to_contain_text(BOB_PAYS)
    reveal(page, ident(page, "event-3"))
    page.get_by_label("Undo #3 and everything after it", exact=True).get_by_role("button").click()
    dialog = page.get_by_role("alertdialog")
    expect(dialog).to_contain_text("Undo #3 and everything after it?", timeout=T)
    expect(dialog).to_contain_text("This takes back 2 actions, newest first:")
    expect(dialog).to_contain_text(f"#6 {BOB_PAYS}")
    page.get_by_role("button", name="Undo 2 actions").click()
    expect(reveal(page, ident(page, "event-8"))).to_contain_text(f"Undid: {ANN}", timeout=T)
    expect(reveal(page, ident(page, "event-7"))).to_contain_text(f"Undid: {BOB_PAYS}")
    expect(reveal(page, ident(page, "undo-last"))).to_contain_text("Undo: Companies chosen")
    page.go_back()
    expect(reveal(page, ident(page, "s1-total"))).to_have_text("Total $600M", timeout=T)
    expect(reveal(page, ident(page, "ro-s1-done"))).to_contain_text("nobody yet")


def seeded(data_dir, game: str, n: int) -> str:
    """A saved table holding the first `n` events of the calculator tests' scripted game (the rules core's own
    commands), written before the server starts; returns its id."""
    from calculators.core.table import make_setup
    from companion.storage import Store
    from companion.table import TableHub
    from tests.support.screens import whole_games

    log = whole_games(game)[0]
    first = log.events[0].data
    hub = TableHub(Store(data_dir))
    sid = hub.create(make_setup(game, first["name"], first["players"], first["banker"]))
    for ev in log.events[1:n]:
        hub.store.append(sid, ev.model_dump(mode="json"))
    return sid


# Each game's sentences as the rules word them, with the amounts the board tables give (Owner's Choice: RED at $100
# pays $25 a stock on the assumed chart; Roll and Rails: "Building through forest, swamp: 1$ ... river: 1$").
OTHER_GAMES = {
    "owners-choice": (16, {9: "Ann paid $50 to the Fund and threw RED's President die: Dividend: $50 to Ann, $50 to Bob, "
                              "$25 to Dee", 13: "Cy traded: bought 1 GREEN at $100",
                           15: "Cy threw the Event die: $50 from the Fund & roll again: $50 to Cy, $50 out of the Fund"}),
    "roll-and-rails": (36, {34: "Ann used the 5 for the Banker: +3$",
                            35: "Ann built a curve track with the 1 across forest and river for 2$",
                            13: "Ann took a 5 from the draft"}),
    # Fortune follows the phone too (this browser speaks English): 10,000 DM as the English rules print it.
    "fortune": (26, {25: "Annabelle buys 3 factory chips at 10,000 DM each; Annabelle pays the Kasse 27,000 DM; "
                         "Annabelle pays Frank 3,000 DM",
                     6: "Annabelle buys the share package Commerzbank; Annabelle pays the Kasse 60,000 DM"}),
}


def test_every_games_history_names_amounts_and_no_internal_names(tmp_path, phone, servers):
    data = tmp_path / "seeded"
    tables = {game: seeded(data, game, n) for game, (n, _) in OTHER_GAMES.items()}
    server = servers(data)
    for game, (n, lines) in OTHER_GAMES.items():
        page = phone(server.host(f"/table/{tables[game]}/history"))
        expect(reveal(page, ident(page, "undo-last"))).to_be_visible(timeout=T)
        for seq, line in sorted(lines.items(), reverse=True):
            expect(reveal(page, ident(page, f"event-{seq}"))).to_contain_text(line, timeout=T)
            text = history_text(page)
            assert not INTERNAL.search(text), (game, INTERNAL.search(text).group(0))
