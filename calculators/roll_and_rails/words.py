"""Roll and Rails events as sentences: who, what, how much and why, in English or German.

Player sheets are public (every viewer sees everything), so every amount is named. `before` (the state in
force just before the event) lets a sentence name what only the state knows (whose turn a draft pick was).
A drafted die is named by the face it shows, as the rulebook does ("Arthur has decided to use die value 3", "change
dice value 3 into 6") and as players say it: "the 5" (German "die 5"), never by its place on the sheet; the screens
name it the same way (companion/views/games/roll_and_rails/turn.py, sheet.py).
"""
from __future__ import annotations

from typing import Any

from calculators.core.log import Event
from calculators.core.money import format_roll_and_rails as money
from calculators.core.words import capital, lang_of, listing, who
from calculators.roll_and_rails.fold import apply, start_of

FOLD = (start_of, apply)
TURN = ("round", {"en": "Round {n}", "de": "Runde {n}"})  # History reads each action's round

EN = {
    "configured": "Game set up: {rounds} rounds, {first} goes first; each player starts with {money}",
    "configured.solo": "Game set up: {rounds} rounds; {first} plays solo and starts with {money}",
    "configured.goods": "; {goods} starting goods", "awards": "; solo awards (points): {awards}",
    "award.bronze": "bronze", "award.silver": "silver", "award.gold": "gold", "award.platinum": "platinum",
    "goods": "Starting goods for {city} (dice {values}): {goods}", "goods.crossed": ", {n} spaces crossed out",
    "goods.crossed.one": ", 1 space crossed out",
    "goods.none": "no goods",
    "rolled": "{who} rolled {faces} for the draft",
    "rolled.again": " (rolled {n} times: all dice showed the same; the rulebook's “all three dice”, read as all of "
                    "them: the app's interpretation)",
    "picked": "{p} took a {v} from the draft",
    "changed": "{p} used “{m}”: {changes}", "change": "the {a} to a {b}",
    "assigned": "{p} assigned the dice: {plan}", "plan": "the {die} for {role}",
    "money": "{p} used the {v} for the {s}: {amount}",
    "dollar.taken": "{p} took {amount} with the {v} instead of a specialist",
    "added": "{p} used the {v} for the Manufacturer: a new set of goods in {city} for {cost}",
    "added.goods": "{p} used the {v} for the Manufacturer: a new set of goods in {city} ({goods}) for {cost}",
    "city.goods": "{p} used the {v} for the Urban planner: founded city {letter} at {town} with {goods} goods for "
                  "{cost}",
    "city": "{p} used the {v} for the Urban planner: founded city {letter} at {town} for {cost}",
    "city.step1": "Step 1: {p} made {town} a city ({letter})",
    "built": "{p} built a {shape} track with the {v} across {terrain} for {cost}",
    "engineer": " with the Engineer",
    "upgraded": "{p} upgraded the rolling stock with the {v} to level {level} for {cost}",
    "upgraded.mechanic": "{p} used the {v} for the Mechanic: rolling stock to level {level} for {cost}",
    "shipped": "{p} shipped a {good} good from {origin} to {to} over {n} {how}: {points}",
    "how.deliver": "with the Goods delivery action", "how.logistician": "with the Logistician",
    "how.phase": "in the shipping phase",
    "row.action": " (delivery table: shipping action row)", "row.phase": " (delivery table: shipping phase row)",
    "hops": "{n} connection", "hops.n": "{n} connections",
    "vp": "{p} {n} VP", "as_money": "{p} {amount}", "owed": "{p} {n} transport points to take",
    "owed.1": "{p} 1 transport point to take",
    "taken": "{p} took {n} transport points as {what}", "taken.1": "{p} took 1 transport point as {what}",
    "take.vp": "victory points", "take.money": "money ({amount})",
    "ended": "{p} ended the turn", "unused": " without using the {dice}",
    "passed": "{p} passed in the shipping phase",
    "round.next": "; that began round {n} of {rounds}, {first} first player",
    "round.next.solo": "; that began round {n} of {rounds}",
    "round.over": "; that ended the last round: each player counts their completed connections",
    "counted": "{p} counted {done} completed and {gone} abandoned connections",
    "confirmed": "{p} confirmed {done} completed and {gone} abandoned connections for the final score",
    "recounted": "{p} changed the count after the final score: {done} completed and {gone} abandoned connections",
    "die": "die", "none": "no terrain",
    "curve": "curve", "straight": "straight", "sharp": "sharp curve", "upgrade": "upgrade", "deliver": "deliver",
    "logistician": "Logistician", "manufacturer": "Manufacturer", "engineer.s": "Engineer", "mechanic": "Mechanic",
    "banker": "Banker", "urban_planner": "Urban planner", "dollar": "1$",
    # the sheet's actions and specialists as the screen names them (its "Matched: the 6 for Banker, the 4 for
    # Straight"): one style, capitalised
    "role.curve": "Curve", "role.straight": "Straight", "role.sharp": "Sharp curve", "role.upgrade": "Upgrade",
    "role.deliver": "Goods delivery", "role.urban_planner": "Urban planner",
    "reroll": "Reroll", "nudge": "Modify +/-1", "flip": "Turn over one die", "match": "Match one die",
    "plains": "plains", "forest": "forest", "swamp": "swamp", "mountain": "mountain", "town": "town", "river": "river",
    "yellow": "yellow", "red": "red", "blue": "blue", "green": "green", "grey": "grey",
    "c.yellow": "yellow", "c.red": "red", "c.blue": "blue", "c.green": "green", "c.grey": "grey",
}
DE = {
    "configured": "Spiel eingerichtet: {rounds} Runden, {first} beginnt; jeder startet mit {money}",
    "configured.solo": "Spiel eingerichtet: {rounds} Runden; {first} spielt solo und startet mit {money}",
    "configured.goods": "; {goods} Startgüter", "awards": "; Solo-Auszeichnungen (Punkte): {awards}",
    "award.bronze": "Bronze", "award.silver": "Silber", "award.gold": "Gold", "award.platinum": "Platin",
    "goods": "Startgüter für {city} (Würfel {values}): {goods}", "goods.crossed": ", {n} Felder gestrichen",
    "goods.crossed.one": ", 1 Feld gestrichen",
    "goods.none": "keine Güter",
    "rolled": "{who} würfelt {faces} für die Würfelauswahl",
    "rolled.again": " ({n}-mal gewürfelt: alle Würfel gleich; „alle drei Würfel“ der Spielregel als alle gelesen: "
                    "Auslegung der App)",
    "picked": "{p} nimmt eine {v} aus der Würfelauswahl",
    "changed": "{p} nutzt „{m}“: {changes}", "change": "die {a} zur {b}",
    "assigned": "{p} verteilt die Würfel: {plan}", "plan": "die {die} für {role}",
    "money": "{p} nutzt die {v} für den {s}: {amount}",
    "dollar.taken": "{p} nimmt mit der {v} {amount} statt eines Spezialisten",
    "added": "{p} nutzt die {v} für den Fabrikanten: neue Güter in {city} für {cost}",
    "added.goods": "{p} nutzt die {v} für den Fabrikanten: neue Güter in {city} ({goods}) für {cost}",
    "city.goods": "{p} nutzt die {v} für den Stadtplaner: Stadt {letter} in {town} gegründet, mit den Gütern "
                  "{goods}, für {cost}",
    "city": "{p} nutzt die {v} für den Stadtplaner: Stadt {letter} in {town} gegründet für {cost}",
    "city.step1": "Schritt 1: {p} macht {town} zur Stadt ({letter})",
    "built": "{p} baut mit der {v} eine Strecke ({shape}) über {terrain} für {cost}",
    "engineer": " mit dem Ingenieur",
    "upgraded": "{p} verbessert mit der {v} die Lok auf Stufe {level} für {cost}",
    "upgraded.mechanic": "{p} nutzt die {v} für den Mechaniker: Lok auf Stufe {level} für {cost}",
    "shipped": "{p} liefert ein {good} Gut von {origin} nach {to} über {n} {how}: {points}",
    "how.deliver": "mit der Aktion Güter liefern", "how.logistician": "mit dem Logistiker",
    "how.phase": "in der Lieferphase",
    "row.action": " (Liefertabelle: Zeile Lieferaktion)", "row.phase": " (Liefertabelle: Zeile Lieferphase)",
    "hops": "{n} Verbindung", "hops.n": "{n} Verbindungen",
    "vp": "{p} {n} SP", "as_money": "{p} {amount}", "owed": "{p} {n} Transportpunkte zu nehmen",
    "owed.1": "{p} 1 Transportpunkt zu nehmen",
    "taken": "{p} nimmt {n} Transportpunkte als {what}", "taken.1": "{p} nimmt 1 Transportpunkt als {what}",
    "take.vp": "Siegpunkte", "take.money": "Geld ({amount})",
    "ended": "{p} beendet den Zug", "unused": ", ohne die {dice} zu nutzen",
    "passed": "{p} passt in der Lieferphase",
    "round.next": "; damit begann Runde {n} von {rounds}, {first} als Startspieler",
    "round.next.solo": "; damit begann Runde {n} von {rounds}",
    "round.over": "; damit war die letzte Runde vorbei: jeder zählt seine fertigen Verbindungen",
    "counted": "{p} zählt {done} fertige und {gone} aufgegebene Verbindungen",
    "confirmed": "{p} bestätigt {done} fertige und {gone} aufgegebene Verbindungen für die Endwertung",
    "recounted": "{p} ändert die Zählung nach der Endwertung: {done} fertige und {gone} aufgegebene Verbindungen",
    "die": "Würfel", "none": "kein Gelände",
    "curve": "Kurve", "straight": "Gerade", "sharp": "Spitzkurve", "upgrade": "Verbessern", "deliver": "Liefern",
    "logistician": "Logistiker", "manufacturer": "Fabrikant", "engineer.s": "Ingenieur", "mechanic": "Mechaniker",
    "banker": "Bankier", "urban_planner": "Stadtplaner", "dollar": "1$",
    # the screen's names ("Güter liefern", not "Liefern")
    "role.curve": "Kurve", "role.straight": "Gerade", "role.sharp": "Spitzkurve", "role.upgrade": "Verbessern",
    "role.deliver": "Güter liefern",
    "reroll": "Neu würfeln", "nudge": "+1/-1 ändern", "flip": "Einen Würfel umdrehen", "match": "Einen Würfel angleichen",
    "plains": "Ebene", "forest": "Wald", "swamp": "Sumpf", "mountain": "Berg", "town": "Ort", "river": "Fluss",
    "yellow": "gelbes", "red": "rotes", "blue": "blaues", "green": "grünes", "grey": "graues",
    "c.yellow": "gelb", "c.red": "rot", "c.blue": "blau", "c.green": "grün", "c.grey": "grau",
}
TEXTS = {"en": EN, "de": DE}

