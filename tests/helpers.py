"""Helpers the test modules share."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result

from kniffel_cli.common.formatting import SCHEMA_VERSION
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.game import PuzzleGame
from kniffel_cli.streichholz.game import MatchGame

ROOT = Path(__file__).resolve().parent.parent

# ``spiel ARGS`` run in-process (the ``invoke`` fixture); stdout and stderr stay apart.
Invoke = Callable[..., Result]


def read_state(path: str | Path) -> dict[str, Any]:
    """The JSON object in a state file."""
    data: dict[str, Any] = json.loads(Path(path).read_text(encoding="utf-8"))
    return data


def write_state(path: str | Path, data: dict[str, Any]) -> None:
    """Write a (possibly tampered) state object."""
    Path(path).write_text(json.dumps(data), encoding="utf-8")


def refused(invoke: Invoke, code: int, *args: str, file: Path | None = None) -> str:
    """Run a command that must fail with ``code``, say one line and leave ``file`` untouched.

    ``file`` defaults to the game's default state file (``GAME.json``).
    """
    file = Path(f"{args[0]}.json") if file is None else file
    before = file.read_bytes() if file.exists() else None
    result = invoke(*args)
    assert result.exit_code == code, (result.stdout, result.stderr)
    assert (file.read_bytes() if file.exists() else None) == before
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


def json_view(invoke: Invoke, game: str, *args: str) -> dict[str, Any]:
    """Run ``spiel GAME ARGS --format json``, which must succeed, and parse its view."""
    result = invoke(game, *args, "--format", "json")
    assert result.exit_code == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def unversioned(printed: dict[str, Any]) -> dict[str, Any]:
    """A JSON object as spiel prints it without its first key, ``schema_version``, which must
    hold ``SCHEMA_VERSION``: a view as a batch answer holds it, or an error as a refusal does."""
    first, *rest = printed.items()
    assert first == ("schema_version", SCHEMA_VERSION), first
    return dict(rest)


# --- Kniffel -------------------------------------------------------------------------


def brute_force(category: str, dice: tuple[int, ...]) -> int:
    """The rules page, read literally, with no shortcuts shared with the code."""
    total = sum(dice)
    faces = list(range(1, 7))
    upper = ["ones", "twos", "threes", "fours", "fives", "sixes"]
    if category in upper:
        face = upper.index(category) + 1
        return sum(d for d in dice if d == face)
    if category in ("three_of_a_kind", "four_of_a_kind"):
        need = 3 if category == "three_of_a_kind" else 4
        return total if any(dice.count(f) >= need for f in faces) else 0
    if category == "full_house":
        for three, two in itertools.product(faces, faces):
            if three != two and dice.count(three) == 3 and dice.count(two) == 2:
                return 25
        return 25 if any(dice.count(f) == 5 for f in faces) else 0
    if category == "small_straight":
        runs = [[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]]
        return 30 if any(all(v in dice for v in run) for run in runs) else 0
    if category == "large_straight":
        return 40 if sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0
    if category == "kniffel":
        return 50 if dice.count(dice[0]) == 5 else 0
    assert category == "chance"
    return total


def kniffel_game(invoke: Invoke, *args: str) -> None:
    """``spiel kniffel new --seed test`` with ``args``, which must succeed."""
    result = invoke("kniffel", "new", "--seed", "test", "-q", *args)
    assert result.exit_code == 0, result.stderr


def play_kniffel_to_the_end(invoke: Invoke, file: str = "kniffel.json") -> dict[str, Any]:
    """Roll once each turn and take the best-paying open category."""
    while True:
        state = json_view(invoke, "kniffel", "roll", "-f", file)
        best = max(state["options"], key=lambda c: state["options"][c])
        state = json_view(invoke, "kniffel", "take", best, "-f", file)
        if state["finished"]:
            return state


# --- Buchstabenpuzzle ------------------------------------------------------------------


def apply_tiles(board: Board, tiles: list[int]) -> Board:
    """The board after moving ``tiles`` in order."""
    for tile in tiles:
        board = board.move(tile)
    return board


# Korf's 100 random instances (Korf 1985), a copy of shared/benchmarks/korf100.txt: number,
# optimal length, the cells row by row with 0 the blank, Korf's goal being 0 1 2 ... 15.
KORF_100 = ROOT / "tests" / "data" / "korf100.txt"


def from_korf(cells: list[int]) -> Board:
    """Korf's board turned to our goal: 180 degrees round, the tiles relabelled (the
    shortest solutions keep their length)."""
    return Board(4, tuple(0 if cells[15 - q] == 0 else 16 - cells[15 - q] for q in range(16)))


def korf_boards() -> list[tuple[int, int, Board]]:
    """Korf's 100: each instance's number, optimal length and board."""
    boards = []
    for line in KORF_100.read_text().splitlines():
        number, optimal, *cells = map(int, line.split())
        boards.append((number, optimal, from_korf(cells)))
    return boards


# --- games a few moves in, for round trips and tampering ---------------------------------


def played_kniffel(seed: str = "state", players: tuple[str, ...] = ("Anna", "Bob")) -> KniffelGame:
    """A two-player Kniffel game four turns and a roll in."""
    game = KniffelGame(players, seed=seed)
    for category in ("chance", "chance", "ones", "ones"):
        game.roll()
        game.roll({1, 2})
        game.take(category)
    game.roll()
    return game


def played_matches() -> MatchGame:
    """A matchsticks game the random computer opened, three takes in."""
    game = MatchGame.create(seed="state", start=30, first="computer", level="random")
    for _ in range(3):
        game.take(1)
    return game


def played_puzzle() -> PuzzleGame:
    """A 4x4 puzzle with slides and an undo in its history."""
    game = PuzzleGame.from_options(seed="state", size=4)
    for _ in range(3):
        game.slide([str(game.letter(game.board.movable()[0]))])
    game.undo(2)
    game.slide(["up"] if game.board.tile_for("up") else ["down"])
    return game
