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
