"""What every state file says about itself: the format, its version, the game.

Pure constants, shared by the file I/O (``statefile``), the state objects
(``replay``) and the root command (``kniffel_cli.cli``), which has one group
per game: the package ``kniffel_cli.GAME``.
"""

from __future__ import annotations

from typing import Literal, get_args

FORMAT = "spiel"
VERSION = 2  # 1: before the rules' old paths moved into each game's upgrade steps
GameName = Literal["kniffel", "streichholz", "puzzle"]
GAMES: tuple[GameName, ...] = get_args(GameName)
