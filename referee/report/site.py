"""``referee report``: the static site, made log by log and game by game, in Japanese and English.

Layout (``DIR`` is ``--out``)::

    DIR/index.html               the index in the language of the command, links into DIR/<lang>/
    DIR/style.css                the one style sheet
    DIR/ja/index.html            the index (and DIR/en/…: the same pages in English)
    DIR/ja/logs/<slug>.html      one page per log
    DIR/ja/rulebook/<game>.html  the living rulebook of each game
    DIR/.referee-report.json     the marker: the folder is the site's (see output.py)

Each language's pages are made with that language set, so the referee's findings are said in it. One log
at a time is checked, drawn and written (memory does not grow with the number of logs), and what goes wrong
with one log stays on its page. With ``--jobs N`` the pages of N logs are made at a time, by worker processes
(in the batches ``check --jobs`` sends them, a few batches each in flight), and this process writes them in
the order of the logs. The files are written by a few threads at once (output.py).
"""

from __future__ import annotations

import argparse
import os
import posixpath
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape

from .. import __version__, i18n
from ..i18n import speaking
from . import markup, steps
from . import words as W
from .messages import _

LANGS = ("ja", "en")
TEMPLATES = Path(__file__).resolve().parent / "templates"


# -- the logs and their names -------------------------------------------------------------------------


@dataclass
class Entry:
    path: str  # as check names it
    slug: str
    ready: dict[str, dict[str, Any]] | None  # by language: the verdict of a path that cannot be checked (missing, …)


_UNSAFE = re.compile(r"[^a-z0-9._-]+")


def slug_of(rel: str) -> str:
    """A file name for a log's page from its path relative to the folder given: safe characters only
    (lower-case letters, digits, ``.``, ``_``, ``-``), folders joined with ``--``, ``.log`` left out."""
    rel = rel.replace("\\", "/").strip("/")
    parts = [p for p in rel.split("/") if p not in ("", ".", "..")] or ["log"]
    stem, dot, suffix = parts[-1].rpartition(".")
    if dot and stem:
        parts[-1] = stem if suffix.lower() == "log" else f"{stem}-{suffix}"
    names = [_UNSAFE.sub("_", p.lower()).strip("._") for p in parts]
    slug = "--".join(n for n in names if n)[:120].strip("._-")
    return slug or "log"


def plan(paths: list[str]) -> list[Entry]:
    """The logs of ``paths`` (as ``check`` finds them, in its order), each with its slug: unique in the site,
    and the same on every run over the same files. A path that cannot be checked has its verdict in each
    language."""
    from ..batch import collect

    out: list[Entry] = []
    taken: set[str] = set()
    for given in paths:
        found: dict[str, list[tuple[str, dict[str, Any] | None]]] = {}
        for lang in LANGS:
            with speaking(lang):
                found[lang] = list(collect([given]))
        same = len({len(v) for v in found.values()}) == 1
        first = found[LANGS[0]]
        for i, (f, ready) in enumerate(first):
            if given == "-":
                rel = "stdin"
            elif os.path.isdir(given):
                rel = os.path.relpath(f, given)
            else:
                rel = os.path.basename(f) or f
            base = slug_of(rel)
            slug, n = base, 1
            while slug in taken:
                n += 1
                slug = f"{base}-{n}"
            taken.add(slug)
            said = None
            if ready is not None:
                said = {lang: (found[lang][i][1] if same and found[lang][i][1] is not None else ready) for lang in LANGS}
            out.append(Entry(f, slug, said))  # type: ignore[arg-type]
    return out


# -- making pages ---------------------------------------------------------------------------------------


@dataclass
class Context:
    """What every page needs besides its own content, the same for the whole run, as plain data (it goes to the
    worker processes with their logs): the words that depend on the language are said in each beforehand."""

    opts: Any  # logs.Options
    games: list[dict[str, str]]
    runners: dict[str, list[dict[str, Any]]]  # by language: each runner's name, when its results were written, its problem
    results_problem: dict[str, str]  # by language
    when: str
    token: str  # this run's (a worker makes the templates once per run)


