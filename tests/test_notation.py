"""The notation reader and writer: positions, forgiving spelling, errors, round trips."""

from __future__ import annotations

import json
from pathlib import Path

from referee.core import cards as C
from referee.core.game import get
from referee.notation.model import Claim, Comment, Event, LogError
from referee.notation.reader import MAX_LINE_CHARS, LogReader
from referee.notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl

LOG = """# a club night
game: curtain-call
players: Aki Ben
option boo-quota: 2
date: 2026-11-20

table deal Aki ??*20   # unseen
  Aki  scout   ??
claim: Aki 3, Ben -4
claim winner: Aki
claim Aki: kami 5, hand 2
"""


def items(text: str):
    r = LogReader.from_text(text, "t.log")
    h = r.header()
    return h, list(r)


def test_header_fields_and_positions():
    h, its = items(LOG)
    assert h.game == "curtain-call"
    assert h.players == ["Aki", "Ben"]
    assert h.options["boo-quota"].value == "2"
    assert h.meta == {"date": "2026-11-20"}
    assert h.comments[0].text == "a club night"
    events = [i for i in its if isinstance(i, Event)]
    assert [e.source() for e in events] == ["table deal Aki ??*20", "Aki scout ??"]
    assert events[0].comment == "unseen"
    scout = events[1]
    assert (scout.line, scout.col(0), scout.col(1), scout.col(2)) == (8, 3, 8, 16)
    assert str(scout.position(2)) == "t.log:8:16"


def test_three_kinds_of_claim():
    _, its = items(LOG)
    claims = [i for i in its if isinstance(i, Claim)]
    assert [(c.kind, c.subject) for c in claims] == [("scores", None), ("winner", None), ("breakdown", "Aki")]
    assert claims[0].values == {"Aki": 3, "Ben": -4}
    assert claims[0].position("Ben").col == 15
    assert claims[2].values == {"kami": 5, "hand": 2}


def test_full_width_and_suit_symbols_are_normalised():
    _, its = items("game: curtain-call\nplayers: Aki Ben\nＡｋｉ　ａｃｔｏｒ　７♠\n")
    e = [i for i in its if isinstance(i, Event)][0]
    assert (e.actor, e.verb, e.args) == ("Aki", "actor", ["7♠"])
    assert C.parse(e.args[0]) == C.parse("7S") == C.parse("7s") == C.parse("S7")
    assert C.parse("10H") == C.parse("TH") == C.parse("10♥")
    assert C.parse("JK") == C.parse("ジョーカー") == C.JOKER
    assert C.parse("??") is None


def test_card_text_round_trip():
    for card in range(53):
        assert C.parse(C.text(card)) == card
        assert C.parse(C.pretty(card)) == card


def test_errors_carry_positions_and_expectations():
    text = "game: curtain-call\nplayers: Aki Ben\nbogus-key: 1\nAki\nAki scout ??\ndate: later\nclaim: Aki x\n"
    h, its = items(text)
    errs = [i for i in its if isinstance(i, LogError)]
    codes = [(e.code, e.position.line, e.position.col) for e in errs]
    assert ("LOG-HEADER-KEY", 3, 1) in codes
    assert ("LOG-SYNTAX", 4, 1) in codes
    assert ("LOG-HEADER-LATE", 6, 1) in codes
    assert ("LOG-CLAIM", 7, 12) in codes
    assert all(e.expected for e in errs)


def test_missing_game_and_bad_bytes():
    r = LogReader.from_bytes(b"players: A B\nA scout \xff\xfe\n", "b.log")
    r.header()
    errs = [i for i in r if isinstance(i, LogError)]
    codes = {(e.code, e.position.line) for e in errs}
    assert ("LOG-NO-GAME", 1) in codes
    assert ("LOG-ENCODING", 2) in codes
    enc = [e for e in errs if e.code == "LOG-ENCODING"][0]
    assert enc.position.col == 9


def test_overlong_line_is_reported_not_read():
    r = LogReader.from_text("game: curtain-call\nplayers: A B\n" + "A scout " + "x" * MAX_LINE_CHARS + "\nA scout ??\n", "l.log")
    r.header()
    its = list(r)
    assert any(isinstance(i, LogError) and i.code == "LOG-LINE-TOO-LONG" for i in its)
    assert [i.source() for i in its if isinstance(i, Event)] == ["A scout ??"]


def test_canonical_form_is_stable():
    game = get("curtain-call")
    messy = "game: Curtain-Call\n# note\nplayers: Aki Ben\ntable deal Aki ?? ?? ??*18\nAki スカウト 7s\nAki 役者 10♥ カミ 表\nclaim: Aki 1, Ben 2\n"
    text, errors = format_log(LogReader.from_text(messy, "m.log"), game.canonical)
    assert not errors
    assert "table deal Aki ??*20" in text
    assert "Aki scout 7S" in text
    assert "Aki actor 10H kami face-up" in text
    again, _ = format_log(LogReader.from_text(text, "m2.log"), game.canonical)
    assert again == text


