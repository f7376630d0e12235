"""The yardstick: a bare Flet counter app, served the same way as Table Companion (offline web)."""
import os
import sys

import flet as ft


def main(page: ft.Page) -> None:
    count = ft.Text("0", size=40)

    def bump(e) -> None:
        count.value = str(int(count.value) + 1)

    page.add(ft.Column([ft.Semantics(identifier="count", content=count), ft.Button("Add one", on_click=bump)]))


if __name__ == "__main__":
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"
    ft.run(main, view=ft.AppView.WEB_BROWSER, host="127.0.0.1", port=int(sys.argv[1]), no_cdn=True)
