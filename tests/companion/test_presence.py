"""Which seats have their own phone connected now (`companion.presence`): a seat claimed is not a phone present."""
from companion.presence import Presence


def test_a_seat_is_connected_while_one_of_its_sessions_is_and_each_change_names_its_table():
    p = Presence()
    assert p.put("s1", "t1", "Bob") == {"t1"} and p.connected("t1", "Bob")
    assert p.put("s1", "t1", "Bob") == set()  # nothing changed: nobody is told
    assert p.put("s2", "t1", "Bob") == {"t1"}  # a second tab of Bob's
    assert p.gone("s1") == {"t1"} and p.connected("t1", "Bob")  # one tab closed, the other still open
    assert p.gone("s2") == {"t1"} and not p.connected("t1", "Bob")
    assert p.gone("s2") == set()


def test_a_session_that_moves_to_another_table_tells_both():
    p = Presence()
    p.put("s1", "t1", "Ann")
    assert p.put("s1", "t2", "Ann") == {"t1", "t2"}
    assert not p.connected("t1", "Ann") and p.connected("t2", "Ann") and not p.connected("t2", "Bob")
    assert p.put("s1", None, None) == {"t2"}  # now a guest: no seat anywhere


def test_a_sealed_round_waiting_on_a_phone_that_is_gone_says_so(tmp_path):
    # A walk's banker waited on "Bob enters on their own phone." while Bob's phone had closed: nothing said so.
    from calculators.core.bids import open_round
    from companion.context import Ctx
    from companion.live import ScreenState
    from companion.seat_claims import new_device_key
    from companion.widgets import sealed
    from tests.support.bids import spec
    from tests.support.controls import all_text
    from tests.support.sessions import new_world, session_at

    world = new_world(tmp_path)
    world.services.presence = Presence()
    sid = world.sid
    for seat in ("Ann", "Bob"):
        assert world.services.claims.claim(sid, seat, new_device_key()) == "new"  # each on a phone of their own
    world.services.hub.act(sid, lambda log: open_round(log, "banker", spec(participants=("Ann", "Bob"))))
    world.services.presence.put("ann-tab", sid, "Ann")  # Ann's page is open; Bob's closed
    session, _ = session_at(world, f"/table/{sid}?host=s3cret-host")

    def drawn() -> str:
        return all_text(sealed.banker_panel(Ctx(session, ScreenState()), sid, world.services.hub.get(sid).log,
                                            ("Ann", "Bob"), None))
    said = drawn()
    assert "Ann enters on their own phone." in said and "Bob enters on their own phone." in said
    assert said.count("Not connected now: asleep, closed or out of Wi-Fi.") == 1  # Bob's line only
    world.services.presence.put("bob-tab", sid, "Bob")
    assert "Not connected now" not in drawn()
