@game:blackpoker
Feature: BlackPoker — アクション: プロ and マスター (the six more actions of each)
  プロ adds クイック召喚, キル, 再会, 停戦, 対象変更 and リバース to スタンダード (31 actions); マスター adds 剣の雨,
  フォース, 徴募, 奇襲, B・J and R・S・F (37). These clauses are facts from the project's design notes
  (rules-facts.md, BlackPoker, "Action catalogue (9.x)"), each with its 内容 in Japanese. The logs are
  パック games of 40-card decks in the マスター format; both hands are unseen (??), so any card may come from them. After the Background Aki
  (life 15, 8 cards, soldier 9C, bulwark B1, graveyard QD) holds the turn and the chance; Ben has life 16,
  7 cards, the soldier 10D, a bulwark and 8D in his graveyard.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      format: master
      frame: pack
      deck: 40
      Aki draw ??*7
      Ben draw ??*7
      Aki preset ?? 9C
      Ben preset ?? 10D
      Aki flip QD
      Ben flip 8D
      Aki draw ??
      """

  @clause:BP-ACT-QUICK-SUMMON @fact
  Rule: BP-ACT-QUICK-SUMMON クイック召喚: $D, an A enters as an エース (or a bulwark), only off one's turn
    見出し: クイック召喚
    検索語: 相手のターンに召喚、相手の番に出す、瞬速、フラッシュ、エースを裏で、A を防壁、防壁として出す、flash、summon on opponent's turn、instant summon、ace as bulwark、off turn
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row クイック召喚 (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: クイック召喚（@直接-通常-クイック、コストD、キーカードA）は、自分がターンを
      持っていないときだけ起こせます：キーカードを表向き・チャージ状態のエースとして、または
      裏向き・チャージ状態の防壁として場に出します（防壁のときはログに quick A bulwark と書きます）。
    English: クイック召喚 (@直接-通常-クイック, $D, keycard an A), only while the player does not hold the turn: the
      keycard enters as a face-up charged エース, or as a face-down charged bulwark ("quick A bulwark").

    Scenario: Ben calls an ace in on Aki's turn
      When the log continues:
        """
        Ben quick AH $D D:??
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | field Ben      | 10D AH |
        | hand-count Ben | 5      |

    Scenario: a quick summon on one's own turn is caught
      When the log continues:
        """
        Aki quick AS $D D:??
        """
      Then the referee reports BP-ACT-QUICK-SUMMON at "Aki quick AS $D D:??"


  @clause:BP-ACT-KILL @fact
  Rule: BP-ACT-KILL キル: two ♠ A to 10 send a soldier to the graveyard
    見出し: キル
    検索語: 除去、倒す、殺す、破壊、兵士を墓地、スペード 2 枚、即死、removal、kill soldier、destroy、two spades、murder
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row キル (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: キル（@直接-通常-クイック、キーカードは♠A〜10を2枚）：対象の兵士を墓地に移します。
    English: キル (@直接-通常-クイック, keycards two ♠ from A to 10): the target soldier goes to the graveyard.

    Scenario: Ben kills the 9C
      When the log continues:
        """
        Ben kill 2S 3S -> Aki 9C
        Aki pass
        Ben top 3S
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | field Aki     | -  |
        | grave-top Ben | 3S |

    Scenario: a kill with a heart is caught
      When the log continues:
        """
        Ben kill 2S 3H -> Aki 9C
        """
      Then the referee reports BP-ACT-KILL at "Ben kill 2S 3H -> Aki 9C"


  @clause:BP-ACT-REUNION @fact
  Rule: BP-ACT-REUNION 再会: two ♡ A to 10 bring a card of one's graveyard back to the hand, shown
    見出し: 再会
    検索語: さいかい、回収、墓地から手札、サルベージ、拾う、取り戻す、ハート 2 枚、return from graveyard、salvage、regrowth、get back a card、two hearts、墓地から手札に戻す、墓地のカードを回収
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 再会 (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 再会（@直接-通常-クイック、キーカードは♡A〜10を2枚）：自分の墓地のカード1枚を公開して手札に
      加えます（ログは reunion 2H 3H QD のように、キーカード、加えるカードの順に書きます）。
    English: 再会 (@直接-通常-クイック, keycards two ♡ from A to 10): a card of the player's graveyard, shown, goes to
      the hand ("reunion 2H 3H QD": the keycards, then the card).

    Scenario: Aki takes back her QD
      When the log continues:
        """
        Aki reunion 2H 3H QD
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | hand-count Aki  | 7 |
        | grave-count Aki | 2 |

    Scenario: a reunion with a spade is caught
      When the log continues:
        """
        Aki reunion 2H 3S QD
        """
      Then the referee reports BP-ACT-REUNION at "Aki reunion 2H 3S QD"


  @clause:BP-ACT-TRUCE @fact
  Rule: BP-ACT-TRUCE 停戦: two ♢ A to 10 negate a ダメージ判定
    見出し: 停戦
    検索語: ていせん、戦闘中止、攻撃を止める、攻撃無効、ダメージなし、ダイヤ 2 枚、stop combat、prevent damage、cancel the attack、no damage、ceasefire、two diamonds
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 停戦 (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 停戦（@直接-通常-クイック、キーカードは♢A〜10を2枚）：対象のダメージ判定を打ち消し、
      ステージから取り除きます。アタックしたキャラクターはドライブ状態のままで、誰もダメージを
      受けません。
    English: 停戦 (@直接-通常-クイック, keycards two ♢ from A to 10): the target ダメージ判定 is negated and leaves the
      stage; the attackers stay driven and nobody takes damage.

    Scenario: Ben stops the damage of an unblocked 9C
      When the log continues:
        """
        Aki attack 9C
        Ben pass
        Ben block
        Ben truce 2D 3D -> Aki judge
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Ben | 16    |
        | field Aki      | 9C(D) |
        | stage          | -     |

    Scenario: a truce on a soldier request is caught
      When the log continues:
        """
        Aki soldier 5C $BL L:??
        Ben truce 2D 3D -> Aki soldier
        """
      Then the referee reports BP-ACT-TRUCE at "Ben truce 2D 3D -> Aki soldier"


  @clause:BP-ACT-RETARGET @fact
  Rule: BP-ACT-RETARGET 対象変更: two ♣ A to 10 turn a request to another target
    見出し: 対象変更
    検索語: たいしょうへんこう、対象を変える、狙いを変える、付け替え、別の対象、矛先、クラブ 2 枚、redirect、change target、switch target、retarget、two clubs
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 対象変更 (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 対象変更（@直接-通常-クイック、キーカードは♣A〜10を2枚）：対象を持つリクエストの対象を、その
      アクションが取れる別の対象に変えます（ログは retarget 2C 3C -> Aki 10S to Aki 9C のように
      書きます）。
    English: 対象変更 (@直接-通常-クイック, keycards two ♣ from A to 10): a request that has a target gets another one
      its action could take ("retarget 2C 3C -> Aki 10S to Aki 9C").

    Scenario: Ben turns Aki's down onto her own 9C
      When the log continues:
        """
        Aki down 10S -> Ben 10D $D D:??
        Ben retarget 2C 3C -> Aki 10S to Aki 9C
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | -   |
        | field Ben | 10D |

    Scenario: a retarget with a diamond is caught
      When the log continues:
        """
        Aki down 10S -> Ben 10D $D D:??
        Ben retarget 2C 3D -> Aki 10S to Aki 9C
        """
      Then the referee reports BP-ACT-RETARGET at "Ben retarget 2C 3D -> Aki 10S to Aki 9C"


  @clause:BP-ACT-REVERSE @fact
  Rule: BP-ACT-REVERSE リバース: two cards of one number turn a soldier into bulwarks, or a bulwark into a soldier
    見出し: リバース
    検索語: 裏返す、兵士を防壁に、防壁を兵士に、入れ替え、変身、同じ数字 2 枚、ペア、turn soldier into bulwark、bulwark to soldier、pair、flip、same number
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row リバース (@直接-通常-クイック, formats プロ and マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: リバース（@直接-通常-クイック、キーカードは同じ数字のカード2枚）：先に対象をチャージ状態か
      ドライブ状態にしてもかまいません。兵士はそのカード1枚ごとに防壁になり（分裂します）、防壁は
      兵士になります。
    English: リバース (@直接-通常-クイック, keycards two of one number): the target may first be charged or driven; a
      soldier becomes a bulwark for each of its cards (it splits); a bulwark becomes a soldier.

    Scenario: Ben turns the 9C into a bulwark
      When the log continues:
        """
        Ben reverse 7S 7H -> Aki 9C
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | field Aki    | -     |
        | bulwarks Aki | ?? 9C |

    Scenario: a reverse of two numbers is caught
      When the log continues:
        """
        Ben reverse 7S 8H -> Aki 9C
        """
      Then the referee reports BP-ACT-REVERSE at "Ben reverse 7S 8H -> Aki 9C"


  @clause:BP-ACT-RAIN @fact
  Rule: BP-ACT-RAIN 剣の雨: $BB, two ♠ A to 10: every soldier up to their sum dies
    見出し: 剣の雨
    検索語: けんのあめ、全体除去、一掃、全滅、リセット、ボードワイプ、スペード 2 枚、全部の兵士、両方の兵士、board wipe、wrath、sweep、kill all soldiers、mass removal
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 剣の雨 (@直接-通常-メイン, $BB, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 剣の雨（@直接-通常-メイン、コストBB、キーカードは♠A〜10を2枚。カウンターの対象になりません）：
      両プレイヤーの兵士のうち、サイズがキーカードの数字の合計以下のものをすべて墓地に移します。
    English: 剣の雨 (@直接-通常-メイン, $BB, keycards two ♠ from A to 10; カウンター cannot target it): every soldier of
      both sides whose size is at most the keycards' sum goes to the graveyard.

    Scenario: a rain of 10 clears both fields
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki rain 4S 6S $BB
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | - |
        | field Ben | - |

    Scenario: a rain with a jack is caught
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki rain 4S JS $BB
        """
      Then the referee reports BP-ACT-RAIN at "Aki rain 4S JS $BB"


  @clause:BP-ACT-FORCE @fact
  Rule: BP-ACT-FORCE フォース: $BB, two ♡ A to 10: all one's soldiers grow by their sum this turn
    見出し: フォース
    検索語: 全体強化、全員パワーアップ、全体アップ、一斉に、全部大きく、ハート 2 枚、team pump、buff all、anthem、all soldiers bigger、mass pump、every soldier grows、make every soldier bigger
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row フォース (@直接-通常-メイン, $BB, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: フォース（@直接-通常-メイン、コストBB、キーカードは♡A〜10を2枚。カウンターの
      対象になりません）：ターンの終わりまで、自分の兵士すべてのサイズがキーカードの数字の合計だけ
      上がります。キーカードはフォグに置きます。
    English: フォース (@直接-通常-メイン, $BB, keycards two ♡ from A to 10; カウンター cannot target it): until the end of
      the turn all the player's soldiers are larger by the keycards' sum; the keycards go to the fog.

    Scenario: Aki's force goes to the fog
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki force 2H 3H $BB
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact    | value |
        | fog Aki | 2H 3H |

    Scenario: a force with a club is caught
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki force 2H 3C $BB
        """
      Then the referee reports BP-ACT-FORCE at "Aki force 2H 3C $BB"


  @clause:BP-ACT-RECRUIT @fact
  Rule: BP-ACT-RECRUIT 徴募: $BB, two ♢ A to 10: of the top four of the life, those up to the sum enter driven
    見出し: 徴募
    検索語: ちょうぼ、山札の上 4 枚、4 枚めくる、まとめて召喚、一気に兵士、兵士を集める、募集、山札の下、ダイヤ 2 枚、recruit、top four、reveal four、mass summon、put rest on bottom
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 徴募 (@直接-通常-メイン, $BB, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 徴募（@直接-通常-メイン、コストBB、キーカードは♢A〜10を2枚。カウンターの対象になりません）：
      ライフの上から4枚をめくり、数字がキーカードの合計以下のカードはそれぞれドライブ状態の兵士として
      場に出し、残りはライフの下に置きます（ログは recruit 2D 3D $BB 4C KS 5H 9S のように、キーカード、
      めくった4枚の順に書きます）。
    English: 徴募 (@直接-通常-メイン, $BB, keycards two ♢ from A to 10; カウンター cannot target it): the top 4 cards of the
      life are turned over; each whose number is at most the keycards' sum enters as a driven soldier, the
      rest go under the life ("recruit 2D 3D $BB 4C KS 5H 9S": the keycards, then the four cards).

    Scenario: Aki recruits the 4C and the 5H
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki recruit 2D 3D $BB 4C KS 5H 9S
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value          |
        | field Aki      | 9C 4C(D) 5H(D) |
        | life-count Aki | 12             |

    Scenario: a recruit with a club is caught
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki recruit 2D 3C $BB 4C KS 5H 9S
        """
      Then the referee reports BP-ACT-RECRUIT at "Aki recruit 2D 3C $BB 4C KS 5H 9S"


  @clause:BP-ACT-AMBUSH @fact
  Rule: BP-ACT-AMBUSH 奇襲: $BB, two ♣ A to 10: all one's bulwarks become soldiers, then all one's soldiers charge
    見出し: 奇襲
    検索語: きしゅう、防壁を兵士に、全部兵士、不意打ち、全員起こす、総攻撃、クラブ 2 枚、ambush、surprise attack、bulwarks become soldiers、untap all、walls to soldiers
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row 奇襲 (@直接-通常-メイン, $BB, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: 奇襲（@直接-通常-メイン、コストBB、キーカードは♣A〜10を2枚。カウンターの対象になりません）：
      自分の防壁をすべて兵士にし、そのあと自分の兵士をすべてチャージ状態にします。
    English: 奇襲 (@直接-通常-メイン, $BB, keycards two ♣ from A to 10; カウンター cannot target it): all the player's
      bulwarks become soldiers; then all the player's soldiers are charged.

    Scenario: Aki's two bulwarks come out as soldiers
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki ambush 2C 3C $BB
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value    |
        | bulwarks Aki | -        |
        | field Aki    | 9C ?? ?? |

    Scenario: an ambush with a diamond is caught
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki ambush 2C 3D $BB
        """
      Then the referee reports BP-ACT-AMBUSH at "Aki ambush 2C 3D $BB"


  @clause:BP-ACT-BJ @fact
  Rule: BP-ACT-BJ B・J: an A and a J: turn cards over like blackjack; stand with them in hand, or lose them all at 22
    見出し: B・J（ブラックジャック）
    検索語: BJ、ビージェー、21、バースト、ドボン、22 で負け、めくる、ストップ、スタンド、A と J、bust、twenty-one、hit or stand、stop drawing
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row B・J (@直接-通常-クイック, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: B・J（@直接-通常-クイック、キーカードはAとJ）：ライフからカードを1枚ずつめくります（Aは11、
      ただし11では22以上になるときは1、J・Q・Kは10、Jokerは0と数えます）。合計が22以上になればめくった
      カードはすべて墓地に移り、そうなる前に止めればめくったカードを手札に加えます
      （ログは bj AH JH 9S 8S のように、キーカード、めくったカードの順に書きます）。
    English: B・J (@直接-通常-クイック, keycards an A and a J): cards are turned over from the life one by one (A 11, or 1
      when 11 would make 22 or more; J, Q, K 10; the Joker 0): at 22 or more they all go to the graveyard;
      else the player stands and takes them into the hand ("bj AH JH 9S 8S": the keycards, then the cards).

    Scenario: Aki stands on 17
      When the log continues:
        """
        Aki bj AH JH 9S 8S
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |
        | life-count Aki | 13    |

    Scenario: a B・J with a queen is caught
      When the log continues:
        """
        Aki bj AH QH 9S
        """
      Then the referee reports BP-ACT-BJ at "Aki bj AH QH 9S"


  @clause:BP-ACT-RSF @fact
  Rule: BP-ACT-RSF R・S・F: $BB, A, 10, J, Q and K of one suit: 40 damage
    見出し: R・S・F（ロイヤルストレートフラッシュ）
    検索語: ロイヤル、ロイヤルフラッシュ、RSF、ストレートフラッシュ、40 点、一撃、必殺、royal flush、royal straight flush、instant win、40 damage、one-shot
    Source: rules-facts.md, BlackPoker, action catalogue (9.x), row R・S・F (@直接-通常-クイック, $BB, format マスター); the action list of GitHub BlackPoker/BlackPoker (tools/actionlist)
    内容: R・S・F（@直接-通常-クイック、コストBB、キーカードは同じスートのA・10・J・Q・K）：対象の
      プレイヤーは40点のダメージを受けます。
    English: R・S・F (@直接-通常-クイック, $BB, keycards A, 10, J, Q and K of one suit): the target player takes 40
      damage.

    Scenario: a royal straight flush ends the game
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki rsf AS 10S JS QS KS -> Ben $BB
        Ben pass
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value |
        | winner         | Aki |
        | life-count Ben | 0   |

    Scenario: a straight of two suits is caught
      When the log continues:
        """
        Aki bulwark ?? $L L:??
        Aki rsf AS 10S JS QS KH -> Ben $BB
        """
      Then the referee reports BP-ACT-RSF at "Aki rsf AS 10S JS QS KH -> Ben $BB"

