"""Outside players in a match: bots over the protocol and Python bots, their answers, their
faults, and what a match reports of them (``simulate --players``)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.kniffel import view
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.outside.answers import Answer, IllegalAnswer, read_answer
from kniffel_cli.kniffel.outside.process import BotProcess, Failed
from kniffel_cli.kniffel.rules import Points
from tests.helpers import ROOT, Invoke, json_view, refused
from tests.pybots import Recorder

BOTS = ROOT / "tests" / "data" / "bots"
EXAMPLES = ROOT / "examples"
OPTIONS = {"ones": 2, "chance": 17, "small_straight": 30}
SMALL = ("--rounds", "3", "--seed", "bots")


def _read(answer: object, rolls_left: int = 2) -> Answer:
    return read_answer(answer, 4, rolls_left, OPTIONS, "kniffel")


def test_an_answer_keeps_positions_or_takes_a_row_in_any_spelling() -> None:
    assert _read({"keep": [3, 1]}) == Answer((1, 3), None)
    assert _read({"keep": []}) == Answer((), None)  # all five rolled again
    assert _read({"take": "Kleine Straße", "id": 7}) == Answer(None, "small_straight")
    assert _read({"take": "1"}) == Answer(None, "ones")
    assert _read({"take": "chance"}, rolls_left=0) == Answer(None, "chance")


@pytest.mark.parametrize(
    ("answer", "rolls_left", "reason"),
    [
        ([1, 3], 2, "an answer is a JSON object with keep or take"),
        ({"keep": [1], "take": "chance"}, 2, "an answer gives keep or take, one of them"),
        ({}, 2, "an answer gives keep or take, one of them"),
        ({"take": 3}, 2, "take names a row as text"),
        ({"keep": "1,3"}, 2, "keep is a list of die positions, 1 to 5"),
        ({"keep": [True]}, 2, "keep is a list of die positions, 1 to 5"),
        ({"keep": [1]}, 0, "no rolls left in round 4; take a category"),
        ({"keep": [0, 6]}, 2, "die positions are 1 to 5, not 0 and 6"),
        ({"keep": [1, 2, 7]}, 2, "die positions are 1 to 5, not 7"),
        ({"keep": [2, 2]}, 2, "position 2 is given twice"),
        ({"keep": [1, 2, 3, 4, 5]}, 2, "nothing to roll; take a category"),
        ({"take": "fives"}, 2, "Fives is not open to these dice; take one of: Ones, Chance or "
         "Small straight"),
        ({"take": "bogus"}, 2, "no category 'bogus'; take one of: Ones, Chance or Small straight"),
    ],
)  # fmt: skip
def test_an_illegal_answer_says_why(answer: object, rolls_left: int, reason: str) -> None:
    with pytest.raises(IllegalAnswer) as raised:
        _read(answer, rolls_left)
    assert raised.value.reason == reason


def test_a_python_bot_plays_a_match_and_is_reported_with_its_time(invoke: Invoke) -> None:
    args = ("--players", "py:examples.greedy:Greedy,cpu:greedy", "--games", "20", *SMALL)
    os.chdir(ROOT)  # py: imports from the current folder
    data = json_view(invoke, "kniffel", "simulate", *args, "--jobs", "1")
    bot, computer = data["players"]
    assert bot["name"] == "py:examples.greedy:Greedy" and bot["faults"] == {}
    assert computer["faults"] == {} and data["faults"] == []
    assert bot["decision_ms"] >= 0 and computer["decision_ms"] >= 0
    assert bot["win_share"] + computer["win_share"] == pytest.approx(1.0, abs=1e-3)
    table = invoke("kniffel", "simulate", *args, "--jobs", "1").output
    assert "ms per decision" in table and "faults" in table
    # only the times differ between two runs
    again = json_view(invoke, "kniffel", "simulate", *args, "--jobs", "1")
    for player in [*data["players"], *again["players"]]:
        del player["decision_ms"]
    assert again == data


def test_a_python_bot_that_raises_loses_that_game_only(invoke: Invoke) -> None:
    os.chdir(ROOT)
    target = "py:tests.pybots:Raising"
    data = json_view(
        invoke, "kniffel", "simulate", "--players", f"{target},cpu:greedy", "--games", "4",
        "--jobs", "1", *SMALL,
    )  # fmt: skip
    bot = data["players"][0]
    assert bot["faults"] == {"error": 1}
    (fault,) = data["faults"]
    assert fault["reason"] == "RuntimeError: confused"
    assert fault["request"]["type"] == "decide" and fault["request"]["view"]["round"] == 1
    assert fault["game"] == "bots/2#1"  # the third game of the first seating


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--bot", "x=python3"), "Error: --bot goes with --players; give --players too"),
        (("--move-time", "3"), "Error: --move-time goes with --players; give --players too"),
        (("--players", "bot:x,cpu:greedy"), "Error: bot:x has no command; give --bot x=COMMAND"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x"), "Error: --bot takes NAME=COMMAND (a "
         "name of letters, digits, - and _), not 'x'"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x y=python3"), "Error: --bot takes "
         "NAME=COMMAND (a name of letters, digits, - and _), not 'x y=python3'"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x='unclosed"), "Error: --bot takes "
         "NAME=COMMAND (a name of letters, digits, - and _), not 'x='unclosed'"),
        (("--players", "bot:keeper,cpu:greedy", "--bot", "keeper=python3", "--bot",
          "keepr=python3"), "Error: --bot gives a command to bot:keepr, which is not among "
         "the players"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x=python3", "--bot", "x=python3"),
         "Error: --bot names 'x' twice"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x=no-such-program-here"), "Error: the "
         "command of bot:x cannot be run: 'no-such-program-here' is no program found"),
        (("--players", "py:no_such_module:Bot,cpu:greedy"), "Error: py:no_such_module:Bot "
         "cannot be seated: ModuleNotFoundError: No module named 'no_such_module'"),
        (("--players", "py:examples.greedy:Nothing,cpu:greedy"), "Error: "
         "py:examples.greedy:Nothing cannot be seated: Nothing is no class with decide()"),
        (("--players", "py:examples.greedy,cpu:greedy"), "Error: py:examples.greedy cannot be "
         "seated: py: takes MODULE:CLASS"),
        (("--players", "bot:x=rm,cpu:greedy"), "Error: 'bot:x=rm': an outside player is "
         "bot:NAME (letters, digits, - and _) or py:MODULE:CLASS, and a name never holds a "
         "command"),
        (("--players", "Anna,cpu:greedy"), "Error: simulate seats computer players (cpu:KIND) "
         "and bots (bot:NAME, py:MODULE:CLASS), and 'Anna' is none of them"),
        (("--players", "bot:x,cpu:greedy", "--bot", "x=python3", "--move-time", "0"),
         "Error: Invalid value for '--move-time': 0.0 is not in the range 0.001<=x<=86400"),
    ],
)  # fmt: skip
def test_a_match_refuses_what_it_cannot_seat(
    invoke: Invoke, args: tuple[str, ...], line: str
) -> None:
    os.chdir(ROOT)
    found = refused(invoke, 2, "kniffel", "simulate", "--games", "2", *args)
    assert found.split(" (see ")[0] == line


# --- bots over the protocol (processes: the slow set) -------------------------------------


def _bot(how: str, at: int = 1) -> str:
    return f"b={sys.executable} {BOTS / 'faulty.py'} {how} {at} {_mark()}"


def _mark() -> str:
    """A mark of this test's bots: another test's may run at the same time."""
    return f"mark-{os.getpid()}"


def _match(invoke: Invoke, bot: str, *extra: str) -> dict[str, Any]:
    return json_view(
        invoke, "kniffel", "simulate", "--players", "bot:b,cpu:greedy", "--bot", bot,
        "--games", "6", "--jobs", "1", "--move-time", "1", *SMALL, *extra,
    )  # fmt: skip


def _left_behind(mark: str = "") -> list[str]:
    """The processes this test's bots started (by their mark) that still run."""
    listing = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return [line for line in listing.splitlines() if (mark or _mark()) in line]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("how", "kind", "reason"),
    [
        ("crash", "exited", "it exited with status 3"),
        ("orphan", "exited", "it exited with status 3"),  # not a timeout: its child waits
        ("stall", "timeout", "no answer within 1 s"),
        ("garbage", "not_json", "a line that is not JSON: 'this is not json'"),
        ("illegal", "illegal", "die positions are 1 to 5, not 9"),
        ("wrong-id", "wrong_id", 'an answer to an id that was not asked: \'{"id": 100005, '
         '"take": "chance"}\''),
        ("flood", "not_json", "a line longer than 1 MiB"),
        ("silent", "exited", "it closed its output"),
        ("nested", "not_json", "a line that is not JSON: '" + "[" * 60 + "...'"),
    ],
)  # fmt: skip
def test_a_fault_costs_the_games_in_flight_only(
    invoke: Invoke, how: str, kind: str, reason: str
) -> None:
    """The bot answers its first five requests (the first turn of five of the six games),
    then goes wrong: the sixth game is lost at once, and every later turn again."""
    data = _match(invoke, _bot(how, 6))
    bot, computer = data["players"]
    assert bot["faults"] == {kind: 12}  # every game, in both seatings
    assert computer["faults"] == {}
    assert bot["win_share"] == 0.0 and computer["win_share"] == 1.0
    first = data["faults"][0]
    assert (first["player"], first["kind"], first["reason"]) == ("bot:b", kind, reason)
    assert first["request"]["id"] == 5 and first["game"] == "bots/5#1"
    assert _left_behind() == []


