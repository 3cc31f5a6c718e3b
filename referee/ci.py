"""Verdicts as CI systems read them: ``referee check --format junit|sarif|github``.

* :func:`junit`: JUnit XML (one ``<testcase>`` per log, as Jenkins, GitLab and most CI test reports read it);
* :func:`sarif`: SARIF 2.1.0 (code scanning: one result per finding, one rule per clause cited);
* :func:`github`: GitHub Actions workflow commands (``::error file=…,line=…::…``: one annotation per finding).

Each writer takes the verdicts as ``--format json`` writes them (the dicts of
:meth:`referee.core.findings.Verdict.to_json`), one at a time, hands each to ``tally`` (the run's
:class:`referee.cli.Summary`, which gives the exit status) and writes text through ``write``. GitHub
commands and SARIF results are written as each verdict comes; JUnit XML carries its counts in its first
element, so its test cases (a small element per log, never a whole verdict) are written at the end.

Everything a log may hold (names, comments, words, file names) is passed through :func:`clean`: control
characters and the characters that reorder text become visible escapes (``\\x1b``), and so do the
characters XML 1.0 forbids, so that a stranger's log can neither break the document nor colour a CI page.
"""

from __future__ import annotations

import json
import os
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import quote

from . import __version__
from .i18n import _, _n, language
from .safeio import json_safe, printable

FORMATS = ("junit", "sarif", "github")
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#: a finding's kind as SARIF's result level and as the GitHub command (there is no lesser kind than unverifiable)
LEVELS = {"violation": "error", "warning": "warning", "error": "error", "unverifiable": "note"}
COMMANDS = {"violation": "error", "warning": "warning", "error": "error", "unverifiable": "notice"}
STDIN = ("-", "<stdin>")

Write = Callable[[str], Any]


class Tally(Protocol):
    """What the writers need of the run's summary (:class:`referee.cli.Summary`)."""

    counts: dict[str, int]

    def add(self, v: dict[str, Any]) -> None: ...

    def status(self) -> int: ...


def render(fmt: str, verdicts: Iterable[dict[str, Any]], write: Write, tally: Tally) -> None:
    """Write ``verdicts`` in ``fmt`` (one of :data:`FORMATS`)."""
    {"junit": junit, "sarif": sarif, "github": github}[fmt](verdicts, write, tally)


# -- text from logs -----------------------------------------------------------------------------

#: lone surrogates (a JSON Lines log can hold them) and the two non-characters XML 1.0 forbids; the
#: other forbidden characters (C0 controls) are escaped by :func:`printable`
_NOT_XML = re.compile("[\ud800-\udfff\ufffe\uffff]")


def clean(text: str) -> str:
    """``text`` safe for every format: control characters but the newline, the characters that reorder or
    hide text, lone surrogates and U+FFFE/U+FFFF shown as escapes (``\\x1b``, ``\\ud800``)."""
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", printable(text))


def one_line(text: str) -> str:
    """:func:`clean`, with newlines shown as ``\\n`` (a line of a listing)."""
    return clean(text).replace("\n", "\\n")


def _where(f: dict[str, Any]) -> str:
    return f"{f['path']}:{f['line']}:{f['col']}" if f.get("line") else f["path"]


def said(f: dict[str, Any]) -> str:
    """A finding's message with what the text report adds in parentheses (what was expected, where a hidden
    violation came to light, the rulings it depends on), cleaned."""
    from .terminal import extras

    return clean(f["message"] + "".join(f" ({extra})" for extra in extras(f)))


def relative(path: str) -> str | None:
    """A log's path as a CI system matches it with the repository's files: relative to the current folder
    when it is inside it, with forward slashes; None when it is outside (an absolute path)."""
    p = path
    if os.path.isabs(p):
        try:
            rel = os.path.relpath(p)
        except ValueError:  # another drive (Windows)
            return None
        if rel == os.pardir or rel.startswith(os.pardir + os.sep):
            return None
        p = rel
    for sep in {os.sep, os.altsep} - {None, "/"}:
        p = p.replace(sep, "/")  # type: ignore[arg-type]
    while p.startswith("./"):
        p = p[2:]
    return p


