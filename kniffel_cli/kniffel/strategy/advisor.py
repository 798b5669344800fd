"""The strategies applied to a game: the hint, and the turns of the planning computer players.

numpy and the tables load only here, so ordinary commands never pay for them;
a hint in a game of one whose table is cached does without numpy (``quick``).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kniffel_cli.common.cache import Damaged
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.errors import (
    ChancesWithheldError,
    NothingToAdviseError,
    WinGoalWithheldError,
)
from kniffel_cli.kniffel.game import Action, Decision, KniffelGame, Strategy, computer_kind
from kniffel_cli.kniffel.rules import category_at
from kniffel_cli.kniffel.schema import AdviceView, ChancesWithheld, Goal
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import quick
from kniffel_cli.kniffel.strategy.choice import Choice
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.table_file import Spec

if TYPE_CHECKING:
    from kniffel_cli.kniffel.strategy import planning, solver, winning

TOLERANCE = 1e-6


def spec_of(game: KniffelGame) -> Spec:
    return Spec(game.rules_name, game.rolls_per_turn, game.rounds, game.points)


def turn_of(game: KniffelGame, player: int | None = None) -> tuple[int, Sheet, float]:
    """A player's turns left, sheet, and points banked (bonus excluded).

    The player is the current one unless ``player`` names another.
    """
    if player is None:
        assert game.current is not None
        player = game.current
    sheet = game.sheets[player]
    taken = game.turns_played(player)
    banked = sheet.upper + sheet.lower + sheet.yahtzee_bonus
    return game.rounds - taken, sheet, float(banked)


def state_of(game: KniffelGame, player: int | None = None) -> tuple[int, planning.States, float]:
    """A player's turns left, solver state, and points banked (bonus excluded).

    The player is the current one unless ``player`` names another.
    """
    from kniffel_cli.kniffel.strategy import planning

    turns_left, sheet, banked = turn_of(game, player)
    return turns_left, planning.states_of([sheet]), banked


def roll_index(dice: list[int]) -> int:
    return combos.ROLL_INDEX[tuple(sorted(dice))]


@dataclass(frozen=True)
class Advice:
    """One action with the expected final total it leads to, and in a game of several
    players the chance of winning it leaves (playing to win for the rest of the turn)."""

    action: Action
    keep: list[int] | None  # positions 1-5
    category: str | None
    expected_total: float
    chance: float | None = None

    def data(self) -> AdviceView:
        """The move as the JSON view of ``hint`` shows it."""
        return {
            "action": self.action,
            "keep": self.keep,
            "category": self.category,
            "expected_total": round(self.expected_total, 4),
            "chance": None if self.chance is None else round(self.chance, 4),
        }


class Hint(list[Advice]):
    """The advice of ``hint``, best first by ``goal``; ``other`` is the best move for the
    other goal when it is not the first (None alone, or when it is the same move);
    ``withheld`` says why a game of several players has no chances of winning (None where it
    has them, and alone)."""

    def __init__(
        self,
        advice: Iterable[Advice],
        goal: Goal,
        other: Advice | None = None,
        withheld: ChancesWithheld | None = None,
    ):
        super().__init__(advice)
        self.goal: Goal = goal
        self.other = other
        self.withheld = withheld


# --- whether there is a chance of winning -----------------------------------------------


def chances_withheld(game: KniffelGame) -> ChancesWithheld | None:
    """Why the chances of winning of a game of several players are not estimated, or None
    when they are (and alone, where the chance is 1 and needs no estimate): the one place
    that decides it, for every view, the hint and the API.

    ``"duplicate_dice"``: every player rolls the same dice at the same point, so the
    players' totals are far from independent (two equal players tie every game), and the
    chance (``winning``) takes each player's dice as their own, which is far off there. So it
    is not shown at all, even once the game is over.
    """
    if len(game.players) > 1 and game.dice_mode == "duplicate":
        return "duplicate_dice"
    return None


def estimates_chances(game: KniffelGame) -> bool:
    """Whether the game's chances of winning are estimated: several players, each rolling
    their own dice (``chances_withheld``)."""
    return len(game.players) > 1 and chances_withheld(game) is None


def goal_of(game: KniffelGame, goal: Goal | None) -> Goal:
    """The goal a hint ranks by: ``goal`` (win unless given) with several players; alone
    the most points, which is what winning means there, and in a game whose chances are
    withheld (``WinGoalWithheldError`` for the goal win there)."""
    withheld = chances_withheld(game)
    if withheld is not None and goal == "win":
        raise WinGoalWithheldError(reason=withheld)
    if not estimates_chances(game):
        return "points"
    return "win" if goal is None else goal


def hint(game: KniffelGame, engines: Engines, goal: Goal | None = None) -> Hint:
    """The best action for the current player, then the best three others.

    Alone (the goal is then the most points), numpy loads only when the table
    is not cached intact (``Engine.level``). With several players each move has
    its chance of winning too, and they are ranked by ``goal`` (``goal_of``);
    where their chances are withheld (``chances_withheld``), by points as alone, the goal
    win refused.
    """
    ranked_by = goal_of(game, goal)  # a goal refused is a usage error: before the game's end
    if game.finished:
        raise NothingToAdviseError()
    if estimates_chances(game):
        return _contest_hint(game, engines, ranked_by)
    return Hint(_points_hint(game, engines), "points", withheld=chances_withheld(game))


def _points_hint(game: KniffelGame, engines: Engines) -> list[Advice]:
    """The best four actions by the expected final total alone."""
    spec = spec_of(game)
    turns_left, sheet, banked = turn_of(game)
    state = quick.state_of(sheet)
    level = turns_left if not game.dice else turns_left - 1
    engine = engines(spec)
    values = engine.level(level)
    try:
        if values is not None and not game.dice:
            return [Advice("roll", [], None, banked + values(*state))]
        if values is not None:
            found = quick.choices(spec, values, state, roll_index(game.dice), game.rolls_left)
            return [Advice(_action(c), *_decision(game, c), banked + c.value) for c in found[:4]]
    except Damaged:
        pass  # the table itself tells, and is built again
    from kniffel_cli.kniffel.strategy import planning

    table = engine.table()
    if not game.dice:
        return [Advice("roll", [], None, banked + table.value(turns_left, *state))]
    plan = _turn_plan(spec, table, turns_left, sheet)
    found = planning.choices(plan, roll_index(game.dice), game.rolls_left)
    return [Advice(_action(c), *_decision(game, c), banked + c.value) for c in found[:4]]


def _contest_hint(game: KniffelGame, engines: Engines, goal: Goal) -> Hint:
    """A hint with several players: every move's expected final total (the optimal plan)
    and chance of winning (the winning plan), ranked by ``goal``, the other breaking ties."""
    from kniffel_cli.kniffel.strategy import keeps, planning

    spec = spec_of(game)
    turns_left, sheet, banked = turn_of(game)
    winning = win_plan(game, engines)  # first: the table is built with the spread if need be
    table = engines(spec).table()
    if not game.dice:
        chance = float(keeps.turn_start(spec.rolls, winning.final)[0])
        total = banked + table.value(turns_left, *quick.state_of(sheet))
        return Hint([Advice("roll", [], None, total, chance)], goal)
    roll = roll_index(game.dice)
    points = planning.choices(_turn_plan(spec, table, turns_left, sheet), roll, game.rolls_left)
    chances = {_move(c): c.value for c in planning.choices(winning, roll, game.rolls_left)}
    found = [
        Advice(_action(c), *_decision(game, c), banked + c.value, chances[_move(c)]) for c in points
    ]
    by_points = sorted(found, key=lambda a: _rank(a.expected_total, a.chance))
    by_chance = sorted(found, key=lambda a: _rank(a.chance, a.expected_total))
    ranked, other = (by_chance, by_points) if goal == "win" else (by_points, by_chance)
    return Hint(ranked[:4], goal, other[0] if other[0] != ranked[0] else None)


def _move(choice: Choice) -> tuple[str, int | None, int | None]:
    """What a choice does, whatever it is worth."""
    return choice.action, choice.keep, choice.category


def _rank(first: float | None, second: float | None) -> tuple[float, float]:
    """The order of moves by one value, then another (best first; equal within 1e-9)."""
    assert first is not None and second is not None
    return -round(first, 9), -round(second, 9)


# The plans of the last turns hinted at, by table, turns left and the sheet's state: a
# batch session asks for several hints in a turn, whose plan depends on the sheet alone.
_PLANS: dict[tuple[int, int, quick.State], tuple[weakref.ref[solver.Table], planning.Plan]] = {}
_KEPT_PLANS = 4


def _turn_plan(spec: Spec, table: solver.Table, turns_left: int, sheet: Sheet) -> planning.Plan:
    """The plan of this turn of ``sheet`` under ``table``, made once while the table lives."""
    from kniffel_cli.kniffel.strategy import planning

    key = (id(table), turns_left, quick.state_of(sheet))
    kept = _PLANS.get(key)
    if kept is not None and kept[0]() is table:
        return kept[1]
    plan = planning.plan(spec, table.level(turns_left - 1), planning.states_of([sheet]))
    if len(_PLANS) >= _KEPT_PLANS:
        del _PLANS[next(iter(_PLANS))]
    _PLANS[key] = weakref.ref(table), plan
    return plan


def _action(choice: Choice) -> Action:
    """The choice's action, typed (``Choice`` holds it as a plain string)."""
    return "roll" if choice.action == "roll" else "take"


