"""The matchstick game in rows: the rules, the computer, the state file, the commands.

The one-row game stays byte for byte as it was (the other tests and the
transcripts hold it); these tests hold what rows add.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli import streichholz
from kniffel_cli.common.errors import SpielError, StateFileError
from kniffel_cli.streichholz import nim, positions
from kniffel_cli.streichholz.errors import (
    ClassicRefusedError,
    EmptyRowError,
    MaxTakeError,
    NoSuchRowError,
    NotEnoughInRowError,
    NothingToPlayError,
    RowNeededError,
    RowsAndMatchesError,
    RowsError,
    TakeNotAllowedError,
    TakeRuleError,
    TakesError,
    TooManyError,
)
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.review import review
from kniffel_cli.streichholz.state import from_dict, to_dict
from tests.helpers import Invoke, json_view, read_state, refused, write_state

STATE = Path("streichholz.json")
MARIENBAD = (1, 3, 5, 7)


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "streichholz", *args)


def marienbad(**options: Any) -> MatchGame:
    return MatchGame(seed="m", rows=MARIENBAD, max_take=None, **options)


# --- the rules ---------------------------------------------------------------------


def test_a_move_takes_from_the_row_it_names() -> None:
    game = marienbad(level="perfect")
    game.player_move(2, 4)
    assert game.rows == [1, 3, 5, 5] and game.matches == 14 and game.turn == "computer"
    assert game.moves == [{"by": "player", "took": 2, "row": 4}]


def test_the_row_may_be_left_out_only_when_one_row_can_be_taken_from() -> None:
    game = MatchGame(seed="m", rows=(5, 2), max_take=2, level="perfect")
    with pytest.raises(RowNeededError) as raised:
        game.player_move(1)
    assert (
        raised.value.message == "say which row to take from: 'take N --row R' with R one of 1 or 2"
    )
    game.player_move(2, 2)
    game.computer_move()
    assert game.rows == [4, 0]
    game.player_move(1)  # the one row left
    assert game.rows == [3, 0]


@pytest.mark.parametrize(
    ("row", "count", "error", "message"),
    [
        (5, 1, NoSuchRowError, "there is no row 5: the game has 4 rows"),
        (1, 2, NotEnoughInRowError, "only 1 match left in row 1; take 1"),
        (4, 8, NotEnoughInRowError, "only 7 matches left in row 4; take 1 to 7"),
    ],
)
def test_a_take_the_rows_do_not_allow_is_refused(
    row: int, count: int, error: type[SpielError], message: str
) -> None:
    game = marienbad()
    with pytest.raises(error) as raised:
        game.player_move(count, row)
    assert raised.value.message == message
    assert game.rows == list(MARIENBAD) and game.history == []


def test_an_empty_row_is_refused_with_the_rows_to_take_from() -> None:
    game = marienbad(level="perfect")
    game.take(1, 1)  # 0, 3, 5, 7: the computer answers from row 2, the winning take
    assert game.rows == [0, 2, 5, 7]
    with pytest.raises(EmptyRowError) as raised:
        game.player_move(1, 1)
    assert raised.value.message == "row 1 is empty; take from row 2, 3 or 4"


@pytest.mark.parametrize(
    ("count", "row"), [(1.0, 2), (True, 2), ("1", 2), (1, 2.0), (1, True)], ids=repr
)
def test_a_take_that_is_no_whole_number_changes_nothing(count: Any, row: Any) -> None:
    """A float such as 1.0 passed every check and left a row of 1.0 matches: the
    computer's answer then failed, the game half moved."""
    game = marienbad(level="perfect")
    with pytest.raises(TypeError):
        game.take(count, row)
    assert game.rows == list(MARIENBAD) and game.history == [] and game.turn == "player"
    game.take(1, 2)  # the game goes on as if nothing had been tried
    assert game.rows[1] == 2 and game.turn == "player"


def test_new_takes_its_take_set_in_any_order_as_the_command_does() -> None:
    game = streichholz.new(rows=(6, 2), takes=(4, 1, 3), seed="m")
    assert game.takes == (1, 3, 4)
    assert streichholz.new(rows=[1, 3, 5, 7], seed="m").rows == [1, 3, 5, 7]
    with pytest.raises(TakesError):
        streichholz.new(rows=(6, 2), takes=(3, 3), seed="m")


