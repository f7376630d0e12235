"""Quick Cash Out (Rollout): each company's share value and each player's Cash Out, live as you type."""
from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime

import flet as ft

from calculators.games import PLAYER_RANGE
from calculators.core.money import format_rollout_column, format_rollout_tenths
from calculators.rollout.companies import COMPANY_NAMES
from calculators.rollout.scoring import (
    CompanyAssets,
    cash_out,
    cash_out_problems,
    cash_out_lines,
    share_value_tenths,
    shares_held,
    validate_cash_out,
)
from companion.i18n import N_, _
from companion.i18n.refusals import refusal
from companion.results import play_of_cash_out
from companion.views.games.rollout.common import city, read_money
from companion.views.settings import FLOOR_LABEL, FLOOR_SCOPE, floor_switch
from companion.widgets.fields import number_field, parse_whole, section
from companion.widgets.icon_button import icon_button
from companion.widgets.quick import (
    bar,
    bar_text,
    card,
    clear_button,
    listed as _listed,  # noqa: F401 (Quick Cash Out's words for a listed name)
    new_player_row,
    players as quick_players,
    ranking_rows,
    ranking_section,
    remover,
    shown_errors,
    waiting,
    winners_line,
)
from companion.widgets.results_bar import results_buttons
from companion.widgets.title_bar import title_bar

GAME = "rollout"
# The rulebook's Share Value lines, in its order: (key, label, what it counts for)
ASSET_FIELDS = (
    ("money", N_("money ($M)"), N_("Money $M"), N_("face value")),
    ("stores", N_("stores"), N_("Stores"), N_("$50M each")),
    ("product_cards", N_("product cards"), N_("Product cards"), N_("$50M each")),
    ("gold_coast", N_("Gold Coast meters"), N_("Gold Coast"), N_("meters, $1B each")),
    ("loans", N_("loans ($M)"), N_("Loans $M"), N_("principal, deducted")),
)


# Cash Out Value: "The player with the highest Cash Out value wins" names no tie-break: a tie shares the win, and every
# screen that shows one (Quick Cash Out, the live game's end) says it is the app's reading, as Fortune's screen does.
TIE_READING = N_("Interpretation (the rulebook says nothing about ties): tied players share the victory.")


# The rules' reasons a typed field meets most (worded in English by the rules), in the phone's language.
FIELD_REASONS = (N_("must be a whole number ≥ 0"), N_("is missing"))
# Digits a typed amount may have: the rules bound it (and say "too large", naming the bound) long before this; past it
# the text stays text (Python reads no longer number from text).
LONGEST = 4000


def breakdown(lines) -> str:
    """'5 × $800M Simcor + 2 × $500M Bermax': a player's shares times their value, as the rulebook adds them."""
    if not lines:
        return _("No shares: $0M")
    return " + ".join(f"{n} × {format_rollout_tenths(value)} {company}" for company, n, value, _ in lines)


def _in_play(ctx) -> list[str]:
    return [c for c in COMPANY_NAMES if c in ctx.get("in_play", [])]


def _asset_key(company: str, kind: str) -> str:
    return f"asset-{company}-{kind}"


def _share_key(player: str, company: str) -> str:
    return f"shares-{player}-{company}"


# The fields of $ millions: they read money in any form the game prints it ("1500", "1,500", "$1.5B", "1.5B").
MONEY_FIELDS = ("money", "loans")


# The fields a company's count needs typed, 0 if none (left empty, the rules refuse them: Share Value counts a
# company's money at face value, and a company picked with nothing typed read "Share value $0M" and was ranked so).
# Stores, product cards, Gold Coast meters and loans a company often has none of: empty is 0 there, as on the sheet.
NEEDED = ("money",)


