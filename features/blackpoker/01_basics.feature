@game:blackpoker
Feature: BlackPoker — 共通ルール: プレイ人数, 用意するもの, 使用できるトランプ, トランプの数字 (basics)
  Each player plays with their own set of cards. The logs of this file are entry16 games
  (frame: entry16, format ライト): the deck is ♠A,2,3,K ♡4,7,J,Q ♢5,8,10,Q ♣A,6,9,K.
  The Background is the header only; each rule sets the game up its own way. Aki records the game
  and sees her own cards; Ben's hand is written ??.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      """

  @clause:BP-PLAYERS
  Rule: BP-PLAYERS Two players
    見出し: プレイ人数
    検索語: 何人、人数、何人で遊べる、二人、2 人用、3 人、三人、多人数、4 人、how many players、two-player、2 players、three players、multiplayer、head to head
    原文: 2人です。
    English: BlackPoker is played by two players.

    Scenario: two players flip for the first turn
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | turn   | Aki   |
        | chance | Aki   |

    Scenario: a third player is caught
      Given the log:
        """
        players: Aki Ben Chika
        """
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        """
      Then the referee reports the input error BP-PLAYERS

  @clause:BP-OWN-DECK
  Rule: BP-OWN-DECK Each player plays with their own set of cards
    見出し: 用意するもの（1人1セットのトランプ）
    検索語: 自分のトランプ、自前のデッキ、1 人 1 組、一組ずつ、何組、2 組、相手のカードを使う、共有、同じカードが両方、own deck、one deck each、how many decks、shared deck、opponent's cards、相手のトランプ、自分のカードだけ、相手のカードでアクションを起こす、use the opponent's card for an action、用意するもの
    原文: 1人1セットのトランプが必要です。
    English: Each player needs a set of playing cards of their own.
    # So the same card may be on both sides (Aki's 8D in her life, Ben's 8D flipped); a player plays only
    # cards of their own set. The referee cites this clause when a player plays the opponent's card.

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: the same card on both sides
      When the log continues:
        """
        Aki ace AC $L L:8D
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | grave-top Aki | 8D    |
        | grave-top Ben | 8D    |

    Scenario: a keycard from the opponent's set is caught
      When the log says "Aki up Ben 4H -> 9C $D D:2S"
      Then the referee reports BP-OWN-DECK at "Aki up Ben 4H -> 9C $D D:2S"

  @clause:BP-CARDS-KINDS
  Rule: BP-CARDS-KINDS The cards: four suits, A to K, each suit and number once, alike backs, a visible orientation
    見出し: 使用できるトランプ
    検索語: どんなトランプ、普通のトランプ、市販のトランプ、同じカードが 2 枚、ダブり、重複したカード、裏の柄、目印、which playing cards、normal deck、duplicate cards、two of the same card、card backs、marked cards、ordinary deck
    原文: BlackPokerでは次の条件を満たしたトランプを使うことができます。
    原文: 一般的なトランプなら満たす条件となっています。
    原文: スートと数字が分かる
    原文: スートの♠♡♢♣が判断できる
    原文: 数字のA-K（1-13）が判断できる
    原文: スートと数字の組合せが重複していない
    原文: 裏から表がわからない
    原文: 縦向き横向きが判断できる
    English: BlackPoker can be played with playing cards that meet these conditions (ordinary playing cards
      do): suit and number can be read; the suits ♠♡♢♣ can be told apart; the numbers A–K (1–13) can be
      told apart; no combination of suit and number occurs twice; the face cannot be told from the back;
      upright and sideways can be told apart.
    # In a log: cards are written AS … KS, AH … (and JK, the Joker); ?? is a face the recorder did not
    # see (backs are alike); (D) in the table is the sideways (driven) state. The referee cites this
    # clause when one player's set shows the same suit and number twice at the same time.

    Scenario: every card of the deck is a distinct suit and number
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | hand-count Aki | 8    |
        | field Aki     | 9C    |
        | field Ben     | 10D   |

    Scenario: two face-up 9C on one side at once are caught
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip 9C
        """
      Then the referee reports BP-CARDS-KINDS at "Aki flip 9C"

  @clause:BP-CARDS-COUNT
  Rule: BP-CARDS-COUNT Up to two Jokers; fewer than 54 cards is fine; the regulation may say more
    見出し: Jokerは2枚まで、54枚無くてもよい
    検索語: ジョーカー、じょーかー、ジョーカー何枚、ジョーカー 2 枚、ジョーカー 3 枚、枚数が足りない、欠けたトランプ、大会ルール、how many jokers、two jokers、missing cards、incomplete deck、deck size、fewer cards、tournament rules、can I use jokers、include jokers、add jokers to the deck、jokers allowed in a deck、deck with jokers、デッキに入れるジョーカー、ジョーカーを入れる
    原文: Jokerは2枚まで入れられる
    原文: 54枚無くてもよい
    原文: 対戦レギュレーションにより使用できるトランプの枚数など異なる場合があるため、
      対戦する際に、対戦レギュレーションを確認してください。
    English: Up to two Jokers may be included; the set need not have 54 cards. The number of cards that
      may be used and the like can differ by match regulation, so check the regulation before playing.
    # The regulation is the log's frame and format: entry16 fixes the deck (BP-FRAME-ENTRY16-DECK); with
    # frame: free any set of cards meeting BP-CARDS-KINDS and this clause may be used.

    Scenario: two Jokers in a set without a frame
      Given the log:
        """
        frame: free
        format: standard
        option bulwark-face: up
        """
      When the log continues:
        """
        Aki preset JK JK
        Ben preset 5S 7H
        Aki flip 4C
        Ben flip 2D
        Aki draw 9S
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | turn          | Aki   |
        | bulwarks Aki  | JK    |
        | field Aki     | JK    |

    Scenario: the second Joker is a keycard after the first one went to the graveyard
      Given the log:
        """
        frame: free
        format: standard
        """
      When the log continues:
        """
        Aki preset ?? 5S
        Ben preset ?? 5H
        Aki flip 9C
        Ben flip 2C
        Aki draw JK
        Aki end
        Ben pass
        Ben draw ?? ??
        Ben end
        Aki pass
        Aki draw JK ??
        Aki search JK KS
        Ben pass
        Aki search JK QS
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | hand-count Aki  | 3     |
        | grave-count Aki | 3     |

    Scenario: the sixteen cards of entry16 are a whole set
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """
      Then the referee accepts the log

    Scenario: a third Joker is caught
      Given the log:
        """
        frame: free
        format: standard
        option bulwark-face: up
        """
      When the log continues:
        """
        Aki preset JK JK
        Ben preset 5S 7H
        Aki flip JK
        """
      Then the referee reports BP-CARDS-COUNT at "Aki flip JK"

  @clause:BP-NUMBERS @definition
  Rule: BP-NUMBERS A counts 1, J 11, Q 12, K 13, the Joker 0
    見出し: トランプの数字
    検索語: エースは 1、A は 14、絵札の数字、ジャック、クイーン、キング、ジョーカーは 0、どう扱う、value of ace、ace high、ace low、face cards、jack queen king、card value、joker value
    原文: ゲーム全体を通してトランプの数字は次のような数値として扱います。(:numref:`cardrank`)
    原文: トランプの数字
    原文: | カード |    数字    |
    原文: | A      | 1          |
    原文: | 2〜10  | 表記どおり |
    原文: | J      | 11         |
    原文: | Q      | 12         |
    原文: | K      | 13         |
    原文: | Joker  | 0          |
    English: Throughout the game the cards' numbers count as: A 1; 2–10 as printed; J 11; Q 12; K 13;
      Joker 0 (table "トランプの数字").
    # The referee cites this clause when a comparison of numbers goes the way it would if A counted high
    # (14, as in poker) or the Joker counted above 0: here, the flip for the first player. A first player
    # chosen wrongly between plain numbers cites BP-START-FIRST.

    Scenario: an A counts 1 and loses to a 2
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip AS
        Ben flip 2S
        Ben draw ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | turn   | Ben   |

    Scenario: an A counted high is caught
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip AS
        Ben flip 2S
        Aki draw KS
        """
      Then the referee reports BP-NUMBERS at "Aki draw KS"
