"""State files for programs: ``load`` and ``save`` of every game's public module.

The commands' own machinery, so a program reads and writes exactly what the
commands do: the same checks and errors on reading (StateFileError, exit 3
on the command line), the same bytes, written atomically under the same lock.
None of it loads click: a program that plays through the library never does.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.replay import FromDict, Unchecked

G = TypeVar("G")
Path = str | os.PathLike[str]


def load_game(game: GameName, path: Path, from_dict: FromDict[G]) -> G:
    """The game in ``path`` (``-``: standard input), checked as every command checks it."""
    from kniffel_cli.common.statefile import check_path, read_game

    return read_game(check_path(os.fspath(path), "path", reading=True), game, from_dict)


def game_from_dict(game: GameName, data: Unchecked, from_dict: FromDict[G]) -> G:
    """The game a state file object (as ``json.load`` reads a file) holds, checked as a file's."""
    from kniffel_cli.common.i18n import _
    from kniffel_cli.common.statefile import check_envelope

    check_envelope(data, game, _("the state"))
    return from_dict(data)


def save_game(state: Mapping[str, object], path: Path) -> None:
    """Write a state file object to ``path`` (``-``: standard output) as the commands do.

    A regular file is replaced atomically, under its lock; a stream is written into. A
    history longer than a load accepts is refused (HistoryFullError), as the commands do.
    """
    from kniffel_cli.common.replay import check_history_room
    from kniffel_cli.common.statefile import (
        check_path,
        dump_state,
        forget_saves,
        locked,
        write_text,
    )

    check_history_room(state)
    target = check_path(os.fspath(path), "path", reading=False)
    forget_saves()  # the list of saves is a command's, for its messages: a program keeps none
    with locked([target]):
        write_text(target, dump_state(state))


class StateFiles(Generic[G]):
    """One game's ``load``, ``from_dict`` and ``save``, as its public module offers them."""

    def __init__(
        self,
        game: GameName,
        from_dict: FromDict[G],
        to_dict: Callable[[G], Mapping[str, object]],
    ) -> None:
        self.game = game
        self._from_dict = from_dict
        self._to_dict = to_dict

    def load(self, path: Path) -> G:
        """The game in the state file ``path``, checked as every command checks it
        (StateFileError says what is wrong)."""
        return load_game(self.game, path, self._from_dict)

    def from_dict(self, data: Unchecked) -> G:
        """The game a state file object holds (``to_dict`` makes one), checked as a file's."""
        return game_from_dict(self.game, data, self._from_dict)

    def save(self, game: G, path: Path) -> None:
        """Write ``game`` to ``path`` as the commands do: the same bytes, atomically, locked."""
        save_game(self._to_dict(game), path)
