"""Rule search: a question in Japanese or English → the clauses that answer it, best first.

Ranked retrieval (BM25, SQLite FTS5 from the standard library) over each clause's titles (English and
Japanese), the words players use for it (its ``検索語:`` line), its rulebook original, its English
rendering and its notes (a ruling's gap, default and Japanese explanation), in two indexes:

- **words**: English words, stemmed (``porter``): "scores" finds "score";
- **grams**: Japanese as character bigrams (and single kanji), so 「補強されたユニット」 finds 補強 and
  ユニット without a dictionary; the trigram tokenizer cannot match the two-character words Japanese is
  full of (手札, 補強, 覗く), so the bigrams are made here and indexed as words.

The two scores are added, the titles weigh most. A query is cut into terms: English stop words ("how",
"the", "can") and Japanese particles and question endings (が, は, たら, どうなる) are left out; a game
named anywhere in the question ("curtain call: …", 「えいつくで…」) narrows the search to that game and is
not a term. Every clause that shares a term with the question is ranked; the answer says when no clause
has all of them (:attr:`Answer.partial`), and, when none has any, which known words are nearest to the
ones asked (:attr:`Answer.suggestions`).
"""

from __future__ import annotations

import difflib
import re
import sqlite3
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

#: words that say nothing about which rule is meant
EN_STOP = frozenset(
    """a an the and or but if then than so of to in on at by for from with without into onto about as is are was
    were be been being am do does did doing done can could may might must shall should will would i me my we us
    our you your he she it its they them their this that these those what which who whom whose when where why
    how there here any some all no not yes get gets got have has had having let lets one ones again just only
    also still ever per each own other else such very too okay ok please rule rules happen happens happened
    anything something someone somebody allowed allow legal much i've don't doesn't isn't think say stuff guys
    lots once away anyway work works what's there's we're i'm it's that's let's you're they're""".split()
)
#: particles, auxiliaries and question endings: a Japanese question's glue, not its subject
JA_STOP = (
    "ですか", "ますか", "ません", "ですが", "でしょう", "どうなる", "どうする", "どうして", "どうやって", "どう", "どれ", "どこ",
    "なに", "なん", "何", "いつ", "だれ", "誰", "ならない", "なります", "なる", "できる", "できます", "できない",
    "いい", "よい", "いけない", "だめ", "ダメ", "ある", "あり", "ない", "する", "した", "して", "される", "ときは", "とき",
    "場合", "たら", "れば", "ても", "では", "には", "とは", "から", "まで", "より", "ので", "けど", "って", "です", "ます",
    "やっぱり", "ちょっと", "とりあえず", "もう", "また", "すぐ", "ずっと", "じゃない", "じゃ", "だけ", "なの", "っけ",
    "ルール", "が", "は", "を", "に", "で", "と", "も", "の", "へ", "か", "や", "ね", "よ", "な",
)
_JA_STOP_SET = frozenset(JA_STOP)

#: words that mean the same at a game table, in either language: a question with one of them also looks
#: for the others (each weighing :data:`SYNONYM_WEIGHT`), so 「終わり」 finds 終了, "tie" finds 同点, and an
#: English question reaches the rulebook's Japanese
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("終わり", "終わる", "終了", "終える", "エンド", "end", "ends", "finish"),
    ("勝ち", "勝つ", "勝者", "勝利", "win", "wins", "winner"),
    ("負け", "負ける", "敗北", "lose", "loses", "lost", "loser"),
    ("引き分け", "同点", "tie", "tied"),
    ("点数", "得点", "スコア", "score", "points"),
    ("最初", "初め", "first"),
    ("開始", "始め", "スタート", "start", "begin"),
    ("手番", "順番", "ターン", "turn", "order"),
    ("手札", "hand"),
    ("山札", "デッキ", "deck"),
    ("捨て札", "墓地", "discard", "graveyard"),
    ("配る", "配布", "deal", "dealt"),
    ("引く", "ドロー"),
    ("出す", "出せ", "プレイ", "play", "put"),
    ("何枚", "枚数", "many"),
    ("覗く", "のぞく", "ノゾク", "peek", "look"),
    ("裏向き", "伏せ", "facedown"),
    ("表向き", "公開", "faceup", "reveal"),
    ("同じ", "same"),
    ("違う", "異なる", "different"),
    ("払う", "支払", "コスト", "いくら", "pay", "cost"),
    ("なくなる", "尽きる", "切れ", "空", "runs", "empty"),
    ("相手", "opponent"),
    ("ダイス", "サイコロ", "die", "dice"),
    ("中央", "真ん中", "centre", "center", "middle"),
    ("非公開", "秘密", "隠す", "hidden", "secret"),
    ("戻る", "戻す", "返す", "return", "back"),
    ("ボーナス", "追加点", "bonus"),
    ("順位", "ランキング", "rank", "ranking", "place"),
    ("死ぬ", "破壊", "倒す", "倒れる", "dies", "died", "destroyed", "killed"),
    ("知る", "分かる", "わかる", "know", "known"),
)

