"""Moves, limits, turns and the winner under both rules."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.streichholz.errors import (
    MatchOverError,
    NotEnoughLeftError,
    OutOfTurnError,
    TooManyError,
)
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.sides import SIDES, Side
from kniffel_cli.streichholz.state import from_dict, to_dict
from kniffel_cli.streichholz.strategy import LEVELS, Level
from tests.helpers import ROOT, played_matches


def test_the_default_count_comes_from_the_seed() -> None:
    counts = {MatchGame(seed=str(i)).start for i in range(200)}
    assert min(counts) == 7 and max(counts) == 50
    assert MatchGame(seed="x").start == MatchGame(seed="x").start
    # The first draw is spent either way, so the computer plays the same.
    assert MatchGame(seed="x", start=20).random.draws == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"start": 6}, "7 to 50"),
        ({"start": 51}, "7 to 50"),
        ({"start": 7, "max_take": 7}, "less than the 7 matches"),
        ({"max_take": 0}, "1 to 10"),
        ({"level": "genius"}, "unknown level"),
        ({"first": "nobody"}, "'player' or 'computer'"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        MatchGame(seed="s", **options)


def test_limits_of_a_take() -> None:
    game = MatchGame(seed="s", start=9, max_take=3, level="random")
    with pytest.raises(RuleError, match="at most 3 matches may be taken at once; take 1 to 3"):
        game.take(4)
    assert [game.take(1) for _ in range(3)] == [1, 1, 2]  # 2 left for the player
    with pytest.raises(RuleError, match="only 2 matches left; take 1 or 2"):
        game.take(3)
    with pytest.raises(RuleError, match="take at least 1"):
        game.take(0)
    assert game.history == [
        {"by": "player", "took": 1},
        {"by": "computer", "took": 1},
        {"by": "player", "took": 1},
        {"by": "computer", "took": 1},
        {"by": "player", "took": 1},
        {"by": "computer", "took": 2},
    ]


def test_refusals_carry_the_facts() -> None:
    game = MatchGame(seed="s", start=9, max_take=3, level="random")
    with pytest.raises(TooManyError) as too_many:
        game.take(4)
    assert (too_many.value.count, too_many.value.max_take, too_many.value.limit) == (4, 3, 3)
    for _ in range(3):
        game.take(1)  # 2 left
    with pytest.raises(NotEnoughLeftError) as too_few_left:
        game.take(3)
    assert (too_few_left.value.matches, too_few_left.value.limit) == (2, 2)
    with pytest.raises(OutOfTurnError) as out_of_turn:
        game.computer_move()
    assert (out_of_turn.value.side, out_of_turn.value.turn) == ("computer", "player")


RAISED_THROUGH_THE_GAME_ALONE = """
import sys
from kniffel_cli.common import i18n
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.sides import SIDES, Side

try:
    MatchGame(seed="s", start=9).take(4)
except Exception as raised:
    error = raised
