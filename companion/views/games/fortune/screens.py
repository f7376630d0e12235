"""Fortune's other jobs at the Kasse: setting up, who starts, the end, and the banker's own screens —
a player's balance sheet (assembling, urgent sales), cards and payments, the price tables."""
from __future__ import annotations

import flet as ft

from calculators.fortune import actions as A
from calculators.fortune.tables import BUSINESS_NAMES, CHIPS, EDITABLE, HOUSE_RULES, PLAYER_COMPANIES
from companion.views.games.fortune.common import (
    act, d6_row, game_state, lang_switch, last_event, lang_of, ranking, sheet_card, winner_text,
)
from companion.views.games.fortune.amount_fields import amounts, money_field
from companion.views.games.fortune.texts import company, dm, t
from companion.views.games.fortune.turn import WIDE, assemble_form, due_box, kept, values_of
from companion.views.table import banker_viewer, load
from companion.widgets.fields import parse_whole, section, text_field
from companion.widgets.fields import radio as radio_row


# --- setup, who starts, the end -----------------------------------------------------------------

def setup_form(ctx, sid: str, state, board, lang: str) -> list[ft.Control]:
    """Each player's company, the agreed playing time; then the Kasse pays the starting capital."""
    form = ctx.memory.setdefault("fortune_setup", {}).setdefault(sid, {
        "companies": dict(zip(state.players, PLAYER_COMPANIES)), "minutes": str(board.value("min_playing_minutes")),
        "rules": []})
    least = board.value("min_playing_minutes")
    minutes = kept(ctx, f"fortune-{sid}-minutes", t(lang, "setup.minutes"), form["minutes"])
    minutes.helper = t(lang, "setup.minutes_help", least=least)

    def typed(e):
        form["minutes"] = minutes.value
    minutes.on_change = typed

    def chooser(player):
        def chosen(e):
            form["companies"][player] = e.control.value
        return chosen
    rows = []
    for p in state.players:
        rows += [ft.Text(t(lang, "setup.company", player=p), weight=ft.FontWeight.BOLD),
                 ft.RadioGroup(value=form["companies"].get(p), on_change=chooser(p), content=ft.ResponsiveRow(
                     [ft.Container(radio_row(value=c, label=c), col={"xs": 6}) for c in PLAYER_COMPANIES],
                     spacing=0, run_spacing=0))]
    capital = board.value("starting_capital")[str(len(state.players))]

    def go(e):
        act(ctx, sid, A.set_up, lang, {"minutes": minutes}, companies=dict(form["companies"]),
            minutes=parse_whole(minutes.value, None), house_rules=list(form["rules"]))
    return [section(t(lang, "setup")),
            ft.Semantics(identifier="capital", content=ft.Text(
                t(lang, "setup.capital", amount=dm(capital, lang), n=len(state.players)), size=16)),
            *rows, minutes, *house_rule_switches(form, lang),
            ft.FilledButton(t(lang, "setup.go"), icon=ft.Icons.PAYMENTS, on_click=go, width=WIDE,
                            style=ft.ButtonStyle(padding=16))]


def house_rule_switches(form: dict, lang: str) -> list[ft.Control]:
    """The house rules a table may agree on: each off (the rulebook's reading) unless switched on."""
    def flip(rule):
        def flipped(e):
            chosen = set(form["rules"]) | {rule} if e.control.value else set(form["rules"]) - {rule}
            form["rules"] = [r for r in HOUSE_RULES if r in chosen]
        return flipped
    out: list[ft.Control] = [ft.Text(t(lang, "rules"), weight=ft.FontWeight.BOLD)]
    for r in HOUSE_RULES:  # a short label that fits a phone's width, the whole rule below it
        out += [ft.Switch(label=t(lang, f"rule.{r}.short"), value=r in form["rules"], on_change=flip(r)),
                ft.Text(t(lang, f"rule.{r}"), size=13)]
    return out


def house_rules_in_force(state, lang: str) -> list[ft.Control]:
    """Which house rules the table plays (interpretations), or that it plays by the rulebook."""
    lines = [t(lang, f"rule.{r}") for r in state.house_rules] or [t(lang, "rules.none")]
    return [section(t(lang, "rules.in_force")),
            ft.Semantics(identifier="house-rules", content=ft.Text("\n".join(lines), size=14))]


