"""Rollout's History, Stage 4: the opening line names whose shares the Bank sells first."""
from __future__ import annotations

from calculators.core.actors import BANKER
from calculators.core.words import history
from tests.support.rollout import started


def test_rollout_stage_4_names_the_first_company_the_bank_still_sells():
    # Stage 4: the die names whose shares the Bank sells first; a company the Bank has sold all of is passed over
    # (a walk read "die 2: the Bank sells Simcor's shares (Bob) first" with Simcor sold out, a Bermax lot on screen).
    from tests.support.rollout import shares as sh
    import calculators.rollout as ro
    from calculators.rollout.state import BANK
    t = started()
    sh.to_stage(t, 4)
    ring = ro.order_of_play.lots_for(t.state, "Bob")
    gone = ring[0]  # the company of the player the die will name
    t.do(ro.correct_shares, BANKER, gone, BANK, "Cy", 10, reason="sold in earlier turns")
    names = {c.ceo: c.name for c in t.state.companies}
    die = next(i + 1 for i, p in enumerate(ro.order_of_play.numbered(t.state)) if names.get(p) == gone)
    t.do(ro.start_stage, BANKER, ["Ann", "Bob", "Cy"], faces=[die])
    first = t.state.auction.lot.company
    assert first != gone
    owner = next(c.ceo for c in t.state.companies if c.name == first)
    said = history("rollout", t.log, "en")[t.log.events[-1].seq]
    assert said.endswith(f"the Bank sells {first}'s shares ({owner}) first"), said
