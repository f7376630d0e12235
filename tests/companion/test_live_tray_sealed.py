"""The dice tray and the sealed-entry form as live components (issue 15): what a phone chose or typed is the
screen's own state, carried across every redraw another phone causes; buttons are keyed, so a tap that crosses a
redraw reaches the same button, and its handler reads the state, not the controls it was drawn with (rendered
controls are frozen in the app). Drawn in-process: a draw is the screen's builder called with the phone's session
and the screen's state, as `companion.root.Screen` calls it."""
from __future__ import annotations

import types

import flet as ft

from calculators.core.bids import enter, rounds, view_for
from calculators.core.table import make_setup
from calculators.core.tray import last_roll, roll_tray, tray_rolls
from companion.storage import Store
from companion.table import TableHub
from companion.widgets import sealed, tray
from companion.widgets.sealed_form import entry_form, form_key
from tests.support.controls import radio_labels, walk
from tests.support.tray_screens import Phone, amount_round, change, click, keyed, table


def test_a_roll_crossing_another_phones_roll_keeps_the_purpose_typed_and_the_dice_chosen(tmp_path):
    hub, sid = table(tmp_path)
    phone = Phone(hub, sid, "banker")

    def draw():
        return tray.controls(phone.ctx, sid, hub.get(sid).log, "tray", ("Ann", "Bob"), "rollout")

    first = draw()
    purpose = keyed(first, "tray-purpose")
    assert isinstance(purpose, ft.TextField) and purpose.label == "What is the roll for?"
    purpose.value = "Stage 2 order"  # typed in the browser, into the field on the page
    old_roll = keyed(first, "tray-roll")  # drawn before the dice were chosen: the tap reads the choice when it runs
    change(keyed(first, "tray-count").controls[1], selected=["3"])
    hub.act(sid, lambda log: roll_tray(log, "banker", 2, "another phone"))  # another phone: this page redraws
    again = draw()
    assert keyed(again, "tray-purpose").value == "Stage 2 order"  # carried from the field on the page
    assert keyed(again, "tray-count").controls[1].selected == ["3"]
    assert keyed(again, "tray-roll").key == old_roll.key  # the same button to Flet: a crossing tap finds it
    click(old_roll)  # the tap that was on its way, with the handler it was drawn with
    roll = last_roll(hub.get(sid).log)
    assert len(tray_rolls(hub.get(sid).log)) == 2 and roll.purpose == "Stage 2 order" and len(roll.faces) == 3


def test_the_tray_offers_the_players_in_play_in_the_phones_language(tmp_path):
    """The roll-for choices drop a player who left the game (a chosen one falls back to the table), and a phone
    whose language is read after the first draw sees the tray in that language."""
    from companion.i18n import using

    hub, sid = table(tmp_path, ("Ann", "Bob", "Cy"))
    phone = Phone(hub, sid, "banker")
    log = hub.get(sid).log

    def labels(controls):
        group = keyed(controls, "tray-whose")
        return group, radio_labels([group])

    group, said = labels(tray.controls(phone.ctx, sid, log, "tray", ("Ann", "Bob", "Cy"), "rollout"))
    assert said == ["The table", "Ann", "Bob", "Cy"]
    change(group, value="Bob")
    group, said = labels(tray.controls(phone.ctx, sid, log, "tray", ("Ann", "Bob", "Cy"), "rollout"))
    assert group.value == "Bob"
    click(keyed(tray.controls(phone.ctx, sid, log, "tray", ("Ann", "Bob", "Cy"), "rollout"), "tray-roll"))
    assert tray_rolls(hub.get(sid).log)[-1].on_behalf_of == "Bob"
    group, said = labels(tray.controls(phone.ctx, sid, log, "tray", ("Ann", "Cy"), "rollout"))  # Bob is out
    assert said == ["The table", "Ann", "Cy"] and group.value == ""
    with using("de"):
        german = tray.controls(phone.ctx, sid, log, "tray", ("Ann", "Cy"), "rollout")
    _, said = labels(german)
    assert said[0] != "The table" and said[1:] == ["Ann", "Cy"]
    assert keyed(german, "tray-roll").content != "Roll" and keyed(german, "tray-purpose").label != \
        "What is the roll for?"


