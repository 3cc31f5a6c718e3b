"""The fuzzing suite (docs/security.md): every input the referee reads, from strangers.

One Hypothesis test per reader: text logs, text logs as bytes, JSON Lines, card sets, game sets, console
commands and command lines; grammar-aware (real words of each game, real header keys, real JSON objects,
the bundled set files with values swapped for others) and byte-level. The invariant is the same
everywhere: **a finding or a clean verdict, never a referee failure (exit 4), never more than the bounds**.
And two round-trip properties: ``fmt`` is idempotent and text → JSON Lines → text loses nothing.

In CI the quick profile runs each reader on a few dozen inputs; ``HYPOTHESIS_PROFILE=nightly`` runs at least
100,000 per reader (``scripts/fuzz-nightly.sh`` alone, ``scripts/nightly.sh`` with the whole suite; figures in
docs/security.md; referee/harness/properties.py). A failing input is kept in
tests/regressions/fuzz/ (with what it broke) and checked on every run by ``test_kept_inputs``.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import cli
from referee.core import game as registry
from referee.core.referee import MAX_FINDINGS, check
from referee.harness import properties as P
from referee.notation.reader import MAX_LINE_CHARS, LogReader
from referee.notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl

ROOT = Path(__file__).resolve().parent.parent
KEPT = ROOT / "tests" / "regressions" / "fuzz"
#: the quick profile: enough to run every strategy in CI; the nightly profile: 100,000 inputs per reader (or
#: FUZZ_EXAMPLES of them: a shorter campaign, whose figures say so)
NIGHTLY_INPUTS = int(os.environ.get("FUZZ_EXAMPLES") or 100_000)
fuzz = settings(P.examples(quick=40, nightly=NIGHTLY_INPUTS), deadline=None, suppress_health_check=list(HealthCheck))

GAMES = ("curtain-call", "crown-crest", "nozoku", "blackpoker", "eitsuku")
HEADERS = {
    "curtain-call": "game: curtain-call\nplayers: Aki Ben\n",
    "crown-crest": "game: crown-crest\nplayers: Aki Ben\ncardset: sample\n",
    "nozoku": "game: nozoku\nplayers: Aki Ben Chika\n",
    "blackpoker": "game: blackpoker\nplayers: Aki Ben\nformat: light\nframe: entry16\n",
    "eitsuku": "game: eitsuku\nplayers: Aki Ben Chika\n",
}
#: what docs/security.md promises for each log the fuzzers write (at most 30 lines of at most 7 words): the
#: memory the check allocates on top of what the referee had before it (tracemalloc's peak), and its CPU time
#: (CPU, not wall: the nightly run shares its machine). A count in a log sizes nothing before it is held to the
#: game's components, so a log this short stays far below both, whatever its numbers say.
MEMORY_CAP = 64 * 2**20
CPU_CAP = 5.0


def _keep(data: str | bytes, reader: str, why: str) -> None:
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    KEPT.mkdir(parents=True, exist_ok=True)
    name = f"{reader}-{hashlib.sha1(raw).hexdigest()[:12]}"
    (KEPT / f"{name}.input").write_bytes(raw)
    (KEPT / f"{name}.json").write_text(json.dumps({"reader": reader, "broke": why}, indent=2) + "\n", encoding="utf-8")


def _bounded(verdict) -> str | None:
    """Why a verdict breaks the invariant (None: it holds)."""
    internal = [f for f in verdict.findings if f.clause == "REFEREE-INTERNAL"]
    if internal:
        return "referee failure: " + str(internal[0])
    if len(verdict.findings) > MAX_FINDINGS + 3:
        return f"{len(verdict.findings)} findings: over the cap"
    json.dumps(verdict.to_json())
    return None


def _measured(make):  # type: ignore[no-untyped-def]
    """The verdict of ``make()``'s log, with the peak memory its check allocated and the CPU time it took."""
    tracemalloc.start()
    began = time.process_time()
    try:
        verdict = check(make(), time_limit=20)
    finally:
        took = time.process_time() - began
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return verdict, peak, took