@pytest.mark.slow
def test_a_bot_that_answers_well_loses_nothing_and_its_stderr_goes_to_the_log(
    invoke: Invoke, tmp_path: Path
) -> None:
    log = tmp_path / "bots.log"
    data = _match(invoke, _bot("stderr"), "--bot-log", str(log))
    assert data["players"][0]["faults"] == {} and data["faults"] == []
    lines = log.read_text().splitlines()
    assert lines[0] == "bot:b: thinking about 0" and len(lines) == 36  # 12 games, 3 turns
    same = _match(invoke, _bot("stderr"))  # without the log: the same games, no file
    for player in [*data["players"], *same["players"]]:
        del player["decision_ms"]
    assert same == data


def test_a_stop_inside_a_python_bot_is_never_its_fault() -> None:
    """Ctrl-C, SIGTERM or SIGHUP while a Python bot decides ends the match (a worker told
    to end, too); whatever else it raises, sys.exit() included, is the bot's fault."""
    from kniffel_cli.common.stopping import Stopped
    from kniffel_cli.kniffel.outside.seats import InProcess

    class Stopping:
        def __init__(self, stop: BaseException) -> None:
            self.stop = stop

        def decide(self, view: dict[str, Any]) -> dict[str, Any]:
            raise self.stop

    request = {1: {"type": "decide", "id": 1, "view": {}}}
    for stop in (KeyboardInterrupt(), Stopped(signal.SIGTERM)):
        with pytest.raises(type(stop)):
            InProcess(Stopping(stop), {"type": "hello"}).ask(request)
    answers = InProcess(Stopping(SystemExit(5)), {"type": "hello"}).ask(request)
    assert answers == {1: Failed("error", "SystemExit: 5")}


