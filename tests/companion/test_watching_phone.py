"""A phone on the host or a banker link that does not hold the banker role only watches: it reads what the whole
table reads, never the playing banker's hidden money (a walk: Bob's phone opened Ann's banker link by mistake and
read "Ann's money $490"; Owner's Choice, Setup 7: "Your money should remain hidden throughout the game"), and a bank
screen it was left on (Rollout's "more", Invite) says the role is elsewhere instead of offering the bank's tools
(the walk's phone kept every tool and read "Only the banker or Ann can borrow for their company.")."""
from __future__ import annotations

import pytest

from companion.access import Identity
from companion.routes import _table_screens
from tests.support.controls import all_text, walk
from tests.support.owners_choice.events import playing
from tests.support.phone import Phone, fake_services, session as phone_session
from tests.support.rollout import started
from tests.support.screens import Table


def phone(t: Table, sid: str, screen: str, actor: str) -> Phone:
    s = phone_session(f"/bank/tok/{screen}", fake_services(t.hub, t.store, actor),
                      Identity("banker", table=sid, token="tok"), showing_table=sid)
    return Phone(s, lambda s: _table_screens(s, sid, "/bank/tok", [x for x in screen.split("/") if x]))


def idents(controls) -> set[str]:
    return {getattr(c, "identifier", None) for c in walk(controls)} - {None}


@pytest.mark.parametrize("screen", ["", "history"])
def test_a_watching_phone_reads_no_hidden_money_of_the_playing_banker(tmp_path, screen):
    g = playing([{"RED": 2}, {"BLUE": 1, "RED": 2}, {}])  # Bob is the banker and plays; his money is his own
    t = Table(tmp_path, "owners-choice")
    sid = t.create(g.log)
    bob = "$" + str(next(p.cash for p in g.st.players if p.name == "Bob"))  # $390: no one else holds that much
    holding, watching = (phone(t, sid, screen, actor).draw() for actor in ("banker", "host"))
    assert "part-failed" not in {getattr(c, "key", None) for c in walk(watching)}  # (a failed part hides it too)
    if screen == "":
        assert {"my-cash", "cash-Bob"} & idents(holding)  # the bank phone in Bob's hands shows it (the test can fail)
        assert not {"my-cash", "cash-Bob"} & idents(watching), idents(watching)
        assert "only watches" in all_text(watching)
    else:
        assert "only watches" not in all_text(watching)  # History reads; its sentences name no hidden amount
    assert bob not in all_text(watching)


@pytest.mark.parametrize("screen", ["game/more", "invite", "share"])
def test_a_bank_screen_on_a_watching_phone_says_the_role_is_elsewhere(tmp_path, screen):
    t = Table(tmp_path, "rollout")
    sid = t.create(started(("Ann", "Bob")).log)
    watching = phone(t, sid, screen, "host").draw()
    assert "The banker role is on another phone: this screen only watches." in all_text(watching)
    assert "Take the banker role" in all_text(watching) and "Back to the table" in all_text(watching)
    assert "Borrow $1B for Ann" not in all_text(watching) and "link-Ann" not in idents(watching)
    if screen != "invite":  # (Invite on the bank phone needs the seat claims, which this phone has not)
        assert "only watches" not in all_text(phone(t, sid, screen, "banker").draw())


@pytest.mark.parametrize("game", ["rollout", "owners-choice", "fortune", "roll-and-rails"])
def test_every_games_watching_screen_is_drawn_whole(tmp_path, game):
    # A walk: every Owner's Choice phone that only watched read "This part of the screen could not be drawn".
    from tests.support.tables import game_log

    t = Table(tmp_path, game)
    sid = t.create(game_log(game))
    keys = {getattr(c, "key", None) for c in walk(phone(t, sid, "", "host").draw())}
    assert "part-failed" not in keys and "t:watching" in keys


def test_a_banker_link_phone_chooses_light_or_dark_on_the_table_screen_and_the_host_in_settings(tmp_path):
    """A walk: a banker-link phone has no Settings screen, and its app bar offered History and the language only; it
    could follow the phone's theme, never choose dark. The host's own phone chooses it in Settings."""
    t = Table(tmp_path, "rollout")
    sid = t.create(started(("Ann", "Bob")).log)
    bank = phone(t, sid, "", "banker")
    tooltips = lambda p: {getattr(c, "tooltip", None) for c in walk(p.draw())}  # noqa: E731
    assert "Light or dark" in tooltips(bank)
    host = t.phone(sid, "")
    host.session.is_host = True
    assert "Light or dark" not in tooltips(host)


def test_taking_the_banker_role_asks_first(tmp_path):
    """A walk: a player who scanned the bank's code by mistake took the role with one tap and read Ann's hidden money
    ("Your money should remain hidden throughout the game"). The tap asks first, saying what the role shows."""
    import types

    from companion.views.table import take

    t = Table(tmp_path, "rollout")
    sid = t.create(started(("Ann", "Bob")).log)
    taken = []
    watching = phone(t, sid, "", "host")
    watching.session.services.access = types.SimpleNamespace(
        take_banker_role=lambda table, who: taken.append(table), actor_for=lambda ident, table: "host")
    from companion.context import Ctx
    take(Ctx(watching.session), sid)
    asked = watching.page.dialogs[-1]
    assert asked.title.value == "Take the banker role?" and "hidden money" in asked.content.value and taken == []
    yes = asked.actions[-1]
    assert yes.content == "Yes, take the role"
    yes.on_click(None)
    watching.page.pop_dialog()
    assert taken == [sid]


