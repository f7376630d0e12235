"""Rollout's screens as live components (issue 15): every draw is built afresh from the saved table and the screen's
own state, so what a player typed or chose must come from that state, every control of a list that changes shape
must carry a key (a tap crossing another phone's update then still runs the handler of what it showed), and a
refusal is state that the next successful action clears."""
import flet as ft

import calculators.rollout as ro
from calculators.core import bids
from calculators.core.table import make_setup
from calculators.rollout.stage2_budgets import budgets_round
from companion.views.games.rollout.common import money as ro_money
from tests.e2e.rollout_seed import Seed
from tests.support.controls import walk
from tests.support.rollout_screens import Screen, dice_for_choice, field, tap, type_in, words

PLAYERS = ("Ann", "Bob", "Cy")


def _children(c) -> list[list[ft.Control]]:
    out = []
    for attr in ("content", "controls", "actions"):
        v = getattr(c, attr, None)
        if isinstance(v, ft.Control):
            out.append([v])
        elif isinstance(v, list):
            out.append([x for x in v if isinstance(x, ft.Control)])
    return out


def _acts(c) -> bool:
    """The control, or one inside it, runs a handler when tapped or typed into."""
    if any(getattr(c, h, None) for h in ("on_click", "on_change", "on_submit", "on_blur")):
        return True
    return any(_acts(x) for xs in _children(c) for x in xs)


def _key_problems(controls, where: str, out: list[str], *, inside_board: bool = False) -> None:
    keys = [c.key for c in controls if c.key is not None]
    out += [f"{where}: key {k!r} twice among siblings" for k in {k for k in keys if keys.count(k) > 1}]
    for c in controls:
        board = inside_board or (isinstance(c, ft.Semantics) and str(c.identifier or "").startswith("board-"))
        # A control that acts, in a list of several, is found by its key (the board editor's rows are the shared
        # widgets/board_rows.py's, outside this game's screens).
        if len(controls) > 1 and c.key is None and _acts(c) and not board:
            out.append(f"{where}: {type(c).__name__} {words(c)!r} acts without a key")
        if isinstance(c, ft.TextField) and c.key is None:
            out.append(f"{where}: field {c.label!r} not kept by the screen's state (no key)")
        for xs in _children(c):
            _key_problems(xs, where, out, inside_board=board)


def _moments(tmp_path):
    """A table through Setting Up, Stage 1, every step of Stage 2 and Stages 3 and 4 (with secret bids)."""
    fresh = Seed(tmp_path / "fresh", players=PLAYERS)
    sid0 = fresh.hub.create(make_setup("rollout", "Fresh", list(PLAYERS), "Kim"))
    yield "setup", fresh.hub, sid0
    seed = Seed(tmp_path / "played", players=PLAYERS)
    steps = [
        ("stage 1", lambda: None),
        ("step A", seed.stage1),
        ("step B closed", lambda: seed.do(ro.check_hex, rng=seed.rng)),
        ("step B open", lambda: seed.do(ro.open_budgets)),
    ]
    for name, step in steps:
        step()
        yield name, seed.hub, seed.sid
    rid = budgets_round(seed.state)
    for p in PLAYERS:
        seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    yield "step C", seed.hub, seed.sid
    for p in PLAYERS:
        seed.do(ro.show_card, p, 5)
    yield "step D", seed.hub, seed.sid
    for p in PLAYERS:
        if ro.dice_for(seed.state, p):
            seed.do(ro.roll_sales, p, rng=seed.rng)
    yield "step E", seed.hub, seed.sid
    seed.do(ro.collect_profits)
    yield "step F", seed.hub, seed.sid
    seed.do(ro.adjust_prices)
    yield "stage 3: who plays", seed.hub, seed.sid
    seed.do(ro.start_stage, list(PLAYERS), faces=[1])
    yield "stage 3", seed.hub, seed.sid
    seed.do(ro.end_stage)
    seed.do(ro.start_stage, list(PLAYERS), faces=[1])
    yield "stage 4", seed.hub, seed.sid
    seed.do(ro.call_secret_bids)
    yield "stage 4: secret bids", seed.hub, seed.sid


