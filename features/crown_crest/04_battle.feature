@game:crown-crest
Feature: Crown Crest — 3. 戦闘の手順 (the fight procedure)
  Turn 1: Aki and Ben each play a 歩兵. Turn 2 (Ben first): both move to F1.

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
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
      """

  @clause:CR-FIGHT-COMPARE
  Rule: CR-FIGHT-COMPARE Each side's unit power plus assigned tokens are compared
    見出し: 戦闘の手順①：戦力と戦力トークンの合計を比べる
    検索語: 比べる、比較、強い方、判定、合計値、パワー比べ、勝ち負けの決め方、who wins a fight, how to win a fight, compare, total, calculate, higher total, combat resolution, strength
    原文: - ①戦闘を行うエリアを見て、「そのエリアのユニットカードの戦力と、割り振られた戦力トークンの数の合計」を比べあいます。
    English: ① In the area being fought, compare the sums of the units' power and the assigned force tokens.

    Background:
      Given the log so far:
        """
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        """

    Scenario: power 2 plus 1 token beats power 2
      When the log continues:
        """
        table check power F1 Aki 3
        table check power F1 Ben 2
        Ben fight F1 Aki +1
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | vp Aki | 1     |

    Scenario: a claimed winner with the lower total is caught
      When the log says "Ben fight F1 Ben"
      Then the referee reports only CR-FIGHT-COMPARE

  @clause:CR-FIGHT-VP
  Rule: CR-FIGHT-VP The winner gains 1 VP by day, 2 VP by night
    見出し: 戦闘の手順②：勝った方がVPを獲得（昼1点、夜2点）
    検索語: 点数、得点、何点、夜は2点、昼は1点、勝利点、ポイント、スコア、points, score, how many points, VP per fight, double at night, victory points, scoring
    原文: - ②勝った方はVPを獲得します。昼のターンなら1点、夜のターンなら2点獲得します。
    English: ② The winner gains VP: 1 in a day turn, 2 in a night turn.

    Background:
      Given the log so far:
        """
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        """

    Scenario: one VP for a fight won by day
      When the log continues:
        """
        Ben fight F1 Aki +1
        table check vp Aki 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | vp Aki | 1     |
        | vp Ben | 0     |

    Scenario: two VP by day is caught
      When the log says "Ben fight F1 Aki +2"
      Then the referee reports only CR-FIGHT-VP

  @clause:CR-FIGHT-LEAVE
  Rule: CR-FIGHT-LEAVE All the loser's units in the area leave
    見出し: 戦闘の手順③：負けた方のユニットはすべて退場
    検索語: 負けたら、負けた側、全滅、死ぬ、倒される、やられる、破壊、lose, loser, destroyed, killed, die, wiped out, removed, what happens when I lose a fight
    原文: - ③負けた方は、そのエリアのユニットをすべて退場させます。
    English: ③ The loser removes all its units in that area from the battlefield (they leave).

    Background:
      Given the log so far:
        """
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        """

    Scenario: the losing 歩兵 goes to count 1
      When the log says "table check count Ben 歩兵 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | units Ben  | -     |
        | count1 Ben | 歩兵  |

    Scenario: a loser's unit still seen in the front is caught
      When the log says "table check position 歩兵@F1 Ben active"
      Then the referee reports only CR-FIGHT-LEAVE

  @clause:CR-FIGHT-RETREAT
  Rule: CR-FIGHT-RETREAT The winner downs as many units to its rear as the loser lost
    見出し: 戦闘の手順③：勝った方は同じ数のユニットを後方でダウン
    検索語: 勝った側、勝ったユニット、戻る、下がる、帰還、ダウンさせる、何体、同じ数、移動時効果、winner's units, pull back, return to rear, winner retreats, how many units go down, exhausted
    原文: 勝った方は、そのエリアから負けた側が退場させたのと同じ数のユニットを選び、後方エリアに移動させてダウン状態にします。(この時、移動時の効果は発動しません。)
    English: The winner picks as many of its units in that area as the loser removed, moves them to a rear area
      and downs them (effects on moving do not trigger).

    Background:
      Given the log so far:
        """
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        """

    Scenario: one unit lost, one unit downed
      When the log says "Aki retreat 歩兵@F1 R2"
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Aki | 歩兵@R2:down   |

    Scenario: the retreat left out is caught
      When the log says "Ben draw ?? ??"
      Then the referee reports CR-FIGHT-RETREAT at "Ben draw ?? ??"

    Scenario: a retreat beyond the units the loser lost is caught
      When the log continues:
        """
        Aki retreat 歩兵@F1 R2
        Aki retreat 歩兵@R2 R1
        """
      Then the referee reports CR-FIGHT-RETREAT at "Aki retreat 歩兵@R2 R1"

    Scenario: a retreat written under the loser's name is read as the winner's
      # Ben's 歩兵 left the battlefield when he lost: the only 歩兵 in F1 is Aki's
      When the log says "Ben retreat 歩兵@F1 R1"
      Then the referee reports only LOG-ACTOR

  @clause:CR-FIGHT-TOKENS
  Rule: CR-FIGHT-TOKENS The assigned tokens return to their owner
    見出し: 戦闘の手順④：割り振ったKPを手元に戻す
    検索語: トークンが戻る、返ってくる、戻ってくる、回収、再利用、消える、なくなる、使ったトークン、tokens come back, returned, reuse, get back, lost, keep tokens after battle
    原文: - ④最後に、割り振ったKPを手元に戻します。(引き続き、コストの支払いや戦闘時の割り振りに使えます。)
    English: ④ Finally the assigned KP (tokens) return to their owner (still usable to pay costs and to assign).

    Background:
      Given the log so far:
        """
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        Aki retreat 歩兵@F1 R2
        """

    Scenario: the assigned token is back
      When the log says "table check tokens Aki 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Aki | 1     |

    Scenario: a token counted as spent is caught
      When the log says "table check tokens Aki 0"
      Then the referee reports only CR-FIGHT-TOKENS
