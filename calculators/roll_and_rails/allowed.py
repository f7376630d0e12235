"""What a Roll and Rails seat may do now: roll the draft dice, pick a die, use a manipulator on each of its
dice, match its dice, upgrade the rolling stock (the Upgrade action or the Mechanic) — and why not.

Every sheet is public, so a reason may name any player's $. The commands (`draft.py`, `turns.py`) refuse
the same things; `tests/calculators/test_roll_and_rails_allowed.py` holds the two to each other.
"""
from __future__ import annotations

from calculators.core.actors import may_act_for
from calculators.core.allowed import YES, Allowed, Choice, acting_for, actor_of, no, say
from calculators.core.log import Log
from calculators.core.model import Frozen
from calculators.core.money import format_roll_and_rails as money
from calculators.roll_and_rails.fold import state_of
from calculators.roll_and_rails.rules import UPGRADE_DICE, die_options, upgrade_cost, whose_pick, whose_turn
from calculators.roll_and_rails.state import RailsState
from calculators.roll_and_rails.tables import GAME, MAX_STOCK, board_for

EN = {
    "not_player": "Only a player at the table can do this, from their own phone.",
    "roll_who": "The starting player ({starter}) or the banker rolls the dice.",
    "not_roll": "The dice are rolled at the start of a round, before the draft.",
    "no_draft": "There is no draft going on.",
    "not_your_pick": "It is {now}'s pick; each player picks on their own phone.",
    "pending": "Waiting for {player} to take their transport points as victory points or $.",
    "manip_phase": "Dice manipulators are used after the dice are drafted.",
    "manip_late": "{player}'s dice are already matched to actions; manipulators come before.",
    "crossed": "The {name} manipulator is crossed out: each is used once per game.",
    "six_up": "A 6 cannot become 1: +1 on a 6 is not allowed.",
    "one_down": "A 1 cannot become 6: -1 on a 1 is not allowed.",
    "no_match": "No other die shows a different value to copy.",
    "not_actions": "This is done in the action phase.",
    "not_turn": "It is {now}'s turn, not {player}'s.",
    "matched": "{player}'s dice are already matched.",
    "no_upgrade_die": "No unused die of {player} is matched to the Upgrade action or the Mechanic.",
    "top_stock": "Rolling stock is at level {top}, the top.",
    "cannot_afford": "{player} has {money}; level {level} costs {cost}.",
    "over": "The game is over after round {n}, the last.",
    "count_setup": "Connections are counted once the game is set up.",
    "reroll": "Reroll", "nudge": "Modify +/-1", "flip": "Turn over one die", "match": "Match one die",
}
DE = {
    "not_player": "Das kann nur ein Spieler am Tisch, auf dem eigenen Handy.",
    "roll_who": "Die Würfel wirft der Startspieler ({starter}) oder die Bank.",
    "not_roll": "Gewürfelt wird zu Beginn einer Runde, vor der Würfelauswahl.",
    "no_draft": "Gerade werden keine Würfel ausgewählt.",
    "not_your_pick": "{now} wählt gerade; jeder wählt auf dem eigenen Handy.",
    "pending": "{player} muss erst die Transportpunkte als Siegpunkte oder $ nehmen.",
    "manip_phase": "Würfelmanipulatoren werden nach der Würfelauswahl eingesetzt.",
    "manip_late": "Die Würfel von {player} sind schon Aktionen zugeordnet; Manipulatoren kommen vorher.",
    "crossed": "Der Manipulator „{name}“ ist durchgestrichen: jeder darf nur einmal pro Spiel eingesetzt werden.",
    "six_up": "Aus einer 6 wird keine 1: +1 auf eine 6 geht nicht.",
    "one_down": "Aus einer 1 wird keine 6: -1 auf eine 1 geht nicht.",
    "no_match": "Kein anderer Würfel zeigt einen anderen Wert zum Übernehmen.",
    "not_actions": "Das geschieht in der Aktionsphase.",
    "not_turn": "{now} ist am Zug, nicht {player}.",
    "matched": "Die Würfel von {player} sind schon zugeordnet.",
    "no_upgrade_die": "Kein unbenutzter Würfel von {player} liegt auf Verbesserung oder Mechaniker.",
    "top_stock": "Die Lok ist auf Stufe {top}, der höchsten.",
    "cannot_afford": "{player} hat {money}; Stufe {level} kostet {cost}.",
    "over": "Das Spiel ist nach Runde {n}, der letzten, vorbei.",
    "count_setup": "Verbindungen werden gezählt, sobald das Spiel aufgebaut ist.",
    "reroll": "Neu würfeln", "nudge": "+1/-1 ändern", "flip": "Einen Würfel umdrehen", "match": "Einen Würfel angleichen",
}
WORDS = {"en": EN, "de": DE}


class DieChoices(Frozen):
    """The manipulators on one of the asker's dice: +1, -1, turn over, and the dice whose value it may copy."""

    value: int
    plus: Choice
    minus: Choice
    flip: Choice
    reroll: Choice
    match_to: tuple[int, ...] = ()  # indices of dice with another value (the first die of each value)
    match: Choice


class RailsAllowed(Allowed):
    """Roll and Rails: the actions (roll, pick, manipulate, match, upgrade, end_turn) and their bounds."""

    pickable: tuple[int, ...] = ()  # the values in the middle this seat may pick now
    dice: tuple[DieChoices, ...] = ()  # per die of the asker, while manipulators may be used
    upgrade_cost: int | None = None  # the next rolling stock level's price, below the top
    # While this seat matches its dice: what its dice offer that costs more than its money now, (option, price) —
    # it may still match them: "If the player cannot afford this action, they cannot perform the action until new
    # resources are gained" (Resources), so the die waits for new money this turn.
    dear: tuple[tuple[str, int], ...] = ()
    # End of the Game: this seat's completed connections are still to be counted before the final score
    count_due: bool = False


