"""End of the Game: shipping VP + 1 per completed connection; ties by connections, then unused resources."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from calculators.core.boards import Board
from calculators.core.model import N_, Frozen, RuleError, untyped
from calculators.roll_and_rails.state import RailsState

AWARDS = ("bronze", "silver", "gold", "platinum")


class ScoreLine(Frozen):
    """One player's final scoring table inputs."""

    name: str
    shipping_points: int
    completed_connections: int
    unused_resources: int


class Ranked(Frozen):
    """A player's final score and rank (players equal on score, connections and resources share it)."""

    name: str
    score: int
    rank: int


class Tie(Frozen):
    """Two players next to each other in the ranking with the same points, and End of the Game's tie-break between
    them: "connections" (more completed connections), "resources" (then more unused resources) or "shared" (equal in
    all: the same place). `counts`: the numbers that parted them, the upper player's first ((0, 0) when shared)."""

    above: str
    below: str
    by: str
    counts: tuple[int, int] = (0, 0)


class FinalScore(Frozen):
    """The ranking, the winners in seat order, and the solo award (None: no threshold reached or multiplayer)."""

    players: tuple[Ranked, ...]
    winners: tuple[str, ...]
    award: str | None = None
    # End of the Game's tie-break that parted the winner from the next player, tied on points: "connections" (most
    # completed connections), "resources" (then the most unused resources), "shared" (tied through all: "players
    # share victory"), or None (no tie on points at the top)
    decided_by: str | None = None
    # every pair of neighbours in the ranking tied on points, top down, with the tie-break between them
    ties: tuple[Tie, ...] = ()


def award_for(score: int, awards: Mapping[str, int]) -> str | None:
    """The Solo End of the Game: the highest of bronze/silver/gold/platinum whose threshold the score reaches."""
    reached = [a for a in AWARDS if score >= awards[a]]
    return reached[-1] if reached else None


def rank(lines: Sequence[ScoreLine], unshipped: int | None = None, penalty: int = 2,
         awards: Mapping[str, int] | None = None) -> FinalScore:
    """Final scores ranked; `unshipped` (solo) costs `penalty` points per starting good never shipped."""
    scored = [(ln, ln.shipping_points + ln.completed_connections - (penalty * unshipped if unshipped else 0))
              for ln in lines]
    # End of the Game: most points; tie -> most completed connections; then most unused resources; then shared.
    key = {ln.name: (s, ln.completed_connections, ln.unused_resources) for ln, s in scored}
    ordered = sorted(scored, key=lambda t: tuple(-v for v in key[t[0].name]))  # stable: ties keep input order
    ranked: list[Ranked] = []
    for place, (ln, s) in enumerate(ordered, start=1):
        tied = ranked and key[ranked[-1].name] == key[ln.name]
        ranked.append(Ranked(name=ln.name, score=s, rank=ranked[-1].rank if tied else place))
    winners = tuple(ln.name for ln, _ in scored if key[ln.name] == key[ordered[0][0].name])
    award = award_for(ranked[0].score, awards) if awards is not None and len(lines) == 1 else None
    ties = tuple(_tie(up.name, key[up.name], down.name, key[down.name])
                 for (up, s_up), (down, s_down) in zip(ordered, ordered[1:]) if s_up == s_down)
    # the next player ties on points with the first: what parts them
    decided_by = ties[0].by if ties and ties[0].above == ordered[0][0].name else None
    return FinalScore(players=tuple(ranked), winners=winners, award=award, decided_by=decided_by, ties=ties)


def _tie(above: str, up: tuple[int, int, int], below: str, down: tuple[int, int, int]) -> Tie:
    """End of the Game: "In case of a tie, the player with the most complete connections is the winner. If there is
    still a tie, the player with the most resources unused is the winner. If there is still a tie, players share
    victory." — between two neighbours tied on points (key: points, connections, unused resources)."""
    if up[1] != down[1]:
        return Tie(above=above, below=below, by="connections", counts=(up[1], down[1]))
    if up[2] != down[2]:
        return Tie(above=above, below=below, by="resources", counts=(up[2], down[2]))
    return Tie(above=above, below=below, by="shared")


