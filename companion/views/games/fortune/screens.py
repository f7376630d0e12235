"""Fortune's other jobs at the Kasse: setting up, who starts, the end, and the banker's own screens —
a player's balance sheet (assembling, urgent sales), cards and payments, the price tables."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.allowed import allowed as fortune_allowed, probe
from calculators.fortune.tables import (
    BUSINESS_NAMES, CHIPS, EDITABLE, HOUSE_RULE_SIDES, HOUSE_RULES, PLAYER_COMPANIES, readings_in_force,
)
from companion.views.games.fortune.common import (
    TOP, act, d6_row, game_state, last_event, lang_of, ranking, sheet_card, winner_text,
)
from companion.i18n import listing
from companion.widgets.next_step import bring_into_view
from companion.views.games.fortune.amount_fields import amounts, money_field
from companion.views.games.fortune.texts import company, dm, t
from companion.views.games.fortune.space_forms import WIDE, assemble_form, num, retyped, said_as_typed, why_not
from companion.views.games.fortune.turn import due_box, keyed, values_of
from companion.views.table import banker_viewer, load
from companion.widgets.fields import labelled, number_field, parse_whole, radio_grid, section, text_field
from companion.widgets.title_bar import title_bar
from companion.widgets.language import language_button


# --- setup, who starts, the end -----------------------------------------------------------------

SETUP_COMPANIES, SETUP_RULES, SETUP_MINUTES = "fortune-setup-companies", "fortune-setup-rules", "fortune-setup-minutes"


def setup_form(ctx, sid: str, state, board, lang: str) -> list[ft.Control]:
    """Each player's company, the agreed playing time; then the Kasse pays the starting capital."""
    companies = ctx.get(SETUP_COMPANIES) or dict(zip(state.players, PLAYER_COMPANIES))
    least = board.value("min_playing_minutes")
    field = number_field(t(lang, "setup.minutes"), str(least))
    field.helper = t(lang, "setup.minutes_help", least=least)
    minutes = ctx.field(SETUP_MINUTES, field)

    def chooser(player):
        return lambda e: ctx.put(SETUP_COMPANIES, {**(ctx.get(SETUP_COMPANIES) or companies),
                                                   player: e.control.value})
    rows = []
    for p in state.players:
        rows += [ft.Text(t(lang, "setup.company", player=p), weight=ft.FontWeight.BOLD, key=f"company-of-{p}"),
                 # Each player's group offers the same companies: a screen reader names whose it is ("Ann: BASF").
                 radio_grid([(c, c) for c in PLAYER_COMPANIES], value=companies.get(p), on_change=chooser(p),
                            key=f"company-{p}", spoken=lambda c, p=p: f"{p}: {c}")]
    capital = A.starting_capital(board, len(state.players))

    def go(e):
        # Who starts comes next, high above this button: the page is brought up to it (a walk stood at the dice tray).
        if act(ctx, sid, A.set_up, lang, {"minutes": SETUP_MINUTES},
               companies=dict(ctx.get(SETUP_COMPANIES) or companies),
               minutes=parse_whole(ctx.text(SETUP_MINUTES), None), house_rules=list(ctx.get(SETUP_RULES, []))):
            bring_into_view(ctx, TOP)
    return [section(t(lang, "setup")),
            ft.Semantics(identifier="capital", content=ft.Text(
                t(lang, "setup.capital", amount=dm(capital, lang), n=len(state.players)), size=16)),
            *rows, minutes, *house_rule_switches(ctx, lang),
            ft.FilledButton(t(lang, "setup.go"), icon=ft.Icons.PAYMENTS, on_click=go, width=WIDE, key="setup-go",
                            style=ft.ButtonStyle(padding=16))]


