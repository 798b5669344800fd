"""Progress while tables are built: a bar on a terminal, plain lines in a log, never stdout."""

from __future__ import annotations

import pytest

from kniffel_cli.common import i18n
from kniffel_cli.common.output import ProgressBars

LABEL = "Building the optimal-strategy table"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def run(
    steps: list[tuple[float, int]], total: int = 100, **options: object
) -> tuple[Clock, ProgressBars]:
    """Report ``done`` at each ``(seconds since start, done)`` with a fake clock."""
    clock = Clock()
    start = clock.now
    with ProgressBars(clock=clock, terminal=False, **options) as bars:  # type: ignore[arg-type]
        for seconds, done in steps:
            clock.now = start + seconds
            bars(LABEL, done, total)
    return clock, bars


def test_a_log_gets_a_line_every_ten_seconds_and_the_time_it_took(
    capsys: pytest.CaptureFixture[str],
) -> None:
    run([(0, 1), (4, 10), (10, 23), (12, 30), (19.9, 50), (20.5, 60), (23.4, 100)])
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [
        LABEL,
        f"{LABEL}: 23% (10 s)",
        f"{LABEL}: 60% (20 s)",
        f"{LABEL}: done in 23.4 s",
    ]


def test_work_within_a_second_stays_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    run([(0, 10), (0.5, 50), (0.9, 100)])
    assert capsys.readouterr().err == f"{LABEL}\n"


def test_quiet_shows_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    run([(0, 10), (30, 100)], quiet=True)
    assert capsys.readouterr() == ("", "")


def test_work_stopped_early_gets_no_closing_line(capsys: pytest.CaptureFixture[str]) -> None:
    run([(0, 10), (15, 40)])  # a search that found its answer before the table was whole
    assert capsys.readouterr().err.splitlines() == [LABEL, f"{LABEL}: 40% (15 s)"]


def test_each_label_has_its_own_lines(capsys: pytest.CaptureFixture[str]) -> None:
    clock = Clock()
    with ProgressBars(clock=clock, terminal=False) as bars:
        bars("Building pattern table 1 of 3", 5, 10)
        clock.now += 2
        bars("Building pattern table 1 of 3", 10, 10)
        bars("Building pattern table 2 of 3", 1, 10)
        clock.now += 0.5
        bars("Building pattern table 2 of 3", 10, 10)
    assert capsys.readouterr().err.splitlines() == [
        "Building pattern table 1 of 3",
        "Building pattern table 1 of 3: done in 2.0 s",
        "Building pattern table 2 of 3",
    ]


def test_the_lines_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    i18n.use("de")
    run([(0, 1), (11, 25), (42.25, 100)])
    assert capsys.readouterr().err.splitlines() == [
        LABEL,
        f"{LABEL}: 25 % (11 s)",
        f"{LABEL}: fertig nach 42,2 s",
    ]


def test_a_terminal_gets_clicks_bar_with_percent_and_time_left(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with ProgressBars(terminal=True) as bars:
        bars(LABEL, 10, 100)
        bar = bars.bars[LABEL]
        assert bar.show_percent and bar.show_eta
        bars(LABEL, 100, 100)
    assert capsys.readouterr().out == ""


def test_under_format_json_a_log_gets_no_progress(capsys: pytest.CaptureFixture[str]) -> None:
    """Standard error under --format json holds JSON alone (an error), for the program."""
    run([(0, 1), (12, 50), (23.4, 100)], plain=False)
    assert capsys.readouterr() == ("", "")
