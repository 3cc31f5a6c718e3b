"""``referee report``: the static site of the bundled scenarios, in Japanese and English.

The site of ``scenarios/`` is built once per session (with small Cucumber JSON files of both runners' shapes
written for it: the ``report_site`` fixture of tests/conftest.py, which the browser tests read too; of every
bundled log in the nightly profile, of a stated sample of them in the quick profile, CI's: tests/browser.py,
site_logs) and held against ``referee check --format json`` over the same logs (run in this process), the
clause index, the traceability checks and the
pages' own structure: every log has its pages, every finding sits beside its line with its clause, the index
gives check's verdicts, the pages are well-formed and fetch nothing, the pictures are inline, the living
rulebook lists every clause with its scenarios and their results and accounts for every sentence. Smaller
runs show the folder rules (a user's folder is never written into) and the command's mistakes.
"""

from __future__ import annotations

import json
import os
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from browser import Verdicts, in_process, write_results

from referee import i18n
from referee.cli import main
from referee.terminal import status_label
from referee.core import rulebook as core_rulebook
from referee.core.clauses import index
from referee.core.game import get as get_game
from referee.harness import properties as P
from referee.harness import trace as T
from referee.report import results as R
from referee.report.logs import MAX_PICTURES
from referee.report import words as W
from referee.report.output import MARKER
from referee.report.site import plan, slug_of
from referee.report.svg import PictureError, inline

ROOT = Path(__file__).resolve().parent.parent
# (the site is built in a process of its own from the start of the session, and under pytest-xdist this module
# is handed out after the others: tests/conftest.py, SITE_READERS)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


# -- a small DOM from html.parser ------------------------------------------------------------------------


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: "Node | None") -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def walk(self):
        for c in self.children:
            if isinstance(c, Node):
                yield c
                yield from c.walk()

    def find_all(self, tag: str | None = None, cls: str | None = None) -> list["Node"]:
        return [n for n in self.walk() if (tag is None or n.tag == tag) and (cls is None or cls in n.classes)]

    def find(self, tag: str | None = None, cls: str | None = None) -> "Node | None":
        found = self.find_all(tag, cls)
        return found[0] if found else None

    def ancestors(self):
        n = self.parent
        while n is not None:
            yield n
            n = n.parent

    def next_element(self) -> "Node | None":
        siblings = [c for c in self.parent.children if isinstance(c, Node)] if self.parent else []
        i = siblings.index(self)
        return siblings[i + 1] if i + 1 < len(siblings) else None


class Page(HTMLParser):
    """A page parsed into nodes; ``problems`` lists every tag closed out of order or left open."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.stack = [self.root]
        self.problems: list[str] = []
        self.ids: list[str] = []
        self.raw = text
        self.feed(text)
        self.close()
        if len(self.stack) != 1:
            self.problems.append("left open: " + " > ".join(n.tag for n in self.stack[1:]))

    def _node(self, tag: str, attrs: list[tuple[str, str | None]]) -> Node:
        node = Node(tag, {k: v or "" for k, v in attrs}, self.stack[-1])
        self.stack[-1].children.append(node)
        if "id" in node.attrs:
            self.ids.append(node.attrs["id"])
        return node

    def handle_starttag(self, tag, attrs):
        node = self._node(tag, attrs)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self._node(tag, attrs)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if self.stack[-1].tag != tag:
            self.problems.append(f"</{tag}> closes <{self.stack[-1].tag}> (line {self.getpos()[0]})")
            while len(self.stack) > 1 and self.stack[-1].tag != tag:
                self.stack.pop()
        if len(self.stack) > 1:
            self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].children.append(data)

    def by_id(self, ident: str) -> Node | None:
        if not hasattr(self, "_ids"):
            self._ids: dict[str, Node] = {}
            for n in self.root.walk():
                self._ids.setdefault(n.attrs.get("id", ""), n)  # the first of an id, as a walk finds it
        return self._ids.get(ident)

    @property
    def html(self) -> Node:
        found = self.root.find("html")
        assert found is not None
        return found


def squash(text: str) -> str:
    return " ".join(text.split())


def read(quote: str) -> str:
    """A quote of the rulebook as a person reads it: without its markup (``**bold**``; a reStructuredText reference
    ``:numref:`x``` or literal ````x````: its text)."""
    quote = re.sub(r":[a-z]+:`([^`]+)`", r"\1", quote)
    return re.sub(r"``([^`]+)``", r"\1", quote).replace("**", "")


def loose(text: str) -> str:
    """What two quotes of one sentence share: their words, without spaces, punctuation and markup."""
    import unicodedata

    return re.sub(r"[\s、。，．,.・:：;；!！?？「」『』（）()\[\]【】\-—–]+", "", unicodedata.normalize("NFKC", read(text)))


def genbun_of(holder: Node) -> list[Node]:
    """The 原文 a finding (or a clause) shows itself (not those of the findings held inside it)."""
    out = []
    for q in holder.find_all("blockquote", "genbun"):
        owner = next((a for a in q.ancestors() if a.classes & {"finding", "clause"}), None)
        if owner is holder:
            out.append(q)
    return out


def check_genbun(holder: Node, quotes: list[str], where: object) -> None:
    """``holder`` shows each of the clause's ``quotes`` (its 原文) once, as a person reads it: one 原文 for the quotes
    that say the same words (but for spaces and punctuation), none with the rulebook's markup as written, its bold
    in ``<strong>``."""
    shown = genbun_of(holder)
    keys = [loose(q.text().removeprefix("原文")) for q in shown]
    assert len(keys) == len(set(keys)), (where, "a 原文 shown twice", [q.text()[:40] for q in shown])
    assert set(keys) == {loose(q) for q in quotes}, (where, keys)
    for q in shown:
        assert "**" not in q.text() and ":numref:" not in q.text(), (where, q.text())
    bold = [b.text() for q in shown for b in q.find_all("strong")]
    want = [m for q in quotes for m in re.findall(r"\*\*([^*\s](?:[^*]*?[^*\s])?)\*\*", q)]
    assert set(bold) == set(want), (where, bold, want)


# -- the site of the scenarios ----------------------------------------------------------------------------


CHECKED = Verdicts()  # check's verdicts of the scenarios, reached once per language for the whole module


def check(site: dict[str, Any], lang: str, *args: str) -> tuple[int, str, str]:
    """``referee --lang LANG check ARGS scenarios``, run in this process from the folder the site was made from
    (its ``scenarios/`` holds the logs of the site)."""
    with CHECKED.reused():
        return in_process(["--lang", lang, "check", *args, "scenarios"], cwd=site["cwd"])


def check_json(site: dict[str, Any], lang: str) -> dict[str, Any]:
    code, out, err = check(site, lang, "--format", "json")
    assert code in (0, 1, 3), err
    data = json.loads(out)
    data["returncode"] = code
    return data


@pytest.fixture(scope="module")
def site(report_site):
    return report_site


@pytest.fixture(scope="module")
def checked(site):
    return {"en": check_json(site, "en"), "ja": check_json(site, "ja")}


def every_log() -> bool:
    """The site is of every bundled log (the nightly profile), not of the quick profile's sample."""
    return P.deep()