# The board tables by the names the rulebook and the board print (history of board edits).
BOARD_NAMES = {
    "curve_faces": {"en": "Curve die faces", "de": "Würfelseiten für Kurven"},
    "straight_faces": {"en": "Straight die faces", "de": "Würfelseiten für Geraden"},
    "sharp_faces": {"en": "Sharp curve die faces", "de": "Würfelseiten für Spitzkurven"},
    "upgrade_faces": {"en": "Upgrade die faces", "de": "Würfelseiten fürs Verbessern"},
    "deliver_faces": {"en": "Deliver die faces", "de": "Würfelseiten fürs Liefern"},
    "track_max": {"en": "Most pieces of one shape a turn", "de": "Höchstens Strecken einer Form je Zug"},
    "upgrade_max": {"en": "Most upgrades a turn", "de": "Höchstens Verbesserungen je Zug"},
    "deliver_max": {"en": "Most deliveries a turn", "de": "Höchstens Lieferungen je Zug"},
    "specialist_wheel": {"en": "Specialist wheel", "de": "Spezialistenrad"},
    "solo_wheel": {"en": "Solo specialist wheel", "de": "Solo-Spezialistenrad"},
    "solo_uses": {"en": "Solo specialist uses", "de": "Einsätze je Solo-Spezialist"},
    "terrain_costs": {"en": "Terrain costs", "de": "Geländekosten"},
    "upgrade_costs": {"en": "Upgrade costs", "de": "Verbesserungskosten"},
    "starting_money": {"en": "Starting money", "de": "Startgeld"},
    "specialist_money": {"en": "Specialists' money", "de": "Geld der Spezialisten"},
    "setup_colors": {"en": "Setup goods colours", "de": "Farben der Startgüter"},
    "new_city_colors": {"en": "New city colours", "de": "Farben neuer Städte"},
    "new_city_copies": {"en": "New cities of each colour", "de": "Neue Städte je Farbe"},
    "unshipped_penalty": {"en": "Solo: penalty per unshipped good", "de": "Solo: Abzug je nicht geliefertem Gut"},
}
BOARD_MONEY = ('starting_money', 'specialist_money')


