@game:blackpoker
Feature: BlackPoker — 共通ルール: ゲームの始め方 (starting the game)
  The frame decides how a game starts; every frame ends with the common steps: preset, deciding the
  first player, and the first player's draw. The logs are entry16 games: each player first draws
  7 cards from their shuffled 16-card life (the frame's step, see 11_frames.feature).

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      """

  @clause:BP-START-FRAME
  Rule: BP-START-FRAME The frame's own start procedure comes first, then the common steps
    見出し: ゲームの始め方（フレームごとの手順が先）
    検索語: 準備、セットアップ、段取り、最初に何をする、始める前、遊ぶ前、setup、how to start、getting started、before the game、preparation、what to do first、order of setup
    原文: フォーマットやフレームに関係なく、BlackPokerを遊ぶうえでの土台となるルールです。
    原文: ※ フォーマットやフレームにより細かな違いがある場合は、フォーマットやフレーム側で補足されます。
    原文: BlackPokerでは、選択した「フレーム」に応じてゲームの開始手順が異なります。
    原文: 各フレームでは、「デッキ構築」や「初期配置」、「防壁・兵士のプリセット状態」などが個別に定義されています。
    原文: そのため、ゲームを始める際は、まずフレームごとの「ゲームの始め方」に従って準備を行ってください。
    原文: 各フレームに共通する手順を次に示します。ただし、エクストラではプリセット配置の手順が異なります。
    原文: フレームによっては、上記の「プリセット」や「先攻決定」「ゲーム開始」に入る前に、特別な手順（例：ストラテジー選択や切札設定など）があります。
    原文: 必ず対戦前に、使用するフレームの内容を確認してください。
    English: The common rules are the base of BlackPoker whatever the format or frame; where formats or
      frames differ in detail, they add to these common rules. How a game starts
      depends on the chosen frame: each frame defines its deck building, its initial layout, the preset
      state of bulwark and soldier, and so on. So prepare by the frame's own "how to start" first. The
      steps common to all frames follow (エクストラ presets differently). Some frames have special steps
      before the preset, the first-player decision and the game start (e.g. choosing a strategy, setting
      trumps). Always check the frame before the match.
    # entry16's own step is the opening hand of 7; the referee cites this clause when the common steps
    # begin before the frame's own steps are done.

    Scenario: entry16: the opening hands, then the common steps
      When the log continues:
        """
        Aki draw ??*7
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |
        | hand-count Ben | 7     |
        | life-count Aki | 5     |
        | life-count Ben | 6     |

    Scenario: a preset before the opening hands is caught
      When the log says "Aki preset ?? 9C"
      Then the referee reports BP-START-FRAME at "Aki preset ?? 9C"

  @clause:BP-START-PRESET
  Rule: BP-START-PRESET Preset: the top life card as a bulwark, the next as a soldier
    見出し: 共通手順：プリセット配置
    検索語: 最初の兵士、最初の防壁、初期兵士、初期防壁、山札の上から出す、最初に場に出す、1 枚目、2 枚目、preset、initial soldier、starting bulwark、opening board、first cards on the field、top card becomes bulwark
    原文: ライフの一番上のカードを表向きにして「防壁」として場に出す。
    原文: 続けてライフの次のカードを表向きにして「兵士」として場に出す。
    原文: この手順は「プリセット」と呼ばれています。
    English: Put the top card of the life onto the field face up as a bulwark; then put the next card of the
      life onto the field face up as a soldier. This step is called the preset.
    # The rulebook says face up for the bulwark too; every other source puts bulwarks face down. That is
    # the ruling BP-RULING-PRESET-FACE (default: down, so the log writes the bulwark ??).

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        """

    Scenario: each player presets a bulwark and a soldier
      When the log continues:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | field Aki      | 9C    |
        | bulwarks Aki   | ??    |
        | field Ben      | 10D   |
        | bulwarks Ben   | ??    |
        | life-count Aki | 7     |

    Scenario: a preset of one card is caught
      When the log says "Aki preset 9C"
      Then the referee reports BP-START-PRESET at "Aki preset 9C"

  @clause:BP-START-FIRST
  Rule: BP-START-FIRST The higher flipped number goes first; a tie flips again; the flipped cards go to the graveyard
    見出し: 共通手順：先攻決定
    検索語: 後攻、先手、後手、誰から、先攻の決め方、決める、順番、同点、あいこ、who goes first、first player、same number、flip again、数字が同じ、同じ数字なら、もう一度めくる、めくり直し、same card number、flip off、tied flip、flip tie
    原文: 両者ライフの一番上のカードを表にする。
    原文: 数字の大きいプレイヤーが先攻（数値は :numref:`cardrank` を参照）。
    原文: 同じ数値の場合、さらにライフの一番上をめくって同様に比較。
    原文: 表にしたカードはすべて墓地に移す。
    English: Both players turn over the top card of their life. The player with the higher number goes first
      (numbers as in BP-NUMBERS). On equal numbers, turn over the next top card and compare again. All
      turned cards go to the graveyard.

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        """

    Scenario: a tie flips again and every flipped card goes to the graveyard
      When the log continues:
        """
        Aki flip QD
        Ben flip QH
        Aki flip 8D
        Ben flip 2S
        Aki draw KS
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | turn            | Aki   |
        | grave-count Aki | 2     |
        | grave-count Ben | 2     |
        | grave-top Ben   | 2S    |

    Scenario: the lower number going first is caught
      When the log continues:
        """
        Aki flip 8D
        Ben flip QD
        Aki draw KS
        """
      Then the referee reports BP-START-FIRST at "Aki draw KS"

    Scenario: a tie not flipped again is caught
      When the log continues:
        """
        Aki flip QD
        Ben flip QH
        Aki draw KS
        """
      Then the referee reports BP-START-FIRST at "Aki draw KS"

    Scenario: another round after an unseen flip says that round was a tie
      When the log continues:
        """
        Aki flip QD
        Ben flip ??
        Aki flip 8D
        Ben flip 2S
        Aki draw KS
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | turn            | Aki   |
        | grave-count Ben | 2     |

  @clause:BP-START-BEGIN
  Rule: BP-START-BEGIN The first player draws one card and holds the turn and the chance
    見出し: 共通手順：ゲーム開始
    検索語: 先攻ドロー、先攻は 1 枚引く、初手、first turn draw、first player draws、starting draw、opening turn、who starts、game begins、先攻の最初のドロー、ゲーム開始
    原文: 先攻プレイヤーはライフから1枚引いて手札に加える。
    原文: 先攻プレイヤーがターンとチャンスを持ち、ゲームが開始される。
    English: The first player draws one card from the life into the hand. The first player holds the turn and
      the chance, and the game begins.

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        """

    Scenario: Aki draws one and holds the turn and the chance
      When the log says "Aki draw KS"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | turn           | Aki   |
        | chance         | Aki   |
        | stage          | -     |
        | hand-count Aki | 8     |
        | life-count Aki | 5     |

    Scenario: a first draw of two cards is caught
      When the log says "Aki draw KS QH"
      Then the referee reports BP-START-BEGIN at "Aki draw KS QH"
