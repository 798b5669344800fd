"""The root ``spiel`` command: one group per game, and one-line errors for all of them."""

from __future__ import annotations

import importlib
import sys
from typing import Any

import click

from kniffel_cli import __version__
from kniffel_cli.common.errors import EXIT_RULES, EXIT_USAGE, SpielError

# Each game's commands are imported only when that game is called, so one game's
# modules never slow down another's commands.
GAMES = {
    "kniffel": "kniffel_cli.kniffel.cli",
    "streichholz": "kniffel_cli.streichholz.cli",
    "puzzle": "kniffel_cli.puzzle.cli",
}


def _fail(text: str, code: int) -> None:
    click.echo(f"Error: {text}", err=True)
    sys.exit(code)


def _one_line(text: str) -> str:
    return " ".join(text.split())


class SpielGroup(click.Group):
    """The root group: games loaded on demand; every failure one ``Error: ...`` line."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(GAMES)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in GAMES:
            return None
        command: click.Command = getattr(importlib.import_module(GAMES[cmd_name]), cmd_name)
        return command

    def main(
        self,
        args: Any = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            result = super().main(args, prog_name, complete_var, False, **extra)
        except click.exceptions.NoArgsIsHelpError as error:
            error.show()
            sys.exit(EXIT_USAGE)
        except click.UsageError as error:
            where = f" (see '{error.ctx.command_path} --help')" if error.ctx else ""
            _fail(_one_line(error.format_message()) + where, error.exit_code)
        except click.ClickException as error:
            _fail(_one_line(error.format_message()), error.exit_code)
        except SpielError as error:
            _fail(_one_line(error.message), error.exit_code)
        except click.Abort:
            _fail("aborted", EXIT_RULES)
        sys.exit(result if isinstance(result, int) else 0)


@click.group(cls=SpielGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="spiel", message="%(prog)s %(version)s")
def spiel() -> None:
    """Kniffel, Streichholzspiel and Buchstabenpuzzle in the shell.

    Every command reads a game state file, applies one action, writes the new
    state and prints the board. See 'man spiel' and 'spiel GAME --help'.
    """


def main(args: list[str] | None = None, prog_name: str = "spiel") -> None:
    """Entry point of the ``spiel`` console script."""
    spiel.main(args=args, prog_name=prog_name)