@pytest.mark.parametrize(("game", "lang", "hidden"), [
    ("roll-and-rails", "en", None), ("roll-and-rails", "de", None), ("fortune", "en", None),
    ("rollout", "en", "hidden money"), ("owners-choice", "de", "verdeckte Geld")])
def test_the_banker_role_question_names_hidden_money_only_in_a_game_that_hides_it(tmp_path, game, lang, hidden):
    """A walk's Roll and Rails table asked "…zeigt dann, was die Bank sieht, auch das verdeckte Geld der Bank…", though
    Roll and Rails hides no money: the rules say whether the game hides money now (`money_hidden`)."""
    import types

    from companion import i18n
    from companion.context import Ctx
    from companion.views.table import take
    from tests.support.tables import game_log

    t = Table(tmp_path, game)
    sid = t.create(game_log(game))
    watching = phone(t, sid, "", "host")
    watching.session.services.access = types.SimpleNamespace(
        take_banker_role=lambda table, who: None, actor_for=lambda ident, table: "host")
    with i18n.using(lang):
        take(Ctx(watching.session), sid)
    said = watching.page.dialogs[-1].content.value
    if hidden:
        assert hidden in said
    else:
        assert "hidden" not in said and "verdeckt" not in said
        assert said == {("roll-and-rails", "en"): "This phone then shows what the banker sees and acts as the bank; the "
                                                  "phone that has the role now only watches. Only for the banker.",
                        ("roll-and-rails", "de"): "Dieses Handy zeigt dann, was die Bank sieht, und handelt als Bank; "
                                                  "das Handy, das die Rolle jetzt hat, schaut nur noch zu. Nur für die "
                                                  "Bank.",
                        # Fortune's banker is the Kasse, on every screen (a walk read "Bank übernehmen" there)
                        ("fortune", "en"): "This phone then shows what the Kasse sees and acts as the Kasse; the phone "
                                           "that has it now only watches. Only for the player who runs the Kasse."
                        }[game, lang]
        assert watching.page.dialogs[-1].title.value == ("Take over the Kasse?" if game == "fortune" else
                                                         {"en": "Take the banker role?",
                                                          "de": "Die Bank übernehmen?"}.get(lang, ""))


def test_a_banker_who_does_not_play_is_told_the_role_shows_every_players_hidden_money(tmp_path):
    # A walk: Kim banks and does not play; her banker link's question said "the banker's own hidden money too",
    # while the bank screen shows every company's hidden cash (Rollout's Hidden cash; `banker_viewer` is nobody).
    import types

    from calculators.core.table import make_setup
    from companion.context import Ctx
    from companion.views.table import take

    t = Table(tmp_path, "rollout")
    sid = t.hub.create(make_setup("rollout", "T", ["Ann", "Bob", "Cy"], "Kim"))
    watching = phone(t, sid, "", "host")
    watching.session.services.access = types.SimpleNamespace(
        take_banker_role=lambda table, who: None, actor_for=lambda ident, table: "host")
    take(Ctx(watching.session), sid)
    said = watching.page.dialogs[-1].content.value
    assert "every player's hidden money" in said and "own hidden money" not in said


def test_the_cash_correction_says_never_shown_only_where_the_cash_is_hidden_from_this_phone(tmp_path):
    # Hidden cash (Rollout's default): a banker who does not play sees every company's cash; a walk's Kim read "Hidden
    # cash is corrected by an amount added or taken away, never shown" beside Cy's cash on the same screen. A banker
    # who plays corrects another player's cash unseen: said there.
    note = "Hidden cash is corrected by an amount added or taken away, never shown."
    t = Table(tmp_path, "rollout")
    kim = t.create(started(("Bob", "Ann"), banker="Kim").log)
    assert note not in all_text(phone(t, kim, "game/more", "banker").draw())
    ann = t.create(started(("Bob", "Ann"), banker="Ann").log)  # the correction is of Bob's, the first player's, cash
    assert note in all_text(phone(t, ann, "game/more", "banker").draw())


def test_a_finished_rollout_company_card_says_no_this_turn():
    # "The game ends on the fifth turn after …": after the Cash Out no turn goes on; a walk's card still read
    # "Diese Runde: Phase 1 bezahlt" under "Spiel ist aus".
    from calculators.rollout.fold import state_of
    from companion.views.games.rollout.overview import company_card
    from tests.support.finished import finished_rollout

    state = state_of(finished_rollout())
    assert state.stage == 7 and any(c.paid for c in state.companies)
    for c in state.companies:
        assert "This turn" not in all_text([company_card(state, c)])
