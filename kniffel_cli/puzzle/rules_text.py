"""The rules of the letter puzzle as text, for one size and alphabet, in the chosen language.

The size, the tiles and the goal come from the board module, so the text
cannot disagree with the game; ``tests/puzzle/test_rules.py`` holds it to that
in both languages.
"""

from __future__ import annotations

from typing import NamedTuple

from kniffel_cli.common.i18n import _
from kniffel_cli.common.rules_command import OptionValues, paragraphs
from kniffel_cli.common.text import offered
from kniffel_cli.puzzle.board import Board, check_alphabet, default_alphabet, size_of_alphabet
from kniffel_cli.puzzle.errors import SizeMismatchError
from kniffel_cli.puzzle.game import DEFAULT_SIZE, PuzzleGame
from kniffel_cli.puzzle.notation import direction_names


class Variant(NamedTuple):
    """What the rules depend on: the board's width and its tiles' characters."""

    size: int
    alphabet: str


def variant(game: PuzzleGame | None, options: OptionValues) -> Variant:
    """The game's variant, or the one ``--size`` and ``--alphabet`` give (checked as by new)."""
    if game is not None:
        return Variant(game.size, game.alphabet)
    size: int | None = options["size"]
    alphabet: str | None = options["alphabet"]
    if alphabet is None:
        size = DEFAULT_SIZE if size is None else size
        return Variant(size, default_alphabet(size))
    inferred = size_of_alphabet(alphabet)
    if size is not None and size != inferred:
        raise SizeMismatchError(size=size, inferred=inferred)
    return Variant(inferred, check_alphabet(alphabet, inferred))


def describe(game: PuzzleGame | None, options: OptionValues) -> str:
    """The rules of the game's variant, or of the options' variant, as paragraphs."""
    return text(variant(game, options))


def _board(rules: Variant) -> str:
    count = len(rules.alphabet)
    if rules.alphabet == default_alphabet(rules.size):
        text = _(
            "The board has {size}x{size} cells: {count} tiles, lettered {first} to {last}, "
            "and one gap. A new puzzle is shuffled at random, and always solvable."
        )
    else:
        text = _(
            "The board has {size}x{size} cells: {count} tiles, marked with the characters "
            "{alphabet}, and one gap. A new puzzle is shuffled at random, and always solvable."
        )
    return text.format(
        size=rules.size,
        count=count,
        first=rules.alphabet[0],
        last=rules.alphabet[-1],
        alphabet=rules.alphabet,
    )


def _slide() -> str:
    return _(
        "A tile next to the gap slides into it: 'spiel puzzle slide' names it by its "
        "character, or by the way it moves ({directions}). A tile further away in the gap's "
        "row or column slides together with the tiles between it and the gap. One command "
        "may name several tiles in order; if any of them cannot move, nothing moves."
    ).format(directions=offered(direction_names()))


def _count() -> str:
    return _(
        "Every tile that moves counts one move, in a run too: a tile two cells away from the "
        "gap moves two tiles and counts 2 moves. 'spiel puzzle undo N' takes back the last N "
        "tile moves (1 without N), and the counter goes back by N."
    )


def _goal(rules: Variant) -> str:
    return _(
        "The puzzle is solved when the tiles read in order row by row, the gap bottom right: "
        "{goal} (rows split by '/', '.' the gap)."
    ).format(goal=Board.solved(rules.size).notation(rules.alphabet))


def _help() -> str:
    return _(
        "'spiel puzzle hint' names the next tile of a shortest solution; 'spiel puzzle solve' "
        "shows the whole way, and 'solve --apply' makes it."
    )


def text(rules: Variant) -> str:
    """The rules as paragraphs, a blank line apart."""
    body = [_board(rules), _slide(), _count(), _goal(rules), _help()]
    return paragraphs(_("Buchstabenpuzzle: the rules"), body)