_pages: dict[Path, Page] = {}


def page(path: Path) -> Page:
    if path not in _pages:
        _pages[path] = Page(path.read_text(encoding="utf-8"))
    return _pages[path]


def log_links(site_out: Path, lang: str) -> dict[str, Path]:
    """The index's logs: path as shown -> its page."""
    idx = page(site_out / lang / "index.html")
    out = {}
    for td in idx.root.find_all("td", "path"):
        a = td.find("a")
        assert a is not None
        out[a.text()] = (site_out / lang / a.attrs["href"]).resolve()
    return out


def test_the_exit_status_is_checks(site, checked):
    # the bundled scenarios hold logs with violations and logs with bad input: violations come first (exit 1)
    assert site["status"] == checked["en"]["returncode"] == 1


def test_every_log_has_a_page_in_both_languages_linked_to_each_other(site, checked):
    out = site["out"]
    paths = [v["path"] for v in checked["en"]["verdicts"]]
    assert paths == site["logs"] and len(paths) >= (40 if every_log() else 8)
    for lang in ("ja", "en"):
        links = log_links(out, lang)
        assert list(links) == paths
        for p in links.values():
            assert p.is_file() and p.parent == (out / lang / "logs").resolve(), p
            other = "en" if lang == "ja" else "ja"
            switch = page(p).root.find("a", "lang")
            assert switch is not None and (p.parent / switch.attrs["href"]).resolve() == (out / other / "logs" / p.name).resolve()
    slugs = [p.name for p in log_links(out, "en").values()]
    assert len(set(slugs)) == len(slugs)
    assert all(re.fullmatch(r"[a-z0-9._-]+\.html", s) for s in slugs)


def _beside(doc: Page, line: int) -> Node:
    row = doc.by_id(f"L{line}")
    assert row is not None, f"no line {line}"
    nxt = row.next_element()
    assert nxt is not None and "beside" in nxt.classes, f"nothing beside line {line}"
    return nxt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_finding_is_beside_its_line_with_its_clause(site, checked, lang):
    idx = index()
    links = log_links(site["out"], lang)
    seen = 0
    for v in checked[lang]["verdicts"]:
        doc = page(links[v["path"]])
        data = (ROOT / v["path"]).read_bytes() if (ROOT / v["path"]).is_file() else b""
        lines = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
        for f in v["findings"]:
            if f["line"] and f["line"] <= lines:
                box = _beside(doc, f["line"])
            else:
                box = doc.root.find("section", "file-findings")
                assert box is not None, (v["path"], f)
            cards = [n for n in box.find_all("div", "finding") if f["message"] in n.text() and f["clause"] in n.text()]
            assert cards, (v["path"], f["line"], f["clause"], f["message"])
            card = cards[0]
            where = f"{f['path']}:{f['line']}:{f['col']}" if f["line"] else f["path"]
            assert where in card.text()
            assert f["kind"] in card.classes
            clause = idx.get(f["clause"])
            if clause is None:
                code = card.find("code", "code")
                assert code is not None and code.text() == f["clause"]
            else:
                text = squash(card.text())
                assert card.find("a", "clause-id").text() == clause.id  # type: ignore[union-attr]
                assert clause.title_in(lang) in text
                check_genbun(card, clause.japanese, (v["path"], f["line"], clause.id))
                assert squash(clause.english) in text
            seen += 1
    assert seen == sum(len(v["findings"]) for v in checked[lang]["verdicts"]) > (50 if every_log() else 25)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_index_gives_checks_verdicts(site, checked, lang):
    doc = page(site["out"] / lang / "index.html")
    rows = doc.root.find("table", "logs").find("tbody").find_all("tr")  # type: ignore[union-attr]
    verdicts = checked[lang]["verdicts"]
    assert len(rows) == len(verdicts)
    i18n.set_language(lang)
    try:
        for tr, v in zip(rows, verdicts):
            cells = {td.attrs.get("data-label"): td for td in tr.find_all("td")}
            assert tr.find("td", "path").text() == v["path"]  # type: ignore[union-attr]
            assert tr.find("span", "status").text() == status_label(v)[0]  # type: ignore[union-attr]
            kinds = {"violation": v["left_out"], "warning": 0, "error": 0, "unverifiable": 0}
            for f in v["findings"]:
                kinds[f["kind"]] += 1
            nums = [td.text() for td in tr.find_all("td", "num")]
            assert nums == [str(kinds["violation"]), str(kinds["warning"]), str(kinds["error"]), str(kinds["unverifiable"]),
                            str(v["events"])]
            if v["result"]:
                for player, score in v["result"]["scores"].items():
                    assert f"{player} {'?' if score is None else score}" in tr.text()
                for winner in v["result"]["winners"]:
                    assert winner in cells[W.words().result].text()
            assert cells
    finally:
        i18n.set_language(None)
    # the summary line is check's, word for word
    _code, said, _err = check(site, lang)
    last = [ln for ln in said.splitlines() if ln.strip()][-1]
    assert squash(doc.root.find("p", "summary").text()) == squash(last)  # type: ignore[union-attr]


def test_the_top_index_is_the_chosen_language_with_links_adjusted(site):
    out = site["out"]
    top = page(out / "index.html")
    assert top.html.attrs["lang"] == "en"
    assert top.root.find("h1").text() == page(out / "en" / "index.html").root.find("h1").text()  # type: ignore[union-attr]
    for a in top.root.find_all("a"):
        href = a.attrs["href"]
        if href.startswith("#"):
            continue
        assert (out / href.split("#")[0]).resolve().is_file(), href
    assert top.root.find("a", "lang").attrs["href"] == "ja/index.html"  # type: ignore[union-attr]


def _html_files(out: Path) -> list[Path]:
    return sorted(out.rglob("*.html"))


