"""The life of a command: lock, load and check the state, act, save, show.

Each game supplies ``from_dict`` and ``to_dict`` for its state objects; this
module does the rest the same way for every game.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from typing import Protocol, TypeVar

from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.errors import RuleError, StateFileError
from kniffel_cli.common.formatting import LogRow, ViewOptions
from kniffel_cli.common.i18n import _
from kniffel_cli.common.output import present
from kniffel_cli.common.replay import Unchecked
from kniffel_cli.common.statefile import (
    STDIO,
    check_envelope,
    check_path,
    display_name,
    dump_state,
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


def load(options: StateOptions, from_dict: FromDict[G], path: str | None = None) -> G:
    """Read and fully check the game in ``path`` (default ``--file``)."""
    path = options.file if path is None else path
    name = display_name(path)
    _require(options, path)
    data = read_json_object(path)
    check_envelope(data, options.game, path)
    try:
        return from_dict(data)
    except StateFileError as error:
        text = _("{name} is not a valid {game} state: {problem}")
        raise StateFileError(
            text.format(name=name, game=options.game, problem=error.message)
        ) from None


def _require(options: StateOptions, path: str) -> None:
    """Refuse a missing state file (exit 3), before any lock is taken for it."""
    if path != STDIO and not os.path.lexists(path):
        text = _("{name} does not exist; start a game with 'spiel {game} new'")
        raise StateFileError(text.format(name=display_name(path), game=options.game))


@contextmanager
def updating(options: StateOptions, from_dict: FromDict[G], to_dict: ToDict[G]) -> Iterator[G]:
    """Lock, load, hand the game to the caller, and save it unless the caller raised."""
    _require(options, options.file)
    with locked([options.file, options.target]):
        game = load(options, from_dict)
        yield game
        write_text(options.target, dump_state(to_dict(game)))


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
    target = options.target
    with locked([target]):
        if not force and not is_stream(target) and os.path.lexists(target):
            try:
                existing = load(options, from_dict, target)
            except StateFileError as error:
                text = _("{problem}; --force replaces it").format(problem=error.message)
                raise StateFileError(text) from None
            if not finished(existing):
                text = _(
                    "{target} holds an unfinished game; finish it, choose another "
                    "file with --file, or replace it with --force"
                )
                raise RuleError(text.format(target=target))
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
