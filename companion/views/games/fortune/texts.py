"""Fortune's screen labels in German (the default) and English; money always through `format_money`.

The rules core has its own texts (refusals, chip and space terms: `calculators.fortune.texts`);
these are the screens' own: headings, buttons, field labels, what just happened.
"""
from __future__ import annotations

from typing import Any

from calculators.core.money import format_money
from calculators.fortune.words import KIND_DE, KIND_EN, company, space_label  # noqa: F401 (the screens' names)

LANGS = ("de", "en")
DEFAULT = "de"

DE: dict[str, str] = {
    "lang": "Sprache", "lang.de": "Deutsch", "lang.en": "English",
    "kasse": "Die Kasse", "mine": "Meine Firma",
    # Setup and who starts
    "setup": "Spielbeginn", "setup.company": "Firma von {player}",
    "setup.minutes": "Vereinbarte Spielzeit (Minuten)", "setup.minutes_help": "mindestens {least} Minuten",
    "setup.capital": "Startkapital {amount} je Spieler ({n} Spieler)",
    "setup.go": "Startkapital auszahlen",
    "start": "Wer beginnt? Jeder würfelt mit zwei Würfeln.", "start.roll": "Für alle würfeln",
    "start.field": "{player}: zwei Würfel, z. B. 6 5", "start.typed": "Echte Würfel eintragen",
    "start.tie": "Gleichstand: {players} würfeln noch einmal.", "start.starter": "{player} beginnt.",
    "start.total": "{player}: {total}",
    # A turn
    "turn": "{player} ist am Zug", "turn.next": "Als Nächstes würfelt {player}",
    "turn.dice_help": "Vor dem Wurf wählt {player}: ein Würfel oder zwei.",
    "roll.1": "Mit 1 Würfel würfeln", "roll.2": "Mit 2 Würfeln würfeln",
    "roll.field": "Gewürfelte Augen, z. B. 3 4", "roll.typed": "Echte Würfel eintragen",
    "roll.count": "Bitte ein oder zwei Würfel eingeben, je 1 bis 6.",
    "rolled": "{player} hat {total} gewürfelt", "rolled.real": " (echte Würfel)",
    "rolled.next.mine": "Zieh deine Figur {total} Felder weit. Die Bank tippt dann das Feld an, auf dem du landest; "
                        "hier steht danach, was es dir bringt.",
    "rolled.next.other": "{player} zieht {total} Felder weit; dann tippt die Bank das Feld an.",
    "use.consulting": "Beratungschip einsetzen (vor die Produktion)",
    "use.advertising": "Werbechip einsetzen (vor den Verkauf)",
    "land": "Auf welchem Feld ist {player} gelandet?",
    "land.passed": "Dabei über Start gezogen ({amount} je Obligation)",
    "area.cards": "Start und Karten", "area.service": "Service", "area.finance": "Finanzen",
    "area.production": "Produktion", "area.sales": "Verkauf", "area.other": "Sonstige",
    "on_space": "{player} steht auf: {space}",
    # Guided actions
    "n": "Anzahl", "unit": "Preis je Chip (DM)", "total": "Zusammen {amount}",
    "buy": "{what} kaufen", "price_each_fixed": "je {amount}",
    "sell.price": "Preis je Produkt (DM)", "sell.go": "{n} Fertigprodukt(e) verkaufen",
    "sell.have": "{player} hat {n} Fertigprodukt(e).",
    "loan.payout": "Auszahlung (DM)", "loan.interest": "Zinsen (DM)",
    "loan.go": "Darlehen aufnehmen", "loan.about": "Darlehen über {amount} bei der {bank}",
    "bonds.go": "Obligationen kaufen", "bonds.about": "je {amount}, höchstens {most}; {player} hat {have}",
    "shares.buy": "Aktienpaket kaufen", "shares.about": "Aktienpaket {company}: {amount}",
    "shares.owner": "Das Aktienpaket {company} gehört {owner}.",
    "shares.back": "Zu 120 % an die Kasse verkaufen ({amount})",
    "assemble": "Fertigprodukte zusammensetzen", "assemble.n": "Wie viele Fertigprodukte",
    "claim": "Versicherung einlösen ({amount})",
    "claim.about": "Schaden versichert: ein Versicherungschip bringt {amount}.",
    "economy.field": "Text der Konjunkturkarte", "economy.go": "Konjunkturkarte notieren",
    "economy.now": "Konjunktur: {text}",
    # The ÖKA
    "oka": "ÖKA – öffentliches Kaufangebot",
    "oka.terms": "{challenger} greift das Aktienpaket {company} von {holder} an. Mißlingt es, zahlt "
                 "{challenger} {fee}; gelingt es, höchstens {highest}.",
    "oka.roll": "ÖKA würfeln", "oka.typed": "Eingetragene ÖKA-Würfel werten",
    "oka.dark": "Dunkler Würfel ({player})", "oka.light": "Heller Würfel ({player})",
    "oka.face.dark": "Dunkler Würfel: {face}", "oka.face.light": "Heller Würfel: {face}",
    "oka.pick": "Bitte auf beiden ÖKA-Würfeln eine Seite wählen.",
    "oka.real": "Mit echten ÖKA-Würfeln gewürfelt:",
    # Debts
    "due": "Offene Zahlung: {player} schuldet {amount} ({reason}).", "due.loan": "Darlehensrückzahlung",
    "due.pay": "Jetzt zahlen", "due.help": "{player} kann Aktien und Obligationen zu 60 % verkaufen "
                                           "(bringt {amount}) oder ist bankrott.",
    "bankrupt.go": "{player} ist bankrott", "bankrupt": "bankrott",
    "urgent": "Notverkauf zu 60 %", "urgent.bonds": "Obligationen verkaufen (Anzahl)",
    "urgent.go": "Ausgewählte zu 60 % verkaufen", "urgent.package": "Aktienpaket {company} ({amount})",
    # Cards
    "cards": "Karten und Zahlungen", "card.kind": "Karte", "card.economy": "Konjunktur",
    "card.business": "Geschäfte", "card.from": "Zahlt", "card.to": "Erhält", "card.amount": "Betrag (DM)",
    "card.reason": "Grund (Text der Karte)", "card.go": "Zahlung buchen",
    # The balance sheet
    "sheet": "Bilanztafel", "cash": "Bargeld", "chip.factory": "Fabrik", "chip.energy": "Energie",
    "chip.personnel": "Personal", "chip.products": "Fertigprodukte", "chip.advertising": "Werbung",
    "chip.consulting": "Beratung", "chip.insurance": "Versicherung", "bonds": "Obligationen",
    "shares": "Aktienpakete", "loans": "Darlehen", "none": "keine", "loan_cards": "Darlehenskarten",
    "loan.line": "{bank} {n}: {payout} ausgezahlt, {interest} Zinsen",
    "balance": "Bilanz", "space": "Feld", "open_sheet": "Bilanz von {player} öffnen",
    "company": "Firma {company}",
    # Standings and the end
    "standings": "Bilanz live", "target": "Ziel: {amount} (dreifaches Startkapital von {capital})",
    "closest": "Am nächsten am Ziel: {player}, es fehlen noch {amount}.",
    "time_up": "Spielzeit ist um", "time_up.ask": "Die vereinbarte Spielzeit ({minutes} Minuten) ist um? "
                                                 "Dann gewinnt die beste Bilanz.",
    "time_up.yes": "Ja, Spiel beenden", "cancel": "Abbrechen",
    "over": "Schlussbilanz", "won.tripled": "{player} gewinnt: hat als Erster das Startkapital verdreifacht.",
    "won.time": "{players} gewinnt mit der besten Bilanz zur vereinbarten Zeit.",
    "won.shared": "{players} gewinnen gemeinsam mit der besten Bilanz.",
    "won.last": "{players} gewinnt: alle anderen sind bankrott.",
    "tripled": "verdreifacht",
    # Board tables
    "board": "Preistabellen", "board.about": "Die Spielregel druckt diese Preise nicht; die Werte sind "
                                             "angenommen. Bitte an den eigenen Spielplan anpassen.",
    "board.save": "{table} speichern", "board.saved": "Gespeichert.",
    "board.chip_prices": "Chippreise (je Feld)", "board.sale_prices": "Verkaufspreise (je Produkt und Feld)",
    "board.loan_terms": "Darlehen (Auszahlung und Zinsen je Feld)", "board.share_prices": "Aktienpreise",
    "board.premiums": "Prämien an den Aktionär", "board.oka_dice": "ÖKA-Würfel", "board.supply": "Vorrat",
    "board.open": "Preistabellen ansehen und ändern", "src.assumed": "angenommen", "src.rulebook": "Spielregel",
    # What just happened
    "last": "Zuletzt", "the_kasse": "die Kasse",
    "the_kasse_from": "Die Kasse",
    # House rules (interpretations) and what the rulebook's reading means where it matters
    "rules": "Hausregeln (Auslegungen; aus = so, wie die Spielregel es sagt)",
    "rules.in_force": "Hausregeln", "rules.none": "Keine Hausregeln: gespielt wird nach der Spielregel.",
    "rule.oka_cash_check": "Hausregel: ÖKA nur, wenn der Angreifer den höchsten möglichen Preis bar hat",
    "rule.bonds_back_on_bond_space_only": "Hausregel: Obligationen gehen nur auf dem BP-Obligationenfeld "
                                          "zurück (nicht auf den BP-Energiefeldern)",
    "rule.sale_premium_on_top": "Hausregel: beim Verkauf zahlt die Kasse die Prämie zusätzlich zum Preis",
    "rule.oka_cash_check.short": "Hausregel: ÖKA nur mit Deckung",
    "rule.bonds_back_on_bond_space_only.short": "Hausregel: nur Obligationenfeld",
    "rule.sale_premium_on_top.short": "Hausregel: Prämie obendrauf",
    "oka.short": "Reicht das Bargeld nicht, schuldet {challenger} den Betrag: Verkauf zu 60 %, sonst Bankrott.",
    "oka.house": "Hausregel: {challenger} braucht {amount} Bargeld für das ÖKA.",
    "oka.sold_owed": "ÖKA gelungen, {percent} %: {challenger} schuldet {holder} {amount}; das Aktienpaket "
                     "{company} geht mit der Zahlung über.",
    "oka.failed_owed": "ÖKA mißlingt: {challenger} schuldet {holder} {amount}.",
    "due.oka": "ÖKA", "due.package": "Mit der Zahlung geht das Aktienpaket {company} an {player}.",
    "sell.premium": "Prämie {amount} je Produkt an {holder}: geht vom Preis ab.",
    "sell.premium_own": "{player} hält das Aktienpaket: keine Prämie, der volle Preis.",
    "sell.premium_kasse": "Aktienpaket unverkauft: die Prämie {amount} je Produkt geht vom Preis ab an die Kasse.",
    "sell.premium_top": "Hausregel: die Kasse zahlt {holder} die Prämie {amount} je Produkt zusätzlich.",
    "bonds.back": "Obligationen gehen zurück, wenn {player} wieder auf einem BP-Feld landet (Obligationen "
                  "oder Energie).",
    "bonds.back_house": "Hausregel: Obligationen gehen nur auf dem BP-Obligationenfeld zurück.",
}

