"""Moves, limits, turns and the winner under both rules."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.streichholz import messages  # the words the messages below check
from kniffel_cli.streichholz.errors import NotEnoughLeftError, OutOfTurnError, TooManyError
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.state import from_dict, to_dict
from tests.helpers import played_matches

IMPORTS_MESSAGES = re.compile(r"^(from \S+ import messages|import \S+\.messages)\b", re.M)


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
        ({"first": "nobody"}, "player or computer"),
    ],
)
def test_bad_options(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        MatchGame(seed="s", **options)


def test_limits_of_a_take() -> None:
    game = MatchGame(seed="s", start=9, max_take=3, level="perfect")
    with pytest.raises(RuleError, match="at most 3 matches may be taken at once; take 1 to 3"):
        game.take(4)
    assert game.take(3) == 1  # the computer's answer: 5 left
    assert game.take(3) == 1  # 1 left
    with pytest.raises(RuleError, match="only 1 match left; take 1"):
        game.take(2)
    with pytest.raises(RuleError, match="take at least 1"):
        game.take(0)
    assert game.history == [
        {"by": "player", "took": 3},
        {"by": "computer", "took": 1},
        {"by": "player", "took": 3},
        {"by": "computer", "took": 1},
    ]


def test_refusals_carry_the_facts() -> None:
    game = MatchGame(seed="s", start=9, max_take=3, level="perfect")
    with pytest.raises(TooManyError) as too_many:
        game.take(4)
    assert (too_many.value.count, too_many.value.max_take, too_many.value.limit) == (4, 3, 3)
    game.take(3)
    game.take(3)  # 1 left
    with pytest.raises(NotEnoughLeftError) as too_few_left:
        game.take(2)
    assert (too_few_left.value.matches, too_few_left.value.limit) == (1, 1)
    with pytest.raises(OutOfTurnError) as out_of_turn:
        game.computer_move()
    assert (out_of_turn.value.side, out_of_turn.value.turn) == ("computer", "player")


def test_only_the_cli_imports_the_messages() -> None:
    """A second language is a change to messages.py, never to a core module."""
    folder = Path(messages.__file__).parent
    importing = {
        path.name for path in folder.glob("*.py") if IMPORTS_MESSAGES.search(path.read_text())
    }
    assert importing == {"cli.py"}


def test_whoever_takes_the_last_match_loses() -> None:
    game = MatchGame(seed="s", start=9, level="perfect")
    assert game.take(3) == 1  # 6 left; perfect leaves 5
    assert game.take(3) == 1  # 1 left for the player
    assert game.take(1) is None  # no answer: the game is over
    assert game.finished and game.winner == "computer" and game.turn is None
    with pytest.raises(RuleError, match="the game is over"):
        game.take(1)


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
    assert game.turn == "computer"
    assert game.computer_move() >= 1 and game.turn == "player"


TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    (
        "history",
        lambda d: d["history"][0].__setitem__("took", 3 if d["history"][0]["took"] != 3 else 2),
    ),
    (
        "history entry 3: it is the computer's turn",
        lambda d: d["history"].insert(1, {"by": "player", "took": 1}),
    ),
    ("neither the player nor the computer", lambda d: d["history"][1].__setitem__("by", "ghost")),
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
