"""The message catalogues, kept with Babel: extract what the code says, merge it into the Japanese
catalogues, compile them, and say what is missing (``scripts/i18n.py``; ``tests/test_i18n.py``).

One gettext domain per package that says messages (see :func:`domains`), its catalogue beside its code.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent  # the referee package
KEYWORDS = {"_": None, "_n": (1, 2), "N_": None}
TARGET = "ja"
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


@dataclass(frozen=True)
class Domain:
    name: str
    source: Path  # the folder whose Python files say its messages
    localedir: Path

    @property
    def po(self) -> Path:
        return self.localedir / TARGET / "LC_MESSAGES" / f"{self.name}.po"

    @property
    def mo(self) -> Path:
        return self.po.with_suffix(".mo")

    def method_map(self) -> list[tuple[str, str]]:
        if self.name == "referee":  # the files at the top of the package; each subpackage is its own domain
            return [("*.py", "python")]
        return [("**.py", "python")]


def domains() -> list[Domain]:
    """``referee`` (the command: the package's top-level modules) and every subpackage with a
    ``messages.py`` (core, notation, console, each game), its catalogue in its own ``locale`` folder."""
    out = [Domain("referee", ROOT, ROOT / "locale")]
    packages = [p.parent for p in ROOT.rglob("messages.py") if "harness" not in p.parts and "_features" not in p.parts]
    for pkg in sorted(packages):
        out.append(Domain(pkg.name, pkg, pkg / "locale"))
    return out


def extract(domain: Domain) -> Catalog:
    """Every message the domain's code says, with where it says it."""
    cat = Catalog(domain=domain.name, project="referee", charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(domain.source), method_map=domain.method_map(), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        rel = str((domain.source / filename).relative_to(ROOT))
        flags = {"python-brace-format"} if "{" in (message[0] if isinstance(message, tuple) else message) else set()
        cat.add(message, locations=[(rel, lineno)], auto_comments=comments, context=context, flags=flags)
    return cat


def load(domain: Domain) -> Catalog:
    if not domain.po.is_file():
        return Catalog(locale=TARGET, domain=domain.name, project="referee", charset="utf-8")
    with domain.po.open("rb") as f:
        return read_po(f, locale=TARGET, domain=domain.name)


def update(domain: Domain) -> Catalog:
    """Merge the extracted messages into the Japanese catalogue (translations kept; new ones empty;
    ones the code no longer says dropped) and write it."""
    template = extract(domain)
    cat = load(domain)
    created = cat.creation_date if domain.po.is_file() else None
    cat.update(template, no_fuzzy_matching=True)
    cat.obsolete.clear()
    cat.fuzzy = False
    cat.project, cat.version = "referee", "0.1.0"
    cat.last_translator = cat.language_team = "referee developers"
    cat.msgid_bugs_address = ""
    cat.copyright_holder = "referee developers"
    if created is not None:
        cat.creation_date = created
    domain.po.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, cat, width=0, omit_header=False, sort_output=False, include_previous=False, include_lineno=False)
    domain.po.write_bytes(buf.getvalue())
    return cat


def compiled(domain: Domain) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, load(domain), use_fuzzy=False)
    return buf.getvalue()


def _said(mo: bytes) -> dict[object, object]:
    """What a compiled catalogue says: every message with its context and translation, and the header's fields but
    the Babel version that wrote it."""
    import gettext

    t = gettext.GNUTranslations(io.BytesIO(mo))
    info = {k: v for k, v in t.info().items() if k != "generated-by"}
    return {"header": info, **{repr(k): v for k, v in t._catalog.items() if k != ""}}  # type: ignore[attr-defined]


def same_catalogue(mo: bytes, want: bytes) -> bool:
    """Do two compiled catalogues say the same? Byte for byte but for the version of Babel that wrote them (a
    newer Babel on a fresh install must not call a compiled catalogue stale)."""
    return mo == want or _said(mo) == _said(want)


def compile_mo(domain: Domain) -> None:
    domain.mo.write_bytes(compiled(domain))


def translated(m) -> bool:  # type: ignore[no-untyped-def]
    """The message has a Japanese string (every form of it)."""
    s = m.string
    return bool(s) and (isinstance(s, str) or all(s))


def placeholders(text: str) -> set[str]:
    return {m.group(1) for m in PLACEHOLDER.finditer(text)}


def problems(domain: Domain) -> list[str]:
    """What keeps the domain's Japanese from being complete: a message with no translation, a fuzzy one, a
    translation whose placeholders differ, a catalogue that is not compiled."""
    said = extract(domain)
    cat = load(domain)
    out: list[str] = []
    for m in said:
        if not m.id:
            continue
        key = m.id
        t = cat.get(key, context=m.context)
        where = ", ".join(f"{f}:{n}" for f, n in m.locations)
        first = key[0] if isinstance(key, tuple) else key
        if t is None or not translated(t):
            out.append(f"{domain.name}: no Japanese for {first!r} ({where})")
            continue
        if t.fuzzy:
            out.append(f"{domain.name}: the Japanese for {first!r} is marked fuzzy ({where})")
        ids = key if isinstance(key, tuple) else (key,)
        strings = t.string if isinstance(t.string, tuple) else (t.string,)
        want = set().union(*(placeholders(i) for i in ids))
        for s in strings:
            got = placeholders(s)
            if got - want or (want - got) - {"n"}:
                out.append(f"{domain.name}: the Japanese for {first!r} has placeholders {sorted(got)}, the English {sorted(want)} ({where})")
    stale = [m.id for m in cat if m.id and said.get(m.id, context=m.context) is None]
    for key in stale:
        first = key[0] if isinstance(key, tuple) else key
        out.append(f"{domain.name}: {first!r} is no longer said (run scripts/i18n.py update)")
    if not domain.mo.is_file() or not same_catalogue(domain.mo.read_bytes(), compiled(domain)):
        out.append(f"{domain.name}: {domain.mo.relative_to(ROOT.parent)} is not compiled from its .po (run scripts/i18n.py compile)")
    return out