def house_rule_switches(ctx, lang: str) -> list[ft.Control]:
    """The house rules a table may agree on, each off unless switched on; under each, what off and on mean, the side
    that is the app's reading where the rulebook is silent marked as an interpretation (the rules' HOUSE_RULE_SIDES)."""
    chosen = ctx.get(SETUP_RULES, [])

    def flip(rule):
        def flipped(e):
            now = set(ctx.get(SETUP_RULES, []))
            now = now | {rule} if e.control.value else now - {rule}
            ctx.put(SETUP_RULES, [r for r in HOUSE_RULES if r in now])
        return flipped
    out: list[ft.Control] = [ft.Text(t(lang, "rules"), weight=ft.FontWeight.BOLD, key="rules")]
    for r in HOUSE_RULES:  # a short label that fits a phone's width, the two sides below it
        off, on = HOUSE_RULE_SIDES[r]
        out += [labelled(ft.Switch(value=r in chosen, on_change=flip(r)), t(lang, f"rule.{r}.short"), key=f"rule-{r}"),
                ft.Semantics(identifier=f"rule-{r}-sides", key=f"rule-{r}-sides", content=ft.Column([
                    ft.Text(t(lang, f"side.off.{off}", what=t(lang, f"rule.{r}.off")), size=13),
                    ft.Text(t(lang, f"side.on.{on}", what=t(lang, f"rule.{r}.on")), size=13)], spacing=2))]
    return out


def house_rules_in_force(state, lang: str) -> list[ft.Control]:
    """The house rules and the app's readings the table plays, under their heading (the Kasse's screens)."""
    return [section(t(lang, "rules.in_force")), *house_rule_lines(state, lang)]


def house_rule_lines(state, lang: str) -> list[ft.Control]:
    """Which house rules the table plays, and the app's readings it plays (interpretations): the off side of each
    house rule left off where the rulebook is silent, and those the table has no switch for."""
    lines = [t(lang, "rule.in_force", what=t(lang, f"rule.{r}.on")) for r in state.house_rules] or [t(lang, "rules.none")]
    readings = [t(lang, "rule.reading", what=t(lang, f"rule.{r}.off")) for r in readings_in_force(state.house_rules)]
    return [ft.Semantics(identifier="house-rules", key="house-rules", content=ft.Text("\n".join(lines), size=14)),
            ft.Semantics(identifier="app-readings", key="app-readings", content=ft.Text(
                "\n".join([*readings, *(t(lang, f"reading.{r}") for r in READINGS)]), size=13, italic=True))]


# The app's readings where the rulebook leaves room and the table has no switch (interpretations, always shown).
READINGS = ("premium", "interest", "loan_again", "sell_back", "claim", "oka", "jump")


def start_box(ctx, sid: str, snap, state, lang: str, *, seat: str | None = None) -> list[ft.Control]:
    """Turn Order: every contender rolls two dice; ties roll again. The roll as the rules let this phone make it (the
    Kasse's; `seat`: that player's own phone, which says what its one tap does; real dice are typed in at the Kasse)."""
    out = [section(t(lang, "start"))]
    e = last_event(snap.log, "start_rolled")
    if e is not None:
        labels = e.data["roll"]["labels"]
        for i, p in enumerate(e.data["contenders"]):
            pair = labels[2 * i:2 * i + 2]
            out.append(ft.Row([ft.Text(t(lang, "start.total", player=p, total=int(pair[0]) + int(pair[1])),
                                       size=16, width=120), d6_row(pair, f"start-{p}")]))
        if state.phase == "start":
            out.append(ft.Text(t(lang, "start.tie", players=listing(state.contenders, lang)), size=16,
                               weight=ft.FontWeight.BOLD))
    if state.phase != "start":
        return out + [ft.Semantics(identifier="starter", content=ft.Text(
            t(lang, "start.starter", player=state.starter), size=18, weight=ft.FontWeight.BOLD))]
    may = fortune_allowed(snap.log, seat, lang)
    if not may.may("start"):
        return out + [why_not(may.why("start"), "start-why")]
    if seat is not None:
        out.append(ft.Semantics(identifier="start-help", key="start-help", content=ft.Text(
            t(lang, "start.roll.seat", players=", ".join(state.contenders)), size=14)))
    out.append(ft.FilledButton(t(lang, "start.roll"), icon=ft.Icons.CASINO, width=WIDE, key="start-roll",
                               on_click=lambda e: act(ctx, sid, A.roll_for_start, lang)))
    if seat is not None:
        return out
    keys = [f"fortune-start-{state.start_rounds}-{p}" for p in state.contenders]
    fields = []
    for key, p in zip(keys, state.contenders):
        f = number_field(t(lang, "start.field", player=p), hint="6 5")
        f.keyboard_type = ft.KeyboardType.TEXT
        fields.append(ctx.field(key, f))

    def enter(e):
        pairs = [values_of(ctx.text(k)) for k in keys]
        bad = [k for k, v in zip(keys, pairs) if len(v) != 2]
        for k in keys:
            ctx.state.errors.pop(k, None)
        if bad:
            for k in bad:  # Turn Order: each rolls both dice ("one or two" is a move's roll; a walk read it here)
                ctx.fail(k, t(lang, "start.count"))
            return
        # A die the rules refuse ("values[5]": the sixth typed, Cy's second) on its player's field, not on the first
        # player's (a walk's Kasse read Cy's "x" refused under Ann's correct throw).
        at = {f"values[{2 * i + j}]": k for i, k in enumerate(keys) for j in (0, 1)}
        act(ctx, sid, A.roll_for_start, lang, {**at, "values": keys[0]}, values=pairs)
    return out + [*fields, ft.OutlinedButton(t(lang, "start.typed"), icon=ft.Icons.EDIT, on_click=enter,
                                             width=WIDE, key="start-typed")]


