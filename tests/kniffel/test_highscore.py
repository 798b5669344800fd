"""The highscore: top 20, ties in order of entry, each game once, safe file handling."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kniffel_cli.common.errors import RuleError
from kniffel_cli.kniffel import highscore
from kniffel_cli.kniffel.highscore import Entry, add
from tests.conftest import Invoke
from tests.helpers import read_state, refused
from tests.kniffel.test_cli import new_game, play_to_the_end

LIST = Path("scores.json")
EPOCH = {"SOURCE_DATE_EPOCH": "1790000000"}  # 2026-09-21


def entry(name: str, score: int, game: str | None = None) -> Entry:
    return Entry(
        name=name,
        score=score,
        rules="kniffel",
        date="2026-01-01",
        game=game or f"{abs(hash((name, score))) % 16**16:016x}",
    )


def test_add_ranks_highest_first_and_ties_in_order_of_entry() -> None:
    entries, places = add([entry("A", 100), entry("B", 50)], [entry("C", 100), entry("D", 75)])
    assert [e.name for e in entries] == ["A", "C", "D", "B"]
    assert places == [2, 3]


def test_add_keeps_the_top_20() -> None:
    full = [entry(f"P{i}", 200 - i) for i in range(20)]
    entries, places = add(full, [entry("low", 1)])
    assert len(entries) == 20 and places == [None]
    entries, places = add(full, [entry("high", 300)])
    assert places == [1] and entries[-1].name == "P18"


def test_a_game_is_recorded_once() -> None:
    first = entry("A", 100, "0123456789abcdef")
    with pytest.raises(RuleError, match="already in the highscore"):
        add([first], [entry("A", 100, "0123456789abcdef")])


def finished_game(invoke: Invoke, *args: str) -> dict:
    new_game(invoke, "--rounds", "2", *args)
    return play_to_the_end(invoke)


def test_highscore_add_and_list(invoke: Invoke) -> None:
    final = finished_game(invoke, "--players", "Anna,Bob")
    hs = ["--highscore-file", str(LIST)]
    empty = invoke("kniffel", "highscore", *hs)
    assert empty.stdout == "The highscore list is empty.\n"
    result = invoke("kniffel", "highscore", "add", *hs, env=EPOCH)
    assert result.exit_code == 0, result.stderr
    players = sorted(final["players"], key=lambda p: -p["total"])
    listed = json.loads(invoke("kniffel", "highscore", *hs, "--format", "json").stdout)
    assert listed == {
        "entries": [
            {"name": p["name"], "score": p["total"], "rules": "kniffel", "date": "2026-09-21"}
            for p in players
        ]
    }
    assert "Recorded Anna: " in result.stderr and "Recorded Bob: " in result.stderr
    table = invoke("kniffel", "highscore", *hs).stdout.splitlines()
    assert table[0].split() == ["rank", "name", "score", "rules", "date"]
    assert table[2].split() == [
        "1",
        players[0]["name"],
        str(players[0]["total"]),
        "kniffel",
        "2026-09-21",
    ]
    assert "already in the highscore" in refused(
        invoke, 1, "kniffel", "highscore", "add", *hs, file=LIST
    )


def test_highscore_add_with_a_name_for_a_single_player(invoke: Invoke) -> None:
    final = finished_game(invoke)
    result = invoke(
        "kniffel", "highscore", "add", "--name", "Zoe", env={"SPIEL_HIGHSCORE_FILE": str(LIST)}
    )
    assert result.exit_code == 0
    assert read_state(LIST)["entries"][0]["name"] == "Zoe"
    assert read_state(LIST)["entries"][0]["score"] == final["players"][0]["total"]


def test_highscore_name_refusals(invoke: Invoke) -> None:
    finished_game(invoke, "--players", "Anna,Bob")
    hs = ["--highscore-file", str(LIST)]
    assert "single-player" in refused(
        invoke, 2, "kniffel", "highscore", "add", "--name", "Zoe", *hs, file=LIST
    )
    assert "--name goes with" in refused(
        invoke, 2, "kniffel", "highscore", "--name", "Zoe", *hs, file=LIST
    )


def test_highscore_add_refuses_an_unfinished_game(invoke: Invoke) -> None:
    new_game(invoke)
    line = refused(
        invoke, 1, "kniffel", "highscore", "add", "--highscore-file", str(LIST), file=LIST
    )
    assert "not finished (round 1 of 13)" in line
    assert not LIST.exists()


def test_highscore_default_location_is_the_user_data_folder(invoke: Invoke, tmp_path: Path) -> None:
    finished_game(invoke)
    assert invoke("kniffel", "highscore", "add").exit_code == 0
    assert Path(highscore.default_path()).is_relative_to(tmp_path / "data")
    assert read_state(highscore.default_path())["format"] == "spiel-highscore"


def test_highscore_clear(invoke: Invoke) -> None:
    finished_game(invoke)
    hs = ["--highscore-file", str(LIST)]
    invoke("kniffel", "highscore", "add", *hs)
    assert "confirm with --yes" in refused(
        invoke, 2, "kniffel", "highscore", "clear", *hs, file=LIST
    )
    result = invoke("kniffel", "highscore", "clear", "--yes", *hs)
    assert result.exit_code == 0 and result.stdout == "The highscore list is empty.\n"
    assert read_state(LIST)["entries"] == []


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "is not JSON"),
        ('{"format": "spiel-highscore", "version": 1}', "lacks entries"),
        ('{"format": "spiel-highscore", "version": 2, "entries": []}', "newer spiel"),
        (
            '{"format": "spiel-highscore", "version": 1, "entries": [{"name": "A", "score": -1, '
            '"rules": "kniffel", "date": "2026-01-01", "game": "0123456789abcdef"}]}',
            "score is -1",
        ),
        (
            '{"format": "spiel-highscore", "version": 1, "entries": ['
            '{"name": "A", "score": 1, "rules": "kniffel", "date": "2026-01-01",'
            ' "game": "0123456789abcdef"},'
            '{"name": "B", "score": 2, "rules": "kniffel", "date": "2026-01-01",'
            ' "game": "0123456789abcdee"}]}',
            "not in rank order",
        ),
    ],
)
def test_a_broken_highscore_exits_3(invoke: Invoke, content: str, message: str) -> None:
    LIST.write_text(content)
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert message in line
    finished_game(invoke)
    refused(invoke, 3, "kniffel", "highscore", "add", "--highscore-file", str(LIST), file=LIST)


def test_an_unwritable_highscore_exits_4(invoke: Invoke) -> None:
    finished_game(invoke)
    Path("blocker").write_text("a file where a folder should be")
    refused(
        invoke,
        4,
        "kniffel",
        "highscore",
        "add",
        "--highscore-file",
        "blocker/scores.json",
        file=Path("blocker"),
    )


def test_bad_source_date_epoch(invoke: Invoke) -> None:
    finished_game(invoke)
    result = invoke(
        "kniffel",
        "highscore",
        "add",
        "--highscore-file",
        str(LIST),
        env={"SOURCE_DATE_EPOCH": "yesterday"},
    )
    assert result.exit_code == 2 and "SOURCE_DATE_EPOCH" in result.stderr
    assert not LIST.exists()