def test_pages_are_well_formed_and_fetch_nothing(site):
    out = site["out"]
    files = _html_files(out)
    assert len(files) == 1 + 2 * (1 + len(site["logs"]) + len(index().games()))  # the indexes, the logs, the rulebooks
    for f in files:
        doc = page(f)
        assert not doc.problems, (f, doc.problems[:5])
        rel = f.relative_to(out).parts
        assert doc.html.attrs["lang"] == (rel[0] if len(rel) > 1 else "en")
        assert "<script" not in doc.raw.lower()
        dup = {i for i in doc.ids if doc.ids.count(i) > 1}
        assert not dup, (f, sorted(dup)[:5])
        for n in doc.root.walk():
            for attr in ("src", "href", "xlink:href", "action", "poster", "data"):
                value = n.attrs.get(attr, "")
                if re.match(r"\s*(https?:)?//", value, re.I):
                    assert n.tag == "a" and attr == "href", (f, n.tag, attr, value)
            if n.tag == "link":
                target = (f.parent / n.attrs["href"]).resolve()
                assert target.is_file() and target.is_relative_to(out.resolve()), (f, n.attrs)
            if n.tag == "a" and "href" in n.attrs and not n.attrs["href"].startswith(("#", "http")):
                target = (f.parent / n.attrs["href"].split("#")[0]).resolve()
                assert target.is_file(), (f, n.attrs["href"])
            if n.tag == "svg":
                assert any("picture" in a.classes for a in n.ancestors()), f
                assert n.attrs.get("role") == "img" and n.attrs.get("aria-label"), f
        css = (out / "style.css").read_text(encoding="utf-8")
        assert "@import" not in css and "url(" not in css and "@media print" in css and "max-width: 100%" in css


def test_pictures_at_each_finding_and_at_the_end(site, checked):
    links = log_links(site["out"], "en")
    drawn = 0
    for v in checked["en"]["verdicts"]:
        doc = page(links[v["path"]])
        end = doc.root.find("section", "end")
        if v["game"] is None or get_game(v["game"]) is None:
            assert end is None and not doc.root.find_all("svg"), v["path"]  # no game, no table to draw
            continue
        assert end is not None and end.find("figure", "picture").find("svg") is not None, v["path"]  # type: ignore[union-attr]
        count = len(page(links[v["path"]]).root.find_all("div", "line"))
        lines = sorted({f["line"] for f in v["findings"] if f["line"] and f["line"] <= count})
        assert len(lines) <= MAX_PICTURES
        for line in lines:
            fig = _beside(doc, line).find("figure", "picture")
            assert fig is not None and fig.find("svg") is not None, (v["path"], line)
            caption = _words_outside(fig.find("figcaption"), "hint")  # (the hint a narrow screen shows after it)
            assert caption in (f"The table after line {line}", "The table before the first event"), caption
            drawn += 1
    assert drawn > (40 if every_log() else 20)


def test_every_line_is_shown_as_typed(site, checked):
    links = log_links(site["out"], "en")
    for v in checked["en"]["verdicts"]:
        raw = (ROOT / v["path"]).read_bytes()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            if "shift-jis-comments" in v["path"]:
                continue  # bytes in no one encoding: each line is read as it can be
            text = raw.decode("cp932")
        want = text.split("\n")
        if want[-1] == "":
            want.pop()
        doc = page(links[v["path"]])
        got = [n.find("code", "text").text() for n in doc.root.find_all("div", "line")]  # type: ignore[union-attr]
        assert got == [w.rstrip("\r") for w in want], v["path"]
        assert [n.attrs["id"] for n in doc.root.find_all("div", "line")] == [f"L{i}" for i in range(1, len(want) + 1)]


def test_unreadable_logs_get_a_page_with_the_error_and_the_lines(site, checked):
    links = log_links(site["out"], "en")
    bad = [v for v in checked["en"]["verdicts"] if v["path"].startswith("scenarios/bad_input/")]
    assert len(bad) >= 4
    for v in bad:
        doc = page(links[v["path"]])
        assert doc.root.find("span", "status").text().startswith("! ")  # type: ignore[union-attr]
        errors = [f for f in v["findings"] if f["kind"] == "error"]
        assert errors
        for f in errors:
            assert f"{f['path']}:{f['line']}:{f['col']}" in doc.root.text()
        assert doc.root.find_all("div", "line"), v["path"]


def test_the_result_with_breakdown_and_claims(site):
    doc = page(log_links(site["out"], "en")["scenarios/curtain_call/wrong-claims.log"])
    result = doc.root.find("section", "result")
    assert result is not None
    scores = {tr.find("th").text(): [td.text() for td in tr.find_all("td")] for tr in result.find("table", "scores").find("tbody").find_all("tr")}  # type: ignore[union-attr]
    assert scores["Riku"][:2] == ["-4", "44"] and scores["Emma"][:2] == ["0", "-15"]
    assert "カミ 44" in scores["Riku"][2]
    parts = {tr.find("th").text(): tr for tr in result.find("table", "breakdown").find("tbody").find_all("tr")}  # type: ignore[union-attr]
    assert {"kami", "hand", "boo", "total"} <= set(parts)
    assert "48" in parts["hand"].text() and "claimed 0" in parts["hand"].text()


def test_the_living_rulebook_lists_every_clause_its_scenarios_and_their_results(site):
    idx = index()
    expected = site["expected"]
    for lang in ("en", "ja"):
        for game in idx.games():
            doc = page(site["out"] / lang / "rulebook" / f"{game}.html")
            order = [n.attrs["id"] for n in doc.root.find_all("article", "clause")]
            assert order == [c.id for c in idx.for_game(game)]
            for c in idx.for_game(game):
                art = doc.by_id(c.id)
                assert art is not None
                check_genbun(art, c.japanese, (lang, c.id))
                assert squash(c.english) in squash(art.text())
                if c.kind == "fact":  # a fact has no 原文: it says itself in Japanese in its 内容
                    assert squash(c.fields["内容"]) in squash(art.text()), (lang, c.id)
                names = [n.find("span", "sname").text() for n in art.find_all("div", "scenario")]  # type: ignore[union-attr]
                assert names == [s.name for s in c.scenarios]
                for r in idx.related_rulings(c):
                    said = art.find("div", "rulings").text()  # type: ignore[union-attr]
                    assert r.id in said and r.fields.get("Default", "?") in said
                for sc_node, sc in zip(art.find_all("div", "scenario"), c.scenarios):
                    badges = {b.attrs["title"]: (b.classes - {"run"}).pop() for b in sc_node.find_all("span", "run")}
                    for runner in ("pytest-bdd", "behave"):
                        assert badges[runner] == expected[runner].get((c.id, sc.name), "not-run"), (c.id, sc.name, runner)
                    assert len(sc_node.find("ol", "steps").find_all("li")) >= 1  # type: ignore[union-attr]
            for runner in doc.root.find("ul", "runs").find_all("li"):  # type: ignore[union-attr]
                assert runner.find("time") is not None, runner.text()


