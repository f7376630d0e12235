"""Helpers of test_share.py that other tests use too."""
from __future__ import annotations

import re

import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from tests.e2e.flutter import ident, reveal, tap
from tests.e2e.live import create_table


def fingerprint_on(page) -> str:
    """The 8-character fingerprint the table screen shows."""
    node = reveal(page, ident(page, "fingerprint"))
    text = " ".join(filter(None, [node.get_attribute("aria-label"), node.inner_text()]))
    codes = set(re.findall(r"\b[A-Z2-7]{8}\b", text))
    assert len(codes) == 1, text
    return codes.pop()


def share_a_rolled_table(page, shot) -> str:
    """A new three-seat table with one roll, shown as a QR code; the screen is saved to `shot` once its code
    reads (the image may still be decoding in the browser). Returns the table's fingerprint."""
    create_table(page, ["Ann", "Bob", "Cy"], banker="Kim")
    tap(page, "button", "Roll", exact=True)
    expect(reveal(page, ident(page, "die-0"))).to_be_visible()
    original = fingerprint_on(page)
    tap(page, "button", "Share as QR")
    expect(page.get_by_text(re.compile("holds every secret"))).to_be_visible()
    codes = []
    for _ in range(20):
        page.screenshot(path=str(shot))
        codes = [r.text for r in zxingcpp.read_barcodes(Image.open(shot))]
        if codes:
            break
        page.wait_for_timeout(250)
    assert len(codes) == 1 and codes[0].startswith("TC1:"), codes
    return original
