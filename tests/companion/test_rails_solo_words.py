"""Roll and Rails solo: one player and the sheet ("What You Need (Solo)": "1 solo game sheet"), no bank at the table. A
walk's seat list read "Ann — Bank" and History named Ann's own rolls "Die Bank würfelt …": a solo table names its
player (the seat list: "plays solo"), every other table (multi-player Roll and Rails too) its banker as before."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.core.actors import BANKER
from calculators.core.table import make_setup, solo_of, solo_player
from calculators.core.tray import roll_tray
from calculators.core.words import history
from companion import i18n
from tests.support.controls import walk
from tests.support.screens import Table


def _drawn(tmp_path, players: list[str], banker: str, screen: str, lang: str):
    t = Table(tmp_path, "roll-and-rails")
    sid = t.hub.create(make_setup("roll-and-rails", "Solo", players, banker))
    t.hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Probe"))  # an action of the banker's phone
    phone = t.phone(sid, screen)
    phone.session.device_lang = phone.session.lang = lang
    with i18n.using(lang):  # the parts drawn on walking them speak the phone's language, as on the phone
        return list(walk(phone.draw())), t.hub.get(sid).log


def _rows(drawn) -> list[tuple[str, str]]:
    """History's entries, newest first: (sentence, "time · who")."""
    return [(title, sub) for title, sub in _tiles(drawn) if " · " in sub]


def _tiles(drawn) -> list[tuple[str, str]]:
    return [(c.title.value if isinstance(c.title, ft.Text) else "", c.subtitle.value if c.subtitle else "")
            for c in drawn if isinstance(c, ft.ListTile)]


def test_a_solo_table_is_its_player_and_no_other_is():
    assert solo_player(("Ann",), "Ann") == "Ann"
    assert solo_player(("Ann",), "Kim") is None  # a banker who does not play still sits at the table
    assert solo_player(("Ann", "Bob"), "Ann") is None
    assert make_setup("roll-and-rails", "Solo", ["Ann"], "Ann").solo == "Ann"
    assert make_setup("roll-and-rails", "Solo", ["Ann", "Bob"], "Ann").solo is None
    assert solo_of(_log_of(["Ann"], "Ann")) == "Ann"
    assert solo_of(_log_of(["Ann", "Bob"], "Ann")) is None


def _log_of(players, banker):
    from calculators.core.log import Log, record

    return record(Log(), "table.created", BANKER, {"game": "roll-and-rails", "name": "Solo", "players": players,
                                                    "banker": banker})[0]


@pytest.mark.parametrize("lang, role, rolled", [("en", "plays solo", "Ann rolled "),
                                                 ("de", "spielt solo", "Ann würfelt ")])
def test_the_solo_seat_list_and_history_name_the_player(tmp_path, lang, role, rolled):
    table, _ = _drawn(tmp_path / "t", ["Ann"], "Ann", "", lang)
    assert ("Ann", role) in _tiles(table), _tiles(table)
    assert not [s for _, s in _tiles(table) if "Bank" in s], _tiles(table)
    shown, log = _drawn(tmp_path / "h", ["Ann"], "Ann", "history", lang)
    rows = _rows(shown)
    assert rows[0][0].startswith(rolled) and rows[0][1].endswith(" · Ann"), rows
    lines = history("roll-and-rails", log, lang)
    assert "Bank" not in " ".join(lines.values()) and "banker" not in " ".join(lines.values()), lines


@pytest.mark.parametrize("lang, role, acted, rolled", [("en", "Banker", "banker", "The banker rolled "),
                                                       ("de", "Bank", "Bank", "Die Bank würfelt ")])
def test_a_tables_banker_who_plays_with_others_keeps_the_role(tmp_path, lang, role, acted, rolled):
    table, _ = _drawn(tmp_path / "t", ["Ann", "Bob"], "Ann", "", lang)
    assert ("Ann", role) in _tiles(table), _tiles(table)
    shown, _ = _drawn(tmp_path / "h", ["Ann", "Bob"], "Ann", "history", lang)
    rows = _rows(shown)
    assert rows[0][0].startswith(rolled) and rows[0][1].endswith(" · " + acted), rows
    assert rows[1][0].endswith(role.lower() + " Ann" if lang == "en" else role + ": Ann"), rows


def test_a_solo_players_roll_for_itself_names_it_once_and_the_tray_offers_no_rolling_for(tmp_path):
    """A walk rolled "for Ann" at Ann's solo table and read "Ann's roll, by the banker" under the tray, and "Ann, for
    Ann" in History: the tray names who rolled ("rolled by Ann"), History names Ann once, and the solo tray offers no
    "Rolling for" choice (the table is its player)."""
    t = Table(tmp_path, "roll-and-rails")
    sid = t.hub.create(make_setup("roll-and-rails", "Solo", ["Ann"], "Ann"))
    t.hub.act(sid, lambda log: roll_tray(log, BANKER, 2, "Probe", on_behalf_of="Ann"))  # as an older table holds
    table = [c.value for c in walk(t.phone(sid, "").draw()) if isinstance(c, ft.Text) and isinstance(c.value, str)]
    assert any(v.startswith("Probe: ") and v.endswith("— rolled by Ann") for v in table), table
    assert not any("by the banker" in v for v in table) and "Rolling for:" not in table
    rows = _rows(list(walk(t.phone(sid, "history").draw())))
    assert rows[0][1].endswith(" · Ann"), rows
