"""Texts of SB, English and French: rule reasons (keyed by rule code), the turn log, page labels.

Every illegal action is a rule code whose text is here: :func:`illegal` builds the
:class:`~similarium.core.errors.IllegalMove` (its English reason, ``str(error)``, is
``EN[code]`` filled from the error's parameters) and the page shows
``t(code, **params)``, so both read the same catalogue. :func:`bad_input` does the same
for malformed input. Game events are data (:class:`~similarium.games.sb.game.Event`);
:func:`event_text` writes one in English (the command line's turn log) and the page
renders them through ``t()`` with the ``sb.log.*`` texts.

The page registers ``EN`` and ``FR`` in the shared message catalogue (``MESSAGES`` lists every
language SB has texts in). Counts go through ``tn()`` (``key.one``/``key.other``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from similarium.core.errors import BadInput, RefusedInput
from similarium.core.refusals import illegal, register  # noqa: F401 - illegal is the games' one

if TYPE_CHECKING:
    from .game import Event
    from .rules import Score

EN: dict[str, str] = {
    "sb.share.legend": "One square a turn, by the points it scored: ⬜ a bust · 🟧 under 8 · 🟦 8 to 15 · 🟪 16 or more.",
    # Reasons for illegal actions, by rule code (the game's rules).
    "sb.set_aside_something": "Set aside at least one Key or one group of Base dice.",
    "sb.keys_or_groups": "Set aside either Keys or groups of Base dice from a roll, never both at once.",
    "sb.not_in_roll": ("Only dice of the current roll ({roll}) can be set aside; {dice} is not among them"
                       " (dice set aside earlier stay aside and cannot be set aside again)."),
    "sb.group_of_two": "A group is 2 or more Base dice of the same value; a single {value} cannot be set aside.",
    "sb.set_aside_first": "Set aside dice from the roll {roll} before rolling again.",
    "sb.set_aside_first.stop": "Set aside dice from the roll {roll} before stopping.",
    "sb.roll_first": "Roll the dice before setting any aside.",
    "sb.stop_needs_keys": "You may stop only once both Keys are set aside; roll again.",
    "sb.roll_all_left": ("A roll throws every die not set aside: {base_left} Base dice and {keys_left} Keys,"
                         " not {dice}."),
    # Reasons about a position given to the advisor.
    "sb.too_many_dice": "Only 8 Base dice and 2 Keys exist; {aside} is too many.",
    "sb.aside_in_groups": "Base dice are set aside in groups of 2 or more: a single {value} cannot be aside.",
    "sb.roll_does_not_fit": "The roll {roll} does not match the dice left beside {aside}.",
    "sb.bust": "Bust: nothing can be set aside from {roll}.",
    # Malformed input (dice, actions, games, logs).
    "sb.input.base_face": "Base dice: a die shows a whole number from 1 to 6, not {value}.",
    "sb.input.key_face": "Keys: a die shows a whole number from 1 to 6, not {value}.",
    "sb.input.die": "Cannot read die {token}: write 1..6 for a Base die, K1..K6 for a Key.",
    "sb.input.dice": "Dice must be a text like '1,1 K2' or {{'base': [...], 'keys': [...]}}, not {data}.",
    "sb.input.action": "Unknown action {data}: use 'roll', 'stop', {{'roll': dice}} or {{'set_aside': dice}}.",
    "sb.input.not_action": "Not an SB action: {action}.",
    "sb.input.no_players": "SB needs at least one player.",
    "sb.input.seed": "A seed is a non-negative whole number, not {seed}.",
    "sb.input.no_seed": "This game has no seed: give the dice rolled.",
    "sb.input.not_a_log": "A replay log is an object with 'players' and 'turns' (or 'actions').",
    "sb.input.wrong_game": "This is a {game} log, not an SB one.",
    "sb.input.no_seat": "There is no seat {seat} in a game of {n} players.",
    "sb.input.not_a_move": "Not an SB move: {reason}",
    "sb.input.no_turns": "A replay log needs 'turns' (a list of lists of actions) or 'actions'.",
    "sb.input.turns_shape": "'turns' is a list of lists of actions and 'actions' a list of actions, not {data}.",
    "sb.input.players": "Players: {reason}.",
    "sb.input.turn_over": "{where}: the turn is already over; start a new turn list.",
    "sb.input.turn_unfinished": "turn {turn}: the turn list ends before the turn does.",
    "sb.input.position": 'A position is {{"base": [...], "keys": [...]}} (+ optional "roll", "target").',
    "sb.input.target": "target is a whole number of points >= 1",
    "sb.replay.where": "turn {turn} ({player}), roll {roll}, action {action} {raw}",
    "sb.replay.illegal": "{where}: {reason} [{code}]",
    "sb.replay.bad_input": "{where}: {reason}",
    # A turn's events in words (the command line's turn log).
    "sb.event.roll": "{player} rolls {dice}.",
    "sb.event.bust": "Bust! No Key and no group in {dice}: the turn scores 0.",
    "sb.event.set_aside": "{player} sets aside {dice} (aside: {aside}).",
    "sb.event.score": "All 10 dice set aside: {score}.",
    "sb.event.stop": "{player} stops: {score}.",
    "sb.event.split": ("Split Keys, {between} between x 2 + {outside} outside x 1 ({matching} equal to a Key, 0)"
                       " = {points} points"),
    "sb.event.split_full": "Full Split: {points} points",
    "sb.event.sandwich": "Key Sandwich, {matching} Base dice matching x 4 = {points} points",
    "sb.event.sandwich_full": "Full Sandwich: {points} points",
    # Reasons the page adds.
    "sb.ui.bot_turn": "It is {player}'s turn: this bot plays by itself.",
    "sb.ui.no_roll": "There is no roll to pick dice from: roll the dice first.",
    "sb.ui.no_die": "There is no die number {n} in this roll (it has {count} dice).",
    "sb.ui.nothing_to_undo": "Nothing to undo: only dice selected and not yet set aside can be taken back.",
    "sb.ui.daily_over": "Today's challenge is over: all {turns} turns are played.",
    "sb.ui.no_option": "That choice is not on offer for this roll.",
    "sb.ui.undone": "Took back the {die} from the selection.",
    "sb.ui.cleared": "Selection cleared.",
    # Titles, modes, setup.
    "sb.title": "SB",
    "sb.subtitle": "Simple Dice Game",
    "sb.mode.solo": "Solo",
    "sb.mode.table": "Table",
    "sb.mode.daily": "Daily challenge",
    "sb.mode.solo.help": "You against one bot.",
    "sb.mode.table.help": "2 to 6 players around this device; any of them can be a bot.",
    "sb.mode.daily.help": "Five turns with today's dice, the same for everyone. Score {par} or more to win.",
    "sb.menu.intro": "Push your luck with 8 Base dice and 2 Keys. First to {target} triggers the end.",
    "sb.menu.rules": "Each roll, set aside one or both Keys, or groups of 2+ equal Base dice. Stop once both Keys are aside. Split Keys: 2 points a Base die between them, 1 outside, 0 equal. Key Sandwich: 4 points a Base die equal to the Keys. Nothing to set aside: bust, the turn scores 0.",
    "sb.setup.title": "New SB game",
    "sb.setup.you": "Your name",
    "sb.setup.opponent": "Opponent",
    "sb.setup.seat": "Seat {n}",
    "sb.setup.name": "Name",
    "sb.setup.kind": "Played by",
    "sb.setup.add": "Add a player",
    "sb.setup.remove": "Remove the last player",
    "sb.setup.start": "Start",
    "sb.setup.players.count": "SB is for 2 to 6 players.",
    "sb.setup.players.unique": "Each player needs a different, non-empty name.",
    "sb.setup.kind.unknown": "Unknown kind of player: {kind}.",
    "sb.kind.human": "A person",
    "sb.kind.steady": "Steady (bot: best expected score)",
    "sb.kind.racer": "Racer (bot: plays to win)",
    "sb.kind.rookie": "Rookie (bot: simple rules)",
    "sb.bot.steady": "Steady",
    "sb.bot.racer": "Racer",
    "sb.bot.rookie": "Rookie",
    "sb.bot.badge": "bot",
    "sb.you": "You",
    "sb.player.default": "Player {n}",
    "sb.back": "All games",
    "sb.seed": "seed {seed}",
    "sb.leader": "leader",
    # The game view.
    "sb.turn": "Turn {n}",
    "sb.daily.turn": "Turn {n} of {turns}",
    "sb.players": "Players",
    "sb.target": "to {target}",
    "sb.roll.title": "The roll",
    "sb.aside.title": "Set aside",
    "sb.aside.none": "Nothing set aside yet.",
    "sb.die.base": "Base die {value}",
    "sb.die.key": "Key {value}",
    "sb.die.position": "{label}, die {n}",
    "sb.prompt.first_roll": "{player}: roll all 10 dice to start the turn.",
    "sb.prompt.must_roll": "{player}: roll again (a Key is still to be set aside).",
    "sb.prompt.roll_or_stop": "{player}: roll again, or stop and score {points}.",
    "sb.prompt.pick": "{player}: choose dice to set aside one or both Keys, or groups of 2+ equal Base dice.",
    "sb.prompt.bot": "{player} (bot) is playing…",
    "sb.selection.none": "Nothing selected.",
    "sb.selection.ok": "Selected {dice}. Aside after this: {aside} — {score}",
    "sb.selection.bad": "Selected {dice}: {reason}",
    "sb.selection.refused": "Selected {dice}.",  # the refusal above the buttons says why
    "sb.score.pending": "scores once both Keys are aside ({n} of 2 aside)",
    "sb.score.split.one": "Split Keys: {between} between × 2 + {outside} outside × 1 = {points} point",
    "sb.score.split.other": "Split Keys: {between} between × 2 + {outside} outside × 1 = {points} points",
    "sb.score.split_full.one": "Full Split: {points} point",
    "sb.score.split_full.other": "Full Split: {points} points",
    "sb.score.sandwich.one": "Key Sandwich: {matching} matching × 4 = {points} point",
    "sb.score.sandwich.other": "Key Sandwich: {matching} matching × 4 = {points} points",
    "sb.score.sandwich_full.one": "Full Sandwich: {points} point",
    "sb.score.sandwich_full.other": "Full Sandwich: {points} points",
    "sb.score.live": "Live score: {score}",
    "sb.action.roll": "Roll again",
    "sb.action.roll_first": "Roll the dice",
    "sb.action.set_aside": "Set aside",
    "sb.action.stop": "Stop and score",
    "sb.action.undo": "Undo selection",
    "sb.action.clear": "Clear",
    "sb.action.advice": "Advice",
    "sb.action.advice_hide": "Hide advice",
    "sb.action.why_not": "Not now: {reason}",
    "sb.key.enter": "Enter",
    "sb.key.escape": "Esc",
    # Advice.
    "sb.advice.title": "Advice: exact expected turn score",
    "sb.advice.computing": "Preparing the advisor's tables…",
    "sb.advice.option": "Set aside",
    "sb.advice.value": "Expected turn score",
    "sb.advice.then": "Then",
    "sb.advice.then.roll": "roll again",
    "sb.advice.then.stop": "stop",
    "sb.advice.pick": "Select",
    "sb.advice.stop": "Stop and score now",
    "sb.advice.roll": "Roll again (best play after)",
    "sb.advice.not_allowed": "not allowed",
    "sb.advice.nothing_left": "no dice left",
    "sb.advice.best": "Best: {choice}",
    "sb.advice.note": "Values assume best play for the highest expected score for the rest of this turn.",
    "sb.advice.bot_turn": "Advice is for the players at the device; bots do their own sums.",
    "sb.bot.thinking": "Preparing the bots' tables…",
    # The turn log.
    "sb.log": "Turn log",
    "sb.log.turn": "Turn {n} · {player}",
    "sb.log.turn_points.one": "Turn {turn} · {player}: {points} point",
    "sb.log.turn_points.other": "Turn {turn} · {player}: {points} points",
    "sb.log.turn_bust": "Turn {n} · {player}: bust, 0 points",
    "sb.log.roll": "Rolls {dice}.",
    "sb.log.set_aside": "Sets aside {dice} (aside: {aside}).",
    "sb.log.stop": "Stops. {score}.",
    "sb.log.all_aside": "All 10 dice aside. {score}.",
    "sb.log.bust": "Bust! No Key and no group in {dice}: the turn scores 0.",
    "sb.last.points": "{player} scored {points} ({score}).",
    "sb.last.bust": "{player} went bust on {dice}: no Key and no group, the turn scores 0.",
    # End of game.
    "sb.end.title": "End of the game",
    "sb.end.trigger": "{leader} reached {target} first (with {score}) and is the original leader.",
    "sb.end.others": "Every other player takes exactly one more turn: {players}.",
    "sb.end.rule": "If {leader} is not strictly ahead after those turns, {leader} takes one more turn. Then the highest score wins; equal highest share the win.",
    "sb.end.extra": "{leader} is no longer strictly ahead, so {leader} takes one extra turn.",
    "sb.end.now": "Now: {player}'s last turn.",
    "sb.end.ahead": "{leader} is still strictly ahead: no extra turn.",
    "sb.over.winner": "{player} wins with {score} points!",
    "sb.over.shared": "{players} share the win with {score} points.",
    "sb.over.standings": "Final scores",
    "sb.over.next": "Play another game",
    "sb.over.setup": "Change players",
    "sb.over.home": "All games",
    "sb.match.rule": "Match: each game's winners add their score, the others add 0.",
    # Daily.
    "sb.daily.total.one": "Total: {total} point (par {par})",
    "sb.daily.total.other": "Total: {total} points (par {par})",
    "sb.daily.done.won": "You beat par: {total} points in {turns} turns.",
    "sb.daily.done.lost.one": "{total} point in {turns} turns; par is {par}.",
    "sb.daily.done.lost.other": "{total} points in {turns} turns; par is {par}.",
    # Second person: the one person at the device (solo, daily) is "you".
    "sb.over.winner.you": "You win with {score} points!",
    "sb.over.shared.you": "You share the win with {players}: {score} points each.",
    "sb.over.title": "Game over",
    "sb.over.title.won": "You win!",
    "sb.over.title.winner": "Well played, {player}!",
    "sb.over.title.shared": "A shared win!",
    "sb.end.trigger.you": "You reached {target} first (with {score}): you are the original leader.",
    "sb.end.others.you": "You take exactly one more turn.",
    "sb.end.rule.you": "If you are not strictly ahead after those turns, you take one more turn. Then the highest score wins; equal highest share the win.",
    "sb.end.extra.you": "You are no longer strictly ahead, so you take one extra turn.",
    "sb.end.now.you": "Now: your last turn.",
    "sb.end.ahead.you": "You are still strictly ahead: no extra turn.",
    "sb.last.points.you": "You scored {points} ({score}).",
    "sb.last.bust.you": "You went bust on {dice}: no Key and no group, the turn scores 0.",
    "sb.prompt.first_roll.you": "Your turn: roll all 10 dice to start it.",
    "sb.prompt.must_roll.you": "Roll again (a Key is still to be set aside).",
    "sb.prompt.roll_or_stop.you": "Roll again, or stop and score {points}.",
    "sb.prompt.pick.you": "Choose dice to set aside one or both Keys, or groups of 2+ equal Base dice.",
    # What a screen reader hears after each action (the live region).
    "sb.say.base.one": "Base die {values}",
    "sb.say.base.other": "Base {values}",
    "sb.say.keys.one": "Key {values}",
    "sb.say.keys.other": "Keys {values}",
    "sb.say.roll": "{player} rolled: {dice}.",
    "sb.say.roll.you": "You rolled: {dice}.",
    "sb.say.set_aside": "{player} set aside {dice}.",
    "sb.say.set_aside.you": "You set aside {dice}.",
    "sb.say.bot_choice": "{player} chooses {dice}.",
    "sb.say.bust": "{player} went bust: the turn scores 0.",
    "sb.say.bust.you": "You went bust: the turn scores 0.",
    "sb.say.score": "{player} scores {points}, {total} in all.",
    "sb.say.score.you": "You score {points}, {total} in all.",
    "sb.say.next": "{player}'s turn.",
    "sb.say.next.you": "Your turn.",
    "sb.advice.pick.label": "Select {dice}",
    "sb.advice.caption": "Each choice for this roll, best first",
    "sb.advice.caption.roll": "Stop now or roll again",
    "sb.advice.choice": "Choice",
    "sb.keys": "Keys: 1-9 and 0 select a die, arrow keys move between dice, Enter sets aside, R rolls, S stops, U takes back a die, Esc clears, A shows advice.",
    "sb.menu": "SB menu",
    "sb.daily.turns": "Your turns",
    "sb.daily.col.turn": "Turn",
    "sb.daily.col.points": "Points",
    "sb.daily.bust": "bust, 0",
    "sb.daily.fair": "Every turn starts from the same dice for everyone; a roll's dice depend only on the day, the turn and the roll number.",
    # the first-move walkthrough's three steps (ui/walkthrough.py)
    "walkthrough.sb.1": "Roll the 8 Base dice and the 2 Keys.",
    "walkthrough.sb.2": "Select dice to set aside: the line under the roll says whether they can be and what they would score.",
    "walkthrough.sb.3": "Roll again to score more, or stop to bank your points; a roll with nothing to set aside is a bust.",
}

FR: dict[str, str] = {
    "sb.share.legend": "Un carré par tour, selon les points marqués\u00a0: ⬜ tout perdu · 🟧 moins de 8 · 🟦 8 à 15 · 🟪 16 ou plus.",
    # Raisons des actions interdites, par code de règle.
    "sb.set_aside_something": "Mettez de côté au moins une Clé ou un groupe de dés Base.",
    "sb.keys_or_groups": "D’un même lancer, mettez de côté soit des Clés, soit des groupes de dés Base, jamais les deux.",
    "sb.not_in_roll": ("Seuls les dés du lancer en cours ({roll}) peuvent être mis de côté\u00a0; {dice} n’en fait pas partie"
                       " (les dés déjà mis de côté y restent et ne peuvent pas l’être une seconde fois)."),
    "sb.group_of_two": "Un groupe compte au moins 2 dés Base de même valeur\u00a0: un {value} seul ne peut pas être mis de côté.",
    "sb.set_aside_first": "Mettez de côté des dés du lancer {roll} avant de relancer.",
    "sb.set_aside_first.stop": "Mettez de côté des dés du lancer {roll} avant de vous arrêter.",
    "sb.roll_first": "Lancez les dés avant d’en mettre de côté.",
    "sb.stop_needs_keys": "Vous ne pouvez vous arrêter qu’une fois les deux Clés mises de côté\u00a0: relancez.",
    "sb.roll_all_left": ("Un lancer jette tous les dés qui ne sont pas de côté (dés Base\u00a0: {base_left}, Clés\u00a0: {keys_left}),"
                         " pas {dice}."),
    # Raisons au sujet d’une position donnée au conseiller.
    "sb.too_many_dice": "Il n’existe que 8 dés Base et 2 Clés\u00a0: {aside}, c’est trop.",
    "sb.aside_in_groups": "Les dés Base se mettent de côté par groupes d’au moins 2\u00a0: un {value} seul ne peut pas être de côté.",
    "sb.roll_does_not_fit": "Le lancer {roll} ne correspond pas aux dés restants à côté de {aside}.",
    "sb.bust": "Raté\u00a0: rien ne peut être mis de côté dans {roll}.",
    # Saisies mal formées (dés, actions, parties, journaux).
    "sb.input.base_face": "Dés Base\u00a0: un dé montre un nombre entier de 1 à 6, pas {value}.",
    "sb.input.key_face": "Clés\u00a0: un dé montre un nombre entier de 1 à 6, pas {value}.",
    "sb.input.die": "Dé illisible\u00a0: {token}. Écrivez 1..6 pour un dé Base, K1..K6 pour une Clé.",
    "sb.input.dice": "Les dés s’écrivent comme '1,1 K2' ou {{'base': [...], 'keys': [...]}}, pas {data}.",
    "sb.input.action": "Action inconnue\u00a0: {data}. Utilisez 'roll', 'stop', {{'roll': dés}} ou {{'set_aside': dés}}.",
    "sb.input.not_action": "Ce n’est pas une action de SB\u00a0: {action}.",
    "sb.input.no_players": "SB demande au moins un joueur.",
    "sb.input.seed": "Une graine est un nombre entier positif ou nul, pas {seed}.",
    "sb.input.no_seed": "Cette partie n’a pas de graine\u00a0: donnez les dés lancés.",
    "sb.input.not_a_log": "Un journal de partie est un objet avec 'players' et 'turns' (ou 'actions').",
    "sb.input.wrong_game": "C’est un journal de {game}, pas de SB.",
    "sb.input.no_seat": "Il n’y a pas de place {seat} dans une partie de {n} joueurs.",
    "sb.input.not_a_move": "Ce n’est pas un coup de SB\u00a0: {reason}",
    "sb.input.no_turns": "Un journal de partie demande 'turns' (une liste de listes d’actions) ou 'actions'.",
    "sb.input.turns_shape": "'turns' est une liste de listes d’actions et 'actions' une liste d’actions, pas {data}.",
    "sb.input.players": "Joueurs\u00a0: {reason}.",
    "sb.input.turn_over": "{where}\u00a0: le tour est déjà fini\u00a0; commencez une nouvelle liste pour le tour suivant.",
    "sb.input.turn_unfinished": "tour {turn}\u00a0: la liste du tour s’arrête avant la fin du tour.",
    "sb.input.position": 'Une position s’écrit {{"base": [...], "keys": [...]}} (+ "roll", "target" au besoin).',
    "sb.input.target": "target est un nombre entier de points, au moins 1",
    "sb.replay.where": "tour {turn} ({player}), lancer {roll}, action {action} {raw}",
    "sb.replay.illegal": "{where}\u00a0: {reason} [{code}]",
    "sb.replay.bad_input": "{where}\u00a0: {reason}",
    # Les événements d’un tour en mots (le journal de la ligne de commande).
    "sb.event.roll": "{player} lance {dice}.",
    "sb.event.bust": "Raté\u00a0! Ni Clé ni groupe dans {dice}\u00a0: le tour rapporte 0.",
    "sb.event.set_aside": "{player} met de côté {dice} (de côté\u00a0: {aside}).",
    "sb.event.score": "Les 10 dés sont de côté\u00a0: {score}.",
    "sb.event.stop": "{player} s’arrête\u00a0: {score}.",
    "sb.event.split": ("Clés séparées, {between} entre x 2 + {outside} à l’extérieur x 1 ({matching} égal à une Clé, 0)"
                       " = {points}"),
    "sb.event.split_full": "Séparation parfaite\u00a0: {points}",
    "sb.event.sandwich": "Sandwich de Clés, {matching} dés Base de la valeur des Clés × 4 = {points}",
    "sb.event.sandwich_full": "Sandwich parfait\u00a0: {points}",
    # Raisons propres à la page.
    "sb.ui.bot_turn": "C’est au tour de {player}\u00a0: ce robot joue tout seul.",
    "sb.ui.no_roll": "Il n’y a pas de lancer où choisir des dés\u00a0: lancez d’abord les dés.",
    "sb.ui.no_die": "Ce lancer n’a pas de dé numéro {n} (dés\u00a0: {count}).",
    "sb.ui.nothing_to_undo": "Rien à annuler\u00a0: seuls les dés choisis et pas encore mis de côté peuvent être repris.",
    "sb.ui.daily_over": "Le défi du jour est terminé\u00a0: les {turns} tours sont joués.",
    "sb.ui.no_option": "Ce choix n’est pas proposé pour ce lancer.",
    "sb.ui.undone": "Retiré de la sélection\u00a0: {die}.",
    "sb.ui.cleared": "Sélection effacée.",
    # Titres, modes, préparation.
    "sb.title": "SB",
    "sb.subtitle": "Jeu de dés tout simple",
    "sb.mode.solo": "En solo",
    "sb.mode.table": "À plusieurs",
    "sb.mode.daily": "Défi du jour",
    "sb.mode.solo.help": "Vous contre un robot.",
    "sb.mode.table.help": "De 2 à 6 joueurs autour de cet appareil\u00a0; chacun peut être un robot.",
    "sb.mode.daily.help": "Cinq tours avec les dés du jour, les mêmes pour tous. Faites {par} ou plus pour gagner.",
    "sb.menu.intro": "Tentez votre chance avec 8 dés Base et 2 Clés. Le premier à {target} déclenche la fin.",
    "sb.menu.rules": "À chaque lancer, mettez de côté une Clé ou les deux, ou des groupes d’au moins 2 dés Base égaux. Arrêtez-vous quand les deux Clés sont de côté. Clés séparées\u00a0: 2 points par dé Base entre elles, 1 à l’extérieur, 0 s’il est égal à une Clé. Sandwich de Clés\u00a0: 4 points par dé Base égal aux Clés. Rien à mettre de côté\u00a0: raté, le tour rapporte 0.",
    "sb.setup.title": "Nouvelle partie de SB",
    "sb.setup.you": "Votre nom",
    "sb.setup.opponent": "Adversaire",
    "sb.setup.seat": "Place {n}",
    "sb.setup.name": "Nom",
    "sb.setup.kind": "Joué par",
    "sb.setup.add": "Ajouter un joueur",
    "sb.setup.remove": "Retirer le dernier joueur",
    "sb.setup.start": "Commencer",
    "sb.setup.players.count": "SB se joue de 2 à 6 joueurs.",
    "sb.setup.players.unique": "Chaque joueur a besoin d’un nom, différent de celui des autres.",
    "sb.setup.kind.unknown": "Type de joueur inconnu\u00a0: {kind}.",
    "sb.kind.human": "Une personne",
    "sb.kind.steady": "Prudent (robot\u00a0: meilleur score moyen)",
    "sb.kind.racer": "Fonceur (robot\u00a0: joue pour gagner)",
    "sb.kind.rookie": "Débutant (robot\u00a0: règles simples)",
    "sb.bot.steady": "Prudent",
    "sb.bot.racer": "Fonceur",
    "sb.bot.rookie": "Débutant",
    "sb.bot.badge": "robot",
    "sb.you": "Vous",
    "sb.player.default": "Joueur {n}",
    "sb.back": "Tous les jeux",
    "sb.seed": "graine {seed}",
    "sb.leader": "meneur",
    # La vue de jeu.
    "sb.turn": "Tour {n}",
    "sb.daily.turn": "Tour {n} sur {turns}",
    "sb.players": "Joueurs",
    "sb.target": "objectif {target}",
    "sb.roll.title": "Le lancer",
    "sb.aside.title": "De côté",
    "sb.aside.none": "Rien n’est encore de côté.",
    "sb.die.base": "Dé Base {value}",
    "sb.die.key": "Clé {value}",
    "sb.die.position": "{label}, dé {n}",
    "sb.prompt.first_roll": "{player}\u00a0: lancez les 10 dés pour commencer le tour.",
    "sb.prompt.must_roll": "{player}\u00a0: relancez (il reste une Clé à mettre de côté).",
    "sb.prompt.roll_or_stop": "{player}\u00a0: relancez, ou arrêtez-vous et marquez {points}.",
    "sb.prompt.pick": "{player}\u00a0: choisissez les dés à mettre de côté\u00a0: une Clé ou les deux, ou des groupes d’au moins 2 dés Base égaux.",
    "sb.prompt.bot": "{player} (robot) joue…",
    "sb.selection.none": "Aucun dé choisi.",
    "sb.selection.ok": "Dés choisis\u00a0: {dice}. De côté ensuite\u00a0: {aside} — {score}",
    "sb.selection.bad": "Dés choisis\u00a0: {dice}. {reason}",
    "sb.selection.refused": "Dés choisis\u00a0: {dice}.",
    "sb.score.pending": "compte une fois les deux Clés de côté ({n} sur 2 de côté)",
    "sb.score.split.one": "Clés séparées\u00a0: {between} entre × 2 + {outside} à l’extérieur × 1 = {points} point",
    "sb.score.split.other": "Clés séparées\u00a0: {between} entre × 2 + {outside} à l’extérieur × 1 = {points} points",
    "sb.score.split_full.one": "Séparation parfaite\u00a0: {points} point",
    "sb.score.split_full.other": "Séparation parfaite\u00a0: {points} points",
    "sb.score.sandwich.one": "Sandwich de Clés\u00a0: {matching} dés de la valeur des Clés × 4 = {points} point",
    "sb.score.sandwich.other": "Sandwich de Clés\u00a0: {matching} dés de la valeur des Clés × 4 = {points} points",
    "sb.score.sandwich_full.one": "Sandwich parfait\u00a0: {points} point",
    "sb.score.sandwich_full.other": "Sandwich parfait\u00a0: {points} points",
    "sb.score.live": "Score en cours\u00a0: {score}",
    "sb.action.roll": "Relancer",
    "sb.action.roll_first": "Lancer les dés",
    "sb.action.set_aside": "Mettre de côté",
    "sb.action.stop": "S’arrêter et marquer",
    "sb.action.undo": "Reprendre le dernier dé",
    "sb.action.clear": "Tout désélectionner",
    "sb.action.advice": "Conseil",
    "sb.action.advice_hide": "Masquer le conseil",
    "sb.action.why_not": "Pas maintenant\u00a0: {reason}",
    "sb.key.enter": "Entrée",
    "sb.key.escape": "Échap",
    # Conseil.
    "sb.advice.title": "Conseil\u00a0: score moyen exact du tour",
    "sb.advice.computing": "Préparation des tables du conseiller…",
    "sb.advice.option": "Mettre de côté",
    "sb.advice.value": "Score moyen du tour",
    "sb.advice.then": "Ensuite",
    "sb.advice.then.roll": "relancer",
    "sb.advice.then.stop": "s’arrêter",
    "sb.advice.pick": "Choisir",
    "sb.advice.stop": "S’arrêter et marquer maintenant",
    "sb.advice.roll": "Relancer (puis jouer au mieux)",
    "sb.advice.not_allowed": "interdit",
    "sb.advice.nothing_left": "plus aucun dé",
    "sb.advice.best": "Le mieux\u00a0: {choice}",
    "sb.advice.note": "Ces valeurs supposent le meilleur jeu pour le score moyen le plus haut jusqu’à la fin du tour.",
    "sb.advice.bot_turn": "Le conseil est pour les joueurs devant l’appareil\u00a0; les robots font leurs propres calculs.",
    "sb.bot.thinking": "Préparation des tables des robots…",
    # Le journal des tours.
    "sb.log": "Journal des tours",
    "sb.log.turn": "Tour {n} · {player}",
    "sb.log.turn_points.one": "Tour {turn} · {player}\u00a0: {points} point",
    "sb.log.turn_points.other": "Tour {turn} · {player}\u00a0: {points} points",
    "sb.log.turn_bust": "Tour {n} · {player}\u00a0: raté, 0 point",
    "sb.log.roll": "Lance {dice}.",
    "sb.log.set_aside": "Met de côté {dice} (de côté\u00a0: {aside}).",
    "sb.log.stop": "S’arrête. {score}.",
    "sb.log.all_aside": "Les 10 dés sont de côté. {score}.",
    "sb.log.bust": "Raté\u00a0! Ni Clé ni groupe dans {dice}\u00a0: le tour rapporte 0.",
    "sb.last.points": "{player} a marqué {points} ({score}).",
    "sb.last.bust": "{player} a raté sur {dice}\u00a0: ni Clé ni groupe, le tour rapporte 0.",
    # Fin de partie.
    "sb.end.title": "Fin de la partie",
    "sb.end.trigger": "{leader} a atteint {target} en premier (avec {score})\u00a0: c’est le meneur d’origine.",
    "sb.end.others": "Chacun des autres joueurs joue exactement un tour de plus\u00a0: {players}.",
    "sb.end.rule": "Si {leader} n’est pas strictement en tête après ces tours, {leader} rejoue un tour. Puis le plus haut score gagne\u00a0; en cas d’égalité en tête, la victoire est partagée.",
    "sb.end.extra": "{leader} n’est plus strictement en tête\u00a0: {leader} rejoue donc un tour.",
    "sb.end.now": "Maintenant\u00a0: dernier tour de {player}.",
    "sb.end.ahead": "{leader} est toujours strictement en tête\u00a0: pas de tour en plus.",
    "sb.over.winner": "{player} gagne avec {score} points\u00a0!",
    "sb.over.shared": "{players} se partagent la victoire avec {score} points.",
    "sb.over.standings": "Scores finaux",
    "sb.over.next": "Rejouer",
    "sb.over.setup": "Changer de joueurs",
    "sb.over.home": "Tous les jeux",
    "sb.match.rule": "Match\u00a0: les gagnants de chaque partie ajoutent leur score, les autres 0.",
    # Défi du jour.
    "sb.daily.total.one": "Total\u00a0: {total} point (objectif {par})",
    "sb.daily.total.other": "Total\u00a0: {total} points (objectif {par})",
    "sb.daily.done.won": "Objectif battu\u00a0: {total} points en {turns} tours.",
    "sb.daily.done.lost.one": "{total} point en {turns} tours\u00a0; l’objectif est {par}.",
    "sb.daily.done.lost.other": "{total} points en {turns} tours\u00a0; l’objectif est {par}.",
    # La deuxième personne : la personne devant l’appareil (solo, défi du jour), c’est « vous ».
    "sb.over.winner.you": "Vous gagnez avec {score} points\u00a0!",
    "sb.over.shared.you": "Vous partagez la victoire avec {players}\u00a0: {score} points chacun.",
    "sb.over.title": "Partie terminée",
    "sb.over.title.won": "Vous avez gagné\u00a0!",
    "sb.over.title.winner": "Bien joué, {player}\u00a0!",
    "sb.over.title.shared": "Victoire partagée\u00a0!",
    "sb.end.trigger.you": "Vous avez atteint {target} en premier (avec {score})\u00a0: vous êtes le meneur d’origine.",
    "sb.end.others.you": "Vous jouez exactement un tour de plus.",
    "sb.end.rule.you": "Si vous n’êtes pas strictement en tête après ces tours, vous rejouez un tour. Puis le plus haut score gagne\u00a0; en cas d’égalité en tête, la victoire est partagée.",
    "sb.end.extra.you": "Vous n’êtes plus strictement en tête\u00a0: vous rejouez donc un tour.",
    "sb.end.now.you": "Maintenant\u00a0: votre dernier tour.",
    "sb.end.ahead.you": "Vous êtes toujours strictement en tête\u00a0: pas de tour en plus.",
    "sb.last.points.you": "Vous avez marqué {points} ({score}).",
    "sb.last.bust.you": "Vous avez raté sur {dice}\u00a0: ni Clé ni groupe, le tour rapporte 0.",
    "sb.prompt.first_roll.you": "À vous\u00a0: lancez les 10 dés pour commencer le tour.",
    "sb.prompt.must_roll.you": "Relancez (il reste une Clé à mettre de côté).",
    "sb.prompt.roll_or_stop.you": "Relancez, ou arrêtez-vous et marquez {points}.",
    "sb.prompt.pick.you": "Choisissez les dés à mettre de côté\u00a0: une Clé ou les deux, ou des groupes d’au moins 2 dés Base égaux.",
    # Ce qu’entend un lecteur d’écran après chaque action (la zone annoncée).
    "sb.say.base.one": "dé Base {values}",
    "sb.say.base.other": "dés Base {values}",
    "sb.say.keys.one": "Clé {values}",
    "sb.say.keys.other": "Clés {values}",
    "sb.say.roll": "{player} a lancé\u00a0: {dice}.",
    "sb.say.roll.you": "Vous avez lancé\u00a0: {dice}.",
    "sb.say.set_aside": "{player} a mis de côté {dice}.",
    "sb.say.set_aside.you": "Vous avez mis de côté {dice}.",
    "sb.say.bot_choice": "{player} choisit {dice}.",
    "sb.say.bust": "{player} a raté\u00a0: le tour rapporte 0.",
    "sb.say.bust.you": "Vous avez raté\u00a0: le tour rapporte 0.",
    "sb.say.score": "{player} marque {points}, {total} en tout.",
    "sb.say.score.you": "Vous marquez {points}, {total} en tout.",
    "sb.say.next": "Au tour de {player}.",
    "sb.say.next.you": "À vous de jouer.",
    "sb.advice.pick.label": "Choisir {dice}",
    "sb.advice.caption": "Chaque choix possible pour ce lancer, le meilleur d’abord",
    "sb.advice.caption.roll": "S’arrêter maintenant ou relancer",
    "sb.advice.choice": "Choix",
    "sb.keys": "Touches\u00a0: 1–9 et 0 choisissent un dé, les flèches passent d’un dé à l’autre, Entrée met de côté, R lance, S arrête, U reprend un dé, Échap désélectionne, A montre le conseil.",
    "sb.menu": "Menu de SB",
    "sb.daily.turns": "Vos tours",
    "sb.daily.col.turn": "Tour",
    "sb.daily.col.points": "Points marqués",
    "sb.daily.bust": "raté, 0",
    "sb.daily.fair": "Chaque tour part des mêmes dés pour tout le monde\u00a0; les dés d’un lancer ne dépendent que du jour, du tour et du numéro du lancer.",
    # the first-move walkthrough's three steps (ui/walkthrough.py)
    "walkthrough.sb.1": "Lancez les 8 dés Base et les 2 Clés.",
    "walkthrough.sb.2": ("Choisissez les dés à mettre de côté\u00a0: la ligne sous le lancer dit si c’est "
                         "permis et ce qu’ils rapporteraient."),
    "walkthrough.sb.3": ("Relancez pour marquer davantage, ou arrêtez-vous pour encaisser vos points\u00a0; un "
                         "lancer sans rien à mettre de côté est raté."),
}

MESSAGES: dict[str, dict[str, str]] = {"en": EN, "fr": FR}

# Rule codes: the keys of reasons for illegal actions (``sb.ui.*`` are the page's own).
RULE_CODES: tuple[str, ...] = (
    "sb.set_aside_something", "sb.keys_or_groups", "sb.not_in_roll", "sb.group_of_two",
    "sb.set_aside_first", "sb.roll_first", "sb.stop_needs_keys", "sb.roll_all_left",
    "sb.too_many_dice", "sb.aside_in_groups", "sb.roll_does_not_fit", "sb.bust",
    "sb.ui.bot_turn", "sb.ui.no_roll", "sb.ui.no_die", "sb.ui.nothing_to_undo", "sb.ui.daily_over",
    "sb.ui.no_option",
)


def english(code: str, /, **params: Any) -> str:
    """The English text of ``code`` filled from ``params``."""
    return EN[code].format(**params)


def text_key(code: str, params: dict[str, Any]) -> str:
    """The catalogue key of a rule break's text: its code, or ``code.variant`` when the rule has
    several wordings (``sb.set_aside_first.stop``: the same rule, met by a stop)."""
    variant = params.get("variant")
    return f"{code}.{variant}" if variant else code


def reason(code: str, params: dict[str, Any], text: Callable[..., str]) -> str:
    """A rule break's English reason: the text of :func:`text_key`."""
    return text(text_key(code, params), **params)