@pytest.mark.slow
def test_the_protocol_in_order(tmp_path: Path) -> None:
    """What a bot is told: hello first, then decisions, each game's end, and bye."""
    record = tmp_path / "heard.jsonl"
    script = tmp_path / "echo_bot.py"
    script.write_text(
        "import json, sys\n"
        f"out = open({str(record)!r}, 'w')\n"
        "for line in sys.stdin:\n"
        "    out.write(line); out.flush()\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'decide':\n"
        "        answer = {'id': m['id'], 'keep': []} if m['view']['rolls_left'] else {\n"
        "            'id': m['id'], 'take': next(iter(m['view']['options']))}\n"
        "        print(json.dumps(answer), flush=True)\n"
    )
    from kniffel_cli.kniffel.outside import protocol
    from kniffel_cli.kniffel.rules import STANDARD_POINTS

    greeting = protocol.hello("bot:e", "kniffel", 13, 3, STANDARD_POINTS, "random", "s/bot:e")
    bot = BotProcess("bot:e", [sys.executable, str(script)], greeting, move_time=5)
    view = {"rolls_left": 1, "options": {"chance": 12}}
    answers = bot.ask({0: protocol.decide(0, "g#1", view), 1: protocol.decide(1, "g#2", view)})
    assert answers == {0: {"id": 0, "keep": []}, 1: {"id": 1, "keep": []}}
    bot.tell(protocol.end("g#1", 0, [30, 20], [0], None))
    bot.let_go(protocol.bye())
    bot.close()
    heard = [json.loads(line) for line in record.read_text().splitlines()]
    assert [m["type"] for m in heard] == ["hello", "decide", "decide", "end", "bye"]
    assert heard[0] == {
        "type": "hello",
        "protocol": 1,
        "schema_version": 1,
        "name": "bot:e",
        "variant": {
            "rules": "kniffel",
            "rounds": 13,
            "rolls_per_turn": 3,
            "point_values": {},
            "dice_mode": "random",
        },
        "seed": "s/bot:e",
    }
    assert heard[3] == {
        "type": "end", "game": "g#1", "seat": 0, "totals": [30, 20], "winners": [0], "fault": None
    }  # fmt: skip