def artifact_uri(path: str) -> str:
    """A log's path as a SARIF artifact URI: a relative reference (forward slashes, percent-encoded: spaces,
    ``:``, ``%`` and non-ASCII letters included), or a ``file:`` URI for a path outside the current folder."""
    rel = relative(path)
    if rel is None:
        return "file://" + quote(_bytes(Path(os.path.abspath(path)).as_posix()), safe="/")
    return quote(_bytes(rel), safe="/")


def _bytes(path: str) -> bytes:
    """A path's bytes: a name the file system gave undecodable comes back as it was."""
    try:
        return path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return path.encode("utf-8", "surrogatepass")


def _summary_line(counts: dict[str, int]) -> str:
    """The last line of the text report (how many logs, by verdict; how many findings, by kind)."""
    from io import StringIO

    from rich.console import Console

    from .terminal import report_summary

    out = Console(file=StringIO(), color_system=None, force_terminal=False, soft_wrap=True, width=10_000)
    report_summary(out, counts)
    return out.file.getvalue().strip()  # type: ignore[attr-defined]


def _clauses() -> Any:
    from .core.clauses import index

    try:
        return index()
    except Exception:  # the features are missing: rules are described by their ids
        return None


def title(clause: str, clauses: Any = None) -> str:
    """A clause's title in the language of the moment ("" for a code that is not a clause, such as LOG-CARD)."""
    c = clauses.get(clause) if clauses is not None else None
    return c.title_in(language()) if c is not None else ""


# -- JUnit XML ----------------------------------------------------------------------------------


def _seconds(s: float) -> str:
    return f"{max(s, 0.0):.3f}"


def junit(verdicts: Iterable[dict[str, Any]], write: Write, tally: Tally, clock: Callable[[], float] = time.perf_counter) -> None:
    """JUnit XML: ``<testsuites>``, one ``<testsuite>``, one ``<testcase>`` per log (classname: the game;
    name: the log's path; time: the seconds from the previous verdict to this one, which is the time the log
    took when one log is checked at a time). A log with violations has a ``<failure>``, a log that could not
    be read (and broke no rule) an ``<error>``; its message is the first of them and its text lists every violation
    and error, one ``path:line:col CLAUSE-ID message`` a line. Warnings (a recorder's slips read as meant) and
    unverifiable checks are listed in the case's ``<system-out>``: such a log passes, as its exit status does (it is
    not skipped: it was checked)."""
    stamp = datetime.now().replace(microsecond=0).isoformat()  # local time, as Ant and Surefire write it
    started = last = clock()
    cases = []
    for v in verdicts:
        tally.add(v)
        now = clock()
        cases.append(_testcase(v, now - last))
        last = now
    took = _seconds(clock() - started)
    c = tally.counts
    counts = {"tests": str(c["logs"]), "failures": str(c["violations"]), "errors": str(c["bad-input"])}
    root = ET.Element("testsuites", {"name": "referee", **counts, "time": took})
    suite = ET.SubElement(root, "testsuite", {"name": "referee check", **counts, "skipped": "0", "time": took, "timestamp": stamp})
    suite.extend(cases)
    ET.SubElement(suite, "system-out").text = _summary_line(c) + "\n"
    ET.indent(root)
    write('<?xml version="1.0" encoding="UTF-8"?>\n')
    write(ET.tostring(root, encoding="unicode") + "\n")


def _listed(f: dict[str, Any]) -> str:
    return one_line(f"{_where(f)} {f['clause']} ") + one_line(said(f))


