"""Fortune's shared screen parts: the language, acting with translated refusals, dice faces,
balance sheets, the live ranking and a line about what just happened."""
from __future__ import annotations

import logging

import flet as ft

from calculators.core.log import latest_action
from calculators.fortune import words as fortune_words
from calculators.fortune.fold import balance_when_paid, closest_to_target, state_of, tripled_at_once
from calculators.fortune.scoring import how_won, standings
from calculators.fortune.state import (BOND_VALUE, LOAN_VALUE, PRODUCT_VALUE, FortuneState, Sheet, balance,
                                      balance_parts)
from calculators.fortune.tables import fortune_board
from calculators.fortune.view import view_for
from calculators.fortune.turns import interest_waived
from companion.i18n import listing
from companion.i18n.refusals import refusal
from companion.views.phone_lang import device_lang
from companion.views.games.fortune.texts import DEFAULT, company, dm, space_label, t
from companion.widgets.dice import die_face

logger = logging.getLogger("companion")


# --- the language -------------------------------------------------------------------------------

def lang_of(ctx) -> str:
    """The language this browser session reads Fortune in: chosen, else the device's, else German."""
    session = getattr(ctx, "session", ctx)
    if session.fortune_lang:
        return session.fortune_lang
    device = device_lang(session)
    if device is None:
        return DEFAULT
    return "de" if device in ("de", "") else "en"


# --- acting -------------------------------------------------------------------------------------

TOP = "fortune-header"  # the Kasse's panel's first line: where a tap that starts the next step scrolls (`next_step`)


def act(ctx, sid: str, command, lang: str, fields: dict[str, str] | None = None, **kw) -> bool:
    """Run a Fortune command (`Ctx.act`); a refusal is put on the field at fault (`fields`: the rules' field name
    -> the screen's field key) or shown, in Fortune's language on this phone. A new try clears those fields' old
    refusals."""
    return ctx.act(sid, lambda log, actor: command(log, actor, **kw), fields=fields or {},
                   words=lambda err: refusal(err, lang))


def game_state(snap, viewer) -> tuple[FortuneState, object]:
    """The state as `viewer` may see it, and the board in force."""
    return view_for(state_of(snap.log), viewer), fortune_board(snap.log)


def last_event(log, *kinds: str):
    """The latest Fortune action in force of one of `kinds` (all Fortune actions when none given)."""
    return latest_action(log, "fortune:" + ",".join(kinds),
                         lambda e: e.kind.startswith("fortune.") and (not kinds or e.kind[8:] in kinds))


# --- dice ---------------------------------------------------------------------------------------

def d6_row(labels, prefix: str) -> ft.Row:
    return ft.Row([die_face(int(v), 52, identifier=f"{prefix}-{i}") for i, v in enumerate(labels)], spacing=10)


def oka_face(label: str, dark: bool, lang: str, *, size: int = 76, identifier: str | None = None,
             selected: bool = False, on_click=None) -> ft.Control:
    """An ÖKA die's face as it looks: dark or light, the label on it (a button when `on_click`)."""
    name = t(lang, "oka.face.dark" if dark else "oka.face.light", face=label)
    bg, fg = (ft.Colors.BLUE_GREY_900, ft.Colors.WHITE) if dark else (ft.Colors.AMBER_50, ft.Colors.BLACK)
    text = ft.Text(label, size=(11 if len(label) > 6 else 13 if len(label) > 5 else 15) if on_click
                   else (13 if len(label) > 6 else 16), weight=ft.FontWeight.BOLD, color=fg,
                   text_align=ft.TextAlign.CENTER, semantics_label=name)
    if on_click is None:
        box = ft.Container(text, width=size, height=size, bgcolor=bg, border=ft.Border.all(2, ft.Colors.BLACK_54),
                           border_radius=size * 0.16, alignment=ft.Alignment.CENTER, padding=4)
        return ft.Semantics(content=box, label=name, identifier=identifier)
    return ft.Button(content=text, on_click=on_click, width=size, height=size, style=face_style(dark, size, selected))


