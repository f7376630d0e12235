"""Rollout's companies with their home cities ("Simcor — New York, Camcon — Cape Town, Pedrasca — Sao Paulo, Bermax —
Brussels, Razno — Leningrad, Ibuki — Tokyo", Game Board and Playing Equipment), in the phone's language: a German
phone read "Camcon — Cape Town" and "Ibuki — Tokyo" among German words (Quick Cash Out)."""
from __future__ import annotations

import flet as ft
import pytest

from companion.access import Identity
from companion.app import make_services
from companion.config import AppConfig
from companion.i18n import using
from companion.routes import settle, views_for
from tests.support.controls import walk
from tests.support.phone import Phone, session
from tests.support.screens import call


@pytest.mark.parametrize("lang, shown", [("de", ["Camcon — Kapstadt", "Bermax — Brüssel", "Ibuki — Tokio"]),
                                         ("en", ["Camcon — Cape Town", "Bermax — Brussels", "Ibuki — Tokyo"])])
def test_quick_cash_out_names_the_cities_in_the_phones_language(tmp_path, lang, shown):
    s = session("/cash-out", make_services(AppConfig(data_dir=tmp_path)), Identity("host"))
    s.lang = lang
    settle(s, "/cash-out")
    phone = Phone(s, lambda s: views_for(s, "/cash-out"))
    with using(lang):
        for company in ("Camcon", "Bermax", "Ibuki"):
            chip = next(c for c in walk(phone.draw()) if isinstance(c, ft.Chip) and c.label.value == company)
            call(chip.on_select, chip)
        texts = [str(c.value) for c in walk(phone.draw()) if isinstance(c, ft.Text) and c.value]
    assert all(line in texts for line in shown), texts
