"""Bad input into every field of every table screen, without a browser: the tools of
tests/companion/test_every_field.py and test_every_field_more.py.

A table of each game brought to a few moments by the game's own commands (a fresh table; prefixes of the
game in full swing that the codec tests build, chosen so that together they show the most different fields; the
full game); each screen drawn the way the app draws it (`_table_screens` -> `Shown`, built with the phone's
session and the screen's own state: tests/support/phone.py), every TextField given each bad value and every
button pressed (`exercise`), the screen built AGAIN with the same state after every press (a handler changes
state, never the controls it was given), with what must hold after every press checked there.
"""
from __future__ import annotations

import inspect
import os
import re
import types

import flet as ft

from calculators.core.boards import board_edits, starting_board
from calculators.core.log import Log
from calculators.core.snapshot import snapshot_from_table, state_of
from calculators.core.table import TableSetup, make_setup
from companion.access import Identity
from companion.routes import _table_screens
from companion.session import Session
from companion.share import import_snapshot
from companion.storage import Store
from companion.table import TableHub
from tests.support.roll_and_rails import game as roll_and_rails_game
from tests.support.rollout import game as rollout_game
from tests.support.roll_and_rails import started
from tests.support.tables import game_log
from tests.support.aio import run_async
from tests.support.controls import walk
from tests.support.phone import Phone, fake_services, session as phone_session
from tests.support.text import plain
from tests.support.scratch import scratch_dir

# Each field gets each of these, every button pressed after each: a negative, zero, an empty field, a number far
# too big, and no number at all (emoji: a name field takes them). The long form (COMPANION_LONG=1) adds plain
# letters and a 10,000-digit paste (two more full sweeps, about a minute of the normal run; on 2026-12-06 they
# found nothing the five did not).
BAD = ["-5", "0", "", "1" + "0" * 30, "🎲💰", *(["abc", "9" * 10_000] if os.environ.get("COMPANION_LONG") else [])]
ENORMOUS = 10**15
LONG = 1_000
# The banker's screens of a table, beyond the table screen itself; the board editors are the same at every moment,
# so they are exercised on the first moment only.
GAME_SCREENS = {
    "rollout": [],  # its "More" screen is the same at every moment of play: exercised in the game in full swing
    "owners-choice": [],
    "fortune": ["/game/cards", "/game/correct", "/game/player/0"],  # every player's sheet is drawn by the same code
    "roll-and-rails": [],
}
BOARD_SCREENS = {"rollout": ["/board"], "owners-choice": ["/board"], "fortune": ["/board", "/game/board"],
                 "roll-and-rails": ["/board", "/game/board"]}
NAMES = re.compile(r"\b(Ann|Bob|Cy|Dee|Eve|[A-Z]x+)\b")  # the players of the games played, in field labels
LATE_SCREENS = {"rollout": ["/game/more"], "owners-choice": [], "fortune": [], "roll-and-rails": []}
MOMENTS = 8  # at most this many prefixes of the game in full swing, besides the fresh table and the whole game
SCAN = 40  # the prefixes looked at to choose them


def label_of(field: ft.TextField) -> str:
    lab = field.label
    if isinstance(lab, ft.Text):
        return lab.semantics_label or lab.value or ""
    return lab or ""


def text_of(c) -> str:
    for attr in ("value", "label", "content", "text"):
        v = getattr(c, attr, None)
        if isinstance(v, str):
            return plain(v)
        if isinstance(v, ft.Text):
            return plain(v.value or "")
    return ""


def call(handler, control) -> None:
    e = types.SimpleNamespace(control=control, data=None, name="click", page=None)
    out = handler(e)
    if inspect.isawaitable(out):
        run_async(out)


def bad_saved(data, path="data") -> str | None:
    """Where an event's data holds an enormous number or an overlong string, or None."""
    if isinstance(data, bool) or data is None:
        return None
    if isinstance(data, (int, float)):
        return f"{path} = {data!r:.40}" if abs(data) >= ENORMOUS else None
    if isinstance(data, str):
        return f"{path}: a string of {len(data)} characters" if len(data) > LONG else None
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, (list, tuple)):
        items = enumerate(data)
    else:
        return None
    for k, v in items:
        found = bad_saved(v, f"{path}.{k}")
        if found:
            return found
    return None