def money_text(amount: int, lang: str) -> str:
    """An amount of this game's money, as the game prints it."""
    return money(amount)


def _t(lang: str, key: str, **kw: Any) -> str:
    return TEXTS[lang][key].format(**kw)


def _goods(lang: str, goods) -> str:
    """Goods by their colour words, in the order given ("red, blue, green")."""
    return ", ".join(_t(lang, f"c.{g}") if f"c.{g}" in TEXTS[lang] else g for g in goods)


def _role(lang: str, x: str) -> str:
    """An action, a specialist or 1$ as the sheet (and the screen) names it."""
    key = f"role.{x}" if f"role.{x}" in TEXTS[lang] else "engineer.s" if x == "engineer" else x
    return _t(lang, key) if key in TEXTS[lang] else x


def _die_value(before, player: str, die: int | None) -> str:
    if before is None or die is None:
        return "?"
    try:
        return str(before.sheet(player).dice[die])
    except (IndexError, ValueError, KeyError):
        return "?"


def describe(event: Event, lang: str, before: Any = None, viewer: str | None = None) -> str | None:
    """One Roll and Rails event as a sentence (None: not one of its events; the shared words apply); the action
    that ends a round says so, and who is first player next (End of the Round: "The first player marker is moved to
    the player on the left and new round begins" — a walk's table read nothing of it, on any phone or in History)."""
    if not event.kind.startswith("rails."):
        return None
    lang = lang_of(lang)
    line = _sentence(event, lang, before)
    return line + _round_ended(event, lang, before) if line is not None else None


