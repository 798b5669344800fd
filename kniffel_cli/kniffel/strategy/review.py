"""The review of a Kniffel game: every decision graded by the optimal table, and the luck.

Each player is graded by their own expected final total under the optimal
solitaire strategy for the game's variant. Before the turn's first roll that
is the banked points plus the table's value of the sheet; after a roll, the
value of the best choice the dice offer; after a keep, that keep's value.

- A decision (a keep after a roll that left rolls, or a take) loses the
  difference between the best choice's value and the value of the choice made.
- A roll moves the expectation by chance alone: its luck is the value after it
  (the best choice it offers) less the value before it.

So for each player, step by step, ``expected_start - loss + luck`` is the
expectation now; once the game is over it is the final total.

With several players each decision is also graded by the chance of winning
(``advisor``): under the plan of the player who plays to win that turn
(``advisor.win_plan``), the best choice's chance less the chance of the choice
made. Each player's chance as the game stood at the start of each of their
turns (``advisor.chances``) draws the curve of the game. Where the chances are withheld
(``advisor.chances_withheld``: duplicate dice) the game is graded by points alone, as a game
of one player is, and the review says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.game import KniffelGame, RollEntry, TakeEntry
from kniffel_cli.kniffel.rules import category_at, category_index
from kniffel_cli.kniffel.same_dice import SameDice, same_dice
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.advisor import (
    chances,
    chances_withheld,
    estimates_chances,
    roll_index,
    spec_of,
    state_of,
    win_plan,
)
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Table
from kniffel_cli.kniffel.strategy.swapped import Line, swaps

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import (
        ChancesWithheld,
        ChoiceView,
        DecisionView,
        PlayerReviewView,
    )

# ("keep", positions 1-5) or ("take", category id)
Choice = tuple[Literal["keep"], list[int]] | tuple[Literal["take"], str]


def choice_data(choice: Choice) -> ChoiceView:
    """A choice as the JSON view shows it: ``{"keep": [1, 3]}`` or ``{"category": "chance"}``."""
    if choice[0] == "keep":
        return {"keep": choice[1]}
    return {"category": choice[1]}


@dataclass(frozen=True)
class WinGrade:
    """A decision of a game of several players valued by the chance of winning it leaves,
    under the plan of the player who plays to win the turn."""

    chance: float  # after the choice made
    best_chance: float  # after the best choice for winning
    best: Choice  # that choice


@dataclass(frozen=True)
class Decision:
    """One decision of a player: the dice it was made on, the choice, and the best one."""

    round: int
    roll: int  # which roll of the turn showed these dice (1, 2, ...)
    dice: tuple[int, ...]
    choice: Choice
    best: Choice
    expected: float  # the expected final total of the choice made
    best_expected: float
    undone: bool = False  # a take taken back by an undo: shown, and not counted
    win: WinGrade | None = None  # with several players: the grade by the chance of winning

    @property
    def loss(self) -> float:
        """Expected points given away (0 for an optimal choice; ties are no loss)."""
        return max(0.0, self.best_expected - self.expected)

    @property
    def chance_loss(self) -> float:
        """The chance of winning given away (0 alone, and for a choice as good as the best)."""
        return 0.0 if self.win is None else max(0.0, self.win.best_chance - self.win.chance)

    def data(self) -> DecisionView:
        """The decision as the JSON view shows it (``undone`` only on an undone take)."""
        view: DecisionView = {
            "round": self.round,
            "roll": self.roll,
            "dice": list(self.dice),
            "choice": choice_data(self.choice),
            "best": choice_data(self.best),
            "expected": round(self.expected, 4),
            "best_expected": round(self.best_expected, 4),
            "loss": round(self.loss, 4),
        }
        if self.win is not None:
            view["chance"] = round(self.win.chance, 6)
            view["best_chance"] = round(self.win.best_chance, 6)
            view["chance_loss"] = round(self.chance_loss, 6)
            view["best_to_win"] = choice_data(self.win.best)
        if self.undone:
            view["undone"] = True
        return view


@dataclass
class PlayerReview:
    """One player's figures: where the expectation started, what was lost, what luck gave."""

    name: str
    expected_start: float
    total: int = 0  # points on the sheet now
    expected_total: float = 0.0  # the expected final total now (the total once finished)
    luck: float = 0.0
    decisions: list[Decision] = field(default_factory=list)
    # With several players: the chance of winning at the start of each turn, and now.
    turn_chances: list[float] = field(default_factory=list)
    chance: float | None = None

    @property
    def loss(self) -> float:
        """The sum of the losses of all decisions that stand (an undone take costs nothing)."""
        return float(sum(decision.loss for decision in self.decisions if not decision.undone))

    @property
    def chance_loss(self) -> float:
        """The chance of winning all decisions that stand gave away, summed."""
        return float(sum(d.chance_loss for d in self.decisions if not d.undone))

    def data(self) -> PlayerReviewView:
        """The player's part of the JSON view (the chances only with several players)."""
        view: PlayerReviewView = {
            "name": self.name,
            "expected_start": round(self.expected_start, 4),
            "loss": round(self.loss, 4),
            "luck": round(self.luck, 4),
            "expected_total": round(self.expected_total, 4),
            "total": self.total,
            "decisions": [decision.data() for decision in self.decisions],
        }
        if self.chance is not None:
            view["chance_loss"] = round(self.chance_loss, 6)
            view["turn_chances"] = [round(c, 6) for c in self.turn_chances]
            view["chance"] = round(self.chance, 6)
        return view