_CJK = r"\u3041-\u309f\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f々〆ヵヶー"
_JA_RUN = re.compile(f"[{_CJK}]+")
_WORD = re.compile(r"[0-9a-z]+(?:['’][a-z]+)?")
_KANJI = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff々]")
_KATA = re.compile(r"[\u30a0-\u30ffー]+")
_HIRA = re.compile(r"[\u3041-\u309f]+")
_SCRIPT_RUN = re.compile(r"[\u30a0-\u30ffー]+|[\u3400-\u4dbf\u4e00-\u9fff々〆ヵヶ]+|[\u3041-\u309f]+")

#: column weights: id, title, Japanese title, words players use for it, rulebook original, English rendering,
#: notes, section, its scenarios' names
WEIGHTS = (4.0, 6.0, 6.0, 4.0, 1.5, 1.0, 0.8, 0.5, 1.0)
MAX_QUESTION = 2000  # characters of a question that are read
MAX_TERMS = 40  # words of each language that are looked for
PARTS_WEIGHT = 0.1  # a Japanese word's bigrams found apart, against the word found whole
PAIR_WEIGHT = 0.5  # two words of the question side by side in the clause, besides each word alone
SYNONYM_WEIGHT = 0.3  # a word the question did not say, but means
GENERAL = 0.15  # how much more the general clause counts than the ones that detail it, other things alike
COVERAGE = 1.0  # how much more a clause that has more of the question's words counts
KANJI_WEIGHT = 0.6  # a lone kanji (「出」 of 「出す」) says less than a word
KANA_WEIGHT = 0.6  # so does a word in hiragana alone
HINT_WEIGHT = 0.3  # a verb's kanji with its first okurigana (見せ), besides the kanji alone
COLUMNS = ("id", "title", "title_ja", "keywords", "original", "english", "notes", "section", "situations")


def norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


_JOIN = re.compile(f"(?<=[0-9a-z])(?=[{_CJK}])|(?<=[{_CJK}])(?=[0-9a-z])")


def _ascii_apart(text: str) -> str:
    """Latin letters and digits apart from the Japanese they touch (「7枚」 → 「7 枚」), so "7" is a word."""
    return _JOIN.sub(" ", text)


def bigrams(text: str) -> list[str]:
    """The index's Japanese terms: every character pair of each Japanese run, and each kanji alone."""
    out: list[str] = []
    for run in _JA_RUN.findall(norm(text)):
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
        out.extend(_KANJI.findall(run))
    return out


_OKURIGANA = re.compile(r"([\u3400-\u4dbf\u4e00-\u9fff々][\u3400-\u4dbf\u4e00-\u9fff々\u3041-\u309f]*?[\u3400-\u4dbf\u4e00-\u9fff々]"
                        r"|[\u3400-\u4dbf\u4e00-\u9fff々])[\u3041-\u309f]+")
_PARTICLES = frozenset("がはをにでともへやかの")
_CONTENT = re.compile(r"[\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff々〆ヵヶー]")


_COUNTERS = frozenset("枚人週点回個目番つ")


def _phrases(run: str, after_digit: bool) -> list[str]:
    """A run of Japanese cut into phrases: at a particle that follows a kanji or katakana word (手札|が), where
    a word starts after hiragana (…たら|終わり) unless one okurigana joins two kanji (持ち帰る, 引き分け), where
    hiragana follows katakana (サブアクション|って), where kanji and katakana meet (何枚|カード, 人|プレイ), and
    after a counter that follows a number (3枚|裏返して)."""
    phrases, start = [], 0
    if after_digit and run[:1] in _COUNTERS:
        phrases.append(run[:1])
        start = 1
    for i in range(start, len(run)):
        ch, prev = run[i], run[i - 1] if i else ""
        if i <= start:
            continue
        if ch in _PARTICLES and _CONTENT.match(prev):
            phrases.append(run[start:i])
            start = i + 1
        elif _KANJI.match(ch) and _HIRA.match(prev):
            okurigana = i - 1 > start and _KANJI.match(run[i - 2]) and prev not in _PARTICLES
            if not okurigana:
                phrases.append(run[start:i])
                start = i
        elif (_KATA.match(ch) and _HIRA.match(prev)) or (_HIRA.match(ch) and _KATA.match(prev)):
            phrases.append(run[start:i])
            start = i
        elif (_KATA.match(ch) and _KANJI.match(prev) and prev != "何") or (_KANJI.match(ch) and _KATA.match(prev)):
            phrases.append(run[start:i])  # (何ターン, as 何枚, is one word)
            start = i
    phrases.append(run[start:])
    return [p for p in phrases if p]