def start_box(ctx, sid: str, snap, state, lang: str, *, typed: bool = True) -> list[ft.Control]:
    """Turn Order: every contender rolls two dice; ties roll again."""
    out = [section(t(lang, "start"))]
    e = last_event(snap.log, "start_rolled")
    if e is not None:
        labels = e.data["roll"]["labels"]
        for i, p in enumerate(e.data["contenders"]):
            pair = labels[2 * i:2 * i + 2]
            out.append(ft.Row([ft.Text(t(lang, "start.total", player=p, total=int(pair[0]) + int(pair[1])),
                                       size=16, width=120), d6_row(pair, f"start-{p}")]))
        if state.phase == "start":
            out.append(ft.Text(t(lang, "start.tie", players=", ".join(state.contenders)), size=16,
                               weight=ft.FontWeight.BOLD))
    if state.phase != "start":
        return out + [ft.Semantics(identifier="starter", content=ft.Text(
            t(lang, "start.starter", player=state.starter), size=18, weight=ft.FontWeight.BOLD))]
    out.append(ft.FilledButton(t(lang, "start.roll"), icon=ft.Icons.CASINO, width=WIDE,
                               on_click=lambda e: act(ctx, sid, A.roll_for_start, lang)))
    if not typed:
        return out
    fields = [kept(ctx, f"fortune-{sid}-start-{state.start_rounds}-{p}", t(lang, "start.field", player=p), hint="6 5")
              for p in state.contenders]
    for f in fields:
        f.keyboard_type = ft.KeyboardType.TEXT

    def enter(e):
        pairs = [values_of(f.value) for f in fields]
        bad = [f for f, v in zip(fields, pairs) if len(v) != 2]
        for f in fields:
            f.error = t(lang, "roll.count") if f in bad else None
        if not bad:
            act(ctx, sid, A.roll_for_start, lang, {"values": fields[0]}, values=pairs)
    return out + [*fields, ft.OutlinedButton(t(lang, "start.typed"), icon=ft.Icons.EDIT, on_click=enter,
                                             width=WIDE)]


def over_controls(state, lang: str) -> list[ft.Control]:
    return [section(t(lang, "over")),
            ft.Semantics(identifier="winner", content=ft.Container(
                ft.Text(winner_text(state, lang), size=20, weight=ft.FontWeight.BOLD),
                bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=12, border_radius=10)),
            *ranking(state, lang, final=True)]


# --- the banker's own screens -------------------------------------------------------------------

def _screen(ctx, route: str, title: str, controls: list) -> ft.View:
    return ft.View(route=route, scroll=ft.ScrollMode.AUTO, appbar=ft.AppBar(title=ft.Text(title)),
                   controls=[lang_switch(ctx), *controls])


def player_view(ctx, sid: str, base: str, i: int) -> ft.View | None:
    """One player's balance sheet: assembling products, selling shares and bonds at 60 %, a debt."""
    route = f"{base}/game/player/{i}"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    state, board = game_state(snap, banker_viewer(snap.setup))
    lang = lang_of(ctx)
    if not 0 <= i < len(state.sheets):
        return None
    s = state.sheets[i]
    body = [sheet_card(state, s, lang)]
    if state.due is not None and state.due.debtor == s.name:
        body.append(due_box(ctx, sid, state, board, lang, base))
    if state.phase == "play" and not s.bankrupt:
        key = f"fortune-{sid}-sheet-{s.name}"
        body += [section(t(lang, "assemble")), *assemble_form(ctx, sid, key, lang, s.name)]
        held = state.owned_by(s.name)
        picks = [ctx.keep(f"{key}-urgent-{h.company}", lambda: ft.Checkbox(value=False)) for h in held]
        for c, h in zip(picks, held):
            c.label = t(lang, "urgent.package", company=company(h.company), amount=dm(h.price, lang))
        bonds = kept(ctx, f"{key}-urgent-bonds", t(lang, "urgent.bonds"), "0")

        def sell(e):
            chosen = [h.company for c, h in zip(picks, held) if c.value]
            act(ctx, sid, A.sell_urgently, lang, {"bonds": bonds}, player=s.name, companies=chosen,
                bonds=parse_whole(bonds.value, None))
        body += [section(t(lang, "urgent")), *picks, bonds,
                 ft.FilledButton(t(lang, "urgent.go"), icon=ft.Icons.SELL, on_click=sell, width=WIDE)]
    return _screen(ctx, route, f"{t(lang, 'sheet')}: {s.name}", body)


