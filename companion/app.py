"""Table Companion's Flet app: routing, theme, and the context every screen shares."""
from __future__ import annotations

import logging
import urllib.parse
from dataclasses import dataclass, field

import flet as ft

from companion.config import AppConfig
from companion.settings import SettingsStore
from companion.storage import Store
from companion.table import TableHub

logger = logging.getLogger("companion")


@dataclass
class Services:
    """Shared by every browser session of this server process."""

    config: AppConfig
    store: Store
    hub: TableHub
    settings: SettingsStore


@dataclass
class Ctx:
    """One browser session: its page, the shared services, and per-session screen state."""

    page: ft.Page
    services: Services
    memory: dict = field(default_factory=dict)
    refresh: object = None  # rebuilds the current route's views; set by main()

    def go(self, route: str) -> None:
        self.page.navigate(route)

    def toast(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message), show_close_icon=True))


def make_services(config: AppConfig) -> Services:
    config.data_dir.mkdir(parents=True, exist_ok=True)
    store = Store(config.data_dir)
    return Services(config=config, store=store, hub=TableHub(store), settings=SettingsStore(config.data_dir))


def split_route(route: str) -> tuple[list[str], dict[str, list[str]]]:
    parts = urllib.parse.urlsplit(route or "/")
    return [s for s in parts.path.split("/") if s], urllib.parse.parse_qs(parts.query)


def views_for(ctx: Ctx, route: str) -> list[ft.View]:
    """The stack of views for a route: Home at the bottom, so Back always leads somewhere sensible."""
    from companion.views import cash_out, history, home, new_table, settings, table

    segs, _query = split_route(route)
    stack = [home.view(ctx)]
    match segs:
        case []:
            pass
        case ["new"]:
            stack.append(new_table.view(ctx))
        case ["cash-out"]:
            stack.append(cash_out.view(ctx))
        case ["settings"]:
            stack.append(settings.view(ctx))
        case ["import"]:
            stack.append(home.import_view(ctx))
        case ["table", sid]:
            stack.append(table.view(ctx, sid))
        case ["table", sid, "history"]:
            stack += [table.view(ctx, sid), history.view(ctx, sid)]
        case _:
            stack.append(home.not_found_view(ctx, route))
    return stack


def crash_view(ctx: Ctx, route: str, err: Exception) -> ft.View:
    return ft.View(
        route=route,
        appbar=ft.AppBar(title=ft.Text("Something went wrong")),
        controls=[
            ft.Text(f"This screen could not be drawn ({type(err).__name__}: {err}). "
                    "Every confirmed action was saved before it was shown, so nothing is lost.", size=16),
            ft.FilledButton("Back to Home", on_click=lambda e: ctx.go("/")),
        ],
    )


def make_main(config: AppConfig):
    services = make_services(config)

    def main(page: ft.Page) -> None:
        page.title = "Table Companion"
        page.theme = ft.Theme(color_scheme_seed=ft.Colors.TEAL)
        page.theme_mode = ft.ThemeMode.LIGHT
        ctx = Ctx(page=page, services=services)

        def route_change(e=None) -> None:
            try:
                stack = views_for(ctx, page.route)
            except Exception as err:  # a bug must not take the table away: show it, keep Home reachable
                logger.exception("drawing %s failed", page.route)
                stack = [crash_view(ctx, page.route, err)]
            page.views.clear()
            page.views.extend(stack)
            page.update()

        def view_pop(e: ft.ViewPopEvent) -> None:
            if len(page.views) > 1:
                page.views.pop()
            page.navigate(page.views[-1].route)

        ctx.refresh = route_change
        page.on_route_change = route_change
        page.on_view_pop = view_pop
        route_change()

    main.services = services  # for tests that drive the app in-process
    return main
