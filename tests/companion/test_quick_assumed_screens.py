"""Fortune's quick final balance and Owner's Choice's quick Game End where the app assumes what the rulebook does not
print: the assumption is on the screen, marked, and the table's own number can be typed over it; a refusal no field
shows is said in the bar; the app's readings are marked as such. Drawn in-process."""
from __future__ import annotations

import types


from companion.i18n import using
from companion.views import quick_fortune, quick_owners_choice
from tests.support.drawn import ident, keyed, listed, shown_texts, tap, type_all
from tests.support.text import plain


def test_fortune_share_package_price_is_the_apps_assumption_and_the_typed_price_counts(tmp_path):
    """Fortune, End of the Game: "Shares and bonds are counted at their normal purchase price" (the rulebook prints no
    share price: the board's are assumed). Setup: 2 players, 200,000 DM each."""
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("cash-Ann", "300,000"), ("cash-Bob", "1,000"))
    tap(keyed(screen, "share-Ann-otto"))
    screen = phone.draw(view)
    price = keyed(screen, "share-price-Ann-otto")
    assert price.value == "50,000" and plain(price.helper) == "Assumed 50,000 DM: check your share card"
    assert ident(screen, "score-Ann") == "350,000 DM"
    screen = type_all(phone, view, ("share-price-Ann-otto", "45.000 DM"))  # an English phone reads "45.000" as 45
    assert keyed(screen, "share-price-Ann-otto").error and keyed(screen, "no-ranking")
    screen = type_all(phone, view, ("share-price-Ann-otto", "45,000"))
    assert ident(screen, "score-Ann") == "345,000 DM"
    assert ident(screen, "detail-Ann") == "cash 300,000 DM + OTTO Versand 45,000 DM"
    # The card's own price typed: no longer the app's assumption (a walk read "Assumed 50,000 DM" under its 45,000).
    assert keyed(screen, "share-price-Ann-otto").helper is None
    screen = type_all(phone, view, ("share-price-Ann-otto", "50000"))  # the card says 50,000 too: typed, checked
    assert keyed(screen, "share-price-Ann-otto").helper is None
    screen = type_all(phone, view, ("share-price-Ann-otto", ""))
    assert keyed(screen, "share-price-Ann-otto").error == "Type the purchase price on the OTTO Versand share card."
    assert ident(screen, "leader") == "Final balance: fix the marked fields"


def test_fortune_share_price_field_prefilled_the_german_way_on_a_german_phone(tmp_path):
    view = quick_fortune.view
    with using("de"):
        phone = listed(tmp_path, view, ["Ann", "Bob"])
        tap(keyed(phone.draw(view), "share-Bob-commerzbank"))
        price = keyed(phone.draw(view), "share-price-Bob-commerzbank")
        assert price.value == "60.000"
        assert plain(price.helper) == "Angenommen 60.000 DM: mit der Aktienkarte vergleichen"


def test_fortune_seventh_player_is_refused_in_the_bar_and_the_player_list_naming_fortune(tmp_path):
    """Fortune, Setup: the starting capital for 2 to 6 players; with a 7th nothing is marked, so the reason is said
    where the player looks."""
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["A", "B", "C", "D", "E", "F", "G"])
    screen = phone.draw(view)
    reason = "Fortune is for 2 to 6 players (Setup); 7 are listed."
    assert ident(screen, "leader") == f"Final balance: {reason}"
    assert keyed(screen, "players-note").value == reason
    assert "Correct what is said above to see the ranking." in shown_texts(screen)
    with using("de"):
        screen = phone.draw(view)
        assert ident(screen, "leader") == "Schlussbilanz: Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen sind 7."


