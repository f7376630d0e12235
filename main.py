"""Entry point for `flet build` packages: one phone alone, the app served to itself."""
import flet as ft

from companion.app import main

if __name__ == "__main__":
    ft.run(main)
