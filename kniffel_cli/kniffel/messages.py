"""Every Kniffel error in words: one describer per error class, and the command line's own.

The core raises the classes of ``kniffel.errors`` with their facts and no
words; importing this module registers how each is said (``error.message``).
Every text goes through the message catalog when the error is said, so it
comes in the language chosen (``common.i18n``); rows are named by
``kniffel.words``. The view's words live in ``kniffel.view``.
"""

from __future__ import annotations

from collections.abc import Sequence

from kniffel_cli.common.errors import describes
from kniffel_cli.common.i18n import N_, _, ngettext
from kniffel_cli.common.statefile import display_name
from kniffel_cli.kniffel import errors
from kniffel_cli.kniffel.words import category_label


def _either(words: Sequence[str]) -> str:
    """``a, b or c``."""
    if len(words) < 2:
        return "".join(words)
    return _("{some} or {last}").format(some=", ".join(words[:-1]), last=words[-1])


def _labels(categories: Sequence[str], rules: str) -> str:
    """The rows' names, comma separated."""
    return ", ".join(category_label(category, rules) for category in categories)


# --- the rules, now (exit 1) ------------------------------------------------------------


@describes(errors.GameOver)
def _game_over(error: errors.GameOver) -> str:
    return _("the game is over; start a new one with 'spiel kniffel new'")


@describes(errors.NothingToAdvise)
def _nothing_to_advise(error: errors.NothingToAdvise) -> str:
    return _("the game is over; there is nothing left to advise")


@describes(errors.NoRollsLeft)
def _no_rolls_left(error: errors.NoRollsLeft) -> str:
    return _("no rolls left in round {round}; take a category").format(round=error.round)


@describes(errors.NothingToRoll)
def _nothing_to_roll(error: errors.NothingToRoll) -> str:
    return _("nothing to roll; take a category")


@describes(errors.FirstRollKeeps)
def _first_roll_keeps(error: errors.FirstRollKeeps) -> str:
    return _("the turn's first roll rolls all five dice; roll without --keep or --reroll")


@describes(errors.NotRolled)
def _not_rolled(error: errors.NotRolled) -> str:
    return _("{player} has not rolled in round {round} yet; roll first").format(
        player=error.player, round=error.round
    )


def _closed(error: errors.CategoryClosed, reason: str) -> str:
    return _("{category} {reason}; take one of: {choices}").format(
        category=category_label(error.category, error.rules),
        reason=reason,
        choices=_labels(error.offered, error.rules),
    )


@describes(errors.CategoryTaken)
def _category_taken(error: errors.CategoryTaken) -> str:
    points = ngettext("{count} point", "{count} points", error.points).format(count=error.points)
    return _closed(error, _("is already taken ({points})").format(points=points))


@describes(errors.KniffelRowWantsKniffel)
def _kniffel_row_wants_kniffel(error: errors.KniffelRowWantsKniffel) -> str:
    return _closed(error, _("takes only further Kniffels, and these dice show none"))


@describes(errors.JokerGoesElsewhere)
def _joker_goes_elsewhere(error: errors.JokerGoesElsewhere) -> str:
    reason = _("is closed to this joker: its own upper row comes first, then a lower row")
    return _closed(error, reason)


@describes(errors.AlreadyRecorded)
def _already_recorded(error: errors.AlreadyRecorded) -> str:
    return _("this game is already in the highscore; a game is recorded once")


@describes(errors.NotFinished)
def _not_finished(error: errors.NotFinished) -> str:
    return _(
        "the game is not finished (round {round} of {rounds}); "
        "only finished games go into the highscore"
    ).format(round=error.round, rounds=error.rounds)


# --- values (exit 2) --------------------------------------------------------------------

_OPTIONS = {"rolls_per_turn": N_("rolls per turn"), "rounds": N_("rounds")}


@describes(errors.PlayerCount)
def _player_count(error: errors.PlayerCount) -> str:
    return _("a game has 1 to {most} players, not {count}").format(
        most=error.most, count=error.count
    )


@describes(errors.CommaInName)
def _comma_in_name(error: errors.CommaInName) -> str:
    return _("the name {name} contains a comma, which separates names").format(
        name=repr(error.name)
    )