def context(opts: Any, games: list[dict[str, str]], res: Any) -> Context:
    runners: dict[str, list[dict[str, Any]]] = {}
    problem: dict[str, str] = {}
    for lang in LANGS:
        with speaking(lang):
            runners[lang] = [{"key": r.runner, "name": r.runner, "written": r.written, "problem": r.problem() if r.problem else ""}
                             for r in res.runners]
            problem[lang] = res.problem() if res.problem else ""
    return Context(opts, games, runners, problem, datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
                   os.urandom(8).hex())


class Maker:
    """The templates (compiled once), with what every page needs to know."""

    def __init__(self, ctx: Context) -> None:
        from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

        self.env = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"], default=True),
                               undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, auto_reload=False)
        self.ctx = ctx
        self.said: dict[str, dict[str, Any]] = {}  # by language: what every page of it says alike

    def render(self, template: str, here: str, lang: str, other_page: str, title: str, **data: Any) -> str:
        """Page ``here`` (a path inside the site) from ``template``, in ``lang`` (which must be the language of
        the moment); ``other_page``: the same page in the other language."""
        base = posixpath.dirname(here)

        def url(target: str) -> str:
            return posixpath.relpath(target, base or ".")

        other = "en" if lang == "ja" else "ja"
        said = self.said.get(lang)
        if said is None:
            said = self.said[lang] = dict(
                w=W.words(), footer=W.footer(__version__, self.ctx.when), runners=self.ctx.runners[lang],
                results_problem=self.ctx.results_problem[lang], other_name=i18n.LANGUAGE_NAMES[other],
            )
        context = dict(
            lang=lang, other=other, other_page=other_page, title=title, url=url, games=self.ctx.games, version=__version__,
            kind_name=W.finding_kind, kind_label=W.clause_kind, status_name=W.run_status, held_label=W.held,
            line_label=W.line_label, findings_at=W.findings_at, winner_text=W.winner, tally=W.tally, coverage=W.coverage,
            scenarios_label=W.scenarios, field_rows=W.field_rows, book_slug=book_slug, breakdown_parts=breakdown_parts,
            worst=worst, broken_text=W.broken, breakable=breakable, kind=template.split(".")[0],
            marked=markup.rendered, distinct=markup.distinct, step_keyword=steps.keyword, step_text=steps.text,
            step_table=steps.table,
        )
        context.update(said)
        context.update(data)
        return self.env.get_template(template).render(**context)


def book_slug(game: str) -> str:
    """The file name of a game's living rulebook (its name, which is safe already, made safe all the same)."""
    return _UNSAFE.sub("_", game.lower()).strip("._-") or "game"


def breakable(path: str) -> Markup:
    """A path that may break after each ``/`` (a narrow column wraps it between folders, not inside a name)."""
    return Markup("/<wbr>").join(escape(part) for part in path.split("/"))


def breakdown_parts(breakdown: dict[str, dict[str, Any]], claimed: dict[str, dict[str, Any]]) -> list[str]:
    parts: list[str] = []
    for values in list(breakdown.values()) + list(claimed.values()):
        for k in values:
            if k not in parts:
                parts.append(k)
    return parts


def worst(statuses: dict[str, str]) -> str:
    values = list(statuses.values())
    if "failed" in values:
        return "failed"
    if "passed" in values:
        return "passed"
    return "not-run"


def _row(slug: str, v: dict[str, Any]) -> dict[str, Any]:
    from ..terminal import game_title, status_label
    from .logs import counts_of, status_class

    return {"slug": slug, "path": v["path"], "game_title": game_title(v.get("game")), "status_label": status_label(v)[0],
            "status_class": status_class(v), "counts": counts_of(v), "events": v["events"], "result": W.result_line(v.get("result"))}


def _summary_text(counts: dict[str, int]) -> str:
    """The summary line of ``referee check`` for these counts, word for word."""
    import io

    from rich.console import Console

    from ..terminal import report_summary

    con = Console(file=io.StringIO(), width=10_000, color_system=None, force_terminal=False, highlight=False)
    report_summary(con, counts)
    return con.file.getvalue().strip()  # type: ignore[attr-defined]


def _other(lang: str) -> str:
    return "en" if lang == "ja" else "ja"


# -- one log's pages (in this process, or in a worker of --jobs) ------------------------------------------


@dataclass
class Made:
    """One log's pages in every language, with its verdict and its row of the index in each."""

    verdicts: dict[str, dict[str, Any]]
    html: dict[str, str]
    rows: dict[str, dict[str, Any]]
    failed: bool  # a page could not be made (it says so)


