"""A verdict as a person reads it: the report ``referee check`` prints (on a terminal with rich; elsewhere as
``path:line:col: kind CLAUSE: message`` lines), and the words the report site and the CI formats share with it."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from .batch import summary_of
from .i18n import _, _n
from .lines import Line, PlainConsole, wants_rich

if TYPE_CHECKING:  # rich is imported by the commands that draw with it (a check written to a pipe never does)
    from rich.console import Console

def console(stderr: bool = False) -> Console:
    # messages on stderr are single lines that editors and scripts can parse: never wrapped; what comes from a
    # log (names, comments) is printed with its control characters escaped
    from .safeio import SafeConsole

    return SafeConsole(stderr=stderr, highlight=False, soft_wrap=stderr)

def report_console() -> Any:
    """The console of check's report: rich's on a terminal; a plain one for a pipe or a file, which writes the same
    lines without loading rich (referee/lines.py)."""
    return console() if wants_rich(sys.stdout) else PlainConsole(sys.stdout)

KIND_STYLE = {"violation": "red", "warning": "magenta", "error": "yellow", "unverifiable": "blue"}

NARROW = 60  # columns below which each finding is one line

def kind_label(kind: str) -> str:
    return {"violation": _("violation"), "warning": _("warning"), "error": _("error"), "unverifiable": _("unverifiable")}[kind]

def count_kinds(violation: int, error: int, unverifiable: int, warning: int = 0) -> str:
    """"2 violations, 1 warning, 1 error, 3 unverifiable": the kinds there are, each counted."""
    parts = []
    if violation:
        parts.append(_n("{n} violation", "{n} violations", violation))
    if warning:
        parts.append(_n("{n} warning", "{n} warnings", warning))
    if error:
        parts.append(_n("{n} error", "{n} errors", error))
    if unverifiable:
        parts.append(_n("{n} unverifiable", "{n} unverifiable", unverifiable))
    return _(", ").join(parts)

def status_label(v: dict[str, Any]) -> tuple[str, str]:
    """The verdict as the report says it, and its colour: clean only when nothing was left unverified."""
    kinds = {"violation": v.get("left_out", 0), "warning": 0, "error": 0, "unverifiable": 0}
    for f in v["findings"]:
        kinds[f["kind"]] += 1
    counted = count_kinds(kinds["violation"], kinds["error"], kinds["unverifiable"], kinds["warning"])
    if v["status"] == "violations":
        return "✘ " + counted, "red"
    if v["status"] == "bad-input":
        return "! " + _("bad input: {counts}", counts=counted), "yellow"
    if kinds["warning"]:
        return "✔ " + _("clean, {counts}", counts=counted), "green"
    if kinds["unverifiable"]:
        return "✔ " + _("clean, {n} unverifiable", n=kinds["unverifiable"]), "green"
    return "✔ " + _("clean"), "green"

def clause_title(clause: str) -> str:
    from .core.clauses import title_of
    from .i18n import language

    try:
        return title_of(clause, language())
    except Exception:  # features missing: the report still works
        return ""

def game_title(name: str | None) -> str:
    from .core import game as registry

    g = registry.get(name) if name else None
    return g.title if g else (name or "?")

def extras(f: dict[str, Any]) -> list[str]:
    """What a finding says besides its message: what was expected, where it came to light, its rulings."""
    out = []
    if f.get("expected") and f["kind"] != "violation":
        out.append(_("expected {what}", what=f["expected"]))
    if f.get("discovered"):
        where = f["discovered"]
        if where.startswith(f["path"] + ":"):  # the same log: its line and column are enough
            where = where[len(f["path"]) + 1 :]
        out.append(_("came to light at {where}", where=where))
    if f.get("rulings"):
        out.append(_("rulings: {ids}", ids=", ".join(f["rulings"])))
    if f.get("held"):
        out.append(_n("{n} later finding held: it follows from this line", "{n} later findings held: they follow from this line", len(f["held"])))
    return out

def _message(f: dict[str, Any], with_id: bool = True) -> Line:
    """One line: the message, then the clause (its id unless the line has said it) and its title, then the
    extras (for pipes and narrow terminals)."""
    msg = Line(f["message"])
    title = clause_title(f["clause"])
    said = " ".join(part for part in (f["clause"] if with_id else "", title) if part)
    if said:
        msg.append(f"  [{said}]", style="dim")
    for extra in extras(f):
        msg.append(f" ({extra})", style="dim")
    return msg

def _body(f: dict[str, Any]) -> Line:
    """A finding on a wide terminal: the message first, the clause id and title under it, dimmed."""
    body = Line(f["message"])
    title = clause_title(f["clause"])
    body.append("\n" + f["clause"] + (f"  {title}" if title else ""), style="dim")
    for extra in extras(f):
        body.append("\n" + extra, style="dim")
    return body

def _where(f: dict[str, Any]) -> str:
    return f"{f['line']}:{f['col']}" if f.get("line") else ""

def report(out: Console, verdicts: list[dict[str, Any]], quiet: bool = False) -> None:
    for v in verdicts:
        report_one(out, v, quiet=quiet)
    report_summary(out, summary_of(verdicts))

def report_one(out: Console, v: dict[str, Any], quiet: bool = False) -> None:
    """One log's verdict. On a terminal: the path once, then each finding as ``line:col  kind  message``
    with its clause under it (one line each below :data:`NARROW` columns). Elsewhere (a pipe, a file):
    ``path:line:col: kind CLAUSE: message`` lines, for editors and grep."""
    label, style = status_label(v)
    head = Line()
    head.append(v["path"], style="bold")
    rest = Line()
    rest.append(f"{game_title(v['game'])}  ", style="dim")
    rest.append(label, style=style)
    rest.append("  " + _n("({n} event)", "({n} events)", v["events"]), style="dim")
    if out.is_terminal and head.__rich__().cell_len + 2 + rest.__rich__().cell_len > out.width:  # the path alone, the verdict under it
        out.print(head, overflow="fold")
        out.print(Line("  ").append_text(rest))
    else:
        out.print(head.append("  ").append_text(rest), soft_wrap=not out.is_terminal)
    if any(f["clause"] == "REFEREE-TIME-LIMIT" for f in v["findings"]):
        out.print(Line("  " + _("stopped early: the log took too long to check (--time-limit)"), style="dim"),
                  soft_wrap=not out.is_terminal)
    elif v.get("stopped_early"):
        out.print(Line("  " + _("stopped at the first violation (--strict)"), style="dim"), soft_wrap=not out.is_terminal)
    if v.get("left_out"):
        out.print(Line("  " + _n("{n} more finding left out: the first {shown} are shown", "{n} more findings left out: the first {shown} are shown",
                                 v["left_out"], shown=len(v["findings"]) - 1), style="dim"), soft_wrap=not out.is_terminal)
    findings = [f for f in v["findings"] if not (quiet and f["kind"] == "unverifiable")]
    if findings and out.is_terminal and out.width >= NARROW:
        from rich.padding import Padding
        from rich.table import Table

        t = Table.grid(padding=(0, 2), pad_edge=False)
        t.add_column(no_wrap=True, justify="right")
        t.add_column(no_wrap=True)
        t.add_column(overflow="fold", ratio=1)
        for f in findings:
            t.add_row(_where(f), Line(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]]), _body(f))
        out.print(Padding(t, (0, 0, 0, 2)))
    elif findings and out.is_terminal:
        for f in findings:
            line = Line(f"  {_where(f)} " if _where(f) else "  ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(" ")
            line.append_text(_message(f))
            out.print(line)
    else:
        # not a terminal: one finding per line, path:line:col first (for editors and grep)
        for f in findings:
            line = Line(f"{f['path']}:{f['line']}:{f['col']}: " if f.get("line") else f"{f['path']}: ")
            line.append(kind_label(f["kind"]), style=KIND_STYLE[f["kind"]])
            line.append(f" {f['clause']}: ")
            line.append_text(_message(f, with_id=False))
            out.print(line, soft_wrap=True)
    r = v.get("result")
    if r:
        scores = _(", ").join(f"{p} {'?' if s is None else s}" for p, s in r["scores"].items())
        who = (_("draw") if len(r["winners"]) > 1 else _("winner {name}", name=r["winners"][0]) if r["winners"] else _("winner unknown"))
        out.print(Line("  " + _("result: {ending}; {scores}; {who}", ending=r["ending"], scores=scores, who=who), style="cyan"),
                  soft_wrap=not out.is_terminal)
    out.print()

def report_summary(out: Console, s: dict[str, int]) -> None:
    logs = [_n("{n} clean", "{n} clean", s["clean"])]
    if s.get("unverified"):
        logs.append(_n("{n} clean with unverifiable checks", "{n} clean with unverifiable checks", s["unverified"]))
    logs.append(_n("{n} with violations", "{n} with violations", s["violations"]))
    logs.append(_n("{n} with bad input", "{n} with bad input", s["bad-input"]))
    counted = count_kinds(s.get("violation", 0), s.get("error", 0), s.get("unverifiable", 0), s.get("warning", 0)) or \
        _("nothing found")
    out.print(
        Line(
            _n("{n} log: {logs}; {counts} in {events}", "{n} logs: {logs}; {counts} in {events}", s["logs"],
               logs=_(", ").join(logs), counts=counted, events=_n("{n} event", "{n} events", s["events"])),
            style="bold",
        ),
        soft_wrap=not out.is_terminal,
    )
