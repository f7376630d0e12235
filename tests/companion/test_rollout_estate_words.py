"""The Bank's auction of a bankrupt's items names them as the table does. Rulebook, Bankruptcy: "The Bank keeps the
bankrupt player's cash and share holdings in other companies. The Bank auctions off the Product Cards and the Stores
…". A walk read the raw words "radio", "television", "store", "gold_coast" on the German bank phone's auction buttons
and "Awaiting the Bank's auction: radio 1, … gold coast 1" on its company card."""
from calculators.core.log import Log
from calculators.core.words import history
from tests.support.controls import texts, walk
from tests.support.rollout.game import play_whole_game
from tests.support.rollout_screens import Screen, words
from tests.support.screens import Table


def test_the_auction_buttons_and_the_card_name_each_item(tmp_path):
    g = play_whole_game()
    k = next(i for i, e in enumerate(g.log.events) if e.kind == "rollout.bankrupt")
    table = Table(tmp_path, "rollout")
    sid = table.create(Log(events=g.log.events[:k + 1]))  # just after the bankruptcy: every item awaits the auction
    more = list(walk(Screen(table.hub, sid, more=True).draw()))
    labels, spoken = {texts(c) for c in more}, {words(c) for c in more}
    assert "Store" in labels and "Estate item Store" in spoken
    assert not {"store", "radio", "television", "computer", "gold_coast"} & labels
    assert any(w in labels for w in ("Radio card", "Television card", "Computer card")), sorted(labels)
    said = [texts(c) for c in walk(Screen(table.hub, sid).draw()) if texts(c)]
    awaiting = next(s for s in said if s.startswith("Awaiting the Bank's auction: "))
    assert "_" not in awaiting and "Store × 1" in awaiting, awaiting


def test_history_names_the_item_sold_from_the_estate():
    g = play_whole_game()
    sold = next(e for e in g.log.events if e.kind == "rollout.estate_item_sold" and e.data["item"] == "store")
    assert history("rollout", g.log, "en")[sold.seq] == "Ann bought the bankrupt's Store for $120M"
    assert history("rollout", g.log, "de")[sold.seq] == "Ann kauft aus der Konkursmasse: Laden für $120M"


def test_history_tells_the_shareholders_they_lose_their_shares():
    # Bankruptcy: "The players who were shareholders in his Company lose their money/investment" (a walk's
    # shareholder read only that the company left play, and "Your shares: none").
    g = play_whole_game()
    went = next(e for e in g.log.events if e.kind == "rollout.bankrupt")
    assert ", its shareholders lose their shares" in history("rollout", g.log, "en")[went.seq]
    assert ", seine Aktionäre verlieren ihre Aktien" in history("rollout", g.log, "de")[went.seq]


def test_a_refused_sale_is_said_under_the_auction_buttons(tmp_path):
    """A walk at 360 px tapped "Sold" with a highest bid of 0 on the More screen and saw nothing happen: the refusal
    stood at the top of the long screen, scrolled away. It stands under the auction's buttons, and nothing is sold."""
    from tests.support.controls import all_text
    from tests.support.rollout_screens import tap, type_in

    g = play_whole_game()
    k = next(i for i, e in enumerate(g.log.events) if e.kind == "rollout.bankrupt")
    table = Table(tmp_path, "rollout")
    sid = table.create(Log(events=g.log.events[:k + 1]))
    screen = Screen(table.hub, sid, more=True)
    before = len(table.hub.get(sid).log.events)
    type_in(screen.draw(), "Estate highest bid", "0")
    tap(screen.draw(), "Sold")
    drawn = screen.draw()
    keys = [getattr(c, "key", None) for c in drawn]
    refused = [c for c in drawn if str(getattr(c, "key", "")).startswith("ro-refused")]
    assert len(refused) == 1 and "at least $1M" in all_text([refused[0]]), all_text(refused)
    assert keys.index(refused[0].key) == keys.index("ro-more-unsold") + 1  # right under "Unsold: leaves play"
    assert len(table.hub.get(sid).log.events) == before  # nothing sold
