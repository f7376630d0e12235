"""What a banker's edit of a board table changes in the game in play now: a company's price when its price meter
stands on the square changed, its Dividends Due, its sales, its Stage 1 interest. Asked before the edit is saved
(the More and Board tables screens say it), from the same fold the edit would make."""
from __future__ import annotations

from typing import Any

from calculators.core.boards import board_in_force
from calculators.core.game import Later
from calculators.core.log import Log
from calculators.rollout.codec_fold import _board_edited
from calculators.rollout.fold import state_of
from calculators.rollout.ledger import money
from calculators.rollout.tables import follow

EN = {
    "price": "{company}'s price meter stands on square {n}: its price becomes {new} (now {old})",
    "dividend": "{company}'s price meter stands on square {n}: its Dividends Due become {new} a share (now {old})",
    "sales": "{company}'s sales meter stands on square {n}: its sales become {new} units (now {old})",
    "interest": "{company} owes {loans}: its Stage 1 interest becomes {new} (now {old})",
    "step_b": "Step B is open: its forms keep the choices it was opened with; the new ones count from the next Step B",
}
DE = {
    "price": "Der Kurszähler von {company} steht auf Feld {n}: der Kurs wird {new} (jetzt {old})",
    "dividend": "Der Kurszähler von {company} steht auf Feld {n}: die fälligen Dividenden werden {new} je Aktie "
                "(jetzt {old})",
    "sales": "Der Umsatzzähler von {company} steht auf Feld {n}: der Umsatz wird {new} Einheiten (jetzt {old})",
    "interest": "{company} schuldet {loans}: die Zinsen in Phase 1 werden {new} (jetzt {old})",
    "step_b": "Schritt B läuft: seine Formulare behalten die Beträge, mit denen er begann; die neuen gelten ab dem "
              "nächsten Schritt B",
}


def board_effects(log: Log, key: str, value: Any, lang: str = "en") -> list[str]:
    """Each number in play that saving `value` as board table `key` would change, one sentence a company and
    number, in `lang`; none when nothing in play reads the cells changed (or the edit cannot be folded)."""
    words = DE if lang == "de" else EN
    try:
        state = state_of(log)
        board = board_in_force(log)
        now = dict(board.values) if board is not None else {}
        after = _board_edited(state, {"key": key, "value": value, "also": follow(key, value, now)})
    except Exception:  # an edit the rules refuse is refused when saved, with their reason
        return []
    old_t, new_t = state.tables, after.tables
    out: list[str] = []
    if key in ("price_choices", "advertising_choices") and getattr(old_t, key) != getattr(new_t, key):
        from calculators.core.bids import rounds
        from calculators.rollout.stage2_budgets import budgets_round

        step_b = rounds(log).get(budgets_round(state))
        if step_b is not None and step_b.status == "collecting":  # a walk's seat read "$30 to $35", offered $30
            out.append(Later(words["step_b"]))  # the open Step B keeps its choices: nothing in play changes
    for before, later in zip(state.companies, after.companies):
        if not before.in_play:
            continue
        name = before.name
        pairs = (
            ("price", later.price, old_t.price(before.price), new_t.price(later.price), money),
            ("dividend", later.price, old_t.dividend(before.price), new_t.dividend(later.price), money),
            ("sales", later.sales, old_t.units(before.sales), new_t.units(later.sales), str),
        )
        for what, square, old, new, shown in pairs:
            if old != new:
                out.append(words[what].format(company=name, n=square, new=shown(new), old=shown(old)))
        if before.loans and old_t.interest(before.loans) != new_t.interest(before.loans):
            out.append(words["interest"].format(company=name, loans=money(before.loans * old_t.loan_step),
                                                new=money(new_t.interest(before.loans)),
                                                old=money(old_t.interest(before.loans))))
    return out
