"""What each viewer may see of a Roll and Rails table."""
from __future__ import annotations

from calculators.roll_and_rails.state import RailsState


def view_for(state: RailsState, viewer: str | None) -> RailsState:
    """Everything: player sheets are public, so every viewer sees the whole state."""
    return state
