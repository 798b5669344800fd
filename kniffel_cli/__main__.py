"""Allow ``python -m kniffel_cli``."""

from kniffel_cli.cli import main

main(prog_name="spiel")
