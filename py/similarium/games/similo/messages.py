"""Texts of Similo's rules: the reason of every refused move or deal (keyed by its rule
code ``similo.<rule>``). English is registered on the catalogue by :mod:`.protocol` (and is the
reason an :class:`IllegalMove` carries); French is registered here, beside it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from similarium.core.i18n import register_french
from similarium.core.refusals import CHANCE_MISMATCH, OVER, illegal, register  # noqa: F401 - illegal is the games' one

EN: dict[str, str] = {
    # Setting up (a deal given from outside: the command line).
    "similo.unknown_deck": "There is no deck {deck!r}.",
    "similo.unknown_card": "There is no card {card!r} in any deck.",
    "similo.card_twice": "The card {card} is dealt twice: every card is in one place only.",
    "similo.bad_grid": "The grid is 12 different cards of the character deck ({deck}); {why}.",
    # ``why`` of similo.bad_grid is one of these (its data: ``why="size", count=11`` or
    # ``why="foreign", card=id``), filled in the reader's language.
    "similo.bad_grid.size": "this one has {count}",
    "similo.bad_grid.foreign": "{card} is not one of them",
    "similo.secret_off_grid": "The secret {card} is not one of the 12 characters on the grid.",
    "similo.bad_hand": "The clue giver's starting hand is 5 cards, not {count}.",
    "similo.not_clue_deck": "The card {card} is not from the clue deck ({deck}): the hand and the draw pile are.",
    # Playing.
    "similo.giver_only": "Only the clue giver (seat 0) plays clues.",
    "similo.guessers_only": "Only the guessers remove characters; the clue giver plays clues.",
    "similo.remove_first": "Round {round}: the guessers still remove {due} card(s) before the next clue.",
    "similo.clue_first": "Round {round} has no clue yet: the clue giver plays one before anything is removed.",
    "similo.bad_orientation": "A clue is played vertical or horizontal, not {orientation!r}.",
    "similo.horizontal_only": "Under the remove rules clues are played horizontally (vertical clues are the advanced variant).",
    "similo.not_in_hand": "The card {card} is not in the clue giver's hand.",
    "similo.draw.nothing": "nothing (the draw pile is empty)",  # ``expected`` of game.chance_mismatch when None
    # the refusal game.over with its ``result`` (a move after the end)
    "similo.ended": "The game is over ({result}): nothing more can be played.",
    "similo.result.won": "won",
    "similo.result.lost": "lost",
    "similo.not_on_table": "The card {card} is not on the table: only the characters still there can be removed.",
    "similo.round_count": "Round {round} removes {due} card(s), not {count}.",
    "similo.sixth_round": "The game has 5 rounds: there is no round {round}.",
}

# French: counts stand apart from nouns ("à retirer : 2") so no plural depends on them.
FR_SOURCE: dict[str, str] = {
    "similo.unknown_deck": "Il n’y a pas de paquet {deck!r}.",
    "similo.unknown_card": "Aucun paquet ne contient la carte {card!r}.",
    "similo.card_twice": "La carte {card} est distribuée deux fois : chaque carte n’a qu’une place.",
    "similo.bad_grid": "La grille compte 12 cartes différentes du paquet des personnages ({deck}) ; {why}.",
    "similo.bad_grid.size": "celle-ci en compte {count}",
    "similo.bad_grid.foreign": "{card} n’en fait pas partie",
    "similo.secret_off_grid": "Le secret {card} n’est pas l’un des 12 personnages de la grille.",
    "similo.bad_hand": "La main de départ du narrateur compte 5 cartes, pas {count}.",
    "similo.not_clue_deck": ("La carte {card} n’est pas du paquet des indices ({deck}) : la main et la pioche "
                             "en viennent."),
    "similo.giver_only": "Seul le narrateur (place 0) joue les indices.",
    "similo.guessers_only": "Seuls les enquêteurs retirent des personnages ; le narrateur joue les indices.",
    "similo.remove_first": ("Manche {round} : les enquêteurs ont encore des personnages à retirer avant "
                            "l’indice suivant (reste : {due})."),
    "similo.clue_first": ("La manche {round} n’a pas encore d’indice : le narrateur en joue un avant "
                          "tout retrait."),
    "similo.bad_orientation": "Un indice se joue à la verticale ou à l’horizontale, pas {orientation!r}.",
    "similo.horizontal_only": ("Avec la règle du retrait, les indices se jouent à l’horizontale (les indices "
                               "à la verticale sont la variante avancée)."),
    "similo.not_in_hand": "La carte {card} n’est pas dans la main du narrateur.",
    "similo.draw.nothing": "rien (la pioche est vide)",
    "similo.ended": "La partie est terminée ({result}) : plus rien ne peut être joué.",
    "similo.result.won": "gagnée",
    "similo.result.lost": "perdue",
    "similo.not_on_table": ("La carte {card} n’est pas sur la table : seuls les personnages encore présents "
                            "peuvent être retirés."),
    "similo.round_count": "Personnages à retirer à la manche {round} : {due}, pas {count}.",
    "similo.sixth_round": "La partie compte 5 manches : il n’y a pas de manche {round}.",
}


FR: dict[str, str] = register_french(FR_SOURCE)


def filled(code: str, params: dict[str, Any], text: Callable[..., str]) -> str:
    """The reason of rule ``code`` with ``params``, each text given by ``text(key, **params)``:
    the explanation of ``similo.bad_grid`` (``why``) and the empty draw of
    ``game.chance_mismatch`` (``expected=None``) are texts of their own."""
    p = dict(params)
    if code == OVER and "result" in p:  # the end, with how it ended
        return text("similo.ended", **p)
    if code == "similo.bad_grid":
        p["why"] = text(f"similo.bad_grid.{p.get('why')}", **p)
    if code == CHANCE_MISMATCH and p.get("expected") is None:
        p["expected"] = text("similo.draw.nothing")
    return text(code, **p)


# illegal(code, **params): an IllegalMove whose reason is the English text of ``code``
# (:func:`filled`); ``params`` are data (card and deck ids, codes), never English words: a page
# fills them in its language.
register("similo", EN, reason=filled)
