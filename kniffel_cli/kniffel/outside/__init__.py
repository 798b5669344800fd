"""Outside players: bots that play Kniffel in spiel's matches, as processes speaking the bot
protocol (``protocol``, ``process``) or as Python objects in spiel's own process; both seated
in the game loop of ``strategy.match`` by ``seats``."""
