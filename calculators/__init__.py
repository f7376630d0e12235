"""The rules of the four games, pure Python (pydantic only; never flet, tinydb or companion).

`calculators/games.py` is the one registry: it imports each game's definition by name.
`calculators/core/` holds what every game shares (the log, the engine, money, dice, boards, bids).

Every game package `calculators/<game>/` has the same anatomy: the same file name for the same role,
so a reader who knows one game finds their way in the others (`tests/test_anatomy.py` checks it).

Role files, in every game:

    __init__.py    what the package is, and the names the app imports from it
    game.py        the one `Game` definition listed in `calculators/games.py`
    state.py       the state model (immutable pydantic models)
    fold.py        event kind -> state change: the explicit table of effects, where a table starts,
                   `state_of(log)`, and `commit` (the one engine path every command records through)
    invariants.py  what always holds after every action (the engine refuses an action that breaks it)
    view.py        `view_for(state, viewer)`: what each phone may see
    actions.py     the commands, `verb(log, actor, ...) -> (Log, Event)`, in one place for the UI
    tables.py      the board tables in force (data/board.json plus the banker's edits)
    codec.py       the state on the wire (share codes)
    words.py       the events as sentences a player reads (English and German)
    scoring.py     the end of the game: final values, standings, winners
    score_cli.py   `python -m calculators score <game> FILE`

Role files a game has when it needs them:

    effects.py     the explicit table event kind -> effect, when the effects live in the topic files (Rollout)
    checks.py      the checks every command makes: who may act, whose turn, which phase
    rules.py       rule functions of the state alone (no log): orders, prices, costs
    ledger.py      the game's accounts over the one money mover (`core/ledger.py`)
    dice.py        the game's own dice: rolled by the app or typed in, binding
    texts.py       player-facing texts (refusals, terms) in each language
    setup.py       the rulebook's Setting Up
    worth.py       each player's net worth over the turns, where the game values it in money
    standings.py   the final standings: each seat's score, how the game prints it, rank, winner, start player

A role too big for one file is split as `<role>_<part>.py` (`codec_canon.py`, `words_phrases.py`,
`view_prices.py`, `actions_dice.py`). Every other file is a topic named for its rulebook section:
`stage<N>_<topic>.py` for a numbered stage of the turn (Rollout's `stage4_buy.py`), else the section's
name (`takeover.py`, `loans.py`, `draft.py`, `oka.py`). Nothing registers itself by being imported,
and no game's package imports another game's.
"""
