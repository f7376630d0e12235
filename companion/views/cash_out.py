"""Quick Cash Out (Rollout): each company's share value and each player's Cash Out, live as you type."""
from __future__ import annotations

import secrets
from datetime import UTC, datetime

import flet as ft

from calculators.core.model import RuleError
from calculators.core.money import format_rollout_column, format_rollout_tenths
from calculators.core.table import seat_name
from calculators.rollout.companies import CITIES, COMPANY_NAMES
from calculators.rollout.scoring import (
    CompanyAssets,
    cash_out,
    cash_out_problems,
    cash_out_lines,
    share_value_tenths,
    validate_cash_out,
)
from companion.i18n import N_, _
from companion.i18n.refusals import refusal
from companion.results import play_of_cash_out
from companion.views.settings import floor_switch
from companion.widgets.confirm import confirm
from companion.widgets.fields import number_field, parse_whole, section, text_field
from companion.widgets.results_bar import results_buttons

# The rulebook's Share Value lines, in its order: (key, label, what it counts for)
ASSET_FIELDS = (
    ("money", N_("money ($M)"), N_("Money $M"), N_("face value")),
    ("stores", N_("stores"), N_("Stores"), N_("$50M each")),
    ("product_cards", N_("product cards"), N_("Product cards"), N_("$50M each")),
    ("gold_coast", N_("Gold Coast meters"), N_("Gold Coast"), N_("meters, $1B each")),
    ("loans", N_("loans ($M)"), N_("Loans $M"), N_("principal, deducted")),
)


# The rules' reasons a typed field meets most (worded in English by the rules), in the phone's language.
FIELD_REASONS = (N_("must be a whole number ≥ 0"), N_("is missing"))


def breakdown(lines) -> str:
    """'5 × $800M Simcor + 2 × $500M Bermax': a player's shares times their value, as the rulebook adds them."""
    if not lines:
        return _("No shares: $0M")
    return " + ".join(f"{n} × {format_rollout_tenths(value)} {company}" for company, n, value, _ in lines)


def _card(*controls: ft.Control) -> ft.Card:
    return ft.Card(semantic_container=False, content=ft.Container(ft.Column(list(controls)), padding=12))