def anns_form(tmp_path):
    """(hub, table, Ann's form key, a draw of Ann's form on her own phone) for a table with an amount round open."""
    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    ann = Phone(hub, sid, "seat:Ann")

    def form():
        return entry_form(ann.ctx, sid, view_for(rounds(hub.get(sid).log)["r1"], "Ann"), "Ann")
    return hub, sid, form_key(sid, "r1", "Ann"), form


def test_a_number_typed_in_a_sealed_entry_survives_another_seats_confirmation(tmp_path):
    """Every player confirms at about the same time, each confirmation redrawing every phone."""
    hub, sid, key, form = anns_form(tmp_path)

    first = form()
    keyed(first, f"{key}-amount").value = "50"  # typed in the browser
    confirm = keyed(first, f"{key}-confirm")
    hub.act(sid, lambda log: enter(log, "seat:Bob", "r1", {"amount": 40}))  # Bob confirms: Ann's phone redraws
    again = form()
    assert keyed(again, f"{key}-amount").value == "50"
    click(keyed(again, f"{key}-amount-more"))  # + : one step up
    field = keyed(form(), f"{key}-amount")
    assert field.value == "60" and field.error is None
    for _ in range(4):  # 70, 80, 90, 100
        click(keyed(form(), f"{key}-amount-more"))
    assert keyed(form(), f"{key}-amount").value == "100"
    click(keyed(form(), f"{key}-amount-more"))  # 100 is the highest: it stays there and says so
    field = keyed(form(), f"{key}-amount")
    assert field.value == "100" and field.error == "$100M is the highest."  # Rollout money: $ millions
    field.value = "70"  # typing again: the message goes
    field.on_change(types.SimpleNamespace(control=field, data=None))
    assert keyed(form(), f"{key}-amount").error is None
    click(confirm)  # Ann's tap, sent with the first draw's button: it confirms what is typed now
    assert rounds(hub.get(sid).log)["r1"].entries["Ann"].values == {"amount": 70}


def test_a_refused_entry_is_said_on_the_form_and_a_confirmed_one_clears_it(tmp_path):
    hub, sid, key, form = anns_form(tmp_path)

    keyed(form(), f"{key}-amount").value = "45"  # not a step of 10
    click(keyed(form(), f"{key}-confirm"))
    said = keyed(form(), f"{key}-msg").value
    assert said and "Ann" not in rounds(hub.get(sid).log)["r1"].entries
    field = keyed(form(), f"{key}-amount")
    field.value = "40"  # typing again: the refusal of the last try goes (a walk read it beside the value typed right)
    field.on_change(types.SimpleNamespace(control=field, data=None))
    assert keyed(form(), f"{key}-msg").value == ""
    click(keyed(form(), f"{key}-confirm"))
    assert keyed(form(), f"{key}-msg").value == "" and rounds(hub.get(sid).log)["r1"].entries["Ann"].values == {
        "amount": 40}


def test_passing_the_phone_is_the_phones_cover_and_the_next_time_the_form_starts_empty(tmp_path):
    """Pass-the-phone covers the banker's table screen (the session's cover); the seat opens its own empty form,
    confirms, and the phone hides it again; what that seat typed is gone from the screen's state."""
    hub, sid = table(tmp_path)
    amount_round(hub, sid)
    banker = Phone(hub, sid, "banker")
    log = hub.get(sid).log
    assert sealed.cover_view_controls(banker.ctx, sid, log) is None
    click(keyed(sealed.banker_panel(banker.ctx, sid, log, ("Ann", "Bob"), None), "pass-phone-Ann"))
    assert banker.session.cover == {"table": sid, "round": "r1", "seat": "Ann", "open": False, "done": False,
                                    "at": "/"}  # the screens it stands over (Back stays there): this page's route
    covered = sealed.cover_view_controls(banker.ctx, sid, log)
    assert not [c for c in walk(covered) if isinstance(c, ft.TextField)]  # nothing of the entry before it is opened
    click(keyed(covered, "cover-open"))
    key = form_key(sid, "r1", "Ann")
    covered = sealed.cover_view_controls(banker.ctx, sid, log)
    keyed(covered, f"{key}-amount").value = "30"
    click(keyed(covered, f"{key}-confirm"))
    log = hub.get(sid).log
    assert rounds(log)["r1"].entries["Ann"].values == {"amount": 30}
    assert banker.session.cover["done"] and not banker.session.cover["open"]
    ann_fields = [k for k in banker.state.fields if k.startswith(key)]
    assert ann_fields and all(k in banker.state.cleared for k in ann_fields)  # drawn empty the next time
    assert not [k for k in banker.state.values if k.startswith(key)]
    done = sealed.cover_view_controls(banker.ctx, sid, log)
    assert "30" not in [getattr(c, "value", None) for c in walk(done)]
    click(keyed(done, "cover-back"))
    assert banker.session.cover is None and sealed.cover_view_controls(banker.ctx, sid, log) is None