def _within(peak: int, took: float) -> str | None:
    if peak > MEMORY_CAP:
        return f"the check allocated {peak / 2**20:.1f} MiB: over the {MEMORY_CAP // 2**20} MiB a short log may use"
    if took > CPU_CAP:
        return f"the check took {took:.1f} s of CPU: over the {CPU_CAP:.0f} s a short log may take"
    return None


def _judge(data: str | bytes, reader: str, make) -> None:  # type: ignore[no-untyped-def]
    try:
        verdict, peak, took = _measured(make)
        problem = _bounded(verdict) or _within(peak, took)
    except Exception as e:  # noqa: BLE001 - the invariant: never an exception
        problem = f"{type(e).__name__}: {e}"
    if problem:
        _keep(data, reader, problem)
    assert problem is None, problem


# -- words of the games ------------------------------------------------------------------------------


def _words(game: str) -> list[str]:
    g = registry.get(game)
    assert g is not None
    from referee.core.referee import start

    _, state, _ = start(LogReader.from_text(HEADERS[game], "w.log"))
    words = sorted({w for kind in state.vocabulary().values() for w in kind})[:400]
    verbs = sorted({v.name for v in g.verbs} | {a for v in g.verbs for a in v.aliases})
    words = verbs + words + ["??", "??*3", "??*0", "->", "=", "by", "+2", "-1", "table", "Aki", "Ben", "Chika", "#", "１２", "²",
                             "፩",
                             # counts past anything the components allow, in the forms the games read
                             "??*99999999", "??x999999999", "??*60", "??*61", "small*99999999", "小×99999999", "騎兵*99999999"]
    # and card words of the game's with a count after them (small*3 in えいつく, 騎兵*4 in Crown Crest)
    cards = words[len(verbs):]
    words += [f"{w}{sep}99999999" for w in cards[:: max(1, len(cards) // 12)] for sep in ("*", "×")]
    return words


WORDS = {g: _words(g) for g in GAMES}
NASTY = st.sampled_from(["\x1b[2J", "\u202e", "\x00", "\r", "\x85", "\u2028", "\ufdfa" * 3, "\t", "：", "＃", "A" * 50])


def _line(game: str):  # type: ignore[no-untyped-def]
    word = st.sampled_from(WORDS[game]) | NASTY | st.text(max_size=6)
    event = st.lists(word, min_size=1, max_size=7).map(" ".join)
    header = st.sampled_from(["claim: Aki 3, Ben 4", "claim winner: Aki", "claim Aki: kami 5", "option boo-quota: 2",
                              "players: Ben Aki", "game: nozoku", "cardset: ../x.toml", "gameset: /etc/passwd",
                              "x-note: hi", "# a comment", ""])
    return st.one_of(event, event, event, header)


@st.composite
def text_logs(draw):  # type: ignore[no-untyped-def]
    game = draw(st.sampled_from(GAMES))
    lines = draw(st.lists(_line(game), max_size=30))
    return HEADERS[game] + "\n".join(lines) + "\n"


# -- the readers ---------------------------------------------------------------------------------------


@fuzz
@given(text_logs())
def test_text_logs(text: str):
    _judge(text, "text", lambda: LogReader.from_text(text, "fuzz.log"))


@fuzz
@given(text_logs(), st.lists(st.tuples(st.integers(0, 10**6), st.binary(min_size=0, max_size=4)), max_size=6))
def test_text_log_bytes(text: str, edits):
    raw = bytearray(text.encode("utf-8"))
    for at, chunk in edits:
        at %= len(raw) + 1
        raw[at:at + len(chunk) // 2] = chunk
    data = bytes(raw)
    _judge(data, "bytes", lambda: LogReader.from_bytes(data, "fuzz.log"))


_JSON_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids, max_size=3),
                           max_leaves=8)


@st.composite
def jsonl_logs(draw):  # type: ignore[no-untyped-def]
    game = draw(st.sampled_from(GAMES))
    text = draw(text_logs().filter(lambda t: True))
    reader = LogReader.from_text(HEADERS[game] + text.split("\n", 3)[-1], "src.log", blanks=True)
    objs = list(to_jsonl(reader))
    for _ in range(draw(st.integers(0, 4))):  # objects with fields swapped for other JSON values
        if not objs:
            break
        o = dict(objs[draw(st.integers(0, len(objs) - 1))])
        key = draw(st.sampled_from(sorted(o) + ["type", "values", "kind", "lines", "players"]))
        o[key] = draw(_JSON_VALUE | st.sampled_from(["event", "claim", "comment", "header", "blank", "winner"]))
        objs.insert(draw(st.integers(0, len(objs))), o)
    lines = [json.dumps(o, ensure_ascii=draw(st.booleans())) for o in objs]
    if draw(st.booleans()):  # and raw JSON noise
        lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(
            ["[" * 40 + "]" * 40, '{"type": "claim", "kind": "scores", "values": {"Aki": ' + "9" * 5000 + "}}", "{", "null", "1e999",
             '{"type": "event", "actor": "Aki", "verb": "scout", "args": ["??"], "comment": "a\\nb"}'])))
    return "\n".join(lines) + "\n"


