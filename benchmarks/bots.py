"""Bots at the table: what seating an outside player costs spiel.

    python benchmarks/bots.py [--games N] [--seed S] [--repeat R] [--rules R]

Plays N deals (each in both seatings) against cpu:optimal, one job, tables loaded
before the clock starts, of:

- ``cpu:greedy`` (the baseline: spiel's own greedy computer);
- ``py:keeper`` (the README's ten-line Python bot, ``examples/keeper.py``, in spiel's process:
  it rolls for its most common face, so it decides more often than once a turn);
- ``py:greedy`` (``examples/greedy.py``: it takes the best row at once, a decision a turn);
- ``bot:greedy`` (the same over the protocol, ``examples/greedy_bot.py``).

Reports for each the median seconds of R runs, games per second, the ratio of games per
second to cpu:greedy's, and the seconds per decision of the bot (its own time included),
and for the protocol the milliseconds of spiel's time per decision beyond the bot's own:
(time of the protocol match - time of the same match with the Python bot) / the bot's
decisions (13 a game), the Python bot's own work being the protocol bot's too.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kniffel_cli.kniffel.outside.seats import Match, Outsider, OutsideTable  # noqa: E402
from kniffel_cli.kniffel.rules import STANDARD_POINTS  # noqa: E402
from kniffel_cli.kniffel.strategy import match  # noqa: E402
from kniffel_cli.kniffel.strategy.engine import Engines  # noqa: E402
from kniffel_cli.kniffel.strategy.solver import Spec  # noqa: E402

sys.path.insert(0, str(ROOT / "examples"))
from greedy import Greedy  # noqa: E402
from keeper import Keeper  # noqa: E402


def run(
    spec: Spec, players: list[str], outsiders: list[Outsider], games: int, seed: str
) -> tuple[float, match.HeadToHead]:
    engine = Engines()(spec)
    engine.table()
    told = Match(spec.rules, spec.rounds, spec.rolls, spec.points, "random", seed)
    table = OutsideTable(outsiders, told) if outsiders else None
    started = time.perf_counter()
    found = match.head_to_head(spec, players, games, seed, engine, jobs=1, outsiders=table)
    return time.perf_counter() - started, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", default="bots")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rules", default="kniffel")
    arguments = parser.parse_args()
    spec = Spec(arguments.rules, 3, 13, STANDARD_POINTS)
    python = sys.executable
    cases = {
        "cpu:greedy": ([], "cpu:greedy"),
        "py:keeper": ([Outsider("py:keeper", bot=Keeper)], "py:keeper"),
        "py:greedy": ([Outsider("py:greedy", bot=Greedy)], "py:greedy"),
        "bot:greedy": (
            [Outsider("bot:greedy", argv=(python, str(ROOT / "examples" / "greedy_bot.py")))],
            "bot:greedy",
        ),
    }
    runs: dict[str, list[float]] = {name: [] for name in cases}
    found: dict[str, match.HeadToHead] = {}
    print(f"{arguments.games} deals x 2 seatings against cpu:optimal, {arguments.rules} rules")
    for _ in range(arguments.repeat):  # the cases in turn, so that they share the machine's noise
        for name, (outsiders, seat) in cases.items():
            seconds, found[name] = run(
                spec, [seat, "cpu:optimal"], outsiders, arguments.games, arguments.seed
            )
            runs[name].append(seconds)
    times = {name: statistics.median(seconds) for name, seconds in runs.items()}
    games = 2 * arguments.games
    for name in cases:
        player = found[name].players[0]
        print(
            f"{name:12} median {times[name]:6.2f} s  {games / times[name]:7.0f} games/s  "
            f"{times['cpu:greedy'] / times[name]:5.2f} of cpu:greedy's rate  "
            f"{player.decision_ms:.3f} ms a decision (its own time included)"
        )
    per_game = 13  # the example bots decide once a turn
    extra = (times["bot:greedy"] - times["py:greedy"]) / (2 * arguments.games * per_game)
    print(f"protocol: {1000 * extra:.3f} ms of spiel's time per decision beyond the bot's own")
    print(f"bot:greedy takes {times['bot:greedy'] / times['cpu:greedy']:.2f} x cpu:greedy's time")


if __name__ == "__main__":
    main()
