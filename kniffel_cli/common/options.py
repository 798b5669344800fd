"""Click options every game shares, written once."""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Mapping
from typing import Any, Literal

import click

from kniffel_cli.common.completion import tablefmt_words
from kniffel_cli.common.envelope import GameName
from kniffel_cli.common.errors import InputError
from kniffel_cli.common.formatting import (
    DEFAULT_TABLEFMT,
    FORMATS,
    FieldPathError,
    Format,
    ViewOptions,
    field_at,
)
from kniffel_cli.common.i18n import _, current, either, number
from kniffel_cli.common.localized import Choice, Group, Option, lang_option, option
from kniffel_cli.common.output import log_view, present_field
from kniffel_cli.common.randomness import check_seed, fresh_seed
from kniffel_cli.common.replay import FromDict
from kniffel_cli.common.session import (
    G,
    GameView,
    StateOptions,
    ToDict,
    held_by_session,
    load,
    show_game,
)
from kniffel_cli.common.text import offered, quoted

F = Callable[..., Any]  # a command's function: click calls it with the options' values

# Longer digit strings are refused before ``int()`` sees them (Python refuses
# over 4,300 digits with a traceback-worthy ValueError; none of ours needs 19).
MAX_DIGITS = 18


def _shortened(text: str, limit: int = 24) -> str:
    """``text`` quoted, cut to ``limit`` characters with its length when longer."""
    if len(text) <= limit:
        return quoted(text)
    return _("{start}... ({length} characters)").format(
        start=quoted(text[:limit]), length=len(text)
    )


def whole_number(text: str, low: int, high: int) -> int | None:
    """``text`` as a number in ``low .. high``, or None: ASCII digits only, never a huge int."""
    word = text.strip()
    if not (word.isascii() and word.isdigit()) or len(word) > MAX_DIGITS:
        return None
    number = int(word)
    return number if low <= number <= high else None


_WHOLE = re.compile(r"\s*[+-]?[0-9]+\s*")
_DECIMAL_COMMA = re.compile(r"\s*[+-]?[0-9]*,[0-9]+\s*")
# A number as German groups it, as the German help shows it (1.000, 86.400, 1.000,5): a
# point after one to three digits (not a lone 0) and before three is a thousands separator.
_GERMAN_GROUPED = re.compile(r"\s*[+-]?[1-9][0-9]{0,2}(\.[0-9]{3})+(,[0-9]+)?\s*")


def _german_number(value: str) -> str:
    """``value`` with a German number's points and comma written as Python reads them
    (``1.000,5`` is ``1000.5``, ``0,5`` is ``0.5``); in English, or another word, as it is."""
    if current() != "de":
        return value
    if _GERMAN_GROUPED.fullmatch(value):
        return value.replace(".", "").replace(",", ".")
    if _DECIMAL_COMMA.fullmatch(value):
        return value.replace(",", ".")
    return value


class IntegerRange(click.IntRange):
    """click's IntRange that refuses digit strings too long to be any count we take, and
    digits other than ASCII ones (as ``whole_number`` does)."""

    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, str):
            value = _german_number(value)  # 1.000 as the German help shows it
        if isinstance(value, str) and len(value.strip().lstrip("+-")) > MAX_DIGITS:
            text = _("{value} is too large to be a valid integer.")
            self.fail(text.format(value=_shortened(value)), param, ctx)
        if isinstance(value, str) and not value.isascii():  # int() would take '١' or '²'
            text = _("{value} is not a whole number in ASCII digits.")
            self.fail(text.format(value=_shortened(value)), param, ctx)
        if isinstance(value, str) and not _WHOLE.fullmatch(value):  # click: "not a valid integer"
            self.fail(
                _("{value} is not a whole number.").format(value=_shortened(value)), param, ctx
            )
        if isinstance(value, (str, int)):
            _check_range(self, int(value), param, ctx)
        return super().convert(value, param, ctx)

    def _describe_range(self) -> str:
        return _range_words(self) or super()._describe_range()


def _range_words(limits: click.IntRange | click.FloatRange) -> str | None:
    """A range as German reads it, ``1 bis 9``, ``0,1 bis 86.400``, ``über 0 bis unter 0,5``,
    ``1 oder mehr``; None in English (click's own ``1<=x<=9``, ``0<x<0.5``)."""
    if current() != "de" or (limits.min is None and limits.max is None):
        return None
    low = None if limits.min is None else number(limits.min)
    high = None if limits.max is None else number(limits.max)
    if high is None:
        return (_("over {low}") if limits.min_open else _("{low} or more")).format(low=low)
    if low is None:
        return (_("under {high}") if limits.max_open else _("up to {high}")).format(high=high)
    if limits.min_open:
        low = _("over {low}").format(low=low)
    if limits.max_open:
        high = _("under {high}").format(high=high)
    return _("{low} to {high}").format(low=low, high=high)


