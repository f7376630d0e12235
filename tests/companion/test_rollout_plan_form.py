"""Rollout, Stage 5: the plan form on a player's phone offers what the rules allow that player. Stage 5: "Up to 10
Stores may be built on each turn"; Missed Dividends: "he cannot build any Stores, although he is still allowed to
sell them"; "If a player does not want to build or to sell Stores, he puts a zero on his Boardroom Pad". A walk saw
"Wie viele Läden (0 bis 999)", "Passen / kein Gebot" beside "Keins von beiden", "Keins von beiden" after a typed 1
refused, and "Bauen" offered to Cy, who missed his dividends, refused only at Confirm."""
import flet as ft

import calculators.rollout as ro
from calculators.core.bids import rounds, view_for
from companion.widgets.sealed_form import entry_form, form_key
from tests.support.controls import all_text, walk
from tests.support.rollout import B, seat
from tests.support.rollout.stores import to_stage
from tests.support.screens import Table
from tests.support.rollout import started
from tests.support.tray_screens import Phone, click, keyed


def _table(tmp_path):
    t = started()
    to_stage(t, 5, Cy={"pay_dividends": False})
    t.do(ro.start_stage, B, ["Ann", "Cy"], faces=[3])
    table = Table(tmp_path, "rollout")
    sid = table.create(t.log)
    table.hub.act(sid, lambda log: ro.open_store_plans(log, B))  # on the server (a share code carries no open round)
    rid = next(iter(rounds(table.hub.get(sid).log)))
    return table, sid, rid


def _form(table, sid, rid, who, lang="en", phone=None):
    phone = phone or Phone(table.hub, sid, seat(who))
    return entry_form(phone.ctx, sid, view_for(rounds(table.hub.get(sid).log)[rid], who), who, lang=lang)


def test_the_plan_form_offers_only_the_rules_plans_with_the_rules_bounds(tmp_path):
    table, sid, rid = _table(tmp_path)
    ann, cy = _form(table, sid, rid, "Ann"), _form(table, sid, rid, "Cy")
    ann_text, cy_text = all_text(ann), all_text(cy)
    assert "(0 to 10)" in ann_text and "999" not in ann_text
    assert "Build" in ann_text and "Sell" in ann_text and "Neither (zero)" in ann_text
    assert "Pass / no bid" not in ann_text and "Pass / no bid" not in cy_text  # "Neither (zero)" is that choice
    key = form_key(sid, rid, "Cy")
    chips = [c.key for c in walk(cy) if isinstance(c, ft.Button) and str(c.key).startswith(f"{key}-plan-")]
    assert chips == [f"{key}-plan-sell", f"{key}-plan-none"]  # no Build for Cy
    assert "No dividends paid this turn: you may sell Stores, not build (Missed Dividends)." in cy_text
    assert "(0 to 1)" in cy_text  # he has one Store to sell
    de = all_text(_form(table, sid, rid, "Cy", "de"))
    assert "(0 bis 1)" in de and "Bauen" not in de and "In dieser Runde keine Dividende gezahlt: Du darfst Läden verkaufen, nicht bauen (Ausgelassene Dividende)." in de


def test_neither_after_a_typed_number_is_a_zero_on_the_pad(tmp_path):
    table, sid, rid = _table(tmp_path)
    key, ann = form_key(sid, rid, "Ann"), Phone(table.hub, sid, seat("Ann"))
    keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-stores").value = "1"
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-plan-none"))
    shown = _form(table, sid, rid, "Ann", phone=ann)
    assert "You neither build nor sell Stores this turn." in all_text(shown)
    click(keyed(shown, f"{key}-confirm"))
    assert keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-msg").value == ""
    assert rounds(table.hub.get(sid).log)[rid].entries["Ann"].values == {"plan": "none", "stores": 0}


def test_a_revealed_plan_reads_as_a_plan_on_every_phone(tmp_path):
    """Stage 5: "If a player does not want to build or to sell Stores, he puts a zero on his Boardroom Pad". A walk
    read "Ann: Build or sell Stores Neither (zero), How many Stores 0" and "Bob: Build or sell Stores Build, How many
    Stores 2" on every phone after the reveal: label and value in one run. The plan is said whole."""
    from companion.widgets.sealed import reveal_card
    from companion.widgets.sealed_form import Wording

    table, sid, rid = _table(tmp_path)
    table.hub.act(sid, lambda log: ro.enter_store_plan(log, seat("Ann"), "build", 1))
    table.hub.act(sid, lambda log: ro.enter_store_plan(log, seat("Cy"), "none", 0))
    table.hub.act(sid, lambda log: ro.reveal_store_plans(log, B))
    rnd = rounds(table.hub.get(sid).log)[rid]
    for lang, ann, cy in (("en", "Ann: Build 1 Store", "Cy: Neither build nor sell (zero)"),
                          ("de", "Ann: 1 Laden bauen", "Cy: Weder bauen noch verkaufen (null)")):
        phone = Phone(table.hub, sid, seat("Ann"))
        shown = all_text(reveal_card(rnd, Wording(phone.ctx, sid, rnd, lang)))
        assert ann in shown and cy in shown, shown
        assert "How many" not in shown and "Wie viele" not in shown


