"""The questions asked before a tap that puts a player out of the game (a walk: "Ann takes over Camcon" and "Declare
Bob bankrupt" acted at one tap, the only way back Undo in History, while moving a seat to a new phone asked first)."""
from __future__ import annotations

import flet as ft

from companion.i18n import _
from companion.widgets.confirm import confirm


def ask_bankrupt(ctx, full, player: str, on_yes) -> None:
    """Bankruptcy: "he is Bankrupt and out of the game. The Bank gets everything — he gets nothing. … The players who
    were shareholders in his Company lose their money/investment. The Bank keeps the bankrupt player's cash and share
    holdings in other companies. Finally, the Bank auctions off all of his Product Cards, Stores, and meters on the
    Gold Coast.\""""
    company = full.company_of(player).name
    confirm(ctx, _("Declare {p} bankrupt?").format(p=player),
            _("{p} is out of the game and {company} leaves play: its shareholders lose their shares; the Bank keeps "
              "{p}'s cash and shares in other companies and auctions the Product Cards, Stores and Gold Coast meters "
              "(Bankruptcy).").format(p=player, company=company),
            _("Declare bankrupt"), on_yes, keep=_("Not now"), yes_icon=ft.Icons.GAVEL)


def ask_takeover(ctx, full, player: str, company: str, on_yes) -> None:
    """Takeovers: "If a player owns (controls) six shares in an opponent's Company, he can take it over. This puts the
    other player out of business, and out of the game." — the taker's choice, asked before it is recorded."""
    loser = full.company(company).ceo
    confirm(ctx, _("{p} takes over {company}?").format(p=player, company=company),
            _("{loser} is out of the game. {p} keeps {company}'s cash, Product Cards and Gold Coast meters and "
              "{loser}'s shares in other companies; the other shareholders sell theirs to the Bank at the market "
              "price; {company} leaves play (Takeovers).").format(p=player, company=company, loser=loser),
            _("Take over"), on_yes, keep=_("Not now"), yes_icon=ft.Icons.HANDSHAKE)