def _check_range(
    limits: click.IntRange | click.FloatRange,
    value: float,
    param: click.Parameter | None,
    ctx: click.Context | None,
) -> None:
    """Refuse a number outside a range in German words (``0,001 liegt nicht im Bereich 0,1 bis
    86.400``); click's own check (English) comes after."""
    words = _range_words(limits)
    low, high = limits.min, limits.max
    below = low is not None and (value <= low if limits.min_open else value < low)
    above = high is not None and (value >= high if limits.max_open else value > high)
    if words is None or not (below or above):
        return
    text = _("{value} is not in the range {range}.")
    limits.fail(text.format(value=number(value), range=words), param, ctx)


class WordChoice(Choice):
    """A choice of ids that also takes the words a person types for them in either language
    (``--level perfekt`` is ``perfect``, ``ä`` may be typed ``ae``); the value is the id. The
    help's placeholder and a refusal offer the words of the language shown (German
    ``[klassisch|perfekt|zufällig]``, English the ids); the completion lists the ids."""

    def __init__(
        self, ids: tuple[str, ...], words: Mapping[str, str], label: Callable[[str], str]
    ) -> None:
        super().__init__(ids, case_sensitive=False)
        self.words = {word.casefold(): known for word, known in words.items() if known in ids}
        self.label = label

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and value.casefold() in self.words:
            return self.words[value.casefold()]
        return super().convert(value, param, ctx)

    def offered_words(self) -> list[str]:
        return [self.label(str(choice)) for choice in self.choices]

    def get_metavar(self, param: click.Parameter, ctx: click.Context) -> str | None:
        shown = super().get_metavar(param, ctx)
        hidden = param.param_type_name == "option" and not getattr(param, "show_choices", True)
        if shown is None or hidden:  # an option that hides its choices shows their type
            return shown
        return f"{shown[0]}{'|'.join(self.offered_words())}{shown[-1]}"  # [a|b] or {a|b}

    def get_missing_message(self, param: click.Parameter, ctx: click.Context | None) -> str:
        choices = either(quoted(choice) for choice in self.choices)
        return _("Choose {choices}.").format(choices=choices)


class FiniteFloatRange(click.FloatRange):
    """click's FloatRange that refuses NaN and the infinities (NaN passes every range check)."""

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        if isinstance(value, str):  # 0,5 and 1.000 as German writes them; English 1,000 is
            value = _german_number(value)  # no number
        try:
            given = float(value)
        except (TypeError, ValueError):
            self.fail(
                _("{value} is not a number.").format(value=_shortened(str(value))), param, ctx
            )
        if not math.isfinite(given):
            self.fail(_("{value} is not a finite number.").format(value=quoted(given)), param, ctx)
        _check_range(self, given, param, ctx)
        return super().convert(given, param, ctx)

    def _describe_range(self) -> str:
        return _range_words(self) or super()._describe_range()


class EnvOption(Option):
    """An option with an environment variable that an error names only when the value came
    from it: ``'--tablefmt'`` for a value given on the command line, ``'--tablefmt' (env
    var: 'SPIEL_TABLEFMT')`` for one from the environment."""

    def get_error_hint(self, ctx: click.Context | None) -> str:
        came_from = (
            None if ctx is None or self.name is None else ctx.get_parameter_source(self.name)
        )
        if came_from is click.core.ParameterSource.ENVIRONMENT:
            return super().get_error_hint(ctx)
        return " / ".join(quoted(name) for name in self.opts or [self.human_readable_name])


