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
