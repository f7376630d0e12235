"""Rollout's six companies and their home cities (Rollout, Game Board and Playing Equipment)."""
from __future__ import annotations

from typing import NamedTuple


class Company(NamedTuple):
    """A Rollout company and the city it is based in."""

    name: str
    city: str


# In the rulebook's order; names are matched exactly as printed.
COMPANIES: tuple[Company, ...] = (
    Company("Simcor", "New York"),
    Company("Camcon", "Cape Town"),
    Company("Pedrasca", "Sao Paulo"),
    Company("Bermax", "Brussels"),
    Company("Razno", "Leningrad"),
    Company("Ibuki", "Tokyo"),
)
COMPANY_NAMES: tuple[str, ...] = tuple(c.name for c in COMPANIES)
CITIES: dict[str, str] = dict(COMPANIES)

# Rollout, Stage 1: each company has 10 shares, all owned by the Bank at the start.
SHARES_PER_COMPANY = 10