def words(code: str, params: dict[str, Any], text: Callable[..., str]) -> str:
    """A rule break as a page says it: the text of :func:`text_key`, lists of dice written ``1,2``."""
    return text(text_key(code, params),
                **{k: ",".join(map(str, v)) if isinstance(v, list | tuple) else v for k, v in params.items()})


# illegal(code, **params): an IllegalMove whose reason is the English text of ``code`` (:func:`reason`)
register("sb", EN, reason=reason, words=words)


ECHOED = frozenset({"data", "token", "value", "action", "seed", "raw"})  # parameters quoting input: cut short


def bad_input(code: str, /, **params: Any) -> BadInput:
    """A :class:`RefusedInput` (a BadInput) whose message is the English text of ``code``."""
    from similarium.core.cli_input import shown

    params = {k: shown(v) if k in ECHOED and isinstance(v, str) else v for k, v in params.items()}
    return RefusedInput(code, english(code, **params), **params)


def score_words(s: Score) -> str:
    """A score in the turn log's words: ``"Full Split: 20 points"``."""
    return english(f"sb.event.{s.kind}{'_full' if s.full else ''}", points=s.points, between=s.between,
                   outside=s.outside, matching=s.matching)


def event_text(event: Event, players: tuple[str, ...] | list[str]) -> str:
    """One event of a turn in English (``players``: the names, by seat)."""
    params: dict[str, Any] = {"player": players[event.player], "dice": str(event.dice),
                              "aside": str(event.aside)}
    if event.score is not None:
        params["score"] = score_words(event.score)
    return english(f"sb.event.{event.kind}", **params)
