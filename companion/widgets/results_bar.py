"""At game end (and in Quick Cash Out): Send to BG Stats, Copy results, Download CSV — one widget for all games."""
from __future__ import annotations

import logging
import re

import flet as ft

from companion.device import device_of
from companion.i18n import _
from companion.results import Play, bgstats_url, play_of_table, results_csv, results_text

log = logging.getLogger(__name__)
WIDE = float("inf")


def file_name(play: Play) -> str:
    """e.g. `rollout-friday-night-2026-05-09.csv`: letters, digits and dashes only."""
    slug = re.sub(r"[^a-z0-9]+", "-", f"{play.game} {play.table}".lower()).strip("-")[:60] or "results"
    day = play.started.astimezone().strftime("-%Y-%m-%d") if play.started else ""
    return f"{slug}{day}.csv"


def results_buttons(ctx, play: Play | None) -> list[ft.Control]:
    """The three ways out for a finished play; nothing while there is none."""
    if play is None:
        return []
    from companion.views.phone_lang import phone_lang

    link = bgstats_url(play)
    lang = phone_lang(ctx, play.game)

    async def copy(e) -> None:
        device = device_of(ctx)
        try:
            if device is not None:
                clip = device.clipboard
            else:  # a page without this phone's services (as the download's picker: a service of the page)
                clip = ft.Clipboard()
                ctx.page.services.append(clip)
            await clip.set(results_text(play, lang=lang))  # in this phone's words
        except Exception as err:  # no clipboard in this browser (plain http on a LAN address)
            log.debug("copy failed", exc_info=True)
            ctx.toast(_("Could not copy ({error}): the browser allows the clipboard over HTTPS only.").format(
                error=type(err).__name__))
            return
        ctx.toast(_("Results copied: paste them into a chat or a note."))

    async def download(e) -> None:
        try:
            picker = ft.FilePicker()
            ctx.page.services.append(picker)
            await picker.save_file(file_name=file_name(play), src_bytes=results_csv(play).encode("utf-8-sig"))
        except Exception as err:  # the browser offered no download (or the page is gone): say so
            log.debug("download failed", exc_info=True)
            ctx.toast(_("The CSV could not be saved here ({error}); use Copy results instead.").format(
                error=type(err).__name__))

    return [ft.Semantics(identifier="results-out", content=ft.Column([
        # Named by its words only: the link (several hundred characters) is the button's target, not its name.
        ft.Semantics(identifier="bgstats-link", content=ft.FilledButton(
            _("Send to BG Stats"), icon=ft.Icons.OPEN_IN_NEW, width=WIDE, url=ft.Url(link, target=ft.UrlTarget.BLANK),
            tooltip=_("Opens BG Stats' import dialog with this play"))),
        # Side by side from a wide phone up; one under the other on a narrow one ("Ergebnisse kopieren" broke in two
        # lines beside "CSV herunterladen" at 360 px).
        ft.ResponsiveRow([ft.OutlinedButton(_("Copy results"), icon=ft.Icons.COPY, on_click=copy, key="copy-results",
                                            col={"xs": 12, "sm": 6}),
                          ft.OutlinedButton(_("Download CSV"), icon=ft.Icons.DOWNLOAD, on_click=download,
                                            key="download-csv", col={"xs": 12, "sm": 6})], spacing=8, run_spacing=8),
    ], spacing=8), key="results-out")]


def table_results(ctx, sid: str, snap=None) -> list[ft.Control]:
    """The buttons for a live table whose game is over (every game's end screen calls this)."""
    try:
        settings = getattr(ctx.services, "settings", None)
        house = settings.value.model_dump() if settings is not None else None
        play = play_of_table(sid, snap if snap is not None else ctx.services.hub.get(sid), house)
    except Exception:  # a result that cannot be read must not take the end screen away
        log.exception("results of %s", sid)
        return []
    return results_buttons(ctx, play)
