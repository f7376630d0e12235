"""A round the banker opens by hand ("New sealed round") on the phones: its default name recorded as the app's key
and shown in each phone's language, a name the banker typed as typed, and its amounts in the game's money on the
form, the reveal card and beside the control that caused it.

A walk: a German banker's default "Verdecktes Gebot" was recorded as German text, and Owner's Choice showed
"Amount 600" on every reveal instead of "$600". Drawn in-process, as the app's screens call these builders."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.core.bids import BLIND_BID, enter, reveal, rounds, view_for
from calculators.core.table import make_setup
from companion.i18n import using
from companion.storage import Store
from companion.table import TableHub
from companion.widgets import sealed
from companion.widgets.sealed_form import entry_form, form_key
from tests.support.controls import walk
from tests.support.text import plain
from tests.support.tray_screens import Phone, click, keyed

PLAYERS = ("Ann", "Bob")


def said(controls) -> list[str]:
    return [plain(str(c.value)) for c in walk(controls) if isinstance(c, ft.Text) and c.value]


def phone(hub, sid, actor: str, lang: str) -> Phone:
    p = Phone(hub, sid, actor)
    p.session.lang = p.session.device_lang = lang
    return p


def opened_by_hand(tmp_path, game: str, lang: str, typed: str | None = None):
    """The banker's dialog on a phone in `lang`, its name field left as offered (or `typed`), then Open."""
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup(game, "T", list(PLAYERS), "Kim"))
    bank = phone(hub, sid, "banker", lang)
    with using(lang):
        sealed.open_round_dialog(bank.ctx, sid, PLAYERS)
        dialog = bank.session.page.dialogs[-1]
        name = next(c for c in walk([dialog.content]) if isinstance(c, ft.TextField))
        if typed is not None:
            name.value = typed
        click(dialog.actions[-1])  # "Open the round"
    return hub, sid


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_offered_name_is_recorded_as_the_key_and_each_phone_reads_it_in_its_language(tmp_path, lang):
    hub, sid = opened_by_hand(tmp_path, "owners-choice", lang)
    assert rounds(hub.get(sid).log)["r1"].spec.purpose == BLIND_BID
    for reader, heading in (("de", "Verdeckte Runde: Verdecktes Gebot"), ("en", "Sealed round: Blind bid")):
        seat = phone(hub, sid, "seat:Ann", reader)
        with using(reader):
            assert heading in said(sealed.seat_panel(seat.ctx, sid, hub.get(sid).log, "Ann"))


def test_a_name_the_banker_typed_stays_as_typed(tmp_path):
    hub, sid = opened_by_hand(tmp_path, "owners-choice", "de", typed="Auktion Pine Ridge")
    assert rounds(hub.get(sid).log)["r1"].spec.purpose == "Auktion Pine Ridge"
    seat = phone(hub, sid, "seat:Ann", "en")
    with using("en"):
        assert "Sealed round: Auktion Pine Ridge" in said(sealed.seat_panel(seat.ctx, sid, hub.get(sid).log, "Ann"))


@pytest.mark.parametrize(("game", "lang", "amounts", "ann", "bob", "hint"), [
    ("owners-choice", "en", (600, 1450), "$600", "$1,450", "$0 to $2,500, steps of $10"),
    ("fortune", "de", (6_000, 14_000), "6.000 DM", "14.000 DM", "0 DM bis 300.000 DM, in Schritten von 1.000 DM"),
    ("roll-and-rails", "en", (6, 14), "6$", "14$", "0$ to 20$"),
])
def test_amounts_read_as_the_game_prints_money_on_the_form_and_the_reveal(tmp_path, game, lang, amounts, ann, bob,
                                                                          hint):
    hub, sid = opened_by_hand(tmp_path, game, lang)
    seat = phone(hub, sid, "seat:Ann", lang)

    def form() -> list[str]:
        with using(lang):
            return said(entry_form(seat.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], "Ann"), "Ann"))

    assert any(hint in t for t in form()), form()  # the field's range, in the game's money
    for who, amount in zip(("Ann", "Bob"), amounts):
        hub.act(sid, lambda log, who=who, amount=amount: enter(log, f"seat:{who}", "r1", {"amount": amount}))
    assert any(ann in t for t in form()), form()  # "Your entry: Amount $600 — confirmed…"
    hub.act(sid, lambda log: reveal(log, "banker", "r1"))
    with using(lang):
        shown = said(sealed.seat_panel(seat.ctx, sid, hub.get(sid).log, "Ann"))
    word = "Betrag" if lang == "de" else "Amount"
    assert [t for t in shown if t.startswith(("Ann: ", "Bob: "))] == [f"Ann: {word} {ann}", f"Bob: {word} {bob}"]