def test_sentence_coverage_is_what_the_traceability_checks_imply(site):
    features = T.load_features(ROOT / "features")
    clauses = T.all_clauses(features)
    books = ROOT / "docs" / "rulebooks"
    for game, name in core_rulebook.rulebook_files().items():
        text = (books / name).read_text(encoding="utf-8")
        mine = [c for c in clauses if c.game == game]
        nn = T.load_non_normative(books / "non-normative.toml", game)
        problems = T.check_rulebook(game, text, mine, nn, name)
        sentences = T.rulebook_sentences(text, rst=name.endswith(".rst"), spaced=name.endswith(".txt"))
        quoted = {s for c in mine for q in c.fields.get("原文", []) for s in T.quote_sentences(q)}
        listed = {T.normalise(str(e["text"])) for e in nn}
        uncovered = sum(1 for p in problems if ": no clause quotes " in p)
        for lang in ("en", "ja"):
            doc = page(site["out"] / lang / "rulebook" / f"{game}.html")
            items = doc.root.find("ol", "sentences").find_all("li", "sentence")  # type: ignore[union-attr]
            assert len(items) == len(sentences) > 40
            by = {k: sum(1 for i in items if k in i.classes) for k in ("covered", "non-normative", "uncovered")}
            assert by["uncovered"] == uncovered == 0
            assert by["covered"] == sum(1 for _l, s in sentences if s in quoted)
            assert by["non-normative"] == sum(1 for _l, s in sentences if s not in quoted and s in listed)
            for item, (line, s) in zip(items, sentences):
                assert squash(item.find("span", "text").text()) == squash(read(s)) and item.find("span", "no").text() == str(line)
                if "covered" in item.classes:
                    ids = [a.text() for a in item.find_all("a", "cov")]
                    assert ids and all(any(s in T.quote_sentences(q) for c in mine if c.id == i for q in c.fields["原文"]) for i in ids)


def test_the_japanese_pages_are_in_japanese_and_the_english_in_english(site):
    out = site["out"]
    ja_index = page(out / "ja" / "index.html")
    assert ja_index.html.attrs["lang"] == "ja"
    assert ja_index.root.find("h1").text() == "判定したゲーム"  # type: ignore[union-attr]
    for f in [out / "ja" / "logs" / "curtain_call--wrong-opener.html", out / "ja" / "rulebook" / "nozoku.html"]:
        doc = page(f)
        heads = [h.text() for h in doc.root.find_all("h2")]
        assert heads and all(JAPANESE.search(h) for h in heads[:3]), heads
        assert doc.root.find("span", "status") is None or JAPANESE.search(doc.root.find("span", "status").text())  # type: ignore[union-attr]
    wrong = page(out / "ja" / "logs" / "curtain_call--wrong-opener.html")
    assert "違反" in wrong.root.find("span", "status").text()  # type: ignore[union-attr]
    en = page(out / "en" / "logs" / "curtain_call--wrong-opener.html")
    assert [h.text() for h in en.root.find_all("h2")] == ["Findings", "Header", "The log", "The table at the end", "Result"]


# -- smaller runs ---------------------------------------------------------------------------------------


def run(*args: str) -> int:
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        return main(["report", *args, "--lang", "en"])
    finally:
        os.chdir(cwd)


def test_a_folder_that_is_not_the_sites_is_never_written(tmp_path, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "precious.txt").write_text("keep me", encoding="utf-8")
    assert run("docs/examples/slip.log", "--out", str(mine)) == 2
    assert sorted(p.name for p in mine.iterdir()) == ["precious.txt"]
    assert (mine / "precious.txt").read_text(encoding="utf-8") == "keep me"
    assert "not empty" in capsys.readouterr().err
    a_file = tmp_path / "file.txt"
    a_file.write_text("x", encoding="utf-8")
    assert run("--rulebook", "--out", str(a_file)) == 2
    assert a_file.read_text(encoding="utf-8") == "x"
    forged = tmp_path / "forged"
    forged.mkdir()
    (forged / MARKER).write_text('{"tool": "something else"}', encoding="utf-8")
    assert run("--rulebook", "--out", str(forged)) == 2


def test_the_sites_own_folder_is_written_again_and_stale_pages_go(tmp_path, capsys):
    out = tmp_path / "site"
    assert run("docs/examples", "--out", str(out)) == 1  # slip.log has a violation (and ends unfinished), as check says
    pages = sorted(p.name for p in (out / "en" / "logs").iterdir())
    assert pages == ["club-night.html", "crown-crest-lunch.html", "slip.html"]
    marker = json.loads((out / MARKER).read_text(encoding="utf-8"))
    assert marker["tool"] == "referee report" and "en/logs/slip.html" in marker["files"]
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    assert run("docs/examples/club-night.log", "--out", str(out)) == 0
    assert sorted(p.name for p in (out / "ja" / "logs").iterdir()) == ["club-night.html"]
    assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"  # not the site's: left alone
    assert run("--rulebook", "--out", str(out)) == 0
    assert not list((out / "en" / "logs").iterdir())
    assert sorted(p.name for p in (out / "en" / "rulebook").iterdir()) == [f"{g}.html" for g in index().games()]
    assert "wrote" in capsys.readouterr().out


def test_a_missing_log_and_unreadable_results_are_said_not_fatal(tmp_path, capsys):
    results = tmp_path / "results"
    results.mkdir()
    (results / "behave.cucumber.json").write_text("{ not json", encoding="utf-8")
    (results / "pytest-bdd.cucumber.json").write_text(json.dumps([{"elements": [42, {"name": 7}, {"name": "x", "steps": "?"}]}, "odd"]),
                                                      encoding="utf-8")
    out = tmp_path / "site"
    assert run("docs/examples/slip.log", "no-such.log", "--out", str(out), "--results", str(results)) == 1
    said = capsys.readouterr().out
    assert "no-such.log" in said and "LOG-NOT-FOUND" in said
    missing = page(out / "en" / "logs" / "no-such.html")
    assert "LOG-NOT-FOUND" in missing.root.text() and not missing.problems
    book = page(out / "en" / "rulebook" / "curtain-call.html").root.find("ul", "runs").text()  # type: ignore[union-attr]
    assert "behave.cucumber.json could not be read" in book
    assert "pytest-bdd.cucumber.json: 3 entries could not be read" in book