def _testcase(v: dict[str, Any], seconds: float) -> ET.Element:
    case = ET.Element("testcase", {"classname": one_line(v["game"] or "unknown"), "name": one_line(v["path"]), "time": _seconds(seconds)})
    findings = v["findings"]
    unsettled = [f for f in findings if f["kind"] == "unverifiable"]
    slips = [f for f in findings if f["kind"] == "warning"]
    broken = [f for f in findings if f["kind"] not in ("unverifiable", "warning")]
    if v["status"] in ("bad-input", "violations") and broken:
        tag, kind = ("error", "error") if v["status"] == "bad-input" else ("failure", "violation")
        first = next((f for f in broken if f["kind"] == kind), broken[0])
        head = f"{first['clause']}: {said(first)}"
        el = ET.SubElement(case, tag, {"message": one_line(head), "type": first["clause"]})
        el.text = "\n".join(_listed(f) for f in broken) + "\n"  # a capped log's last: REFEREE-FINDINGS-CAPPED
    said_out = []
    if slips:
        said_out += [_n("{n} warning: a recorder's slip, read as meant:", "{n} warnings: recorder's slips, read as meant:",
                        len(slips))] + [_listed(f) for f in slips]
    if unsettled:
        said_out += [_n("{n} check could not be settled from what the log reveals:",
                        "{n} checks could not be settled from what the log reveals:", len(unsettled))] + [_listed(f) for f in unsettled]
    if said_out:
        ET.SubElement(case, "system-out").text = "\n".join(said_out) + "\n"
    return case


# -- SARIF 2.1.0 --------------------------------------------------------------------------------


def sarif(verdicts: Iterable[dict[str, Any]], write: Write, tally: Tally) -> None:
    """SARIF 2.1.0: one run; a result per finding (level: error for a violation or a notation error, warning for a
    recorder's slip read as meant, note for an unverifiable check), written as each log is checked; the rules (one per clause or code cited, with
    the clause's title, rulebook text and English rendering) follow the results."""
    from .exits import EXIT_INTERNAL, EXIT_SIGINT, EXIT_SIGTERM, EXIT_UNFINISHED

    clauses = _clauses()
    rules: list[dict[str, Any]] = []
    numbers: dict[str, int] = {}
    w = write
    w('{\n  "$schema": ' + json.dumps(SARIF_SCHEMA) + ',\n  "version": "2.1.0",\n  "runs": [\n    {\n'
      '      "columnKind": "unicodeCodePoints",\n      "results": [')
    n = 0
    for v in verdicts:
        tally.add(v)
        for f in v["findings"]:
            if f["clause"] not in numbers:
                numbers[f["clause"]] = len(rules)
                rules.append(_rule(f["clause"], clauses))
            r = _result(f, v, numbers[f["clause"]])
            w(("," if n else "") + "\n        " + json_safe(json.dumps(r, ensure_ascii=False)))
            n += 1
    driver = {"name": "referee", "version": __version__, "semanticVersion": __version__, "rules": rules}
    status = tally.status()
    # a run that failed, or was stopped before its end (status 5, 130, 143: docs/cli.md), did not execute successfully
    invocation = {"executionSuccessful": status not in (EXIT_INTERNAL, EXIT_UNFINISHED, EXIT_SIGINT, EXIT_SIGTERM),
                  "exitCode": status}
    rest = {"tool": {"driver": driver}, "invocations": [invocation], "properties": {"summary": tally.counts}}
    body = json.dumps(rest, ensure_ascii=False, indent=2)[1:-1].strip("\n")  # its members, to go on after the results
    w("\n      ],\n" + json_safe("\n".join("    " + ln for ln in body.splitlines())) + "\n    }\n  ]\n}\n")


