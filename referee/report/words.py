"""Every word the pages say, in the language of the moment (the templates hold markup only).

:func:`words` gives the labels, and the functions below the sentences that have parts; the templates call
them while a page is made, with the page's language set.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from .messages import _, _n


def words() -> SimpleNamespace:
    return SimpleNamespace(
        site=_("referee report"),
        skip=_("Skip to the content"),
        nav=_("Site"),
        index_title=_("Refereed games"),
        logs=_("Logs"),
        log=_("Log"),
        game=_("Game"),
        verdict=_("Verdict"),
        violations=_("Violations"),
        warnings=_("Recorder's slips"),
        errors=_("Errors"),
        unverifiable=_("Unverifiable"),
        events=_("Events"),
        result=_("Result"),
        living=_("The living rulebook"),
        living_lead=_("Each game's rulebook clause by clause: the original text, the English rendering, the rulings, "
                      "the scenarios that exercise each clause with their last results, and which clause quotes each "
                      "sentence of the rulebook."),
        clauses=_("Clauses"),
        scenarios=_("Scenarios"),
        sentences=_("Sentences"),
        no_books=_("The feature files are missing: there is no rulebook to show."),
        results_written=_("results written"),
        results_none=_("no results (give --results DIR, a folder with the runners' Cucumber JSON)"),
        genbun=_("原文"),
        ruling_ja=_("裁定"),
        naiyo=_("内容"),
        english=_("English"),
        rulings_in_force=_("Rulings in force"),
        stopped_early=_("The verdict stopped early (see the findings)."),
        findings=_("Findings"),
        file_findings=_("About the whole file"),
        header=_("Header"),
        the_log=_("The log"),
        no_lines=_("There are no lines to show: the file could not be read."),
        end=_("The table at the end"),
        claimed=_("claimed"),
        player=_("Player"),
        score=_("Score"),
        details=_("How it is counted"),
        breakdown=_("Score breakdown"),
        part=_("Part"),
        no_result=_("The referee has no result for this log (the game did not end in it, or it could not be read)."),
        rulebook_file=_("Rulebook"),
        rulebook_missing=_("the rulebook's text is not available"),
        contents=_("Contents"),
        coverage=_("Sentence coverage"),
        background=_("Background (before every scenario of this section)"),
        rule_background=_("Background of this clause's scenarios"),
        quotes_lines=_("Quotes the rulebook's lines"),
        affects=_("Affects"),
        rulings_touching=_("Rulings that touch it"),
        field_option=_("option"),
        field_default=_("default"),
        field_alternatives=_("alternatives"),
        field_source=_("Source"),
        non_normative=_("non-normative"),
        uncovered=_("uncovered"),
        picture_scrolls=_("scroll sideways for the whole table"),
    )


def finding_kind(kind: str) -> str:
    return {"violation": _("violation"), "warning": _("warning"), "error": _("error"),
            "unverifiable": _("unverifiable")}.get(kind, kind)


def clause_kind(kind: str) -> str:
    return {"rule": _("rule"), "definition": _("definition"), "faq": _("FAQ"), "fact": _("fact"),
            "ruling": _("ruling")}.get(kind, kind)


def run_status(status: str) -> str:
    return {"passed": _("passed"), "failed": _("failed"), "skipped": _("skipped"), "not-run": _("not run")}.get(status, status)


def field_rows(c: Any) -> list[tuple[str, str]]:
    """A clause's other fields (a ruling's gap, option, default and alternatives; a fact's source) as
    (name, value) rows."""
    names = {"Gap": _("Gap"), "Option": _("Option"), "Default": _("Default"), "Alternatives": _("Alternatives"),
             "Source": _("Source"), "FAQ": _("FAQ")}
    return [(names[k], c.fields[k]) for k in names if c.fields.get(k)]


def held(n: int) -> str:
    return _n("{n} later finding held: it follows from this line", "{n} later findings held: they follow from this line", n)


def line_label(n: int) -> str:
    return _("line {n}", n=n)


def line_label_format() -> str:
    """:func:`line_label` before its number is put in (``.format(n=…)``): said once for all the lines of a page."""
    return _("line {n}")


def findings_at(n: int) -> str:
    return _("findings at line {n}", n=n)


def left_out(n: int, shown: int) -> str:
    return _n("{n} more finding left out: the first {shown} are shown", "{n} more findings left out: the first {shown} are shown",
              n, shown=shown)


def winner(r: dict[str, Any]) -> str:
    ws = r.get("winners") or []
    if len(ws) > 1:
        return _("a draw between {players}", players=_(", ").join(ws))
    if ws:
        return _("winner: {player}", player=ws[0])
    return _("the winner cannot be told from the log")


def result_line(r: dict[str, Any] | None) -> str:
    """The result in one line for the index: the winner and the scores."""
    if not r:
        return ""
    scores = _(", ").join(f"{p} {'?' if s is None else s}" for p, s in r.get("scores", {}).items())
    return _("{winner}; {scores}", winner=winner(r), scores=scores)


def tally(counts: dict[str, int]) -> str:
    """A runner's results: passed, failed, skipped, not run."""
    return _("{passed} passed, {failed} failed, {skipped} skipped, {not_run} not run", passed=counts.get("passed", 0),
             failed=counts.get("failed", 0), skipped=counts.get("skipped", 0), not_run=counts.get("not-run", 0))


