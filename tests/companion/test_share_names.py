"""Every import path refuses the names setup refuses (issue 18, item 5): share codes and table files."""
import json

import pytest

from calculators.core.table import make_setup
from companion.share import ShareError, decode, encode, export_session, import_session_file, snapshot_of
from companion.share.codec import decode_body, encode_body
from companion.storage import Store
from companion.table import TableHub

BAD_NAMES = {
    "\u0410nn": "looks just like Ann",  # Cyrillic А
    "Ann\u200b": "an invisible character (from an emoji or a paste)",
    "\u3164": "draws nothing",
    "B\x00": "a control character (from a paste)",
    "\x1b[2J": "a control character (from a paste)",
    "\u202eBob": "an invisible character (from an emoji or a paste)",
    "Bo\nb": "line break",
}


@pytest.fixture
def hub(tmp_path):
    hub = TableHub(Store(tmp_path / "a"))
    hub.sid = hub.create(make_setup("rollout", "Friday night", ["Ann", "Bob", "Cy"], "Bob"))
    return hub


@pytest.mark.parametrize(("bad", "words"), BAD_NAMES.items())
def test_a_share_code_with_a_bad_name_is_refused(hub, bad, words):
    body = decode_body(encode(snapshot_of(hub, hub.sid)))
    assert body[2] == ["Ann", "Bob", "Cy"]
    body[2] = ["Ann", "Bob", bad]
    with pytest.raises(ShareError) as e:
        decode(encode_body(body))
    assert words in e.value.message and e.value.kind == "invalid"


@pytest.mark.parametrize(("bad", "words"), BAD_NAMES.items())
def test_a_table_file_with_a_bad_name_is_refused_and_nothing_is_saved(hub, tmp_path, bad, words):
    doc = json.loads(export_session(hub.store.load(hub.sid)))
    doc["meta"]["setup"]["players"] = ["Ann", "Bob", bad]
    other = Store(tmp_path / "b")
    with pytest.raises(ShareError) as e:
        import_session_file(other, json.dumps(doc).encode())
    assert words in e.value.message
    assert other.list_sessions()[0] == []