@dataclass
class Review:
    """Every player's review of one game."""

    finished: bool
    players: list[PlayerReview]
    same_dice: SameDice | None = None  # a game of duplicate dice with several players
    withheld: ChancesWithheld | None = None  # why a game of several has no chances of winning

    @property
    def by_chance(self) -> bool:
        """Whether the game is graded by the chance of winning too: several players, their
        chances not withheld."""
        return len(self.players) > 1 and self.withheld is None


@dataclass
class _Turn:
    """The plan of the turn a player is in, and the expectation before the next roll."""

    plan: planning.Plan
    banked: float
    before: float
    choices: list[planning.Choice] = field(default_factory=list)  # the dice's, best first
    win: planning.Plan | None = None  # with several players: the plan to win the turn
    win_choices: list[planning.Choice] = field(default_factory=list)


def review(game: KniffelGame, engines: Engines) -> Review:
    """Replay ``game`` from its start and grade every decision and roll of every player."""
    spec = spec_of(game)
    by_chance = estimates_chances(game)  # graded by the chance of winning too
    if by_chance:
        engines(spec).model()  # first: the table is built with the spread if need be
    table = engines(spec).table()
    replay = fresh(game)
    start = table.expected_total
    players = [PlayerReview(name, start, expected_total=start) for name in game.players]
    turn: _Turn | None = None
    taken_from: _Turn | None = None  # the turn of the last take, while it may be undone
    lines: list[dict[int, Line]] = [{} for _ in game.players]  # by round; a retake replaces
    for entry in game.history:
        player = players[entry["player"]]
        if entry["action"] == "undo":
            _mark_undone(player)
            replay.undo()
            lines[entry["player"]].pop(replay.round, None)
            turn, taken_from = taken_from, None
            continue
        if entry["action"] == "roll" and not replay.dice:
            turn = _start_turn(replay, table)
            if by_chance:
                turn.win = win_plan(replay, engines)
                player.turn_chances.append(chances(replay, engines)[entry["player"]])
        assert turn is not None
        if entry["action"] == "roll":
            if replay.dice:  # a keep: a decision, and the expectation the roll starts from
                turn.before = _keep(replay, turn, entry, player)
            replay.roll(entry["keep"] if replay.dice else None)
            turn.choices = planning.choices(turn.plan, roll_index(replay.dice), replay.rolls_left)
            if turn.win is not None:
                turn.win_choices = planning.choices(
                    turn.win, roll_index(replay.dice), replay.rolls_left
                )
            player.luck += turn.banked + turn.choices[0].value - turn.before
        else:
            _take(replay, turn, entry, player)
            lines[entry["player"]][replay.round] = _line(replay, entry["category"])
            replay.take(entry["category"])
            turn, taken_from = None, turn
    now = chances(replay, engines) if by_chance else None
    for number, player in enumerate(players):
        player.total = replay.sheets[number].total
        player.expected_total = _expected_now(replay, number, table, turn)
        player.chance = None if now is None else now[number]
    compared = same_dice(game)
    if compared is not None:
        compared.swaps = swaps(game.players, lines, table)
    return Review(replay.finished, players, compared, chances_withheld(game))


def _line(game: KniffelGame, category: str) -> Line:
    """The current player's line of this turn as it ends: the sheet, the dice, the row."""
    assert game.current is not None
    turns_left = game.rounds - game.turns_played(game.current)
    sheet = game.sheets[game.current]  # a copy of the game's
    return Line(sheet, turns_left, tuple(game.dice), category)