def _decision(game: KniffelGame, choice: Choice) -> Decision:
    """A strategy's choice in the terms of the game: die positions to keep, or a category."""
    if choice.keep is not None:
        return combos.positions_for(game.dice, combos.KEEPS[choice.keep]), None
    assert choice.category is not None
    return None, category_at(choice.category)


# --- playing to win ---------------------------------------------------------------------


def standings(game: KniffelGame) -> list[winning.Standing]:
    """Every player's ``Standing`` (a batch of one game): points banked, turns left, the
    state before the next turn (the current player's turn counts as still to play)."""
    import numpy as np

    from kniffel_cli.kniffel.strategy import winning
    from kniffel_cli.kniffel.strategy.table_file import dense_index

    found = []
    for player in range(len(game.players)):
        turns_left, states, banked = state_of(game, player)
        index = dense_index(states.masks, states.uppers, states.flags)
        found.append(winning.Standing(np.array([int(banked)]), turns_left, index))
    return found


def chances(game: KniffelGame, engines: Engines) -> list[float]:
    """Each player's chance of winning (a tie of k players counts 1/k), as the game stands:
    every player's final total as that player would play from here (``Model.finals``: a
    person as the optimal player), the current player's turn played out from the dice
    rolled. Over: 1 for a sole winner, shared on ties. ``ChancesWithheldError`` where they
    are withheld (``chances_withheld``)."""
    import numpy as np

    withheld = chances_withheld(game)
    if withheld is not None:
        raise ChancesWithheldError(reason=withheld)
    if game.finished:
        winners = game.winners()
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(game.players))]
    kinds = [computer_kind(name) or "optimal" for name in game.players]
    rolled = None
    if game.dice:
        assert game.current is not None
        start = np.zeros((len(combos.ROLLS), 1))
        start[roll_index(game.dice), 0] = 1.0
        rolled = (game.current, start, game.rolls_left)
    model = engines(spec_of(game)).model()
    return [float(v) for v in model.chances(standings(game), kinds, rolled)[:, 0]]


