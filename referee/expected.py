"""Expected verdicts kept beside recorded games, as snapshot tools keep them (syrupy, insta): ``referee check
--expected`` compares each log's verdict with the one its keeper expects, and ``--update-expected`` writes what the
referee says now (docs/cli.md, "Expected verdicts").

A log's expected verdict is either a file beside it, ``NAME.expected.json`` for ``NAME.log`` (the project's own
recorded games keep theirs so)::

    {"log": "out-of-turn.log",
     "summary": "what the game shows (free text, kept by --update-expected)",
     "status": "violations",
     "ending": "the Joker was opened", "scores": {"Taro": -12, "Hana": -25}, "winners": ["Taro"],
     "findings": [{"line": 43, "kind": "violation", "clause": "CC-INTER-SWAP", "why": "free text, kept"}]}

(``col`` and ``discovered``, ``"LINE:COL"``, are compared where a finding gives them; ``"result": null`` says the
game has no result; ``ending``, ``scores`` and ``winners`` are compared where given), or a header line of the log
itself, for a short one::

    expect: violations CC-INTER-SWAP@43 warning:LOG-ACTOR@16

(the status, then each finding as ``[KIND:]CLAUSE@LINE``, the kind ``violation`` unless said).

>>> differences({"status": "violations", "findings": [{"line": 4, "kind": "violation", "clause": "X-1"}]},
...             {"status": "clean", "findings": [], "result": None})
['status: expected violations, the referee says clean', 'expected violation X-1 at line 4: not found']
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

from .i18n import _

SUFFIX = ".expected.json"
KINDS = ("violation", "warning", "error", "unverifiable")
STATUSES = ("clean", "violations", "bad-input")
HEADER_KEY = "expect"
#: the most bytes an expected file may have (it comes with the log, from whoever wrote it)
MAX_BYTES = 4 * 1024 * 1024


class ExpectedError(ValueError):
    """An expected verdict that cannot be read: said with its file (and line), the check goes on."""


def path_for(log: str | Path) -> Path:
    """The expected file of ``log``: ``NAME.expected.json`` beside ``NAME.log`` (or ``NAME.jsonl``)."""
    p = Path(log)
    return p.with_name(p.stem + SUFFIX)


def from_header(value: str, where: str) -> dict[str, Any]:
    """An ``expect:`` header line's value as an expected verdict (``where``: its file and line, for errors)."""
    words = value.split()
    if not words or words[0] not in STATUSES:
        raise ExpectedError(_("{where}: expect: starts with the status the log should have: {choices}", where=where,
                              choices=", ".join(STATUSES)))
    findings = []
    for w in words[1:]:
        kind, _sep, rest = w.rpartition(":") if ":" in w.split("@")[0] else ("violation", "", w)
        clause, at, line = rest.partition("@")
        if kind not in KINDS or not at or not clause or not line.isdigit():
            raise ExpectedError(_("{where}: {word!r} is not a finding: write [KIND:]CLAUSE@LINE, such as CC-INTER-SWAP@43 "
                                  "or warning:LOG-ACTOR@16", where=where, word=w))
        findings.append({"kind": kind, "clause": clause, "line": int(line)})
    return {"status": words[0], "findings": findings}


