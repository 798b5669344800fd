"""``spiel kniffel highscore``: list it (alone, or ``list``), ``add`` a game, ``clear`` it.

Each command lists only options that change what it does. The shared options
(``--highscore-file``, ``--format``, ``--tablefmt``, ``-q``) may come before the
action or after it, where the action takes them (``clear`` shows no list: it
takes ``--highscore-file`` and ``-q``); an action's own options (``add -f``,
``--name``, ``--computers``; ``clear --yes``) follow their action. The list's own
options (the variant: ``--rules``, ``--rounds``, ``--rolls``; ``--all``) go with
the list alone: before ``add`` or ``clear`` they are refused.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click
from click.core import ParameterSource

from kniffel_cli.common.formatting import DEFAULT_TABLEFMT, ViewOptions
from kniffel_cli.common.i18n import _
from kniffel_cli.common.localized import Command, option
from kniffel_cli.common.options import EnvOption, F, GameGroup, state_options, view_options
from kniffel_cli.common.output import notice, present
from kniffel_cli.common.session import StateOptions, held_by_session, load
from kniffel_cli.common.statefile import is_stream, refuse_lock_file
from kniffel_cli.common.text import quoted
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.library import from_state as from_dict
from kniffel_cli.kniffel.rules import Points
from kniffel_cli.kniffel.variant_options import (
    points_option,
    rolls_option,
    rounds_option,
    rules_option,
)
from kniffel_cli.kniffel.words import rules_label

if TYPE_CHECKING:
    from kniffel_cli.kniffel.highscore import Entry, Variant


def goes_with(option: str, command: str) -> str:
    """An option given to the wrong highscore action."""
    return _("{option} goes with '{command}'").format(option=option, command=command)


def confirm_clear() -> str:
    """``highscore clear`` without --yes."""
    return _("clearing deletes the whole list; confirm with --yes")


def _foreign_option(error: click.NoSuchOption, group: click.Context) -> click.UsageError:
    """An unknown option that belongs to another action says which; else click's own error."""
    assert isinstance(group.command, click.Group)
    for name, action in group.command.commands.items():
        if any(error.option_name in p.opts for p in action.params if isinstance(p, click.Option)):
            where = f"{group.info_name} {name}"
            return click.UsageError(goes_with(error.option_name, where), ctx=group)
    error.ctx = group
    return error


