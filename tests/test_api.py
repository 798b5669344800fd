"""The Python API: each game's package, its ``__all__`` a promise, its games the commands' games.

Every public name exists and is what its module defines; a whole game of each
of the three, played through the API alone with a load and a save after every
action, leaves the very bytes the commands write for the same seed and
actions; a refused load raises what the commands say.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, Generic, TypeVar, assert_type

import pytest

from kniffel_cli import kniffel, puzzle, streichholz
from kniffel_cli.common import i18n
from kniffel_cli.common.errors import SpielError
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.puzzle.schema import PuzzleView
from kniffel_cli.streichholz.game import Hint
from tests.helpers import ROOT, Invoke

PACKAGES = (kniffel, streichholz, puzzle)
G = TypeVar("G")


def public(package: ModuleType) -> list[str]:
    names: list[str] = package.__all__
    return names


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_name_in_all_exists_and_is_its_module_s(package: ModuleType) -> None:
    where: dict[str, str] = package._WHERE
    assert sorted(public(package)) == sorted(where)
    assert len(set(public(package))) == len(public(package))
    for name in public(package):
        module, _, attribute = where[name].partition(":")
        assert getattr(package, name) is getattr(importlib.import_module(module), attribute or name)
    namespace: dict[str, object] = {}
    exec(f"from {package.__name__} import *", namespace)
    assert set(public(package)) <= set(namespace)
    assert set(public(package)) <= set(dir(package))


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_no_public_name_is_a_module_s_name(package: ModuleType) -> None:
    """Importing a sub-module sets the package's attribute of its name: it must hide nothing."""
    modules = {info.name for info in pkgutil.iter_modules(package.__path__)}
    assert modules and modules.isdisjoint(public(package))


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_an_unknown_name_is_an_attribute_error(package: ModuleType) -> None:
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        package.nothing_here  # noqa: B018
    assert importlib.import_module(f"{package.__name__}.view").__name__  # sub-modules still import


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_public_error_is_a_spiel_error(package: ModuleType) -> None:
    errors = [getattr(package, name) for name in public(package) if name.endswith("Error")]
    assert errors and all(issubclass(error, SpielError) for error in errors)


@pytest.mark.slow
def test_importing_a_game_loads_nothing_of_it_until_a_name_is_read() -> None:
    """Every command imports its game's package: it must cost nothing. A solitaire Kniffel
    played through the API loads neither click nor numpy."""
    script = """
import sys
from kniffel_cli import kniffel, puzzle, streichholz
loaded = {m for m in sys.modules if m.startswith("kniffel_cli.")}
games = {"kniffel_cli.kniffel", "kniffel_cli.streichholz", "kniffel_cli.puzzle"}
assert loaded == {*games, "kniffel_cli.common", "kniffel_cli.common.exports"}, loaded
game = kniffel.new(seed="light")
while not game.finished:
    game.roll()
    kniffel.take(game, max(game.options(), key=game.options().get))
kniffel.view_data(game)
assert "click" not in sys.modules and "numpy" not in sys.modules
"""
    subprocess.run([sys.executable, "-c", script], check=True)


# --- whole games, through the API and through the commands, byte for byte ---------------


class Lockstep(Generic[G]):
    """One game played twice: through the API (``api.json``) and the commands (``cli.json``).

    Every API action loads the game and saves it again; after each, both files must hold
    the same bytes.
    """

    def __init__(
        self,
        invoke: Invoke,
        game: str,
        load: Callable[[Path], G],
        save: Callable[[G, Path], None],
        folder: Path,
    ) -> None:
        self.invoke = invoke
        self.game = game
        self.loader = load
        self.saver = save
        self.api = folder / "api.json"
        self.cli = folder / "cli.json"

    def start(self, game: G, *args: str) -> None:
        self.save(game, "new", *args)

    def load(self) -> G:
        return self.loader(self.api)

    def save(self, game: G, *args: str) -> None:
        """Save the API's game; run ``spiel GAME ARGS`` on the other file; compare."""
        self.saver(game, self.api)
        result = self.invoke(self.game, *args, "-f", str(self.cli), "-q")
        assert result.exit_code == 0, result.stderr
        assert self.api.read_bytes() == self.cli.read_bytes(), args


