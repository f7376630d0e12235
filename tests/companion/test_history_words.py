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
from calculators.core.actors import BANKER, undo_back_to, undo_last
from calculators.core.log import Log, active_actions, undone_seqs
from calculators.core.model import RuleError
from calculators.core.words import describe, headline, history, undo_label
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
    """A board edit and a secret-bid round cancelled before its reveal (kinds no scripted game reaches)."""
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
    company leaves behind (Rollout, unless "cash open"), a correction or a bankrupt's returned money (Owner's Choice)."""
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


# --- hand-checked sentences ---------------------------------------------------------------------------------------

def rollout_table():
    from tests.support.rollout import started
    return started()


def test_rollout_stage_1_with_dividends_skipped_names_salaries_and_the_five_squares():
    # Stage 1: "First, pay salaries to the Bank: $100 million for each Store on the world map."
    # Missed Dividends: "his Stock Market meter is moved five squares to the left."
    import calculators.rollout as ro
    t = rollout_table()
    t.do(ro.pay_stage1, BANKER, "Cy", pay_dividends=False)
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en")[seq] == \
        "Cy paid Stage 1: $100M salaries (1 Store); dividends skipped — Pedrasca 5 squares down"
    assert history("rollout", t.log, "de")[seq] == \
        "Cy hat Phase 1 bezahlt: $100M Gehälter (1 Laden); keine Dividende — Kurs Pedrasca 5 Felder runter"
    # At the opening price ($500M) the Dividend Due is $50M a share; the Bank holds all ten: $500M in all.
    t.do(ro.pay_stage1, BANKER, "Ann")
    assert history("rollout", t.log, "en")[seq + 1] == \
        "Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"
    assert undo_label("rollout", t.log, "en") == \
        "Undo: Ann paid Stage 1: $100M salaries (1 Store); dividends $50M a share ($500M in all)"
    assert undo_label("rollout", t.log, "en", short=True) == "Undo: Ann paid Stage 1"
    assert headline("Correction: Ann's cash +$250M (miscount)") == "Correction: Ann's cash +$250M (miscount)"
    assert headline("Annabelle buys 4 bond(s); Annabelle pays the Kasse 40,000 DM") == "Annabelle buys 4 bond(s)"


def test_rollout_secret_bids_tie_names_the_winner_the_price_and_the_dice():
    # Secret Bids: "the player with the highest bid takes the shares. Ties are broken by the roll of a die."
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from tests.support.rollout import seat
    t = rollout_table()
    sh.to_stage(t, 4)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[2])
    t.do(ro.call_secret_bids, BANKER)
    t.do(ro.enter_secret_bid, seat("Ann"), 300)
    t.do(ro.enter_secret_bid, seat("Bob"), 300)
    t.do(ro.enter_secret_bid, seat("Cy"), None)
    lines = history("rollout", t.log, "en")
    assert "300" not in " ".join(lines[e.seq] for e in t.log.events[-3:])  # sealed: never the values
    assert lines[t.log.events[-1].seq] == "Cy entered their secret bid for Camcon (sealed)"
    t.do(ro.reveal_secret_bids, BANKER, rng=random.Random(2))
    ev = t.log.events[-1]
    tb = ev.data["result"]["tie_break"]
    winner = tb["winner"]
    other = "Bob" if winner == "Ann" else "Ann"
    dice = ", then ".join(f"{r[winner]}–{r[other]}" for r in tb["rolls"])  # the winner's die first
    assert tb["rolls"][-1][winner] > tb["rolls"][-1][other]
    assert history("rollout", t.log, "en")[ev.seq] == \
        f"{winner} won 2 Camcon shares at $300M each (tie with {other}: dice {dice})"
    assert history("rollout", t.log, "de")[ev.seq] == \
        f"{winner} gewinnt 2 Camcon-Aktien zu je $300M (Gleichstand mit {other}: Würfel {dice.replace('then', 'dann')})"


def test_rollout_hidden_cash_correction_names_the_amount_only_to_who_may_see_it():
    # Hidden cash: a seat sees only its own company's cash; a banker who does not play sees all.
    import calculators.rollout as ro
    t = rollout_table()
    t.do(ro.correct, BANKER, "Ann", "cash", delta=250, reason="miscount")
    seq = t.log.events[-1].seq
    assert history("rollout", t.log, "en", None)[seq] == "Correction: Ann's cash +$250M (miscount)"
    assert history("rollout", t.log, "en", "Ann")[seq] == "Correction: Ann's cash +$250M (miscount)"
    bob = history("rollout", t.log, "en", "Bob")[seq]
    assert bob == "Correction: Ann's cash changed (miscount)" and "250" not in bob
    t.do(ro.correct, BANKER, "Ann", "gold_coast", value=1, reason="forgotten")
    assert history("rollout", t.log, "en", "Bob")[seq + 1] == \
        "Correction: Ann's Gold Coast meters set to 1 (forgotten)"


def test_owners_choice_dividend_square_pays_the_rulebooks_example():
    # Dividend Square: "if player A owns 2 RED company stock, and the value of RED company stock is at $140,
    # player A receives $80 ($40 x 2 stocks) from the Bank."
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing(buys=[{"RED": 2}, {"BLUE": 1}, {}])
    for mover in ("Ann", "Bob"):
        g.do(mover, oc.move_pawn, 1, "company", "RED")
        g.do("Ann", oc.company_action, "president", face="Price +2")
        g.end()
    g.do("Cy", oc.move_pawn, 1, "dividend")
    seq = g.log.events[-1].seq
    for viewer in (None, "Bob", "Ann"):
        assert history("owners-choice", g.log, "en", viewer)[seq] == \
            "Cy moved the Action pawn 1 space to the Dividend square: Ann +$80"
    assert history("owners-choice", g.log, "de", "Bob")[seq] == \
        "Cy zieht die Aktionsfigur 1 Feld auf das Dividendenfeld: Ann +$80"


def test_owners_choice_cash_correction_stays_hidden_from_other_seats():
    # Setup 7: "Your money should remain hidden throughout the game."
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing()
    g.log, ev = oc.correct_cash(g.log, "banker", "Cy", 40)
    assert history("owners-choice", g.log, "en", None)[ev.seq] == "Correction: Cy's cash +$40"
    assert history("owners-choice", g.log, "en", "Cy")[ev.seq] == "Correction: Cy's cash +$40"
    assert history("owners-choice", g.log, "en", "Ann")[ev.seq] == "Correction: Cy's cash changed"


def test_roll_and_rails_jacks_track_costs_five_and_the_draft_roll():
    # Track building: "mountain (A), town (B), forest (C) and river (D). He has to pay 5$."
    from calculators.roll_and_rails import build_track, take_money
    from tests.support.roll_and_rails import rich, seat, step
    from tests.support.roll_and_rails.money import turn
    log = turn(rich(["Ann", "Bob"], 9), [5, 6, 4, 1], ["banker", "sharp", "straight", "curve"])
    lines = history("roll-and-rails", log, "en")
    rolled = next(e for e in log.events if e.kind == "rails.dice_rolled")
    faces = " ".join(str(x) for x in rolled.data["rolls"][-1])
    assert lines[rolled.seq] == f"Ann rolled {faces} for the draft"
    log = step(log, take_money, seat("Ann"), 0)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Ann used the Banker (die 5): +3$"
    log = step(log, build_track, seat("Ann"), 2, ["mountain", "town", "forest", "river"])
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann built a straight track (die 4) across mountain, town, forest and river for 5$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Ann baut eine Strecke (Gerade, Würfel 4) über Berg, Ort, Wald und Fluss für 5$"


def test_fortune_words_name_every_payment_in_the_games_money():
    # Fortune writes money as 150.000 DM (German) and 150,000 DM (English).
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.do(A.roll_move, B, player="Ann", dice=1, values=[4])
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "de")[seq] == "Ann würfelt 4 = 4 (echte Würfel)"
    assert history("fortune", t.log, "en")[seq] == "Ann rolls 4 = 4 (real dice)"
    set_up = next(e for e in t.log.events if e.kind == "fortune.set_up")
    capital = set_up.data["capital"]
    assert history("fortune", t.log, "de")[set_up.seq].startswith(
        f"Startkapital ausgezahlt: {capital // 1000}.000 DM je Spieler (Ann BASF, Bob 3M, Cy GRUNDIG)")


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
    assert undo_label("rollout", t.log, "de").startswith("Zurücknehmen: Cy hat Phase 1 bezahlt")
    log, _ = undo_last(t.log, BANKER)
    assert undo_label("rollout", log, "en").startswith("Undo: Companies chosen: Ann Simcor")


def test_after_an_undo_a_phone_forgets_its_unconfirmed_choices_but_keeps_its_language(tmp_path):
    """A table's screens are keyed by the table's undo count: a new action keeps what a screen was typing or
    choosing; after an undo the screen starts afresh (the form that made the mistake shows the state before it);
    the phone's own choices (language, passing the phone around) live in its session and stay."""
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
    hub.act(sid, lambda log: undo_last(log, BANKER))
    assert not set(key()) & set(first)  # after an undo: new screens, new states (root.Screen is keyed so)
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


