"""Issue 29: a daily result carried in a link: read back exactly, and every tampered, cut or
impossible link refused (never shown as a result)."""

from __future__ import annotations

import datetime as dt
from urllib.parse import parse_qsl

import pytest

from similarium.core.resultlink import LinkError, SharedResult, make_query, parse

DAY = dt.date(2026, 11, 22)
GOOD = [
    SharedResult("simili", DAY, 105, True, 2, ((2, 3, 1, 0, 2, 2, 3, 1, 2, 2),)),
    SharedResult("simili", DAY, 64, False),
    SharedResult("sb", DAY, 41, True, 0, ((1, 2, 0, 3, 1),)),
    SharedResult("similo", DAY, 5, True, 1, ((3, 3, 3, 3, 3),)),
    SharedResult("similo", DAY, 2, False, 0, ((3, 3, 1, 0, 0),)),
    SharedResult("similis", DAY, 9, True, 0, ((1, 2, 0, 3, 1, 1, 2, 0, 3, 1),)),
    SharedResult("similis", DAY, 7, False),
]


def q(result: SharedResult) -> dict[str, str]:
    return dict(parse_qsl(make_query(result)))


@pytest.mark.parametrize("result", GOOD)
def test_a_link_reads_back_as_made(result):
    assert parse(q(result)) == result


def test_the_link_carries_no_seed_card_or_move():
    assert set(q(GOOD[0])) == {"g", "d", "s", "w", "h", "q", "c"}


@pytest.mark.parametrize("field", ["g", "d", "s", "w", "h", "q"])
def test_any_field_changed_without_the_checksum_is_refused(field):
    fields = q(GOOD[0])
    fields[field] = {"g": "sb", "d": "2026-11-23", "s": "150", "w": "0", "h": "0", "q": "3333333333"}[field]
    with pytest.raises(LinkError) as err:
        parse(fields)
    assert err.value.code == "checksum"


def test_a_cut_or_extended_link_is_refused():
    fields = q(GOOD[0])
    for k in fields:
        short = {x: y for x, y in fields.items() if x != k}
        with pytest.raises(LinkError):
            parse(short)
    with pytest.raises(LinkError) as err:
        parse({**fields, "seed": "12"})
    assert err.value.code == "field"


def recomputed(fields: dict[str, str]) -> dict[str, str]:
    """A forger's link: the fields changed AND the checksum recomputed (anyone can)."""
    from similarium.core.resultlink import _checksum

    body = {k: v for k, v in fields.items() if k != "c"}
    return {**body, "c": _checksum(body)}


@pytest.mark.parametrize("change", [
    {"s": "99", "w": "1"},  # SIMILI won under 100
    {"s": "120", "w": "0"},  # lost at 120
    {"s": "-5"}, {"s": "0105"}, {"s": "1e3"}, {"s": "99999"},
    {"w": "yes"}, {"d": "2026-13-01"}, {"d": "20261122"}, {"g": "chess"},
    {"q": "4444444444"}, {"q": "222"}, {"q": "2222222222.2222222222.1.1.1.1.1"},
    {"h": "100"}, {"h": "x"},
])
def test_an_impossible_result_is_refused_even_with_a_good_checksum(change):
    fields = recomputed({**q(GOOD[0]), **change})
    with pytest.raises(LinkError) as err:
        parse(fields)
    assert err.value.code in ("field", "impossible")


@pytest.mark.parametrize(("game", "s", "w"), [("similo", "5", "0"), ("similo", "6", "1"), ("sb", "39", "1"),
                                             ("similis", "0", "1"), ("similis", "70", "0")])
def test_each_game_s_rules_bound_its_results(game, s, w):
    fields = recomputed({"g": game, "d": "2026-11-22", "s": s, "w": w})
    with pytest.raises(LinkError):
        parse(fields)


def test_make_query_refuses_an_impossible_result():
    with pytest.raises(LinkError):
        make_query(SharedResult("simili", DAY, 99, True))


def test_make_query_never_makes_a_link_parse_would_refuse():
    for grid in (((1,) * 13,), ((1,),) * 7, ((4,),), ((),)):
        with pytest.raises(LinkError):
            make_query(SharedResult("similis", DAY, 9, True, 0, grid))
