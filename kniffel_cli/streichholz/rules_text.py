"""The rules of the matchstick game as text, for one variant, in the chosen language.

Every number in the text comes from the variant and from the strategy module
(the period K+1 and the losing residue), so the text cannot disagree with the
game; ``tests/streichholz/test_rules.py`` holds it to that in both languages.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import click
from click.core import ParameterSource

from kniffel_cli.common.i18n import _, either, grouped, listed, span
from kniffel_cli.common.rules_command import OptionValues, paragraphs
from kniffel_cli.streichholz.errors import (
    ClassicRefusedError,
    MaxTakeNotBelowStartError,
    RowsAndMatchesError,
    TakeRuleError,
)
from kniffel_cli.streichholz.game import (
    MAX_MATCHES,
    MIN_MATCHES,
    MatchGame,
    check_playable,
    check_solved,
    classic_applies,
    default_level,
    default_max_take,
)
from kniffel_cli.streichholz.nim import TakeRule
from kniffel_cli.streichholz.sides import COMPUTER, Side
from kniffel_cli.streichholz.strategy import Level, losing_residue
from kniffel_cli.streichholz.view import level_label


class Variant(NamedTuple):
    """What the rules depend on; ``start`` None: drawn from the seed, ``first`` None: not known;
    ``rows`` and ``takes`` as a game in rows has them (``max_take`` None: any number)."""

    start: int | None
    max_take: int | None
    last_wins: bool
    level: Level
    first: Side | None
    rows: tuple[int, ...] | None = None
    takes: tuple[int, ...] | None = None

    @property
    def in_rows(self) -> bool:
        return self.rows is not None or self.takes is not None


def variant(game: MatchGame | None, options: OptionValues) -> Variant:
    """The game's variant, or the one the options of ``rules`` give (see rules_command.py)."""
    return _resolved(game, options)[0]


def note(game: MatchGame | None, options: OptionValues) -> str | None:
    """The line that says so when the level of the game in the file cannot play the variant
    the options give, and the rules are described with the level ``new`` chooses for it."""
    described, refitted = _resolved(game, options)
    if refitted is None:
        return None
    text = _(
        "The game's level, {own}, plays the original's game only; described here with level "
        "{level} (--level {name}), which 'new' chooses for these rules."
    )
    return text.format(
        own=level_label(refitted),
        level=level_label(described.level),
        name=level_label(described.level),  # as typed in the language shown: klassisch
    )


def _resolved(game: MatchGame | None, options: OptionValues) -> tuple[Variant, Level | None]:
    """The variant described, and the file's level when it could not play it (else None)."""
    if game is not None:
        rows = game.start_rows if game.in_rows else None
        return (
            Variant(
                game.start, game.max_take, game.last_wins, game.level, game.first, rows, game.takes
            ),
            None,
        )
    start, rows = _one_of(options, "matches", "rows", RowsAndMatchesError())
    max_take, takes = _one_of(options, "max_take", "takes", TakeRuleError())
    max_take = default_max_take(rows, max_take, takes)
    if rows is None and takes is None and start is not None and max_take is not None:
        if max_take >= start:
            raise MaxTakeNotBelowStartError(max_take=max_take, start=start)  # as 'new' refuses
    level = options["level"] or default_level(rows, max_take)
    refitted: Level | None = None
    if level == "classic" and not classic_applies(rows, max_take):
        if _given("level"):  # as 'new' refuses it
            raise ClassicRefusedError(rows=len(rows or (1,)), max_take=max_take, takes=takes)
        # the file's level, kept where the options change other parts: the one 'new' chooses
        refitted, level = level, default_level(rows, max_take)
    check_solved(len(rows or (1,)), takes, options["last_wins"])
    laid_out = rows or ((start,) if start is not None else None)
    if laid_out is not None:  # as 'new' refuses it
        check_playable(laid_out, TakeRule(max_take=max_take, takes=takes), options["last_wins"])
    return Variant(start, max_take, options["last_wins"], level, None, rows, takes), refitted


def _given(name: str) -> bool:
    """Whether the option ``name`` of ``rules`` was given on the command line (outside a
    command, as for a program's call, every value counts as given)."""
    context = click.get_current_context(silent=True)
    return context is None or context.get_parameter_source(name) is ParameterSource.COMMANDLINE


def _one_of(options: OptionValues, name: str, other: str, both: Exception) -> tuple[Any, Any]:
    """The values of two options that exclude each other: when both are set (one given, the
    other the game's), the one given on the command line stands; both given is ``both``."""
    first, second = options.get(name), options.get(other)
    if first is not None and second is not None:
        context = click.get_current_context(silent=True)
        given = {
            key
            for key in (name, other)
            if context is not None
            and context.get_parameter_source(key) is ParameterSource.COMMANDLINE
        }
        if len(given) != 1:
            raise both
        return (first, None) if name in given else (None, second)
    return first, second


def describe(game: MatchGame | None, options: OptionValues) -> str:
    """The rules of the game's variant, or of the options' variant, as paragraphs."""
    rules = variant(game, options)
    return rows_text(rules) if rules.in_rows else text(rules)


