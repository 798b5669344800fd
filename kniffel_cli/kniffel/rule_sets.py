"""The sets of rules (kniffel, yahtzee): what each decides, found by name.

Shared by the rules, the rows' words and the errors; ``rules.rule_set`` looks
one up and refuses an unknown name.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleSet:
    """What one set of rules decides, found by its name with ``rule_set``.

    ``full_house_shapes``: the counts of equal dice a full house accepts.
    ``extra_kniffels``: a Kniffel row holding a Kniffel takes every further one
    for 100 more (the kniffel rules). ``jokers``: once the Kniffel row is
    filled, five equal dice are a joker with a bonus of 100 (the official
    Yahtzee rules). ``kniffel_row``: the name of row 12.
    """

    name: str
    full_house_shapes: tuple[tuple[int, ...], ...]
    extra_kniffels: bool
    jokers: bool
    kniffel_row: str


KNIFFEL = RuleSet(
    "kniffel", ((2, 3), (5,)), extra_kniffels=True, jokers=False, kniffel_row="Kniffel"
)
YAHTZEE = RuleSet("yahtzee", ((2, 3),), extra_kniffels=False, jokers=True, kniffel_row="Yahtzee")
RULE_SETS = {each.name: each for each in (KNIFFEL, YAHTZEE)}
KNIFFEL_RULES = KNIFFEL.name
YAHTZEE_RULES = YAHTZEE.name
RULES = tuple(RULE_SETS)