def most_common_positions(dice: list[int]) -> list[int]:
    value = max(set(dice), key=lambda face: (dice.count(face), face))
    return [position for position, die in enumerate(dice, 1) if die == value]


@pytest.mark.slow
def test_a_whole_kniffel_game_through_the_api(invoke: Invoke, tmp_path: Path) -> None:
    play = Lockstep(invoke, "kniffel", kniffel.load, kniffel.save, tmp_path)
    game = kniffel.new(["Anna", "cpu:greedy"], seed="api")
    play.start(game, "--players", "Anna,cpu:greedy", "--seed", "api")
    while True:
        game = play.load()
        dice = game.roll()
        play.save(game, "roll")
        keep = most_common_positions(dice)
        if len(keep) < 5:
            game = play.load()
            game.roll(set(keep))
            play.save(game, "roll", "--keep", ",".join(map(str, keep)))
        game = play.load()
        options = game.options()
        category = max(options, key=lambda c: (options[c], c))
        kniffel.take(game, category)
        play.save(game, "take", category)
        if game.finished:
            break
    assert [sheet.total for sheet in game.sheets] == [
        p["total"] for p in kniffel.view_data(play.load())["players"]
    ]
    assert len(game.history) > 2 * 13 * 2


@pytest.mark.slow
def test_a_whole_matchstick_game_through_the_api(invoke: Invoke, tmp_path: Path) -> None:
    play = Lockstep(invoke, "streichholz", streichholz.load, streichholz.save, tmp_path)
    game = streichholz.new(matches=31, first="computer", level="random", seed="api")
    play.start(game, "--matches", "31", "--first", "computer", "--level", "random", "--seed", "api")
    while not (game := play.load()).finished:
        take = game.hint().take
        game.take(take)
        play.save(game, "take", str(take))
    assert streichholz.view_data(game)["winner"] == "player"


@pytest.mark.slow
def test_a_whole_puzzle_through_the_api(invoke: Invoke, tmp_path: Path) -> None:
    play = Lockstep(invoke, "puzzle", puzzle.load, puzzle.save, tmp_path)
    play.start(puzzle.new(size=3, seed="api"), "--size", "3", "--seed", "api")
    for _ in range(3):
        game = play.load()
        tile = game.letter(game.solution().tiles[0])
        game.slide([tile])
        play.save(game, "slide", tile)
    game = play.load()
    direction = "up" if game.board.tile_for("up") else "down"
    game.slide([direction])
    play.save(game, "slide", direction)
    game = play.load()
    game.undo(2)
    play.save(game, "undo", "2")
    game = play.load()
    game.solve()
    play.save(game, "solve", "--apply")
    assert puzzle.view_data(play.load())["solved"]


def test_a_kniffel_undo_through_the_api_is_the_command_s(invoke: Invoke, tmp_path: Path) -> None:
    play = Lockstep(invoke, "kniffel", kniffel.load, kniffel.save, tmp_path)
    play.start(kniffel.new(["Anna", "Bob"], seed="api"), "--players", "Anna,Bob", "--seed", "api")
    for action in (["roll"], ["take", "3"], ["undo"], ["take", "chance"], ["undo"]):
        game = play.load()
        if action[0] == "roll":
            game.roll()
        elif action[0] == "take":
            kniffel.take(game, action[1])
        else:
            assert kniffel.undo(game)["action"] == "undo"
        play.save(game, *action)
    with pytest.raises(kniffel.UndoneAlreadyError):
        kniffel.undo(play.load())


def test_a_matchstick_undo_through_the_api_is_the_command_s(invoke: Invoke, tmp_path: Path) -> None:
    play = Lockstep(invoke, "streichholz", streichholz.load, streichholz.save, tmp_path)
    game = streichholz.new(matches=20, level="perfect", seed="api")
    play.start(game, "--matches", "20", "--level", "perfect", "--seed", "api")
    for action in (["take", "2"], ["take", "1"], ["undo"], ["undo"]):
        game = play.load()
        if action[0] == "take":
            game.take(int(action[1]))
        else:
            game.undo()
        play.save(game, *action)
    with pytest.raises(streichholz.NoMoveToUndoError):
        play.load().undo()