def test_a_most_per_take_holds_in_every_row() -> None:
    game = MatchGame(seed="m", rows=(5, 2), max_take=3)
    with pytest.raises(TooManyError) as raised:
        game.player_move(4, 1)
    assert raised.value.message == "at most 3 matches may be taken at once; take 1 to 3"
    with pytest.raises(NotEnoughInRowError) as short:
        game.player_move(3, 2)
    assert short.value.message == "only 2 matches left in row 2; take 1 or 2"


def test_a_take_set_allows_its_numbers_only() -> None:
    game = MatchGame(seed="m", rows=(6, 2), max_take=None, takes=(1, 3, 4))
    with pytest.raises(TakeNotAllowedError) as raised:
        game.player_move(2, 1)
    assert raised.value.message == "a move takes 1, 3 or 4 matches, not 2"
    with pytest.raises(NotEnoughInRowError) as short:
        game.player_move(3, 2)
    assert short.value.message == "only 2 matches left in row 2; take 1"


def test_the_last_match_loses_so_a_single_match_left_ends_the_game() -> None:
    game = MatchGame(seed="m", rows=(2, 1), max_take=None, level="perfect")
    game.player_move(2, 1)
    assert game.finished and game.winner == "player" and game.rows == [0, 1]
    assert game.left_the_last_match == "computer"


def test_the_last_match_wins_when_asked() -> None:
    game = MatchGame(seed="m", rows=(2, 1), max_take=None, last_wins=True, level="perfect")
    game.player_move(1, 1)  # leaves 1, 1: lost for the computer
    game.computer_move()
    game.player_move(1)
    assert game.finished and game.winner == "player" and game.matches == 0


def test_a_take_set_without_1_ends_when_only_the_last_take_is_left() -> None:
    game = MatchGame(seed="m", rows=(5,), max_take=None, takes=(2, 3))
    game.player_move(3)  # the computer could only take the 2 left, the last matches: lost
    assert game.finished and game.rows == [2] and game.winner == "player"
    assert game.left_the_last_match == "computer"
    normal = MatchGame(seed="m", rows=(5,), max_take=None, takes=(2, 3), last_wins=True)
    normal.take(3)
    assert normal.finished and normal.rows == [0] and normal.winner == "computer"


def test_a_take_set_without_1_can_leave_matches_no_take_fits() -> None:
    game = MatchGame(seed="m", rows=(4, 1), max_take=None, takes=(3,), last_wins=True)
    game.player_move(3, 1)
    assert game.finished and game.rows == [1, 1] and game.winner == "player"
    misere = MatchGame(seed="m", rows=(4, 1), max_take=None, takes=(3,))
    misere.player_move(3, 1)
    assert misere.finished and misere.winner == "computer"


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"rows": (1,), "max_take": 3}, NothingToPlayError),  # only the last match to take
        ({"rows": (2,), "max_take": None, "takes": (3,)}, NothingToPlayError),
        ({"rows": (3,), "max_take": None, "takes": (3,)}, NothingToPlayError),
        ({"rows": (), "max_take": None}, RowsError),
        ({"rows": (1,) * 9, "max_take": None}, RowsError),
        ({"rows": (0, 3), "max_take": None}, RowsError),
        ({"rows": (1_000_001,), "max_take": None}, RowsError),
        ({"rows": (3,), "start": 20}, RowsAndMatchesError),
        ({"rows": (3, 4), "max_take": 3, "takes": (1, 2)}, TakeRuleError),
        ({"rows": (3, 4), "max_take": None, "takes": (1, 2, 3, 4, 5, 6)}, TakesError),
        ({"rows": (3, 4), "max_take": None, "takes": (2, 1)}, TakesError),
        ({"rows": (3, 4), "max_take": None, "takes": (101,)}, TakesError),
        ({"rows": (3, 4), "max_take": 11}, MaxTakeError),
        ({"rows": MARIENBAD, "max_take": None, "level": "classic"}, ClassicRefusedError),
        ({"rows": MARIENBAD, "max_take": 3, "level": "classic"}, ClassicRefusedError),
        ({"start": 20, "max_take": None, "takes": (1, 2), "level": "classic"}, ClassicRefusedError),
    ],
)
def test_rows_no_game_has_are_refused(options: dict[str, Any], error: type[SpielError]) -> None:
    with pytest.raises(error):
        MatchGame(seed="m", **options)


