"""The letter puzzle in German and in English: the same games, files, JSON and exit codes.

Only the words differ: every state file, every JSON view (show, log, hint,
solve), every exit status and the number of lines on each stream are the
same in both languages, byte for byte.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from tests.helpers import Invoke


class Step(NamedTuple):
    """What one command left behind: its status, its streams, the state file."""

    code: int
    stdout: str
    stderr: str
    state: bytes | None


@pytest.fixture(autouse=True)
def _one_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both languages share one cache folder: the 3x3 table is built once."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(tmp_path / "tables"))


def run(invoke: Invoke, language: str, *args: str) -> Step:
    """``spiel --lang LANGUAGE puzzle ARGS -f LANGUAGE/puzzle.json``."""
    folder = Path(language)
    folder.mkdir(exist_ok=True)
    file = folder / "puzzle.json"
    result = invoke("--lang", language, "puzzle", *args, "-f", str(file))
    state = file.read_bytes() if file.exists() else None
    return Step(result.exit_code, result.stdout, result.stderr, state)


BY_HAND = [
    ["new", "--board", "ABC/.DF/GEH", "--seed", "s"],
    ["hint", "--format", "json"],
    ["solve", "--format", "json"],
    ["hint"],
    ["solve"],
    ["slide", "F"],  # a run: D and F
    ["show", "--format", "json"],
    ["slide", "A"],  # not in line with the gap: exit 1
    ["slide", "Z"],  # no tile: exit 2
    ["undo", "5"],  # more than was moved: exit 1
    ["undo"],
    ["log", "--format", "json"],
    ["slide", "E", "left"],
    ["show", "--format", "json"],
    ["show"],
    ["log"],
    ["log", "--format", "json"],
    ["slide", "A"],  # solved: exit 1
    ["hint"],  # solved: exit 1
    ["new", "--size", "3", "--scramble", "12", "--seed", "apply"],
    ["solve", "--apply"],
    ["show", "--format", "json"],
    ["log"],
    ["log", "--format", "json"],
    ["new", "--size", "3", "--seed", "shuffle"],
    ["solve", "--apply", "--format", "json"],
    ["log", "--format", "json"],
    ["new", "--size", "9"],  # exit 2
    ["new", "--board", "BAC/DEF/GH."],  # unsolvable: exit 2
]


def play(invoke: Invoke, language: str) -> list[Step]:
    return [run(invoke, language, *args) for args in BY_HAND]


@pytest.mark.slow
def test_the_same_games_in_both_languages(invoke: Invoke) -> None:
    english = play(invoke, "en")
    german = play(invoke, "de")
    for args, en, de in zip(BY_HAND, english, german, strict=True):
        assert (en.code, en.state) == (de.code, de.state), args
        assert len(en.stdout.splitlines()) == len(de.stdout.splitlines()), args
        assert len(en.stderr.splitlines()) == len(de.stderr.splitlines()), args
        if "json" in args:
            assert en.stdout == de.stdout and en.stdout.startswith("{"), args
        if en.code:
            assert en.stderr.startswith("Error: ") and de.stderr.startswith("Fehler: "), args
    codes = [step.code for step in english]
    assert codes == [0] * 7 + [1, 2, 1] + [0] * 7 + [1, 1] + [0] * 8 + [2, 2]
    words: dict[tuple[str, ...], tuple[Step, Step]] = {}
    for args, en, de in zip(BY_HAND, english, german, strict=True):
        words.setdefault(tuple(args), (en, de))  # the first time each command is given
    en, de = words[("hint",)]
    assert en.stdout == "Slide D: 3 moves to go (proven shortest).\n"
    assert de.stdout == "D schieben: noch 3 Züge (nachweislich kürzester Weg).\n"
    en, de = words[("solve",)]
    assert (en.stdout, de.stdout) == (
        "3 moves (proven shortest): D E H\n",
        "3 Züge (nachweislich kürzester Weg): D E H\n",
    )
    en, de = words[("slide", "E", "left")]
    assert de.stdout.startswith("Buchstabenpuzzle 3×3 – gelöst in 3 Zügen")
    assert de.stderr == en.stderr == ""  # the status line says it: once
    en, de = words[("slide", "F")]
    assert de.stdout.startswith("Buchstabenpuzzle 3×3 – 2 Züge\n")
    en, de = words[("log",)]
    assert "du     schiebst D F" in de.stdout and "nimmst 1 Zug zurück" in de.stdout
    assert "Spieler" not in de.stdout
    assert "you   slide D F" in en.stdout and "take back 1 move" in en.stdout
    en, de = words[("slide", "A")]
    assert "es wurde nichts verschoben" in de.stderr and "nothing was moved" in en.stderr
    en, de = words[("undo", "5")]
    assert "Nur 2 Züge lassen sich zurücknehmen" in de.stderr
    solver_log = german[BY_HAND.index(["log"], 20)].stdout
    assert "Löser" in solver_log and "solver" not in solver_log


def test_the_gap_count_error_in_german(invoke: Invoke) -> None:
    result = invoke("--lang", "de", "puzzle", "new", "--board", "ABC/DEF/GH")
    assert result.exit_code == 2
    assert result.stderr.startswith("Fehler: Zeile 3 des Bretts hat 2 Felder")
