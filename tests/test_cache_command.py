"""``spiel cache list|clear|build``: spiel's files in the cache folder, and no one else's."""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from kniffel_cli.cache import files as cache_files
from kniffel_cli.common import cache
from kniffel_cli.kniffel.strategy import solver
from kniffel_cli.kniffel.strategy.table_file import Spec
from tests.helpers import Invoke

TABLE = "kniffel-table-v2-kniffel-rolls3-rounds3.bin"
SPREAD = "kniffel-spread-v3-kniffel-rolls3-rounds3.bin"
YAHTZEE = "kniffel-table-v2-yahtzee-rolls2-rounds5-full_house30.bin"
OLDER = "kniffel-spread-v2-kniffel-rolls3-rounds3.bin"
PDB = "puzzle4-pdb-v2-13-14-15.bin"
DISTANCES = "puzzle3-distances-v1.bin"
FOREIGN = ("notes.txt", "kniffel-table-v2-of-someone-else.bin", "pip-wheel.whl")
LEFTOVER = f".{TABLE}.0123456789abcdef.tmp"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own."""
    place = tmp_path / "spiel-cache"
    place.mkdir()
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(place))
    return place


def put(folder: Path, name: str, payload: bytes = b"values", *, seconds: float = 1.5) -> Path:
    """A cache file with an intact checksum (a Kniffel one starting with its description; a
    Kniffel table is the real one of its variant, small ones here: ``cache list`` checks its
    values as every reader does)."""
    found = cache_files.identify(name)
    if found is not None and found.kind == "table" and isinstance(found.variant, Spec):
        table = solver.build(found.variant)
        table.seconds = seconds
        cache.write(str(folder / name), solver.encode(table))
        return folder / name
    if name.startswith("kniffel"):
        payload = json.dumps({"rules": "kniffel", "seconds": seconds}).encode() + b"\n" + payload
    cache.write(str(folder / name), [payload])
    return folder / name


@pytest.fixture
def filled(folder: Path) -> Path:
    """Tables of both games, an older format's, a damaged one, foreign files, a leftover."""
    for name in (TABLE, SPREAD, YAHTZEE, PDB):
        put(folder, name)
    (folder / OLDER).write_bytes(b"an older format, never read now")
    damaged = put(folder, DISTANCES, b"distances")
    damaged.write_bytes(damaged.read_bytes()[:-1] + b"X")
    for name in FOREIGN:
        (folder / name).write_text("not spiel's")
    (folder / LEFTOVER).write_bytes(b"half a table")
    os.utime(folder / TABLE, (1_800_000_000, 1_800_000_000))
    return folder


def listed(invoke: Invoke) -> dict[str, dict[str, object]]:
    result = invoke("cache", "list", "--format", "json")
    assert result.exit_code == 0, result.stderr
    return {entry["file"]: entry for entry in json.loads(result.stdout)["files"]}


def test_list_shows_each_of_spiels_files_and_no_other(invoke: Invoke, filled: Path) -> None:
    result = invoke("cache", "list")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["game", "kind", "variant", "size", "built", "status"]
    rows = lines[2:]
    assert len(rows) == 7
    assert "kniffel rules, 3 rounds, 3 rolls" in rows[0] and rows[0].endswith("intact")
    assert rows[0].split()[:2] == ["kniffel", "table"]
    assert "yahtzee rules, 5 rounds, 2 rolls, Full house 30" in result.stdout
    assert any("spread" in row and row.endswith("older format") for row in rows)
    assert any(
        "distance table" in row and "damaged (its checksum does not match)" in row for row in rows
    )
    assert any("4x4, tiles M N O" in row for row in rows)
    assert rows[4].startswith("kniffel  table") and rows[4].endswith("left by a stopped build")
    assert "not spiel" not in result.stdout and "someone" not in result.stdout
    assert result.stderr == f"7 files, {listed_size(filled)} in {filled}\n"


def listed_size(folder: Path) -> str:
    from kniffel_cli.cache.view import size_text

    return size_text(sum(f.size for f in cache_files.scan(str(folder))))


