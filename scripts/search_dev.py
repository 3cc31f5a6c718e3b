#!/usr/bin/env python3
"""Ask the rule search a question file (tests/rule_questions.toml, or a development set in tests/search_dev/)
and print each question's rank and top three, then the share first and in the top three.

    scripts/search_dev.py tests/search_dev/nozoku.toml [--misses]
"""

from __future__ import annotations

import sys
import tomllib

from referee.core.clauses import index


def main(argv: list[str]) -> int:
    paths = [a for a in argv if not a.startswith("--")]
    misses_only = "--misses" in argv
    idx = index()
    first = top3 = total = 0
    for path in paths:
        with open(path, "rb") as f:
            questions = tomllib.load(f)["question"]
        for q in questions:
            if idx.get(q["answer"]) is None:
                print(f"{path}: unknown clause {q['answer']} for {q['q']!r}")
                continue
            answer = idx.ask(q["q"], q.get("game"), 10)
            rank = answer.ids.index(q["answer"]) + 1 if q["answer"] in answer.ids else None
            total += 1
            first += rank == 1
            top3 += rank is not None and rank <= 3
            if not misses_only or rank != 1:
                print(f"{rank or '-':>2}  {q['answer']:<24} {q['q']}\n    terms {answer.terms}  top {answer.ids[:3]}")
    if total:
        print(f"\n{total} questions: first {first} ({first / total:.0%}), top three {top3} ({top3 / total:.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
