"""Roll and Rails screens: what every part shares — who this page acts for, names, dice faces, money."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from calculators.core.actors import seat_actor
from calculators.core.money import format_money
from calculators.roll_and_rails import GAME, board_for, state_of, view_for, whose_turn
from calculators.roll_and_rails.allowed import allowed as rails_allowed
from calculators.roll_and_rails.words import TEXTS as RULE_WORDS
from companion.i18n import N_, _, current
from companion.widgets.choice import card  # noqa: F401  (the screens of the game import it from here)
from companion.widgets.dice import die_face
from companion.widgets.next_step import bring_into_view

NAMES = {
    "curve": N_("Curve"), "straight": N_("Straight"), "sharp": N_("Sharp curve"), "upgrade": N_("Upgrade"),
    "deliver": N_("Goods delivery"), "logistician": N_("Logistician"), "manufacturer": N_("Manufacturer"),
    "engineer": N_("Engineer"), "mechanic": N_("Mechanic"), "banker": N_("Banker"),
    "urban_planner": N_("Urban planner"), "dollar": N_("Take 1$"),
}
# Dice Manipulators, by the rulebook's names (the same words as History and the refusals)
MANIPULATOR_NAMES = {"reroll": N_("Reroll"), "nudge": N_("Modify +/-1"), "flip": N_("Turn over one die"),
                     "match": N_("Match one die")}
# End of the Game's tie-breaks, as FinalScore.decided_by names the one that parted the winner from the next player
TIE_BREAKS = {"connections": N_("Tied on points: the most completed connections win (End of the Game)."),
              "resources": N_("Tied on points and connections: the most unused resources win (End of the Game)."),
              "shared": N_("Tied on points, connections and resources: the players share victory (End of the Game).")}
# A tie further down the ranking (FinalScore.ties below the first place): who is ahead, and by which tie-break
TIE_BELOW = {"connections": N_("{above} ahead of {below}: tied on points, more completed connections ({a} against "
                               "{b})."),
             "resources": N_("{above} ahead of {below}: tied on points and connections, more unused resources ({a} "
                             "against {b})."),
             "shared": N_("{above} and {below} share their place: tied on points, connections and resources.")}


def tie_notes(result) -> list[str]:
    """End of the Game's tie-breaks as the ranking applied them: the winner's (TIE_BREAKS), then every tie, the
    winner's too, by name and count (a walk's quick score named "Eva ahead of Dirk (5 against 4)" further down, but
    for the winner only the rule)."""
    notes = [_(TIE_BREAKS[result.decided_by])] if result.decided_by in TIE_BREAKS else []
    winners = set(result.winners)
    for t in result.ties:
        if t.below in winners:  # one more of a shared victory: the winners' line names them all
            continue
        a, b = (money(n) for n in t.counts) if t.by == "resources" else t.counts
        notes.append(_(TIE_BELOW[t.by]).format(above=t.above, below=t.below, a=a, b=b))
    return notes


PHASE_NAMES = {"setup": N_("Setting up"), "roll": N_("Rolling the dice"), "draft": N_("Dice draft"),
               "actions": N_("Action phase"), "shipping": N_("Shipping phase"), "over": N_("Game over")}
COLOUR_NAMES = {"yellow": N_("yellow"), "red": N_("red"), "blue": N_("blue"), "green": N_("green"),
                "grey": N_("grey"), "black": N_("black"), "white": N_("white"), "purple": N_("purple"),
                "orange": N_("orange"), "brown": N_("brown"), "town": N_("town")}
TERRAIN_NAMES = {"plains": N_("Plains"), "forest": N_("Forest"), "swamp": N_("Swamp"), "mountain": N_("Mountain"),
                 "town": N_("Town"), "river": N_("River")}
COLOURS = {"yellow": ft.Colors.AMBER, "red": ft.Colors.RED, "blue": ft.Colors.BLUE, "green": ft.Colors.GREEN,
           "grey": ft.Colors.BLUE_GREY}


def money(amount: int) -> str:
    """$ on screen, only through the shared formatter."""
    return format_money(GAME, amount)


BUILD = {"curve": N_("Build the curve"), "straight": N_("Build the straight"),
         "sharp": N_("Build the sharp curve")}


def name_of(option: str) -> str:
    if option == "banker" and current() == "de":
        # the specialist, not the table's banker: the catalog's "Banker" is the role ("Bank"), so the rules'
        # own German word is used (the catalog has no message contexts)
        return RULE_WORDS["de"]["banker"].capitalize()
    return _(NAMES[option]) if option in NAMES else option.replace("_", " ").capitalize()


def build_label(piece: str | None) -> str:
    """The build button: 'Build the curve', or 'Build the piece' while the Engineer's shape is not chosen."""
    return _(BUILD[piece]) if piece in BUILD else _("Build the piece")