@fuzz
@given(jsonl_logs())
def test_jsonl_logs(text: str):
    _judge(text, "jsonl", lambda: JsonlReader.from_text(text, "fuzz.jsonl"))


def _bundled(game: str, name: str) -> str:
    return (ROOT / "referee" / "games" / game / "sets" / name).read_text(encoding="utf-8")


@st.composite
def toml_sets(draw, text: str):  # type: ignore[no-untyped-def]
    """A bundled set file with lines dropped, repeated, or with a value replaced by another TOML value."""
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, 5))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["value", "drop", "repeat", "key", "noise"]))
        if op == "value" and "=" in lines[i]:
            key = lines[i].split("=", 1)[0]
            value = draw(st.sampled_from(['"x"', "0", "-1", "99999999999", "true", "[]", "{}", "[1, [2]]", '{a = 1}', "1.5",
                                          '"☃"', "[[[[[[[[[[1]]]]]]]]]]", '"\\u001b[2J"']))
            lines[i] = f"{key}= {value}"
        elif op == "drop":
            del lines[i]
        elif op == "repeat":
            lines.insert(i, lines[i])
        elif op == "key":
            lines.insert(i, draw(st.sampled_from(["a.b.c.d.e.f.g.h.i.j = 1", "[x]", "[[card]]", "[dice.white]", "[sides]", "x = 1"])))
        else:
            lines.insert(i, draw(st.text(max_size=20)))
        if not lines:
            lines = [""]
    return "\n".join(lines) + "\n"


def _set_invariant(load, text: str, reader: str) -> None:  # type: ignore[no-untyped-def]
    from referee.core.setfiles import SetFileError

    try:
        load(text, "fuzz.toml")
        problem = None
    except SetFileError as e:
        problem = None if e.line >= 0 else "no position"
    except Exception as e:  # noqa: BLE001
        problem = f"{type(e).__name__}: {e}"
    if problem:
        _keep(text, reader, problem)
    assert problem is None, problem


@fuzz
@given(toml_sets(_bundled("crown_crest", "sample.toml")))
def test_card_sets(text: str):
    from referee.games.crown_crest.cardset import load

    _set_invariant(load, text, "cardset")


@fuzz
@given(st.sampled_from(["default.toml", "dealt.toml"]).flatmap(lambda n: toml_sets(_bundled("nozoku", n))))
def test_game_sets(text: str):
    from referee.games.nozoku.gameset import load

    _set_invariant(load, text, "gameset")


CONSOLE_WORDS = ["help", "games", "game", "rules", "rule", "rulings", "new", "info", "next", "back", "goto", "turn", "state",
                 "view", "legal", "findings", "finding", "explain", "try", "branch", "leave", "option", "Aki", "Ben",
                 "curtain-call", "nozoku", "crown-crest", "all", "start", "end", "-1", "99999", "7S", "scout", "??", "=",
                 "boo-quota=3", "CC-SCOUT-DRAW", "ジョーカー", "\x1b[2J", '"', "'"]


