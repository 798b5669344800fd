"""Buchstabenpuzzle: the sliding puzzle with letters, its shuffles, and its solvers."""
