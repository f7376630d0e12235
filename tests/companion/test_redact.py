"""No secret in a log line or an error message (issue 18 item 4): the helper and the logging net."""
import io
import logging

from companion import redact
from companion.access import Access, new_token
from companion.join_codes import JoinCodes
from companion.routes import crash_view
from companion.storage import Store


def test_links_lose_their_secret_by_shape():
    text = ('GET /seat/AbC-123_xyz?x=1 and /bank/Zz9 and http://h:1/?host=s3cr3t-h0st&y=2 '
            "route '/table/t1/invite?host=abcDEF' {'page_name': 'seat/Qq7-k'}")
    out = redact.redact(text)
    for secret in ("AbC-123_xyz", "Zz9", "s3cr3t-h0st", "abcDEF", "Qq7-k"):
        assert secret not in out
    assert "/seat/[redacted]?x=1" in out and "/table/t1/invite" in out and "y=2" in out


def test_remembered_values_are_redacted_wherever_they_appear_and_forgotten_when_useless():
    token = new_token()  # every token issued is remembered
    codes = JoinCodes()
    shown = codes.open("screen", "t1", ["Ann"])
    line = f"KeyError({token!r}) while typing {shown['Ann']}"
    assert token not in redact.redact(line) and shown["Ann"] not in redact.redact(line)
    codes.close("screen")
    assert shown["Ann"] in redact.redact(f"typed {shown['Ann']}")  # a closed code opens nothing
    assert redact.redact("Ann has $300M") == "Ann has $300M"  # ordinary text is untouched


def test_every_logger_is_redacted_including_tracebacks(tmp_path):
    redact.install()
    store = Store(tmp_path)
    access = Access(store, host_secret="h0st-s3cret-value")
    redact.remember("h0st-s3cret-value")
    token = new_token()
    buf = io.StringIO()
    handler = logging.StreamHandler(buf)
    handler.setFormatter(logging.Formatter("%(name)s %(message)s"))
    for name in ("companion", "uvicorn.access", "flet"):
        logger = logging.getLogger(name)
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
    try:
        logging.getLogger("uvicorn.access").info('%s - "GET %s HTTP/1.1" %d', "127.0.0.1:5", f"/seat/{token}", 200)
        logging.getLogger("flet").debug("patch %s", {"route": f"/?host=h0st-s3cret-value", "value": token})
        try:
            raise KeyError(f"no table for {token}")
        except KeyError:
            logging.getLogger("companion").exception("drawing %s failed", f"/bank/{token}/invite")
    finally:
        for name in ("companion", "uvicorn.access", "flet"):
            logging.getLogger(name).removeHandler(handler)
    out = buf.getvalue()
    assert "GET /seat/[redacted]" in out and "Traceback" in out and "KeyError" in out
    assert token not in out and "h0st-s3cret-value" not in out
    assert access.is_host_secret("h0st-s3cret-value")


class _Ctx:
    def go(self, route):
        pass


def test_a_screen_that_fails_to_draw_shows_no_secret():
    token = new_token()
    view = crash_view(_Ctx(), f"/seat/{token}", KeyError(token))
    shown = view.controls[0].value
    assert "could not be drawn" in shown and token not in shown
