"""Fortune's player-facing texts in German (the default) and English.

`message(key, lang, **kw)` fills a text; a `DM(amount)` argument is written as money in that
language (150.000 DM / 150,000 DM) and a `Term(key)` argument is itself a text of this table
(a chip, a space kind). Every RuleError a Fortune command raises comes from `refuse`, which
keeps the key and arguments, so the UI can show it in the player's language (`message_of`).
"""
from __future__ import annotations

from typing import Any

from calculators.core.dice import DiceRoll, Die, enter_physical
from calculators.core.model import Broken, RuleError, Worded
from calculators.core.money import format_fortune
DEFAULT_LANG = "de"

DE: dict[str, str] = {
    # Terms (filled into other texts through Term)
    "chip.factory": "Fabrikchips", "chip.energy": "Energiechips", "chip.personnel": "Personalchips",
    "chip.advertising": "Werbechips", "chip.consulting": "Beratungschips", "chip.insurance": "Versicherungschips",
    "chip.bonds": "Obligationen", "chip.shares": "das Aktienpaket", "chip.products": "Fertigprodukte",
    "space.start": "Start", "space.economy": "Konjunkturfeld", "space.business": "Geschäftslagefeld",
    "space.factory": "ETERNIT-Feld (Fabrik)", "space.energy": "Deutsche-BP-Feld (Energie)",
    "space.personnel": "MANPOWER-Feld (Personal)", "space.kaufring": "Kaufring-Feld",
    "space.otto": "OTTO-Versand-Feld", "space.rewe": "REWE-Feld", "space.commerzbank": "Commerzbank-Feld",
    "space.vereinsbank": "Feld der Bayerischen Vereinsbank", "space.bonds": "BP-Feld für Obligationen",
    "space.shares": "Aktienfeld", "space.consulting": "PA-Management-Feld (Beratung)",
    "space.advertising": "J.-Walter-Thompson-Feld (Werbung)", "space.insurance": "Versicherungsfeld",
    "space.explosion": "Explosion in der Fabrik", "space.fire": "Brand im Lager", "space.other": "anderes Feld",
    "space.sales": "Verkaufsfeld", "space.bank": "Bankfeld",
    "die.d6": "Würfel", "die.ÖKA dark": "dunkle ÖKA-Würfel", "die.ÖKA light": "helle ÖKA-Würfel",
    # Refusals
    "only_banker": "Das kann nur die Kasse (der Bankhalter).",
    "only_player_or_banker": "Das kann nur {player} selbst oder die Kasse.",
    "only_table": "Würfeln kann nur die Kasse oder ein Spieler am Tisch.",
    "game_over": "Das Spiel ist zu Ende.",
    "not_started": "Das Spiel hat noch nicht begonnen.",
    "already_set_up": "Das Startkapital ist schon ausgezahlt.",
    "company_each": "Jeder Spieler wählt genau eine Firma.",
    "company_unknown": "{company} ist keine der Firmen ({known}).",
    "company_twice": "Jede Firma kann nur ein Spieler wählen.",
    "playing_time": "Die vereinbarte Spielzeit beträgt mindestens {least} Minuten.",
    "not_rolling_for_start": "Es wird gerade nicht um den Beginn gewürfelt.",
    "start_pairs": "Bitte für jeden der {n} Spieler zwei Würfel eingeben.",
    "dice_count": "Bitte genau {n} Würfel eingeben.",
    "roll_pinned": "Dieser Wurf wurde schon gemacht und zurückgenommen: „Wiederholen“ der Kasse (im Verlauf) holt ihn zurück, oder in der App würfeln bringt dieselben Augen zurück.",
    "roll_pinned_one": "Dieser Zug wurde mit einem Würfel gewürfelt und zurückgenommen: der Wurf gilt. „Mit 1 Würfel würfeln“ bringt ihn zurück, oder „Wiederholen“ der Kasse (im Verlauf).",
    "roll_pinned_two": "Dieser Zug wurde mit zwei Würfeln gewürfelt und zurückgenommen: der Wurf gilt. „Mit 2 Würfeln würfeln“ bringt ihn zurück, oder „Wiederholen“ der Kasse (im Verlauf).",
    "one_or_two_dice": "Gewürfelt wird mit einem oder mit zwei Würfeln.",
    "land_first": "Erst muss das Feld eingetragen werden, auf dem {player} gelandet ist.",
    "not_your_turn": "{player} ist nicht an der Reihe; als Nächstes würfelt {next}.",
    "roll_first": "{player} muss erst würfeln.",
    "unknown_space": "Ein Feld „{space}“ gibt es nicht.",
    "not_your_landing": "Das geht nur auf dem Feld, auf dem {player} im eigenen Zug gerade gelandet ist.",
    "wrong_space": "Das geht nur auf dem {what}.",
    "whole_number": "Bitte eine ganze Zahl von {low} bis {high}.",
    "amount_range": "Bitte einen Betrag von {low} bis {high}.",
    "cannot_afford": "{player} hat {cash}; nötig sind {amount} für {what}.",
    "supply_short": "Die Kasse hat nur noch {left}.",
    "no_such_player": "{player} spielt nicht mit.",
    "player_bankrupt": "{player} ist bankrott und spielt nicht mehr mit.",
    "due_open": "{player} muss erst {amount} zahlen (oder Aktien und Obligationen zu 60 % verkaufen).",
    "chip_kind": "„{chip}“ ist kein Chip der Kasse.",
    "price_printed": "Der Preis für {what} steht in der Spielregel fest.",
    "assemble_short": "{player} fehlen {what} für {products}.",
    "sold_already": "{player} hat auf diesem Feld schon verkauft.",
    "sale_needs": "Hier verkauft man genau {products}; {player} hat {have}.",
    "no_claim": "{player} hat auf diesem Feld keinen versicherten Schaden.",
    "no_chip": "{player} hat keine {what}.",
    "service_chip_kind": "Einsetzen kann man nur Beratungs- und Werbechips.",
    "early_yes_no": "Sag, ob der Tisch das Spiel vorzeitig beendet: ja oder nein.",
    "chip_used_already": "{player} hat vor diesem Wurf schon einen Chip eingesetzt: jetzt würfeln.",
    "loan_running": "{player} hat schon ein laufendes Darlehen ({bank}).",
    "no_loan_cards": "Die Kasse hat keine Darlehenskarten mehr.",
    "payout_too_high": "Ausgezahlt wird höchstens das Darlehen von {amount}.",
    "bonds_blocked": "{player} hat in dieser Runde Obligationen zurückgegeben; neu kaufen erst ab der nächsten Runde.",
    "bonds_max": "{player} hat {have}; erlaubt sind höchstens {most}: {player} kann noch {left} kaufen.",
    "bonds_full": "{player} hat schon {have}; erlaubt sind höchstens {most}.",
    "shares_owned": "Das Aktienpaket von {company} gehört schon {owner}.",
    "not_on_own_company": "{player} steht nicht auf einem Feld der eigenen Aktiengesellschaft.",
    "sell_back_later": "Zu 120 % verkauft man erst, wenn man wieder auf dem Feld steht.",
    "not_holder": "{player} besitzt das Aktienpaket von {company} nicht.",
    "sell_nothing": "Bitte Aktienpakete oder Obligationen zum Verkauf wählen.",
    "oka_nothing": "Hier gibt es für {player} kein fremdes Aktienpaket für ein ÖKA.",
    "oka_cannot_pay": "{player} hat {cash}; das ÖKA auf {company} kann bis zu {amount} kosten.",
    "oka_two_dice": "Bitte den dunklen und den hellen ÖKA-Würfel eingeben.",
    "oka_package_owed": "Das Aktienpaket {company} ist durch das ÖKA schon verkauft; {player} zahlt noch den Preis.",
    "house_rule_unknown": "Unbekannte Hausregel; bekannt sind: {known}.",
    "card_kind": "Eine Karte ist eine Konjunktur- oder eine Geschäfte-Karte.",
    "pay_self": "Zahler und Empfänger müssen verschieden sein.",
    "correct_short": "{player} hat {cash}: eine Korrektur nimmt höchstens so viel.",
    "each_short": "{players} kann {amount} nicht zahlen: buche die Karte dann Spieler für Spieler, jede Zahlung "
                  "einzeln (wer zu wenig hat, schuldet sie).",
    "each_short_many": "{players} können {amount} nicht zahlen: buche die Karte dann Spieler für Spieler, jede Zahlung "
                       "einzeln (wer zu wenig hat, schuldet sie).",
    "text_length": "Bitte 1 bis {most} Zeichen.",
    "reason_empty": "Bitte den Grund eingeben (1 bis {most} Zeichen): jedes Handy liest ihn im Verlauf.",
    "text_empty": "Bitte den Text eingeben (1 bis {most} Zeichen).",
    "no_due": "Es ist keine Zahlung offen.",
    "due_short": "{player} hat {cash} und muss {amount} zahlen.",
    "bankrupt_no_due": "{player} schuldet gerade nichts.",
    "bankrupt_can_pay": "{player} kann {amount} noch zahlen: Aktien und Obligationen bringen zu 60 % {raised}.",
    "bankrupt_can_pay_products": "{player} kann {amount} noch zahlen: die Fertigprodukte bringen hier {sale}.",
    "bankrupt_can_pay_back": "{player} kann {amount} noch zahlen: das Aktienpaket {company} bringt hier zu 120 % {back}, "
                             "mit den übrigen Aktien und Obligationen zu 60 % zusammen {raised}.",
    "supply_below": "Die Spieler halten schon {held} davon ({what}).",
    "board_printed": "„{table}“ steht in der Spielregel und bleibt, wie gedruckt.",
    "board_numbers": "Bitte ganze Zahlen von {low} bis {high}.",
    "board_amounts": "Bitte Beträge von {low} bis {high}.",
    "amount_ambiguous": "„{typed}“ ist mehrdeutig: im Deutschen trennt das Komma Dezimalstellen ab. "
                        "Für {amount} bitte {grouped} oder {plain} schreiben.",
    "amount_whole": "Nur ganze DM: „{typed}“ hat Nachkommastellen.",
    "board_share_hundreds": "Aktienpreise sind volle Hunderter.",
    "board_oka_faces": "Jede Seite zeigt „ÖKA mißlingt“ oder eine Prozentzahl wie +60 %.",
    "board_oka_signs": "Ein ÖKA-Würfel zeigt nur Plus-, der andere nur Minuszahlen.",
    "bad_face": "Der {die} zeigt {faces}; {value} ist keine Seite davon.",
    "board_shape": "Die Tabelle „{table}“ braucht dieselbe Form wie gedruckt (gleich viele Einträge, ganze Zahlen).",
    "board_unknown": "Eine Tabelle „{table}“ gibt es nicht.",
    "quick_players": "Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen sind {n}.",
    "quick_players.one": "Fortune ist für 2 bis 6 Spieler (Aufbau); eingetragen ist {n}.",
    "quick_share_price_missing": "Bitte den Kaufpreis von der Aktienkarte {company} eingeben.",
    "quick_share_held": "Das Aktienpaket {company} hält schon {player}: jedes Paket gibt es nur einmal.",
    "quick_first_bankrupt": "{player} ist bankrott und aus dem Spiel: hat also nicht zuerst verdreifacht.",
    "quick_all_bankrupt": "Alle sind als bankrott markiert: mindestens einer ist noch im Spiel.",
    "quick_not_tripled": "{player} hat eine Bilanz von {balance}, weniger als das Dreifache des Startkapitals ({target}).",
    "internal": "Interner Fehler: {kind} verletzt „{error}“.",
    # What always holds at the table (invariants.py): said when a board edit or a table file would break it
    "inv.money": "Das Geld geht nicht auf: die Kasse und das Bargeld der Spieler ergeben nicht null",
    "inv.two_owners": "Ein Aktienpaket hat zwei Besitzer", "inv.no_owner": "Ein Aktienpaket gehört keinem Spieler",
    "inv.less": "{player} besitzt weniger als nichts", "inv.bonds": "{player} besitzt mehr als {most} Obligationen",
    "inv.two_loans": "{player} hat zwei Darlehen bei einer Bank", "inv.no_company": "{player} spielt kein Unternehmen",
    "inv.bankrupt": "{player} ist bankrott, besitzt aber noch etwas",
    "inv.one_company": "Zwei Spieler spielen dasselbe Unternehmen",
    "inv.sheets": "Die Bilanztafeln sind nicht die der Spieler in Sitzreihenfolge",
    "inv.house_rules": "Unbekannte oder doppelte Hausregeln",
    "inv.oka": "Ein ÖKA-Verkauf wartet auf ein Aktienpaket, das sein Schuldner nicht übernehmen kann",
    "inv.supply": "{used} im Spiel, der Vorrat hat {supply}",
    "inv.packages": "Mehr Aktienpakete im Spiel, als der Vorrat hat",
    "inv.loan_cards": "Mehr Darlehen als Darlehenskarten",
}