def fresh(game: KniffelGame) -> KniffelGame:
    """A game with ``game``'s players, options and seed, at its start (to replay it)."""
    return KniffelGame(
        game.players,
        rolls_per_turn=game.rolls_per_turn,
        rounds=game.rounds,
        seed=game.seed,
        rules_name=game.rules_name,
        points=game.points,
        dice_mode=game.dice_mode,
    )


def _start_turn(game: KniffelGame, table: Table) -> _Turn:
    """The current player's plan for this turn, and the expectation before its first roll."""
    turns_left, states, banked = state_of(game)
    plan = planning.plan(spec_of(game), table.level(turns_left - 1), states)
    before = banked + table.value(
        turns_left, int(states.masks[0]), int(states.uppers[0]), int(states.flags[0])
    )
    return _Turn(plan, banked, before)


def _as_choice(game: KniffelGame, choice: planning.Choice) -> Choice:
    if choice.keep is not None:
        return "keep", combos.positions_for(game.dice, combos.KEEPS[choice.keep])
    assert choice.category is not None
    return "take", category_at(choice.category)


def _decide(
    game: KniffelGame, turn: _Turn, choice: Choice, value: float, chance: float | None
) -> Decision:
    best = turn.choices[0]
    win = None
    if chance is not None:
        top = turn.win_choices[0]
        win = WinGrade(chance, top.value, _as_choice(game, top))
    return Decision(
        round=game.round,
        roll=game.rolls_per_turn - game.rolls_left,
        dice=tuple(game.dice),
        choice=choice,
        best=_as_choice(game, best),
        expected=turn.banked + value,
        best_expected=turn.banked + best.value,
        win=win,
    )


def _keep(game: KniffelGame, turn: _Turn, entry: RollEntry, player: PlayerReview) -> float:
    """Grade a keep; the expected final total it leads to."""
    kept = combos.KEEP_INDEX[tuple(sorted(game.dice[position - 1] for position in entry["keep"]))]
    value = float(turn.plan.keeps[game.rolls_left - 1][kept, 0])
    chance = None if turn.win is None else float(turn.win.keeps[game.rolls_left - 1][kept, 0])
    decision = _decide(game, turn, ("keep", list(entry["keep"])), value, chance)
    player.decisions.append(decision)
    return decision.expected


def _take(game: KniffelGame, turn: _Turn, entry: TakeEntry, player: PlayerReview) -> None:
    """Grade a take (the dice's choices hold every category they may go into)."""
    category = category_index(entry["category"])
    value = _take_value(turn.choices, category)
    chance = _take_value(turn.win_choices, category) if turn.win is not None else None
    player.decisions.append(_decide(game, turn, ("take", entry["category"]), value, chance))


def _take_value(choices: list[planning.Choice], category: int) -> float:
    return next(c.value for c in choices if c.action == "take" and c.category == category)


def _mark_undone(player: PlayerReview) -> None:
    """The player's last take was undone: it stays listed, marked, and no longer counts."""
    last = max(i for i, d in enumerate(player.decisions) if d.choice[0] == "take" and not d.undone)
    player.decisions[last] = replace(player.decisions[last], undone=True)


def _expected_now(game: KniffelGame, player: int, table: Table, turn: _Turn | None) -> float:
    """A player's expected final total at the end of the history."""
    sheet = game.sheets[player]
    if game.finished:
        return float(sheet.total)
    if game.current == player and turn is not None and turn.choices:
        return turn.banked + turn.choices[0].value
    # Before this player's next first roll (it is another player's turn, or this one's
    # has not started): the table's value of the sheet.
    turns_left, states, banked = state_of(game, player)
    return banked + table.value(
        turns_left, int(states.masks[0]), int(states.uppers[0]), int(states.flags[0])
    )


def take_chances(game: KniffelGame, engines: Engines) -> dict[int, list[float]]:
    """Every player's chance of winning after each take, as the game then stood, by the
    take's number in the history (from 1); alone, the chance is 1 throughout; where the
    chances are withheld, ``ChancesWithheldError`` (``advisor.chances``)."""
    replay = fresh(game)
    found: dict[int, list[float]] = {}
    for number, entry in enumerate(game.history, 1):
        if entry["action"] == "roll":
            replay.roll(entry["keep"] if replay.dice else None)
        elif entry["action"] == "take":
            replay.take(entry["category"])
            found[number] = chances(replay, engines) if len(game.players) > 1 else [1.0]
        else:
            replay.undo()
    return found
