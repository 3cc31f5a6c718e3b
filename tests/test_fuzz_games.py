"""Fuzzing every game that has random play: text that is not a log, and generated games with their tokens
replaced, inserted or removed, never make the referee fail (REFEREE-INTERNAL), whole or partial.

カーテンコール has its own, longer fuzzing (bytes, strict mode, replay) in test_properties.py; the games here
share one test each, with the words each game's logs use (a mutation draws from them). Each game runs a few
examples in the default profile and its nightly count (by the length of its logs) under
``HYPOTHESIS_PROFILE=nightly`` (referee/harness/properties.py, docs/testing.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.referee import check_text
from referee.games.blackpoker.play import drawn_game as bp_game
from referee.games.crown_crest.play import drawn_game as cr_game
from referee.games.eitsuku.play import drawn_game as et_game
from referee.games.nozoku.play import drawn_game as nz_game
from referee.harness import properties as P
from referee.harness.mutations import mutate_tokens


@dataclass(frozen=True)
class Fuzzed:
    header: str  # a header the text is also tried after
    vocab: tuple[str, ...]  # words a mutation draws from
    game: Any  # the game's drawn_game (random legal games)
    nightly: int  # examples per test in the nightly profile, by the length of the game's logs


BP_VOCAB = ("Aki", "Ben", "draw", "preset", "flip", "pass", "end", "attack", "block", "bulwark", "soldier", "hero", "ace",
         "equip", "up", "down", "twist", "counter", "break", "throw", "search", "discard", "top", "reveal", "generation",
         "->", "$BL", "$D", "$L", "$BBL", "D:2S", "L:9C", "B:2", "S:7H", "B1", "B2", "8S>5D", "B1>9C", "??", "??*7",
         "AS", "7H", "KC", "JK", "10D", "QD", "charge", "drive", "1", "2", "アップ", "パス", "エンド")

CR_VOCAB = (
    "Aki", "Ben", "table", "deck", "crest", "shuffle", "first", "draw", "charge", "play", "move", "assign", "fight",
    "retreat", "advance", "gain", "remove", "pass", "check", "by", "pay", "link", "騎兵", "歩兵", "暗殺者", "急襲",
    "補給", "王冠の紋章", "影の紋章", "F1", "F2", "R1", "R2", "前線1", "後方2", "騎兵@F1", "歩兵@R9", "??", "??*3",
    "騎兵*4", "0", "2", "-1", "99", "+2", "draw", "tokens", "vp", "level", "power", "position", "プレイ", "チャージ", "移動",
)

NZ_VOCAB = (
    "Aki", "Ben", "Chika", "table", "roll", "centre", "start", "reroll", "play", "take", "main", "sub", "nozoku",
    "pass", "cannot", "redo", "end", "names", "none", "->", "R1", "B2=3", "G5=6", "W1", "W9", "Y1", "A", "F", "Z",
    "3", "4/5", "5/2", "0", "7", "?", "??", "R1=", "=3", "ノゾク", "パス", "出す", "取る", "宣言", "３／５",
)

ET_VOCAB = (
    "Aki", "Ben", "Chika", "Dai", "roll", "draw", "budget", "place", "scout", "gain", "cast", "effect", "end", "release",
    "ダイス", "引く", "予算", "配置", "スカウト", "獲得", "配役", "効果", "終了", "公開", "small", "medium", "large", "小", "中",
    "大", "予算・小", "【予算・大】", "small*3", "actor1", "actor?", "script6", "music3", "director2", "actor7", "役者/3",
    "【演出家/5】", "脚本家?", "??", "??*2", "tieup", "rush", "chance", "agency", "local", "surprise", "actor-award",
    "promoter", "shift", "タイアップキャンペーン", "lead", "support", "script", "music", "director", "主演", "助演", "舞台", "$",
    "$M", "1", "3", "6", "0", "7", "tieup:", "claim",
)

GAMES = {
    "blackpoker": Fuzzed("game: blackpoker\nplayers: Aki Ben\n", BP_VOCAB, bp_game, 66),
    "crown-crest": Fuzzed("game: crown-crest\nplayers: Aki Ben\ncardset: sample\n", CR_VOCAB, cr_game, 50),
    "eitsuku": Fuzzed("game: eitsuku\nplayers: Aki Ben Chika\n", ET_VOCAB, et_game, 50),
    "nozoku": Fuzzed("game: nozoku\nplayers: Aki Ben Chika\ngameset: default\n", NZ_VOCAB, nz_game, 200),
}


def _never_fails(text: str) -> None:
    for partial in (False, True):
        P.assert_no_internal(check_text(text, "t.log", partial=partial))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_any_text_never_crashes(name: str):
    g = GAMES[name]

    @P.examples(quick=10, nightly=g.nightly)
    @given(st.text(max_size=300))
    def run(text: str) -> None:
        for t in (text, g.header + text):
            _never_fails(t)

    run()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_mutated_tokens_never_crash(name: str):
    g = GAMES[name]

    @P.examples(quick=4, nightly=g.nightly)
    @given(P.games(g.game), st.data())
    def run(rec: Any, data: Any) -> None:
        _never_fails(mutate_tokens(rec.text().splitlines(), data, g.vocab))

    run()
