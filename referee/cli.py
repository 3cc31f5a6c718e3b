"""The ``referee`` command.

Exit statuses (documented in docs/cli.md):

    0  every log checked is clean (unverifiable checks are reported, not failed)
    1  at least one rule violation was found
    2  the command line was wrong (unknown command, option or game)
    3  at least one log could not be read as notation (bad input); other logs were still checked
    4  the referee itself failed (a bug: please report it)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from . import __version__

EXIT_CLEAN, EXIT_VIOLATIONS, EXIT_USAGE, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3, 4
LOG_SUFFIXES = (".log", ".jsonl", ".txt")


class UsageError(Exception):
    pass


def _console(stderr: bool = False) -> Console:
    # messages on stderr are single lines that editors and scripts can parse: never wrapped
    return Console(stderr=stderr, highlight=False, soft_wrap=stderr)


# -- opening logs ------------------------------------------------------------------


def open_log(path: str | Path):
    """A reader for a text or JSON Lines log (by extension)."""
    from .notation.reader import LogReader, LogReadError, MAX_FILE_BYTES
    from .notation.writer import JsonlReader

    p = str(path)
    if p == "-":
        data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise LogReadError("<stdin>", f"more than {MAX_FILE_BYTES} bytes", "LOG-TOO-LARGE")
        return LogReader.from_bytes(data, "<stdin>")
    if p.endswith(".jsonl"):
        return JsonlReader.open(p)
    return LogReader.open(p)


def collect(paths: Iterable[str]) -> tuple[list[str], list[str]]:
    """Files to check (folders are searched for *.log and *.jsonl) and paths that do not exist."""
    files: list[str] = []
    missing: list[str] = []
    for p in paths:
        path = Path(p)
        if p == "-":
            files.append(p)
        elif path.is_dir():
            found = sorted(str(f) for f in path.rglob("*") if f.is_file() and f.suffix in (".log", ".jsonl"))
            files.extend(found)
        elif path.exists():
            files.append(p)
        else:
            missing.append(p)
    return files, missing


def _check_one(args: tuple[str, bool, bool, dict[str, str]]) -> dict[str, Any]:
    """One log to one verdict (as JSON-ready data, so that worker processes can return it)."""
    from .core.findings import ERROR, Finding, Verdict
    from .core.referee import check
    from .notation.model import Position
    from .notation.reader import LogReadError

    path, strict, partial, overrides = args
    try:
        reader = open_log(path)
    except LogReadError as e:
        v = Verdict(path, None)
        v.findings.append(Finding(ERROR, e.code, e.message, Position(path, 0, 0)))
        return v.to_json()
    return check(reader, strict=strict, partial=partial, overrides=overrides).to_json()


# -- referee check ------------------------------------------------------------------


def cmd_check(ns: argparse.Namespace) -> int:
    overrides = _options(ns.option)
    files, missing = collect(ns.paths)
    err = _console(stderr=True)
    verdicts: list[dict[str, Any]] = []
    for m in missing:
        verdicts.append(
            {"path": m, "game": None, "status": "bad-input", "events": 0, "over": False, "stopped_early": False, "options": {},
             "result": None, "findings": [{"kind": "error", "clause": "LOG-NOT-FOUND", "message": "no such file or folder", "path": m, "line": 0, "col": 0}]}
        )
    if not files and not missing:
        raise UsageError("no logs found in " + " ".join(ns.paths))
    jobs = [(f, ns.strict, ns.partial, overrides) for f in files]
    show_progress = ns.format == "text" and len(files) >= 8 and err.is_terminal and not ns.quiet
    workers = max(1, ns.jobs or 1)
    results: list[dict[str, Any]]
    if show_progress:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        with Progress(TextColumn("checking"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err, transient=True) as prog:
            task = prog.add_task("check", total=len(jobs))
            results = []
            for r in _map(workers, jobs):
                results.append(r)
                prog.advance(task)
    else:
        results = list(_map(workers, jobs))
    verdicts.extend(results)
    if ns.format == "json":
        sys.stdout.write(json.dumps({"version": __version__, "verdicts": verdicts, "summary": _summary(verdicts)}, ensure_ascii=False, indent=2) + "\n")
    else:
        out = _console()
        report(out, verdicts, quiet=ns.quiet)
    return _status(verdicts)


def _map(workers: int, jobs: list[tuple[str, bool, bool, dict[str, str]]]):
    if workers <= 1 or len(jobs) < 2:
        for j in jobs:
            yield _check_one(j)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_check_one, jobs, chunksize=max(1, len(jobs) // (workers * 8)))


def _status(verdicts: list[dict[str, Any]]) -> int:
    if any(f["clause"] == "REFEREE-INTERNAL" for v in verdicts for f in v["findings"]):
        return EXIT_INTERNAL
    if any(v["status"] == "bad-input" for v in verdicts):
        return EXIT_BAD_INPUT
    if any(v["status"] == "violations" for v in verdicts):
        return EXIT_VIOLATIONS
    return EXIT_CLEAN


def _summary(verdicts: list[dict[str, Any]]) -> dict[str, int]:
    s = {"logs": len(verdicts), "clean": 0, "violations": 0, "bad-input": 0, "findings": 0, "events": 0}
    for v in verdicts:
        s[v["status"]] += 1
        s["findings"] += sum(1 for f in v["findings"] if f["kind"] != "unverifiable")
        s["events"] += v["events"]
    return s


STATUS_STYLE = {"clean": ("✔ clean", "green"), "violations": ("✘ violations", "red"), "bad-input": ("! bad input", "yellow")}
KIND_STYLE = {"violation": "red", "error": "yellow", "unverifiable": "blue"}


def _title(clause: str) -> str:
    from .core.clauses import index

    try:
        c = index().get(clause)
    except Exception:  # features missing: the report still works
        return ""
    return c.title if c else ""


def _message(f: dict[str, Any]) -> Text:
    title = _title(f["clause"])
    msg = Text()
    if title:
        msg.append(title, style="bold")
        msg.append(" — ")
    msg.append(f["message"])
    if f.get("expected") and f["kind"] != "violation":
        msg.append(f" (expected {f['expected']})", style="dim")
    if f.get("discovered"):
        msg.append(f" [came to light at {f['discovered']}]", style="dim")
    if f.get("rulings"):
        msg.append(" [rulings: " + ", ".join(f["rulings"]) + "]", style="dim")
    return msg


def report(out: Console, verdicts: list[dict[str, Any]], quiet: bool = False) -> None:
    for v in verdicts:
        label, style = STATUS_STYLE[v["status"]]
        head = Text()
        head.append(v["path"], style="bold")
        head.append(f"  {v['game'] or '?'}  ", style="dim")
        head.append(label, style=style)
        head.append(f"  ({v['events']} events)", style="dim")
        out.print(head, soft_wrap=True)
        if v.get("stopped_early"):
            out.print("  stopped at the first violation (--strict)", style="dim")
        findings = [f for f in v["findings"] if not (quiet and f["kind"] == "unverifiable")]
        if findings and out.is_terminal:
            t = Table(show_header=True, header_style="dim", box=None, pad_edge=False, padding=(0, 1))
            t.add_column("where", no_wrap=True)
            t.add_column("kind", no_wrap=True)
            t.add_column("clause", no_wrap=True)
            t.add_column("finding", overflow="fold", ratio=1)
            for f in findings:
                t.add_row(f"{f['path']}:{f['line']}:{f['col']}", Text(f["kind"], style=KIND_STYLE[f["kind"]]), f["clause"], _message(f))
            out.print(t)
        else:
            # not a terminal: one finding per line, path:line:col first (for editors and grep)
            for f in findings:
                line = Text(f"{f['path']}:{f['line']}:{f['col']}: ")
                line.append(f["kind"], style=KIND_STYLE[f["kind"]])
                line.append(f" {f['clause']}: ")
                line.append_text(_message(f))
                out.print(line, soft_wrap=True)
        r = v.get("result")
        if r:
            scores = ", ".join(f"{p} {'?' if s is None else s}" for p, s in r["scores"].items())
            who = "draw" if len(r["winners"]) > 1 else (f"winner {r['winners'][0]}" if r["winners"] else "winner unknown")
            out.print(Text(f"  result: {r['ending']}; {scores}; {who}", style="cyan"), soft_wrap=True)
        out.print()
    s = _summary(verdicts)
    out.print(
        Text(
            f"{s['logs']} logs: {s['clean']} clean, {s['violations']} with violations, {s['bad-input']} with bad input; "
            f"{s['findings']} findings in {s['events']} events",
            style="bold",
        ),
        soft_wrap=True,
    )


def _options(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--option takes NAME=VALUE, not {item!r}")
        out[name.strip().lower()] = value.strip()
    return out


# -- referee rules ----------------------------------------------------------------------


def cmd_rules(ns: argparse.Namespace) -> int:
    from .core import game as registry
    from .core.clauses import index

    idx = index()
    words = list(ns.words)
    game = None
    if words and registry.get(words[0]) is not None:
        game = registry.get(words[0]).name  # type: ignore[union-attr]
        words = words[1:]
    out = _console()
    if ns.rulings:
        show_rulings(out, idx, game)
        return 0
    query = " ".join(words)
    hits = idx.search(query, game) if query else idx.for_game(game)
    if not hits:
        out.print(f"no clause matches {query!r}" + (f" in {game}" if game else ""))
        return 1
    if len(hits) == 1:
        show_clause(out, idx, hits[0], steps=ns.steps)
        return 0
    t = Table(title=f"{len(hits)} clauses" + (f" matching {query!r}" if query else ""), show_lines=False)
    t.add_column("id", no_wrap=True, style="bold")
    t.add_column("kind")
    t.add_column("title")
    t.add_column("原文", overflow="fold")
    for c in hits:
        t.add_row(c.id, c.kind, c.title, " ".join(c.japanese) if c.japanese else c.fields.get("Gap", ""))
    out.print(t)
    return 0


def show_clause(out: Console, idx: Any, c: Any, steps: bool = False) -> None:
    body = Text()
    body.append(f"{c.section}\n", style="dim")
    body.append(f"kind: {c.kind}   defined at {c.path}:{c.line}\n\n", style="dim")
    for ja in c.japanese:
        body.append("原文  ", style="bold")
        body.append(ja + "\n")
    for key in ("Gap", "Option", "Affects", "Default", "Alternatives", "Source"):
        if key in c.fields:
            body.append(f"{key}: ", style="bold")
            body.append(c.fields[key] + "\n")
    body.append("English  ", style="bold")
    body.append(c.english + "\n")
    rel = idx.related_rulings(c)
    if rel:
        body.append("\nRulings that touch it\n", style="bold")
        for r in rel:
            body.append(f"  {r.id}  option {r.fields.get('Option', '?')} (default {r.fields.get('Default', '?')}): {r.english}\n")
    body.append(f"\nScenarios ({len(c.scenarios)})\n", style="bold")
    for s in c.scenarios:
        body.append(f"  • {s.name}  ", style="")
        body.append(f"{s.path}:{s.line}\n", style="dim")
        if steps:
            for st in s.steps:
                body.append(f"      {st}\n", style="dim")
    out.print(Panel(body, title=f"[bold]{escape(c.id)}[/] {escape(c.title)}", expand=False))


def show_rulings(out: Console, idx: Any, game: str | None) -> None:
    t = Table(title="rulings" + (f" of {game}" if game else ""), show_lines=True)
    t.add_column("id", style="bold", no_wrap=True)
    t.add_column("option")
    t.add_column("default")
    t.add_column("alternatives", overflow="fold")
    t.add_column("ruling", overflow="fold")
    for r in idx.rulings(game):
        t.add_row(r.id, r.fields.get("Option", ""), r.fields.get("Default", ""), r.fields.get("Alternatives", ""), r.english)
    out.print(t)


# -- referee replay -----------------------------------------------------------------------


def cmd_replay(ns: argparse.Namespace) -> int:
    from .core.referee import replay
    from .notation.reader import LogReadError

    out = _console()
    try:
        reader = open_log(ns.log)
    except LogReadError as e:
        _console(stderr=True).print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    svg_dir = None
    if ns.svg:
        svg_dir = Path(ns.svg)
        try:
            svg_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(f"--svg {ns.svg}: {e.strerror or e}") from None
    status = EXIT_CLEAN
    n = 0
    shown = False
    pictures = 0
    for event, state, findings in replay(reader, strict=False):
        for f in findings:
            if f.kind == "error":
                status = EXIT_BAD_INPUT
            elif f.kind == "violation" and status == EXIT_CLEAN:
                status = EXIT_VIOLATIONS
        if state is None:
            for f in findings:
                out.print(Text(str(f), style=KIND_STYLE.get(f.kind, "")))
            return EXIT_BAD_INPUT
        if event is not None:
            n = event.index
        if ns.at is not None and n != ns.at:
            continue
        parts: list[Any] = []
        if ns.at is None and event is None and n == 0 and not findings:
            parts.append(Text("start of play", style="bold"))
        if event is not None:
            parts.append(Text(f"#{n}  {event.path}:{event.line}  {event.source()}", style="bold"))
        for f in findings:
            parts.append(Text(f"  {f.kind} {f.clause}: {f.message}", style=KIND_STYLE.get(f.kind, "")))
        parts.append(state.render(ns.viewer))
        for part in parts:
            out.print(part)
        if svg_dir is not None and (event is not None or n == 0):
            from .console.session import to_svg

            title = f"{Path(ns.log).name} · event {n}" + (f" · {ns.viewer}'s view" if ns.viewer else "")
            name = svg_dir / f"event-{n:04d}.svg"
            try:
                name.write_text(to_svg(parts, title), encoding="utf-8")
            except OSError as e:
                raise UsageError(f"--svg {ns.svg}: {e.strerror or e}") from None
            pictures += 1
        shown = True
    if ns.at is not None and not shown:
        _console(stderr=True).print(f"the log has {n} events; there is no event {ns.at}")
        return EXIT_USAGE
    if svg_dir is not None:
        _console(stderr=True).print(f"wrote {pictures} SVG pictures to {svg_dir}")
    return status


def cmd_console(ns: argparse.Namespace) -> int:
    from .console.app import main as console_main

    return console_main(ns.log, game=ns.game, viewer=ns.viewer, echo=ns.echo, history=ns.history, overrides=_options(ns.option))


# -- referee fmt / convert ----------------------------------------------------------------------


def _canonical_for(reader: Any):
    from .core import game as registry

    g = registry.get(reader.header().game or "")
    return g.canonical if g else None


def cmd_fmt(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReader, LogReadError
    from .notation.writer import format_log

    err = _console(stderr=True)
    status = EXIT_CLEAN
    for path in ns.paths:
        try:
            reader = open_log(path)
            if not isinstance(reader, LogReader):
                raise UsageError(f"{path}: fmt works on text logs; use convert for JSON Lines")
            canon = _canonical_for(reader)
            text, errors = format_log(reader, canon)
        except LogReadError as e:
            err.print(f"{e.path}: {e.code}: {e.message}")
            status = EXIT_BAD_INPUT
            continue
        if errors:
            for e in errors:
                err.print(str(e))
            err.print(f"{path}: not formatted: fix the notation errors first (nothing was changed)")
            status = EXIT_BAD_INPUT
            continue
        if ns.check:
            original = Path(path).read_text(encoding="utf-8") if path != "-" else ""
            if original != text:
                err.print(f"{path}: would be reformatted")
                status = max(status, EXIT_VIOLATIONS)
        elif ns.write and path != "-":
            Path(path).write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
    return status


def cmd_convert(ns: argparse.Namespace) -> int:
    from .notation.reader import LogReadError
    from .notation.writer import JsonlReader, dumps_jsonl, format_log, to_jsonl

    err = _console(stderr=True)
    try:
        reader = open_log(ns.input)
    except LogReadError as e:
        err.print(f"{e.path}: {e.code}: {e.message}")
        return EXIT_BAD_INPUT
    to = ns.to or ("log" if isinstance(reader, JsonlReader) else "jsonl")
    if to == "jsonl":
        if isinstance(reader, JsonlReader):
            raise UsageError("the input is already JSON Lines")
        objs = list(to_jsonl(reader))
        bad = [o for o in objs if o["type"] == "error"]
        text = dumps_jsonl(o for o in objs if o["type"] != "error")
    else:
        text, errors = _jsonl_to_text(reader) if isinstance(reader, JsonlReader) else format_log(reader, _canonical_for(reader))
        bad = [{"line": e.position.line, "col": e.position.col, "code": e.code, "message": e.message} for e in errors]
    if bad:
        for b in bad:
            err.print(f"{ns.input}:{b['line']}:{b['col']}: {b['code']}: {b['message']}")
        err.print(f"{ns.input}: not converted: fix the notation errors first")
        return EXIT_BAD_INPUT
    if ns.output and ns.output != "-":
        Path(ns.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return EXIT_CLEAN


def _jsonl_to_text(reader: Any) -> tuple[str, list[Any]]:
    from .core import game as registry
    from .notation.model import Claim, Comment, Event, LogError
    from .notation.writer import _claim_text

    h = reader.header()
    items = list(reader)
    errors = [i for i in items if isinstance(i, LogError)]
    g = registry.get(h.game or "")
    lines = [f"# {c['text']}" for c in []]
    lines += [f"game: {h.game}", "players: " + " ".join(h.players)]
    lines += [f"option {k}: {e.value}" for k, e in h.options.items()]
    lines += [f"{k}: {v}" for k, v in h.meta.items()]
    lines.append("")
    for it in items:
        if type(it) is Event:
            lines.append((g.canonical(it) if g else it.source()) + (f"  # {it.comment}" if it.comment else ""))
        elif isinstance(it, Comment):
            lines.append(f"# {it.text}")
        elif isinstance(it, Claim):
            lines.append(_claim_text(it))
    return "\n".join(lines) + "\n", errors


def cmd_games(ns: argparse.Namespace) -> int:
    from .core import game as registry

    out = _console()
    t = Table(title="games")
    t.add_column("name", style="bold")
    t.add_column("code")
    t.add_column("title")
    t.add_column("players")
    t.add_column("verbs", overflow="fold")
    for g in registry.all_games():
        players = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}–{g.max_players}"
        t.add_row(g.name, g.code, g.title, players, ", ".join(v.name for v in g.verbs))
    out.print(t)
    return 0


# -- entry point --------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="referee",
        description="Check recorded tabletop games against their rulebooks, clause by clause.",
        epilog="exit status: 0 clean, 1 violations, 2 usage error, 3 bad input, 4 internal error (see docs/cli.md)",
    )
    p.add_argument("--version", action="version", version=f"referee {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = sub.add_parser("check", help="check recorded games (files or folders)")
    c.add_argument("paths", nargs="+", metavar="PATH", help="log files (.log text, .jsonl) or folders; - for stdin")
    c.add_argument("--format", choices=("text", "json"), default="text")
    c.add_argument("--strict", action="store_true", help="stop each log at its first violation")
    c.add_argument("--partial", action="store_true", help="the logs are games in progress: do not report an unfinished game")
    c.add_argument("--jobs", "-j", type=int, default=1, metavar="N", help="check N logs at a time (processes)")
    c.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help="switch a ruling for every log (overrides headers)")
    c.add_argument("--quiet", "-q", action="store_true", help="leave out unverifiable checks and the progress bar")
    c.set_defaults(func=cmd_check)

    r = sub.add_parser("rules", help="find clauses by id or word; show one clause with its rulings and scenarios")
    r.add_argument("words", nargs="*", metavar="[GAME] [QUERY]")
    r.add_argument("--rulings", action="store_true", help="list the rulings with their defaults and alternatives")
    r.add_argument("--steps", action="store_true", help="show each scenario's steps")
    r.set_defaults(func=cmd_rules)

    rp = sub.add_parser("replay", help="show the state after each event of a log")
    rp.add_argument("log")
    rp.add_argument("--at", type=int, metavar="N", help="only the state after event N")
    rp.add_argument("--as", dest="viewer", metavar="PLAYER", help="one player's view: the other hands stay hidden")
    rp.add_argument("--svg", metavar="DIR", help="also write one SVG picture per event into DIR (event-0000.svg is the start)")
    rp.set_defaults(func=cmd_replay)

    f = sub.add_parser("fmt", help="print a log in canonical notation")
    f.add_argument("paths", nargs="+", metavar="PATH")
    g = f.add_mutually_exclusive_group()
    g.add_argument("--write", "-w", action="store_true", help="rewrite the files in place")
    g.add_argument("--check", action="store_true", help="exit 1 when a file is not in canonical form")
    f.set_defaults(func=cmd_fmt)

    cv = sub.add_parser("convert", help="convert between text logs and JSON Lines")
    cv.add_argument("input")
    cv.add_argument("output", nargs="?", help="output file (default: standard output)")
    cv.add_argument("--to", choices=("jsonl", "log"), help="target form (default: the other one)")
    cv.set_defaults(func=cmd_convert)

    gm = sub.add_parser("games", help="list the games the referee knows")
    gm.set_defaults(func=cmd_games)

    co = sub.add_parser(
        "console",
        help="ask the rules and walk through recorded games (interactive; line by line from a pipe)",
        description="An interactive session on a terminal; when standard input is not a terminal, one command "
        "per line and plain text out (exit status: 0 all went well, 2 a command was wrong, 3 a log or typed "
        "event could not be read).",
    )
    co.add_argument("log", nargs="?", help="a recorded game to load at the start")
    co.add_argument("--game", metavar="GAME", help="the game rule questions are about")
    co.add_argument("--as", dest="viewer", metavar="PLAYER", help="show the positions from this player's view")
    co.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help="switch a ruling for the loaded log")
    co.add_argument("--echo", action="store_true", help="line mode: print each command before its output (a transcript)")
    co.add_argument("--history", metavar="FILE", help="the history file (default: $REFEREE_HISTORY or ~/.local/state/referee/console-history)")
    co.set_defaults(func=cmd_console)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        ns = parser.parse_args(argv)
    except SystemExit as e:  # argparse already printed the message
        return int(e.code or 0) and EXIT_USAGE
    if not getattr(ns, "command", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return ns.func(ns)
    except UsageError as e:
        _console(stderr=True).print(f"referee {ns.command}: {e}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_CLEAN
    except Exception as e:  # never a traceback for the user
        if os.environ.get("REFEREE_DEBUG"):
            raise
        _console(stderr=True).print(f"referee {ns.command}: internal error: {type(e).__name__}: {e} (set REFEREE_DEBUG=1 for details)")
        return EXIT_INTERNAL
