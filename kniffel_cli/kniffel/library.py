"""Kniffel for programs: what the commands do, one function each (``kniffel_cli.kniffel``).

The rules (``KniffelGame``) take one action at a time and know nothing of who
plays it; the computer players (``strategy.players``) say what they would do.
These functions put the two together, as the commands do: ``new`` and ``take``
let the computers whose turn it is play until a person is to move or the game
is over, ``undo`` takes a person's take back, ``hint`` and ``play_turn`` use
the strategy's engine (its tables loaded, or built, once per process), and
``load``/``save`` are the commands' state files, each computer's moves held to
what it would play (``from_state``). The commands call these same functions,
with engines that show progress.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from kniffel_cli.common import expect
from kniffel_cli.common.i18n import _
from kniffel_cli.common.library import StateFiles
from kniffel_cli.common.numbers import MOST_DIGITS
from kniffel_cli.common.randomness import fresh_seed
from kniffel_cli.common.replay import Unchecked
from kniffel_cli.kniffel import state
from kniffel_cli.kniffel.errors import (
    HeadToHeadCountError,
    OutsideMovesError,
    PlayerCountError,
    UnknownDiceModeError,
    UnknownGoalError,
    UnknownStrategyError,
)
from kniffel_cli.kniffel.game import (
    DEFAULT_PLAYER,
    DICE_MODES,
    GOALS,
    MAX_PLAYERS,
    MAX_ROLLS,
    NUMBERED_PLAYER,
    STRATEGIES,
    DiceMode,
    KniffelGame,
    Strategy,
    UndoEntry,
    check_new_players,
    check_players,
    check_range,
    is_number,
)
from kniffel_cli.kniffel.rules import KNIFFEL_RULES, MAX_ROUNDS, check_points, parse_category
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.players import ChoiceCheck
from kniffel_cli.kniffel.strategy.players import play_turn as planned_turn

if TYPE_CHECKING:
    from kniffel_cli.kniffel.outside.seats import Bot
    from kniffel_cli.kniffel.schema import ChancesWithheld, Goal
    from kniffel_cli.kniffel.strategy.advisor import Hint
    from kniffel_cli.kniffel.strategy.match import HeadToHead


# The engines of a program: builds are silent; what is read or built stays for the process.
ENGINES = Engines()


def new(
    players: Sequence[str] | str = (DEFAULT_PLAYER,),
    *,
    rolls: int = 3,
    rounds: int = MAX_ROUNDS,
    rules: str = KNIFFEL_RULES,
    points: Mapping[str, int] | None = None,
    seed: str | None = None,
    dice: DiceMode = "random",
    engines: Engines = ENGINES,
) -> KniffelGame:
    """A new game, as ``spiel kniffel new`` starts it: the computers (``cpu:KIND``) who open
    it have played. ``players`` is a list of names, or ``NAME,NAME`` as ``--players`` takes
    them, where a number alone (``"3"``) is that many players, named ``Player 1`` ... in the
    language chosen now (``NumberAsNameError`` for a name of digits alone); ``points``
    changes the values ``--points`` names; without ``seed``, a fresh one;
    ``dice="duplicate"`` as ``--dice duplicate`` (``UnknownDiceModeError`` for another);
    ``engines`` give the computers their tables (the library's own by default)."""
    expect.texts(players, "players", one=True)
    if points is not None:
        expect.mapping(points, "points", "a mapping of category to points")
        for row, value in points.items():  # whole points; a bool is no number of points
            expect.whole(value, f"points[{row!r}]")
    expect.text(seed, "seed", optional=True)
    _check_engines(engines)
    game = KniffelGame(
        _players(players),
        rolls_per_turn=rolls,
        rounds=rounds,
        seed=fresh_seed() if seed is None else seed,
        rules_name=rules,
        points=check_points(points or {}),
        dice_mode=dice,
    )
    return computers_play(game, engines)


def _players(players: Sequence[str] | str) -> list[str]:
    """The names of a new game's players: a list of names, or ``NAME,NAME`` as ``--players``
    takes them, a number alone being that many players."""
    if isinstance(players, str):
        if is_number(players):
            return _numbered(players)
        players = players.split(",")
    return check_new_players(players)


def _numbered(word: str) -> list[str]:
    """``Player 1`` ... for a number of players in digits, or PlayerCountError."""
    digits = word.strip().lstrip("0") or "0"
    # a count too long to convert (Python's digit limit) is named by its length in the
    # message anyway, as every long number is: one of as many digits stands for it
    count = int(digits) if len(digits) <= MOST_DIGITS else 10 ** (len(digits) - 1)
    if not 1 <= count <= MAX_PLAYERS:
        raise PlayerCountError(count=count, most=MAX_PLAYERS)
    return [_(NUMBERED_PLAYER).format(number=number) for number in range(1, count + 1)]


def take(game: KniffelGame, category: str, engines: Engines = ENGINES) -> int:
    """Enter the dice in ``category`` as ``spiel kniffel take`` does (an id, a row number or a
    name), then let the computers whose turn it is play. Returns the points entered."""
    _check_game(game)
    expect.text(category, "category")
    _check_engines(engines)
    check_not_outside(game)
    chosen = parse_category(category, game.open_categories(), game.rules_name)
    points = game.take(chosen.id)
    computers_play(game, engines)
    return points


def roll(game: KniffelGame, keep: Collection[int] | None = None) -> list[int]:
    """Roll as ``spiel kniffel roll`` does: ``game.roll``, refused at an outside player's
    turn (``OutsideMovesError``)."""
    _check_game(game)
    check_not_outside(game)
    return game.roll(keep)


def match(
    players: Sequence[str],
    *,
    games: int = 1000,
    seed: str | None = None,
    rules: str = KNIFFEL_RULES,
    rolls: int = 3,
    rounds: int = MAX_ROUNDS,
    points: Mapping[str, int] | None = None,
    dice: DiceMode = "random",
    jobs: int = 1,
    bots: Mapping[str, Bot | type | Sequence[str]] | None = None,
    move_time: float = 10.0,
    engines: Engines = ENGINES,
) -> HeadToHead:
    """Play a match as ``spiel kniffel simulate --players`` does: ``games`` deals, each in
    every seating of ``players`` (2 to 8), on each game's own dice unless
    ``dice="duplicate"``. A player is a computer (``cpu:KIND``) or an outside player whose
    ``bots`` entry says who plays it: for ``py:NAME`` a ``Bot`` (an object with
    ``decide(view) -> answer``) or its class (made once in each job), for ``bot:NAME`` a
    command's words (run without a shell, speaking the bot protocol: ``man spiel-bot``).
    Returns the report (``HeadToHead``: each player's share of the wins and the rest)."""
    from kniffel_cli.kniffel.outside import entrants
    from kniffel_cli.kniffel.outside.seats import Match, OutsideTable
    from kniffel_cli.kniffel.strategy.match import head_to_head
    from kniffel_cli.kniffel.strategy.solver import Spec

    names = check_players(players)
    if len(names) < 2:
        raise HeadToHeadCountError(count=len(names), most=MAX_PLAYERS)
    _check_engines(engines)
    expect.whole(games, "games")
    if not 1 <= games <= 1_000_000:
        raise ValueError(f"games is 1 to 1,000,000 deals, not {games}")
    check_range(rolls, "rolls_per_turn", 1, MAX_ROLLS)
    check_range(rounds, "rounds", 1, MAX_ROUNDS)
    if dice not in DICE_MODES:
        raise UnknownDiceModeError(name=dice, known=DICE_MODES)
    if not (isinstance(move_time, int | float) and 0 < move_time < float("inf")):
        raise ValueError(f"move_time is seconds above 0, not {move_time!r}")
    outsiders = entrants.outsiders(names, bots or {})
    spec = Spec(rules, rolls, rounds, check_points(points or {}))
    seed = fresh_seed() if seed is None else seed
    told = Match(rules, rounds, rolls, spec.points, dice, seed, move_time)
    table = OutsideTable(outsiders, told) if outsiders else None
    return head_to_head(
        spec, names, games, seed, engines(spec), jobs=jobs, dice=dice, outsiders=table
    )


def check_not_outside(game: KniffelGame) -> None:
    """Refuse a move for an outside player (a game a match wrote): only a match makes them."""
    if (name := game.outside_to_play) is not None:
        raise OutsideMovesError(name=name)


def undo(game: KniffelGame) -> UndoEntry:
    """Take back a person's last take as ``spiel kniffel undo`` does: while no die has been
    rolled since (``UndoAfterRollError`` otherwise). Returns the undo, as the history holds it."""
    _check_game(game)
    return game.undo()


def computers_play(game: KniffelGame, engines: Engines = ENGINES) -> KniffelGame:
    """Every computer player whose turn it is plays it, until a person's turn or the end."""
    _check_game(game)
    _check_engines(engines)
    while (kind := game.computer_to_play) is not None:
        planned_turn(game, kind, engines)
    return game


def play_turn(game: KniffelGame, strategy: Strategy, engines: Engines = ENGINES) -> None:
    """Play the current player's turn to its take as the computer player ``strategy`` would
    (``"optimal"``, ``"greedy"``, ``"random"`` or ``"win"``), from its first roll or from the dice
    already rolled; ``UnknownStrategyError`` for another strategy)."""
    _check_game(game)
    if expect.one_of(strategy, STRATEGIES, "strategy") not in STRATEGIES:
        raise UnknownStrategyError(name=strategy, known=STRATEGIES)
    _check_engines(engines)
    planned_turn(game, strategy, engines)


def hint(game: KniffelGame, goal: Goal | None = None, engines: Engines = ENGINES) -> Hint:
    """The best action for the current player, then the best three others (``spiel kniffel
    hint``): each with the expected final total it leads to and, with several players, the
    chance of winning it leaves. ``goal`` ranks them: ``"win"`` (the default with several
    players) or ``"points"`` (alone always); ``other`` on the result is the best move for the
    other goal when it is another; any other ``goal`` is an ``UnknownGoalError``. On
    duplicate dice with several players there is no chance of winning (see ``chances``): the
    moves are ranked by points, each ``chance`` is None, the result's ``withheld`` says why
    (``"duplicate_dice"``; None elsewhere), and ``goal="win"`` raises ``WinGoalWithheldError``
    (a ``ChancesWithheldError``)."""
    from kniffel_cli.kniffel.strategy.advisor import hint as advise

    _check_game(game)
    if goal is not None and expect.one_of(goal, GOALS, "goal") not in GOALS:
        raise UnknownGoalError(name=goal, known=GOALS)
    _check_engines(engines)
    return advise(game, engines, goal)


def chances(game: KniffelGame, engines: Engines = ENGINES) -> list[float]:
    """Each player's chance of winning as the game stands, in seat order (``spiel kniffel
    show``): a tie counts 1/k to each of its k players, so they sum to 1; over, the winners
    share 1; alone, ``[1.0]``. On duplicate dice with several players it raises
    ``ChancesWithheldError`` (its ``reason``: ``"duplicate_dice"``), as ``show --chances``
    shows none there: the players share their dice, and the chance assumes each rolls their
    own; it is withheld even once the game is over (``game.winners()`` says who won)."""
    _check_game(game)
    _check_engines(engines)
    if len(game.players) == 1:
        return [1.0]
    from kniffel_cli.kniffel.strategy.advisor import chances as estimated

    return estimated(game, engines)


def chances_withheld(game: KniffelGame) -> ChancesWithheld | None:
    """Why ``chances`` has none for ``game`` (``"duplicate_dice"``: several players on
    duplicate dice), or None where it gives them: ``advisor.chances_withheld``, the one place
    that decides it, for the commands' views too."""
    from kniffel_cli.kniffel.strategy.advisor import chances_withheld as withheld

    _check_game(game)
    return withheld(game)


def _check_game(game: object) -> None:
    expect.expect(game, KniffelGame, "game", "a KniffelGame")


def _check_engines(engines: object) -> None:
    expect.expect(engines, Engines, "engines", "an Engines (kniffel_cli.kniffel.strategy.engine)")


def from_state(data: Unchecked) -> KniffelGame:
    """A game from its state file object (not checked for its envelope), replayed, each
    computer's moves checked to be its own."""
    return state.from_dict(data, ChoiceCheck())


to_dict = state.to_dict
_FILES = StateFiles("kniffel", from_state, to_dict, KniffelGame)
load = _FILES.load
from_dict = _FILES.from_dict
save = _FILES.save
