"""What the Rollout screens share: money on screen, company colours, the table as this phone may see it,
acting with the refusal shown beside the controls, and small building blocks (cards, pickers, banners)."""
from __future__ import annotations

import flet as ft

from calculators.core.money import format_money
from calculators.rollout import state_of, view_for
from calculators.rollout.state import STAGE_NAMES
from calculators.rollout.words_phrases import GROUPS_DE
from companion.i18n import N_, _, current, ngettext
from companion.widgets.choice import card, picker  # noqa: F401  (the screens of the game import them from here)
from calculators.core.money import read_rollout
from companion.widgets.fields import parse_whole

GAME = "rollout"
COLORS = {"Simcor": ft.Colors.BLUE_700, "Camcon": ft.Colors.GREEN_700, "Pedrasca": ft.Colors.ORANGE_800,
          "Bermax": ft.Colors.PURPLE_700, "Razno": ft.Colors.RED_700, "Ibuki": ft.Colors.TEAL_700}
# The companies' home cities as the rulebook prints them ("Simcor — New York, Camcon — Cape Town, …"), in the
# phone's language ("Kapstadt", "Brüssel", "Tokio").
CITY_WORDS = {"New York": N_("New York"), "Cape Town": N_("Cape Town"), "Sao Paulo": N_("Sao Paulo"),
              "Brussels": N_("Brussels"), "Leningrad": N_("Leningrad"), "Tokyo": N_("Tokyo")}
PRODUCT_LABELS = {"radio": N_("Radios"), "television": N_("Televisions"), "computer": N_("Computers")}
# A bankrupt's items the Bank auctions (Bankruptcy), as the table names them (a walk read "gold_coast" on a German phone).
ESTATE_LABELS = {"radio": N_("Radio card"), "television": N_("Television card"), "computer": N_("Computer card"),
                 "store": N_("Store"), "gold_coast": N_("Gold Coast meter")}


def estate_name(item: str) -> str:
    """A bankrupt's item as the reader's language names it."""
    return _(ESTATE_LABELS[item]) if item in ESTATE_LABELS else item
# the rules' stage and step names (English in the rules package), through the catalog on screen
STAGE_WORDS = {0: N_("Setting Up"), 1: N_("Stage 1 — Pay Salaries, Loans and Dividends"), 2: N_("Stage 2 — Rollout"),
               3: N_("Stage 3 — Sell Shares"), 4: N_("Stage 4 — Buy Shares"), 5: N_("Stage 5 — Build or Sell Stores"),
               6: N_("Stage 6 — Research and Develop New Products"), 7: N_("Cash Out")}
STEP_WORDS = {"hex": N_("Step A (Check the Hex)"), "budgets": N_("Step B (Set Budgets)"),
              "cards": N_("Step C (Show Product Cards)"), "dice": N_("Step D (Roll the Dice)"),
              "profits": N_("Step E (Collect Profits)"), "prices": N_("Step F (Adjust Stock Market Prices)"),
              "done": N_("its end")}

# Stage 4 once every lot is offered: a lot nobody bid on stays with the Bank, so "sold" would not be true.
ALL_OFFERED = N_("The Bank has offered all its shares for this turn; a lot nobody bought stays with the Bank.")


def city(company: str) -> str:
    """The company's home city in the phone's language."""
    from calculators.rollout.companies import CITIES

    name = CITIES[company]
    return _(CITY_WORDS[name]) if name in CITY_WORDS else name


def product(key: str) -> str:
    return _(PRODUCT_LABELS[key])


def group_name(group: str) -> str:
    """A Step D dice group as the rules name it ('Free Roll'), in this draw's language (the rules' own German)."""
    return GROUPS_DE.get(group, group) if current() == "de" else group


def stage_name(stage: int) -> str:
    return _(STAGE_WORDS.get(stage, STAGE_NAMES[stage]))


def step_name(step: str) -> str:
    return _(STEP_WORDS[step])


def money(millions: int) -> str:
    """$ millions as Rollout writes them ($500M, $2.5B)."""
    return format_money(GAME, millions)


# The unit of a field of $ millions, as the amounts beside it read ("$500M") in every language: a German label said
# "Mio. $" beside amounts printed "$500M". `money_field` writes it; its labels are given without it.
UNIT = "$M"


def table_of(snap, viewer):
    """(full state, what `viewer` may see). Draw only from the second; the first is for the app's own checks."""
    full = state_of(snap.log)
    return full, view_for(full, viewer)


def stage_title(state) -> str:
    if state.stage in (0, 7):
        return stage_name(state.stage)
    return _("Turn {turn} · {stage}").format(turn=state.turn, stage=stage_name(state.stage))


def banner(state) -> ft.Control:
    """The current turn and stage, big; on the last turn, that the game closes after its Stage 4 (the reading)."""
    left, reading = "", None
    if state.last_turn is not None and state.stage != 7:
        n = max(0, state.last_turn - state.turn)
        left = _(" · the last turn: the game closes after Stage 4") if n == 0 else ngettext(
            " · {n} turn after this one", " · {n} turns after this one", n).format(n=n)
        if n == 0:
            # Ending: "The players may finish playing Stage 4 before closing off the game."
            reading = ft.Text(_("Interpretation: Stages 5 and 6 are skipped on the last turn."), size=12, color=ft.Colors.ON_PRIMARY_CONTAINER, key="ro-last-turn-reading")
    elif state.last_turn is None and state.stage not in (0, 7):  # how the end comes, while it is not yet set
        from calculators.rollout.ending import left_to_sell
        still = ", ".join(f"{c} {n}" for c, n in left_to_sell(state).items() if n > 0)
        reading = ft.Text((_("Ten Block Play: the game ends after Stage 4 of the turn in which the Bank sells its last "
                             "share of every company. Not yet sold by the Bank: {left}.") if state.options.ten_block else
                           _("The game ends on the fifth turn after the Bank has sold the last shares of every company. "
                             "Not yet sold by the Bank: {left}.")).format(left=still), size=12,
                          color=ft.Colors.ON_PRIMARY_CONTAINER, key="ro-end-reading")
    title = ft.Semantics(identifier="ro-stage", content=ft.Text(
        stage_title(state) + left, size=22, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY_CONTAINER))
    return ft.Container(title if reading is None else ft.Column([title, reading], spacing=4),
                        bgcolor=ft.Colors.PRIMARY_CONTAINER, padding=12, border_radius=12)


