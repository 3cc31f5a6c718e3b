@game:nozoku
Feature: ノゾクダイス — 手札のカードを全て出し切った場合 (an empty hand)
  A player whose hand runs out during ① or ③ takes any centre die, white too, at ④, and their
  played cards come back to the hand; several such players take in turn from the turn player,
  clockwise. Played cards come back only then and after a hand that cannot play.
  To empty hands within one round these logs use a test game set with two cards per hand,
  B (2 up / 3 tip) and F (6 reroll / 4 flip): features/nozoku/two-cards.toml. Ben plays B and
  peeks with F; Aki peeks with F and plays B, so at the end of Aki's turn both hands are empty.

  @clause:NZ-EMPTY-HAND
  Rule: NZ-EMPTY-HAND An empty hand takes any centre die at the end of the turn, and the cards come back
    見出し: 手札のカードを全て出し切った場合
    検索語: 手札0枚、手札ゼロ、手札がなくなる、使い切る、出し切る、手札切れ、ボーナス、好きなダイス、白も取れる、最後の1枚、最後のカード、empty hand, run out of cards, no cards left, last card, bonus die, take any die
    原文: 【①ダイスの獲得】や【③他プレイヤーのノゾクアクション】を行っている時に手札が0枚になった場合、【④手番の終了】のタイミングで中央から好きな目のダイスを取って手元に置きます。
    原文: この時、白色のダイスを取ることも出来ます。
    原文: その後、手元に出しているカードを全て手札に戻します。
    English: A player whose hand became empty in ① or ③ takes a centre die showing any face (white allowed) into their own dice at ④; then all their played cards go back to the hand.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: two-cards.toml
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        Aki play B take R3
        Aki main R1 -> 5
        Aki sub R2 -> 1/5
        Ben nozoku F B1 -> 4
        """

    Scenario: Aki takes white W1 and Ben red R5; their cards come back
      When the log continues:
        """
        Aki take W1
        Ben take R5
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | hand Aki   | B F   |
        | played Aki | -     |
        | hand Ben   | B F   |
        | dice Ben   | R4=2/3 R5=6 B1=4 B2=4/2 |

    Scenario: a die that is not in the centre cannot be taken
      When the log says "Aki take R4"
      Then the referee reports only NZ-EMPTY-HAND

    Scenario: a turn that ends without the empty hands taking a die is caught
      When the log continues:
        """
        Aki take W1
        Aki names 2
        """
      Then the referee reports NZ-EMPTY-HAND at "Aki names 2"

  @clause:NZ-EMPTY-HAND-ORDER
  Rule: NZ-EMPTY-HAND-ORDER Several empty hands take their dice clockwise from the turn player
    見出し: 手札が0枚になったプレイヤーが複数いる場合
    検索語: 複数人、何人も、同時に、誰から取る、取る順番、手番プレイヤーから、時計回り、2人同時、先に取る、どっちが先、several empty hands, who takes first, multiple players, simultaneous, clockwise from turn player, at the same time, both empty, two players, who takes a die first
    原文: もし、手札が0枚になったプレイヤーが複数いる場合は、手番を行っているプレイヤーから時計回りの順番でダイスを取って手元に置きます。
    English: If several players' hands are empty, they take their dice in turn, from the turn player clockwise.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: two-cards.toml
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        Aki play B take R3
        Aki main R1 -> 5
        Aki sub R2 -> 1/5
        Ben nozoku F B1 -> 4
        """

    Scenario: Aki, the turn player, takes first
      When the log continues:
        """
        Aki take R5
        Ben take W2
        """
      Then the referee accepts the log

    Scenario: Ben taking before the turn player is caught
      When the log continues:
        """
        Ben take R5
        Aki take W2
        """
      Then the referee reports only NZ-EMPTY-HAND-ORDER

  @clause:NZ-RETURN
  Rule: NZ-RETURN Played cards come back to the hand only in those two cases
    見出し: 手元のカードが手札に戻る場合
    検索語: 手札に戻る、いつ戻る、回収、戻らない、出したカード、使ったカード、再利用、when do cards come back, return to hand, recover played cards, reuse, cards stay, refresh
    原文: 手元に置かれたカードが手札に戻るのは【手札のカードを出すことが出来ない場合】と【手札のカードを全て出し切った場合】だけになります。
    English: Cards played in front of a player go back to the hand only when the hand cannot play (NZ-STUCK-RESUME) and when the hand is empty (NZ-EMPTY-HAND).

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        """

    Scenario: F stays among Aki's played cards in her own turn
      When the log says "Aki play E take B5"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | played Aki | E F   |
        | hand Aki   | A B C D |

    Scenario: playing F again as if it had come back is caught
      When the log says "Aki play F take R5"
      Then the referee reports only NZ-RETURN
