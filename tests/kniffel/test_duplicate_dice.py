"""Duplicate dice (``--dice duplicate``): each die a function of the seed, the round, the roll
and its position alone; stored in the state as part of the variant; the default unchanged."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli import kniffel
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.kniffel.errors import KniffelInputError, UnknownDiceModeError
from kniffel_cli.kniffel.game import KniffelGame, duplicate_die
from kniffel_cli.kniffel.library import computers_play
from kniffel_cli.kniffel.state import from_dict, to_dict
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.review import review
from tests.helpers import Invoke, json_view, read_state, refused, write_state

# Every die rolled: (round, roll of the turn, position) and the face it showed
Rolled = list[tuple[tuple[int, int, int], int]]


def play(game: KniffelGame, turns: Iterable[tuple[list[set[int]], str]]) -> Rolled:
    """Play turns given as the keeps of the rolls after the first and the category taken;
    returns every die rolled (not kept), with where it was rolled, in order."""
    rolled: Rolled = []
    for keeps, category in turns:
        for roll, keep in enumerate([None, *keeps], 1):
            game.roll(keep)
            for position in range(1, 6):
                if keep is None or position not in keep:
                    rolled.append(((game.round, roll, position), game.dice[position - 1]))
        game.take(category)
    return rolled


def duplicate(players: list[str], seed: str = "dup", **options: Any) -> KniffelGame:
    return KniffelGame(players, seed=seed, dice_mode="duplicate", **options)


# --- the dice --------------------------------------------------------------------------


def test_the_dice_are_pinned() -> None:
    # Pinned: every state file of a duplicate game depends on these numbers.
    assert [duplicate_die("7", 1, 1, p) for p in range(1, 6)] == [3, 3, 6, 1, 6]
    assert [duplicate_die("7", 1, 2, p) for p in range(1, 6)] == [3, 1, 6, 2, 5]
    game = duplicate(["Anna"], seed="7")
    assert game.roll() == [3, 3, 6, 1, 6]
    assert game.roll({1}) == [3, 1, 6, 2, 5]


def test_every_die_rolled_is_the_function_of_its_place_and_nothing_is_drawn() -> None:
    game = duplicate(["Anna", "Bob", "Cleo"], rounds=3)
    keeps: list[list[set[int]]] = [[{1, 2}, {1, 2, 3}], [set()], [{5}]] * 3
    categories = ["chance"] * 3 + ["ones"] * 3 + ["twos"] * 3
    turns = list(zip(keeps, categories, strict=True))
    rolled = play(game, turns)
    assert game.finished and len(rolled) == 3 * (5 * 3 + 3 + 5 + 4 + 2)
    for (round, roll, position), face in rolled:
        assert face == duplicate_die("dup", round, roll, position)
    assert game.random.draws == 0


def test_players_of_a_game_roll_the_same_dice_at_the_same_point() -> None:
    game = duplicate(["Anna", "Bob"], rounds=1)
    game.roll()
    anna_first = list(game.dice)
    anna_second = game.roll({1, 2})
    game.take("chance")
    assert game.roll() == anna_first  # Bob's first roll is Anna's
    bob_second = game.roll({4, 5})  # positions 1-3 rolled, where Anna rolled 3
    assert bob_second[2] == anna_second[2]
    assert bob_second[3:] == anna_first[3:]  # kept dice keep their values


def test_a_game_with_the_same_seed_shows_the_same_dice_wherever_the_same_die_is_rolled() -> None:
    first = play(
        duplicate(["Anna", "Bob"], rounds=2),
        [
            ([{1, 2}], "chance"),
            ([{3}, {3, 4}], "ones"),
            ([{1, 2}], "ones"),
            ([{3}, {3, 4}], "chance"),
        ],
    )
    second = play(
        duplicate(["Carl"], rounds=2, rules_name="yahtzee"),
        [([set(), {1, 5}], "sixes"), ([{2, 4}], "fives")],
    )
    faces = dict(first)
    common = [(place, face) for place, face in second if place in faces]
    assert len(common) >= 10
    assert all(faces[place] == face for place, face in common)


def test_the_default_dice_are_those_of_every_earlier_version() -> None:
    # tests/transcripts/kniffel-undo.t: seed 1, Anna's first roll
    game = KniffelGame(["Anna"], seed="1")
    assert game.dice_mode == "random"
    assert game.roll() == [5, 4, 5, 2, 3]
    assert game.random.draws == 5
    assert "dice_mode" not in to_dict(game)


def test_an_undo_and_a_take_again_give_the_next_roll_as_without_them() -> None:
    plain, undone, other = (duplicate(["Anna", "Bob"]) for _ in range(3))
    for game in (plain, undone, other):
        game.roll()
        game.roll({2})
    plain.take("chance")
    undone.take("chance")
    undone.undo()
    undone.take("chance")
    other.take("ones")
    other.undo()
    other.take("chance")  # another category first, then the one taken in the others
    assert plain.roll() == undone.roll() == other.roll()
    assert to_dict(plain)["position"] == to_dict(undone)["position"]
    assert from_dict(to_dict(undone)).history == undone.history


def test_computers_play_on_duplicate_dice_and_their_games_load(tmp_path: Path) -> None:
    no_table = Engines(folder=str(tmp_path), build=False)  # greedy and random need none
    game = computers_play(duplicate(["cpu:random", "cpu:greedy"], rounds=3), no_table)
    assert game.finished and game.random.draws == 0
    rolls = [e for e in game.history if e["action"] == "roll"]
    assert rolls[0]["dice"] == [duplicate_die("dup", 1, 1, p) for p in range(1, 6)]
    assert to_dict(from_dict(to_dict(game))) == to_dict(game)


def test_the_review_replays_duplicate_dice(table_folder: Path) -> None:
    tables = Engines(folder=str(table_folder))

    game = duplicate(["Anna"], rounds=2)
    play(game, [([{1, 2}], "chance"), ([set()], "sixes")])
    found = review(game, tables)
    assert found.finished and found.players[0].total == game.sheets[0].total


# --- the state ---------------------------------------------------------------------------


def test_a_duplicate_game_round_trips_with_dice_mode_in_its_variant() -> None:
    game = duplicate(["Anna", "Bob"])
    play(game, [([{1}], "chance")])
    game.roll()
    data = to_dict(game)
    assert list(data)[:9] == [
        *("format", "version", "game", "rules", "players", "rolls_per_turn", "rounds"),
        *("dice_mode", "seed"),
    ]
    assert data["dice_mode"] == "duplicate" and data["draws"] == 0
    loaded = from_dict(copy.deepcopy(data))
    assert loaded.dice_mode == "duplicate" and to_dict(loaded) == data
    assert loaded.roll({1, 2}) == game.roll({1, 2})


def _another_first_die(data: dict[str, Any]) -> None:
    dice = data["history"][0]["dice"]
    dice[0] = 6 if dice[0] != 6 else 5


@pytest.mark.parametrize(
    ("message", "tamper"),
    [
        ("the history does not match", _another_first_die),
        ("the history does not match", lambda d: d.pop("dice_mode")),  # the dice are not random
        ("the history does not match", lambda d: d.__setitem__("seed", "other")),
        (
            "unknown dice 'loaded'; choose 'random' or 'duplicate'",
            lambda d: d.__setitem__("dice_mode", "loaded"),
        ),
        ("dice_mode is not text", lambda d: d.__setitem__("dice_mode", 1)),
        ("draw counter", lambda d: d.__setitem__("draws", 1)),
    ],
)
def test_a_tampered_duplicate_game_is_refused(message: str, tamper: Any) -> None:
    game = duplicate(["Anna", "Bob"], seed="7")
    play(game, [([{1}], "chance")])
    data = to_dict(game)
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


def test_a_random_game_given_dice_mode_duplicate_is_refused() -> None:
    game = KniffelGame(["Anna"], seed="1")
    game.roll()
    data = {**to_dict(game), "dice_mode": "duplicate"}
    with pytest.raises(StateFileError):
        from_dict(data)


# --- the command line --------------------------------------------------------------------


def test_new_dice_duplicate(invoke: Invoke) -> None:
    view = json_view(invoke, "kniffel", "new", "--dice", "duplicate", "--seed", "7")
    assert view["dice_mode"] == "duplicate"
    state = read_state("kniffel.json")
    assert state["dice_mode"] == "duplicate" and state["draws"] == 0
    assert json_view(invoke, "kniffel", "roll")["dice"] == [3, 3, 6, 1, 6]
    assert json_view(invoke, "kniffel", "show")["dice_mode"] == "duplicate"
    shown = invoke("kniffel", "show").stdout.splitlines()
    assert (
        shown[2] == "Duplicate dice: every player rolls the same dice at the same point of the game"
    )
    german = invoke("--lang", "de", "kniffel", "show").stdout.splitlines()
    assert (
        german[2] == "Duplikatwürfel: An derselben Stelle des Spiels würfeln alle dieselben Augen"
    )


def test_the_default_dice_and_their_view(invoke: Invoke) -> None:
    assert json_view(invoke, "kniffel", "new", "--seed", "1")["dice_mode"] == "random"
    assert "dice_mode" not in read_state("kniffel.json")
    assert json_view(invoke, "kniffel", "roll")["dice"] == [5, 4, 5, 2, 3]
    assert "Duplicate" not in invoke("kniffel", "show").stdout
    again = json_view(invoke, "kniffel", "new", "--seed", "1", "--dice", "RANDOM", "--force")
    assert again["dice_mode"] == "random"


def test_a_bad_dice_value_is_refused(invoke: Invoke) -> None:
    assert refused(invoke, 2, "kniffel", "new", "--dice", "loaded") == (
        "Error: Invalid value for '--dice': 'loaded' is not one of 'random', 'duplicate' "
        "(see 'spiel kniffel new --help')"
    )
    assert not Path("kniffel.json").exists()


def test_a_state_with_an_unknown_dice_mode_is_exit_3(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--dice", "duplicate", "--seed", "7")
    data = read_state("kniffel.json")
    write_state("kniffel.json", {**data, "dice_mode": "loaded"})
    line = refused(invoke, 3, "kniffel", "show")
    assert "unknown dice 'loaded'; choose 'random' or 'duplicate'" in line


def test_the_rules_say_duplicate_dice(invoke: Invoke) -> None:
    head = "Kniffel: the rules (kniffel rules, 3 rolls, 13 rounds, duplicate dice)"
    text = invoke("kniffel", "rules", "--dice", "duplicate").stdout
    assert text.splitlines()[0] == head
    assert "Duplicate dice: each die is a function of the game's seed" in text
    invoke("kniffel", "new", "--dice", "duplicate", "--rounds", "5", "-q")
    assert invoke("kniffel", "rules").stdout.splitlines()[0] == head.replace("13", "5")
    plain = invoke("kniffel", "rules", "--dice", "random").stdout
    assert plain.splitlines()[0] == "Kniffel: the rules (kniffel rules, 3 rolls, 5 rounds)"
    assert "Duplicate" not in plain
    german = invoke("--lang", "de", "kniffel", "rules").stdout.splitlines()[0]
    assert german.endswith(", Duplikatwürfel)")


def test_a_batch_starts_a_duplicate_game(invoke: Invoke) -> None:
    lines = "new --dice duplicate --seed 7 --players Anna,Bob\nroll\ntake chance\nroll\n"
    result = invoke("kniffel", "batch", "--save", "never", input=lines)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [answer["view"]["dice_mode"] for answer in answers] == ["duplicate"] * 4
    assert answers[1]["view"]["dice"] == answers[3]["view"]["dice"] == [3, 3, 6, 1, 6]


# --- the Python API ---------------------------------------------------------------------


def test_the_api_starts_saves_and_loads_a_duplicate_game(tmp_path: Path) -> None:
    game = kniffel.new(["Anna", "Bob"], seed="7", dice="duplicate")
    assert game.dice_mode == "duplicate" and game.roll() == [3, 3, 6, 1, 6]
    kniffel.take(game, "chance")
    assert game.roll() == [3, 3, 6, 1, 6]
    path = tmp_path / "game.json"
    kniffel.save(game, str(path))
    loaded = kniffel.load(str(path))
    assert loaded.dice_mode == "duplicate" and loaded.history == game.history
    assert kniffel.view_data(loaded)["dice_mode"] == "duplicate"
    assert kniffel.new(seed="7").dice_mode == "random"


def test_the_api_refuses_unknown_dice() -> None:
    with pytest.raises(UnknownDiceModeError) as raised:
        kniffel.new(seed="7", dice="loaded")  # type: ignore[arg-type]
    assert isinstance(raised.value, KniffelInputError)
    assert raised.value.code == "unknown_dice_mode"
    assert raised.value.message == "unknown dice 'loaded'; choose 'random' or 'duplicate'"


def test_a_finished_duplicate_game_goes_into_the_highscore(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--dice", "duplicate", "--seed", "7", "--rounds", "1", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    added = json_view(
        invoke, "kniffel", "highscore", "add", "--name", "Me", "--highscore-file", "hs"
    )
    assert [(e["name"], e["total"]) for e in added["entries"]] == [("Me", 19)]
    log = json_view(invoke, "kniffel", "log")["moves"]
    assert log[0]["dice"] == [3, 3, 6, 1, 6]


def test_the_highscore_tells_duplicate_dice_from_random_ones() -> None:
    from kniffel_cli.kniffel.highscore import fingerprint

    game = duplicate(["Anna"], seed="7", rounds=1)
    play(game, [([], "chance")])
    on_duplicate = fingerprint(game)
    game._dice_mode = "random"  # the same history, read as random dice: another game
    assert fingerprint(game) != on_duplicate
