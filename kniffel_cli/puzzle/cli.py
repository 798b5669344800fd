"""``spiel puzzle``: parse, load, slide or solve, save, show."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.i18n import _
from kniffel_cli.common.localized import argument, option
from kniffel_cli.common.options import (
    F,
    FiniteFloatRange,
    GameGroup,
    IntegerRange,
    add_batch_command,
    add_show_and_log,
    force_option,
    seed_option,
    state_options,
)
from kniffel_cli.common.output import end_notice, message, present, progress_bars
from kniffel_cli.common.rules_command import add_rules_command
from kniffel_cli.common.session import StateOptions, create, load, show_game, updating
from kniffel_cli.puzzle import view as puzzle_view
from kniffel_cli.puzzle.board import GAP
from kniffel_cli.puzzle.errors import SetupConflictError
from kniffel_cli.puzzle.game import MAX_SCRAMBLE, MAX_SECONDS, PuzzleGame
from kniffel_cli.puzzle.notation import (
    DIRECTIONS,
    MAX_SIZE,
    MIN_SIZE,
    direction_name,
    direction_names,
)
from kniffel_cli.puzzle.state import from_dict, to_dict

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem

    from kniffel_cli.puzzle.solver import Solution


def _announce_solved(state: StateOptions, game: PuzzleGame) -> None:
    if game.solved:
        end_notice(state.view, puzzle_view.solved(game))


def _solution(
    state: StateOptions, game: PuzzleGame, max_seconds: float, *, apply: bool = False
) -> Solution:
    """The game's solution, progress bars showing while tables are built; ``apply``: make it."""
    find = game.solve if apply else game.solution
    with progress_bars(state.view) as bars:
        return find(
            max_seconds=max_seconds,
            progress=lambda table, tables, done, total: bars(
                puzzle_view.building(table, tables), done, total
            ),
            notify=message,
        )


def _max_seconds(text: str) -> Callable[[F], F]:
    """``--max-seconds S``: how long the solver may search (``text`` says for what)."""
    return option(
        "--max-seconds",
        type=FiniteFloatRange(min=0.1, max=MAX_SECONDS),
        default=10.0,
        show_default=True,
        metavar="S",
        help=text,
    )


max_seconds_option = _max_seconds(
    "Time for proving a shortest solution; after it a longer solution is given, labelled as such."
)


@click.group(cls=GameGroup)
def puzzle() -> None:
    """Buchstabenpuzzle: slide the letters into order, A to O, the gap last.

    Start with 'spiel puzzle new', then 'slide TILES...'; 'hint' and 'solve'
    know the shortest way. The state lives in puzzle.json by default.
    """


size_option = option(
    "--size",
    type=IntegerRange(MIN_SIZE, MAX_SIZE),
    metavar="N",
    help=f"Board width and height, {MIN_SIZE} to {MAX_SIZE} (default 4).",
)
alphabet_option = option(
    "--alphabet",
    metavar="CHARS",
    help="The size²-1 distinct tile characters (default A, B, C, ... then lower case).",
)


@puzzle.command()
@size_option
@alphabet_option
@option(
    "--board",
    "rows",
    metavar="ROWS",
    help="Start from this arrangement, rows split by '/', '.' the gap (ABCD/EFGH/IJKL/MNO.).",
)
@option(
    "--scramble",
    type=IntegerRange(1, MAX_SCRAMBLE),
    metavar="M",
    help="Start M random slides away from solved (an easy puzzle).",
)
@seed_option
@force_option
@state_options("puzzle")
def new(
    state: StateOptions,
    size: int | None,
    alphabet: str | None,
    rows: str | None,
    scramble: int | None,
    seed: str,
    force: bool,
) -> None:
    """Start a puzzle: shuffled (always solvable), scrambled, or a given board."""
    try:
        game = PuzzleGame.create(
            seed=seed, size=size, alphabet=alphabet, board=rows, scramble=scramble
        )
    except SetupConflictError as error:  # options that exclude each other: click's usage error
        raise click.UsageError(error.message) from None
    create(state, game, from_dict, to_dict, finished=lambda old: old.solved, force=force)
    show_game(state, game, puzzle_view)