def load(log: str | Path, header_value: str | None = None, header_line: int = 0) -> dict[str, Any] | None:
    """The expected verdict of ``log``: from its ``expect:`` header line (``header_value``) or from its expected file;
    None when it has neither. Raises :class:`ExpectedError` for one that cannot be read."""
    if header_value is not None:
        return from_header(header_value, f"{log}:{header_line}")
    p = path_for(log)
    try:
        with open(p, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise ExpectedError(f"{p}: {e.strerror}") from None
    if len(data) > MAX_BYTES:
        raise ExpectedError(_("{path}: more than {n} bytes: not an expected verdict", path=p, n=MAX_BYTES))
    try:
        exp = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ExpectedError(_("{path}: not JSON ({error})", path=p, error=str(e))) from None
    problem = _shape(exp)
    if problem:
        raise ExpectedError(f"{p}: {problem}")
    return exp


def _shape(exp: Any) -> str:
    """What is wrong with an expected verdict's shape ("" when nothing is)."""
    if not isinstance(exp, dict):
        return _("an expected verdict is a JSON object")
    if exp.get("status") not in STATUSES:
        return _("\"status\" is one of {choices}", choices=", ".join(STATUSES))
    findings = exp.get("findings", [])
    if not isinstance(findings, list):
        return _("\"findings\" is a list")
    for f in findings:
        if not isinstance(f, dict) or f.get("kind") not in KINDS or not isinstance(f.get("clause"), str) \
                or not isinstance(f.get("line"), int):
            return _("each finding has a \"kind\" ({kinds}), a \"clause\" and a \"line\"", kinds=", ".join(KINDS))
    return ""


def _found(v: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for f in v.get("findings", []):
        d = {"kind": f["kind"], "clause": f["clause"], "line": f.get("line") or 0, "col": f.get("col") or 0}
        if f.get("discovered"):
            d["discovered"] = ":".join(str(f["discovered"]).rsplit(":", 2)[1:])
        out.append(d)
    return out


def _key(f: dict[str, Any]) -> tuple[str, str, int]:
    return f["kind"], f["clause"], f["line"]


def _said(k: tuple[str, str, int]) -> str:
    return _("{kind} {clause} at line {line}", kind=k[0], clause=k[1], line=k[2])


def differences(expected: dict[str, Any], v: dict[str, Any]) -> list[str]:
    """How the verdict ``v`` (:func:`referee.api.verdict_of`) differs from ``expected`` (empty: it matches). The findings
    are compared as a multiset of (kind, clause, line), and by column and discovery where the expected finding gives
    them; the result where the expected verdict gives it."""
    out = []
    if expected["status"] != v["status"]:
        out.append(_("status: expected {expected}, the referee says {actual}", expected=expected["status"], actual=v["status"]))
    want = Counter(_key(f) for f in expected.get("findings", []))
    found = _found(v)
    got = Counter(_key(f) for f in found)
    for k in sorted((want - got).elements(), key=lambda k: (k[2], k[1])):
        out.append(_("expected {finding}: not found", finding=_said(k)))
    for k in sorted((got - want).elements(), key=lambda k: (k[2], k[1])):
        out.append(_("found {finding}: not expected", finding=_said(k)))
    if not out:
        unmatched = list(found)
        for f in sorted(expected.get("findings", []), key=lambda f: -len(f)):  # the most specific first
            same = next((a for a in unmatched if _key(a) == _key(f) and all(
                f[k] == a.get(k) for k in ("col", "discovered") if k in f)), None)
            if same is None:
                where = ", ".join(f"{k} {f[k]}" for k in ("col", "discovered") if k in f)
                out.append(_("{finding}: expected at {where}", finding=_said(_key(f)), where=where))
            else:
                unmatched.remove(same)
    result = v.get("result")
    if "result" in expected and expected["result"] is None:
        if result is not None:
            out.append(_("result: expected none, the referee gives one ({ending})", ending=result.get("ending")))
        return out
    if any(k in expected for k in ("scores", "winners", "ending")):
        if result is None:
            out.append(_("result: expected one, the referee gives none"))
            return out
        if "scores" in expected and expected["scores"] != result.get("scores"):
            out.append(_("scores: expected {expected}, the referee says {actual}", expected=_scores(expected["scores"]),
                         actual=_scores(result.get("scores") or {})))
        if "winners" in expected and sorted(expected["winners"]) != sorted(result.get("winners") or []):
            out.append(_("winners: expected {expected}, the referee says {actual}", expected=", ".join(expected["winners"]) or "-",
                         actual=", ".join(result.get("winners") or []) or "-"))
        if "ending" in expected and expected["ending"] != result.get("ending"):
            out.append(_("ending: expected {expected!r}, the referee says {actual!r}", expected=expected["ending"],
                         actual=result.get("ending")))
    return out


def _scores(s: dict[str, Any]) -> str:
    return ", ".join(f"{p} {'?' if x is None else x}" for p, x in s.items()) or "-"


def updated(v: dict[str, Any], log: str | Path, old: dict[str, Any] | None) -> dict[str, Any]:
    """The expected verdict that says what ``v`` says, keeping what a person wrote in ``old``: its summary, and the
    ``why`` of each finding still found (matched by kind, clause and line)."""
    new: dict[str, Any] = {"log": Path(log).name}
    if old and old.get("summary"):
        new["summary"] = old["summary"]
    new["status"] = v["status"]
    result = v.get("result")
    if result is None:
        new["result"] = None
    else:
        new["ending"], new["scores"], new["winners"] = result.get("ending"), result.get("scores"), result.get("winners")
    whys: dict[tuple[str, str, int], list[str]] = {}
    loose: dict[tuple[str, int], list[str]] = {}  # … and by clause and line alone (a finding whose kind changed)
    for f in (old or {}).get("findings", []):
        if f.get("why"):
            whys.setdefault(_key(f), []).append(f["why"])
    found = sorted(_found(v), key=lambda f: (f["line"], f["col"]))
    left = Counter(_key(f) for f in found)
    for k, said in whys.items():
        extra = said[left.get(k, 0):]
        if extra:
            loose.setdefault(k[1:], []).extend(extra)
    findings = []
    for f in found:
        d: dict[str, Any] = {"line": f["line"], "col": f["col"], "kind": f["kind"], "clause": f["clause"]}
        if "discovered" in f:
            d["discovered"] = f["discovered"]
        kept = whys.get(_key(f)) or loose.get(_key(f)[1:])
        if kept:
            d["why"] = kept.pop(0)
        findings.append(d)
    new["findings"] = findings
    return new


def dumps(exp: dict[str, Any]) -> str:
    return json.dumps(exp, ensure_ascii=False, indent=2) + "\n"


def header_value(v: dict[str, Any]) -> str:
    """An ``expect:`` header line's value that says what ``v`` says (its status and findings)."""
    words = [v["status"]]
    for f in sorted(_found(v), key=lambda f: (f["line"], f["col"])):
        words.append((f"{f['kind']}:" if f["kind"] != "violation" else "") + f"{f['clause']}@{f['line']}")
    return " ".join(words)


def rewrite_header(data: bytes, line: int, value: str) -> bytes:
    """The log's bytes with the value of its ``expect:`` header line (line ``line``, 1-based) replaced by ``value``, every
    other byte as it was (its line end and a comment after the value kept)."""
    lines = data.splitlines(keepends=True)
    old = lines[line - 1]
    text = old.decode("utf-8")
    body = text.rstrip("\r\n")
    end = text[len(body):]
    key, colon, rest = body.partition(":")
    comment = ""
    if "#" in rest:
        i = rest.index("#")
        j = i
        while j > 0 and rest[j - 1] in " \t":
            j -= 1
        comment = rest[j:]
    lines[line - 1] = (key + colon + " " + value + comment + end).encode("utf-8")
    return b"".join(lines)


def write(path: str | Path, text: str | bytes) -> None:
    """Write an expected verdict (or a log whose header changed) whole or not at all."""
    from .safeio import atomic_write

    atomic_write(os.fspath(path), text)


__all__ = ["ExpectedError", "SUFFIX", "differences", "dumps", "header_value", "load", "path_for", "rewrite_header",
           "updated", "write"]
