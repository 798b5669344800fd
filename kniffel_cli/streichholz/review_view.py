"""What a matchstick review looks like: every move graded, each side's summary, the JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.formatting import MACHINE_FORMATS, compose, table
from kniffel_cli.common.i18n import _, grouped, listed, ngettext, nothing, pgettext
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.review import GradedMove, Review, SideSummary
from kniffel_cli.streichholz.sides import PLAYER, Side, other_side
from kniffel_cli.streichholz.view import side_name

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.streichholz.schema import ReviewView


def data(game: MatchGame, found: Review) -> ReviewView:
    """The JSON view of ``review``."""
    return {"game": "streichholz", "finished": game.finished, **found.data()}


def _by(side: Side, you: str, computer: str) -> str:
    """The sentence of ``you`` or of ``computer``, as ``side`` made the move: a sentence
    about you is worded to you (German ``du hast``, not ``der Spieler hat``)."""
    return you if side == PLAYER else computer


def _side(summary: SideSummary) -> str:
    moves = ngettext("{count} move", "{count} moves", summary.moves).format(count=summary.moves)
    side = _by(summary.side, pgettext("summary", "You"), pgettext("summary", "Computer"))
    if summary.first_mistake is None:
        return _("{side}: {moves}, no mistake").format(side=side, moves=moves)
    mistakes = ngettext(
        "{count} mistake (the first at move {first})",
        "{count} mistakes (the first at move {first})",
        summary.mistakes,
    ).format(count=summary.mistakes, first=summary.first_mistake)
    return _("{side}: {moves}, {mistakes}").format(side=side, moves=moves, mistakes=mistakes)


def _verdict_of(move: GradedMove) -> str:
    """A move's verdict in the table: a mistake, undone, both, or nothing."""
    if move.undone:
        return _("mistake, undone") if move.mistake else _("undone")
    return _("mistake") if move.mistake else ""


def _verdict(game: MatchGame, found: Review) -> str:
    if found.decided_by is None:
        if game.finished:
            return _("No mistake: the opening position decided the game.")
        return _by(
            found.start_won_for,
            _("No mistake so far: the position is still won for you."),
            _("No mistake so far: the position is still won for the computer."),
        )
    move = next(move for move in found.moves if move.number == found.decided_by)
    winner = other_side(move.by)
    if game.finished:
        text = _by(
            winner,
            _("Move {number} decided the game: after it, you never let the win go."),
            _("Move {number} decided the game: after it, the computer never let the win go."),
        )
    else:
        text = _by(
            winner,
            _("The last mistake was move {number}: since then the position is won for you."),
            _(
                "The last mistake was move {number}: since then the position is won for the "
                "computer."
            ),
        )
    return text.format(number=move.number)


def _take(count: int, row: int | None) -> str:
    """A take in the table: ``2``, in rows ``2 from row 3``."""
    if row is None:
        return str(count)
    return _("{count} from row {row}").format(count=grouped(count), row=row)


def render(game: MatchGame, found: Review, tablefmt: str) -> str:
    """The table view: the opening, every move, each side's summary, the deciding move."""
    first = _by(game.first, _("you moved first"), _("the computer moved first"))
    won = _by(
        found.start_won_for,
        _("the start was won for you"),
        _("the start was won for the computer"),
    )
    if game.in_rows:
        head = _("Review: rows of {rows} matches, {first}; {won}.").format(
            rows=listed(grouped(row) for row in game.start_rows), first=first, won=won
        )
    else:
        head = _("Review: {matches} matches, {first}; {won}.").format(
            matches=grouped(game.start), first=first, won=won
        )
    numbered = [
        (
            move.number,
            [
                side_name(move.by),
                " ".join(map(grouped, move.rows)) if game.in_rows else str(move.matches),
                _take(move.took, move.row),
                nothing() if move.best is None else _take(move.best, move.best_row),
                _verdict_of(move),
            ],
        )
        for move in found.moves
    ]
    for number, undone in found.undos.items():
        taken_back = ngettext("undo of move {moves}", "undo of moves {moves}", len(undone))
        taken_back = taken_back.format(moves=listed(map(str, undone)))
        numbered.append((number, [side_name(PLAYER), "", "", "", taken_back]))
    rows = [[str(number), *cells] for number, cells in sorted(numbered)]
    headers = [
        pgettext("log", "move"),  # a line of the game's log (an undo has one): Nr.
        pgettext("log", "by"),
        pgettext("review", "rows") if game.in_rows else _("matches"),
        _("took"),
        _("winning take"),
        _("verdict"),
    ]
    align = ["right", "left", "right", "right", "right", "left"]
    view = compose(tablefmt, [head], [table(rows, headers, tablefmt, align) if rows else ""])
    if tablefmt in MACHINE_FORMATS:
        return view
    summary = "\n".join([*(_side(side) for side in found.sides), _verdict(game, found)])
    return f"{view}\n\n{summary}"