def _round_ended(event: Event, lang: str, before: Any) -> str:
    """"; that began round 2 of 3, Cy first player" after the action that ended a round ("" for any other): said in
    the past, it reads right after "Undid: " too (a walk read "Undid: …; round 2 of 2 begins" in round 1)."""
    if before is None or before.phase != "shipping":
        return ""
    try:
        after = apply(before, event)
    except Exception:  # noqa: BLE001 - a sentence never fails for its tail: the action itself is said
        return ""
    if after.phase == "over":
        return _t(lang, "round.over")
    if after.round != before.round:
        return _t(lang, "round.next.solo" if len(after.players) == 1 else "round.next", n=after.round,
                  rounds=after.rounds, first=after.players[after.first])
    return ""


def _sentence(event: Event, lang: str, before: Any) -> str | None:
    """The event's own sentence."""
    d, k = event.data, event.kind[len("rails."):]
    p = d.get("player", "")
    v = _die_value(before, p, d.get("die"))
    if k == "configured":
        players = before.players if before is not None else ()
        first = players[d["first"]] if d["first"] < len(players) else str(d["first"] + 1)
        # One player: no "goes first", no "each player" (a walk read both at a solo table).
        line = _t(lang, "configured.solo" if len(players) == 1 else "configured", rounds=d["rounds"], first=first,
                  money=money(d["starting_money"]))
        if d.get("starting_goods"):
            line += _t(lang, "configured.goods", goods=d["starting_goods"])
        if d.get("awards"):
            # Each threshold by its award, in points (a walk read "solo awards 5, 10, 15, 20", no unit, no award).
            line += _t(lang, "awards", awards=", ".join(f"{_t(lang, 'award.' + str(k))} {v}"
                                                        for k, v in d["awards"].items()))
        return line
    if k == "goods_drawn":
        goods = _goods(lang, d["goods"]) or _t(lang, "goods.none")
        if d.get("crossed"):
            goods += _t(lang, "goods.crossed.one" if d["crossed"] == 1 else "goods.crossed", n=d["crossed"])
        return _t(lang, "goods", city=d["city"], values=" ".join(str(x) for x in d["values"]), goods=goods)
    if k == "dice_rolled":
        rolls = d["rolls"]
        # "The starting player rolls a number of dice": the roll is theirs, made on the bank phone or their own ("The
        # bank rolled" read as if the bank played, a walk). Said so from the state before it: the event records who
        # tapped, as saved tables and share codes always have.
        starter = before.players[before.first] if before is not None and before.players else None
        line = capital(_t(lang, "rolled", who=event.on_behalf_of or starter or who(event.actor, lang),
                          faces=" ".join(str(x) for x in rolls[-1])))
        return line + (_t(lang, "rolled.again", n=len(rolls)) if len(rolls) > 1 else "")
    if k == "die_picked":
        return _t(lang, "picked", p=p, v=d["value"])
    if k == "dice_changed":
        changes = ", ".join(_t(lang, "change", a=a, b=b) for a, b in zip(d["before"], d["after"]))
        return _t(lang, "changed", p=p, m=_t(lang, d["manipulator"]), changes=changes)
    if k == "dice_assigned":
        plan = ", ".join(_t(lang, "plan", die=x, role=_role(lang, y)) for x, y in zip(d["dice"], d["plan"]))
        return _t(lang, "assigned", p=p, plan=plan)
    if k == "money_taken" and d["specialist"] == "dollar":  # Specialist Selection (Solo): 1$ instead of one
        return _t(lang, "dollar.taken", p=p, v=v, amount=money(d["amount"]))
    if k == "money_taken":
        return _t(lang, "money", p=p, s=_role(lang, d["specialist"]), v=v, amount="+" + money(d["amount"]))
    if k == "goods_added":
        if d.get("goods") is not None:
            return _t(lang, "added.goods", p=p, v=v, city=d["city"], goods=_goods(lang, d["goods"]),
                      cost=money(d["cost"]))
        return _t(lang, "added", p=p, v=v, city=d["city"], cost=money(d["cost"]))
    if k == "city_founded":
        if d.get("die") is None:  # solo, Step 1: no die, no specialist, no cost
            return _t(lang, "city.step1", p=p, letter=d["letter"], town=d["town"])
        if d.get("goods") is not None:
            return _t(lang, "city.goods", p=p, v=v, letter=d["letter"], town=d["town"], goods=_goods(lang, d["goods"]),
                      cost=money(d["cost"]))
        return _t(lang, "city", p=p, v=v, letter=d["letter"], town=d["town"], cost=money(d["cost"]))
    if k == "track_built":
        terrain = listing([_t(lang, x) if x in TEXTS[lang] else x for x in d["terrain"]], lang) or _t(lang, "none")
        line = _t(lang, "built", p=p, shape=_t(lang, d["shape"]), v=v, terrain=terrain, cost=money(d["cost"]))
        return line + (_t(lang, "engineer") if d.get("engineer") else "")
    if k == "stock_upgraded":
        return _t(lang, "upgraded.mechanic" if d.get("specialist") == "mechanic" else "upgraded", p=p, v=v,
                  level=d["level"], cost=money(d["cost"]))
    if k == "goods_shipped":
        s = d["shipment"]
        hops = len(s.get("hops", []))
        row = _t(lang, "row.action" if d.get("row") == "action" else "row.phase")
        points = ", ".join((_t(lang, "vp", p=q, n=n) + row if d["take"] == "vp" else _t(lang, "as_money", p=q, amount=money(
            n))) if q == p else _t(lang, "owed.1" if n == 1 else "owed", p=q, n=n) for q, n in d["points"].items())
        how = "how.phase" if d.get("die") is None else \
            "how.logistician" if d.get("specialist") == "logistician" else "how.deliver"
        return _t(lang, "shipped", p=p, good=_t(lang, s["good"]) if s["good"] in TEXTS[lang] else s["good"],
                  origin=s.get("origin", "?"), to=(s.get("hops") or [{}])[-1].get("to", "?"),
                  n=_t(lang, "hops" if hops == 1 else "hops.n", n=hops),
                  how=_t(lang, how), points=points)
    if k == "points_taken":
        what = _t(lang, "take.vp") if d["take"] == "vp" else _t(lang, "take.money", amount=money(d["points"]))
        return _t(lang, "taken.1" if d["points"] == 1 else "taken", p=p, n=d["points"], what=what)
    if k == "turn_ended":
        # End of Player's Turn: the dice not activated go back unused (all of them when none were matched)
        unused = list(d.get("unused") or [])
        if not d.get("assigned", True) and before is not None and p in before.players:
            unused = list(before.sheet(p).dice)
        tail = _t(lang, "unused", dice=listing([str(x) for x in unused], lang)) if unused else ""
        return _t(lang, "ended", p=p) + tail
    if k == "shipping_passed":
        return _t(lang, "passed", p=p)
    if k == "connections_counted":  # at the End of the Game a player's first count confirms it; a later one changes it
        key = "counted"
        if before is not None and before.phase == "over":
            key = "confirmed" if p in before.to_count() else "recounted" if before.final else "counted"
        return _t(lang, key, p=p, done=d["completed"], gone=d["abandoned"])
    return None
