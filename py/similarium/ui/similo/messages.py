"""English texts of Similo's page (the rule breaks' texts are in
:mod:`similarium.games.similo.messages`). Card names and trait words come from the decks
and the vocabulary, registered as ``similo.card.<id>`` and ``similo.trait.<id>``."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.games.similo import decks
from similarium.games.similo.vocabulary import TRAITS

EN: dict[str, str] = {
    "similo.title": "Similo",
    "similo.subtitle": "find the secret character",
    "similo.back": "Back to the Similo menu",
    "similo.home": "Back to all games",
    "similo.menu.intro": "Twelve characters lie on the table; one of them is the secret. The clue giver plays "
                         "a card from the hand each round; the guessers remove 1, 2, 3, 4, then 1 character. "
                         "Remove the secret and you lose at once; keep it to the end and you win.",
    "similo.menu.rules": "Classic: a card played vertically is like the secret in something, horizontally unlike "
                         "it. Remove rules: a horizontal card is like one or more cards to remove (advanced: "
                         "a vertical card is unlike the cards to remove).",
    "similo.mode.guess": "You guess",
    "similo.mode.guess.help": "The AI gives the clues; you remove the characters.",
    "similo.mode.give": "You give clues",
    "similo.mode.give.help": "You see the secret and play the clues; AI guessers remove and say why.",
    "similo.mode.table": "Table",
    "similo.mode.table.help": "People around one device: a clue giver and the guessers, a privacy screen "
                              "between them.",
    "similo.mode.daily": "Daily",
    "similo.mode.daily.help": "The AI gives the clues; the same deal for everyone today; one attempt.",
    "similo.mode.archive": "Archive",
    "similo.setup.title": "New game",
    "similo.setup.rules": "Rules",
    "similo.rules.classic": "Classic",
    "similo.rules.remove": "Remove",
    "similo.rules.remove-advanced": "Remove, advanced",
    "similo.setup.characters": "Character deck",
    "similo.setup.clues": "Clue deck",
    "similo.setup.same": "The same deck",
    "similo.setup.giver": "Clue giver",
    "similo.setup.guessers": "Guessers (one a line, 1 to 6)",
    "similo.setup.start": "Start",
    "similo.setup.bad_option": "{option}: {value!r} is not one of the choices.",
    "similo.you": "You",
    "similo.player.giver": "Giver",
    "similo.player.guesser": "Guesser {n}",
    "similo.suggest.refused": "Only the clue giver may ask for a suggestion, before the clue.",
    "similo.ai.giver": "AI clue giver",
    "similo.ai.guessers": "AI guessers",
    "similo.giver": "Clue giver",
    "similo.guessers": "Guessers",
    "similo.seed": "Seed {seed}",
    "similo.seed.help": "Same seed and options, same deal: share them to play the same game.",
    "similo.round": "Round {round} of 5",
    "similo.round.remove": "Round {round} of 5: remove {due} character(s)",
    "similo.decks": "{characters} · clues: {clues}",
    "similo.grid": "The table",
    "similo.clues": "Clues played",
    "similo.clues.none": "No clue yet.",
    "similo.clue.vertical": "vertical",
    "similo.clue.horizontal": "horizontal",
    "similo.clue.label": "Clue {n}: {name}, {orientation}",
    "similo.meaning.vertical.classic": "Vertical: the secret is like this card",
    "similo.meaning.horizontal.classic": "Horizontal: the secret is unlike this card",
    "similo.meaning.horizontal.remove": "Horizontal: like one or more cards to remove",
    "similo.meaning.vertical.remove": "Vertical: unlike the cards to remove",
    "similo.meaning.ask": "What did it mean?",
    "similo.meaning.shared": "it meant: the secret also has {traits}",
    "similo.meaning.unlike": "it meant: the secret has none of {traits}",
    "similo.meaning.nothing": "it meant nothing in particular",
    "similo.meaning.daily": "In the daily, what the clues meant is shown at the end.",
    "similo.meaning.after": "What a clue meant is told once its round is over.",
    "similo.hand": "Your hand",
    "similo.secret": "The secret",
    "similo.card.out": "out",
    "similo.card.removed": "{name}, removed in round {round}",
    "similo.card.selected": "{name}, selected to remove",
    "similo.card.secret": "{name}, the secret",
    "similo.pick.remove": "Select {due} character(s) to remove, then confirm.",
    "similo.pick.count": "Selected {n} of {due}.",
    "similo.pick.full": "This round removes {due} character(s): take one back before selecting another.",
    "similo.pick.gone": "{name} is already out of the game.",
    "similo.pick.wait_clue": "Wait for the clue of round {round} before removing anyone.",
    "similo.pick.not_yours": "It is the clue giver's turn: choose a card of the hand, then how to play it.",
    "similo.pick.missing": "Select {missing} more character(s) before confirming (this round removes {due}).",
    "similo.confirm": "Confirm",
    "similo.confirm.remove": "Remove {n}",
    "similo.undo": "Take back",
    "similo.undo.nothing": "Nothing to take back: confirmed moves are final.",
    "similo.clear": "Clear",
    "similo.play.pick": "Choose a card of your hand, then how to play it.",
    "similo.play.vertical": "Play vertically",
    "similo.play.horizontal": "Play horizontally",
    "similo.play.need_card": "Choose a card of your hand first.",
    "similo.play.need_orientation": "Choose vertical or horizontal first.",
    "similo.play.ready": "{name} — {meaning}. Confirm to play it.",
    "similo.play.wait": "The guessers are removing characters: the next clue comes after.",
    "similo.play.not_in_hand": "{card} is not in your hand.",
    "similo.hint": "Show the AI's belief",
    "similo.hint.counted": "A hint counts in your result: press again to see the AI's belief.",
    "similo.hint.used": "Hints used: {n}",
    "similo.hint.none": "There is nothing to read yet.",
    "similo.hint.giver": "Only the guessers can ask for the AI's belief.",
    "similo.belief": "AI belief",
    "similo.suggest": "Suggest a clue",
    "similo.suggest.working": "The AI is weighing the clues…",
    "similo.suggest.text": "AI suggestion: {name}, {orientation} — {meaning} (win chance {chance}%).",
    "similo.suggest.guesser": "Only the clue giver may ask for a suggestion.",
    "similo.ai.thinking": "The AI is thinking…",
    "similo.reason.removed": "{guesser} removed {name}: {why}",
    "similo.reason.shares": "it shares {traits} with the horizontal clue {clue}",
    "similo.reason.lacks": "it has none of {traits}, like the vertical clue {clue}",
    "similo.reason.unlike": "it has nothing in common with the vertical clue {clue}",
    "similo.reason.weak": "the clues point least at it",
    "similo.log": "Moves",
    "similo.log.clue": "Round {round}: {giver} played {name} {orientation}.",
    "similo.log.remove": "{who} removed {name}.",
    "similo.over.won": "Won! {name} was the secret and stayed to the end.",
    "similo.over.lost": "Lost: {name} was the secret, removed in round {round}.",
    "similo.over.meanings": "What each clue meant",
    "similo.again": "New game",
    "similo.pass.guessers": "the guessers",
    "similo.daily.fair": "The same deal and the same clues for everyone today, given the same removals.",
    "similo.daily.done.won": "You found today's secret: {score}/5.",
    "similo.daily.done.lost": "Today's secret was lost in round {round}: {score}/5.",
    "similo.record.title": "Games together",
    "similo.record.won": "{players}: {won} won of {n}.",
    "similo.record.new": "Start counting again",
    "similo.keys.guess": "Keys: A-L select a character, Enter confirms, U takes back, ? shows the AI's belief.",
    "similo.keys.give": "Keys: 1-5 choose a card, V vertical, H horizontal, Enter plays, U takes back, "
                        "? suggests.",
}


def register() -> None:
    """The page's texts, the cards' names and the traits' words on the catalogue."""
    CATALOGUE.register("en", EN)
    CATALOGUE.register("en", {f"similo.card.{c.id}": c.name for c in decks.cards().values()})
    CATALOGUE.register("en", {f"similo.deck.{d.id}": d.name for d in decks.load().values()})
    CATALOGUE.register("en", {f"similo.trait.{t}": t.replace("-", " ") for t in TRAITS})


register()
