"""A sealed entry is written against the writer's own cash (hidden cash is the default): Step B's Advertising
Blitz "is now paid to the Bank" at Step C, a winning secret bid is paid for, and a Stage 5 plan must be followed
through or the player is bankrupt. The bank's phone passed to Ann, opened with "I am Ann", shows Ann's own
company's cash over her form — never on the cover before it is opened, never anyone else's; confirmed, the button
a player could tap herself opens the banker's screen (every company's cash), so it says it is the banker's."""
from __future__ import annotations

import calculators.rollout as ro
from calculators.core.money import format_rollout
from companion.widgets import sealed
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text, walk
from tests.support.tray_screens import Phone, click, keyed


def _step_b(tmp_path) -> Seed:
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.fix("Ann", "cash", 1234)
    seed.fix("Bob", "cash", 777)
    seed.stage1()
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    return seed


def test_the_passed_phone_shows_only_the_opened_seats_own_cash_over_her_form(tmp_path):
    seed = _step_b(tmp_path)
    ann_cash, bob_cash = (format_rollout(seed.state.company_of(p).cash) for p in ("Ann", "Bob"))
    bank = Phone(seed.hub, seed.sid, "banker")
    rid = next(iter(r for r in sealed.collecting(seed.hub.get(seed.sid).log)))
    sealed.cover(bank.ctx, seed.sid, rid.id, "Ann")
    log = seed.hub.get(seed.sid).log
    closed = all_text(sealed.cover_view_controls(bank.ctx, seed.sid, log))
    assert ann_cash not in closed and "Your cash" not in closed  # not on the cover before it is opened
    click(keyed(sealed.cover_view_controls(bank.ctx, seed.sid, log), "cover-open"))
    opened = sealed.cover_view_controls(bank.ctx, seed.sid, log)
    shown = [c for c in walk(opened) if getattr(c, "identifier", None) == "entry-own-cash"]
    assert [c.content.value for c in shown] == [f"Your cash (Simcor): {ann_cash}"]
    assert bob_cash not in all_text(opened)


def test_confirmed_the_passed_phone_says_pass_it_back_before_the_bankers_button(tmp_path):
    seed = _step_b(tmp_path)
    bank = Phone(seed.hub, seed.sid, "banker")
    rid = next(iter(sealed.collecting(seed.hub.get(seed.sid).log))).id
    sealed.cover(bank.ctx, seed.sid, rid, "Ann")
    bank.session.update(cover={**bank.session.cover, "done": True})
    done = sealed.cover_view_controls(bank.ctx, seed.sid, seed.hub.get(seed.sid).log)
    words = [c.value if hasattr(c, "value") and isinstance(c.value, str) else getattr(c, "content", None)
             for c in done]
    assert words[1] == "Pass the phone back to the banker." and words[2] == "Banker: back to the table"
