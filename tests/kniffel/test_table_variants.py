"""Small variants' tables hold the values the first (unoptimised) solver computed.

The figures were computed by the solver as it was before the tables shared
work between states (issue 13): the expected total of each variant, its
number of states, and the sum of every state's value as a fingerprint of
the whole table.
"""

from __future__ import annotations

import pytest

from kniffel_cli.kniffel.rules import parse_points
from kniffel_cli.kniffel.strategy import solver

# (rules, rolls, rounds, points), expected total, states, sum of all values
PINNED = [
    (("kniffel", 1, 2, ""), 36.3154226919, 45, 911.057578),
    (("kniffel", 3, 2, ""), 54.9651793578, 45, 1300.689543),
    (("kniffel", 4, 3, ""), 87.3056765543, 757, 24658.765389),
    (("kniffel", 2, 3, "kniffel=40,bonus=20,bonus_threshold=10"), 82.6873001876, 757, 30638.780413),
    (("kniffel", 2, 5, "bonus_threshold=20"), 131.6572691858, 28025, 1459850.785478),
    (("kniffel", 1, 6, "full_house=0"), 82.4938522487, 88902, 2060829.139053),
    (("yahtzee", 1, 3, ""), 50.4096941655, 756, 15541.661256),
    (("yahtzee", 3, 3, "full_house=30,small_straight=20"), 75.3842232853, 756, 21022.946787),
    (("yahtzee", 9, 2, "bonus=0"), 89.0421722660, 45, 1805.108381),
    (("yahtzee", 2, 3, "bonus_threshold=5,bonus=50"), 113.9181224586, 756, 54978.093849),
    (("yahtzee", 3, 4, "kniffel=60,large_straight=45"), 105.7972817110, 5934, 193159.597567),
]


@pytest.mark.parametrize(
    ("variant", "expected", "states", "fingerprint"), PINNED, ids=[str(p[0]) for p in PINNED]
)
def test_a_variant_s_table_is_what_it_was(
    variant: tuple[str, int, int, str], expected: float, states: int, fingerprint: float
) -> None:
    rules, rolls, rounds, points = variant
    table = solver.build(solver.Spec(rules, rolls, rounds, parse_points(points)))
    assert table.expected_total == pytest.approx(expected, abs=1e-9)
    assert table.states == states
    total = sum(float(values.sum()) for values in table.values.values())
    assert total == pytest.approx(fingerprint, abs=1e-5)
