"""Rollout's More screen (loans, takeovers, bankruptcy, corrections and the board tables) as a German bank phone
reads it: its board tables speak the phone's language as the Board tables screen does (a walk found "Price Index —
Assumed: not printed in the rulebook…", "square 0 … $1M · dividend $0M", "Dividends Due" on a German phone)."""
from __future__ import annotations

from companion.i18n import using
from tests.e2e.rollout_seed import Seed
from tests.support.controls import all_text
from tests.support.rollout_screens import Screen


def _german_more(seed: Seed) -> str:
    screen = Screen(seed.hub, seed.sid, more=True)
    screen.ctx.session.lang = "de"  # the phone's language, chosen in Settings
    with using("de"):
        return all_text(screen.draw())


def test_the_more_screens_board_tables_follow_a_german_phone(tmp_path):
    shown = _german_more(Seed(tmp_path, players=("Ann", "Bob", "Cy")))
    for english in ("Price Index", "square 0", "Dividends Due", "Sales Track", "As the rulebook prints it",
                    "Assumed: not printed", "dividend $"):
        assert english not in shown, english
    assert "Kursindex" in shown and "Feld 0" in shown and "Dividende $" in shown


def _correction_label(controls, name: str = "Correction amount") -> str:
    from tests.support.rollout_screens import field
    return field(controls, name).label.value


def test_the_correction_field_says_what_the_number_is_for_the_number_picked(tmp_path):
    """A walk read "New value, or for cash the amoun…" over the correction field at 412 px, with no unit, and typed
    500 not knowing it added $500M. The field now names what it holds for the number picked: cash is an amount
    added or taken away in $ millions (the hidden cash is never set), any other number its new value."""
    from tests.support.rollout_screens import tap
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    screen = Screen(seed.hub, seed.sid, more=True)
    assert _correction_label(screen.draw()) == "Added (+) or taken away (-), $M"  # Cash, the first number
    tap(screen.draw(), "Correct the Loans ($ billions)")
    assert _correction_label(screen.draw()) == "New value: Loans ($ billions)"
    screen.ctx.session.lang = "de"
    with using("de"):
        assert _correction_label(screen.draw(), "Korrekturbetrag") == "Neuer Wert: Kredite (Mrd. $)"


def test_a_recorded_correction_is_said_and_its_amount_emptied_and_a_typo_sized_one_is_refused(tmp_path):
    """A walk's banker (Bob, who plays) recorded a correction of Cy's cash: the screen said nothing and kept the amount
    and the reason, and the next tap would have booked it twice; then typed 99999999 and Cy's cash grew by
    $99,999.999B, saved with no word (the rulebook sets no bound: a correction is at most $100B at a time)."""
    from tests.support.controls import all_text
    from tests.support.rollout_screens import field, tap, type_in
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    screen = Screen(seed.hub, seed.sid, more=True)
    events = len(seed.hub.get(seed.sid).log.events)
    type_in(screen.draw(), "Correction amount", "99999999")
    type_in(screen.draw(), "Reason (kept in the history)", "salary charged twice")
    tap(screen.draw(), "Record the correction")
    assert "A correction is at most $100B at a time: type a smaller amount." in all_text(screen.draw())
    assert len(seed.hub.get(seed.sid).log.events) == events
    type_in(screen.draw(), "Correction amount", "100")
    tap(screen.draw(), "Record the correction")
    assert len(seed.hub.get(seed.sid).log.events) == events + 1
    shown = screen.draw()
    lines = all_text(shown).split(" | ")
    assert any(line.startswith("Recorded: ") and "salary charged twice" in line for line in lines)
    assert field(shown, "Correction amount").value in ("", None)
    assert field(shown, "Reason (kept in the history)").value == "salary charged twice"


def test_the_bank_phone_says_an_undo_just_now_as_the_seats_do(tmp_path):
    """A walk: after taking Bob's raid back, the bank phone read "Just now: Stage 4 starts: …" (the action before it),
    while Cy's phone read "Undid: …"."""
    from calculators.core.actors import undo_last
    from calculators.rollout.corrections import correct
    from tests.support.drawn import ident
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.hub.act(seed.sid, lambda log: correct(log, "banker", "Cy", "cash", delta=100, reason="salary twice"))
    seed.hub.act(seed.sid, lambda log: undo_last(log, "banker"))
    said = ident(Screen(seed.hub, seed.sid).draw(), "ro-last")
    assert said.startswith("Just now: Undid: Correction:") and "salary twice" in said, said