def test_the_steppers_beside_the_number_are_named_after_it(tmp_path):
    # A walk heard "Lower How many Stores" and "Raise How many Stores": the field's name first, then the step.
    table, sid, rid = _table(tmp_path)
    key = form_key(sid, rid, "Ann")
    names = [keyed(_form(table, sid, rid, "Ann"), f"{key}-stores-{k}").content.semantics_label for k in ("less", "more")]
    assert names == ["How many Stores: lower", "How many Stores: raise"]
    de = [keyed(_form(table, sid, rid, "Ann", "de"), f"{key}-stores-{k}").content.semantics_label for k in ("less", "more")]
    assert all(n.endswith((": senken", ": erhöhen")) for n in de), de


def test_a_refusal_the_summary_already_says_is_not_printed_twice(tmp_path):
    # Stage 5: "Up to 10 Stores may be built on each turn." A walk typed 12 and read "Build 1 to 10 Stores a turn."
    # in bold above Confirm, then the same line in red under it once Confirm was tapped.
    table, sid, rid = _table(tmp_path)
    key, ann = form_key(sid, rid, "Ann"), Phone(table.hub, sid, seat("Ann"))
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-plan-build"))
    keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-stores").value = "12"

    def said_once() -> None:  # the rules' refusal in red, once; no sentence of what the plan commits to above it
        shown = _form(table, sid, rid, "Ann", phone=ann)
        red = [c for c in walk(shown) if isinstance(c, ft.Text) and c.value == "Build 1 to 10 Stores a turn."]
        assert red == [keyed(shown, f"{key}-msg")]
        summary = next(c for c in walk(shown) if isinstance(c, ft.Semantics) and c.identifier == "entry-summary")
        assert summary.content.value == ""
    said_once()  # as it is typed, before Confirm (a walk's Build 11 read black "Build 1 to 10 Stores a turn.")
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-confirm"))
    said_once()
    assert "Ann" not in rounds(table.hub.get(sid).log)[rid].entries  # nothing saved


def test_a_plan_of_nothing_is_carried_out_by_a_button_that_says_so(tmp_path):
    """Stage 5: "If a player does not want to build or to sell Stores, he puts a zero on his Boardroom Pad". The bank
    phone still records it in die order; a walk read "Carry out Dee's plan" for it, as if something would happen."""
    table, sid, rid = _table(tmp_path)
    table.hub.act(sid, lambda log: ro.enter_store_plan(log, seat("Ann"), "none", 0))
    table.hub.act(sid, lambda log: ro.enter_store_plan(log, seat("Cy"), "none", 0))
    table.hub.act(sid, lambda log: ro.reveal_store_plans(log, B))
    first = ro.state_of(table.hub.get(sid).log).play.order[0]
    buttons = {c.content if isinstance(c.content, str) else all_text([c]) for c in walk(table.draw(sid, ""))
               if isinstance(c, (ft.FilledButton, ft.OutlinedButton))}
    assert f"{first} builds and sells nothing: next" in buttons and f"Carry out {first}'s plan" not in buttons


def test_a_sale_of_more_stores_than_held_is_refused_before_confirm(tmp_path):
    # Stage 5, Selling Stores: a player sells Stores he has. A walk's Bob, with 1 Store, typed 2 and read "Du verkaufst
    # 2 Läden an die Bank: sie zahlt dir $100M" above Confirm; the refusal came only after it.
    table, sid, rid = _table(tmp_path)
    key, ann = form_key(sid, rid, "Ann"), Phone(table.hub, sid, seat("Ann"))
    held = ro.state_of(table.hub.get(sid).log).company_of("Ann").stores
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-plan-sell"))
    keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-stores").value = str(held + 1)
    shown = _form(table, sid, rid, "Ann", phone=ann)
    said = keyed(shown, f"{key}-msg").value
    assert said == (f"You have {held} Stores to sell." if held != 1 else "You have 1 Store to sell.")
    assert "to the Bank" not in " ".join(str(getattr(c, "value", "")) for c in walk(shown))


def test_a_negative_count_is_refused_with_the_bounds_the_field_shows(tmp_path):
    # Stage 5: "Up to 10 Stores may be built on each turn." A walk typed -2 under "How many Stores (0 to 10)" and read
    # "between 0 and 999": the round's bound, not the player's.
    table, sid, rid = _table(tmp_path)
    key, ann = form_key(sid, rid, "Ann"), Phone(table.hub, sid, seat("Ann"))
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-plan-build"))
    keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-stores").value = "-2"
    shown = keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-msg").value
    assert "0 and 10" in shown and "-2" in shown and "999" not in shown, shown
    click(keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-confirm"))
    assert "999" not in keyed(_form(table, sid, rid, "Ann", phone=ann), f"{key}-msg").value
    assert "Ann" not in rounds(table.hub.get(sid).log)[rid].entries  # nothing saved