def test_the_last_match_may_win_from_a_single_match() -> None:
    game = MatchGame(seed="m", rows=(1,), max_take=3, last_wins=True)
    game.player_move(1)
    assert game.winner == "player"


def test_classic_stays_on_one_row_taken_1_to_k() -> None:
    rows = MatchGame.create(seed="c", rows=(23,), max_take=3, level="classic")
    one = MatchGame.create(seed="c", start=23, max_take=3, level="classic")
    for take in (2, 1, 3):
        assert rows.take(take) == one.take(take)
    assert rows.rows == [one.matches]


def test_the_default_level_is_classic_where_it_applies_else_perfect() -> None:
    assert MatchGame(seed="m", rows=(20,), max_take=3).level == "classic"
    assert marienbad().level == "perfect"
    assert MatchGame(seed="m", start=20, max_take=None, takes=(1, 2)).level == "perfect"


# --- the computer ------------------------------------------------------------------


def test_perfect_makes_the_move_the_theory_advises() -> None:
    game = marienbad(level="perfect")
    game.player_move(1, 1)  # 0, 3, 5, 7: won for the computer
    answer = game.computer_choice()
    assert answer == nim.best_move((0, 3, 5, 7), game.rule, False)
    assert not nim.is_won(nim.after((0, 3, 5, 7), answer), game.rule, False)


def test_perfect_when_lost_takes_the_hardest_take_to_answer() -> None:
    game = MatchGame.create(seed="m", rows=MARIENBAD, max_take=None, first="computer")
    # 1, 3, 5, 7 is lost: taking 1 anywhere leaves 3 winning answers, taking 2 from row 2
    # (the smallest take that leaves 1) leaves only 2 from row 4.
    assert game.moves == [{"by": "computer", "took": 2, "row": 2}]
    assert nim.winning_moves(game.position(), game.rule, False) == [nim.Move(3, 2)]


def test_random_chooses_every_legal_move_alike() -> None:
    rule = nim.TakeRule(takes=(1, 3, 4))
    rows = (5, 0, 3)
    legal = nim.legal_moves(rows, rule)
    assert [positions.nth_move(rows, rule, n) for n in range(1, len(legal) + 1)] == legal
    assert positions.move_count(rows, rule) == len(legal)
    seen: Counter[nim.Move] = Counter()
    for seed in range(300):
        game = MatchGame(seed=str(seed), rows=(5, 1, 3), takes=(1, 3, 4), max_take=None)
        game._level = "random"
        game.player_move(1, 2)
        seen[game.computer_choice()] += 1
    assert set(seen) == set(legal) and min(seen.values()) > 300 / len(legal) / 2


def test_random_on_one_row_draws_as_the_one_row_game() -> None:
    rows = MatchGame.create(seed="r", rows=(30,), max_take=3, level="random")
    one = MatchGame.create(seed="r", start=30, max_take=3, level="random")
    while not one.finished:
        assert rows.take(1) == one.take(1)
    assert rows.finished and rows.random.draws == one.random.draws


def test_the_same_seed_plays_the_same_game() -> None:
    def play(seed: str) -> list[Any]:
        game = MatchGame.create(seed=seed, rows=(4, 6, 9), max_take=None, level="random")
        while not game.finished:
            best = game.advice()
            game.take(best.take, best.row)
        return [dict(move) for move in game.history]

    assert play("s") == play("s")


def test_the_advice_is_a_winning_move_whenever_there_is_one() -> None:
    rule = nim.TakeRule()
    for rows in itertools.product(range(4), repeat=3):
        if sum(rows) < 2:
            continue
        game = MatchGame(seed="a", rows=tuple(r or 1 for r in rows), max_take=None)
        best = game.advice()
        position = game.position()
        assert best.winning == nim.is_won(position, rule, False)
        if best.winning:
            move = nim.Move(best.row - 1, best.take)
            assert move in nim.winning_moves(position, rule, False)


@pytest.mark.parametrize("last_wins", [False, True])
@pytest.mark.parametrize(
    ("max_take", "takes"), [(None, None), (2, None), (None, (1, 3, 4)), (None, (2, 3))]
)
def test_the_explained_advice_is_the_advice(
    max_take: int | None, takes: tuple[int, ...] | None, last_wins: bool
) -> None:
    for rows in [*itertools.product(range(1, 5), repeat=3), (9,), (4,)]:
        try:
            game = MatchGame(
                seed="x", rows=rows, max_take=max_take, takes=takes, last_wins=last_wins
            )
        except NothingToPlayError:
            continue
        best, why = game.explained_advice()
        assert why is not None and best == game.advice(), rows
        assert (why.move.row + 1, why.move.count, why.wins) == tuple(best), rows