def _check_tablefmt(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if value == DEFAULT_TABLEFMT:  # known good: a command printing no table loads no tabulate
        return value
    from tabulate import tabulate_formats  # type: ignore[import-untyped]

    if value not in tabulate_formats:
        text = _("unknown table format {name}; choose {known}")
        known = offered(sorted(tabulate_formats))
        raise click.BadParameter(text.format(name=quoted(value), known=known), ctx=ctx, param=param)
    return value


def view_options(function: F) -> F:
    """Add ``--format``, ``--tablefmt`` and ``-q``; the command receives ``view``."""
    return _view_options(function, tables=True)


def line_view_options(function: F) -> F:
    """Add ``--format`` and ``-q`` for a command whose view is a line of text (a hint, an
    expected total): with no table, ``--tablefmt`` would change nothing, so it is not offered."""
    return _view_options(function, tables=False)


def _view_options(function: F, *, tables: bool) -> F:
    @functools.wraps(function)
    def wrapper(
        *args: Any,
        output_format: Format,
        quiet: bool,
        tablefmt: str = DEFAULT_TABLEFMT,
        **kwargs: Any,
    ) -> Any:
        held = held_by_session()
        shown = None if held is None else held.shown
        view = ViewOptions(format=output_format, tablefmt=tablefmt, quiet=quiet, shown=shown)
        return function(*args, view=view, **kwargs)

    format_option = option(
        "--format",
        "output_format",
        type=Choice(FORMATS, case_sensitive=False),
        default="table",
        show_default=True,
        help="The view: a line of text or one JSON object."
        if not tables
        else "The view: a table or one JSON object.",
    )
    quiet_option = option(
        "-q", "--quiet", is_flag=True, help="Print nothing but errors (no view, no end line)."
    )
    if not tables:
        return format_option(quiet_option(wrapper))
    decorators = (
        format_option,
        option(
            "--tablefmt",
            default=DEFAULT_TABLEFMT,
            cls=EnvOption,
            envvar="SPIEL_TABLEFMT",
            show_default=True,
            show_envvar=True,
            callback=_check_tablefmt,
            shell_complete=tablefmt_words,
            metavar="NAME",
            help="Any tabulate table format (plain, grid, github, ...).",
        ),
        quiet_option,
    )
    for decorator in reversed(decorators):
        wrapper = decorator(wrapper)
    return wrapper


def file_option(game: GameName, text: str = "State file to read; '-' reads standard input.") -> F:
    """``-f/--file``: the game's state file (``GAME.json``, or ``$SPIEL_GAME_FILE``)."""
    return option(
        "-f",
        "--file",
        default=f"{game}.json",
        cls=EnvOption,
        envvar=f"SPIEL_{game.upper()}_FILE",
        show_default=True,
        show_envvar=True,
        metavar="PATH",
        help=text,
    )


def output_option(
    text: str = "Where the new state goes (default: back to --file, or standard "
    "output when --file is '-'); '-' is standard output.",
) -> F:
    """``-o/--output``: where the new state goes."""
    return option("-o", "--output", metavar="PATH", help=text)


def refuse_files_in_session() -> None:
    """A request of a batch session acts on the session's game: ``-f`` and ``-o`` belong
    to ``batch`` itself (``rules -f`` too: the man page says so of every request)."""
    ctx = click.get_current_context()
    for name, flag in (("file", "--file"), ("output", "--output")):
        if ctx.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE:
            text = _(
                "a request of a batch session acts on the session's game; give {option} "
                "to batch itself"
            )
            raise click.BadParameter(text.format(option=flag), param_hint=quoted(flag))


def state_options(game: GameName, *, writes: bool = True, tables: bool = True) -> Callable[[F], F]:
    """Add ``-f``, (``-o``) and the view options (``tables=False``: of a view that is a line
    of text, ``line_view_options``); the command receives ``state``."""

    def decorate(function: F) -> F:
        @functools.wraps(function)
        def wrapper(
            *args: Any, file: str, view: ViewOptions, output: str | None = None, **kwargs: Any
        ) -> Any:
            held = held_by_session()
            if held is not None:
                refuse_files_in_session()
            state = StateOptions(game=game, file=file, output=output, view=view, held=held)
            return function(*args, state=state, **kwargs)

        decorators = [file_option(game)]
        if writes:
            decorators.append(output_option())
        command: F = _view_options(wrapper, tables=tables)
        for decorator in reversed(decorators):
            command = decorator(command)
        return command

    return decorate


def _check_seed(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
    if value is None:
        return fresh_seed()
    try:
        return check_seed(value)
    except InputError as error:
        raise click.BadParameter(error.message, ctx=ctx, param=param) from None


def seed_option(function: F) -> F:
    """Add ``--seed`` (default ``$SPIEL_SEED``, else a fresh random seed); the command gets text."""
    return option(
        "--seed",
        cls=EnvOption,
        envvar="SPIEL_SEED",
        show_envvar=True,
        metavar="TEXT",
        callback=_check_seed,
        help="Seed of the randomness; the same seed and commands give the same game.",
    )(function)


def force_option(function: F) -> F:
    """Add ``--force`` for ``new``."""
    return option(
        "--force", is_flag=True, help="Replace the state file even if it holds an unfinished game."
    )(function)


class GameGroup(Group):
    """A game's command group; its help lists the commands in the order of play.

    ``lazy_commands`` maps the names of commands kept in modules of their own to
    ``"module:attribute"``: each is imported only when called (or listed for help
    and completion), so the game's ordinary commands never load it. The group
    and every command in it take ``--lang``, as ``spiel`` does.
    """

    def __init__(self, *args: Any, lazy_commands: dict[str, str] | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.lazy_commands = lazy_commands or {}
        _with_lang(self)

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        _with_lang(cmd)
        super().add_command(cmd, name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*self.commands, *(name for name in self.lazy_commands if name not in self.commands)]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy_commands:
            import importlib

            module, attribute = self.lazy_commands[cmd_name].split(":")
            command: click.Command = getattr(importlib.import_module(module), attribute)
            self.add_command(command, cmd_name)
        return super().get_command(ctx, cmd_name)


def _with_lang(command: click.Command) -> None:
    """Give ``command`` the ``--lang`` option, once."""
    if not any(param.name == "lang" for param in command.params):
        command.params.append(lang_option())


def field_option(examples: str) -> Callable[[F], F]:
    """``show``'s ``--field PATH`` (repeatable), its help naming the ``examples`` paths."""
    return option(
        "--field",
        "fields",
        metavar="PATH",
        multiple=True,
        help=f"Print a field of the JSON view by dotted path ({examples}; list items by index "
        "from 0) as plain text: text and numbers as they are (Anna, 17, true, null), lists "
        "and objects as compact JSON. Repeatable: one line each, in the order given.",
    )


def add_show_and_log(
    group: click.Group,
    game: GameName,
    from_dict: FromDict[G],
    view: GameView[G],
    *,
    show_help: str | None,
    log_help: str | None,
    field_examples: str = "",
) -> None:
    """Add the two read-only commands every game has: ``show`` and ``log``.

    ``view`` is the game's view module: ``render``, ``data``, ``log_rows`` and ``log_data``.
    A help of None: the game adds that command of its own (Kniffel's, with ``--chances``).
    ``field_examples`` are paths of the game's JSON view that ``show --help`` names.
    """

    if show_help is not None:

        @group.command(help=show_help)
        @field_option(field_examples)
        @state_options(game, writes=False)
        def show(state: StateOptions, fields: tuple[str, ...]) -> None:
            loaded = load(state, from_dict)
            if not fields:
                show_game(state, loaded, view, writes=False)
                return
            data = view.data(loaded)
            try:
                values = [field_at(data, path, game) for path in fields]
            except FieldPathError as error:
                raise click.BadParameter(str(error), param_hint=quoted("--field")) from None
            present_field(state.view, values)

    if log_help is None:
        return

    @group.command(help=log_help)
    @state_options(game, writes=False)
    def log(state: StateOptions) -> None:
        loaded = load(state, from_dict)
        log_view(state.view, lambda: view.log_rows(loaded), lambda: view.log_data(loaded))


def add_batch_command(
    group: click.Group, game: GameName, from_dict: FromDict[G], to_dict: ToDict[G], example: str
) -> None:
    """Add ``batch``: one process answers a stream of the game's commands (``common/batch``);
    ``example`` is a command of the game, as its help shows one."""

    @group.command(
        help=f"""Answer a stream of commands on standard input, one JSON line each.

        Each line is a command as typed after 'spiel {game}' ('{example}'),
        or a JSON request {{"id": ..., "args": [...]}}; blank lines and lines
        starting with # are skipped. Each answer is {{"ok": true, "view": ...}}
        or {{"ok": false, "exit": N, "error": {{...}}}}, in order, flushed at once.
        The game stays in memory between requests; see 'man spiel', BATCH
        SESSIONS.
        """
    )
    @option(
        "--save",
        type=Choice(["each", "end", "never"]),
        default="each",
        show_default=True,
        help="Write the state after every action that changed it, once at the end of the "
        "input, or never (the game lives in memory only).",
    )
    @file_option(game, "State file to start from when it exists, and to save to.")
    @output_option("Where the state is saved (default: --file).")
    def batch(save: Literal["each", "end", "never"], file: str, output: str | None) -> int:
        from kniffel_cli.common.batch import run_session

        state = StateOptions(game=game, file=file, output=output)
        return run_session(group, state, from_dict, to_dict, save)