@pytest.mark.parametrize(("game", "lang", "typed", "high", "refusal", "got"), [
    ("owners-choice", "en", "$1,200", "$3,000", "Your amount must be between $0 and $2,500; $3,000 is too high", 1200),
    ("fortune", "de", "12.000 DM", "400.000 DM",
     "Betrag: Deine Angabe muss zwischen 0 DM und 300.000 DM liegen; 400.000 DM ist zu hoch", 12_000),
    ("roll-and-rails", "en", "12$", "30$", "Your amount must be between 0$ and 20$; 30$ is too high", 12),
    ("rollout", "en", "$1.2B", "$3,000", "Your amount must be between $0M and $2.5B; $3B is too high", 1200),
])
def test_an_amount_typed_as_the_game_prints_money_is_taken_and_a_refusal_names_money(tmp_path, game, lang, typed,
                                                                                       high, refusal, got):
    """A player types the amount as the game prints it ("$1,200", "1.200 DM"): it is the amount, not "no whole
    number"; an amount over the round's bounds is refused with the bounds in the game's money, said to the player on
    their own phone ("Your amount …", not "Ann's amount …": a walk read her own name there)."""
    hub, sid = opened_by_hand(tmp_path, game, lang)
    seat = phone(hub, sid, "seat:Ann", lang)
    key = form_key(sid, "r1", "Ann")

    def form():
        with using(lang):
            return entry_form(seat.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], "Ann"), "Ann")

    keyed(form(), f"{key}-amount").value = high
    with using(lang):
        click(keyed(form(), f"{key}-confirm"))
    assert plain(keyed(form(), f"{key}-msg").value) == refusal
    assert "Ann" not in rounds(hub.get(sid).log)["r1"].entries
    keyed(form(), f"{key}-amount").value = typed
    with using(lang):
        click(keyed(form(), f"{key}-confirm"))
    assert rounds(hub.get(sid).log)["r1"].entries["Ann"].values == {"amount": got}


def test_the_catalog_says_the_default_names_as_the_rules_words_do():
    """A refusal naming the round ("The entries for {purpose} are already revealed") reads the name from the catalog;
    History and the screens from the rules' words: one name on one phone."""
    from calculators.core.bids import DEFAULT_PURPOSES
    from calculators.core.words import purpose_in
    from companion.i18n import _

    for name in DEFAULT_PURPOSES:
        assert _(name, "de") == purpose_in(name, "de") != name


@pytest.mark.parametrize(("game", "offered"), [("roll-and-rails", (0, 20, 1)), ("fortune", (0, 300_000, 1_000)),
                                               ("rollout", (0, 2500, 10)), ("owners-choice", (0, 2500, 10))])
def test_a_round_opened_by_hand_offers_amounts_in_the_games_own_money(tmp_path, game, offered):
    # A walk's Roll and Rails round offered "0$ to 99999$, steps of 10$" (a table of single dollars): the dialog
    # offers each game's own scale at first, the banker may type others.
    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup(game, "T", list(PLAYERS), "Kim"))
    bank = phone(hub, sid, "banker", "en")
    with using("en"):
        sealed.open_round_dialog(bank.ctx, sid, PLAYERS)
    fields = [c for c in walk([bank.session.page.dialogs[-1].content]) if isinstance(c, ft.TextField)][1:4]
    assert tuple(int(f.value) for f in fields) == offered
