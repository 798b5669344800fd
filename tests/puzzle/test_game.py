"""Shuffles, scrambles, slides, undo, and the state's replay check."""

from __future__ import annotations

import copy
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.errors import OutOfLineError, SizeMismatchError, UndoTooFarError
from kniffel_cli.puzzle.game import PuzzleGame, shuffled
from kniffel_cli.puzzle.state import from_dict, to_dict
from tests.helpers import ROOT, played_puzzle


@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_shuffles_are_solvable_and_unsolved(size: int) -> None:
    for seed in range(200):
        board = PuzzleGame.from_options(seed=f"{size}-{seed}", size=size).board
        assert board.is_solvable and not board.is_solved


@pytest.mark.slow
def test_the_shuffle_spreads_every_tile_over_every_cell() -> None:
    random = SeededRandom("spread")
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(4000):
        for cell, tile in enumerate(shuffled(4, random).cells):
            counts[tile, cell] += 1
    assert len(counts) == 16 * 16  # A is no longer pinned top left
    assert min(counts.values()) > 4000 / 16 * 0.7
    assert max(counts.values()) < 4000 / 16 * 1.3


@pytest.mark.slow
def test_the_shuffle_is_uniform_over_3x3_arrangements() -> None:
    random = SeededRandom("uniform")
    seen = Counter(shuffled(3, random).cells for _ in range(20000))
    assert len(seen) > 17000  # nearly all distinct, out of 181,439
    assert max(seen.values()) <= 4


def test_scramble_and_board_setups() -> None:
    game = PuzzleGame.from_options(seed="s", size=4, setup={"kind": "scramble", "moves": 1})
    assert sum(a != b for a, b in zip(game.board.cells, Board.solved(4).cells, strict=True)) == 2
    given = PuzzleGame.from_options(
        seed="s", setup={"kind": "board", "board": "ABCD/EFGH/IJKL/MN.O"}
    )
    assert given.board.notation(given.alphabet) == "ABCD/EFGH/IJKL/MN.O"
    with pytest.raises(InputError, match="already solved"):
        PuzzleGame.from_options(seed="s", setup={"kind": "board", "board": "ABCD/EFGH/IJKL/MNO."})
    with pytest.raises(InputError, match="1 to"):
        PuzzleGame.from_options(seed="s", setup={"kind": "scramble", "moves": 0})


def test_create_takes_the_size_from_the_alphabet_or_the_board() -> None:
    assert PuzzleGame.create(seed="s").size == 4
    assert PuzzleGame.create(seed="s", alphabet="12345678").size == 3
    given = PuzzleGame.create(seed="s", board=" ABC/DEF/G.H ")
    assert given.size == 3 and given.setup == {"kind": "board", "board": "ABC/DEF/G.H"}
    assert PuzzleGame.create(seed="s", scramble=3).setup == {"kind": "scramble", "moves": 3}
    with pytest.raises(InputError, match="--size 4 does not fit a 3x3 board or alphabet"):
        PuzzleGame.create(seed="s", size=4, board="ABC/DEF/G.H")
    with pytest.raises(InputError, match="--size 4 does not fit a 3x3 board or alphabet"):
        PuzzleGame.create(seed="s", size=4, alphabet="12345678")
    with pytest.raises(InputError, match="not both"):
        PuzzleGame.create(seed="s", board="ABC/DEF/G.H", scramble=3)
    # The same start whichever way the options come.
    assert PuzzleGame.create(seed="x").board == PuzzleGame.from_options(seed="x").board


def game_at(rows: str) -> PuzzleGame:
    return PuzzleGame.create(seed="s", board=rows)


def test_slides_by_letter_direction_and_run() -> None:
    game = game_at("ABCD/EFGH/IJKL/M.NO")
    assert game.slide(["N", "O"]) == [14, 15]
    assert game.solved and game.moves == 2
    game = game_at("ABCD/EFGH/IJKL/.MNO")
    assert game.slide(["O"]) == [13, 14, 15]  # M, N and O slide together
    assert game.solved and game.moves == 3
    game = game_at("ABCD/EFGH/IJKL/M.NO")
    game.slide(["left", "left"])
    assert game.solved
    assert game.history == [{"by": "player", "action": "slide", "tiles": ["N", "O"]}]


@pytest.mark.parametrize(
    ("word", "tile"),
    [
        *[(word, "L") for word in ("left", "links", "LINKS")],
        *[(word, "J") for word in ("right", "rechts")],
        *[(word, "K") for word in ("up", "hoch", "Oben")],
        *[(word, "G") for word in ("down", "runter", "unten")],
    ],
)
def test_directions_are_typed_in_either_language(word: str, tile: str) -> None:
    game = game_at("ABCD/EFGH/IJ.L/MNKO")
    game.slide([word])
    entry = game.history[-1]
    assert entry["action"] == "slide" and entry["tiles"] == [tile]


