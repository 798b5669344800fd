"""``spiel puzzle rules``: the text states what the game does, in both languages.

The size, the tiles, the goal and the counting each text must state are
found with the game's own engine, never read from the rules module.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kniffel_cli.common import i18n
from kniffel_cli.puzzle import rules_text
from kniffel_cli.puzzle.errors import AlreadySolvedError
from kniffel_cli.puzzle.game import PuzzleGame
from kniffel_cli.puzzle.notation import MAX_SIZE, MIN_SIZE
from tests.helpers import Invoke


def flat(text: str) -> str:
    """The text with its line breaks (the wrapping) undone."""
    return " ".join(text.split())


def goal(size: int, alphabet: str) -> str:
    """The solved board in the notation of ``new --board``, checked with the engine."""
    rows = [alphabet[row * size : (row + 1) * size] for row in range(size)]
    rows[-1] += "."
    notation = "/".join(rows)
    with pytest.raises(AlreadySolvedError):
        PuzzleGame.create(seed="s", board=notation, alphabet=alphabet)
    return notation


def run_counts() -> tuple[int, int]:
    """The move counter after sliding a tile two cells from the gap, and after ``undo 1``."""
    game = PuzzleGame.create(seed="s", board="ABC/.DE/GHF")
    game.slide(["E"])  # two cells to the right of the gap
    after_run = game.moves
    game.undo(1)
    return after_run, game.moves


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", range(MIN_SIZE, MAX_SIZE + 1))
def test_the_text_says_what_the_engine_does(language: i18n.Language, size: int) -> None:
    alphabet = PuzzleGame.create(seed="s", size=size).alphabet
    with i18n.speaking(language):
        text = flat(rules_text.describe(None, {"size": size, "alphabet": None}))
    after_run, after_undo = run_counts()
    assert (after_run, after_undo) == (2, 1)
    if language == "de":
        said = [
            f"{size}×{size} Felder: {len(alphabet)} Steine mit den Buchstaben "
            f"{alphabet[0]} bis {alphabet[-1]}",
            f"zählt {after_run} Züge",
            "die letzten N Züge zurück (ohne N einen), und der Zähler geht um N zurück",
        ]
    else:
        said = [
            f"{size}x{size} cells: {len(alphabet)} tiles, lettered {alphabet[0]} to {alphabet[-1]}",
            f"counts {after_run} moves",
            "takes back the last N tile moves (1 without N), and the counter goes back by N",
        ]
    for sentence in [*said, goal(size, alphabet)]:
        assert sentence in text, (sentence, text)


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_alphabet_of_its_own(language: i18n.Language) -> None:
    with i18n.speaking(language):
        text = flat(rules_text.describe(None, {"size": None, "alphabet": "12345678"}))
    assert (
        ("3×3" if language == "de" else "3x3") in text
        and "12345678" in text
        and goal(3, "12345678") in text
    )


def test_the_standard_game_the_file_and_the_options(invoke: Invoke) -> None:
    result = invoke("puzzle", "rules")
    assert result.exit_code == 0 and result.stderr == ""
    assert "4x4 cells: 15 tiles, lettered A to O" in flat(result.stdout)
    assert not Path("puzzle.json").exists()
    new = ["--board", "123/456/7.8", "--alphabet", "12345678", "--seed", "s", "-q"]
    assert invoke("puzzle", "new", *new).exit_code == 0
    before = Path("puzzle.json").read_bytes()
    text = flat(invoke("puzzle", "rules").stdout)
    assert "3x3 cells: 8 tiles, marked with the characters 12345678" in text
    assert "123/456/78." in text
    text = flat(invoke("--lang", "de", "puzzle", "rules", "--size", "5").stdout)
    assert text.startswith("Buchstabenpuzzle: die Regeln")
    assert "5×5 Felder: 24 Steine mit den Buchstaben A bis X" in text
    assert Path("puzzle.json").read_bytes() == before


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["-f", "nope.json"], 3),
        (["--size", "9"], 2),
        (["--size", "4", "--alphabet", "12345678"], 2),
        (["--alphabet", "1234567"], 2),
    ],
)
def test_refusals(invoke: Invoke, args: list[str], code: int) -> None:
    for language, prefix in (("en", "Error: "), ("de", "Fehler: ")):
        result = invoke("--lang", language, "puzzle", "rules", *args)
        assert result.exit_code == code and result.stdout == ""
        assert result.stderr.startswith(prefix) and len(result.stderr.splitlines()) == 1