def test_list_as_json(invoke: Invoke, filled: Path) -> None:
    result = invoke("cache", "list", "--format", "json")
    view = json.loads(result.stdout)
    assert view["folder"] == str(filled)
    entries = {entry["file"]: entry for entry in view["files"]}
    assert set(entries) == {TABLE, SPREAD, YAHTZEE, OLDER, PDB, DISTANCES, LEFTOVER}
    assert view["bytes"] == sum(entry["bytes"] for entry in entries.values())
    table = entries[TABLE]
    assert table == {
        "file": TABLE,
        "game": "kniffel",
        "kind": "table",
        "variant": {
            "rules": "kniffel",
            "rounds": 3,
            "rolls_per_turn": 3,
            "point_values": {
                "full_house": 25,
                "small_straight": 30,
                "large_straight": 40,
                "kniffel": 50,
                "bonus": 35,
                "bonus_threshold": 63,
            },
        },
        "bytes": (filled / TABLE).stat().st_size,
        "built": "2027-01-15T08:00:00Z",
        "status": "intact",
        "build_seconds": 1.5,
    }
    assert entries[YAHTZEE]["variant"]["point_values"]["full_house"] == 30
    assert entries[OLDER]["status"] == "older_format"
    assert entries[DISTANCES]["status"] == "damaged"
    assert entries[DISTANCES]["variant"] == {"size": 3, "groups": []}
    assert entries[PDB]["variant"] == {"size": 4, "groups": [[13, 14, 15]]}
    assert entries[PDB]["build_seconds"] is None
    assert entries[LEFTOVER]["status"] == "leftover"


def test_a_table_a_build_holds_is_being_built(invoke: Invoke, filled: Path) -> None:
    with held(filled / LEFTOVER):
        assert listed(invoke)[LEFTOVER]["status"] == "being_written"
        invoke("cache", "clear", "--yes", "-q")
        assert (filled / LEFTOVER).exists()  # the build goes on
    assert listed(invoke)[LEFTOVER]["status"] == "leftover"