def test_undo_gives_the_rows_back() -> None:
    game = MatchGame.create(seed="u", rows=MARIENBAD, max_take=None, level="perfect")
    game.take(3, 3)
    game.undo()
    assert game.rows == list(MARIENBAD) and game.turn == "player"
    assert game.history[-1] == {"by": "player", "action": "undo", "count": 2}


def test_undo_is_refused_after_a_random_answer() -> None:
    game = MatchGame.create(seed="u", rows=MARIENBAD, max_take=None, level="random")
    game.take(3, 3)
    with pytest.raises(SpielError) as raised:
        game.undo()
    assert raised.value.code == "undo_after_draw"


def test_the_review_finds_the_move_that_threw_the_win_away() -> None:
    game = MatchGame.create(seed="v", rows=MARIENBAD, max_take=None, level="perfect")
    game.take(1, 1)  # from a lost start: no mistake, every take loses
    best = game.advice()
    assert best.winning is False
    found = review(game)
    assert found.start_won_for == "computer" and found.decided_by is None
    won = MatchGame.create(seed="v", rows=MARIENBAD, max_take=None, first="computer")
    assert won.rows == [1, 1, 5, 7]  # lost for the computer: it took the hardest take
    won.take(1, 3)  # 1,1,4,7 has the Nim sum 3: a mistake, the computer wins from here
    found = review(won)
    assert found.start_won_for == "player"
    mistake = found.moves[1]
    assert (mistake.by, mistake.row, mistake.took, mistake.mistake) == ("player", 3, 1, True)
    assert (mistake.best_row, mistake.best) == (4, 2)  # 1,1,5,5: Nim sum 0
    assert found.decided_by == 2
    assert mistake.data()["row"] == 3 and mistake.data()["best_row"] == 4


# --- the state file ----------------------------------------------------------------


def test_the_state_file_holds_the_rows_and_replays_them() -> None:
    game = MatchGame.create(
        seed="f", rows=(3, 1_000_000), takes=(1, 3), max_take=None, level="random"
    )
    game.take(3, 2)
    data = to_dict(game)
    assert {key: data[key] for key in ("rows", "max_take", "takes")} == {
        "rows": [3, 1_000_000],
        "max_take": None,
        "takes": [1, 3],
    }
    assert "start" not in data
    assert data["history"][0] == {"by": "player", "took": 3, "row": 2}
    assert data["position"]["rows"] == game.rows
    again = from_dict(json.loads(json.dumps(data)))
    assert to_dict(again) == data


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["history"][0].update(row=1), "the history does not match"),
        (lambda d: d["history"][0].update(row=3), "history entry 1 row is 3, outside 1..2"),
        (lambda d: d["history"][0].pop("row"), "history entry 1"),
        (lambda d: d["position"].update(rows=[3, 1]), "the stored position does not follow"),
        (lambda d: d.update(rows=[3, 0]), "rows is 0, outside 1..1,000,000"),
        (lambda d: d.update(rows=[]), "a game has 1 to 8 rows"),
        (lambda d: d.update(rows=[1] * 9), "rows has more than 8 numbers"),
        (lambda d: d.update(takes=[1, 1]), "the takes (--takes) are 1 to"),
        (lambda d: d.update(start=5), "start"),
        (lambda d: d.update(version=1), "rows came with format version 2, not 1"),
    ],
)
def test_a_file_whose_rows_do_not_follow_is_refused(change: Any, problem: str) -> None:
    game = MatchGame.create(seed="f", rows=(3, 4), max_take=None, level="perfect")
    game.take(1, 2)
    data = to_dict(game)
    change(data)
    with pytest.raises(StateFileError) as raised:
        from_dict(data)
    assert problem in raised.value.message


# --- the command line --------------------------------------------------------------


def test_new_shows_the_rows(invoke: Invoke) -> None:
    result = invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7")
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout == (
        "Streichholzspiel - 16 of 16 matches left - your turn: take any number from one row\n"
        "\n"
        "1  |\n"
        "2  |||\n"
        "3  |||||\n"
        "4  ||||| ||\n"
        "\n"
        "side                  last took\n"
        "------------------  -----------\n"
        "you                           -\n"
        "computer (perfect)            -\n"
    )


