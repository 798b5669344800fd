"""The life of a command: lock, load and check the state, act, save, show.

Each game supplies ``from_dict`` and ``to_dict`` for its state objects; this
module does the rest the same way for every game.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol, TypeVar

from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.errors import (
    InvalidStateFileError,
    MissingStateFileError,
    StateFileError,
    UnfinishedGameError,
)
from kniffel_cli.common.formatting import LogRow, ViewOptions
from kniffel_cli.common.i18n import _
from kniffel_cli.common.output import present
from kniffel_cli.common.replay import Unchecked, check_history_room
from kniffel_cli.common.statefile import (
    STDIO,
    check_envelope,
    check_path,
    display_name,
    dump_state,
    is_dangling_link,
    is_stream,
    locked,
    read_json_object,
    write_text,
)

G = TypeVar("G")
G_contra = TypeVar("G_contra", contravariant=True)
FromDict = Callable[[Unchecked], G]  # a state object, checked by replaying it
ToDict = Callable[[G], Mapping[str, object]]


@dataclass(frozen=True)
class StateOptions:
    """Where the state comes from and goes to, and how the result is shown.

    An empty path or a directory is refused here (exit 2); ``-o /dev/stdout`` is ``-o -``.
    """

    game: GameName
    file: str
    output: str | None = None
    view: ViewOptions = field(default_factory=ViewOptions)

    def __post_init__(self) -> None:
        check_path(self.file, "--file", reading=True)
        if self.output is not None:
            object.__setattr__(self, "output", check_path(self.output, "--output", reading=False))

    @cached_property
    def target(self) -> str:
        """Where the new state goes: ``--output``, else ``--file`` unless that is a stream."""
        if self.output is not None:
            return self.output
        return STDIO if is_stream(self.file) else self.file

    @property
    def state_to_stdout(self) -> bool:
        """True when the new state is written to standard output (the view then goes to stderr)."""
        return self.target == STDIO


class Held(Protocol):
    """The game a batch session keeps in memory between its requests (``common/batch``)."""

    game: Any  # the game object, None before the session's first ``new``
    file: str  # the file the session started from (or would have)
    target: str  # where the session saves it

    def changed(self, game: Any) -> None:
        """Keep ``game`` as the session's game after an action changed it (and save it)."""


_held: Held | None = None


@contextmanager
def holding(held: Held) -> Iterator[None]:
    """Commands run inside act on ``held.game`` instead of the state file."""
    global _held
    _held, before = held, _held
    try:
        yield
    finally:
        _held = before


def in_session() -> bool:
    """True inside a batch session: one process answers many requests."""
    return _held is not None


def _copied(game: G) -> G:
    """A copy of a game to act on (through pickle: five times as fast as ``deepcopy``)."""
    copied: G = pickle.loads(pickle.dumps(game, pickle.HIGHEST_PROTOCOL))
    return copied


def has_game(path: str) -> bool:
    """Whether there is a game to read: the session's, else a file at ``path``."""
    if _held is not None:
        return _held.game is not None
    return path == STDIO or os.path.lexists(path)


def load(options: StateOptions, from_dict: FromDict[G], path: str | None = None) -> G:
    """Read and fully check the game in ``path`` (default ``--file``); in a batch session,
    the session's game."""
    if _held is not None and path is None:
        if _held.game is None:  # as if its file did not exist yet
            raise MissingStateFileError(name=display_name(_held.file), game=options.game)
        game: G = _held.game
        return game
    path = options.file if path is None else path
    name = display_name(path)
    _require(options, path)
    data = read_json_object(path)
    check_envelope(data, options.game, path)
    try:
        return from_dict(data)
    except StateFileError as error:
        raise InvalidStateFileError(name=name, game=options.game, problem=error) from None


def _require(options: StateOptions, path: str) -> None:
    """Refuse a missing state file (exit 3), before any lock is taken for it: a symbolic
    link to nothing is as missing as the file it names."""
    if path != STDIO and (not os.path.lexists(path) or is_dangling_link(path)):
        raise MissingStateFileError(name=display_name(path), game=options.game)


@contextmanager
def updating(options: StateOptions, from_dict: FromDict[G], to_dict: ToDict[G]) -> Iterator[G]:
    """Lock, load, hand the game to the caller, and save it unless the caller raised.

    In a batch session the caller gets a copy of the session's game, kept only
    if the caller did not raise: a refused action changes nothing.
    """
    if _held is not None:
        game = _copied(load(options, from_dict))
        yield game
        check_history_room(to_dict(game))
        _held.changed(game)
        return
    _require(options, options.file)
    with locked([options.file, options.target]):
        game = load(options, from_dict)
        yield game
        data = to_dict(game)
        check_history_room(data)
        write_text(options.target, dump_state(data))


def create(
    options: StateOptions,
    game: G,
    from_dict: FromDict[G],
    to_dict: ToDict[G],
    *,
    finished: Callable[[G], bool],
    force: bool,
) -> None:
    """Write a fresh game, refusing to replace an unfinished one unless ``force``."""
    if _held is not None:
        if not force and _held.game is not None and not finished(_held.game):
            raise UnfinishedGameError(target=_held.target)
        _held.changed(game)
        return
    target = options.target
    with locked([target]):
        # through a symbolic link to nothing yet, as cp and the shell write: a new file there
        there = os.path.lexists(target) and not is_dangling_link(target)
        if not force and not is_stream(target) and there:
            try:
                existing = load(options, from_dict, target)
            except StateFileError as error:
                text = _("{problem}; --force replaces it").format(problem=error.message)
                raise StateFileError(text) from None
            if not finished(existing):
                raise UnfinishedGameError(target=target)
        write_text(target, dump_state(to_dict(game)))


class GameView(Protocol[G_contra]):
    """What a game's view module offers: the table and the JSON object of a game, and its log
    as a table's rows (worded) and as JSON records of facts (``{"game": ..., "moves": [...]}``).
    """

    def render(self, game: G_contra, tablefmt: str) -> str: ...

    def data(self, game: G_contra) -> Mapping[str, object]: ...

    def log_rows(self, game: G_contra) -> Sequence[LogRow]: ...

    def log_data(self, game: G_contra) -> Mapping[str, object]: ...


def show_game(options: StateOptions, game: G, view: GameView[G], *, writes: bool = True) -> None:
    """Print the game's view; to stderr when the new state went to stdout."""
    present(
        options.view,
        render_table=lambda tablefmt: view.render(game, tablefmt),
        render_data=lambda: view.data(game),
        to_stderr=writes and options.state_to_stdout,
    )