def test_a_page_that_cannot_be_made_costs_that_page_only(tmp_path, monkeypatch, capsys):
    from referee.report import logs

    real = logs.build

    def build(path, *args, **kw):
        if path.endswith("club-night.log"):
            raise RuntimeError("boom")
        return real(path, *args, **kw)

    monkeypatch.setattr(logs, "build", build)
    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    out = tmp_path / "site"
    assert run("docs/examples/club-night.log", "docs/examples/crown-crest-lunch.log", "--out", str(out)) == 4
    for lang in ("en", "ja"):
        broken = page(out / lang / "logs" / "club-night.html")
        assert "RuntimeError: boom" in broken.root.text() and not broken.problems
        fine = page(out / lang / "logs" / "crown-crest-lunch.html")
        assert fine.root.find("section", "end").find("svg") is not None  # type: ignore[union-attr]


def _footless(folder: Path) -> dict[str, bytes]:
    """Every file of a site and its bytes, but for the time in each page's footer (and the marker's list)."""
    foot = re.compile(rb'<footer class="site">.*?</footer>', re.S)
    return {str(p.relative_to(folder)): foot.sub(b"", p.read_bytes()) for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != MARKER}


def test_jobs_make_the_same_pages(tmp_path, capsys):
    alone, shared = tmp_path / "one", tmp_path / "two"
    assert run("docs/examples", "--out", str(alone)) == 1
    said = capsys.readouterr().out
    assert run("docs/examples", "--out", str(shared), "--jobs", "2") == 1
    assert capsys.readouterr().out.replace(str(shared), str(alone)) == said
    one, two = _footless(alone), _footless(shared)
    assert len(one) == 20 and one == two  # 3 logs and 5 rulebooks in each language, 3 indexes, the style sheet
    assert not list(shared.rglob("*.tmp"))
    assert run("docs/examples", "--out", str(tmp_path / "three"), "--jobs", "0") == 2


def test_without_jobs_many_logs_use_every_cpu_and_a_few_one_process(monkeypatch):
    """docs/cli.md: without --jobs, one worker per 40 logs up to the CPUs the process may run on."""
    from referee.report import site

    monkeypatch.setattr(site, "cpus", lambda: 4)
    assert [site.default_workers(n) for n in (0, 1, 39, 40, 79, 80, 120, 159, 160, 2000)] == [1, 1, 1, 1, 1, 2, 3, 3, 4, 4]
    monkeypatch.setattr(site, "cpus", lambda: 1)
    assert site.default_workers(2000) == 1


_make_log = None
_MAIN = os.getpid()


def _dies_on_slip(job):  # a log whose pages kill the worker process making them
    if job[0].endswith("slip.log") and os.getpid() != _MAIN:
        os._exit(9)
    return _make_log(job)  # type: ignore[misc]


def test_a_worker_that_dies_costs_only_its_own_log(tmp_path, monkeypatch):
    global _make_log
    from referee.report import site

    _make_log = site.make_log
    monkeypatch.setattr(site, "make_log", _dies_on_slip)
    out = tmp_path / "site"
    assert run("docs/examples", "--out", str(out), "--jobs", "2") == 4
    died = page(out / "en" / "logs" / "slip.html")
    assert "REFEREE-INTERNAL" in died.root.text() and "worker process stopped" in died.root.text() and not died.problems
    assert "ワーカー" in page(out / "ja" / "logs" / "slip.html").root.text()
    for name in ("club-night", "crown-crest-lunch"):
        assert page(out / "en" / "logs" / f"{name}.html").root.find("section", "end").find("svg") is not None  # type: ignore[union-attr]


def test_each_log_is_read_once_and_checked_once_for_both_languages(tmp_path, monkeypatch):
    """A log's pages need its verdict in each language and the picture at its end in each: the log is checked once,
    its messages remember how they were said and are said again in the other language, and the picture at the end
    is drawn in each language from that pass, so each event is applied once (before: once per language, before that
    twice per language, and before that four times, as replay referees a log again for the findings of each event,
    which the pictures do not use)."""
    from referee.core.table import TableState
    from referee.report import logs

    applied = []
    real_apply = TableState.apply

    def apply(self, event, judge):
        applied.append(event.index)
        return real_apply(self, event, judge)

    reads = []
    real_read = logs.read_data

    def read_data(path):
        reads.append(path)
        return real_read(path)

    monkeypatch.setattr(TableState, "apply", apply)
    monkeypatch.setattr(logs, "read_data", read_data)
    log = "docs/examples/club-night.log"
    assert run(log, "--out", str(tmp_path / "site")) == 0
    assert len(reads) == 1
    events = sorted(set(applied))
    assert len(events) == 32 and sorted(applied) == events


def test_a_page_that_cannot_be_written_stops_the_run_with_nothing_half_written(tmp_path, capsys):
    out = tmp_path / "site"
    assert run("docs/examples/club-night.log", "--out", str(out)) == 0
    capsys.readouterr()
    (out / "en" / "logs" / "club-night.html").unlink()
    (out / "en" / "logs" / "club-night.html").mkdir()  # a folder where a page goes: the page cannot be put there
    assert run("docs/examples/club-night.log", "--out", str(out)) == 2
    assert "cannot write" in capsys.readouterr().err
    assert not [p for p in out.rglob("*") if p.name.endswith(".tmp")]


def test_an_interrupted_run_leaves_no_temporary_file_and_a_killed_ones_go_with_the_next(tmp_path, monkeypatch):
    from referee.report import logs

    TEMP_SUFFIX = ".referee-tmp"  # noqa: N806 (referee.report.output's)
    out = tmp_path / "site"
    assert run("docs/examples", "--out", str(out)) == 1
    real = logs.build

    def build(path, *args, **kw):
        if path.endswith("slip.log"):
            raise KeyboardInterrupt
        return real(path, *args, **kw)

    monkeypatch.setattr(logs, "build", build)
    assert run("docs/examples", "--out", str(out)) == 130  # as after Ctrl-C
    assert not [p for p in out.rglob("*") if p.name.endswith(TEMP_SUFFIX)]
    monkeypatch.undo()
    stale = out / "en" / "logs" / f".club-night.html{TEMP_SUFFIX}"  # as a run killed while it wrote leaves one
    stale.write_bytes(b"<!DOCTYPE html>\n<p>half")
    mine = out / "en" / f"notes{TEMP_SUFFIX}"
    mine.write_text("mine", encoding="utf-8")
    assert run("docs/examples", "--out", str(out)) == 1
    assert not stale.exists() and mine.read_text(encoding="utf-8") == "mine"
    assert "</html>" in (out / "en" / "logs" / "club-night.html").read_text(encoding="utf-8")


def test_command_line_mistakes(tmp_path, capsys):
    assert run("--out", str(tmp_path / "a")) == 2  # neither logs nor --rulebook
    assert run("docs/examples/slip.log") == 2  # no --out
    assert run("docs/examples/slip.log", "--out", str(tmp_path / "b"), "--option", "nonsense=1") == 2
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


# -- the pieces -------------------------------------------------------------------------------------------


