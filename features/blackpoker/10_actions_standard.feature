@game:blackpoker
Feature: BlackPoker — アクション: スタンダード (the format, the standard format's six more actions, and サーチ)
  The format decides which actions may be requested: ライト has 19, スタンダード 25. These clauses are
  facts from the project's design notes (rules-facts.md, BlackPoker, "Action catalogue (9.x)"; from
  GitHub BlackPoker/BlackPoker, tools/actionlist), each with its 内容 in Japanese. Most logs are entry16
  games played in the standard format (format: standard overrides the frame's ライト); the 魔術士 and サーチ need a Joker,
  which entry16 lacks, so their logs have no frame (frame: free: presets, flips, one draw). After an
  entry16 set-up Aki (life 5, hand 2S 3S 4H 7H JH 5D AC KS, soldier 9C, bulwark B1, graveyard QD)
  holds the turn and the chance; Ben has life 6, 7 cards, the soldier 10D and a bulwark.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      """

  @clause:BP-FORMAT @fact
  Rule: BP-FORMAT The format decides the actions: ライト 19, スタンダード 25
    見出し: フォーマットごとのアクション（ライト・スタンダード）
    検索語: 初心者向け、簡単ルール、上級、使えるアクション、どのアクションが使える、何種類、形式、light、standard、beginner、easy mode、which actions are allowed、basic rules、advanced、action list
    Source: rules-facts.md, BlackPoker, action catalogue (the formats column) and "Format sizes"
    内容: リクエストできるのは、ログのフォーマットにあるアクションだけです。ライト：エンド、チャージ、
      ドロー、アタック、ブロック、ダメージ判定、世代交代、防壁設置、兵士召喚、英雄召喚、エース召喚、
      装備、アップ、ダウン、ツイスト、カウンター、防壁破壊、投擲、サーチ。スタンダードには、これに
      魔術士召喚、死の槍、防壁補充、リアニメイト、ハンデス、帰還が加わります。ログがほかのフォーマットを
      書いていなければ、フォーマットはフレームで決まります（エントリー16はライト、パックは
      スタンダード）。
    English: Only the actions of the log's format may be requested. ライト: エンド, チャージ, ドロー, アタック,
      ブロック, ダメージ判定, 世代交代, 防壁設置, 兵士召喚, 英雄召喚, エース召喚, 装備, アップ, ダウン, ツイスト,
      カウンター, 防壁破壊, 投擲, サーチ. スタンダード adds 魔術士召喚, 死の槍, 防壁補充, リアニメイト, ハンデス,
      帰還. The frame gives the format (entry16: ライト; パック: スタンダード) unless the log names another.

    Scenario: a spear in a standard game
      Given the log:
        """
        frame: entry16
        format: standard
        """
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki spear 3S 5D -> Ben 10D
        """
      Then the referee accepts the log

    Scenario: a spear in entry16's light format is caught
      Given the log:
        """
        frame: entry16
        """
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki spear 3S 5D -> Ben 10D
        """
      Then the referee reports BP-FORMAT at "Aki spear 3S 5D -> Ben 10D"

  @clause:BP-ACT-SPEAR @fact
  Rule: BP-ACT-SPEAR 死の槍: a ♠ and a ♢ put a soldier whose size the ♢ divides on top of its owner's life, then the ♠ deals damage
    見出し: 死の槍
    検索語: しのやり、槍、やり、割り切れる、倍数、山札に戻す、ライフに戻す、スペードとダイヤ、spear、death spear、divisible、multiple、put back on deck、return to top of life、相手の兵士を山札に戻す、兵士をライフの一番上に戻す
    Source: rules-facts.md, BlackPoker, action catalogue, row 死の槍 (@直接-通常-メイン, keys ♠ + ♢, formats S P M)
    内容: 死の槍（@直接-通常-メイン、キーカード♠1枚と♢1枚、コストなし、対象は兵士1体）：兵士のサイズが
      ♢のキーカードの数字の倍数（0を除く）なら、その兵士を裏向きで持ち主のライフの一番上に置き、持ち主は
      ♠のキーカードの数字と同じ点数のダメージを受けます。
    English: 死の槍 (@直接-通常-メイン, keycards one ♠ and one ♢, no cost, target a soldier): if the soldier's size
      is a non-zero multiple of the ♢ keycard's number, it goes face down on top of its owner's life, and its
      owner takes damage equal to the ♠ keycard's number.

    Background:
      Given the log:
        """
        frame: entry16
        format: standard
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: 5 divides 10: Ben's soldier goes on top of his life, and he takes 3
      When the log continues:
        """
        Aki spear 3S 5D -> Ben 10D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | field Ben       | -     |
        | life-count Ben  | 4     |
        | grave-count Ben | 4     |

    Scenario: a spear of a heart and a spade is caught
      When the log says "Aki spear 3S 4H -> Ben 10D"
      Then the referee reports BP-ACT-SPEAR at "Aki spear 3S 4H -> Ben 10D"

  @clause:BP-ACT-REFILL @fact
  Rule: BP-ACT-REFILL 防壁補充: a ♡ and a ♣ make the top life card a charged bulwark, or the top two driven bulwarks
    見出し: 防壁補充
    検索語: 壁を増やす、防壁を足す、防壁を増やす、山札から防壁、補充、ハートとクラブ、1 枚か 2 枚、refill、add bulwarks、more walls、replenish、heart and club、from top of deck
    Source: rules-facts.md, BlackPoker, action catalogue, row 防壁補充 (@直接-通常-メイン, keys ♡ + ♣, formats S P M)
    内容: 防壁補充（@直接-通常-メイン、キーカード♡1枚と♣1枚、コストなし、対象なし）：自分のライフの
      一番上のカードを裏向き・チャージ状態の防壁にする（ログには 1 と書きます）か、上から2枚を
      裏向き・ドライブ状態の防壁2枚にします（ログには 2 と書きます）。
    English: 防壁補充 (@直接-通常-メイン, keycards one ♡ and one ♣, no cost, no target): either the top card of your
      life becomes a face-down charged bulwark (written 1), or the top two become two face-down driven
      bulwarks (written 2).

    Background:
      Given the log:
        """
        frame: entry16
        format: standard
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: two driven bulwarks from the top of the life
      When the log continues:
        """
        Aki refill 4H AC 2
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value           |
        | bulwarks Aki   | ?? ??(D) ??(D)  |
        | life-count Aki | 3               |

    Scenario: a refill of a heart and a diamond is caught
      When the log says "Aki refill 4H 5D 1"
      Then the referee reports BP-ACT-REFILL at "Aki refill 4H 5D 1"

  @clause:BP-ACT-REANIMATE @fact
  Rule: BP-ACT-REANIMATE リアニメイト: a ♠ and a ♡ send your character to the graveyard and bring a graveyard card of yours back as a charged soldier
    見出し: リアニメイト
    検索語: 蘇生、そせい、復活、生き返る、墓地から戻す、墓地から出す、リアニ、スペードとハート、revive、resurrect、reanimate、bring back from graveyard、raise dead
    Source: rules-facts.md, BlackPoker, action catalogue, row リアニメイト (@直接-通常-メイン, keys ♠ + ♡, formats S P M)
    内容: リアニメイト（@直接-通常-メイン、キーカード♠1枚と♡1枚、コストなし、対象は自分の
      キャラクター1体）：対象を墓地に移し、自分の墓地のカード1枚（ログでは対象のあとに書きます）を
      表向き・チャージ状態の兵士として場に出します。
    English: リアニメイト (@直接-通常-メイン, keycards one ♠ and one ♡, no cost, target one of your characters): the
      target goes to the graveyard and a card of your graveyard (named after it) enters the field face up and
      charged as a soldier.

    Background:
      Given the log:
        """
        frame: entry16
        format: standard
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: 9C goes, the flipped QD comes back
      When the log continues:
        """
        Aki reanimate 2S 7H -> 9C QD
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | field Aki       | QD    |
        | grave-count Aki | 3     |

    Scenario: bringing back a card that is not in the graveyard is caught
      When the log says "Aki reanimate 2S 7H -> 9C KC"
      Then the referee reports BP-ACT-REANIMATE at "Aki reanimate 2S 7H -> 9C KC"

  @clause:BP-ACT-HANDES @fact
  Rule: BP-ACT-HANDES ハンデス: a ♢ and a ♣; look at the opponent's hand, and they discard the card you name
    見出し: ハンデス
    検索語: 手札破壊、手札を見る、覗く、のぞく、ノゾく、手札を捨てさせる、捨てさせる、ピーピング、ダイヤとクラブ、hand destruction、look at hand、peek、make opponent discard、hand attack、相手の手札を見る
    Source: rules-facts.md, BlackPoker, action catalogue, row ハンデス (@直接-通常-メイン, keys ♢ + ♣, formats S P M)
    内容: ハンデス（@直接-通常-メイン、キーカード♢1枚と♣1枚、コストなし、対象は相手）：相手の手札を
      見て、指定したカード1枚を相手に捨てさせます（ログには相手の discard として書きます）。
    English: ハンデス (@直接-通常-メイン, keycards one ♢ and one ♣, no cost, target the opponent): look at the
      opponent's hand; they discard the card you name (written as the opponent's discard).

    Background:
      Given the log:
        """
        frame: entry16
        format: standard
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: Ben discards the QH that Aki names
      When the log continues:
        """
        Aki handes 5D AC -> Ben
        Aki pass
        Ben discard QH
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Ben | 6     |
        | grave-top Ben  | QH    |

    Scenario: a handes of a diamond and a spade is caught
      When the log says "Aki handes 5D 2S -> Ben"
      Then the referee reports BP-ACT-HANDES at "Aki handes 5D 2S -> Ben"

  @clause:BP-ACT-RETURN @fact
  Rule: BP-ACT-RETURN 帰還: $B, two cards of one suit take your charged character and themselves back to the hand
    見出し: 帰還
    検索語: きかん、バウンス、手札に戻す、戻す、回収、引っ込める、同じマーク 2 枚、同じスート、return to hand、bounce、take back、pick up、same suit pair、rescue、兵士を手札に戻す、キャラクターを手札に戻す
    Source: rules-facts.md, BlackPoker, action catalogue, row 帰還 (@直接-通常-クイック, $B, two keys of one suit, formats S P M)
    内容: 帰還（@直接-通常-クイック、コストB、キーカードは同じスートのカード2枚、対象は自分の
      キャラクター1体）：対象がチャージ状態なら、そのカードをすべて手札に戻し、キーカードも手札に
      戻します。
    English: 帰還 (@直接-通常-クイック, cost B, keycards two cards of the same suit, target one of your characters):
      if the target is charged it returns to your hand (all its cards), and the keycards return to your hand.

    Background:
      Given the log:
        """
        frame: entry16
        format: standard
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: 2S and 3S take 9C back with them
      When the log continues:
        """
        Aki return 2S 3S -> 9C $B
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | field Aki      | -     |
        | hand-count Aki | 9     |
        | bulwarks Aki   | ??(D) |

    Scenario: a return of a spade and a heart is caught
      When the log says "Aki return 2S 4H -> 9C $B"
      Then the referee reports BP-ACT-RETURN at "Aki return 2S 4H -> 9C $B"

  @clause:BP-ACT-MAGICIAN @fact
  Rule: BP-ACT-MAGICIAN 魔術士召喚: $BD, the Joker enters as a charged magician (魔術士, 速攻)
    見出し: 魔術士召喚
    検索語: 魔術師、まじゅつし、マジシャン、ジョーカーの出し方、ジョーカーを出したい、ジョーカー召喚、コスト軽減、手札を捨てなくていい、magician、wizard、play the joker、summon joker、cheaper quick magic、summon the joker、joker onto the field、joker creature
    Source: rules-facts.md, BlackPoker, action catalogue, row 魔術士召喚 (@直接-通常-メイン, $BD, key Joker, formats S P M); characters: 魔術士
    内容: 魔術士召喚（@直接-通常-メイン、コストBD、キーカードJoker）：Jokerを表向き・チャージ状態で場に
      出します。サイズ0で速攻を持つ魔術士になります。魔術士が場にいるあいだ、クイックタイミングの魔法は
      コストのDがいりません。
    English: 魔術士召喚 (@直接-通常-メイン, cost BD, keycard the Joker): the Joker enters face up and charged as a
      魔術士 of size 0 with 速攻; while it is on the field, quick-timing magic needs no D.

    Background:
      Given the log:
        """
        frame: free
        format: standard
        """
      And the log so far:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki end
        Ben draw JK 3C
        """

    Scenario: Ben's Joker enters as a magician
      When the log continues:
        """
        Ben magician JK $BD D:3C
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | field Ben      | 10D JK |
        | hand-count Ben | 0      |

    Scenario: a magician of a 3 is caught
      When the log says "Ben magician 3C $BD D:JK"
      Then the referee reports BP-ACT-MAGICIAN at "Ben magician 3C $BD D:JK"

  @clause:BP-ACT-SEARCH @fact
  Rule: BP-ACT-SEARCH サーチ: the Joker takes any card of your life into the hand, shown, at once; then the life is shuffled
    見出し: サーチ
    検索語: 探す、さがす、山札から探す、好きなカード、デッキから持ってくる、チューター、ジョーカーで探す、search、tutor、find a card、look through deck、pick any card、joker search
    Source: rules-facts.md, BlackPoker, action catalogue, row サーチ (@直接-即時-クイック, key Joker, formats L S P M)
    内容: サーチ（@直接-即時-クイック、キーカードJoker、コストなし）：自分のライフから好きなカードを
      1枚、公開して手札に加え、ライフをシャッフルします。ライトのアクションですが、エントリー16には
      Jokerがありません。
    English: サーチ (@直接-即時-クイック, keycard the Joker, no cost): take any card from your life into your hand,
      showing it, then shuffle your life. It is in the light format, but entry16 has no Joker.

    Background:
      Given the log:
        """
        frame: free
        format: light
        """
      And the log so far:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        """

    Scenario: Aki's Joker fetches QS
      When the log continues:
        """
        Aki draw JK
        Aki search JK QS
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 1     |
        | grave-top Aki  | JK    |
        | stage          | -     |

    Scenario: a search with a 5 is caught
      When the log continues:
        """
        Aki draw 5S
        Aki search 5S QS
        """
      Then the referee reports BP-ACT-SEARCH at "Aki search 5S QS"
