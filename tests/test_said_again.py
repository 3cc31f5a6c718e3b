"""A log checked once, its findings said in both languages (issue 29, part 8: the report checks each log once).

The report checks a log with its messages remembering how they were said (:func:`referee.i18n.recording`) and says
them again in the other language (:func:`referee.i18n.said_in`); the picture at the end is drawn in each language
from the same pass. What it gives must be exactly what ``check --lang ja`` and ``--lang en`` give, log by log: the
verdict (every message, what was expected, the result's words) and the picture at the end. A message made part of
a plain text cannot be said again: the report then checks the log in each language, as before.
"""

from __future__ import annotations

import copy
import pickle
import random
from pathlib import Path

import pytest

from referee import i18n
from referee.harness import properties as P
from referee.i18n import Record, Said, recording, said_in, speaking
from referee.report import logs

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("ja", "en")
BUNDLED = sorted(str(p.relative_to(ROOT)) for p in [*ROOT.glob("scenarios/*/*.log"), *ROOT.glob("docs/examples/*.log")])


def _slips(text: bytes, seed: int, n: int) -> list[bytes]:
    """``n`` copies of a log, each with one slip: a line left out, written twice, or two lines swapped."""
    rng = random.Random(seed)
    lines = text.split(b"\n")
    out = []
    for j in range(n):
        left = list(lines)
        k = rng.randrange(len(left))
        if j % 3 == 0:
            del left[k]
        elif j % 3 == 1:
            left.insert(k, left[k])
        elif k + 1 < len(left):
            left[k], left[k + 1] = left[k + 1], left[k]
        out.append(b"\n".join(left))
    return out


def _each_language(path: str, data: bytes) -> tuple[dict[str, dict], dict[str, str]]:
    """The verdict and the picture at the end as ``check --lang`` reaches them: the log checked in each language."""
    verdicts, ends = {}, {}
    for lang in LANGS:
        with speaking(lang):
            end: list[str] = []
            verdicts[lang] = logs.judge(path, data, logs.Options(), end)
            if end:
                ends[lang] = end[0]
    return verdicts, ends


def _cases() -> list[tuple[str, bytes]]:
    """Every bundled log; in the nightly profile each with two slips besides."""
    cases = []
    for i, path in enumerate(BUNDLED):
        data = (ROOT / path).read_bytes()
        cases.append((path, data))
        if P.deep():
            cases += [(path, slip) for slip in _slips(data, i, 2)]
    return cases


@pytest.mark.parametrize("case", range(len(_cases())))
def test_said_again_is_what_each_language_says(case):
    path, data = _cases()[case]
    with speaking("ja"):
        once, ends_once = logs.judge_in(path, data, logs.Options(), LANGS)
    each, ends_each = _each_language(path, data)
    assert once == each
    assert ends_once == ends_each


def test_a_message_made_part_of_a_plain_text_has_the_log_checked_in_each_language(monkeypatch):
    """Where the pass made a said message part of a plain text, the report cannot say it again: it checks the log
    in each language instead (the verdicts are still those of check)."""
    calls = []
    real = logs.judge

    def judge(*args, **kw):
        calls.append(i18n.language())
        return real(*args, **kw)

    monkeypatch.setattr(Record, "lost", lambda self, texts: True)
    monkeypatch.setattr(logs, "judge", judge)
    path = "scenarios/curtain_call/wrong-claims.log"
    data = (ROOT / path).read_bytes()
    with speaking("ja"):
        once, ends_once = logs.judge_in(path, data, logs.Options(), LANGS)
    assert calls == ["ja", "en"]
    monkeypatch.setattr(logs, "judge", real)
    assert (once, ends_once) == _each_language(path, data)


def _catalogue() -> i18n.Catalogue:
    return i18n.Catalogue("core", ROOT / "referee" / "core" / "locale")


def test_a_said_text_is_said_again_with_its_parts_and_joins():
    c = _catalogue()
    with speaking("en"), recording() as record:
        kind = c.gettext("violation")
        joined = c.gettext(", ").join([kind, c.gettext("error")])
        whole = c.gettext("{finding} (came to light at {position})", finding=joined, position="a.log:3:1")
    assert type(whole) is Said and whole == "violation, error (came to light at a.log:3:1)"
    assert said_in(whole, "en") == whole
    ja = said_in(whole, "ja")
    assert type(ja) is str and "違反" in ja and "a.log:3:1" in ja and "violation" not in ja
    assert not record.lost([whole, "a.log"])


def test_a_said_text_made_part_of_a_plain_text_is_found_lost():
    c = _catalogue()
    with speaking("en"), recording() as record:
        kind = c.gettext("violation")
        nested = c.gettext("{finding} (came to light at {position})", finding="3 " + kind, position="a.log:3:1")
    assert record.lost([f"the {kind} here"])  # a plain text holding a said one
    assert record.lost([nested])  # a said text with such a part
    assert not record.lost(["Aki 3", "10D"])  # texts no message said
    assert not record.lost([kind])


def test_a_said_text_copies_as_itself_and_pickles_as_plain_text():
    c = _catalogue()
    with speaking("en"), recording():
        kind = c.gettext("violation")
    assert copy.deepcopy(kind) is kind and copy.copy(kind) is kind
    back = pickle.loads(pickle.dumps({"message": kind}))
    assert back == {"message": "violation"} and type(back["message"]) is str


def test_a_word_a_position_keeps_is_said_in_the_language_of_the_message_it_is_put_in():
    """A word said while a position was reached, in a message said later in another language, is said in that
    language (a game's ending, kept in its position, drawn in the picture of the other language)."""
    c = _catalogue()
    with speaking("en"), recording():
        kept = c.gettext("violation")
    with speaking("ja"):
        assert "違反" in c.gettext("{finding} (came to light at {position})", finding=kept, position="p")


def test_outside_the_report_messages_are_plain_text():
    with speaking("en"):
        assert type(_catalogue().gettext("violation")) is str