@pytest.mark.slow
def test_a_bot_that_cannot_start_again_is_given_up() -> None:
    bot = BotProcess("bot:x", [sys.executable, "-c", "import sys; sys.exit(1)"], {}, 5)
    for _ in range(3):
        (answer,) = bot.ask({0: {"id": 0}}).values()
        assert isinstance(answer, Failed) and answer.kind == "exited"
    (answer,) = bot.ask({0: {"id": 0}}).values()
    assert answer == Failed("exited", "it was started 3 times in a row and answered nothing")


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_example_bots_play_cpu_optimal_both_ways(invoke: Invoke, jobs: str) -> None:
    """The example bot over the protocol and the one in spiel's process play the same."""
    os.chdir(ROOT)
    common = ("--games", "10", "--jobs", jobs, "--seed", "examples")
    over_pipe = json_view(
        invoke, "kniffel", "simulate", "--players", "bot:greedy,cpu:optimal",
        "--bot", f"greedy={sys.executable} examples/greedy_bot.py", *common,
    )  # fmt: skip
    in_process = json_view(
        invoke, "kniffel", "simulate", "--players", "py:examples.greedy:Greedy,cpu:optimal",
        *common,
    )  # fmt: skip
    for data in (over_pipe, in_process):
        assert data["faults"] == [] and data["players"][1]["win_share"] > 0.9
        for player in data["players"]:
            del player["decision_ms"], player["name"]
    assert over_pipe == in_process
    assert _left_behind("examples/greedy_bot.py") == []


# --- the games of a match as state files ---------------------------------------------------