def ja_words(text: str) -> list[tuple[str, list[str], float, bool]]:
    """A question's Japanese words: each with its terms as the index holds them (its bigrams, or itself if
    one kanji), its weight, and whether it counts as a word of the question (False for a hint that only
    helps to rank). Phrases are cut by :func:`_phrases` and lose their endings; a verb or adjective is
    looked for by its kanji (払った → 払, 持ち帰った → 持ち帰), with its first okurigana as a hint (見せる →
    見せ, unlike 見る); a word in hiragana alone (「のぞく」, 「めくった」 → めく) weighs less, and grammar
    in hiragana (「ってやらなく」) is no word."""
    out: list[tuple[str, list[str], float, bool]] = []
    text = norm(text)
    for m in _JA_RUN.finditer(text):
        run = m.group()
        after_digit = m.start() > 0 and text[m.start() - 1].isdigit()
        for phrase in _phrases(run, after_digit):
            phrase = _strip_endings(phrase)
            if not phrase or phrase in _JA_STOP_SET:
                continue
            kana = bool(_HIRA.fullmatch(phrase))
            if kana:
                if "っ" in phrase:  # めくった → めく, なくなった → なくな
                    phrase = phrase[: phrase.index("っ")]
                if len(phrase) < 2 or phrase in _JA_STOP_SET or any(ch in "ゃゅょ" for ch in phrase[:1]):
                    continue
            stem = _OKURIGANA.fullmatch(phrase)
            if stem:  # a verb or adjective by its kanji; its first okurigana tells 見せる from 見る
                hint = stem.group(1) + phrase[len(stem.group(1))]
                phrase = stem.group(1)
                out.append((hint, _grams(hint), HINT_WEIGHT, False))
            if len(phrase) == 1:
                if _KANJI.fullmatch(phrase):
                    out.append((phrase, [phrase], KANJI_WEIGHT, True))
                continue
            grams = _grams(phrase)
            if grams:
                out.append((phrase, grams, KANA_WEIGHT if kana else 1.0, True))
    return out


def _grams(word: str) -> list[str]:
    kana = bool(_HIRA.fullmatch(word))
    grams = [word[i : i + 2] for i in range(len(word) - 1)] or [word]
    return list(dict.fromkeys(g for g in grams if kana or not _HIRA.fullmatch(g)))


def ja_terms(text: str) -> list[str]:
    """A question's Japanese terms (every word's bigrams), as :func:`ja_words` makes them."""
    return list(dict.fromkeys(g for _word, grams, _weight, counts in ja_words(text) if counts for g in grams))


def _strip_endings(phrase: str) -> str:
    """A phrase without the question endings and stop words at its end (「出したら」 → 「出し」)."""
    changed = True
    while changed and phrase:
        changed = False
        for stop in JA_STOP:
            if len(stop) < len(phrase) and phrase.endswith(stop):
                phrase, changed = phrase[: -len(stop)], True
                break
    return "" if phrase in _JA_STOP_SET else phrase


def _stem(word: str) -> str:
    """A Japanese word as it starts in all its forms: 終わる → 終わ, なくなる → なくな (なくなった, なくなれば)."""
    if len(word) > 2 and word[-1] in "るうくすつぬむぶぐい":  # a verb's or adjective's ending, not いくら's ら
        return word[:-1]
    return word


#: English phrasal verbs, read as the one word they mean ("where do the cards end up" is no question about
#: the end of the game)
PHRASES = {
    "end up": "go", "ends up": "go", "ended up": "go", "go off": "resolve", "goes off": "resolve",
    "went off": "resolve", "turn over": "flip", "turns over": "flip", "turned over": "flip", "run out": "empty",
    "runs out": "empty", "ran out": "empty", "pick up": "take", "picks up": "take", "give up": "concede",
}
_PHRASE = re.compile(r"\b(" + "|".join(re.escape(p) for p in sorted(PHRASES, key=len, reverse=True)) + r")\b")


def phrasal(text: str) -> str:
    return _PHRASE.sub(lambda m: PHRASES[m.group(1)], text)