def over_controls(state, lang: str, log=None) -> list[ft.Control]:
    return [section(t(lang, "over")),
            ft.Semantics(identifier="winner", content=ft.Container(
                ft.Text(winner_text(state, lang, log), size=20, weight=ft.FontWeight.BOLD),
                bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=10)),
            *([ft.Text(t(lang, "won.tripled_shared.reading"), size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT)]
              if state.tripled and len(state.winners) > 1 else []),
            *ranking(state, lang, final=True)]


# --- the banker's own screens -------------------------------------------------------------------

def kasse_table(ctx, sid: str, route: str):
    """A Kasse's screen of table `sid` at `route`: (the view saying why it cannot be read, or None; the table; its
    state as the Kasse's phone sees it; the board in force; this phone's Fortune language)."""
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed, None, None, None, None
    state, board = game_state(snap, banker_viewer(snap.setup))
    return None, snap, state, board, lang_of(ctx)


def _screen(ctx, route: str, title: str, controls: list) -> ft.View:
    # The language from the app bar, as on every screen (a second switch in the page read as the Kasse's own).
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=title_bar(title, actions=[language_button(ctx)]),
                   controls=controls)


def player_view(ctx, sid: str, base: str, i: int) -> ft.View | None:
    """One player's balance sheet: assembling products, selling shares and bonds at 60 %, a debt."""
    route = f"{base}/game/player/{i}"
    failed, snap, state, board, lang = kasse_table(ctx, sid, route)
    if failed:
        return failed
    if not 0 <= i < len(state.sheets):
        return None
    s = state.sheets[i]
    body = [sheet_card(state, s, lang)]
    if state.due is not None and state.due.debtor == s.name:
        body.append(due_box(ctx, sid, state, board, lang, base, sale_below=True))
    if state.phase == "play" and not s.bankrupt:
        key = f"fortune-sheet-{s.name}"
        # The sale first, and only while there is something to sell (a walk's debtor found it under "Assemble
        # finished products", and it stayed once nothing was left); assembling after it (a refusal says what is short).
        one = probe(lang, A.assemble, snap.log, "banker", s.name, 1)  # the rules: may even one be made now
        assemble = [keyed(section(t(lang, "assemble")), "assemble"),
                    *assemble_form(ctx, sid, key, lang, s.name, None if one.ok else one.reason)]
        held = state.owned_by(s.name)
        pick_keys = {h.company: f"{key}-urgent-{h.company}" for h in held}  # ticked on this screen (its state)

        def tick(k):
            return lambda e: ctx.put(k, bool(e.control.value))
        picks = [labelled(ft.Checkbox(value=bool(ctx.get(pick_keys[h.company], False)),
                                      on_change=tick(pick_keys[h.company])),
                          t(lang, "urgent.package", company=company(h.company), amount=dm(h.price, lang)),
                          key=pick_keys[h.company]) for h in held]
        bonds_key = f"{key}-urgent-bonds"
        bonds = num(ctx, bonds_key, t(lang, "urgent.bonds"), "0")
        bonds.on_change = retyped(ctx, bonds_key)  # what the sale brings, and the rules' answer, follow what is typed
        # What the chosen would bring, before it is booked (a walk's banker saw the 6,000 DM only after): the rules'
        # sum, for a count of bonds the player holds.
        n_bonds = parse_whole(ctx.text(bonds_key), None)
        ticked = [h.company for h in held if ctx.get(pick_keys[h.company], False)]
        # A count of bonds the rules refuse (fewer than none, more than the player holds) is said as typed, under the
        # field, the button waiting; asked on its own (no package with it: a package's refusal is the tap's to say).
        refused = bool(s.bonds) and said_as_typed(ctx, sid, lang, "urgent", {"bonds": (bonds, n_bonds)},
                                                  player=s.name, companies=())
        brings = [ft.Semantics(identifier="urgent-brings", key="urgent-brings", content=ft.Text(
            t(lang, "urgent.brings", amount=dm(A.urgent_sale_pays(state, board, ticked, n_bonds), lang)), size=15,
            weight=ft.FontWeight.BOLD))] if isinstance(n_bonds, int) and 0 <= n_bonds <= s.bonds and (
            ticked or n_bonds) else []

        def sell(e):
            chosen = [h.company for h in held if ctx.get(pick_keys[h.company], False)]
            if act(ctx, sid, A.sell_urgently, lang, {"bonds": bonds_key}, player=s.name, companies=chosen,
                   bonds=parse_whole(ctx.text(bonds_key), None) if s.bonds else 0):
                ctx.state.drop(*pick_keys.values())
        sale = [keyed(section(t(lang, "urgent")), "urgent"), *picks, *([bonds] if s.bonds else []), *brings,
                ft.FilledButton(t(lang, "urgent.go"), icon=ft.Icons.SELL, on_click=sell, width=WIDE,
                                disabled=refused, key="urgent-go")] if held or s.bonds else []
        body += [*sale, *assemble]  # the sale first: a debtor's way to the money stands under the debt
    return _screen(ctx, route, f"{t(lang, 'sheet')}: {s.name}", body)


