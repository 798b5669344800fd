"""The shapes of Kniffel's JSON views, as the man page's JSON VIEW and each command pin them.

One TypedDict per view (and per object inside one); the functions that build
them (``view``, ``review_view``, the strategy's ``data`` methods, the
highscore's ``public``) write their keys in the order shown here, which is the
order printed. Ids and numbers only: the same in every language.

Printed, a view begins with ``schema_version`` (``common.formatting.SCHEMA_VERSION``),
which ``json_text`` adds to every JSON line: it is no field of these TypedDicts, and a
rename, removal or changed type here must bump it.
"""

from __future__ import annotations

from typing import Literal, TypedDict

# ``ChancesWithheld``: why a view of a game of several players shows no chance of winning.
from kniffel_cli.kniffel.errors import ChancesWithheld as ChancesWithheld

# ``Goal``: what ``hint`` ranks the moves by (the chance of winning, or the expected total).
from kniffel_cli.kniffel.game import Action, DiceMode
from kniffel_cli.kniffel.game import Goal as Goal


class _PlayerView(TypedDict):
    name: str
    scores: dict[str, int | None]
    kniffels: int
    upper: int
    bonus: int
    lower: int
    yahtzee_bonus: int
    total: int


class PlayerView(_PlayerView, total=False):
    """One player's sheet: entered points (None while open), the sums; ``chance`` in
    ``show``'s view only: the chance of winning (None alone and without ``--chances``)."""

    chance: float | None


class _KniffelView(TypedDict):
    game: Literal["kniffel"]
    rules: str
    round: int
    rounds: int
    rolls_per_turn: int
    dice_mode: DiceMode
    rolls_left: int
    dice: list[int]
    current_player: int | None
    players: list[PlayerView]
    options: dict[str, int]
    finished: bool
    winners: list[str]


class KniffelView(_KniffelView, total=False):
    """``new``, ``roll``, ``take``, ``undo``, ``show``; ``point_values`` only in a variant
    that changes some (the rows' values that differ from the standard ones);
    ``chances_withheld`` only in the view of ``show --chances`` of a game whose chances of
    winning are not estimated, saying why."""

    point_values: dict[str, int]
    chances_withheld: ChancesWithheld


class RollRecord(TypedDict):
    """A roll in the log: who rolled, the positions kept (1-5), the five dice after it."""

    move: int
    player: str
    action: Literal["roll"]
    kept: list[int]
    dice: list[int]


class _TakeRecord(TypedDict):
    move: int
    player: str
    action: Literal["take"]
    category: str
    points: int


class TakeRecord(_TakeRecord, total=False):
    """A take in the log: who took which category for how many points; with ``log
    --chances``, every player's chance of winning after it."""

    chances: list[float]


class UndoRecord(TypedDict):
    """An undo in the log: the take it took back (whose, which category, what points)."""

    move: int
    player: str
    action: Literal["undo"]
    category: str
    points: int


class _LogView(TypedDict):
    game: Literal["kniffel"]
    moves: list[RollRecord | TakeRecord | UndoRecord]


class LogView(_LogView, total=False):
    """``log``: every roll, take and undo in order, numbered from 1 (an undone take stays);
    ``chances_withheld`` only with ``log --chances`` in a game whose chances of winning are
    not estimated, saying why."""

    chances_withheld: ChancesWithheld


class ScoreView(TypedDict):
    """``score``: the dice and their points in every category."""

    dice: list[int]
    options: dict[str, int]


class AdviceView(TypedDict):
    """One move with the expected final total it leads to, and the chance of winning it
    leaves (None alone)."""

    action: Action
    keep: list[int] | None
    category: str | None
    expected_total: float
    chance: float | None


class _HintView(AdviceView):
    goal: Goal
    alternatives: list[AdviceView]
    other_goal: AdviceView | None


class HintView(_HintView, total=False):
    """``hint``: the best move by the goal, then the best three others, and the best move
    for the other goal when it is another (None when it is the same, and alone);
    ``chances_withheld`` only in a game of several players whose chances of winning are not
    estimated, saying why."""

    chances_withheld: ChancesWithheld


class _SolveView(TypedDict):
    rules: str
    expected_total: float
    stdev: float  # of the final total, under the same optimal play
    states: int
    seconds: float


class SolveView(_SolveView, total=False):
    """``solve``: the optimal expected total; ``point_values`` as in ``KniffelView``."""

    point_values: dict[str, int]


class DistributionView(TypedDict):
    """How totals spread, the numbers behind ``simulate``'s chart: ``counts[i]`` games
    totalled ``low + i * width`` to ``low + (i + 1) * width - 1``."""

    low: int
    width: int
    counts: list[int]


class SimulationView(TypedDict):
    """``simulate``: the statistics of the games' totals, and how they came about."""

    strategy: str
    rules: str
    dice: DiceMode
    games: int
    mean: float
    stdev: float
    median: float
    min: int
    max: int
    bonus_rate: float
    kniffel_rate: float
    expected_start: float
    loss: float
    luck: float
    distribution: DistributionView


class _HeadToHeadPlayerView(TypedDict):
    name: str
    win_share: float
    win_share_stderr: float
    mean: float
    stdev: float
    margin: float
    margin_stderr: float
    distribution: DistributionView