EN: dict[str, str] = {
    "lang": "Language", "lang.de": "Deutsch", "lang.en": "English",
    "kasse": "The Kasse", "mine": "My company",
    "setup": "Setting up", "setup.company": "{player}'s company",
    "setup.minutes": "Agreed playing time (minutes)", "setup.minutes_help": "at least {least} minutes",
    "setup.capital": "Starting capital {amount} per player ({n} players)",
    "setup.go": "Pay the starting capital",
    "start": "Who starts? Everyone rolls two dice.", "start.roll": "Roll for everyone",
    "start.field": "{player}: two dice, e.g. 6 5", "start.typed": "Enter real dice",
    "start.tie": "A tie: {players} roll again.", "start.starter": "{player} starts.",
    "start.total": "{player}: {total}",
    "turn": "{player}'s turn", "turn.next": "{player} rolls next",
    "turn.dice_help": "Before the roll {player} chooses: one die or two.",
    "roll.1": "Roll 1 die", "roll.2": "Roll 2 dice",
    "roll.field": "Dice rolled, e.g. 3 4", "roll.typed": "Enter real dice",
    "roll.count": "Enter one or two dice, each 1 to 6.",
    "rolled": "{player} rolled {total}", "rolled.real": " (real dice)",
    "rolled.next.mine": "Move your piece {total} spaces. The banker then taps the space you land on; this phone "
                        "then shows what it brings you.",
    "rolled.next.other": "{player} moves {total} spaces; then the banker taps the space.",
    "use.consulting": "Use a consulting chip (to before production)",
    "use.advertising": "Use an advertising chip (to before sales)",
    "land": "Which space did {player} land on?",
    "land.passed": "Passed Start on the way ({amount} per bond)",
    "area.cards": "Start and cards", "area.service": "Service", "area.finance": "Finance",
    "area.production": "Production", "area.sales": "Sales", "area.other": "Other",
    "on_space": "{player} is on: {space}",
    "n": "How many", "unit": "Price per chip (DM)", "total": "Total {amount}",
    "buy": "Buy {what}", "price_each_fixed": "{amount} each",
    "sell.price": "Price per product (DM)", "sell.go": "Sell {n} finished product(s)",
    "sell.have": "{player} has {n} finished product(s).",
    "loan.payout": "Payout (DM)", "loan.interest": "Interest (DM)",
    "loan.go": "Take the loan", "loan.about": "A loan of {amount} at {bank}",
    "bonds.go": "Buy bonds", "bonds.about": "{amount} each, at most {most}; {player} has {have}",
    "shares.buy": "Buy the share package", "shares.about": "Share package {company}: {amount}",
    "shares.owner": "The share package {company} belongs to {owner}.",
    "shares.back": "Sell to the Kasse at 120 % ({amount})",
    "assemble": "Assemble finished products", "assemble.n": "How many finished products",
    "claim": "Claim the insurance ({amount})",
    "claim.about": "An insured loss: one insurance chip brings {amount}.",
    "economy.field": "Text of the economy card", "economy.go": "Note the economy card",
    "economy.now": "Economy: {text}",
    "oka": "ÖKA – public purchase offer",
    "oka.terms": "{challenger} challenges {holder} for the share package {company}. If it fails, "
                 "{challenger} pays {fee}; if it succeeds, at most {highest}.",
    "oka.roll": "Roll the ÖKA", "oka.typed": "Score the ÖKA dice entered",
    "oka.dark": "Dark die ({player})", "oka.light": "Light die ({player})",
    "oka.face.dark": "Dark die: {face}", "oka.face.light": "Light die: {face}",
    "oka.pick": "Choose a face on both ÖKA dice.",
    "oka.real": "Rolled with real ÖKA dice:",
    "due": "Payment open: {player} owes {amount} ({reason}).", "due.loan": "loan repayment",
    "due.pay": "Pay now", "due.help": "{player} may sell shares and bonds at 60 % (brings {amount}) "
                                      "or is bankrupt.",
    "bankrupt.go": "{player} is bankrupt", "bankrupt": "bankrupt",
    "urgent": "Urgent sale at 60 %", "urgent.bonds": "Bonds to sell (how many)",
    "urgent.go": "Sell the chosen at 60 %", "urgent.package": "Share package {company} ({amount})",
    "cards": "Cards and payments", "card.kind": "Card", "card.economy": "Economy",
    "card.business": "Business", "card.from": "Pays", "card.to": "Receives", "card.amount": "Amount (DM)",
    "card.reason": "Reason (the card's text)", "card.go": "Book the payment",
    "sheet": "Balance sheet", "cash": "Cash", "chip.factory": "Factory", "chip.energy": "Energy",
    "chip.personnel": "Personnel", "chip.products": "Finished products", "chip.advertising": "Advertising",
    "chip.consulting": "Consulting", "chip.insurance": "Insurance", "bonds": "Bonds",
    "shares": "Share packages", "loans": "Loans", "none": "none", "loan_cards": "Loan cards",
    "loan.line": "{bank} {n}: {payout} paid out, {interest} interest",
    "balance": "Balance", "space": "Space", "open_sheet": "Open {player}'s balance sheet",
    "company": "Company {company}",
    "standings": "Live balance", "target": "Target: {amount} (three times the starting capital of {capital})",
    "closest": "Closest to the target: {player}, {amount} to go.",
    "time_up": "Time is up", "time_up.ask": "Is the agreed playing time ({minutes} minutes) up? "
                                           "Then the best balance wins.",
    "time_up.yes": "Yes, end the game", "cancel": "Cancel",
    "over": "Final balance", "won.tripled": "{player} wins: the first to triple the starting capital.",
    "won.time": "{players} wins with the best balance at the agreed time.",
    "won.shared": "{players} share the win with the best balance.",
    "won.last": "{players} wins: everyone else is bankrupt.",
    "tripled": "tripled",
    "board": "Price tables", "board.about": "The rulebook does not print these prices; the values are "
                                           "assumed. Set them to match your board.",
    "board.save": "Save {table}", "board.saved": "Saved.",
    "board.chip_prices": "Chip prices (per space)", "board.sale_prices": "Sale prices (per product and space)",
    "board.loan_terms": "Loans (payout and interest per space)", "board.share_prices": "Share prices",
    "board.premiums": "Premiums to the shareholder", "board.oka_dice": "ÖKA dice", "board.supply": "Supply",
    "board.open": "See and change the price tables", "src.assumed": "assumed", "src.rulebook": "rulebook",
    "last": "Last", "the_kasse": "the Kasse",
    "the_kasse_from": "The Kasse",
    "rules": "House rules (interpretations; off = as the rulebook says)",
    "rules.in_force": "House rules", "rules.none": "No house rules: played by the rulebook.",
    "rule.oka_cash_check": "House rule: an ÖKA only if the challenger holds the highest price it can force in cash",
    "rule.bonds_back_on_bond_space_only": "House rule: bonds go back only on BP's bond space (not on its "
                                          "energy spaces)",
    "rule.sale_premium_on_top": "House rule: on a sale the Kasse pays the premium on top of the price",
    "rule.oka_cash_check.short": "House rule: ÖKA needs cover",
    "rule.bonds_back_on_bond_space_only.short": "House rule: bond space only",
    "rule.sale_premium_on_top.short": "House rule: premium on top",
    "oka.short": "If the cash falls short, {challenger} owes the amount: sales at 60 %, else bankruptcy.",
    "oka.house": "House rule: {challenger} needs {amount} in cash for the ÖKA.",
    "oka.sold_owed": "ÖKA succeeds, {percent} %: {challenger} owes {holder} {amount}; the share package "
                     "{company} changes hands with the payment.",
    "oka.failed_owed": "ÖKA fails: {challenger} owes {holder} {amount}.",
    "due.oka": "ÖKA", "due.package": "With the payment the share package {company} goes to {player}.",
    "sell.premium": "Premium {amount} a product to {holder}: deducted from the price.",
    "sell.premium_own": "{player} holds the share package: no premium, the whole price.",
    "sell.premium_kasse": "Package unsold: the premium of {amount} a product is deducted from the price for the Kasse.",
    "sell.premium_top": "House rule: the Kasse pays {holder} the premium of {amount} a product on top.",
    "bonds.back": "Bonds go back when {player} lands on a BP space again (bonds or energy).",
    "bonds.back_house": "House rule: bonds go back only on BP's bond space.",
}


TEXTS = {"de": DE, "en": EN}


def t(lang: str, key: str, **kw: Any) -> str:
    """The screen text `key` in `lang`, its placeholders filled."""
    return TEXTS.get(lang, DE)[key].format(**kw)


def dm(amount: int, lang: str) -> str:
    """Money as Fortune writes it in `lang`: 150.000 DM (de), DM 150,000 (en)."""
    return format_money("fortune", amount, lang)
