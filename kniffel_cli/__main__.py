"""Allow ``python -m kniffel_cli``."""

from kniffel_cli.console import main

main()
