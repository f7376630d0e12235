"""History speaks the game (issue 16): every event of every game is a sentence a player understands, in English
and German, with the amounts the rules moved; hidden money stays hidden; Undo names what it takes back and the
banker can undo back to a chosen entry (nothing but undo events recorded).

The walk replays the scripted whole games of the calculator tests (the ones tests/companion/test_every_field*.py
draw) and the events recorded while a few of the calculator tests' own scenarios run (the kinds those games never
reach: an ÖKA, a bankruptcy, trades between players…), and fails on any sentence that is empty, holds a dotted
internal name (`rollout.stage1_paid`) or an underscore key (`gold_coast`), or fell back to the generic words.
"""
from __future__ import annotations

import importlib
import random
import re

import pytest

import calculators.core.log as core_log
import calculators.core.engine as core_engine
import calculators.fortune.checks as fortune_guards
from calculators.core.actors import BANKER, seat_actor, undo_back_to, undo_last
from calculators.core.log import Log, active_actions, undone_seqs
from calculators.core.model import RuleError
from calculators.core.words import describe, history, undo_label
from tests.support.screens import whole_games

GAMES = ("rollout", "roll-and-rails", "owners-choice", "fortune")
INTERNAL = re.compile(r"[a-z]+\.[a-z_]+|_")  # `rollout.stage1_paid`, `gold_coast`
FALLBACK = ("A step of the game was recorded", "Ein Spielschritt wurde festgehalten")

# Calculator-test scenarios that record the kinds the whole games never reach (tests/support; each is run by a
# test of the same name in tests/calculators).
SCENARIOS = {
    "rollout": [("tests.support.rollout.stores", "plans_are_sealed_then_carried_out_in_die_order"),
                ("tests.support.rollout.stores", "research_costs_100m_a_card_turned_once_a_turn"),
                ("tests.support.rollout.shares", "stage_3_sales_to_the_bank_and_to_players_and_no_buying_back_the_same_turn"),
                ("tests.support.rollout.shares", "secret_bids_below_market_in_steps_ties_by_die"),
                ("tests.support.rollout.fuzz", None), (__name__, "rollout_edits_and_cancels")],
    "fortune": [("tests.support.fortune.oka", "the_rulebook_example_plus_60_minus_20_sells_for_140_percent"),
                ("tests.support.fortune.oka", "a_failed_offer_costs_20_percent_and_may_be_repeated_at_once"),
                ("tests.support.fortune.finance", "selling_back_at_120_percent_standing_again_on_the_companys_space"),
                ("tests.support.fortune.finance", "urgent_sale_at_60_percent_any_time_between_rolls"),
                ("tests.support.fortune.finance", "a_repayment_that_cannot_be_paid_waits_for_sales_at_60_percent"),
                ("tests.support.fortune.finance", "an_economy_card_for_every_player_is_one_booking"),
                ("tests.support.fortune.finance", "a_correction_sets_right_money_booked_wrongly"),
                ("tests.support.fortune.end", "bankruptcy_hands_every_asset_to_the_kasse"),
                ("tests.support.fortune.end", "at_the_agreed_time_the_best_balance_wins_and_ties_share"),
                ("tests.support.fortune.game", "play_whole_game")],
    "owners-choice": [("tests.support.owners_choice.events", "exchange_one_stock_with_another_players_and_presidents_are_checked"),
                      ("tests.support.owners_choice.events", "a_move_past_300_is_ignored_by_default_or_stops_at_300_by_house_rule")],
    "roll-and-rails": [("tests.support.roll_and_rails.money", "manufacturer_costs_one"),
                       ("tests.support.roll_and_rails.money", "urban_planner_costs_three_and_crosses_out_a_letter")],
}


def recorded(monkeypatch, module: str, name: str | None) -> list[tuple[Log, object]]:
    """Every (log before, event) a calculator test scenario records (`name` None: the module's fuzz run)."""
    seen: list[tuple[Log, object]] = []
    real = core_log._append

    def spy(log, ev):
        seen.append((log, ev))
        return real(log, ev)
    monkeypatch.setattr(core_log, "_append", spy)
    monkeypatch.setattr(core_engine, "_append", spy)  # the engine records through its own import of it
    monkeypatch.setattr(fortune_guards, "_append", spy)  # and Fortune's commit through its own
    mod = importlib.import_module(module)
    if name is None:
        fuzz_play(mod, random.Random(3), 600)
    else:
        getattr(mod, name)()
    monkeypatch.setattr(core_log, "_append", real)
    monkeypatch.setattr(core_engine, "_append", real)
    monkeypatch.setattr(fortune_guards, "_append", real)
    return seen


def rollout_edits_and_cancels() -> None:
    """A board edit, a secret-bid round cancelled before its reveal and a struck bid (kinds no scripted game
    reaches)."""
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from calculators.core import bids
    from calculators.core.game import board_editor
    t = rollout_table()
    t.log, _ = board_editor("rollout")(t.log, BANKER, "secret_bid_step", 20)
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    t.do(ro.call_secret_bids, BANKER)
    t.do(bids.cancel_round, BANKER, t.state.auction.lot.secret_round)
    lot = t.state.auction.lot  # the banker strikes a bid its bidder cannot pay (the fuzz play may not reach it)
    t.do(ro.bid, seat_actor("Ann"), "Ann", t.state.tables.price(t.state.company(lot.company).price))
    t.do(ro.strike_bid, BANKER)