# --- state files: the commands' checks and errors -------------------------------------------


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
@pytest.mark.parametrize(
    "content", ["", "[]", '{"format": "spiel", "version": 99, "game": "puzzle"}', "{"]
)
def test_a_refused_load_says_what_the_commands_say(
    invoke: Invoke, package: ModuleType, content: str, tmp_path: Path
) -> None:
    file = tmp_path / "bad.json"
    file.write_text(content, encoding="utf-8")
    with pytest.raises(package.StateFileError) as refused:
        package.load(file)
    result = invoke(package.__name__.rsplit(".", 1)[1], "show", "-f", str(file))
    assert result.exit_code == 3 == refused.value.exit_code
    assert result.stderr == f"Error: {refused.value.message}\n"


def test_loading_a_missing_file_names_the_command_that_starts_one(tmp_path: Path) -> None:
    with pytest.raises(kniffel.StateFileError, match="start a game with 'spiel kniffel new'"):
        kniffel.load(tmp_path / "none.json")


def test_a_game_of_another_kind_is_refused_from_a_dict() -> None:
    data = puzzle.to_dict(puzzle.new(seed="x"))
    with pytest.raises(kniffel.StateFileError, match="holds a puzzle game, not a kniffel game"):
        kniffel.from_dict(data)
    assert puzzle.to_dict(puzzle.from_dict(data)) == data


@pytest.mark.parametrize("package", [kniffel, puzzle, streichholz])
@pytest.mark.parametrize("data", [[1], "spiel", None, 3])
def test_from_dict_refuses_what_is_no_object(package: ModuleType, data: object) -> None:
    with pytest.raises(package.StateFileError, match="the state holds no JSON object") as refused:
        package.from_dict(data)
    assert refused.value.exit_code == 3


def test_save_refuses_a_read_only_file_and_leaves_it(tmp_path: Path) -> None:
    file = tmp_path / "kniffel.json"
    kniffel.save(kniffel.new(seed="old"), file)
    file.chmod(0o444)
    before = file.read_bytes()
    with pytest.raises(kniffel.WriteError, match="read-only"):
        kniffel.save(kniffel.new(seed="new"), file)
    assert file.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_save_writes_to_standard_output_for_a_dash(capsys: pytest.CaptureFixture[str]) -> None:
    game = streichholz.new(seed="out")
    streichholz.save(game, "-")
    assert streichholz.to_dict(game) == json.loads(capsys.readouterr().out)


# --- the actions ---------------------------------------------------------------------------


def test_a_refused_action_raises_the_game_s_error_and_changes_nothing() -> None:
    game = kniffel.new(seed="refused")
    before = kniffel.to_dict(game)
    with pytest.raises(kniffel.NotRolledError) as refused:
        kniffel.take(game, "chance")
    assert refused.value.code == "not_rolled" and refused.value.exit_code == 1
    assert kniffel.to_dict(game) == before
    game.roll()
    with pytest.raises(kniffel.UnknownCategoryError, match="Small straight"):
        kniffel.take(game, "smal straight")
    with pytest.raises(kniffel.BadPositionsError):
        game.roll({6})


def test_take_reads_a_category_as_the_command_does() -> None:
    game = kniffel.new(seed="names", rules="yahtzee", points={"full_house": 30})
    game.roll()
    points = kniffel.take(game, "Kleine Straße")
    assert game.sheets[0].scores["small_straight"] == points
    assert kniffel.view_data(game)["point_values"] == {"full_house": 30}


def test_the_computers_play_after_new_and_after_take() -> None:
    game = kniffel.new("cpu:random,Anna,cpu:random:2", seed="cpus")  # as --players takes them
    assert game.players == ["cpu:random", "Anna", "cpu:random:2"]
    assert game.current == 1 and len(game.history) > 1
    game.roll()
    kniffel.take(game, "chance")
    assert game.current == 1 and game.round == 2


def test_new_reads_a_number_alone_as_players_and_refuses_a_name_of_digits() -> None:
    assert kniffel.new("3", seed="n").players == ["Player 1", "Player 2", "Player 3"]
    with i18n.speaking("de"):  # the names are the language's, fixed when the game starts
        assert kniffel.new(" 2", seed="n").players == ["Spieler 1", "Spieler 2"]
    with pytest.raises(kniffel.KniffelInputError) as too_many:
        kniffel.new("9", seed="n")
    assert too_many.value.code == "player_count" and too_many.value.fields()["count"] == 9
    for players in (["Anna", "3"], "Anna,3", ["3"]):
        with pytest.raises(kniffel.KniffelInputError) as digits:
            kniffel.new(players, seed="n")
        assert digits.value.code == "number_as_name" and digits.value.fields() == {"name": "3"}
    assert kniffel.KniffelGame(["Anna", "3"], seed="n").players == ["Anna", "3"]  # as a file's