def _manipulation(state: RailsState, player: str, w) -> Choice:
    # Dice Manipulators: "After the dice are drafted player can use one or more modifications"; before matching.
    if state.pending:
        return no(w("pending", player=state.pending[0].player))
    if state.phase != "actions":
        return no(w("manip_phase"))
    if state.sheet(player).plan or state.clockwise().index(player) < state.turn:
        return no(w("manip_late", player=player))
    return YES


def _die_choices(state: RailsState, player: str, open_: Choice, w) -> tuple[DieChoices, ...]:
    s = state.sheet(player)

    def one(name: str, extra: Choice = YES) -> Choice:
        if not open_.ok:
            return open_
        if name in s.manipulators:
            return no(w("crossed", name=w(name)))
        return extra

    out = []
    for v in s.dice:
        # "Player cannot change 6 into 1 or 1 into 6."
        targets = tuple(j for j, x in enumerate(s.dice) if x != v and x not in s.dice[:j])
        out.append(DieChoices(
            value=v, plus=one("nudge", no(w("six_up")) if v == 6 else YES),
            minus=one("nudge", no(w("one_down")) if v == 1 else YES), flip=one("flip"), reroll=one("reroll"),
            match_to=targets if one("match").ok else (), match=one("match", YES if targets else no(w("no_match")))))
    return tuple(out)


def _upgrade(state: RailsState, log: Log, player: str, w) -> tuple[Choice, int | None]:
    s = state.sheet(player)
    cost = upgrade_cost(s.stock, board_for(log).value("upgrade_costs")) if s.stock < MAX_STOCK else None
    now = whose_turn(state)
    if state.phase != "actions":
        return no(w("not_actions")), cost
    if now != player:
        return no(w("not_turn", now=now, player=player)), cost
    if state.pending:
        return no(w("pending", player=state.pending[0].player)), cost
    if not any(p in UPGRADE_DICE and not used for p, used in zip(s.plan, s.spent)):
        return no(w("no_upgrade_die", player=player)), cost
    if cost is None:
        return no(w("top_stock", top=MAX_STOCK)), cost
    if cost > s.money:  # Resources: a player who cannot afford an action cannot perform it (a Mechanic with 0$).
        return no(w("cannot_afford", player=player, money=money(s.money), level=s.stock + 1, cost=money(cost))), cost
    return YES, cost


def _dear(state: RailsState, board, player: str, stock_cost: int | None) -> tuple[tuple[str, int], ...]:
    s = state.sheet(player)
    fees = board.value("specialist_money")
    prices = {"upgrade": stock_cost, "mechanic": stock_cost,
              **{w: -fees[w] for w in ("manufacturer", "urban_planner") if w in fees}}
    offered = dict.fromkeys(o for v in s.dice for o in die_options(board, v, state.solo,
                                                                    s.solo_uses if state.solo else None))
    return tuple((o, prices[o]) for o in offered if prices.get(o) is not None and prices[o] > s.money)


def allowed(log: Log, who: str | None, lang: str = "en") -> RailsAllowed:
    """What `who` (a player's own phone; None: the banker) may do now, and why not."""
    state = state_of(log)
    actor = actor_of(who)

    def w(key: str, **kw: object) -> str:
        return say(WORDS, key, lang, **kw)

    starter = state.players[state.first] if state.players else ""
    roll = (no(w("not_roll")) if state.phase != "roll" else
            YES if may_act_for(actor, starter) else no(w("roll_who", starter=starter)))
    over = no(w("over", n=state.rounds)) if state.phase == "over" else None  # End of the Game: nothing more is played
    actions: dict[str, Choice] = {"roll": over or roll}
    if not may_act_for(actor, banker=False, players=state.players):
        player_only = no(w("not_player"))
        actions.update(pick=player_only, manipulate=player_only, match_dice=player_only, upgrade=player_only,
                       count_connections=player_only)
        return RailsAllowed(game=GAME, who=who, lang=lang, actions=actions)  # acts for nobody: own seat only
    player = who  # a seat at the table
    now = whose_pick(state)
    pick = no(w("no_draft")) if now is None else YES if may_act_for(actor, now, banker=False) else \
        no(w("not_your_pick", now=now))
    manipulate = _manipulation(state, player, w)
    turn = whose_turn(state)
    match = (no(w("not_actions")) if state.phase != "actions" else
             no(w("not_turn", now=turn, player=player)) if turn != player else
             no(w("matched", player=player)) if state.sheet(player).plan else YES)
    upgrade, cost = _upgrade(state, log, player, w)
    # Completed connections are counted any time after setup, and at the End of the Game by every player
    count = no(w("count_setup")) if state.phase == "setup" else YES
    actions.update(pick=over or pick, manipulate=over or manipulate, match_dice=over or match,
                   upgrade=over or upgrade, count_connections=count)
    return RailsAllowed(
        game=GAME, who=who, lang=lang, actions=actions, acts_for=acting_for(who, state.players, banker=False),
        pickable=tuple(sorted(set(state.pool))) if pick.ok else (),
        dice=_die_choices(state, player, manipulate, w) if state.phase == "actions" else (), upgrade_cost=cost,
        dear=_dear(state, board_for(log), player, cost) if match.ok else (),
        count_due=player in state.to_count())
