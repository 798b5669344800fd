"""spiel: Kniffel, Streichholzspiel and Buchstabenpuzzle for the shell.

Each game is a library too: ``kniffel_cli.kniffel``, ``kniffel_cli.streichholz`` and
``kniffel_cli.puzzle``, their public names in ``__all__``.
"""

__version__ = "0.1.0"