def test_every_control_that_acts_in_a_changing_list_is_keyed_on_every_rollout_screen(tmp_path):
    """Issue 15: "key= on every control in a list whose length or order can change: unkeyed children are matched by
    position, so a tap that crosses a re-render runs the handler of whatever control now stands there"."""
    problems: list[str] = []
    seen = 0
    for moment, hub, sid in _moments(tmp_path):
        screens = [("banker", Screen(hub, sid)), ("more", Screen(hub, sid, more=True))]
        screens += [(p, Screen(hub, sid, seat=p)) for p in PLAYERS]
        for name, screen in screens:
            controls = screen.draw()
            seen += sum(1 for c in walk(controls) if getattr(c, "on_click", None))
            _key_problems(controls, f"{moment}, {name}", problems)
    assert seen > 100  # the moments drew the screens' buttons (not an empty walk)
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_a_number_typed_in_stage1_survives_another_phones_update_and_the_tap_pays_it(tmp_path):
    """Rollout, Stage 1: "If players do not pay their Stores' salaries, they must remove them from the Board." The
    banker types Ann's Stores removed; another phone's action redraws the screen; Confirm pays what was typed."""
    seed = Seed(tmp_path, players=PLAYERS)
    banker = Screen(seed.hub, seed.sid)
    before = banker.draw()
    assert field(before, "Ann's Stores removed").value == "0"
    type_in(before, "Ann's Stores removed", "1")
    seed.do(ro.pay_stage1, "Bob")  # another phone: Bob's Stage 1, every page of the table redraws
    after = banker.draw()
    assert field(after, "Ann's Stores removed") is not field(before, "Ann's Stores removed")  # a new render
    assert field(after, "Ann's Stores removed").value == "1"  # what was typed, carried into it
    lines = [str(getattr(c, "value", "")) for c in walk(after)]
    assert any(line.startswith("1. Salaries: 0 Stores") for line in lines)  # the preview follows what was typed
    tap(after, "Confirm Ann's Stage 1")
    assert seed.state.company_of("Ann").stores == 0 and seed.state.company_of("Ann").paid


def test_a_choice_is_the_screens_own_and_a_refusal_is_cleared_by_the_next_success(tmp_path):
    """Rollout, Stage 4 Open Bid: "he must offer the current market price for each share. Other players who also
    want the shares must bid a higher price." The bidder picked stays picked across redraws; a bid the rules refuse
    is shown beside the controls (and saves nothing) until a bid is accepted."""
    seed = Seed(tmp_path, players=PLAYERS)
    seed.to(4)
    seed.do(ro.start_stage, list(PLAYERS), faces=[1])
    market = seed.state.tables.price(seed.state.company(seed.state.auction.lot.company).price)
    banker = Screen(seed.hub, seed.sid)
    tap(banker.draw(), "Bidder Bob")
    type_in(banker.draw(), "Another bid per share", str(market - 1))
    tap(banker.draw(), "Bid this amount")
    shown = banker.draw()
    refused = [c for c in walk(shown) if isinstance(c, ft.Semantics) and c.identifier == "ro-refused"]
    assert len(refused) == 1 and refused[0].content.value  # the rule's own words, once
    assert not seed.state.auction.lot.bids  # nothing the rules refuse is saved
    type_in(shown, "Another bid per share", str(market))
    tap(banker.draw(), "Bid this amount")
    again = banker.draw()
    assert [b.player for b in seed.state.auction.lot.bids] == ["Bob"]  # the picked bidder, at the typed price
    assert seed.state.auction.lot.bids[0].price == market
    assert not any(isinstance(c, ft.Semantics) and c.identifier == "ro-refused" for c in walk(again))



def test_a_bidder_picked_just_before_the_tap_bids_though_the_screen_was_not_drawn_again(tmp_path):
    """Rollout, Stage 4 Open Bid: "he must offer the current market price for each share". The banker picks Bob and
    taps a bid before the screen with Bob picked arrives: the handler reads the choice at the tap, so Bob bids."""
    seed = Seed(tmp_path, players=PLAYERS)
    seed.to(4)
    seed.do(ro.start_stage, list(PLAYERS), faces=[1])
    market = seed.state.tables.price(seed.state.company(seed.state.auction.lot.company).price)
    banker = Screen(seed.hub, seed.sid)
    once = banker.draw()
    tap(once, "Bidder Bob")
    tap(once, f"Ann bids {ro_money(market)}")  # the button as drawn before the pick (it still names Ann)
    assert [(b.player, b.price) for b in seed.state.auction.lot.bids] == [("Bob", market)]


