@game:nozoku
Feature: ノゾクダイス — 手番の終了, 確認フェイズ, 終了条件, 得点計算 (the end of a turn, of a round, of the game)
  The acquired die joins its owner's dice and the turn passes left; after everyone's turn the
  check phase ends the game when a colour is gone from the centre. Then each player names a
  number, keeps the dice showing it, and scores their sum, plus 2 for the most dice kept.
  The finished games use the two-card test set (features/nozoku/two-cards.toml): at the end of
  round 1 Aki owns R1=5 R2=1 R3=2 W1=3 and Ben owns R4=2 R5=6 B1=4 B2=4, and no red die is left.

  @clause:NZ-TURN-END
  Rule: NZ-TURN-END The die on the card joins its owner's dice, and the turn passes to the left
    見出し: ④手番の終了
    検索語: ターン終了、手番の終わり、ダイスを移す、手元に移す、カードから降ろす、次の人、次の番、end of turn, move the die, pass the turn, next player, what happens at the end of my turn, die goes to my dice, die on my card, die on the card moves
    原文: 手番を行っているプレイヤーは**カードの上に置いたダイスを手元に移動させます**。
    原文: ダイスを手元に移動させたら、左隣のプレイヤーへ手番が移ります。
    原文: この時、プレイヤー全員が手番を1回ずつ行っていった場合、確認フェイズに移行します。
    English: The turn player moves the die from the card to their own dice; then the turn passes to the left neighbour, or, when everyone has had a turn, the check phase follows.

    Scenario: when Aki begins her turn, R4 is among Ben's own dice
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
        Aki play E take B5
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value              |
        | dice Ben    | R4=2/3 B1=3 B2=4/2 |
        | turn player | Aki                |

    Scenario: with three players, Aki playing after Ben instead of Chika is caught
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
        Chika pass
        Aki pass
        Aki play E take G5
        """
      Then the referee reports only NZ-TURN-END

    Scenario: Chika then taking the turn she missed is not a second finding
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
        Chika pass
        Aki pass
        Aki play E take G5
        Aki main R2 -> 1
        Aki sub R1 -> 2
        Ben pass
        Chika pass
        Chika play A take B3
        """
      Then the referee reports NZ-TURN-END at "Aki play E take G5"
      And the referee reports only NZ-TURN-END
      And the table shows:
        | fact        | value |
        | turn player | Chika |

  @clause:NZ-CHECK
  Rule: NZ-CHECK The check phase: the end condition, else the next round's preparation
    見出し: 確認フェイズ
    検索語: 確認、チェック、ラウンド終了、ラウンドの終わり、次のラウンド、続ける、終わるか、毎ラウンド、全員の手番が終わった後、全員終わったら、一周したら、最後の人の手番の後、check phase, end of round, next round, continue, does the game end, after everyone has played
    原文: 確認フェイズでは、ゲームの終了条件を確認します。
    原文: 終了条件を満たしていた場合、得点計算に移行します。
    原文: 終了条件を満たしていなかった場合、引き続き次のラウンドの準備フェイズからゲームを続けます。
    English: The check phase checks the end condition: if it is met, the scoring follows; otherwise the game goes on with the next round's preparation.

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

    Scenario: every colour is left in the centre, so the next round begins
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki play E take B5
        Aki main R2 -> 4
        Aki sub R1 -> 4
        table start Ben
        """
      Then the referee accepts the log
      And the game is not over

    Scenario: scoring when the end condition is not met is caught
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki play E take B5
        Aki main R2 -> 4
        Aki sub R1 -> 4
        Aki names 4
        """
      Then the referee reports only NZ-CHECK

  @clause:NZ-END
  Rule: NZ-END The game ends when one colour is gone from the centre
    見出し: ゲームの終了条件
    検索語: いつ終わる、終わり、ゲーム終了、終わる条件、色がなくなる、1色、全部なくなる、尽きる、when does the game end, game over, end condition, colour runs out, colour gone, no dice of one colour
    原文: 中央にあるダイスの内、**いずれかの色1色のダイスが全て無くなった時**、ゲームを終了します。
    English: The game ends (at the check phase) when all the dice of any one colour are gone from the centre.

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
        Aki take W1
        Ben take R5
        """

    Scenario: no red die is left, so the players name their numbers
      When the log continues:
        """
        Aki names 2
        Ben names 4
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact   | value                        |
        | ending | no red die left in the centre |

    Scenario: a next round after the end is caught
      When the log says "table start Aki"
      Then the referee reports only NZ-END

  @clause:NZ-SCORE
  Rule: NZ-SCORE Name a number, keep the dice showing it, and gain their sum in magic
    見出し: 得点計算：数字を1つ選び、持ち帰ったダイスの目の合計の魔力
    検索語: 点数、何点、ポイント、数字を選ぶ、選んだ数字、宣言、残す、捨てる、how to score, scoring, choose a number, pick a number, total, keep dice, points
    原文: ゲームを終了したら、各プレイヤーはダイスの数字を1つ選択します。
    原文: その後、自分の手元にある「**持っているダイス**」から、選んだ数字以外の目のダイスを脇によけます。
    原文: プレイヤー全員の持ち帰ったダイスが決まったら以下の2つを計算します。
    原文: - ① **持ち帰ったダイスの目の合計**を計算します。プレイヤーはこの合計数と等しい魔力を獲得します。
    English: At the end each player chooses one number and sets aside their dice showing any other number; when everyone's kept dice are known, ① each gains magic equal to the sum of their kept dice.

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
        Aki take W1
        Ben take R5
        """

    Scenario: Aki keeps R1 (5); Ben keeps B1 and B2 (8) and has the most dice
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim: Aki 5, Ben 10
        claim Ben: sum 8
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 5     |
        | score Ben | 10    |

    Scenario: a wrong claimed total is caught
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim: Aki 7, Ben 10
        """
      Then the referee reports only NZ-SCORE

    Scenario: a second number named is caught
      When the log continues:
        """
        Aki names 5
        Aki names 3
        """
      Then the referee reports only NZ-SCORE

  @clause:NZ-KEPT @definition
  Rule: NZ-KEPT 持ち帰ったダイス: the dice left after setting the others aside
    見出し: 持ち帰ったダイス
    検索語: 持ち帰り、持ち帰る、残ったダイス、残す、選んだ目、キープ、得点になるダイス、持ち帰ったダイスとは、持ち帰ったもの、持ち帰ったダイスの意味、持ち帰ったダイス、脇によけなかったダイス、kept dice, brought back, which dice count, dice that score, remaining dice, keep, dice that count for points
    原文: この時、自分の手元に残っているダイスが最終的に洞窟から「**持ち帰ったダイス**」になります。
    English: The dice a player has left then are the dice they finally bring back from the cave (持ち帰ったダイス).

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
        Aki take W1
        Ben take R5
        """

    Scenario: Ben brings back two dice, Aki one
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim Aki: kept 1
        claim Ben: kept 2
        """
      Then the referee accepts the log

    Scenario: a wrong claimed number of kept dice is caught
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim Ben: kept 3
        """
      Then the referee reports only NZ-KEPT

  @clause:NZ-SCORE-MOST
  Rule: NZ-SCORE-MOST 2 magic for the most dice brought back, to every tied player
    見出し: 持ち帰ったダイスの数が1番多いプレイヤーに2魔力
    検索語: 一番多い、個数、数が多い、ボーナス、2点、同数、同点、最多、most dice, bonus, 2 points, extra points, tie for most dice, majority, tied for most dice
    原文: - ② **洞窟から持ち帰ったダイスの数が1番多いプレイヤーが2魔力**を獲得します。1番多いプレイヤーが複数存在した場合、全員が2魔力を獲得します。
    English: ② The player who brought back the most dice gains 2 magic; if several tie for the most, each gains 2.

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
        Aki take W1
        Ben take R5
        """

    Scenario: Ben alone has the most dice
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim Aki: most 0
        claim Ben: most 2
        """
      Then the referee accepts the log

    Scenario: one die each: both gain 2
      When the log continues:
        """
        Aki names 2
        Ben names 6
        claim: Aki 4, Ben 8
        claim Aki: most 2
        """
      Then the referee accepts the log

    Scenario: 2 magic claimed without the most dice is caught
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim Aki: most 2
        """
      Then the referee reports only NZ-SCORE-MOST

  @clause:NZ-WIN
  Rule: NZ-WIN The most magic wins; on a tie, the most white dice brought back
    見出し: 勝利条件：魔力の合計が最も多いプレイヤー、同数なら白色のダイスの数
    検索語: 勝ち、勝つ、誰が勝つ、同点、白の数、白ダイス、引き分け、勝ち方、who wins, winner, tie, same score, tiebreaker, white tiebreaker, highest score, tie for the win, tied score, draw
    原文: ①と②で獲得した魔力の合計が最も多いプレイヤーがゲームに勝利します！魔力の数が同数だった場合、持ち帰ったダイスの内、白色のダイスの数が多いプレイヤーがゲームに勝利します。
    English: The player with the most magic from ① and ② wins. On equal magic, the player who brought back more white dice wins.

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
        Aki take W1
        Ben take R5
        """

    Scenario: Ben wins with 10 magic
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim winner: Ben
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | Ben   |

    Scenario: Aki with 5 (her white 3) against Ben with 4 wins on magic
      When the log continues:
        """
        Aki names 3
        Ben names 2
        claim: Aki 5, Ben 4
        claim winner: Aki
        claim Aki: white 1
        """
      Then the referee accepts the log

    Scenario: a wrong claimed winner is caught
      When the log continues:
        """
        Aki names 5
        Ben names 4
        claim winner: Aki
        """
      Then the referee reports only NZ-WIN

  @clause:NZ-TIE-BREAK
  Rule: NZ-TIE-BREAK Then the larger sum set aside; then a shared win or another game
    見出し: さらに同数の場合：脇によけたダイスの目の合計、それも同数なら勝利を分かち合う
    検索語: さらに同点、引き分け、よけたダイス、捨てたダイス、脇のダイス、共同勝利、もう一回、再戦、白も同数、白ダイスも同じ、白の数も同点、白ダイスの数も同じ、最終的な勝敗、魔力も白も同じ、魔力も白も同点、still tied, draw, shared victory, joint win, rematch, play again, tied again, tied on white dice, white dice equal too, magic and white both tied, who wins after the white dice, same magic
    原文: 白色のダイスの数も同数だった場合、持ち帰らずに脇によけておいたダイスの目の合計が大きいプレイヤーがゲームに勝利します。
    原文: それも同数だった場合、勝利を分かち合うか、もう1ゲーム行って勝敗を決めてください。
    English: If the white dice are equal too, the player whose set-aside dice show the larger sum wins; if that is equal as well, the players share the win or play another game.

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
        Aki take W1
        Ben take R5
        """

    Scenario: 4 magic each, no white dice: Ben's 14 set aside beats Aki's 9
      When the log continues:
        """
        Aki names 2
        Ben names 2
        claim: Aki 4, Ben 4
        claim winner: Ben
        claim Aki: white 0, aside 9
        claim Ben: white 0, aside 14
        """
      Then the referee accepts the log

    Scenario: a wrong claimed sum set aside is caught
      When the log continues:
        """
        Aki names 2
        Ben names 2
        claim Aki: aside 14
        """
      Then the referee reports only NZ-TIE-BREAK
