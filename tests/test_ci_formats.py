"""``referee check --format junit|sarif|github`` (referee/ci.py).

Each format is validated against the format's own definition: JUnit XML against the Jenkins xUnit
plugin's schema and SARIF against the OASIS SARIF 2.1.0 schema (both vendored in tests/schemas/, see
its README), GitHub workflow commands against a grammar written here from GitHub's documented syntax.
Each must say what ``--format json`` says (the same findings, clauses, lines and columns), end with the
exit status of the text report, and stay valid whatever a stranger's log holds.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple
from urllib.parse import quote, unquote

import jsonschema
import pytest
import xmlschema
from browser import Verdicts, in_process

from referee import ci
from referee.batch import Summary
from referee.core.clauses import index

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = Path(__file__).resolve().parent / "schemas"
FORMATS = ("junit", "sarif", "github")


class Run(NamedTuple):
    returncode: int
    stdout: str
    stderr: str


def referee(*args: str, cwd: Path = ROOT, verdicts: Verdicts | None = None) -> Run:
    """``referee ARGS`` run in this process (as ``python -m referee`` runs it, writing to a pipe): its exit
    status and what it wrote. ``verdicts``: verdicts kept from an earlier run over the same logs are reused."""
    env = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "FORCE_COLOR": None}
    with verdicts.reused() if verdicts is not None else contextlib.nullcontext():
        return Run(*in_process(list(args), cwd=cwd, env=env))


@pytest.fixture(scope="module")
def bundled() -> dict[str, Run]:
    """Every bundled log checked once in each format (some break rules, some cannot be read): each log is
    refereed once, and each format renders the verdicts reached (see browser.Verdicts)."""
    kept = Verdicts()
    runs = {fmt: referee("check", "--format", fmt, "scenarios", verdicts=kept) for fmt in ("text", "json", *FORMATS)}
    logs = len(json.loads(runs["json"].stdout)["verdicts"])
    # every format asked for every log's verdict, and each was reached once at most (the session may have it)
    assert kept.calls == 5 * logs and len(kept.asked) == logs and kept.made <= logs
    return runs


@pytest.fixture(scope="module")
def verdicts(bundled) -> list[dict]:
    return json.loads(bundled["json"].stdout)["verdicts"]


@pytest.fixture(scope="module")
def junit_schema() -> xmlschema.XMLSchema:
    return xmlschema.XMLSchema(str(SCHEMAS / "junit-10.xsd"))


@pytest.fixture(scope="module")
def sarif_schema() -> dict:
    return json.loads((SCHEMAS / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))


def sarif_errors(schema: dict, doc: dict) -> list[str]:
    """The errors of ``doc`` under the Draft 7 validator and under the draft the schema declares (draft-04)."""
    found = []
    for validator in (jsonschema.Draft7Validator, jsonschema.validators.validator_for(schema)):
        validator.check_schema(schema)
        found += [f"{validator.__name__}: {e.json_path}: {e.message}" for e in validator(schema).iter_errors(doc)]
    return found


# -- GitHub's workflow command syntax -------------------------------------------------------------
# ::NAME key=value,key=value::message (docs.github.com: "Workflow commands for GitHub Actions"): in a property
# value %, CR, LF, ':' and ',' appear only percent-encoded; in the message %, CR and LF.

PROPERTY_VALUE = r"(?:[^,:\r\n%]|%25|%0D|%0A|%3A|%2C)*"
PROPERTY = rf"(?:file|line|col|endLine|endColumn|title)={PROPERTY_VALUE}"
COMMAND = re.compile(rf"::(?P<name>error|warning|notice)(?: (?P<props>{PROPERTY}(?:,{PROPERTY})*))?::(?P<data>(?:[^\r\n%]|%25|%0D|%0A)*)")
NUMBER = re.compile(r"[1-9][0-9]*")


def unescape(text: str) -> str:
    return re.sub(r"%(25|0D|0A|3A|2C)", lambda m: chr(int(m.group(1), 16)), text)


def parse_command(line: str) -> tuple[str, dict[str, str], str]:
    """A workflow command line: (name, properties, message), all unescaped; AssertionError if it breaks the grammar."""
    m = COMMAND.fullmatch(line)
    assert m, f"not a workflow command: {line!r}"
    props: dict[str, str] = {}
    for item in (m.group("props") or "").split(",") if m.group("props") else []:
        key, value = item.split("=", 1)
        assert key not in props, f"{key} twice: {line!r}"
        props[key] = unescape(value)
    for key in ("line", "col", "endLine", "endColumn"):
        if key in props:
            assert NUMBER.fullmatch(props[key]), f"{key} is not a line number: {line!r}"
    return m.group("name"), props, unescape(m.group("data"))


# RFC 3986 relative-ref: no scheme, only unreserved characters, sub-delims, ':' '@' '/' and %-escapes
RELATIVE_REF = re.compile(r"(?![A-Za-z][A-Za-z0-9+.-]*:)(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})+")
XML_CHAR = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


# -- the bundled logs -----------------------------------------------------------------------------------


def test_exit_status_is_the_text_reports(bundled):
    text = bundled["text"].returncode
    assert text == 1, bundled["text"].stderr  # some bundled logs break the rules on purpose (and some cannot be read)
    for fmt in ("json", *FORMATS):
        assert bundled[fmt].returncode == text, (fmt, bundled[fmt].stderr)
        assert bundled[fmt].stderr == ""


def test_junit_is_valid_and_has_a_case_per_log(bundled, verdicts, junit_schema):
    doc = bundled["junit"].stdout
    junit_schema.validate(doc)
    root = ET.fromstring(doc)
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert len(suites) == 1
    suite = suites[0]
    summary = json.loads(bundled["json"].stdout)["summary"]
    for element in (root, suite):
        assert element.get("tests") == str(summary["logs"]) == str(len(verdicts))
        assert element.get("failures") == str(summary["violations"]) != "0"
        assert element.get("errors") == str(summary["bad-input"]) != "0"
        assert float(element.get("time")) >= 0
    cases = suite.findall("testcase")
    assert [(c.get("classname"), c.get("name")) for c in cases] == [(v["game"] or "unknown", v["path"]) for v in verdicts]
    for case, v in zip(cases, verdicts):
        float(case.get("time"))
        failure, error, out = case.find("failure"), case.find("error"), case.find("system-out")
        broken = [f for f in v["findings"] if f["kind"] not in ("unverifiable", "warning")]
        slips = [f for f in v["findings"] if f["kind"] == "warning"]
        unsettled = [f for f in v["findings"] if f["kind"] == "unverifiable"]
        if v["status"] == "clean":
            assert failure is None and error is None, v["path"]
        else:
            element = error if v["status"] == "bad-input" else failure
            assert element is not None and (failure is None or error is None), v["path"]
            first = next(f for f in broken if f["kind"] == ("error" if v["status"] == "bad-input" else "violation"))
            assert element.get("type") == first["clause"]
            assert element.get("message").startswith(f"{first['clause']}: {first['message']}")
            lines = element.text.rstrip("\n").split("\n")
            assert len(lines) == len(broken)
            for line, f in zip(lines, broken):
                assert line.startswith(f"{f['path']}:{f['line']}:{f['col']} {f['clause']} {f['message']}"), line
        if unsettled or slips:  # a recorder's slips read as meant, then the checks left open, each under a heading
            lines = out.text.rstrip("\n").split("\n")
            assert len(lines) == bool(slips) + len(slips) + bool(unsettled) + len(unsettled)
            listed = [ln for k, ln in enumerate(lines) if k not in (0, len(slips) + 1 if slips else 0)]
            for line, f in zip(listed, slips + unsettled):
                assert line.startswith(f"{f['path']}:{f['line']}:{f['col']} {f['clause']} {f['message']}"), line
        else:
            assert out is None
    assert sum(1 for v in verdicts if v["status"] == "violations") == len(suite.findall("testcase/failure"))


def test_a_log_that_breaks_rules_on_purpose_fails(bundled):
    root = ET.fromstring(bundled["junit"].stdout)
    case = next(c for c in root.iter("testcase") if c.get("name") == "scenarios/curtain_call/wrong-opener.log")
    failure = case.find("failure")
    assert failure is not None and failure.get("type").startswith("CC-")
    unreadable = next(c for c in root.iter("testcase") if c.get("name") == "scenarios/bad_input/unknown-game.log")
    assert unreadable.find("error").get("type") == "LOG-UNKNOWN-GAME"


def test_sarif_is_valid_and_says_what_json_says(bundled, verdicts, sarif_schema):
    doc = json.loads(bundled["sarif"].stdout)
    assert sarif_errors(sarif_schema, doc) == []
    assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-schema-2.1.0.json")
    (run,) = doc["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "referee"
    rules = driver["rules"]
    cited = {f["clause"] for v in verdicts for f in v["findings"]}
    assert [r["id"] for r in rules] == list(dict.fromkeys(f["clause"] for v in verdicts for f in v["findings"]))
    assert {r["id"] for r in rules} == cited
    level = {"violation": "error", "warning": "warning", "error": "error", "unverifiable": "note"}
    want = [(f["clause"], f["path"], f["line"], f["col"], level[f["kind"]], f["kind"]) for v in verdicts for f in v["findings"]]
    got = []
    for r in run["results"]:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
        (where,) = r["locations"]
        uri = where["physicalLocation"]["artifactLocation"]["uri"]
        assert RELATIVE_REF.fullmatch(uri) and "\\" not in uri and not uri.startswith("/"), uri
        region = where["physicalLocation"].get("region", {})
        got.append((r["ruleId"], unquote(uri), region.get("startLine"), region.get("startColumn"), r["level"], r["properties"]["kind"]))
        assert r["message"]["text"]
    assert got == want
    assert run["invocations"][0]["exitCode"] == bundled["text"].returncode
    assert run["properties"]["summary"] == json.loads(bundled["json"].stdout)["summary"]


def test_sarif_rules_carry_the_clause_texts(bundled):
    rules = json.loads(bundled["sarif"].stdout)["runs"][0]["tool"]["driver"]["rules"]
    idx = index()
    clauses = [r for r in rules if idx.get(r["id"])]
    assert len(clauses) > 30
    for r in clauses:
        c = idx.get(r["id"])
        assert r["shortDescription"]["text"] == c.title
        assert r["fullDescription"]["text"] == c.english
        assert f"English: {c.english}" in r["help"]["text"]
        if c.japanese:
            assert "原文: " + " ".join(c.japanese) in r["help"]["text"]
        assert c.game in r["properties"]["tags"]
        assert "helpUri" not in r
    codes = [r for r in rules if r["id"].startswith("LOG-")]
    assert codes and all(r["shortDescription"]["text"] and r["properties"]["tags"] == ["notation"] for r in codes)


def test_github_lines_follow_the_grammar_and_say_what_json_says(bundled, verdicts):
    lines = bundled["github"].stdout.splitlines()
    parsed = [parse_command(line) for line in lines]
    findings = [(f, v) for v in verdicts for f in v["findings"]]
    assert len(parsed) == len(findings) + 1
    command = {"violation": "error", "warning": "warning", "error": "error", "unverifiable": "notice"}
    idx = index()
    for (name, props, message), (f, v) in zip(parsed, findings):
        assert name == command[f["kind"]]
        assert props["file"] == f["path"]
        assert (int(props["line"]), int(props["col"])) == (f["line"], f["col"])
        clause = idx.get(f["clause"])
        assert props["title"] == f["clause"] + (f" {clause.title}" if clause else "")
        assert message.startswith(f["message"])
    name, props, message = parsed[-1]
    assert (name, props) == ("notice", {})
    assert message == bundled["text"].stdout.rstrip("\n").splitlines()[-1]  # the text report's last line


def test_every_format_cites_the_same_clauses_at_the_same_places(bundled, verdicts):
    places = sorted((f["clause"], f["line"], f["col"]) for v in verdicts for f in v["findings"])
    sarif = json.loads(bundled["sarif"].stdout)["runs"][0]["results"]
    from_sarif = sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["region"]["startLine"],
                         r["locations"][0]["physicalLocation"]["region"]["startColumn"]) for r in sarif)
    from_github = sorted((p["title"].split()[0], int(p["line"]), int(p["col"]))
                         for _n, p, _m in map(parse_command, bundled["github"].stdout.splitlines()[:-1]))
    listed = []
    for case in ET.fromstring(bundled["junit"].stdout).iter("testcase"):
        for element in (case.find("failure"), case.find("error")):
            if element is not None:
                listed += element.text.rstrip("\n").split("\n")
        if case.find("system-out") is not None:  # (less the headings: a line that is not path:line:col CLAUSE …)
            listed += [ln for ln in case.find("system-out").text.rstrip("\n").split("\n") if re.match(r"\S+:\d+:\d+ ", ln)]
    from_junit = sorted((ln.split(" ")[1], int(ln.split(" ")[0].split(":")[-2]), int(ln.split(" ")[0].split(":")[-1])) for ln in listed)
    assert places and from_sarif == places and from_github == places and from_junit == places


# -- the validators themselves can fail --------------------------------------------------------------


def test_the_validators_reject_what_is_wrong(junit_schema, sarif_schema):
    bad_junit = '<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase classname="c"/></testsuite></testsuites>'
    assert not junit_schema.is_valid(bad_junit)  # a testcase needs a name
    good = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "referee"}},
                                          "results": [{"ruleId": "X", "level": "error", "message": {"text": "m"}}]}]}
    assert sarif_errors(sarif_schema, good) == []
    good["runs"][0]["results"][0]["level"] = "fatal"
    assert sarif_errors(sarif_schema, good)
    for line in ("::error file=a:b::m", "::error file=a,b::m", "::error::50% off", "::error title=x::a\nb", "::oops::m", "::error line=0::m"):
        with pytest.raises(AssertionError):
            parse_command(line)


# -- the examples in docs/cli.md -------------------------------------------------------------------------


def doc_block(kind: str) -> str:
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    (block,) = re.findall(rf"^```{kind}\n(.*?)^```", text, re.S | re.M)
    return block


def test_the_junit_example_in_the_docs_is_a_real_run(junit_schema):
    run = referee("check", "--format", "junit", "--partial", "docs/examples/slip.log", "docs/examples/club-night.log")
    assert run.returncode == 1
    example = doc_block("xml")
    junit_schema.validate(example)

    def timeless(s: str) -> str:
        return re.sub(r'(time|timestamp)="[^"]*"', r'\1="…"', s)

    assert timeless(run.stdout) == timeless(example)


def test_the_sarif_example_in_the_docs_is_a_real_run(sarif_schema):
    run = referee("check", "--format", "sarif", "--partial", "docs/examples/slip.log")
    assert run.returncode == 1
    example, got = json.loads(doc_block("jsonc")), json.loads(run.stdout)
    assert sarif_errors(sarif_schema, example) == []
    for doc in (example, got):  # the example is not rewritten for each release
        doc["runs"][0]["tool"]["driver"]["version"] = doc["runs"][0]["tool"]["driver"]["semanticVersion"] = "VERSION"
    assert got == example


# -- language ----------------------------------------------------------------------------------------


def test_the_formats_speak_the_language_chosen():
    idx = index()
    github = referee("--lang", "ja", "check", "--format", "github", "--partial", "docs/examples/slip.log")
    text = referee("--lang", "ja", "check", "--partial", "docs/examples/slip.log")
    sarif = referee("check", "--lang", "ja", "--format", "sarif", "--partial", "docs/examples/slip.log")
    assert github.returncode == text.returncode == sarif.returncode == 1
    (name, props, message), (_, _, summary) = map(parse_command, github.stdout.splitlines())
    clause = idx.get("CC-SPOT-MISMATCH-OPEN")
    assert props["title"] == f"CC-SPOT-MISMATCH-OPEN {clause.title_ja}"
    assert message in text.stdout and "ノクス" in message
    assert summary == text.stdout.rstrip("\n").splitlines()[-1] and "違反" in summary
    (rule,) = json.loads(sarif.stdout)["runs"][0]["tool"]["driver"]["rules"]
    assert rule["shortDescription"]["text"] == clause.title_ja
    assert rule["fullDescription"]["text"] == " ".join(clause.japanese)


# -- hostile text ------------------------------------------------------------------------------------------

HOSTILE_NAME = "we,ird:na%0A\nme ]]>::50%.log"


def test_a_hostile_log_stays_valid_in_every_format(tmp_path, junit_schema, sarif_schema):
    """A file name with a newline, ',', ':', '%', ']]>' and a percent-escape in it, and players and a word that
    hold ']]>', '::' and '%': each format stays valid, and what it says comes back as it was."""
    log = ("game: curtain-call\nplayers: A]]>%x B::%0A\ntable deal A]]>%x ??*20\ntable deal B::%0A ??*20\n"
           "table set ??*13\nB::%0A scout ??\nA]]>%x bo]]>gus%::, ??\n")
    (tmp_path / HOSTILE_NAME).write_text(log, encoding="utf-8")
    path = f"./{HOSTILE_NAME}"
    verdict = json.loads(referee("check", "--format", "json", ".", cwd=tmp_path).stdout)["verdicts"][0]
    assert verdict["path"] == path
    messages = [f["message"] for f in verdict["findings"]]
    assert any("bo]]>gus%::," in m for m in messages) and any("A]]>%x" in m for m in messages), messages

    junit = referee("check", "--format", "junit", ".", cwd=tmp_path)
    assert junit.returncode == 1  # the scout by the watcher breaks a rule; the rest cannot be read
    junit_schema.validate(junit.stdout)
    assert not XML_CHAR.search(junit.stdout)
    (case,) = ET.fromstring(junit.stdout).iter("testcase")
    assert case.get("name") == path.replace("\n", "\\n")
    listed = case.find("failure").text + (case.find("system-out").text if case.find("system-out") is not None else "")
    assert all(m in listed for m in messages)

    sarif = referee("check", "--format", "sarif", ".", cwd=tmp_path)
    doc = json.loads(sarif.stdout)
    assert sarif_errors(sarif_schema, doc) == []
    results = doc["runs"][0]["results"]
    for r, m in zip(results, messages, strict=True):
        uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        assert RELATIVE_REF.fullmatch(uri) and unquote(uri) == HOSTILE_NAME
        assert r["message"]["text"].startswith(m)

    github = referee("check", "--format", "github", ".", cwd=tmp_path)
    lines = github.stdout.splitlines()
    assert len(lines) == len(messages) + 1  # the newline in the file name did not start a line of its own
    for line, m in zip(lines, messages):
        name, props, message = parse_command(line)
        assert props["file"] == HOSTILE_NAME
        assert message.startswith(m)
    assert junit.returncode == sarif.returncode == github.returncode == 1


def hostile_verdicts() -> list[dict]:
    """Verdicts holding what no reader lets through today but a referee failure's message may (it quotes an
    exception): control characters, NUL, a lone surrogate, U+FFFE, a bidirectional override, CR and LF."""
    nasty = "A\x00B \x1b]0;pwned\x07 ]]> <x/> & :: % , \r\n::error::injected \ud800 \ufffe \u202e end"
    path = "logs/t\x1b[31m,:%.log"
    return [
        {"path": path, "game": "curtain-call", "status": "bad-input", "events": 1, "left_out": 0, "result": None, "findings": [
            {"kind": "violation", "clause": "CC-SPOT-PAIR", "message": nasty, "path": path, "line": 3, "col": 4, "actor": nasty},
            {"kind": "unverifiable", "clause": "CC-SPOT-PAIR", "message": nasty, "path": path, "line": 4, "col": 1},
            {"kind": "error", "clause": "REFEREE-INTERNAL", "message": nasty, "path": path, "line": None, "col": None},
        ]},
        {"path": "<stdin>", "game": nasty, "status": "violations", "events": 2, "left_out": 0, "result": None, "findings": [
            {"kind": "violation", "clause": "CC-SPOT-PAIR", "message": nasty, "path": "<stdin>", "line": 1, "col": 1},
        ]},
    ]


def rendered(fmt: str) -> tuple[str, int]:
    out = io.StringIO()
    tally = Summary()
    ci.render(fmt, iter(hostile_verdicts()), out.write, tally)
    text = out.getvalue()
    text.encode("utf-8")  # no lone surrogate reaches the output
    return text, tally.status()


def test_hostile_text_in_junit(junit_schema):
    text, status = rendered("junit")
    assert status == 4  # REFEREE-INTERNAL
    assert not XML_CHAR.search(text) and "\x1b" not in text and "\u202e" not in text
    junit_schema.validate(text)
    root = ET.fromstring(text)
    case = root.find("testsuite/testcase")
    assert case.get("name") == "logs/t\\x1b[31m,:%.log"
    assert "]]> <x/> & ::" in case.find("error").text and "\\x00" in case.find("error").text
    assert "\\ud800" in case.find("error").text and "\\ufffe" in case.find("error").text
    assert len(case.find("error").text.rstrip("\n").split("\n")) == 2  # the CR and LF in the message stay in its line


def test_hostile_text_in_sarif(sarif_schema):
    text, status = rendered("sarif")
    doc = json.loads(text)
    assert sarif_errors(sarif_schema, doc) == []
    results = doc["runs"][0]["results"]
    assert len(results) == 4
    assert all("\x1b" not in r["message"]["text"] and "\\x1b" in r["message"]["text"] for r in results)
    assert "locations" not in results[3]  # standard input has no file to point at
    assert unquote(results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) == "logs/t\x1b[31m,:%.log"
    assert doc["runs"][0]["invocations"][0] == {"executionSuccessful": False, "exitCode": 4}


def test_hostile_text_in_github():
    text, _status = rendered("github")
    lines = text.splitlines()
    assert len(lines) == 5  # four findings and the summary: no injected command
    parsed = [parse_command(line) for line in lines]
    nasty = hostile_verdicts()[0]["findings"][0]["message"]
    assert parsed[0][2] == ci.clean(nasty)  # the message comes back as cleaned, CR and LF included
    assert "\\x0d\n::error::injected" in parsed[0][2]  # CR shown as an escape, LF kept (and encoded)
    assert parsed[0][1]["file"] == ci.clean("logs/t\x1b[31m,:%.log")
    assert [p[0] for p in parsed] == ["error", "notice", "error", "error", "notice"]
    assert "line" not in parsed[2][1] and "col" not in parsed[2][1] and parsed[2][1]["file"]  # a finding with no line says none
    assert "file" not in parsed[3][1]


@pytest.mark.parametrize("text", ["plain", "a:b,c", "100%", "%0A", "%250A", "line\nbreak\r\n", ":,%\r\n", "", "日本語：、"])
def test_github_escaping_round_trips(text):
    prop, data = ci.escape_property(text), ci.escape_data(text)
    assert not re.search(r"[,:\r\n]", prop) and not re.search(r"[\r\n]", data)
    assert unescape(prop) == text and unescape(data) == text
    name, props, message = parse_command(ci.command("warning", text, file=text, title=text))
    assert (name, props, message) == ("warning", {"file": text, "title": text}, text)


def test_clean_escapes_what_xml_forbids(tmp_path, monkeypatch):
    assert ci.clean("a\x00b\x1bc\ud800d\ufffee\nf") == "a\\x00b\\x1bc\\ud800d\\ufffee\nf"
    assert ci.one_line("a\nb") == "a\\nb"
    assert ci.artifact_uri("logs/a b:c%.log") == "logs/a%20b%3Ac%25.log"
    monkeypatch.chdir(tmp_path / "..")
    assert ci.artifact_uri(str(tmp_path / "in here.log")) == quote(tmp_path.name) + "/in%20here.log"
    monkeypatch.chdir(tmp_path)
    assert ci.artifact_uri(str(tmp_path.parent / "out there.log")) == (tmp_path.parent / "out there.log").as_uri()
    assert ci.relative(str(tmp_path.parent / "x.log")) is None and ci.relative("./a/b.log") == "a/b.log"


def test_every_clause_makes_a_valid_rule(sarif_schema):
    """Rules, facts, definitions, FAQ and rulings (which have 裁定: and no 原文:) all describe themselves."""
    idx = index()
    path = "logs/all.log"
    findings = [{"kind": "violation", "clause": c.id, "message": "m", "path": path, "line": n + 1, "col": 1}
                for n, c in enumerate(idx.clauses)]
    verdict = {"path": path, "game": "curtain-call", "status": "violations", "events": 1, "left_out": 0, "result": None, "findings": findings}
    out = io.StringIO()
    ci.render("sarif", [verdict], out.write, Summary())
    doc = json.loads(out.getvalue())
    assert sarif_errors(sarif_schema, doc) == []
    rules = doc["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [c.id for c in idx.clauses]
    for r, c in zip(rules, idx.clauses):
        assert r["shortDescription"]["text"] == c.title and r["properties"]["tags"] == [c.game, c.kind]
        assert r["help"]["text"].endswith(f"{c.path}:{c.line}")
        if c.kind == "ruling" and not c.japanese:
            assert r["help"]["text"].startswith("裁定: ") and "Default: " in r["help"]["text"]
