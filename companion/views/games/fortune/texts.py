"""Fortune's screen labels, from the app's one message catalog: the English here is the msgid, the German is in
`companion/i18n/locale/de/LC_MESSAGES/messages.po` (German stays the default for a language it does not know);
money always through `format_money`.

The rules core has its own texts (refusals, chip and space terms: `calculators.fortune.texts`);
these are the screens' own: headings, buttons, field labels, what just happened.
"""
from __future__ import annotations

from typing import Any

from calculators.core.money import format_money
from companion.i18n import N_, _
from calculators.fortune.texts import keep_percent
from calculators.fortune.words import (  # noqa: F401 (the screens' names)
    bank_dative, company, space_label,
)

LANGS = ("de", "en")
DEFAULT = "de"

EN: dict[str, str] = {
    "lang": N_("Language"), "lang.de": N_("Deutsch"), "lang.en": N_("English"),
    "kasse": N_("The Kasse"), "mine": N_("My company"),
    "setup": N_("Setting up"), "setup.company": N_("{player}'s company"),
    "setup.minutes": N_("Agreed playing time (minutes)"), "setup.minutes_help": N_("at least {least} minutes"),
    "setup.capital": N_("Starting capital {amount} per player ({n} players)"),
    "setup.go": N_("Pay the starting capital"),
    "start": N_("Who starts? Everyone rolls two dice."), "start.roll": N_("Roll for everyone"),
    "start.roll.seat": N_("One tap rolls two dice for each player ({players}), and every phone shows the totals. "
                          "Rolling real dice? Then the Kasse enters them."),
    "start.field": N_("{player}: two dice, e.g. 6 5"), "start.typed": N_("Enter real dice"),
    "start.count": N_("Enter two dice, each 1 to 6."),
    "start.tie": N_("A tie: {players} roll again."), "start.starter": N_("{player} starts."),
    "start.total": N_("{player}: {total}"),
    "turn": N_("{player}'s turn"), "turn.next": N_("{player} rolls next"),
    "turn.dice_help": N_("Before the roll {player} chooses: one die or two."),
    "turn.dice_help.mine": N_("Before the roll you choose: one die or two."),
    "roll.1": N_("Roll 1 die"), "roll.2": N_("Roll 2 dice"),
    "roll.field": N_("Dice rolled, e.g. 3 4"), "roll.typed": N_("Enter real dice"),
    "roll.count": N_("Enter one or two dice, each 1 to 6."),
    "roll.kept.one": N_("{player}'s roll {faces} with one die was undone: it stands. Roll 1 die brings it back."),
    "roll.kept.two": N_("{player}'s roll {faces} with two dice was undone: it stands. Roll 2 dice brings it back."),
    # As History words a move roll (calculators/fortune/words.py): the present tense, "(real die)" for one die.
    "rolled": N_("{player} rolls {total}"), "rolled.real": N_(" (real dice)"), "rolled.real.one": N_(" (real die)"),
    "rolled.next.mine": N_("Move your piece {total} spaces. The banker then taps the space you land on; this phone "
                        "then shows what it brings you."),
    "rolled.next.other": N_("{player} moves {total} spaces; then the banker taps the space."),
    # A player's own phone on the space landed on (seat_offer.py): the choice is theirs, the banker books it.
    "offer.head": N_("Your space: {space}"),
    "offer.chips": N_("Buy {chips} here at {each} each, as many as you want and can pay for."),
    "offer.loan": N_("A loan of {amount} at {bank}: {payout} paid out to you; you repay {amount} and {interest} "
                     "interest when you land on one of its spaces again."),
    "offer.loan.waived": N_("A loan of {amount} at {bank}: {payout} paid out to you; you repay {amount} when you land "
                            "on one of its spaces again, no interest while you hold the share package {company}."),
    "loan.repay.waived": N_("Landing on {bank} again, {player} repays {amount}: no interest while {player} holds the "
                            "share package {company}."),
    "offer.bonds": N_("Bonds at {each} each, up to {most} now (you hold {have}); each pays {interest} when you pass "
                      "the start."),
    "offer.bonds.closed": N_("Bonds at {each} each (you hold {have}); each pays {interest} when you pass the start."),
    "offer.shares": N_("The share package {company} costs {amount}: buy it or leave it."),
    "offer.sell_back": N_("You may sell your share package {company} back to the Kasse at 120 %: {amount}."),
    "offer.claim": N_("Your loss is insured: one insurance chip brings {amount}."),
    "offer.economy": N_("An economy card: the banker turns it over, reads it out and notes it; it applies to everyone "
                        "until the next one."),
    "offer.business": N_("A business card: take the top card and follow it; the banker books what it pays."),
    "business.kasse": N_("{player} takes the top business card and follows it; book what it pays or costs under "
                         "Cards and payments."),
    "offer.have_none": N_("; you have none."),
    "offer.yours": N_("The choice is yours: tell the banker, who books it on the bank's phone. Then {next} rolls."),
    "turn.waits": N_("{player} is deciding on {space}; then {next} rolls."),
    "turn.waits.mine": N_("{player} is still deciding on {space}: roll once {player} is done."),
    # An insurance claim is the landing's business: it lapses with the next roll, as every choice on the space does
    # (a walk: the next player rolled on their own phone and 15,000 DM went, unsaid).
    "claim.lapses": N_("{player}'s insurance claim ({amount}) is still open and lapses with this roll "
                       "(interpretation): roll once the banker has booked it."),
    "claim.lapses.own": N_("Tell the banker now: your claim lapses as soon as {next} rolls (interpretation)."),
    "claim.lapses.ask": N_("Roll now? {player}'s claim lapses"),
    "claim.lapses.body": N_("{player}'s insurance claim ({amount}) has not been booked. Once the dice are rolled it "
                            "lapses, and the banker can no longer pay it."),
    "oka.lapses": N_("{player} may still force an ÖKA on {holder}'s {company} package: the chance lapses with this "
                     "roll (interpretation)."),
    "oka.lapses.mine": N_("{player} may still force an ÖKA on your {company} package: the chance lapses with this "
                          "roll (interpretation)."),
    "claim.lapses.yes": N_("Roll anyway"),
    "claim.lapses.keep": N_("Wait"),
    "use.consulting": N_("Use a consulting chip (to before production)"),
    "use.advertising": N_("Use an advertising chip (to before sales)"),
    "land": N_("Which space did {player} land on?"),
    "land.passed": N_("Passed Start on the way ({amount} per bond)"),
    "land.passed.pays": N_("Bonds of {player}: {n}; passing Start pays {amount}."),
    "area.cards": N_("Start and cards"), "area.service": N_("Service"), "area.finance": N_("Finance"),
    "area.production": N_("Production"), "area.sales": N_("Sales"), "area.other": N_("Other"),
    "on_space": N_("{player} is on: {space}"),
    "n": N_("How many"), "unit": N_("Price per chip (DM)"),
    "buy.total": N_("{n} × {each} = {total}, to the Kasse"),
    "buy.total_premium": N_("{n} × {each} = {total}: {kasse} to the Kasse, {premium} premium to {holder} "
                            "(shareholder)"),
    "buy.total_own": N_("{n} × {each} = {whole}, less {premium} premium as the shareholder: {player} pays {total} "
                        "to the Kasse"),
    "buy": N_("Buy {what}"), "price_each_fixed": N_("{amount} each"),
    "sell.price": N_("Price per product (DM)"),
    "sell.total": N_("{n} × {each} = {total}: {take} to {player}"),
    "loan.payout": N_("Payout (DM)"), "loan.interest": N_("Interest (DM)"),
    "loan.interest.waived": N_("{amount}, not charged"),  # why: the line under the fields (a helper is cut at 2x)
    "loan.go": N_("Take the loan"), "loan.about": N_("A loan of {amount} at {bank}"),
    "bonds.go": N_("Buy bonds"), "bonds.about": N_("{amount} each, at most {most}; {player} has {have}"),
    "bonds.total": N_("{n} × {each} = {total}, to the Kasse; then {interest} each time {player} passes Start"),
    "loan.repay": N_("Landing on {bank} again, {player} repays {amount} and {interest} interest: {total}."),
    "shares.buy": N_("Buy the share package"), "shares.about": N_("Share package {company}: {amount}"),
    "shares.owner": N_("The share package {company} belongs to {owner}."),
    "shares.back": N_("Sell to the Kasse at 120 % ({amount})"),
    "assemble": N_("Assemble finished products"), "assemble.n": N_("How many finished products"),
    "rank.owes": N_("{player} owes {amount}, an open payment this balance does not count yet."),
    "rank.owes.part": N_("{player} owes {amount}; paying it takes {effect} off this balance (the rest is counted in it "
                         "already: a loan repaid, a share package bought)."),
    "claim": N_("Claim the insurance ({amount})"),
    "claim.about": N_("An insured loss: one insurance chip brings {amount}."),
    "claim.owned": N_("Interpretation: the rulebook's \"15,000 DM per factory you own\" counts every factory chip "
                      "held when the explosion hit, those it took too: {each} each."),
    "claim.lost": N_("House rule: {each} for each factory chip the explosion took (the rulebook: \"15,000 DM per "
                     "factory you own\")."),
    "economy.field": N_("Text of the economy card"), "economy.go": N_("Note the economy card"),
    "economy.now": N_("Economy: {text}"),
    "oka": N_("ÖKA – public purchase offer"),
    "oka.terms": N_("{challenger} may challenge {holder} for the share package {company} (an ÖKA). If it fails, "
                 "{challenger} pays {fee}; if it succeeds, at most {highest}."),
    "oka.threat": N_("{challenger} is on a space of your share company {company} and may challenge you for the package "
                     "(an ÖKA): the light die is yours (the app rolls both at {challenger}'s tap, or the real dice are "
                     "entered there). If it fails, {challenger} pays you {fee}; if it "
                     "succeeds, you sell it at the price the dice give (up to {highest})."),
    "oka.roll": N_("Roll the ÖKA"), "oka.typed": N_("Score the ÖKA dice entered"),
    "oka.dark": N_("Dark die ({player})"), "oka.light": N_("Light die ({player})"),
    "oka.face.dark": N_("Dark die: {face}"), "oka.face.light": N_("Light die: {face}"),
    "die.ÖKA dark": N_("Dark ÖKA die"), "die.ÖKA light": N_("Light ÖKA die"),
    "oka.pick": N_("Choose a face on both ÖKA dice."),
    "loss.none.explosion": N_("{player} holds no factory chip: the explosion takes nothing."),
    "loss.none.fire": N_("{player} holds no finished product: the fire takes nothing."),
    "loss.none.explosion.own": N_("You hold no factory chip: the explosion takes nothing."),
    "loss.none.fire.own": N_("You hold no finished product: the fire takes nothing."),
    "loss.uninsured.own": N_("You hold no insurance chip: the loss is not paid."),
    "loss.took.explosion.own": N_("The explosion took {what} from you."),
    "loss.took.fire.own": N_("The fire took {what} from you."),
    "oka.cash_short": N_("{challenger} has {cash}: not even the {fee} a failed ÖKA costs."),
    "oka.real": N_("Rolled with real ÖKA dice:"),
    "due": N_("Payment open: {player} owes {amount} ({reason})."), "due.loan": N_("loan repayment"),
    "due.pay": N_("Pay now"),
    "due.help_back": N_("{player} stands on the space of the share package {company} again: sold here at 120 % it "
                        "brings {back}."),
    "due.help_rest": N_("With the other shares and bonds at 60 %, {amount} in all."),
    # An open payment on the players' own phones (seat_due.py): "owes" + who gets what ("Carla 900,000 DM").
    "due.to": N_("{player} {amount}"), "due.to.you": N_("you {amount}"), "due.to.kasse": N_("the Kasse {amount}"),
    "due.seat": N_("Payment open: {player} owes {parts} ({reason})."),
    "due.seat.mine": N_("Payment open: you owe {parts} ({reason})."),
    "due.package.mine": N_("With the payment the share package {company} becomes yours."),
    "due.covered": N_("{player} has {cash} in cash, enough to pay: the banker books the payment."),
    "due.covered.kasse": N_("{player} has {cash} in cash, enough to pay: book it with “Pay now”."),
    "due.covered.mine": N_("You have {cash} in cash, enough to pay: the banker books the payment."),
    "due.help_back.mine": N_("You stand on the space of your share package {company} again: sold here at 120 % it "
                             "brings {back}."),
    "due.help_rest.mine": N_("With your other shares and bonds at 60 %, {amount} in all."),
    "due.help60": N_("At any time between rolls {player} may sell shares and bonds to the Kasse at 60 %: they bring "
                     "{amount}."),
    "due.help60.mine": N_("At any time between rolls you may sell shares and bonds to the Kasse at 60 %: yours bring "
                          "{amount}."),
    "due.products": N_("{player} stands on a sales space: the finished products sold here bring {amount}."),
    "due.products.mine": N_("You stand on a sales space: your finished products sold here bring {amount}."),
    "due.sell_products": N_("Sell the finished products here ({amount})"),
    "due.nothing": N_("{player} holds no shares or bonds to sell."),
    "due.nothing.mine": N_("You hold no shares or bonds to sell."),
    "due.enough.seat": N_("With the {cash} in cash that covers {total}: sell, then pay."),
    "due.enough.seat.mine": N_("With your {cash} in cash that covers {total}: sell, then pay."),
    "due.short.seat": N_("Even with the {cash} in cash that does not reach {total}: {player} cannot pay."),
    "due.short.seat.mine": N_("Even with your {cash} in cash that does not reach {total}: you cannot pay."),
    "due.booked": N_("Tell the banker what you sell: the banker books the sales and the payment on the bank's phone."),
    "due.booked.out": N_("The banker books the bankruptcy on the bank's phone."),
    "due.out": N_("If {player} cannot pay, {player} is bankrupt: out of the game, and the remaining assets go to the "
                  "Kasse."),
    "due.out.owed": N_("If {player} cannot pay, {player} is bankrupt: out of the game, and the remaining assets go to "
                       "the Kasse, not to you (interpretation)."),
    "due.out.mine": N_("If you cannot pay, you are bankrupt: out of the game, and your remaining assets go to the "
                       "Kasse."),
    "due.waits": N_("The next roll waits until {player} has paid or is bankrupt."),
    "due.waits.mine": N_("The next roll waits until you have paid or are bankrupt."),
    # A seat's phone before the Kasse has dealt the starting capital.
    "setup.seat": N_("The Kasse is setting up the game: each player's company and the playing time."),
    "setup.seat.capital": N_("Then every player gets the starting capital: {amount} each ({n} players)."),
    "bankrupt.go": N_("{player} is bankrupt"), "bankrupt": N_("bankrupt"),
    # A final balance as End of the Game makes it, part by part.
    "made.chips": N_("Chips are not valued: the balance is cash, finished products, shares and bonds, less loans "
                     "(End of the Game)."),
    "made.cash": N_("cash {amount}"), "made.products": N_("products {n} × {value}"), "made.shares": N_("shares {amount}"),
    "made.bonds": N_("bonds {n} × {value}"), "made.loans": N_("loans {n} × {value}"),
    "bankrupt.what": N_("This tap eliminates {player}: the remaining assets go to the Kasse (“A player who can no "
                        "longer meet his payment obligations is eliminated”). Only the Kasse's Undo in History brings "
                        "it back."),
    "urgent": N_("Urgent sale at 60 %"), "urgent.bonds": N_("Bonds to sell (how many)"),
    "urgent.go": N_("Sell the chosen at 60 %"), "urgent.brings": N_("The Kasse pays {amount} for them."), "urgent.package": N_("Share package {company} ({amount})"),
    "cards": N_("Cards and payments"), "card.kind": N_("Card"), "card.economy": N_("Economy"),
    "card.business": N_("Business"), "card.from": N_("Pays"), "card.to": N_("Receives"), "card.amount": N_("Amount (DM)"),
    "card.booked": N_("Booked: {what}"),
    "fix": N_("Correct a player's money"), "fix.reason": N_("Why (every phone reads it)"),
    "fix.go": N_("Book the correction"), "fix.from": N_("{who} pays"), "fix.to": N_("{who} receives"),
    "fix.choose": N_("Choose who pays and who receives."),
    "fix.reading": N_("Interpretation: the rulebook has no corrections; the Kasse, which pays out and collects the "
                      "money amounts, books the difference, and History says why."),
    "fix.intro": N_("A wrong amount found after more was played: book the difference here, between a player and "
                    "the Kasse or two players. Undo takes back the last actions instead."),
    "card.reason": N_("Reason (the card's text)"), "card.go": N_("Book the payment"),
    "card.preview": N_("{payer} pays {payee} {amount}."), "card.preview.to_kasse": N_("{payer} pays the Kasse {amount}."),
    "card.preview.from_kasse": N_("The Kasse pays {payee} {amount}."),
    "card.every": N_("Every player"),
    "card.every.kasse": N_("“Every player” on both sides: choose the Kasse or one player on the other side."),
    "card.preview.player_gets": N_("Each other player pays {player} {amount}: {players}."),
    "card.preview.player_pays": N_("{player} pays each other player {amount}: {players}."),
    "card.preview.each_gets": N_("The Kasse pays each player {amount}: {players}."),
    "card.preview.each_pays": N_("Each player pays the Kasse {amount}: {players}."),
    "card.preview.short": N_("{payer} has {cash}: booked, the payment stays open, owed in full, until {payer} pays it."),
    "sheet": N_("Balance sheet"), "cash": N_("Cash"), "chip.factory": N_("Factory"), "chip.energy": N_("Energy"),
    "chip.personnel": N_("Personnel"), "chip.products": N_("Finished products"), "chip.advertising": N_("Advertising"),
    "chip.consulting": N_("Consulting"), "chip.insurance": N_("Insurance"), "bonds": N_("Bonds"),
    "shares": N_("Share packages"), "loans": N_("Loans"), "none": N_("none"), "loan_cards": N_("Loan cards"),
    "loan.line": N_("{bank} {n}: {payout} paid out; {amount} to repay, {interest} interest"),
    "loan.line.waived": N_("{bank} {n}: {payout} paid out; {amount} to repay, no interest (the bank's shareholder)"),
    "balance": N_("Balance"), "space": N_("Space"), "open_sheet": N_("Open {player}'s balance sheet"),
    "company": N_("Company {company}"),
    "standings": N_("Live balance"), "target": N_("Target: {amount} (three times the starting capital of {capital})"),
    "closest": N_("Closest to the target: {player}, {amount} to go."),
    "closest.level": N_("Closest to the target, level: {players}; each has {amount} to go."),
    "time_up": N_("Time is up"), "time_up.ask": N_("Is the agreed playing time ({minutes} minutes) up? "
                                           "Then the best balance wins."),
    # No verb or noun follows the count (a walk read "1 Minuten", "Only 1 … have passed").
    "time_up.played": N_("Played since the game was set up: {played} min."),
    "time_up.early": N_("Played so far: {played} of the agreed {minutes} minutes."),
    "time_up.early_rule": N_("The rules end the game once the agreed playing time has run out. Ending it sooner is "
                             "the table's own choice (an interpretation: the rules say nothing of it), so do it only "
                             "if everyone agrees."),
    "time_up.yes": N_("Yes, end the game"), "time_up.yes_early": N_("End it early: we all agree"),
    "cancel": N_("Cancel"),
    "over": N_("Final balance"), "won.tripled": N_("{player} wins: the first to triple the starting capital."),
    "won.tripled_shared": N_("{players} share the win: they tripled the starting capital with the same event."),
    "won.tripled_shared.reading": N_("Interpretation: the rulebook's winner is “whoever first tripled”; with one "
                                     "event no one was first."),
    "won.tripled_best": N_("{player} wins: {players} tripled the starting capital with the same event; by the house "
                           "rule the higher balance wins."),
    "target.reading": N_("Interpretation: counted on the balance (cash, products, shares, bonds, less loans), "
                         "as at the end."),
    "won.time": N_("{players} wins with the best balance at the agreed time."),
    "won.shared": N_("{players} share the win with the best balance."),
    "won.early": N_("{players} wins with the best balance: the table ended the game early, everyone agreeing."),
    "won.early.shared": N_("{players} share the win with the best balance: the table ended the game early, everyone "
                           "agreeing."),
    "won.last": N_("{players} wins: everyone else is bankrupt."),
    "tripled": N_("tripled"),
    # How the winners won, beside their names in the copied ranking (`calculators.fortune.standings`: the same words)
    "won.note.time": N_("best balance at the agreed time"), "won.note.last": N_("last player standing"),
    "won.note.early": N_("best balance when the table ended early"),
    "board": N_("Price tables"), "board.about": N_("The rulebook does not print these prices; the values are "
                                           "assumed. Set them to match your board."),
    "board.save": N_("Save {table}"), "board.saved": N_("Saved."),
    "board.chip_prices": N_("Chip prices (per space)"), "board.sale_prices": N_("Sale prices (per product and space)"),
    "board.loan_terms": N_("Loans (payout and interest per space)"), "board.loan_space": N_("{bank}, space {n}"),
    "board.share_prices": N_("Share prices"),
    "board.premiums": N_("Premiums to the shareholder"), "board.oka_dice": N_("ÖKA dice"), "board.supply": N_("Supply"),
    "board.open": N_("See and change the price tables"), "src.assumed": N_("assumed"), "src.rulebook": N_("rulebook"),
    "last": N_("Just now: {line}"), "the_kasse": N_("the Kasse"),
    "the_kasse_from": N_("The Kasse"),
    # The set-up form: each switch's two sides; the side that is the app's reading where the rulebook is silent is
    # marked (calculators/fortune/tables.HOUSE_RULE_SIDES), so the heading claims nothing of either side.
    "rules": N_("House rules (off unless you switch them on)"),
    "side.off.rulebook": N_("Off (as the rulebook says): {what}"),
    "side.off.reading": N_("Off (interpretation): {what}"),
    "side.on.house": N_("On (house rule): {what}"),
    "rules.in_force": N_("House rules"), "rules.none": N_("No house rule is switched on."),
    "rules.seat": N_("House rules and interpretations"),
    "rule.in_force": N_("House rule: {what}"), "rule.reading": N_("Interpretation: {what}"),
    "rule.oka_cash_check.on": N_("an ÖKA only if the challenger holds the highest price it can force in cash"),
    "rule.oka_cash_check.off": N_("a challenger whose cash does not cover what the ÖKA costs owes it like any "
                                  "payment: sales at 60 %, else bankruptcy (the rulebook does not say)"),
    "rule.bonds_back_on_bond_space_only.on": N_("bonds go back only on BP's bond space (not on its energy spaces)"),
    "rule.bonds_back_on_bond_space_only.off": N_("bonds go back on any BP space, its energy spaces too (“one of the "
                                                 "BP spaces”)"),
    "rule.sale_premium_on_top.on": N_("on a sale the Kasse pays the premium on top of the price"),
    "rule.sale_premium_on_top.off": N_("on a sale the shareholder's premium comes off the seller's price (the rulebook "
                                       "does not say who pays it)"),
    "rule.tripled_tie_best_balance.on": N_("when one event takes several players over three times the starting "
                                           "capital, the higher balance wins (not a shared win)"),
    "rule.tripled_tie_best_balance.off": N_("when one event takes several players over three times the starting "
                                            "capital, they share the win (the rulebook names only “whoever first "
                                            "tripled”)"),
    "rule.insurance_per_chip_lost.on": N_("after an explosion the insurance pays 15,000 DM for each factory chip it "
                                          "took"),
    "rule.insurance_per_chip_lost.off": N_("after an explosion the insurance pays 15,000 DM for each factory chip held "
                                           "when it hit (“per factory you own”; the rulebook does not say when)"),
    "rule.tripled_on_cash.on": N_("the target, three times the starting capital, counts the cash alone"),
    "rule.tripled_on_cash.off": N_("the target, three times the starting capital, counts the whole balance (cash, "
                                   "products, shares, bonds, less loans), as at the end (the rulebook says “tripled "
                                   "his starting capital”)"),
    # The switches' own names, under the heading "House rules" (its two sides are said below each)
    "rule.oka_cash_check.short": N_("ÖKA needs cover"),
    "rule.bonds_back_on_bond_space_only.short": N_("Bonds back on the bond space only"),
    "rule.sale_premium_on_top.short": N_("Premium on top"),
    "rule.tripled_tie_best_balance.short": N_("Tripling tie by balance"),
    "rule.insurance_per_chip_lost.short": N_("Insurance per chip lost"),
    "rule.tripled_on_cash.short": N_("Tripling counts cash only"),
    "oka.short": N_("If the cash falls short, {challenger} owes the amount: sales at 60 %, else bankruptcy "
                    "(interpretation)."),
    "oka.house": N_("House rule: {challenger} needs {amount} in cash for the ÖKA."),
    "due.oka": N_("ÖKA"), "due.package": N_("With the payment the share package {company} goes to {player}."),
    "sell.premium": N_("Premium {amount} a product to {holder}: deducted from the price (interpretation)."),
    "sell.premium_own": N_("{player} holds the share package: no premium, the whole price."),
    "sell.premium_kasse": N_("Package unsold: the premium of {amount} a product is deducted from the price for the "
                             "Kasse (interpretation)."),
    "sell.premium_top": N_("House rule: the Kasse pays {holder} the premium of {amount} a product on top."),
    "bonds.blocked": N_("{player} returned bonds this round: no new bonds until the next round."),
    "bonds.back": N_("Bonds go back when {player} lands on any BP space again, its energy spaces too; they are "
                     "bought only here, in the finance sector (interpretation)."),
    "reading.premium": N_("Interpretation: each premium is paid to the shareholder at once (the rulebook: claimed "
                          "before the next roll, else lost)."),
    "reading.interest": N_("Interpretation: a loan repaid while another player holds that bank's shares pays its "
                           "interest to that shareholder (the rulebook: shareholders receive cash when others "
                           "repay loans, without an amount)."),
    "reading.claim": N_("Interpretation: an insurance claim is booked before the next roll, as every choice on the "
                        "space landed on; with the next roll it lapses (the rulebook gives the insurance no time limit, "
                        "and says a shareholder's claim “lapses as soon as the next player has rolled”)."),
    "reading.oka": N_("Interpretation: an ÖKA may be forced until the next roll, whatever else is booked on the space "
                      "first (the rulebook sets no time)."),
    "reading.loan_again": N_("Interpretation: a loan repaid on landing may be taken again on the same landing."),
    "reading.jump": N_("Interpretation: the jump of a consulting or advertising chip to an economy space passes no "
                       "Start, so it pays no bond income (the rulebook pays it “when you pass the start again”)."),
    "reading.sell_back": N_("Interpretation: 120 % of the printed share price, also after an ÖKA takeover, on any "
                            "of the company's spaces (“the space of your company”), not only its share space."),
    "bonds.back_house": N_("House rule: bonds go back only on BP's bond space."),
}


def t(lang: str, key: str, **kw: Any) -> str:
    """The screen text `key` in `lang` (German if `lang` is neither), its placeholders filled."""
    return keep_percent(_(EN[key], lang if lang in LANGS else DEFAULT).format(**kw))


def dm(amount: int, lang: str) -> str:
    """Money as Fortune writes it in `lang`: 150.000 DM (de), 150,000 DM (en)."""
    return format_money("fortune", amount, lang)
