"""Commands started at once on one file are serialised: no update is lost."""

from __future__ import annotations

import os
import subprocess
import sys
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
