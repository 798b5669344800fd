"""Errors and the exit status each one maps to.

The game cores raise these (no click involved); the command layer turns any
of them into one ``Error: ...`` line on standard error and its exit status.
Each error says itself (``message``) and knows its facts (``code``,
``fields()``): no registry, no import needed for its words.
"""

from __future__ import annotations

import errno
import re
import sys
from collections.abc import Callable
from typing import ClassVar, TypeVar

from kniffel_cli.common.i18n import N_, _, grouped, ngettext
from kniffel_cli.common.jsontypes import JSONValue
from kniffel_cli.common.numbers import LongNumber, number_text, safe_numbers

T = TypeVar("T")

if sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:  # Python 3.10: the marker is for type checkers alone

    def dataclass_transform(**kwargs: object) -> Callable[[type[T]], type[T]]:
        return lambda kind: kind


EXIT_OK = 0
EXIT_RULES = 1
EXIT_USAGE = 2
EXIT_STATE = 3
EXIT_WRITE = 4
EXIT_INTERRUPTED = 130  # Ctrl-C: 128 + SIGINT
EXIT_CLOSED_PIPE = 141  # standard output is a pipe nobody reads any more: 128 + SIGPIPE


def code_of(name: str) -> str:
    """The machine name of an error class: ``NotRolledError`` -> ``not_rolled``."""
    name = name.removesuffix("Error") or name
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def json_safe(value: object) -> JSONValue:
    """``value`` as JSON data: tuples as lists, paths as text, a nested error as its facts."""
    if isinstance(value, LongNumber):  # JSON writes an int through int.__repr__: too long
        return str(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, SpielError):
        return {"code": value.code, "message": value.message, **value.fields()}
    if isinstance(value, (list, tuple)):
        return [json_safe(item) for item in value]
    if isinstance(value, dict):
        return {str(key): json_safe(item) for key, item in value.items()}
    return str(value)


@dataclass_transform(kw_only_default=True, eq_default=False)
class SpielError(Exception):
    """Base of every expected failure: its facts, its words and its exit status in one class.

    A subclass declares its facts as annotated fields (``player: str``), made
    by keyword as a dataclass's (``NotRolledError(player="Anna", round=1)``;
    ``fields()`` gives them as JSON data), with a class attribute
    ``template = N_("...")``: the sentence, formatted with the facts in the
    language chosen when the message is asked for. ``code`` is the class name
    in snake_case without ``Error`` (``NotRolledError`` -> ``not_rolled``), a
    stable name for programs. A sentence that needs logic (a list joined with
    "or", a row's label) comes from overriding ``words()``, which gives the
    values the template is formatted with. An error of the shared machinery
    may instead be made with a finished sentence, ``SpielError("...")``.

    The facts are collected here rather than by ``dataclasses.dataclass``:
    a hundred error classes made into dataclasses cost every command some
    15 ms of start-up; type checkers see them as dataclasses all the same.
    """

    exit_code: ClassVar[int] = EXIT_RULES
    template: ClassVar[str] = ""
    # A sentence whose words follow a number has both forms (``template, plural =
    # Nn_(...)``); ``number()`` says which, as gettext's ngettext chooses.
    plural: ClassVar[str] = ""
    code: ClassVar[str] = "error"
    fact_names: ClassVar[tuple[str, ...]] = ()
    _text: str = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "code" not in cls.__dict__:
            cls.code = code_of(cls.__name__)
        own = [
            name
            for name, hint in cls.__dict__.get("__annotations__", {}).items()
            if not name.startswith("_") and "ClassVar" not in str(hint)
        ]
        cls.fact_names = (*(name for name in cls.fact_names if name not in own), *own)
        if cls.fact_names and "__init__" not in cls.__dict__:
            cls.__init__ = SpielError._with_facts  # type: ignore[assignment]

    def __init__(self, message: str = "") -> None:
        super().__init__(message)
        self._text = message

    def _with_facts(self, **facts: object) -> None:
        """``__init__`` of an error with facts: each by keyword, or its class's default."""
        kind = type(self)
        unknown = set(facts) - set(kind.fact_names)
        if unknown:
            raise TypeError(f"{kind.__name__} has no fact {', '.join(sorted(unknown))}")
        for name in kind.fact_names:
            if name in facts:
                # a number over Python's digit limit would fail to format: named by its length
                setattr(self, name, safe_numbers(facts[name]))
            elif not hasattr(kind, name):
                raise TypeError(f"{kind.__name__} needs the fact {name}")
        Exception.__init__(self)

    def fields(self) -> dict[str, JSONValue]:
        """The facts of this error, by name, as JSON data (the same in every language)."""
        return {name: json_safe(getattr(self, name)) for name in self.fact_names}

    def words(self) -> dict[str, object]:
        """The values the template is formatted with: the facts, unless a class says more."""
        return {name: getattr(self, name) for name in self.fact_names}

    def number(self) -> int:
        """The number that chooses between ``template`` and ``plural`` (with a plural only)."""
        raise NotImplementedError(f"{type(self).__name__} has a plural and no number()")

    @property
    def message(self) -> str:
        """The sentence for the user, in the language chosen now; a whole number in it as the
        language writes it (1,000, German 1.000; a negative one German −5)."""
        if not self.template:
            return self._text
        words = {name: _written(value) for name, value in self.words().items()}
        if self.plural:
            return ngettext(self.template, self.plural, self.number()).format(**words)
        return _(self.template).format(**words)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        if not self.fact_names:
            return (
                f"{type(self).__name__}({self._text!r})"
                if self._text
                else f"{type(self).__name__}()"
            )
        facts = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.fact_names)
        return f"{type(self).__name__}({facts})"

    def __reduce__(self) -> tuple[object, ...]:
        """Copy and pickle an error by its facts (or its finished sentence)."""
        if not self.fact_names:
            return type(self), (self._text,)
        return _rebuilt, (type(self), {name: getattr(self, name) for name in self.fact_names})


