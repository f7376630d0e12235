"""Quick Cash Out and Roll and Rails' quick final score as a German or English phone shows them (the QA walk of Home's
quick calculators): more shares held than a company has marks the counts at fault; the copied results and the CSV
are named in the phone's language; a calculator takes as many players as its game and no more."""
from __future__ import annotations

import types

from companion import i18n
from companion.routes import views_for
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub
from tests.support.aio import run_async
from tests.support.controls import walk
from tests.support.drawn import ident, keyed, tap, typed
from tests.support.phone import Phone, fake_services, session
from tests.support.text import plain


class Clipboard:
    """The phone's clipboard: what Copy results put there."""

    def __init__(self):
        self.text = None

    async def set(self, text: str) -> None:
        self.text = text


def phone_at(tmp_path, route: str, lang: str = "en") -> Phone:
    hub = TableHub(Store(tmp_path / "tables"))
    services = fake_services(hub, store=hub.store, settings=SettingsStore(tmp_path / "settings"))
    s = session(route, services, lang=lang, device_lang=lang)
    s.device = types.SimpleNamespace(clipboard=Clipboard())
    return Phone(s, lambda s: views_for(s, s.route))


def add(phone: Phone, *names: str) -> list:
    for name in names:
        screen = phone.draw(bottom=True)
        typed(keyed(screen, "new-player"), name)
        keyed(screen, "new-player").on_submit(None)
    return phone.draw(bottom=True)


def type_in(phone: Phone, **fields: str) -> list:
    for key, text in fields.items():
        typed(keyed(phone.draw(), key.replace("_", "-")), text)
    return phone.draw(bottom=True)


def texts(screen) -> list[str]:
    return [plain(str(c.value)) for c in walk(screen) if type(c).__name__ == "Text" and c.value]


def test_more_simcor_shares_held_than_it_has_marks_the_simcor_counts(tmp_path):
    """Rollout, Stage 1 / Share Value: a company has 10 shares ("the Bank owns all 10 shares in each Company"). Ann 5
    and Bob 6 Simcor make 11: the bar asks to fix the marked fields, so the Simcor counts are marked (Cy's Bermax
    count and Cy's empty Simcor field are not at fault)."""
    phone = phone_at(tmp_path, "/cash-out", "de")
    tap(keyed(phone.draw(), "chip-Simcor"))
    tap(keyed(phone.draw(), "chip-Bermax"))
    add(phone, "Ann", "Bob", "Cy")
    screen = type_in(phone, **{"asset-Simcor-money": "8000", "asset-Bermax-money": "0", "shares-Ann-Simcor": "5",
                               "shares-Bob-Simcor": "6", "shares-Cy-Bermax": "2"})
    assert ident(screen, "leader") == "Abrechnung: markierte Felder korrigieren"
    assert keyed(screen, "shares-Ann-Simcor").error == "zusammen 11; Simcor hat nur 10"
    assert keyed(screen, "shares-Bob-Simcor").error == "zusammen 11; Simcor hat nur 10"
    assert [keyed(screen, k).error for k in ("shares-Cy-Simcor", "shares-Cy-Bermax", "shares-Ann-Bermax")] == \
        [None, None, None]
    assert "Spieler halten 11 Simcor-Aktien; eine Firma hat nur 10" in texts(screen)  # the whole reason, below
    screen = type_in(phone, **{"shares-Bob-Simcor": "5"})
    assert keyed(screen, "shares-Ann-Simcor").error is None and keyed(screen, "shares-Bob-Simcor").error is None
    assert ident(screen, "cashout-Ann") == "$4B"  # ranked again once the counts fit


def test_the_copied_results_and_the_csv_are_named_in_the_phones_language(tmp_path):
    phone = phone_at(tmp_path, "/cash-out", "de")
    tap(keyed(phone.draw(), "chip-Simcor"))
    add(phone, "Ann", "Bob")
    screen = type_in(phone, **{"asset-Simcor-money": "8000", "shares-Ann-Simcor": "5", "shares-Bob-Simcor": "3"})
    copy = keyed(screen, "copy-results")
    run_async(copy.on_click(types.SimpleNamespace(control=copy, data=None)))
    assert phone.session.device.clipboard.text.splitlines()[0].startswith("Rollout — Schnelle Abrechnung")
    assert "Quick" not in phone.session.device.clipboard.text


