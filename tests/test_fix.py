"""``referee fix`` (referee/fixing.py; docs/cli.md, "referee fix"): a log as the referee read it. Each recorder's slip
it read as meant is corrected and nothing else: every other line byte for byte, a player's violation never "fixed";
the fixed log checks with no recorder's slip, the same violations and the same scores. ``--diff`` writes nothing;
``--write`` writes each file whole or not at all."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from referee.api import verdict_of
from referee.cli import main
from referee.fixing import apply, fixed
from referee.core.findings import Fix
from referee.harness import cascade as K
from referee.harness import properties as P

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted([*(ROOT / "scenarios").rglob("*.log"), *(ROOT / "docs" / "examples").glob("*.log"),
                  *(ROOT / "tests" / "regressions").rglob("*.log")])
TYPOS = ROOT / "scenarios/curtain_call/typos-read-as-meant.log"


def _encoding(data: bytes) -> str:
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        return "cp932"


def _summary(v: dict) -> tuple[Counter, object]:
    return Counter(f["clause"] for f in v["findings"] if f["kind"] == "violation"), (v.get("result") or {}).get("scores")


def assert_fixes(path: str, data: bytes) -> int:
    """The fix of one log: no slip left to read, the same violations and scores; the lines it did not edit kept byte for
    byte. Returns how many slips it fixed."""
    enc = _encoding(data)
    before = verdict_of(path, data=data, encoding=enc)
    slips = [f for f in before["findings"] if f["kind"] == "warning"]
    done = fixed(path, data, encoding=enc)
    after = verdict_of(path, data=done.text.encode(enc), encoding=enc)
    assert not done.refused, [str(f) for f in done.refused]
    assert not [f for f in after["findings"] if f["kind"] == "warning"], after["findings"]
    assert _summary(after) == _summary(before), (path, _summary(before), _summary(after))
    old, new = data.decode(enc).splitlines(), done.text.splitlines()
    edited = {f["fix"]["line"] for f in slips if "fix" in f}
    kept = iter(new)  # every line no edit names is in the fixed log, byte for byte and in its order
    assert all(any(line == other for other in kept) for k, line in enumerate(old, 1) if k not in edited), path
    return len(done.applied)


@pytest.mark.parametrize("log", BUNDLED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_bundled_log_fixes_to_one_without_slips(log: Path):
    data = log.read_bytes()
    if _encoding(data) == "cp932":
        try:
            data.decode("cp932")
        except UnicodeDecodeError:
            return  # neither encoding: lines the referee cannot read (errors), nothing to fix
    v = verdict_of(str(log), data=data, encoding=_encoding(data))
    if any(f["kind"] == "warning" for f in v["findings"]):
        assert assert_fixes(str(log), data) >= 1
    else:
        assert fixed(str(log), data, encoding=_encoding(data)).text == data.decode(_encoding(data))  # nothing read otherwise


def test_slipped_generated_games_fix_to_logs_without_slips():
    """The cascade harness's slips, in generated games of every game: each read as meant is written back so."""
    rng = random.Random(31)
    seen = 0
    for game in K.GENERATED_GAMES:
        for base in K.generated(game, 4 if not P.deep() else 40, seed=7):
            for o in K.slips(base, rng, kinds=("actor-typo", "verb-typo", "card-typo", "duplicated", "wrong-actor",
                                               "earlier", "later", "deleted")):
                data = o.text.encode("utf-8")
                v = verdict_of("slipped.log", data=data)
                if any(f["kind"] == "warning" for f in v["findings"]):
                    seen += assert_fixes("slipped.log", data)
    assert seen >= 20


def test_the_edits_keep_every_other_byte():
    text = "head\r\nAki scout 7X    # smudged\r\nBen boo\r\n\r\nAki end"
    new, refused = apply(text, [Fix("word", 2, token=2, text="7S"), Fix("insert", 3, text="Aki actor 2H"),
                                Fix("delete", 5)], 5)
    assert not refused
    assert new == "head\r\nAki scout 7S    # smudged\r\nAki actor 2H\r\nBen boo\r\n\r\n"
    new, refused = apply("a b\n", [Fix("word", 1, token=5, text="x")], 1)
    assert new == "a b\n" and len(refused) == 1  # a word the line does not have: not made


def test_fix_prints_diffs_and_writes(tmp_path, capsys):
    log = tmp_path / "t.log"
    log.write_bytes(TYPOS.read_bytes())
    before = log.read_bytes()
    assert main(["fix", "--diff", str(log)]) == 1
    out, err = capsys.readouterr()
    assert "-Bne boo\n+Ben boo\n" in out and "-Ben ブーング\n+Ben ブーイング\n" in out  # the log's own language
    assert "-Aki actor 10Z      # smudged\n+Aki actor 10S      # smudged\n" in out  # the comment where it was
    assert err.count("fixed LOG-") == 3 and log.read_bytes() == before  # --diff writes nothing
    assert main(["fix", str(log)]) == 0
    printed = capsys.readouterr().out
    assert main(["fix", "--write", str(log)]) == 0
    assert "3 recorder's slips fixed" in capsys.readouterr().err
    assert log.read_text(encoding="utf-8") == printed
    assert main(["fix", "--diff", str(log)]) == 0 and capsys.readouterr().out == ""  # nothing left to fix
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())  # no temporary file left


def test_a_players_violation_is_never_fixed(tmp_path, capsys):
    log = ROOT / "scenarios/curtain_call/typo-and-a-pair-left-out.log"
    assert main(["fix", "--diff", str(log)]) == 1
    out = capsys.readouterr().out
    assert [ln for ln in out.splitlines() if ln[:1] in "+-" and ln[:3] not in ("+++", "---")] == ["-Bne boo", "+Ben boo"]
    fixed_log = tmp_path / "f.log"
    main(["fix", str(log)])
    fixed_log.write_text(capsys.readouterr().out, encoding="utf-8")
    assert [f["clause"] for f in verdict_of(str(fixed_log))["findings"]] == ["CC-SPOT-PAIR"]
