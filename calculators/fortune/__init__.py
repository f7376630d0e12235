"""Fortune (Business – Das Wirtschaftsspiel): the Kasse — balance sheets, loans, bonds, shares, the ÖKA."""
from calculators.core.game import register_board_editor, register_dice, register_rules
from calculators.core.snapshot import register_state_codec
from calculators.fortune.cards import edit_fortune_board
from calculators.fortune.codec import fold, pack, unpack
from calculators.fortune.rules import state_of
from calculators.fortune.state import structure_errors
from calculators.fortune.tables import fortune_board, oka_dice
from calculators.fortune.view import view_for

register_rules("fortune", state_of, view_for, structure_errors)
register_board_editor("fortune", edit_fortune_board)
register_dice("fortune", lambda log: list(oka_dice(fortune_board(log))))
register_state_codec("fortune", pack, unpack, fold)
