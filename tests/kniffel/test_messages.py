"""Every Kniffel error class has its words, and they are the words the commands have always said."""

from __future__ import annotations

import inspect

import pytest

from kniffel_cli.common.errors import InputError, SpielError, StateFileError
from kniffel_cli.kniffel import errors, messages
from kniffel_cli.kniffel.game import STRATEGIES
from kniffel_cli.kniffel.rules import CATEGORY_IDS, RULES

ALL_BUT_CHANCE = tuple(c for c in CATEGORY_IDS if c != "chance")
CHOICES = (
    "Ones, Twos, Threes, Fours, Fives, Sixes, Three of a kind, Four of a kind, Full house, "
    "Small straight, Large straight, Kniffel"
)

CASES: list[tuple[SpielError, str]] = [
    (errors.GameOver(), "the game is over; start a new one with 'spiel kniffel new'"),
    (errors.NothingToAdvise(), "the game is over; there is nothing left to advise"),
    (errors.NoRollsLeft(round=3), "no rolls left in round 3; take a category"),
    (errors.NothingToRoll(round=2, rolls_left=1), "nothing to roll; take a category"),
    (
        errors.FirstRollKeeps(),
        "the turn's first roll rolls all five dice; roll without --keep or --reroll",
    ),
    (errors.NotRolled(player="Anna", round=2), "Anna has not rolled in round 2 yet; roll first"),
    (
        errors.CategoryTaken("chance", ALL_BUT_CHANCE, points=25),
        f"Chance is already taken (25 points); take one of: {CHOICES}",
    ),
    (
        errors.KniffelRowWantsKniffel("kniffel", ("ones", "full_house")),
        "Kniffel takes only further Kniffels, and these dice show none; "
        "take one of: Ones, Full house",
    ),
    (
        errors.JokerGoesElsewhere("chance", ("ones",)),
        "Chance is closed to this joker: its own upper row comes first, then a lower row; "
        "take one of: Ones",
    ),
    (errors.AlreadyRecorded(), "this game is already in the highscore; a game is recorded once"),
    (
        errors.NotFinished(round=1, rounds=13),
        "the game is not finished (round 1 of 13); only finished games go into the highscore",
    ),
    (errors.PlayerCount(count=9, most=8), "a game has 1 to 8 players, not 9"),
    (errors.CommaInName(name="A,B"), "the name 'A,B' contains a comma, which separates names"),
    (
        errors.NotAComputer(name="cpu:smart", kinds=STRATEGIES),
        "'cpu:smart': a computer player is cpu:optimal, cpu:greedy or cpu:random "
        "(with an optional :LABEL to tell several apart)",
    ),
    (errors.NameTwice(name="Anna"), "the name 'Anna' is given twice; names must be unique"),
    (
        errors.OutOfRange(option="rolls_per_turn", value=12, low=1, high=9),
        "rolls per turn must be 1 to 9, not 12",
    ),
    (
        errors.OutOfRange(option="rounds", value=14, low=1, high=13),
        "rounds must be 1 to 13, not 14",
    ),
    (
        errors.UnknownRules(name="foo", known=RULES),
        "unknown rules 'foo'; choose one of kniffel, yahtzee",
    ),
    (
        errors.BadPoints(text="kniffel"),
        "'kniffel' is not ROW=N; write points as full_house=30,kniffel=100",
    ),
    (errors.PointsTwice(name="bonus"), "bonus is given twice"),
    (
        errors.UnknownPointsRow(name="chance", known=("full_house", "bonus")),
        "no adjustable points 'chance'; choose from full_house, bonus",
    ),
    (
        errors.PointsOutOfRange(name="bonus", value="x", low=0, high=1000),
        "points for bonus must be a whole number from 0 to 1000, not 'x'",
    ),
    (errors.BadPositions(positions=[0, 7], dice=5), "die positions are 1 to 5, not [0, 7]"),
    (errors.DiceCount(count=3, dice=5), "give exactly 5 dice, not 3"),
    (errors.BadDie(value=7, faces=6), "a die shows 1 to 6, not 7"),
    (errors.NotDice(text="a,b", faces=6), "dice are numbers 1 to 6, comma separated, not 'a,b'"),
    (
        errors.NotDice(text="1" * 41, faces=6),
        f"dice are numbers 1 to 6, comma separated, not '{'1' * 40}...'",
    ),
    (
        errors.UnknownCategory(text="foo"),
        "no category 'foo'; give a row number 1-13, an id such as 'full_house' or a name "
        "such as 'Small straight'",
    ),
    (
        errors.UnknownCategory(text="grose strasse", suggestion="Große Straße", offered=("ones",)),
        "no category 'grose strasse'; did you mean 'Große Straße'?",
    ),
    (
        errors.UnknownCategory(text="foo", offered=("ones", "chance")),
        "no category 'foo'; take one of: Ones, Chance",
    ),
    (
        errors.RenameNeedsOnePlayer(players=2),
        "--name is for a single-player game; the players' names are recorded",
    ),
    (
        errors.BadSourceDate(value="yesterday"),
        "SOURCE_DATE_EPOCH must be whole seconds, not 'yesterday'",
    ),
    (
        errors.ComputerToMove(player="cpu:greedy"),
        "it is the turn of cpu:greedy, but a computer plays its turns at once; "
        "a player's kind is fixed at new",
    ),
    (errors.PlayersNotChecked(), "players are not stored in their checked form"),
    (
        errors.EntryNotAnAction(where="history entry 1"),
        "history entry 1 is neither a roll nor a take",
    ),
    (errors.EntryNoCategory(where="history entry 3"), "history entry 3 names no category"),
    (
        errors.NotTheComputersChoice(where="history entry 2", player="cpu:random"),
        "history entry 2 is not what cpu:random plays; a player's kind is fixed at new",
    ),
    (
        errors.InvalidHighscore(path="scores.json", problem=errors.HighscoreOutOfOrder()),
        "scores.json is not a valid highscore (the entries are not in rank order); "
        "'spiel kniffel highscore clear --yes' deletes it",
    ),
    (
        errors.InvalidHighscore(path="-", problem=StateFileError("the list lacks entries")),
        "standard input is not a valid highscore (the list lacks entries); "
        "'spiel kniffel highscore clear --yes' deletes it",
    ),
    (errors.HighscoreFormat(), 'no "format": "spiel-highscore"'),
    (errors.HighscoreTooNew(version=2), "written by a newer spiel (version 2); upgrade spiel"),
    (errors.HighscoreTooLong(size=20), "more than 20 entries of one variant"),
    (errors.HighscoreOutOfOrder(), "the entries are not in rank order"),
    (
        errors.EntryName(entry=1, problem=InputError("a name must not be empty")),
        "entry 1: a name must not be empty",
    ),
    (errors.EntryRules(entry=2), "entry 2 has unknown rules"),
    (errors.EntryDateFormat(entry=2), "entry 2 date is not YYYY-MM-DD"),
    (
        errors.EntryDateNoDay(entry=2, date="2026-02-30"),
        "entry 2 date 2026-02-30 is no day of the calendar",
    ),
    (errors.EntryFingerprint(entry=1), "entry 1 game is no fingerprint"),
    (errors.EntryTwice(entry=2, first=1), "entry 2 records the same game and player as entry 1"),
    (
        errors.HighscoreFolderIsFile(path="blocker/s.json", folder="/tmp/blocker"),
        "cannot write blocker/s.json: /tmp/blocker is not a folder",
    ),
    (
        errors.HighscoreFolderFailed(folder="/nope", reason="Permission denied"),
        "cannot create /nope: Permission denied",
    ),
]


@pytest.mark.parametrize(("error", "words"), CASES, ids=lambda case: type(case).__name__)
def test_each_error_says_what_it_always_said(error: SpielError, words: str) -> None:
    assert error.message == str(error) == words


def test_every_error_class_has_its_words_tested() -> None:
    """A new error class without a describer would print an empty 'Error: ' line."""
    bases = {
        errors.KniffelError,
        errors.KniffelInputError,
        errors.KniffelStateError,
        errors.KniffelWriteError,
        errors.CategoryClosed,
    }
    classes = {
        kind
        for _, kind in inspect.getmembers(errors, inspect.isclass)
        if kind.__module__ == errors.__name__ and issubclass(kind, SpielError)
    }
    tested = {type(error) for error, _ in CASES}
    assert classes - bases == tested


def test_the_command_lines_own_words() -> None:
    assert messages.not_a_position("7", 5) == (
        "'7' is not a die position; give positions 1 to 5, comma separated"
    )
    assert messages.not_a_position("x" * 30, 5).startswith(f"'{'x' * 24}' is not")
    assert messages.position_twice("1") == "position 1 is given twice"
    assert messages.goes_with("--name", "highscore add") == "--name goes with 'highscore add'"