def win_plan(game: KniffelGame, engines: Engines) -> planning.Plan:
    """The current player's turn as the player who plays to win plans it."""
    assert game.current is not None
    found = standings(game)
    mover = found.pop(game.current)
    return engines(spec_of(game)).model().plan(mover, found)


class PlannedTurn:
    """The turn of a greedy, optimal or winning computer player, planned once.

    It may be made before the turn's first roll or at any point of the turn:
    the plan depends only on the sheets, which do not change until the take.
    """

    def __init__(self, game: KniffelGame, kind: Strategy, engines: Engines) -> None:
        from kniffel_cli.kniffel.strategy import planning

        if kind == "win" and len(game.players) > 1:
            self.plan = win_plan(game, engines)
            return
        turns_left, states, _ = state_of(game)
        spec = spec_of(game)
        if kind == "greedy":
            following = planning.zero_values()
        else:
            following = engines(spec).table().level(turns_left - 1)
        self.plan = planning.plan(spec, following, states)

    def decide(self, game: KniffelGame) -> Decision:
        """What it does after a roll: keep these positions and roll, or take this category."""
        import numpy as np

        from kniffel_cli.kniffel.strategy import planning

        keeps, categories = planning.decide(
            self.plan, np.array([roll_index(game.dice)]), game.rolls_left
        )
        if keeps[0] < 0:
            return None, category_at(int(categories[0]))
        return combos.positions_for(game.dice, combos.KEEPS[keeps[0]]), None

    def would_play(self, game: KniffelGame, decision: Decision) -> bool:
        """Whether ``decision`` is its own: what it decides, or a choice exactly as good.

        Equal values may be summed in another order on another machine, so
        every choice within ``TOLERANCE`` of the best counts as its own.
        """
        from kniffel_cli.kniffel.strategy import planning

        found = planning.choices(self.plan, roll_index(game.dice), game.rolls_left)
        best = found[0].value
        return any(_decision(game, c) == decision for c in found if c.value >= best - TOLERANCE)