EN: dict[str, str] = {
    "chip.factory": "factory chips", "chip.energy": "energy chips", "chip.personnel": "personnel chips",
    "chip.advertising": "advertising chips", "chip.consulting": "consulting chips",
    "chip.insurance": "insurance chips", "chip.bonds": "bonds", "chip.shares": "the share package",
    "chip.products": "finished products",
    "space.start": "Start", "space.economy": "economy space", "space.business": "business space",
    "space.factory": "ETERNIT space (factory)", "space.energy": "Deutsche BP space (energy)",
    "space.personnel": "MANPOWER space (personnel)", "space.kaufring": "Kaufring space",
    "space.otto": "OTTO Versand space", "space.rewe": "REWE space", "space.commerzbank": "Commerzbank space",
    "space.vereinsbank": "Bayerische Vereinsbank space", "space.bonds": "BP bond space",
    "space.shares": "share space", "space.consulting": "PA Management space (consulting)",
    "space.advertising": "J. Walter Thompson space (advertising)", "space.insurance": "insurance space",
    "space.explosion": "explosion in the factory", "space.fire": "fire in the warehouse",
    "space.other": "another space", "space.sales": "sales space", "space.bank": "bank space",
    "die.d6": "die", "die.ÖKA dark": "dark ÖKA die", "die.ÖKA light": "light ÖKA die",
    "only_banker": "Only the Kasse (the banker) can do that.",
    "only_player_or_banker": "Only {player} or the Kasse can do that.",
    "only_table": "Only the Kasse or a player at the table can roll.",
    "game_over": "The game is over.",
    "not_started": "The game has not started yet.",
    "already_set_up": "The starting capital has been paid already.",
    "company_each": "Each player chooses exactly one company.",
    "company_unknown": "{company} is not one of the companies ({known}).",
    "company_twice": "Each company can be chosen by one player only.",
    "playing_time": "The agreed playing time is at least {least} minutes.",
    "not_rolling_for_start": "Nobody is rolling to start just now.",
    "start_pairs": "Enter two dice for each of the {n} players.",
    "dice_count": "Enter exactly {n} dice.",
    "roll_pinned": "This roll was made and then undone: the Kasse's Redo (in History) puts it back, or rolling in the app brings back the same dice.",
    "roll_pinned_one": "This move was rolled with one die and then undone: it stands. Roll 1 die brings it back, or the Kasse's Redo (in History).",
    "roll_pinned_two": "This move was rolled with two dice and then undone: it stands. Roll 2 dice brings it back, or the Kasse's Redo (in History).",
    "one_or_two_dice": "Roll one die or two dice.",
    "land_first": "First record the space {player} landed on.",
    "not_your_turn": "It is not {player}'s turn; {next} rolls next.",
    "roll_first": "{player} has to roll first.",
    "unknown_space": "There is no space \u201c{space}\u201d.",
    "not_your_landing": "That is only possible on the space {player} has just landed on, on {player}'s own turn.",
    "wrong_space": "That is only possible on the {what}.",
    "whole_number": "Enter a whole number from {low} to {high}.",
    "amount_range": "Enter an amount from {low} to {high}.",
    "cannot_afford": "{player} has {cash}; {what} would cost {amount}.",
    "supply_short": "The Kasse has only {left} left.",
    "no_such_player": "{player} is not playing.",
    "player_bankrupt": "{player} is bankrupt and out of the game.",
    "due_open": "{player} must first pay {amount} (or sell shares and bonds at 60 %).",
    "chip_kind": "\u201c{chip}\u201d is not a chip of the Kasse.",
    "price_printed": "The price of {what} is printed in the rulebook.",
    "assemble_short": "{player} lacks {what} for {products}.",
    "sold_already": "{player} has already sold on this space.",
    "sale_needs": "Here you sell exactly {products}; {player} has {have}.",
    "no_claim": "{player} has no insured loss on this space.",
    "no_chip": "{player} has no {what}.",
    "service_chip_kind": "Only consulting and advertising chips can be used.",
    "early_yes_no": "Say whether the table ends the game early: yes or no.",
    "chip_used_already": "{player} has already used a chip before this roll: roll now.",
    "loan_running": "{player} already has a running loan at {bank}.",
    "no_loan_cards": "The Kasse has no loan cards left.",
    "payout_too_high": "The payout is at most the loan of {amount}.",
    "bonds_blocked": "{player} returned bonds this round; a new purchase only from the next round.",
    "bonds_max": "{player} has {have}; at most {most} are allowed, so {player} may add at most {left}.",
    "bonds_full": "{player} already has {have}; at most {most} are allowed.",
    "shares_owned": "The share package of {company} already belongs to {owner}.",
    "not_on_own_company": "{player} is not on a space of their own share company.",
    "sell_back_later": "The 120 % sale is only possible when standing on the space again.",
    "not_holder": "{player} does not own the share package of {company}.",
    "sell_nothing": "Choose share packages or bonds to sell.",
    "oka_nothing": "There is no other player's share package here for {player} to challenge.",
    "oka_cannot_pay": "{player} has {cash}; the ÖKA for {company} can cost up to {amount}.",
    "oka_two_dice": "Enter the dark and the light ÖKA die.",
    "oka_package_owed": "The share package {company} is already sold by the ÖKA; {player} still owes its price.",
    "house_rule_unknown": "Unknown house rule; the known ones are: {known}.",
    "card_kind": "A card is an economy card or a business card.",
    "pay_self": "Payer and payee must differ.",
    "correct_short": "{player} has {cash}: a correction takes at most that.",
    "each_short": "{players} cannot pay {amount}: book the card player by player then, each payment on its own (a "
                  "player short of it owes it).",
    "each_short_many": "{players} cannot pay {amount}: book the card player by player then, each payment on its own "
                       "(a player short of it owes it).",
    "text_length": "Enter 1 to {most} characters.",
    "reason_empty": "Type the reason (1 to {most} characters): every phone reads it in History.",
    "text_empty": "Type the text (1 to {most} characters).",
    "no_due": "No payment is open.",
    "due_short": "{player} has {cash} and must pay {amount}.",
    "bankrupt_no_due": "{player} owes nothing just now.",
    "bankrupt_can_pay": "{player} can still pay {amount}: shares and bonds bring {raised} at 60 %.",
    "bankrupt_can_pay_products": "{player} can still pay {amount}: the finished products bring {sale} here.",
    "bankrupt_can_pay_back": "{player} can still pay {amount}: the share package {company} brings {back} here at 120 %, "
                             "{raised} in all with the other shares and bonds at 60 %.",
    "supply_below": "The players already hold {held} of them ({what}).",
    "board_printed": "\u201c{table}\u201d is printed in the rulebook and stays as printed.",
    "board_numbers": "Enter whole numbers from {low} to {high}.",
    "board_amounts": "Enter amounts from {low} to {high}.",
    "amount_ambiguous": "\u201c{typed}\u201d is ambiguous: in English the point marks decimals. "
                        "For {amount} write {grouped} or {plain}.",
    "amount_whole": "Whole DM only: \u201c{typed}\u201d has decimals.",
    "board_share_hundreds": "Share prices are whole hundreds.",
    "board_oka_faces": "Each face shows \u201cÖKA mißlingt\u201d or a percentage such as +60 %.",
    "board_oka_signs": "One ÖKA die shows only plus figures, the other only minus figures.",
    "bad_face": "The {die} shows {faces}; {value} is not one of its faces.",
    "board_shape": "The table \u201c{table}\u201d needs the printed shape (as many entries, whole numbers).",
    "board_unknown": "There is no table \u201c{table}\u201d.",
    "quick_players": "Fortune is for 2 to 6 players (Setup); {n} are listed.",
    "quick_players.one": "Fortune is for 2 to 6 players (Setup); {n} is listed.",
    "quick_share_price_missing": "Type the purchase price on the {company} share card.",
    "quick_share_held": "{player} already holds the {company} share package: there is only one of each.",
    "quick_first_bankrupt": "{player} is bankrupt and out of the game, so did not triple first.",
    "quick_all_bankrupt": "Everyone is marked bankrupt: at least one player is still in the game.",
    "quick_not_tripled": "{player} has a balance of {balance}, less than three times the starting capital ({target}).",
    "internal": "Internal error: {kind} breaks \u201c{error}\u201d.",
    "inv.money": "Money is not accounted for: the Kasse and the players' cash do not add up to zero",
    "inv.two_owners": "A share package has two owners", "inv.no_owner": "A share package has no player as owner",
    "inv.less": "{player} holds less than nothing", "inv.bonds": "{player} holds more than {most} bonds",
    "inv.two_loans": "{player} has two loans at one bank", "inv.no_company": "{player} plays no company",
    "inv.bankrupt": "{player} is bankrupt but holds assets",
    "inv.one_company": "Two players play one company",
    "inv.sheets": "The balance sheets are not the players' in seat order",
    "inv.house_rules": "Unknown or repeated house rules",
    "inv.oka": "An ÖKA sale waits for a package its debtor cannot take over",
    "inv.supply": "{used} in play; the supply holds {supply}",
    "inv.packages": "More share packages in play than the supply holds",
    "inv.loan_cards": "More loans than loan cards",
}