def _number(text: str | None, money: bool = False, needed: bool = False):
    """A typed amount as the rules read it (`money`: a $M field, read as `read_money` reads it; `needed`: empty is
    None, for the rules to ask for it); digits past LONGEST stand for a number past every bound (the rules call it
    too large, as they would the number itself)."""
    if needed and not (text or "").strip():
        return None
    value = read_money(text, 0, longest=LONGEST) if money else parse_whole(text, longest=LONGEST)
    return 10**LONGEST if isinstance(value, str) and re.fullmatch("[0-9]+", value) else value


def _raw(in_play: list[str], players: list[str], typed) -> dict:
    """The form as the rules read it (`typed(key)`: what a field holds)."""
    return {
        "companies": [{"name": c, **{k: _number(typed(_asset_key(c, k)), k in MONEY_FIELDS, k in NEEDED)
                                 for k, *_ in ASSET_FIELDS}}
                      for c in in_play],
        "holdings": {p: {c: _number(typed(_share_key(p, c))) for c in in_play} for p in players},
    }


def _chips(ctx) -> ft.Control:
    in_play = _in_play(ctx)

    def toggler(company: str):
        def toggled(e):  # the state as it is when tapped (another chip's tap may have changed it since the draw)
            now = _in_play(ctx)
            ctx.put("in_play", [c for c in COMPANY_NAMES if (c in now) != (c == company)])
        return toggled

    return ft.Row([ft.Chip(label=ft.Text(c), selected=c in in_play, on_select=toggler(c), key=f"chip-{c}")
                   for c in COMPANY_NAMES], wrap=True, spacing=6)


def _remover(ctx, name: str):
    return remover(ctx, name, [_share_key(name, c) for c in COMPANY_NAMES],
                   _("{name} and the shares typed for them are removed from this Cash Out.").format(name=name))


class _Shown:
    """What the ranking part of the screen shows, computed from the typed form by the rules."""

    def __init__(self):
        self.banner = ""
        self.winners = ""
        self.note = ""  # the tie's reading, under the winners
        self.leader = _("Cash Out: add companies and players")
        self.ranking: list[ft.Control] = []
        self.export: list[ft.Control] = []


def _company_at(path: str, in_play: list[str]) -> str | None:
    """The company a rules' field path names ("companies[2].cash" is the third company in play), or None."""
    head = path.partition(".")[0]
    return in_play[int(head[10:-1])] if head.startswith("companies[") and head.endswith("]") else None


