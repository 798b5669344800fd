"""State objects that carry their whole history, checked by replaying it.

Every game stores its options, its seed and draw counter, its history and its
position. Loading builds a fresh game from the options and seed, applies
each history entry through the game's own rules, and requires the stored
history, draw counter and position to be exactly what the replay gives:
nothing in a file is trusted on its own.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from kniffel_cli.common import validate
from kniffel_cli.common.envelope import FORMAT, VERSION
from kniffel_cli.common.errors import HistoryFullError, SpielError, StateFileError
from kniffel_cli.common.i18n import _, grouped
from kniffel_cli.common.randomness import SeededRandom

MAX_HISTORY = 5000
_COMMON = {"format", "version", "game", "seed", "draws", "history", "position"}


class Replayable(Protocol):
    """What a game needs for this: seeded randomness and a list of history entries."""

    @property
    def random(self) -> SeededRandom:
        """The seed and the draws used."""
        ...

    @property
    def history(self) -> Sequence[Mapping[str, object]]:
        """The entries in order; each game types its own (a TypedDict per kind)."""
        ...


G = TypeVar("G", bound=Replayable)

# A state object as read from a file or handed over by a program, not checked yet: ``restore``
# checks each value (``validate``) before the rules see it.
Unchecked = Mapping[str, object]
State = TypeVar("State")
FromDict = Callable[[Unchecked], State]  # a state object, checked by replaying it
# A state object as written: JSON data that a program may read and edit as it likes (the
# tests tamper with it), so it is typed as loosely as ``json.loads`` types what it reads.
StateObject = dict[str, Any]


def state_object(
    game_name: str, options: Mapping[str, object], game: Replayable, position: Mapping[str, object]
) -> StateObject:
    """The state file object: envelope, options, seed, draws, history, position."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game_name,
        **options,
        "seed": game.random.seed,
        "draws": game.random.draws,
        "history": [dict(entry) for entry in game.history],
        "position": position,
    }


Upgrade = Callable[[Unchecked], Unchecked]


def upgraded(data: Unchecked, steps: Mapping[int, Upgrade]) -> Unchecked:
    """``data`` in the current format version: ``steps[v]`` turns version v into v + 1.

    A version without a step of its own is the next one's as it stands. The
    envelope was checked before (a version from 1 to VERSION); an old file is
    converted here, once, so the rules know one format only.
    """
    version = data.get("version")
    if type(version) is not int:
        return data
    while version < VERSION:
        step = steps.get(version)
        data = {**(step(data) if step is not None else data), "version": version + 1}
        version += 1
    return data


def restore(
    data: Unchecked,
    options: set[str],
    build: Callable[[Unchecked, str], G],
    apply: Callable[[G, Unchecked, int], None],
    position: Callable[[G], Mapping[str, object]],
) -> G:
    """Rebuild a game: ``build`` it from the options and seed, ``apply`` each entry, compare."""
    validate.check_keys(data, _COMMON | options, _("the state"))
    seed = validate.text(data["seed"], "seed")
    try:
        game = build(data, seed)
    except SpielError as error:
        raise StateFileError(error.message) from None
    history = validate.array(data["history"], "history")
    if len(history) > MAX_HISTORY:
        raise StateFileError(
            _("history has more than {most} entries").format(most=grouped(MAX_HISTORY))
        )
    for number, entry in enumerate(history, 1):
        where = entry_name(number)
        if not isinstance(entry, dict):
            raise StateFileError(_("{where} is not an object").format(where=where))
        try:
            apply(game, entry, number)
        except StateFileError:
            raise
        except SpielError as error:
            raise StateFileError(
                _("{where}: {problem}").format(where=where, problem=error.message)
            ) from None
    if not same(history, game.history):
        raise StateFileError(_("the history does not match what its actions give"))
    if validate.integer(data["draws"], "draws", 0, 1 << 62) != game.random.draws:
        raise StateFileError(_("the draw counter does not match the history"))
    if not same(data["position"], position(game)):
        raise StateFileError(_("the stored position does not follow from the history"))
    return game


def check_history_room(data: Mapping[str, object]) -> None:
    """Refuse a state about to be saved whose history no load would accept."""
    history = data.get("history")
    if isinstance(history, list) and len(history) > MAX_HISTORY:
        raise HistoryFullError(most=MAX_HISTORY)


def entry_name(number: int) -> str:
    """``history entry 3``: how a message names an entry of the history (counted from 1)."""
    return _("history entry {number}").format(number=number)


def same(stored: object, replayed: object) -> bool:
    """Equal as JSON text, so that true is not 1 and 1.0 is not 1 (and a value nested too
    deep to write out, or an int too long to, is no value a game gives)."""
    try:
        return json.dumps(stored, sort_keys=True) == json.dumps(replayed, sort_keys=True)
    except (RecursionError, ValueError):  # ValueError: an int over Python's digit limit
        return False