def fuzz_play(mod, r: random.Random, steps: int) -> None:
    """The Rollout fuzz test's random play (its own candidates: every command); a refused one records nothing."""
    log = mod._set_up(r)
    for _ in range(steps):
        try:
            log, _ = mod.run(log, r.choice(mod.candidates(log, r)))
        except RuleError:
            continue


def kinds_of(game: str) -> set[str]:
    """Every event kind the game's rules give a meaning (their fold's table)."""
    if game == "rollout":
        from calculators.rollout.effects import EFFECTS
        return set(EFFECTS)
    if game == "fortune":
        from calculators.fortune.fold import TRANSITIONS
        return set(TRANSITIONS)
    mod = importlib.import_module({"owners-choice": "calculators.owners_choice.fold",
                                   "roll-and-rails": "calculators.roll_and_rails.fold"}[game])
    prefix = "oc." if game == "owners-choice" else "rails."
    return {v for v in vars(mod).values() if isinstance(v, str) and v.startswith(prefix)}


def leaks(game: str, log: Log, e, line: str, viewer: str) -> bool:
    """True when a sentence names another player's hidden money: a cash correction, what a bankrupt or a taken-over
    company leaves behind (Rollout, unless "cash open"; a taken-over company's loans, after "; ", are public), a
    correction or a bankrupt's returned money (Owner's Choice)."""
    d = e.data
    if game == "rollout":
        from calculators.rollout import state_of
        if state_of(log).options.cash_open:
            return False
        ceo = {c.name: c.ceo for c in state_of(log).companies}
        subject = {"rollout.corrected": ceo.get(d.get("company")) if d.get("field") == "cash" else viewer,
                   "rollout.bankrupt": d.get("player"), "rollout.taken_over": ceo.get(d.get("company"))}.get(e.kind)
    elif game == "owners-choice":
        subject = d.get("seat") if e.kind in ("oc.cash_corrected", "oc.player_left") else viewer
    else:
        return False
    if e.kind == "rollout.taken_over":  # its loans are public (the Bank Loan meter on the board); its cash is not
        line = line.split("; ")[0]
    return subject not in (None, viewer) and "$" in line


def check_line(line: str, where: str, problems: list[str]) -> None:
    if not line.strip() or INTERNAL.search(line) or any(f in line for f in FALLBACK):
        problems.append(f"{where}: {line!r}")


@pytest.mark.parametrize("game", GAMES)
def test_every_event_kind_of_every_game_is_a_sentence_in_both_languages(game, monkeypatch):
    problems: list[str] = []
    walked: set[str] = set()
    for log in whole_games(game):
        for lang in ("en", "de"):
            for viewer in (None, log.events[0].data["players"][1]):
                lines = history(game, log, lang, viewer)
                assert set(lines) == {e.seq for e in log.events}
                for e in log.events:
                    check_line(lines[e.seq], f"{game} #{e.seq} {e.kind} {lang} {viewer}", problems)
                    if viewer and leaks(game, log, e, lines[e.seq], viewer):
                        problems.append(f"{game} #{e.seq} names hidden money to {viewer}: {lines[e.seq]!r}")
        walked |= {e.kind for e in log.events}
    from calculators.core.game import game_of

    state_of = game_of(game).state_of  # the game's definition (calculators.games)
    for module, name in SCENARIOS[game]:
        for log, ev in recorded(monkeypatch, module, name):
            if not ev.is_action or not log.events or ev.kind in ("table.created", "table.imported"):
                continue
            before = state_of(log)
            for lang in ("en", "de"):
                line = describe(ev, lang, game=game, before=before, viewer=None)
                check_line(line, f"{game} {module}.{name} {ev.kind} {lang}", problems)
            walked.add(ev.kind)
    assert not problems, "\n".join(problems[:20])
    missing = kinds_of(game) - walked
    assert not missing, f"{game}: no sentence was checked for {sorted(missing)}"


def rollout_table():
    from tests.support.rollout import started
    return started()


# --- undo ---------------------------------------------------------------------------------------------------------

def test_undo_back_to_an_entry_records_only_undo_events_and_leaves_the_state_before_it():
    import calculators.rollout as ro
    t = rollout_table()
    start = t.log
    for p in ("Ann", "Bob", "Cy"):
        t.do(ro.pay_stage1, BANKER, p)
    first = t.log.events[-3].seq
    with pytest.raises(RuleError, match="Only the banker"):
        undo_back_to(t.log, "seat:Ann", first)
    with pytest.raises(RuleError, match="table's start"):
        undo_back_to(t.log, BANKER, 1)
    log, events = undo_back_to(t.log, BANKER, first)
    assert [e.kind for e in events] == ["undo"] * 3
    assert [e.target for e in events] == [first + 2, first + 1, first]
    assert ro.state_of(log) == ro.state_of(start)
    assert undone_seqs(log) == {first, first + 1, first + 2}
    lines = history("rollout", log, "en")
    assert lines[events[0].seq].startswith("Undid: Cy paid Stage 1: $100M salaries")
    with pytest.raises(RuleError, match="not an action in force"):
        undo_back_to(log, BANKER, first + 1)
    assert active_actions(log) == active_actions(start)


