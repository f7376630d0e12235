"""The purposes of Rollout's sealed rounds in the reader's language.

A sealed round's purpose is recorded in English with the round ("Turn 3, Step B — advertising budget and price for
Radios"); Rollout's three rounds are read back here, so a German phone shows "Runde 3, Schritt B — …" on the seat's
form, on the banker's panel and in History. Anything else (a purpose the banker typed) is left as written."""
from __future__ import annotations

import re

from calculators.rollout.words_phrases import TEXTS

_PRODUCT_KEYS = {"Radios": "radio", "Televisions": "television", "Computers": "computer"}

_ROUNDS = (
    (re.compile(r"Turn (?P<turn>\d+), Step B — advertising budget and price for (?P<product>Radios|Televisions|Computers)"),
     "Runde {turn}, Schritt B — Werbekampagne und Preis für {product}"),
    (re.compile(r"Turn (?P<turn>\d+), Stage 5 — build or sell Stores, and how many"),
     "Runde {turn}, Phase 5 — Läden bauen oder verkaufen, und wie viele"),
    (re.compile(r"Turn (?P<turn>\d+), Stage 4 — secret bids per share for (?P<n>\d+) (?P<company>.+) shares?, "
                r"below (?P<price>\$[\d.,]+[MB]?)"),
     "Runde {turn}, Phase 4 — verdeckte Gebote je Aktie für {n} {company}-{shares}, unter {price}"),
)


def purpose_words(purpose: str, lang: str) -> str | None:
    """`purpose` in `lang` when it is one of Rollout's own rounds (None otherwise: shown as written)."""
    if lang != "de" or not isinstance(purpose, str):
        return None
    for pattern, german in _ROUNDS:
        found = pattern.fullmatch(purpose)
        if found:
            values = found.groupdict()
            if "product" in values:
                values["product"] = TEXTS["de"][_PRODUCT_KEYS[values["product"]]]
            if "n" in values:
                values["shares"] = "Aktie" if values["n"] == "1" else "Aktien"
            return german.format(**values)
    return None
