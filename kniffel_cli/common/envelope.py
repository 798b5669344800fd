"""What every state file says about itself: the format, its version, the game.

Pure constants, shared by the file I/O (``statefile``) and the state objects
(``replay``) so that neither has to import the other for them.
"""

from __future__ import annotations

FORMAT = "spiel"
VERSION = 1
