@game:nozoku
Feature: ノゾクダイス — 獲得フェイズ (a turn: the die acquired and the turn player's actions)
  Turns go from the start player to the left, once each. A turn is ① a card played and a
  coloured centre die of its main face acquired, ② its main then its sub action on dice the
  player already owns, ③ the other players' ノゾクアクション, ④ the end of the turn.
  In the 2-player logs below the centre after the reroll is R3=2 R4=2 R5=6 B3=4 B4=6 B5=5 and
  white W1=3 W2=3 W3=6 W4=4; Aki owns R1=3 R2=5, Ben owns B1=2 B2=2 (cards: 09_rulings.feature).
  The three-player logs of NZ-ACT-OWNED use a test set with two cards per hand, A (1 up / 2 turn) and
  B (2 up / 3 flip): features/nozoku/three-seats.toml. In round 2 Aki, the last to play, answers Ben's A
  with her last card, B: her hand is empty, she takes W2 (a 3) at the end of Ben's turn, and her cards
  come back before her own turn.

  @clause:NZ-ACQ-ORDER
  Rule: NZ-ACQ-ORDER Turns go from the start player to the left, once each
    見出し: 獲得フェイズの手番の順番
    検索語: 手番順、左回り、時計回り、次の人、1人1回、一周、誰の番、全員1回、turn order, clockwise, next player, one turn each, who goes next, once per round, pass to the left, take turns, order of turns
    原文: 獲得フェイズでは、スタートプレイヤーから順番に手番を実行します。
    原文: 自分の手番が終了したら左隣のプレイヤーに手番を移します。
    原文: この一連の流れを、プレイヤー全員が1回ずつ手番を行うまで続けます。
    English: From the start player, each player takes a turn, then passes to their left neighbour, until everyone has had one turn.

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
        """

    Scenario: Ben, then Chika on his left, then Aki
      When the log continues:
        """
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
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | turn player | Aki   |

    Scenario: a first turn by someone other than the start player is caught
      When the log says "Chika play B take R4"
      Then the referee reports only NZ-ACQ-ORDER

    Scenario: a round that ends before everyone has had a turn is caught
      When the log continues:
        """
        Ben play F take R3
        Ben main B1 -> 6
        Ben sub B2 -> 6
        Chika play B take R4
        Chika main G1 -> 3
        Chika sub G2 -> 3/2
        table start Chika
        """
      Then the referee reports NZ-ACQ-ORDER at "table start Chika"

  @clause:NZ-TURN-STEPS
  Rule: NZ-TURN-STEPS A turn's four steps, in order
    見出し: 手番の4つのステップ
    検索語: 手番の流れ、ターンの流れ、自分の番、やること、何をする、1ターン、手順、ステップの順番、what do I do on my turn, turn sequence, steps of a turn, turn structure, order of steps
    原文: 自分の手番になったら、以下の4つのステップを順番に行います。
    English: On one's turn, four steps are done in order: ① acquire a die, ② the turn player's actions, ③ the others' ノゾクアクション, ④ the end of the turn.

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
        """

    Scenario: card, actions, ノゾクアクション in order
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        """
      Then the referee accepts the log

    Scenario: a main action before the card is caught
      When the log says "Ben main B1 -> 3"
      Then the referee reports only NZ-TURN-STEPS

    Scenario: a ノゾクアクション before the turn player's actions is caught
      When the log continues:
        """
        Ben play B take R4
        Aki nozoku F R1 -> 4
        """
      Then the referee reports NZ-TURN-STEPS at "Aki nozoku F R1 -> 4"

  @clause:NZ-ACQ-CARD
  Rule: NZ-ACQ-CARD One card from the hand, onto one's played cards
    見出し: ①ダイスの獲得：手札からカード1枚を手元に出す
    検索語: 1枚だけ、場に出す、1枚出す、何枚出す、重ねる、上に置く、積む、プレイ、何枚、出せる枚数、1ターンに1枚、play a card, how many cards per turn, one card, stack, pile, place on top, played pile, two cards, more than one card, cards per turn
    原文: 手札からカード1枚を手元に出します。
    原文: この時、既にカードが手元に置かれている場合、そのカードの上に重ねて出します。
    English: Play one card from the hand in front of oneself, on top of any cards already played there.

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
        """

    Scenario: B leaves the hand for Ben's played cards
      When the log says "Ben play B take R4"
      Then the referee accepts the log
      And the table shows:
        | fact       | value     |
        | hand Ben   | A C D E F |
        | played Ben | B         |

    Scenario: a second card in the same turn is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Ben play D take B3
        """
      Then the referee reports only NZ-ACQ-CARD

  @clause:NZ-ACQ-DIE
  Rule: NZ-ACQ-DIE The die acquired is a coloured centre die showing the card's main face
    見出し: ①ダイスの獲得：メインアクションと同じ目の、白色と異なる色のダイス
    検索語: ダイスを取る、数字が合う、もらう、数字が同じ、白は取れない、白いダイス、白ダイス、色付き、which die can I take, take a die, matching number, same number as card, white dice not allowed, coloured die, pick a die, take from the middle, centre, center, take the matching die from the middle
    原文: カードを出したら、カード上部に描かれているメインアクションと同じ目で、**白色と異なる色のダイス**を中央から獲得します。
    English: Having played the card, take from the centre a die that is not white and shows the face of the card's main action.

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
        """

    Scenario: B (main face 2) takes red R4 showing 2
      When the log says "Ben play B take R4"
      Then the referee accepts the log
      And the table shows:
        | fact     | value  |
        | card die | R4=2/3 |

    Scenario: a white die cannot be acquired
      When the log says "Ben play F take W3"
      Then the referee reports only NZ-ACQ-DIE

    Scenario: a die of another face cannot be acquired, by the cards of the game set
      When the log says "Ben play B take R5"
      Then the finding for NZ-ACQ-DIE depends on ruling NZ-RULING-CARDS

  @clause:NZ-ACQ-PLACE
  Rule: NZ-ACQ-PLACE The die lies on the card: main face up, the sub face toward its owner
    見出し: 獲得したダイスの置き方
    検索語: 置き方、向き、手前、自分側、手前の面、どの向き、乗せる、上の面、取ったダイスの置き方、どっち向き、向きに置く、ダイスの向き、how to place the die, orientation, facing me, front face, which side toward me, put the die on the card, rotate
    原文: 獲得したダイスはカード上部に描かれているメインアクションの場所に置きます。
    原文: この時、**ダイス手前の側面**をカード下部に描かれているサブアクションの目に合わせます。
    English: Put the acquired die on the card's main action (that face up), turned so that its side toward its owner shows the face of the sub action.

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
        """

    Scenario: R4 lies 2 up with 3 toward Ben, as the log may say
      When the log says "Ben play B take R4 -> 2/3"
      Then the referee accepts the log
      And the table shows:
        | fact     | value  |
        | card die | R4=2/3 |

    Scenario: a die turned the wrong way is caught
      When the log says "Ben play B take R4 -> 2/4"
      Then the referee reports only NZ-ACQ-PLACE

  @clause:NZ-ACQ-NONE
  Rule: NZ-ACQ-NONE No die to acquire: the card cannot be played
    見出し: 獲得することが出来るダイスが無い場合
    検索語: 取れるダイスがない、同じ目がない、該当なし、出せない、取れない、中央にない、欲しい目がない、no matching die, nothing to take, can't take a die, no die with that number, cannot play that card, number not in the middle, can't play the card, no die showing that number, still play
    原文: もし、ダイスを獲得する時に中央に獲得することが出来るダイスが無い場合、カードを手元に出すことは出来ません。
    原文: この場合、「手札のカードを出すことが出来ない場合」の項を参照してください。
    English: If no centre die can be acquired with a card, that card cannot be played (see 04_cannot_play.feature when no card can).

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
        """

    Scenario: no coloured 1 in the centre, so Ben plays B instead of A
      When the log says "Ben play B take R3"
      Then the referee accepts the log

    Scenario: A played with no coloured 1 in the centre is caught
      When the log says "Ben play A take R3"
      Then the referee reports only NZ-ACQ-NONE

  @clause:NZ-ACT-BOTH
  Rule: NZ-ACT-BOTH The main action, then the sub action, both always
    見出し: ②手番プレイヤーのアクション：メインとサブの両方を必ず実行
    検索語: 両方、どちらも、必ず、省略、スキップ、片方だけ、メインが先、サブだけ、強制、mandatory, must do both, skip the sub action, only one action, main first, compulsory
    原文: ダイスを獲得するために手元に出したカードについて、メインアクション→サブアクションの順番で処理を実行します。
    原文: この時、**メインアクションとサブアクションの両方を必ず実行しなければなりません。**
    English: Carry out the played card's main action, then its sub action; both must be done.

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
        """

    Scenario: main, then sub
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value         |
        | dice Ben | B1=3 B2=4/2   |

    Scenario: the sub action before the main action is caught
      When the log continues:
        """
        Ben play B take R4
        Ben sub B2 -> 4/2
        """
      Then the referee reports only NZ-ACT-BOTH

    Scenario: a skipped sub action is caught when the next turn begins
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Aki play E take B5
        """
      Then the referee reports only NZ-ACT-BOTH

  @clause:NZ-ACT-MAIN
  Rule: NZ-ACT-MAIN The main action on one of one's own dice
    見出し: メインアクションの実行
    検索語: メイン、上の効果、カード上の効果、1つ目のアクション、どのダイスに、自分のダイス、対象、目を変える、メインアクションの対象、メインアクションを実行、main action target, which die, my own dice, top effect, first action, change the number
    原文: プレイヤーの手元にある「**持っているダイス**」1個を選択します。
    原文: その後、そのダイスに対して手元に出しているカードのメインアクションを実行します。
    English: Choose one of one's own dice (持っているダイス) and carry out the played card's main action on it.

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
        """

    Scenario: B's main action (up) turns B1 from 2 to 3
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        """
      Then the referee accepts the log

    Scenario: a main action with a result it cannot give is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 4
        """
      Then the finding for NZ-ACT-MAIN depends on ruling NZ-RULING-ACTIONS

  @clause:NZ-ACT-SUB
  Rule: NZ-ACT-SUB The sub action on one of one's own dice
    見出し: サブアクションの実行
    検索語: サブ、下の効果、カード下の効果、2つ目のアクション、どのダイスに、自分のダイス、対象、サブアクション、サブアクションの対象、サブアクションを実行、sub action target, which die, bottom effect, second action, my own dice
    原文: その後、そのダイスに対して手元に出しているカードのサブアクションを実行します。
    English: Choose one of one's own dice and carry out the played card's sub action on it.

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
        """

    Scenario: B's sub action (tip toward Ben) brings B2's 2 to the front
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        """
      Then the referee accepts the log

    Scenario: a tip that does not bring the top face to the front is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 1/3
        """
      Then the referee reports only NZ-ACT-SUB

  @clause:NZ-ACT-OWNED
  Rule: NZ-ACT-OWNED The turn player's actions take dice owned before this round, the same die allowed
    見出し: アクションの対象は前ラウンドまでに獲得した持っているダイス
    検索語: 同じダイス、同じダイスに2回、さっき取ったダイス、今取ったダイス、取ったばかり、新しいダイス、今回のダイス、前のラウンド、取ったダイスに使う、same die twice, both actions on one die, just acquired die, newly taken die, die taken this round, earlier rounds
    原文: 【②手番プレイヤーのアクション】時、アクションの対象に出来るダイスはそのラウンドで獲得してカードの上に置いてあるダイスではなく、**前ラウンドまでに獲得して手元にある「持っているダイス」**となることに注意してください。
    原文: また、サブアクションの対象となるダイスを選択する時、既にメインアクションを実行したダイスを選択することが出来ます。
    English: In ② the actions take the dice acquired in earlier rounds (in front of the player), never the die just acquired on the card,
      nor a die taken earlier in this round by an empty hand (NZ-EMPTY-HAND); the sub action may take the die the main action took.
      The sentence speaks of ② only: a ノゾクアクション, and the one action after a hand that cannot play, may take any die one owns.
      A card whose actions could be done only on dice taken this round cannot be played (NZ-ACT-IMPOSSIBLE).

    Scenario: main and sub on the same die B1
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
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B1 -> 1/3
        """
      Then the referee accepts the log

    Scenario: an action on the die just acquired is caught
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
      When the log continues:
        """
        Ben play B take R4
        Ben main R4
        """
      Then the referee reports only NZ-ACT-OWNED

    Scenario: Aki's main action on R1, a die she owned before the round, beside the W2 she took this round
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: three-seats.toml
        Aki roll R1=5 R2=6
        Ben roll B1=1 B2=2
        Chika roll G1=4 G2=5
        table centre R3=1 R4=2 R5=3 B3=2 B4=1 B5=4 G3=1 G4=3 G5=2 W1=6 W2=6 W3=5 W4=6 W5=6
        # round 1: Aki plays A and keeps B
        table start Ben
        Ben reroll W1=3 W2=4 W4=5 W5=4
        Ben play B take B3
        Ben main B1 -> 2
        Ben sub B2 -> 5
        Chika play A take G3
        Chika main G1 -> 5
        Chika sub G2 -> 5
        Aki play A take R3
        Aki main R1 -> 6
        Aki sub R2 -> 6
        # round 2: Aki reads 3 on the right of Ben's new die R5 (1 up, 2 toward Ben) and plays her last card
        table start Ben
        Ben reroll R5=1 B5=2 G4=6 W1=2 W2=3 W5=5
        Ben play A take R5
        Ben main B1 -> 3
        Ben sub B2 -> 5
        Chika pass
        Aki nozoku B R1 -> 1
        Ben take W1
        Aki take W2
        Chika play B take G5
        Chika main G1 -> 6
        Chika sub G2 -> 2
        Chika take W3
        """
      When the log continues:
        """
        Aki play A take B4
        Aki main R1 -> 2
        Aki sub R2 -> 6
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value                       |
        | dice Aki | R1=2 R2=6 R3=1/2 W2=3       |
        | card die | B4=1/2                      |

    Scenario: Aki's main action on W2, which her empty hand took earlier in this round, is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: three-seats.toml
        Aki roll R1=5 R2=6
        Ben roll B1=1 B2=2
        Chika roll G1=4 G2=5
        table centre R3=1 R4=2 R5=3 B3=2 B4=1 B5=4 G3=1 G4=3 G5=2 W1=6 W2=6 W3=5 W4=6 W5=6
        table start Ben
        Ben reroll W1=3 W2=4 W4=5 W5=4
        Ben play B take B3
        Ben main B1 -> 2
        Ben sub B2 -> 5
        Chika play A take G3
        Chika main G1 -> 5
        Chika sub G2 -> 5
        Aki play A take R3
        Aki main R1 -> 6
        Aki sub R2 -> 6
        table start Ben
        Ben reroll R5=1 B5=2 G4=6 W1=2 W2=3 W5=5
        Ben play A take R5
        Ben main B1 -> 3
        Ben sub B2 -> 5
        Chika pass
        Aki nozoku B R1 -> 1
        Ben take W1
        Aki take W2
        Chika play B take G5
        Chika main G1 -> 6
        Chika sub G2 -> 2
        Chika take W3
        """
      When the log continues:
        """
        Aki play A take B4
        Aki main W2 -> 4
        """
      Then the referee reports only NZ-ACT-OWNED

    Scenario: a hand whose cards could act only on the die taken this round cannot play
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: three-seats.toml
        Aki roll R1=5 R2=6
        Ben roll B1=1 B2=2
        Chika roll G1=4 G2=5
        table centre R3=1 R4=2 R5=3 B3=2 B4=1 B5=4 G3=1 G4=3 G5=2 W1=6 W2=6 W3=5 W4=6 W5=6
        table start Ben
        Ben reroll W1=3 W2=4 W4=5 W5=4
        Ben play B take B3
        Ben main B1 -> 2
        Ben sub B2 -> 5
        Chika play A take G3
        Chika main G1 -> 5
        Chika sub G2 -> 5
        Aki play A take R3
        Aki main R1 -> 6
        Aki sub R2 -> 6
        table start Ben
        Ben reroll R5=1 B5=2 G4=6 W1=2 W2=3 W5=5
        Ben play A take R5
        Ben main B1 -> 3
        Ben sub B2 -> 5
        Chika pass
        # this time Aki flips R3 (her 1 from round 1) to 6: every die she owned before the round shows 6
        Aki nozoku B R3 -> 6/5
        Ben take W1
        Aki take W2
        Chika play B take G5
        Chika main G1 -> 6
        Chika sub G2 -> 2
        Chika take W3
        """
      When the log continues:
        """
        Aki cannot A B
        Aki redo none
        Aki end
        """
      Then the referee accepts the log

  @clause:NZ-OWNED @definition
  Rule: NZ-OWNED 持っているダイス: the dice in front of a player, not the die on the card
    見出し: 持っているダイス（カードの上のダイスとは別物）
    検索語: 持ってるダイス、手持ち、手元のダイス、自分のダイス、カードの上のダイス、違い、区別、owned dice, my dice, dice in front of me, die on the card, difference, what counts as my dice
    原文: このゲームでは、カードの上に置いてあるダイスと手元にあるダイス(=持っているダイス)は別物として扱います。
    原文: 混同しないように注意してください。
    English: The die lying on a card and the dice in front of a player (their 持っているダイス, "dice one holds") are different things; do not confuse them.

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
        """

    Scenario: R4 lies on Ben's card, apart from his own dice
      When the log says "Ben play B take R4"
      Then the referee accepts the log
      And the table shows:
        | fact     | value     |
        | dice Ben | B1=2 B2=2 |
        | card die | R4=2/3    |

    Scenario: an action on another player's die is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main R1 -> 4
        """
      Then the referee reports only NZ-OWNED

    Scenario: an action on a centre die is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main R3 -> 3
        """
      Then the referee reports only NZ-OWNED