def test_slugs_are_safe_unique_and_stable(tmp_path):
    assert slug_of("curtain_call/wrong-opener.log") == "curtain_call--wrong-opener"
    assert slug_of("a/B c.jsonl") == "a--b_c-jsonl"
    assert slug_of("../../etc/passwd") == "etc--passwd"
    assert slug_of("対局.log") == "log"
    (tmp_path / "a").mkdir()
    for name in ("a/b.log", "a--b.log", "A--B.log", "対局.log", "試合.log"):
        (tmp_path / name).write_text("game: curtain-call\n", encoding="utf-8")
    first = [e.slug for e in plan([str(tmp_path)])]
    assert len(set(first)) == len(first) == 5
    assert all(re.fullmatch(r"[a-z0-9._-]+", s) for s in first)
    assert [e.slug for e in plan([str(tmp_path)])] == first


def test_an_inline_picture_gets_its_own_ids_and_no_script():
    svg = ('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
           '<defs><clipPath id="c0"><rect/></clipPath></defs><rect clip-path="url(#c0)"/><use href="#c0"/></svg>')
    got = str(inline(svg, "L12", 'the table & "more"'))
    assert got.startswith("<svg ") and "<?xml" not in got
    assert 'id="L12-c0"' in got and "url(#L12-c0)" in got and 'href="#L12-c0"' in got and 'id="c0"' not in got
    assert 'role="img" aria-label="the table &amp; &#34;more&#34;"' in got
    for bad in ('<svg><script>alert(1)</script></svg>', '<svg><image href="https://example.com/x.png"/></svg>',
                '<svg onload="x()"></svg>', "<p>not a drawing</p>"):
        with pytest.raises(PictureError):
            inline(bad, "p", "x")


def _refused_tag_by_tag(svg: str) -> bool:
    """The check of every tag, as inline() made it before it looked for what an unsafe attribute holds first."""
    from referee.report import svg as S

    return any(S._UNSAFE_ATTR.search(t.group()) for t in S._TAG.finditer(svg))


def test_a_drawing_is_refused_exactly_when_one_of_its_tags_is_unsafe():
    import random

    from referee.report import svg as S

    rng = random.Random(29)
    pieces = ["<g", "<rect", "<a", " ", "\n", "=", '"', "'", "#", ">", "/>", "on", "ON", "oN", "load", "click", "href", "HREF",
              "hReF", "src", "SRC", "\u017frc", "url(", "URL(", "xlink:", "id", "data-", "x", "1", "ſ", "K", "é", "(", ")"]
    tried = refused = 0
    for _ in range(4000):
        body = "".join(rng.choice(pieces) for _i in range(rng.randint(1, 14)))
        svg = f'<svg width="1" height="1">{body}</svg>'
        if S._UNSAFE_TAG.search(svg):
            continue
        expected = _refused_tag_by_tag(svg)
        try:
            inline(svg, "p", "x")
            got = False
        except PictureError:
            got = True
        assert got == expected, svg
        tried += 1
        refused += got
    assert tried > 3000 and 300 < refused < tried - 300
    for bad in ('<svg><a HREF="https://example.com"/></svg>', '<svg><image \u017fRC="x.png"/></svg>',
                '<svg><g OnClick="x()"/></svg>', '<svg><rect fill="URL(http://x)"/></svg>'):
        with pytest.raises(PictureError):
            inline(bad, "p", "x")
    kept = str(inline('<svg><g data-id="a"/><g id="b"/><use href="#b"/></svg>', "p", "x"))
    assert 'data-id="p-a"' in kept and 'id="p-b"' in kept and 'href="#p-b"' in kept  # ids as before: any name ending in id


def test_results_of_both_shapes_are_read_and_odd_ones_said(tmp_path):
    expected = write_results(tmp_path)
    got = R.load(tmp_path)
    assert [r.runner for r in got.runners] == ["pytest-bdd", "behave"] and all(r.found for r in got.runners)
    idx = index()
    for runner in got.runners:
        for (cid, name), status in expected[runner.runner].items():
            c = idx.get(cid)
            assert runner.status(c.path, name) == status  # type: ignore[union-attr]
            assert runner.status("elsewhere/" + c.path.split("/", 1)[1], name, cid) == status  # type: ignore[union-attr]
        assert runner.status("features/none.feature", "nothing") == R.NOT_RUN
    assert R.feature_key("/abs/proj/features/x/y.feature:12") == "x/y.feature"
    assert R.scenario_name("a name -- @1.2 Examples") == "a name"
    (tmp_path / "behave.cucumber.json").write_text("[", encoding="utf-8")
    broken = R.load(tmp_path).runners[1]
    assert not broken.found and broken.problem is not None and "could not be read" in broken.problem()
    assert R.load(tmp_path / "nowhere").problem is not None


def _made_pages(paths: list[Path], stepped: bool, ctx: Any) -> list[str]:
    """The pages of ``paths`` in both languages as ``make_log`` makes them; ``stepped``: with the picture at the end
    drawn by stepping through the log again (as before), not from the pass that checks it."""
    from referee.report import logs, site

    real = logs.judge
    out = []
    with pytest.MonkeyPatch.context() as mp:
        if stepped:
            mp.setattr(logs, "judge", lambda path, data, opts, end=None: real(path, data, opts))
        for p in paths:
            rel = str(p.relative_to(ROOT))
            made = site.make_log((rel, site.slug_of(rel), None, None, ctx))
            out += [made.html["ja"], made.html["en"]]
    return out


def test_the_picture_at_the_end_is_the_same_drawn_from_the_check_as_by_stepping(monkeypatch):
    """The table at a log's end is drawn from the pass that checks the log in that language (the core's
    ``watching``): the pages are byte for byte those drawn by stepping through the log again, in both languages
    (ノゾクダイス's reason the game ended is said while it is reached), for the ノゾクダイス logs (but the two of
    mistakes in every turn, slow to weigh), the examples (one with a slip, so a picture at a finding) and the first
    log of each other game's folder; every bundled log in the nightly profile."""
    monkeypatch.chdir(ROOT)
    games = sorted(p for p in (ROOT / "scenarios").iterdir() if p.is_dir() and p.name != "bad_input")
    logs = sorted({p for p in (ROOT / "scenarios" / "nozoku").glob("*.log") if "mistakes" not in p.name}
                  | set((ROOT / "docs" / "examples").glob("*.log")) | {sorted(g.glob("*.log"))[0] for g in games})
    if P.deep():
        logs = sorted(set(logs) | set((ROOT / "scenarios").rglob("*.log")))
    from referee.report import logs as L
    from referee.report import site

    ctx = site.context(L.Options(), [], R.load(None))  # one time in the footers
    now, before = _made_pages(logs, False, ctx), _made_pages(logs, True, ctx)
    assert len(now) == 2 * len(logs) and sum('<section class="end"' in page for page in now) >= len(logs)
    assert now == before