class _Refusals(Command):
    """An unknown option that belongs to one of the highscore actions says which action
    takes it; an action's usage errors point to the group's help."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        group = ctx if isinstance(self, click.Group) else ctx.parent
        assert group is not None
        try:
            return super().parse_args(ctx, args)
        except click.NoSuchOption as error:
            raise _foreign_option(error, group) from None
        except click.UsageError as error:
            if group is not ctx:
                error.ctx = group
            raise


class _Actions(_Refusals, GameGroup):
    """The highscore group."""


def _after_the_group(action: F) -> F:
    """An action takes the shared options given to the group before it (``highscore -q
    add``), unless they are given again after it; a list option before it is refused."""

    @functools.wraps(action)
    def run(**params: Any) -> Any:
        ctx = click.get_current_context()
        group = ctx.parent
        assert group is not None
        for name, value in group.params.items():
            if group.get_parameter_source(name) is not ParameterSource.COMMANDLINE:
                continue
            if name not in params:
                where = f"{group.info_name} list"
                text = goes_with(_option_name(group, name), where)
                raise click.UsageError(text, ctx=group)
            if ctx.get_parameter_source(name) is not ParameterSource.COMMANDLINE:
                params[name] = value
        return action(**params)

    return run


def _option_name(ctx: click.Context, name: str) -> str:
    return next(p.opts[0] for p in ctx.command.params if p.name == name)


def _list_options(function: F) -> F:
    """The variant to list (default: the standard game of the rules) or ``--all``."""
    options: list[Callable[[F], F]] = [
        rules_option("List the games played under these rules."),
        rounds_option("List the games of this many rounds."),
        rolls_option("List the games of this many rolls per turn."),
        points_option(
            "List the games with these point values (full_house, small_straight, "
            "large_straight, kniffel, bonus, bonus_threshold; the others standard)."
        ),
        option(
            "--all",
            "all_variants",
            is_flag=True,
            help="List every entry, of every variant, with a variant column.",
        ),
    ]
    for decorator in reversed(options):
        function = decorator(function)
    return function


def _shared_options(function: F) -> F:
    """``--highscore-file`` and the view options: the group, ``list`` and ``add`` show a list."""
    return _highscore_file(view_options(function))


def _highscore_file(function: F) -> F:
    """``--highscore-file``, on the group and on each action."""
    return option(
        "--highscore-file",
        metavar="PATH",
        cls=EnvOption,
        envvar="SPIEL_HIGHSCORE_FILE",
        show_envvar=True,
        help="The highscore file (default: highscore.json in the user data folder).",
    )(function)


def _path(highscore_file: str | None) -> str:
    from kniffel_cli.kniffel.highscore import default_path  # hashlib: only for the highscore

    held = held_by_session()
    if highscore_file:
        refuse_lock_file(highscore_file, "--highscore-file")
        if held is not None and is_stream(highscore_file):
            # standard input and output carry a batch session's requests and answers
            text = _("a request of a batch session cannot read or write the highscore in a stream")
            raise click.BadParameter(text, param_hint=quoted("--highscore-file"))
    path = highscore_file or default_path()
    if held is not None and held.owns(path):
        # the session holds its lock: the request would wait for itself
        text = _("{path} is the batch session's own state file; name another highscore file")
        raise click.BadParameter(text.format(path=path), param_hint=quoted("--highscore-file"))
    return path


def _show(
    view: ViewOptions,
    entries: list[Entry],
    *,
    variants: bool = False,
    empty: str | None = None,
) -> None:
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_highscore(
            entries, tablefmt, variants=variants, empty=empty
        ),
        render_data=lambda: kniffel_view.highscore_data(entries),
    )


def _given(ctx: click.Context, name: str) -> bool:
    """Whether the option ``name`` was given on the command line, to the action or its group."""
    here: click.Context | None = ctx
    while here is not None and name in here.params:
        if here.get_parameter_source(name) is ParameterSource.COMMANDLINE:
            return True
        here = here.parent
    return False


def _empty(variant: Variant) -> str:
    """What an empty list of one variant says, when the highscore holds other variants."""
    described = kniffel_view.describe_variant(variant)
    return _("No entries for {rules}, {variant} (--all lists every variant).").format(
        rules=rules_label(variant.rules), variant=described
    )


def _list(
    ctx: click.Context,
    view: ViewOptions,
    highscore_file: str | None,
    variant: Variant,
    all_variants: bool,
) -> None:
    from kniffel_cli.kniffel.highscore import of_variant, read

    entries = read(_path(highscore_file))
    if all_variants:
        for name in ("rules", "rounds", "rolls", "points"):
            if _given(ctx, name):
                option = _option_name(ctx, name)
                text = _("--all lists every variant; leave out {option}").format(option=option)
                raise click.UsageError(text, ctx=ctx)
        _show(view, entries, variants=True)
    elif not entries:
        _show(view, entries)
    else:
        _show(view, of_variant(entries, variant), empty=_empty(variant))


def _variant(rules: str, rounds: int, rolls: int, points: Points) -> Variant:
    from dataclasses import asdict

    from kniffel_cli.kniffel.highscore import Variant, points_key

    return Variant(rules.lower(), rounds, rolls, points_key(asdict(points)))


@click.group(cls=_Actions, invoke_without_command=True)
@_list_options
@_shared_options
@click.pass_context
def highscore(
    ctx: click.Context,
    view: ViewOptions,
    highscore_file: str | None,
    rules: str,
    rounds: int,
    rolls: int,
    points: Points,
    all_variants: bool,
) -> None:
    """The local highscore: top 20 of each variant, highest first.

    'highscore' lists the standard game (13 rounds, 3 rolls, standard
    points) of --rules, or the variant --rounds, --rolls and --points name,
    or --all of them;
    'highscore add' records the people of the finished game in --file
    (each once; --name renames a single person; --computers records the
    computer players too), and 'highscore clear --yes' deletes the list.
    """
    if ctx.invoked_subcommand is None:
        _list(ctx, view, highscore_file, _variant(rules, rounds, rolls, points), all_variants)


@highscore.command("list", cls=_Refusals)
@_after_the_group
@_list_options
@_shared_options
@click.pass_context
def list_entries(
    ctx: click.Context,
    view: ViewOptions,
    highscore_file: str | None,
    rules: str,
    rounds: int,
    rolls: int,
    points: Points,
    all_variants: bool,
) -> None:
    """List the highscore (as 'highscore' alone does)."""
    _list(ctx, view, highscore_file, _variant(rules, rounds, rolls, points), all_variants)


@highscore.command(cls=_Refusals)
@_after_the_group
@option("--name", metavar="NAME", help="The name to record for a single person.")
@option(
    "--computers",
    is_flag=True,
    help="Record the computer players (cpu:...) too; by default only people are recorded.",
)
@state_options("kniffel", writes=False)
@_highscore_file
def add(state: StateOptions, name: str | None, computers: bool, highscore_file: str | None) -> None:
    """Record the people of the finished game in --file, each once (--computers: its
    computer players too)."""
    from kniffel_cli.kniffel import highscore as highscores

    path = _path(highscore_file)
    game = load(state, from_dict)
    whole = highscores.entries_for(game, name, highscores.today())
    with highscores.locked_list(path):
        entries = highscores.read(path)
        if name is None:  # no other name asked for: a person listed under another is the same
            whole = highscores.as_listed(entries, whole)
        new = [entry for entry in whole if computers or not entry.computer]
        earlier = highscores.earlier_fingerprints(game)
        entries, places, fresh = highscores.add(entries, new, whole, earlier)
        if any(fresh):
            highscores.write(path, entries)
    for entry, place, now in zip(new, places, fresh, strict=True):
        if now:
            notice(state.view, kniffel_view.recorded(entry, place, highscores.SIZE))
        else:  # the very same entry again: nothing to do, as 'mkdir -p'
            assert place is not None  # it is in the list, exactly so
            notice(state.view, kniffel_view.recorded_already(entry, place))
    for entry in whole:
        if entry not in new:
            notice(state.view, kniffel_view.computer_left_out(entry))
    _show(state.view, highscores.of_variant(entries, highscores.variant_of(game)))


@highscore.command(cls=_Refusals)
@_after_the_group
@option("--yes", is_flag=True, help="Confirm deleting the list.")
@option("-q", "--quiet", is_flag=True, help="Print nothing but errors.")
@_highscore_file
@click.pass_context
def clear(ctx: click.Context, yes: bool, quiet: bool, highscore_file: str | None) -> None:
    """Delete the list (give --yes to confirm); a line says it is empty now."""
    from kniffel_cli.kniffel import highscore as highscores

    if not yes:
        raise click.UsageError(confirm_clear(), ctx=ctx.parent)
    highscores.clear(_path(highscore_file))
    notice(ViewOptions(quiet=quiet), kniffel_view.render_highscore([], DEFAULT_TABLEFMT))
