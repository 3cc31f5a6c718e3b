@game:curtain-call
Feature: カーテンコール — ゲームの流れ: the deal and the set
  Before the first scout (the standby phase): 20 cards to each player from the 52 cards
  without the Joker, then the 12 cards left over and the Joker are shuffled into the
  13-card set on the main stage, and the game starts. Every card exists once (53 cards).

  Background:
    Given a curtain-call game between Aki and Ben

  @clause:CC-DEAL-HANDS
  Rule: CC-DEAL-HANDS The 52 cards without the Joker are shuffled and each player is dealt 20
    見出し: ジョーカーを除いた52枚をシャッフルし、20枚ずつ配る
    検索語: 配る枚数、何枚配る、手札の枚数、初期手札、最初の手札、配り方、ディール、ジョーカー抜き、ジョーカーを抜く、how many cards each、starting hand、hand size、deal、hand out、initial hand、remove the joker
    原文: ジョーカーを除いた52枚のカードをシャッフルし、それぞれのプレイヤーに20枚ずつ配る。
    English: Shuffle the 52 cards without the Joker and deal 20 cards to each player.

    Scenario: both hands are dealt twenty cards the recorder could see
      When the log continues:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 20    |
        | hand-count Ben | 20    |
        | set-count      | 13    |

    Scenario: hands the recorder did not see are dealt as unknown cards
      When the log continues:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        table set ??*13
        Aki scout ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 21    |
        | hand-count Ben | 19    |

    Scenario: a hand of nineteen cards is caught
      When the log continues:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD
        table set ??*13
        """
      Then the referee reports only CC-DEAL-HANDS

    Scenario: the Joker dealt into a hand is caught
      When the log continues:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H JK
        table deal Ben ??*20
        table set ??*13
        """
      Then the referee reports CC-DEAL-HANDS at "table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H JK"

    Scenario: one card dealt to both players is caught
      When the log continues:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben AS 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        """
      Then the referee reports only CC-DEAL-HANDS

    Scenario: a second hand for the same player is caught
      When the log continues:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        table deal Aki ??*19 AS
        table set ??*13
        """
      Then the referee reports CC-DEAL-HANDS at "table deal Aki ??*19 AS"

  @clause:CC-DEAL-SET
  Rule: CC-DEAL-SET The 12 remaining cards and the Joker become the 13-card set on the main stage; the game starts
    見出し: 残り12枚とジョーカーの13枚をセットとしてメインステージに並べ、ゲームスタート
    検索語: 準備、セットアップ、セットの作り方、セットを作る、残りのカード、余ったカード、余り、ジョーカーを入れる、ジョーカーを混ぜる、並べ方、伏せて並べる、setup、set up、make the set、leftover cards、remaining cards、shuffle in the joker、lay out、how to start
    原文: 残った12枚のカードにジョーカーを加え、再びシャッフルし、13枚をセットとしてメインステージに並べゲームスタート。
    English: Add the Joker to the 12 remaining cards, shuffle again, lay the 13 cards out on the main stage as the
      set, and the game starts.

    Scenario: the twelve undealt cards and the Joker form the set and play begins
      When the log continues:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC JK
        Aki scout 8H
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | set-count | 13     |
        | phase     | action |
        | turn      | 1      |

    Scenario: a set without the Joker is caught
      When the log continues:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        table set 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC
        """
      Then the referee reports only CC-DEAL-SET

    Scenario: play before the set is laid out is caught
      When the log continues:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        Aki scout ??
        """
      Then the referee reports only CC-DEAL-SET

    Scenario: play before every hand is dealt is caught
      When the log continues:
        """
        table deal Aki ??*20
        table set ??*13
        Aki scout ??
        """
      Then the referee reports CC-DEAL-SET at "Aki scout ??"
