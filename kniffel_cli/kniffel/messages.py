"""Every Kniffel error in words: one describer per error class, and the command line's own.

The core raises the classes of ``kniffel.errors`` with their facts and no
words; importing this module registers how each is said (``error.message``).
A second language is a change here alone. The view's words live in
``kniffel.view``.
"""

from __future__ import annotations

from collections.abc import Sequence

from kniffel_cli.common.errors import describes
from kniffel_cli.common.formatting import counted
from kniffel_cli.common.statefile import display_name
from kniffel_cli.kniffel import errors
from kniffel_cli.kniffel.rules import BY_ID


def _either(words: Sequence[str]) -> str:
    """``a, b or c``."""
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


# --- the rules, now (exit 1) ------------------------------------------------------------


@describes(errors.GameOver)
def _game_over(error: errors.GameOver) -> str:
    return "the game is over; start a new one with 'spiel kniffel new'"


@describes(errors.NothingToAdvise)
def _nothing_to_advise(error: errors.NothingToAdvise) -> str:
    return "the game is over; there is nothing left to advise"


@describes(errors.NoRollsLeft)
def _no_rolls_left(error: errors.NoRollsLeft) -> str:
    return f"no rolls left in round {error.round}; take a category"


@describes(errors.NothingToRoll)
def _nothing_to_roll(error: errors.NothingToRoll) -> str:
    return "nothing to roll; take a category"


@describes(errors.FirstRollKeeps)
def _first_roll_keeps(error: errors.FirstRollKeeps) -> str:
    return "the turn's first roll rolls all five dice; roll without --keep or --reroll"


@describes(errors.NotRolled)
def _not_rolled(error: errors.NotRolled) -> str:
    return f"{error.player} has not rolled in round {error.round} yet; roll first"


def _closed(error: errors.CategoryClosed, reason: str) -> str:
    choices = ", ".join(BY_ID[category].label for category in error.offered)
    return f"{BY_ID[error.category].label} {reason}; take one of: {choices}"


@describes(errors.CategoryTaken)
def _category_taken(error: errors.CategoryTaken) -> str:
    return _closed(error, f"is already taken ({counted(error.points, 'point')})")


@describes(errors.KniffelRowWantsKniffel)
def _kniffel_row_wants_kniffel(error: errors.KniffelRowWantsKniffel) -> str:
    return _closed(error, "takes only further Kniffels, and these dice show none")


@describes(errors.JokerGoesElsewhere)
def _joker_goes_elsewhere(error: errors.JokerGoesElsewhere) -> str:
    reason = "is closed to this joker: its own upper row comes first, then a lower row"
    return _closed(error, reason)


@describes(errors.AlreadyRecorded)
def _already_recorded(error: errors.AlreadyRecorded) -> str:
    return "this game is already in the highscore; a game is recorded once"


@describes(errors.NotFinished)
def _not_finished(error: errors.NotFinished) -> str:
    return (
        f"the game is not finished (round {error.round} of {error.rounds}); "
        "only finished games go into the highscore"
    )


# --- values (exit 2) --------------------------------------------------------------------

_OPTIONS = {"rolls_per_turn": "rolls per turn", "rounds": "rounds"}


@describes(errors.PlayerCount)
def _player_count(error: errors.PlayerCount) -> str:
    return f"a game has 1 to {error.most} players, not {error.count}"


@describes(errors.CommaInName)
def _comma_in_name(error: errors.CommaInName) -> str:
    return f"the name {error.name!r} contains a comma, which separates names"


@describes(errors.NotAComputer)
def _not_a_computer(error: errors.NotAComputer) -> str:
    kinds = _either([f"cpu:{kind}" for kind in error.kinds])
    return (
        f"{error.name!r}: a computer player is {kinds} "
        "(with an optional :LABEL to tell several apart)"
    )


@describes(errors.NameTwice)
def _name_twice(error: errors.NameTwice) -> str:
    return f"the name {error.name!r} is given twice; names must be unique"


@describes(errors.OutOfRange)
def _out_of_range(error: errors.OutOfRange) -> str:
    return f"{_OPTIONS[error.option]} must be {error.low} to {error.high}, not {error.value}"


@describes(errors.BadPoints)
def _bad_points(error: errors.BadPoints) -> str:
    return f"{error.text!r} is not ROW=N; write points as full_house=30,kniffel=100"


@describes(errors.PointsTwice)
def _points_twice(error: errors.PointsTwice) -> str:
    return f"{error.name} is given twice"


@describes(errors.UnknownPointsRow)
def _unknown_points_row(error: errors.UnknownPointsRow) -> str:
    return f"no adjustable points {error.name!r}; choose from {', '.join(error.known)}"


@describes(errors.PointsOutOfRange)
def _points_out_of_range(error: errors.PointsOutOfRange) -> str:
    return (
        f"points for {error.name} must be a whole number from {error.low} to {error.high}, "
        f"not {error.value!r}"
    )


@describes(errors.UnknownRules)
def _unknown_rules(error: errors.UnknownRules) -> str:
    return f"unknown rules {error.name!r}; choose one of {', '.join(error.known)}"


@describes(errors.BadPositions)
def _bad_positions(error: errors.BadPositions) -> str:
    return f"die positions are 1 to {error.dice}, not {error.positions}"


@describes(errors.DiceCount)
def _dice_count(error: errors.DiceCount) -> str:
    return f"give exactly {error.dice} dice, not {error.count}"