@describes(errors.NotAComputer)
def _not_a_computer(error: errors.NotAComputer) -> str:
    kinds = _either([f"cpu:{kind}" for kind in error.kinds])
    return _(
        "{name}: a computer player is {kinds} (with an optional :LABEL to tell several apart)"
    ).format(name=repr(error.name), kinds=kinds)


@describes(errors.NameTwice)
def _name_twice(error: errors.NameTwice) -> str:
    return _("the name {name} is given twice; names must be unique").format(name=repr(error.name))


@describes(errors.OutOfRange)
def _out_of_range(error: errors.OutOfRange) -> str:
    return _("{option} must be {low} to {high}, not {value}").format(
        option=_(_OPTIONS[error.option]), low=error.low, high=error.high, value=error.value
    )


@describes(errors.BadPoints)
def _bad_points(error: errors.BadPoints) -> str:
    return _("{text} is not ROW=N; write points as full_house=30,kniffel=100").format(
        text=repr(error.text)
    )


@describes(errors.PointsTwice)
def _points_twice(error: errors.PointsTwice) -> str:
    return _("{name} is given twice").format(name=error.name)


@describes(errors.UnknownPointsRow)
def _unknown_points_row(error: errors.UnknownPointsRow) -> str:
    return _("no adjustable points {name}; choose from {known}").format(
        name=repr(error.name), known=", ".join(error.known)
    )


@describes(errors.PointsOutOfRange)
def _points_out_of_range(error: errors.PointsOutOfRange) -> str:
    return _("points for {name} must be a whole number from {low} to {high}, not {value}").format(
        name=error.name, low=error.low, high=error.high, value=repr(error.value)
    )


@describes(errors.UnknownRules)
def _unknown_rules(error: errors.UnknownRules) -> str:
    return _("unknown rules {name}; choose one of {known}").format(
        name=repr(error.name), known=", ".join(error.known)
    )


@describes(errors.BadPositions)
def _bad_positions(error: errors.BadPositions) -> str:
    return _("die positions are 1 to {dice}, not {positions}").format(
        dice=error.dice, positions=error.positions
    )


@describes(errors.DiceCount)
def _dice_count(error: errors.DiceCount) -> str:
    return _("give exactly {dice} dice, not {count}").format(dice=error.dice, count=error.count)


@describes(errors.BadDie)
def _bad_die(error: errors.BadDie) -> str:
    return _("a die shows 1 to {faces}, not {value}").format(faces=error.faces, value=error.value)


@describes(errors.NotDice)
def _not_dice(error: errors.NotDice) -> str:
    shown = error.text if len(error.text) <= 40 else error.text[:40] + "..."
    return _("dice are numbers 1 to {faces}, comma separated, not {text}").format(
        faces=error.faces, text=repr(shown)
    )


@describes(errors.UnknownCategory)
def _unknown_category(error: errors.UnknownCategory) -> str:
    text = repr(error.text)
    if error.suggestion is not None:
        return _("no category {text}; did you mean {suggestion}?").format(
            text=text, suggestion=repr(error.suggestion)
        )
    if error.offered:
        return _("no category {text}; take one of: {choices}").format(
            text=text, choices=_labels(error.offered, error.rules)
        )
    return _(
        "no category {text}; give a row number 1-13, an id such as 'full_house' "
        "or a name such as {example}"
    ).format(text=text, example=repr(category_label("small_straight")))


@describes(errors.RenameNeedsOnePlayer)
def _rename_needs_one_player(error: errors.RenameNeedsOnePlayer) -> str:
    return _("--name is for a single-player game; the players' names are recorded")


@describes(errors.BadSourceDate)
def _bad_source_date(error: errors.BadSourceDate) -> str:
    return _("SOURCE_DATE_EPOCH must be whole seconds, not {value}").format(value=repr(error.value))


# --- state files (exit 3) ---------------------------------------------------------------


@describes(errors.ComputerToMove)
def _computer_to_move(error: errors.ComputerToMove) -> str:
    return _(
        "it is the turn of {player}, but a computer plays its turns at once; "
        "a player's kind is fixed at new"
    ).format(player=error.player)


@describes(errors.PlayersNotChecked)
def _players_not_checked(error: errors.PlayersNotChecked) -> str:
    return _("players are not stored in their checked form")