def test_play_turn_plays_a_person_s_turn_from_the_dice_rolled_so_far() -> None:
    game = kniffel.new(seed="turn")
    first = game.roll()
    kniffel.play_turn(game, "random")
    assert game.history[0] == {"player": 0, "action": "roll", "keep": [], "dice": first}
    assert game.history[-1]["action"] == "take"
    assert game.round == 2
    kniffel.play_turn(game, "greedy")
    assert game.round == 3 and game.history[-1]["action"] == "take"


def test_type_checkers_see_each_name_s_type() -> None:
    """mypy checks these (``mypy tests``): the lazy names are typed, not Any."""
    game = assert_type(kniffel.new(seed="typed"), KniffelGame)
    assert_type(kniffel.from_dict(kniffel.to_dict(game)), KniffelGame)
    assert_type(streichholz.new(seed="typed").hint(), Hint)
    assert_type(puzzle.new(seed="typed").moves, int)
    assert_type(puzzle.view_data(puzzle.new(seed="typed")), PuzzleView)


def test_the_errors_of_the_api_keep_their_codes() -> None:
    """The codes are part of the promise: a program may compare them."""
    assert kniffel.GameOverError.code == "game_over"
    assert streichholz.MatchOverError.code == "match_over"
    assert puzzle.PuzzleSolvedError.code == "puzzle_solved"
    assert puzzle.OutOfLineError.code == "out_of_line"


# --- the packages' own examples --------------------------------------------------------------


def example(package: ModuleType) -> str:
    """The example in the package's docstring: the block after its ``::``."""
    doc = package.__doc__
    assert doc is not None
    lines = doc.split("::\n\n", 1)[1].splitlines()
    end = next(n for n, line in enumerate(lines) if line and not line.startswith("    "))
    return textwrap.dedent("\n".join(lines[:end]))


@pytest.mark.parametrize(
    "package",
    [
        pytest.param(streichholz, id="streichholz"),
        pytest.param(puzzle, id="puzzle", marks=pytest.mark.slow),  # its 3x3 table: 1.5 s
    ],
)
def test_the_package_s_example_runs(package: ModuleType, tmp_path: Path) -> None:
    exec(example(package), {})
    assert (tmp_path / f"{package.__name__.rsplit('.', 1)[1]}.json").exists()


