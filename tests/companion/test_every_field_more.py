"""Bad input on the screens test_every_field.py does not reach, without a browser (proof issue: "Bad input on every
screen"): the players' own phones (seat pages, with a sealed round open so their entry fields show), the banker who
plays (the banker's own entry fields on the banker screen), Fortune read in English, and the host's own screens
(New table, Quick Cash Out and the other quick calculators, Import's pasted code, Settings, the join-code
screen).

The table screens are exercised by test_every_field's `exercise` (same checks: nothing escapes, the saved log
replays, nothing enormous or overlong saved, nothing saved while a field shows an error, a refused press says
something). The host screens are drawn by `views_for` for a host session on real services (the route settled first,
as the app does), built again with the screen's own state after every press; after every press no table or
settings file on disk holds a garbage value, and a press that read a field and saved nothing said so.
"""
from __future__ import annotations

import json

import flet as ft
import pytest

from calculators.core.log import Log
from calculators.core.table import make_setup
from companion.access import Identity
from companion.app import make_services
from companion.config import AppConfig
from companion.join_codes import JoinCodes
from companion.routes import settle, views_for
from companion.session import Session
from companion.views.new_table import NON_PLAYER
from tests.support.screens import (BAD, Table, Tally, Watched, bad_saved, call, errors_shown, exercise,
                                              NAMES, fields_in, fill, label_of, presses_in, screen_text, text_of,
                                              whole_games)
from tests.support.controls import walk
from tests.support.phone import Phone, session as phone_session
from tests.support.seat_table import SeatTable, with_round