class Table:
    """One game's tables on disk, and sessions of the banker looking at them."""

    def __init__(self, tmp_path, game: str):
        self.game, self.path = game, tmp_path
        self.store = Store(tmp_path)
        self.hub = TableHub(self.store)

    def create(self, log: Log | None) -> str:
        if log is None:
            return self.hub.create(make_setup(self.game, "Bad input", ["Ann", "Bob", "Cy"], "Kim"))
        first = log.events[0].data
        setup = TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")})
        board = starting_board(log)
        return import_snapshot(self.hub, snapshot_from_table(setup, log, "0" * 32, board.version if board else "",
                                                             board_edits(log)))

    def session(self, sid: str) -> Session:
        """The host's phone showing the table (acting as the banker)."""
        s = phone_session(f"/table/{sid}", fake_services(self.hub, self.store), Identity("host"), showing_table=sid)
        if self.game == "roll-and-rails":  # "Pass this phone around": the banker's screen plays every player's turn
            s.pass_phone = {sid: True}
        return s

    def stack(self, s: Session, sid: str, screen: str):
        # The route's table screens as views_for draws them for the host, without the Home screen beneath them.
        return _table_screens(s, sid, f"/table/{sid}", [x for x in screen.split("/") if x])

    def phone(self, sid: str, screen: str) -> Phone:
        """A new phone showing `screen` of table `sid`: its session and the screen's own state."""
        return Phone(self.session(sid), lambda s: self.stack(s, sid, screen))

    def draw(self, sid: str, screen: str) -> list:
        """`screen` drawn once on a new phone (what its fields and buttons are)."""
        return self.phone(sid, screen).draw()

    def saved(self, sid: str) -> list:
        """The table's events as a restart would read them (a new hub on the same folder)."""
        return list(TableHub(Store(self.path)).get(sid).log.events)


_VALUE = ft.TextField.__dict__["value"]


class Watched(ft.TextField):
    """A TextField that notes when a handler reads what was typed (a press that reads a refused value must say so)."""

    read = False
    labels_read: set[str] = set()  # the labels of the fields read since `read` was last reset

    @property
    def value(self):
        Watched.read = True
        Watched.labels_read.add(label_of(self))
        return _VALUE.__get__(self, ft.TextField)

    @value.setter
    def value(self, v):
        _VALUE.__set__(self, v)


def fields_in(controls) -> list[ft.TextField]:
    return [c for c in walk(controls) if isinstance(c, ft.TextField)]


def presses_in(controls) -> list:
    """Everything that can be pressed: buttons (and other tappables), and fields that act on Enter."""
    out = []
    for c in walk(controls):
        if getattr(c, "on_click", None) and not getattr(c, "disabled", False):
            out.append((c, c.on_click))
        if isinstance(c, ft.TextField) and c.on_submit:
            out.append((c, c.on_submit))
    return out


def fill(controls, value: str) -> list[ft.TextField]:
    fields = fields_in(controls)
    for f in fields:
        f.__class__ = Watched
        f.value, f.error = value, None
        if f.on_change:
            call(f.on_change, f)
    return fields


def screen_text(controls) -> list[str]:
    return [text_of(c) for c in walk(controls) if not isinstance(c, ft.TextField)]


class Tally:
    def __init__(self):
        self.fields: set[str] = set()
        self.presses = 0
        self.labels: set[str] = set()


def errors_shown(phone: Phone, fields: list[ft.TextField], drawn: list) -> list[tuple[str, str]]:
    """The refusals showing now: on a field of the screen built again (its error is the screen's state), on the
    screen itself (`ctx.fail(None, …)`), or set by a dialog's handler on the dialog's own fields (a dialog is
    outside the component tree, built imperatively)."""
    found = [(label_of(f), f.error) for f in fields_in(drawn) if f.error]
    found += [(key or "the screen", msg) for key, msg in phone.state.errors.items() if msg]
    found += [(label_of(f), f.error) for f in fields if f.error]
    return found