print(error.message)
i18n.use("de")
print(error.message)
print(sorted(name for name in sys.modules if name.startswith("kniffel_cli.streichholz")))
"""


@pytest.mark.slow  # a fresh interpreter
def test_an_error_has_its_words_with_nothing_but_the_game_imported() -> None:
    """No registry, no import for the words: a program that uses the core alone gets them."""
    result = subprocess.run(
        [sys.executable, "-c", RAISED_THROUGH_THE_GAME_ALONE],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    english, german, modules = result.stdout.splitlines()
    assert english == "at most 3 matches may be taken at once; take 1 to 3"
    assert german == "Es dürfen höchstens 3 Hölzer auf einmal genommen werden; nimm 1 bis 3"
    assert "kniffel_cli.streichholz.cli" not in modules


def test_the_game_ends_when_one_match_is_left_to_the_player() -> None:
    game = MatchGame(seed="s", start=9, level="perfect")
    assert game.take(3) == 1  # 6 left; perfect leaves 5
    assert game.take(3) == 1  # 1 left for the player: the game is over, the computer won
    assert game.matches == 1 and game.finished and game.turn is None
    assert game.winner == "computer" and game.left_the_last_match == "player"
    with pytest.raises(MatchOverError):
        game.take(1)
    with pytest.raises(MatchOverError):
        game.hint()
    assert game.matches == 1 and len(game.moves) == 4


def test_the_game_ends_when_one_match_is_left_to_the_computer() -> None:
    game = MatchGame(seed="s", start=10, level="perfect")
    assert game.take(1) == 1  # 8 left
    assert game.take(3) == 1  # 4 left
    assert game.take(3) is None  # 1 left for the computer: no answer, the player won
    assert game.matches == 1 and game.finished and game.turn is None
    assert game.winner == "player" and game.left_the_last_match == "computer"
    assert game.moves[-1] == {"by": "player", "took": 3}


def test_whoever_takes_the_last_match_still_loses() -> None:
    game = MatchGame(seed="s", start=9, level="random")
    for _ in range(3):
        game.take(1)  # 2 left
    assert game.take(2) is None
    assert game.matches == 0 and game.finished and game.winner == "computer"
    assert game.left_the_last_match is None


def _ended(matches: int, last_wins: bool) -> bool:
    return matches == 0 or (matches == 1 and not last_wins)


@pytest.mark.parametrize("last_wins", [False, True])
@pytest.mark.parametrize("max_take", range(1, 7))
def test_the_end_under_any_max_take(max_take: int, last_wins: bool) -> None:
    """Random games for both sides: over exactly at none left, or one under the classic rule."""
    chooser = SeededRandom(f"player {max_take} {last_wins}")
    ends_at_one = set()
    for number in range(40):
        first: Side = "computer" if number % 2 else "player"
        game = MatchGame.create(
            seed=f"end {number}",
            max_take=max_take,
            last_wins=last_wins,
            level="random",
            first=first,
        )
        while not game.finished:
            game.take(chooser.randint(1, game.limit()))
        left = game.start
        for move in game.moves:  # the game went on until its end, and not past it
            assert not _ended(left, last_wins)
            left -= move["took"]
        assert left == game.matches and _ended(game.matches, last_wins)
        mover = game.moves[-1]["by"]
        if game.matches == 1:
            assert game.winner == mover and game.left_the_last_match != mover
            ends_at_one.add(mover)
        else:  # the mover took the last match
            other = "computer" if mover == "player" else "player"
            assert game.winner == (mover if last_wins else other)
            assert game.left_the_last_match is None
    assert ends_at_one == (set() if last_wins else {"player", "computer"})


def test_with_last_wins_the_taker_of_the_last_match_wins() -> None:
    game = MatchGame(seed="s", start=9, level="perfect", last_wins=True)
    assert game.take(1) == 1  # 8 left: lost for the computer, which takes 1
    assert game.take(3) == 1  # 4 left
    game.take(3)
    assert game.finished and game.winner == "player"
    won = MatchGame(seed="s", start=8, level="perfect", last_wins=True)
    assert won.take(1) == 3  # leaves 4
    assert won.take(3) == 1 and won.winner == "computer"


def test_hint() -> None:
    game = MatchGame(seed="s", start=23)
    assert game.hint() == (2, True)  # leaves 21 = 4*5+1
    lost = MatchGame(seed="s", start=21)
    assert lost.hint() == (1, False)
    assert MatchGame(seed="s", start=20, last_wins=True).hint() == (1, False)


def test_the_computer_opens_when_it_moves_first_and_answers_each_take() -> None:
    game = played_matches()
    assert [move["by"] for move in game.moves] == ["computer", "player"] * 3 + ["computer"]
    assert MatchGame(seed="state", start=30, first="computer").moves == []  # one move at a time
    game.player_move(1)
    turns = [game.turn]
    assert game.computer_move() >= 1
    assert [*turns, game.turn] == ["computer", "player"]


TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    (
        "history",
        lambda d: d["history"][0].__setitem__("took", 3 if d["history"][0]["took"] != 3 else 2),
    ),
    (
        "history entry 3: it is the computer's turn",
        lambda d: d["history"].insert(1, {"by": "player", "took": 1}),
    ),
    ("neither you nor the computer", lambda d: d["history"][1].__setitem__("by", "ghost")),
    ("the stored position", lambda d: d["position"].__setitem__("matches", 29)),
    ("the stored position", lambda d: d["position"].__setitem__("winner", "player")),
    ("draw counter", lambda d: d.__setitem__("draws", 0)),
    ("last_wins", lambda d: d.__setitem__("last_wins", 0)),
    ("7 to 50", lambda d: d.__setitem__("start", 99)),
    ("unknown level", lambda d: d.__setitem__("level", "god")),
    ("lacks", lambda d: d.pop("first")),
]


@pytest.mark.parametrize(("message", "tamper"), TAMPERINGS)
def test_tampering_is_caught(message: str, tamper: Callable[[dict[str, Any]], None]) -> None:
    data = copy.deepcopy(to_dict(played_matches()))
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


VERSION_1 = ROOT / "tests" / "data" / "v1"  # state files of format version 1
OLD_END = {"matches": 0, "turn": None, "finished": True, "winner": None}


def version_1(name: str) -> dict[str, Any]:
    """A version-1 file; the matchstick ones were written before the game ended at one match."""
    data: dict[str, Any] = json.loads((VERSION_1 / name).read_text())
    assert data["version"] == 1
    return data


def test_a_version_1_file_loads_as_it_was_and_is_written_as_version_2() -> None:
    data = version_1("streichholz.json")
    game = from_dict(data)
    assert (game.matches, game.turn, game.random.draws) == (28, "player", 2)
    assert to_dict(game) == {**data, "version": 2}
    assert to_dict(from_dict(to_dict(game))) == to_dict(game)


def test_an_old_file_at_one_match_with_the_player_to_move_loads_finished() -> None:
    data = version_1("one-left-to-the-player.json")
    assert data["position"] == {"matches": 1, "turn": "player", "finished": False, "winner": None}
    game = from_dict(data)
    assert game.finished and game.winner == "computer" and game.matches == 1
    finished = {"matches": 1, "turn": None, "finished": True, "winner": "computer"}
    assert to_dict(game) == {**data, "version": 2, "position": finished}
    assert from_dict(to_dict(game)).winner == "computer"  # the new form loads too


@pytest.mark.parametrize(
    ("name", "winner", "drew"),
    [("player-took-the-last.json", "computer", 0), ("computer-took-the-last.json", "player", 1)],
)
def test_an_old_finished_file_with_the_take_of_the_last_match_is_upgraded(
    name: str, winner: str, drew: int
) -> None:
    """The take of the one match left goes, with what the computer drew for it; the winner stays."""
    data = version_1(name)
    assert data["position"] == {**OLD_END, "winner": winner}
    game = from_dict(data)
    assert game.finished and game.matches == 1 and game.winner == winner
    upgraded = to_dict(game)
    assert (
        upgraded
        == {
            **data,
            "version": 2,
            "draws": data["draws"]
            - drew,  # the random computer drew for its take of the last match
            "history": data["history"][:-1],
            "position": {"matches": 1, "turn": None, "finished": True, "winner": winner},
        }
    )
    assert to_dict(from_dict(upgraded)) == upgraded  # version 2 loads again, unchanged


def test_a_version_1_game_at_one_match_where_the_last_match_wins_goes_on() -> None:
    game = MatchGame(seed="1", start=9, level="random", last_wins=True)
    assert [game.take(1) for _ in range(3)] == [1, 2, 2]
    assert (game.matches, game.turn, game.finished) == (1, "player", False)
    data = {**to_dict(game), "version": 1}
    assert to_dict(from_dict(data)) == {**data, "version": 2}


def over_at_one_match(level: Level, max_take: int, loser: Side) -> MatchGame:
    """A game the rules ended with one match left to ``loser``."""
    chooser = SeededRandom(f"{level} {max_take} {loser}")
    for number in range(200):
        game = MatchGame.create(seed=f"one {number}", max_take=max_take, level=level)
        while not game.finished:
            best = game.hint().take if loser == "computer" else chooser.randint(1, game.limit())
            game.take(best)
        if game.left_the_last_match == loser:
            return game
    raise AssertionError(f"no game of {level} left one match to {loser}")


def as_version_1_went_on(game: MatchGame) -> dict[str, Any]:
    """What the versions before the end at one match wrote once the loser took that match.

    The computer took it with its level's choice, drawing as that choice draws.
    """
    data = to_dict(game)
    loser = game.left_the_last_match
    if loser == "computer":
        game._computer_choice()
    return {
        **data,
        "version": 1,
        "draws": game.random.draws,
        "history": [*data["history"], {"by": loser, "took": 1}],
        "position": {**OLD_END, "winner": game.winner},
    }


@pytest.mark.parametrize("loser", ["player", "computer"])
@pytest.mark.parametrize("max_take", [1, 2, 3, 5, 10])
@pytest.mark.parametrize("level", LEVELS)
def test_any_old_take_of_the_last_match_is_upgraded_to_the_replay(
    level: Level, max_take: int, loser: Side
) -> None:
    game = over_at_one_match(level, max_take, loser)
    current = to_dict(game)
    old = as_version_1_went_on(game)
    assert to_dict(from_dict(old)) == current
    for draws in (old["draws"] - 1, old["draws"] + 1):
        with pytest.raises(StateFileError, match="draw counter"):
            from_dict({**old, "draws": draws})
    with pytest.raises(StateFileError, match=f"history entry {len(old['history'])}: "):
        from_dict({**old, "version": 2})  # a version-2 file never held that take


OLD_TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    # Only the old position of the same history passes, not any other one.
    ("the stored position", lambda d: d["position"].__setitem__("turn", "computer")),
    ("the stored position", lambda d: d["position"].__setitem__("winner", "player")),
    ("the stored position", lambda d: d["position"].update(finished=True, winner=None)),
    ("the history does not match", lambda d: d.__setitem__("last_wins", True)),
    # The old take of the last match is the loser's, of one match, once, with the old end.
    (
        "history entry 5: it is not the computer's turn",
        lambda d: d["history"].append({"by": "computer", "took": 1}),
    ),
    (
        "history entry 5: the game is over",
        lambda d: d["history"].append({"by": "player", "took": 2}),
    ),
    (
        "history entry 5: the game is over",
        lambda d: d["history"].extend([{"by": "player", "took": 1}, {"by": "player", "took": 1}]),
    ),
    (
        "history entry 5: the game is over",
        lambda d: d["history"].append({"by": "player", "took": 1}),  # without the old end
    ),
]


LAST_TAKE = "history entry 6: it is not the computer's turn"  # the random computer won
OLD_TAKE_TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    ("draw counter", lambda d: d.__setitem__("draws", d["draws"] + 1)),
    ("draw counter", lambda d: d.__setitem__("draws", d["draws"] - 1)),  # as if it drew nothing
    ("entry 6: the game is over", lambda d: d["history"][-1].__setitem__("by", "player")),
    (LAST_TAKE, lambda d: d["history"][-1].__setitem__("took", 2)),
    ("entry 6 took is not a whole number", lambda d: d["history"][-1].__setitem__("took", True)),
    (LAST_TAKE, lambda d: d["position"].__setitem__("winner", "computer")),
    (LAST_TAKE, lambda d: d["position"].__setitem__("matches", 1)),
    (LAST_TAKE, lambda d: d["position"].__setitem__("finished", False)),
    (LAST_TAKE, lambda d: d.__setitem__("draws", "4")),
    ("unknown level", lambda d: d.__setitem__("level", "god")),
    ("history entry 5: the game is over", lambda d: d.__setitem__("level", "perfect")),
    ("history entry 5: it is not the computer's turn", lambda d: d["history"].pop(-2)),
]


@pytest.mark.parametrize(
    ("name", "message", "tamper"),
    [("one-left-to-the-player.json", *tampering) for tampering in OLD_TAMPERINGS]
    + [("computer-took-the-last.json", *tampering) for tampering in OLD_TAKE_TAMPERINGS],
)
def test_an_old_file_is_still_checked(
    name: str, message: str, tamper: Callable[[dict[str, Any]], None]
) -> None:
    data = version_1(name)
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


KEYS = ["by", "took", "matches", "turn", "finished", "winner"]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(0, 2) | st.sampled_from(SIDES),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner),
    max_leaves=6,
)
OLD_FILES = [
    "one-left-to-the-player.json",
    "player-took-the-last.json",
    "computer-took-the-last.json",
]


@settings(max_examples=100, deadline=None)
@given(
    name=st.sampled_from(OLD_FILES),
    where=st.sampled_from(
        [("draws",), ("level",), ("last_wins",), ("history",), ("position",)]
        + [("position", key) for key in KEYS[2:]]
        + [("history", at, key) for at in (-1, -2) for key in ("by", "took")]
        + [("history", at) for at in (-1, -2)]
    ),
    value=JSON_VALUES,
)
def test_any_value_anywhere_in_an_old_file_loads_or_is_refused(
    name: str, where: tuple[str | int, ...], value: Any
) -> None:
    data = version_1(name)
    *path, last = where
    container: Any = data
    for step in path:
        container = container[step]
    container[last] = value
    try:
        from_dict(data)
    except StateFileError:
        pass


def test_a_game_over_at_one_match_takes_no_more() -> None:
    game = MatchGame(seed="s", start=9, level="perfect")
    game.take(3)
    game.take(3)  # over at 1
    with pytest.raises(MatchOverError):
        game.player_move(1)
    with pytest.raises(OutOfTurnError):
        game.computer_move()  # the winner never takes it
    assert game.matches == 1 and len(game.moves) == 4


def test_a_drawn_row_is_longer_than_the_most_a_side_may_take() -> None:
    for seed in range(200):
        for max_take in (7, 10):
            game = MatchGame.create(seed=f"row{seed}", max_take=max_take)
            assert game.start > max_take
    # The draw stays one draw: a seed's row is unchanged whenever it was allowed before.
    assert MatchGame.create(seed="row1", max_take=3).start == MatchGame.create(seed="row1").start
