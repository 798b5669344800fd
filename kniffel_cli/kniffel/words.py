"""The words of the Kniffel sheet and its players: each row's label, the sums, the rules and
the computers' strategies, in the language chosen.

The core (``rules``) knows rows by id; the view, the messages and the command
line name them here. German follows the seeds' rules page (1er ... 6er,
3er Pasch, Kleine Straße, "Summe 1", "Bonus", "Summe 2", "Gesamtsumme"); English uses the usual
names (Ones ... Sixes, Three of a kind, Small straight). Row 12 is the Kniffel
under the kniffel rules and the Yahtzee under the official ones, in both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from kniffel_cli.common.i18n import N_, _, label, listed, pgettext
from kniffel_cli.common.text import escape
from kniffel_cli.kniffel.rule_sets import KNIFFEL_RULES, RULE_SETS

_LABELS = {
    "ones": N_("Ones"),
    "twos": N_("Twos"),
    "threes": N_("Threes"),
    "fours": N_("Fours"),
    "fives": N_("Fives"),
    "sixes": N_("Sixes"),
    "three_of_a_kind": N_("Three of a kind"),
    "four_of_a_kind": N_("Four of a kind"),
    "full_house": N_("Full house"),
    "small_straight": N_("Small straight"),
    "large_straight": N_("Large straight"),
    "kniffel": N_("Kniffel"),
    "chance": N_("Chance"),
}
N_("Yahtzee")  # row 12's name under the yahtzee rules (RuleSet.kniffel_row)

# The sums below the rows, by the attribute of the sheet that holds them.
SUMS = {
    "upper": N_("Upper sum"),
    "bonus": N_("Bonus"),
    "lower": N_("Lower sum"),
    "yahtzee_bonus": N_("Yahtzee bonus"),
    "total": N_("Total"),
}


# A rule set and a computer strategy as a sentence names them; the option takes the id.
_RULES_LABELS = {"kniffel": N_("kniffel rules"), "yahtzee": N_("yahtzee rules")}
Strategy = Literal["optimal", "greedy", "random", "win"]
STRATEGIES: tuple[Strategy, ...] = ("optimal", "greedy", "random", "win")
_STRATEGY_LABELS = {
    "optimal": N_("optimal"),
    "greedy": N_("greedy"),
    "random": N_("random"),
    "win": N_("win"),
}
# The words a strategy is typed as, in either language whatever the one shown (``cpu:gierig``
# is ``cpu:greedy``; ä may be typed ae): the ids and the German labels above.
STRATEGY_WORDS: dict[str, Strategy] = {
    **{strategy: strategy for strategy in STRATEGIES},
    "gierig": "greedy",
    "zufällig": "random",
    "zufaellig": "random",
    "sieg": "win",
}


def computer_kind(name: str) -> Strategy | None:
    """The strategy of a computer player (``cpu:KIND`` or ``cpu:KIND:LABEL``, KIND in either
    language: ``cpu:greedy``, ``cpu:gierig``), else None."""
    parts = name.split(":")
    if len(parts) not in (2, 3) or parts[0].lower() != "cpu":
        return None
    return STRATEGY_WORDS.get(parts[1].lower())


def player_name(name: str) -> str:
    """A player's name as the views show it: a computer's strategy in the current language
    (``cpu:greedy``, German ``cpu:gierig``), control characters escaped."""
    kind = computer_kind(name)
    if kind is None:
        return escape(name)
    parts = name.split(":")
    return escape(":".join([parts[0], strategy_label(kind), *parts[2:]]))


# The words a hint's goal is typed as (``--goal sieg`` is ``win``, as ``cpu:sieg`` plays to
# win): the ids and the German words of ``goal_label``.
GOAL_WORDS: dict[str, str] = {"win": "win", "points": "points", "sieg": "win", "punkte": "points"}


def goal_label(goal: str) -> str:
    """A hint's goal as typed in the current language (``win``, German ``sieg``)."""
    if goal == "win":
        return pgettext("goal", "win")
    if goal == "points":
        return pgettext("goal", "points")
    return goal


def rules_label(rules_name: str) -> str:
    """``kniffel rules``, German ``Kniffel-Regeln``."""
    return label(_RULES_LABELS, rules_name)


def strategy_label(strategy: str) -> str:
    """A computer strategy's name in the current language (``greedy``, German ``gierig``)."""
    return label(_STRATEGY_LABELS, strategy)


def category_label(category_id: str, rules_name: str = KNIFFEL_RULES) -> str:
    """The row's name in the current language; row 12 is "Yahtzee" under the yahtzee rules.

    An id that names no row (an error made by a program with a wrong one) is shown as it is.
    """
    if category_id == "kniffel" and rules_name in RULE_SETS:
        return _(RULE_SETS[rules_name].kniffel_row)
    return label(_LABELS, category_id)


def sum_label(attribute: str) -> str:
    """The name of a sum of the sheet (``upper``, ``bonus``, ``lower``, ...)."""
    return _(SUMS[attribute])


def points_words(changed: Iterable[tuple[str, int]], rules_name: str = KNIFFEL_RULES) -> str:
    """Point values (``--points``) as a sentence names them: ``Full house 30 and bonus from
    70``, German ``Full House 30 und Bonus ab 70`` (the option's ids only in a state)."""
    parts = []
    for row, value in changed:
        if row == "bonus_threshold":
            parts.append(_("{bonus} from {points}").format(bonus=sum_label("bonus"), points=value))
        elif row == "bonus":
            parts.append(f"{sum_label('bonus')} {value}")
        else:
            parts.append(f"{category_label(row, rules_name)} {value}")
    return listed(parts)


def entered(points: int) -> str:
    """A taken row's cell: its points; a row taken with 0 (scratched) as the language shows it."""
    if points:
        return str(points)
    # Translators: a row taken with 0 points on the sheet; the German sheet strikes it: "/".
    return pgettext("scratched row", "0")