def test_the_kniffel_example_runs(
    table_folder: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    exec(example(kniffel), {})
    assert kniffel.load(tmp_path / "kniffel.json").round == 2


def test_the_man_page_names_the_api_as_it_is(tmp_path: Path) -> None:
    """``man spiel`` (PYTHON API): the modules, the names every one offers, Kniffel's own;
    and its example runs."""
    section = ROOT.joinpath("man", "spiel.1").read_text(encoding="utf-8").split(".SH PYTHON API")
    text = section[1].split("\n.SH ")[0].replace("\\-", "-")
    bold = set(re.findall(r"^\.(?:BR?|RB \() ?([A-Za-z_.]+)", text, re.MULTILINE))
    assert {p.__name__ for p in PACKAGES} <= bold
    common = {"new", "view_data", "load", "save", "from_dict", "to_dict"}
    for package in PACKAGES:
        assert common <= set(public(package))
    kniffel_only = {"take", "computers_play", "play_turn", "hint"}
    assert {"KniffelGame", "MatchGame", "PuzzleGame"} | common | kniffel_only <= bold
    assert kniffel_only <= set(public(kniffel))
    code = text.split(".nf\n")[1].split("\n.fi")[0]
    game = kniffel.new(seed="man")
    game.roll()
    kniffel.save(game, tmp_path / "kniffel.json")
    exec(code, {})
    assert kniffel.load(tmp_path / "kniffel.json").sheets[0].scores["full_house"] is not None


def test_the_api_refuses_a_turn_after_the_end_and_a_file_name_with_nul() -> None:
    """Errors of the game's own, not an AssertionError or the operating system's ValueError."""
    from kniffel_cli import kniffel
    from kniffel_cli.common.errors import InputError

    game = kniffel.new(seed="api", rounds=1)
    game.roll()
    kniffel.take(game, "chance")
    with pytest.raises(kniffel.GameOverError):
        kniffel.play_turn(game, "optimal")
    for call in (lambda: kniffel.save(game, "a\0b"), lambda: kniffel.load("a\0b")):
        with pytest.raises(InputError, match="holds a NUL character; name a file"):
            call()
    assert not Path("a").exists()


# Issue 31, item 5: a library that writes only what it reads back.


def _games() -> list[tuple[ModuleType, object]]:
    rolled = kniffel.new(["Anna", "cpu:greedy"], seed="api")
    rolled.roll()
    return [
        (kniffel, rolled),
        (puzzle, puzzle.new(size=3, board="BFC/EHD/.AG", seed="api")),
        (streichholz, streichholz.new(matches=23, seed="api")),
        (streichholz, streichholz.new(rows=[1, 3, 5, 7], seed="api")),
    ]


# Untyped: these calls hand the API what its types forbid, as a careless program does.
K: Any = kniffel
P: Any = puzzle
S: Any = streichholz


def _finished_match() -> Any:
    match = S.new(seed="e", matches=7, level="random")
    while not match.finished:
        match.take(1)
    return match


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: K.new(points="full_house=30"), "points must be a mapping of category"),
        (lambda: K.new(players=7), "players must be a list of str or a str, not int"),
        (lambda: K.new(rounds=True), "rounds must be a whole number, not bool"),
        (lambda: K.new(seed=7), "seed must be a str or None, not int"),
        (lambda: K.take(None, "chance"), "game must be a KniffelGame, not NoneType"),
        (lambda: K.KniffelGame(seed="s").roll(keep="12"), "keep must be a list of whole"),
        (lambda: P.new(size=3.0), "size must be a whole number or None, not float"),
        (lambda: P.new(size=3, seed="s").slide("A"), "tokens must be a list of str, not str"),
        (lambda: P.new(size=3, seed="s").letter(True), "tile must be a whole number"),
        (lambda: S.new(rows="1,3"), "rows must be a list of whole numbers or None"),
        (lambda: S.new(seed="s").take(2.0), "count must be a whole number, not float"),
        (lambda: S.new(last_wins=1), "last_wins must be a bool, not int"),
        (lambda: K.load(7), "path must be a str or an os.PathLike of str, not int"),
        (lambda: K.Sheet().enter(None, 5, [1] * 5), "category must be a str, not NoneType"),
        (lambda: K.Sheet().enter(1, 5, [1] * 5), "category must be a str, not int"),
        (lambda: K.Sheet().enter("chance", 5.0, [1] * 5), "points must be a whole number"),
        (lambda: K.Sheet().options("11111"), "dice must be a list of whole numbers"),
        (
            lambda: K.view_data(K.new(seed="s"), ["1"]),
            "chances must be a list of numbers (or None)",
        ),
        (lambda: P.save("game", "x.json"), "game must be a PuzzleGame, not str"),
        (lambda: P.Board.solved(3).move(None), "tile must be a whole number, not NoneType"),
        (lambda: P.Board.solved(3).run("A"), "tile must be a whole number, not str"),
        (lambda: P.Board.solved(3).neighbours(1.0), "cell must be a whole number, not float"),
        (lambda: P.Board.solved(3).tile_for(None), "direction must be a str"),
        (lambda: P.Board.solved(3).notation([]), "alphabet must be a str, not list"),
        (lambda: P.Board.solved("3"), "size must be a whole number, not str"),
        (lambda: P.Board(3, list(range(9))), "cells must be a tuple of whole numbers, not list"),
    ],
)
def test_a_wrong_type_is_a_type_error_naming_the_parameter(
    call: Callable[[], object], message: str
) -> None:
    with pytest.raises(TypeError, match=f"^{re.escape(message)}"):
        call()


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda: P.new(size=3, seed="s").slide(["A"], by="hacker"), "unknown_side"),
        (lambda: P.new(size=3, seed="s").undo(1, by="hacker"), "unknown_side"),
        (lambda: P.new(size=3, seed="s").letter(99), "unknown_tile"),
        (lambda: P.new(size=3, seed="s").solution(max_seconds=float("nan")), "time_limit"),
        (lambda: K.play_turn(K.new(seed="s"), "hacker"), "unknown_strategy"),
        (lambda: K.hint(K.new(seed="s"), goal="fun"), "unknown_goal"),
        (lambda: K.KniffelGame(seed="s").player_name and None, None),
        (lambda: S.new(rows=[1, 3], seed="s").limit(9), "no_such_row"),
        (lambda: _finished_match().computer_choice(), "match_over"),
        (lambda: K.new(seed="\udcff"), "seed_not_text"),
        (lambda: P.new(seed="\udcff"), "seed_not_text"),
        (lambda: S.new(seed="\udcff"), "seed_not_text"),
        (lambda: P.PuzzleGame.create(seed="\udcff"), "seed_not_text"),
        (lambda: K.new(seed="x" * 201), "seed_too_long"),
        (lambda: K.new(points={"full_house": 10**5000}), "points_out_of_range"),
        (lambda: K.Sheet().enter("13", 5, [1] * 5), None),
        (lambda: K.Sheet().enter("Chance", 5, [1] * 5), None),
        (lambda: K.Sheet().enter("x", 5, [1] * 5), "unknown_category"),
        (lambda: K.Sheet().options([]), "dice_count"),
        (lambda: K.Sheet().options([0, 1, 2, 3, 4]), "bad_die"),
        (lambda: K.view_data(K.new(seed="s"), chances=[]), "chances"),
        (lambda: K.view_data(K.new(seed="s"), chances=[0.5, 0.5]), "chances"),
        (lambda: K.view_data(K.new(seed="s"), chances=[float("nan")]), "chances"),
        (lambda: P.Board.solved(10**20), "board_size"),
        (lambda: P.Board.solved(3).move(9), "no_such_tile"),
        (lambda: P.Board.solved(3).run(0), "no_such_tile"),
        (lambda: P.Board.solved(3).direction(-1), "no_such_tile"),
        (lambda: P.Board.solved(3).position(10**5000), "no_such_tile"),
        (lambda: P.Board.solved(3).neighbours(99), "no_such_cell"),
        (lambda: P.Board.solved(3).tile_for("x"), "unknown_direction"),
        (lambda: P.Board.solved(3).rows(""), "alphabet_length"),
        (lambda: P.Board.solved(3).notation("ABCDEFGA"), "alphabet_repeat"),
        (lambda: P.Board(3, (1, 2, 3)), "board_cells"),
    ],
)
def test_a_bad_value_is_the_game_s_error(call: Callable[[], object], code: str | None) -> None:
    if code is None:  # a running game names its player; a sheet takes any name take does
        assert call() is None
        return
    with pytest.raises(SpielError) as refused:
        call()
    assert refused.value.code == code


