"""The Similis deck's size and composition by simulation (docs/rules.md, Similis, S2).

The greedy bot in every seat plays seeded games (seeds 1..N, the same for every deck) with
candidate decks built from the card value lists by ``cards.deck(...)`` (the first values of
each list), for 3 and 6 players; the table gives the game length in turns (and in rounds:
turns per player), the share of turns that are forced draws, the share of passes, how often
the pile runs out and how often a game stalls, and how often seat 0 (who starts) wins.

    PYTHONPATH=py python3 scripts/research/similis_deck_sim.py --games 1000          # the markdown table
    PYTHONPATH=py python3 scripts/research/similis_deck_sim.py --games 200 --json     # the figures as JSON
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from similarium.games.similis.cards import BACKGROUNDS, COLOURS, NUMBERS, SYMBOLS, deck  # noqa: E402
from similarium.games.similis.sim import interval, play_game  # noqa: E402

# (numbers, symbols, colours, backgrounds) taken from the front of each value list
CANDIDATES = ((3, 3, 3, 3), (4, 4, 3, 3), (4, 4, 4, 3), (5, 4, 4, 3), (5, 5, 4, 3))
PLAYERS = (3, 6)


def build(shape: tuple[int, int, int, int]):
    n, s, c, b = shape
    return deck(NUMBERS[:n], SYMBOLS[:s], COLOURS[:c], BACKGROUNDS[:b])


def measure(job: tuple[tuple[int, int, int, int], int, int, int, bool]) -> dict:
    """One deck and table size over ``games`` seeded games, greedy in every seat."""
    from similarium.games.similis.bots import GreedyBot
    from similarium.games.similis.rules import Game

    shape, players, games, seed, banned = job
    cards = build(shape)
    bots = [GreedyBot() for _ in range(players)]
    turns, draws, passes, stalls, emptied, first = [], 0, 0, 0, 0, 0.0
    for g in range(games):
        end, ran_out = play_game(Game.deal(players, seed + g, banned, cards), bots)
        turns.append(end.turns)
        draws += sum(e.kind == "draw" for e in end.history)
        passes += sum(e.kind == "pass" for e in end.history)
        stalls += end.stalled
        emptied += ran_out
        winners = end.winners()
        first += 1 / len(winners) if 0 in winners else 0
    total = sum(turns)
    ordered = sorted(turns)
    return {"deck": "x".join(map(str, shape)), "cards": len(cards), "players": players, "games": games,
            "banned": banned, "turns_mean": round(total / games, 1), "turns_median": ordered[games // 2],
            "turns_p90": ordered[int(games * 0.9)], "rounds_mean": round(total / games / players, 2),
            "forced_draw_share": round(draws / total, 3), "pass_share": round(passes / total, 4),
            "pile_emptied": round(emptied / games, 3), "stalled": round(stalls / games, 4),
            "seat0_win": round(first / games, 3), "seat0_ci95": interval(first, games)}


def table(rows: list[dict]) -> str:
    head = ("| deck | cards | players | turns mean (median, p90) | rounds | forced draws | passes | "
            "pile ran out | stalled | seat 0 wins |")
    lines = [head, "|" + " --- |" * 10]
    for r in rows:
        lines.append(f"| {r['deck']} | {r['cards']} | {r['players']} | {r['turns_mean']} ({r['turns_median']}, "
                     f"{r['turns_p90']}) | {r['rounds_mean']} | {r['forced_draw_share']:.1%} | "
                     f"{r['pass_share']:.2%} | {r['pile_emptied']:.1%} | {r['stalled']:.2%} | "
                     f"{r['seat0_win']:.1%} (1/{r['players']} = {1 / r['players']:.1%}) |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--banned", action="store_true", help="the banned-card variant")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    jobs = [(shape, p, args.games, args.seed, args.banned) for p in PLAYERS for shape in CANDIDATES]
    with ProcessPoolExecutor(args.workers) as pool:
        rows = list(pool.map(measure, jobs))
    print(json.dumps(rows, indent=1) if args.json else table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
