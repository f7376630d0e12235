"""roll_and_rails's screens: `panels` is what `companion.views.games.module_for` loads."""