def _leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, (*path, i))
    else:
        yield path, value


def _rebuilt(value, typed: dict, path=()):
    if isinstance(value, dict):
        return {k: _rebuilt(v, typed, (*path, k)) for k, v in value.items()}
    if isinstance(value, list):
        return [_rebuilt(v, typed, (*path, i)) for i, v in enumerate(value)]
    raw = typed[path]
    if isinstance(raw, int) or raw is None:
        return raw  # an amount already read as the phone's language writes it
    return parse_whole(raw, None) if isinstance(value, int) else (raw or "").strip()


MONEY_TABLES = ("chip_prices", "sale_prices", "loan_terms", "share_prices", "premiums")  # in DM (supply: counts)


def _typed(ctx, keys: dict, money: bool, lang: str) -> dict | None:
    """What each field (`keys`: leaf path -> field key) holds; a money table's amounts read as the phone's language
    writes them (None when one is written ambiguously: its refusal is then on the field)."""
    if not money:
        return {p: ctx.text(k) for p, k in keys.items()}
    read = amounts(ctx, lang, **{str(i): k for i, k in enumerate(keys.values())})
    return None if read is None else {p: read[str(i)] for i, p in enumerate(keys)}


def _leaf_label(path, lang: str) -> str:
    words = []
    for p in path:
        if isinstance(p, int):
            words.append(str(p + 1))
        elif p in BUSINESS_NAMES:
            words.append(company(p))
        elif p in ("payout", "interest"):
            words.append(t(lang, f"loan.{p}").split(" (")[0])
        elif p in ("dark", "light"):
            words.append(t(lang, f"oka.{p}", player="").split(" (")[0])
        elif p in CHIPS + ("products",):
            words.append(t(lang, f"chip.{p}"))
        else:
            words.append(t(lang, p) if p in ("bonds", "shares", "loan_cards") else p)
    return " ".join(words)


