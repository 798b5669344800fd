"""Commands started at once on one file are serialised: no update is lost."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from kniffel_cli.kniffel.state import from_dict
from tests.helpers import ROOT, read_state


def spiel(*args: str) -> list[str]:
    return [sys.executable, "-m", "kniffel_cli", *args]


def test_ten_rolls_at_once_exactly_three_succeed(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run(
        spiel("kniffel", "new", "--seed", "race", "-q"), check=True, env=env, cwd=tmp_path
    )
    processes = [
        subprocess.Popen(
            spiel("kniffel", "roll", "-q"),
            env=env,
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(10)
    ]
    results = [(p.wait(timeout=60), p.stderr.read()) for p in processes]  # type: ignore[union-attr]
    codes = sorted(code for code, _ in results)
    assert codes == [0, 0, 0] + [1] * 7, results
    assert all(
        err == "Error: no rolls left in round 1; take a category\n"
        for code, err in results
        if code == 1
    )
    state = read_state(tmp_path / "kniffel.json")
    game = from_dict(state)  # the file is whole and consistent
    assert len(game.history) == 3 and game.rolls_left == 0


# --- many processes on one file (issue 31: locks that are removed at the end) -----------------

# One row of a million matches, one at a time: every 'take 1' succeeds and adds two moves
# (the player's and the computer's), so the history counts the commands that got in.
START = ["streichholz", "new", "--rows", "1000000", "--max-take", "1", "--seed", "race", "-q"]
TAKE = ["streichholz", "take", "1", "-q"]


def start(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run(spiel(*START), check=True, env=env, cwd=tmp_path)
    return env


def popen(tmp_path: Path, env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        spiel(*args),
        env=env,
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def takes(tmp_path: Path) -> int:
    """The takes in the file, which must load as every command loads it."""
    from kniffel_cli.streichholz import load

    history = load(tmp_path / "streichholz.json").history
    assert len(history) % 2 == 0
    return len(history) // 2


def test_twenty_five_commands_at_once_lose_no_update_and_leave_no_lock(tmp_path: Path) -> None:
    env = start(tmp_path)
    processes = [popen(tmp_path, env, *TAKE) for _ in range(25)]
    results = [(p.wait(timeout=120), p.stderr.read()) for p in processes]  # type: ignore[union-attr]
    assert all(code == 0 for code, _ in results), results
    assert takes(tmp_path) == 25
    assert os.listdir(tmp_path) == ["streichholz.json"]


def test_commands_killed_midway_lose_no_finished_update(tmp_path: Path) -> None:
    """SIGKILL at any moment (a lock file held, a temporary file half written): every
    command that finished is in the file, and the next command cleans up after them."""
    env = start(tmp_path)
    chance = random.Random(31)
    processes = [popen(tmp_path, env, *TAKE) for _ in range(30)]
    killed = processes[::3]
    for process in killed:
        time.sleep(chance.uniform(0, 0.1))  # somewhere in a command's life, not measured
        process.kill()
    codes = [p.wait(timeout=120) for p in processes]
    assert all(code in (0, -signal.SIGKILL) for code in codes), codes
    finished = codes.count(0)
    assert finished >= 20
    assert finished <= takes(tmp_path) <= finished + codes.count(-signal.SIGKILL)
    before = takes(tmp_path)
    subprocess.run(spiel(*TAKE), check=True, env=env, cwd=tmp_path)
    assert takes(tmp_path) == before + 1
    assert os.listdir(tmp_path) == ["streichholz.json"]


def test_a_batch_session_beside_twenty_single_commands(tmp_path: Path) -> None:
    """The session holds the lock to its end; the single commands wait, then each gets in.
    A command writing to the lock file the session holds is refused, and the lock stays."""
    env = start(tmp_path)
    session = popen(tmp_path, env, "streichholz", "batch")
    singles: list[subprocess.Popen[str]] = []
    try:
        singles = beside_a_session(tmp_path, env, session)
    finally:  # a regression fails the test, never hangs it
        for process in [session, *singles]:
            if process.poll() is None:
                process.kill()
    assert takes(tmp_path) == 10 + 20
    assert os.listdir(tmp_path) == ["streichholz.json"]


def beside_a_session(
    tmp_path: Path, env: dict[str, str], session: subprocess.Popen[str]
) -> list[subprocess.Popen[str]]:
    """Twenty takes and three writes to the lock file while the session takes ten."""
    assert session.stdin is not None and session.stdout is not None
    session.stdin.write("take 1\n")
    session.stdin.flush()
    assert json.loads(session.stdout.readline())["ok"]  # the session holds the lock now
    lock = tmp_path / ".streichholz.json.lock"
    held = lock.lstat()
    singles = [popen(tmp_path, env, *TAKE) for _ in range(20)]
    for args in (
        [*TAKE, "-o", ".streichholz.json.lock"],
        [*TAKE, "-f", ".streichholz.json.lock"],
        ["kniffel", "highscore", "clear", "--yes", "--highscore-file", ".streichholz.json.lock"],
    ):
        done = subprocess.run(
            spiel(*args), env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 2 and "a lock file of spiel" in done.stderr, done.stderr
    for _ in range(9):
        session.stdin.write("take 1\n")
        session.stdin.flush()
        assert json.loads(session.stdout.readline())["ok"]
    now = lock.lstat()
    assert (now.st_ino, now.st_size) == (held.st_ino, 0)  # the same lock file, untouched
    session.stdin.close()
    assert session.wait(timeout=120) == 0
    results = [(p.wait(timeout=120), p.stderr.read()) for p in singles]  # type: ignore[union-attr]
    assert all(code == 0 for code, _ in results), results
    return singles
