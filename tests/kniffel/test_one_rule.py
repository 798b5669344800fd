"""One rule in two forms: the scalar sheet and the strategy's vectorised tables agree.

``sheet.offer`` says where a roll may go; the sheet applies it to its open
rows, and ``turn`` evaluates it for every roll into arrays. For random sheets
and rolls under both rule sets, the strategy values exactly the choices the
sheet offers, at the points and bonus the sheet enters, and each choice leads
to the state the sheet is in after entering it.
"""

from __future__ import annotations

import copy
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import (
    CATEGORIES,
    CATEGORY_IDS,
    EXTRA_KNIFFEL_POINTS,
    KNIFFEL_POINTS,
    KNIFFEL_RULES,
    RULES,
)
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.turn import DENSE, dense_index, offers

EXAMPLES = 600


@cache
def following() -> np.ndarray:
    """Next-turn values that differ from state to state, so a wrong next state shows."""
    return np.random.default_rng(9).random(DENSE)


@st.composite
def sheets(draw: st.DrawFn) -> Sheet:
    """A sheet of either rules with any rows filled, the Kniffel row in any state it can be in."""
    rules = draw(st.sampled_from(RULES))
    sheet = Sheet(rules)
    for category in CATEGORIES:
        if category.id != "kniffel" and draw(st.booleans()):
            most = 5 * category.row if category.upper else 50
            sheet.scores[category.id] = draw(st.integers(0, most))
    held = [None, 0, KNIFFEL_POINTS]
    if rules == KNIFFEL_RULES:
        held += [KNIFFEL_POINTS + EXTRA_KNIFFEL_POINTS * n for n in (1, 2)]
    sheet.scores["kniffel"] = draw(st.sampled_from(held))
    return sheet


# Five equal dice are what the joker and extra-Kniffel rules are about: draw them often.
ROLLS = st.one_of(
    st.integers(1, 6).map(lambda face: [face] * 5),
    st.lists(st.integers(1, 6), min_size=5, max_size=5),
)


def state_index(sheet: Sheet) -> int:
    states = planning.states_of([sheet])
    return int(dense_index(states.masks[0], states.uppers[0], states.flags[0]))


def scalar_values(sheet: Sheet, dice: list[int]) -> dict[str, float]:
    """What the sheet offers, valued: points, bonus, and the state entering leads to."""
    bonus = sheet.bonus_for(dice)
    values = {}
    for category, points in sheet.options(dice).items():
        after = copy.deepcopy(sheet)
        after.enter(category, points, dice)
        values[category] = points + following()[state_index(after)] + bonus
    return values


@pytest.mark.slow
@settings(max_examples=EXAMPLES, deadline=None)
@given(sheet=sheets(), dice=ROLLS)
def test_the_strategy_values_what_the_sheet_offers(sheet: Sheet, dice: list[int]) -> None:
    expected = scalar_values(sheet, dice)
    roll = combos.ROLL_INDEX[tuple(sorted(dice))]
    plan = planning.plan(Spec(sheet.rules, 1), following(), planning.states_of([sheet]))
    got = planning.category_values(plan, np.array([roll]))[:, 0]
    offered = {c: float(got[i]) for i, c in enumerate(CATEGORY_IDS) if got[i] > -np.inf}
    assert offered == pytest.approx(expected, abs=1e-9)
    best = max(expected.values(), default=-np.inf)
    assert plan.final[roll, 0] == pytest.approx(best, abs=1e-9)


@pytest.mark.parametrize("rules", RULES)
def test_only_five_equal_dice_depend_on_more_than_the_open_rows(rules: str) -> None:
    special = [combos.ROLLS[r] for r in offers(rules).special]
    assert special == [(face,) * 5 for face in range(1, 7)]