def test_the_undo_button_names_the_last_action_and_after_undo_the_one_before():
    import calculators.rollout as ro
    t = rollout_table()
    t.do(ro.pay_stage1, BANKER, "Cy", pay_dividends=False)
    assert undo_label("rollout", t.log, "en").startswith("Undo: Cy paid Stage 1")
    assert undo_label("rollout", t.log, "de").startswith("Zurücknehmen: Cy zahlt Phase 1")
    log, _ = undo_last(t.log, BANKER)
    assert undo_label("rollout", log, "en").startswith("Undo: Companies chosen: Ann Simcor")


def test_after_an_undo_a_phone_forgets_its_unconfirmed_choices_but_keeps_its_language(tmp_path):
    """A table's screens are keyed by the count of undos this phone made there: a new action keeps what a screen was
    typing or choosing; after this phone's undo the screen starts afresh (the form that made the mistake shows the
    state before it), another phone's screens stay as they are; the phone's own choices (language, passing the phone
    around) live in its session and stay."""
    from companion.context import Ctx
    from companion.live import ScreenState
    from calculators.core.table import make_setup
    from calculators.core.tray import roll_tray
    from companion.access import Identity
    from companion.routes import _table_screens
    from companion.storage import Store
    from companion.table import TableHub
    from tests.support.phone import fake_services, session

    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob"], "Kim"))
    hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Table roll"))
    phone = session(f"/table/{sid}", fake_services(hub), Identity("host"), showing_table=sid, fortune_lang="en",
                    pass_phone={sid: True})
    key = lambda: [s.key for s in _table_screens(phone, sid, f"/table/{sid}", ["history"])]  # noqa: E731
    first = key()
    assert len(set(first)) == 2  # the table screen and History above it, each its own state
    hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Table roll"))
    assert key() == first  # a new action: the screen and what it holds stay
    other = session(f"/table/{sid}", fake_services(hub), Identity("host"), showing_table=sid)
    others = [s.key for s in _table_screens(other, sid, f"/table/{sid}", ["history"])]
    assert Ctx(phone, ScreenState()).act(sid, lambda log, actor: undo_last(log, actor))
    assert not set(key()) & set(first)  # after an undo: new screens, new states (root.Screen is keyed so)
    assert [s.key for s in _table_screens(other, sid, f"/table/{sid}", ["history"])] == others  # not another's
    hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Table roll"))
    assert key() != first  # ... for as long as the table lasts (the count of undos only grows)
    assert phone.fortune_lang == "en" and phone.pass_phone == {sid: True}


def test_undo_back_to_is_saved_event_by_event_and_read_back_after_a_restart(tmp_path):
    from calculators.core.table import make_setup
    from calculators.core.tray import roll_tray
    from companion.storage import Store
    from companion.table import TableHub
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("rollout", "T", ["Ann", "Bob"], "Kim"))
    for _ in range(3):
        hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Table roll"))
    events = hub.act_many(sid, lambda log: undo_back_to(log, BANKER, 2))
    assert [(e.kind, e.target) for e in events] == [("undo", 4), ("undo", 3), ("undo", 2)]
    again = TableHub(Store(tmp_path)).get(sid).log  # a restart reads what is on disk
    assert again.events == hub.get(sid).log.events and undone_seqs(again) == {2, 3, 4}
    with pytest.raises(RuleError):
        hub.act_many(sid, lambda log: undo_back_to(log, BANKER, 3))  # already undone: nothing recorded
    assert len(TableHub(Store(tmp_path)).get(sid).log.events) == 7


def test_a_struck_bid_reads_as_the_bankers_act_and_says_nothing_of_the_bidders_cash():
    """Stage 4: the banker strikes the top bid (a bidder who withdraws it, or cannot pay). A walk's table read
    "Gebot von Bob gestrichen (nicht zahlbar)" on every phone: that told them Bob was short, which nobody had
    checked, and Bob's cash is hidden. It says who struck it, nothing more."""
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from calculators.core import bids
    t = rollout_table()
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    t.do(ro.call_secret_bids, BANKER)
    t.do(bids.cancel_round, BANKER, t.state.auction.lot.secret_round)
    t.do(ro.bid, seat_actor("Bob"), "Bob", t.state.tables.price(t.state.company(t.state.auction.lot.company).price))
    t.do(ro.strike_bid, BANKER)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en", "Ann")[seq] == "Bob's bid struck by the banker"
    assert history("rollout", t.log, "de", "Ann")[seq] == "Gebot von Bob von der Bank gestrichen"