_made_by: tuple[str, Maker] | None = None  # the templates of this run, in this process


def make_log(job: tuple[Any, ...]) -> Made:
    """The pages of one log: ``(path, slug, ready, given, context)``; ``ready``: the verdicts of a path that cannot
    be checked, by language; ``given``: ``(bytes, verdict)`` of standard input, read by the main process. The log
    is read once and checked once: its findings are said again in each language from that pass, and the table at
    its end is drawn there in each (:func:`referee.report.logs.judge_in`); it is stepped through again in a language
    only for the pictures at its findings, as far as the last one (:func:`referee.report.logs.pictures`)."""
    global _made_by
    from ..core import setfiles
    from ..core.clauses import index
    from . import logs

    path, slug, ready, given, ctx = job
    if setfiles.extra_folders() != tuple(Path(f).resolve() for f in ctx.opts.sets):  # a worker process starts without them
        setfiles.set_extra_folders(list(ctx.opts.sets))
    if _made_by is None or _made_by[0] != ctx.token:
        _made_by = (ctx.token, Maker(ctx))
    maker = _made_by[1]
    try:
        idx = index()
    except Exception:  # the features are missing: the logs' pages are still made, without clause texts
        idx = None
    data: bytes | None = None
    ends: dict[str, str] = {}  # by language: the picture at the end, drawn when the log was checked in it
    if ready is not None:
        verdicts = ready
    else:
        data, unreadable = given if given is not None else logs.read_data(path)
        verdicts = {}
        if data is not None:
            with speaking(LANGS[0]):
                verdicts, ends = logs.judge_in(path, data, ctx.opts, LANGS)
        else:
            for lang in LANGS:
                with speaking(lang):  # read again, to be said in this language
                    verdicts[lang] = (logs.read_data(path)[1] if path != "-" else None) or unreadable
    error = None
    try:
        pages = logs.build(path, slug, data, verdicts, ctx.opts, idx, ends)
    except Exception as exc:  # this log's pages only: the other pages are still made
        if os.environ.get("REFEREE_DEBUG"):
            raise
        pages, error = {}, exc
    made = Made(verdicts, {}, {}, False)
    for lang in LANGS:
        with speaking(lang):
            verdict = verdicts[lang]
            here, there = f"{lang}/logs/{slug}.html", f"{_other(lang)}/logs/{slug}.html"
            try:
                if error is not None:
                    raise error
                made.html[lang] = maker.render("log.html", here, lang, there, path, page=pages[lang],
                                               left_out=W.left_out(verdict.get("left_out", 0), len(verdict["findings"]) - 1))
            except Exception as exc:  # this page only
                if os.environ.get("REFEREE_DEBUG"):
                    raise
                made.failed = True
                made.html[lang] = maker.render("broken.html", here, lang, there, path, path=path,
                                               error=f"{type(exc).__name__}: {exc}")
            made.rows[lang] = _row(slug, verdict)
    return made


def _died(entry: Entry, ctx: Context) -> Made:
    """The pages of a log whose worker process stopped (it is not read again here): the verdict that says so."""
    from ..batch import worker_died

    said = {}
    for lang in LANGS:
        with speaking(lang):
            said[lang] = worker_died(entry.path)
    return make_log((entry.path, entry.slug, said, None, ctx))


# -- the command -------------------------------------------------------------------------------------------

#: without ``--jobs``, a worker process for each this many logs, up to the number of CPUs (a process costs about
#: half a second to start: a few logs are made faster in this one)
LOGS_PER_WORKER = 40