@describes(errors.EntryNotAnAction)
def _entry_not_an_action(error: errors.EntryNotAnAction) -> str:
    return _("{where} is neither a roll nor a take").format(where=error.where)


@describes(errors.EntryNoCategory)
def _entry_no_category(error: errors.EntryNoCategory) -> str:
    return _("{where} names no category").format(where=error.where)


@describes(errors.NotTheComputersChoice)
def _not_the_computers_choice(error: errors.NotTheComputersChoice) -> str:
    return _("{where} is not what {player} plays; a player's kind is fixed at new").format(
        where=error.where, player=error.player
    )


@describes(errors.InvalidHighscore)
def _invalid_highscore(error: errors.InvalidHighscore) -> str:
    return _(
        "{name} is not a valid highscore ({problem}); "
        "'spiel kniffel highscore clear --yes' deletes it"
    ).format(name=display_name(error.path), problem=error.problem.message)


@describes(errors.HighscoreFormat)
def _highscore_format(error: errors.HighscoreFormat) -> str:
    return _('no "format": "spiel-highscore"')


@describes(errors.HighscoreTooNew)
def _highscore_too_new(error: errors.HighscoreTooNew) -> str:
    return _("written by a newer spiel (version {version}); upgrade spiel").format(
        version=error.version
    )


@describes(errors.HighscoreTooLong)
def _highscore_too_long(error: errors.HighscoreTooLong) -> str:
    return _("more than {size} entries of one variant").format(size=error.size)


@describes(errors.HighscoreOutOfOrder)
def _highscore_out_of_order(error: errors.HighscoreOutOfOrder) -> str:
    return _("the entries are not in rank order")


@describes(errors.EntryName)
def _entry_name(error: errors.EntryName) -> str:
    return _("entry {entry}: {problem}").format(entry=error.entry, problem=error.problem.message)


@describes(errors.EntryRules)
def _entry_rules(error: errors.EntryRules) -> str:
    return _("entry {entry} has unknown rules").format(entry=error.entry)


@describes(errors.EntryDateFormat)
def _entry_date_format(error: errors.EntryDateFormat) -> str:
    return _("entry {entry} date is not YYYY-MM-DD").format(entry=error.entry)


@describes(errors.EntryDateNoDay)
def _entry_date_no_day(error: errors.EntryDateNoDay) -> str:
    return _("entry {entry} date {date} is no day of the calendar").format(
        entry=error.entry, date=error.date
    )


@describes(errors.EntryFingerprint)
def _entry_fingerprint(error: errors.EntryFingerprint) -> str:
    return _("entry {entry} game is no fingerprint").format(entry=error.entry)


@describes(errors.EntryTwice)
def _entry_twice(error: errors.EntryTwice) -> str:
    return _("entry {entry} records the same game and player as entry {first}").format(
        entry=error.entry, first=error.first
    )


# --- the highscore's folder (exit 4) ----------------------------------------------------


@describes(errors.HighscoreFolderIsFile)
def _highscore_folder_is_file(error: errors.HighscoreFolderIsFile) -> str:
    return _("cannot write {path}: {folder} is not a folder").format(
        path=error.path, folder=error.folder
    )


@describes(errors.HighscoreFolderFailed)
def _highscore_folder_failed(error: errors.HighscoreFolderFailed) -> str:
    return _("cannot create {folder}: {reason}").format(folder=error.folder, reason=error.reason)


# --- the command line's own usage errors (click words them as 'Invalid value for ...') ---


def not_a_position(word: str, dice: int) -> str:
    """A word of --keep or --reroll that is no die position."""
    return _("{word} is not a die position; give positions 1 to {dice}, comma separated").format(
        word=repr(word[:24]), dice=dice
    )


def position_twice(word: str) -> str:
    """A position given twice to --keep or --reroll."""
    return _("position {word} is given twice").format(word=word)


def keep_or_reroll() -> str:
    """Both --keep and --reroll given."""
    return _("give --keep or --reroll, not both")


def confirm_clear() -> str:
    """``highscore clear`` without --yes."""
    return _("clearing deletes the whole list; confirm with --yes")


def goes_with(option: str, command: str) -> str:
    """An option given to the wrong highscore action."""
    return _("{option} goes with '{command}'").format(option=option, command=command)
