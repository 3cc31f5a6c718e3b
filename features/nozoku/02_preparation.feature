@game:nozoku
Feature: ノゾクダイス — 準備フェイズ (the start player and the reroll)
  The start player is the player with the lowest sum of their own dice; ties go to the player
  nearest in turn order to the last start player, or any way in the first round. The start
  player then rerolls every centre die showing the most common face.

  @clause:NZ-PREP-STEPS
  Rule: NZ-PREP-STEPS The preparation's two steps, in order
    見出し: 準備フェイズの2つのステップ
    検索語: 準備、準備フェーズ、ラウンドの最初、最初にやること、どっちが先、振り直しの前、start of round, beginning of each round, what happens first, preparation steps, before the reroll, preparation phase
    原文: 準備フェイズでは、以下の2つのステップを順番に行います。
    English: The preparation has two steps, done in order: ① the start player, ② the reroll.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """

    Scenario: the start player is named, then the centre is rerolled
      When the log continues:
        """
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | step   | acquire |
        | centre | R3=2 R4=2 R5=6 B3=4 B4=6 B5=5 W1=3 W2=3 W3=6 W4=4 |

    Scenario: a reroll before the start player is caught
      When the log says "Ben reroll R3=2 B4=6 W4=4"
      Then the referee reports only NZ-PREP-STEPS

    Scenario: a skipped reroll is caught
      When the log continues:
        """
        table start Ben
        Ben play B take R4
        """
      Then the referee reports NZ-PREP-STEPS at "Ben play B take R4"

  @clause:NZ-PREP-START
  Rule: NZ-PREP-START The lowest sum of one's own dice starts the round
    見出し: ①スタートプレイヤーの決定
    検索語: 先手、親、始める、最初の人、スタプレ、一番小さい、合計が少ない、出目の合計、低い方、first player, who goes first, who starts, lowest total, smallest sum, starting player
    原文: 手元のダイスの目の数の合計が最も小さいプレイヤーが、このラウンドのスタートプレイヤーとなります。
    English: The player whose own dice show the lowest total is the round's start player.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """

    Scenario: Ben (2 + 2) starts before Aki (3 + 5)
      When the log says "table start Ben"
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | start player | Ben  |
        | turn player  | Ben  |

    Scenario: Aki with the higher sum cannot start
      When the log says "table start Aki"
      Then the referee reports only NZ-PREP-START

  @clause:NZ-PREP-START-TIE
  Rule: NZ-PREP-START-TIE A tie goes to the player nearest in turn order to the last start player
    見出し: スタートプレイヤーが同数の場合
    検索語: 同点、同じ合計、合計が同じ、並んだ、2ラウンド目以降、前のスタプレ、左隣、次のスタプレ、同じ人が複数、複数いる、次のラウンドのスタートプレイヤー、tie for first player, same total, equal sum, previous start player, nearest to the left, who starts next round
    原文: 同数の場合は、前回のラウンドのスタートプレイヤーに手番順が最も近かったプレイヤーが、ラウンドのスタートプレイヤーとなります。
    English: On a tie, the tied player nearest in turn order (to the left) to the previous round's start player starts.
      Whether the previous start player, tied themself, counts as the nearest is a ruling (NZ-RULING-START-TIE: by default not).

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
        Ben play F take R3
        Ben main B1 -> 6
        Ben sub B2 -> 6
        Chika play B take R4
        Chika main G1 -> 3
        Chika sub G2 -> 3/2
        Aki play E take G5
        Aki main R2 -> 1
        Aki sub R1 -> 2
        """

    Scenario: Aki and Chika tie at 8; Chika comes first after Ben in turn order
      When the log says "table start Chika"
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | round        | 2     |
        | start player | Chika |

    Scenario: the tied player further from the last start player is caught
      When the log says "table start Aki"
      Then the referee reports only NZ-PREP-START-TIE

  @clause:NZ-PREP-START-FIRST
  Rule: NZ-PREP-START-FIRST At the start of the game a tie is settled any way
    見出し: ゲーム開始時に同数の場合
    検索語: 1ラウンド目、初回、最初のラウンド、じゃんけん、好きな方法、自由に決める、話し合い、ランダム、合計が同じ、出目が同じ、ゲーム開始時、first round tie, beginning of the game, any method, rock paper scissors, coin toss, decide freely
    原文: (ゲーム開始時に同数の場合は、任意の方法でスタートプレイヤーを決めてください。)
    English: At the start of the game, a tie for the lowest sum is settled in any way the players like (among the tied players).

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=3
        Ben roll B1=2 B2=2
        Chika roll G1=6 G2=4
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        """

    Scenario: either tied player may start the first round (Aki)
      When the log says "table start Aki"
      Then the referee accepts the log

    Scenario: either tied player may start the first round (Ben)
      When the log says "table start Ben"
      Then the referee accepts the log

    Scenario: a player outside the tie cannot be chosen
      When the log says "table start Chika"
      Then the referee reports only NZ-PREP-START-FIRST

  @clause:NZ-PREP-REROLL
  Rule: NZ-PREP-REROLL The start player rerolls every centre die of the most common face
    見出し: ②ダイスの振り直し
    検索語: ふりなおし、リロール、振り直す、もう一度振る、一番多い目、多い目、同じ目が多い、白も振る、最多、most common number, most frequent face, reroll the centre, roll again, which dice get rerolled, white dice too
    原文: ラウンドのスタートプレイヤーが、中央のダイスの内、**個数が最も多い目のダイス**を全て振り直します。
    原文: 個数が最も多い目が複数ある場合はその全てのダイスを振り直します。
    English: The start player rerolls all the centre dice (white ones too) showing the most common face; when several faces are equally most common, all their dice.

    Scenario: the three dice showing 1 are rerolled, white W4 too
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
        """
      Then the referee accepts the log

    Scenario: with three players 6 and 2 tie, and all six dice are rerolled
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
        """
      Then the referee accepts the log

    Scenario: a white die of the most common face left out is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6
        """
      Then the referee reports only NZ-PREP-REROLL

    Scenario: a die of another face rerolled too is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4 W1=2
        """
      Then the referee reports only NZ-PREP-REROLL

    Scenario: only one of the tied faces rerolled is caught
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
        Ben reroll R3=1 G3=2 W4=3
        """
      Then the referee reports only NZ-PREP-REROLL

    Scenario: a player other than the start player rerolling is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Aki reroll R3=2 B4=6 W4=4
        """
      Then the referee reports only NZ-PREP-REROLL
