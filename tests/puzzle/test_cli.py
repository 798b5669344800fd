"""``spiel puzzle`` through click's runner: commands, views and exit statuses."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.puzzle.state import from_dict, to_dict
from tests.helpers import ROOT, Invoke, json_view, read_state, refused

STATE = Path("puzzle.json")


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "puzzle", *args)


def test_new_json_view_follows_the_schema(invoke: Invoke) -> None:
    data = view(invoke, "new", "--board", "ABCD/EFGH/IJKL/MN.O")
    assert data == {
        "schema_version": 1,
        "game": "puzzle",
        "size": 4,
        "alphabet": "ABCDEFGHIJKLMNO",
        "board": [
            ["A", "B", "C", "D"],
            ["E", "F", "G", "H"],
            ["I", "J", "K", "L"],
            ["M", "N", None, "O"],
        ],
        "move_count": 0,
        "solved": False,
    }


def test_new_shuffles_reproducibly(invoke: Invoke) -> None:
    first = view(invoke, "new", "--seed", "same", "-f", "a.json")["board"]
    assert view(invoke, "new", "--seed", "same", "-f", "b.json")["board"] == first
    assert view(invoke, "new", "--seed", "other", "-f", "c.json")["board"] != first


@pytest.mark.parametrize(
    ("args", "size", "alphabet"),
    [
        (["--size", "3"], 3, "ABCDEFGH"),
        (["--size", "6"], 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi"),
        (["--alphabet", "12345678"], 3, "12345678"),
        (["--board", "abc/def/g.h", "--alphabet", "abcdefgh"], 3, "abcdefgh"),
    ],
)
def test_new_sizes_and_alphabets(invoke: Invoke, args: list[str], size: int, alphabet: str) -> None:
    data = view(invoke, "new", "--seed", "s", *args)
    assert data["size"] == size and data["alphabet"] == alphabet
    letters = sorted(c for row in data["board"] for c in row if c is not None)
    assert letters == sorted(alphabet)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--size", "2"], "--size"),
        (["--size", "7"], "--size"),
        (["--alphabet", "ABC"], "8, 15, 24 or 35 characters"),
        (["--alphabet", "AABCDEFG"], "twice"),
        (["--size", "4", "--alphabet", "ABCDEFGH"], "does not fit"),
        (["--board", "BAC/DEF/GH."], "cannot be solved"),
        (["--board", "ABC/DEF/GH"], "row 3"),
        (["--board", "ABC/DEF/GH."], "already solved"),
        (["--board", "ABC/DEF/G.H", "--scramble", "3"], "not both"),
        (["--scramble", "0"], "--scramble"),
    ],
)
def test_new_refuses_bad_boards(invoke: Invoke, args: list[str], message: str) -> None:
    assert message in refused(invoke, 2, "puzzle", "new", *args)


def test_slide_letters_runs_and_the_solved_message(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABCD/EFGH/IJKL/.MNO")
    result = invoke("puzzle", "slide", "N")
    assert result.exit_code == 0
    state = read_state(STATE)["position"]
    assert state["board"] == "ABCD/EFGH/IJKL/MN.O" and state["moves"] == 2
    result = invoke("puzzle", "slide", "left")
    assert result.stderr == ""  # the status line says it: once
    assert result.stdout.startswith("Buchstabenpuzzle 4x4 - solved in 3 moves")
    assert "solved (3 moves)" in refused(invoke, 1, "puzzle", "slide", "O")


def test_a_refused_slide_moves_nothing(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABCD/EFGH/IJKL/M.NO")
    line = refused(invoke, 1, "puzzle", "slide", "N", "A")
    assert "A is not in the gap's row or column" in line and "nothing was moved" in line
    assert "no tile can move up" in refused(invoke, 1, "puzzle", "slide", "up")
    assert "'Z' is no tile" in refused(invoke, 2, "puzzle", "slide", "Z")
    refused(invoke, 2, "puzzle", "slide")


def test_undo(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABCD/EFGH/IJKL/.MNO")
    view(invoke, "slide", "N")
    data = view(invoke, "undo")
    assert data["move_count"] == 1 and data["board"][3] == ["M", None, "N", "O"]
    assert "only 1 tile move" in refused(invoke, 1, "puzzle", "undo", "2")
    assert "N" in refused(invoke, 2, "puzzle", "undo", "0")
    assert refused(invoke, 2, "puzzle", "undo", "-1").startswith(  # click reads an option
        "Error: Invalid value for 'N': -1 is not in the range x>=1"  # 'N', not the usage's '[N]'
    )
    logged = invoke("puzzle", "log").stdout.splitlines()
    assert logged[2].split() == ["1", "you", "slide", "M", "N", "2", "moves"]
    assert logged[3].split() == ["2", "you", "take", "back", "1", "move", "1", "move"]


def test_the_json_log_records_each_tile_and_the_way_it_moved(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABC/DEF/G.H")
    view(invoke, "slide", "right", "D", "E")  # G right, D down, E left
    view(invoke, "undo", "2")
    assert view(invoke, "log") == {
        "schema_version": 1,
        "game": "puzzle",
        "moves": [
            {
                "move": 1,
                "side": "player",
                "action": "slide",
                "tiles": ["G", "D", "E"],
                "directions": ["right", "down", "left"],
                "move_count": 3,
            },
            {
                "move": 2,
                "side": "player",
                "action": "undo",
                "tiles": ["E", "D"],
                "directions": ["right", "up"],
                "move_count": 1,
            },
        ],
    }


@pytest.mark.slow
def test_hint_and_solve_on_a_3x3(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABC/DEF/.GH")
    before = STATE.read_bytes()
    assert view(invoke, "hint") == {"schema_version": 1, "tile": "G", "length": 2, "optimal": True}
    solved = {"schema_version": 1, "tiles": ["G", "H"], "length": 2, "optimal": True}
    assert view(invoke, "solve") == solved
    assert invoke("puzzle", "solve").stdout == "2 moves (proven shortest): G H\n"
    assert STATE.read_bytes() == before
    result = invoke("puzzle", "solve", "--apply")
    assert result.stderr == ""  # the view's status line says it: once
    assert "Buchstabenpuzzle 3x3 - solved in 2 moves" in result.stdout
    assert read_state(STATE)["history"] == [
        {"by": "solver", "action": "slide", "tiles": ["G", "H"]}
    ]
    assert "nothing is left to do" in refused(invoke, 1, "puzzle", "hint")


@pytest.mark.slow
def test_solve_refuses_an_output_it_would_not_write(invoke: Invoke) -> None:
    view(invoke, "new", "--board", "ABC/DEF/.GH")
    error = refused(invoke, 2, "puzzle", "solve", "-o", "other.json")
    assert "-o/--output goes with --apply" in error
    assert not Path("other.json").exists()
    invoke("puzzle", "solve", "--apply", "-o", "other.json", "-q")
    assert read_state("other.json")["history"][-1]["tiles"] == ["G", "H"]


def test_solve_a_scrambled_4x4_without_tables(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--scramble", "15")
    data = view(invoke, "solve", "--apply")
    assert data["optimal"] and data["length"] <= 15
    assert read_state(STATE)["position"]["solved"]


def test_solve_a_6x6_is_labelled_not_shortest(
    invoke: Invoke, table_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))  # its inner 4x4 uses the tables
    view(invoke, "new", "--seed", "s", "--size", "6")
    result = invoke("puzzle", "solve")
    assert "(NOT proven shortest)" in result.stdout
    assert "--max-seconds" in refused(invoke, 2, "puzzle", "solve", "--max-seconds", "0")


@pytest.mark.slow
def test_ordinary_commands_never_import_numpy(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from kniffel_cli.cli import spiel\n"
        "for args in (['puzzle', 'new', '-q', '--seed', 's'], ['puzzle', 'show'],\n"
        "             ['puzzle', 'slide', 'down', 'up', 'left', 'right', '-q'],\n"
        "             ['kniffel', 'new', '-q'], ['kniffel', 'roll', '-q'],\n"
        "             ['streichholz', 'new', '-q'], ['streichholz', 'take', '1', '-q']):\n"
        "    try:\n"
        "        spiel.main(args)\n"
        "    except SystemExit as done:\n"
        "        print(args[0], args[1], done.code)\n"
        "print('numpy' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
        check=True,
    )
    statuses = [line for line in result.stdout.splitlines() if line.count(" ") == 2]
    assert statuses == [
        "puzzle new 0",
        "puzzle show 0",
        "puzzle slide 0",
        "kniffel new 0",
        "kniffel roll 0",
        "streichholz new 0",
        "streichholz take 0",
    ]
    assert result.stdout.splitlines()[-1] == "False"


def test_file_problems_exit_3_and_4(invoke: Invoke) -> None:
    assert "does not exist" in refused(invoke, 3, "puzzle", "show")
    invoke("streichholz", "new", "-q", "--seed", "s")
    line = refused(invoke, 3, "puzzle", "slide", "up", "-f", "streichholz.json",
                   file=Path("streichholz.json"))  # fmt: skip
    assert "holds a streichholz game, not a puzzle game" in line
    view(invoke, "new", "--board", "ABCD/EFGH/IJKL/MN.O")
    Path("taken").write_text("a read-only file")
    Path("taken").chmod(0o444)
    assert "the old state is intact" in refused(invoke, 4, "puzzle", "slide", "O", "-o", "taken")
    assert read_state(STATE)["position"]["moves"] == 0


def test_a_version_1_file_loads_shows_and_is_written_back_as_version_2(invoke: Invoke) -> None:
    original = ROOT / "tests" / "data" / "v1" / "puzzle.json"
    old = read_state(original)
    Path("old.json").write_bytes(original.read_bytes())
    rows = view(invoke, "show", "-f", "old.json")["board"]
    assert "/".join("".join(c or "." for c in row) for row in rows) == old["position"]["board"]
    assert "D  G  A\nH  .  E\nB  C  F\n" in invoke("puzzle", "show", "-f", "old.json").stdout
    assert to_dict(from_dict(copy.deepcopy(old))) == {**old, "version": 2}
    # A command writes it back in version 2: the history as it was, then the command's entry.
    assert invoke("puzzle", "slide", "H", "-f", "old.json", "-q").exit_code == 0
    new = read_state("old.json")
    assert new["version"] == 2
    assert new["history"] == [*old["history"], {"by": "player", "action": "slide", "tiles": ["H"]}]
