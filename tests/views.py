"""The JSON views checked against their TypedDicts (each game's ``schema.VIEWS``) at run time.

``check`` takes a value and a type of the schemas (a TypedDict, ``list[X]``,
``dict[str, X]``, ``Literal[...]``, a union, ``None``, ``int``, ``float``,
``str``, ``bool``) and raises ``ViewMismatch`` naming the first place that
differs. A TypedDict's keys must be there in the order its annotations give
(the order printed), its optional ones may be missing, others may not be there.

``check_view`` checks a view as printed: its first key ``schema_version`` (holding
``SCHEMA_VERSION``), then the rest against the command's TypedDict. ``checked`` wraps
the function every JSON view is printed with, so that it checks the view of the command
running: the tests check every command they run in-process this way (conftest), and
``checked_spiel`` is the ``spiel`` the transcripts and other tests run as a process.
"""

from __future__ import annotations

import importlib
import json
import types
from collections.abc import Callable, Mapping
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

from kniffel_cli.common.formatting import SCHEMA_VERSION

GAMES = ("kniffel", "streichholz", "puzzle")
# The groups with JSON views: the games, and ``spiel cache`` (its schema: kniffel_cli.cache).
GROUPS = (*GAMES, "cache")


class ViewMismatch(AssertionError):
    """A view that its TypedDict does not describe."""


def views(game: str) -> dict[str, object]:
    """The game's (or ``cache``'s) commands and the TypedDict of the view each prints."""
    found: dict[str, object] = importlib.import_module(f"kniffel_cli.{game}.schema").VIEWS
    return found


def check(value: object, shape: Any, where: str = "view") -> None:
    """Raise ViewMismatch unless ``value`` has the type ``shape``."""
    origin = get_origin(shape)
    if is_typeddict(shape):
        _check_object(value, shape, where)
    elif origin is list:
        if not isinstance(value, list):
            raise ViewMismatch(f"{where}: {value!r} is not a list")
        for index, item in enumerate(value):
            check(item, get_args(shape)[0], f"{where}.{index}")
    elif origin is dict:
        if not isinstance(value, dict):
            raise ViewMismatch(f"{where}: {value!r} is not an object")
        for key, item in value.items():
            check(item, get_args(shape)[1], f"{where}.{key}")
    elif origin is Literal:
        if value not in get_args(shape) or isinstance(value, bool):
            raise ViewMismatch(f"{where}: {value!r} is none of {get_args(shape)}")
    elif origin in (Union, types.UnionType):
        for option in get_args(shape):
            try:
                check(value, option, where)
            except ViewMismatch:
                continue
            return
        raise ViewMismatch(f"{where}: {value!r} is none of {shape}")
    else:
        _check_scalar(value, shape, where)


def _check_object(value: object, shape: Any, where: str) -> None:
    if not isinstance(value, dict):
        raise ViewMismatch(f"{where}: {value!r} is not an object ({shape.__name__})")
    fields = get_type_hints(shape)
    unknown = [key for key in value if key not in fields]
    missing = [key for key in shape.__required_keys__ if key not in value]
    if unknown or missing:
        raise ViewMismatch(f"{where} ({shape.__name__}): unknown {unknown}, missing {missing}")
    order = [key for key in fields if key in value]
    if list(value) != order:
        raise ViewMismatch(f"{where} ({shape.__name__}): keys {list(value)}, not in order {order}")
    for key, item in value.items():
        check(item, fields[key], f"{where}.{key}")


def _check_scalar(value: object, shape: Any, where: str) -> None:
    if shape is None or shape is type(None):
        ok = value is None
    elif shape is float:  # JSON has one kind of number: a whole one is a float too
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif shape is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif shape in (str, bool):
        ok = isinstance(value, shape)
    else:
        raise TypeError(f"{where}: the schemas use no type {shape!r}")
    if not ok:
        raise ViewMismatch(f"{where}: {value!r} is not {getattr(shape, '__name__', shape)}")


def check_view(game: str, command: str, printed: Mapping[str, object]) -> None:
    """Raise ViewMismatch unless ``printed`` is the view ``spiel GAME COMMAND`` prints: the
    key ``schema_version`` first, holding ``SCHEMA_VERSION``, then what the command's
    TypedDict describes (the TypedDicts are the views as ``view_data`` builds them; the
    version is added as every JSON object is printed, by ``formatting.json_text``)."""
    known = views(game)
    where = f"spiel {game} {command}"
    if command not in known:
        raise ViewMismatch(f"{where} prints a JSON view no schema describes")
    check_version(printed, where)
    check(dict(list(printed.items())[1:]), known[command], where)


