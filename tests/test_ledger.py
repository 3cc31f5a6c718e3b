"""Hidden-card bookkeeping: reveals checked against everything known; duties settled or unverifiable."""

from __future__ import annotations

from referee.core import cards as C
from referee.core.hidden import Ledger
from referee.core.referee import Judge
from referee.notation.model import Event


def ev(i: int = 1) -> Event:
    return Event("A", "x", [], "t.log", i, "A x", None, i)


def setup():
    judge = Judge("t.log")
    led = Ledger(judge, "RULE-CONSERVE")
    return judge, led, led.zone("a", "A's hand"), led.zone("b", "B's hand")


def test_a_card_cannot_be_in_two_places():
    judge, led, a, b = setup()
    led.deal(a, C.parse("7S"), C.SUITED, "RULE-DEAL", ev(), 0)
    led.deal(b, C.parse("7S"), C.SUITED, "RULE-DEAL", ev(2), 0)
    assert [f.clause for f in judge.findings] == ["RULE-CONSERVE"]
    assert "already in A's hand" in judge.findings[0].message
    # the table saw 7S in A's hand: it stays there, and B was dealt an unseen card
    assert a.known == [C.parse("7S")] and not b.known and len(b.hidden) == 1


def test_a_later_line_does_not_move_a_card_the_table_saw():
    judge, led, a, b = setup()
    led.deal(a, C.parse("7S"), C.SUITED, "RULE-DEAL", ev(), 0)
    led.deal(b, C.parse("2S"), C.SUITED, "RULE-DEAL", ev(), 0)
    led.deal(b, C.parse("3S"), C.SUITED, "RULE-DEAL", ev(), 0)
    stage = led.zone("stage", "the stage")
    led.move(b, stage, C.parse("7S"), ev(2), 0)  # B played "7S": but 7S is in A's hand
    assert [f.clause for f in judge.findings] == ["RULE-CONSERVE"]
    assert a.known == [C.parse("7S")], "the card stays where the table saw it"
    assert len(stage) == 1 and not stage.known and len(b) == 1  # B played one of its cards, unseen
    led.take(b, C.parse("3S"), ev(3), 0)  # B's other card turns out to be 3S ...
    led.deduce(ev(4))
    assert stage.known == [C.parse("2S")], "... so the card B played was 2S"


def test_resolve_and_holds():
    judge, led, a, b = setup()
    led.deal(a, C.parse("7S"), C.SUITED, "RULE-DEAL", ev(), 0)
    led.deal(b, None, C.SUITED, "RULE-DEAL", ev(), 0)
    assert led.holds(a, C.parse("7S")) and not led.holds(b, C.parse("7S"))
    assert led.holds(b, C.parse("8S")) and not led.holds(a, C.parse("8S"))
    assert led.resolve(b, C.parse("7S")) is None and led.resolve(b, C.parse("8S")) == C.parse("8S")
    assert not judge.findings


def test_unknown_revealed_outside_its_domain():
    judge, led, a, b = setup()
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    led.take(a, C.JOKER, ev(2), 0)
    assert [f.clause for f in judge.findings] == ["RULE-DEAL"]


def test_duty_settled_by_reveal_is_silent_and_violated_is_reported_where_it_arose():
    judge, led, a, b = setup()
    for _ in range(3):
        led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    d = led.duty(a, "RULE-PAIR", ev(5), lambda c: C.rank_of(c) != 9, "no 9 in hand")
    assert d.waiting == 3 and not d.settled
    led.take(a, C.parse("2S"), ev(6), 0)
    led.take(a, C.parse("3S"), ev(7), 0)
    assert not judge.findings
    led.take(a, C.parse("9H"), ev(8), 0)
    assert d.violated and judge.findings[0].clause == "RULE-PAIR"
    assert judge.findings[0].position.line == 5 and judge.findings[0].discovered.line == 8


def test_duty_never_settled_stays_unsettled():
    judge, led, a, b = setup()
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    led.duty(a, "RULE-PAIR", ev(2), lambda c: True, "anything")
    assert len(led.unsettled()) == 1


def test_ambiguous_draw_drops_duties_instead_of_guessing():
    judge, led, a, b = setup()
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    d = led.duty(a, "RULE-PAIR", ev(2), lambda c: C.rank_of(c) != 9, "no 9")
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(3), 0)  # a card with a different history joins
    moved = led.take(a, None, ev(4), 0)  # which of the two left? unknown
    led.put(b, moved)
    led.take(b, C.parse("9C"), ev(5), 0)
    led.take(a, C.parse("9D"), ev(6), 0)
    assert not any(f.clause == "RULE-PAIR" for f in judge.findings), "no violation on a guess"
    assert d.lost and d in led.unsettled()


def test_unseen_draw_from_a_known_hand_keeps_the_possibilities():
    judge, led, a, b = setup()
    for t in ("2S", "3S"):
        led.deal(a, C.parse(t), C.SUITED, "RULE-DEAL", ev(), 0)
    led.put(b, led.take(a, None, ev(2), 0))
    led.take(a, C.parse("3S"), ev(3), 0)  # fine: 3S may have stayed
    assert not judge.findings
    led.take(b, C.parse("4S"), ev(4), 0)  # the drawn card was 2S or 3S, never 4S
    assert [f.clause for f in judge.findings] == ["RULE-CONSERVE"]


def test_pool_blames_only_when_more_failures_than_arrivals():
    judge, led, a, b = setup()
    for _ in range(3):
        led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    p = led.pool(a, "RULE-PAIR", ev(5), lambda c: C.rank_of(c) != 5, "no 5 in hand")
    led.deal(b, None, C.SUITED, "RULE-DEAL", ev(), 0)
    led.put(a, led.take(b, None, ev(6), 0))  # an unseen card arrives after the moment
    led.take(a, C.parse("5H"), ev(7), 0)  # a 5 leaves: it may be the one that arrived
    assert not judge.findings and p.failed == 1 and p.arrived == 1
    led.take(a, C.parse("5D"), ev(8), 0)  # a second 5: at least one was there at the moment
    assert [f.clause for f in judge.findings] == ["RULE-PAIR"]
    assert judge.findings[0].position.line == 5 and judge.findings[0].discovered.line == 8


def test_pool_member_mixed_with_other_cards_becomes_doubtful_not_violated():
    judge, led, a, b = setup()
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    p = led.pool(a, "RULE-PAIR", ev(2), lambda c: C.rank_of(c) != 5, "no 5 in hand")
    led.deal(b, None, C.SUITED, "RULE-DEAL", ev(), 0)
    led.put(b, led.take(a, None, ev(3), 0))  # the member goes to b, among b's own unseen card
    led.take(b, C.parse("5S"), ev(4), 0)  # a 5 leaves b: the member, or b's own card?
    led.take(b, C.parse("2S"), ev(5), 0)
    assert not judge.findings
    assert p.doubt and not p.settled and "does not say whether" in p.why()


def test_pool_settled_when_every_possible_member_passes():
    judge, led, a, b = setup()
    led.deal(a, None, C.SUITED, "RULE-DEAL", ev(), 0)
    p = led.pool(a, "RULE-PAIR", ev(2), lambda c: C.rank_of(c) != 5, "no 5 in hand")
    led.deal(b, None, C.SUITED, "RULE-DEAL", ev(), 0)
    led.put(b, led.take(a, None, ev(3), 0))
    led.take(b, C.parse("7S"), ev(4), 0)
    led.take(b, C.parse("2S"), ev(5), 0)
    assert p.settled and not judge.findings and p not in led.unsettled()
