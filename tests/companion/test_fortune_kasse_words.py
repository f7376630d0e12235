"""Fortune's banker is the Kasse ("One player takes over the Kasse (the bank)", Setup): a walk read History's rows as
"08:19 · Bank, für Annabelle" and its first entry as "…; Bank: Ann" under sentences saying "Die Kasse würfelt …"."""
from __future__ import annotations

import flet as ft

from calculators.core.actors import BANKER
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from calculators.core.words import describe
from tests.support.controls import walk
from tests.support.screens import Table


def test_fortunes_history_names_the_kasse_in_its_rows_and_first_entry(tmp_path):
    t = Table(tmp_path, "fortune")
    sid = t.hub.create(make_setup("fortune", "Freitag", ["Ann", "Bob"], "Kim"))
    first = t.hub.get(sid).log.events[0]
    assert describe(first, "de", game="fortune").endswith("; Kasse: Kim")
    assert describe(first, "en", game="fortune").endswith("; Kasse Kim")
    rollout = Table(tmp_path / "r", "rollout")
    other = rollout.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    assert describe(rollout.hub.get(other).log.events[0], "de", game="rollout").endswith("; Bank: Kim")
    t.hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Wurf"))  # an action of the banker's
    phone = t.phone(sid, "history")
    subtitles = [c.subtitle.value for c in walk(phone.draw()) if isinstance(c, ft.ListTile) and c.subtitle]
    assert subtitles[0].endswith(" · Kasse"), subtitles
