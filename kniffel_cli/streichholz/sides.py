"""The two sides of the matchstick game: the player and the computer."""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["player", "computer"]
PLAYER: Final = "player"
COMPUTER: Final = "computer"
SIDES: tuple[Side, ...] = (PLAYER, COMPUTER)
# The words a side is typed as (``--first du``), in either language whatever the one shown:
# the ids and the German words of ``view.first_label``.
SIDE_WORDS: dict[str, Side] = {
    **{side: side for side in SIDES},
    "du": PLAYER,
    "spieler": PLAYER,
}


def side_named(value: object) -> Side | None:
    """The side ``value`` (a value read from a file) names, or None."""
    return next((side for side in SIDES if side == value), None)


def other_side(side: Side) -> Side:
    """The player for the computer, the computer for the player."""
    return COMPUTER if side == PLAYER else PLAYER