@fuzz
@given(st.lists(st.lists(st.sampled_from(CONSOLE_WORDS) | st.text(max_size=5), min_size=1, max_size=5).map(" ".join), max_size=12))
def test_console_commands(tmp_path_factory, commands: list[str]):
    from referee.console.app import plain_console
    from referee.console.session import Session

    buf = io.StringIO()
    session = Session(plain_console(buf))
    session.load(str(ROOT / "docs" / "examples" / "club-night.log"), quiet=True)
    cwd = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("console"))  # `write WORD` and `svg WORD` write here
    try:
        for c in commands:
            session.execute(c)
        problem = None
    except Exception as e:  # noqa: BLE001 - execute() reports a wrong command itself
        problem = f"{type(e).__name__}: {e}"
    finally:
        os.chdir(cwd)
    if problem or "internal error" in buf.getvalue():
        _keep("\n".join(commands), "console", problem or "internal error")
    assert problem is None and "internal error" not in buf.getvalue()
    assert len(buf.getvalue()) < 5_000_000


ARGS = ["check", "rules", "replay", "fmt", "convert", "games", "--format", "json", "text", "--strict", "--partial", "--jobs", "0",
        "1", "-1", "x", "--option", "boo-quota=2", "boo-quota", "--quiet", "--at", "3", "--as", "Aki", "--to", "jsonl", "log",
        "--check", "--write", "--sets", "--time-limit", "nan", "-", "--help", "curtain-call", "scout", "LOG", "LOG2", "OUT"]


@fuzz
@given(st.lists(st.sampled_from(ARGS) | st.text(max_size=6), max_size=8))
def test_command_lines(tmp_path_factory, argv: list[str]):
    code, err = _run_argv(tmp_path_factory.mktemp("cli"), argv)
    if code == cli.EXIT_INTERNAL:
        _keep(json.dumps(argv), "argv", err[-500:])
    assert code in (0, 1, 2, 3, 130), (code, err[-500:])


def _run_argv(folder: Path, argv: list[str]) -> tuple[int, str]:
    """``referee ARGV`` in a folder holding a log and its JSON Lines copy (``LOG``, ``LOG2``; ``OUT`` names a file
    there). Returns the exit status and stderr; fails when a file changed other than by ``fmt --write``."""
    log = folder / "game.log"
    log.write_text((ROOT / "docs" / "examples" / "slip.log").read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "two.jsonl").write_text(dumps_jsonl(to_jsonl(LogReader.open(log, blanks=True))), encoding="utf-8")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    real = [str(log) if a == "LOG" else str(folder / "two.jsonl") if a == "LOG2" else str(folder / "out.txt") if a == "OUT" else a
            for a in argv]
    if real and real[0] == "console":
        return 0, ""
    out, err = io.StringIO(), io.StringIO()
    import contextlib
    import sys

    stdin = type("In", (), {"buffer": io.BytesIO(b"game: curtain-call\nplayers: A B\n"), "isatty": lambda self: False})()
    old, cwd = sys.stdin, os.getcwd()
    sys.stdin = stdin  # type: ignore[assignment]
    os.chdir(folder)  # a word read as an output file lands in the test's folder
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(real)
    finally:
        sys.stdin = old
        os.chdir(cwd)
    for name, data in before.items():  # fmt --write may change the log into its canonical form, never lose it
        now = (folder / name).read_bytes()
        if now != data:
            assert name == "game.log" and "fmt" in real and LogReader.from_bytes(now, name).header().game == "curtain-call"
    return code, err.getvalue()


# -- round trips -----------------------------------------------------------------------------------------


def _scenario_logs() -> list[Path]:
    return sorted(p for p in (ROOT / "scenarios").rglob("*.log") if "bad_input" not in p.parts)


#: comments as recorders write them: the fmt round trip keeps each byte for byte (docs/cli.md)
OWN_LINE_COMMENTS = ["", "#", "# note", "  # indented note", "#ターン2", "##", "## 2: Jun", "#   indent", "＃ 全角の印", "﹟ small sign",
                     "# （注）ＡＢＣ ｶﾀｶﾅ ①  ", "\t# a tab", "# trailing spaces   ", "　＃　全角スペース"]
