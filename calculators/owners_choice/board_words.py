"""Owner's Choice board tables in the words of its board (English, German): the price chart space by space
with its dividend, each company's stock, each face of every die."""
from __future__ import annotations

from calculators.core.board_rows import Words
from calculators.owners_choice.tables import LABELS, START_PRICE
from calculators.owners_choice.words import BOARD_NAMES, FACES_DE

SPACE = ("space", "Feld")
FACE = ("face", "Seite")
TABLES = {
    "price_chart": Words(en=BOARD_NAMES["price_chart"]["en"], de=BOARD_NAMES["price_chart"]["de"], row=SPACE,
                         first=0, unit="money", beside="dividends", beside_en="dividend", beside_de="Dividende",
                         back_en="price", back_de="Kurs",
                         marks={0: ("Bankruptcy", "Bankrott"), START_PRICE: ("START", "START")}),
    "dividends": Words(en=BOARD_NAMES["dividends"]["en"], de=BOARD_NAMES["dividends"]["de"], row=SPACE, first=0,
                       unit="money"),
    "stock_supply": Words(en=BOARD_NAMES["stock_supply"]["en"], de=BOARD_NAMES["stock_supply"]["de"]),
    "president_dice": Words(en=BOARD_NAMES["president_dice"]["en"], de=BOARD_NAMES["president_dice"]["de"],
                            row=FACE, unit="text", open_lists=True),
    "fund_die": Words(en=BOARD_NAMES["fund_die"]["en"], de=BOARD_NAMES["fund_die"]["de"], row=FACE, unit="text"),
    "event_die": Words(en=BOARD_NAMES["event_die"]["en"], de=BOARD_NAMES["event_die"]["de"], row=FACE, unit="text"),
}
NAMES = {key: (label, FACES_DE.get(key, label)) for key, label in LABELS.items()}
# German phones name the companies as every other screen and History do (a walk read "Rot / Blau" in these tables
# beside "Eine RED mehr kaufen" and "Präsident von RED"): the game's own names.
NAMES.update({"RED": ("Red", "RED"), "BLUE": ("Blue", "BLUE"), "GREEN": ("Green", "GREEN"),
              "YELLOW": ("Yellow", "YELLOW")})
