"""A history a load would refuse is never saved: undo after undo fills it, then it is full."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kniffel_cli.common import replay
from kniffel_cli.common.errors import HistoryFullError
from tests.helpers import Invoke, refused


@pytest.fixture(autouse=True)
def small_history(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay, "MAX_HISTORY", 6)


def test_kniffel_take_and_undo_until_the_history_is_full(invoke: Invoke) -> None:
    assert invoke("kniffel", "new", "--seed", "h", "-q").exit_code == 0
    assert invoke("kniffel", "roll", "-q").exit_code == 0  # 1 entry
    for _ in range(2):  # a take and its undo: 2 entries each
        assert invoke("kniffel", "take", "chance", "-q").exit_code == 0
        assert invoke("kniffel", "undo", "-q").exit_code == 0
    assert invoke("kniffel", "take", "chance", "-q").exit_code == 0  # 6 entries: full
    line = refused(invoke, 1, "kniffel", "undo")
    assert line == (
        "Error: the game's history is full (6 entries, the ones taken back included); "
        "nothing was changed; start a new game"
    )
    assert len(json.loads(Path("kniffel.json").read_text())["history"]) == 6
    assert invoke("kniffel", "show", "-q").exit_code == 0  # the file still loads
    german = invoke("--lang", "de", "kniffel", "undo", "--format", "json")
    assert json.loads(german.stderr)["error"] == {
        "code": "history_full",
        "message": "Der Verlauf des Spiels ist voll (6 Einträge, die zurückgenommenen "
        "mitgezählt); es wurde nichts geändert; beginne ein neues Spiel",
        "most": 6,
    }


def test_matchsticks_and_a_batch_session_are_refused_alike(invoke: Invoke) -> None:
    lines = ["new --seed h --matches 30 --level perfect"] + ["take 1", "undo"] * 3
    result = invoke("streichholz", "batch", input="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a["ok"] for a in answers] == [True, True, True, True, True, False, False]
    assert answers[-2]["error"]["code"] == "history_full"  # the third take: 7 entries
    assert len(json.loads(Path("streichholz.json").read_text())["history"]) == 6
    assert invoke("streichholz", "show", "-q").exit_code == 0


def test_the_api_saves_no_history_a_load_would_refuse(tmp_path: Path) -> None:
    from kniffel_cli import puzzle

    game = puzzle.new(board="AB./DEC/GHF", seed="h")
    for _ in range(4):
        game.slide(["C"])
        game.undo(1)
    with pytest.raises(HistoryFullError):
        puzzle.save(game, tmp_path / "p.json")
    assert not (tmp_path / "p.json").exists()
