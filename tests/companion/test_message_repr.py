"""Flet formats every message it sends into a debug line whether or not its transport log is on
(`transport_log.debug(f"send_message: {message}")`, flet_web 1.0.5); the server describes a message in one line
unless that log is read (companion/message_repr.py)."""
from __future__ import annotations

import logging

import flet as ft
import pytest
from flet.messaging.protocol import Message, MessageAction

from companion.app import make_services
from companion.config import AppConfig


class Counted(ft.Text):
    """A control that counts how often it is formatted."""
    formatted = 0

    def __repr__(self) -> str:
        Counted.formatted += 1
        return "Counted(...)"


@pytest.fixture
def transport_log():
    log = logging.getLogger("flet_transport")
    before = log.level
    yield log
    log.setLevel(before)


def screen_message() -> Message:
    return Message(MessageAction.PATCH_CONTROL, {"id": 1, "patch": [[0], [0, 0, "controls", [Counted("$550")] * 400]]})


def test_the_server_formats_no_screen_for_a_log_line_that_is_off(tmp_path, transport_log):
    make_services(AppConfig(data_dir=tmp_path))  # as the server starts
    transport_log.setLevel(logging.INFO)
    Counted.formatted = 0
    line = f"send_message: {screen_message()}"  # what Flet's send_message formats for each message
    assert line == "send_message: Message(PATCH_CONTROL)"
    assert Counted.formatted == 0  # not one control of the screen (nor the seat's cash in it) was formatted


def test_with_flets_transport_log_on_a_message_reads_as_flet_writes_it(tmp_path, transport_log):
    make_services(AppConfig(data_dir=tmp_path))
    transport_log.setLevel(logging.DEBUG)
    Counted.formatted = 0
    line = f"send_message: {screen_message()}"
    assert line.startswith("send_message: Message(action=<MessageAction.PATCH_CONTROL")
    assert Counted.formatted == 400