def exercise(t: Table, log: Log | None, screen: str, tally: Tally, problems: list[str]) -> None:
    """Every bad value in every field of `screen` (and of the dialogs its buttons open), every button pressed; after
    each press the screen is built again from the same screen state, and what it shows then is what is judged."""
    state = {"sid": t.create(log)}
    blind: set = set()  # presses that read no field (pressed with the first bad value only)
    state["phone"] = t.phone(state["sid"], screen)

    def fresh_table():
        state["sid"] = t.create(log)
        state["phone"] = t.phone(state["sid"], screen)

    def surface(path: tuple[int, ...], value: str):
        """The controls at `path`: the screen, or the dialog opened by pressing path[0] on it."""
        state["phone"] = phone = t.phone(state["sid"], screen)  # each press from a new phone: no message left
        controls = phone.draw()
        fill(controls, value)
        if not path:
            return controls
        presses = presses_in(controls)
        if path[0] >= len(presses):
            return None
        opened = len(phone.page.dialogs)
        call(presses[path[0]][1], presses[path[0]][0])
        if len(phone.page.dialogs) == opened:
            return None
        dialog = state["dialog"] = phone.page.dialogs[-1]
        fill([dialog], value)
        return [dialog]

    def again(path):
        """What shows after the press: the screen built again with its state (or the dialog, while still open: a
        dialog's button that closes it shows the screen again)."""
        phone = state["phone"]
        drawn = phone.draw()
        still = path and any(d is state.get("dialog") for d in phone.page.dialogs)
        return drawn, ([state["dialog"]] if still else drawn)

    def press_all(path: tuple[int, ...], value: str, depth: int) -> None:
        i = 0
        while True:
            controls = surface(path, value)
            if controls is None:
                return
            presses = presses_in(controls)
            while i < len(presses) and (path, i, text_of(presses[i][0])) in blind:
                i += 1  # it read no field with the first value: typing cannot change what it does
            if i >= len(presses):
                return
            control, handler = presses[i]
            where = f"{t.game} {screen or '/'} {'dialog ' if path else ''}press #{i} ({text_of(control)[:40]!r}), " \
                    f"value {value[:12]!r}{'…' if len(value) > 12 else ''}"
            fields = fields_in(controls)
            for f in fields:
                tally.fields.add(f"{screen}|{'dialog|' if path else ''}{label_of(f)}")
            tally.presses += 1
            phone, sid = state["phone"], state["sid"]
            page = phone.page
            before = len(t.hub.get(sid).log.events)
            heard = (len(page.toasts), len(page.dialogs), len(page.went))
            shown = screen_text(controls)
            Watched.read, Watched.labels_read = False, set()
            try:
                call(handler, control)
                read = Watched.read  # before the next render, which reads the typed values to carry them
                labels_read = set(Watched.labels_read)
                drawn, after = again(path)
            except Exception as err:  # noqa: BLE001 — any escape (from the press or the next render) is the finding
                problems.append(f"{where}: {type(err).__name__}: {err}"[:300])
                fresh_table()
                i += 1
                continue
            if not read and len(page.dialogs) == heard[1]:
                blind.add((path, i, text_of(control)))
            errors = errors_shown(phone, fields if path else [], drawn)
            if len(t.hub.get(sid).log.events) > before:
                events = t.saved(sid)
                try:
                    state_of(t.game, Log(events=tuple(events)))
                except Exception as err:  # noqa: BLE001
                    problems.append(f"{where}: the saved table no longer replays: {err}"[:300])
                for ev in events[before:]:
                    found = bad_saved(ev.data)
                    if found:
                        problems.append(f"{where}: saved {ev.kind} with {found}")
                # A field the press never read may say its refusal as typed and go on saying it (Fortune's landing
                # forms: another form's button, which reads none of it, saves): only a refusal of what was read, or
                # one on the screen itself, stops a save.
                kept = {(key or "the screen", msg) for key, msg in phone.state.errors.items() if msg}
                errors = [e for e in errors if e[0] in labels_read or e in kept]
                if errors:
                    problems.append(f"{where}: saved {events[-1].kind} although {errors[0][0]!r} shows "
                                    f"{errors[0][1]!r}")
            else:
                said = errors or (len(page.toasts), len(page.dialogs), len(page.went)) != heard \
                    or screen_text(after) != shown
                if read and not said:
                    problems.append(f"{where}: nothing saved and nothing said")
                if depth == 0 and len(page.dialogs) > heard[1] and fields_in(page.dialogs[-1:]):
                    press_all((i,), value, 1)
            i += 1

    for value in BAD:
        press_all((), value, 0)
        fresh_table()


def whole_games(game: str) -> list[Log]:
    """Games played through the rules core by the calculator tests: the codec tests' game in full swing, and for
    Rollout and Roll and Rails also the scripted whole game (whose turns show the fields the other does not reach)."""
    logs = [game_log(game)]
    if game == "rollout":
        logs.append(rollout_game.play_whole_game().log)
    if game == "roll-and-rails":
        logs.append(roll_and_rails_game.round_three(roll_and_rails_game.round_two(roll_and_rails_game.round_one(
            roll_and_rails_game.setup_goods(started(["Ann", "Bob", "Cy"], rounds=3))))))
    return logs


def moments(game: str) -> list[Log | None]:
    """A fresh table, the prefixes of the games played that show new fields, and the game in full swing."""
    logs = whole_games(game)
    return [None, *picked_prefixes(game, logs), logs[0]]


def picked_prefixes(game: str, logs: list[Log]) -> list[Log]:
    """Greedily, the prefixes whose screens show the most fields not yet seen (deterministic: a fixed scan).
    A field is known by its screen and its label without the player's name (the same field for another player is
    drawn by the same code)."""
    t = Table(scratch_dir("every-field-"), game)
    seen: dict[tuple[int, int], set[str]] = {}
    cuts = [(g, cut) for g, log in enumerate(logs)
            for cut in sorted({max(2, len(log.events) * k // SCAN) for k in range(1, SCAN)})]
    for g, cut in cuts:
        prefix = Log(events=logs[g].events[:cut])
        sid = t.create(prefix)
        labels = set()
        for screen in ["", *GAME_SCREENS[game]]:
            labels |= {f"{screen}|{NAMES.sub('P', label_of(f))}" for f in fields_in(t.draw(sid, screen))}
        seen[(g, cut)] = labels
    chosen, have = [], set()
    for _ in range(MOMENTS):
        best = max(seen, key=lambda c: (len(seen[c] - have), -c[0], -c[1]))
        if not seen[best] - have:
            break
        chosen.append(best)
        have |= seen[best]
    return [Log(events=logs[g].events[:cut]) for g, cut in sorted(chosen)]
