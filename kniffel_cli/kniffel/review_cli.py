"""``spiel kniffel review``: loaded only when called (it needs the strategy's tables)."""

from __future__ import annotations

import click

from kniffel_cli.common.localized import Command
from kniffel_cli.common.options import state_options
from kniffel_cli.common.output import ascii_charts, present
from kniffel_cli.common.session import StateOptions, load
from kniffel_cli.kniffel import review_view
from kniffel_cli.kniffel.command_engines import command_engines
from kniffel_cli.kniffel.library import from_state as from_dict


@click.command(cls=Command)
@state_options("kniffel", writes=False)
def review(state: StateOptions) -> None:
    """Grade every decision of the game against the optimal strategy, and measure the luck.

    For each player: the expected final total of an empty sheet, the
    expected points lost by each keep and take (0 for a best choice), and
    how much each roll moved the expectation by chance alone; these add up
    to the total. The game may be finished or not; nothing is written.
    """
    from kniffel_cli.kniffel.strategy.review import review as grade

    game = load(state, from_dict)
    found = grade(game, command_engines(state.view))
    present(
        state.view,
        render_table=lambda tablefmt: review_view.render(game, found, tablefmt, ascii_charts()),
        render_data=lambda: review_view.data(game, found),
    )
