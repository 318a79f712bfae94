"""The controlled vocabulary of Similo card traits: what the AI reasons over and a player can check.

``VISIBLE`` traits are drawn in every card's picture (``scripts/art/similo_art.py`` draws them
from the traits, so a player sees what the AI reads); ``STORY`` traits are what the
character's tale says (its kind, role, era, region and habitat). Of those, the kind is drawn
too (the figure, a god's halo) and the habitat is the background: ``DRAWN``. The rest, ``TOLD``
(role, era, region), is written on the card under its name. "tall" and "small" stay words of
the vocabulary but no deck uses them (a size change does not read at card size), nor an era
on an animal. Every card has 8-15
traits, all from here. Trait ids are lower-case words joined by ``-``; their names for
people are in the catalogue (``similo.trait.<id>``).
"""

from __future__ import annotations

# Drawn in the picture ----------------------------------------------------------------------
COLOURS = ("red", "blue", "green", "yellow", "purple", "black", "white", "brown", "gold", "grey")
HEADWEAR = ("crown", "hat", "hood", "helmet", "wreath", "horns")
HAIR = ("beard", "long-hair", "bald")
HELD = ("sword", "staff", "book", "lamp", "apple", "shield", "bow", "key", "flower", "spear", "harp",
        "basket", "scroll", "wand")
BODY = ("wings", "tail", "fur", "feathers", "scales", "beak", "four-legs", "tall", "small")
SHAPE = ("shell", "trunk", "tusks", "long-neck", "long-ears", "hump", "stripes", "mane", "snake-hair",
         "animal-head", "many-legs")  # what makes a species or a monster its own silhouette
GENDER = ("woman", "man")  # the figure: a gown to the feet, or a tunic over legs

# Told by the story -------------------------------------------------------------------------
KIND = ("human", "animal", "creature", "god")
ROLE = ("royalty", "magic", "villain", "hero", "trickster", "warrior", "scholar", "traveller", "worker",
        "child", "elder")
ERA = ("ancient", "medieval", "early-modern", "modern")
REGION = ("europe", "asia", "africa", "americas", "middle-east", "oceania", "arctic")
HABITAT = ("forest", "sea", "mountain", "desert", "city", "sky", "underground", "countryside", "river")

GROUPS: dict[str, tuple[str, ...]] = {
    "colour": COLOURS, "headwear": HEADWEAR, "hair": HAIR, "held": HELD, "body": BODY, "shape": SHAPE,
    "gender": GENDER, "kind": KIND, "role": ROLE, "era": ERA, "region": REGION, "habitat": HABITAT,
}
VISIBLE_GROUPS = ("colour", "headwear", "hair", "held", "body", "shape", "gender")
VISIBLE = frozenset(t for g in VISIBLE_GROUPS for t in GROUPS[g])
STORY = frozenset(t for g, ts in GROUPS.items() if g not in VISIBLE_GROUPS for t in ts)
TRAITS = VISIBLE | STORY
# What a player sees of a card: DRAWN in its picture (the visible traits, the figure's kind, the
# habitat as the background), every other trait TOLD in words on the card (role, era, region).
DRAWN = VISIBLE | frozenset(KIND) | frozenset(HABITAT)
TOLD_GROUPS = ("role", "era", "region")
TOLD = TRAITS - DRAWN

MIN_TRAITS, MAX_TRAITS = 8, 15

assert len(TRAITS) == sum(len(ts) for ts in GROUPS.values()), "a trait is in one group only"

# Near-synonyms a person reads as the same thing (a clue's gold speaks for a yellow card) ----
RELATED: tuple[tuple[str, str], ...] = (
    ("gold", "yellow"), ("white", "grey"), ("black", "grey"), ("brown", "red"), ("purple", "blue"),
    ("sea", "river"), ("forest", "countryside"), ("mountain", "underground"), ("sky", "mountain"),
    ("crown", "wreath"), ("hat", "hood"), ("helmet", "hat"), ("staff", "wand"), ("spear", "staff"),
    ("sword", "spear"), ("book", "scroll"), ("wings", "feathers"), ("beak", "feathers"),
    ("crown", "royalty"), ("wand", "magic"), ("helmet", "warrior"), ("sword", "warrior"), ("beard", "man"),
    ("book", "scholar"), ("hero", "warrior"), ("villain", "trickster"), ("elder", "scholar"),
    ("god", "creature"), ("middle-east", "africa"), ("middle-east", "asia"), ("ancient", "medieval"),
)
RELATED_TO: dict[str, frozenset[str]] = {
    t: frozenset(b if a == t else a for a, b in RELATED if t in (a, b)) for pair in RELATED for t in pair}
