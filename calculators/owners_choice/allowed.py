"""What an Owner's Choice seat (or the banker) may do now in the stock trade: buy or sell stocks (in the
pre-game purchase or the turn's Stock Trade), with the bounds the rules set — and why not; and on a company square
whether the President may pay for the President's die.

Bounds per company: `buy_most` (the Stock Company's stocks left, and — only on the seat's own phone, since
money stays hidden (Setup 7) — what the cash pays for), `sell_most` (the stocks held, less the one a
player must keep when nobody else owns the company) and `max_stocks`, the 12 at the end of the turn.
`president_die`: Company Square 1, "If the President does not have the money to pay for this action, the President
must choose to throw the Fund die" — said only to a phone that may see the President's money; elsewhere the die
stays offered (a disabled button would give the hidden money away) and the command refuses it. `fund_die`, and the
President's die again: a throw of the app's made and undone stands, so only its die may be thrown again, and no face
may be typed in for it (`typed_face`; `checks.roll_data` refuses both).
The commands (`actions.py`) refuse the same; `tests/calculators/test_owners_choice_allowed.py` holds the
two to each other.
"""
from __future__ import annotations

from calculators.core.actors import may_act_for
from calculators.core.allowed import YES, Allowed, Choice, acting_for, actor_of, no, say
from calculators.core.log import Log
from calculators.core.money import format_owners_choice as money
from calculators.owners_choice.checks import undone_throw
from calculators.owners_choice.fold import state_of
from calculators.owners_choice.rules import MAX_STOCKS, die_fee, most_to_buy, president_of
from calculators.owners_choice.state import OCState
from calculators.owners_choice.tables import COMPANIES, GAME

EN = {
    "phase.setup": "The game has not started yet.", "phase.pregame": "The pre-game stock purchases are not over.",
    "phase.play": "The game is under way.", "phase.over": "The game is over.",
    "who": "Only {seat} or the banker can trade {seat}'s stocks.",
    "not_turn": "It is {now}'s turn, not {seat}'s.",
    "traded": "{seat} has already traded stocks this turn.",
    "pending": "Finish the square's effect before trading.",
    "none_left": "No {company} stocks are left with the Stock Company.",
    "keep_one": "Nobody else owns {company}: {seat} must keep at least 1.",
    "none_held": "{seat} holds no {company}.",
    "no_cash": "{seat} has {cash}; one {company} costs {price}.",
    "no_cash_trade": "With the rest of this trade, {seat}'s {cash} pays for no more {companies}.",
    "die.none": "Nobody needs to choose a company's action now.",
    "die.who": "Only {seat} or the banker can choose for {seat}.",
    "die.cash": "{seat} has {cash} and cannot pay {fee} for the President's die: {seat} must throw the Fund die.",
    "die.kept": "This step's throw was made and then undone: it stands, so only the die it was made with is thrown "
                "again.",
    "die.kept_typed": "This step's throw was made and then undone: it stands, so the app throws it again (no face "
                      "is typed in for it).",
    "pres.gains": "With this trade {seat} becomes {company}'s President.",
    "pres.passes": "With this trade {seat} is no longer {company}'s President: {new} takes the die.",
    "pres.tie": "With this trade {seat} is no longer {company}'s President: {new} takes the die (as many stocks as "
                "{others}, and closest clockwise after {seat}).",
}
DE = {
    "phase.setup": "Das Spiel hat noch nicht begonnen.", "phase.pregame": "Die Käufe vor dem Spiel laufen noch.",
    "phase.play": "Das Spiel läuft.", "phase.over": "Das Spiel ist zu Ende.",
    "who": "Die Aktien von {seat} handelt nur {seat} selbst oder die Bank.",
    "not_turn": "{now} ist am Zug, nicht {seat}.",
    "traded": "{seat} hat in diesem Zug schon gehandelt.",
    "pending": "Erst die Wirkung des Feldes abschließen, dann handeln.",
    "none_left": "Die Aktiengesellschaft hat keine {company}-Aktien mehr.",
    "keep_one": "Niemand sonst besitzt {company}: {seat} muss mindestens 1 behalten.",
    "none_held": "{seat} hat keine {company}.",
    "no_cash": "{seat} hat {cash}; eine {company} kostet {price}.",
    "no_cash_trade": "Mit dem Rest dieses Handels reichen die {cash} von {seat} für keine weitere Aktie von "
                     "{companies}.",
    "die.none": "Gerade muss niemand die Aktion einer Firma wählen.",
    "die.who": "Für {seat} wählt nur {seat} selbst oder die Bank.",
    "die.cash": "{seat} hat {cash} und kann die {fee} für den Präsidentenwürfel nicht zahlen: {seat} muss den "
                "Fondswürfel werfen.",
    "die.kept": "Der Wurf dieses Schritts wurde gemacht und zurückgenommen: er gilt, deshalb wird nur mit demselben "
                "Würfel noch einmal geworfen.",
    "die.kept_typed": "Der Wurf dieses Schritts wurde gemacht und zurückgenommen: er gilt, deshalb wirft die App ihn "
                      "noch einmal (keine Augenzahl eintippen).",
    "pres.gains": "Mit diesem Handel wird {seat} Präsident von {company}.",
    "pres.passes": "Mit diesem Handel ist {seat} nicht mehr Präsident von {company}: {new} bekommt den Würfel.",
    "pres.tie": "Mit diesem Handel ist {seat} nicht mehr Präsident von {company}: {new} bekommt den Würfel (gleich "
                "viele Aktien wie {others}, im Uhrzeigersinn am nächsten nach {seat}).",
}
WORDS = {"en": EN, "de": DE}