def test_a_lines_markup_is_what_the_template_made():
    """Each line's ``<div class="line">`` is made in Python (logs.heads), as the template made it: its number, the
    words for a screen reader in the page's language, its text escaped, its classes."""
    from jinja2 import Environment

    from referee.report import logs

    old = Environment(autoescape=True).from_string(
        '<div class="line{% if line.findings %} has-findings{% endif %}{% if line.event %} event{% endif %}" '
        'id="L{{ line.no }}"><a class="no" href="#L{{ line.no }}" aria-label="{{ line_label(line.no) }}">{{ line.no }}'
        '</a><code class="text">{{ line.text }}</code></div>')
    texts = ["plain", "<b>&amp;\"'</b>", "\t日本語\t", "", "x" * 50]
    for lang in ("ja", "en"):
        with i18n.speaking(lang):
            lines = [logs.Line(n, t, event) for n, t in enumerate(texts, 1) for event in (None, n)]
            lines[2].findings.append(None)  # type: ignore[arg-type]
            logs.heads(lines)
            for line in lines:
                assert str(line.head) == old.render(line=line, line_label=W.line_label)


def test_a_folder_swapped_for_a_link_during_the_run_is_not_followed(tmp_path):
    """output.Site writes each file in its folder as opened once, never through a link: a folder renamed and a
    link to an outside folder put in its place while the site is written sends nothing outside; a link where a
    file goes is refused."""
    from referee.report.output import Refused, Site

    outside = tmp_path / "outside"
    outside.mkdir()
    site = Site(tmp_path / "site")
    site.open()
    root = tmp_path / "site"
    try:
        site.write("ja/logs/a.html", "a")
        site.flush()
        (root / "ja" / "logs").rename(root / "ja" / "moved")
        (root / "ja" / "logs").symlink_to(outside, target_is_directory=True)
        site.write("ja/logs/b.html", "b")
        site.flush()
        (root / "ja" / "moved" / "c.html").symlink_to(outside / "c.html")
        with pytest.raises(Refused):
            site.write("ja/logs/c.html", "c")
        with pytest.raises(Refused):
            site.write("en/../../x.html", "x")
    finally:
        site.stop()
    assert not any(outside.iterdir())
    assert (root / "ja" / "moved" / "b.html").read_text() == "b" and (root / "ja" / "moved" / "a.html").read_text() == "a"


def test_nothing_but_a_folder_may_be_in_the_way_inside_the_site(tmp_path):
    """Each file's folders are checked before it is written (output.Site.path): a link (to a folder or dangling) or
    a file where a folder goes, and a link where the file goes, are refused; missing folders are made."""
    from referee.report.output import Refused, Site

    outside = tmp_path / "outside"
    outside.mkdir()
    site = Site(tmp_path / "site")
    site.open()
    try:
        root = tmp_path / "site"
        assert site.path("ja/logs/a.html") == root / "ja" / "logs" / "a.html" and (root / "ja" / "logs").is_dir()
        (root / "en").symlink_to(outside, target_is_directory=True)
        (root / "gone").symlink_to(tmp_path / "nowhere")
        (root / "file").write_text("x")
        (root / "ja" / "logs" / "b.html").symlink_to(outside / "b.html")
        for rel in ("en/logs/a.html", "en/a.html", "gone/a.html", "file/a.html", "ja/logs/b.html"):
            with pytest.raises(Refused):
                site.path(rel)
        assert site.path("ja/new/c.html", make=False) == root / "ja" / "new" / "c.html" and not (root / "ja" / "new").exists()
        assert not any(outside.iterdir())
    finally:
        site.stop()


# -- the rulebook's words, the steps and the pictures as the pages say them ---------------------------------------


def test_the_rulebooks_markup_is_shown_as_it_means_and_never_as_markup_of_the_page():
    from referee.report.markup import distinct, plain, rendered

    assert str(rendered("手札にあれば、**必ず**配置する。")) == "手札にあれば、<strong>必ず</strong>配置する。"
    assert plain("手札にあれば、**必ず**配置する。") == "手札にあれば、必ず配置する。"
    # what a quote holds is text: its markup is the rulebook's, never the page's
    assert str(rendered('**<b onclick="x()">&amp;</b>** <script>alert(1)</script>')) == \
        '<strong>&lt;b onclick=&#34;x()&#34;&gt;&amp;amp;&lt;/b&gt;</strong> &lt;script&gt;alert(1)&lt;/script&gt;'
    # a ** without its pair, or around nothing but spaces, is left out; a single * is a character
    assert str(rendered("a ** b * c")) == "a  b * c" and str(rendered("** **")) == " "
    # reStructuredText: a reference to a figure or table, and a literal, as code
    assert str(rendered("次のような数値として扱います。(:numref:`cardrank`)")) == \
        '次のような数値として扱います。(<code class="ref">cardrank</code>)'
    assert str(rendered("コストが **「$BL」** の場合、``$L``")) == \
        'コストが <strong>「$BL」</strong> の場合、<code class="ref">$L</code>'
    # the rulebook's sentence said twice, the two differing by a comma, is one 原文; other sentences stay
    pair = ["あれば、**必ず**配置する。", "あれば**必ず**配置する。", "同じ数字のカード"]
    assert distinct(pair) == [pair[0], pair[2]] and distinct(pair[::-1]) == [pair[2], pair[1]]


def test_a_genbun_said_twice_by_the_rulebook_is_shown_once_in_bold(tmp_path):
    """CC-SPOT-PAIR quotes the rulebook's two sentences that differ by a comma (one for each branch): the finding that
    cites it (scenarios/curtain_call/duplicate-card.log) shows one 原文, 必ず in bold, in both languages; so does its
    clause on the living rulebook."""
    out = tmp_path / "site"
    assert run("scenarios/curtain_call/duplicate-card.log", "--out", str(out)) == 1
    clause = index().get("CC-SPOT-PAIR")
    assert clause is not None and len(clause.japanese) == 2 and loose(clause.japanese[0]) == loose(clause.japanese[1])
    for lang in ("ja", "en"):
        doc = page(out / lang / "logs" / "duplicate-card.html")
        cards = [n for n in doc.root.find_all("div", "finding")
                 if any(a.text() == "CC-SPOT-PAIR" for a in n.find_all("a", "clause-id")) and genbun_of(n)]
        assert cards, lang
        for card in cards:
            (quote,) = genbun_of(card)
            assert [b.text() for b in quote.find_all("strong")] == ["必ず"] and "**" not in quote.text()
        book = page(out / lang / "rulebook" / "curtain-call.html").by_id("CC-SPOT-PAIR")
        assert book is not None and len(genbun_of(book)) == 1


