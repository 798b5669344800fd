"""``spiel streichholz review``: mistakes on the human side only against perfect, read-only."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import Invoke, json_view


def new(invoke: Invoke, *args: str) -> None:
    result = invoke("streichholz", "new", "--seed", "r", "-q", *args)
    assert result.exit_code == 0, result.stderr


def test_against_perfect_only_the_human_errs(invoke: Invoke) -> None:
    new(invoke, "--matches", "22", "--level", "perfect")  # 22 % 4 == 2: won, by taking 1
    assert invoke("streichholz", "take", "2", "-q").exit_code == 0  # a mistake
    while not json_view(invoke, "streichholz", "show")["finished"]:
        assert invoke("streichholz", "take", "1", "-q").exit_code == 0
    before = Path("streichholz.json").read_bytes()
    data = json_view(invoke, "streichholz", "review")
    assert Path("streichholz.json").read_bytes() == before
    player, computer = data["sides"]
    assert player == {
        "side": "player",
        "move_count": player["move_count"],
        "mistakes": 1,
        "first_mistake": 1,
    }
    assert computer["mistakes"] == 0 and computer["first_mistake"] is None
    assert data["start_won_for"] == "player" and data["decided_by"] == 1
    assert data["moves"][0] == {
        "move": 1,
        "side": "player",
        "matches": 22,
        "took": 2,
        "left": 20,
        "won_before": True,
        "mistake": True,
        "best_take": 1,
    }
    lines = invoke("streichholz", "review").stdout.splitlines()
    assert lines[0] == ("Review: 22 matches, you moved first; the start was won for you.")
    assert lines[-3] == "You: 5 moves, 1 mistake (the first at move 1)"
    assert lines[-2].startswith("Computer: ") and lines[-2].endswith("no mistake")
    assert lines[-1] == ("Move 1 decided the game: after it, the computer never let the win go.")


def test_a_game_in_progress_and_the_german_review(invoke: Invoke) -> None:
    new(invoke, "--matches", "21", "--level", "classic")  # 21 % 4 == 1: lost for the player
    assert invoke("streichholz", "take", "3", "-q").exit_code == 0
    data = json_view(invoke, "streichholz", "review")
    assert data["finished"] is False and data["decided_by"] is None
    assert data["start_won_for"] == "computer"
    german = invoke("--lang", "de", "streichholz", "review", "--format", "json")
    assert german.stdout == invoke("streichholz", "review", "--format", "json").stdout
    table = invoke("--lang", "de", "streichholz", "review").stdout
    assert table.startswith(
        "Auswertung: 21 Hölzer, du hast angefangen; die Anfangsstellung war für den Computer "
        "gewonnen.\n"
    )
    assert "\nDu: 1 Zug, kein Fehler\nComputer: 1 Zug, kein Fehler\n" in table
    assert table.rstrip().endswith(
        "Bisher kein Fehler: Die Stellung ist weiter für den Computer gewonnen."
    )


def test_tsv_is_the_moves_alone(invoke: Invoke) -> None:
    new(invoke, "--matches", "21")
    invoke("streichholz", "take", "1", "-q")
    lines = invoke("streichholz", "review", "--tablefmt", "tsv").stdout.splitlines()
    assert lines[0].split("\t")[:2] == ["move", "by"]
    assert all(line.count("\t") == 5 for line in lines)


def test_review_needs_a_game(invoke: Invoke) -> None:
    result = invoke("streichholz", "review")
    assert result.exit_code == 3
    assert result.stderr.startswith("Error: 'streichholz.json' does not exist")
