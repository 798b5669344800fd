"""The ``rules`` command every game has: its rules in the chosen language, for one variant.

Which variant: the one the variant options describe when any is given on the
command line; else the state file's, when there is one; else the standard
game. A missing state file is no error when it is the default one (there is
simply no game yet); a file named with ``-f`` must exist (exit 3), as for
every other command. The text goes to standard output; nothing is written.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.i18n import _
from kniffel_cli.common.options import F, file_option, refuse_files_in_session
from kniffel_cli.common.output import notice, output
from kniffel_cli.common.replay import FromDict
from kniffel_cli.common.session import StateOptions, has_game, held_by_session, load

G = TypeVar("G")
Decorator = Callable[[F], F]
# The values of a game's variant options by parameter name, as click gives them to the command
# (each option's type says what its value is; click passes them untyped).
OptionValues = Mapping[str, Any]
Describe = Callable[[G | None, OptionValues], str]
# A line for standard error about the variant described, or None: the same arguments.
Note = Callable[[G | None, OptionValues], str | None]


WIDTH = 78


def wrap(text: str, first: str = "", then: str = "") -> str:
    """``text`` filled to 78 columns; ``first`` begins its first line, ``then`` the others."""
    import textwrap  # only the rules print paragraphs: the other commands never load it

    return textwrap.fill(
        text, WIDTH, initial_indent=first, subsequent_indent=then, break_on_hyphens=False
    )


def paragraphs(title: str, texts: Sequence[str]) -> str:
    """The rules as printed: the title, then each paragraph wrapped to 78 columns, a blank
    line apart."""
    return "\n\n".join([title, *(wrap(text) for text in texts)])


def add_rules_command(
    group: click.Group,
    game: GameName,
    from_dict: FromDict[G],
    variant_options: Sequence[Decorator],
    describe: str,
    *,
    help: str,
    variant_of: Callable[[G], dict[str, Any]] | None = None,
    note: str | None = None,
) -> click.Command:
    """Add ``rules`` to ``group``: ``-f/--file`` and the game's ``variant_options``.

    ``variant_options`` are click option decorators (those of ``new`` that
    change the rules; their defaults are the standard game's, not shown in the
    help: the game in the file is the default). ``describe`` names the function
    that writes the text, ``"module:function"``, imported only when the command
    runs (so the game's other commands never load the words). It gets the
    state file's game when no variant option is given and there is a game,
    else None and the values: those given, and for the others the game's own
    (``variant_of``: the option values of a game's variant) when there is a
    game, else the standard game's. ``note`` names a function of the same arguments
    (``"module:function"``) that gives a line for standard error after the text, or None:
    where a part of the game's own variant could not stay in the one described, it says so.
    """

    def rules(file: str, **values: Any) -> None:
        ctx = click.get_current_context()
        given = {
            name for name in values if ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE
        }
        named = ctx.get_parameter_source("file") is ParameterSource.COMMANDLINE
        held = held_by_session()
        if held is not None:
            refuse_files_in_session()
        view = ViewOptions(shown=None if held is None else held.shown)
        options = StateOptions(game=game, file=file, view=view, held=held)
        loaded: G | None = None
        if named:
            loaded = load(options, from_dict, file)
        elif has_game(options, file) and (not given or variant_of is not None):
            try:
                loaded = load(options, from_dict)
            except StateFileError:
                if not given:
                    raise  # without options, the file is what is described
        if given and loaded is not None:
            # one option changes one thing: the others stay the game's
            kept = {} if variant_of is None else variant_of(loaded)
            values = {**values, **{k: v for k, v in kept.items() if k not in given}}
            loaded = None
        module, name = describe.split(":")
        function: Describe[G] = getattr(importlib.import_module(module), name)
        output(view, _("the rules"), function(loaded, values))
        if note is not None:
            module, name = note.split(":")
            noted: Note[G] = getattr(importlib.import_module(module), name)
            line = noted(loaded, values)
            if line is not None:
                notice(view, line)

    command: F = rules
    for decorator in reversed(variant_options):
        command = decorator(command)
    for param in getattr(command, "__click_params__", []):
        param.show_default = False  # the default is the file's game: see the command's help
    command = file_option(
        game,
        "State file whose variant is described (a missing default file is no error); "
        "'-' reads standard input.",
    )(command)
    return group.command("rules", help=help)(command)