def _row(rules: Variant) -> str:
    if rules.start is None:
        return _(
            "A row of {low} to {high} matches lies on the table: 'new --matches N' chooses "
            "the number, else the seed draws it."
        ).format(low=_lowest(rules), high=MAX_MATCHES)
    return _("A row of {start} matches lies on the table.").format(start=grouped(rules.start))


def _lowest(rules: Variant) -> int:
    """The fewest matches a drawn row has: more than the most per take in the one-row game."""
    if rules.max_take is None or rules.in_rows:
        return MIN_MATCHES
    return max(MIN_MATCHES, rules.max_take + 1)


def _turns(rules: Variant) -> str:
    if rules.first is None:
        return _(
            "You and the computer take turns; you begin, unless the game is started with "
            "'new --first computer'."
        )
    if rules.first == COMPUTER:
        return _("You and the computer take turns; in this game the computer began.")
    return _("You and the computer take turns; in this game you began.")


def _most(rules: Variant) -> int:
    """The most per take of a variant that has one (the one-row game always has)."""
    assert rules.max_take is not None
    return rules.max_take


def _take(rules: Variant) -> str:
    if rules.max_take == 1:
        return _("Each turn takes exactly 1 match from the row.")
    text = _("Each turn takes {takes} matches from the row, never more than are left.")
    return text.format(takes=span(1, _most(rules)))


def _end(rules: Variant) -> str:
    if rules.last_wins:
        return _("Whoever takes the last match wins: the game ends when the row is empty.")
    return _(
        "Whoever takes the last match loses. So the game ends as soon as a single match "
        "is left: the side that would have to take it has lost."
    )


def _secret(rules: Variant) -> str:
    period = _most(rules) + 1
    residue = losing_residue(rules.last_wins)
    if residue == 0:
        text = _(
            "The secret: the positions repeat every {period} matches. A multiple of {period} "
            "is lost for the side to move; leave your opponent one every time and you win."
        )
    else:
        text = _(
            "The secret: the positions repeat every {period} matches. A count that is "
            "{residue} more than a multiple of {period} is lost for the side to move; leave "
            "your opponent such a count every time and you win."
        )
    return text.format(period=period, residue=residue)


def _computer(rules: Variant) -> str:
    period = _most(rules) + 1
    residue = losing_residue(rules.last_wins)
    if rules.level == "perfect":
        return _(
            "The computer (level perfect) plays without mistakes: it wins whenever the count "
            "allows it; from a lost count it takes 1."
        )
    if rules.level == "random":
        text = _("The computer (level random) takes a random number of matches, {takes}.")
        return text.format(takes=span(1, _most(rules)))
    if residue == 0:
        text = _(
            "The computer (level classic) plays like the original script: when the count you "
            "had before your move was a multiple of {period}, it tops your take up to {period}; "
            "otherwise it leaves you such a count when it can, and takes at random when it cannot."
        )
    else:
        text = _(
            "The computer (level classic) plays like the original script: when the count you "
            "had before your move was {residue} more than a multiple of {period}, it tops your "
            "take up to {period}; otherwise it leaves you such a count when it can, and takes "
            "at random when it cannot."
        )
    return text.format(period=period, residue=residue)


def _commands() -> str:
    return _(
        "Move with 'spiel streichholz take N'; the computer answers in the same command. "
        "'spiel streichholz hint' names the winning take. 'spiel streichholz undo' takes "
        "back your last move and the computer's answer, unless the computer drew its answer "
        "at random."
    )


def text(rules: Variant) -> str:
    """The rules as paragraphs, a blank line apart."""
    play = " ".join([_row(rules), _turns(rules), _take(rules), _end(rules)])
    return paragraphs(
        _("Streichholzspiel: the rules"), [play, _secret(rules), _computer(rules), _commands()]
    )


def _rows_row(rules: Variant) -> str:
    if rules.rows is None or len(rules.rows) == 1:
        return _row(rules._replace(start=rules.rows[0] if rules.rows else rules.start))
    counts = listed(grouped(row) for row in rules.rows)
    return _("Rows of {counts} matches lie on the table, numbered from 1 at the top.").format(
        counts=counts
    )


def _one_row(rules: Variant) -> bool:
    return rules.rows is None or len(rules.rows) == 1


def _rows_take(rules: Variant) -> str:
    if rules.takes == (1,):
        if _one_row(rules):
            return _("Each turn takes exactly 1 match from the row.")
        return _("Each turn takes exactly 1 match from one row.")
    if rules.takes is not None:
        takes = either(str(take) for take in rules.takes)
        if _one_row(rules):
            text = _("Each turn takes {takes} matches from the row, never more than are left.")
        else:
            text = _(
                "Each turn takes {takes} matches from one row, never more than are left in it."
            )
        return text.format(takes=takes)
    if _one_row(rules):
        return _take(rules)
    if rules.max_take is None:
        return _("Each turn takes any number of matches from one row, at least 1.")
    if rules.max_take == 1:
        return _("Each turn takes exactly 1 match from one row.")
    text = _("Each turn takes {takes} matches from one row, never more than are left in it.")
    return text.format(takes=span(1, rules.max_take))