TEXTS: dict[str, dict[str, str]] = {"de": DE, "en": EN}


class DM(int):
    """An amount of Deutsche Mark, written per language when a message is filled."""


class Count(int):
    """A number of chips, products or bonds of one kind, written with the noun in the number's form per language
    (1 Obligation, 2 Obligationen; 1 factory chip, 2 factory chips)."""

    kind: str

    def __new__(cls, n: int, kind: str) -> "Count":
        made = super().__new__(cls, n)
        made.kind = kind
        return made


# One chip, product or bond by name ("1 Fabrikchip", not "1 Fabrikchips"); more take the chip's plural name (chip.*).
ONE = {"de": {"factory": "Fabrikchip", "energy": "Energiechip", "personnel": "Personalchip", "products": "Fertigprodukt",
              "advertising": "Werbechip", "consulting": "Beratungschip", "insurance": "Versicherungschip",
              "bonds": "Obligation"},
       "en": {"factory": "factory chip", "energy": "energy chip", "personnel": "personnel chip",
              "products": "finished product", "advertising": "advertising chip", "consulting": "consulting chip",
              "insurance": "insurance chip", "bonds": "bond"}}


def counted(n: int, kind: str, lang: str) -> str:
    """`n` chips (products, bonds) of a kind, in the number's form: 1 Fabrikchip, 2 Fabrikchips."""
    return f"{n} {ONE[lang][kind] if n == 1 else message(f'chip.{kind}', lang)}"