def colour_name(colour: str) -> str:
    """A good's or a city's colour in the phone's language (the board's own word when the catalog lacks it)."""
    return _(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour


def terrain_name(terrain: str) -> str:
    return _(TERRAIN_NAMES[terrain]) if terrain in TERRAIN_NAMES else terrain.capitalize()


@dataclass
class Hand:
    """Whom this page may act for: a seat's own phone acts for its seat; the banker's device for the banker,
    its own seat when the banker plays, and every seat while the phone is passed around the table."""

    ctx: object
    sid: str
    mine: frozenset[str]
    on_bank_device: bool
    seat: str | None = None  # a player's own phone
    log: object = None  # the table's log in force, for the rules' "what may this seat do now"

    def may(self, player: str | None) -> bool:
        return player is not None and player in self.mine

    def allowed(self, player: str | None):
        """What the rules let `player`'s seat do now (this phone acts as that seat), with the reasons."""
        from companion.views.phone_lang import phone_lang

        return rails_allowed(self.log, player, phone_lang(self.ctx, "roll-and-rails"))

    def act(self, player: str, command: Callable, **shown) -> bool:
        """Run a player's command as that seat (on the banker's device: acting for the seat); `shown`: where a
        refusal goes (`Ctx.act`)."""
        if self.on_bank_device:
            return self._followed(lambda: self.ctx.act(self.sid, command, as_actor=seat_actor(player), **shown))
        return self._followed(lambda: self.ctx.act(self.sid, command, **shown))

    def bank(self, command: Callable, **shown) -> bool:
        """Run one of the banker's commands (setup, the draft roll, board edits)."""
        return self._followed(lambda: self.ctx.act(self.sid, command, **shown))

    def _followed(self, run: Callable[[], bool]) -> bool:
        """Run the tap's command; when it ended the step (`step_of`: the dice matched, a turn or phase over, a
        transport point asked or taken), this phone's screen scrolls to where the round's part begins (a walk: the
        long matching form gave way to the short "Use the dice" and the page stood in the Sheets)."""
        before = step_of(self.ctx.services.hub.get(self.sid).log)
        ok = run()
        if ok and step_of(self.ctx.services.hub.get(self.sid).log) != before:
            bring_into_view(self.ctx, STEP_ANCHOR)
        return ok


STEP_ANCHOR = "rr-step"  # the ScrollKey of the round's part (its first line, `panels.header`): above every change


def step_of(log) -> tuple:
    """Which step of the round the table is at: the round, the phase, whose turn, whether that player's dice are
    matched, and who is asked to take transport points. A tap that changes it brings a new part of the screen."""
    state = state_of(log)
    turn = whose_turn(state)
    matched = bool(state.sheet(turn).plan) if turn and state.phase == "actions" else False
    return state.round, state.phase, turn, matched, tuple(p.player for p in state.pending)


def message(ctx, where: str) -> ft.Control:
    """The refusal shown under the form `where`, from the screen's state ('' until a tap there is refused)."""
    # A live region: read out by a screen reader when it appears (a walk's refusals went unheard).
    return ft.Semantics(live_region=True, key=f"msg-live-{where}", content=ft.Text(
        ctx.error(where) or "", color=ft.Colors.ERROR, key=f"msg-{where}"))


def table_of(snap, viewer: str | None):
    """The public state (every sheet is public: view_for keeps it all) and the board tables in force."""
    return view_for(state_of(snap.log), viewer), board_for(snap.log)


def tried(hand: Hand, player: str | None, command: Callable, where: str, fields: dict[str, str] | None = None,
          on_done: Callable | None = None) -> bool:
    """Run a command (`Ctx.act`); a refusal goes on the field it names (`fields`: the rule's field name -> the
    screen's field key) and under the form (`where`); success clears the screen's refusals, then `on_done` runs."""
    ok = hand.act(player, command, where=where, fields=fields) if player else \
        hand.bank(command, where=where, fields=fields)
    if ok and on_done:
        on_done()
    return ok


def shown_die(value: int, size: int = 48, *, label: str | None = None, identifier: str | None = None,
              crossed: bool = False, key: str | None = None) -> ft.Control:
    """A die drawn as pips (the shared die face), read out as `label` (default 'Die showing 4')."""
    return die_face(value, size, label=label, identifier=identifier, crossed=crossed, key=key)


def dice_strip(values, size: int = 40, *, prefix: str | None = None, spent=()) -> ft.Control:
    """A row of dice; `spent[i]` greys out a die already used this turn."""
    return ft.Row([shown_die(v, size, identifier=f"{prefix}-{i}" if prefix else None, key=f"die-{i}",
                             crossed=bool(spent[i]) if i < len(spent) else False,
                             label=(_("Die showing {value}, used") if i < len(spent) and spent[i] else
                                    _("Die showing {value}")).format(value=v))
                   for i, v in enumerate(values)], wrap=True, spacing=8)


def why(text: str, identifier: str, *, key: str | None = None) -> ft.Control:
    """The rules' reason an action next to it is not possible now."""
    return ft.Semantics(identifier=identifier, key=key or f"why-{identifier}", content=ft.Text(text, size=13, italic=True,
                                                               color=ft.Colors.ON_SURFACE_VARIANT))


def banner(text: str, identifier: str, *, size: int = 26, colour=ft.Colors.PRIMARY_CONTAINER) -> ft.Control:
    """Big text for what the whole table must see (whose pick, whose turn)."""
    return ft.Container(ft.Semantics(identifier=identifier, content=ft.Text(text, size=size,
                                                                             weight=ft.FontWeight.BOLD)),
                        bgcolor=colour, padding=12, border_radius=10, width=float("inf"), key=f"banner-{identifier}")


def colour_dot(colour: str | None, label: str | None = None) -> ft.Control:
    """A good or a city colour as a coloured chip with its word (never colour alone)."""
    if colour is None:
        return ft.Container(ft.Text(label or _("town"), size=13),
                padding=ft.Padding.symmetric(horizontal=8, vertical=2),
                            border=ft.Border.all(1, ft.Colors.OUTLINE), border_radius=12)
    return ft.Container(ft.Text(label or colour_name(colour), size=13, color=ft.Colors.WHITE if colour != "yellow" else
                                ft.Colors.BLACK, weight=ft.FontWeight.BOLD),
                        bgcolor=COLOURS.get(colour, ft.Colors.GREY), padding=ft.Padding.symmetric(horizontal=8,
                                                                                                 vertical=2),
                        border_radius=12)


def choice(label: str, selected: bool, on_select, *, name: str | None = None, key: str | None = None) -> ft.Chip:
    """A selectable chip; `name` is what screen readers and tests call it when the visible label is short. The chosen
    one carries a tick as well as its tint (a walk could not tell a tinted chip from the others in daylight)."""
    return ft.Chip(label=ft.Text(label, semantics_label=name) if name else label, selected=selected,
                   on_select=on_select, show_checkmark=True, key=key)


def choices(options, current, on_pick, *, key: str, lead: ft.Control | None = None) -> ft.Row:
    """One-of chips: `options` are (value, label, name); the chip of `current` is marked. Picking one hands its
    value to `on_pick`, which keeps it in the screen's state (the next render marks it); a chip tapped again
    stays chosen. Each chip is keyed by its value, so a tap crossing a re-render reaches the chip tapped."""
    def select(value):
        return lambda e: on_pick(value)

    chips = [choice(label, value == current, select(value), name=name, key=f"{key}-{value}")
             for value, label, name in options]
    return ft.Row([*([lead] if lead else []), *chips], wrap=True, spacing=6, run_spacing=4, key=key)


def keyed(prefix: str, controls: list[ft.Control]) -> list[ft.Control]:
    """Key each control of one part of a screen that has none yet (`prefix-0`, `prefix-1`, ...): the screen's list
    changes shape between renders, and a part's controls then match only their own part's (never a button of
    another part that now stands at that place). The items a part shows or hides carry their own keys."""
    for i, control in enumerate(controls):
        if control.key is None:
            control.key = f"{prefix}-{i}"
    return controls