class CashOutForm:
    """The form's controls and its per-session values (kept in ctx.memory, so a reload keeps them)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.st = ctx.memory.setdefault("cash_out", {"in_play": [], "assets": {}, "players": [], "shares": {}})
        self.chips = ft.Row(wrap=True, spacing=6)
        self.companies = ft.Column()
        self.players = ft.Column()
        self.new_player = text_field(_("Player's name"), max_length=24, expand=True, on_submit=self.add_player)
        self.banner = ft.Text("", color=ft.Colors.ERROR)
        self.winners = ft.Text("", size=18, weight=ft.FontWeight.BOLD)
        self.leader = ft.Text(_("Cash Out: add companies and players"), size=16)
        self.ranking = ft.Column(spacing=2)
        self.export = ft.Column()  # Send to BG Stats, Copy results, Download CSV once there is a ranking
        self.asset_fields: dict[tuple[str, str], ft.TextField] = {}
        self.share_fields: dict[tuple[str, str], ft.TextField] = {}
        self.share_texts: dict[str, ft.Text] = {}
        self.company_notes: dict[str, ft.Text] = {}
        self.rebuild()

    @property
    def in_play(self) -> list[str]:
        return [c for c in COMPANY_NAMES if c in self.st["in_play"]]

    def rebuild(self) -> None:
        """Recreate the per-company and per-player cards in place (the page keeps its scroll position)."""
        st, in_play = self.st, self.in_play
        # The same chip objects every rebuild: a second chip tapped while the first one's rebuild reaches the page
        # must find its chip (a new chip each time dropped that tap — seen on a busy CI machine).
        if not self.chips.controls:
            self.chips.controls = [ft.Chip(label=ft.Text(c), on_select=self.toggler(c)) for c in COMPANY_NAMES]
        for chip, c in zip(self.chips.controls, COMPANY_NAMES):
            chip.selected = c in in_play
        self.asset_fields, self.share_fields, self.share_texts, self.company_notes = {}, {}, {}, {}
        cards = []
        for c in in_play:
            fields = []
            for k, label, short, note in ASSET_FIELDS:
                f = number_field(_(short), st["assets"].get(f"{c}.{k}", ""), self.setter("assets", f"{c}.{k}"),
                                 col={"xs": 6}, name=f"{c} {_(label)}")
                f.helper = _(note)
                self.asset_fields[(c, k)] = f
                fields.append(f)
            self.share_texts[c] = ft.Text("", size=18, weight=ft.FontWeight.BOLD)
            self.company_notes[c] = ft.Text("", color=ft.Colors.ERROR)
            cards.append(_card(ft.Text(f"{c} — {CITIES[c]}", theme_style=ft.TextThemeStyle.TITLE_MEDIUM),
                               ft.Semantics(content=self.share_texts[c], identifier=f"share-{c}"),
                               self.company_notes[c], ft.ResponsiveRow(fields, run_spacing=4)))
        self.companies.controls = cards
        cards = []
        for p in st["players"]:
            fields = []
            for c in in_play:
                f = number_field(c, st["shares"].get(f"{p}.{c}", ""), self.setter("shares", f"{p}.{c}"),
                                 col={"xs": 4}, name=_("{name}'s {company} shares").format(name=p, company=c))
                self.share_fields[(p, c)] = f
                fields.append(f)
            cards.append(_card(
                ft.Row([ft.Text(_("{name}'s shares").format(name=p), theme_style=ft.TextThemeStyle.TITLE_MEDIUM, expand=True),
                        ft.IconButton(ft.Icons.CLOSE, tooltip=_("Remove {name}").format(name=p), on_click=self.remover(p))]),
                ft.ResponsiveRow(fields, run_spacing=4) if fields else ft.Text(
                    _("Choose the companies in play first."), italic=True)))
        self.players.controls = cards
        self.recompute()

    def raw(self) -> dict:
        st, in_play = self.st, self.in_play
        return {
            "companies": [{"name": c, **{k: parse_whole(st["assets"].get(f"{c}.{k}")) for k, *_ in ASSET_FIELDS}}
                          for c in in_play],
            "holdings": {p: {c: parse_whole(st["shares"].get(f"{p}.{c}")) for c in in_play} for p in st["players"]},
        }

    def recompute(self) -> None:
        """Validate with the rules core, put each error on its field, and show values and ranking."""
        data, in_play = self.raw(), self.in_play
        errors = cash_out_problems(data)
        floor = self.ctx.services.settings.value.floor_negative_share_values
        for f in (*self.asset_fields.values(), *self.share_fields.values()):
            f.error = None
        for t in self.company_notes.values():
            t.value = ""
        general, bad_companies = [], set()
        for err in errors:  # each the rules' refusal, with its field path, in the phone's language
            path, reason = err.field or "", refusal(err)
            head, __, rest = path.partition(".")
            if head.startswith("companies[") and head.endswith("]"):
                c = in_play[int(head[10:-1])]
                bad_companies.add(c)
                target = self.asset_fields.get((c, rest))
                if target:
                    target.error = reason
                else:
                    self.company_notes[c].value = reason
            elif head == "holdings" and tuple(rest.split(".")) in self.share_fields:
                self.share_fields[tuple(rest.split("."))].error = reason
            else:
                general.append(reason)
        # "No companies" / "no players" is the empty form's state, not an error: the ranking says what to add.
        ready = bool(in_play and self.st["players"])
        self.banner.value = "\n".join(general) if ready else ""
        for i, c in enumerate(in_play):
            if c in bad_companies:
                self.share_texts[c].value = _("Share value: fix the marked field")
            else:
                value = share_value_tenths(CompanyAssets.model_validate(data["companies"][i]), floor_negative=floor)
                self.share_texts[c].value = _("Share value {value}").format(value=format_rollout_tenths(value))
        self.export.controls = []
        if errors or not ready:
            self.winners.value = ""
            self.leader.value = _("Cash Out: fix the marked fields") if ready else \
                _("Cash Out: add companies and players")
            self.ranking.controls = [ft.Text(_("Fix the marked fields to see the ranking.") if ready else
                                             _("Add the companies in play and the players to see the ranking."),
                                             italic=True)]
            return
        inp = validate_cash_out(data)
        result = cash_out(inp, floor_negative=floor)
        lines = cash_out_lines(inp, result)
        shown = dict(zip((p.name for p in result.players), format_rollout_column([p.cash_out for p in result.players])))
        self.ranking.controls = [
            ft.Column([
                ft.Row([ft.Text(f"{p.rank}.", width=28, size=18), ft.Text(p.name, expand=True, size=18),
                        ft.Semantics(content=ft.Text(shown[p.name], size=18,
                                                     weight=ft.FontWeight.BOLD), identifier=f"cashout-{p.name}")]),
                ft.Semantics(identifier=f"breakdown-{p.name}", content=ft.Text(breakdown(lines[p.name]), size=13)),
            ], spacing=0)
            for p in result.players
        ]
        names = list(result.winners)
        self.winners.value = _("Winner: {name}").format(name=names[0]) if len(names) == 1 else \
            _("Tie for first: {names}").format(names=", ".join(names))
        self.leader.value = " · ".join(f"{p.rank}. {p.name} {shown[p.name]}" for p in result.players)
        play_id = self.ctx.memory.setdefault("cash_out_play", f"cash-out-{secrets.token_hex(6)}")
        self.export.controls = results_buttons(self.ctx, play_of_cash_out(
            result, self.st["players"], play_id=play_id, when=datetime.now(UTC)))

    def setter(self, kind: str, key: str):
        def changed(e):
            self.st[kind][key] = e.control.value
            self.recompute()
        return changed

    def toggler(self, company: str):
        def toggled(e):
            self.st["in_play"] = [c for c in COMPANY_NAMES if (c in self.st["in_play"]) != (c == company)]
            self.rebuild()
        return toggled

    def add_player(self, e=None) -> None:
        self.new_player.error = None
        if not (self.new_player.value or "").strip():
            self.new_player.error = _("Type a name first")
            return
        try:  # the same name rule as a table's seats: clean, visible, unlike every listed name
            name = seat_name(self.new_player.value, self.st["players"], len(self.st["players"]))
        except RuleError as err:
            self.new_player.error = _listed(err)
            return
        self.st["players"].append(name)
        self.new_player.value = ""
        self.rebuild()

    def remover(self, name: str):
        def removed():
            if name in self.st["players"]:
                self.st["players"].remove(name)
            self.rebuild()

        return lambda e: confirm(
            self.ctx, _("Remove {name}?").format(name=name),
            _("{name} and the shares typed for them are removed from this Cash Out.").format(name=name),
            _("Remove {name}").format(name=name), removed)


def view(ctx) -> ft.View:
    form = CashOutForm(ctx)

    def clear_all():
        ctx.memory.pop("cash_out", None)
        ctx.refresh()

    def ask_clear(e):
        confirm(ctx, _("Clear all?"), _("Every company, player and number typed here is removed."), _("Clear all"),
                clear_all)

    return ft.View(
        route="/cash-out",
        scroll=ft.ScrollMode.AUTO,
        appbar=ft.AppBar(title=ft.Text(_("Quick Cash Out")),
                         actions=[ft.IconButton(ft.Icons.DELETE_SWEEP, tooltip=_("Clear all"), on_click=ask_clear)]),
        bottom_appbar=ft.BottomAppBar(content=ft.Semantics(content=form.leader, identifier="leader"), height=56,
                                      padding=ft.Padding.symmetric(horizontal=16, vertical=8)),
        controls=[
            ft.Text(_("Rollout's Cash Out: a company's net worth is its money, plus $50M per store and per product "
                      "card, plus $1B per Gold Coast meter, minus its loans; a share is worth a tenth of that."),
                    size=13),
            section(_("Companies in play")),
            form.chips,
            form.companies,
            section(_("Players and their shares")),
            ft.Row([form.new_player, ft.FilledTonalButton(_("Add player"), icon=ft.Icons.PERSON_ADD, on_click=form.add_player)]),
            form.players,
            section(_("Ranking")),
            floor_switch(ctx, on_change=form.recompute),
            form.banner,
            form.winners,
            form.ranking,
            form.export,
        ],
    )


def _listed(err: RuleError) -> str:
    """A seat-name refusal as Quick Cash Out says it: its players are listed here, not seated at a table."""
    if err.template == "{other} is already at the table":
        return _("{name} is already listed").format(name=err.params["other"])
    if err.template.startswith("{player} looks just like {other}, who is already at the table"):
        return _("{player} looks just like {other}, who is already listed: choose a name that looks different").format(
            player=err.params["player"], other=err.params["other"])
    return refusal(err)