def _result(f: dict[str, Any], v: dict[str, Any], number: int) -> dict[str, Any]:
    r: dict[str, Any] = {"ruleId": f["clause"], "ruleIndex": number, "level": LEVELS.get(f["kind"], "error"), "message": {"text": said(f)}}
    if f["path"] not in STDIN:
        where: dict[str, Any] = {"artifactLocation": {"uri": artifact_uri(f["path"])}}
        if f.get("line"):
            where["region"] = {"startLine": f["line"], **({"startColumn": f["col"]} if f.get("col") else {})}
        r["locations"] = [{"physicalLocation": where}]
    props: dict[str, Any] = {"kind": f["kind"]}
    if v.get("game"):
        props["game"] = clean(v["game"])
    if f.get("rulings"):
        props["rulings"] = list(f["rulings"])
    r["properties"] = props
    return r


def _rule(clause: str, clauses: Any) -> dict[str, Any]:
    """A SARIF rule: the clause's id, its title (shortDescription), its rendering in the language of the
    moment (fullDescription: the rulebook's Japanese in Japanese, the English rendering in English) and, as
    help, the rulebook's original with its English rendering and where the clause is transcribed."""
    c = clauses.get(clause) if clauses is not None else None
    if c is None:
        if clause.startswith("LOG-"):
            short, tag = _("The log as written: a recorder's slip read as meant, or notation the referee could not read"), "notation"
        elif clause.startswith("REFEREE-"):
            short, tag = _("A limit or a failure of the referee itself"), "referee"
        else:
            short, tag = clause, "unknown"
        return {"id": clause, "name": clause, "shortDescription": {"text": clean(short)}, "properties": {"tags": [tag]}}
    original = " ".join(c.japanese)
    ruled = c.fields.get("裁定", "")
    japanese = original or ruled
    full = japanese if language() == "ja" and japanese else c.english
    help_lines = []
    if original:
        help_lines.append(f"原文: {original}")
    elif ruled:
        help_lines.append(f"裁定: {ruled}")
    if c.english:
        help_lines.append(f"English: {c.english}")
    help_lines += [f"{key}: {c.fields[key]}" for key in ("Gap", "Default", "Alternatives", "Source") if c.fields.get(key)]
    if c.path:
        help_lines.append(f"{c.path}:{c.line}")
    rule: dict[str, Any] = {"id": c.id, "name": c.id, "shortDescription": {"text": c.title_in(language())}}
    if full:
        rule["fullDescription"] = {"text": full}
    rule["help"] = {"text": "\n".join(help_lines)}
    rule["properties"] = {"tags": [c.game, c.kind]}
    return rule


# -- GitHub Actions workflow commands ---------------------------------------------------------------


def escape_data(text: str) -> str:
    """A workflow command's message, as GitHub reads it back: ``%``, CR and LF percent-encoded."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A workflow command's property value: as :func:`escape_data`, and ``:`` and ``,`` too."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, **properties: str) -> str:
    """``::name key=value,…::message`` with GitHub's escaping (properties in the order given)."""
    props = ",".join(f"{k}={escape_property(v)}" for k, v in properties.items())
    return f"::{name}{' ' + props if props else ''}::{escape_data(message)}"


def github(verdicts: Iterable[dict[str, Any]], write: Write, tally: Tally) -> None:
    """One workflow command per finding (``::error`` for a violation or a notation error, ``::warning`` for a
    recorder's slip read as meant, ``::notice`` for an unverifiable check), as each log is checked, then a ``::notice::`` with the run's summary."""
    clauses = _clauses()
    for v in verdicts:
        tally.add(v)
        for f in v["findings"]:
            props: dict[str, str] = {}
            if f["path"] not in STDIN:
                props["file"] = clean(relative(f["path"]) or f["path"])
            if f.get("line"):
                props["line"] = str(f["line"])
                if f.get("col"):
                    props["col"] = str(f["col"])
            props["title"] = clean(" ".join(p for p in (f["clause"], title(f["clause"], clauses)) if p))
            write(command(COMMANDS.get(f["kind"], "error"), said(f), **props) + "\n")
    write(command("notice", _summary_line(tally.counts)) + "\n")
