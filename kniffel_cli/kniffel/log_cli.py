"""``spiel kniffel log``: the history, and with ``--chances`` how the chance of winning moved."""

from __future__ import annotations

import click

from kniffel_cli.common.localized import Command, option
from kniffel_cli.common.options import state_options
from kniffel_cli.common.output import ascii_charts, log_view, present
from kniffel_cli.common.session import StateOptions, load
from kniffel_cli.kniffel import library
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.command_engines import command_engines
from kniffel_cli.kniffel.library import from_state as from_dict


@click.command(cls=Command)
@option(
    "--chances",
    is_flag=True,
    help="After each take, every player's chance of winning as the game then stood "
    "(from the strategy's tables: built the first time, about 7 s on two cores, then read "
    "from the cache; "
    "'spiel cache build kniffel' builds them ahead). Not on duplicate dice with several "
    "players: a line says why.",
)
@state_options("kniffel", writes=False)
def log(state: StateOptions, chances: bool) -> None:
    """Print the game's history: every roll, take and undo."""
    game = load(state, from_dict)
    if not chances:
        log_view(
            state.view, lambda: kniffel_view.log_rows(game), lambda: kniffel_view.log_data(game)
        )
        return
    withheld = library.chances_withheld(game)
    if withheld is not None:
        present(
            state.view,
            render_table=lambda tablefmt: kniffel_view.log_withheld_table(game, withheld, tablefmt),
            render_data=lambda: kniffel_view.log_data(game, withheld=withheld),
        )
        return
    from kniffel_cli.kniffel.strategy.review import take_chances

    found = take_chances(game, command_engines(state.view))
    present(
        state.view,
        render_table=lambda tablefmt: kniffel_view.log_chances_table(
            game, found, tablefmt, ascii_charts()
        ),
        render_data=lambda: kniffel_view.log_data(game, found),
    )