class Term(str):
    """A text key whose text (in the message's language) fills the placeholder."""


class Terms(tuple):
    """Text keys whose texts, listed ("a, b and c"; "a, b und c"), fill the placeholder."""


AND = {"de": " und ", "en": " and "}


def _fill(value: Any, lang: str) -> Any:
    if isinstance(value, Terms):
        words = [message(str(k), lang) for k in value]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + AND[lang] + words[-1]
    if isinstance(value, DM):
        return format_fortune(int(value), lang)
    if isinstance(value, Term):
        return message(str(value), lang)
    if isinstance(value, Worded):  # a board table's title as the board-tables screen shows it
        return value.shown(lang)
    if isinstance(value, Count):
        return counted(int(value), value.kind, lang)
    return value


def message(key: str, lang: str = DEFAULT_LANG, **kw: Any) -> str:
    """The text `key` in `lang` ("de" or "en") with its placeholders filled."""
    table = TEXTS.get(lang)
    if table is None:
        raise ValueError(f"no Fortune texts in {lang!r}; known: {', '.join(TEXTS)}")
    return keep_percent(table[key].format(**{k: _fill(v, lang) for k, v in kw.items()}))


def keep_percent(text: str) -> str:
    """"60 %" kept on one line, as "150.000 DM" is (a no-break space): "%" wrapped onto a line of its own (a walk)."""
    return text.replace(" %", "\u00a0%")