def test_a_row_too_long_to_draw_shows_its_count(invoke: Invoke) -> None:
    args = ("new", "--seed", "s", "--rows", "1000000,51,50", "--takes", "5,1,3", "--level")
    result = invoke("streichholz", *args, "random")
    lines = result.stdout.splitlines()
    assert lines[0].endswith("your turn: take 1, 3 or 5 from one row")
    assert lines[2:5] == [
        "1  1,000,000 matches",
        "2  51 matches",
        "3  ||||| ||||| ||||| ||||| ||||| ||||| ||||| ||||| ||||| |||||",
    ]


def test_the_json_view_of_rows(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--rows", "1,3,5,7", "--first", "computer")
    assert view(invoke, "take", "1", "--row", "2") == {
        "schema_version": 1,
        "game": "streichholz",
        "start": 16,
        "matches": 10,
        "start_rows": [1, 3, 5, 7],
        "rows": [1, 0, 5, 4],
        "max_take": None,
        "takes": None,
        "last_wins": False,
        "level": "perfect",
        "turn": "player",
        "moves": [
            {"side": "computer", "took": 2, "row": 2},
            {"side": "player", "took": 1, "row": 2},
            {"side": "computer", "took": 3, "row": 4},
        ],
        "finished": False,
        "winner": None,
    }
    # 1, 0, 5, 4 is lost: taking the single match leaves one winning answer (1 from row 3)
    assert view(invoke, "hint") == {
        "schema_version": 1,
        "take": 1,
        "winning": False,
        "row": 1,
        "why": {
            "row": 1,
            "take": 1,
            "wins": False,
            "values": [1, 0, 5, 4],
            "values_after": [0, 0, 5, 4],
            "period": None,
            "nim_sum_before": 0,
            "nim_sum_after": 1,
            "endgame": False,
            "target": 0,
            "replies": 1,
        },
    }
    log = view(invoke, "log")["moves"]
    assert log[1] == {
        "move": 2,
        "side": "player",
        "action": "take",
        "took": 1,
        "left": 13,
        "row": 2,
    }


def test_the_log_and_the_hint_name_the_row(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "--first", "computer", "-q")
    hint = invoke("streichholz", "hint")
    assert hint.stdout == (
        "Take 2 from row 4: then the Nim sum is 0, and every answer makes it non-zero again. "
        "With the last match losing, aim for Nim sum 0 until only single matches would be "
        "left; then leave an odd number of them.\n"
    )
    invoke("streichholz", "take", "1", "--row", "2", "-q")
    assert invoke("streichholz", "log").stdout.splitlines()[2:] == [
        "1       computer  takes 2 from row 2  14 left",
        "2       you       take 1 from row 2   13 left",
        "3       computer  takes 3 from row 4  10 left",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("take", "1"),
            "Error: say which row to take from: 'take N --row R' with R one of 1, 2, 3 or 4",
        ),
        (("take", "1", "--row", "5"), "Error: there is no row 5: the game has 4 rows"),
        (("take", "4", "--row", "2"), "Error: only 3 matches left in row 2; take 1 to 3"),
    ],
)
def test_refused_takes_exit_1_and_leave_the_file(
    invoke: Invoke, args: tuple[str, ...], message: str
) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "-q")
    assert refused(invoke, 1, "streichholz", *args) == message


