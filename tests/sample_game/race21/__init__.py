"""Race to 21, the second sample game (issue 28), written from ``docs/adding-a-game.md`` alone:
a running total starts at 0; in turn, each player adds 1, 2 or 3; whoever brings it exactly to
the target (21, or 31) wins, and no one may go past it."""