def check_version(printed: Mapping[str, object], where: str = "printed") -> None:
    """Raise ViewMismatch unless a printed JSON object's first key is ``schema_version``,
    holding ``SCHEMA_VERSION``."""
    first = next(iter(printed), None)
    if first != "schema_version":
        raise ViewMismatch(f"{where}: the first key is {first!r}, not 'schema_version'")
    version = printed[first]
    if version != SCHEMA_VERSION or isinstance(version, bool):
        raise ViewMismatch(f"{where}: schema_version {version!r}, not {SCHEMA_VERSION}")


def running_command() -> tuple[str, str] | None:
    """The game and command (``highscore add``) click is running, or None."""
    import click

    context = click.get_current_context(silent=True)
    names: list[str] = []
    while context is not None:
        names.insert(0, context.info_name or "")
        context = context.parent
    if len(names) < 3 or names[1] not in GROUPS:
        return None
    return names[1], " ".join(names[2:])


def checked(
    json_text: Callable[[Mapping[str, object]], str], report: Callable[[str], None]
) -> Callable[[Mapping[str, object]], str]:
    """``json_text`` (``common.output``'s) that first checks the view of the running command
    and hands ``report`` what does not match."""

    def checked_json_text(data: Mapping[str, object]) -> str:
        text = json_text(data)
        command = running_command()
        if command is not None:
            try:
                check_view(*command, json.loads(text))  # the view as printed
            except ViewMismatch as mismatch:
                report(str(mismatch))
        return text

    return checked_json_text


def type_text(shape: Any) -> str:
    """A type as the man pages' JSON VIEWS write it: ``list of PlayerView``, ``"roll" | "take"``."""
    origin = get_origin(shape)
    if is_typeddict(shape):
        return str(shape.__name__)
    if origin is list:
        item = get_args(shape)[0]
        text = type_text(item)
        alone = (
            get_origin(item) not in (Union, types.UnionType, Literal) or len(get_args(item)) == 1
        )
        return f"list of {text}" if alone else f"list of ({text})"
    if origin is dict:
        return f"{{string: {type_text(get_args(shape)[1])}}}"
    if origin is Literal:
        return " | ".join(f'"{value}"' for value in get_args(shape))
    if origin in (Union, types.UnionType):
        return " | ".join(type_text(option) for option in get_args(shape))
    names = {int: "integer", float: "number", str: "string", bool: "boolean", type(None): "null"}
    return names[shape]


def _nested(shape: Any) -> list[Any]:
    """The TypedDicts inside ``shape``'s fields, in the order they first appear."""
    found: list[Any] = []
    for inner in get_args(shape) if not is_typeddict(shape) else get_type_hints(shape).values():
        for candidate in [inner] if is_typeddict(inner) else []:
            found.append(candidate)
        found += [t for t in _nested(inner) if t not in found]
    return found


def documented(game: str) -> list[str]:
    """The lines of the game's man page, section JSON VIEWS, that the TypedDicts fix.

    Each view is a subsection titled with its TypedDict and the commands that
    print it (an object inside a view: its TypedDict alone; a command whose
    view is one of two, ``A | B``, is named under both), then one tagged
    paragraph per field, tagged ``NAME: TYPE`` (``NAME (optional): TYPE``).
    The prose under each tag is the page's own.
    """
    commands: dict[Any, list[str]] = {}
    for command, shape in views(game).items():
        alternatives = get_args(shape) if get_origin(shape) in (Union, types.UnionType) else ()
        for each in alternatives or (shape,):  # a command with two views lists under both
            commands.setdefault(each, []).append(command)
    order: list[Any] = []
    for shape in commands:
        for each in [shape, *_nested(shape)]:
            if each not in order:
                order.append(each)
    lines = []
    for shape in order:
        title = shape.__name__
        if shape in commands:
            title += ": " + ", ".join(commands[shape])
        lines.append(f'.SS "{title}"')
        for name, field in get_type_hints(shape).items():
            optional = " (optional)" if name in shape.__optional_keys__ else ""
            lines.append(f"\\fB{name}\\fR{optional}: \\fI{type_text(field)}\\fR")
    return lines