def test_quick_cash_out_takes_two_to_six_players(tmp_path):
    """Rollout, Setting Up / the box: 2 to 6 players. A seventh is refused where it is typed; one player is no
    ranking yet."""
    phone = phone_at(tmp_path, "/cash-out")
    tap(keyed(phone.draw(), "chip-Simcor"))
    screen = add(phone, "Ann")
    screen = type_in(phone, **{"asset-Simcor-money": "8000", "shares-Ann-Simcor": "5"})
    assert ident(screen, "leader") == "Cash Out: add another player"  # it said "add companies and players"
    assert "Rollout is for 2 to 6 players: add another player to see the ranking." in texts(screen)
    screen = add(phone, "Bob", "Cy", "Dee", "Eve", "Fay")
    assert ident(screen, "cashout-Ann") == "$4B"
    screen = add(phone, "Gus")
    assert keyed(screen, "new-player").error == "Rollout takes at most 6 players"
    assert keyed(screen, "new-player").value == "Gus"  # kept, to add once a player is removed
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "player-Gus"]


def test_roll_and_rails_quick_score_takes_at_most_five_players(tmp_path):
    """Roll and Rails, Components: dice "1 player – 5 dice, ... 5 players – 21 dice": at most 5 players (the screen
    said "For 2 to 5 players" and ranked a sixth)."""
    phone = phone_at(tmp_path, "/quick-roll-and-rails", "de")
    with i18n.using(lambda: "de"):  # the phone's language, as the app's handlers speak it (i18n.register)
        screen = add(phone, "Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
    assert keyed(screen, "new-player").error == "Roll and Rails hat höchstens 5 Spieler"
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "player-Fay"]
    assert [c for c in walk(screen) if getattr(c, "key", None) == "player-Eve"]


def test_owners_choice_game_end_takes_at_most_five_players(tmp_path):
    """Owner's Choice, The Action Pawn: "In a 2-3 player game you can move from 1-4 spaces. In a 4-5 player game you
    can move 1-3 spaces": at most 5 players (the quick Game End ranked a sixth)."""
    phone = phone_at(tmp_path, "/quick-owners-choice")
    with i18n.using(lambda: "en"):
        screen = add(phone, "Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
    assert keyed(screen, "new-player").error == "Owner's Choice takes at most 5 players"
    assert not [c for c in walk(screen) if getattr(c, "key", None) == "player-Fay"]
    assert [c for c in walk(screen) if getattr(c, "key", None) == "player-Eve"]


def test_quick_fortune_says_to_list_a_bankrupt_player(tmp_path):
    """Fortune, Setup: the starting capital follows the number of players (200,000 DM for 2, 150,000 for 3 or 4,
    100,000 for 5 or 6). A walk left an eliminated fifth player off the list, and Ann was counted against 150,000 DM."""
    phone = phone_at(tmp_path, "/quick-fortune")
    with i18n.using(lambda: "en"):
        screen = add(phone, "Ann", "Bob")
    assert ("List every player who started, a bankrupt one too, and switch on “Bankrupt (out of the game)” on their "
            "card: the starting capital follows the number of players, and a bankrupt player ranks last.") in texts(screen)


def test_quick_cash_out_says_a_shared_win_is_the_apps_reading(tmp_path):
    """Rollout, Cash Out Value: "The player with the highest Cash Out value wins." — no word on ties: the shared
    win is marked the app's interpretation, as Fortune's screen marks its own, in the phone's language."""
    for lang, said in (("en", "Interpretation (the rulebook says nothing about ties): tied players share the victory."),
                       ("de", "Auslegung (die Spielregel sagt nichts zum Gleichstand): Gleichstehende teilen sich den "
                              "Sieg.")):
        phone = phone_at(tmp_path / lang, "/cash-out", lang)
        tap(keyed(phone.draw(), "chip-Simcor"))
        add(phone, "Ann", "Bob")
        screen = type_in(phone, **{"asset-Simcor-money": "8000", "shares-Ann-Simcor": "3", "shares-Bob-Simcor": "3"})
        assert said in texts(screen)
        screen = type_in(phone, **{"shares-Bob-Simcor": "2"})
        assert said not in texts(screen)  # one winner: no tie to read