def test_rollout_step_f_names_each_meter_move_and_why():
    # Step F: "The player(s) who leads in the Sales Track moves his Stock Market meter up five squares to the
    # right. The player(s) who is farthest behind in the Sales Track moves his Stock Market meter down five squares."
    import calculators.rollout as ro
    from tests.support.rollout import stage1, stage2
    t = rollout_table()
    stage1(t)
    stage2(t, faces={"Ann": [4] * 6, "Bob": [1] * 6, "Cy": [2] * 6, "Dee": [2] * 6})
    assert t.log.events[-1].kind == "rollout.prices_adjusted" and not t.state.rollout.reached
    assert history("rollout", t.log, "en")[t.log.events[-1].seq] == \
        "Stock prices adjusted: Simcor 5 squares up (most sales), Camcon 5 squares down (fewest sales)"
    assert history("rollout", t.log, "de")[t.log.events[-1].seq] == \
        "Aktienkurse angepasst: Simcor 5 Felder hoch (höchster Umsatz), Camcon 5 Felder runter (niedrigster Umsatz)"
    assert ro.state_of(t.log).stage == 3


def test_roll_and_rails_specialists_in_the_rulebooks_words():
    # Manufacturer: "fill in new set of goods to any city"; the Upgrade action "only once in a turn" and the
    # Mechanic's upgrade apart ("raise their rolling stock level by 1"); Jack and Mary's transport points.
    from calculators.roll_and_rails import (
        Hop, Shipment, add_goods, assign_dice, enter_city_goods, ship_goods, take_points, upgrade_stock,
    )
    from tests.support.roll_and_rails import dealt, rich, seat, step
    log = step(rich(["Ann", "Bob"], 10), enter_city_goods, "banker", "Berlin", [2, 4, 6])
    log = dealt(log, {"Ann": [3, 5, 6, 1], "Bob": [1, 6, 4, 5]})
    log = step(log, assign_dice, seat("Ann"), ["manufacturer", "sharp", "upgrade", "curve"])
    log = step(log, add_goods, seat("Ann"), 0, "Berlin")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann used the Manufacturer (die 3): a new set of goods in Berlin for 1$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Ann nutzt den Fabrikanten (Würfel 3): neue Güter in Berlin für 1$"
    log = step(log, upgrade_stock, seat("Ann"), 2)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann upgraded the rolling stock (die 6) to level 2 for 1$"
    jack, mary = seat("Jack"), seat("Mary")
    log = dealt(rich(["Jack", "Mary"], 3), {"Jack": [6, 5, 3, 1], "Mary": [6, 5, 4, 2]})
    log = step(log, assign_dice, jack, ["upgrade", "mechanic", "deliver", "curve"])
    log = step(step(log, upgrade_stock, jack, 0), upgrade_stock, jack, 1)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Jack used the Mechanic (die 5): rolling stock to level 3 for 2$"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == \
        "Jack nutzt den Mechaniker (Würfel 5): Lok auf Stufe 3 für 2$"
    route = Shipment(good="yellow", origin="Stuttgart", hops=(Hop(owner="Jack", to="Karlsruhe", colour="blue"),
                                                              Hop(owner="Jack", to="Wurzburg", colour=None),
                                                              Hop(owner="Mary", to="Nurnberg", colour="yellow")))
    log = step(log, ship_goods, jack, route, "vp", die=2)
    assert history("roll-and-rails", log, "en")[log.events[-1].seq].endswith(
        ": Jack 2 VP, Mary 1 transport point to take")
    log = step(log, take_points, mary, "money")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Mary took 1 transport point as money (1$)"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Mary nimmt 1 Transportpunkt als Geld (1$)"


