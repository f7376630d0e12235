"""Stage 2 — Rollout (placeholder while the steps are built)."""
import flet as ft


def stage2(ctx, sid, snap, full, seen, viewer, *, banker):
    return [ft.Text("Stage 2")]


def seat_hint(seen, seat):
    return []