TRAILING_COMMENTS = ["", "  # seen", " #x", "\t", "    ## aligned", "#tight", "　＃　全角メモ ", "  #   indented  ", "\t# tab",
                     "  # ＡＢＣ ｶﾀｶﾅ"]
_SIGNS = "#\uff03\ufe5f"  # what the notation reads as a comment sign (NFKC: '#', '＃', '﹟')
#: header free text as recorders type it (full-width, half-width katakana, circled digits, …): kept byte for byte
FREE_TEXT = ["神戸　例会（２卓）", "ＫＯＢＥ ボードゲーム会", "ｶﾀｶﾅ ① ㈱ ´", "Ｃｈｉｋａ", "２０２６年１１月２０日", "観戦者　Ｄａｎ"]
_FREE_KEY = re.compile(r"(title|place|note|event|recorder|table|date|edition|view|x-[\w-]*):")


@st.composite
def decorated_logs(draw):  # type: ignore[no-untyped-def]
    """A recorded game with comments, blank lines and spacing a hurried recorder adds, saved with LF or CRLF
    line ends, with or without a byte order mark."""
    path = draw(st.sampled_from(_scenario_logs()))
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        if _FREE_KEY.match(line) and draw(st.booleans()):
            line = line.split(":", 1)[0] + ": " + draw(st.sampled_from(FREE_TEXT)) + draw(st.sampled_from(["", "  ", "  # メモ"]))
        if line.startswith("game:") and draw(st.booleans()):
            out.append(line)
            line = draw(st.sampled_from(["title", "note", "x-memo"])) + ":  " + draw(st.sampled_from(FREE_TEXT))
        if draw(st.integers(0, 9)) == 0:
            out.append(draw(st.sampled_from(OWN_LINE_COMMENTS)))
        if line and not line.lstrip().startswith("#") and draw(st.booleans()):
            line = "  ".join(line.split("  ")) + draw(st.sampled_from(TRAILING_COMMENTS))
        out.append(line)
    newline = draw(st.sampled_from(["\n", "\n", "\r\n"]))
    bom = b"\xef\xbb\xbf" if draw(st.integers(0, 4)) == 0 else b""
    return path, bom + (newline.join(out) + newline).encode("utf-8")


def _canonical(data: bytes, path: str = "r.log", jsonl: bool = False):  # type: ignore[no-untyped-def]
    reader = JsonlReader.from_bytes(data, path, blanks=True) if jsonl else LogReader.from_bytes(data, path, blanks=True)
    g = registry.get(reader.header().game or "")
    text, errors = format_log(reader, g.canonical if g else None)
    return text.encode("utf-8"), errors


def _comment(line: str) -> str | None:
    """A line's comment exactly as written: the spaces before its comment sign, the sign and the rest."""
    at = next((i for i, ch in enumerate(line) if ch in _SIGNS), None)
    return None if at is None else line[len(line[:at].rstrip()) :]


def _free_text(line: str) -> str:
    """A header line's value as written: after its colon, before its comment, without the spaces around it."""
    value = line.split(":", 1)[1]
    at = next((i for i, ch in enumerate(value) if ch in _SIGNS), len(value))
    return value[:at].strip()


def _verdict(data: bytes) -> str:
    """The verdict of a log, as fmt's refusal sees it (an unfinished game is no error), without the file's name
    and the columns (canonical spelling moves them)."""
    def strip(d):  # type: ignore[no-untyped-def]
        if isinstance(d, dict):
            return {k: strip(v) for k, v in d.items() if k not in ("path", "col")}
        return [strip(v) for v in d] if isinstance(d, list) else d

    # no wall-clock limit decides the comparison: a campaign run beside other work (at a low priority) once had the
    # referee reach a 20 s limit on one of the two checks of a log that takes 0.9 s alone (tests/regressions/fuzz/
    # fmt-4e130fa9ce7e.input); the time a log may take is held by the readers' own tests, in CPU time (_within)
    verdict = check(LogReader.from_bytes(data, "r.log"), partial=True, time_limit=FMT_WALL_LIMIT)
    return json.dumps(strip(verdict.to_json()), sort_keys=True)


#: the wall-clock limit of the round trips' checks: far above what a log takes (a few seconds of CPU at most)
FMT_WALL_LIMIT = 600


