"""Rollout's board tables in the words of its board and rulebook (English, German), for checking them square by
square: "Price Index, square 21: $500M · dividend $50M" (squares counted from the High Flyer, square 0)."""
from __future__ import annotations

from calculators.core.board_rows import Words

SQUARE = ("square", "Feld")
MONEY_UNIT = {"en": "$M", "de": "$M"}  # board money is typed in $ millions: 600 is $600M
TABLES = {
    "price_index": Words(en="Price Index", de="Kursindex", row=SQUARE, first=0, unit="money",
                         beside="dividends_due", beside_en="dividend", beside_de="Dividende",
                         back_en="price", back_de="Kurs"),
    "dividends_due": Words(en="Dividends Due", de="Fällige Dividenden", row=SQUARE, first=0, unit="money"),
    # the units sold at each square, in millions: "the 20 million point of the Sales Index" (Stage 2)
    "sales_index": Words(en="Sales Track", de="Umsatzleiste", row=SQUARE, first=0,
                         suffix=(("M units", "M units"), (" Mio. Einheiten", " Mio. Einheiten"))),
    "gold_coast_square": Words(en="Gold Coast: Sales Track square", de="Goldküste: Feld der Umsatzleiste"),
    "loan_interest": Words(en="Loan interest by loans taken", de="Kreditzinsen nach Zahl der Kredite",
                           row_counted=(("loan", "loans"), ("Kredit", "Kredite")), unit="money"),
    "advertising_choices": Words(en="Advertising Blitz choices", de="Werbekampagne: Beträge zur Wahl", unit="money"),
    # Stage 2, Step B: "budgeted a price of 30 dollars" a unit: whole dollars, not $ millions (a walk read "$30M")
    "price_choices": Words(en="Price choices (a unit)", de="Preise zur Wahl (je Einheit)", unit="dollars"),
    "secret_bid_step": Words(en="Secret bid step", de="Schrittweite der verdeckten Gebote", unit="money"),
    "high_flyer": Words(en="High Flyer price", de="Kurs High Flyer", unit="money"),
    "blue_chip": Words(en="Blue Chip price", de="Kurs Blue Chip", unit="money"),
    "opening_price": Words(en="Opening share price", de="Eröffnungskurs", unit="money"),
    "opening_dividend": Words(en="Opening dividend", de="Eröffnungsdividende", unit="money"),
    "open_bid_step_above_blue_chip": Words(en="Bid step above the Blue Chip", de="Gebotsschritt über Blue Chip",
                                           unit="money"),
    "starting_cash": Words(en="Starting cash", de="Startkapital", unit="money"),
    "salary_per_store": Words(en="Salaries per store", de="Gehälter je Laden", unit="money"),
    "store_costs": Words(en="Store costs", de="Ladenkosten", unit="money"),
    "store_sale": Words(en="Store sold back", de="Ladenverkauf", unit="money"),
    "max_stores_built": Words(en="Most stores built a turn", de="Höchstens gebaute Läden je Runde"),
    "research_per_card": Words(en="Research per product card", de="Forschung je Produktkarte", unit="money"),
    "gold_coast_income": Words(en="Gold Coast income", de="Einnahmen Goldküste", unit="money"),
    "loan_step": Words(en="Loan size", de="Kredithöhe", unit="money"),
    "loan_cap": Words(en="Most loans", de="Höchstens Kredite"),
    "loan_cap_after_takeover": Words(en="Most loans after a takeover", de="Höchstens Kredite nach Übernahme"),
    "meter_move": Words(en="Meter move (squares)", de="Zählerschritt (Felder)"),
    "cards_per_product": Words(en="Product cards per product", de="Produktkarten je Produkt"),
}
NAMES = {
    # "There are three types of Stores: Expansion, Branch and Joint." (Stage 5)
    "expansion": ("Expansion Store", "Erweiterungs-Laden"), "branch": ("Branch Store", "Filial-Laden"),
    "joint": ("Joint Store", "Gemeinschafts-Laden"),
}