class OCAllowed(Allowed):
    """Owner's Choice: "pregame" (the pre-game purchase) and "trade" (the Stock Trade) for `player`."""

    player: str | None = None  # whose purchase or trade it is now
    max_stocks: int = MAX_STOCKS  # Stock Trade: "The maximum number of total stocks a player can own is 12."
    buy_most: dict[str, int] = {}
    sell_most: dict[str, int] = {}
    buy_why: dict[str, str] = {}  # per company with buy_most 0: why not
    sell_why: dict[str, str] = {}  # per company with sell_most 0: why not
    keep_why: dict[str, str] = {}  # per company whose sale stops short of all held: why (the last one is kept)
    left: dict[str, int] = {}  # stocks left with the Stock Company
    cash: int | None = None  # the player's cash, on a phone that may see it (Setup 7: money stays hidden)
    seats: tuple[str, ...] = ()  # every seat, clockwise
    holdings: dict[str, dict[str, int]] = {}  # the players in the game: their stocks (open on the table)
    presidents: dict[str, str | None] = {}  # each company's President now

    def president_changes(self, counts: dict[str, int]) -> list[str]:
        """What the trade as it stands (`counts`: + buys, - sells) does to each company's President, said before
        Confirm: The Company President, "If the President of a company, on his turn, sells enough stock ... that
        player becomes the new President" (illustrated examples #1 and #2)."""
        out = []
        for c, n in counts.items():
            if not n or self.player is None or c not in self.presidents:
                continue
            after = {name: held.get(c, 0) + (n if name == self.player else 0) for name, held in self.holdings.items()}
            old, new = self.presidents[c], president_of(after, self.presidents[c], self.seats, self.player)
            if new == old or new is None:
                continue
            if new == self.player:
                out.append(say(WORDS, "pres.gains", self.lang, seat=self.player, company=c))
                continue
            if old != self.player:
                continue
            others = [name for name, k in after.items() if k == after[new] and name != new]
            out.append(say(WORDS, "pres.tie" if others else "pres.passes", self.lang, seat=self.player, company=c,
                           new=new, others=", ".join(others)))
        return out

    def most_to_buy(self, company: str, prices: dict[str, int], counts: dict[str, int]) -> int:
        """The most of `company` the trade as it stands (`counts`: + buys, - sells, at `prices`) may buy on this
        phone (`rules.most_to_buy`: a sale pays for a buy beside it)."""
        return most_to_buy(self.cash, self.left.get(company, 0), prices, counts, company)

    def why_no_more(self, company: str, prices: dict[str, int], counts: dict[str, int]) -> str | None:
        """Why the trade as it stands may buy no more of `company`, when it is this company's own reason (no
        stocks left, or the cash does not buy even one); None when it may, or when the trade's cash stops it
        (`cash_stops` says that once for every company it stops)."""
        if counts.get(company, 0) < self.most_to_buy(company, prices, counts):
            return None
        if counts.get(company, 0) >= self.left.get(company, 0):
            return say(WORDS, "none_left", self.lang, company=company)
        return self.buy_why.get(company)

    def cash_stops(self, prices: dict[str, int], counts: dict[str, int]) -> str | None:
        """The companies of which the cash, with the rest of the trade, buys no more (in one sentence), or None."""
        stopped = [c for c in self.left if counts.get(c, 0) >= self.most_to_buy(c, prices, counts)
                   and counts.get(c, 0) < self.left[c] and c not in self.buy_why]
        if not stopped or self.cash is None:
            return None
        return say(WORDS, "no_cash_trade", self.lang, seat=self.player, cash=money(self.cash),
                   companies=", ".join(stopped))


def _step(state: OCState, actor: str, seat: str, phase: str, w) -> Choice:
    if state.phase != phase:
        return no(w(f"phase.{state.phase}"))
    if not may_act_for(actor, seat):
        return no(w("who", seat=seat))
    if phase == "play":
        if state.traded:
            return no(w("traded", seat=seat))
        if state.pending is not None:
            return no(w("pending"))
    return YES


