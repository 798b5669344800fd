"""A game of the letter puzzle: the start, the slides, undo, and the history."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict, cast

from kniffel_cli.common import expect
from kniffel_cli.common.numbers import number_text
from kniffel_cli.common.randomness import SeededRandom, check_seed
from kniffel_cli.puzzle.board import (
    GAP,
    Board,
    check_alphabet,
    default_alphabet,
    direction_of,
    parse_board,
    size_of_alphabet,
)
from kniffel_cli.puzzle.errors import (
    AlreadySolvedError,
    BoardSizeError,
    BoardTextError,
    GapAtEdgeError,
    NothingToSolveError,
    NoTilesError,
    OutOfLineError,
    PuzzleSolvedError,
    ScrambleLengthError,
    SetupConflictError,
    SizeMismatchError,
    SolvedBeforeEndError,
    TimeLimitError,
    UndoTooFarError,
    UnknownSetupError,
    UnknownSideError,
    UnknownTileError,
)
from kniffel_cli.puzzle.notation import MAX_SIZE, MIN_SIZE, Direction

if TYPE_CHECKING:
    from kniffel_cli.common.cache import Notify
    from kniffel_cli.puzzle.solver import Progress, Solution

DEFAULT_SIZE = 4
MAX_SCRAMBLE = 100_000
MAX_SECONDS = 86_400  # a day: what --max-seconds takes at most
Side = Literal["player", "solver"]
SIDES: tuple[Side, ...] = ("player", "solver")


class ShuffleSetup(TypedDict):
    """The start is a uniform shuffle."""

    kind: Literal["shuffle"]


class ScrambleSetup(TypedDict):
    """The start is ``moves`` random slides away from solved."""

    kind: Literal["scramble"]
    moves: int


class BoardSetup(TypedDict):
    """The start is a given board, in the ``ABCD/EFGH/IJKL/MNO.`` notation."""

    kind: Literal["board"]
    board: str


Setup = ShuffleSetup | ScrambleSetup | BoardSetup
"""How a game's start was made, as the state file stores it."""


class SlideEntry(TypedDict):
    """A history entry: tiles slid, in order, as letters."""

    by: Side
    action: Literal["slide"]
    tiles: list[str]


class UndoEntry(TypedDict):
    """A history entry: the last ``count`` tile moves taken back."""

    by: Side
    action: Literal["undo"]
    count: int


Entry = SlideEntry | UndoEntry


def _copied(entry: Entry) -> Entry:
    """A history entry and its list of tiles, copied."""
    copied: dict[str, object] = dict(entry)
    tiles = copied.get("tiles")
    if isinstance(tiles, list):
        copied["tiles"] = list(tiles)
    return cast(Entry, copied)


def _check_side(by: object) -> None:
    if expect.one_of(by, SIDES, "by") not in SIDES:
        raise UnknownSideError(side=by, known=SIDES)


def shuffled(size: int, random: SeededRandom) -> Board:
    """Uniform over the solvable, unsolved arrangements.

    A uniform permutation of all cells is solvable half of the time; swapping
    the first two tiles maps the unsolvable ones one-to-one onto the solvable
    ones, so the result stays uniform. The solved board is drawn again.
    """
    while True:
        cells = list(range(size * size))
        random.shuffle(cells)
        board = Board(size, tuple(cells))
        if not board.is_solvable:
            first, second = [i for i, tile in enumerate(cells) if tile != GAP][:2]
            cells[first], cells[second] = cells[second], cells[first]
            board = Board(size, tuple(cells))
        if not board.is_solved:
            return board


def scrambled(size: int, moves: int, random: SeededRandom) -> Board:
    """``moves`` random slides away from solved, never straight back (more if it ends solved)."""
    board = Board.solved(size)
    previous = None
    done = 0
    while done < moves or board.is_solved:
        tile = random.choice([t for t in board.movable() if t != previous])
        board = board.move(tile)
        previous = tile
        done += 1
    return board


def check_setup(setup: object) -> Setup:
    """A shuffle, M random slides from solved, or a given board: checked and copied."""
    if not isinstance(setup, dict):
        raise UnknownSetupError()
    kind = setup.get("kind")
    expected = {"shuffle": {"kind"}, "scramble": {"kind", "moves"}, "board": {"kind", "board"}}
    if not isinstance(kind, str) or kind not in expected or set(setup) != expected[kind]:
        raise UnknownSetupError()
    if kind == "scramble" and (
        type(setup["moves"]) is not int or not 1 <= setup["moves"] <= MAX_SCRAMBLE
    ):
        raise ScrambleLengthError(moves=setup["moves"], most=MAX_SCRAMBLE)
    if kind == "board" and not isinstance(setup["board"], str):
        raise BoardTextError()
    return cast(Setup, dict(setup))  # its keys in the order given, as the file is written back