def test_fortune_marks_the_tie_as_the_apps_reading_and_speaks_of_a_triple_with_nobody_first(tmp_path):
    """End of the Game: "The game ends when either a player has tripled his starting capital, or a previously agreed
    playing time has run out ... The winner is whoever first tripled the invested capital, or whose financial
    position is best" — nothing about ties. Setup: 2 players, 200,000 DM each (tripled at 600,000 DM)."""
    view = quick_fortune.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("cash-Ann", "650,000"), ("cash-Bob", "100,000"))
    (intro,) = [t for t in shown_texts(screen) if t.startswith("Fortune, End of the Game:")]
    assert "Interpretation (the rulebook says nothing about ties): tied players share the victory." in intro
    assert ident(screen, "detail-Ann").endswith("· tripled")
    note = ("Ann reached three times the starting capital: the game ends as soon as a player has tripled it (End of "
            "the Game), so it would have ended then, not with the agreed time. If so, choose who tripled first above.")
    assert note in shown_texts(screen)
    keyed(screen, "first").on_change(types.SimpleNamespace(control=types.SimpleNamespace(value="Ann")))
    assert note not in shown_texts(phone.draw(view))
    with using("de"):
        (intro,) = [t for t in shown_texts(phone.draw(view)) if t.startswith("Fortune, Spielende:")]
        assert "Auslegung (die Spielregel sagt nichts zum Gleichstand): Bei Gleichstand teilen" in intro


def test_fortune_nobody_choice_takes_the_whole_row(tmp_path):
    """Its label is long ("Nobody: the agreed time ran out"): at 360 px half a row wrapped it over 4 lines."""
    screen = listed(tmp_path, quick_fortune.view, ["Ann", "Bob"]).draw(quick_fortune.view)
    assert keyed(screen, "first:-").col == {"xs": 12} and keyed(screen, "first:Ann").col == {"xs": 6}


def test_owners_choice_reads_the_games_dollars_and_grouped_thousands(tmp_path):
    """Money as the game prints it ("$920", Game End's "$1,040"): read as Quick Cash Out reads "$1.5B"."""
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("price-RED", "$140"), ("money-Ann", "$920"), ("stocks-Ann-RED", "1"),
                      ("money-Bob", "$1,040"))
    assert keyed(screen, "money-Ann").error is None and keyed(screen, "money-Bob").error is None
    assert ident(screen, "score-Ann") == "$1,060" and ident(screen, "score-Bob") == "$1,040"
    screen = type_all(phone, view, ("money-Bob", "1.040"))
    assert ident(screen, "score-Bob") == "$1,040"
    screen = type_all(phone, view, ("money-Bob", "-$5"))
    assert keyed(screen, "money-Bob").error == "must be a whole number ≥ 0"


def test_owners_choice_counts_a_price_off_the_apps_chart_and_shows_the_whole_assumed_chart(tmp_path):
    """Game End: "The selling price of each company stock is equal to the position of its stock price marker on the
    stock price chart" — the rulebook prints only some spaces, so the app's chart is assumed."""
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("price-RED", "90"), ("money-Ann", "100"), ("stocks-Ann-RED", "2"),
                      ("money-Bob", "200"))
    assert keyed(screen, "price-RED").error is None
    assert keyed(screen, "off-chart-0").value == "RED $90 is not on the app's assumed chart: counted as typed"
    assert ident(screen, "score-Ann") == "$280"
    chart = keyed(screen, "chart").value
    assert chart.startswith("Prices on the app's stock price chart (assumed") and chart.endswith("$280, $300.")
    assert "…" not in chart
    with using("de"):
        screen = phone.draw(view)
        assert keyed(screen, "off-chart-0").value == ("RED $90 steht nicht auf der angenommenen Kurstabelle der App: "
                                                      "gezählt wie eingegeben")


def test_owners_choice_refuses_more_stocks_than_the_assumed_supply_in_the_bar(tmp_path):
    """Stock Trade: "You cannot buy stocks that do not exist in a company." (the app assumes 15 of each)"""
    view = quick_owners_choice.view
    phone = listed(tmp_path, view, ["Ann", "Bob"])
    screen = type_all(phone, view, ("price-RED", "100"), ("stocks-Ann-RED", "9"), ("stocks-Bob-RED", "9"))
    reason = "18 RED stocks entered in all, but RED has only 15 (the app's assumed supply: check your box)"
    assert ident(screen, "leader") == f"Game End: {reason}"
    assert reason in shown_texts(screen) and keyed(screen, "no-ranking")