def test_a_finished_game_has_no_player_to_name() -> None:
    game = kniffel.new(seed="s", rounds=1)
    game.roll()
    game.take("chance")
    with pytest.raises(kniffel.GameOverError):
        game.player_name  # noqa: B018


@pytest.mark.parametrize(("module", "game"), _games(), ids=lambda g: type(g).__name__)
def test_the_state_is_read_only(module: ModuleType, game: object) -> None:
    before = module.to_dict(game)
    names = [
        "history",
        "players",
        "dice",
        "sheets",
        "round",
        "current",
        "rolls_left",
        "board",
        "stack",
        "rows",
        "turn",
        "winner",
        "moves",
        "setup",
        "level",
        "start",
        "random",
        "rule_set",
    ]
    for name in names:
        if not hasattr(game, name) or callable(getattr(game, name)):
            continue
        value = getattr(game, name)
        with pytest.raises(AttributeError):
            setattr(game, name, value)
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    item.clear()
                elif hasattr(item, "scores"):
                    item.scores["chance"] = 99
            value.append(7)
        elif isinstance(value, dict):
            value.clear()
    assert module.to_dict(game) == before


def test_the_dice_a_roll_returns_are_not_the_game_s() -> None:
    game = kniffel.new(seed="s")
    dice = game.roll()
    dice[0] = 7
    assert 7 not in game.dice


