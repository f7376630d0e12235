"""Roll and Rails' board tables in the words of its rulebook (English, German), row by row: each die face,
each specialist on the wheel, each terrain."""
from __future__ import annotations

from calculators.core.board_rows import Words
from calculators.roll_and_rails.words import BOARD_NAMES, DE, EN

_ROWS = {
    # each action's faces as the rulebook lists them: "Building the railway track (curve). Dice values: 1, 2, 3."
    "curve_faces": {"unit": "faces"}, "straight_faces": {"unit": "faces"}, "sharp_faces": {"unit": "faces"},
    "upgrade_faces": {"unit": "faces"}, "deliver_faces": {"unit": "faces"},
    # Upgrade costs by the level reached, as the track prints them: "level 2 – 1$, level 3 – 2$, … level 6 – 5$".
    "terrain_costs": {"unit": "money"}, "upgrade_costs": {"row": ("level", "Stufe"), "first": 2, "unit": "money"},
    "starting_money": {"unit": "money"}, "specialist_money": {"unit": "money"},
    # The End of the Game (Solo): "For every unshipped good you receive -2 points."
    "unshipped_penalty": {"unit": "count", "suffix": ((" point", " points"), (" Punkt", " Punkte"))},
    "specialist_wheel": {"unit": "count"},
    "setup_colors": {"unit": "text"}, "new_city_colors": {"unit": "text"}, "solo_wheel": {"unit": "text"},
}
TABLES = {key: Words(en=names["en"], de=names["de"], **_ROWS.get(key, {})) for key, names in BOARD_NAMES.items()}

_KEYS = ("logistician", "manufacturer", "mechanic", "banker", "urban_planner", "plains", "forest", "swamp",
         "mountain", "town", "river")
NAMES = {k: (EN[k][:1].upper() + EN[k][1:], DE[k][:1].upper() + DE[k][1:]) for k in _KEYS}
NAMES.update({c: (EN[f"c.{c}"].capitalize(), DE[f"c.{c}"].capitalize()) for c in ("yellow", "red", "blue", "green",
                                                                                   "grey")})
NAMES["engineer"] = (EN["engineer.s"], DE["engineer.s"])
NAMES["solo_dollar"] = ("Solo: 1$ instead of a specialist", "Solo: 1$ statt eines Spezialisten")
for _n in "123456":
    NAMES[_n] = (f"die {_n}", f"Würfel {_n}")
for _c in "ABCDE":
    NAMES[_c] = (f"New city {_c}", f"Neue Stadt {_c}")
