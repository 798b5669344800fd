"""Kniffel's undo: a person's last take comes back while no die has been rolled since.

The rule it keeps: no undo may let a player see a random draw and choose
again. A take draws nothing, so an undo never moves the draw counter: the next
roll, and a random computer's next choice, are those that would have come
without the take and its undo.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli import kniffel
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.kniffel.errors import NothingToUndoError, UndoAfterRollError, UndoneAlreadyError
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.state import from_dict, position, to_dict
from tests.helpers import Invoke, json_view, read_state, refused, write_state

STATE = Path("kniffel.json")


def rolled(players: tuple[str, ...] = ("Anna",), seed: str = "undo", **options: Any) -> KniffelGame:
    """A game whose first player has rolled twice."""
    game = KniffelGame(players, seed=seed, **options)
    game.roll()
    game.roll({1, 2})
    return game


# --- the core ---------------------------------------------------------------------------


def test_an_undo_puts_back_the_sheet_the_turn_and_the_dice() -> None:
    game = rolled()
    before = copy.deepcopy(position(game))
    draws = game.random.draws
    points = game.take("chance")
    assert game.round == 2 and game.dice == []
    undone = game.undo()
    assert undone == {"player": 0, "action": "undo", "category": "chance", "points": points}
    assert position(game) == before
    assert game.random.draws == draws
    assert [entry["action"] for entry in game.history] == ["roll", "roll", "take", "undo"]


def test_the_dice_after_an_undo_are_those_that_would_have_come_without_it() -> None:
    straight = rolled()
    straight.take("ones")
    with_undo = rolled()
    with_undo.take("chance")
    with_undo.undo()
    with_undo.take("ones")
    assert position(with_undo) == position(straight)
    assert with_undo.roll() == straight.roll()
    assert with_undo.random.draws == straight.random.draws


def test_an_undo_goes_back_over_the_end_of_a_round_and_of_the_game() -> None:
    game = rolled(("Anna", "Bob"), rounds=1)
    game.take("chance")
    game.roll()
    before = copy.deepcopy(position(game))
    game.take("ones")
    assert game.finished and game.rolls_left == 0
    game.undo()
    assert position(game) == before
    assert not game.finished and game.current == 1 and game.rolls_left == 2

    solo = rolled(rounds=2)
    solo.take("chance")
    assert solo.round == 2
    solo.undo()
    assert (solo.round, solo.current, solo.rolls_left) == (1, 0, 1)


def test_a_person_may_undo_until_the_next_player_rolls() -> None:
    game = rolled(("Anna", "Bob"))
    game.take("chance")
    game.undo()
    assert game.current == 0
    game.take("twos")
    game.roll()  # Bob's first roll: Anna's take stays
    with pytest.raises(UndoAfterRollError) as raised:
        game.undo()
    assert raised.value.fields() == {
        "player": "Anna",
        "category": "twos",
        "rules": "kniffel",
        "roller": "Bob",
    }


def test_nothing_to_undo_before_a_take() -> None:
    game = KniffelGame(["Anna"], seed="undo")
    with pytest.raises(NothingToUndoError):
        game.undo()
    game.roll()
    with pytest.raises(NothingToUndoError):
        game.undo()
    assert game.history[-1]["action"] == "roll"


def test_a_second_undo_is_refused_and_an_undo_of_the_take_made_again_is_not() -> None:
    game = rolled()
    game.take("chance")
    game.undo()
    before = copy.deepcopy(to_dict(game))
    with pytest.raises(UndoneAlreadyError) as raised:
        game.undo()
    assert raised.value.message == (
        "Anna's take of Chance is undone already; a second undo is refused, as a die has been "
        "rolled since any take before it"
    )
    assert to_dict(game) == before
    game.take("sixes")
    game.undo()  # the take made instead: no die rolled since it either
    game.take("fives")
    game.roll()
    with pytest.raises(UndoAfterRollError, match="Anna has rolled since"):
        game.undo()


def test_the_joker_bonus_comes_back_with_the_undo() -> None:
    game = rolled(rules_name="yahtzee")
    game._sheets[0].scores["kniffel"] = 50  # as if an earlier Yahtzee was scored
    game._dice = [6, 6, 6, 6, 6]
    game.take("sixes")
    assert (game.sheets[0].scores["sixes"], game.sheets[0].yahtzee_bonus) == (30, 100)
    game.undo()
    assert (game.sheets[0].scores["sixes"], game.sheets[0].yahtzee_bonus) == (None, 0)
    assert game.dice == [6, 6, 6, 6, 6]


def test_after_a_take_the_computers_roll_at_once_and_it_stays() -> None:
    game = kniffel.new(["Anna", "cpu:random"], seed="undo")
    game.roll()
    kniffel.take(game, "chance")
    assert game.current == 0 and game.round == 2
    before = to_dict(game)
    with pytest.raises(UndoAfterRollError) as raised:
        kniffel.undo(game)
    assert raised.value.message == (
        "Anna's take of Chance cannot be undone: cpu:random has rolled since, and an undo now "
        "would let a player see a random draw and choose again"
    )
    assert to_dict(game) == before


def test_a_computers_take_is_never_undone() -> None:
    game = kniffel.new(["cpu:random", "Anna"], seed="undo", rounds=1)
    assert game.current == 1 and game.dice == []
    with pytest.raises(NothingToUndoError):
        kniffel.undo(game)
    game.roll()
    kniffel.take(game, "chance")  # the last take of the game: nobody rolls after it
    assert game.finished
    kniffel.undo(game)
    assert not game.finished and game.player_name == "Anna" and game.dice


def test_a_random_computer_chooses_after_an_undo_as_it_would_have_without_it() -> None:
    def played(undo_first: bool) -> KniffelGame:
        game = kniffel.new(["Anna", "Bob", "cpu:random"], seed="undo-random")
        game.roll()
        if undo_first:
            kniffel.take(game, "sixes")  # Bob has not rolled: Anna may take it back
            kniffel.undo(game)
        kniffel.take(game, "chance")
        game.roll()
        kniffel.take(game, "chance")  # then cpu:random plays its turn
        return game

    straight, with_undo = played(False), played(True)
    assert with_undo.moves_in_force == len(straight.history)
    assert position(with_undo) == position(straight)
    assert with_undo.random.draws == straight.random.draws
    assert with_undo.history[-4:] == straight.history[-4:]


# --- the state file ---------------------------------------------------------------------


def test_an_undo_is_kept_in_the_state_and_replayed() -> None:
    game = rolled(("Anna", "Bob"))
    points = game.take("chance")
    game.undo()
    game.take("ones")
    data = to_dict(game)
    undo = {"player": 0, "action": "undo", "category": "chance", "points": points}
    assert data["history"][3] == undo
    assert to_dict(from_dict(json.loads(json.dumps(data)))) == data


def undone_state() -> dict[str, Any]:
    game = rolled()
    game.take("chance")
    game.undo()
    return to_dict(game)


@pytest.mark.parametrize(
    ("message", "tamper"),
    [
        ("history does not match", lambda d: d["history"][3].__setitem__("category", "ones")),
        ("history does not match", lambda d: d["history"][3].__setitem__("points", 0)),
        ("history does not match", lambda d: d["history"][3].__setitem__("player", 1)),
        ("history entry 4 lacks", lambda d: d["history"][3].pop("points")),
        ("history entry 4 has an unknown", lambda d: d["history"][3].__setitem__("dice", [])),
        (
            "history entry 5: Anna's take of Chance is undone already",
            lambda d: d["history"].append(dict(d["history"][3])),
        ),
        (
            "history entry 3: nothing to undo",
            lambda d: d["history"].__setitem__(2, dict(d["history"][3])),
        ),
    ],
)
def test_a_tampered_undo_is_refused(message: str, tamper: Any) -> None:
    data = undone_state()
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


def test_an_undo_after_a_roll_cannot_be_written_into_a_file() -> None:
    game = rolled()
    game.take("chance")
    game.roll()
    data = to_dict(game)
    data["history"].append({"player": 0, "action": "undo", "category": "chance", "points": 17})
    with pytest.raises(StateFileError, match="history entry 5: Anna's take of Chance cannot"):
        from_dict(data)


# --- the command ------------------------------------------------------------------------


def test_undo_shows_the_game_as_it_was_before_the_take(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    invoke("kniffel", "roll", "-q")
    shown = invoke("kniffel", "show")
    before = STATE.read_bytes()
    assert invoke("kniffel", "take", "3", "-q").exit_code == 0
    result = invoke("kniffel", "undo")
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == shown.stdout
    assert result.stdout.splitlines()[:5] == [
        "Round 1 of 13 - Player 1's turn - roll 1 of 3 (2 left)",
        "",
        "position      1    2    3    4    5",
        "----------  ---  ---  ---  ---  ---",
        "die           5    4    5    2    3",
    ]
    after = read_state(STATE)
    assert after["position"] == json.loads(before)["position"]
    assert after["draws"] == json.loads(before)["draws"]
    assert after["history"][-1] == {
        "player": 0,
        "action": "undo",
        "category": "threes",
        "points": 3,
    }


def test_undo_json_view(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    rolled_view = json_view(invoke, "kniffel", "roll")
    invoke("kniffel", "take", "small_straight", "-q")
    assert json_view(invoke, "kniffel", "undo") == rolled_view


def test_refused_undos_say_why_and_leave_the_file_as_it_was(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    assert refused(invoke, 1, "kniffel", "undo") == (
        "Error: nothing to undo: no person has taken a category yet"
    )
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "3", "-q")
    invoke("kniffel", "undo", "-q")
    assert refused(invoke, 1, "kniffel", "undo") == (
        "Error: Player 1's take of Threes is undone already; a second undo is refused, as a die "
        "has been rolled since any take before it"
    )
    invoke("kniffel", "take", "3", "-q")
    invoke("kniffel", "roll", "-q")
    assert refused(invoke, 1, "kniffel", "undo") == (
        "Error: Player 1's take of Threes cannot be undone: Player 1 has rolled since, and an "
        "undo now would let a player see a random draw and choose again"
    )
    result = invoke("kniffel", "undo", "--format", "json")
    assert result.exit_code == 1 and result.stdout == ""
    assert json.loads(result.stderr) == {
        "schema_version": 1,
        "exit": 1,
        "error": {
            "code": "undo_after_roll",
            "message": "Player 1's take of Threes cannot be undone: Player 1 has rolled since, "
            "and an undo now would let a player see a random draw and choose again",
            "player": "Player 1",
            "category": "threes",
            "rules": "kniffel",
            "roller": "Player 1",
        },
    }


def test_undo_with_computers_is_refused_in_both_languages(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--players", "Anna,cpu:random", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    assert refused(invoke, 1, "kniffel", "undo") == (
        "Error: Anna's take of Chance cannot be undone: cpu:random has rolled since, and an undo "
        "now would let a player see a random draw and choose again"
    )
    before = STATE.read_bytes()
    german = invoke("kniffel", "undo", "--lang", "de")
    assert (german.exit_code, german.stdout, STATE.read_bytes()) == (1, "", before)
    assert german.stderr == (
        "Fehler: Der Eintrag von Anna in „Chance“ lässt sich nicht zurücknehmen: cpu:zufällig hat "
        "seitdem gewürfelt, und eine Rücknahme ließe jemanden erst den Zufall sehen und dann "
        "neu wählen\n"
    )


def test_the_log_shows_the_undone_take_and_the_undo(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--players", "Anna", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "3", "-q")
    invoke("kniffel", "undo", "-q")
    invoke("kniffel", "take", "10", "-q")
    assert invoke("kniffel", "log").stdout.splitlines() == [
        "move    by    action                result",
        "------  ----  --------------------  ----------",
        "1       Anna  rolls                 5 4 5 2 3",
        "2       Anna  takes Threes          3 points",
        "3       Anna  takes back Threes     open again",
        "4       Anna  takes Small straight  30 points",
    ]
    assert json_view(invoke, "kniffel", "log")["moves"][1:] == [
        {"move": 2, "player": "Anna", "action": "take", "category": "threes", "points": 3},
        {"move": 3, "player": "Anna", "action": "undo", "category": "threes", "points": 3},
        {"move": 4, "player": "Anna", "action": "take", "category": "small_straight", "points": 30},
    ]
    german = invoke("--lang", "de", "kniffel", "log").stdout.splitlines()
    assert german[0].split() == ["Nr.", "Wer", "Aktion", "Ergebnis"]
    assert german[3].split() == ["2", "Anna", "trägt", "3er", "ein", "3", "Punkte"]
    assert german[4].split() == ["3", "Anna", "nimmt", "3er", "zurück", "wieder", "offen"]


def test_a_batch_session_undoes_as_the_command_does(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    result = invoke("kniffel", "batch", input="roll\ntake 3\nundo\nundo\n")
    assert result.exit_code == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [answer["ok"] for answer in answers] == [True, True, True, False]
    assert answers[2]["view"] == answers[0]["view"]
    assert answers[3]["error"]["code"] == "undone_already"
    assert read_state(STATE)["history"][-1]["action"] == "undo"


def test_a_file_with_an_undo_is_written_back_as_it_was(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "3", "-q")
    invoke("kniffel", "undo", "-q")
    data = read_state(STATE)
    write_state("copy.json", data)
    assert invoke("kniffel", "show", "-f", "copy.json", "-q").exit_code == 0
    assert read_state("copy.json") == data


# --- the review -------------------------------------------------------------------------


def test_the_review_grades_an_undone_take_marks_it_and_does_not_count_it(
    table_folder: Path,
) -> None:
    from kniffel_cli.kniffel import review_view
    from kniffel_cli.kniffel.strategy.engine import Engines
    from kniffel_cli.kniffel.strategy.review import review

    tables = Engines(folder=str(table_folder))

    def played(undo_first: bool) -> KniffelGame:
        game = KniffelGame(["Anna"], seed="review", rounds=2, rolls_per_turn=2)
        game.roll()
        if undo_first:
            game.take("kniffel")  # scratched: a loss, taken back
            game.undo()
        game.roll({1})
        game.take("chance")
        game.roll()
        game.take("sixes")
        return game

    straight, with_undo = review(played(False), tables), review(played(True), tables)
    anna, plain = with_undo.players[0], straight.players[0]
    undone = [decision for decision in anna.decisions if decision.undone]
    assert [decision.choice for decision in undone] == [("take", "kniffel")]
    assert undone[0].loss > 0
    assert [d for d in anna.decisions if not d.undone] == plain.decisions
    assert (anna.loss, anna.luck, anna.total) == (plain.loss, plain.luck, plain.total)
    assert anna.expected_start - anna.loss + anna.luck == pytest.approx(anna.total, abs=1e-9)
    data = review_view.data(played(True), with_undo)["players"][0]["decisions"]
    assert [d.get("undone") for d in data] == [True, None, None, None]
    text = review_view.render(played(True), with_undo, "simple")
    assert "Anna: take Kniffel in round 1 was undone and does not count" in text.splitlines()