def test_jsonl_round_trip_keeps_events_and_claims():
    objs = list(to_jsonl(LogReader.from_text(LOG, "t.log")))
    assert objs[0]["type"] == "header" and objs[0]["options"] == {"boo-quota": "2"}
    text = dumps_jsonl(objs)
    for line in text.splitlines():
        json.loads(line)
    r = JsonlReader.from_text(text, "t.jsonl")
    h = r.header()
    its = list(r)
    assert h.game == "curtain-call" and h.players == ["Aki", "Ben"]
    events = [i for i in its if isinstance(i, Event)]
    assert [e.source() for e in events] == ["table deal Aki ??*20", "Aki scout ??"]
    assert events[1].line == 3  # positions are the JSON file's own lines
    assert [c.kind for c in its if isinstance(c, Claim)] == ["scores", "winner", "breakdown"]


def test_jsonl_rejects_bad_objects_with_positions():
    r = JsonlReader.from_text('{"type": "header", "game": "curtain-call", "players": ["A", "B"]}\n{oops\n[1]\n{"type": "event", "actor": 1}\n',
                              "x.jsonl")
    r.header()
    errs = [i for i in r if isinstance(i, LogError)]
    assert [(e.code, e.position.line) for e in errs] == [("LOG-JSON", 2), ("LOG-JSON", 3), ("LOG-JSON", 4)]


def test_comments_and_blank_lines_are_kept_apart_from_events():
    h, its = items("game: curtain-call\nplayers: A B\n# in the header\n\nA scout ??\n\n# between\nA actor 7S\n")
    assert [c.text for c in h.comments] == ["in the header"]
    assert isinstance(its[1], Comment) and its[1].text == "between"
    assert [type(i).__name__ for i in its] == ["Event", "Comment", "Event"]


def test_jsonl_file_with_bad_bytes_reports_the_line(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_bytes(b'{"type": "header", "game": "curtain-call", "players": ["A", "B"]}\n{"type": "comment", "text": "\xff"}\n')
    r = JsonlReader.open(str(p))
    r.header()
    errs = [i for i in r if isinstance(i, LogError)]
    assert [(e.code, e.position.line) for e in errs] == [("LOG-ENCODING", 2)]


def test_a_typed_event_reads_as_the_same_line_in_a_log():
    """read_event (the console's what-if) and the streaming reader split every bundled event line alike."""
    from referee.notation.reader import LogReader, read_event
    from referee.notation.model import Event

    root = Path(__file__).resolve().parent.parent / "scenarios"
    seen = 0
    for path in sorted(root.rglob("*.log")):
        raw = path.read_bytes().decode("utf-8", "replace").split("\n")
        for item in LogReader.open(path):
            if type(item) is Event:
                typed = read_event(raw[item.line - 1].rstrip("\r"), str(path), item.line, item.index)
                assert isinstance(typed, Event)
                assert (typed.actor, typed.verb, typed.args, typed.comment, typed.text) == (item.actor, item.verb, item.args, item.comment, item.text)
                seen += 1
    assert seen > 1000
    assert not isinstance(read_event("Aki"), Event) and not isinstance(read_event(""), Event)


def test_every_verb_of_every_game_has_a_japanese_spelling_of_its_own():
    """A Japanese recorder can write every event in Japanese; no spelling means two verbs of one game."""
    from referee.core import game as registry
    from referee.core.table import UNDO
    from referee.core.words import is_japanese

    for g in registry.all_games():
        name, verbs = g.name, (*g.verbs, UNDO)
        for v in verbs:
            assert any(is_japanese(a) for a in v.aliases), (name, v.name)
        spellings = [s for v in verbs for s in {v.name, *v.aliases}]
        assert len(spellings) == len(set(spellings)), (name, sorted(s for s in spellings if spellings.count(s) > 1))


def test_an_unknown_japanese_verb_lists_the_japanese_spellings():
    from referee.core.referee import check_text

    head = "game: curtain-call\nplayers: Aki Ben\ntable deal Aki ??*20\ntable deal Ben ??*20\ntable set ??*13\n"
    v = check_text(head + "Aki スカワ ??\n", "t.log")
    f = next(f for f in v.findings if f.clause == "LOG-VERB")
    assert "scout (スカウト)" in (f.expected or "") and "boo (ブーイング)" in (f.expected or "")
    v = check_text(head + "Aki scuot ??\n", "t.log")
    f = next(f for f in v.findings if f.clause == "LOG-VERB")
    assert "read as scout" in f.message
