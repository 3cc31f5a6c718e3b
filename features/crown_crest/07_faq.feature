@game:crown-crest
Feature: Crown Crest — 4. よくある質問 (FAQ)
  Each question and its answer is one clause.

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      cardset: sample
      Aki crest 王冠の紋章
      Ben crest 王冠の紋章
      Aki draw 騎兵 歩兵 暗殺者 補給兵 補給兵 弓兵
      Ben draw 歩兵 歩兵 軍略 冷静 弓兵 騎兵
      table first Aki
      """

  @clause:CR-FAQ-FRONT-TO-FRONT @faq
  Rule: CR-FAQ-FRONT-TO-FRONT No move from a front straight to the other front
    見出し: 前線から別の前線へ直接は移動できない
    検索語: 横移動、隣の前線、となり、左右、左から右、右から左、前線同士、直接移動、lateral, sideways move, adjacent front, switch fronts, left to right, other front, directly
    原文: Q. ユニットを移動させるとき、左の前線エリアから右の前線エリアに移動させることはできますか？
    原文: A. いいえ、前線から別の前線へ直接移動させることはできません。一度後方に移動させるか、『騎兵』のように「前線から前線に移動できる」効果を持っている必要があります。『急襲』のリンク効果で移動させる際も同様です。
    English: Q. May a unit move from the left front area to the right one? A. No, not directly: it must first go
      to the rear, unless it has an effect such as 騎兵's "may move from front to front". The same holds for moves
      by 急襲's link effect.

    Background:
      Given the log so far:
        """
        Aki play 騎兵 R1 pay 2
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Aki move 騎兵 R1 F1
        Ben fight F1 draw
        Ben draw ?? ??
        Aki advance
        """

    Scenario: 騎兵 may move from front to front
      When the log says "Aki move 騎兵 F1 F2"
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Aki | 騎兵@F2:active |

    Scenario: 歩兵 cannot move from front to front
      When the log continues:
        """
        Aki pass
        Ben move 歩兵 F1 F2
        """
      Then the referee reports only CR-FAQ-FRONT-TO-FRONT

  @clause:CR-FAQ-DECK-OUT @faq
  Rule: CR-FAQ-DECK-OUT An empty deck does not lose the game
    見出し: デッキが0枚になっても敗北しない
    検索語: 山札切れ、山切れ、デッキ切れ、デッキアウト、引けない、山札がない、0枚、負け、run out, empty deck, deck out, decked, no cards left, can't draw, lose
    原文: Q. デッキが0枚になりました。カードを引けないとゲームに敗北しますか？
    原文: A. いいえ、敗北しません。そのままゲームを続けます。
    English: Q. My deck is empty; do I lose when I cannot draw? A. No. The game goes on.

    Background:
      Given the log so far:
        """
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki draw ?? ??
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki draw ?? ??
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki draw ?? ??
        Aki draw ?? ??
        Ben advance
        """

    Scenario: the game goes on to its end with an empty deck
      When the log continues:
        """
        Ben draw ?? ??
        Aki advance
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value |
        | deck-count Aki | 0     |
        | ending         | turns |

    Scenario: drawing from the empty deck is caught
      When the log continues:
        """
        Ben draw ?? ??
        Aki draw ?? ??
        """
      Then the referee reports only CR-FAQ-DECK-OUT

  @clause:CR-FAQ-REST-EFFECTS @faq
  Rule: CR-FAQ-REST-EFFECTS Rested and downed units use their effects
    見出し: レスト・ダウン状態のユニットも効果を使える
    検索語: 能力、使える、発動、寝ているユニット、タップ状態でも、効果使用、ability, abilities, use effects while rested, tapped units, downed ability, does it still work
    原文: Q. レスト状態やダウン状態のユニットは効果を使えますか？
    原文: A. はい、使えます。
    English: Q. Can rested or downed units use their effects? A. Yes.

    Scenario: the rested 補給兵 draws a card
      When the log continues:
        """
        Aki play 補給兵 R1 pay 2
        Aki draw ?? by 補給兵
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value        |
        | units Aki      | 補給兵@R1:rest |
        | hand-count Aki | 6            |

    Scenario: a unit that is not on the battlefield has no effect
      When the log says "Aki draw ?? by 補給兵"
      Then the referee reports only CR-FAQ-REST-EFFECTS

  @clause:CR-FAQ-ASSASSIN @faq
  Rule: CR-FAQ-ASSASSIN A charge by an effect earns no count advance
    見出し: 効果によるチャージではカウントを進められない
    検索語: 効果でチャージ、カード効果によるチャージ、最大レベル超え、カウント進めない、ルールによるチャージ、手動チャージ、charge by effect, effect charge, assassin, over max by effect, no count advance
    原文: Q. 『暗殺者』の効果で、最大レベルを超えてチャージしました。この時に「カウントを進める」ことはできますか？
    原文: A. いいえ、できません。「カウントを進める」ことができるのは、メインフェイズごとに1度だけ行えるルールによるチャージの際のみです。
    English: Q. 暗殺者's effect charged a card beyond the maximum level; may the count zone advance? A. No: only the
      charge by the rule, once per main phase, lets the count advance.

    Background:
      Given the log so far:
        """
        Aki charge 弓兵
        Aki draw ?? ??
        Ben advance
        Ben pass
        Aki play 暗殺者 R1 pay 3
        Aki charge 歩兵 by 暗殺者
        """

    Scenario: 暗殺者 charges a card by its effect
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | level Aki  | 2     |
        | tokens Aki | 0     |

    Scenario: advancing the count after the effect's charge is caught
      When the log says "Aki advance"
      Then the referee reports only CR-FAQ-ASSASSIN

  @clause:CR-FAQ-ENTER-AGAIN @faq
  Rule: CR-FAQ-ENTER-AGAIN "When it enters" works again for each card reinforcing
    見出し: 補強するたびに「登場した時」の効果を使える
    検索語: 登場時、出た時、登場時効果、もう一度、再発動、何回も、補強時、ETB, enter effect, when it enters, ETB, trigger again, on play, each reinforcement, enters the battlefield
    原文: Q. ユニットを補強するとき、「登場した時」の効果は使えますか？
    原文: A. はい、使えます。1枚補強するたびに、もう1度使用できます。
    English: Q. When a unit is reinforced, can its "when it enters" effect be used? A. Yes, once more for each card
      added.

    Background:
      Given the log so far:
        """
        Aki charge 弓兵
        Aki play 補給兵 R1 pay 2
        Aki draw ?? by 補給兵
        Aki draw ?? ??
        Ben advance
        Aki charge 歩兵
        Ben draw ?? ??
        Aki advance
        Aki play 補給兵 pay 2
        """

    Scenario: the reinforcing 補給兵 draws again
      When the log says "Aki draw ?? by 補給兵"
      Then the referee accepts the log
      And the table shows:
        | fact      | value            |
        | units Aki | 補給兵@R1:activex2 |

    Scenario: a second draw for one reinforcing card is caught
      When the log continues:
        """
        Aki draw ?? by 補給兵
        Aki draw 騎兵 by 補給兵
        """
      Then the referee reports only CR-FAQ-ENTER-AGAIN

  @clause:CR-FAQ-STACK-DEFEATED @faq
  Rule: CR-FAQ-STACK-DEFEATED A defeated stack is one unit: the winner downs one
    見出し: 補強したユニットが退場しても、ダウンさせるのは1体だけ
    検索語: 補強ユニットが負けた、重なったユニットが退場、何体ダウン、ダウン何体、枚数分、複数、1体だけ、勝った側、defeated stack, how many to down, count as one, multiple cards, winner downs one
    原文: Q. 戦闘に敗北した相手が補強しているユニットを退場させました。自分も複数枚ダウンさせる必要がありますか？
    原文: A. いいえ、ありません。補強しているユニットは、重なっている枚数に限らず1体として扱うので、それに対してダウンさせるのも1体だけです。
    English: Q. The defeated opponent removed a reinforced unit; must I down several units? A. No: a reinforced unit
      counts as one unit however many cards it has, so you down only one.

    Background:
      Given the log so far:
        """
        Aki charge 弓兵
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki charge 暗殺者
        Aki play 騎兵 R2 pay 2
        Ben draw ?? ??
        Aki advance
        Aki move 歩兵 R1 F1
        Aki move 騎兵 R2 F1
        Ben move 歩兵 R1 F1
        Aki assign 2 歩兵@F1
        Aki fight F1 Aki
        """

    Scenario: one unit is downed for the lost stack
      When the log says "Aki retreat 歩兵@F1 R1"
      Then the referee accepts the log
      And the table shows:
        | fact      | value                       |
        | units Aki | 歩兵@R1:down 騎兵@F1:active |
        | units Ben | -                           |

    Scenario: downing a second unit is caught
      When the log continues:
        """
        Aki retreat 歩兵@F1 R1
        Aki retreat 騎兵@F1 R2
        """
      Then the referee reports only CR-FAQ-STACK-DEFEATED
