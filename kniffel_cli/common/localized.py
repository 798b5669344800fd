"""click's commands and parameters with help in the language of the output.

The help texts stay in the sources as English (docstrings, ``help=``,
``metavar=``); each is looked up in the catalog when click reads it, which is
when help is formatted or an error names a placeholder, so ``--help`` speaks
the language ``--lang`` (wherever it stands), ``$SPIEL_LANG`` or the locale
chose. ``tools/catalog.py`` finds the texts by walking the command tree
(``help_texts``). click's own help words ("Usage:", "Options", "default: ...")
are in ``click_words``. ``Choice`` refuses a value in the language's words, and
``lang_option`` is ``--lang`` (light: the root command loads no more).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, overload

import click
from click.decorators import FC

from kniffel_cli.common import i18n
from kniffel_cli.common.i18n import _, current, either, ngettext
from kniffel_cli.common.text import quoted

# The attributes of a command and of a parameter that click shows as help.
COMMAND_TEXTS = ("help", "short_help", "epilog", "options_metavar", "subcommand_metavar")
PARAMETER_TEXTS = ("help", "metavar")


class _LookedUp:
    """An attribute click reads as text: stored as written, read in the current language."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_source_{name}"

    @overload
    def __get__(self, instance: None, owner: type) -> _LookedUp: ...
    @overload
    def __get__(self, instance: object, owner: type) -> str | None: ...
    def __get__(self, instance: object | None, owner: type) -> str | None | _LookedUp:
        if instance is None:
            return self
        text: str | None = instance.__dict__.get(self.slot)
        return _(text) if text else text  # gettext("") would answer the catalog's header

    def __set__(self, instance: object, value: str | None) -> None:
        instance.__dict__[self.slot] = value


def source(thing: object, attribute: str) -> str | None:
    """The text ``attribute`` of a command or parameter as written in the sources."""
    text: str | None = thing.__dict__.get(f"_source_{attribute}", getattr(thing, attribute, None))
    return text


# What help keeps on one line: an option's name (``--chance-lost``, not ``--chance-`` and
# ``lost``) and a range of numbers (``1 bis 13``, ``über 0 bis unter 0,5``, ``1 or 2``).
_OPTION_NAME = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")
_NUMBER_RANGE = re.compile(
    r"(?:(?:über|unter|ab|over|under) )?[−-]?\d[\d.,]*"
    r"(?: (?:bis|oder|to|or)(?: (?:über|unter|over|under))? [−-]?\d[\d.,]*)+"
)
_KEPT = {"-": "\u2011", " ": "\u00a0"}  # while wrapping: a non-breaking hyphen and space
_RESTORED = str.maketrans({kept: plain for plain, kept in _KEPT.items()})


def _unbreakable(text: str) -> str:
    """``text`` with the hyphens of option names and the spaces of number ranges made
    non-breaking, for the wrapping of help only (``_breakable`` turns them back)."""

    def keep(found: re.Match[str]) -> str:
        return "".join(_KEPT.get(char, char) for char in found.group(0))

    return _NUMBER_RANGE.sub(keep, _OPTION_NAME.sub(keep, text))


def _breakable(text: str) -> str:
    return text.translate(_RESTORED)