def test_the_row_is_a_whole_number_from_1(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "-q")
    assert refused(invoke, 2, "streichholz", "take", "1", "--row", "0") == (
        "Error: Invalid value for '--row': 0 is not in the range x>=1 "
        "(see 'spiel streichholz take --help')"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--rows", "0"),
            "Invalid value for '--rows': '0' is not a whole number from 1 to 1,000,000",
        ),
        (
            ("--rows", "-1"),
            "Invalid value for '--rows': '-1' is not a whole number from 1 to 1,000,000",
        ),
        (
            ("--rows", "1000001"),
            "Invalid value for '--rows': '1000001' is not a whole number from 1 to 1,000,000",
        ),
        (
            ("--rows", "1,x"),
            "Invalid value for '--rows': 'x' is not a whole number from 1 to 1,000,000",
        ),
        (
            ("--rows", "1,2,3,4,5,6,7,8,9"),
            "Invalid value for '--rows': give 1 to 8 numbers, comma separated, not 9",
        ),
        (
            ("--rows", ","),
            "Invalid value for '--rows': give 1 to 8 numbers, comma separated, not 0",
        ),
        (
            ("--rows", "5,,5"),
            "Invalid value for '--rows': '' is not a whole number from 1 to 1,000,000",
        ),
        (("--takes", "1,1"), "Invalid value for '--takes': '1' is given twice"),
        (
            ("--takes", "1,2,3,4,5,6"),
            "Invalid value for '--takes': give 1 to 5 numbers, comma separated, not 6",
        ),
        (
            ("--takes", "101"),
            "Invalid value for '--takes': '101' is not a whole number from 1 to 100",
        ),
    ],
)
def test_malformed_rows_and_takes_exit_2(
    invoke: Invoke, args: tuple[str, ...], message: str
) -> None:
    line = refused(invoke, 2, "streichholz", "new", *args)
    assert line == f"Error: {message} (see 'spiel streichholz new --help')"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--rows", "3", "--matches", "20"), "give --matches or --rows, not both"),
        (("--max-take", "2", "--takes", "1,2"), "give --max-take or --takes, not both"),
        (
            ("--rows", "1,3,5,7", "--level", "classic"),
            "the classic level plays the original's "
            "game only, one row taking 1 to K matches; choose --level perfect or --level random",
        ),
        (
            ("--rows", "1"),
            "nothing to play: whoever moves first could take no match, or only the "
            "last one; give more matches or other takes",
        ),
    ],
)
def test_options_that_make_no_game_exit_2(
    invoke: Invoke, args: tuple[str, ...], message: str
) -> None:
    assert refused(invoke, 2, "streichholz", "new", *args) == f"Error: {message}"


def test_a_take_set_perfect_play_cannot_decide_at_once_is_refused(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "-q")
    # The values of 2, 37, 47, 82, 84 show no period within 300,000 matches.
    args = ("--rows", "100,200", "--takes", "2,37,47,82,84")
    message = (
        "Error: perfect play cannot decide the takes 2, 37, 47, 82 and 84 at once: the values "
        "of its rows do not repeat within 20,000 matches; choose other numbers"
    )
    assert refused(invoke, 2, "streichholz", "new", *args, "--force") == message
    assert refused(invoke, 2, "streichholz", "rules", *args) == message
    german = invoke("streichholz", "new", *args, "--force", "--lang", "de", "--format", "json")
    assert german.exit_code == 2 and json.loads(german.stderr) == {
        "schema_version": 1,
        "exit": 2,
        "error": {
            "code": "variant_unsolved",
            "message": "Fehlerloses Spiel kann die erlaubten Anzahlen 2, 37, 47, 82 und 84 nicht "
            "sofort entscheiden: Die Werte der Reihen wiederholen sich nicht innerhalb von 20.000 "
            "Hölzern; wähle andere Zahlen",
            "takes": [2, 37, 47, 82, 84],
            "budget": 20000,
        },
    }
    assert view(invoke, "new", "--rows", "100,200", "--takes", "2,37,47,82", "--force")[
        "takes"
    ] == [2, 37, 47, 82]


def test_a_refused_take_leaves_the_file_byte_for_byte(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "--takes", "1,2", "-q")
    before = STATE.read_bytes()
    result = invoke("streichholz", "take", "3", "--row", "4")
    assert result.exit_code == 1 and result.stderr == "Error: a move takes 1 or 2 matches, not 3\n"
    assert STATE.read_bytes() == before


