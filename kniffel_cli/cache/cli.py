"""``spiel cache list|clear|build``: the solver tables in the cache folder (as ``pip cache``).

Thin commands over ``files``: ``list`` shows every file of spiel's there,
``clear --yes`` removes them (all, one game's or one Kniffel variant's),
``build`` makes a variant's tables ahead (a Dockerfile, a CI step).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import click
from click.core import ParameterSource

from kniffel_cli.cache import files as cache_files
from kniffel_cli.cache import view as cache_view
from kniffel_cli.cache.files import CachedFile, Game, Selection
from kniffel_cli.common.cache import cache_folder
from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.i18n import _, decimal, ngettext
from kniffel_cli.common.localized import Choice, argument, option
from kniffel_cli.common.options import F, GameGroup, view_options
from kniffel_cli.common.output import message, notice, present, progress_bars
from kniffel_cli.common.text import escape
from kniffel_cli.kniffel.rules import Points
from kniffel_cli.kniffel.strategy.table_file import Spec
from kniffel_cli.kniffel.variant_options import (
    points_option,
    rolls_option,
    rounds_option,
    rules_option,
)

GAMES: tuple[Game, ...] = ("kniffel", "puzzle")
VARIANT_OPTIONS = ("rules", "rolls", "rounds", "points")


def confirm_clear() -> str:
    """``cache clear`` without --yes."""
    return _("clearing deletes cached tables; confirm with --yes")


def _show(view: ViewOptions, folder: str, found: list[CachedFile], empty: str) -> None:
    present(
        view,
        render_table=lambda tablefmt: cache_view.render(found, tablefmt, empty=empty),
        render_data=lambda: cache_view.data(folder, found),
    )


def _variant_options(filtering: bool) -> Callable[[F], F]:
    """``--rules``, ``--rolls``, ``--rounds``, ``--points``: ``build``'s variant, with the
    defaults of ``new``; ``clear``'s filter (``filtering``), each narrowing only when given."""
    if filtering:
        options = [
            rules_option("Only the tables of these rules.", default=None),
            rolls_option("Only the tables of this many rolls per turn.", default=None),
            rounds_option("Only the tables of this many rounds.", default=None),
            points_option("Only the tables with exactly these point values (ROW=N,...)."),
        ]
    else:
        options = [rules_option(), rolls_option(), rounds_option(), points_option()]

    def decorate(function: F) -> F:
        for decorator in reversed(options):
            function = decorator(function)
        return function

    return decorate


def _given(ctx: click.Context) -> list[str]:
    """The variant options given on the command line, as typed (``--rules``)."""
    return [
        f"--{name}"
        for name in VARIANT_OPTIONS
        if ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE
    ]


@click.group(cls=GameGroup)
def cache() -> None:
    """The solver tables spiel keeps in its cache folder: list, clear, build ahead.

    Kniffel's hint, solve, computer players and 'show --chances' read
    tables built once per variant (the table, 16 MB, and its spread, 48 MB,
    under the kniffel rules: about 20 s to build on a modest machine);
    the puzzle's solver reads pattern databases (45 MB, about 10 s). They
    live in $SPIEL_CACHE_DIR, else the user cache folder.
    """


@cache.command("list")
@view_options
def list_files(view: ViewOptions) -> None:
    """Each cached table: game, kind, variant, size, when built, and whether it is intact
    (its checksum is read: a second or so for a full cache)."""
    folder = cache_folder()
    found = cache_files.scan(folder)
    empty = _("The cache folder {folder} holds no tables.").format(folder=escape(folder))
    _show(view, folder, found, empty)
    if found:
        notice(view, cache_view.summary(folder, found))


@cache.command()
@option("--yes", is_flag=True, help="Confirm removing the tables.")
@option(
    "--game",
    type=Choice(GAMES, case_sensitive=False),
    help="Only this game's tables (the Kniffel variant options imply kniffel).",
)
@_variant_options(filtering=True)
@view_options
@click.pass_context
def clear(
    ctx: click.Context,
    view: ViewOptions,
    yes: bool,
    game: Game | None,
    rules: str | None,
    rolls: int | None,
    rounds: int | None,
    points: Points,
) -> None:
    """Remove the cached tables (give --yes to confirm): all, one game's (--game), or one
    Kniffel variant's (--rules, --rolls, --rounds, --points; each narrows). Files of other
    programs in the folder stay; so does a table a build is writing. Lists what was removed."""
    given = _given(ctx)
    if given and game == "puzzle":
        text = _("{option} chooses Kniffel tables; leave it out with --game puzzle")
        raise click.UsageError(text.format(option=given[0]), ctx=ctx)
    if not yes:
        raise click.UsageError(confirm_clear(), ctx=ctx)
    chosen = Selection(
        game="kniffel" if given else game,
        rules=rules,
        rolls=rolls,
        rounds=rounds,
        points=points if "--points" in given else None,
    )
    folder = cache_folder()
    removed = cache_files.remove(folder, cache_files.scan(folder), chosen)
    _show(view, folder, removed, _("Nothing to remove."))
    if removed:
        freed = cache_view.size_text(sum(f.size for f in removed))
        text = ngettext(
            "Removed {count} file ({size}).", "Removed {count} files ({size}).", len(removed)
        )
        notice(view, text.format(count=len(removed), size=freed))


