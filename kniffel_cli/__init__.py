"""spiel: Kniffel, Streichholzspiel and Buchstabenpuzzle for the shell."""

__version__ = "0.1.0"
