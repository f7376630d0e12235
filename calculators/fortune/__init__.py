"""Fortune (Business – Das Wirtschaftsspiel): the Kasse — balance sheets, loans, bonds, shares, the ÖKA.

Its definition for the app (`calculators.games`) is in `game.py`.
"""
