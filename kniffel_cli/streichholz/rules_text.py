"""The rules of the matchstick game as text, for one variant, in the chosen language.

Every number in the text comes from the variant and from the strategy module
(the period K+1 and the losing residue), so the text cannot disagree with the
game; ``tests/streichholz/test_rules.py`` holds it to that in both languages.
"""

from __future__ import annotations

from typing import NamedTuple

from kniffel_cli.common.i18n import _
from kniffel_cli.common.rules_command import OptionValues, paragraphs
from kniffel_cli.streichholz.errors import MaxTakeNotBelowStartError
from kniffel_cli.streichholz.game import MAX_MATCHES, MIN_MATCHES, MatchGame
from kniffel_cli.streichholz.sides import COMPUTER, Side
from kniffel_cli.streichholz.strategy import Level, losing_residue


class Variant(NamedTuple):
    """What the rules depend on; ``start`` None: drawn from the seed, ``first`` None: not known."""

    start: int | None
    max_take: int
    last_wins: bool
    level: Level
    first: Side | None


def variant(game: MatchGame | None, options: OptionValues) -> Variant:
    """The game's variant, or the one the options of ``rules`` give (see rules_command.py)."""
    if game is not None:
        return Variant(game.start, game.max_take, game.last_wins, game.level, game.first)
    start, max_take = options["matches"], options["max_take"]
    if start is not None and max_take >= start:
        raise MaxTakeNotBelowStartError(max_take=max_take, start=start)  # as 'new' refuses it
    return Variant(start, max_take, options["last_wins"], options["level"], None)


def describe(game: MatchGame | None, options: OptionValues) -> str:
    """The rules of the game's variant, or of the options' variant, as paragraphs."""
    return text(variant(game, options))


def _row(rules: Variant) -> str:
    if rules.start is None:
        return _(
            "A row of {low} to {high} matches lies on the table: 'new --matches N' chooses "
            "the number, else the seed draws it."
        ).format(low=max(MIN_MATCHES, rules.max_take + 1), high=MAX_MATCHES)
    return _("A row of {start} matches lies on the table.").format(start=rules.start)


def _turns(rules: Variant) -> str:
    if rules.first is None:
        return _(
            "You and the computer take turns; you begin, unless the game is started with "
            "'new --first computer'."
        )
    if rules.first == COMPUTER:
        return _("You and the computer take turns; in this game the computer began.")
    return _("You and the computer take turns; in this game you began.")


def _take(rules: Variant) -> str:
    if rules.max_take == 1:
        return _("Each turn takes exactly 1 match from the row.")
    return _("Each turn takes 1 to {most} matches from the row, never more than are left.").format(
        most=rules.max_take
    )


def _end(rules: Variant) -> str:
    if rules.last_wins:
        return _("Whoever takes the last match wins: the game ends when the row is empty.")
    return _(
        "Whoever takes the last match loses. So the game ends as soon as a single match "
        "is left: the side that would have to take it has lost."
    )


def _secret(rules: Variant) -> str:
    period = rules.max_take + 1
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
    period = rules.max_take + 1
    residue = losing_residue(rules.last_wins)
    if rules.level == "perfect":
        return _(
            "The computer (level perfect) plays without mistakes: it wins whenever the count "
            "allows it; from a lost count it takes 1."
        )
    if rules.level == "random":
        text = _("The computer (level random) takes a random number of matches, 1 to {most}.")
        return text.format(most=rules.max_take)
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
