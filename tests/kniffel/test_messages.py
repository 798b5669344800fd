"""Every Kniffel error class has its words, and they are the words the commands have always said."""

from __future__ import annotations

import inspect
import subprocess
import sys

import pytest

from kniffel_cli.common.errors import InputError, SpielError, StateFileError
from kniffel_cli.kniffel import cli, errors, highscore_cli
from kniffel_cli.kniffel.game import DICE_MODES, GOALS, STRATEGIES
from kniffel_cli.kniffel.rules import CATEGORY_IDS, RULES

ALL_BUT_CHANCE = tuple(c for c in CATEGORY_IDS if c != "chance")
CHOICES = (
    "Ones, Twos, Threes, Fours, Fives, Sixes, Three of a kind, Four of a kind, Full house, "
    "Small straight, Large straight or Kniffel"
)

CASES: list[tuple[SpielError, str]] = [
    (errors.GameOverError(), "the game is over; start a new one with 'spiel kniffel new'"),
    (errors.NothingToAdviseError(), "the game is over; there is nothing left to advise"),
    (errors.NoRollsLeftError(round=3), "no rolls left in round 3; take a category"),
    (errors.NothingToRollError(round=2, rolls_left=1), "nothing to roll; take a category"),
    (
        errors.FirstRollKeepsError(),
        "the turn's first roll rolls all five dice; roll without --keep or --reroll",
    ),
    (
        errors.NotRolledError(player="Anna", round=2),
        "Anna has not rolled in round 2 yet; roll first",
    ),
    (
        errors.CategoryTakenError(category="chance", offered=ALL_BUT_CHANCE, points=25),
        f"Chance is already taken (25 points); take one of: {CHOICES}",
    ),
    (
        errors.KniffelRowWantsKniffelError(category="kniffel", offered=("ones", "full_house")),
        "Kniffel takes only further Kniffels, and these dice show none; "
        "take one of: Ones or Full house",
    ),
    (
        errors.JokerGoesElsewhereError(category="chance", offered=("ones",)),
        "Chance is closed to this joker: its own upper row comes first, then a lower row; "
        "take one of: Ones",
    ),
    (
        errors.NothingToUndoError(),
        "nothing to undo: no person has taken a category yet",
    ),
    (
        errors.UndoAfterRollError(player="Anna", category="threes", roller="cpu:greedy"),
        "Anna's take of Threes cannot be undone: cpu:greedy has rolled since, and an undo now "
        "would let a player see a random draw and choose again",
    ),
    (
        errors.UndoneAlreadyError(player="Anna", category="kniffel", rules="yahtzee"),
        "Anna's take of Yahtzee is undone already; a second undo is refused, as a die has been "
        "rolled since any take before it",
    ),
    (
        errors.AlreadyRecordedError(),
        "this game is already in the highscore; a game is recorded once",
    ),
    (
        errors.NotFinishedError(round=1, rounds=13),
        "the game is not finished (round 1 of 13); only finished games go into the highscore",
    ),
    (errors.PlayerCountError(count=9, most=8), "a game has 1 to 8 players, not 9"),
    (errors.CommaInNameError(name="A,B"), "the name 'A,B' contains a comma, which separates names"),
    (
        errors.NumberAsNameError(name="3"),
        "the name '3' is only digits; give each player a name with letters, or the number of "
        "players alone (--players N)",
    ),
    (
        errors.NotAComputerError(name="cpu:smart", kinds=STRATEGIES),
        "'cpu:smart': a computer player is 'cpu:optimal', 'cpu:greedy', 'cpu:random' or 'cpu:win' "
        "(with an optional :LABEL to tell several apart)",
    ),
    (errors.NameTwiceError(name="Anna"), "the name 'Anna' is given twice; names must be unique"),
    (
        errors.NotAllComputersError(name="Anna"),
        "simulate seats computer players (cpu:KIND) and bots (bot:NAME, py:MODULE:CLASS), and "
        "'Anna' is none of them",
    ),
    (
        errors.MatchOptionAloneError(option="--bot", needs="--players"),
        "--bot goes with --players; give --players too",
    ),
    (errors.TwoGradesError(), "give --points-lost or --chance-lost, not both"),
    (
        errors.NotAnOutsidePlayerError(name="bot:a b"),
        "'bot:a b': an outside player is bot:NAME (letters, digits, - and _) or "
        "py:MODULE:CLASS, and a name never holds a command",
    ),
    (
        errors.OutsideInNewError(name="bot:x"),
        "bot:x is an outside player: it plays in a match (simulate --players), not in a game "
        "of new",
    ),
    (
        errors.OutsideMovesError(name="bot:x"),
        "it is bot:x's turn, an outside player: it moves only in a match",
    ),
    (
        errors.SprtPlayersError(count=3),
        "--sprt tests one player against another: give two players, not 3",
    ),
    (
        errors.BotDefinitionError(text="x"),
        "--bot takes NAME=COMMAND (a name of letters, digits, - and _), not 'x'",
    ),
    (errors.BotTwiceError(name="x"), "--bot names 'x' twice"),
    (errors.UnknownBotError(name="x"), "bot:x has no command; give --bot x=COMMAND"),
    (
        errors.UnseatedBotError(name="x"),
        "--bot gives a command to bot:x, which is not among the players",
    ),
    (
        errors.BotCommandError(name="x", program="nosuch"),
        "the command of bot:x cannot be run: 'nosuch' is no program found",
    ),
    (
        errors.PythonBotError(target="m:C", reason="C is no class with decide()"),
        "py:m:C cannot be seated: C is no class with decide()",
    ),
    (
        errors.NotOfferedError(category="chance", offered=("ones",)),
        "Chance is not open to these dice; take one of: Ones",
    ),
    (
        errors.HeadToHeadCountError(count=1, most=8),
        "a head-to-head simulation has 2 to 8 players, not 1",
    ),
    (
        errors.StrategyWithPlayersError(),
        "--strategy plays solitaire games; with --players each player's name gives its "
        "strategy (cpu:KIND)",
    ),
    (
        errors.ChanceLostAloneError(),
        "--chance-lost grades games head to head; give --players too",
    ),
    (
        errors.ChancesWithheldError(reason="duplicate_dice"),
        "no chances of winning on duplicate dice: the players share their dice, and the chance "
        "assumes each rolls their own",
    ),
    (
        errors.WinGoalWithheldError(reason="duplicate_dice"),
        "goal win needs the chance of winning, which is not estimated on duplicate dice: the "
        "players share their dice, and the chance assumes each rolls their own; hints rank by "
        "points there",
    ),
    (
        errors.OutOfRangeError(option="rolls_per_turn", value=12, low=1, high=9),
        "rolls per turn must be 1 to 9, not 12",
    ),
    (
        errors.OutOfRangeError(option="rounds", value=14, low=1, high=13),
        "rounds must be 1 to 13, not 14",
    ),
    (
        errors.UnknownRulesError(name="foo", known=RULES),
        "unknown rules 'foo'; choose 'kniffel' or 'yahtzee'",
    ),
    (
        errors.UnknownDiceModeError(name="loaded", known=DICE_MODES),
        "unknown dice 'loaded'; choose 'random' or 'duplicate'",
    ),
    (
        errors.UnknownStrategyError(name="hacker", known=STRATEGIES),
        "unknown strategy 'hacker'; choose 'optimal', 'greedy', 'random' or 'win'",
    ),
    (
        errors.UnknownGoalError(name="fun", known=GOALS),
        "unknown goal 'fun'; choose 'win' or 'points'",
    ),
    (
        errors.BadPointsError(text="kniffel"),
        "'kniffel' is not ROW=N; write points as full_house=30,kniffel=100",
    ),
    (errors.PointsTwiceError(name="bonus"), "'bonus' is given twice"),
    (
        errors.UnknownPointsRowError(name="chance", known=("full_house", "bonus")),
        "no adjustable points 'chance'; choose 'full_house' or 'bonus'",
    ),
    (
        errors.PointsOutOfRangeError(name="bonus", value="x", low=0, high=1000),
        "points for 'bonus' must be a whole number from 0 to 1,000, not 'x'",
    ),
    (errors.BadPositionsError(positions=[0, 7], dice=5), "die positions are 1 to 5, not 0 and 7"),
    (errors.PositionTwiceError(position=1), "position 1 is given twice"),
    (errors.DiceCountError(count=3, dice=5), "give exactly 5 dice, not 3"),
    (
        errors.ChancesError(players=2),
        "give one chance of winning from 0 to 1 (or None) for each of the 2 players",
    ),
    (
        errors.ChancesError(players=1),
        "give one chance of winning from 0 to 1 (or None) for the one player",
    ),
    (errors.BadDieError(value=7, faces=6), "a die shows 1 to 6, not 7"),
    (
        errors.NotDiceError(text="a,b", faces=6),
        "dice are numbers 1 to 6, comma separated, not 'a,b'",
    ),
    (
        errors.NotDiceError(text="1" * 41, faces=6),
        f"dice are numbers 1 to 6, comma separated, not '{'1' * 40}...'",
    ),
    (
        errors.UnknownCategoryError(text="foo"),
        "no category 'foo'; give a row number 1-13, an id such as 'full_house' or a name "
        "such as 'Small straight'",
    ),
    (
        errors.UnknownCategoryError(
            text="grose strasse", suggestion="large_straight", offered=("ones",)
        ),
        "no category 'grose strasse'; did you mean 'Large straight'?",
    ),
    (
        errors.UnknownCategoryError(text="foo", offered=("ones", "chance")),
        "no category 'foo'; take one of: Ones or Chance",
    ),
    (
        errors.RenameNeedsOnePlayerError(players=2),
        "--name is for a single-player game; the players' names are recorded",
    ),
    (
        errors.ComputerRenameError(name="cpu:greedy"),
        "--name names a person; 'cpu:greedy' is a computer player",
    ),
    (
        errors.BadSourceDateError(value="yesterday"),
        "SOURCE_DATE_EPOCH must be whole seconds, not 'yesterday'",
    ),
    (
        errors.ComputerToMoveError(player="cpu:greedy"),
        "it is the turn of cpu:greedy, but a computer plays its turns at once; "
        "a player's kind is fixed at new",
    ),
    (errors.PlayersNotCheckedError(), "players are not stored in their checked form"),
    (
        errors.EntryNotAnActionError(entry=1),
        "history entry 1 is no roll, take or undo",
    ),
    (errors.EntryNoCategoryError(entry=3), "history entry 3 names no category"),
    (
        errors.NotTheComputersChoiceError(entry=2, player="cpu:random"),
        "history entry 2 is not what cpu:random plays; a player's kind is fixed at new",
    ),
    (
        errors.InvalidHighscoreError(path="scores.json", problem=errors.HighscoreOutOfOrderError()),
        "'scores.json' is not a valid highscore (the entries are not in rank order); "
        "'spiel kniffel highscore clear --yes' deletes it",
    ),
    (
        errors.InvalidHighscoreError(path="-", problem=StateFileError("the list lacks entries")),
        "standard input is not a valid highscore (the list lacks entries); "
        "'spiel kniffel highscore clear --yes' deletes it",
    ),
    (errors.HighscoreFormatError(), 'no "format": "spiel-highscore"'),
    (errors.HighscoreTooNewError(version=2), "written by a newer spiel (version 2); upgrade spiel"),
    (errors.HighscoreTooLongError(size=20), "more than 20 entries of one variant"),
    (errors.HighscoreOutOfOrderError(), "the entries are not in rank order"),
    (
        errors.EntryNameError(entry=1, problem=InputError("a name must not be empty")),
        "entry 1: a name must not be empty",
    ),
    (errors.EntryRulesError(entry=2), "entry 2 has unknown rules"),
    (errors.EntryDateFormatError(entry=2), "entry 2 date is not YYYY-MM-DD"),
    (
        errors.EntryDateNoDayError(entry=2, date="2026-02-30"),
        "entry 2 date 2026-02-30 is no day of the calendar",
    ),
    (errors.EntryFingerprintError(entry=1), "entry 1 game is no fingerprint"),
    (
        errors.EntryTwiceError(entry=2, first=1),
        "entry 2 records the same game and player as entry 1",
    ),
    (
        errors.HighscoreFolderIsFileError(path="blocker/s.json", folder="/tmp/blocker"),
        "cannot write blocker/s.json: /tmp/blocker is not a folder",
    ),
    (
        errors.HighscoreFolderFailedError(folder="/nope", reason="Permission denied"),
        "cannot create /nope: Permission denied",
    ),
]