def face_style(dark: bool, size: int, selected: bool) -> ft.ButtonStyle:
    """A tappable ÖKA face: the die's colour; a thick frame when it is the face chosen."""
    bg, fg = (ft.Colors.BLUE_GREY_900, ft.Colors.WHITE) if dark else (ft.Colors.AMBER_50, ft.Colors.BLACK)
    return ft.ButtonStyle(bgcolor=bg, color=fg, padding=4, shape=ft.RoundedRectangleBorder(radius=size * 0.16),
                          side=ft.BorderSide(5, ft.Colors.PINK_ACCENT_400) if selected
                          else ft.BorderSide(1, ft.Colors.BLACK_54))


# --- balance sheets and the ranking -------------------------------------------------------------

def big(text: str, identifier: str, size: int = 22) -> ft.Control:
    return ft.Semantics(identifier=identifier, content=ft.Text(text, size=size, weight=ft.FontWeight.BOLD))


def sheet_lines(state: FortuneState, s: Sheet, lang: str) -> list[ft.Control]:
    """A balance sheet's holdings, line by line (everything lies open on the board)."""
    chips = " · ".join(f"{t(lang, f'chip.{k}')} {getattr(s, k)}" for k in ("factory", "energy", "personnel"))
    service = " · ".join(f"{t(lang, f'chip.{k}')} {getattr(s, k)}"
                         for k in ("advertising", "consulting", "insurance"))
    held = state.owned_by(s.name)
    shares = ", ".join(f"{company(h.company)} ({dm(h.price, lang)})" for h in held) or t(lang, "none")
    # Loans: "50,000 DM per loan" is repaid whatever was paid out (a walk could not make 48,000 add up to 50,000)
    # The bank's shareholder repays no interest (Loans: "The interest payment is cancelled if you own the share
    # package of that bank"): a walk's sheet read "3,000 DM interest" beside the loan never charged it.
    loans = "; ".join(t(lang, "loan.line.waived" if interest_waived(state, s.name, ln.bank) else "loan.line",
                        bank=company(ln.bank), n=ln.space, payout=dm(ln.payout, lang), amount=dm(LOAN_VALUE, lang),
                        interest=dm(ln.interest, lang)) for ln in s.loans) or t(lang, "none")
    return [
        ft.Semantics(identifier=f"products-{s.name}", content=ft.Text(
            f"{t(lang, 'chip.products')}: {s.products}", size=16, weight=ft.FontWeight.W_500)),
        ft.Text(chips, size=14), ft.Text(service, size=14),
        ft.Semantics(identifier=f"bonds-{s.name}", content=ft.Text(f"{t(lang, 'bonds')}: {s.bonds}", size=14)),
        ft.Semantics(identifier=f"shares-{s.name}", content=ft.Text(f"{t(lang, 'shares')}: {shares}", size=14)),
        ft.Semantics(identifier=f"loans-{s.name}", content=ft.Text(f"{t(lang, 'loans')}: {loans}", size=14)),
    ]


def sheet_card(state: FortuneState, s: Sheet, lang: str, *, on_open=None, mine: bool = False) -> ft.Control:
    """One player's balance sheet board: cash big, the holdings, the live balance."""
    head = ft.Row([ft.Text(s.name, size=18, weight=ft.FontWeight.BOLD),
                   ft.Text(f"{s.company} · {t(lang, 'space')}: {space_label(s.space, lang)}", size=13, expand=True,
                           text_align=ft.TextAlign.END)])
    if s.bankrupt:
        return ft.Card(ft.Container(ft.Column([head, ft.Text(t(lang, "bankrupt"), italic=True,
                                                             color=ft.Colors.ERROR)]),
                                    padding=12), semantic_container=False)
    rows = [
        head,
        # Wrapping: with large text the amount goes under its word whole (a walk at 2x read "164.000 DI").
        ft.Row([ft.Text(t(lang, "cash"), size=14), big(dm(s.cash, lang), f"cash-{s.name}", 26 if mine else 22)],
               alignment=ft.MainAxisAlignment.SPACE_BETWEEN, wrap=True),
        *sheet_lines(state, s, lang),
        ft.Row([ft.Text(t(lang, "balance"), size=14), big(dm(balance(state, s.name), lang), f"balance-{s.name}", 18)],
               alignment=ft.MainAxisAlignment.SPACE_BETWEEN, wrap=True),
    ]
    if on_open:
        rows.append(ft.TextButton(t(lang, "open_sheet", player=s.name), icon=ft.Icons.OPEN_IN_NEW, on_click=on_open))
    return ft.Card(ft.Container(ft.Column(rows, spacing=2), padding=12), semantic_container=False,
                   bgcolor=ft.Colors.PRIMARY_CONTAINER if mine else None)