def coverage(counts: dict[str, int]) -> str:
    return _("{total} sentences: {covered} quoted by clauses, {non_normative} non-normative, {uncovered} uncovered",
             total=counts.get("sentences", 0), covered=counts.get("covered", 0), non_normative=counts.get("non_normative", 0),
             uncovered=counts.get("uncovered", 0))


def scenarios(n: int) -> str:
    return _n("{n} scenario", "{n} scenarios", n)


def footer(version: str, when: str) -> str:
    return _("Written by referee {version} on {when}. No part of this site is fetched from the internet.", version=version, when=when)


def files_written(n: int, folder: str, index: str) -> str:
    return _n("wrote {n} file to {folder}: open {index}", "wrote {n} files to {folder}: open {index}", n, folder=folder, index=index)


def title_of_log(path: str) -> str:
    return path


def title_of_book(title: str) -> str:
    return _("{game}: the living rulebook", game=title)


def broken(error: str) -> str:
    return _("This page could not be made ({error}); please report it with the log. The other pages were made.", error=error)


def command_help() -> dict[str, str]:
    """The help of ``referee report`` and its options (the command's registration in referee/cli.py)."""
    return {
        "command": _("write a static HTML site: each log with its findings and pictures, and the living rulebook"),
        "description": _("Write a static site into DIR, in Japanese and English (DIR/ja/, DIR/en/): an index of the logs "
                         "with their verdicts, a page per log with every line as typed, each finding beside its line with "
                         "its clause, the table at each finding and at the end, and the result; and the living rulebook "
                         "of every game. It needs no server and fetches nothing: open DIR/index.html. The exit status is "
                         "check's (0 with --rulebook alone)."),
        "paths": _("log files (.log text, .jsonl) or folders; - for stdin"),
        "out": _("the folder to write the site into: new, empty, or one referee report wrote before"),
        "rulebook": _("write the living rulebook (alone when no PATH is given)"),
        "results": _("the folder with the runners' results (pytest-bdd.cucumber.json, behave.cucumber.json); "
                     "default: test-results/ when it exists"),
        "encoding": _("how the logs are encoded (see check --encoding)"),
        "option": _("switch a ruling for every log (overrides headers)"),
        "partial": _("the logs are games in progress: do not report an unfinished game"),
        "sets": _("also look for the card and game sets the logs name in DIR"),
        "jobs": _("make the pages of N logs at a time (processes; at most the number of CPUs; by default every CPU, one per 40 logs)"),
    }