MSG = "ro-msg-"  # the screen's refusal shown beside the controls of one place ("s1", "s2", "st", …)


def run(ctx, sid: str, where: str, action, *, as_actor: str | None = None, fields: dict[str, str] | None = None
        ) -> bool:
    """Run a rules command (`Ctx.act`); a refusal is shown beside the controls at `where` (one refusal at a time on
    this screen: a new attempt anywhere takes the earlier one away), and on the field at fault when `fields` maps
    the rules' field name to the screen's field key."""
    return ctx.act(sid, action, as_actor=as_actor, where=MSG + where, clears=MSG, fields=fields)


def refusal(ctx, sid: str, where: str) -> list[ft.Control]:
    kept = ctx.error(MSG + where)
    if not kept:
        return []
    # A live region: a screen reader reads the refusal out when it appears (a walk's blind banker heard nothing).
    return [ft.Semantics(identifier="ro-refused", key=f"ro-refused-{where}", live_region=True,
                         content=ft.Text(kept, color=ft.Colors.ERROR, size=15))]


def info(text: str, ident: str | None = None, size: int = 15, bold: bool = False, key: str | None = None) -> ft.Control:
    """A line of text; `ident` names it for screen readers and tests, `key` keeps it apart in a list that changes."""
    t = ft.Text(text, size=size, weight=ft.FontWeight.BOLD if bold else None)
    if ident:
        return ft.Semantics(identifier=ident, content=t, key=key)
    t.key = key
    return t


def note(text: str, key: str | None = None) -> ft.Control:
    """An interpretation or a hint, shown small."""
    return ft.Text(text, size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT, key=key)


def chosen(ctx, key: str, options):
    """The screen's choice `key` among `options` as it stands now (the first until one is tapped). A handler reads it
    at the tap: a choice made just before may not be drawn yet when the tap arrives."""
    value = ctx.get(key)
    return value if value in options else (options[0] if options else None)


def pick(ctx, key: str, options, *, label=str, spoken=None):
    """A choice of this screen among `options` drawn as buttons (the first until one is tapped); (value, row)."""
    value = chosen(ctx, key, options)
    return value, picker(options, value, lambda o: ctx.put(key, o), label=label, spoken=spoken, key=key)


def read_money(text: str | None, empty=0, *, longest: int = 16):
    """What a $M field holds as the rules read it: any form Rollout prints money in ('1500', '1,500', '$1.5B', '1.5B',
    '$300M': `calculators.core.money.read_rollout`), '' -> `empty`, else as `parse_whole` reads it (the text as typed
    when it is no number, so the rules say what is wrong)."""
    if not (text or "").strip():
        return empty
    value = read_rollout(text)
    if value is not None and abs(value) < 10**longest:  # past `longest` digits it stays text, as `parse_whole` keeps it
        return value
    return parse_whole(text, empty, longest=longest)


def as_money(text: str | None) -> str | None:
    """What a $M field holds, as Rollout prints it ('1000' or '1,000' -> '= $1B'); None when it holds no number."""
    value = read_money(text, None)
    return f"= {money(value)}" if isinstance(value, int) and not isinstance(value, bool) else None


def money_field(ctx, key: str, label: str, name: str, value: str = "", col=None) -> ft.TextField:
    """A field of $ millions that shows the amount as the game prints it ('1000' shows '= $1B' under it once the
    thumb leaves it; thousands separators are read: '1,500' is $1.5B), issue 16 "money formatted the way the game
    prints it … in fields too"; `label` is followed by the unit ("Agreed total ($M)"). The field keeps what was
    typed (screen state `key`); the rules read it with `typed`."""
    from companion.widgets.fields import number_field

    field = ctx.field(key, number_field(f"{label} ({UNIT})", value, name=name, col=col))
    field.on_blur = lambda e: ctx.put(f"{key}-left", e.control.value)  # the next draw shows the amount under it
    field.helper = as_money(field.value)
    return field


def num(field: ft.TextField, empty=0):
    return parse_whole(field.value, empty)


def typed(ctx, key: str, empty=0):
    """What is typed now in the screen's field `key`, as a whole number (as typed when it is not one)."""
    return parse_whole(ctx.text(key), empty)


def typed_money(ctx, key: str, empty=0):
    """What is typed now in the screen's $M field `key` (a `money_field`), read as `read_money` reads it."""
    return read_money(ctx.text(key), empty)


def button(text: str, on_click, *, icon=None, filled: bool = True, spoken: str | None = None,
           key: str | None = None, disabled: bool = False) -> ft.Control:
    content = ft.Text(text, semantics_label=spoken) if spoken else text
    cls = ft.FilledButton if filled else ft.OutlinedButton
    return cls(content=content, icon=icon, on_click=on_click, key=key, disabled=disabled)


def keyed(control: ft.Control, key: str) -> ft.Control:
    """`control` (built this draw) with a key that keeps it apart in a list whose shape changes."""
    control.key = key
    return control


def dice_text(faces) -> str:
    return " + ".join(str(f) for f in faces) + f" = {sum(faces)}"
