"""Shell completion: the game in the state file a command would read, and matching words.

Completion runs while the user types: it reads only a regular state file (never
standard input, a FIFO or a device), and a file it cannot read offers nothing
from it rather than an error.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.replay import FromDict
from kniffel_cli.common.session import G
from kniffel_cli.common.statefile import check_envelope, display_name, read_json_object

if TYPE_CHECKING:  # click's completion module is loaded only when completing
    from click.shell_completion import CompletionItem

SHELLS = ("bash", "zsh", "fish")
COMPLETE_VAR = "_SPIEL_COMPLETE"


def game_in_file(ctx: click.Context, game: GameName, from_dict: FromDict[G]) -> G | None:
    """The game in the state file the command would read (``-f``, else the default), or None."""
    path: object = ctx.params.get("file") or f"{game}.json"
    if not isinstance(path, str) or not os.path.isfile(path):
        return None
    try:
        data = read_json_object(path)
        check_envelope(data, game, display_name(path))
        return from_dict(data)
    except Exception:  # whatever is wrong with it, a half-typed command must not fail
        return None


def matching(words: Iterable[tuple[str, str | None]], incomplete: str) -> list[CompletionItem]:
    """The words (each with its help text) that start with ``incomplete``, any case."""
    from click.shell_completion import CompletionItem

    start = incomplete.casefold()
    return [
        CompletionItem(word, help=help) for word, help in words if word.casefold().startswith(start)
    ]


def tablefmt_words(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """``--tablefmt``: the tabulate formats."""
    from tabulate import tabulate_formats  # type: ignore[import-untyped]

    return matching(((name, None) for name in sorted(tabulate_formats)), incomplete)
