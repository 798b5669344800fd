"""Every way a command can fail, as data: exit status, code, message and facts.

The root command prints a failure as one ``Error: ...`` line, or under
``--format json`` as one JSON line; ``batch`` answers a refused request with
the same record. The code and the facts never change with the language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

import click

from kniffel_cli.common.errors import EXIT_INTERRUPTED, EXIT_USAGE, SpielError
from kniffel_cli.common.i18n import _, current, either, ngettext
from kniffel_cli.common.jsontypes import JSONObject, JSONValue
from kniffel_cli.common.text import quoted

USAGE = "usage"  # the code of click's usage errors and of a malformed batch request
INTERRUPTED = "interrupted"


class Failure(NamedTuple):
    """A refused command: its exit status, a stable code, the sentence and the facts.

    A named tuple rather than a dataclass: the root command imports this module, and
    ``dataclasses`` would cost every command some 10 ms of start-up.
    """

    exit: int
    code: str
    message: str
    facts: dict[str, JSONValue] = {}  # noqa: RUF012  # never changed: a tuple's default
    help: str | None = None  # the command whose --help tells more (usage errors)

    def record(self) -> JSONObject:
        """``{"code": ..., "message": ..., FACT: ...}``: the error of a JSON answer."""
        return {"code": self.code, "message": sentence(self.message), **self.facts}

    def data(self) -> JSONObject:
        """``{"exit": N, "error": {...}}``: what ``--format json`` prints on standard error."""
        return {"exit": self.exit, "error": self.record()}

    def line(self) -> str:
        """The sentence as one line, with the help to read for a usage error."""
        text = " ".join(sentence(self.message).split())
        if self.help is not None:
            text += _(" (see '{command}')").format(command=self.help)
        return text


# German noun phrases a message may begin with ("die Standardeingabe ist leer"): a sentence
# starts with a capital. Only these: a message may also begin with a file or a player's name.
_ARTICLES = ("der ", "die ", "das ", "den ", "dem ", "ein ", "eine ", "kein ", "keine ")


def sentence(message: str) -> str:
    """The message as a sentence: in German a leading article gets its capital letter."""
    if current() == "de" and message.startswith(_ARTICLES):
        return message[0].upper() + message[1:]
    return message


def of_error(error: SpielError) -> Failure:
    """A failure from one of spiel's own errors."""
    return Failure(error.exit_code, error.code, error.message, error.fields())


def of_usage(error: click.UsageError, *, help_hint: bool = True) -> Failure:
    """A failure from click's usage errors, naming the option, argument or command."""
    facts: dict[str, JSONValue] = {}
    param = getattr(error, "param", None)
    if isinstance(error, (click.NoSuchOption, click.BadOptionUsage)):
        facts["option"] = error.option_name
    elif isinstance(param, click.Option):
        facts["option"] = _long_name(param.opts)
    elif isinstance(param, click.Argument):
        facts["argument"] = param.human_readable_name
    elif isinstance(error, click.BadParameter) and error.param_hint:
        hint = error.param_hint
        words = [hint] if isinstance(hint, str) else list(hint)
        facts["option"] = _long_name([word.strip("'\"\u201e\u201c") for word in words])
    command_name = getattr(error, "command_name", None)
    if isinstance(command_name, str):
        facts["command"] = command_name
    help_command = None
    if help_hint and error.ctx is not None:
        help_command = f"{error.ctx.command_path} --help"
    _quote_hint(error)
    return Failure(error.exit_code, USAGE, _message(error), facts, help_command)


def _message(error: click.UsageError) -> str:
    """click's message, without the period click ends it with (spiel's own messages end
    without one, before ``(see ...)`` too); in German the names it offers between German
    quotation marks as a choice offers them (click quotes them as Python does, ``'--rolls'``,
    and lists them with commas): ``Keine Option „--rulse“; meinst du „--rolls“ oder
    „--rules“?``."""
    offered = getattr(error, "possibilities", None)
    if current() == "en" or not offered:
        text = _choices_after_a_semicolon(error, error.format_message())
        return text[:-1] if text.endswith(".") and not text.endswith("..") else text
    names = either(quoted(name) for name in sorted(offered))
    question = ngettext(
        "Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", len(offered)
    )
    own = error.message.removesuffix(".")
    return f"{own}; {question.format(possibility=names, possibilities=names)}"


def _choices_after_a_semicolon(error: click.UsageError, text: str) -> str:
    """click ends a missing argument's sentence before the choices it offers ("Missing
    argument 'GAME'. Choose 'kniffel' or 'puzzle'."); spiel's messages go on after a
    semicolon: ``Missing argument 'GAME'; choose 'kniffel' or 'puzzle'``."""
    param = getattr(error, "param", None)
    if not isinstance(error, click.MissingParameter) or param is None:
        return text
    offer = param.type.get_missing_message(param=param, ctx=error.ctx)
    if not offer or f". {offer}" not in text:
        return text
    return text.replace(f". {offer}", f"; {offer[:1].lower()}{offer[1:]}")


def _quote_hint(error: click.UsageError) -> None:
    """Name the parameter of click's message between the language's quotation marks: click
    writes ``'--rolls'`` itself, German writes „--rolls“."""
    param = getattr(error, "param", None)
    if current() == "en" or not isinstance(error, click.BadParameter) or param is None:
        return
    if error.param_hint is None:
        hint = param.get_error_hint(error.ctx).replace(" (env var: ", _(" (environment variable: "))
        error.param_hint = re.sub("'([^']*)'", lambda found: quoted(found.group(1)), hint)


def of_click(error: click.ClickException) -> Failure:
    """A failure from click's other exceptions (a file click could not open)."""
    if isinstance(error, click.UsageError):
        return of_usage(error)
    return Failure(error.exit_code, "error", error.format_message())


def interrupted() -> Failure:
    """Ctrl-C."""
    return Failure(EXIT_INTERRUPTED, INTERRUPTED, _("interrupted"))


def malformed(text: str) -> Failure:
    """A batch request that is no command: too long, not UTF-8, not a JSON request."""
    return Failure(EXIT_USAGE, USAGE, text)


def _long_name(names: Sequence[str]) -> str:
    """``--file`` of ``-f, --file``: the name a program can match against the man page."""
    return next((name for name in names if name.startswith("--")), names[0] if names else "")
