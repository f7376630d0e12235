"""Owner's Choice: the bank phone passed around the table — the banker's switch, and the banker's way to stop
passing it from the cover (a claim, as the next player's "I am Dee" is)."""
from __future__ import annotations

import flet as ft

from companion import pass_phone
from companion.i18n import N_, _
from companion.views.games.owners_choice.common import passing
from companion.widgets.fields import labelled

# History on the bank phone passed around, while it is not in the banker's hands: where Undo and Redo are (a walk's
# banker undid a throw, the phone covered for the player due, and Redo was gone, unsaid).
UNDO_BACK = N_("{name}, the banker: on the table screen, “I am {name}, the banker: stop passing this phone around” "
               "brings Undo and Redo back here.")


def pass_switch(ctx, sid: str, viewer: str | None) -> list[ft.Control]:
    """'Pass this phone around' (off at first, as Roll and Rails has it): a player without a phone of their own is
    handed the bank phone for their turn, and it then shows only that player's money."""
    def toggle(e) -> None:  # switched on or off by the banker: the phone is in the banker's hands (`handover`)
        pass_phone.choose(ctx, sid, bool(e.control.value))
    says = (_("On: hand this phone to the player whose turn or decision it is, if they have no phone of their own: "
              "it shows only their money and acts for them. Off: each player uses their own phone ({name} uses this "
              "one).").format(name=viewer) if viewer else
            _("On: hand this phone to the player whose turn or decision it is, if they have no phone of their own: "
              "it shows only their money and acts for them. Off: each player uses their own phone; this one shows "
              "everyone's money."))
    return [labelled(ft.Switch(value=passing(ctx, sid), on_change=toggle), _("Pass this phone around"),
                     key="pass-phone"),
            ft.Text(says, size=12, key="pass-phone-says")]


def stop_passing(ctx, sid: str) -> None:
    """'Pass this phone around' off, by the banker's own word (the cover's button): the banker's screen shows."""
    pass_phone.choose(ctx, sid, False)