def _score(ctx, in_play, players, asset_fields, share_fields, company_notes, share_texts, floor_notes) -> _Shown:
    """Validate with the rules core, put each error on its field (this render's, not yet drawn), and show values
    and ranking."""
    fields = {**{_asset_key(c, k): f for (c, k), f in asset_fields.items()},
              **{_share_key(p, c): f for (p, c), f in share_fields.items()}}
    data = _raw(in_play, players, lambda key: fields[key].value)
    problems = cash_out_problems(data, bounded=True)  # typed on a phone: a huge amount is "too large"
    # A fresh form marks no empty field (a walk picked six companies and read six red fields before typing a thing):
    # the ranking's place asks for the companies' money until anything is typed, as the other counts' screens do.
    errors = shown_errors(problems, [f.value for f in fields.values()])
    asked = len(errors) < len(problems)  # needed numbers left empty, not marked yet
    floor = ctx.services.settings.value.floor_negative_share_values
    general, bad_companies = [], set()
    for err in errors:  # each the rules' refusal, with its field path, in the phone's language
        path, reason = err.field or "", refusal(err)
        head, __, rest = path.partition(".")
        c = _company_at(path, in_play)
        if c is not None:
            bad_companies.add(c)
            target = asset_fields.get((c, rest))
            if target:
                target.error = reason
            else:
                company_notes[c] = reason
        elif head == "holdings" and tuple(rest.split(".")) in share_fields:
            share_fields[tuple(rest.split("."))].error = reason
        elif path == "holdings" and err.params.get("company") in in_play:
            # More of a company's shares held than it has (Stage 1: 10 a company): every count of it is at fault
            # that holds some, so each is marked (the sentence itself stands under the ranking).
            general.append(reason)
            company = err.params["company"]
            for p in players:
                held = data["holdings"][p][company]
                if isinstance(held, int) and held > 0:
                    share_fields[(p, company)].error = share_fields[(p, company)].error or _(
                        "{n} in all; {company} has only {most}").format(
                        n=err.params["n"], company=company, most=err.params["most"])
        else:
            general.append(reason)
    shown = _Shown()
    # "No companies" / "no players" is the empty form's state, not an error: the ranking says what to add.
    # Rollout is for 2 to 6 players (Setting Up): one player's count is no ranking yet (Add player refuses a seventh).
    fewest, most = PLAYER_RANGE[GAME]
    ready = bool(in_play) and len(players) >= fewest
    shown.banner = "\n".join(general) if ready else ""
    unready = {_company_at(e.field or "", in_play) for e in problems} - {None}  # its money not typed, marked or not
    for i, c in enumerate(in_play):
        if c in bad_companies:
            share_texts[c] = _("Share value: fix the marked field")
        elif c in unready:
            share_texts[c] = _("Share value: type its money")
        else:
            assets = CompanyAssets.model_validate(data["companies"][i])
            value, ruled = share_value_tenths(assets, floor_negative=floor), share_value_tenths(assets)
            share_texts[c] = _("Share value {value}").format(value=format_rollout_tenths(value))
            if value != ruled:  # the house rule changed it: the card says what the rulebook gives, and why it differs
                floor_notes[c] = _("By the rulebook {value}; floored at $0 by the switch “{switch}”").format(
                    value=format_rollout_tenths(ruled), switch=_(FLOOR_LABEL))
    if errors or asked or not ready:
        # The bar says what is missing, as the ranking's place does (a walk read "add companies and players" with
        # a company and a player added).
        shown.leader = (_("Cash Out: fix the marked fields") if errors else _("Cash Out: type each company's money")) \
            if ready else _("Cash Out: add another player") if (in_play and players) else \
            _("Cash Out: add companies and players")
        shown.ranking = waiting(
            (_("Fix the marked fields to see the ranking.") if errors else
             _("Type each company's money (0 if none) and who holds its shares to see the ranking.")) if ready else
            _("Rollout is for {low} to {high} players: add another player to see the ranking.").format(
                low=fewest, high=most) if in_play and players else
            _("Add the companies in play and the players to see the ranking."))
        return shown
    inp = validate_cash_out(data)
    if not shares_held(inp):  # everyone at $0 is no tie for first: nothing to rank until a share is held
        shown.leader = _("Cash Out: enter who holds the shares")
        shown.ranking = waiting(_("Enter the companies and who holds their shares to see the ranking."))
        return shown
    result = cash_out(inp, floor_negative=floor)
    lines = cash_out_lines(inp, result)
    money = dict(zip((p.name for p in result.players), format_rollout_column([p.cash_out for p in result.players])))
    shown.ranking = ranking_rows([(p.rank, p.name, money[p.name], breakdown(lines[p.name])) for p in result.players],
                                 score_id="cashout", detail_id="breakdown")
    shown.winners = winners_line(result.winners)
    shown.note = _(TIE_READING) if len(result.winners) > 1 else ""
    shown.leader = bar_text([(p.rank, p.name, money[p.name]) for p in result.players])
    # One play id for this Cash Out while the screen stands (BG Stats sees the same play, not a new one per draw);
    # set while drawing, so without a redraw of its own.
    play_id = ctx.state.values.setdefault("play_id", f"cash-out-{secrets.token_hex(6)}")
    shown.export = results_buttons(ctx, play_of_cash_out(result, players, table=_("Quick Cash Out"), play_id=play_id,
                                                             when=datetime.now(UTC)))
    return shown


