"""The ``spiel`` console script: Ctrl-C is a quiet exit 130 from its first instant.

Loading click and the game modules takes a twentieth of a second, before
``cli.main`` can catch anything; a Ctrl-C then would print a traceback.
The handler of ``interrupt`` ends the process quietly until ``cli.main`` takes
over. Nothing else is imported first (not even ``typing``): what runs before it
is Python's own start, the window no program can close.
"""

from kniffel_cli import interrupt


def main(prog_name: str = "spiel") -> None:
    """Entry point of the ``spiel`` console script (and of ``python -m kniffel_cli``)."""
    interrupt.start()
    from kniffel_cli.cli import main as run

    run(prog_name=prog_name)
