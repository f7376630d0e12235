"""Fortune's price tables screen ("Preistabellen ansehen und ändern"), the Loans section. Loans: "loans of 50,000 DM
at the payout rate given on each space" — a payout is at most the loan. A walk on a German phone saved a payout of
55000 and read the refusal only in a snackbar that named no field; the refusal now stands at the field at fault, and
nothing is saved. At 412 px the labels "Commerzbank 1 Auszahlung" and "Bayerische Vereinsbank 1 Zinsen" wrapped and
ran across the field's border: each bank space has its heading, its two fields beneath with short labels (the whole
name read out)."""
from __future__ import annotations

import types

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.tables import fortune_board
from companion.access import Identity
from tests.support.controls import walk
from tests.support.phone import Phone, fake_services, session
from tests.support.screens import Table, label_of
from tests.support.text import plain


def _board_phone(tmp_path):
    t = Table(tmp_path, "fortune")
    sid = t.create(None)
    s = session(f"/table/{sid}", fake_services(t.hub, t.store), Identity("host"), showing_table=sid,
                device_lang="de", lang="de")
    return t, sid, Phone(s, lambda s: t.stack(s, sid, "/game/board"))


def _loan_fields(controls) -> dict[str, ft.TextField]:
    return {label_of(c): c for c in controls if isinstance(c, ft.TextField) and "loan_terms" in (c.key or "")}


def test_each_bank_space_has_its_heading_and_short_labels_that_fit_a_phone(tmp_path):
    _, _, phone = _board_phone(tmp_path)
    shown = list(walk(phone.draw()))
    fields = _loan_fields(shown)
    assert list(fields) == [f"{bank} {n} {what}" for bank in ("Commerzbank", "Bayerische Vereinsbank")
                            for n in (1, 2) for what in ("Auszahlung", "Zinsen")]  # read out whole
    assert {f.label.value for f in fields.values()} == {"Auszahlung", "Zinsen"}  # shown short, two to a row
    texts = [plain(c.value) for c in shown if isinstance(c, ft.Text) and isinstance(c.value, str)]
    assert {"Commerzbank, Feld 1", "Commerzbank, Feld 2", "Bayerische Vereinsbank, Feld 1",
            "Bayerische Vereinsbank, Feld 2"} <= set(texts)


def test_a_payout_above_the_loan_is_refused_at_its_field_and_nothing_is_saved(tmp_path):
    t, sid, phone = _board_phone(tmp_path)
    before = t.hub.get(sid).log.events
    field = _loan_fields(list(walk(phone.draw())))["Bayerische Vereinsbank 1 Auszahlung"]
    field.value = "55000"
    field.on_change(types.SimpleNamespace(control=field))
    save = next(c for c in list(walk(phone.draw())) if getattr(c, "key", None) == "board-loan_terms-save")
    save.on_click(None)
    assert t.hub.get(sid).log.events == before  # nothing saved
    assert phone.page.toasts == []  # no snackbar naming no field
    fields = _loan_fields(list(walk(phone.draw())))
    assert {k: plain(f.error) for k, f in fields.items() if f.error} == {
        "Bayerische Vereinsbank 1 Auszahlung": "Ausgezahlt wird höchstens das Darlehen von 50.000 DM."}
    field = fields["Bayerische Vereinsbank 1 Auszahlung"]
    field.value = "50000"  # corrected: the refusal goes, and the table is saved
    field.on_change(types.SimpleNamespace(control=field))
    assert not any(f.error for f in _loan_fields(list(walk(phone.draw()))).values())
    next(c for c in list(walk(phone.draw())) if getattr(c, "key", None) == "board-loan_terms-save").on_click(None)
    assert fortune_board(t.hub.get(sid).log).value("loan_terms")["vereinsbank"][0]["payout"] == 50_000


def test_the_rules_name_the_payout_at_fault():
    """The rules' refusal names the cell (value.<bank>.<space>.payout), so any screen can put it at the field."""
    import pytest

    from calculators.core.model import RuleError
    from tests.support.fortune import B, Table as Game

    g = Game()
    terms = fortune_board(g.log).value("loan_terms")
    terms = {**terms, "commerzbank": [terms["commerzbank"][0], {**terms["commerzbank"][1], "payout": 55_000}]}
    with pytest.raises(RuleError, match="höchstens das Darlehen von 50.000") as refused:
        A.edit_fortune_board(g.log, B, "loan_terms", terms)
    assert refused.value.field == "value.commerzbank.1.payout"
