@game:nozoku
Feature: ノゾクダイス — カードを出せない場合 (cards that cannot be played)
  Only a card whose die can be acquired and whose two actions can both be done may be played;
  an action found impossible during ② sends the turn back to ①. A hand that cannot play is
  shown, one action from a played card may be done, the played cards come back, and the turn
  resumes at ①, or ends without a die. Default cards (09_rulings.feature): A 1 up / 2 turn,
  B 2 up / 3 tip, C 3 flip / 5 down, D 4 down / 6 turn, E 5 down / 1 up, F 6 reroll / 4 flip.
  With every own die on 6, "up" cannot be done, so A and B cannot be played.

  @clause:NZ-ACT-IMPOSSIBLE
  Rule: NZ-ACT-IMPOSSIBLE Only a card whose die and both actions are possible may be played
    見出し: アクションを実行することが出来ない場合
    検索語: 実行できない、不可能、出せないカード、効果が使えない、意味がない、無効、対象がない、impossible action, can't perform, illegal card, action does nothing, no valid target, unplayable card
    原文: 【②手番プレイヤーのアクション】時には、メインアクションとサブアクションの両方を順番に実行しなければなりません。
    原文: そのため、【①ダイスの獲得】時には、白色と異なる色のダイスを獲得することが出来て、かつ、メインアクションとサブアクションの両方を実行することが出来るカードを出さなければなりません。
    原文: もし、【①ダイスの獲得】時にメインアクションとサブアクションの両方を実行することが出来ないカードしか手札に無い場合、カードを手元に出すことは出来ません。
    原文: この場合、「手札のカードを出すことが出来ない場合」を参照してください。
    English: As both actions must be done in ②, the card played in ① must allow a coloured die to be acquired and both its actions to be done; a hand of only such impossible cards cannot play (see NZ-STUCK).

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=6 R2=6
        Ben roll B1=6 B2=6
        table centre R3=1 R4=2 R5=3 B3=4 B4=5 B5=5 W1=1 W2=2 W3=5 W4=6
        table start Ben
        Ben reroll B4=4 B5=6 W3=3
        """

    Scenario: D (down, then turn) can be done on Ben's sixes
      When the log continues:
        """
        Ben play D take B3
        Ben main B1 -> 5
        Ben sub B2 -> 6
        """
      Then the referee accepts the log

    Scenario: A (up) played on a hand of sixes, and the turn going on, is caught
      When the log continues:
        """
        Ben play A take R3
        Aki play C take R5
        """
      Then the referee reports NZ-ACT-IMPOSSIBLE at "Ben play A take R3"

    Scenario: a hand shown while D can be played is not a hand that cannot play
      When the log says "Ben cannot A B C D E F"
      Then the referee reports only NZ-STUCK

  @clause:NZ-ACT-REDO
  Rule: NZ-ACT-REDO An action found impossible during ② sends the turn back to ①
    見出し: ②の途中で実行できないと気付いた場合は①からやり直す
    検索語: やり直し、やり直す、巻き戻し、取り消し、戻す、間違えた、途中で気付いた、ミス、undo, take back, redo, start over, mistake, rewind, return the card, halfway, realise, realize, midway, notice, in the middle of my action
    原文: また、【②手番プレイヤーのアクション】時の途中で、メインアクションやサブアクションを実行することが出来ないことに気付いた場合、【①ダイスの獲得】からやり直してください。
    English: If during ② a player notices that the main or sub action cannot be done, they start over from ①: the card goes back to the hand and the die to the centre.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=6 R2=6
        Ben roll B1=6 B2=6
        table centre R3=1 R4=2 R5=3 B3=4 B4=5 B5=5 W1=1 W2=2 W3=5 W4=6
        table start Ben
        Ben reroll B4=4 B5=6 W3=3
        """

    Scenario: A is taken back and D played instead
      When the log continues:
        """
        Ben play A take R3
        Ben play D take B3
        Ben main B1 -> 5
        Ben sub B2 -> 6
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value     |
        | hand Ben   | A B C E F |
        | played Ben | D         |
        | centre     | R3=1 R4=2 R5=3 B4=4 B5=6 W1=1 W2=2 W3=3 W4=6 |

    Scenario: going on with an action no die can take is caught
      When the log continues:
        """
        Ben play A take R3
        Ben main B1
        """
      Then the referee reports only NZ-ACT-REDO

    Scenario: starting over when the actions could be done is caught
      When the log continues:
        """
        Ben play D take B3
        Ben main B1 -> 5
        Ben play F take B5
        """
      Then the referee reports only NZ-ACT-REDO

  @clause:NZ-STUCK
  Rule: NZ-STUCK A hand that cannot play is shown whole
    見出し: 手札のカードを出すことが出来ない場合：手札を全て公開
    検索語: 出せるカードがない、カードが出せない、手札公開、見せる、全部見せる、パス、詰み、手詰まり、1枚も出せない、出せるカード無し、can't play, no playable card, stuck, show hand, reveal hand, pass
    原文: 【①ダイスの獲得】時にルールに従ってカードを手元に出すことが出来ない場合、手札を全て公開してカードを手元に出せないことを他プレイヤーに示します。
    English: A player who cannot play a card by the rules in ① shows the whole hand to the others.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=6 R2=6
        Ben roll B1=6 B2=6
        table centre R3=1 R4=2 R5=1 B3=2 B4=1 B5=2 W1=1 W2=4 W3=5 W4=6
        table start Ben
        Ben reroll R3=2 R5=2 B4=2 W1=3
        """

    Scenario: every coloured centre die shows 2 and Ben's sixes cannot go up
      When the log says "Ben cannot A B C D E F"
      Then the referee accepts the log

    Scenario: a hand shown in part is caught
      When the log says "Ben cannot A B C"
      Then the referee reports only NZ-STUCK

  @clause:NZ-STUCK-ACTION
  Rule: NZ-STUCK-ACTION Then one action, or none, from one of one's played cards
    見出し: 手元のカード1枚のメインかサブのアクション（しなくてもよい）
    検索語: 出せないとき、代わりに、アクション1回、好きなカード、場のカード、何もしない、しなくていい、詰んだとき、手詰まりのとき、手元のカード、1回だけアクション、instead, one action, do nothing, optional action, choose a played card, when stuck
    原文: その後、既に手元に出している全てのカードから好きな1枚を選択し、そのカードのメインアクションかサブアクションのいずれかを実行します。
    原文: この時、どちらも実行しないことも出来ます。
    English: Then choose any one of one's played cards and do its main or its sub action, or neither.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=2 R2=1
        Ben roll B1=6 B2=6
        table centre R3=5 R4=1 R5=2 B3=1 B4=2 B5=1 W1=3 W2=4 W3=6 W4=6
        table start Aki
        Aki reroll R4=1 B3=2 B5=2
        Aki play E take R3
        Aki main R1 -> 1
        Aki sub R2 -> 2
        Ben nozoku D B1 -> 6
        Ben cannot A B C E F
        """

    Scenario: the main action of D, played for a ノゾクアクション, turns B1 from 6 to 5
      When the log says "Ben redo D main B1 -> 5"
      Then the referee accepts the log
      And the table shows:
        | fact     | value       |
        | dice Ben | B1=5 B2=6   |
        | hand Ben | A B C D E F |

    Scenario: neither action is done
      When the log says "Ben redo none"
      Then the referee accepts the log

    Scenario: written in Japanese, the half is named as the verbs are (メイン, サブ)
      When the log says "Ben 手元のカード D メイン B1 -> 5"
      Then the referee accepts the log
      And the table shows:
        | fact     | value       |
        | dice Ben | B1=5 B2=6   |
        | hand Ben | A B C D E F |

    Scenario: an action from a card that was not played is caught
      When the log says "Ben redo B main B1"
      Then the referee reports only NZ-STUCK-ACTION

  @clause:NZ-STUCK-RESUME
  Rule: NZ-STUCK-RESUME The played cards come back and the turn resumes at ①
    見出し: 手元のカードを手札に戻し、①ダイスの獲得から再開
    検索語: 手札に戻す、回収、戻ってくる、取り戻す、再開、もう一度、リセット、出し直し、take back cards, cards return to hand, recover cards, retry, reset, start again, play again after being stuck
    原文: 上記のアクションの実行が終わったら、手元のカードを全て手札に戻し、【①ダイスの獲得】から手番を再開します。
    原文: 【①ダイスの獲得】が終わったら、通常通り【②手番プレイヤーのアクション】へ移行し、ゲームを続けます。
    English: After that action all played cards go back to the hand and the turn resumes at ①; after ①, ② and the rest of the turn follow as usual.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=2 R2=1
        Ben roll B1=6 B2=6
        table centre R3=5 R4=1 R5=2 B3=1 B4=2 B5=1 W1=3 W2=4 W3=6 W4=6
        table start Aki
        Aki reroll R4=1 B3=2 B5=2
        Aki play E take R3
        Aki main R1 -> 1
        Aki sub R2 -> 2
        Ben nozoku D B1 -> 6
        Ben cannot A B C E F
        """

    Scenario: B1 is now a 5, so B can be played and its actions done
      When the log continues:
        """
        Ben redo D main B1 -> 5
        Ben play B take R5
        Ben main B1 -> 6
        Ben sub B2 -> 3/6
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value     |
        | played Ben | B         |
        | card die   | R5=2/3    |

    Scenario: ending the turn when a card can be played again is caught
      When the log continues:
        """
        Ben redo D main B1 -> 5
        Ben end
        """
      Then the referee reports only NZ-STUCK-RESUME

  @clause:NZ-STUCK-END
  Rule: NZ-STUCK-END Still no card can be played: the turn ends without a die
    見出し: それでもダイスを獲得できない場合は手番を終了
    検索語: 手番終了、ターン終了、何も取れない、取れないまま、白しかない、パス、スキップ、end turn without a die, nothing to take, only white dice left, skip turn, pass, still stuck, come away with nothing, only white dice in the middle
    原文: また、上記のアクションの実行が終わって手元のカードを全て手札に戻しても【①ダイスの獲得】を行うことが出来ない場合(中央に白色のダイスしかない、メインアクションとサブアクションの両方を実行することが出来ない場合など)は、ダイスの獲得が出来ずに自分の手番を終了します。
    English: If, with the cards back in hand, ① still cannot be done (only white dice in the centre, no card whose two actions can be done, …), the turn ends without a die.

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=6 R2=6
        Ben roll B1=6 B2=6
        table centre R3=1 R4=2 R5=1 B3=2 B4=1 B5=2 W1=1 W2=4 W3=5 W4=6
        table start Ben
        Ben reroll R3=2 R5=2 B4=2 W1=3
        """

    Scenario: Ben shows his hand, does nothing, and his turn ends; Aki is stuck too
      When the log continues:
        """
        Ben cannot A B C D E F
        Ben redo none
        Ben end
        Aki cannot A B C D E F
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | turn player | Aki   |
        | dice Ben    | B1=6 B2=6 |

    Scenario: ending a turn without showing the hand is caught
      When the log says "Ben end"
      Then the referee reports only NZ-STUCK-END

    Scenario: showing the hand a second time is caught
      When the log continues:
        """
        Ben cannot A B C D E F
        Ben redo none
        Ben cannot A B C D E F
        """
      Then the referee reports only NZ-STUCK-END