def en_pairs(text: str) -> list[str]:
    """Two words of the question side by side, neither a stop word ("turn order", "goes next")."""
    words = _WORD.findall(phrasal(norm(text)))
    return [f"{a} {b}" for a, b in zip(words, words[1:]) if a not in EN_STOP and b not in EN_STOP]


def en_terms(text: str) -> list[str]:
    return [w for w in _WORD.findall(phrasal(norm(text))) if w not in EN_STOP]


def _ascii_word(ch: str) -> bool:
    return bool(ch) and ch.isascii() and ch.isalnum()


@dataclass(slots=True)
class Document:
    id: str
    game: str
    title: str = ""
    title_ja: str = ""
    words: str = ""  # the words players use for it (the clause's 検索語: line), both languages
    original: str = ""
    english: str = ""
    notes: str = ""
    section: str = ""
    situations: str = ""  # the names of the clause's scenarios: the situations it decides, told as a player would


@dataclass(slots=True)
class Answer:
    ids: list[str]  # clause ids, best first
    game: str | None = None  # the game the question named or was asked about
    terms: list[str] = field(default_factory=list)  # what was searched for
    partial: bool = False  # no clause has every term: these share some of them
    suggestions: list[str] = field(default_factory=list)  # known words near the ones asked, when nothing matched
    scores: dict[str, float] = field(default_factory=dict)