def _games(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_every_game_of_a_match_is_written_as_a_state_file(invoke: Invoke, tmp_path: Path) -> None:
    os.chdir(ROOT)
    out = tmp_path / "games.jsonl"
    data = json_view(
        invoke, "kniffel", "simulate", "--players", "py:examples.greedy:Greedy,cpu:greedy",
        "--games", "4", "--jobs", "1", *SMALL, "--games-out", str(out),
    )  # fmt: skip
    games = _games(out)
    assert [(g["seed"], g["players"]) for g in games[:3]] == [
        ("bots/0", ["py:examples.greedy:Greedy", "cpu:greedy"]),
        ("bots/0", ["cpu:greedy", "py:examples.greedy:Greedy"]),
        ("bots/1", ["py:examples.greedy:Greedy", "cpu:greedy"]),
    ]
    assert len(games) == 8
    totals = {"py:examples.greedy:Greedy": 0, "cpu:greedy": 0}
    for number, game in enumerate(games):
        place = tmp_path / f"game{number}.json"
        place.write_text(json.dumps(game))
        shown = json_view(invoke, "kniffel", "show", "-f", str(place))
        assert shown["finished"] is True
        for player in shown["players"]:
            totals[player["name"]] += player["total"]
    means = {p["name"]: p["mean"] for p in data["players"]}
    assert {name: total / 8 for name, total in totals.items()} == pytest.approx(means, abs=0.01)
    review = invoke("kniffel", "review", "-f", str(tmp_path / "game0.json"))
    assert review.exit_code == 0


def test_a_python_bot_is_shown_each_position_as_show_shows_it(
    invoke: Invoke, tmp_path: Path
) -> None:
    """The view of each decision is the JSON view of ``show`` in that position: each game
    written by the match, replayed move by move, shows what the bot was shown."""
    os.chdir(ROOT)
    Recorder.seen.clear()
    out = tmp_path / "games.jsonl"
    name = "py:tests.pybots:Recorder"
    invoke(
        "kniffel", "simulate", "--players", f"{name},cpu:greedy", "--games", "1", "--jobs", "1",
        "--rounds", "4", "--seed", "views", "--points", "full_house=30", "--games-out", str(out),
    )  # fmt: skip
    assert len(Recorder.seen) > 8
    for game_file in _games(out):
        seat = game_file["players"].index(name)
        seen = [v for v in Recorder.seen if v["players"][seat]["name"] == name]
        game = KniffelGame(
            game_file["players"],
            rolls_per_turn=game_file["rolls_per_turn"],
            rounds=game_file["rounds"],
            seed=game_file["seed"],
            points=Points(full_house=30),
        )
        shown = []
        for entry in game_file["history"]:
            is_decision = entry["player"] == seat and game.rolls_left < game.rolls_per_turn
            if is_decision:
                shown.append(view.data(game))
            if entry["action"] == "roll":
                game.roll(entry["keep"] or None)
            else:
                game.take(entry["category"])
        assert shown == seen


def test_a_game_lost_by_a_fault_is_written_as_it_stood_and_refuses_moves(
    invoke: Invoke, tmp_path: Path
) -> None:
    os.chdir(ROOT)
    out = tmp_path / "games.jsonl"
    invoke(
        "kniffel", "simulate", "--players", "py:tests.pybots:Raising,cpu:greedy", "--games",
        "4", "--jobs", "1", *SMALL, "--games-out", str(out), "-q",
    )  # fmt: skip
    lost = tmp_path / "lost.json"
    lost.write_text(json.dumps(_games(out)[4]))  # deal 2, the bot's third decision
    before = lost.read_bytes()
    shown = json_view(invoke, "kniffel", "show", "-f", str(lost))
    assert (shown["finished"], shown["current_player"]) == (False, 0)
    for args in (["roll"], ["take", "chance"]):
        line = refused(invoke, 1, "kniffel", *args, "-f", str(lost))
        assert line == "Error: it is py:tests.pybots:Raising's turn, an outside player: it moves " \
            "only in a match"  # fmt: skip
        assert lost.read_bytes() == before


def test_a_state_file_never_names_a_command_and_new_seats_no_outside_player(
    invoke: Invoke, tmp_path: Path
) -> None:
    invoke("kniffel", "new", "--players", "Anna,Bob", "--seed", "x", "-q")
    data = json.loads(Path("kniffel.json").read_text())
    data["players"][1] = "bot:x; rm -rf ~"
    Path("kniffel.json").write_text(json.dumps(data))
    line = refused(invoke, 3, "kniffel", "show")
    assert "'bot:x; rm -rf ~': an outside player is bot:NAME" in line
    line = refused(invoke, 2, "kniffel", "new", "--players", "Anna,bot:x", "--force")
    assert line == "Error: bot:x is an outside player: it plays in a match (simulate " \
        "--players), not in a game of new"  # fmt: skip


def test_a_decided_test_writes_the_games_of_the_deals_played(
    invoke: Invoke, tmp_path: Path
) -> None:
    out = tmp_path / "games.jsonl"
    data = json_view(
        invoke, "kniffel", "simulate", "--players", "cpu:greedy,cpu:greedy:b", "--games", "3000",
        "--seed", "sprt", "--sprt", "0,10", "--jobs", "1", "--games-out", str(out),
    )  # fmt: skip
    assert len(_games(out)) == 2 * data["games"]


def test_ctrl_c_reports_the_deals_played_before_it(tmp_path: Path) -> None:
    """Ctrl-C ends the match: every batch played before it is reported (here batches of two
    deals, each deal twice, one round: four decisions of the bot a batch, and its 41st is
    the Ctrl-C, in the eleventh batch)."""
    from kniffel_cli.kniffel.outside.seats import Match, Outsider, OutsideTable
    from kniffel_cli.kniffel.rules import STANDARD_POINTS
    from kniffel_cli.kniffel.strategy import match
    from kniffel_cli.kniffel.strategy.engine import Engines
    from kniffel_cli.kniffel.strategy.solver import Spec
    from tests.pybots import Interrupting

    spec = Spec("kniffel", 3, 1, STANDARD_POINTS)
    told = Match("kniffel", 1, 3, STANDARD_POINTS, "random", "ctrl-c")
    table = OutsideTable([Outsider("py:x", bot=Interrupting)], told)
    found = match.head_to_head(
        spec, ["py:x", "cpu:greedy"], 100, "ctrl-c", Engines()(spec), batch=2, outsiders=table
    )
    assert found.interrupted == signal.SIGINT and found.deals == 20
    assert sum(p.win_share for p in found.players) == pytest.approx(1.0)
    with pytest.raises(KeyboardInterrupt):  # before any batch was played: nothing to report
        match.head_to_head(
            spec, ["py:x", "cpu:greedy"], 100, "ctrl-c", Engines()(spec), batch=200,
            outsiders=OutsideTable([Outsider("py:x", bot=Interrupting)], told),
        )  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP])
