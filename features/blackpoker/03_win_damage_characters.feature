@game:blackpoker
Feature: BlackPoker — 共通ルール: 勝利条件, ダメージ, キャラクター, チャージとドライブ (winning, damage, characters)
  A player loses when their life is empty; damage moves the top cards of the life to the graveyard.
  Characters are the soldiers and bulwarks on the field, charged (upright) or driven (sideways).
  The logs are entry16 games; after the Background Aki (life 5, hand 2S 3S 4H 7H JH 5D AC KS,
  soldier 9C) holds the turn and the chance; Ben has life 6, 7 cards and the soldier 10D.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      Aki draw 2S 3S 4H 7H JH 5D AC
      Ben draw ??*7
      Aki preset ?? 9C
      Ben preset ?? 10D
      Aki flip QD
      Ben flip 8D
      Aki draw KS
      """

  @clause:BP-WIN
  Rule: BP-WIN Whoever first empties the opponent's life wins; one point of damage is one card
    見出し: 勝利条件
    検索語: 勝ち方、負け、決着、ゲームの終わり、ライフ 0、ライフがなくなる、山札切れ、いつ終わる、how to win、win condition、lose、end of the game、when does the game end、run out of life、empty deck、score、ゲーム終了、終了条件
    原文: プレイヤーは順に対戦相手に対し攻撃を行い、ダメージを与え先に相手のライフを0枚にした方が勝ちです。ダメージは1点につき、ライフが1枚減ります。
    English: The players attack each other in turn; whoever first brings the opponent's life to 0 cards by
      damage wins. Each point of damage takes one card from the life.
    # A claimed winner (claim winner: NAME) is checked against the cards and cites this clause.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block
        Aki top 8D
        """

    Scenario: ten points of damage empty Aki's life of five
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value |
        | winner         | Ben   |
        | life-count Aki | 0     |

    Scenario: claiming Aki as the winner is caught
      When the log says "claim winner: Aki"
      Then the referee reports BP-WIN at "claim winner: Aki"

  @clause:BP-DAMAGE
  Rule: BP-DAMAGE Damage moves that many cards from the top of the life to the graveyard, face up
    見出し: ダメージ
    検索語: ダメージを受ける、何枚減る、削る、削られる、ライフが減る、食らう、見せなくていい、表を見せる、take damage、lose life、how many cards、mill、show the cards、reveal damaged cards、hit
    原文: プレイヤーがダメージを受けた場合、ライフの一番上から受けた点数分墓地にカードを表向きで移動します。移動する際は、カードの表を対戦相手に見せる必要はありません。
    English: A player who takes damage moves that many cards from the top of their life to the graveyard,
      face up. They need not show the cards' faces to the opponent while moving them.
    # The card shown on top afterwards (Ben top CARD, or L:CARD for the cost L) is one of the moved cards;
    # the referee cites this clause when it is a card the log shows elsewhere.

    Scenario: a throw of 3 moves three of Ben's cards
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben top 2S
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | life-count Ben  | 3     |
        | grave-count Ben | 4     |
        | grave-top Ben   | 2S    |

    Scenario: damage needs no card shown
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Ben | 3     |
        | grave-top Ben  | ??    |

    Scenario: the soldier on the field shown as damaged is caught
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben top 10D
        """
      Then the referee reports BP-DAMAGE at "Ben top 10D"

  @clause:BP-CHARACTERS @definition
  Rule: BP-CHARACTERS A character is a soldier or a bulwark on the field, of one card or of several
    見出し: キャラクター
    検索語: キャラ、何体、1 体、重ねたカード、複数枚で 1 体、兵士と防壁、場のカード、creature、monster、minion、unit、stacked cards、counts as one、how many characters
    原文: キャラクターとは、場に存在する兵士や防壁のことを指し、TCGでいう「クリーチャー」や「モンスター」に相当します。
    原文: キャラクターは1枚のカードで1体を表すこともあれば、複数枚で1体を表すこともあります。(:numref:`character`)
    English: Characters are the soldiers and bulwarks on the field (the "creatures" or "monsters" of other
      trading card games). A character may be one card or several cards.
    # An equipped soldier (装備兵) is one character of several cards: in the table its cards are joined by
    # "+". The referee cites this clause when the cards of one character act as several characters.

    Background:
      Given the log so far:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        Aki bulwark 2S $L L:10D
        Aki equip 4H -> 7H $BL L:6C
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        Ben attack 10D
        """

    Scenario: the equipped soldier of two cards blocks as one
      When the log continues:
        """
        Aki block 7H>10D
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value    |
        | field Aki     | 9C 7H+4H |
        | field Ben     | -        |
        | grave-top Ben | 10D      |

    Scenario: two cards of one character blocking twice are caught
      When the log says "Aki block 7H>10D 4H>10D"
      Then the referee reports BP-CHARACTERS at "Aki block 7H>10D 4H>10D"

  @clause:BP-CHARGE-DRIVE @definition
  Rule: BP-CHARGE-DRIVE Charged is unused and upright, driven is used and sideways
    見出し: チャージとドライブ
    検索語: タップ、アンタップ、横にする、縦にする、寝かせる、起こす、使った、未使用、tap、untap、tapped、sideways、upright、exhausted、ready、タップ状態とは、アンタップ状態、横向き、縦向き、ドライブの意味、チャージの意味
    原文: キャラクターには、チャージ状態とドライブ状態が存在します。
    原文: チャージ状態は未使用状態を示し、ドライブ状態は使用済み状態を示しています。
    原文: また、キャラクターを横向きにすることを「ドライブ」、縦向きにすることを「チャージ」と言います。(:numref:`chargedrive`)
    English: A character is either charged or driven. Charged means unused, driven means used. Turning a
      character sideways is "driving" it, turning it upright "charging" it.
    # (D) marks a driven character in the table. The referee cites this clause when a driven character is
    # used again as an attacker.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Aki twist 5D -> Ben 10D drive $D D:2S
        Aki pass
        Ben pass
        """

    Scenario: the twisted soldier is driven
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | field Ben | 10D(D) |

    Scenario: the driven soldier attacking is caught
      When the log continues:
        """
        Ben attack 10D
        Ben pass
        Aki pass
        """
      Then the referee reports BP-CHARGE-DRIVE at "Ben attack 10D"
