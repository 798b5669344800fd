"""Defects an attack pass found in ``batch`` and the JSON errors, kept fixed.

Each test states the promise (issue 19, man/spiel.1) it once broke: answers that are not
UTF-8 or not JSON, tracebacks on closed streams, a request that reads the request stream,
a JSON error line that is not JSON or not one line, a CRLF request at the size limit.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

from tests.test_output_failures import ctrl_c_heard

pytestmark = pytest.mark.slow  # every test here starts spiel processes


def batch(tmp_path: Path, requests: bytes, *options: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        ["spiel", "kniffel", "batch", *options],
        input=requests,
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
    )


@pytest.mark.parametrize("request_id", [r'"\ud800"', r'"\udcff"'])
def test_a_lone_surrogate_in_a_json_request_is_answered_not_fatal(
    tmp_path: Path, request_id: str
) -> None:
    # Promise: one JSON line per request, never a traceback; the session goes on.
    requests = f'{{"id": {request_id}, "args": ["rules"]}}\nrules\n'.encode()
    done = batch(tmp_path, requests, "--save", "never")
    assert b"Traceback" not in done.stderr
    answers = [json.loads(line.decode("utf-8")) for line in done.stdout.splitlines()]
    assert len(answers) == 2 and done.returncode == 0


def test_a_lone_surrogate_in_a_fact_is_answered_not_fatal(tmp_path: Path) -> None:
    requests = b'new --seed 1\nroll\n{"id": 1, "args": ["take", "x\\ud800"]}\nshow\n'
    done = batch(tmp_path, requests, "--save", "end")
    assert b"Traceback" not in done.stderr
    assert len(done.stdout.splitlines()) == 4 and done.returncode == 0


@pytest.mark.parametrize("request_id", ["1e400", "NaN", "-Infinity"])
def test_every_answer_is_valid_json(tmp_path: Path, request_id: str) -> None:
    done = batch(
        tmp_path, f'{{"id": {request_id}, "args": ["rules"]}}\n'.encode(), "--save", "never"
    )
    json.loads(done.stdout, parse_constant=lambda name: pytest.fail(f"{name} is not JSON"))


@pytest.mark.parametrize("closed", ["stdin", "stdout"])
def test_a_closed_standard_stream_is_no_traceback(tmp_path: Path, closed: str) -> None:
    script = 'echo "new --seed 1" | spiel kniffel batch --save end >&-'
    if closed == "stdin":
        script = "spiel kniffel batch <&-"
    done = subprocess.run(["sh", "-c", script], capture_output=True, cwd=tmp_path, timeout=60)
    assert b"Traceback" not in done.stderr
    if closed == "stdout":  # the state is saved, as when the reader goes away
        assert (tmp_path / "kniffel.json").exists()


def test_a_request_cannot_swallow_the_requests_after_it(tmp_path: Path) -> None:
    # Promise: exactly one answer per request, in order.
    process = subprocess.Popen(
        ["spiel", "kniffel", "batch", "--save", "never"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=tmp_path,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"highscore --highscore-file /dev/stdin\n")
    process.stdin.flush()
    time.sleep(0.5)
    process.stdin.write(b"rules\nrules\n")
    process.stdin.close()
    answers = process.stdout.read().splitlines()
    process.wait(timeout=60)
    assert len(answers) == 3


def test_a_non_utf8_argument_gives_a_json_error_line(tmp_path: Path) -> None:
    # Promise: under --format json one line of JSON on standard error.
    subprocess.run(["spiel", "kniffel", "new", "--seed", "1", "-q"], cwd=tmp_path, check=True)
    done = subprocess.run(
        ["spiel", "kniffel", "take", b"x\xff", "--format", "json"],
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
    )
    json.loads(done.stderr)


def test_ctrl_c_under_format_json_is_one_json_line(tmp_path: Path) -> None:
    process = subprocess.Popen(
        ["spiel", "kniffel", "simulate", "--games", "1000000", "--strategy", "random"]
        + ["--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        preexec_fn=ctrl_c_heard,
    )
    time.sleep(1.5)
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=60)
    assert process.returncode == 130
    assert errors.splitlines() == [
        b'{"schema_version": 1, "exit": 130, "error": {"code": "interrupted", "message": '
        b'"interrupted"}}'
    ]