def cards_view(ctx, sid: str, base: str) -> ft.View | None:
    """External Influences: the economy card in force; a payment a card demands, with its reason."""
    route = f"{base}/game/cards"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    state, _ = game_state(snap, banker_viewer(snap.setup))
    lang = lang_of(ctx)
    key = f"fortune-{sid}-cards"
    note = ctx.keep(f"{key}-economy", lambda: text_field(t(lang, "economy.field"), max_length=200))
    note.label = t(lang, "economy.field")
    form = ctx.memory.setdefault("fortune_card", {}).setdefault(sid, {"card": "business", "from": "", "to": ""})
    amount = money_field(kept(ctx, f"{key}-amount", t(lang, "card.amount")), lang)
    reason = ctx.keep(f"{key}-reason", lambda: text_field(t(lang, "card.reason"), max_length=200))
    reason.label = t(lang, "card.reason")

    def radio(field: str, options: list[tuple[str, str]]) -> ft.RadioGroup:
        def changed(e):
            form[field] = e.control.value
        return ft.RadioGroup(value=form[field], on_change=changed, content=ft.ResponsiveRow(
            [ft.Container(radio_row(value=v, label=label), col={"xs": 6}) for v, label in options],
            spacing=0, run_spacing=0))
    people = [("", t(lang, "kasse"))] + [(p, p) for p in state.active]

    def book(e):
        read = amounts(lang, amount=amount)
        if read is None:
            return
        if act(ctx, sid, A.card_payment, lang, {"amount": amount, "reason": reason}, payer=form["from"] or None,
               payee=form["to"] or None, amount=read["amount"], reason=reason.value or "", card=form["card"]):
            amount.value, reason.value, amount.helper = "", "", None
    body = [
        ft.Text(t(lang, "economy.now", text=state.economy_card or "–"), italic=True),
        note, ctx.keep_button(f"{key}-economy-go", lambda: ft.FilledButton(icon=ft.Icons.STICKY_NOTE_2, width=WIDE),
                              lambda e: act(ctx, sid, A.note_economy_card, lang, {"text": note}, text=note.value or ""),
                              label=t(lang, "economy.go")),
        section(t(lang, "cards")),
        ft.Text(t(lang, "card.kind"), weight=ft.FontWeight.BOLD),
        radio("card", [("business", t(lang, "card.business")), ("economy", t(lang, "card.economy"))]),
        ft.Text(t(lang, "card.from"), weight=ft.FontWeight.BOLD), radio("from", people),
        ft.Text(t(lang, "card.to"), weight=ft.FontWeight.BOLD), radio("to", people),
        amount, reason,
        ctx.keep_button(f"{key}-book", lambda: ft.FilledButton(icon=ft.Icons.PAYMENTS, width=WIDE), book,
                        label=t(lang, "card.go")),
    ]
    return _screen(ctx, route, t(lang, "cards"), body)


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


def _typed(fields: dict, money: bool, lang: str) -> dict | None:
    """What each field holds; a money table's amounts read as the phone's language writes them (None when one is
    written ambiguously: its refusal is then on the field)."""
    if not money:
        return {p: f.value for p, f in fields.items()}
    read = amounts(lang, **{str(i): f for i, f in enumerate(fields.values())})
    return None if read is None else {p: read[str(i)] for i, p in enumerate(fields)}


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


def board_view(ctx, sid: str, base: str) -> ft.View | None:
    """The board tables the rulebook does not print (assumed), each editable to match the table's board."""
    route = f"{base}/game/board"
    snap, failed = load(ctx, sid, route)
    if failed:
        return failed
    state, board = game_state(snap, banker_viewer(snap.setup))
    lang = lang_of(ctx)
    body = [*house_rules_in_force(state, lang), ft.Text(t(lang, "board.about"), size=13)]
    for table in EDITABLE:
        value = board.value(table)
        fields = {}
        for path, v in _leaves(value):
            f = ctx.keep(f"fortune-{sid}-board-{table}-{path}", lambda v=v: text_field("", str(v)))
            f.label = _leaf_label(path, lang)
            f.col = {"xs": 6}
            if table in MONEY_TABLES and isinstance(v, int):
                money_field(f, lang)  # "= 4.000 DM" under the number, as the game prints it
            fields[path] = f

        def save(e, table=table, value=value, fields=fields):
            typed = _typed(fields, table in MONEY_TABLES, lang)
            if typed is None:
                return
            new = _rebuilt(value, typed)
            if act(ctx, sid, A.edit_fortune_board, lang, key=table, value=new):
                ctx.toast(t(lang, "board.saved"))
        name = t(lang, f"board.{table}")
        body += [section(f"{name} ({t(lang, 'src.' + board.sources.get(table, 'assumed'))})"),
                 ft.ResponsiveRow(list(fields.values()), run_spacing=18),
                 ft.OutlinedButton(t(lang, "board.save", table=name), icon=ft.Icons.SAVE, on_click=save, width=WIDE)]
    return _screen(ctx, route, t(lang, "board"), body)