class HelpFormatter(click.HelpFormatter):
    """click's help formatter that wraps no line inside an option's name or a range of
    numbers (click's text wrapping breaks words at hyphens and at any space)."""

    def write_text(self, text: str) -> None:
        start = len(self.buffer)
        super().write_text(_unbreakable(text))
        self.buffer[start:] = [_breakable(part) for part in self.buffer[start:]]

    def write_dl(
        self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        start = len(self.buffer)
        kept = [(term, _unbreakable(text)) for term, text in rows]
        super().write_dl(kept, col_max, col_spacing)
        self.buffer[start:] = [_breakable(part) for part in self.buffer[start:]]


# A negative number, which click reads as an unknown option (``take -1``).
_NEGATIVE = re.compile(r"-[0-9]+([.,][0-9]+)?")


def _negative(ctx: click.Context, argument: click.Argument, value: str) -> click.BadParameter:
    """The refusal of a negative number given where ``argument`` goes: the argument's own
    (``take at least 1 match, not −1``), else that it is negative."""
    try:
        argument.process_value(ctx, value if argument.nargs == 1 else (value,))
    except click.BadParameter as refusal:
        return refusal
    text = _("{value} is a negative number").format(value=quoted(value))
    return click.BadParameter(text, ctx=ctx, param=argument)


class Context(click.Context):
    """A context whose help is formatted by ``HelpFormatter``."""

    formatter_class = HelpFormatter


class Command(click.Command):
    """A command whose help, usage words and help option speak the current language."""

    context_class = Context
    help = _LookedUp()
    short_help = _LookedUp()
    epilog = _LookedUp()
    options_metavar = _LookedUp()

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.NoSuchOption as error:
            arguments = [p for p in self.get_params(ctx) if isinstance(p, click.Argument)]
            if not arguments or not _NEGATIVE.fullmatch(error.option_name):
                raise
            raise _negative(ctx, arguments[0], error.option_name) from None

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        option = super().get_help_option(ctx)
        if option is not None:  # click words it once, in the language of that moment
            option.help = _("Show this message and exit.")
        return option


class Group(Command, click.Group):
    """A group of commands whose help speaks the current language."""

    subcommand_metavar = _LookedUp()  # type: ignore[assignment]
    command_class = Command
    group_class = type  # subgroups are of the group's own class


class Option(click.Option):
    """An option whose help and placeholder speak the current language; in German its
    default is a number as German writes it (``10``, ``0,05``, ``1.000``) or a quoted word
    („kniffel“), a choice's as its placeholder offers it („du“ of ``[du|computer]``)."""

    help = _LookedUp()
    metavar = _LookedUp()

    def get_help_extra(self, ctx: click.Context) -> Any:
        extra = super().get_help_extra(ctx)
        shown = extra.get("default")
        if shown is None or isinstance(self.show_default, str):
            return extra
        if isinstance(self.type, Choice) and shown in map(str, self.type.choices):
            # a choice's default as the help's placeholder offers it: German „klassisch“
            shown = extra["default"] = self.type.offered_words()[
                [str(choice) for choice in self.type.choices].index(shown)
            ]
        if current() != "de":
            return extra
        if _NUMBER.fullmatch(shown):
            extra["default"] = i18n.number(float(shown) if "." in shown else int(shown))
        else:
            extra["default"] = quoted(shown)
        return extra


_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


class Argument(click.Argument):
    """An argument whose placeholder (in usage and in errors) speaks the current language;
    an error names it without the brackets the usage line marks an optional one with (``N``,
    not ``[N]``)."""

    help = _LookedUp()
    metavar = _LookedUp()

    def get_error_hint(self, ctx: click.Context | None) -> str:
        name = self.human_readable_name
        if name.startswith("[") and name.endswith("]"):
            name = name[1:-1]
        return f"'{name}'"  # click's quotes; failures.of_usage sets the language's


def option(*declarations: str, **attributes: Any) -> Callable[[FC], FC]:
    """``click.option`` of an ``Option`` (or of the subclass ``cls`` names)."""
    attributes.setdefault("cls", Option)
    return click.option(*declarations, **attributes)


def argument(*declarations: str, **attributes: Any) -> Callable[[FC], FC]:
    """``click.argument`` of an ``Argument``."""
    attributes.setdefault("cls", Argument)
    return click.argument(*declarations, **attributes)


def help_texts(root: click.Command) -> Iterator[tuple[str, str, str]]:
    """Every help text under ``root``: (text, source file, command path), each command once."""
    yield from _texts(root, click.Context(root, info_name="spiel"), "spiel")


def _texts(command: click.Command, ctx: click.Context, path: str) -> Iterator[tuple[str, str, str]]:
    where = _source_file(command)
    for attribute in COMMAND_TEXTS:
        text = source(command, attribute)
        if text:
            yield text, where, path
    for parameter in command.get_params(ctx):
        for attribute in PARAMETER_TEXTS:
            text = source(parameter, attribute)
            if text:
                yield text, where, path
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                yield from _texts(
                    sub, click.Context(sub, parent=ctx, info_name=name), f"{path} {name}"
                )


def _source_file(command: click.Command) -> str:
    """The package file that defines ``command`` (``kniffel_cli/kniffel/cli.py``)."""
    function = inspect.unwrap(command.callback) if command.callback else None
    try:
        file = inspect.getsourcefile(function or type(command))
    except TypeError:
        file = None
    if file is None:
        return "kniffel_cli/cli.py"
    parts = Path(file).resolve().parts
    return "/".join(parts[len(parts) - 1 - parts[::-1].index("kniffel_cli") :])


class Choice(click.Choice):  # type: ignore[type-arg]
    """click's Choice whose refusal quotes the value and the choices as the language does
    (click writes ``'kniffel', 'yahtzee'`` in every language; German offers „kniffel“ oder
    „yahtzee“)."""

    def get_invalid_choice_message(self, value: Any, ctx: click.Context | None) -> str:
        names = self.offered_words()
        if current() == "de":
            shown = either(quoted(name) for name in names)
        else:
            shown = ", ".join(quoted(name) for name in names)
        text = ngettext(
            "{value!r} is not {choice}.", "{value!r} is not one of {choices}.", len(self.choices)
        )
        return text.format(value=value, choice=shown, choices=shown)

    def offered_words(self) -> list[str]:
        """The choices as the refusal offers them."""
        return [str(choice) for choice in self.choices]

    def get_missing_message(self, param: click.Parameter, ctx: click.Context | None) -> str:
        choices = either(quoted(name) for name in self.offered_words())
        return _("Choose {choices}.").format(choices=choices)


def _choose_language(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value:  # without --lang here, the language chosen before (on spiel, or the default)
        i18n.use(i18n.language_of(value))


def lang_option(
    text: str = "The language of the output: de or en (default: as chosen on 'spiel', "
    "else $SPIEL_LANG, else the locale).",
) -> Option:
    """``--lang de|en``, read before the other options (so their errors speak it too)."""
    return Option(
        ["--lang"],
        type=Choice(i18n.LANGUAGES),
        is_eager=True,
        expose_value=False,
        callback=_choose_language,
        help=text,
    )