def test_roll_and_rails_solo_step1_city_and_the_all_equal_reroll():
    # Solo, Step 1: "you can upgrade the town into a city" — no die, no specialist. "In the event, when all dice
    # show the same result, all … dice must be rerolled immediately."
    from calculators.roll_and_rails import assign_dice, end_turn, found_city, pass_shipping, roll_draft, take_money
    from tests.support.roll_and_rails import dealt, seat, started, step

    class Faces:
        def __init__(self, faces):
            self.faces = list(faces)

        def randrange(self, k):
            return self.faces.pop(0) - 1

        def random(self):
            return 0.5
    ann = seat("Ann")
    log = dealt(started(["Ann"], rounds=3), {"Ann": [3, 1, 2, 3]}, leftover=6)
    log = step(log, assign_dice, ann, ["dollar", "curve", "curve", "curve"])
    log = step(step(step(log, take_money, ann, 0), end_turn, ann), pass_shipping, ann)
    log = step(log, found_city, ann, "Erfurt", "A")
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == "Step 1: Ann made Erfurt a city (A)"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Schritt 1: Ann macht Erfurt zur Stadt (A)"
    log = step(log, roll_draft, ann, rng=Faces([4] * 5 + [1, 2, 3, 4, 5]))
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann rolled 1 2 3 4 5 for the draft (rolled 2 times: all dice showed the same)"


