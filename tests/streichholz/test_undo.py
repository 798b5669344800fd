"""The matchsticks' undo: the player's last move and the computer's answer, when that answer
drew no random number.

The rule it keeps: no undo may let the player see a random draw and choose
again. Only moves that drew nothing are taken back, so the draw counter never
goes back and the next number drawn is the one that would have come anyway.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli import streichholz
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.review import review
from kniffel_cli.streichholz.state import from_dict, position, to_dict
from kniffel_cli.streichholz.strategy import Level
from tests.helpers import Invoke, json_view, read_state, refused

STATE = Path("streichholz.json")


def game_of(level: Level = "perfect", start: int = 20, **options: Any) -> MatchGame:
    return MatchGame.create(seed="undo", start=start, level=level, **options)


# --- the core ---------------------------------------------------------------------------


def test_an_undo_takes_back_the_move_and_the_answer() -> None:
    game = game_of()
    before, draws = position(game), game.random.draws
    assert game.take(2) == 1
    entry = game.undo()
    assert entry == {"by": "player", "action": "undo", "count": 2}
    assert position(game) == before
    assert game.moves == [] and game.random.draws == draws
    assert game.history == [
        {"by": "player", "took": 2},
        {"by": "computer", "took": 1},
        {"by": "player", "action": "undo", "count": 2},
    ]


def test_undo_again_goes_further_back_to_the_first_move() -> None:
    game = game_of()
    game.take(2)
    game.take(1)
    game.undo()
    assert game.matches == 17 and game.moves == [
        {"by": "player", "took": 2},
        {"by": "computer", "took": 1},
    ]
    game.undo()
    assert game.matches == 20 and game.moves == []
    with pytest.raises(streichholz.NoMoveToUndoError) as raised:
        game.undo()
    assert raised.value.message == "nothing to undo: you have not taken any matches yet"


def test_the_computers_opening_move_stays() -> None:
    game = game_of(first="computer")
    opening = list(game.moves)
    with pytest.raises(streichholz.NoMoveToUndoError):
        game.undo()
    game.take(1)
    game.undo()
    assert game.moves == opening and game.turn == "player"


def test_an_answer_drawn_at_random_is_never_undone() -> None:
    game = game_of("random")
    answer = game.take(2)
    assert answer is not None
    before = copy.deepcopy(to_dict(game))
    with pytest.raises(streichholz.UndoAfterDrawError) as raised:
        game.undo()
    assert raised.value.fields() == {"took": 2, "answer": answer}
    assert raised.value.message == (
        "the computer chose its answer to your last move at random, so it cannot be undone: an "
        "undo would let you see a random draw and choose again"
    )
    assert to_dict(game) == before


def test_the_classic_computer_is_undone_where_its_answer_is_determined() -> None:
    game = game_of("classic")
    game.take(1)  # 19 left: the classic computer leaves 4k + 1 without drawing
    assert game.matches == 17
    game.undo()
    game.take(3)  # 17 left, a lost position it was not in before: it answers at random
    with pytest.raises(streichholz.UndoAfterDrawError):
        game.undo()


def test_after_an_undo_the_random_stream_goes_on_as_without_it() -> None:
    straight = game_of("classic")
    straight.take(3)
    with_undo = game_of("classic")
    with_undo.take(1)
    with_undo.undo()
    with_undo.take(3)
    assert with_undo.moves == straight.moves
    assert with_undo.random.draws == straight.random.draws
    assert position(with_undo) == position(straight)


def test_undo_after_the_end_follows_the_same_rule() -> None:
    won = game_of(start=7)
    won.take(2)  # 5 left to the computer: lost, it takes 1
    won.take(3)  # 1 left to the computer: the player has won, nobody answers
    assert won.winner == "player"
    assert won.undo() == {"by": "player", "action": "undo", "count": 1}
    assert position(won) == {"matches": 4, "turn": "player", "finished": False, "winner": None}

    lost = game_of(start=7)
    lost.take(1)
    lost.take(3)  # 2 left: the perfect computer takes 1 and leaves the last one
    assert lost.winner == "computer"
    assert lost.undo()["count"] == 2
    assert (lost.matches, lost.turn, lost.finished) == (5, "player", False)

    drawn = game_of("random", start=7, last_wins=True)
    while not drawn.finished:
        drawn.take(1)
    with pytest.raises(streichholz.UndoAfterDrawError):
        drawn.undo()


# --- the state file ---------------------------------------------------------------------


def test_an_undo_is_kept_in_the_state_and_replayed() -> None:
    game = game_of()
    game.take(2)
    game.undo()
    game.take(3)
    data = to_dict(game)
    assert data["history"][2] == {"by": "player", "action": "undo", "count": 2}
    assert to_dict(from_dict(json.loads(json.dumps(data)))) == data


@pytest.mark.parametrize(
    ("message", "tamper"),
    [
        ("history does not match", lambda d: d["history"][2].__setitem__("count", 1)),
        ("history entry 3 is neither", lambda d: d["history"][2].__setitem__("by", "computer")),
        ("history entry 3 is neither", lambda d: d["history"][2].__setitem__("action", "redo")),
        ("history entry 3 lacks", lambda d: d["history"][2].pop("count")),
        ("history entry 3 has an unknown", lambda d: d["history"][2].__setitem__("took", 1)),
        ("history entry 4: nothing to undo", lambda d: d["history"].append(d["history"][2])),
    ],
)
def test_a_tampered_undo_is_refused(message: str, tamper: Any) -> None:
    game = game_of()
    game.take(2)
    game.undo()
    data = to_dict(game)
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


def test_an_undo_of_a_random_answer_cannot_be_written_into_a_file() -> None:
    game = game_of("random")
    game.take(2)
    data = to_dict(game)
    data["history"].append({"by": "player", "action": "undo", "count": 2})
    data["position"] = position(game_of("random"))
    with pytest.raises(StateFileError, match="history entry 3: the computer chose its answer"):
        from_dict(data)


# --- the review -------------------------------------------------------------------------


def test_the_review_grades_undone_moves_marks_them_and_does_not_count_them() -> None:
    game = game_of()
    game.take(1)  # a mistake (3 wins from 20), taken back with the answer
    game.undo()
    game.take(3)
    found = review(game)
    assert [(m.number, m.took, m.mistake, m.undone) for m in found.moves] == [
        (1, 1, True, True),
        (2, 2, False, True),
        (4, 3, False, False),
        (5, 1, False, False),
    ]
    assert found.undos == {3: [1, 2]}
    assert found.decided_by is None
    assert [(side.moves, side.mistakes) for side in found.sides] == [(1, 0), (1, 0)]
    assert found.data()["moves"][0]["undone"] is True
    assert "undone" not in found.data()["moves"][2]


# --- the command ------------------------------------------------------------------------


def test_undo_shows_the_game_as_it_was_before_the_move(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "1", "--matches", "20", "--level", "perfect", "-q")
    shown = invoke("streichholz", "show")
    assert invoke("streichholz", "take", "2", "-q").exit_code == 0
    result = invoke("streichholz", "undo")
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == shown.stdout
    assert result.stdout.splitlines()[0] == (
        "Streichholzspiel - 20 of 20 matches left - your turn: take 1 to 3"
    )
    state = read_state(STATE)
    assert state["history"][-1] == {"by": "player", "action": "undo", "count": 2}
    assert state["position"] == {"matches": 20, "turn": "player", "finished": False, "winner": None}
    assert json_view(invoke, "streichholz", "show")["moves"] == []


def test_refused_undos_say_why_and_leave_the_file_as_it_was(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "1", "--matches", "20", "--level", "random", "-q")
    assert refused(invoke, 1, "streichholz", "undo") == (
        "Error: nothing to undo: you have not taken any matches yet"
    )
    invoke("streichholz", "take", "2", "-q")
    assert refused(invoke, 1, "streichholz", "undo") == (
        "Error: the computer chose its answer to your last move at random, so it cannot be "
        "undone: an undo would let you see a random draw and choose again"
    )
    before = STATE.read_bytes()
    result = invoke("streichholz", "undo", "--format", "json")
    assert (result.exit_code, result.stdout, STATE.read_bytes()) == (1, "", before)
    error = json.loads(result.stderr)["error"]
    assert (error["code"], error["took"]) == ("undo_after_draw", 2)
    german = invoke("--lang", "de", "streichholz", "undo")
    assert (german.exit_code, STATE.read_bytes()) == (1, before)
    assert german.stderr == (
        "Fehler: Der Computer hat seine Antwort auf deinen letzten Zug ausgelost, darum lässt "
        "sie sich nicht zurücknehmen: Eine Rücknahme ließe dich erst den Zufall sehen und dann "
        "neu wählen\n"
    )


def test_the_log_shows_the_undone_moves_and_the_undo(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "1", "--matches", "20", "--level", "perfect", "-q")
    invoke("streichholz", "take", "2", "-q")
    invoke("streichholz", "undo", "-q")
    invoke("streichholz", "take", "3", "-q")
    assert invoke("streichholz", "log").stdout.splitlines() == [
        "move    by        action             result",
        "------  --------  -----------------  --------",
        "1       you       take 2             18 left",
        "2       computer  takes 1            17 left",
        "3       you       take back 2 moves  20 left",
        "4       you       take 3             17 left",
        "5       computer  takes 1            16 left",
    ]
    assert json_view(invoke, "streichholz", "log")["moves"][2] == {
        "move": 3,
        "side": "player",
        "action": "undo",
        "undone": [{"side": "player", "took": 2}, {"side": "computer", "took": 1}],
        "left": 20,
    }
    german = invoke("--lang", "de", "streichholz", "log").stdout.splitlines()
    assert german[4].split()[1:6] == ["du", "nimmst", "2", "Züge", "zurück"]


def test_the_review_table_shows_the_undo_in_its_place(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "1", "--matches", "20", "--level", "perfect", "-q")
    invoke("streichholz", "take", "1", "-q")
    invoke("streichholz", "undo", "-q")
    invoke("streichholz", "take", "3", "-q")
    lines = invoke("streichholz", "review").stdout.splitlines()
    assert [line.split() for line in lines[4:9]] == [
        ["1", "you", "20", "1", "3", "mistake,", "undone"],
        ["2", "computer", "19", "2", "2", "undone"],
        ["3", "you", "undo", "of", "moves", "1", "and", "2"],
        ["4", "you", "20", "3", "3"],
        ["5", "computer", "17", "1", "-"],
    ]
    assert lines[-3:] == [
        "You: 1 move, no mistake",
        "Computer: 1 move, no mistake",
        "No mistake so far: the position is still won for you.",
    ]


def test_a_batch_session_undoes_as_the_command_does(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "1", "--matches", "20", "--level", "perfect", "-q")
    result = invoke("streichholz", "batch", input="take 2\nundo\nundo\n")
    assert result.exit_code == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [answer["ok"] for answer in answers] == [True, True, False]
    assert answers[1]["view"]["matches"] == 20
    assert answers[2]["error"]["code"] == "no_move_to_undo"
    assert read_state(STATE)["history"][-1] == {"by": "player", "action": "undo", "count": 2}