@pytest.mark.parametrize(("error", "words"), CASES, ids=lambda case: type(case).__name__)
def test_each_error_says_what_it_always_said(error: SpielError, words: str) -> None:
    assert error.message == str(error) == words


def test_every_error_class_has_its_words_tested() -> None:
    """A new error class without a template would print an empty 'Error: ' line."""
    bases = {
        errors.KniffelError,
        errors.KniffelInputError,
        errors.KniffelStateError,
        errors.KniffelWriteError,
        errors.CategoryClosedError,
        errors.TakeNotUndoneError,
    }
    classes = {
        kind
        for _, kind in inspect.getmembers(errors, inspect.isclass)
        if kind.__module__ == errors.__name__ and issubclass(kind, SpielError)
    }
    tested = {type(error) for error, _ in CASES}
    assert classes - bases == tested


def test_the_command_lines_own_words() -> None:
    assert cli.not_a_position("7", 5) == (
        "'7' is not a die position; give positions 1 to 5, comma separated"
    )
    assert cli.not_a_position("x" * 30, 5).startswith(f"'{'x' * 24}' is not")
    assert cli.position_twice("1") == "position 1 is given twice"
    assert highscore_cli.goes_with("--name", "highscore add") == "--name goes with 'highscore add'"


def test_every_error_has_a_code_of_its_name_and_its_facts_as_fields() -> None:
    codes = [type(error).code for error, _ in CASES]
    assert all(type(error).__name__.endswith("Error") for error, _ in CASES)
    assert len(set(codes)) == len({type(error) for error, _ in CASES})
    taken = errors.CategoryTakenError(category="chance", offered=("ones",), points=25)
    assert taken.code == "category_taken"
    assert taken.fields() == {
        "category": "chance",
        "offered": ["ones"],
        "points": 25,
        "rules": "kniffel",
    }


# Only the game module, nothing imported for the words: they come with the error.
FRESH_PROGRAM = """
import sys
from kniffel_cli.kniffel.game import KniffelGame

def refused():
    try:
        KniffelGame(["Anna"], seed="x").take("ones")
    except Exception as error:
        return error
    raise SystemExit("take before a roll was not refused")

english = refused()
print(type(english).__name__, english.code)
print(english)
import kniffel_cli.common.i18n
kniffel_cli.common.i18n.use("de")
print(refused())
print(english)
print("click" in sys.modules)
"""


@pytest.mark.slow
def test_an_error_has_its_words_in_a_program_that_imports_only_the_game() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FRESH_PROGRAM], capture_output=True, text=True, check=True
    )
    german = "Anna hat in Runde 1 noch nicht gewürfelt; würfle zuerst"
    assert done.stdout.splitlines() == [
        "NotRolledError not_rolled",
        "Anna has not rolled in round 1 yet; roll first",
        german,
        german,  # the same error, asked again: its words in the language chosen now
        "False",  # the rules and their errors load no click
    ]
