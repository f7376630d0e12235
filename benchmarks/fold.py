"""How long one more action and one redraw take as a table's history grows, for every game.

Run: python benchmarks/fold.py [--reps 30] [--games rollout fortune ...]

For each game, tables holding 50, 500 and 5,000 events are saved in a temporary data folder and
opened by a live table (`TableHub`). Each starts with the opening of the game's recorded whole game
(tests/fixtures/<game>/whole.json: set-up and the first turns, through the rules), then grows by
the game's own banker's correction (Rollout: a company's cash; Owner's Choice: a player's cash;
Fortune: a business card's payment) alternating with tray rolls; Roll and Rails has no correction, so
it grows by tray rolls.
It measures, as medians (after one warm-up round) over --reps rounds (10 actions per round):
  action   the command on the table's log, then the game's state folded and its invariants checked
           (what `TableHub.act` does besides writing the event, which benchmarks/storage.py measures);
  redraw   the banker's table screen drawn (`companion.routes` builds the Flet view, as a phone's
           redraw does) right after an action was saved, so nothing of the new log was folded yet.
The ratio 5,000 : 50 shows whether the cost is flat in the history length (goal: at most 1.5).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import types
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from calculators.core.actors import BANKER  # noqa: E402
from calculators.core.log import Event, Log  # noqa: E402
from calculators.core.table import TableSetup  # noqa: E402
from calculators.core.tray import roll_tray  # noqa: E402
from companion.context import Ctx  # noqa: E402
from companion.routes import _table_screens  # noqa: E402
from companion.access import Identity  # noqa: E402
from companion.live import ScreenState  # noqa: E402
from companion.session import Session  # noqa: E402
from companion.storage import Store  # noqa: E402
from companion.table import TableHub, fold  # noqa: E402

SIZES = (50, 500, 5_000)
GAMES = ("rollout", "owners-choice", "fortune", "roll-and-rails")
ACTIONS_PER_ROUND = 10
OPENING = 30  # events of the recorded game before the table grows by corrections and tray rolls


def correction(game: str, first: str):
    """The game's banker's correction, moving a little money to `first` and back (None: the game has none)."""
    if game == "rollout":
        import calculators.rollout as ro
        return lambda log, k: ro.correct(log, BANKER, first, "cash", delta=1 if k % 2 else -1, reason="benchmark")
    if game == "owners-choice":
        import calculators.owners_choice as oc
        return lambda log, k: oc.correct_cash(log, BANKER, first, 1 if k % 2 else -1)
    if game == "fortune":
        from calculators.fortune import actions as fa
        return lambda log, k: (fa.card_payment(log, BANKER, None, first, 1000, "benchmark") if k % 2
                               else fa.card_payment(log, BANKER, first, None, 1000, "benchmark"))
    return None


def action_for(game: str, first: str):
    """One more action of the table: the correction where the game has one, else a tray roll."""
    fix = correction(game, first)
    rng = random.Random(1)
    if fix is None:
        return lambda log, k: roll_tray(log, BANKER, 2, "benchmark", rng=rng)
    return fix


def grown(game: str, n: int) -> Log:
    """A log of `n` events: the recorded game's opening, then corrections and tray rolls."""
    fixture = json.loads((ROOT / "tests" / "fixtures" / game / "whole.json").read_text(encoding="utf-8"))
    log = Log(events=tuple(Event.model_validate(e) for e in fixture["events"][:OPENING]))
    first = fixture["setup"]["players"][0]
    fix, rng, k = correction(game, first), random.Random(n), 0
    while len(log.events) < n:
        k += 1
        if fix is not None and k % 2:
            log, _ = fix(log, k // 2 + 1)
        else:
            log, _ = roll_tray(log, BANKER, 2, "padding", rng=rng)
    return log


class Page:
    """The parts of a Flet page a screen touches while it is drawn."""

    def __init__(self, route: str):
        self.route = route
        self.pubsub = types.SimpleNamespace(send_all_on_topic=lambda *a: None, send_others_on_topic=lambda *a: None)

    def run_task(self, fn):
        pass

    def show_dialog(self, d):
        pass

    def pop_dialog(self):
        pass

    def update(self):
        pass

    def navigate(self, route):
        pass


class Table:
    """One saved table of a game with `n` events, opened by a live table, and the figures measured on it."""

    def __init__(self, root: Path, game: str, n: int):
        t0 = time.perf_counter()
        log = grown(game, n)
        first = log.events[0].data
        setup = TableSetup.model_validate({k: first[k] for k in ("game", "name", "players", "banker")})
        meta = {"game": game, "name": setup.name, "setup": setup.model_dump(mode="json"), "table_secret": "ab" * 16}
        store = Store(root)
        self.sid = store.import_session(meta, [e.model_dump(mode="json") for e in log.events])
        self.hub = TableHub(store)
        self.snap = self.hub.get(self.sid)  # opened: read and folded once
        self.build = time.perf_counter() - t0
        self.game, self.n, self.setup = game, n, setup
        self.act = action_for(game, setup.players[0])
        access = types.SimpleNamespace(actor_for=lambda ident, t: BANKER, is_host_secret=lambda s: False,
                                       host_secret=None, close_codes=lambda key: None)
        self.session = Session(page=Page(f"/table/{self.sid}"), identity=Identity("host"), showing_table=self.sid,
                               services=types.SimpleNamespace(hub=self.hub, store=store, access=access))
        if game == "roll-and-rails":
            self.session.pass_phone = {self.sid: True}  # the banker's screen plays every turn
        self.state = ScreenState()  # the table screen's own state, kept across its renders as the app keeps it
        self.samples: dict[str, list[float]] = {"action": [], "redraw": []}
        self.k = 0

    def action(self) -> None:
        self.k += 1
        log = self.snap.log  # always the table at n events
        t0 = time.perf_counter()
        new_log, _ = self.act(log, self.k)
        fold(self.setup, new_log)
        self.samples["action"].append(time.perf_counter() - t0)

    def redraw(self) -> None:
        self.k += 1
        self.hub.act(self.sid, lambda log: self.act(log, self.k))
        t0 = time.perf_counter()
        shown = _table_screens(self.session, self.sid, f"/table/{self.sid}", [])
        view = shown[0].build(Ctx(self.session, self.state))
        self.samples["redraw"].append(time.perf_counter() - t0)
        assert view.controls

    def ms(self, what: str) -> float:
        return statistics.median(self.samples[what]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=30, help="repetitions per figure (median)")
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=GAMES)
    args = parser.parse_args()

    print("Table Companion fold benchmark")
    print(f"date     {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"machine  {platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    try:
        print(f"load     {' '.join(f'{x:.2f}' for x in os.getloadavg())} (1, 5, 15 min)")
    except OSError:
        pass
    print()
    print(f"{'game':<15} {'events':>7}  {'action ms':>9}  {'redraw ms':>9}  {'built in s':>10}")
    verdicts = []
    with tempfile.TemporaryDirectory() as tmp:
        for game in args.games:
            tables = [Table(Path(tmp), game, n) for n in SIZES]
            order = random.Random(0)
            for t in tables:  # one warm-up round, not counted
                t.action()
                t.redraw()
                t.samples = {"action": [], "redraw": []}
            for _ in range(args.reps):  # round-robin in a shuffled order, so load spikes and warm-ups hit every size alike
                for t in order.sample(tables, len(tables)):
                    for _ in range(ACTIONS_PER_ROUND):  # an action takes a fraction of a millisecond: take more
                        t.action()
                for t in order.sample(tables, len(tables)):
                    t.redraw()
            for t in tables:
                print(f"{game:<15} {t.n:>7,}  {t.ms('action'):>9.2f}  {t.ms('redraw'):>9.2f}  {t.build:>10.2f}")
            for what in ("action", "redraw"):
                ratio = tables[-1].ms(what) / tables[0].ms(what)
                verdicts.append(f"{game:<15} {what:<7} 5,000 : 50 = {ratio:.2f}  "
                                f"({'flat: goal met' if ratio <= 1.5 else 'NOT flat: goal (<= 1.5) missed'})")
    print()
    print("action: the command, then the state folded one step and the invariants checked (no disk write);")
    print("redraw: the banker's table screen drawn right after an action was saved.")
    for line in verdicts:
        print(line)


if __name__ == "__main__":
    main()
