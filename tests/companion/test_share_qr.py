"""For real: a table through TableHub, its QR code as a PNG, read back with zxing-cpp, imported on a second device."""
import io
import random

import pytest
from PIL import Image, ImageDraw, ImageFilter

from calculators.core.boards import has_board, load_board
from calculators.core.model import RuleError
from calculators.core.game import rules_for
from calculators.games import GAMES, PLAYER_RANGE
from calculators.core.log import undo
from calculators.core.snapshot import TABLE_IMPORTED, fingerprint
from calculators.core.table import make_setup
from calculators.core.tray import roll_tray
from companion.share import (
    INVITE_MESSAGE,
    ShareError,
    classify,
    decode,
    encode,
    import_snapshot,
    invite_url,
    qr_png,
    qr_version,
    read_qr_image,
    snapshot_of,
    table_fingerprint,
)
from companion.storage import Store
from companion.table import TableHub

NAMES = ["Annabelle", "Bob", "Carla", "Dmitri", "Eve", "Frank"]


@pytest.fixture
def two_devices(tmp_path):
    return TableHub(Store(tmp_path / "phone")), TableHub(Store(tmp_path / "tablet"))


def new_table(hub, game, seed=1):
    low, high = PLAYER_RANGE[game]
    players = NAMES[: max(low, min(high, 4))]
    sid = hub.create(make_setup(game, f"{GAMES[game]} night", players, players[0]))
    hub.act(sid, lambda log: roll_tray(log, "banker", 3, "Table roll", rng=random.Random(seed)))
    return sid


@pytest.mark.parametrize("game", sorted(GAMES))
def test_qr_round_trip_for_every_game_keeps_the_fingerprint(two_devices, game):
    phone, tablet = two_devices
    sid = new_table(phone, game)
    original = snapshot_of(phone, sid)
    png = qr_png(encode(original))
    assert png.startswith(b"\x89PNG")

    text = read_qr_image(png)  # zxing-cpp reads the picture
    kind, shared = classify(text)
    assert kind == "snapshot" and shared == original
    new_sid = import_snapshot(tablet, shared)

    copy = snapshot_of(tablet, new_sid)
    assert fingerprint(copy) == fingerprint(original) == table_fingerprint(phone, sid)
    assert copy.state == original.state and copy.setup == original.setup
    assert copy.table_secret == original.table_secret

    # The copy is a new table whose one event says where it came from; the original is untouched.
    first = tablet.get(new_sid).log.events
    assert len(first) == 1 and first[0].kind == TABLE_IMPORTED
    assert first[0].data["source"] == "a shared QR code"
    assert first[0].data["fingerprint"] == fingerprint(original)
    assert len(phone.get(sid).log.events) == 2

    if rules_for(game) is None:
        # A generic table's state is its last roll: a roll on the copy changes its fingerprint, an undo
        # brings it back. (A game with rules keeps its own state, which the dice tray does not touch.)
        tablet.act(new_sid, lambda log: roll_tray(log, "banker", 1, "x", rng=random.Random(99)))
        assert table_fingerprint(tablet, new_sid) != fingerprint(original)
        tablet.act(new_sid, lambda log: undo(log, "banker"))
        assert table_fingerprint(tablet, new_sid) == fingerprint(original)

    # Reopened from disk on the second device (a restart), the copy still matches.
    again = TableHub(Store(tablet.store.root))
    assert table_fingerprint(again, new_sid) == fingerprint(original)


def test_importing_twice_makes_two_tables_and_never_overwrites(two_devices):
    phone, tablet = two_devices
    shared = snapshot_of(phone, new_table(phone, "fortune"), source="Ann's phone")
    a, b = import_snapshot(tablet, shared), import_snapshot(tablet, shared)
    assert a != b
    infos, _ = tablet.store.list_sessions()
    assert len(infos) == 2
    assert tablet.get(a).log.events[0].data["source"] == "Ann's phone"