@pytest.mark.parametrize(
    ("tamper", "module"),
    [
        (lambda g: setattr(g, "_dice", [7] * 5), kniffel),
        (lambda g: g._history[0].update(dice=[float("nan")] * 5), kniffel),
        (lambda g: g._history.append({"by": "hacker", "action": "slide", "tiles": ["A"]}), puzzle),
        (lambda g: setattr(g._random, "draws", 99), streichholz),
        (lambda g: setattr(g, "_sheets", None), kniffel),
    ],
)
def test_save_refuses_what_load_would_refuse_and_writes_nothing(
    tmp_path: Path, tamper: Callable[[object], None], module: ModuleType
) -> None:
    game = next(g for m, g in _games() if m is module)
    path = tmp_path / "state.json"
    module.save(game, path)
    old = path.read_bytes()
    tamper(game)
    with pytest.raises(kniffel.StateFileError) as refused:
        module.save(game, path)
    assert refused.value.code == "game_not_saved"
    assert path.read_bytes() == old


def test_save_refuses_a_computer_s_turn_played_by_hand(tmp_path: Path) -> None:
    """The game's own rules let a program play the computer's turn; its load would refuse it."""
    game = kniffel.new(["Anna", "cpu:greedy"], seed="hand")
    game.roll()
    game.take("chance")  # the game's own take: cpu:greedy is to move now, and nobody did
    game.roll()
    game.take("ones")
    with pytest.raises(kniffel.StateFileError, match="would be refused"):
        kniffel.save(game, tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


def _numeric_fields(data: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    if isinstance(data, dict):
        return [p for key, value in data.items() for p in _numeric_fields(value, (*path, key))]
    if isinstance(data, list):
        return [p for i, value in enumerate(data) for p in _numeric_fields(value, (*path, i))]
    return [path] if type(data) is int else []


@pytest.mark.parametrize(("module", "game"), _games(), ids=lambda g: type(g).__name__)
def test_a_number_of_thousands_of_digits_in_any_field_is_a_state_file_error(
    module: ModuleType, game: object
) -> None:
    data = module.to_dict(game)
    fields = _numeric_fields(data)
    assert fields
    for index, path in enumerate(fields):
        digits = (4000, 4301, 5000, 10_000)[index % 4]
        changed = json.loads(json.dumps(data))
        *parents, last = path
        target = changed
        for step in parents:
            target = target[step]
        target[last] = -(10**digits) if index % 3 == 0 else 10 ** (digits - 1)
        with pytest.raises(SpielError) as refused:
            module.from_dict(changed)
        assert refused.value.message and json.dumps(refused.value.fields())


def test_a_file_with_a_number_of_5000_digits_is_exit_3(tmp_path: Path, invoke: Invoke) -> None:
    text = json.dumps(kniffel.to_dict(kniffel.new(seed="s"))).replace(
        '"rounds": 13', '"rounds": ' + "9" * 5000
    )
    (tmp_path / "big.json").write_text(text)
    result = invoke("kniffel", "show", "-f", str(tmp_path / "big.json"))
    assert result.exit_code == 3
    assert "a number in it has more than 4300 digits" in result.output


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth - 1):
        value = [value]
    return value


@pytest.mark.parametrize("depth", [900, 978, 980, 1000, 1100])
def test_a_state_nested_900_to_1100_deep_is_a_state_file_error(
    tmp_path: Path, invoke: Invoke, depth: int
) -> None:
    data = kniffel.to_dict(kniffel.new(seed="s"))
    data["rounds"] = _nested(depth)
    with pytest.raises(kniffel.StateFileError):
        kniffel.from_dict(data)
    path = tmp_path / "deep.json"
    path.write_text('{"rounds": ' + "[" * (depth - 1) + "1" + "]" * (depth - 1) + "}")
    assert invoke("kniffel", "show", "-f", str(path)).exit_code == 3


@pytest.mark.slow
def test_every_depth_from_900_to_1100_is_a_state_file_error(tmp_path: Path, invoke: Invoke) -> None:
    for depth in range(900, 1101, 7):
        test_a_state_nested_900_to_1100_deep_is_a_state_file_error(tmp_path, invoke, depth)


GAMES: dict[str, Any] = {
    "kniffel": lambda: kniffel.new(["Anna", "cpu:optimal"], seed="deep", rounds=2),
    "streichholz": lambda: streichholz.new(seed="deep"),
    "puzzle": lambda: puzzle.new(seed="deep", scramble=3),
}


def _deep_files(name: str, depths: range | list[int]) -> list[tuple[str, int, str]]:
    """Every field of a real state of ``name``, one at a time, replaced by a value nested
    ``depth`` deep: (field, depth, the file's text)."""
    module = {"kniffel": kniffel, "streichholz": streichholz, "puzzle": puzzle}[name]
    state = module.to_dict(GAMES[name]())
    found = []
    for field in state:
        for depth in depths:
            changed = {**state, field: "@@"}
            text = json.dumps(changed).replace('"@@"', "[" * depth + "]" * depth)
            found.append((field, depth, text))
    return found


@pytest.mark.parametrize("name", list(GAMES))
def test_any_field_of_a_real_state_nested_deep_is_a_state_file_error(
    tmp_path: Path, invoke: Invoke, name: str
) -> None:
    """Found in the whole state, before a check or a message walks it (a field nested 900
    deep made the message of its range check recurse too deep)."""
    module = {"kniffel": kniffel, "streichholz": streichholz, "puzzle": puzzle}[name]
    path = tmp_path / "deep.json"
    for field, depth, text in _deep_files(name, [33, 900, 980, 1100]):
        path.write_text(text)
        result = invoke(name, "show", "-f", str(path))
        assert result.exit_code == 3, (field, depth, result.output[-300:])
        assert len(result.output.strip().splitlines()) == 1, (field, depth)
        if depth < 980:  # deeper, json itself refuses a program's object as a file's
            with pytest.raises(module.StateFileError):
                module.from_dict(json.loads(text))


def test_a_field_path_of_thousands_of_digits_is_no_item(invoke: Invoke) -> None:
    assert invoke("kniffel", "new", "--seed", "s", "-q").exit_code == 0
    result = invoke("kniffel", "show", "--field", "players." + "9" * 5000)
    assert result.exit_code == 2
    assert "no item '9999" in result.output and "from 0 to 0" in result.output
    assert len(result.output.splitlines()) == 1


def test_drawing_from_a_game_s_random_changes_nothing() -> None:
    """``random`` is a copy, as the other state: only the actions draw from the game's dice."""
    looked, untouched = kniffel.new(seed="r"), kniffel.new(seed="r")
    looked.random.randint(1, 6)
    assert looked.roll() == untouched.roll()
    assert looked.random.draws == untouched.random.draws
    match = streichholz.new(seed="r", level="random")
    before = match.random.draws
    match.random.randint(1, 3)
    assert match.random.draws == before


def test_a_keep_naming_a_position_twice_is_refused_as_on_the_command_line() -> None:
    game = kniffel.new(seed="twice")
    game.roll()
    dice = game.dice
    with pytest.raises(kniffel.PositionTwiceError) as refused:
        game.roll(keep=[1, 1])
    assert refused.value.message == "position 1 is given twice"
    assert refused.value.code == "position_twice"
    assert game.dice == dice and game.rolls_left == 2


@pytest.mark.parametrize("value", [True, 1.5, "30"])
def test_points_of_the_wrong_type_are_a_type_error(value: object) -> None:
    with pytest.raises(TypeError, match=r"points\['full_house'\] must be a whole number"):
        kniffel.new(points={"full_house": value})  # type: ignore[dict-item]


def test_a_match_seats_a_python_bot_the_program_made() -> None:
    """kniffel.match: the library's way to what simulate --players does, a Bot beside the
    computers; the same figures as the command line's for the same deals."""

    class Greedy:
        def decide(self, view: dict[str, Any]) -> dict[str, Any]:
            return {"take": max(view["options"], key=view["options"].get)}

    found = kniffel.match(
        ["py:greedy", "cpu:greedy"], bots={"py:greedy": Greedy()}, games=20, seed="api", rounds=3
    )
    assert isinstance(found, kniffel.HeadToHead) and found.deals == 20
    assert [p.name for p in found.players] == ["py:greedy", "cpu:greedy"]
    assert sum(p.win_share for p in found.players) == pytest.approx(1.0)
    with pytest.raises(kniffel.KniffelInputError, match="bot:x has no command"):
        kniffel.match(["bot:x", "cpu:greedy"], games=2, seed="api")
    game = kniffel.new(["Anna"], seed="api")
    assert kniffel.roll(game) == game.dice
