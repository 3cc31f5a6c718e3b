@game:crown-crest
Feature: Crown Crest — 裁定 (rulings where the rulebook is silent)
  Each ruling fills a gap in the rulebook with a documented default that a log can
  switch in its header (option NAME: VALUE). A finding that depends on a ruling names it.

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      """

  @clause:CR-RULING-CARDSET @ruling
  Rule: CR-RULING-CARDSET Effects do what the named card set says
    見出し: 効果はカードセットに書かれたとおり
    検索語: カードリスト、カード一覧、カードの効果、テキスト、書いてある、書かれたとおり、サンプル、公式カード、カードに書いてない、card list, card text, as printed, what does the card do, effect text, official cards, sample set, not on the card, only what the card says
    Gap: the rulebook prints no card list: it names only 騎兵, 暗殺者 and 急襲 and describes effects in general (効果, 補強効果, [Lv.X], 【クリンナップ・アクション】).
    Option: effects
    Affects: CR-CARD-KINDS, CR-COMMAND-LINKZONE, CR-COMMAND-LINK-EFFECT
    Default: as-printed
    Alternatives: as-printed = the only value: effects may do no more than their card says
    Source: the project's own decision: a log names its card set (cardset: …), and the log records each effect's results with "… by CARD".
    English: Cards come from the card set the log names; an effect may do what that set says and no more.
    裁定: ルールブックにはカードリストがなく（名前が出るのは騎兵・暗殺者・急襲だけ）、効果も一般的にしか書かれていません。レフェリーはログが指定するカードセットに書かれたとおりに効果を扱い、それ以上のことは認めません（ヘッダーの「option effects: as-printed」が唯一の値です）。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        """

    Scenario: 軍略 gains the 2 tokens it says
      When the log continues:
        """
        Aki pass
        Ben play 軍略 pay 2
        Ben gain 2 by 軍略
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Ben | 2     |

    Scenario: a unit without such an effect cannot draw
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki draw ?? by 歩兵
        """
      Then the referee reports only CR-RULING-CARDSET

  @clause:CR-RULING-TIE @ruling
  Rule: CR-RULING-TIE A fight between equal totals has no winner
    見出し: 合計が同じ戦闘は勝者なし
    検索語: 同点、引き分け、あいこ、相打ち、互角、同値、同じ強さ、tie, tied, equal, same total, draw, stalemate, even, both lose
    Gap: 戦闘の手順 ①–③ compare the totals and speak of the winner and the loser, but never say what happens when the totals are equal.
    Option: battle-tie
    Affects: CR-FIGHT-COMPARE, CR-FIGHT-VP, CR-FIGHT-LEAVE
    Default: no-winner
    Alternatives: both-lose = nobody gains VP and every unit in the area leaves
    Source: the project's own reading; no published answer is known.
    English: When the totals are equal nobody gains VP, no unit leaves and the tokens return.
    裁定: 戦闘の手順は勝った方と負けた方のことしか書いておらず、合計が同じときどうなるかは書かれていません。既定ではどちらもVPを獲得せず、ユニットも退場しない（戦力トークンは戻る）とし、ヘッダーの「option battle-tie: both-lose」でそのエリアのユニットがすべて退場する扱いに切り替えられます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        """

    Scenario: a tie leaves both units in place
      When the log says "Ben fight F1 draw +0"
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | vp Aki    | 0              |
        | vp Ben    | 0              |
        | units Aki | 歩兵@F1:active |
        | units Ben | 歩兵@F1:active |

    Scenario: written in Japanese, the tie is 引き分け
      When the log says "Ben 戦闘 F1 引き分け +0"
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | vp Aki    | 0              |
        | vp Ben    | 0              |
        | units Aki | 歩兵@F1:active |
        | units Ben | 歩兵@F1:active |

    Scenario: with both-lose every unit of a tied fight leaves
      Given the option battle-tie is "both-lose"
      When the log says "Ben fight F1 draw"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | units Aki  | -     |
        | count1 Ben | 歩兵  |

    Scenario: a winner claimed for a tie is caught
      When the log says "Ben fight F1 Aki"
      Then the referee reports only CR-RULING-TIE

  @clause:CR-RULING-KP @ruling
  Rule: CR-RULING-KP KP and 戦力トークン are the same tokens
    見出し: KPと戦力トークンは同じもの
    検索語: KPとは、ケーピー、意味、何の略、略語、呼び方、違い、同じもの、what does KP mean, KP meaning, abbreviation, difference, same thing, force tokens
    Gap: the rulebook says 戦力トークン in the set-up, the flow and the play rules, but KP in 戦闘の手順 ④ and in クレストレベルとKP, without defining KP.
    Option: kp
    Affects: CR-CLEAN-TOKENS, CR-FIGHT-TOKENS, CR-CREST-KP
    Default: same
    Alternatives: same = the only reading: one supply of tokens
    Source: the project's reading of the rulebook: ④ returns "割り振ったKP", which can only be the assigned 戦力トークン.
    English: KP are the force tokens; there is one supply of tokens.
    裁定: ルールブックは対戦の準備や流れでは「戦力トークン」、戦闘の手順④と「クレストレベルとKP」では「KP」と書き、KPを定義していません。レフェリーはKPを戦力トークンと同じものとして扱います（ヘッダーの「option kp: same」が唯一の値です）。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        """

    Scenario: the tokens gained at clean-up are the KP of the crest level
      When the log continues:
        """
        Aki charge 補給
        Aki draw ?? ??
        table check tokens Aki 3
        """
      Then the referee accepts the log

    Scenario: a wrong token count after the clean-up depends on the ruling
      When the log continues:
        """
        Aki charge 補給
        Aki draw ?? ??
        table check tokens Aki 2
        """
      Then the finding for CR-CLEAN-TOKENS depends on ruling CR-RULING-KP

  @clause:CR-RULING-MAX-LEVEL @ruling
  Rule: CR-RULING-MAX-LEVEL A crest that prints no maximum level has maximum 3
    見出し: 最大レベルの書かれていないクレストは最大レベル3
    検索語: 最大レベルはいくつ、上限、レベル上限、何レベルまで、レベル3、3まで、カンスト、カンスト値、MAX, level cap, max level, highest level, how high, limit
    Gap: クレストレベルとKP speaks of the 最大レベル but gives no number; a card set may leave it out.
    Option: max-level
    Affects: CR-CREST-LEVEL, CR-CREST-OVERCHARGE
    Default: 3
    Alternatives: N = any whole number from 1 to 20
    Source: the project's own default; the bundled sample set prints the maximum of each crest.
    English: The maximum crest level of a crest whose card does not say is 3 (or the number the log sets).
    裁定: 「クレストレベルとKP」は最大レベルに触れていますが、その数を示していません。カードに最大レベルが書かれていないクレストの最大レベルは既定で3とし、ヘッダーの「option max-level: N」（1～20）で変えられます。

    Background:
      Given the log:
        """
        cardset: no-max-level.toml
        option max-level: 1
        Aki crest 無地の紋章
        Ben crest 無地の紋章
        Aki draw 歩兵*3 ??*3
        Ben draw ??*6
        table first Aki
        Aki charge 歩兵
        Aki draw ?? ??
        Ben advance
        Ben pass
        Aki charge 歩兵
        """

    Scenario: with maximum 1 a second charge leaves the level at 1
      When the log says "Aki advance"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | level Aki | 1     |

    Scenario: level 2 above the maximum depends on the ruling
      When the log says "table check level Aki 2"
      Then the finding for CR-CREST-LEVEL depends on ruling CR-RULING-MAX-LEVEL

  @clause:CR-RULING-LEAD-CHECK @ruling
  Rule: CR-RULING-LEAD-CHECK The 5-VP lead ends the game right after the fight that makes it
    見出し: 5点差がついた戦闘の直後にゲーム終了
    検索語: その場で終了、即終了、すぐ終わる、残りの前線、残りの戦闘、判定タイミング、もう一方の前線、まだ戦う、5点差がついた戦闘、毎戦闘、戦闘ごと、immediately, remaining fights, mid-battle, when exactly, stop the battle, rest of the battle, other front, other fronts, still fight, keep fighting, 5 VP ahead mid-battle, after each fight, every fight
    Gap: 終了条件 ② ends the game 「その時点で」 when one player leads by 5 VP, but VP change only in fights; whether later fronts of the same battle are still fought is not said.
    Option: lead-check
    Affects: CR-END-LEAD, CR-END-CONDITION
    Default: each-fight
    Alternatives: battle-end = at the end of the battle phase; turn-end = at the end of the turn
    Source: the project's reading of その時点で (at that moment).
    English: The game ends as soon as a fight makes a lead of 5 VP; later fronts are not fought.
    裁定: 終了条件②は5点差がついた「その時点で」ゲームを終えるとしますが、同じバトルフェイズの残りの前線で戦闘するかは書かれていません。既定では5点差がついた戦闘の直後に終了し（残りの前線では戦闘しない）、ヘッダーの「option lead-check: battle-end」（バトルフェイズの終わり）か「option lead-check: turn-end」（ターンの終わり）で判定する時点を変えられます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        """

    Scenario: the lead ends the game after the fight
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +1
        Aki draw ?? ??
        Ben advance
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +2
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | ending | lead  |

    Scenario: with turn-end the clean-up of turn 5 is still played
      Given the option lead-check is "turn-end"
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +1
        Aki draw ?? ??
        Ben advance
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +2
        Aki draw ?? ??
        Ben advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | turn   | 5     |
        | ending | lead  |

    Scenario: claiming the trailing player as winner depends on the ruling
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +1
        Aki draw ?? ??
        Ben advance
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +2
        claim winner: Ben
        """
      Then the finding for CR-END-CONDITION depends on ruling CR-RULING-LEAD-CHECK

  @clause:CR-RULING-START-LEVEL @ruling
  Rule: CR-RULING-START-LEVEL The crest level is 0 until a card is charged
    見出し: チャージするまでクレストレベルは0
    検索語: 初期レベル、最初のレベル、開始時レベル、レベル0、ゼロ、0から、1から、いくつから、始まる、starting level, initial level, level zero, level at start, begin at 0
    Gap: the rulebook says charging raises the crest level but not what the level is before any charge.
    Option: start-level
    Affects: CR-CREST-LEVEL, CR-CLEAN-TOKENS
    Default: 0
    Alternatives: 1 = the crest starts at level 1
    Source: the project's own reading: the level counts the charged cards.
    English: Before any card is charged the crest level is 0; each charge raises it by 1.
    裁定: チャージでクレストレベルが上がることは書かれていますが、1枚もチャージしていないときのレベルは書かれていません。既定ではチャージするまでレベル0（チャージ1枚ごとに1上がる）とし、ヘッダーの「option start-level: 1」でレベル1から始められます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        """

    Scenario: level 0 before a charge, 1 after
      When the log continues:
        """
        table check level Aki 0
        Aki charge 補給
        table check level Aki 1
        """
      Then the referee accepts the log

    Scenario: with start-level 1 the first charge makes level 2
      Given the option start-level is "1"
      When the log says "Aki charge 補給"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | level Aki | 2     |
        | level Ben | 1     |

    Scenario: level 1 before any charge depends on the ruling
      When the log says "table check level Aki 1"
      Then the finding for CR-CREST-LEVEL depends on ruling CR-RULING-START-LEVEL

  @clause:CR-RULING-COMMAND-DISCOUNT @ruling
  Rule: CR-RULING-COMMAND-DISCOUNT The command discount counts every card on the battlefield
    見出し: コマンドのコスト軽減は戦場のカードを1枚ずつ数える
    検索語: 重なったカードも数える、補強分、1枚ずつ、枚数の数え方、スタック、割引、軽減、stacked cards count, discount, each card, how to count cards on the field, stack counts
    Gap: 「バトルゾーンに出ている自分のカードの枚数」 — whether a stack counts as one card or as all its cards is not said.
    Option: command-discount
    Affects: CR-COMMAND-COST
    Default: cards
    Alternatives: units = your units (a stack counts once)
    Source: the project's reading of カードの枚数 (number of cards).
    English: Every card of yours on the battlefield counts, each card of a stack too.
    裁定: 「バトルゾーンに出ている自分のカードの枚数」で、補強して重なっているカードを1枚と数えるか全部数えるかは書かれていません。既定では重なっているカードも1枚ずつ数え、ヘッダーの「option command-discount: units」で自分のユニットの数（補強したユニットは1体）に切り替えられます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        Aki charge 補給
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben pass
        """

    Scenario: 急襲 costs 1 with a stack of two cards
      When the log says "Aki play 急襲 pay 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Aki | 0     |

    Scenario: with units the stack counts once and 急襲 costs 2
      Given the option command-discount is "units"
      When the log says "Aki play 急襲 pay 1"
      Then the finding for CR-COMMAND-COST depends on ruling CR-RULING-COMMAND-DISCOUNT

    Scenario: paying 2 for 急襲 depends on the ruling
      When the log says "Aki play 急襲 pay 2"
      Then the finding for CR-COMMAND-COST depends on ruling CR-RULING-COMMAND-DISCOUNT

  @clause:CR-RULING-EMPTY-FRONT @ruling
  Rule: CR-RULING-EMPTY-FRONT A front held by one player is fought and won
    見出し: 一方だけがユニットを置いた前線も戦闘し、その側が勝つ
    検索語: 誰もいない、相手がいない、空の前線、無人、一方だけ、片方だけ、不戦勝、unopposed, empty front, no enemy, walkover, uncontested, undefended, only one side, free win
    Gap: 「各前線で戦闘を行います」 — what happens in a front where only one player has units is not said.
    Option: lone-front
    Affects: CR-BATTLE-FIGHT, CR-FIGHT-VP
    Default: wins
    Alternatives: no-fight = only fronts where both players have units are fought
    Source: the project's own reading: the lone side's total is compared with 0.
    English: A front where only one player has units is fought: that player wins if its total is above 0.
    裁定: 「各前線で戦闘を行います」とありますが、一方のプレイヤーだけがユニットを置いている前線がどうなるかは書かれていません。既定ではその前線でも戦闘し、合計が0より大きければそのプレイヤーが勝つとし、ヘッダーの「option lone-front: no-fight」で双方のユニットがいる前線だけで戦闘するように切り替えられます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        """

    Scenario: the lone 歩兵 wins its front
      When the log says "Ben fight F1 Aki +1"
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | vp Aki | 1     |

    Scenario: with no-fight a lone front is not fought
      Given the option lone-front is "no-fight"
      When the log says "Ben fight F1"
      Then the referee reports only CR-RULING-EMPTY-FRONT

  @clause:CR-RULING-GAME-TIE @ruling
  Rule: CR-RULING-GAME-TIE Equal VP at the end is a draw
    見出し: 終了時にVPが同じなら引き分け
    検索語: 同点、同点決着、引き分け、ひきわけ、タイブレーク、勝者なし、VPが同じ、最後に同点、終わって同点、tie, tie game, draw game, same VP, tiebreak, tiebreaker, no winner, equal score, game ends tied, tied at the end, who wins a tie, equal VP at the end
    Gap: 終了条件 says the player with more VP wins, not what equal VP means.
    Option: game-tie
    Affects: CR-END-CONDITION
    Default: draw
    Alternatives: draw = the game is a draw
    Source: the project's own reading; no tie-break is printed.
    English: A game that ends with equal VP is a draw.
    裁定: 終了条件はVPがより多いプレイヤーの勝利とするだけで、VPが同じ場合を書いていません。レフェリーは引き分けとします（ヘッダーの「option game-tie: draw」が唯一の値です）。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        """

    Scenario: equal VP is a draw
      When the log continues:
        """
        claim: Aki 0, Ben 0
        claim winner: draw
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | draw  |

    Scenario: a winner claimed at equal VP depends on the ruling
      When the log says "claim winner: Aki"
      Then the finding for CR-END-CONDITION depends on ruling CR-RULING-GAME-TIE

  @clause:CR-RULING-MOVES @ruling
  Rule: CR-RULING-MOVES A unit moves at most once in a battle phase
    見出し: ユニットの移動はバトルフェイズに1回まで
    検索語: 2回移動、二回、何回移動、往復、行って戻る、移動回数、1回まで、再移動、出して戻す、前線に出して戻る、もう一度移動、move twice, multiple moves, how many times move, back and forth, move again, once per battle, move and come back, same unit again
    Gap: 「好きな数のアクティブ状態のユニットを「前線エリアから後方エリア」「後方エリアから前線エリア」に移動させることができます」 — the rulebook counts the units that may move, but does not say whether one unit may move twice.
    Option: moves
    Affects: CR-BATTLE-MOVE
    Default: once
    Alternatives: any = an active unit may move again while its player's moves last
    Source: the project's own reading: the sentence counts units, each moving from one kind of area to the other; moving back and forth in one step changes nothing at the table but who is where.
    English: Each unit moves at most once in a battle phase (moves made by a card's effect aside).
    裁定: バトルフェイズ①は移動させるユニットを「好きな数」とするだけで、1体のユニットが2回移動できるかは書かれていません。既定では各ユニットの移動はバトルフェイズに1回まで（カードの効果による移動は別）とし、ヘッダーの「option moves: any」で自分の移動の間なら何度でも移動できるように切り替えられます。

    Background:
      Given the log:
        """
        cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        """

    Scenario: a unit moves once to the front
      Then the referee accepts the log
      And the table shows:
        | fact      | value         |
        | units Aki | 歩兵@F1:active |

    Scenario: moving the same unit back in the same battle phase is caught
      When the log says "Aki move 歩兵 F1 R1"
      Then the referee reports CR-RULING-MOVES at "Aki move 歩兵 F1 R1"

    Scenario: with moves any the unit may move back
      Given the option moves is "any"
      When the log says "Aki move 歩兵 F1 R1"
      Then the referee accepts the log
      And the table shows:
        | fact      | value         |
        | units Aki | 歩兵@R1:active |
