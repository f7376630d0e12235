"""Pure formatters of a finished `Play`: BG Stats' create-play link, a plain-text ranking, a CSV.

BG Stats' link, as its documentation ("Push plays to BG Stats from other apps or websites",
bgstatsapp.com/support) prints it: `https://app.bgstatsapp.com/createPlay.html?data=<data>` (or the
`bgstats://` scheme) where <data> is a url-encoded JSON string with `playDate` ("2020-10-23 19:16:58"),
`durationMin`, `game` {`name`, `bggId`, `highestWins`, `noPoints`, `sourceGameId`}, `players` [{`name`,
`score`, `rank`, `winner`, `startPlayer`, `role`, `sourcePlayerId`}], `board`, `location`, `comments`.
`sourceName`/`sourcePlayId` are not in the part of that page verified here; they are sent as other
published integrations send them, and BG Stats ignores fields it does not know.
"""
from __future__ import annotations

import csv
import io
import json
from datetime import tzinfo
from urllib.parse import quote

from calculators.core.money import format_money
from companion.i18n import N_, _, listing, ngettext
from companion.results.play import Play, PlaySeat

BGSTATS_URL = "https://app.bgstatsapp.com/createPlay.html"
SOURCE_NAME = "Table Companion"
SCORE_UNITS = {N_("VP"), N_("point"), N_("points")}  # a game's score's units (Roll and Rails: points; VP before)


def _local(play: Play, tz: tzinfo | None):
    return play.started.astimezone(tz) if play.started else None


def bgstats_data(play: Play, tz: tzinfo | None = None) -> dict:
    """The JSON object BG Stats reads; the play date is the start, in `tz` (None: this machine's zone)."""
    game = {"name": play.title, "sourceGameId": play.game, "highestWins": True, "noPoints": False}
    if play.bgg_id is not None:
        game["bggId"] = play.bgg_id
    data: dict = {"sourceName": SOURCE_NAME, "sourcePlayId": play.play_id, "game": game,
                  "players": [{"name": s.name, "score": s.score, "rank": s.rank, "winner": s.winner,
                               "startPlayer": s.start, "role": "", "sourcePlayerId": s.name}
                              for s in play.seats],
                  # in the phone's language, as the table's name beside it (a German phone sent English words)
                  "comments": _("Tracked with Table Companion: {table}").format(table=play.table)}
    start = _local(play, tz)
    if start is not None:
        data["playDate"] = start.strftime("%Y-%m-%d %H:%M:%S")
    if play.duration_min is not None:
        data["durationMin"] = play.duration_min
    return data


def bgstats_url(play: Play, tz: tzinfo | None = None) -> str:
    """BG Stats' create-play link for `play` (it opens the app's import dialog; nothing is saved unseen)."""
    text = json.dumps(bgstats_data(play, tz), ensure_ascii=False, separators=(",", ":"))
    return f"{BGSTATS_URL}?data={quote(text, safe='')}"


def _score(game: str, s: PlaySeat, lang: str) -> str:
    """A score as the game prints it in `lang`: money in the game's style for that language ("452.000 DM"), a
    player out of the game as such ("out: bankrupt"), a unit in its words ("12 VP" is "12 SP" in German)."""
    if s.out:
        return _("out: {why}", lang).format(why=_(s.out, lang))
    if s.amount is not None:
        return format_money(game, s.amount, lang)
    number, _sep, unit = s.shown.partition(" ")
    return f"{number} {_(unit, lang)}" if unit in SCORE_UNITS else s.shown


def results_text(play: Play, tz: tzinfo | None = None, lang: str = "en") -> str:
    """The ranking as plain text, best first, for a chat or a note, in the words of `lang` (the phone's)."""
    start = _local(play, tz)
    head = f"{play.title} — {play.table}"
    when = []
    if start is not None:
        when.append(start.strftime("%Y-%m-%d %H:%M"))
    if play.duration_min is not None:
        when.append(f"{play.duration_min} min")
    lines = [head + (f" ({', '.join(when)})" if when else "")]
    for s in sorted(play.seats, key=lambda s: (s.rank, play.seats.index(s))):
        marks = [m for m, on in ((_(s.note, lang) if s.note else "", bool(s.note)), (_("winner", lang), s.winner),
                                 (_("start player", lang), s.start)) if on]
        lines.append(f"{s.rank}. {s.name}: {_score(play.game, s, lang)}" + (f" ({', '.join(marks)})" if marks else ""))
    winners = [s.name for s in play.seats if s.winner]
    if winners:
        lines.append(ngettext("Winner: {names}", "Winners: {names}", len(winners), lang).format(
            names=listing(winners, lang)))
    return "\n".join(lines) + "\n"


def results_csv(play: Play, tz: tzinfo | None = None) -> str:
    """One row per player in seat order: the play's game, date and length, then seat, name, score, rank. A data file:
    a score shown with a no-break space ("452,000 DM", kept on one line on a screen) is written with a plain one."""
    start = _local(play, tz)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(["game", "table", "date", "duration_min", "seat", "player", "score", "score_shown", "rank",
                "winner", "start_player"])
    for i, s in enumerate(play.seats, 1):
        w.writerow([play.title, _safe(play.table), start.strftime("%Y-%m-%d %H:%M:%S") if start else "",
                    "" if play.duration_min is None else play.duration_min, i, _safe(s.name), s.score,
                    s.shown.replace("\u00a0", " "), s.rank, "yes" if s.winner else "no", "yes" if s.start else "no"])
    return out.getvalue()


def _safe(cell: str) -> str:
    """A name a spreadsheet would run as a formula (=, +, -, @) is written with a leading apostrophe."""
    return "'" + cell if cell[:1] in ("=", "+", "-", "@") else cell