GHERKIN_JA = {"Given": "前提", "When": "もし", "Then": "ならば", "And": "かつ", "But": "しかし"}


def _words_outside(node: Node, cls: str) -> str:
    """``node``'s text without that of the elements of class ``cls`` in it."""
    return "".join(c if isinstance(c, str) else ("" if cls in c.classes else _words_outside(c, cls)) for c in node.children)


def _feature_steps() -> dict[str, list[tuple[str, str, str]]]:
    """Every scenario's steps as the features write them, by its place (``features/x/y.feature:LINE``): (keyword, text,
    the header of its table or "")."""
    from referee.core.clauses import features_root, gherkin_document

    out: dict[str, list[tuple[str, str, str]]] = {}
    root = features_root()

    def visit(children, rel):
        for child in children:
            if "scenario" in child:
                sc = child["scenario"]
                out[f"{rel}:{sc['location']['line']}"] = [
                    (st["keyword"].strip(), st["text"],
                     "|".join(c["value"] for c in st["dataTable"]["rows"][0]["cells"]) if st.get("dataTable") else "")
                    for st in sc.get("steps", [])]
            elif "rule" in child:
                visit(child["rule"].get("children", []), rel)

    for path in sorted(root.rglob("*.feature")):
        doc = gherkin_document(path)
        visit((doc.get("feature") or {}).get("children", []), str(path.relative_to(root.parent)))
    return out


def test_every_step_of_the_library_has_its_japanese():
    """The sentences the living rulebook says the steps in are the shared step library's patterns (without the types
    of their parameters), every one, and each has its Japanese: in Japanese words (no English word but in a
    parameter), its parameters those of the English."""
    from referee.harness.registry import steps
    from referee.report import steps as S

    patterns = {re.sub(r"\{(\w+):[^}]*\}", r"{\1}", d.pattern) for d in steps()}
    assert patterns == set(S.SENTENCES), (sorted(patterns - set(S.SENTENCES)), sorted(set(S.SENTENCES) - patterns))
    i18n.set_language("ja")
    try:
        for sentence in S.SENTENCES:
            said = S._(sentence)
            assert said != sentence and JAPANESE.search(said), sentence
            assert not re.search(r"[A-Za-z]", re.sub(r"\{\w+\}", "", said)), (sentence, said)
            assert sorted(re.findall(r"\{(\w+)\}", said)) == sorted(re.findall(r"\{(\w+)\}", sentence)), said
        assert {k: S.keyword(k) for k in GHERKIN_JA} == GHERKIN_JA
    finally:
        i18n.set_language(None)


@pytest.mark.parametrize("game", index().games())
def test_the_steps_on_the_japanese_pages_are_in_japanese(site, game):
    """Every step of every scenario (and background) the living rulebook of ``game`` shows: on the Japanese page, its
    keyword as Gherkin's Japanese says it and its words in Japanese (no English word outside its parameters, none
    shown untranslated), each parameter as written (the values the step library reads from the step); on the English
    page, as the feature writes it. Each scenario shows the steps its feature has, in order."""
    from referee.harness.registry import match

    written = _feature_steps()
    shown = 0
    for lang in ("ja", "en"):
        doc = page(site["out"] / lang / "rulebook" / f"{game}.html")
        assert not doc.root.find_all("span", "untranslated"), lang
        for sc in doc.root.find_all("div", "scenario"):
            where = sc.find("span", "where").text()  # type: ignore[union-attr]
            steps = [li for ol in sc.find_all("ol", "steps") for li in ol.children if isinstance(li, Node) and li.tag == "li"]
            want = written[where]
            assert len(steps) == len(want), (lang, where)
            for li, (kw, text, header) in zip(steps, want):
                said = li.find("span", "said")
                assert said is not None, (where, text)
                (found,) = {(d.pattern, tuple(sorted(r.named.items()))) for kind in ("given", "when", "then")
                            for d, r in match(kind, text)}
                args = [a.text() for a in said.find_all("span", "arg")]
                assert sorted(args) == sorted(str(v) for _k, v in found[1]), (lang, where, text, args)
                table = li.find("table", "data")
                if lang == "en":
                    assert li.find("span", "kw").text() == kw and said.text() == text, (where, text)  # type: ignore[union-attr]
                    if header:
                        assert "|".join(c.text() for c in table.find("tr").children if isinstance(c, Node)) == header  # type: ignore[union-attr]
                    continue
                assert li.find("span", "kw").text() == GHERKIN_JA[kw], (where, kw)  # type: ignore[union-attr]
                words = _words_outside(said, "arg")
                assert JAPANESE.search(words) and not re.search(r"[A-Za-z]", words), (where, text, said.text())
                if header == "fact|value":
                    cells = [c.text() for c in table.find("tr").children if isinstance(c, Node)]  # type: ignore[union-attr]
                    assert cells == ["項目", "値"], (where, cells)
                shown += 1
    assert shown == sum(len(v) for k, v in written.items() if k.startswith(f"features/{game.replace('-', '_')}/")) > 50


def test_each_picture_is_shown_at_a_size_its_smallest_text_can_be_read(site):
    """Every picture of every log's page is shown in a frame as wide as its smallest text needs to be 11 px or more
    (its width × 11 / its smallest font size, from the drawing itself), scrolling sideways where the column is
    narrower (the style sheet)."""
    out = site["out"]
    frames = 0
    for f in sorted((out / "ja" / "logs").glob("*.html")) + sorted((out / "en" / "logs").glob("*.html")):
        doc = page(f)
        for fig in doc.root.find_all("figure", "picture"):
            frame = fig.find("div", "frame")
            assert frame is not None and frame.attrs.get("tabindex") == "0", f
            svg = frame.find("svg")
            assert svg is not None, f
            m = re.fullmatch(r"--legible: (\d+)px", frame.attrs.get("style", ""))
            assert m, (f, frame.attrs)
            sizes = [float(n.attrs["font-size"]) for n in svg.walk() if n.tag == "text" and "font-size" in n.attrs]
            assert sizes, f
            assert int(m.group(1)) * min(sizes) / float(svg.attrs["width"]) >= 11 - 1e-6, (f, m.group(1), min(sizes))
            assert int(m.group(1)) <= float(svg.attrs["width"]) * 11 / min(sizes) + 1, (f, m.group(1))  # no larger
            frames += 1
    css = (out / "style.css").read_text(encoding="utf-8")
    assert "width: var(--legible" in css and "overflow-x: auto" in css
    assert frames > 40
