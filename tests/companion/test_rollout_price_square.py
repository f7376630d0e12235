"""Each company's price line counts the Price Index as the correction form does: from square 0 at the High Flyer to
the last square at the Blue Chip (a walk read "square 21 of 37" beside a board edit that said "38 squares" and took
the 37 for the number of squares). Rulebook, The Board: "The High Flyer, the square to the left of the Stock Market,
is the lowest market price ($1 million). The Blue Chip (at right) is the highest market price ($2.5 billion)."; Colored
Meters: each meter starts "at the $500 million point of the Price Index"."""
from tests.support.drawn import ident
from tests.support.rollout import started
from tests.support.screens import Table


def test_the_price_line_gives_the_square_within_the_whole_index_from_zero(tmp_path):
    t = started(("Ann", "Bob"))
    table = Table(tmp_path, "rollout")
    drawn = table.draw(table.create(t.log), "")
    c = t.company("Ann")
    index = t.state.tables.price_index
    line = ident(drawn, f"price-{c.name}")
    assert index[c.price] == 500  # the meters start on $500M
    assert f"(square {c.price} of 0–{len(index) - 1};" in line
    assert line.startswith("Price $500M")
