"""Rollout, Secret Bids, on the bank phone: the call for secret bids asks the rules before the tap."""
from tests.support.rollout.secret_bids import lot_at_market

def test_the_call_for_secret_bids_stands_disabled_with_the_reason_at_the_high_flyer(tmp_path):
    # The same rule asked before the tap: a walk was offered "Call for secret bids" at $1M and refused after it.
    import flet as ft
    from calculators.rollout.sealed import secret_bids_refusal
    from tests.support.controls import walk
    from tests.support.rollout_screens import Screen
    from tests.support.screens import Table
    assert secret_bids_refusal(lot_at_market(3).log) is None
    t = lot_at_market(0)
    assert secret_bids_refusal(t.log).message.startswith("No price is below $1M (High Flyer)")
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    drawn = list(walk(Screen(table.hub, sid).draw()))
    call = next(c for c in drawn if getattr(c, "key", None) == "ro-s4-call-secret")
    why = next(c for c in drawn if getattr(c, "key", None) == "ro-s4-no-secret")
    assert call.disabled and "No price is below $1M (High Flyer)" in str(getattr(why, "value", "") or why.content.value)
    assert isinstance(call, ft.FilledButton)