def test_an_illegal_tile_refuses_the_whole_command() -> None:
    game = game_at("ABCD/EFGH/IJKL/M.NO")
    with pytest.raises(RuleError, match="A is not in the gap's row or column"):
        game.slide(["N", "A"])
    assert game.board.notation(game.alphabet) == "ABCD/EFGH/IJKL/M.NO"
    assert game.moves == 0 and game.history == []
    with pytest.raises(RuleError, match="no tile can move up"):
        game.slide(["up"])
    with pytest.raises(InputError, match="no tile"):
        game.slide(["Z"])
    with pytest.raises(RuleError, match="solved before the last tiles"):
        game.slide(["N", "O", "O"])


def test_refusals_carry_the_facts() -> None:
    game = game_at("ABCD/EFGH/IJKL/M.NO")
    with pytest.raises(OutOfLineError) as out_of_line:
        game.slide(["N", "A"])
    assert (out_of_line.value.tile, out_of_line.value.board) == ("A", "ABCD/EFGH/IJKL/MN.O")
    with pytest.raises(UndoTooFarError) as too_far:
        game.undo(2)
    assert (too_far.value.count, too_far.value.available) == (2, 0)
    with pytest.raises(SizeMismatchError) as mismatch:
        PuzzleGame.create(seed="s", size=5, board="ABC/DEF/G.H")
    assert (mismatch.value.size, mismatch.value.inferred) == (5, 3)


@pytest.mark.slow  # a fresh interpreter
def test_an_error_has_its_words_with_the_game_module_alone() -> None:
    """A program that imports only the game gets each error's sentence, in either language."""
    script = (
        "import sys\n"
        "from kniffel_cli.puzzle.game import PuzzleGame\n"
        "from kniffel_cli.common.i18n import use\n"
        "game = PuzzleGame.create(seed='s', board='ABCD/EFGH/IJKL/M.NO')\n"
        "def refusals():\n"
        "    for attempt in (lambda: game.slide(['A']), lambda: game.undo(2)):\n"
        "        try:\n"
        "            attempt()\n"
        "        except Exception as error:\n"
        "            print(type(error).__name__, error.message, sep=': ')\n"
        "refusals()\n"
        "use('de')\n"
        "refusals()\n"
        "print(sorted(name for name in sys.modules if name.startswith('kniffel_cli.puzzle')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "", "PYTHONIOENCODING": "utf-8"},
        encoding="utf-8",
        check=True,
    )
    *lines, modules = result.stdout.splitlines()
    assert lines == [
        "OutOfLineError: A is not in the gap's row or column (board ABCD/EFGH/IJKL/M.NO); "
        "nothing was moved",
        "UndoTooFarError: no tile has been moved yet; there is nothing to take back",
        "OutOfLineError: A liegt nicht in der Zeile oder Spalte der Lücke "
        "(Brett ABCD/EFGH/IJKL/M.NO); es wurde nichts verschoben",
        "UndoTooFarError: Noch wurde kein Stein verschoben; es gibt nichts zurückzunehmen",
    ]
    assert "kniffel_cli.puzzle.cli" not in modules and "kniffel_cli.puzzle.view" not in modules


def test_undo_takes_back_tile_moves() -> None:
    game = game_at("ABCD/EFGH/IJKL/.MNO")
    game.slide(["N"])  # M and N
    assert game.moves == 2
    game.undo(1)
    assert game.board.notation(game.alphabet) == "ABCD/EFGH/IJKL/M.NO" and game.moves == 1
    game.undo(1)
    assert game.board.notation(game.alphabet) == "ABCD/EFGH/IJKL/.MNO" and game.moves == 0
    with pytest.raises(RuleError, match="no tile has been moved yet"):
        game.undo(1)


def test_a_solution_is_applied_as_tiles() -> None:
    game = game_at("ABCD/EFGH/IJKL/.MNO")
    assert game.solution().tiles == [13, 14, 15] and game.moves == 0
    assert game.solve().tiles == [13, 14, 15]
    assert game.solved and game.moves == 3
    assert game.history == [{"by": "solver", "action": "slide", "tiles": ["M", "N", "O"]}]
    with pytest.raises(RuleError, match="nothing is left to do"):
        game.solution()


TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    ("stored position", lambda d: d["position"].__setitem__("moves", 9)),
    ("stored position", lambda d: d["position"].__setitem__("board", "ABCD/EFGH/IJKL/MNO.")),
    ("stored position", lambda d: d["position"].__setitem__("start", "ABCD/EFGH/IJKL/MN.O")),
    ("history entry 4: only 3 tile moves", lambda d: d["history"][3].__setitem__("count", 9)),
    ("not in the alphabet", lambda d: d["history"][0].__setitem__("tiles", ["Z"])),
    ("neither you nor", lambda d: d["history"][0].__setitem__("by", "ghost")),
    ("draw counter", lambda d: d.__setitem__("draws", 1)),
    ("setup", lambda d: d.__setitem__("setup", {"kind": "magic"})),
    ("alphabet", lambda d: d.__setitem__("alphabet", "ABC")),
]


@pytest.mark.parametrize(("message", "tamper"), TAMPERINGS)
def test_tampering_is_caught(message: str, tamper: Callable[[dict[str, Any]], None]) -> None:
    data = copy.deepcopy(to_dict(played_puzzle()))
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)
