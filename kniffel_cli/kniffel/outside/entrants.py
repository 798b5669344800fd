"""The outside players a match seats, as the command line (or a program) names them.

``bot:NAME`` is a bot whose command ``--bot NAME=COMMAND`` gives (split as a shell splits
words, run without a shell); ``py:MODULE:CLASS`` is a Python bot, a class with a ``decide``
method imported from MODULE (the current folder first on the import path). A command is
only ever taken from there: never from a state file.
"""

from __future__ import annotations

import importlib
import os
import re
import shlex
import shutil
import sys
from collections.abc import Mapping, Sequence

from kniffel_cli.common import expect
from kniffel_cli.common.i18n import _
from kniffel_cli.common.stopping import Stopped
from kniffel_cli.kniffel.errors import (
    BotCommandError,
    BotDefinitionError,
    BotTwiceError,
    NotAllComputersError,
    PythonBotError,
    UnknownBotError,
    UnseatedBotError,
)
from kniffel_cli.kniffel.game import OUTSIDE_PREFIXES, computer_kind
from kniffel_cli.kniffel.outside.seats import Bot, Outsider

_BOT_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")
BOT, PYTHON = OUTSIDE_PREFIXES


def bot_commands(definitions: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Each ``--bot NAME=COMMAND``: the bot's name and its command's words."""
    commands: dict[str, tuple[str, ...]] = {}
    for text in definitions:
        name, equals, command = text.partition("=")
        try:
            words = tuple(shlex.split(command))
        except ValueError:
            words = ()
        if not equals or not _BOT_NAME.fullmatch(name) or not words:
            raise BotDefinitionError(text=text)
        if name in commands:
            raise BotTwiceError(name=name)
        if not _runnable(words[0]):
            raise BotCommandError(name=name, program=words[0])
        commands[name] = words
    return commands


def _runnable(program: str) -> bool:
    if os.sep in program:
        return os.path.isfile(program) and os.access(program, os.X_OK)
    return shutil.which(program) is not None


def outsiders(
    names: Sequence[str], seated: Mapping[str, Sequence[str] | Bot | type]
) -> list[Outsider]:
    """The outside players among ``names`` (every name is a computer's or one of them):
    who plays each is what ``seated`` holds for it, a bot's command words (``bot:NAME``, as
    ``--bot`` gives them) or a Python bot or its class (``py:NAME``); a ``py:MODULE:CLASS``
    not in it is the class imported from MODULE."""
    unseated = [name for name in seated if name.startswith(BOT) and name not in names]
    if unseated:
        raise UnseatedBotError(name=unseated[0].removeprefix(BOT))
    found = []
    for name in names:
        given = seated.get(name)
        if name.startswith(BOT):
            if given is None:
                raise UnknownBotError(name=name.removeprefix(BOT))
            argv = tuple(expect.texts(given, name))
            if not argv:
                raise UnknownBotError(name=name.removeprefix(BOT))
            found.append(Outsider(name, argv=argv))
        elif name.startswith(PYTHON):
            bot = python_bot(name.removeprefix(PYTHON)) if given is None else given
            found.append(Outsider(name, bot=bot))  # type: ignore[arg-type]
        elif computer_kind(name) is None:
            raise NotAllComputersError(name=name)
    return found


def python_bot(target: str) -> type:
    """The class ``MODULE:CLASS`` names, imported with the current folder first on the path."""
    module_name, colon, class_name = target.rpartition(":")
    if not colon or not module_name or not class_name.isidentifier():
        raise PythonBotError(target=target, reason=_("py: takes MODULE:CLASS"))
    sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(module_name)
    except (KeyboardInterrupt, Stopped):
        raise
    except BaseException as error:  # the module's own code may raise anything, exit too
        raise PythonBotError(target=target, reason=f"{type(error).__name__}: {error}") from None
    finally:
        sys.path.pop(0)
    found = getattr(module, class_name, None)
    if not isinstance(found, type) or not callable(getattr(found, "decide", None)):
        reason = _("{name} is no class with decide()").format(name=class_name)
        if _shadowed(module_name):
            reason = _("{module} is a module Python or spiel has loaded already: rename the file")
            reason = reason.format(module=module_name)
        raise PythonBotError(target=target, reason=reason)
    return found


def _shadowed(module_name: str) -> bool:
    """Whether the current folder holds a module of that name, which the import did not load
    (Python's own, such as ``random`` or ``json``, was loaded before)."""
    top = module_name.partition(".")[0]
    here = os.getcwd()
    module = sys.modules.get(top)
    loaded = os.path.realpath(getattr(module, "__file__", None) or "")
    mine = (os.path.join(here, f"{top}.py"), os.path.join(here, top, "__init__.py"))
    return any(os.path.exists(path) for path in mine) and loaded not in map(os.path.realpath, mine)
