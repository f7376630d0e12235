"""Quick Cash Out's $M fields read money as Rollout prints it: the walk typed "1.5B" in "Money $M" (the app prints
$1.5B) and was told "must be a whole number ≥ 0". Share Value: "Add up the above [money, stores, product cards, Gold
Coast], then deduct any Bank Loans … Divide this number by 10 to determine the value of each share"."""
from __future__ import annotations

import flet as ft
import pytest

from companion.access import Identity
from companion.app import make_services
from companion.config import AppConfig
from companion.routes import settle, views_for
from tests.support.controls import all_text, walk
from tests.support.phone import Phone, session
from tests.support.screens import call, label_of


def _cash_out(tmp_path) -> Phone:
    s = session("/cash-out", make_services(AppConfig(data_dir=tmp_path)), Identity("host"))
    settle(s, "/cash-out")
    phone = Phone(s, lambda s: views_for(s, "/cash-out"))
    chip = next(c for c in walk(phone.draw()) if isinstance(c, ft.Chip) and c.label.value == "Simcor")
    call(chip.on_select, chip)
    _type(phone, "Player's name", "Ann", enter=True)
    return phone


def _type(phone: Phone, label: str, text: str, enter: bool = False) -> None:
    field = next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField) and label_of(c) == label)
    field.value = text  # the browser writes the keystrokes into the rendered field, then tells the server
    if field.on_change:
        call(field.on_change, field)
    if enter:
        call(field.on_submit, field)


@pytest.mark.parametrize("money", ["1500", "1,500", "1500M", "$1.5B", "1.5B", "1.5b", "$1,500M"])
def test_money_in_any_form_the_game_prints_it_gives_the_same_share_value(tmp_path, money):
    phone = _cash_out(tmp_path)
    _type(phone, "Simcor money ($M)", money)
    _type(phone, "Simcor loans ($M)", "$1B")  # loans come in whole $1B
    shown = all_text(phone.draw())
    assert "Share value $50M" in shown, shown  # ($1,500M - $1,000M) / 10
    assert "must be a whole number" not in shown


@pytest.mark.parametrize("money", ["1.5", "$1.0005B", "ten"])
def test_a_form_that_is_no_whole_amount_of_millions_is_still_refused_on_its_field(tmp_path, money):
    phone = _cash_out(tmp_path)
    _type(phone, "Simcor money ($M)", money)
    field = next(c for c in walk(phone.draw()) if isinstance(c, ft.TextField) and label_of(c) == "Simcor money ($M)")
    assert field.error == "must be a whole number ≥ 0"
