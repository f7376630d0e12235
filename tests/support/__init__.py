"""Helpers shared by several test packages (never test modules themselves)."""
