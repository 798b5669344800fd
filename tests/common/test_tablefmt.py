"""Every view in every tabulate format: valid, and tidy.

Markdown tables open with a header row (the puzzle board's columns are
numbered there); in ``tsv`` a view is its tables alone, no title or status
line, cells without padding; a headerless table in ``simple`` has no frame of
dashes.
"""

from __future__ import annotations

import re

import pytest
from tabulate import tabulate_formats  # type: ignore[import-untyped]

from kniffel_cli.common.formatting import MACHINE_FORMATS, MARKDOWN_FORMATS
from tests.helpers import Invoke

HIGHSCORE = ("--highscore-file", "scores.json")
VIEWS = {
    "kniffel show": ("kniffel", "show", "-f", "k.json"),
    "kniffel show before a roll": ("kniffel", "show", "-f", "fresh.json"),
    "kniffel log": ("kniffel", "log", "-f", "k.json"),
    "kniffel log, empty": ("kniffel", "log", "-f", "fresh.json"),
    "kniffel score": ("kniffel", "score", "3,3,3,5,5"),
    "kniffel highscore": ("kniffel", "highscore", *HIGHSCORE, "--all"),
    "kniffel highscore, empty variant": ("kniffel", "highscore", *HIGHSCORE),
    "kniffel highscore, empty": ("kniffel", "highscore", "--highscore-file", "none.json"),
    "streichholz show": ("streichholz", "show"),
    "streichholz log": ("streichholz", "log"),
    "puzzle show": ("puzzle", "show"),
    "puzzle log": ("puzzle", "log"),
}
SEPARATOR = re.compile(r"^\|(\s*:?-+:?\s*\|)+$")


@pytest.fixture
def games(invoke: Invoke) -> None:
    for args in (
        ("kniffel", "new", "--seed", "t", "--players", "Anna,Bob", "-f", "k.json"),
        ("kniffel", "roll", "-f", "k.json"),
        ("kniffel", "take", "chance", "-f", "k.json"),
        ("kniffel", "roll", "-f", "k.json"),
        ("kniffel", "new", "--seed", "t", "-f", "fresh.json"),
        ("kniffel", "new", "--seed", "t", "--rounds", "1", "-f", "done.json"),
        ("kniffel", "roll", "-f", "done.json"),
        ("kniffel", "take", "chance", "-f", "done.json"),
        ("kniffel", "highscore", "add", "-f", "done.json", *HIGHSCORE),
        ("streichholz", "new", "--seed", "t", "--matches", "17"),
        ("streichholz", "take", "2"),
        ("puzzle", "new", "--board", "ABCD/EFGH/IJKL/M.NO"),
        ("puzzle", "slide", "N"),
    ):
        result = invoke(*args, "-q")
        assert result.exit_code == 0, (args, result.stderr)


def blocks(text: str) -> list[list[str]]:
    """The view's paragraphs: a title, a table, ... (separated by blank lines)."""
    return [block.splitlines() for block in text.strip("\n").split("\n\n") if block.strip()]


@pytest.mark.slow
@pytest.mark.usefixtures("games")
@pytest.mark.parametrize("tablefmt", tabulate_formats)
def test_every_view_in_every_format(invoke: Invoke, tablefmt: str) -> None:
    for name, args in VIEWS.items():
        result = invoke(*args, "--tablefmt", tablefmt)
        assert result.exit_code == 0, (name, result.stderr)
        assert result.stdout.strip(), name
        assert result.stdout.endswith("\n") and not result.stdout.endswith("\n\n"), name
        if tablefmt in MARKDOWN_FORMATS:
            tables = [
                block
                for block in blocks(result.stdout)
                if block[0].startswith("| ") or SEPARATOR.match(block[0])
            ]
            assert tables or "empty" in name, (name, result.stdout)
            for lines in tables:
                assert len(lines) >= 2 and SEPARATOR.match(lines[1]), (name, result.stdout)
                assert not SEPARATOR.match(lines[0]), (name, result.stdout)
                assert all(line.startswith("|") for line in lines), (name, result.stdout)
        if tablefmt in MACHINE_FORMATS:
            for line in result.stdout.splitlines():
                if line:  # rows only: no title, no status, no padding
                    assert "\t" in line, (name, line)
                    assert all(cell == cell.strip() for cell in line.split("\t")), (name, line)


@pytest.mark.usefixtures("games")
def test_the_puzzle_board(invoke: Invoke) -> None:
    simple = invoke("puzzle", "show").stdout
    assert simple.splitlines()[2:] == ["A  B  C  D", "E  F  G  H", "I  J  K  L", "M  N  .  O"]
    github = invoke("puzzle", "show", "--tablefmt", "github").stdout.splitlines()
    assert github[2:4] == ["|  1  |  2  |  3  |  4  |", "|-----|-----|-----|-----|"]
    assert invoke("puzzle", "show", "--tablefmt", "tsv").stdout == (
        "A\tB\tC\tD\nE\tF\tG\tH\nI\tJ\tK\tL\nM\tN\t.\tO\n"
    )


@pytest.mark.parametrize("tablefmt", ["simple", "plain", "github", "grid", "tsv", "rst"])
def test_the_gap_shows_at_the_end_of_a_row_in_every_format(invoke: Invoke, tablefmt: str) -> None:
    invoke("puzzle", "new", "--board", "ABCD/EFGH/IJK./MNOL", "--force", "-q")
    text = invoke("puzzle", "show", "--tablefmt", tablefmt).stdout
    row = next(line for line in text.splitlines() if "K" in line)
    assert row.replace("|", " ").split() == ["I", "J", "K", "."]


def test_tsv_lines_keep_their_empty_last_cells() -> None:
    from kniffel_cli.common.formatting import table

    text = table([["1", "Ones", ""], ["2", "", ""]], ["row", "category", "Anna"], "tsv")
    assert text.splitlines() == ["row\tcategory\tAnna", "1\tOnes\t", "2\t\t"]