@fuzz
@given(decorated_logs())
def test_fmt_is_idempotent_and_lossless(case):
    path, data = case
    try:
        _assert_lossless(data, path)
    except AssertionError as e:  # kept, and checked again on every run (test_kept_inputs)
        _keep(data, "fmt", f"{path.name}: {e}"[:2000])
        raise


def _assert_lossless(data: bytes, path: Path | str) -> None:
    """What fmt and convert promise a log (docs/cli.md): byte for byte where they need not change it."""
    once, errors = _canonical(data)
    verdict = _verdict(data)
    if errors or '"kind": "error"' in verdict:
        return  # refused: fmt writes nothing
    twice, again = _canonical(once)
    assert not again and twice == once, path  # a canonical log is its own canonical form, byte for byte
    # the byte order mark and the line ends stay; every line is where it was
    newline = b"\r\n" if data.split(b"\n", 1)[0].endswith(b"\r") else b"\n"
    assert once.startswith(b"\xef\xbb\xbf") == data.startswith(b"\xef\xbb\xbf") and once.endswith(newline), path
    before = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8").split("\n")[:-1]
    after = once.removeprefix(b"\xef\xbb\xbf").decode("utf-8").split(newline.decode())[:-1]
    assert len(before) == len(after), path
    for was, now in zip(before, after):
        was = was.removesuffix("\r")
        assert len(now) <= MAX_LINE_CHARS
        assert _comment(now) == _comment(was), (path, was, now)  # every comment byte for byte, where it was
        if not was.strip() or _comment(was) == was:  # a blank line is empty; a comment line is kept whole
            assert now == ("" if not was.strip() else was), (path, was, now)
        if _FREE_KEY.match(was):  # header free text: every character as written
            assert _free_text(now) == _free_text(was), (path, was, now)
    # the same verdict after the round trips: fmt, and text -> JSON Lines -> text (which gives fmt's text)
    assert _verdict(once) == verdict, path
    objs = list(to_jsonl(LogReader.from_bytes(data, "r.log", blanks=True)))
    back, errors = _canonical(dumps_jsonl(objs).encode("utf-8"), "r.jsonl", jsonl=True)
    assert not errors and back == once, path


# -- inputs kept from failures -----------------------------------------------------------------------------


def test_kept_inputs():
    """Every input a fuzzing run kept (with what it broke) meets the invariant now."""
    assert (KEPT / "README.md").is_file()
    for path in sorted(KEPT.glob("*.input")):
        _check_kept(path)


def _check_kept(path: Path) -> None:
    info = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    data = path.read_bytes()
    reader = info["reader"]
    if reader in ("text", "bytes", "jsonl"):  # the invariant, and the memory and time a log may take
        read = JsonlReader.from_bytes if reader == "jsonl" else LogReader.from_bytes
        verdict, peak, took = _measured(lambda: read(data, path.name))
        assert _bounded(verdict) is None and _within(peak, took) is None, (path.name, _bounded(verdict), _within(peak, took))
    elif reader == "fmt":  # a log whose round trip through fmt and convert lost or changed something
        _assert_lossless(data, path.name)
    elif reader in ("cardset", "gameset"):
        from referee.core.setfiles import SetFileError

        mod = "referee.games.crown_crest.cardset" if reader == "cardset" else "referee.games.nozoku.gameset"
        load = __import__(mod, fromlist=["load"]).load
        try:
            load(data.decode("utf-8", "replace"), path.name)
        except SetFileError:
            pass
    elif reader == "console":
        from referee.console.app import plain_console
        from referee.console.session import Session

        session = Session(plain_console(io.StringIO()))
        session.load(str(ROOT / "docs" / "examples" / "club-night.log"), quiet=True)
        for c in data.decode("utf-8").split("\n"):
            session.execute(c)
    elif reader == "argv":  # a command line, as a JSON list of its words
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            code, err = _run_argv(Path(tmp), json.loads(data))
        assert code in (0, 1, 2, 3, 130), (path.name, code, err[-500:])
    else:
        pytest.fail(f"{path.name}: unknown reader {reader!r}")