def test_stage1_lines_add_up_to_the_total_when_a_player_holds_their_own_shares(tmp_path):
    """Stage 1: dividends are paid "to each owner"; Ann holds 4 shares of her own Simcor, so 4 of them are paid to
    herself — no money moves. The line says so and stands in brackets, and the lines left add up to the total (a
    walk found lines adding to $450M over a total of $350M)."""
    seed = Seed(tmp_path, players=PLAYERS)
    seed.give("Simcor", "Ann", 4)
    banker = Screen(seed.hub, seed.sid)
    shown = banker.draw()
    lines = [c for c in walk(shown) if isinstance(c, ft.Semantics) and str(c.identifier).startswith("s1-line-")]
    amounts = [c.content.controls[1].value for c in lines]
    texts = [c.content.controls[0].value for c in lines]
    own = [i for i, t in enumerate(texts) if "to Ann" in t]
    assert own and texts[own[0]].endswith("to Ann (own shares: the money stays)")
    assert amounts[own[0]].startswith("(") and amounts[own[0]].endswith(")")
    total = [c for c in walk(shown) if isinstance(c, ft.Semantics) and c.identifier == "s1-total"][0].content.value
    paid = sum(int(a.strip("$M")) for a in amounts if not a.startswith("("))
    assert total == f"Total ${paid}M"


def test_step_c_says_when_the_player_holds_a_card_of_the_product_before_an_empty_q_means_none(tmp_path):
    """Step C: "If a player does not have a Product Card for the product in demand … he cannot roll any dice". An
    empty Q records no card; the screen says first that the player holds one (the company's cards are public), so
    an empty box is not taken for "none" unseen (a walk: Dee held a Computer card and lost her dice that way)."""
    seed = Seed(tmp_path, players=PLAYERS)
    seed.stage1()
    seed.do(ro.check_hex, rng=seed.rng)
    seed.do(ro.open_budgets)
    rid = budgets_round(seed.state)
    for p in seed.state.rollout.players:
        seed.do(bids.enter, rid, {"advertising": "100", "price": "30"}, actor=f"seat:{p}")
    seed.do(ro.reveal_budgets)
    first = [p for p in seed.state.rollout.players if p not in seed.state.rollout.shown][0]
    held = seed.state.company_of(first).cards[("radio", "television", "computer").index(seed.state.hex)]
    shown = [c.value for c in walk(Screen(seed.hub, seed.sid).draw()) if isinstance(c, ft.Text)]
    assert held == 1 and f"{first} holds 1 card of this product: type the Q of the card shown (empty: no card " \
                          "shown, no dice)." in shown


def test_stores_removed_below_zero_is_refused_not_taken_for_none(tmp_path):
    """Stage 1: "If players do not pay their Stores' salaries, they must remove them": -1 Stores removed is refused
    with the rules' bounds on the field, and nothing is paid (it was paid as if 0 were typed, without a word)."""
    seed = Seed(tmp_path, players=PLAYERS)
    banker = Screen(seed.hub, seed.sid)
    type_in(banker.draw(), "Ann's Stores removed", "-1")
    tap(banker.draw(), "Confirm Ann's Stage 1")
    shown = banker.draw()
    assert field(shown, "Ann's Stores removed").error == "Ann can remove 0 to 1 Stores."
    assert not seed.state.company_of("Ann").paid