GAMES = ["rollout", "owners-choice", "fortune", "roll-and-rails"]
SEAT_SCAN = 12  # prefixes of each game played looked at for a seat's moments
SEAT_MOMENTS = 3
def seat_moments(game: str, tmp_path) -> list[tuple[Log | None, str]]:
    """A fresh table's first seat, and the (prefix, seat) pairs of the games played whose seat page shows the most
    fields not yet seen, greedily (a field known by its label without the player's name), at most SEAT_MOMENTS."""
    logs = whole_games(game)
    probe = SeatTable(tmp_path / "probe", game, "", lang="en", sealed=False)
    seen: dict[tuple, set[str]] = {}
    for g, log in enumerate(logs):
        opened = {i + 1 for i, ev in enumerate(log.events) if ev.kind == "bids.opened"}  # the game's own rounds
        for cut in sorted(opened | {max(2, len(log.events) * k // SEAT_SCAN) for k in range(1, SEAT_SCAN + 1)}):
            prefix = Log(events=log.events[:cut])
            sid = probe.create(prefix)
            for seat in probe.hub.get(sid).setup.players:
                probe.seat = seat
                seen[(g, cut, seat)] = {NAMES.sub("P", label_of(f)) for f in fields_in(probe.draw(sid, ""))}
    chosen, have = [], set()
    for _ in range(SEAT_MOMENTS):
        best = max(seen, key=lambda c: (len(seen[c] - have), -c[0], -c[1]))
        if not seen[best] - have:
            break
        chosen.append(best)
        have |= seen[best]
    return [(None, "Ann"), *((Log(events=logs[g].events[:cut]), seat) for g, cut, seat in sorted(chosen))]


class BankerPlays(Table):
    """The banker is Ann, a player: the banker screen shows Ann's own entries (and a sealed round she is in)."""

    def create(self, log):
        if log is None:
            sid = self.hub.create(make_setup(self.game, "Bad input", ["Ann", "Bob", "Cy"], "Ann"))
        else:
            first = log.events[0]
            players = first.data["players"]
            moved = first.model_copy(update={"data": {**first.data, "banker": players[0]}})
            sid = super().create(Log(events=(moved, *log.events[1:])))
        with_round(self.hub, sid)
        return sid

    def phone(self, sid: str, screen: str) -> Phone:
        """The banker's phone with Ann's own entry opened ("Enter my entry": the bank's phone is passed around the
        table, so her entry is drawn only on a tap), so its fields are exercised too."""
        from companion.widgets.sealed import collecting
        from companion.widgets.sealed_form import form_key

        phone = super().phone(sid, screen)
        shown = phone.stack(phone.session)
        if shown:
            phone.key = shown[-1].key  # the screen's own state, kept for this screen (as the tap would leave it)
            for rnd in collecting(self.hub.get(sid).log):
                phone.state.values[f"{form_key(sid, rnd.id, 'Ann')}-shown"] = True
        return phone


class English(Table):
    """Fortune on a device set to English (the banker's screen)."""

    def session(self, sid: str) -> Session:
        s = super().session(sid)
        s.device_lang = "en"
        return s


def run(t: Table, at: list, screens: list[str]) -> tuple[Tally, list[str]]:
    tally, problems = Tally(), []
    for log in at:
        for screen in screens:
            exercise(t, log, screen, tally, problems)
    return tally, problems


def report(name: str, tally: Tally, problems: list[str]) -> None:
    print(f"{name}: {len(tally.fields)} fields, {tally.presses} presses:", sorted(tally.fields))
    assert tally.fields and tally.presses
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(sorted(set(problems))[:60])


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_a_players_phone_takes_bad_input(game, tmp_path):
    tally, problems = Tally(), []
    for n, (log, seat) in enumerate(seat_moments(game, tmp_path)):
        exercise(SeatTable(tmp_path / f"m{n}", game, seat), log, "", tally, problems)
    entry = [f for f in tally.fields if "Amount" in f]
    assert entry, f"no sealed entry field on a seat page: {sorted(tally.fields)}"
    if game == "rollout":  # its own sealed rounds' number fields: secret bids, the Stage 5 plan (Step B's budget
        for want in ("Secret bid", "'s Stores"):  # and price are choices: nothing to type in)
            assert any(want.lower() in f.lower() for f in tally.fields), (want, sorted(tally.fields))
    report(f"{game} seats", tally, problems)


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_a_playing_bankers_screen_takes_bad_input(game, tmp_path):
    log = whole_games(game)[0]
    t = BankerPlays(tmp_path, game)
    tally, problems = run(t, [None, Log(events=log.events[:len(log.events) // 2])], [""])
    # The field's accessible name speaks the table's language: Fortune's screens are German unless a phone chose
    # English (issue 17: "German and English everywhere"), so its own entry reads "Betrag von Ann" there.
    own = "Betrag von Ann" if game == "fortune" else "Ann's Amount"
    assert any(own in f for f in tally.fields), f"no banker's own entry: {sorted(tally.fields)}"
    report(f"{game} banker plays", tally, problems)


def test_every_field_of_fortune_in_english_takes_bad_input(tmp_path):
    from tests.support.screens import GAME_SCREENS, moments

    tally, problems = run(English(tmp_path, "fortune"), moments("fortune")[::2], ["", *GAME_SCREENS["fortune"]])
    texts = " ".join(t for t in tally.fields)
    assert not any(w in texts for w in ("Betrag", "Spieler", "Würfel")), texts[:400]
    report("fortune in English", tally, problems)


# -- the host's screens ------------------------------------------------------------------------


class Host:
    """A host session on real services in a folder of its own (the packaged app: its own host)."""

    def __init__(self, tmp_path):
        self.root = tmp_path
        self.services = make_services(AppConfig(data_dir=tmp_path))

    def phone(self, route: str) -> Phone:
        """A new host phone that opened `route` (settled as the app settles a route it opens)."""
        s = phone_session(route, self.services, Identity())
        page = s.page
        page.services, page.url, page.web = [], "http://127.0.0.1:8550/", False  # no camera here
        settle(s, route)
        return Phone(s, lambda s: views_for(s, route))

    def draw(self, phone: Phone, route: str) -> list:
        drawn = phone.draw(bottom=True)
        assert drawn, route
        view_route = phone.key.partition("@")[0]
        assert view_route == route or route.startswith("/seat") or (route == "/join" and view_route == "/join"), \
            (route, view_route)
        return drawn

    def on_disk(self) -> list[str]:
        """What is wrong on disk: a table whose details or events hold garbage, a settings file not valid."""
        wrong = []
        store = type(self.services.store)(self.root)
        infos, problems = store.list_sessions()
        wrong += [f"unreadable table: {p}" for p in problems]
        for info in infos:
            stored = store.load(info.id)
            for ev in stored.events:
                found = bad_saved(ev.get("data"))
                if found:
                    wrong.append(f"table {info.meta.get('name', info.id)!r:.40}: {ev.get('kind')} with {found}")
            setup = stored.events[0].get("data", {}) if stored.events else {}
            for who in [setup.get("name", ""), setup.get("banker", ""), *setup.get("players", [])]:
                if not isinstance(who, str) or not who.strip() or len(who) > 40:
                    wrong.append(f"a table saved with the name {who!r:.40}")
        settings = self.root / "settings.json"
        if settings.exists():
            data = json.loads(settings.read_text("utf-8"))
            if not isinstance(data.get("floor_negative_share_values"), bool):
                wrong.append(f"settings.json holds {data!r:.80}")
        return wrong

    def tables(self) -> int:
        return len(type(self.services.store)(self.root).list_sessions()[0])


def press_everything(h: Host, route: str, value: str, prepare, tally: Tally, problems: list[str]) -> None:
    """Each button of the screen at `route`, pressed from a fresh phone with `value` in every field; the screen is
    built again with its own state after the press, and judged on what it shows then."""
    i = 0
    while True:
        phone = h.phone(route)
        prepare(phone, value)
        controls = h.draw(phone, route)
        fields = fill(controls, value)
        presses = [(c, f) for c, f in presses_in(controls) if "camera" not in text_of(c).lower()
                   and text_of(c) not in ("Choose a photo or screenshot", "Choose a table file (.json)")]
        if i >= len(presses):
            return
        control, handler = presses[i]
        where = f"{route} press #{i} ({text_of(control)[:40]!r}), value {value[:12]!r}{'…' if len(value) > 12 else ''}"
        tally.presses += 1
        for f in fields:
            tally.fields.add(f"{route}|{label_of(f)[:40]}")
        before, shown = h.tables(), screen_text(controls)
        page = phone.page
        heard = (len(page.toasts), len(page.dialogs), len(page.went))
        Watched.read = False
        try:
            call(handler, control)
            read = Watched.read  # before the next render, which reads the typed values to carry them
            drawn = phone.draw(bottom=True)
        except Exception as err:  # noqa: BLE001 — any escape is the finding
            problems.append(f"{where}: {type(err).__name__}: {err}"[:300])
            i += 1
            continue
        problems += [f"{where}: {w}" for w in h.on_disk()]
        errors = errors_shown(phone, [], drawn)
        if h.tables() > before:
            if errors:
                problems.append(f"{where}: saved a table although {errors[0][0]!r} shows {errors[0][1]!r}")
        elif read:
            said = errors or (len(page.toasts), len(page.dialogs), len(page.went)) != heard \
                or screen_text(drawn) != shown
            if not said:
                problems.append(f"{where}: nothing saved and nothing said")
        i += 1


def nothing(phone, value):
    pass


def choose(controls, value: str) -> None:
    """Choose `value` in the radio group that offers it, as a tap on it does (the group's value, then on_change)."""
    group = next(g for g in walk(controls) if isinstance(g, ft.RadioGroup)
                 and any(isinstance(r, ft.Radio) and r.value == value for r in walk([g.content])))
    group.value = value
    call(group.on_change, group)


def typed_in(phone: Phone, label: str, value: str) -> None:
    """`value` typed into the field labelled `label` and Enter pressed (the screen drawn afresh first)."""
    field = next(f for f in fields_in(phone.draw()) if label_of(f) == label)
    field.value = value
    if field.on_change:
        call(field.on_change, field)
    call(field.on_submit, field)


def players_added(banker: str):
    """The New table form for Fortune with players typed in (the first is `value`, added with Enter), a banker
    chosen: done through the screen, as a player does, each step on the screen built again."""
    def prepare(phone, value):
        choose(phone.draw(), "fortune")
        for name in (value, "Bob", "Cy"):
            typed_in(phone, "Player's name", name)
        players = [str(r.value) for r in walk(phone.draw()) if isinstance(r, ft.Radio)
                   and r.value not in (NON_PLAYER, "rollout", "owners-choice", "fortune", "roll-and-rails")]
        if banker == "outsider" or players:
            choose(phone.draw(), NON_PLAYER if banker == "outsider" else players[0])
    return prepare


def cash_out_filled(phone, value):
    """Quick Cash Out with two companies chosen and two players added, through the screen."""
    for company in ("Simcor", "Camcon"):
        chip = next(c for c in walk(phone.draw()) if isinstance(c, ft.Chip) and text_of(c) == company)
        call(chip.on_select or chip.on_click, chip)
    for name in ("Ann", "Bob"):
        typed_in(phone, "Player's name", name)


def quick_players(phone, value):
    """A quick calculator with two players added through its screen (their cards bring the scoring fields)."""
    for name in ("Ann", "Bob"):
        typed_in(phone, "Player's name", name)


def code_opened(h: Host):
    def prepare(phone, value):
        sid = h.services.hub.create(make_setup("rollout", "Codes", ["Ann", "Bob", "Cy"], "Kim")) \
            if not h.tables() else h.services.store.list_sessions()[0][0].id
        h.services.access.codes = JoinCodes()  # each pass starts with no wrong codes counted
        h.services.access.open_codes("invite", sid, ["Ann"])
    return prepare


def test_every_field_of_the_host_screens_takes_bad_input(tmp_path):
    h = Host(tmp_path)
    tally, problems = Tally(), []
    for value in BAD:
        for route, prepare in [("/new", nothing), ("/new", players_added("first")), ("/new", players_added("outsider")),
                               ("/cash-out", nothing), ("/cash-out", cash_out_filled), ("/import", nothing),
                               ("/settings", nothing), ("/join", code_opened(h)),
                               *[(f"/quick-{game}", prepare) for game in ("roll-and-rails", "owners-choice", "fortune")
                                 for prepare in (nothing, quick_players)]]:
            press_everything(h, route, value, prepare, tally, problems)
    for want in ("/new|Table name", "/new|Player's name", "/new|Banker's name (does not play)",
                 "/import|Paste the share code here", "/join|Six-character code"):
        assert want in tally.fields, (want, sorted(tally.fields))
    assert any(f.startswith("/cash-out|") and "shares" in f for f in tally.fields), sorted(tally.fields)
    for game in ("roll-and-rails", "owners-choice", "fortune"):  # each quick calculator's scoring fields were filled
        assert sum(f.startswith(f"/quick-{game}|") for f in tally.fields) >= 3, sorted(tally.fields)
    assert h.tables() >= 2, "no table was ever started from the New table screen"
    report("host screens", tally, problems)