def _rows_end(rules: Variant) -> str:
    if rules.takes is None or 1 in rules.takes:
        if rules.last_wins and rules.rows is not None and len(rules.rows) > 1:
            return _("Whoever takes the last match wins: the game ends when all rows are empty.")
        return _end(rules)
    if rules.last_wins:
        return _(
            "Whoever makes the last move wins: the game ends when no allowed take is left, "
            "even with matches on the table."
        )
    return _(
        "Whoever makes the last move loses: the game ends when no allowed take is left, even "
        "with matches on the table, and whoever moved last has lost. It ends too as soon as "
        "the only takes left would empty the table: the side that would have to make one has "
        "lost."
    )


def _rows_secret(rules: Variant) -> str:
    if rules.max_take is not None and _one_row(rules):
        return _secret(rules)
    if rules.max_take is None and rules.takes is None:
        if rules.last_wins:
            return _(
                "The secret (Bouton, 1901): write the number of matches in each row in binary "
                "and add them without carrying, digit by digit (the Nim sum). A position whose "
                "Nim sum is 0 is lost for the side to move; leave your opponent one every time "
                "and you win."
            )
        return _(
            "The secret (Bouton, 1901): write the number of matches in each row in binary and "
            "add them without carrying, digit by digit (the Nim sum). While a row has two "
            "matches or more, a position whose Nim sum is 0 is lost for the side to move: "
            "leave your opponent one every time. When your move would leave only rows of single "
            "matches, leave an odd number of them instead: then you win."
        )
    if not rules.last_wins and rules.max_take is not None:
        return _(
            "The secret (Sprague 1935, Grundy 1939; Conway 1976 for the last match losing): a "
            "row counts as its number of matches modulo {period}. Add the rows' values without "
            "carrying, digit by digit in binary (the Nim sum). While a row is worth 2 or more, "
            "a sum of 0 is lost for the side to move: leave your opponent one every time. When "
            "your move would leave only rows worth 0 or 1, leave an odd number of rows worth 1 "
            "instead: then you win."
        ).format(period=rules.max_take + 1)
    if not rules.last_wins:
        return _(
            "The secret (Sprague 1935, Grundy 1939; Conway 1976 for the last move losing): each "
            "row has a value, the smallest number that no take from it leads to (a row no take "
            "fits is worth 0); the values repeat with a period. Add the rows' values without "
            "carrying, digit by digit in binary (the Nim sum). A row worth 0 that, played alone "
            "with the last move losing, is won for the side to move acts like no match, and a "
            "row worth 1 that alone is lost acts like a single match. While some row acts like "
            "neither, a sum of 0 is lost for the side to move; once all do, an odd number of "
            "rows worth 1 is: leave your opponent such a position every time and you win."
        )
    if rules.max_take is not None:
        return _(
            "The secret (Sprague 1935, Grundy 1939): a row counts as its number of matches "
            "modulo {period}. Add the rows' values without carrying, digit by digit in binary "
            "(the Nim sum): a sum of 0 is lost for the side to move; leave your opponent one "
            "every time and you win."
        ).format(period=rules.max_take + 1)
    return _(
        "The secret (Sprague 1935, Grundy 1939): each row has a value, the smallest number "
        "that no take from it leads to (a row no take fits is worth 0); the values repeat "
        "with a period. Add the rows' values without carrying, digit by digit in binary (the "
        "Nim sum): a sum of 0 is lost for the side to move; leave your opponent one every "
        "time and you win."
    )


def _rows_computer(rules: Variant) -> str:
    if rules.level == "classic" or (rules.max_take is not None and _one_row(rules)):
        return _computer(rules)
    if rules.level == "perfect":
        return _(
            "The computer (level perfect) plays without mistakes: it wins whenever the "
            "position allows it; from a lost position it makes the take hardest to answer: one "
            "that does not end the game if it can, leaving you the fewest winning answers "
            "(among equals the smallest take, from the top-most row)."
        )
    return _("The computer (level random) chooses any allowed take from any row, each as likely.")


def _rows_commands(rules: Variant) -> str:
    if _one_row(rules):
        return _commands()
    return _(
        "Move with 'spiel streichholz take N --row R' (without --row while only one row can "
        "be taken from); the computer answers in the same command. 'spiel streichholz hint' "
        "names the winning take and says why. 'spiel streichholz undo' takes back your last "
        "move and the computer's answer, unless the computer drew its answer at random."
    )


def rows_text(rules: Variant) -> str:
    """The rules of a game in rows as paragraphs, a blank line apart."""
    play = " ".join([_rows_row(rules), _turns(rules), _rows_take(rules), _rows_end(rules)])
    return paragraphs(
        _("Streichholzspiel: the rules"),
        [play, _rows_secret(rules), _rows_computer(rules), _rows_commands(rules)],
    )