def balance_made(state: FortuneState, name: str, lang: str) -> str:
    """A balance as End of the Game makes it: "cash 164,000 DM + products 2 × 15,000 DM + shares 50,000 DM + bonds 1 ×
    10,000 DM − loans 2 × 50,000 DM" (only the parts the player has)."""
    cash, products, shares, bonds, loans = balance_parts(state, name)  # the rules' parts, as `balance` adds them
    parts = [t(lang, "made.cash", amount=dm(cash, lang))]
    if products:
        parts.append(t(lang, "made.products", n=products, value=dm(PRODUCT_VALUE, lang)))
    if shares:
        parts.append(t(lang, "made.shares", amount=dm(shares, lang)))
    if bonds:
        parts.append(t(lang, "made.bonds", n=bonds, value=dm(BOND_VALUE, lang)))
    whole = lambda term: term.replace(" ", "\u00a0")  # noqa: E731 - each term whole on its line (a walk read a lone "−")
    text = " + ".join(map(whole, parts))
    if loans:
        text += " −\u00a0" + whole(t(lang, "made.loans", n=loans, value=dm(LOAN_VALUE, lang)))
    return text


def ranking(state: FortuneState, lang: str, *, final: bool = False) -> list[ft.Control]:
    """Every player's balance (End of the Game), best first; the target and who is closest to it."""
    rows = []
    for st in standings(state):
        mark = t(lang, "bankrupt") if st.bankrupt else (t(lang, "tripled") if st.tripled else "")
        rows.append(ft.Semantics(identifier=f"rank-{st.name}", content=ft.Row([
            ft.Text(f"{st.rank}.", size=18, no_wrap=True),  # no fixed width: "1." whole at any text size
            ft.Text(st.name + (f" ({mark})" if mark else ""), size=18, expand=True,
                    weight=ft.FontWeight.BOLD if final and st.name in state.winners else None),
            ft.Text(dm(st.balance, lang), size=18, weight=ft.FontWeight.BOLD)])))
        if state.due is not None and st.name == state.due.debtor and not final:  # a walk read "1. Ann 186,000 DM"
            # while Ann owed 400,000 DM she could not pay: the ranking counts the balance; the debt is said beside it
            effect = st.balance - balance_when_paid(state)
            said = t(lang, "rank.owes", player=st.name, amount=dm(state.due.total, lang)) if effect == state.due.total \
                else t(lang, "rank.owes.part", player=st.name, amount=dm(state.due.total, lang), effect=dm(effect, lang))
            rows.append(ft.Semantics(identifier=f"owes-{st.name}", content=ft.Text(said, size=13, italic=True)))
        if final and not st.bankrupt:  # how it was made (a walk: the end read only totals)
            rows.append(ft.Semantics(identifier=f"made-{st.name}", content=ft.Text(
                balance_made(state, st.name, lang), size=13)))
    # End of the Game: "Chips … are not valued": said where a player's chips vanish from the sum (a walk's Bob held
    # five chips and read only "cash 108,000 DM").
    out = [*rows, *([ft.Semantics(identifier="made-chips", content=ft.Text(
        t(lang, "made.chips"), size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))] if final else [])]
    if state.target and not final:
        counts = t(lang, "rule.in_force", what=t(lang, "rule.tripled_on_cash.on")) if state.rule("tripled_on_cash") \
            else t(lang, "target.reading")  # what tripling counts: the cash by the house rule, else the balance
        out += [ft.Text(t(lang, "target", amount=dm(state.target, lang), capital=dm(state.capital, lang)), size=13),
                ft.Semantics(identifier="target-reading", content=ft.Text(
                    counts, size=12, italic=True, color=ft.Colors.ON_SURFACE_VARIANT))]
        level, to_go_by = closest_to_target(state)  # tied players share the lead
        if level:
            to_go = dm(to_go_by, lang)
            said = t(lang, "closest", player=level[0], amount=to_go) if len(level) == 1 else \
                t(lang, "closest.level", players=listing(level, lang), amount=to_go)
            out.append(ft.Semantics(identifier="closest", content=ft.Text(said, size=14)))
    return out