@describes(errors.BadDie)
def _bad_die(error: errors.BadDie) -> str:
    return f"a die shows 1 to {error.faces}, not {error.value}"


@describes(errors.NotDice)
def _not_dice(error: errors.NotDice) -> str:
    shown = error.text if len(error.text) <= 40 else error.text[:40] + "..."
    return f"dice are numbers 1 to {error.faces}, comma separated, not {shown!r}"


@describes(errors.UnknownCategory)
def _unknown_category(error: errors.UnknownCategory) -> str:
    if error.suggestion is not None:
        return f"no category {error.text!r}; did you mean {error.suggestion!r}?"
    if error.offered:
        choices = ", ".join(BY_ID[category].label for category in error.offered)
        return f"no category {error.text!r}; take one of: {choices}"
    return (
        f"no category {error.text!r}; give a row number 1-13, an id such as "
        "'full_house' or a label such as 'Kleine Straße'"
    )


@describes(errors.RenameNeedsOnePlayer)
def _rename_needs_one_player(error: errors.RenameNeedsOnePlayer) -> str:
    return "--name is for a single-player game; the players' names are recorded"


@describes(errors.BadSourceDate)
def _bad_source_date(error: errors.BadSourceDate) -> str:
    return f"SOURCE_DATE_EPOCH must be whole seconds, not {error.value!r}"


# --- state files (exit 3) ---------------------------------------------------------------


@describes(errors.ComputerToMove)
def _computer_to_move(error: errors.ComputerToMove) -> str:
    return (
        f"it is the turn of {error.player}, but a computer plays its turns at once; "
        "a player's kind is fixed at new"
    )


@describes(errors.PlayersNotChecked)
def _players_not_checked(error: errors.PlayersNotChecked) -> str:
    return "players are not stored in their checked form"


@describes(errors.EntryNotAnAction)
def _entry_not_an_action(error: errors.EntryNotAnAction) -> str:
    return f"{error.where} is neither a roll nor a take"


@describes(errors.EntryNoCategory)
def _entry_no_category(error: errors.EntryNoCategory) -> str:
    return f"{error.where} names no category"


@describes(errors.NotTheComputersChoice)
def _not_the_computers_choice(error: errors.NotTheComputersChoice) -> str:
    return f"{error.where} is not what {error.player} plays; a player's kind is fixed at new"


@describes(errors.InvalidHighscore)
def _invalid_highscore(error: errors.InvalidHighscore) -> str:
    return (
        f"{display_name(error.path)} is not a valid highscore ({error.problem.message}); "
        "'spiel kniffel highscore clear --yes' deletes it"
    )


@describes(errors.HighscoreFormat)
def _highscore_format(error: errors.HighscoreFormat) -> str:
    return 'no "format": "spiel-highscore"'


@describes(errors.HighscoreTooNew)
def _highscore_too_new(error: errors.HighscoreTooNew) -> str:
    return f"written by a newer spiel (version {error.version}); upgrade spiel"


@describes(errors.HighscoreTooLong)
def _highscore_too_long(error: errors.HighscoreTooLong) -> str:
    return f"more than {error.size} entries of one variant"


@describes(errors.HighscoreOutOfOrder)
def _highscore_out_of_order(error: errors.HighscoreOutOfOrder) -> str:
    return "the entries are not in rank order"


@describes(errors.EntryName)
def _entry_name(error: errors.EntryName) -> str:
    return f"entry {error.entry}: {error.problem.message}"


@describes(errors.EntryRules)
def _entry_rules(error: errors.EntryRules) -> str:
    return f"entry {error.entry} has unknown rules"


@describes(errors.EntryDateFormat)
def _entry_date_format(error: errors.EntryDateFormat) -> str:
    return f"entry {error.entry} date is not YYYY-MM-DD"


@describes(errors.EntryDateNoDay)
def _entry_date_no_day(error: errors.EntryDateNoDay) -> str:
    return f"entry {error.entry} date {error.date} is no day of the calendar"


@describes(errors.EntryFingerprint)
def _entry_fingerprint(error: errors.EntryFingerprint) -> str:
    return f"entry {error.entry} game is no fingerprint"


@describes(errors.EntryTwice)
def _entry_twice(error: errors.EntryTwice) -> str:
    return f"entry {error.entry} records the same game and player as entry {error.first}"


# --- the highscore's folder (exit 4) ----------------------------------------------------


@describes(errors.HighscoreFolderIsFile)
def _highscore_folder_is_file(error: errors.HighscoreFolderIsFile) -> str:
    return f"cannot write {error.path}: {error.folder} is not a folder"


@describes(errors.HighscoreFolderFailed)
def _highscore_folder_failed(error: errors.HighscoreFolderFailed) -> str:
    return f"cannot create {error.folder}: {error.reason}"


# --- the command line's own usage errors (click words them as 'Invalid value for ...') ---


def not_a_position(word: str, dice: int) -> str:
    return f"{word[:24]!r} is not a die position; give positions 1 to {dice}, comma separated"


def position_twice(word: str) -> str:
    return f"position {word} is given twice"


KEEP_OR_REROLL = "give --keep or --reroll, not both"
CONFIRM_CLEAR = "clearing deletes the whole list; confirm with --yes"


def goes_with(option: str, command: str) -> str:
    return f"{option} goes with '{command}'"
