"""Every error of every game says itself, in English and German, and has a unique code."""

from __future__ import annotations

import copy
import importlib
import json
import pickle
import pkgutil
import re
import typing
from pathlib import Path

import pytest

import kniffel_cli
from kniffel_cli.common.errors import SpielError
from kniffel_cli.common.i18n import speaking

# Import every module, so that every error class is defined.
for module in pkgutil.walk_packages(kniffel_cli.__path__, "kniffel_cli."):
    if not module.name.endswith("__main__"):  # that one runs spiel
        importlib.import_module(module.name)


def subclasses(kind: type[SpielError]) -> list[type[SpielError]]:
    found = []
    for sub in kind.__subclasses__():
        found += [sub, *subclasses(sub)]
    return found


# The errors: those with a sentence of their own (the bases that group them, and the shared
# machinery's errors made with a finished sentence, have none).
ERRORS = sorted(
    {kind for kind in subclasses(SpielError) if kind.template},
    key=lambda kind: f"{kind.__module__}.{kind.__qualname__}",
)

# Values for the fields, by name where the name says more than the type.
BY_NAME: dict[str, object] = {
    "category": "full_house",
    "offered": ("chance", "small_straight"),
    "categories": ("chance",),
    "rules": "yahtzee",
    "path": "kniffel.json",
    "folder": "/tmp/spiel",
}


def sample(name: str, hint: object) -> object:
    """A value of the field ``name`` typed ``hint``."""
    if name in BY_NAME:
        return BY_NAME[name]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return args[0]
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return sample(name, next(arg for arg in args if arg is not type(None)))
    if origin in (tuple, list):
        item = sample(name, args[0]) if args else "x"
        return origin([item, item]) if origin is list else (item, item)
    if hint is object:  # a value as given, of any type
        return "x"
    if isinstance(hint, type):
        if issubclass(hint, SpielError):
            return ERRORS_BY_TYPE(hint)
        if hint is bool:
            return True
        if hint is int:
            return 3
        if hint is float:
            return 2.5
        if hint is str:
            return "Anna"
        if hint is Path:
            return Path("kniffel.json")
    raise AssertionError(f"no sample for {name}: {hint}")


def ERRORS_BY_TYPE(kind: type[SpielError]) -> SpielError:  # noqa: N802
    """An error of ``kind`` for a fact that holds one: one whose own facts hold none."""
    concrete = next(
        error for error in ERRORS if issubclass(error, kind) and not _holds_errors(error)
    )
    return made(concrete)


def _holds_errors(kind: type[SpielError]) -> bool:
    hints = typing.get_type_hints(kind)
    return any(
        isinstance(hints[name], type) and issubclass(hints[name], SpielError)
        for name in kind.fact_names
    )


def made(kind: type[SpielError]) -> SpielError:
    hints = typing.get_type_hints(kind)
    values = {name: sample(name, hints[name]) for name in kind.fact_names}
    return typing.cast(typing.Callable[..., SpielError], kind)(**values)


# English words a German sentence would not hold, but for the command line's own words
# (the command 'take', the option --first), which stay as typed.
ENGLISH = re.compile(
    r"\b(the|is|not|and|or|of|to|with|has|have|already|give|must|only|roll|take|yet|first|no)\b"
)
COMMAND_WORDS = {"take", "first"}


def test_every_game_has_errors_to_check() -> None:
    modules = {kind.__module__.split(".")[1] for kind in ERRORS}
    assert {"kniffel", "puzzle", "streichholz"} <= modules


@pytest.mark.parametrize("kind", ERRORS, ids=lambda kind: kind.__qualname__)
def test_an_error_says_itself_in_english_and_german(kind: type[SpielError]) -> None:
    assert kind.__name__.endswith("Error"), "error class names end in Error"
    assert kind.template, "an error with facts has a template"
    error = made(kind)
    english = error.message
    with speaking("de"):
        german = error.message
    for text in (english, german):
        assert text and not re.search(r"\{\w*\}", text), text
    assert german != english, "the German catalog has its words"
    english_words = set(ENGLISH.findall(german)) - COMMAND_WORDS
    assert not english_words, german
    json.dumps(error.fields())  # the facts are JSON data
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.message, again.fields()) == (kind, english, error.fields())
    assert copy.copy(error).message == english


def test_the_codes_are_unique() -> None:
    codes: dict[str, type[SpielError]] = {}
    for kind in ERRORS:
        assert re.fullmatch(r"[a-z][a-z0-9_]*", kind.code), kind
        assert codes.setdefault(kind.code, kind) is kind, (kind, codes[kind.code])