def _complete_tile(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """The letters that can slide now in the game in the state file, and the directions."""
    from kniffel_cli.common.completion import game_in_file, matching

    game = game_in_file(ctx, "puzzle", from_dict)
    if game is None:
        return matching(((name, None) for name in direction_names()), incomplete)
    if game.solved:
        return []
    board = game.board
    letters = [(game.letter(t), None) for t in sorted(board.cells) if t != GAP and board.run(t)]
    directions = [
        (direction_name(d), _("slides {tile}").format(tile=game.letter(tile)))
        for d in DIRECTIONS
        if (tile := board.tile_for(d)) is not None
    ]
    return matching([*letters, *directions], incomplete)


@puzzle.command()
@argument("tiles", metavar="TILES...", nargs=-1, required=True, shell_complete=_complete_tile)
@state_options("puzzle")
def slide(state: StateOptions, tiles: tuple[str, ...]) -> None:
    """Slide TILES into the gap, in order.

    A tile is a letter, or a direction (up, down, left, right: the tile that
    moves that way). A tile in the gap's row or column slides together with
    the tiles between (each counts as a move). If any tile cannot move,
    nothing moves.
    """
    with updating(state, from_dict, to_dict) as game:
        game.slide(tiles)
    show_game(state, game, puzzle_view)
    _announce_solved(state, game)


@puzzle.command()
@argument("count", metavar="[N]", type=IntegerRange(min=1), default=1)
@state_options("puzzle")
def undo(state: StateOptions, count: int) -> None:
    """Take back the last N tile moves (default 1)."""
    with updating(state, from_dict, to_dict) as game:
        game.undo(count)
    show_game(state, game, puzzle_view)


@puzzle.command()
@max_seconds_option
@state_options("puzzle", writes=False, tables=False)
def hint(state: StateOptions, max_seconds: float) -> None:
    """The next tile of a shortest solution; writes nothing."""
    game = load(state, from_dict)
    solution = _solution(state, game, max_seconds)
    present(
        state.view,
        render_table=lambda _tablefmt: puzzle_view.hint(game, solution),
        render_data=lambda: puzzle_view.hint_data(game, solution),
    )


@puzzle.command()
@option("--apply", "apply_moves", is_flag=True, help="Make the moves: the puzzle is saved solved.")
@max_seconds_option
@state_options("puzzle")
def solve(state: StateOptions, apply_moves: bool, max_seconds: float) -> None:
    """A shortest solution (or, out of time, a labelled longer one)."""
    if not apply_moves and state.output is not None:
        raise click.UsageError(_("-o/--output goes with --apply: without it, solve writes nothing"))
    if not apply_moves:
        game = load(state, from_dict)
        _present_solution(state, game, _solution(state, game, max_seconds))
        return
    with updating(state, from_dict, to_dict) as game:
        solution = _solution(state, game, max_seconds, apply=True)
    _present_solution(state, game, solution, applied=True)
    _announce_solved(state, game)


@puzzle.command()
@_max_seconds(
    "Time for all the searches of the review together; distances not proven in time "
    "are left ungraded, and the review says so."
)
@state_options("puzzle", writes=False)
def review(state: StateOptions, max_seconds: float) -> None:
    """Grade every move by the shortest distance it leaves; writes nothing.

    A move that goes away from solved is wasted: moves = distance at start +
    2 x wasted moves, for a solved game. Exact for 3x3 and 4x4 (the searches
    share --max-seconds); on larger boards, the moves against a lower bound.
    """
    from kniffel_cli.common.cache import cache_folder
    from kniffel_cli.puzzle import review_view
    from kniffel_cli.puzzle.review import review_game

    game = load(state, from_dict)
    with progress_bars(state.view) as bars:
        found = review_game(
            game.start,
            game.stack,
            max_seconds=max_seconds,
            folder=cache_folder(),
            progress=lambda table, tables, done, total: bars(
                puzzle_view.building(table, tables), done, total
            ),
            notify=message,
        )
    present(
        state.view,
        render_table=lambda tablefmt: review_view.render(game, found, tablefmt),
        render_data=lambda: review_view.data(game, found),
    )


def _present_solution(
    state: StateOptions, game: PuzzleGame, solution: Solution, applied: bool = False
) -> None:
    present(
        state.view,
        render_table=lambda tablefmt: puzzle_view.solution(
            game, solution, tablefmt, applied=applied
        ),
        render_data=lambda: puzzle_view.solution_data(game, solution),
        to_stderr=applied and state.state_to_stdout,
    )


add_rules_command(
    puzzle,
    "puzzle",
    from_dict,
    [size_option, alphabet_option],
    "kniffel_cli.puzzle.rules_text:describe",
    help="Print the rules: of the size and alphabet the options give, else of the game in "
    "the state file, else of the standard 4x4 game; writes nothing.",
)


add_show_and_log(
    puzzle,
    "puzzle",
    from_dict,
    puzzle_view,
    show_help="Print the board and the move counter; writes nothing.",
    log_help="Print every slide and undo: number, who, tiles, the move counter.",
    field_examples="move_count, solved, board.0.0",
)

add_batch_command(puzzle, "puzzle", from_dict, to_dict, "slide O")