# End of the Game's tie-break that put a player ahead of a neighbour tied on points, as a copied ranking marks it
# beside the player ("1. Ann: 37 VP (ahead on completed connections, winner)"; the screens say it in a line).
TIE_MARKS = {"connections": N_("ahead on completed connections"), "resources": N_("ahead on unused resources"),
             "shared": N_("tied through every tie-break")}


# The Solo End of the Game's title, beside the player in a copied ranking ("The more points you receive the better
# title at the end of the game": it read "1. Jack: 31 VP (winner)" without the gold award the screen showed).
AWARD_MARKS = {"bronze": N_("bronze award"), "silver": N_("silver award"), "gold": N_("gold award"),
               "platinum": N_("platinum award")}


def marks(result: FinalScore) -> dict[str, dict[str, str]]:
    """What a copied ranking says beside each player: a solo player's award, or the tie-break that ranked them."""
    if result.award is not None and len(result.players) == 1:
        return {result.players[0].name: {"note": AWARD_MARKS[result.award]}}
    return tie_marks(result)


def tie_marks(result: FinalScore) -> dict[str, dict[str, str]]:
    """Each player a tie-break ranked, name -> {"note": the English words of TIE_MARKS}: the upper player of a tie
    it parted, both players of a tie it could not part (a player in two ties keeps the first, top down)."""
    marks: dict[str, dict[str, str]] = {}
    for t in result.ties:
        for name in (t.above, t.below) if t.by == "shared" else (t.above,):
            marks.setdefault(name, {"note": TIE_MARKS[t.by]})
    return marks


def unshipped_goods(state: RailsState) -> int:
    """Solo: starting goods not shipped (never below 0)."""
    return max(0, state.starting_goods - sum(s.shipped_starting for s in state.sheets))


def final_scores(state: RailsState, board: Board) -> FinalScore:
    """The live table's final (or running) score from the sheets' numbers."""
    lines = [ScoreLine(name=s.name, shipping_points=s.total_vp, completed_connections=s.completed,
                       unused_resources=s.money) for s in state.sheets]
    if state.solo:
        return rank(lines, unshipped_goods(state), board.value("unshipped_penalty"), state.awards)
    return rank(lines)


# The quick end-of-game form (no table tracked): each player's three numbers from their scoring table, multiplayer.
QUICK_FIELDS = ("shipping_points", "completed_connections", "unused_resources")
# A typed form's bound (a typo guard, not a rule): far above any sheet's points, connections or resources.
MOST_TYPED = 9999


def _is_whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _typed(v: object, path: str) -> list[RuleError]:
    """The problem with one typed number of a form, if any (None: a number the count needs, left empty)."""
    if v is None:
        return [untyped(path)]
    if not _is_whole(v):
        return [RuleError("must be a whole number ≥ 0", path)]
    if v > MOST_TYPED:  # type: ignore[operator]
        return [RuleError("is too large: at most {most}", path, most=MOST_TYPED)]
    return []


MOST_PLAYERS = 5


def quick_problems(raw: Mapping[str, Mapping[str, object]]) -> list[RuleError]:
    """Every problem in a typed end-of-game form (player -> the End of the Game's numbers), in reading order, each
    a RuleError whose `field` is `players.<name>.<number>`; [] if valid."""
    # What You Need: dice for 1 to 5 players ("5 players – 21 dice"); an audit scored six.
    many = [RuleError("lists {n} players: a game has 2 to 5 players (the solo variant one)", "players", n=len(raw))
            ] if len(raw) > MOST_PLAYERS else []
    errors = many + [err for name, nums in raw.items() for f in QUICK_FIELDS
                     if not (f == "unused_resources" and nums.get(f) is None)
                     for err in _typed(nums.get(f), f"players.{name}.{f}")]
    return errors or _tie_breakers_untyped(raw)


def _tie_breakers_untyped(raw: Mapping[str, Mapping[str, object]]) -> list[RuleError]:
    """The unused resources left empty (counted 0) where they break a tie: "If there is still a tie, the player with
    the most resources unused is the winner" — an empty field silently decided it (a walk's Bob lost his tie so)."""
    level = {name: (nums.get("shipping_points"), nums.get("completed_connections")) for name, nums in raw.items()}
    return [RuleError("Type a number, 0 if none: it breaks the tie with {other}", f"players.{name}.unused_resources",
                      other=[o for o in raw if o != name and level[o] == level[name]])
            for name, nums in raw.items() if nums.get("unused_resources") is None
            and any(o != name and level[o] == level[name] for o in raw)]


