"""Rollout, Stage 2: the app's readings where the rulebook is silent are marked on the screen where they apply."""
from companion.views.games.rollout.stage2 import readings
from tests.support.rollout import stage1, started


def _at(step: str, **company_updates):
    t = started()
    stage1(t)
    s = t.state
    companies = tuple(c.model_copy(update=company_updates.get(c.ceo, {})) for c in s.companies)
    return s.model_copy(update={"rollout": s.rollout.model_copy(update={"step": step}), "companies": companies})


def test_each_reading_is_marked_where_it_applies():
    """Step D: "The player with the most Stores rolls two dice"; Step F: "The player(s) who leads in the Sales Track
    moves his Stock Market meter up five squares"; Reaching the Gold Coast: "They will collect $500 million from the
    Bank on each subsequent Stage 2" — the rulebook is silent on who is compared, on everyone level, and on a player
    without Stores, so the screen marks the app's reading."""
    assert readings(_at("dice")) == [
        "Interpretation: “the most Stores” is compared only among the players who may roll."]
    level = _at("prices")
    assert len({c.sales for c in level.active()}) == 1
    assert readings(level) == ["Interpretation: every player is level on the Sales Track, so nobody moves in Step F."]
    assert readings(_at("prices", Ann={"sales": 3})) == []
    assert readings(_at("profits")) == []
    storeless = _at("profits", Dee={"gold_coast": 1})
    storeless = storeless.model_copy(update={"rollout": storeless.rollout.model_copy(
        update={"players": tuple(p for p in storeless.rollout.players if p != "Dee")})})
    assert readings(storeless) == [
        "Interpretation: Gold Coast meters pay even a player without Stores, who cannot play Stage 2."]


def _at_step_f(tmp_path, ann_sales: int):
    """A real table at Step F (prices), Ann's Sales Track meter at `ann_sales` before her roll; the banker's screen."""
    import calculators.rollout as ro
    from calculators.core import bids
    from calculators.rollout.stage2_budgets import budgets_round
    from tests.e2e.rollout_seed import Seed
    from tests.support.controls import all_text
    from tests.support.rollout_screens import Screen
    seed = Seed(tmp_path, ("Ann", "Bob"))
    seed.stage1()
    seed.fix("Ann", "sales", ann_sales)
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    for p in ("Ann", "Bob"):
        seed.do(bids.enter, budgets_round(seed.state), {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    for p, q in (("Ann", 5), ("Bob", 6)):
        seed.do(ro.show_card, p, q)
    for p in ("Ann", "Bob"):
        seed.do(ro.roll_sales, p, rng=seed.rng)
    seed.do(ro.collect_profits)
    assert seed.state.rollout.step == "prices"
    return seed, all_text(Screen(seed.hub, seed.sid).draw())


def test_step_f_speaks_of_the_gold_coast_only_when_someone_reaches_it(tmp_path):
    """Reaching the Gold Coast and its two settings were explained under Step F on every turn (three lines a walk
    read as noise); they show on the turn someone reaches it."""
    seed, shown = _at_step_f(tmp_path / "a", 0)
    assert "Step F: the leader(s) up five squares, the last down five" in shown
    assert "Reaching the Gold Coast" not in shown and "players without Stores too" not in shown
    assert "Gold Coast's moves" not in shown
    # "All players return the Product Card they were using to the deck" stands under Reaching the Gold Coast, and
    # the rules return them only then: a walk read "every card used returns to the deck" here and saw every card stay.
    assert "every card used returns" not in shown
    assert "the Product Cards stay (they return to the deck when someone reaches the Gold Coast)" in shown
    import calculators.rollout as ro
    cards = {p: seed.state.company_of(p).cards for p in ("Ann", "Bob")}
    seed.do(ro.adjust_prices)
    assert {p: seed.state.company_of(p).cards for p in ("Ann", "Bob")} == cards
    gc = seed.state.tables.gold_coast_square
    seed, shown = _at_step_f(tmp_path / "b", gc - 1)
    assert seed.state.company_of("Ann").sales >= gc
    assert "Reaching the Gold Coast: a meter stays there" in shown and "players without Stores too" in shown


def test_a_seat_phone_announces_no_product_before_the_hex_is_checked(tmp_path):
    """Step A: "One of the players (any) rolls a die to see whether Radios, Televisions or Computers are in demand".
    A walk found Dee's phone reading "Step A (Check the Hex) · in demand: Radios" before the roll (the roll then gave
    Televisions) while the bank phone read "Hex: (to be checked)"."""
    import calculators.rollout as ro
    from tests.e2e.rollout_seed import Seed
    from tests.support.controls import all_text
    from tests.support.rollout_screens import Screen
    seed = Seed(tmp_path, ("Ann", "Cy"))
    seed.stage1()
    assert seed.state.rollout.step == "hex"
    shown = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    assert "Step A (Check the Hex) · in demand: (to be checked)" in shown
    assert "Radios" not in shown and "Televisions" not in shown and "Computers" not in shown
    seed.do(ro.check_hex, faces=[4])
    shown = all_text(Screen(seed.hub, seed.sid, seat="Cy").draw())
    assert "Step B (Set Budgets) · in demand: Televisions" in shown and "Hex die 4: Televisions in demand" in shown
