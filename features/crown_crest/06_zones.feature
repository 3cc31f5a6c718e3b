@game:crown-crest
Feature: Crown Crest — 3. カウントゾーン・クレスト・廃棄・補強 (count zone, crest level, clean-up action, discard, stacks)

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 追放 冷静 歩兵 補給兵 弓兵
        table first Aki
      """

  @clause:CR-COUNT-DEF @definition
  Rule: CR-COUNT-DEF The count zone holds used cards
    見出し: カウントゾーンとは
    検索語: 使用済み、使い終わった、使った後、用済み、待機、冷却、復帰待ち、used, spent, used up, after use, cooldown area
    原文: カウントゾーンは使い終えたカードを置く場所です。
    English: The count zone is where used cards are placed.

    Scenario: nothing is used yet, the count zone is empty
      When the log says "Aki play 歩兵 R1 pay 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | count1 Aki | -     |
        | count2 Aki | -     |
        | count3 Aki | -     |

    Scenario: a card in hand observed in the count zone is caught
      When the log says "table check count Aki 急襲 3"
      Then the referee reports only CR-COUNT-DEF

  @clause:CR-COUNT-PLACE
  Rule: CR-COUNT-PLACE Cards go to the count equal to their cooldown
    見出し: クールタイムと同じ数字のカウントに置く
    検索語: クールタイムとは、CT、クールダウン、冷却時間、何番に置く、どこに置く、数字の場所、置き方、cooldown, CT, which count, where to place, slot, recharge time
    原文: 「退場したユニット」「使い終えたコマンドカード」「トラッシュしたカード」はカウントゾーンに送り、そのカードのクールタイムと同じ数字のカウントに置きます。
    English: Units that left, used command cards and trashed cards go to the count zone, at the count equal to the
      card's cooldown.

    Background:
      Given the log so far:
        """
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        Aki retreat 歩兵@F1 R1
        """

    Scenario: the 歩兵 that left is at count 1, its cooldown
      When the log says "table check count Ben 歩兵 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | count1 Ben | 歩兵  |

    Scenario: the 歩兵 observed at count 2 is caught
      When the log says "table check count Ben 歩兵 2"
      Then the referee reports only CR-COUNT-PLACE

  @clause:CR-COUNT-ADVANCE
  Rule: CR-COUNT-ADVANCE The count advances 3 → 2 → 1; at 0 the card returns to hand
    見出し: カウントを3→2→1と進め、0で手札に加える
    検索語: 戻ってくる、手札に戻る、回収、復活、もう一度使う、何ターンで戻る、減らす、0になったら、return to hand, come back, recycle, reuse, tick down, how long until it returns, countdown
    原文: クリンナップフェイズやカードの効果などでカウントを3→2→1と進めることができ、カウント0になったカードは手札に加ええます。
    English: The clean-up phase, card effects and so on advance the count 3 → 2 → 1; a card reaching count 0 is
      added to its owner's hand.

    Background:
      Given the log so far:
        """
        Aki play 補給 pay 2
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        """

    Scenario: 補給 advances from count 2 to count 1, then to hand
      When the log continues:
        """
        table check count Aki 補給 1
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | count1 Aki     | -     |
        | hand-count Aki | 10    |

    Scenario: 補給 observed still at count 2 is caught
      When the log says "table check count Aki 補給 2"
      Then the referee reports only CR-COUNT-ADVANCE

  @clause:CR-CREST-LEVEL
  Rule: CR-CREST-LEVEL Charging cards raises the crest level
    見出し: クレストレベル（チャージで上がる）
    検索語: レベル、レベルアップ、Lv、レベル上げ、上げ方、上げる方法、成長、level, level up, raise level, how to level up, crest level
    原文: クレストカードにはレベルがあり、カードをチャージすることで上げることができます。
    English: A crest card has a level, raised by charging cards.

    Scenario: one charge, level 1
      When the log continues:
        """
        Aki charge 補給
        table check level Aki 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | level Aki | 1     |
        | level Ben | 0     |

    Scenario: a level without a charge is caught
      When the log says "table check level Ben 1"
      Then the referee reports only CR-CREST-LEVEL

  @clause:CR-CREST-KP
  Rule: CR-CREST-KP A higher crest level gives more KP at clean-up and unlocks [Lv.X] effects
    見出し: クレストレベルとKP（獲得KPの増加と[Lv.X]効果）
    検索語: レベルを上げるメリット、効果解放、レベルボーナス、収入が増える、もらえるトークンが増える、レベルが上がると、メリット、利点、Lv2, Lv3, why level up, level benefits, unlock, level bonus, more tokens, Lv effects, advantages, what does the level do, point of levels, benefits
    原文: クレストレベルが上がると、クリンナップフェイズに獲得できるKPが増える他、[Lv.X]と書かれた追加効果を解放できます。
    English: As the crest level rises, more KP are gained in the clean-up phase, and extra effects marked [Lv.X]
      are unlocked.

    Background:
      Given the log so far:
        """
        Aki charge 補給
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        """

    Scenario: at level 2 王冠の紋章 adds 1 to power in the front
      When the log continues:
        """
        Aki charge 急襲
        Aki move 歩兵 R1 F1
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | level Aki    | 2     |
        | power F1 Aki | 3     |

    Scenario: a level-3 effect at level 1 is caught
      When the log continues:
        """
        Ben draw ?? ??
        Aki gain 3 by 王冠の紋章
        """
      Then the referee reports only CR-CREST-KP

  @clause:CR-CREST-OVERCHARGE
  Rule: CR-CREST-OVERCHARGE Each main-phase charge beyond the maximum level advances the count zone
    見出し: 最大レベルを超えたチャージでカウントゾーンを進める
    検索語: 最大レベル以上、上限を超える、超過、オーバー、余分、カンスト後、MAX後、チャージし続ける、over max, overcharge, beyond max, max level reached, extra charge, excess
    原文: また、メインフェイズに**最大レベルを超えて1枚チャージするごとに**、自分のカウントゾーンのカードすべてを1つ進めることができます。
    English: Also, for each card charged in the main phase beyond the maximum level, you may advance every card of
      your count zone by one.

    Background:
      Given the log so far:
        """
        Aki charge 補給
        Aki draw ?? ??
        Ben advance
        Aki charge 急襲
        Ben draw ?? ??
        Aki advance
        Aki charge 重装兵
        Aki draw ?? ??
        Ben advance
        """

    Scenario: the fourth charge goes beyond level 3 and the count zone advances
      When the log continues:
        """
        Aki charge 補給兵
        Aki advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | level Aki | 3     |

    Scenario: an advance in the main phase without a charge beyond the maximum is caught
      When the log continues:
        """
        Ben pass
        Aki advance
        """
      Then the referee reports only CR-CREST-OVERCHARGE

  @clause:CR-CLEANUP-ACTION @definition
  Rule: CR-CLEANUP-ACTION Draw 2 or advance the count: the clean-up actions
    見出し: クリンナップ・アクションとは
    検索語: クリーンアップ・アクション、クリーンアップアクション、用語、意味、行動の種類、選択肢、what is a cleanup action, cleanup action, definition, meaning, options
    原文: クリンナップフェイズに選ぶ「カードを2枚引く」「カウントを1つ進める」といった行動のことをクリンナップ・アクションと呼びます。
    English: Actions chosen in the clean-up phase, such as "draw 2 cards" and "advance the count by one", are called
      clean-up actions.

    Scenario: drawing 2 is a clean-up action
      When the log continues:
        """
        Aki draw ?? ??
        Ben advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |

    Scenario: drawing 3 is not a clean-up action
      When the log says "Aki draw ?? ?? ??"
      Then the referee reports only CR-CLEANUP-ACTION

  @clause:CR-CLEANUP-REPLACE
  Rule: CR-CLEANUP-REPLACE A 【クリンナップ・アクション】 effect may replace them
    見出し: 【クリンナップ・アクション】の効果で代えられる
    検索語: 置き換え、置き換える、差し替え、代替、別の選択肢、選択肢が増える、クリーンアップ、replace, substitute, instead of drawing, alternative, extra option, cleanup action effect
    原文: カードの効果で【**クリンナップ・アクション**】と書かれている場合、それらの行動の代わりにその効果を使用することができます。
    English: A card effect marked 【クリンナップ・アクション】 may be used instead of those actions.

    Background:
      Given the log so far:
        """
        Aki charge 補給
        Aki draw ?? ??
        Ben advance
        Aki charge 急襲
        Ben draw ?? ??
        Aki advance
        Aki charge 重装兵
        """

    Scenario: 王冠の紋章 at level 3 gains 3 tokens instead
      When the log continues:
        """
        Aki gain 3 by 王冠の紋章
        Ben advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | turn       | 4     |
        | tokens Aki | 11    |

    Scenario: gaining more than the effect says is caught
      When the log says "Aki gain 4 by 王冠の紋章"
      Then the referee reports only CR-CLEANUP-REPLACE

  @clause:CR-DISCARD @definition
  Rule: CR-DISCARD Discarded (廃棄) cards and tokens are removed from the game
    見出し: 廃棄
    検索語: 除外、ゲームから除外、消滅、永久に、二度と使えない、戻らない、破棄、トラッシュとの違い、exile, banish, removed from the game, gone forever, permanent, destroy
    原文: 廃棄とは、カードやトークンをそのゲームから取り除くことを指します。廃棄したカードは、その残りのゲームの間使用できません。
    English: To discard (廃棄) is to remove cards or tokens from the game. A discarded card cannot be used for the
      rest of the game.

    Scenario: the paid tokens are gone
      When the log says "Aki play 補給兵 R1 pay 2"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Aki | 0     |

    Scenario: removing a card that is not in the game is caught
      When the log continues:
        """
        Aki play 補給兵 R1 pay 2
        Aki remove 弓兵 by 補給兵
        """
      Then the referee reports only CR-DISCARD

    Scenario: a unit in play removed by 追放 leaves the battlefield for good
      When the log continues:
        """
        Ben play 歩兵 R1 pay 1
        Ben play 追放 pay 1
        Ben remove 歩兵 by 追放
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | units Ben   | -     |
        | removed Ben | 歩兵  |
        | link Ben    | 追放  |

    Scenario: a card in hand removed by 追放 is gone from the hand
      When the log continues:
        """
        Ben play 追放 pay 1
        Ben remove 弓兵 by 追放
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                 |
        | hand Ben    | 軍略 冷静 歩兵 補給兵 |
        | removed Ben | 弓兵                  |

    Scenario: a card in the count zone removed by 追放 never comes back to hand
      When the log continues:
        """
        Ben play 冷静 pay 1
        Ben advance by 冷静
        Aki draw ?? ??
        Ben draw ?? ??
        Ben play 追放 pay 1
        Ben remove 冷静 by 追放
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | count2 Ben  | -     |
        | removed Ben | 冷静  |

    Scenario: a removed card played again is caught
      When the log continues:
        """
        Ben play 追放 pay 1
        Ben remove 歩兵 by 追放
        Ben play 歩兵 R1 pay 1
        """
      Then the referee reports only CR-DISCARD

  @clause:CR-STACK-STATE
  Rule: CR-STACK-STATE A reinforced unit keeps its position and effects
    見出し: 補強しても位相や受けている効果はそのまま
    検索語: レストのまま、向きはそのまま、状態は、引き継ぐ、継承、受けている効果、バフ、起きる、アクティブになる、keeps state, stays rested, inherit, carry over, same position, buffs, orientation after reinforcing, wake up, reinforcing a rested unit, becomes active
    原文: 手札から既に出ていたのと同じユニットカードをプレイして補強する時、位相や受けている効果は既に出ていた方に合わせます。例えば、レスト状態のユニットを補強した場合、そのユニットはレスト状態のままです。
    English: When a unit is reinforced by playing the same unit card from hand, the position and the effects it is
      under are those of the unit already there; a rested unit that is reinforced stays rested.

    Background:
      Given the log so far:
        """
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben pass
        Aki play 歩兵 pay 1
        """

    Scenario: the active 歩兵 stays active when reinforced
      When the log says "table check position 歩兵@R1 Aki active"
      Then the referee accepts the log
      And the table shows:
        | fact      | value            |
        | units Aki | 歩兵@R1:activex2 |

    Scenario: the reinforced 歩兵 observed as rested is caught
      When the log says "table check position 歩兵@R1 Aki rest"
      Then the referee reports only CR-STACK-STATE

  @clause:CR-STACK-ONE
  Rule: CR-STACK-ONE A stack is one unit with the power of all its cards
    見出し: 補強されているユニットは1体として扱う
    検索語: 1体、一体、重ねたユニット、スタック、まとめて、まとめて動かす、一緒に移動、重複しない、効果2回、何体扱い、2回分、二重、counts as one, single unit, moves together, not twice, effect doesn't stack, bonus twice, apply twice, double bonus
    原文: 補強されているユニットは、一番上のカードにその下に重なっているカードの戦力を足した戦力を持つユニットとして扱います。つまり、重なっているカードをすべて合わせて1体のユニットとして扱います。例えば、重なっているからといって同じ補強効果を複数持つようなことはありませんし、補強しているユニットを移動させる時は重なっているカードをまとめて動かします。
    English: A reinforced unit has the power of its top card plus the cards under it: all the stacked cards are one
      unit. It does not get the same reinforcement effect more than once, and it moves with all its cards.

    Background:
      Given the log so far:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        """

    Scenario: the stack moves as one and has its effect once
      When the log says "table check power F1 Aki 5"
      Then the referee accepts the log
      And the table shows:
        | fact      | value            |
        | units Aki | 歩兵@F1:activex2 |

    Scenario: a card of the stack observed left behind is caught
      When the log says "table check position 歩兵@R1 Aki active"
      Then the referee reports only CR-STACK-ONE