def test_owners_choice_bankruptcy_reads_as_a_bankruptcy_not_a_rise():
    # Bankruptcy: "If a company's stock price marker moves to the Bankruptcy space the company immediately becomes
    # bankrupt … Return the stock price marker of the bankrupted company to the START space". Fund die: "Throw
    # the Fund die (the black die)" — one die, not a company's.
    import calculators.owners_choice as oc
    from tests.support.owners_choice.squares import playing
    g = playing(buys=[{"RED": 2}, {"RED": 1}, {}])
    g.do("Ann", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")
    assert history("owners-choice", g.log, "en", None)[g.log.events[-1].seq] == \
        "Ann threw the Fund die for RED: Price -2 & take the Fund: RED down to $60"
    g.end()
    g.do("Bob", oc.move_pawn, 1, "company", "RED")
    g.do("Ann", oc.company_action, "fund", face="Price -2 & take the Fund")
    assert g.st.prices["RED"] == 100 and not g.stocks("Ann").get("RED")  # the rules: START, stocks returned
    seq = g.log.events[-1].seq
    assert history("owners-choice", g.log, "en", None)[seq] == (
        "Ann threw the Fund die for RED: Price -2 & take the Fund: "
        "RED bankrupt, its marker back on START ($100) and its stocks returned")
    assert history("owners-choice", g.log, "de", None)[seq].endswith(
        "RED ist bankrott, Kursmarker zurück auf START ($100), Aktien zurückgegeben")
    assert "up to" not in history("owners-choice", g.log, "en", "Bob")[seq]


def test_owners_choice_any_company_drops_two_spaces_and_pregame_costs_without_the_state():
    # Event die: "Any Company -2: The player chooses to move a company's stock price marker downwards two spaces";
    # Setup 9: before the game "Each stock is worth $100".
    import calculators.owners_choice as oc
    from calculators.owners_choice.words import describe
    from tests.support.owners_choice import Game
    from tests.support.owners_choice.squares import playing
    g = Game()
    ev = g.do("Ann", oc.pregame_buy, {"RED": 2})
    assert describe(ev, "en") == "Ann bought before the game: 2 RED for $200"
    g = playing(buys=[{"RED": 2, "BLUE": 1}, {"RED": 1, "GREEN": 2}, {"BLUE": 2}])
    g.do("Ann", oc.move_pawn, 1, "event")
    g.do("Ann", oc.throw_event_die, face="Any company -2")
    g.do("Ann", oc.choose_event_company, "YELLOW")
    assert history("owners-choice", g.log, "en", None)[g.log.events[-1].seq].startswith(
        "Ann chose YELLOW to drop 2 spaces")


def test_rollout_gold_coast_turn_reads_as_the_fold_moved():
    # Reaching the Gold Coast: "The first players to reach the Gold Coast on the same turn leave their Sales Track
    # meters there … move their Stock Market meters up (five squares) … Players who do not reach the Gold Coast must
    # move their Stock Market meters down (five squares)". The meter stops at the Gold Coast: pips beyond it move
    # nothing. Step F's leader/last moves come on top (the app's default setting, an interpretation).
    import calculators.rollout as ro
    from calculators.core.log import Log
    from tests.support.rollout import B, stage1, stage2, started
    t = started()
    stage1(t)
    t.do(ro.correct, B, "Ann", "sales", value=28, reason="test")
    t.do(ro.correct, B, "Bob", "sales", value=10, reason="test")
    stage2(t, faces={"Ann": [6] * 6, "Bob": [1] * 6, "Cy": [1] * 6, "Dee": [2] + [1] * 5})
    events = t.log.events
    at = next(i for i, e in enumerate(events) if e.kind == "rollout.sales_rolled" and e.data["player"] == "Ann")
    rolled, before = events[at], ro.state_of(Log(events=events[:at]))
    gc = before.tables.gold_coast_square
    from calculators.rollout.words import describe
    line = describe(rolled, "en", before)
    assert line.endswith(f": {sum(rolled.data['roll']['faces'])} pips, sales meter +{gc - 28} to the Gold Coast"), line
    prices = describe(events[-1], "en", ro.state_of(Log(events=events[:-1])))
    assert "Ann reached the Gold Coast" in prices
    assert "(most sales, Gold Coast)" in prices  # Ann: +5 leading, +5 the Gold Coast
    assert "(fewest sales, missed the Gold Coast)" in prices  # the last: −5, −5
    assert "(missed the Gold Coast)" in prices  # Bob: −5 for missing it


def test_fortune_an_unpaid_card_payment_is_owed_and_a_bankruptcy_gives_the_kasse_what_is_left():
    # End of the Game: "A player who can no longer meet his payment obligations is eliminated. His remaining
    # assets go to the Kasse, and he has gone bankrupt."
    from calculators.fortune import actions as A
    from tests.support.fortune import B, Table
    t = Table()
    t.do(A.card_payment, B, "Cy", "Ann", 500_000, "Strafe")
    assert t.state.due is not None  # the rules: not paid, owed
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "en")[seq] == "Card payment: Strafe: Cy owes Ann 500,000 DM"
    assert history("fortune", t.log, "de")[seq] == "Kartenzahlung: Strafe: Cy schuldet Ann 500.000 DM"
    cash = t.cash("Cy")
    t.do(A.declare_bankrupt, B, "Cy")
    seq = t.log.events[-1].seq
    assert history("fortune", t.log, "en")[seq] == \
        f"Cy is bankrupt: the remaining assets go to the Kasse; Cy pays the Kasse {cash // 1000},000 DM"
    assert history("fortune", t.log, "de")[seq] == \
        f"Cy ist bankrott: das restliche Vermögen geht an die Kasse; Cy zahlt der Kasse {cash // 1000}.000 DM"


