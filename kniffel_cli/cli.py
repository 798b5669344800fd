"""The root ``spiel`` command: one group per game, and one-line errors for all of them."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import MutableMapping, Sequence
from typing import IO, TYPE_CHECKING, Any, NoReturn

import click

from kniffel_cli import __version__, interrupt
from kniffel_cli.common import failures, i18n
from kniffel_cli.common.envelope import GAMES
from kniffel_cli.common.errors import (
    EXIT_CLOSED_PIPE,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    OutputError,
    SpielError,
    os_reason,
)
from kniffel_cli.common.failures import Failure
from kniffel_cli.common.i18n import _
from kniffel_cli.common.localized import Group, Option, lang_option
from kniffel_cli.common.stopping import Stopped

if TYPE_CHECKING:
    from click.exceptions import NoSuchCommand


def _exit(code: int) -> NoReturn:
    """Exit with ``code``; output that cannot be flushed any more is dropped, not reported."""
    _flush()
    sys.exit(code)


def _flush() -> None:
    """Flush standard output and error; what cannot be written any more is dropped."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except OSError:
            _discard(stream)


def _discard(stream: IO[str]) -> None:
    """Point a real standard stream at /dev/null, so Python's last flush cannot fail."""
    try:
        descriptor = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return  # not a real file (a test runner's buffer)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, descriptor)
    os.close(null)


def _fail(failure: Failure, as_json: bool) -> NoReturn:
    """Print the failure on stderr and exit with its status: ``Error: TEXT`` as one escaped
    line, or under ``--format json`` one JSON line ``{"exit": N, "error": {...}}``."""
    from kniffel_cli.common.output import message

    try:
        if as_json:
            from kniffel_cli.common.formatting import json_text

            message(json_text(failure.data()), data=True)
        else:
            message(_("Error: {message}").format(message=failure.line()))
    except (OSError, OutputError):
        pass  # standard error itself cannot be written; the status still tells
    _exit(failure.exit)


def _end_line() -> None:
    """A newline on standard error after Ctrl-C, so the shell's prompt starts a line."""
    try:
        if sys.stderr is not None:
            sys.stderr.write("\n")
    except OSError:
        pass


def wants_json(args: Sequence[str]) -> bool:
    """True when the words ask for ``--format json`` (errors are JSON then, even those found
    before click reads the option)."""
    for index, word in enumerate(args):
        if word == "--":
            break
        if word == "--format" and index + 1 < len(args):
            if args[index + 1].lower() == "json":
                return True
        elif word.lower() == "--format=json":
            return True
    return False


def language_asked(args: Sequence[str]) -> i18n.Language | None:
    """The language the last ``--lang`` among the words names, if any: ``--help`` prints
    while click reads the words, before a ``--lang`` after it would be read."""
    chosen: i18n.Language | None = None
    for index, word in enumerate(args):
        if word == "--":
            break
        value = args[index + 1] if word == "--lang" and index + 1 < len(args) else None
        if word.startswith("--lang="):
            value = word.partition("=")[2]
        if value in i18n.LANGUAGES:
            chosen = i18n.language_of(value)
    return chosen


def _quiet(args: Sequence[str]) -> bool:
    """Whether the words ask for ``-q`` (``--quiet``, ``-q``, or ``-q`` among short flags)."""
    for word in args:
        if word == "--":
            break
        if word == "--quiet":
            return True
        if word.startswith("-") and not word.startswith("--"):
            for letter in word[1:]:
                if letter == "q":
                    return True
                if letter != "h":  # -f, -o: the rest of the word is their value
                    break
    return False


def _say_unspoken_language(args: Sequence[str]) -> None:
    """One line on standard error when ``$SPIEL_LANG`` names a language spiel does not speak
    and decides (no ``--lang`` given): English is used. Not with ``-q``, and not under
    ``--format json``, whose standard error holds JSON lines; a batch session is one process,
    and says it once."""
    value = i18n.unspoken()
    if value is None or language_asked(args) is not None or wants_json(args) or _quiet(args):
        return
    from kniffel_cli.common.output import message
    from kniffel_cli.common.text import quoted

    shown = quoted(value if len(value) <= 24 else f"{value[:24]}...")
    text = _("spiel speaks German and English, not {value} ($SPIEL_LANG): English is used.")
    try:
        message(text.format(value=shown))
    except (OSError, OutputError):
        pass  # a notice only: the command goes on


def _unwritten(error: OutputError) -> str:
    """Say what was saved before the view (or a message) could not be printed."""
    from kniffel_cli.common.statefile import saves

    done = saves()
    if done:
        saved = _(" and ").join(done)
        return _("{saved}, but {problem}").format(saved=saved, problem=error.message)
    return _("{problem}; nothing was changed").format(problem=error.message)


# click 8.4 and newer say "Did you mean ...?" for a mistyped command (NoSuchCommand); older
# ones suggest no command names, at any level.
_NO_SUCH_COMMAND: type[NoSuchCommand] | None = getattr(click.exceptions, "NoSuchCommand", None)


class _ClosedPipe(Exception):
    """A closed pipe, carried past click (which would turn it into exit 1)."""


class _Interrupted(Exception):
    """Ctrl-C, carried past click (which would print a blank line first, and under
    ``--format json`` the error is to be one line)."""