def _editors():
    from calculators.fortune.cards import edit_fortune_board
    from calculators.owners_choice.actions import edit_tables
    from calculators.roll_and_rails.tables import edit_rails_board
    from calculators.rollout.tables import edit_rollout_board

    return {"rollout": edit_rollout_board, "owners-choice": edit_tables, "roll-and-rails": edit_rails_board,
            "fortune": edit_fortune_board}


EDITORS = _editors()


def bumped(value):
    """The same board value with its first whole number raised by one (None if it holds none)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value + 1
    if isinstance(value, list):
        for i, item in enumerate(value):
            new = bumped(item)
            if new is not None:
                return value[:i] + [new] + value[i + 1:]
    if isinstance(value, dict):
        for k, item in value.items():
            new = bumped(item)
            if new is not None:
                return {**value, k: new}
    return None


@pytest.mark.parametrize("game", ["rollout", "roll-and-rails", "owners-choice", "fortune"])
def test_board_version_and_edits_travel_with_the_table(two_devices, game):
    phone, tablet = two_devices
    if has_board(game):  # a real board table: the banker edits one value, as at a table with another printing
        board = load_board(game)
        shared = None
        for key, v in board.values.items():
            value = bumped(v)
            if value is None:
                continue
            sid = new_table(phone, game)
            try:  # through the game's own editor, which keeps the rulebook's printed points
                phone.act(sid, lambda log, key=key, value=value: EDITORS[game](log, "banker", key, value))
            except RuleError:
                continue
            shared = snapshot_of(phone, sid)
            break
        assert shared is not None
        update = {"board_version": board.version, "board_edits": {key: value}}
        assert (shared.board_version, shared.board_edits) == (update["board_version"], update["board_edits"])
    else:  # no board file yet: the version and edits travel as they are
        update = {"board_version": "2026.1", "board_edits": {"loan_interest": 100}}
        shared = snapshot_of(phone, new_table(phone, game)).model_copy(update=update)
    sid = import_snapshot(tablet, decode(encode(shared)))
    copy = snapshot_of(tablet, sid)
    assert (copy.board_version, copy.board_edits) == (update["board_version"], update["board_edits"])
    assert fingerprint(copy) == fingerprint(shared)


def test_a_table_from_another_board_version_is_refused(two_devices):
    phone, tablet = two_devices
    game = next((g for g in ("rollout", "owners-choice", "fortune", "roll-and-rails") if has_board(g)), None)
    if game is None:
        pytest.skip("no game ships a board file yet")  # becomes a real check as soon as one does
    shared = snapshot_of(phone, new_table(phone, game)).model_copy(update={"board_version": "someday-99"})
    with pytest.raises(ShareError, match="board tables of version someday-99"):
        import_snapshot(tablet, decode(encode(shared)))
    assert tablet.store.list_sessions()[0] == []


def test_a_table_without_a_secret_gets_one_once(tmp_path):
    hub = TableHub(Store(tmp_path))
    sid = new_table(hub, "fortune")
    hub.store.update_meta(sid, {"table_secret": None})  # as saved before tables had secrets
    first = table_fingerprint(TableHub(Store(tmp_path)), sid)
    assert table_fingerprint(TableHub(Store(tmp_path)), sid) == first
    assert len(Store(tmp_path).load(sid).meta["table_secret"]) == 32


def test_a_photo_of_the_code_is_read_too():
    text = encode(decode(encode_sample()))
    code = Image.open(io.BytesIO(qr_png(text))).convert("RGB")
    # Smaller, turned, on a grey desk, a little blurred, saved as a JPEG: roughly a photo.
    photo = Image.new("RGB", (1600, 1200), (120, 110, 100))
    turned = code.resize((600, 600)).rotate(17, expand=True, fillcolor=(120, 110, 100))
    photo.paste(turned, (400, 200))
    photo = photo.filter(ImageFilter.GaussianBlur(1))
    buf = io.BytesIO()
    photo.save(buf, format="JPEG", quality=70)
    assert read_qr_image(buf.getvalue()) == text


def encode_sample():
    from calculators.core.snapshot import Snapshot

    return encode(Snapshot(game="rollout", name="Photo", players=("Ann", "Bob"), banker="Bob",
                           table_secret="ab" * 16, state={"last_roll": [1, 2, 3]}))


def test_pictures_that_cannot_be_read_are_refused_with_a_message():
    with pytest.raises(ShareError) as info:
        read_qr_image(b"\x00" * (16 * 1024 * 1024 + 1))
    assert info.value.kind == "too_big" and "16 MiB" in info.value.message

    with pytest.raises(ShareError) as info:
        read_qr_image(b"this is not a picture")
    assert info.value.kind == "not_an_image"

    blank = Image.new("RGB", (400, 300), "white")
    ImageDraw.Draw(blank).text((20, 20), "no code here", fill="black")
    buf = io.BytesIO()
    blank.save(buf, format="PNG")
    with pytest.raises(ShareError) as info:
        read_qr_image(buf.getvalue())
    assert info.value.kind == "no_code"
    assert info.value.message.startswith("No QR code found in that picture")


@pytest.mark.parametrize(
    "url",
    [
        "http://192.168.1.20:8550/seat/Zx81_abc-DEF",
        "http://192.168.1.20:8550/bank/Zx81_abc-DEF",
        "https://companion.example/seat/abc/",
        "http://localhost:8550/join",
        "http://localhost:8550/join?table=4f2a",
        "https://host/tables/join/4f2a",
        "  http://10.0.0.2:8550/seat/t0k3n\n",
    ],
)
def test_invite_links_are_recognised_not_imported(url):
    assert classify(url) == ("invite", url.strip())
    assert invite_url(url) == url.strip()
    # ... also when scanned from a QR code.
    assert classify(read_qr_image(qr_png(url.strip()))) == ("invite", url.strip())
    assert "invite link" in INVITE_MESSAGE


@pytest.mark.parametrize(
    "text", ["http://host/seat/", "ftp://host/seat/abc", "http://host/seats/abc", "http://host/bank/", "https://example.com/",
             "http://host/joint", "seat/abc"],
)
def test_other_links_are_not_invites(text):
    assert invite_url(text) is None
    with pytest.raises(ShareError) as info:
        classify(text)
    assert info.value.kind == "not_ours"


def test_size_goal_six_players_fits_small_qr_versions():
    from calculators.core.snapshot import Snapshot

    def code(length):
        players = tuple(f"{chr(65 + i)}{'x' * (length - 1)}" for i in range(6))
        return encode(Snapshot(game="rollout", name="T" * length, players=players, banker=players[1],
                               table_secret="cd" * 16, state={"last_roll": [6, 6, 6, 6]}))

    assert qr_version(code(12)) <= 10
    assert qr_version(code(24)) <= 15


def test_a_table_too_big_for_one_qr_code_says_so():
    with pytest.raises(ShareError) as info:
        qr_png("A" * 5000)
    assert info.value.kind == "too_big_for_qr" and "file" in info.value.message


@pytest.mark.parametrize("source, en, de", [
    ("", "Table imported from a shared QR code", "Tisch übernommen von einem geteilten QR-Code"),
    ("Friday night, shared by QR", "Table imported from “Friday night”, shared by QR",
     "Tisch übernommen von „Friday night“, per QR-Code geteilt"),
])
def test_where_a_shared_table_came_from_is_read_in_the_phones_language(two_devices, source, en, de):
    """The imported table's first event names where it came from: the share screen's code carries "<name>, shared by
    QR", a code without a source the default. Seen on a German phone: "Tisch übernommen von a shared QR code"."""
    from calculators.core.words import describe

    phone, tablet = two_devices
    sid = new_table(phone, "rollout")
    text = encode(snapshot_of(phone, sid, source=source))  # as the share screen (or another app) made the code
    first = tablet.get(import_snapshot(tablet, decode(text))).log.events[0]
    assert describe(first, "en", game="rollout") == en
    assert describe(first, "de", game="rollout") == de