def refuse(key: str, field: str | None = None, **kw: Any) -> RuleError:
    """A RuleError with the German text of `key` (raise it); `.key` and `.params` let the UI translate it."""
    err = RuleError(message(key, DEFAULT_LANG, **kw), field=field)
    err.key, err.params = key, kw  # type: ignore[attr-defined]
    return err


def physical_roll(die: Die, values: list, purpose: str, first: int = 0) -> DiceRoll:
    """Dice typed in from the table (core `enter_physical`), refused with this game's texts;
    `first` numbers the values in the field of a refusal (values[first], values[first + 1]…)."""
    try:
        return enter_physical(die, values, purpose)
    except RuleError as e:
        i = int(e.field[7:-1]) if e.field and e.field.startswith("values[") else 0
        raise refuse("bad_face", field=f"values[{i + first}]", die=Term(f"die.{die.name}"),
                     faces=", ".join(die.faces), value=str(values[i])) from None


def broken(key: str, **kw: Any) -> Broken:
    """An invariant a state breaks (`invariants.py`): the English words, with `.key` and `.params` for the app."""
    line = Broken(message(key, "en", **kw), key=key)
    line.params = kw
    return line


def message_of(err: RuleError, lang: str = DEFAULT_LANG) -> str:
    """The error's text in `lang` (a RuleError not raised by Fortune keeps its own text)."""
    key = getattr(err, "key", None)
    return message(key, lang, **err.params) if key else err.message  # type: ignore[attr-defined]
