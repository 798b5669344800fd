"""What a puzzle review looks like: the distances move by move, the wasted moves, the JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.formatting import MACHINE_FORMATS, compose, table
from kniffel_cli.common.i18n import _
from kniffel_cli.puzzle.game import PuzzleGame
from kniffel_cli.puzzle.review import Review, data_of
from kniffel_cli.puzzle.view import moves_text

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.puzzle.schema import ReviewView


def data(game: PuzzleGame, found: Review) -> ReviewView:
    """The JSON view of ``review``."""
    return {
        "game": "puzzle",
        "size": game.size,
        "move_count": game.moves,
        "solved": game.solved,
        **data_of(found, game.letter),
    }


def _head(game: PuzzleGame, found: Review) -> str:
    if found.start is None:
        if game.size > 4:
            return _(
                "Exact distances are out of reach on a {size}x{size} board: {moves} made, "
                "against a lower bound of {bound} (the tiles' distances from home)."
            ).format(size=game.size, moves=moves_text(game.moves), bound=found.lower_bound)
        return _(
            "The start's distance could not be proven within --max-seconds: {moves} made, "
            "against a lower bound of {bound}."
        ).format(moves=moves_text(game.moves), bound=found.lower_bound)
    return _("Review: the start was {distance} from solved; {moves} made, {wasted} wasted.").format(
        distance=moves_text(found.start), moves=moves_text(game.moves), wasted=found.wasted
    )


def _check(game: PuzzleGame, found: Review) -> str:
    """The identity, once every distance is proven; else what could not be."""
    if found.start is None:
        return ""
    if not found.proven:
        unknown = next(m.number for m in found.moves if m.distance is None)
        return _(
            "The distances from move {number} on could not be proven within --max-seconds."
        ).format(number=unknown)
    if game.solved:
        return _("moves = distance at start + 2 x wasted: {moves} = {start} + 2 x {wasted}").format(
            moves=game.moves, start=found.start, wasted=found.wasted
        )
    return _(
        "moves = distance at start - distance now + 2 x wasted: "
        "{moves} = {start} - {now} + 2 x {wasted}"
    ).format(moves=game.moves, start=found.start, now=found.distance_now, wasted=found.wasted)


def render(game: PuzzleGame, found: Review, tablefmt: str) -> str:
    """The table view: the start's distance, each move's distance, and the check."""
    rows = [
        [
            str(move.number),
            game.letter(move.tile),
            "?" if move.distance is None else str(move.distance),
            _("wasted") if move.wasted else "",
        ]
        for move in found.moves
    ]
    headers = [_("move"), _("tile"), _("distance"), _("verdict")]
    shown = rows and found.start is not None  # with no distance known, no table of "?"
    moves = table(rows, headers, tablefmt, ["right", "center", "right", "left"]) if shown else ""
    view = compose(tablefmt, [_head(game, found)], [moves])
    check = _check(game, found)
    if tablefmt in MACHINE_FORMATS or not check:
        return view
    return f"{view}\n\n{check}"
