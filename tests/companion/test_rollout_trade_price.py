"""Stage 3, a sale between players: the form says where the company's price goes before the sale is recorded.

Rulebook, Stage 3: "moved to the square opposite the price for which its shares were sold" — an agreed $0 takes the
price to the High Flyer ($1M), a price between squares to the square below it. A table agreeing a swap on "any
terms" learnt it only after the tap; the form now tells it once the numbers are typed, and the sale does what it said.
"""
import flet as ft

import calculators.rollout as ro
from companion.views.games.rollout.common import money
from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen, tap, type_in


def said(controls) -> str | None:
    hits = [c.content.value for c in walk(controls) if isinstance(c, ft.Semantics)
            and c.identifier == "ro-trade-price-after"]
    return hits[0] if hits else None


def test_the_trade_form_tells_where_the_price_goes_and_the_sale_puts_it_there(tmp_path):
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Ann", 2)  # Ann holds two of Bob's shares
    seed.to(3)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    banker = Screen(seed.hub, seed.sid)
    assert said(banker.draw()) is None  # nothing typed: nothing to tell
    type_in(banker.draw(), "Shares sold", "2")
    type_in(banker.draw(), "Agreed total for the shares", "0")
    line = said(banker.draw())  # as typed, before the thumb leaves the field (a walk tapped Record straight after)
    company = line.split("'s price")[0]
    assert company == "Camcon"
    low = seed.state.tables.price(0)
    assert line.startswith(f"{company}'s price goes to {money(low)}:"), line  # $0 a share: the High Flyer
    type_in(banker.draw(), "Agreed total for the shares", "1234")  # $617M a share: the square below it
    t = seed.state.tables
    below = t.price(t.square_at_or_below(617))
    assert below < 617 and said(banker.draw()).startswith(f"{company}'s price goes to {money(below)}:")
    tap(banker.draw(), "Record the sale between players")
    assert t.price(seed.state.company(company).price) == below
    assert seed.state.held("Ann", "Camcon") == 0  # the sale was recorded as typed


def test_a_recorded_sale_leaves_the_form_empty_not_one_tap_from_another(tmp_path):
    """A walk recorded "Bob sold 2 Pedrasca shares to Ann for $0M"; the form kept "= $0M" and the buyer and moved on
    to Bob's other company, reading "Camcon's price goes to $1M … Record the sale between players": one more tap
    would have sold it for nothing. Once a sale is recorded the agreed total is empty, the count back to 1, and a tap
    on Record asks for the total instead of selling."""
    from tests.support.rollout_screens import field

    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.give("Camcon", "Ann", 2)
    seed.give("Simcor", "Ann", 2)
    seed.to(3)
    seed.do(ro.start_stage, ["Ann", "Bob", "Cy"], faces=[1])
    banker = Screen(seed.hub, seed.sid)
    type_in(banker.draw(), "Shares sold", "2")
    type_in(banker.draw(), "Agreed total for the shares", "0")
    events = len(seed.hub.get(seed.sid).log.events)
    tap(banker.draw(), "Record the sale between players")
    assert len(seed.hub.get(seed.sid).log.events) == events + 1
    drawn = banker.draw()
    assert field(drawn, "Agreed total for the shares").value in ("", None) and said(drawn) is None
    assert field(drawn, "Shares sold").value in ("1", "", None)
    tap(banker.draw(), "Record the sale between players")
    assert len(seed.hub.get(seed.sid).log.events) == events + 1  # nothing sold a second time


def test_the_trade_forms_say_which_row_is_the_seller_and_which_the_buyer(tmp_path):
    # At the end of Stage 6 the cards and the Gold Coast meters change hands; a walk at 360 px read two rows of
    # names and a row of products, none of them headed ("Verkäufer" and "Käufer" were only a screen reader's).
    seed = Seed(tmp_path, players=("Ann", "Bob", "Cy"))
    seed.to(6)
    seed.do(ro.start_stage, [], faces=[1])  # nobody researches: the trades are next
    texts = [c.value for c in walk(Screen(seed.hub, seed.sid).draw()) if isinstance(c, ft.Text)]
    for what in ("cards", "Gold Coast meters"):
        at = texts.index(f"Trade {what}")
        end = next((i for i in range(at + 1, len(texts)) if str(texts[i]).startswith("Trade ")), len(texts))
        heads = [t for t in texts[at:end] if t in ("Seller", "Buyer", "Product")]
        assert heads == (["Seller", "Buyer", "Product"] if what == "cards" else ["Seller", "Buyer"]), (what, heads)