def test_roll_and_rails_dice_words_use_only_what_the_phones_font_draws():
    # Dice Manipulators: "2. Modify +/-1"; "After all dice are matched …". A table without internet has only the
    # bundled font: no arrow "→" (it drew as an empty box), the manipulator by the rulebook's name.
    from calculators.roll_and_rails import assign_dice, nudge_die
    from tests.support.roll_and_rails import dealt, rich, seat, step
    log = dealt(rich(["Ann", "Bob"], 3), {"Ann": [3, 5, 6, 1], "Bob": [1, 6, 4, 5]})
    log = step(log, nudge_die, seat("Ann"), 0, 1)
    lines = history("roll-and-rails", log, "en")
    assert lines[log.events[-1].seq] == "Ann used “Modify +/-1”: 3 to 4"
    assert history("roll-and-rails", log, "de")[log.events[-1].seq] == "Ann nutzt „+1 oder -1“: 3 auf 4"
    log = step(log, assign_dice, seat("Ann"), ["straight", "banker", "sharp", "curve"])
    assert history("roll-and-rails", log, "en")[log.events[-1].seq] == \
        "Ann assigned the dice: 4 for straight, 5 for Banker, 6 for sharp curve, 1 for curve"
    assert "→" not in "".join(history("roll-and-rails", log, "de").values())
