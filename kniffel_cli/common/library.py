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
from kniffel_cli.common.errors import GameNotSavedError, StateFileError
from kniffel_cli.common.expect import expect
from kniffel_cli.common.i18n import _
from kniffel_cli.common.replay import FromDict, Unchecked

G = TypeVar("G")
Path = str | os.PathLike[str]


def load_game(game: GameName, path: Path, from_dict: FromDict[G]) -> G:
    """The game in ``path`` (``-``: standard input), checked as every command checks it."""
    from kniffel_cli.common.statefile import check_path, read_game

    return read_game(check_path(os.fspath(path), "path", reading=True), game, from_dict)


def game_from_dict(game: GameName, data: Unchecked, from_dict: FromDict[G]) -> G:
    """The game a state file object (as ``json.load`` reads a file) holds, checked as a file's
    (nested deeper than a state is, it is refused before anything walks it)."""
    from kniffel_cli.common.statefile import check_envelope

    check_envelope(data, game, _("the state"))
    return from_dict(data)


def save_game(text: str, path: Path) -> None:
    """Write a state file's text to ``path`` (``-``: standard output) as the commands do:
    a regular file replaced atomically, under its lock; a stream written into."""
    from kniffel_cli.common.statefile import check_path, forget_saves, locked, write_text

    target = check_path(os.fspath(path), "path", reading=False)
    forget_saves()  # the list of saves is a command's, for its messages: a program keeps none
    with locked([target]):
        write_text(target, text)


def read_back(game: GameName, state: Mapping[str, object], from_dict: FromDict[G]) -> str:
    """The text of ``state``, once a load of it is known to succeed: parsed and replayed as
    a file's (a history longer than a load accepts is HistoryFullError, as for the commands;
    anything else a load refuses is GameNotSavedError)."""
    from kniffel_cli.common.replay import check_history_room
    from kniffel_cli.common.statefile import dump_state, parse_json_object

    check_history_room(state)
    try:
        text = dump_state(state)
    except (TypeError, ValueError, RecursionError):  # no JSON: NaN-free text cannot hold it
        raise GameNotSavedError(problem=_("it holds what is no JSON")) from None
    try:
        game_from_dict(
            game,
            parse_json_object(text.encode("utf-8"), _("the state"), _("state file")),
            from_dict,
        )
    except UnicodeEncodeError:
        raise GameNotSavedError(problem=_("it holds what is no UTF-8 text")) from None
    except StateFileError as error:
        raise GameNotSavedError(problem=error.message) from None
    return text


def _check_path(path: object) -> None:
    if not isinstance(path, (str, os.PathLike)) or not isinstance(os.fspath(path), str):
        raise TypeError(f"path must be a str or an os.PathLike of str, not {type(path).__name__}")


class StateFiles(Generic[G]):
    """One game's ``load``, ``from_dict`` and ``save``, as its public module offers them."""

    def __init__(
        self,
        game: GameName,
        from_dict: FromDict[G],
        to_dict: Callable[[G], Mapping[str, object]],
        kind: type[G],
    ) -> None:
        self.game = game
        self._from_dict = from_dict
        self._to_dict = to_dict
        self._kind = kind

    def load(self, path: Path) -> G:
        """The game in the state file ``path``, checked as every command checks it
        (StateFileError says what is wrong)."""
        _check_path(path)
        return load_game(self.game, path, self._from_dict)

    def from_dict(self, data: Unchecked) -> G:
        """The game a state file object holds (``to_dict`` makes one), checked as a file's."""
        return game_from_dict(self.game, data, self._from_dict)

    def save(self, game: G, path: Path) -> None:
        """Write ``game`` to ``path`` as the commands do: the same bytes, atomically, locked;
        a game its own ``load`` would refuse is not written (GameNotSavedError)."""
        expect(game, self._kind, "game", f"a {self._kind.__name__}")
        _check_path(path)
        try:
            state = self._to_dict(game)
        except (AttributeError, TypeError, ValueError, LookupError, RecursionError):
            # only a game whose private fields a program changed: refused like any other
            raise GameNotSavedError(problem=_("its fields are not a game's")) from None
        save_game(read_back(self.game, state, self._from_dict), path)