# The quick solo form, The End of the Game (Solo): the scoring table's three spots ("points for shipped goods",
# "completed connections", "for every unshipped good you receive -2 points"), and the awards the map shows ("bronze,
# silver, gold, and platinum (shown on every map)"), typed in or left out. The unused resources break no tie alone.
QUICK_SOLO_FIELDS = ("shipping_points", "completed_connections", "unshipped_goods")


class QuickSolo(Frozen):
    """A typed solo scoring table: the player's line, the starting goods never shipped, the map's awards (None: not
    typed in)."""

    line: ScoreLine
    unshipped: int
    awards: dict[str, int] | None = None


def quick_solo_problems(raw: Mapping[str, Mapping[str, object]],
                        awards: Mapping[str, object | None]) -> list[RuleError]:
    """Every problem in a typed solo form (the player -> the three spots; award -> its threshold, None where nothing
    is typed: all four or none, rising), in reading order, each a RuleError whose `field` is `players`,
    `players.<name>.<spot>`, `awards.<award>` or `awards`; [] if valid."""
    errors: list[RuleError] = []
    if len(raw) > 1:  # What You Need (Solo): "1 solo game sheet"
        errors.append(RuleError("The solo variant has one player; {n} are listed.", "players", n=len(raw)))
    errors += [err for name, nums in raw.items() for f in QUICK_SOLO_FIELDS
               for err in _typed(nums.get(f), f"players.{name}.{f}")]
    if all(awards.get(a) is None for a in AWARDS):
        return errors
    wrong = [err for a in AWARDS for err in (
        [RuleError("is missing: enter all four thresholds, or none", f"awards.{a}")] if awards.get(a) is None else
        _typed(awards.get(a), f"awards.{a}"))]
    values = [awards.get(a) for a in AWARDS]
    if not wrong and any(x >= y for x, y in zip(values, values[1:])):  # type: ignore[operator]
        wrong.append(RuleError("Thresholds rise: bronze < silver < gold < platinum.", "awards"))
    return errors + wrong


def validate_quick_solo(raw: Mapping[str, Mapping[str, object]], awards: Mapping[str, object | None]) -> QuickSolo:
    """The typed solo form for `quick_solo_score`; RuleError(reason, field=path) for its first problem."""
    errors = quick_solo_problems(raw, awards)
    if errors:
        raise errors[0]
    if not raw:
        raise RuleError("The solo variant has one player; {n} are listed.", "players", n=0)
    (name, nums), = raw.items()
    typed = None if all(awards.get(a) is None for a in AWARDS) else {a: awards[a] for a in AWARDS}
    return QuickSolo(line=ScoreLine(name=name, shipping_points=nums["shipping_points"],
                                    completed_connections=nums["completed_connections"], unused_resources=0),
                     unshipped=nums["unshipped_goods"], awards=typed)


def solo_penalty() -> int:
    """The End of the Game (Solo): the points lost per unshipped starting good, as the board tables ship it (2)."""
    from calculators.core.boards import load_board
    from calculators.roll_and_rails.tables import GAME

    return load_board(GAME).value("unshipped_penalty")


def quick_solo_score(q: QuickSolo) -> FinalScore:
    """The solo score: shipping points + completed connections - the penalty per unshipped starting good, and the
    highest award it reaches (None without awards, or below bronze)."""
    return rank([q.line], q.unshipped, solo_penalty(), q.awards)


def validate_quick(raw: Mapping[str, Mapping[str, object]]) -> list[ScoreLine]:
    """The typed form as score lines for `rank`; RuleError(reason, field=path) for its first problem."""
    errors = quick_problems(raw)
    if errors:
        raise errors[0]
    return [ScoreLine(name=name, **{f: nums[f] or 0 for f in QUICK_FIELDS}) for name, nums in raw.items()]


def anything_scored(lines: Sequence[ScoreLine]) -> bool:
    """Whether any number is entered yet: with all at 0 every player ties and there is no winner to name."""
    return any(ln.shipping_points or ln.completed_connections or ln.unused_resources for ln in lines)