# A player's share fields, three to a row from a 400 px wide phone up; two to a row below, where a third of the card
# left "Pedrasca" broken over two lines in its field (360 px).
SHARES_THREE_TO_A_ROW = {"xs": 0, "sm": 400}


def view(ctx) -> ft.View:
    in_play, players = _in_play(ctx), quick_players(ctx)
    typing = lambda e: ctx.state.rerender()  # the values and the ranking follow every keystroke

    # This render's fields, carrying what was typed; their errors are set below, before the screen is drawn.
    asset_fields: dict[tuple[str, str], ft.TextField] = {}
    for c in in_play:
        for k, label, short, note in ASSET_FIELDS:
            f = number_field(_(short), "", typing, col={"xs": 6}, name=f"{c} {_(label)}")
            f.helper = _(note)
            asset_fields[(c, k)] = ctx.field(_asset_key(c, k), f)
    share_fields: dict[tuple[str, str], ft.TextField] = {}
    for p in players:
        for c in in_play:
            share_fields[(p, c)] = ctx.field(_share_key(p, c), number_field(
                c, "", typing, col={"xs": 6, "sm": 4}, name=_("{name}'s {company} shares").format(name=p, company=c)))
    company_notes: dict[str, str] = {}
    share_texts: dict[str, str] = {}
    floor_notes: dict[str, str] = {}
    shown = _score(ctx, in_play, players, asset_fields, share_fields, company_notes, share_texts, floor_notes)

    companies = [card(ft.Text(f"{c} — {city(c)}", theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
                       ft.Semantics(content=ft.Text(share_texts.get(c, ""), size=18, weight=ft.FontWeight.BOLD),
                                    identifier=f"share-{c}"),
                       ft.Semantics(content=ft.Text(floor_notes.get(c, ""), size=13, italic=True),
                                    identifier=f"floor-note-{c}", visible=c in floor_notes),
                       ft.Text(company_notes.get(c, ""), color=ft.Colors.ERROR),
                       # room for a message on two lines under a field (it ran into the next row's label)
                       ft.ResponsiveRow([asset_fields[(c, k)] for k, *_ in ASSET_FIELDS], run_spacing=14),
                       key=f"company-{c}")
                 for c in in_play]
    player_cards = [card(
        ft.Row([ft.Text(_("{name}'s shares").format(name=p), theme_style=ft.TextThemeStyle.TITLE_MEDIUM, expand=True),
                icon_button(ft.Icons.CLOSE, _("Remove {name}").format(name=p), on_click=_remover(ctx, p))]),
        ft.ResponsiveRow([share_fields[(p, c)] for c in in_play], run_spacing=14, breakpoints=SHARES_THREE_TO_A_ROW)
        if in_play else ft.Text(
            _("Choose the companies in play first."), italic=True),
        key=f"player-{p}") for p in players]

    return ft.View(
        route="/cash-out",
        scroll=ft.ScrollMode.AUTO,
        appbar=title_bar(_("Rollout: Quick Cash Out"),  # named as Home names it, the game first
                         actions=[clear_button(ctx, _("Every company, player and number typed here is removed."))]),
        bottom_appbar=bar(shown.leader),
        controls=[
            ft.Text(_("Rollout's Cash Out: a company's net worth is its money, plus $50M per store and per product "
                      "card, plus $1B per Gold Coast meter, minus its loans; a share is worth a tenth of that."),
                    size=13),
            section(_("Companies in play")),
            _chips(ctx),
            floor_switch(ctx),  # next to the share values it changes first
            # A walk turned it on here to try a "what if": it changed every saved Rollout table's scoring, unsaid.
            ft.Text(_(FLOOR_SCOPE), size=13, key="floor-scope-quick"),
            ft.Column(companies),
            section(_("Players and their shares")),
            new_player_row(ctx, GAME),  # no more players than Rollout takes
            ft.Column(player_cards),
            *ranking_section(shown.banner, shown.winners, shown.ranking, shown.export, shown.note),
        ],
    )