def test_companies_are_chosen_in_die_order_on_the_bank_phone(tmp_path):
    """Choose a Company: "The player with the highest number has first choice … Continue clockwise until each
    player has selected a Company." Only the player whose choice it is gets the companies to tap; the next one
    waits until then (a walk: "Ann takes Simcor" was taken before Bob, who had the first choice)."""
    from companion.storage import Store
    from companion.table import TableHub
    hub = TableHub(Store(tmp_path))
    sid = dice_for_choice(hub, PLAYERS, ("2", "6", "3"))
    banker = Screen(hub, sid)
    shown = banker.draw()
    buttons = [words(c) for c in walk(shown) if " takes " in words(c)]
    assert buttons and all(b.startswith("Bob takes ") for b in buttons)
    texts = [c.value for c in walk(shown) if isinstance(c, ft.Text)]
    assert "Cy: not their turn to choose yet" in texts and "Ann: not their turn to choose yet" in texts
    tap(shown, "Bob takes Camcon")
    shown = banker.draw()
    assert {words(c).split(" takes ")[0] for c in walk(shown) if " takes " in words(c)} == {"Bob", "Cy"}


def test_a_player_at_the_loan_limit_has_borrow_disabled_with_the_reason_and_a_refusal_stands_under_the_button(
        tmp_path):
    """Borrowing Money: "A player may borrow up to $5 billion". A walk borrowed a sixth $1B on the bank phone's More
    screen: the refusal stood at the top of the screen, far from the button, which stayed enabled."""
    import calculators.rollout as ro
    from tests.e2e.rollout_seed import Seed
    seed = Seed(tmp_path, players=PLAYERS)
    seed.stage1()
    more = Screen(seed.hub, seed.sid, more=True)
    first = PLAYERS[0]

    def borrow_button():
        return next(c for c in walk(more.draw()) if getattr(c, "key", None) == "ro-more-borrow")

    assert not borrow_button().disabled
    for _ in range(4):
        seed.hub.act(seed.sid, lambda log: ro.borrow(log, "banker", first, 1))
    borrow_button().on_click(None)  # the fifth: allowed
    assert ro.state_of(seed.hub.get(seed.sid).log).company_of(first).loans == 5
    button = borrow_button()
    assert button.disabled
    why = [c.value for c in walk(more.draw()) if getattr(c, "key", None) == "ro-more-loan-why"]
    assert why == [f"{first} has borrowed $5B, the most (Borrowing Money)."]


def test_a_burst_of_held_borrow_taps_borrows_once_and_a_later_tap_borrows_again(tmp_path, monkeypatch):
    """Borrowing Money: "Each time money is borrowed, the Bank meter is moved one square" — every $1B costs a square
    and interest. A walk's phone on weak Wi-Fi held three taps on "Borrow $1B" and sent them at once: three loans
    within 75 ms. Taps of one phone less than a second apart borrow once; a tap after that borrows again."""
    import time as clock
    import calculators.rollout as ro
    from tests.e2e.rollout_seed import Seed
    seed = Seed(tmp_path, players=PLAYERS)
    seed.stage1()
    ann = Screen(seed.hub, seed.sid, seat=PLAYERS[0])
    company = ro.state_of(seed.hub.get(seed.sid).log).company_of(PLAYERS[0]).name
    now = [1000.0]
    monkeypatch.setattr(clock, "monotonic", lambda: now[0])

    def loans() -> int:
        return ro.state_of(seed.hub.get(seed.sid).log).company_of(PLAYERS[0]).loans

    def ask() -> None:
        next(c for c in walk(ann.draw()) if getattr(c, "key", None) == "ro-seat-borrow").on_click(None)

    def yes() -> None:  # the question's Borrow $1B, as the phone sends a held tap on it
        button = ann.page.dialogs[-1].actions[-1]
        assert button.content == "Borrow $1B"
        button.on_click(None)

    # Asked first (a walk: one stray tap borrowed at once): what the loan costs, before any money moves.
    ask()
    asked = ann.page.dialogs[-1]
    assert asked.title.value == f"Borrow $1B for {company}?" and loans() == 0
    body = asked.content.value
    assert "drops a square" in body and "interest every Stage 1" in body, body
    ann.page.pop_dialog()  # Cancel: nothing borrowed
    assert loans() == 0
    ask()
    yes()
    ann.page.pop_dialog()
    assert loans() == 1
    for _ in range(2):  # held taps on the same question, within a second
        now[0] += 0.03
        ask()
        yes()
        ann.page.pop_dialog()
    assert loans() == 1
    assert ann.page.toasts == ["One at a time: the last tap is done; tap again for one more."] * 2  # never silent
    now[0] += 1.5
    ask()
    yes()
    ann.page.pop_dialog()
    assert loans() == 2
