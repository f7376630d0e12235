"""Fortune's board tables in the words of its rulebook (German first, English), entry by entry, money as the
game prints it (48.000 DM)."""
from __future__ import annotations

from calculators.core.board_rows import Words

# The board tables by the names the rulebook and the board print (history of board edits).
BOARD_NAMES = {
    "starting_capital": {"en": "Starting capital", "de": "Startkapital"},
    "min_playing_minutes": {"en": "Least playing time (minutes)", "de": "Mindestspielzeit (Minuten)"},
    "triple_factor": {"en": "Target (times the capital)", "de": "Ziel (Vielfaches des Kapitals)"},
    "supply": {"en": "Supply", "de": "Vorrat"},
    "service_prices": {"en": "Service chip prices", "de": "Preise der Servicechips"},
    "bond_terms": {"en": "Bond terms", "de": "Obligationen"},
    "loan_amount": {"en": "Loan amount", "de": "Darlehensbetrag"},
    "insurance_payouts": {"en": "Insurance payouts", "de": "Versicherungsleistungen"},
    "percentages": {"en": "Percentages", "de": "Prozentsätze"},
    "chip_prices": {"en": "Chip prices", "de": "Chippreise"},
    "sale_prices": {"en": "Sale prices", "de": "Verkaufspreise"},
    "loan_terms": {"en": "Loan terms", "de": "Darlehen"},
    "share_prices": {"en": "Share prices", "de": "Aktienpreise"},
    "premiums": {"en": "Premiums to the shareholder", "de": "Prämien an den Aktionär"},
    "oka_dice": {"en": "ÖKA dice", "de": "ÖKA-Würfel"},
}

_ROWS = {
    "starting_capital": {"unit": "money"}, "min_playing_minutes": {"unit": "minutes"},
    "service_prices": {"unit": "money"}, "bond_terms": {"unit": "money", "counts": ("max",)},
    "loan_amount": {"unit": "money"}, "insurance_payouts": {"unit": "money"}, "percentages": {"unit": "percent"},
    "chip_prices": {"unit": "money"}, "sale_prices": {"unit": "money"},
    "loan_terms": {"unit": "money", "row": ("space", "Feld")},  # a bank's two spaces, each with its terms
    "share_prices": {"unit": "money"}, "premiums": {"unit": "money"},
    "oka_dice": {"unit": "text", "open_lists": True, "row": ("face", "Seite")},
}
TABLES = {key: Words(en=names["en"], de=names["de"], **_ROWS.get(key, {})) for key, names in BOARD_NAMES.items()}
NAMES = {
    "2": ("2 players", "2 Spieler"), "3": ("3 players", "3 Spieler"), "4": ("4 players", "4 Spieler"),
    "5": ("5 players", "5 Spieler"), "6": ("6 players", "6 Spieler"),
    "factory": ("Factory", "Fabrik"), "energy": ("Energy", "Energie"), "personnel": ("Personnel", "Personal"),
    "advertising": ("Advertising", "Werbung"), "consulting": ("Consulting", "Beratung"),
    "insurance": ("Insurance", "Versicherung"), "bonds": ("Bonds", "Obligationen"), "shares": ("Shares", "Aktien"),
    "loan_cards": ("Loan cards", "Darlehenskarten"), "price": ("Price", "Preis"), "interest": ("Interest", "Zinsen"),
    "max": ("Most held", "Höchstens"), "product": ("Product", "Produkt"), "sell_back": ("Selling back", "Rückverkauf"),
    "urgent_sale": ("Urgent sale", "Notverkauf"), "oka_failed": ("ÖKA failed", "ÖKA misslungen"),
    "kaufring": ("Kaufring", "Kaufring"), "otto": ("Otto", "Otto"), "rewe": ("REWE", "REWE"),
    "commerzbank": ("Commerzbank", "Commerzbank"), "vereinsbank": ("Vereinsbank", "Vereinsbank"),
    "rheinland": ("Rheinland", "Rheinland"), "pa": ("PA", "PA"), "eternit": ("Eternit", "Eternit"),
    "payout": ("Payout", "Auszahlung"), "dark": ("Dark die", "Dunkler Würfel"), "light": ("Light die", "Heller Würfel"),
}
