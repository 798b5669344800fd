"""``spiel completion SHELL``: print click's completion script for bash, zsh or fish."""

from __future__ import annotations

import click

from kniffel_cli.common.completion import COMPLETE_VAR, SHELLS
from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.localized import Choice, Command, argument
from kniffel_cli.common.output import output


@click.command(cls=Command)
@argument("shell", metavar="SHELL", type=Choice(SHELLS, case_sensitive=False))
def completion(shell: str) -> None:
    """Print the completion script for SHELL: bash, zsh or fish.

    It completes games, commands, options, choices, table formats, the
    open categories for 'spiel kniffel take' and the tiles for 'spiel
    puzzle slide' (read from the state file the command would use).
    Load it from the shell's start file:

    \b
      bash (~/.bashrc):   eval "$(spiel completion bash)"
      zsh (~/.zshrc):     eval "$(spiel completion zsh)"
      fish:               spiel completion fish > ~/.config/fish/completions/spiel.fish
    """
    from click.shell_completion import get_completion_class

    root = click.get_current_context().find_root()
    complete = get_completion_class(shell)
    assert complete is not None  # every shell of SHELLS is one of click's
    script = complete(root.command, {}, root.info_name or "spiel", COMPLETE_VAR).source()
    output(ViewOptions(), "the completion script", script.rstrip("\n"))