def test_a_games_own_die_on_the_tray_shows_its_face_in_the_phones_language(tmp_path):
    """Owner's Choice's Event die rolled on the shared tray: a German phone reads the face as the German screens
    name it ("Aktie tauschen"), on the tray and in the recent rolls, not in the English it was recorded with."""
    import random

    from calculators.core.game import dice_for
    from calculators.owners_choice.tables import LABELS
    from calculators.owners_choice.words import FACES_DE
    from companion.widgets.rolls import recent

    hub = TableHub(Store(tmp_path))
    sid = hub.create(make_setup("owners-choice", "T", ["Ann", "Bob"], "Kim"))
    die = next(d for d in dice_for("owners-choice", hub.get(sid).log) if d.name == "Event")
    hub.act(sid, lambda log: roll_tray(log, "banker", 1, "Table roll", die=die, rng=random.Random(3)))
    log = hub.get(sid).log
    face = last_roll(log).labels[0]
    german = FACES_DE[next(k for k, v in LABELS.items() if v == face)]
    assert german != face
    # A face is a label in a box (face_chip): plain text, never a disabled control (issue 16's walk).
    assert not [c for c in walk(tray.latest(log, "owners-choice", "de")) if isinstance(c, ft.Chip)]
    chips = lambda controls: [c.content.value for c in walk(controls)  # noqa: E731
                              if isinstance(c, ft.Container) and isinstance(c.content, ft.Text) and c.border]
    assert chips(tray.latest(log, "owners-choice", "de")) == [german]
    assert chips(tray.latest(log, "owners-choice", "en")) == [face]
    assert chips(recent(log, "owners-choice", "de", None)) == [german]


def test_a_sealed_fields_spoken_name_is_in_the_phones_language():
    # A screen reader on a German phone heard "Secret bid per share ($M) von Bob" beside the German label shown.
    import types as _types
    from companion.widgets.sealed_form import spoken_field
    f = _types.SimpleNamespace(label="Secret bid per share ($M)")
    assert spoken_field(f, "Verdecktes Gebot je Aktie", "de") == "Verdecktes Gebot je Aktie ($M)"  # the catalog's
    assert spoken_field(f, "Secret bid per share", "en") == "Secret bid per share ($M)"
    other = _types.SimpleNamespace(label="Stake of the house")  # a label the catalog does not know: the one shown
    assert spoken_field(other, "Einsatz des Hauses", "de") == "Einsatz des Hauses"


def test_the_dice_count_is_read_out_as_dice_not_a_bare_number(tmp_path):
    # A screen-reader walk heard "1", "2", "3", "4": nothing said they were dice.
    from companion.i18n import using
    hub, sid = table(tmp_path)
    phone = Phone(hub, sid, "banker")
    for lang, words in (("en", ["1 die", "2 dice", "3 dice", "4 dice"]), ("de", ["1 Würfel", "2 Würfel", "3 Würfel",
                                                                                 "4 Würfel"])):
        with using(lang):
            drawn = tray.controls(phone.ctx, sid, hub.get(sid).log, "tray", ("Ann", "Bob"), "rollout")
        count = keyed(drawn, "tray-count").controls[1]
        assert [s.label.semantics_label for s in count.segments] == words


def test_a_confirmed_pass_is_not_read_as_a_second_entry_under_it(tmp_path):
    """A walk's Ann tapped "Pass / no bid": her phone read "Your entry: pass — confirmed." and, just below, "Your
    entry: Amount $0", two entries at once. Under a confirmed pass the form says what a bid instead would be."""
    hub, sid, key, form = anns_form(tmp_path)

    click(keyed(form(), f"{key}-pass"))
    assert rounds(hub.get(sid).log)["r1"].entries["Ann"].values is None  # passed
    drawn = form()
    mine = keyed(drawn, f"{key}-mine").content.value
    summary = keyed(drawn, f"{key}-summary").content.value
    assert mine.startswith("Your entry: pass — confirmed") and summary.startswith("Instead of passing: "), summary
