"""``referee games`` and ``--help`` in Japanese (issue 32, part 2): with ``--lang ja`` or a Japanese locale, each
game's verbs are listed with the Japanese spellings the game declares and what each does in Japanese; the help of
the command and of every subcommand reads in Japanese, fits the terminal and keeps each option's help in one
column."""

from __future__ import annotations

import re

import pytest
from browser import in_process
from rich.cells import cell_len

from referee import i18n
from referee.cli import COMMANDS
from referee.console.session import game_says
from referee.core import game as registry

GAMES = registry.all_games()
PIPE = {"COLUMNS": "100", "NO_COLOR": "1", "LINES": None, "PAGER": None, "FORCE_COLOR": None, "LANG": "C.UTF-8"}


def _japanese(text: str) -> bool:
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text))


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _rows(out: str, game) -> dict[str, str]:
    """Each verb's row of ``game``'s table in ``referee games``' output: its lines run together."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(game.title))
    rows: dict[str, str] = {}
    names = [v.name for v in game.verbs]
    current = None
    for line in lines[start + 2:]:  # the heading, then the table's own heading
        if not line.strip() or any(line.startswith(g.title) for g in GAMES if g is not game):
            break
        first = line.split()[0]
        if not line.startswith(" ") and first in names and first not in rows:
            current = first
            rows[current] = line
        elif current is not None:
            rows[current] += "\n" + line
    return rows


def _games(lang_args: list[str], **env: str) -> str:
    code, out, err = in_process([*lang_args, "games"], env={**PIPE, **env})
    assert code == 0 and not err, err
    return out


@pytest.mark.parametrize("how", [(["--lang", "ja"], {}), ([], {"LANG": "ja_JP.UTF-8"})], ids=["--lang ja", "LANG=ja_JP"])
def test_games_lists_each_verb_with_its_japanese_spellings_and_summary(how):
    args, env = how
    out = _games(args, **env)
    assert all(cell_len(line) <= 100 for line in out.splitlines())
    assert "動詞" in out and "日本語での書き方" in out and "verb" not in out.split()
    i18n.set_language("ja")
    try:
        for g in GAMES:
            rows = _rows(out, g)
            assert list(rows) == [v.name for v in g.verbs], (g.name, list(rows))
            for v in g.verbs:
                row = rows[v.name]
                spellings = [a for a in v.aliases if _japanese(a)]
                assert spellings, f"{g.name} {v.name} declares no Japanese spelling"
                assert "・".join(spellings) in row.splitlines()[0], (v.name, row)
                summary = game_says(g, v.summary)
                assert _japanese(summary), (g.name, v.name, summary)
                assert _squeezed(summary) in _squeezed(row), (v.name, summary, row)
    finally:
        i18n.set_language(None)


def test_games_in_english_says_the_summaries_in_english_and_the_spellings_still():
    out = _games(["--lang", "en"])
    assert "verb" in out and "Japanese spellings" in out
    cc = next(g for g in GAMES if g.name == "curtain-call")
    rows = _rows(out, cc)
    scout = next(v for v in cc.verbs if v.name == "scout")
    assert _squeezed(scout.summary) in _squeezed(rows["scout"]) and "スカウト" in rows["scout"]


def test_games_names_one_game_and_a_misspelt_one_is_a_usage_error():
    code, out, _err = in_process(["--lang", "ja", "games", "nozoku"], env=PIPE)
    assert code == 0 and "ノゾクダイス" in out and "カーテンコール" not in out
    code, _out, err = in_process(["--lang", "ja", "games", "nozok"], env=PIPE)
    assert code == 2 and "nozoku" in err and "というゲームはありません" in err


# -- --help in Japanese ------------------------------------------------------------------------------------------

#: words of English prose: a help line with one of them was left untranslated
PROSE = re.compile(r"\b(the|of|and|to|with|for|is|are|each|every|only|not|this|that|from|when|show|print)\b")
OPTION = re.compile(r"^  (-\S.*?) {2,}(\S.*)$")


def _help(command: str | None, width: int) -> list[str]:
    code, out, err = in_process(["--lang", "ja", *([command] if command else []), "--help"],
                                env={**PIPE, "COLUMNS": str(width)})
    assert code == 0 and not err, err
    return out.splitlines()


@pytest.mark.parametrize("width", [80, 100])
@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_help_reads_in_japanese_and_fits(command, width):
    lines = _help(command, width)
    text = "\n".join(lines)
    assert lines[0].startswith("使い方: referee") and "オプション:" in lines
    assert all(cell_len(line) <= width for line in lines[1:]), "\n".join(ln for ln in lines if cell_len(ln) > width)
    # every line of prose is Japanese (options, metavars, paths and commands are typed, and stay as they are)
    typed = r"'[^']*'|\"[^\"]*\"|\S*[/.$~]\S*|--?[\w-]+|\{[^}]*\}"  # quoted, paths, options, choices
    prose = [line for line in lines if PROSE.search(re.sub(typed, "", line))]
    assert not prose, "\n".join(prose)
    # an argument's name is a word of Japanese, not the English of the code (log, input, output)
    usage = re.sub(typed, "", "\n".join(lines[:next(i for i, line in enumerate(lines) if not line.strip())]))
    assert not re.search(r"\b(log|input|output|shell|path|game)\b", usage), text
    # each option's help starts in one column, whatever the width of its metavar (アドレス is 8 columns, 4 characters)
    columns = {cell_len(m.group(0)) - cell_len(m.group(2)) for line in lines if (m := OPTION.match(line))}
    assert len(columns) == 1, (columns, text)
    # and its lines after the first are in that column too
    column = columns.pop()
    inside = False
    for line in lines:
        if not line.strip():
            inside = False
        elif line.startswith("  -"):
            inside = True
        elif inside:
            assert line.startswith(" " * column) and line[column] != " ", f"a help line out of its column:\n{line}\n\n{text}"


def test_every_subcommand_describes_itself_in_japanese():
    i18n.set_language("ja")
    try:
        from referee.cli import build_parser

        parser = build_parser()
        sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
        for name, p in sub.choices.items():
            assert _japanese(p.description or ""), name
            for action in p._actions:
                if action.help and action.help != "==SUPPRESS==":
                    assert _japanese(action.help), (name, action.option_strings or action.dest, action.help)
                if isinstance(action.metavar, str) and action.metavar.isalpha() and action.metavar.islower():
                    raise AssertionError(f"{name}: the argument {action.metavar!r} has no Japanese name")
    finally:
        i18n.set_language(None)
