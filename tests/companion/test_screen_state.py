"""A screen's own state carries what a player typed, chose or was refused across renders (issue 15: "nothing a
player taps or types is ever lost"). Another phone's action, or a tap on this one, re-renders the whole screen:
every control is built afresh, so what must outlive the render is state (`companion.live.ScreenState`), never a
control kept by hand (`Ctx.keep` / `keep_button`, gone). Drawn in-process the way the app draws a screen
(tests/support/phone.py: the phone's Session and the screen's ScreenState, the screen built again after every
press); the browser proof is tests/e2e/test_load.py."""
from __future__ import annotations

from pathlib import Path

import flet as ft

from calculators.core.table import make_setup
from companion.access import Identity
from companion.app import make_services
from companion.config import AppConfig
from companion.routes import Shown, settle, views_for
from companion.views import join
from tests.support.controls import find, walk
from tests.support.phone import Phone, session
from tests.support.screens import call, fields_in, label_of
from tests.support.scratch import scratch_dir

CODE = "Six-character code"


def join_phone() -> tuple[Phone, object]:
    services = make_services(AppConfig(data_dir=Path(scratch_dir("screen-state-"))))
    s = session("/join", services, Identity())
    settle(s, "/join")
    return Phone(s, lambda s: views_for(s, "/join")), services


def field(drawn: list, label: str) -> ft.TextField:
    return next(f for f in fields_in(drawn) if label_of(f) == label)


def test_text_typed_into_a_field_survives_every_re_render():
    phone, services = join_phone()
    typed = field(phone.draw(), CODE)
    typed.value = "AB3"  # the browser writes keystrokes into the rendered instance
    for _ in range(3):  # another phone's update, three times over, while the player is still typing
        again = field(phone.draw(), CODE)
        assert again is not typed, "a control kept by hand across renders (the model this issue removed)"
        assert again.value == "AB3" and again.key == "code"  # the same key: Flet patches the same field
        typed = again
    typed.value = "AB3X"  # typing goes on in the newest instance
    assert field(phone.draw(), CODE).value == "AB3X"


def test_a_refusal_on_a_field_is_state_and_shows_on_the_next_render():
    phone, services = join_phone()
    drawn = phone.draw()
    field(drawn, CODE).value = "ZZZZZZ"
    button = find(drawn, "Join the table", tappable=True)
    call(button.on_click, button)
    assert field(drawn, CODE).error is None  # the rendered control is not changed by the handler (frozen) ...
    again = field(phone.draw(), CODE)  # ... the next render draws the refusal from the screen's state
    assert again.error and phone.state.error("code") == again.error and again.value == "ZZZZZZ"
    assert phone.asked >= 1  # the refusal asked for that render
    assert field(phone.draw(), CODE).error == again.error  # and it stays, render after render


def test_a_successful_entry_clears_its_errors_and_a_good_code_goes_to_the_seat():
    phone, services = join_phone()
    sid = services.hub.create(make_setup("rollout", "Friday", ["Ann", "Bob"], "Kim"))
    code = services.access.open_codes("invite", sid, ["Ann"])["Ann"]
    drawn = phone.draw()
    field(drawn, CODE).value = "ZZZZZZ"
    call(find(drawn, "Join the table", tappable=True).on_click, None)
    drawn = phone.draw()
    assert field(drawn, CODE).error
    field(drawn, CODE).value = code
    call(find(drawn, "Join the table", tappable=True).on_click, None)
    assert phone.page.went and phone.page.went[-1].startswith("/seat/")


def screen(ctx) -> ft.View:
    """A screen as every converted one is written: fields through ctx.field, a choice through ctx.get/put."""
    def save(e):
        if not ctx.text("amount").isdigit():
            ctx.fail("amount", "Type a whole number")
            return
        ctx.put("saved", [*ctx.get("saved", []), int(ctx.text("amount"))])
        ctx.state.clear("amount")  # a successful entry empties its field on the next render

    return ft.View(controls=[ctx.field("amount", ft.TextField(label="Amount")),
                             ctx.field("note", ft.TextField(label="Note")),
                             ft.Text(", ".join(map(str, ctx.get("saved", [])))),
                             ft.Button("Save", on_click=save)])


def test_clear_empties_the_field_on_the_next_render_only_and_keeps_the_others():
    phone = Phone(session("/x"), lambda s: [Shown("/x", screen)])
    drawn = phone.draw()
    field(drawn, "Amount").value, field(drawn, "Note").value = "12", "for Ann"
    call(find(drawn, "Save", tappable=True).on_click, None)
    drawn = phone.draw()
    assert field(drawn, "Amount").value in (None, "") and field(drawn, "Note").value == "for Ann"
    assert "12" in [c.value for c in walk(drawn) if isinstance(c, ft.Text)]
    field(drawn, "Amount").value = "7"  # typed after the clear: carried again
    assert field(phone.draw(), "Amount").value == "7"


def test_a_refused_entry_keeps_what_was_typed_and_the_next_good_one_clears_the_refusal():
    phone = Phone(session("/x"), lambda s: [Shown("/x", screen)])
    drawn = phone.draw()
    field(drawn, "Amount").value = "twelve"
    call(find(drawn, "Save", tappable=True).on_click, None)
    drawn = phone.draw()
    amount = field(drawn, "Amount")
    assert amount.value == "twelve" and amount.error == "Type a whole number"
    amount.value = "12"
    call(find(drawn, "Save", tappable=True).on_click, None)
    assert field(phone.draw(), "Amount").error is None  # clear() drops the field's refusal with its text


def test_a_new_screen_key_starts_with_a_fresh_state():
    """After an undo the table's screens get a new key (companion.routes.undo_epoch): the form that made the
    mistake starts afresh. The harness follows the app (root.Screen is keyed by Shown.key)."""
    key = {"k": "/x@0"}
    phone = Phone(session("/x"), lambda s: [Shown(key["k"], screen)])
    field(phone.draw(), "Note").value = "draft"
    assert field(phone.draw(), "Note").value == "draft"
    key["k"] = "/x@1"
    assert field(phone.draw(), "Note").value in (None, "")


def test_a_field_nobody_typed_in_follows_the_value_the_screen_gives_it_and_a_typed_one_stays():
    """A sealed entry confirmed on another phone moves the value its form is drawn with: the field shows it, unless
    this phone's player typed over it (an unsaved draft is theirs). A walk found a field still holding the 0 it was
    first drawn with under "Your entry: Amount 700 — confirmed", and one tap on Confirm sent the 0."""
    given = {"amount": "0", "note": ""}

    def shown(ctx) -> ft.View:
        return ft.View(controls=[ctx.field("amount", ft.TextField(label="Amount", value=given["amount"])),
                                 ctx.field("note", ft.TextField(label="Note", value=given["note"]))])

    phone = Phone(session("/x"), lambda s: [Shown("/x", shown)])
    drawn = phone.draw()
    field(drawn, "Note").value = "for Ann"  # typed
    given.update(amount="700", note="from the table")  # the screen's values move (another phone's confirmation)
    drawn = phone.draw()
    assert field(drawn, "Amount").value == "700" and field(drawn, "Note").value == "for Ann"
    field(drawn, "Amount").value = "650"  # typed now: a draft
    given["amount"] = "600"
    assert field(phone.draw(), "Amount").value == "650"