def _board_field(ctx, table: str, path, v, lang: str, also) -> tuple[str, ft.TextField]:
    """One cell of a price table as a field (key, field): a loan's two cells under their space's heading, labelled
    short ("Payout", "Interest": a walk's "Bayerische Vereinsbank 1 Zinsen" ran across the field's border at 412 px),
    the whole name read out."""
    k = f"fortune-board-{table}-{'-'.join(map(str, path))}"
    f = text_field(_leaf_label(path[2:] if table == "loan_terms" else path, lang), str(v), col={"xs": 6})
    # One line, never over the border, as number_field's `name` (a walk's "Bayerische / Vereinsbank" ran across it at
    # 360 px), the whole name read out.
    f.label = ft.Text(f.label, semantics_label=_leaf_label(path, lang), max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
    if table in MONEY_TABLES and isinstance(v, int):
        return k, money_field(ctx, k, f, lang, also=also)  # "= 4.000 DM" under the number, as the game prints it
    f.on_change = also
    return k, ctx.field(k, f)


def board_view(ctx, sid: str, base: str) -> ft.View | None:
    """The board tables the rulebook does not print (assumed), each editable to match the table's board."""
    route = f"{base}/game/board"
    failed, snap, state, board, lang = kasse_table(ctx, sid, route)
    if failed:
        return failed
    body = [*house_rules_in_force(state, lang), ft.Text(t(lang, "board.about"), size=13)]
    for table in EDITABLE:
        value = board.value(table)
        refused = f"fortune-board-{table}-refused"  # a refusal of the whole table, beside its Save button
        fields, keys = [], {}

        def changed(e, refused=refused) -> None:  # a table's refusal goes once one of its cells changes
            if ctx.state.errors.pop(refused, None) is not None:
                ctx.state.rerender()
        for path, v in _leaves(value):
            if table == "loan_terms" and path[2] == "payout":  # each bank space's heading, its two cells beneath
                fields.append(ft.Text(t(lang, "board.loan_space", bank=company(path[0]), n=path[1] + 1),
                                      weight=ft.FontWeight.W_500, col={"xs": 12},
                                      key=f"board-{table}-{path[0]}-{path[1]}"))
            k, f = _board_field(ctx, table, path, v, lang, changed)
            fields.append(f)
            keys[path] = k

        def save(e, table=table, value=value, keys=keys, refused=refused):
            typed = _typed(ctx, keys, table in MONEY_TABLES, lang)
            if typed is None:
                return
            new = _rebuilt(value, typed)
            # The rules' refusal at the cell at fault ("value.commerzbank.0.payout"; a walk's 55000 was refused by a
            # snackbar that named no field), or beside the Save button when it is the table's as a whole.
            at = {"value." + ".".join(map(str, path)): k for path, k in keys.items()}
            if act(ctx, sid, A.edit_fortune_board, lang, {**at, "value": refused}, key=table, value=new):
                ctx.toast(t(lang, "board.saved"))
        name = t(lang, f"board.{table}")
        body += [section(f"{name} ({t(lang, 'src.' + board.sources.get(table, 'assumed'))})"),
                 ft.ResponsiveRow(fields, run_spacing=18, key=f"board-{table}"),
                 ft.OutlinedButton(t(lang, "board.save", table=name), icon=ft.Icons.SAVE, on_click=save, width=WIDE,
                                   key=f"board-{table}-save"),
                 *([ft.Semantics(identifier=refused, key=refused, content=ft.Text(
                     ctx.error(refused), color=ft.Colors.ERROR, size=14))] if ctx.error(refused) else [])]
    return _screen(ctx, route, t(lang, "board"), body)
