"""A finished play leaves the app: a BG Stats link, a plain-text ranking and a CSV, from one `Play`."""
from companion.results.formats import bgstats_url, results_csv, results_text
from companion.results.play import Play, PlaySeat, play_of_cash_out, play_of_quick, play_of_table

__all__ = ["Play", "PlaySeat", "bgstats_url", "results_csv", "results_text", "play_of_cash_out", "play_of_quick", "play_of_table"]