class HeadToHeadPlayerView(_HeadToHeadPlayerView, total=False):
    """One player of a head-to-head simulation; with ``--chance-lost`` the chance of
    winning its decisions gave away; in a match with bots the milliseconds a decision took
    it and the games it lost by a fault, by kind."""

    chance_loss: float
    points_loss: float
    points_loss_keeps: float
    points_loss_takes: float
    decision_ms: float
    faults: dict[str, int]


class RequestView(TypedDict):
    """A decision a bot was asked to make (the bot protocol's ``decide``)."""

    type: str
    id: int
    game: str
    view: KniffelView


class FaultView(TypedDict):
    """A game a bot lost by a fault: why, and the request it answered."""

    player: str
    game: str
    kind: str
    reason: str
    request: RequestView


class _HeadToHeadView(TypedDict):
    rules: str
    dice: DiceMode
    games: int
    seatings: int
    ties: float
    players: list[HeadToHeadPlayerView]


class SprtView(TypedDict):
    """``--sprt``: the test, its decision (null: not decided within --games) and figures."""

    elo0: float
    elo1: float
    alpha: float
    beta: float
    decision: Literal["H0", "H1"] | None
    llr: float
    lower: float
    upper: float
    pairs: int
    elo: float
    elo_low: float
    elo_high: float


class HeadToHeadView(_HeadToHeadView, total=False):
    """``simulate --players``: each player's share of the wins over every seating; in a
    match with bots, the first faults with their requests; with ``--sprt``, the test."""

    point_values: dict[str, int]
    faults: list[FaultView]
    sprt: SprtView
    interrupted: bool


class KeepChoiceView(TypedDict):
    """A decision to roll again keeping these positions (1-5)."""

    keep: list[int]


class CategoryChoiceView(TypedDict):
    """A decision to take this category."""

    category: str


ChoiceView = KeepChoiceView | CategoryChoiceView


class _DecisionView(TypedDict):
    round: int
    roll: int
    dice: list[int]
    choice: ChoiceView
    best: ChoiceView
    expected: float
    best_expected: float
    loss: float


class DecisionView(_DecisionView, total=False):
    """One decision of a review: the dice, the choice made, the best one, the loss; with
    several players the chance of winning after the choice made and after the best choice
    for winning, their difference, and that choice; ``undone`` (true) only on a take an undo
    took back, whose loss is not counted."""

    chance: float
    best_chance: float
    chance_loss: float
    best_to_win: ChoiceView
    undone: bool


class _PlayerReviewView(TypedDict):
    name: str
    expected_start: float
    loss: float
    luck: float
    expected_total: float
    total: int
    decisions: list[DecisionView]


class PlayerReviewView(_PlayerReviewView, total=False):
    """One player's review: expected start - loss + luck = expected total, the decisions;
    with several players the chance of winning the decisions gave away, the chance at the
    start of each of the player's turns, and the chance now."""

    chance_loss: float
    turn_chances: list[float]
    chance: float


class SameDiceRoundView(TypedDict):
    """A round of duplicate dice: the first roll every player's turn began from, and the
    points each player entered (null: not played yet)."""

    round: int
    dice: list[int]
    entered: list[int | None]


class PairView(TypedDict):
    """Two players compared on the same dice over the rounds both played."""

    player: str
    other: str
    compared: int
    more: int
    fewer: int
    difference: int


class SwapView(TypedDict):
    """Another player's choices (keeps and take, the same dice) played on the player's own
    sheet, in the rounds where the other's row was open there: the player's expected final
    total after their own take less after the other's, summed."""

    player: str
    other: str
    compared: int
    gain: float


class SameDiceView(TypedDict):
    """Duplicate dice compared: the rounds, every pair of players, every pair swapped."""

    by_round: list[SameDiceRoundView]
    pairs: list[PairView]
    swaps: list[SwapView]


class _ReviewView(TypedDict):
    game: Literal["kniffel"]
    rules: str
    rolls_per_turn: int
    rounds: int
    finished: bool
    players: list[PlayerReviewView]


class ReviewView(_ReviewView, total=False):
    """``review``: every player's figures and decisions; ``point_values`` as in
    ``KniffelView``; ``same_dice`` only in a game of duplicate dice with several players;
    ``chances_withheld`` only in a game of several players whose chances of winning are not
    estimated (then graded by points alone), saying why."""

    point_values: dict[str, int]
    same_dice: SameDiceView
    chances_withheld: ChancesWithheld


class HighscoreEntryView(TypedDict):
    """One entry of the list, with its whole variant (not its game's fingerprint)."""

    name: str
    computer: bool
    total: int
    rules: str
    date: str
    rounds: int
    rolls_per_turn: int
    point_values: dict[str, int]


class HighscoreView(TypedDict):
    """``highscore``: the entries in rank order."""

    entries: list[HighscoreEntryView]


# Which view each command prints under ``--format json`` (the man page's JSON VIEWS).
VIEWS: dict[str, object] = {
    "new": KniffelView,
    "roll": KniffelView,
    "take": KniffelView,
    "undo": KniffelView,
    "show": KniffelView,
    "log": LogView,
    "hint": HintView,
    "score": ScoreView,
    "solve": SolveView,
    "simulate": SimulationView | HeadToHeadView,
    "review": ReviewView,
    "highscore": HighscoreView,
    "highscore list": HighscoreView,
    "highscore add": HighscoreView,
}