def _written(value: object) -> object:
    """A whole number as a message writes it (``number_text``: grouped, or a long one by its
    length); anything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool):
        return number_text(value)
    return value


def _rebuilt(kind: type[SpielError], facts: dict[str, object]) -> SpielError:
    """An error of ``kind`` made again from its facts (``SpielError.__reduce__``)."""
    return kind(**facts)  # type: ignore[arg-type]


class RuleError(SpielError):
    """The rules do not allow this action now (exit 1)."""

    exit_code = EXIT_RULES


class InputError(SpielError):
    """A malformed or out-of-range value given by the user (exit 2)."""

    exit_code = EXIT_USAGE


class StateFileError(SpielError):
    """The state file is missing, unreadable, malformed or inconsistent (exit 3)."""

    exit_code = EXIT_STATE


class WriteError(SpielError):
    """The new state (or the highscore) could not be written (exit 4)."""

    exit_code = EXIT_WRITE


class SeedNotTextError(InputError):
    """A seed with a lone surrogate (bytes that are no UTF-8, as Python reads them)."""

    template = N_("the seed is not UTF-8 text")


class SeedTooLongError(InputError):
    """A seed of more than ``most`` characters."""

    most: int
    template = N_("the seed is longer than {most} characters")


class GameNotSavedError(StateFileError):
    """``save`` of a program's game that its own ``load`` would refuse: nothing is written."""

    problem: str
    template = N_("the game was not saved: its state file would be refused ({problem})")


class UnfinishedGameError(RuleError):
    """``new`` would replace an unfinished game without ``--force``."""

    target: str
    template = N_(
        "{target} holds an unfinished game; finish it, choose another file with --file, "
        "or replace it with --force"
    )


class HistoryFullError(RuleError):
    """An action that would make the history longer than a state file may hold: the
    moves taken back stay in it, so undo after undo fills it at last."""

    most: int
    template = N_(
        "the game's history is full ({most} entries, the ones taken back included); "
        "nothing was changed; start a new game"
    )

    def words(self) -> dict[str, object]:
        """The most entries, grouped as the language writes numbers."""
        return {"most": grouped(self.most)}


class MissingStateFileError(StateFileError):
    """The state file a command reads does not exist (exit 3)."""

    name: str
    game: str
    template = N_("{name} does not exist; start a game with 'spiel {game} new'")


class InvalidStateFileError(StateFileError):
    """The state file holds no valid game (exit 3); ``problem`` says what is wrong."""

    name: str
    game: str
    problem: StateFileError
    template = N_("{name} is not a valid {game} state: {problem}")

    def words(self) -> dict[str, object]:
        return {"name": self.name, "game": self.game, "problem": self.problem.message}


class OutputError(WriteError):
    """The view or a message could not be printed (exit 4; the message says what was saved)."""

    def __init__(self, what: str, stream: str, reason: str) -> None:
        text = _("{what} could not be written to {stream}: {reason}")
        super().__init__(text.format(what=what, stream=stream, reason=reason))


# The system's reasons, in the C library's English words (the words Python gives), so that
# English output is what it always was and German gets its own.
_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EROFS: N_("Read-only file system"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EEXIST: N_("File exists"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EFBIG: N_("File too large"),
    errno.EIO: N_("Input/output error"),
    errno.EBADF: N_("Bad file descriptor"),
    errno.ENXIO: N_("No such device or address"),
    errno.EPIPE: N_("Broken pipe"),
}


def os_reason(error: OSError) -> str:
    """Why an operation of the system failed, in the chosen language where we know the words."""
    known = _REASONS.get(error.errno) if error.errno is not None else None
    return _(known) if known else (error.strerror or str(error))
