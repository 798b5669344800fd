"""``spiel GAME batch`` as another program uses it: a bot in its own process writes a
request, waits for the answer, and plays whole games; Ctrl-C and a reader that goes away
end the session with the state saved."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import IO, Any

import pytest

from tests.test_output_failures import ctrl_c_heard


class Engine:
    """A batch session driven line by line, as a bot drives an engine (UCI, GTP)."""

    def __init__(self, game: str, *options: str) -> None:
        self.process = subprocess.Popen(
            ["spiel", game, "batch", *options],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=ctrl_c_heard,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.requests: IO[str] = self.process.stdin
        self.answers: IO[str] = self.process.stdout

    def ask(self, line: str) -> Any:
        """Send one request and wait for its answer."""
        self.requests.write(line + "\n")
        self.requests.flush()
        answer = json.loads(self.answers.readline())
        return answer

    def view(self, line: str) -> Any:
        answer = self.ask(line)
        assert answer["ok"], answer
        return answer["view"]

    def close(self) -> tuple[int, str]:
        self.requests.close()
        rest = self.answers.read()
        assert rest == ""
        assert self.process.stderr is not None
        errors = self.process.stderr.read()
        return self.process.wait(timeout=30), errors


def test_a_bot_plays_kniffel_to_the_end() -> None:
    engine = Engine("kniffel", "--save", "never")
    view = engine.view("new --seed bot --players Bot")
    while not view["finished"]:
        view = engine.view("roll")
        options = view["options"]
        view = engine.view(f"take {max(options, key=options.get)}")
    assert engine.close() == (0, "")
    assert view["players"][0]["total"] > 0
    assert all(score is not None for score in view["players"][0]["scores"].values())
    assert not Path("kniffel.json").exists()


def test_a_bot_plays_matches_by_the_hints() -> None:
    engine = Engine("streichholz")
    view = engine.view("new --matches 30 --level perfect --seed 4")
    while not view["finished"]:
        hint = engine.view("hint")
        view = engine.view(f"take {hint['take']}")
    assert engine.close() == (0, "")
    saved = json.loads(Path("streichholz.json").read_text(encoding="utf-8"))
    assert saved["game"] == "streichholz" and saved["position"]["finished"]


def test_a_bot_solves_the_puzzle_by_the_hints() -> None:
    engine = Engine("puzzle", "--save", "end")
    view = engine.view("new --size 3 --seed 8")
    while not view["solved"]:
        hint = engine.view("hint")
        view = engine.view(f"slide {hint['tile']}")
    assert engine.close() == (0, "")
    assert json.loads(Path("puzzle.json").read_text(encoding="utf-8"))["game"] == "puzzle"


@pytest.mark.parametrize("save", ["each", "end"])
def test_ctrl_c_keeps_the_last_finished_request(save: str) -> None:
    engine = Engine("kniffel", "--save", save)
    engine.view("new --seed 1 --players Anna")
    rolled = engine.view("roll")
    engine.process.send_signal(signal.SIGINT)
    status, errors = engine.close()
    assert status == 130 and "Traceback" not in errors
    saved = json.loads(Path("kniffel.json").read_text(encoding="utf-8"))
    assert saved["history"][-1]["dice"] == rolled["dice"]


def test_a_reader_that_goes_away_ends_the_session_quietly_with_the_state_saved() -> None:
    engine = Engine("kniffel", "--save", "end")
    engine.view("new --seed 1 --players Anna")
    engine.view("roll")
    engine.answers.close()
    engine.requests.write("take chance\nshow\n" * 100)
    engine.requests.close()
    assert engine.process.stderr is not None
    errors = engine.process.stderr.read()
    assert engine.process.wait(timeout=30) == 141 and errors == ""
    saved = json.loads(Path("kniffel.json").read_text(encoding="utf-8"))
    assert saved["history"][-1]["action"] == "take"


def test_answers_that_cannot_be_written_end_the_session_with_the_state_saved() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            ["spiel", "kniffel", "batch", "--save", "end"],
            input="new --seed 1\nroll\n",
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert done.returncode == 4
    assert done.stderr == (
        "Error: the new state was saved to kniffel.json, but an answer could not be written "
        "to standard output: No space left on device\n"
    )
    assert json.loads(Path("kniffel.json").read_text(encoding="utf-8"))["history"] == []


def test_a_closed_standard_input_is_an_empty_one() -> None:
    done = subprocess.run(
        ["spiel", "streichholz", "batch"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: os.close(0),
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


@pytest.mark.parametrize(("stop", "status"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_a_session_killed_politely_saves_what_was_finished(stop: int, status: int) -> None:
    engine = Engine("kniffel", "--save", "end")
    engine.view("new --seed 1 --players Anna")
    rolled = engine.view("roll")
    engine.process.send_signal(stop)
    assert engine.close() == (status, "")
    saved = json.loads(Path("kniffel.json").read_text(encoding="utf-8"))
    assert saved["history"][-1]["dice"] == rolled["dice"]


def test_answers_are_utf8_under_a_latin1_locale() -> None:
    done = subprocess.run(
        ["spiel", "kniffel", "batch", "--save", "never"],
        input="new --seed 1 --players Łukasz😀\nshow --field players.0.name\n".encode(),
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": "latin-1"},
        check=False,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert json.loads(done.stdout.decode("utf-8").splitlines()[1])["view"] == "Łukasz😀"


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ((), "kniffel.json"),
        ((), "link.json"),  # a symbolic link to it: the same real path
        ((), "hard.json"),  # a hard link: the same file
        (("-o", "out.json"), "out.json"),  # where the session saves
        (("-o", "out.json"), "kniffel.json"),
        (("--save", "never"), "kniffel.json"),  # no lock held, and still its own file
    ],
)
def test_a_request_naming_the_session_s_own_file_is_refused_not_waited_for(
    options: tuple[str, ...], named: str
) -> None:
    """Issue 31: 'highscore clear --yes --highscore-file kniffel.json' waited forever on the
    lock the session itself held (the timeout turns such a hang into a failure)."""
    subprocess.run(["spiel", "kniffel", "new", "--seed", "1", "-q"], check=True)
    Path("link.json").symlink_to("kniffel.json")
    os.link("kniffel.json", "hard.json")
    before = Path("kniffel.json").read_bytes()
    done = subprocess.run(
        ["spiel", "kniffel", "batch", *options],
        input=f"highscore clear --yes --highscore-file {named}\nshow\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    refusal, shown = (json.loads(line) for line in done.stdout.splitlines())
    assert refusal["exit"] == 2 and refusal["error"]["option"] == "--highscore-file"
    assert refusal["error"]["message"].endswith(
        f"{named} is the batch session's own state file; name another highscore file"
    )
    assert shown["ok"]
    assert Path("kniffel.json").read_bytes() == before
    assert not any(name.endswith(".lock") for name in os.listdir())


def test_a_session_on_the_default_highscore_file_refuses_the_highscore_requests() -> None:
    own = Path(os.environ["XDG_DATA_HOME"]) / "spiel" / "highscore.json"
    own.parent.mkdir(parents=True)
    subprocess.run(["spiel", "kniffel", "new", "--seed", "1", "-q", "-o", str(own)], check=True)
    done = subprocess.run(
        ["spiel", "kniffel", "batch", "-f", str(own)],
        input="highscore clear --yes\nhighscore\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [answer["exit"] for answer in answers] == [2, 2]
    assert "the batch session's own state file" in answers[0]["error"]["message"]