class SearchIndex:
    """An in-memory FTS5 index of clauses (built once per process: a few hundred clauses take milliseconds)."""

    def __init__(self, docs: Iterable[Document], games: Mapping[str, Iterable[str]] | None = None) -> None:
        self.db = sqlite3.connect(":memory:")
        cols = ", ".join(COLUMNS)
        self.db.execute(f"CREATE VIRTUAL TABLE words USING fts5({cols}, game UNINDEXED, tokenize='porter unicode61')")
        self.db.execute(f"CREATE VIRTUAL TABLE grams USING fts5({cols}, game UNINDEXED, tokenize='unicode61')")
        self.docs: list[Document] = list(docs)
        rows_w, rows_g = [], []
        for i, d in enumerate(self.docs):
            values = [d.id.replace("-", " "), d.title, d.title_ja, d.words, d.original, d.english, d.notes, d.section, d.situations]
            rows_w.append((i, *[_ascii_apart(norm(v)) for v in values], d.game))
            rows_g.append((i, *[" ".join(bigrams(v)) for v in values], d.game))
        marks = ", ".join("?" * (len(COLUMNS) + 2))
        self.db.executemany(f"INSERT INTO words(rowid, {cols}, game) VALUES ({marks})", rows_w)
        self.db.executemany(f"INSERT INTO grams(rowid, {cols}, game) VALUES ({marks})", rows_g)
        ids = {d.id for d in self.docs}
        #: a clause whose id starts others' (NZ-SCORE of NZ-SCORE-MOST) states the general rule they detail
        self.general = [1 if any(o.startswith(d.id + "-") for o in ids) else 0 for d in self.docs]
        self.games = {name: sorted({norm(s) for s in spellings}, key=len, reverse=True) for name, spellings in (games or {}).items()}
        self._vocab = sorted({w for d in self.docs for v in (d.title, d.words, d.english, d.notes) for w in _WORD.findall(norm(v)) if len(w) > 2})

    # -- the question ---------------------------------------------------------------------------------

    def named_game(self, query: str) -> tuple[str | None, str]:
        """The game a question names, and the question without its name."""
        q = norm(query)
        best: tuple[int, str, str] | None = None
        for name, spellings in self.games.items():
            for s in spellings:
                for m in re.finditer(re.escape(s), q):
                    if s.isascii() and (_ascii_word(q[m.start() - 1 : m.start()]) or _ascii_word(q[m.end() : m.end() + 1])):
                        continue  # "boo" in "book", not "crown crest" in 「crown crestって」
                    if best is None or len(s) > best[0]:
                        best = (len(s), name, q[: m.start()] + " " + q[m.end() :])
        if best is None:
            return None, q
        return best[1], best[2]

    def search(self, query: str, game: str | None = None, limit: int = 10) -> Answer:
        named, rest = self.named_game(query)  # a game named anywhere narrows the search
        if named is not None and (game is None or game == named):
            game, query = named, rest
        # a question is a few words: a longer text (a pasted log, a stranger's input) is read up to its first
        # MAX_TERMS words, so an answer takes milliseconds whatever is asked
        query = query[:MAX_QUESTION]
        words, ja = list(dict.fromkeys(en_terms(query)))[:MAX_TERMS], ja_words(query)[:MAX_TERMS]
        answer = Answer([], game, [*words, *(w for w, _g, _x, counts in ja if counts)])
        also_en, also_ja = self._synonyms(query, words)
        if not words and not any(counts for *_x, counts in ja):
            if named is not None:  # 「えいつくってどんなゲーム？」: the game's clauses, from its goal on
                answer.ids = [d.id for d in self.docs if d.game == game][:limit]
                answer.partial = True
            return answer
        # each word of the question adds its BM25 to the clauses that have it: an English word once, a
        # Japanese word as the mean of its bigrams' (a long katakana word is one word, not six), so that
        # ``covered`` counts how much of the question a clause has
        scores: dict[int, float] = {}
        covered: dict[int, float] = {}
        for w in words:
            self._add(scores, covered, "words", [f'"{w}"'], game, 1.0)
        for _word, grams, weight, counts in ja:
            if not counts:
                continue
            if len(grams) > 1:  # the word as it is (its bigrams side by side), then its parts for what is near it
                self._add(scores, covered, "grams", ['"' + " ".join(grams) + '"'], game, weight * (1 - PARTS_WEIGHT))
                self._add(scores, covered, "grams", [f'"{g}"' for g in grams], game, weight * PARTS_WEIGHT)
            else:
                self._add(scores, covered, "grams", [f'"{g}"' for g in grams], game, weight)
        extra: dict[int, float] = {}  # phrases and synonyms: they rank, but coverage is the question's own words'
        for pair in en_pairs(query):  # "who goes next" is more than "goes" and "next" anywhere
            self._add(scores, extra, "words", [f'"{pair}"'], game, PAIR_WEIGHT)
        for w in also_en:
            self._add(scores, extra, "words", [f'"{w}"'], game, SYNONYM_WEIGHT)
        for _word, grams, _weight, _counts in also_ja:
            self._add(scores, extra, "grams", ['"' + " ".join(grams) + '"'], game, SYNONYM_WEIGHT)
        for _word, grams, weight, counts in ja:  # hints: 見せ of 見せる
            if not counts:
                self._add(scores, extra, "grams", ['"' + " ".join(grams) + '"'], game, weight)
        for i in scores:
            covered.setdefault(i, 0.0)
        if not scores:
            answer.suggestions = self._nearest(words)
            return answer
        n = len(words) + sum(weight for _w, _g, weight, counts in ja if counts)
        ranked = sorted(scores, key=lambda i: (scores[i] * (1 + COVERAGE * covered[i] / n) * (1 + GENERAL * self.general[i]),
                                               self.docs[i].id))
        answer.partial = covered[ranked[0]] < n - 1e-9
        answer.ids = [self.docs[i].id for i in ranked[:limit]]
        answer.scores = {self.docs[i].id: -scores[i] for i in ranked[:limit]}
        return answer

    def _synonyms(self, query: str, words: list[str]) -> tuple[list[str], list[tuple[str, list[str], float, bool]]]:
        """The words (English, Japanese) that mean what a word of the question means (:data:`SYNONYMS`)."""
        q = norm(query)
        said = set(words)
        en: list[str] = []
        ja: list[tuple[str, list[str], float, bool]] = []
        for group in SYNONYMS:
            if not any((w in said) if w.isascii() else (_stem(norm(w)) in q) for w in group):
                continue
            for w in group:
                if w.isascii():
                    if w not in said and w not in en:
                        en.append(w)
                elif norm(w) not in q:
                    ja.extend(ja_words(w))
        return en, ja

    def _add(self, scores: dict[int, float], covered: dict[int, float], table: str, matches: list[str], game: str | None,
             weight: float) -> None:
        """One word's BM25 (the mean over its terms, times its weight) into each clause's score (lower is
        better, as FTS5 gives it), and the share of its terms the clause has into ``covered``."""
        cols = ", ".join(str(w) for w in WEIGHTS)
        sql = f"SELECT rowid, bm25({table}, {cols}) FROM {table} WHERE {table} MATCH ?"
        if game is not None:
            sql += " AND game = ?"
        share = weight / len(matches)
        for match in matches:
            try:
                rows = self.db.execute(sql, [match, game] if game is not None else [match]).fetchall()
            except sqlite3.OperationalError:  # a term FTS5 cannot read: no hits, not a failure
                continue
            for rowid, score in rows:
                scores[rowid] = scores.get(rowid, 0.0) + score * share
                covered[rowid] = covered.get(rowid, 0.0) + share

    def _nearest(self, words: list[str]) -> list[str]:
        out: list[str] = []
        for w in words:
            out.extend(difflib.get_close_matches(w, self._vocab, n=3, cutoff=0.75))
        return list(dict.fromkeys(out))
