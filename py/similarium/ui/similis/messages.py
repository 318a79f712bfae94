"""English texts of Similis's page (the rule breaks' texts are in
:mod:`similarium.games.similis.messages`)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.games.similis.cards import BACKGROUNDS, COLOURS, SYMBOLS

EN: dict[str, str] = {
    "similis.title": "Similis",
    "similis.subtitle": "shed your cards in series",
    "similis.back": "Back to the Similis menu",
    "similis.home": "Back to all games",
    "similis.menu.intro": "Each player holds 10 cards; 3 lie face up in the market. On your turn lay a series "
                          "and give cards away, or draw one card when no series is possible. The first with "
                          "an empty hand wins the game; the others score the cards they still hold. The match "
                          "ends when someone passes 50 points: the lowest total wins.",
    "similis.menu.rules": "A series: 4 cards alike in at least 1 attribute (number, symbol, colour, background), "
                          "3 alike in 2 (then give 1 card), or 2 alike in 3 (then give 2). At most one card from "
                          "the market.",
    "similis.mode.solo": "Solo",
    "similis.mode.solo.help": "You against 2 to 5 bots.",
    "similis.mode.table": "Table",
    "similis.mode.table.help": "People and bots around one device; a privacy screen before each person's turn.",
    "similis.mode.daily": "Daily",
    "similis.mode.daily.help": "The same deal and the same bots for everyone today; one attempt.",
    "similis.setup.title": "New game",
    "similis.setup.you": "Your name",
    "similis.setup.bots": "Bots",
    "similis.setup.level": "Bot level",
    "similis.setup.banned": "Banned-card variant",
    "similis.setup.seat": "Seat {n}",
    "similis.setup.name": "Name",
    "similis.setup.kind": "Played by",
    "similis.setup.add": "Add a seat",
    "similis.setup.remove": "Remove the last seat",
    "similis.setup.start": "Start",
    "similis.setup.seats": "Similis is played by 3 to 6 players.",
    "similis.setup.kind.unknown": "Unknown player kind {kind!r}.",
    "similis.kind.human": "A person",
    "similis.kind.random": "Bot: Random",
    "similis.kind.greedy": "Bot: Greedy",
    "similis.kind.strong": "Bot: Strong",
    "similis.bot.random": "Rascal",
    "similis.bot.greedy": "Magpie",
    "similis.bot.strong": "Sphinx",
    "similis.bot.badge": "bot",
    "similis.you": "You",
    "similis.player.default": "Player {n}",
    "similis.seed": "Seed {seed}",
    "similis.seed.help": "Same seed, same deal: share it to play the same game.",
    "similis.turn": "Turn {n}",
    "similis.to_move": "{player} to play",
    "similis.cards": "{n} cards",
    "similis.market": "Market",
    "similis.pile": "Pile: {n}",
    "similis.banned": "Banned: {symbol} {colour}",
    "similis.hand": "Your hand",
    "similis.hand.of": "{player}'s hand",
    "similis.card": "{number} {symbol}, {colour}, {background}",
    "similis.attr.number": "number",
    "similis.attr.symbol": "symbol",
    "similis.attr.colour": "colour",
    "similis.attr.background": "background",
    "similis.pick.none": "Select cards of your hand (and at most one of the market) to lay a series.",
    "similis.pick.shared": "{n} card(s) alike in: {attrs}.",
    "similis.pick.nothing": "{n} card(s) with nothing in common.",
    "similis.pick.series": "A series of {n}: lay it{gifts}.",
    "similis.pick.gifts": ", then give {n} card(s)",
    "similis.pick.size": "A series is 2, 3 or 4 cards.",
    "similis.pick.needs": "A series of {n} needs {k} attribute(s) shared by all its cards.",
    "similis.pick.banned": "{card} is banned: it never enters a series.",
    "similis.pick.one_market": "At most one market card in a series: {card} replaces the one selected.",
    "similis.pick.wait": "It is {player}'s turn.",
    "similis.lay": "Lay the series",
    "similis.clear": "Clear",
    "similis.draw": "Draw a card",
    "similis.draw.help": "No series is possible, even with the market: draw one card (your turn ends).",
    "similis.pass": "Pass (the pile is empty)",
    "similis.gift.prompt": "Give {n} card(s): choose a card, then the opponent.",
    "similis.gift.to": "Give to {player}",
    "similis.gift.need_card": "Choose the card to give first.",
    "similis.undo.nothing": "Nothing to take back: laid series and given cards are final.",
    "similis.bot.thinking": "{player} is thinking…",
    "similis.log": "What happened",
    "similis.log.lay": "{player} laid {cards}{market}.",
    "similis.log.market": " (with {card} from the market)",
    "similis.log.gift": "{player} gave {card} to {to}.",
    "similis.log.gift_hidden": "{player} gave a card to {to}.",
    "similis.log.draw": "{player} drew {card}.",
    "similis.log.draw_hidden": "{player} drew a card.",
    "similis.log.pass": "{player} passed (the pile is empty).",
    "similis.log.turned": "{card} was turned up in the market.",
    "similis.log.bottom": "{card} is banned: it went under the pile.",
    "similis.over.won": "{player} has laid every card and wins the game!",
    "similis.over.stall": "Nobody can move any more: {players} (fewest cards) win.",
    "similis.over.scores": "Points this game",
    "similis.next": "Next game",
    "similis.match.title": "The match · {n} game(s)",
    "similis.match.rule": "Points add up until someone has more than 50: the lowest total wins.",
    "similis.match.over": "The match is over: {players} win with the lowest total.",
    "similis.match.new": "New match",
    "similis.match.total": "Total",
    "similis.match.wins": "Games won",
    "similis.daily.fair": "The same deal and the same bots for everyone today.",
    "similis.daily.done": "You have played today's Similis: {result}.",
    "similis.daily.won": "won in {n} turns",
    "similis.daily.lost": "lost, {n} cards left",
    "similis.keys": "Keys: 1-9 and 0 select hand cards, Q W E the market, Enter lays or gives, D draws, "
                    "U takes back, Esc clears.",
}


def register() -> None:
    CATALOGUE.register("en", EN)
    CATALOGUE.register("en", {f"similis.symbol.{s}": s for s in SYMBOLS})
    CATALOGUE.register("en", {f"similis.colour.{c}": c for c in COLOURS})
    CATALOGUE.register("en", {f"similis.background.{b}": b for b in BACKGROUNDS})


register()