@cache.command()
@argument("game", metavar="GAME", type=Choice(GAMES, case_sensitive=False))
@option(
    "--table-only",
    is_flag=True,
    help="Kniffel: the table alone (what hint, solve and cpu:optimal read), not its spread "
    "(what 'show --chances', cpu:win and review need too).",
)
@_variant_options(filtering=False)
@view_options
@click.pass_context
def build(
    ctx: click.Context,
    view: ViewOptions,
    game: Game,
    table_only: bool,
    rules: str,
    rolls: int,
    rounds: int,
    points: Points,
) -> None:
    """Build GAME's tables ahead into the cache (kniffel: the variant's table and its spread,
    as 'new' chooses it; puzzle: the 3x3 and 4x4 tables), and list them. Tables already
    cached intact are kept. For a Dockerfile or a CI step: 'spiel cache build kniffel'."""
    given = _given(ctx) + (["--table-only"] if table_only else [])
    if game == "puzzle" and given:
        text = _("{option} goes with 'spiel cache build kniffel'")
        raise click.UsageError(text.format(option=given[0]), ctx=ctx)
    folder = cache_folder()
    started = time.monotonic()
    if game == "kniffel":
        spec = Spec(rules, rolls, rounds, points)
        cached = prepare_kniffel(spec, table_only=table_only, view=view)
        names = kniffel_names(spec, table_only=table_only)
    else:
        cached = prepare_puzzle(folder, view=view)
        names = puzzle_names()
    found = [cache_files.examine(folder, name) for name in names]
    for name, item in zip(names, found, strict=True):
        if item is None or item.status != "intact":
            raise cache_files.CacheSaveError(name=name, folder=folder)
    built = [item for item in found if item is not None]
    _show(view, folder, built, "")
    if cached:
        notice(view, _("The tables were in the cache already."))
    else:
        seconds = decimal(time.monotonic() - started, 1)
        notice(view, _("Built in {seconds} s.").format(seconds=seconds))


def prepare_kniffel(spec: Spec, *, table_only: bool, view: ViewOptions) -> bool:
    """Load or build the variant's table (and its spread) through the engine, with progress
    bars; True when everything came from the cache."""
    from kniffel_cli.kniffel.command_engines import command_engines

    engines = command_engines(view)
    if table_only:
        engines(spec).table()
    else:
        engines(spec).spread()
    return engines.cached


def kniffel_names(spec: Spec, *, table_only: bool) -> list[str]:
    """The cache files of a variant: its table, and its spread."""

    return [spec.name] if table_only else [spec.name, spec.spread_name]


def prepare_puzzle(folder: str, *, view: ViewOptions) -> bool:
    """Load or build the puzzle's tables, 3x3 and 4x4, with progress bars; True when all
    were cached."""
    from kniffel_cli.puzzle import solver, tables4
    from kniffel_cli.puzzle import view as puzzle_view

    before = {name: cache_files.examine(folder, name) for name in puzzle_names()}
    with progress_bars(view) as bars:

        def progress(table: int, tables: int, done: int, total: int) -> None:
            bars(puzzle_view.building(table, tables), done, total)

        solver.load_tables(3, folder, notify=message)
        # The databases too, not only the lookup layout the search reads: a lookup found
        # damaged later is derived from them, not built again.
        tables4.compact_tables(folder, progress, message)
        solver.load_tables(4, folder, progress, message)
    return all(item is not None and item.status == "intact" for item in before.values())


def puzzle_names() -> list[str]:
    """The puzzle's cache files: the 3x3 distances, the 4x4 databases and their lookup."""
    from kniffel_cli.puzzle import exact3, tables4

    return [exact3.FILE, *tables4.file_names()]