class SpielGroup(Group):
    """The root group: games loaded on demand; every failure one ``Error: ...`` line."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            raise _ClosedPipe from None
        except KeyboardInterrupt:
            raise _Interrupted from None
        except RuntimeError as error:
            # Python 3.11 wraps a Ctrl-C that comes while a class is made (a dataclass's
            # field, as a game's module is imported) in a RuntimeError
            if isinstance(error.__cause__, KeyboardInterrupt):
                raise _Interrupted from None
            raise

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not ctx.resilient_parsing:  # the root's words, once a process; not completion's
            _say_unspoken_language(args)
        try:  # --help and --version print while the arguments are parsed
            return super().parse_args(ctx, args)
        except BrokenPipeError:
            raise _ClosedPipe from None
        except KeyboardInterrupt:
            raise _Interrupted from None

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*GAMES, "cache", "completion"]

    def _main_shell_completion(
        self, ctx_args: MutableMapping[str, Any], prog_name: str, complete_var: str | None = None
    ) -> None:
        try:
            super()._main_shell_completion(ctx_args, prog_name, complete_var)
        except (KeyError, ValueError, IndexError):
            # the shell's variables (COMP_WORDS, COMP_CWORD) missing or no numbers: not a
            # shell asking; complete nothing rather than print a traceback
            sys.exit(0)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as error:
            if _NO_SUCH_COMMAND is None or not isinstance(error, _NO_SUCH_COMMAND):
                raise
            # click looks for close names among the commands added, and the games load
            # lazily (none is added): offer the names of the commands listed instead.
            known = self.list_commands(ctx)
            raise _NO_SUCH_COMMAND(error.command_name, possibilities=known, ctx=ctx) from None

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name == "completion":
            from kniffel_cli.completion import completion

            return completion
        if cmd_name not in (*GAMES, "cache"):
            return None
        # A game's commands (the group ``cmd_name`` in ``kniffel_cli.GAME.cli``), and the
        # cache's, are imported only when called: one game never slows down another's.
        module = importlib.import_module(f"kniffel_cli.{cmd_name}.cli")
        command: click.Command = getattr(module, cmd_name)
        return command

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        words = sys.argv[1:] if args is None else args
        i18n.use(language_asked(words) or i18n.from_environment())
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        from kniffel_cli.common.output import forgive_encoding
        from kniffel_cli.common.statefile import forget_saves

        forgive_encoding()
        forget_saves()
        as_json = wants_json(words)
        try:
            result = super().main(args, prog_name, complete_var, False, **extra)
        except click.exceptions.NoArgsIsHelpError as error:
            try:
                error.show()
            except OSError:
                pass
            _exit(EXIT_USAGE)
        except click.ClickException as error:
            _fail(failures.of_click(error), as_json)
        except OutputError as error:
            _fail(failures.of_error(error)._replace(message=_unwritten(error)), as_json)
        except SpielError as error:
            _fail(failures.of_error(error), as_json)
        except (click.Abort, _Interrupted) as error:  # Ctrl-C
            if as_json:
                _fail(failures.interrupted(), as_json)
            if isinstance(error, _Interrupted):  # end the terminal's ^C line, as click does
                _end_line()
            _exit(EXIT_INTERRUPTED)
        except _ClosedPipe:  # the reader went away, as with 'spiel kniffel log | head -1'
            _exit(EXIT_CLOSED_PIPE)
        except Stopped as stop:  # SIGTERM or SIGHUP in a long run, after what it reported
            _exit(stop.status)
        except OSError as error:
            # spiel's own reads and writes turn an OSError into a SpielError where it happens
            # (output, statefile); one that reaches here is click's own printing of --help
            # or --version (a closed pipe became _ClosedPipe above).
            reason = os_reason(error)
            unwritten = OutputError(_("the output"), _("standard output"), reason)
            _fail(failures.of_error(unwritten)._replace(message=_unwritten(unwritten)), as_json)
        _exit(result if isinstance(result, int) else 0)


def _language_first(group: SpielGroup) -> SpielGroup:
    """Give the root ``--lang``, listed first (the language was chosen in ``main`` already;
    the option's callback only confirms it)."""
    text = "The language of the games: de or en (default: $SPIEL_LANG, else the locale)."
    group.params.insert(0, lang_option(text))
    return group


@_language_first
@click.group(cls=SpielGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    __version__,
    "--version",
    prog_name="spiel",
    message="%(prog)s %(version)s",
    cls=Option,
    help="Show the version and exit.",
)
def spiel() -> None:
    """Kniffel, Streichholzspiel and Buchstabenpuzzle in the shell.

    Every command reads a game state file, applies one action, writes the new
    state and prints the board. See 'man spiel' and 'spiel GAME --help'.
    """


def main(args: list[str] | None = None, prog_name: str = "spiel") -> NoReturn:
    """Entry point of the ``spiel`` console script.

    The process ends with ``os._exit`` once the standard streams are flushed:
    the interpreter's teardown would take 10 ms, 30 to 50 ms once numpy is
    loaded (the solvers), only to free memory the system frees anyway. Every
    file spiel writes is closed as soon as it is written, so nothing is lost.
    """
    code: object = 0
    try:
        try:
            interrupt.loud()  # inside the try: a Ctrl-C from here on is caught below
            spiel.main(args=args, prog_name=prog_name)
        finally:
            interrupt.quiet()  # the command is done: a Ctrl-C now ends it at once, quietly
    except KeyboardInterrupt:  # Ctrl-C outside click's own handling
        code = EXIT_INTERRUPTED
    except SystemExit as done:
        code = done.code
    if code is not None and not isinstance(code, int):  # as Python does with sys.exit(text)
        print(code, file=sys.stderr)
        code = 1
    interrupt.done(code or 0)
    _flush()
    os._exit(code or 0)