class held:
    """Hold a file's lock, as a build holds its temporary file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> None:
        self.descriptor = os.open(self.path, os.O_RDONLY)
        fcntl.flock(self.descriptor, fcntl.LOCK_EX)

    def __exit__(self, *exc: object) -> None:
        os.close(self.descriptor)


def test_a_newer_format_is_listed_as_such(invoke: Invoke, folder: Path) -> None:
    (folder / "kniffel-table-v9-kniffel-rolls3-rounds13.bin").write_bytes(b"future")
    (folder / "puzzle4-pdb-v1-1-2-3.bin").write_bytes(b"past")
    entries = listed(invoke)
    assert entries["kniffel-table-v9-kniffel-rolls3-rounds13.bin"]["status"] == "newer_format"
    assert entries["puzzle4-pdb-v1-1-2-3.bin"]["status"] == "older_format"


def test_an_empty_or_missing_folder_says_so(invoke: Invoke, folder: Path) -> None:
    result = invoke("cache", "list")
    assert result.exit_code == 0
    assert result.stdout == f"The cache folder {folder} holds no tables.\n"
    folder.rmdir()
    result = invoke("cache", "list", "--format", "json")
    assert json.loads(result.stdout) == {
        "schema_version": 1,
        "folder": str(folder),
        "files": [],
        "bytes": 0,
    }


def test_clear_without_yes_refuses_and_removes_nothing(invoke: Invoke, filled: Path) -> None:
    before = sorted(os.listdir(filled))
    result = invoke("cache", "clear")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        "Error: clearing deletes cached tables; confirm with --yes (see 'spiel cache clear --help')"
    )
    result = invoke("cache", "clear", "--format", "json")
    assert json.loads(result.stderr)["error"]["code"] == "usage"
    assert sorted(os.listdir(filled)) == before


def test_clear_removes_spiels_files_only(invoke: Invoke, filled: Path) -> None:
    size = sum(f.size for f in cache_files.scan(str(filled)))
    result = invoke("cache", "clear", "--yes", "--format", "json")
    assert result.exit_code == 0, result.stderr
    view = json.loads(result.stdout)
    assert {entry["file"] for entry in view["files"]} == {
        TABLE,
        SPREAD,
        YAHTZEE,
        OLDER,
        PDB,
        DISTANCES,
        LEFTOVER,
    }
    assert view["bytes"] == size
    assert sorted(os.listdir(filled)) == sorted(FOREIGN)
    assert result.stderr.startswith("Removed 7 files (")
    result = invoke("cache", "clear", "--yes")
    assert (result.exit_code, result.stdout) == (0, "Nothing to remove.\n")


@pytest.mark.parametrize(
    ("options", "removed"),
    [
        (["--game", "puzzle"], {PDB, DISTANCES}),
        (["--game", "kniffel"], {TABLE, SPREAD, YAHTZEE, OLDER}),
        (["--rules", "yahtzee"], {YAHTZEE}),
        (["--rounds", "3"], {TABLE, SPREAD, OLDER}),
        (["--rules", "kniffel", "--rolls", "2"], set()),
        (["--points", "full_house=30"], {YAHTZEE}),
        (["--points", "full_house=25"], {TABLE, SPREAD, OLDER}),  # the standard values
    ],
)
def test_clear_one_game_or_variant(
    invoke: Invoke, filled: Path, options: list[str], removed: set[str]
) -> None:
    before = set(os.listdir(filled))
    result = invoke("cache", "clear", "--yes", "--format", "json", *options)
    assert result.exit_code == 0, result.stderr
    reported = {entry["file"] for entry in json.loads(result.stdout)["files"]}
    assert reported == removed | {LEFTOVER}  # a killed build's file goes in any case
    assert before - set(os.listdir(filled)) == removed | {LEFTOVER}


def test_clear_refuses_kniffel_variants_with_the_puzzle(invoke: Invoke, filled: Path) -> None:
    result = invoke("cache", "clear", "--yes", "--game", "puzzle", "--rules", "yahtzee")
    assert result.exit_code == 2
    assert "--rules chooses Kniffel tables; leave it out with --game puzzle" in result.stderr
    assert (filled / PDB).exists()


def test_a_file_that_cannot_be_removed_is_exit_4(
    invoke: Invoke, filled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(path: str) -> None:
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr("kniffel_cli.cache.files.os.unlink", refuse)
    result = invoke("cache", "clear", "--yes", "--game", "kniffel")
    assert result.exit_code == 4
    assert result.stderr == (
        f"Error: {TABLE} could not be removed from the cache folder: Permission denied\n"
    )


def test_list_and_clear_in_german(invoke: Invoke, filled: Path) -> None:
    result = invoke("--lang", "de", "cache", "list")
    assert "Kniffel-Regeln, 3 Runden, 3 Würfe" in result.stdout
    assert "intakt" in result.stdout and "älteres Format" in result.stdout
    assert "Rest einer abgebrochenen Berechnung" in result.stdout
    assert result.stderr.startswith("7 Dateien, ")
    result = invoke("cache", "clear", "--lang", "de")
    cleared = "Das Leeren löscht die zwischengespeicherten Tabellen; bestätige mit „--yes“"
    assert cleared in result.stderr
    result = invoke("cache", "clear", "--yes", "--rules", "yahtzee", "--lang", "de")
    assert result.stderr.startswith("2 Dateien entfernt (")  # and the leftover


@pytest.fixture
def shared_tables(table_folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The tables the tests share (never cleared here)."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    yield table_folder


@pytest.mark.slow  # builds tables
def test_build_kniffel_builds_the_table_and_its_spread(invoke: Invoke, folder: Path) -> None:
    result = invoke("cache", "build", "kniffel", "--rounds", "2", "--rules", "yahtzee")
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines()[-1].startswith("Built in ")
    names = sorted(os.listdir(folder))
    assert names == [
        "kniffel-spread-v3-yahtzee-rolls3-rounds2.bin",
        "kniffel-table-v2-yahtzee-rolls3-rounds2.bin",
    ]
    rows = result.stdout.splitlines()[2:]
    assert [row.split()[1] for row in rows] == ["table", "spread"]
    assert all("yahtzee rules, 2 rounds, 3 rolls" in row and row.endswith("intact") for row in rows)
    again = invoke("cache", "build", "kniffel", "--rounds", "2", "--rules", "yahtzee")
    assert again.stderr == "The tables were in the cache already.\n"
    assert again.stdout == result.stdout


@pytest.mark.slow  # builds tables
def test_build_the_table_only(invoke: Invoke, folder: Path) -> None:
    result = invoke(
        "cache", "build", "kniffel", "--rounds", "1", "--table-only", "--format", "json"
    )
    assert result.exit_code == 0, result.stderr
    files = json.loads(result.stdout)["files"]
    assert [(f["kind"], f["status"]) for f in files] == [("table", "intact")]
    assert os.listdir(folder) == ["kniffel-table-v2-kniffel-rolls3-rounds1.bin"]


@pytest.mark.slow  # builds tables
def test_build_a_damaged_table_again(invoke: Invoke, folder: Path) -> None:
    invoke("cache", "build", "kniffel", "--rounds", "1", "--table-only", "-q")
    table = folder / "kniffel-table-v2-kniffel-rolls3-rounds1.bin"
    table.write_bytes(table.read_bytes()[:-1])
    assert listed(invoke)[table.name]["status"] == "damaged"
    result = invoke("cache", "build", "kniffel", "--rounds", "1", "--table-only")
    assert result.exit_code == 0
    assert "is damaged (its size does not match its header); building it again" in result.stderr
    assert listed(invoke)[table.name]["status"] == "intact"


@pytest.mark.slow  # builds tables
def test_build_where_nothing_can_be_saved_is_exit_4(
    invoke: Invoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(tmp_path / "a-file" / "below"))
    result = invoke("cache", "build", "kniffel", "--rounds", "1", "-q")
    assert result.exit_code == 4
    assert result.stderr.splitlines()[-1].startswith(
        "Error: the table kniffel-table-v2-kniffel-rolls3-rounds1.bin was built but could not "
        "be saved in "
    )


def test_build_puzzle_takes_no_kniffel_options(invoke: Invoke, folder: Path) -> None:
    for option in (["--rules", "yahtzee"], ["--table-only"], ["--points", "kniffel=60"]):
        result = invoke("cache", "build", "puzzle", *option)
        assert result.exit_code == 2
        assert f"{option[0]} goes with 'spiel cache build kniffel'" in result.stderr
    assert os.listdir(folder) == []
    assert invoke("cache", "build", "chess").exit_code == 2


def test_build_puzzle_finds_or_builds_every_puzzle_table(
    invoke: Invoke, shared_tables: Path
) -> None:
    result = invoke("cache", "build", "puzzle", "--format", "json")
    assert result.exit_code == 0, result.stderr
    files = json.loads(result.stdout)["files"]
    assert [f["kind"] for f in files] == ["distances", *["pattern_database"] * 3, "lookup"]
    assert {f["status"] for f in files} == {"intact"}
    again = invoke("cache", "build", "puzzle", "-q")
    assert (again.exit_code, again.stdout, again.stderr) == (0, "", "")


def test_list_checks_a_kniffel_table_s_values_as_its_readers_do(
    invoke: Invoke, folder: Path
) -> None:
    """A table under a checksum recomputed by hand, its values halved: what every command
    that reads it refuses is not intact (issue 31: the checksum alone was reported)."""
    table = solver.build(Spec("kniffel", 3, 3))
    table.values = {t: values / 2 for t, values in table.values.items()}
    cache.write(str(folder / TABLE), solver.encode(table))
    entry = listed(invoke)[TABLE]
    assert entry["status"] == "damaged"
    assert entry["build_seconds"] is None
    reason = "its value with 1 turn left is not what the rules make it"
    assert f"damaged ({reason})" in invoke("cache", "list").stdout
