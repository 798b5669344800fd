"""A batch session against one process per command: the README's greedy bot, hints, the
puzzle's hints.

Run it in the environment where spiel is installed:

    python benchmarks/batch.py [--games 200] [--hint-games 20] [--boards 60]

1. The README's greedy bot (new, then 13 rounds of roll, read the options with
   ``show --format json``, take the best) over ``--games`` solitaire games:
   once with one ``spiel`` process per command (the bot's own JSON parsing is
   done here, not in a process of its own, which favours that side), once
   through one ``spiel kniffel batch --save never``. Both must end every game
   with the same total; the figure is the ratio of the times per game (the
   issue's target: at least 100).
2. ``hint`` requests in a Kniffel session: ``--hint-games`` games played by the
   hints (a hint before every roll and every take, its advice followed); the
   rate is the hints answered per second of their round trips (target 2,000).
3. The puzzle's ``hint`` in a session on ``--boards`` random 4x4 boards (one
   ``new --seed N`` each; the tables are read before the clock starts): the
   median round trip (target at most 30 ms).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

BIN = Path(sys.executable).parent


def spiel_command() -> list[str]:
    script = BIN / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def best(view: dict[str, Any]) -> str:
    """The README bot's choice: the best-paying open category (the first of equals)."""
    options: dict[str, int] = view["options"]
    return max(options, key=lambda name: options[name])


def greedy_by_processes(seed: str, folder: Path) -> int:
    """One game, one process per command; the final total."""

    def spiel(*args: str) -> str:
        done = subprocess.run(
            [*spiel_command(), "kniffel", *args], cwd=folder, check=True, capture_output=True
        )
        return done.stdout.decode()

    spiel("new", "--seed", seed, "--force", "-q")
    for _ in range(13):
        spiel("roll", "-q")
        view = json.loads(spiel("show", "--format", "json"))
        spiel("take", best(view), "-q")
    total: int = json.loads(spiel("show", "--format", "json"))["players"][0]["total"]
    return total


class Session:
    """One ``spiel GAME batch`` process, asked line by line."""

    def __init__(self, game: str, folder: Path) -> None:
        self.process = subprocess.Popen(
            [*spiel_command(), game, "batch", "--save", "never"],
            cwd=folder,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.requests: IO[str] = self.process.stdin
        self.answers: IO[str] = self.process.stdout

    def view(self, line: str) -> Any:
        self.requests.write(line + "\n")
        self.requests.flush()
        answer = json.loads(self.answers.readline())
        if not answer["ok"]:
            raise SystemExit(f"{line!r} was refused: {answer}")
        return answer["view"]

    def close(self) -> None:
        self.requests.close()
        self.process.wait()


def greedy_in_session(session: Session, seed: str) -> int:
    session.view(f"new --seed {seed} --force")
    view: dict[str, Any] = {}
    for _ in range(13):
        view = session.view("roll")
        view = session.view(f"take {best(view)}")
    total: int = view["players"][0]["total"]
    return total


def bot_figures(games: int, folder: Path) -> None:
    seeds = [f"bench-{number}" for number in range(games)]
    start = time.perf_counter()
    session = Session("kniffel", folder)
    by_session = [greedy_in_session(session, seed) for seed in seeds]
    session.close()
    session_time = time.perf_counter() - start
    start = time.perf_counter()
    by_processes = [greedy_by_processes(seed, folder) for seed in seeds]
    process_time = time.perf_counter() - start
    same = by_session == by_processes
    print(
        f"greedy bot, {games} games: one process per command {process_time:.1f} s "
        f"({1000 * process_time / games:.0f} ms a game); batch {session_time:.2f} s "
        f"({1000 * session_time / games:.1f} ms a game, process start included)"
    )
    print(
        f"  ratio {process_time / session_time:.0f}x (target at least 100); "
        f"same final totals: {same}; mean total {statistics.mean(by_session):.1f}"
    )
    if not same:
        raise SystemExit("the totals differ")


def hint_figures(games: int, folder: Path) -> None:
    session = Session("kniffel", folder)
    session.view("new --seed warm --force")
    session.view("hint")  # the tables are read before the clock starts
    spent: list[float] = []

    def hint() -> dict[str, Any]:
        start = time.perf_counter()
        advice: dict[str, Any] = session.view("hint")
        spent.append(time.perf_counter() - start)
        return advice

    for number in range(games):
        view = session.view(f"new --seed hints-{number} --force")
        while not view["finished"]:
            advice = hint()
            if advice["action"] == "take":
                view = session.view(f"take {advice['category']}")
            elif advice["keep"]:
                view = session.view(f"roll --keep {','.join(map(str, advice['keep']))}")
            else:
                view = session.view("roll")
    session.close()
    rate = len(spent) / sum(spent)
    print(
        f"kniffel hints in a session: {len(spent)} hints over {games} games played by them, "
        f"{rate:.0f} a second (median round trip {1000 * statistics.median(spent):.2f} ms; "
        f"target 2,000 a second)"
    )


def puzzle_figures(boards: int, folder: Path) -> None:
    session = Session("puzzle", folder)
    session.view("new --seed warm --force")
    session.view("hint")  # the pattern databases are read (or built) before the clock starts
    spent = []
    for number in range(boards):
        session.view(f"new --seed board-{number} --force")
        start = time.perf_counter()
        session.view("hint")
        spent.append(time.perf_counter() - start)
    session.close()
    spent.sort()
    print(
        f"puzzle hints in a session on {boards} random 4x4 boards: median "
        f"{1000 * statistics.median(spent):.0f} ms, 90th percentile "
        f"{1000 * spent[int(0.9 * len(spent))]:.0f} ms (target: median at most 30 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hint-games", type=int, default=20)
    parser.add_argument("--boards", type=int, default=60)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        if arguments.hint_games:
            hint_figures(arguments.hint_games, Path(folder))
        if arguments.boards:
            puzzle_figures(arguments.boards, Path(folder))
        if arguments.games:
            bot_figures(arguments.games, Path(folder))


if __name__ == "__main__":
    main()
