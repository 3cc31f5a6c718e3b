@game:nozoku
Feature: ノゾクダイス — ③他プレイヤーのノゾクアクション (peeking at the acquired die)
  After the turn player's actions, each other player in turn from the turn player's left may
  play a card whose sub face equals the side face of the acquired die that they see, and do
  that card's sub action on one of their own dice. Which side each seat sees depends on the
  number of players; the default game set says (09_rulings.feature, NZ-RULING-SIDES):
  2 players: the back; 3 players: left, right; 4 players: left, back, right (in ノゾクアクション
  order, seen from the die's owner). In these logs Ben acquires R4 or R3 with B: 2 up and 3
  toward him, so (right-handed dice) 6 is on his left, 4 at the back and 1 on his right.

  @clause:NZ-NOZOKU-ORDER
  Rule: NZ-NOZOKU-ORDER Clockwise from the turn player's left to their right, then ④
    見出し: ③他プレイヤーのノゾクアクション：左隣から時計回り
    検索語: 覗く順番、のぞく順番、誰から、左隣から、他の人、相手の番、割り込み、パス、右隣まで、peek order, who peeks first, clockwise, other players, out of turn, left neighbour first
    原文: 手番を行っているプレイヤーの左隣のプレイヤーから時計回りの順番に、ノゾクアクションを実行するかどうかを選択します。
    原文: 手番を行っているプレイヤーの右隣のプレイヤーまで、ノゾクアクションを実行するかどうかを選択してアクションの実行が終わったら、【④手番の終了】に移行します。
    原文: ※矢印に書かれている数字は、手番プレイヤーの左隣を1としたノゾクアクションを実行する順番を表しています。
    English: Starting with the turn player's left neighbour and going clockwise, each other player chooses whether to do a ノゾクアクション; after the right neighbour, the turn goes on to ④. (The rulebook's diagram numbers its arrows in this order: the turn player's left neighbour is 1.)

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        """

    Scenario: Chika passes, then Aki peeks
      When the log continues:
        """
        Chika pass
        Aki nozoku E R1 -> 2
        """
      Then the referee accepts the log

    Scenario: Chika after Aki is out of order
      When the log continues:
        """
        Aki nozoku E R1 -> 2
        Chika nozoku D G1 -> 2
        """
      Then the referee reports only NZ-NOZOKU-ORDER

    Scenario: the turn player does not peek at their own die
      When the log says "Ben nozoku D B1 -> 2"
      Then the referee reports only NZ-NOZOKU-ORDER

  @clause:NZ-NOZOKU-SUB @definition
  Rule: NZ-NOZOKU-SUB A ノゾクアクション is a card's sub action, the card played in front of oneself
    見出し: ノゾクアクションとは
    検索語: のぞく、覗く、ノゾク、覗き、何をする、サブの効果、相手の番に出す、ノゾクアクションとは、ノゾクアクションの意味、ノゾクの効果、ノゾクアクションの説明、peek action, what is nozoku, look, what does peeking do, play on someone else's turn, sub effect, reaction
    原文: ノゾクアクションとは、カードの下に描かれているサブアクションの効果と同じアクションのことを指します。
    原文: ノゾクアクションを実行する時は、手札からカードを手元に出します。
    原文: この時、既にカードが手元に置かれている時はそのカードの上に重ねて出します。
    原文: その後、出したカードのサブアクションを実行します。
    English: A ノゾクアクション is the action of a card's sub action: the player plays the card from the hand onto their played cards and carries out its sub action (on one of their own dice).

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        """

    Scenario: Chika plays D and turns G1 (its top stays 2)
      When the log says "Chika nozoku D G1 -> 2"
      Then the referee accepts the log
      And the table shows:
        | fact         | value     |
        | played Chika | D         |
        | hand Chika   | A B C E F |

    Scenario: a result the sub action cannot give is caught
      When the log says "Chika nozoku D G1 -> 3"
      Then the finding for NZ-NOZOKU-SUB depends on ruling NZ-RULING-ACTIONS

    Scenario: a ノゾクアクション on another player's die is caught
      When the log says "Chika nozoku D R1"
      Then the referee reports only NZ-OWNED

    Scenario: a ノゾクアクション on a die that is nobody's yet is caught
      When the log says "Chika nozoku D R3"
      Then the referee reports only NZ-OWNED

    Scenario: a ノゾクアクション written under the wrong name is read from the die and the side it fits
      # E's sub face 1 is the right side of R4, which Aki reads, and R1 is Aki's: Aki played it
      When the log says "Chika nozoku E R1"
      Then the referee reports only LOG-ACTOR

  @clause:NZ-NOZOKU
  Rule: NZ-NOZOKU Only a card whose sub face equals the side one sees
    見出し: ノゾクアクション：サブアクションの目が側面に一致する場合のみ
    検索語: 覗ける条件、のぞける、いつ覗ける、合う、同じ目、見える目、横の目、条件、覗ける時、when can I peek, matching side, side face, number I see, condition, match, peek condition, can peek
    原文: ノゾクアクションを実行するプレイヤーは、手札からカードを1枚選びます。
    原文: この時、カードの下に描かれているサブアクションの目が、手番を行っているプレイヤーが**獲得したダイスを見た時の側面に一致している場合のみ**、ノゾクアクションを実行することができます。
    English: The player chooses one card from the hand; the ノゾクアクション may be done only if the card's sub face equals the side face of the turn player's acquired die as that player sees it.

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
        """

    Scenario: with two players Aki sees the back, 4, and plays F (sub face 4)
      When the log says "Aki nozoku F R1 -> 4"
      Then the referee accepts the log

    Scenario: a card whose sub face is the top of the die is caught
      When the log says "Aki nozoku A R1"
      Then the referee reports only NZ-NOZOKU

  @clause:NZ-NOZOKU-SIDE
  Rule: NZ-NOZOKU-SIDE The side each seat reads depends on the number of players
    見出し: ノゾクアクションでのダイスの見方
    検索語: 見え方、どの面、人数、奥、横、左右、座る位置、角度、見方、ダイスの見方、正しい側面、人数で変わる、which side do I look at, side face, player count, seating, angle, perspective, which face I see
    原文: このゲームでは、プレイする人数に応じてノゾクアクションに使用するダイスの側面の目が変わります。
    原文: ダイスの正しい側面を使用してください。
    English: Which side face of the acquired die a player uses for the ノゾクアクション depends on the number of players; use the right side (the game set says which: NZ-RULING-SIDES).

    Scenario: two players: Aki reads the back (4)
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
      Then the referee accepts the log

    Scenario: two players: Aki reading Ben's right side (1) is caught
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
        Aki nozoku E R1 -> 4
        """
      Then the finding for NZ-NOZOKU-SIDE depends on ruling NZ-RULING-SIDES

    Scenario: three players: Chika reads the left (6), Aki the right (1)
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        Chika nozoku D G1 -> 2
        Aki nozoku E R1 -> 2
        """
      Then the referee accepts the log

    Scenario: three players: Chika reading the back (4) is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        Chika nozoku F G1 -> 5
        """
      Then the referee reports only NZ-NOZOKU-SIDE

    Scenario: four players: Chika the left (6), Dan the back (4), Aki the right (1)
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika Dan
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        Dan roll Y1=6 Y2=4
        table centre R3=2 R4=3 R5=4 B3=5 B4=6 B5=1 G3=2 G4=3 G5=4 Y3=5 Y4=6 Y5=1 W1=1 W2=2 W3=3 W4=4 W5=5 W6=1
        table start Ben
        Ben reroll B5=6 Y5=3 W1=4 W6=6
        Ben play B take R3
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        Chika nozoku D G1 -> 2
        Dan nozoku F Y1 -> 1
        Aki nozoku E R1 -> 4
        """
      Then the referee accepts the log

    Scenario: four players: Dan reading the left (6) is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika Dan
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        Dan roll Y1=6 Y2=4
        table centre R3=2 R4=3 R5=4 B3=5 B4=6 B5=1 G3=2 G4=3 G5=4 Y3=5 Y4=6 Y5=1 W1=1 W2=2 W3=3 W4=4 W5=5 W6=1
        table start Ben
        Ben reroll B5=6 Y5=3 W1=4 W6=6
        Ben play B take R3
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        Dan nozoku D Y1 -> 6
        """
      Then the referee reports only NZ-NOZOKU-SIDE