def test_one_row_files_stay_as_they_were(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--matches", "23", "-q")
    invoke("streichholz", "take", "2", "-q")
    data = read_state(STATE)
    assert list(data) == [
        *("format", "version", "game", "start", "max_take", "last_wins", "level", "first"),
        *("seed", "draws", "history", "position"),
    ]
    assert data["history"][0] == {"by": "player", "took": 2}
    assert list(data["position"]) == ["matches", "turn", "finished", "winner"]


def test_a_tampered_rows_file_is_exit_3(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "-q")
    invoke("streichholz", "take", "1", "--row", "4", "-q")
    data = read_state(STATE)
    data["position"]["rows"] = [1, 3, 5, 7]
    write_state(STATE, data)
    line = refused(invoke, 3, "streichholz", "show")
    assert "the stored position does not follow from the history" in line
    data["position"]["rows"] = [1, 3, 5, 6]
    data["version"] = 1  # a version-1 file had no rows: it was read as a version 2
    write_state(STATE, data)
    assert refused(invoke, 3, "streichholz", "show") == (
        "Error: 'streichholz.json' is not a valid streichholz state: rows came with format "
        "version 2, not 1"
    )


def test_rules_describe_the_rows(invoke: Invoke) -> None:
    text = " ".join(invoke("streichholz", "rules", "--rows", "1,3,5,7").stdout.split())
    assert "Rows of 1, 3, 5 and 7 matches lie on the table" in text
    assert "Each turn takes any number of matches from one row" in text
    assert "Bouton, 1901" in text and "leave an odd number of them" in text
    sub = " ".join(
        invoke(
            "streichholz", "rules", "--rows", "4,5", "--takes", "1,3,4", "--last-wins"
        ).stdout.split()
    )
    assert "Each turn takes 1, 3 or 4 matches from one row" in sub
    assert "Sprague 1935, Grundy 1939" in sub
    refused_classic = invoke("streichholz", "rules", "--rows", "4,5", "--level", "classic")
    assert refused_classic.exit_code == 2
    one = " ".join(
        invoke("streichholz", "rules", "--matches", "30", "--takes", "1,3,4").stdout.split()
    )
    assert "A row of 30 matches lies on the table." in one
    assert "Each turn takes 1, 3 or 4 matches from the row, never more than are left." in one
    assert "--row" not in one


@pytest.mark.parametrize(
    "args",
    [("--rows", "1"), ("--rows", "2", "--takes", "3"), ("--matches", "7", "--takes", "7")],
    ids=" ".join,
)
def test_rules_refuse_rows_with_nothing_to_play_as_new_does(
    invoke: Invoke, args: tuple[str, ...]
) -> None:
    """They described "A row of 1 matches", a game that new refuses."""
    message = (
        "Error: nothing to play: whoever moves first could take no match, or only the last one; "
        "give more matches or other takes"
    )
    assert refused(invoke, 2, "streichholz", "new", *args) == message
    assert refused(invoke, 2, "streichholz", "rules", *args) == message


def test_rules_of_a_rows_game_take_one_option_at_a_time(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--rows", "1,3,5,7", "--max-take", "3", "-q")
    text = " ".join(invoke("streichholz", "rules", "--takes", "1,2").stdout.split())
    assert "Each turn takes 1 or 2 matches from one row" in text
    assert "Rows of 1, 3, 5 and 7 matches" in text
    one = " ".join(invoke("streichholz", "rules", "--matches", "20").stdout.split())
    assert "A row of 20 matches lies on the table" in one


# --- the game's ends agree with the theory -----------------------------------------

RULES = [
    nim.TakeRule(),
    nim.TakeRule(max_take=2),
    nim.TakeRule(takes=(1, 3, 4)),
    nim.TakeRule(takes=(2, 3)),
]


@cache
def searched(rows: tuple[int, ...], rule: nim.TakeRule, last_wins: bool) -> bool:
    """Whether the side to move wins, by the game's own words (the man page's Rows): no take
    left ends the game for the side to move (won when the last move loses); with the last
    match losing, so does a position where every take would empty the table (lost)."""
    moves = [
        (index, count)
        for index, row in enumerate(rows)
        for count in range(1, row + 1)
        if rule.allows(count, row)
    ]
    if not moves:
        return not last_wins
    if not last_wins and all(count == sum(rows) for _, count in moves):
        return False
    return any(
        not searched(rows[:index] + (rows[index] - count,) + rows[index + 1 :], rule, last_wins)
        for index, count in moves
    )


@pytest.mark.parametrize("rule", RULES, ids=repr)
@pytest.mark.parametrize("last_wins", [False, True])
def test_the_hint_and_perfect_play_win_wherever_the_game_can_be_won(
    rule: nim.TakeRule, last_wins: bool
) -> None:
    for rows in itertools.product(range(1, 6), repeat=3):
        try:
            game = MatchGame(
                seed="b", rows=rows, max_take=rule.max_take, takes=rule.takes, last_wins=last_wins
            )
        except NothingToPlayError:
            continue
        best = game.advice()
        assert best.winning == searched(rows, rule, last_wins), rows
        game.player_move(best.take, best.row)
        if best.winning:
            assert (
                game.finished
                and game.winner == "player"
                or not searched(game.position(), rule, last_wins)
            ), rows