def test_a_kill_reports_the_deals_played_and_leaves_no_bot_behind(
    tmp_path: Path, jobs: str, stop: signal.Signals
) -> None:
    """SIGTERM or SIGHUP ends a match as Ctrl-C does, with the shell's status for the signal:
    the deals played are reported and written, and every bot is killed with its children,
    a bot that ignores the signal too."""
    ready, out = tmp_path / "ready", tmp_path / "games.jsonl"
    mark = f"{_mark()}-{jobs}-{stop}"
    command = f"s={sys.executable} {BOTS / 'stubborn.py'} {ready} {mark}"
    process = subprocess.Popen(
        [sys.executable, "-m", "kniffel_cli", "kniffel", "simulate", "--players",
         "bot:s,cpu:greedy", "--bot", command, "--games", "100000", "--rounds", "1",
         "--jobs", jobs, "--seed", "kill", "--format", "json", "--games-out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
    )  # fmt: skip
    for _ in range(600):
        if ready.exists():
            break
        time.sleep(0.1)
    process.send_signal(stop)
    stdout, stderr = process.communicate(timeout=60)
    assert (process.returncode, stderr) == (128 + stop, "")
    data = json.loads(stdout)
    assert data["interrupted"] is True and data["games"] >= 250  # a batch at least: 250 deals
    assert len(out.read_text().splitlines()) == 2 * data["games"]
    assert _left_behind(mark) == []


@pytest.mark.parametrize(
    ("bot", "kind", "reason"),
    [
        ("Cheating", "illegal", "Kniffel is not open to these dice; take one of:"),
        ("Exiting", "error", "SystemExit: 5"),
        ("Unmakeable", "error", "RuntimeError: no"),
    ],
)
def test_a_python_bot_cannot_cheat_or_end_the_match(
    invoke: Invoke, bot: str, kind: str, reason: str
) -> None:
    """What a Python bot does to its view or raises (sys.exit too) is its fault, never
    spiel's end: every game it plays is lost with the reason, and the match is reported."""
    os.chdir(ROOT)
    data = json_view(
        invoke, "kniffel", "simulate", "--players", f"py:tests.pybots:{bot},cpu:greedy",
        "--games", "3", "--jobs", "1", *SMALL,
    )  # fmt: skip
    assert data["players"][0]["faults"] == {kind: 6}
    assert data["faults"][0]["reason"].startswith(reason)


def test_games_out_is_refused_before_the_match_where_it_cannot_be_written(
    invoke: Invoke, tmp_path: Path
) -> None:
    args = ("kniffel", "simulate", "--players", "cpu:greedy,cpu:random", "--games", "2")
    line = refused(invoke, 2, *args, "--games-out", "-")
    assert line.startswith("Error: Invalid value for '--games-out': standard output holds the")
    line = refused(invoke, 4, *args, "--games-out", str(tmp_path / "none" / "g.jsonl"))
    assert line.endswith("is not there or not writable")


def test_a_read_only_games_out_is_refused_before_the_match(invoke: Invoke, tmp_path: Path) -> None:
    kept = tmp_path / "old.jsonl"
    kept.write_text("old\n")
    kept.chmod(0o444)
    line = refused(
        invoke, 4, "kniffel", "simulate", "--players", "cpu:greedy,cpu:random", "--games", "2",
        "--games-out", str(kept),
    )  # fmt: skip
    assert line.endswith("is read-only; the old record of the games is intact (chmod u+w makes "
                         "it writable)")  # fmt: skip
    assert kept.read_text() == "old\n"


@pytest.mark.slow
def test_a_bot_log_is_made_only_where_a_bot_is_seated(invoke: Invoke, tmp_path: Path) -> None:
    log = tmp_path / "bots.log"
    args = ("kniffel", "simulate", "--games", "2", "--jobs", "1", *SMALL, "--bot-log", str(log))
    assert invoke(*args, "--players", "cpu:greedy,cpu:random", "-q").exit_code == 0
    assert not log.exists()
    bot = f"g={sys.executable} {EXAMPLES / 'greedy_bot.py'}"
    assert invoke(*args, "--players", "bot:g,cpu:random", "--bot", bot, "-q").exit_code == 0
    assert log.read_text() == ""  # made before the match; the example writes nothing there


@pytest.mark.slow
def test_a_bot_put_out_of_every_game_has_no_points_lost(invoke: Invoke) -> None:
    """Its decisions are graded over the games it finished: none, so none are shown (not
    the 0.00 of a perfect player); the computer's are."""
    data = _match(invoke, _bot("illegal", 1), "--points-lost")
    bot, computer = data["players"]
    assert bot["faults"] == {"illegal": 12} and "points_loss" not in bot
    assert computer["points_loss"] > 0
    table = invoke(
        "kniffel", "simulate", "--players", "bot:b,cpu:greedy", "--bot", _bot("illegal", 1),
        "--games", "6", "--jobs", "1", "--move-time", "1", *SMALL, "--points-lost",
    ).output  # fmt: skip
    row = next(line for line in table.splitlines() if line.startswith("bot:b"))
    assert row.split()[7:10] == ["-", "-", "-"]


@pytest.mark.slow
def test_a_match_with_faults_is_the_same_whatever_the_jobs(invoke: Invoke) -> None:
    """The requests of deal k are numbered from 1000 k in whichever job plays it: the faults
    (with the requests they answered) are the same with one job and with two."""
    found = []
    for jobs in ("1", "2"):
        data = json_view(
            invoke, "kniffel", "simulate", "--players", "bot:b,cpu:greedy", "--bot",
            _bot("by-deal"), "--games", "260", "--jobs", jobs, "--rounds", "2", "--seed", "j",
        )  # fmt: skip
        for player in data["players"]:
            del player["decision_ms"]
        found.append(data)
    assert found[0] == found[1]
    faults = [(f["game"], f["request"]["id"]) for f in found[0]["faults"]]
    assert faults == [  # the first round asks each of a batch's 250 games once: 0 to 249
        ("j/57#1", 307),
        ("j/157#1", 407),
        ("j/57#2", 807),
        ("j/157#2", 907),
        ("j/257#1", 250_017),  # the second batch's (10 deals), in the other job with two
        ("j/257#2", 250_037),
    ]


def test_a_python_bot_named_as_a_loaded_module_is_told_to_rename_it(
    invoke: Invoke, tmp_path: Path
) -> None:
    """``random.py`` in the current folder is not the ``random`` spiel imported already."""
    (tmp_path / "random.py").write_text("class RandomBot:\n    def decide(self, view): ...\n")
    os.chdir(tmp_path)
    line = refused(invoke, 2, "kniffel", "simulate", "--players", "py:random:RandomBot,cpu:greedy")
    assert line == (
        "Error: py:random:RandomBot cannot be seated: random is a module Python or spiel has "
        "loaded already: rename the file"
    )


def test_ctrl_c_in_a_batch_sessions_match_ends_the_session(invoke: Invoke, tmp_path: Path) -> None:
    """Ctrl-C ends a batch session (exit 130), a match in it too: the match is not answered
    and writes no games (reported and written, or neither), and no later request runs."""
    os.chdir(ROOT)
    out = tmp_path / "games.jsonl"
    state = tmp_path / "kniffel.json"
    match = json.dumps(
        {"args": ["simulate", "--players", "py:tests.pybots:InterruptingLate,cpu:greedy",
                  "--games", "300", "--rounds", "1", "--jobs", "1", "--seed", "late",
                  "--games-out", str(out)]}
    )  # fmt: skip
    requests = f"new --seed s -q\n{match}\nroll\n"
    result = invoke("kniffel", "batch", "-f", str(state), input=requests)
    assert result.exit_code == 130
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 1 and answers[0]["ok"] is True  # the new game's
    assert not out.exists()


@pytest.mark.parametrize(
    ("log", "line"),
    [
        ("", "Error: Invalid value for '--bot-log': name a file"),
        ("-", "Error: Invalid value for '--bot-log': name a file"),
        ("/dev/stdout", "Error: Invalid value for '--bot-log': name a file"),
        (".", "Error: --bot-log . is a directory; name a file"),
    ],
)
def test_a_bot_log_is_a_file(invoke: Invoke, log: str, line: str) -> None:
    """Standard output holds the report: the bots' lines go to a file, or nowhere."""
    bot = f"g={sys.executable} {EXAMPLES / 'greedy_bot.py'}"
    args = ("--players", "bot:g,cpu:random", "--bot", bot, "--bot-log", log)
    assert refused(invoke, 2, "kniffel", "simulate", *args).startswith(line)