def cpus() -> int:
    """The CPUs this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def default_workers(logs: int) -> int:
    """The processes that make the pages of ``logs`` logs when ``--jobs`` is not given: every CPU for a site of many
    logs, this process alone for a few (docs/cli.md)."""
    return max(1, min(cpus(), logs // LOGS_PER_WORKER))


def run(ns: argparse.Namespace, out: Any) -> int:
    """``referee report``: write the site; print what ``check`` says about each log that could not be read,
    and its summary line. The exit status is ``check``'s (0 for the rulebook alone)."""
    from ..api import UsageError, parse_options
    from ..batch import Summary, map_jobs
    from ..exits import EXIT_CLEAN, EXIT_INTERNAL
    from ..terminal import report_one, report_summary
    from ..core import game as registry
    from ..core import setfiles
    from ..core.clauses import index
    from . import living, logs, results
    from .output import Refused, Site

    paths = list(ns.paths or [])
    if not paths and not ns.rulebook:
        raise UsageError(_("give the logs to report (PATH…), or --rulebook for the living rulebook alone"))
    jobs = getattr(ns, "jobs", None)
    if jobs is not None and jobs < 1:
        raise UsageError(_("--jobs takes a number of processes from 1 up, not {value}", value=jobs))
    opts = logs.Options(encoding=ns.encoding, overrides=parse_options(ns.option), partial=ns.partial, sets=tuple(ns.sets or ()))
    for folder in opts.sets:
        if not os.path.isdir(folder):
            raise UsageError(_("--sets {folder}: not a folder", folder=folder))
    setfiles.set_extra_folders(list(opts.sets))
    entries = plan(paths)
    if paths and not entries:
        raise UsageError(_("no logs found in {paths}", paths=" ".join(paths)))
    workers = 1 if "-" in paths else default_workers(len(entries)) if jobs is None else min(jobs, cpus())
    res = results.load(ns.results if ns.results is not None else results.default_folder())
    chosen = i18n.language()
    try:
        idx = index()
    except Exception:  # the features are missing: the logs' pages are still made, without clause texts
        idx = None
    names = living.games(idx) if idx is not None else []
    games = [{"name": g, "slug": book_slug(g), "title": getattr(registry.get(g), "title", g)} for g in names]
    global _made_by
    ctx = context(opts, games, res)
    maker = Maker(ctx)
    _made_by = (ctx.token, maker)  # the logs' pages made in this process use the same templates
    site = Site(ns.out)
    summaries = {lang: Summary() for lang in LANGS}
    rows: dict[str, list[dict[str, Any]]] = {lang: [] for lang in LANGS}
    failed = False

    def job_list() -> Any:
        for entry in entries:
            given = logs.read_data(entry.path) if entry.path == "-" and entry.ready is None else None
            yield (entry.path, entry.slug, entry.ready, given, ctx)

    try:
        site.open()
        for entry, made in zip(entries, map_jobs(workers, job_list(), fn=make_log)):
            if not isinstance(made, Made):  # the worker process stopped on this log
                made = _died(entry, ctx)
            failed = failed or made.failed
            for lang in LANGS:
                site.write(f"{lang}/logs/{entry.slug}.html", made.html[lang])
                rows[lang].append(made.rows[lang])
                summaries[lang].add(made.verdicts[lang])
            if made.verdicts[chosen]["status"] == "bad-input":
                report_one(out, made.verdicts[chosen])
        features = living.read_features() if names else {}
        books = []
        for g in names:
            book = living.build(g, idx, res, features)  # type: ignore[arg-type]
            books.append({"slug": book_slug(g), "title": book.title, "counts": book.counts})
            clause_results = {cv.clause.id: cv.results for cv in book.clauses}
            for lang in LANGS:
                with speaking(lang):
                    here, there = f"{lang}/rulebook/{book_slug(g)}.html", f"{_other(lang)}/rulebook/{book_slug(g)}.html"
                    site.write(here, maker.render("rulebook.html", here, lang, there, W.title_of_book(book.title), book=book,
                                                  clause_results=clause_results))
        for lang in LANGS:
            with speaking(lang):
                text = _summary_text(summaries[lang].counts) if entries else ""
                for here in [f"{lang}/index.html"] + (["index.html"] if lang == chosen else []):
                    there = f"{_other(lang)}/index.html"
                    site.write(here, maker.render("index.html", here, lang, there, W.words().index_title, logs=rows[lang],
                                                  summary=text, books=books))
        site.write("style.css", (TEMPLATES / "style.css").read_text(encoding="utf-8"))
        site.close()
    except Refused as e:
        raise UsageError(str(e)) from None
    except OSError as e:
        raise UsageError(_("--out {folder}: cannot write ({why})", folder=str(ns.out), why=e.strerror or e)) from None
    finally:
        site.stop()
    if entries:
        report_summary(out, summaries[chosen].counts)
    out.print(W.files_written(len(site.written), str(ns.out), os.path.join(str(ns.out), "index.html")), soft_wrap=True)
    if failed:
        return EXIT_INTERNAL
    return summaries[chosen].status() if entries else EXIT_CLEAN
