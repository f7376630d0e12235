"""Immutable base model and the rule error every command raises."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Base of every rules model: immutable, strict about unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class RuleError(ValueError):
    """An action the rules forbid; `message` is written for a player, `field` names the input at fault."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field

    def __str__(self) -> str:
        return self.message