def winner_text(state: FortuneState, lang: str, log=None) -> str:
    """Who won and how, as the rules say it (`how_won`: a game ended early reads so, not "at the agreed time")."""
    names, how = listing(state.winners, lang), how_won(state, log)
    if how == "tripled":
        return tripled_text(state, lang)
    if how == "last":
        return t(lang, "won.last", players=names)
    if how == "early":
        return t(lang, "won.early.shared" if len(state.winners) > 1 else "won.early", players=names)
    return t(lang, "won.shared" if len(state.winners) > 1 else "won.time", players=names)


def tripled_text(state: FortuneState, lang: str) -> str:
    """Who won by tripling: one player; several with the same event, sharing the win (the app's reading) or the
    higher balance by the house rule."""
    hit = tripled_at_once(state)
    if len(state.winners) > 1:
        return t(lang, "won.tripled_shared", players=listing(state.winners, lang))
    if len(hit) > 1:
        return t(lang, "won.tripled_best", player=state.tripled, players=listing(hit, lang))
    return t(lang, "won.tripled", player=state.tripled)


# --- what just happened -------------------------------------------------------------------------

def describe(event, lang: str, log=None) -> list[str]:
    """The event's headline and its payments, in `lang` (the rules' own words for their events); with `log`, what
    only the state before it knows too (the players each company of the setup belongs to)."""
    from calculators.core.words import befores

    return fortune_words.lines(event, lang, befores("fortune", log).get(event.seq) if log is not None else None)


def last_line(log, lang: str, viewer: str | None = None) -> list[ft.Control]:
    """'Just now: <the latest Fortune action in force>' with the money it moved; when the Kasse has just taken an
    action back (or made it again), that first ("Just now: Undid: …", as every seat reads it: a booking that simply
    vanished from a phone read as a lost tap). `viewer`: whose secrets the line may tell (None: the Kasse's)."""
    from calculators.core.log import REDO, UNDO
    from calculators.core.tray import ROLLED
    from calculators.core.words import latest

    taken = [e for e in log.events if e.kind != ROLLED]
    undone = latest("fortune", log, lang, viewer, skip=(ROLLED,)) if taken and taken[-1].kind in (UNDO, REDO) else None
    e = None if undone else last_event(log)
    if e is None and not undone:
        return []
    head, *more = [undone] if undone else describe(e, lang, log)
    text = ft.Semantics(identifier="fortune-last", content=ft.Column(
        [ft.Text(t(lang, "last", line=head), size=14, weight=ft.FontWeight.W_500),
         *[ft.Text(x, size=13) for x in more]], spacing=0))
    return [ft.Container(ft.Column([text, *(oka_dice_shown(e, lang) if e else [])], spacing=6), width=float("inf"),
                         bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST, padding=8, border_radius=8, key="fortune-last")]


def oka_dice_shown(e, lang: str) -> list[ft.Control]:
    """An ÖKA's two dice as faces (the challenger's dark, the holder's light)."""
    if e.kind != "fortune.oka":
        return []
    d = e.data
    real = [ft.Text(t(lang, "oka.real"), size=12, italic=True)] if d["roll"].get("source") == "physical" else []
    return [*real, ft.Row([oka_face(d["roll"]["labels"][0], True, lang, identifier="oka-dark"),
                           oka_face(d["light"]["labels"][0], False, lang, identifier="oka-light")], spacing=12)]