def _company_dice(log: Log, state: OCState, actor: str, sees, w) -> dict[str, Choice]:
    """Company Square 1: may the President pay for the President's die (said only where their money is seen), or
    throw the Fund die; and may a face be typed in for the throw the table waits on (`typed_face`)?"""
    p = state.pending
    kept = undone_throw(log, state) if state.phase == "play" and p is not None else None
    typed = no(w("die.kept_typed")) if kept is not None else YES
    if state.phase != "play":
        closed = no(w(f"phase.{state.phase}"))
        return {"president_die": closed, "fund_die": closed, "typed_face": typed}
    if p is None or p.kind != "company":
        return {"president_die": no(w("die.none")), "fund_die": no(w("die.none")), "typed_face": typed}
    if not may_act_for(actor, p.seat):
        return dict.fromkeys(("president_die", "fund_die"), no(w("die.who", seat=p.seat))) | {"typed_face": typed}
    pres, fund = state.tables.die("president", p.company).name, state.tables.die("fund").name
    cash, fee = state.player(p.seat).cash, die_fee(state, p.company)
    if kept is not None and kept.die != pres:
        president = no(w("die.kept"))
    elif sees(p.seat) and fee > cash:
        president = no(w("die.cash", seat=p.seat, cash=money(cash), fee=money(fee)))
    else:
        president = YES
    return {"president_die": president, "fund_die": no(w("die.kept")) if kept is not None and kept.die != fund else YES,
            "typed_face": typed}


def allowed(log: Log, who: str | None, lang: str = "en", *, sees: str | None = None,
            sees_all: bool = False) -> OCAllowed:
    """What `who` (a player's own phone, or the bank phone passed to that player; None: the banker) may do now in
    the player on turn's stock trade and on a company square. The banker's phone sees some money too (`view_for`):
    a playing banker's own (`sees`: their seat), or every player's for a banker who does not play (`sees_all`); the
    President's die is said to be out of reach there. The trade's bounds use the seat's own phone's money only: the
    banker enters what the player says, and the command refuses what the money does not pay for."""
    state = state_of(log)
    actor = actor_of(who)

    def w(key: str, **kw: object) -> str:
        return say(WORDS, key, lang, **kw)

    def sees_cash(seat: str) -> bool:  # Setup 7: "Your money should remain hidden" — but not from its own phone
        return may_act_for(actor, seat, banker=False) or (who is None and (sees_all or seat == sees))

    seat = state.current
    acts_for = acting_for(who, state.in_game)
    if seat is None:
        closed = no(w(f"phase.{state.phase}"))
        return OCAllowed(game=GAME, who=who, lang=lang, acts_for=acts_for,
                         actions={"pregame": closed, "trade": closed, "president_die": closed, "fund_die": closed,
                                  "typed_face": YES})
    pregame = _step(state, actor, seat, "pregame", w)
    trade = _step(state, actor, seat, "play", w)
    p = state.player(seat)
    mine = may_act_for(actor, seat, banker=False)  # Setup 7: money stays hidden, even from the banker acting
    buy, sell, buy_why, sell_why, keep_why, stocks_left = {}, {}, {}, {}, {}, {}
    for c in COMPANIES:
        left = stocks_left[c] = state.tables.stock_supply[c] - state.held(c)
        price = state.price(c)
        buy[c] = most_to_buy(p.cash if mine else None, left, state.prices, {}, c)  # the trade's first step
        if left <= 0:
            buy_why[c] = w("none_left", company=c)
        elif buy[c] <= 0:
            buy_why[c] = w("no_cash", seat=seat, cash=money(p.cash), company=c, price=money(price))
        held, others = p.stocks[c], state.held(c) - p.stocks[c]
        # Selling and Buying: "When selling stocks no other player owns, you cannot sell all of them."
        sell[c] = held - 1 if held and not others else held
        if sell[c] <= 0:
            sell_why[c] = w("keep_one", company=c, seat=seat) if held else w("none_held", seat=seat, company=c)
        elif held and not others:  # the sale may go down to the last one, which is kept
            keep_why[c] = w("keep_one", company=c, seat=seat)
    actions = {"pregame": pregame, "trade": trade, **_company_dice(log, state, actor, sees_cash, w)}
    return OCAllowed(game=GAME, who=who, lang=lang, actions=actions, player=seat,
                     acts_for=acts_for, buy_most=buy, sell_most=sell, buy_why=buy_why, sell_why=sell_why,
                     keep_why=keep_why,
                     left=stocks_left, cash=p.cash if mine else None, seats=state.names,
                     holdings={q.name: dict(q.stocks) for q in state.players if q.in_game},
                     presidents=dict(state.presidents))