class PuzzleGame:
    """The board, the tiles moved so far (for undo and the counter), and the history.

    ``create`` starts a game from the options of ``new``; ``from_options``
    makes one from the options a state file stores. Each checks them all and
    makes the start once.
    """

    def __init__(self, *, random: SeededRandom, alphabet: str, setup: Setup, start: Board) -> None:
        """A game at ``start`` with nothing moved yet; its options are checked already."""
        self._random = random
        self._size = start.size
        self._alphabet = alphabet
        self._setup = setup
        self._start = start
        self._board = start
        self._stack: list[int] = []
        # The shared replay machinery reads the entries as plain objects; ``entries`` types them.
        self._history: list[Entry] = []

    @classmethod
    def create(
        cls,
        *,
        seed: str,
        size: int | None = None,
        alphabet: str | None = None,
        board: str | None = None,
        scramble: int | None = None,
    ) -> PuzzleGame:
        """A new puzzle: shuffled, ``scramble`` random slides from solved, or the given ``board``.

        Without ``size`` the alphabet or the board tells it (else 4); given, they must agree.
        """
        expect.text(seed, "seed")
        expect.whole(size, "size", optional=True)
        expect.text(alphabet, "alphabet", optional=True)
        expect.text(board, "board", optional=True)
        expect.whole(scramble, "scramble", optional=True)
        if board is not None and scramble is not None:
            raise SetupConflictError()
        inferred = None if alphabet is None else size_of_alphabet(alphabet)
        given = None
        if board is not None:
            given, _ = parse_board(board, alphabet)
            inferred = given.size
        if size is not None and inferred is not None and size != inferred:
            raise SizeMismatchError(size=size, inferred=inferred)
        setup: Setup = ShuffleSetup(kind="shuffle")
        if board is not None:
            setup = BoardSetup(kind="board", board=board.strip())
        elif scramble is not None:
            setup = ScrambleSetup(kind="scramble", moves=scramble)
        return cls._started(seed, size or inferred or DEFAULT_SIZE, alphabet, setup, given)

    @classmethod
    def from_options(
        cls,
        *,
        seed: str,
        size: int = DEFAULT_SIZE,
        alphabet: str | None = None,
        setup: Setup | None = None,
    ) -> PuzzleGame:
        """The game a state file's options start (its history is replayed on it)."""
        expect.text(seed, "seed")
        expect.text(alphabet, "alphabet", optional=True)
        shuffle = ShuffleSetup(kind="shuffle")
        return cls._started(seed, size, alphabet, shuffle if setup is None else setup, None)

    @classmethod
    def _started(
        cls, seed: str, size: int, alphabet: str | None, setup: Setup, given: Board | None
    ) -> PuzzleGame:
        """Check the options and make the start (``given``: a board setup's board, parsed)."""
        if type(size) is not int or not MIN_SIZE <= size <= MAX_SIZE:
            raise BoardSizeError(size=size)
        alphabet = check_alphabet(default_alphabet(size) if alphabet is None else alphabet, size)
        setup = check_setup(setup)
        random = SeededRandom(check_seed(seed))
        if setup["kind"] == "shuffle":
            start = shuffled(size, random)
        elif setup["kind"] == "scramble":
            start = scrambled(size, setup["moves"], random)
        else:
            # A board's alphabet fits only a board of its size, so the sizes agree.
            start = parse_board(setup["board"], alphabet)[0] if given is None else given
            if start.is_solved:
                raise AlreadySolvedError()
        return cls(random=random, alphabet=alphabet, setup=setup, start=start)

    # The state is read-only: each property gives a copy, and only the actions change it.
    @property
    def size(self) -> int:
        return self._size

    @property
    def alphabet(self) -> str:
        return self._alphabet

    @property
    def setup(self) -> Setup:
        """How the start was made: a copy."""
        return cast(Setup, dict(self._setup))

    @property
    def random(self) -> SeededRandom:
        """The seeded randomness: its seed and the draws used (the state file stores both)."""
        return self._random.copy()  # drawing from it must not change the game

    @property
    def start(self) -> Board:
        return self._start

    @property
    def board(self) -> Board:
        """The board now (a Board does not change: each move makes another)."""
        return self._board

    @property
    def stack(self) -> list[int]:
        """The tiles moved so far, in order, less those taken back: a copy."""
        return list(self._stack)

    @property
    def history(self) -> list[Entry]:
        """Every slide and undo, in order: copies."""
        return [_copied(entry) for entry in self._history]

    @property
    def entries(self) -> list[Entry]:
        """The history: every slide and undo, in order (copies)."""
        return self.history

    @property
    def moves(self) -> int:
        """Tiles moved so far, less those taken back."""
        return len(self._stack)

    @property
    def solved(self) -> bool:
        return self._board.is_solved

    def letter(self, tile: int) -> str:
        """The letter of ``tile`` (a number from 1; UnknownTileError for another)."""
        if not 1 <= expect.whole(tile, "tile") < self._size * self._size:  # type: ignore[operator]
            raise UnknownTileError(token=number_text(tile), alphabet=self._alphabet)
        return self._alphabet[tile - 1]

    def _check_open(self) -> None:
        if self.solved:
            raise PuzzleSolvedError(moves=self.moves)

    def parse_tiles(self, tokens: Sequence[str]) -> list[Direction | int]:
        """Each token a direction word, a letter, or several letters written together."""
        expect.texts(tokens, "tokens")
        items: list[Direction | int] = []
        for token in tokens:
            word = token.strip()
            direction = direction_of(word)
            if direction is not None:
                items.append(direction)
            elif word and all(char in self._alphabet for char in word):
                items.extend(self._alphabet.index(char) + 1 for char in word)
            elif len(word) == 1 and word.swapcase() in self._alphabet:
                items.append(self._alphabet.index(word.swapcase()) + 1)
            else:
                raise UnknownTileError(token=token, alphabet=self._alphabet)
        if not items:
            raise NoTilesError()
        return items

    def slide(self, tokens: Sequence[str], by: Side = "player") -> list[int]:
        """Slide the named tiles in order, runs included, all or nothing; return those moved.
        ``by`` is ``"player"`` or ``"solver"`` (UnknownSideError for another)."""
        _check_side(by)
        self._check_open()
        return self._slide(self.parse_tiles(tokens), by)

    def _slide(self, items: Sequence[Direction | int], by: Side) -> list[int]:
        """Slide tiles (numbers) and direction words in order, all or nothing."""
        board = self._board
        moved: list[int] = []
        for item in items:
            if board.is_solved:
                raise SolvedBeforeEndError()
            if isinstance(item, str):
                tile = board.tile_for(item)
                if tile is None:
                    raise GapAtEdgeError(direction=item)
            else:
                tile = item
            run = board.run(tile)
            if not run:
                raise OutOfLineError(tile=self.letter(tile), board=board.notation(self._alphabet))
            for step in run:
                board = board.move(step)
                moved.append(step)
        self._board = board
        self._stack.extend(moved)
        tiles = [self.letter(t) for t in moved]
        self._history.append(SlideEntry(by=by, action="slide", tiles=tiles))
        return moved

    def undo(self, count: int = 1, by: Side = "player") -> None:
        """Take back the last ``count`` tile moves (``by``: as for ``slide``)."""
        expect.whole(count, "count")
        _check_side(by)
        self._check_open()
        if not 1 <= count <= len(self._stack):
            raise UndoTooFarError(count=count, available=len(self._stack))
        board = self._board
        for tile in reversed(self._stack[-count:]):
            board = board.move(tile)
        self._board = board
        del self._stack[-count:]
        self._history.append(UndoEntry(by=by, action="undo", count=count))

    def solution(
        self,
        *,
        max_seconds: float = 10.0,
        progress: Progress | None = None,
        notify: Notify | None = None,
    ) -> Solution:
        """A shortest way from here (or, out of time, a longer one labelled so); moves nothing.

        ``progress`` hears of the tables being built, ``notify`` of damaged ones (see solver.py).
        """
        expect.number(max_seconds, "max_seconds")
        if not 0 <= max_seconds <= MAX_SECONDS:  # NaN too
            raise TimeLimitError(seconds=max_seconds, most=MAX_SECONDS)
        if self.solved:
            raise NothingToSolveError(moves=self.moves)
        from kniffel_cli.puzzle.solver import solve  # the solvers load only when asked for

        return solve(self._board, max_seconds=max_seconds, progress=progress, notify=notify)

    def solve(
        self,
        *,
        max_seconds: float = 10.0,
        progress: Progress | None = None,
        notify: Notify | None = None,
    ) -> Solution:
        """Find the ``solution`` and make its moves, as the solver's."""
        solution = self.solution(max_seconds=max_seconds, progress=progress, notify=notify)
        self._slide(solution.tiles, "solver")
        return solution
