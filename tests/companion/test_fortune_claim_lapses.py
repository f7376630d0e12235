"""An open insurance claim is said to lapse with the next roll, on the phone that rolls it and on the claimer's own;
the roll asks first. A walk: Cy's explosion was insured, Ann rolled on her own phone before the Kasse booked the
claim, and 15,000 DM went without a word on any phone. Insurance: "in the case of damage, you receive 15,000 DM per
factory you own in exchange for handing one insurance chip to the Kasse"; the claim is the landing's business, which
ends with the next roll (the app's reading, as for a shareholder's premium: "Your claim lapses as soon as the next
player has rolled", More About Shares)."""
from __future__ import annotations

import flet as ft
import pytest

from calculators.fortune import actions as A
from tests.support.fortune import B, Table as Game, insured_explosion
from tests.support.fortune.phones import phone, said, screen




@pytest.mark.parametrize("lang, own, next_phone", [
    ("en", "Tell the banker now: your claim lapses as soon as Cy rolls (interpretation).",
     "Bob's insurance claim (30,000 DM) is still open and lapses with this roll (interpretation): roll once the "
     "banker has booked it."),
    ("de", "Sag es jetzt der Kasse: Dein Anspruch verfällt, sobald Cy würfelt (Auslegung).",
     "Der Versicherungsanspruch von Bob (30.000 DM) ist noch offen und verfällt mit diesem Wurf (Auslegung): würfle, "
     "wenn die Kasse ihn gebucht hat."),
])
def test_the_claimer_and_the_next_roller_read_that_the_claim_lapses_with_the_roll(tmp_path, lang, own, next_phone):
    g = insured_explosion()
    assert said(screen(tmp_path / "bob", g.log, "Bob", lang), "offer-claim-lapses") == own
    assert said(screen(tmp_path / "cy", g.log, "Cy", lang), "claim-lapses") == next_phone
    assert said(screen(tmp_path / "kasse", g.log, None, lang), "claim-lapses") == next_phone
    g.do(A.claim_insurance, B, "Bob")  # booked: nothing lapses any more
    for who in ("Bob", "Cy", None):
        shown = screen(tmp_path / f"after-{who}", g.log, who, lang)
        assert said(shown, "claim-lapses") is None and said(shown, "offer-claim-lapses") is None


def test_the_next_roll_asks_first_and_rolls_only_on_yes(tmp_path):
    g = insured_explosion()
    shown, page, hub, sid = phone(tmp_path, g.log, "Cy")
    before = len(hub.get(sid).log.events)
    roll = next(c for c in shown if isinstance(c, ft.FilledButton) and c.key == "roll-2")
    roll.on_click(None)
    (dialog,) = page.dialogs
    assert dialog.title.value == "Roll now? Bob's claim lapses"
    assert len(hub.get(sid).log.events) == before  # nothing rolled while the table is asked
    wait, yes = dialog.actions
    wait.on_click(None)
    assert page.dialogs == [] and len(hub.get(sid).log.events) == before
    roll.on_click(None)
    page.dialogs[0].actions[1].on_click(None)  # "Roll anyway": the dialog closes, then the roll is made
    rolled = hub.get(sid).log.events
    assert len(rolled) == before + 1 and rolled[-1].data.get("player") == "Cy", rolled[-1]


def test_an_explosion_that_takes_nothing_or_a_loss_without_insurance_is_said(tmp_path):
    # Explosion: "you lose two factory chips (or one, if that is all you have)"; Insurance pays only "in exchange for
    # handing one insurance chip to the Kasse". A walk read only "Bob lands on Explosion" on both phones.
    from tests.support.controls import all_text
    g = Game()
    g.turn("Bob", "explosion")  # Bob holds no factory chip
    assert said(screen(tmp_path / "bob", g.log, "Bob"), "offer-no-loss") == (
        "You hold no factory chip: the explosion takes nothing.")
    assert "Bob holds no factory chip: the explosion takes nothing." in all_text(screen(tmp_path / "k", g.log, None))
    g.turn("Cy", "factory-1")
    g.do(A.buy_chips, B, "Cy", "factory", 2)
    g.turn("Ann", "other")
    g.turn("Bob", "other")
    g.turn("Cy", "explosion")  # two chips lost, none insured
    cy = screen(tmp_path / "cy", g.log, "Cy")
    assert said(cy, "offer-uninsured") == "You hold no insurance chip: the loss is not paid."
    assert said(cy, "offer-no-loss") is None
    # What it took, on his own phone too (a later walk's Bob read only that the loss went unpaid), in his language
    assert said(cy, "offer-loss") == "The explosion took 2 factory chips from you."
    german = screen(tmp_path / "cy-de", g.log, "Cy", "de")
    assert said(german, "offer-loss") == "Die Explosion hat dir 2 Fabrikchips genommen."


def test_a_booked_claim_is_not_read_as_nothing_taken(tmp_path):
    from tests.support.controls import all_text
    g = insured_explosion()
    claimed = [lambda log: A.claim_insurance(log, B, "Bob")]
    for who in (None, "Bob"):
        said_now = all_text(screen(tmp_path / f"{who}", g.log, who, then=claimed))
        assert "takes nothing" not in said_now and "not paid" not in said_now, who


def test_a_claim_that_lapsed_with_the_next_roll_is_said_in_the_rolls_sentence(tmp_path):
    # A walk: after Cy rolled with Bob's claim open, Bob's phone said nothing of the 30,000 DM he no longer gets.
    from calculators.core.words import history
    from tests.support.text import plain
    g = insured_explosion()
    g.do(A.roll_move, B, "Cy", 1, values=[2])
    seq = g.log.events[-1].seq
    assert plain(history("fortune", g.log, "en", "Bob")[seq]).endswith(
        "; Bob's insurance claim of 30,000 DM lapses (interpretation)")
    assert plain(history("fortune", g.log, "de", "Cy")[seq]).endswith(
        "; der Versicherungsanspruch von Bob über 30.000 DM verfällt (Auslegung)")
    booked = insured_explosion()
    booked.do(A.claim_insurance, B, "Bob")
    booked.do(A.roll_move, B, "Cy", 1, values=[2])
    assert "lapses" not in history("fortune", booked.log, "en")[booked.log.events[-1].seq]


def test_a_table_shared_after_the_fires_claim_was_booked_does_not_say_the_fire_took_nothing(tmp_path):
    # Insurance: "If you land on the second space, you must deliver one finished product to the Kasse, if you have
    # one". A walk imported a table after Annabelle's fire (one of her two products taken) and her booked claim; once
    # Bob's bankruptcy was booked, the Kasse's panel said "Annabelle holds no finished product: the fire takes
    # nothing." while her balance sheet said "Finished products: 1". (The screens draw a table imported from `log`.)
    from tests.support.controls import all_text
    from tests.support.fortune.game import late_game
    g = late_game()
    g.do(A.claim_insurance, B, "Annabelle")
    bankrupt = [lambda log: A.declare_bankrupt(log, B, "Bob")]
    kasse = all_text(screen(tmp_path / "kasse", g.log, None, then=bankrupt))
    assert "Annabelle is on: Warehouse fire" in kasse and "takes nothing" not in kasse
    annabelle = screen(tmp_path / "annabelle", g.log, "Annabelle", then=bankrupt)
    assert said(annabelle, "offer-no-loss") is None and said(annabelle, "offer-uninsured") is None
