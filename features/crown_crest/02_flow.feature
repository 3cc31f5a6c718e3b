@game:crown-crest
Feature: Crown Crest — 2. 対戦の進め方 (set-up and the flow of a turn)
  Set-up ①–⑤, the order of the phases and the five phases. Steps are inferred from
  the events and only go forward.

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      cardset: sample
      """

  @clause:CR-SETUP-CREST
  Rule: CR-SETUP-CREST Set-up ①: the crest card is revealed in the crest zone
    見出し: 対戦の準備①：クレストカードを公開する
    検索語: 準備、開始前、セットアップ、最初に置く、見せる、表にする、オモテ、開示、setup, set up, reveal, show, face up, before the game starts, beginning
    原文: - ①クレストカードを公開する
    原文: デッキのクレストカードを表向きでクレストゾーンに置きます。
    English: ① Reveal the crest: put the deck's crest card face up in the crest zone.

    Scenario: both crests are revealed
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 影の紋章
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value    |
        | crest Aki | 王冠の紋章 |
        | crest Ben | 影の紋章   |

    Scenario: a face-down crest is caught
      Given the log so far:
        """
        Aki crest ??
        """
      Then the referee reports only CR-SETUP-CREST

    Scenario: starting without a crest is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Aki draw ??*6
        Ben draw ??*6
        table first Aki
        Aki charge ??
        """
      Then the referee reports CR-SETUP-CREST at "Aki charge ??"

  @clause:CR-SETUP-SHUFFLE
  Rule: CR-SETUP-SHUFFLE Set-up ②: the rest of the deck is shuffled into the deck zone
    見出し: 対戦の準備②：デッキを置く
    検索語: シャッフル、切る、カードを切る、混ぜる、まぜる、よく切る、山札を作る、準備、shuffle, shuffling, mix, randomize, cut, setup
    原文: - ②デッキを置く
    原文: 残りのデッキをよくシャッフルしてデッキゾーンに置きます。
    English: ② Place the deck: shuffle the rest of the deck well and put it in the deck zone.

    Scenario: the deck is shuffled before the opening hand
      Given the log so far:
        """
        Aki crest 王冠の紋章
        table shuffle Aki
        Aki draw ??*6
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | deck-count Aki | 14    |

    Scenario: shuffling after the opening hand is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Aki draw ??*6
        table shuffle Aki
        """
      Then the referee reports only CR-SETUP-SHUFFLE

  @clause:CR-SETUP-DRAW
  Rule: CR-SETUP-DRAW Set-up ③: draw an opening hand of 6
    見出し: 対戦の準備③：初期手札を6枚引く
    検索語: 初期手札、最初の手札、手札何枚、何枚引く、6枚、配る、開始時の手札、opening hand, starting hand, hand size, how many cards at start, deal, hand out, draw 6, six cards
    原文: - ③初期手札を 6 枚引く
    English: ③ Draw an opening hand of 6 cards.

    Scenario: six cards are drawn
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Aki draw 騎兵 歩兵 ??*4
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 6     |

    Scenario: a seventh opening card is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Aki draw ??*7
        """
      Then the referee reports only CR-SETUP-DRAW

    Scenario: starting with five cards is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw ??*5
        Ben draw ??*6
        table first Aki
        Aki charge ??
        """
      Then the referee reports CR-SETUP-DRAW at "Aki charge ??"

  @clause:CR-SETUP-TOKENS
  Rule: CR-SETUP-TOKENS Set-up ④: each player gets 2 tokens
    見出し: 対戦の準備④：初期戦力トークンを2つ得る
    検索語: 初期トークン、最初のトークン、何個、いくつ、2個、ふたつ、開始時のトークン、資源、starting tokens, initial tokens, how many tokens at start, two tokens, starting KP, resources, mana
    原文: - ④初期戦力トークンを 2 つ得る
    English: ④ Each player gets 2 force tokens.

    Scenario: two tokens to begin with
      Given the log so far:
        """
        Aki crest 王冠の紋章
        table check tokens Aki 2
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Aki | 2     |
        | tokens Ben | 2     |

    Scenario: three tokens at the start is a wrong observation
      Given the log so far:
        """
        table check tokens Ben 3
        """
      Then the referee reports only CR-SETUP-TOKENS

  @clause:CR-SETUP-FIRST
  Rule: CR-SETUP-FIRST Set-up ⑤: rock-paper-scissors decides who goes first, then the game starts
    見出し: 対戦の準備⑤：じゃんけんで先攻/後攻を決める
    検索語: 先手、後手、先行、誰から、どっちから、最初の番、ジャンケン、順番決め、first player, who goes first, who starts, starting player, janken, coin flip, turn order
    原文: - ⑤最初の先攻/後攻をじゃんけんで決めてゲームを開始する
    English: ⑤ Decide the first and second player of the first turn by rock-paper-scissors and start the game.

    Scenario: the winner of rock-paper-scissors goes first
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw ??*6
        Ben draw ??*6
        table first Ben
        table check first Ben
        Ben charge ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact  | value |
        | first | Ben   |
        | turn  | 1     |

    Scenario: a game started without deciding the first player is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw ??*6
        Ben draw ??*6
        Aki charge ??
        """
      Then the referee reports CR-SETUP-FIRST at "Aki charge ??"

    Scenario: deciding the first player twice is caught
      Given the log so far:
        """
        table first Aki
        table first Ben
        """
      Then the referee reports CR-SETUP-FIRST at "table first Ben"

  @clause:CR-TURN-PHASES
  Rule: CR-TURN-PHASES A turn is divided into phases, played in a fixed order
    見出し: ターンの流れ（フェイズの順番）
    検索語: フェーズ、フェイズの順番、流れ、手順、進行、順序、1ターンの流れ、ステップ、phase order, sequence of play, turn structure, steps, order of phases, what happens in a turn
    原文: 対戦は「ターン」という区切りで進行し、ターンは複数の「フェイズ」に分かれています。フェイズは「スタートフェイズ→メインフェイズ→バトルフェイズ→クリンナップフェイズ→エンドフェイズ」の順番で行います。
    原文: ターンの流れをまとめると以下のようになります。
    原文: 1. 共通のスタートフェイズ ↓
    原文: 2. 先攻プレイヤーのメインフェイズ 後攻プレイヤーのメインフェイズ
    原文: 3. 共通のバトルフェイズ
    原文: 4. 先攻プレイヤーのクリンナップフェイズ 後攻プレイヤーのクリンナップフェイズ
    原文: 5. 共通のエンドフェイズ
    English: The game proceeds in turns; a turn is divided into phases, played in the order start phase → main
      phase → battle phase → clean-up phase → end phase. In summary (the rulebook's diagram, read downwards):
      1. the start phase, common to both; 2. the first player's main phase, then the second player's; 3. the
      battle phase, common; 4. the first player's clean-up phase, then the second player's; 5. the end phase,
      common.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: the phases follow one another
      When the log continues:
        """
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact | value                              |
        | step | battle phase: moves (first player) |

    Scenario: a whole turn in the order of the summary is accepted
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki pass
        Ben play 歩兵 R1 pay 1
        Ben pass
        Aki draw ?? ??
        Ben advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact | value                           |
        | turn | 2                               |

    Scenario: a deck list after the game has started is caught
      When the log continues:
        """
        Aki pass
        Aki deck 騎兵*3 歩兵*3 重装兵*3 補給兵*3 弓兵*2 急襲*2 補給*2 軍略*2
        """
      Then the referee reports only CR-TURN-PHASES

  @clause:CR-TURN-ALTERNATE
  Rule: CR-TURN-ALTERNATE Turns are simultaneous; only the main and clean-up phases alternate
    見出し: メインフェイズとクリンナップフェイズのみ交互に行う
    検索語: 同時進行、一緒に、交代で、代わりばんこ、手番、相手の番、自分の番、順番に、メインフェイズの順番、先攻が先、at the same time, simultaneously, alternate, take turns, one at a time, whose turn, both players together, whose main phase first
    原文: ターンは各プレイヤー同時に進行し、メインフェイズとクリンナップフェイズのみ交互に行います。
    English: Both players go through a turn together; only the main phase and the clean-up phase are taken in turn
      by each player.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: the first player's main phase, then the second player's
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R2 pay 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value         |
        | step      | main phase (second player) |
        | units Ben | 歩兵@R2:rest |

    Scenario: a pass by the second player in the first player's main phase says only that nothing happened
      When the log says "Ben pass"
      Then the referee accepts the log

    Scenario: the first player playing again in the second player's main phase is caught
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R2 pay 1
        Aki play 歩兵 pay 1
        """
      Then the referee reports only CR-TURN-ALTERNATE

  @clause:CR-START
  Rule: CR-START Start phase: rested units become active, downed units rest
    見出し: スタートフェイズ：レストをアクティブに、ダウンをレストに
    検索語: スタートフェーズ、ターン開始、起こす、起き上がる、縦にする、回復、アンタップ、アンタップステップ、ダウンしたユニット、ダウンから戻る、ターンの始め、untap, ready, refresh, recover, stand up, start of turn, beginning of turn, rotate, untap step, untap units, downed units, downed last turn, when can it move again
    原文: - 1. スタートフェイズ [共通]
    原文: レスト状態のユニットをアクティブに、ダウン状態のユニットをレストにします。(それぞれカードを 90 度回転させます。)
    English: Start phase (common): rested units become active and downed units rest (each card is turned 90 degrees).

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki +1
        Aki retreat 歩兵@F1 R2
        Ben draw ?? ??
        Aki advance
        # turn 3: Aki goes first
        """

    Scenario: the downed unit rests after the start phase
      When the log says "table check position 歩兵@R2 Aki rest"
      Then the referee accepts the log
      And the table shows:
        | fact      | value         |
        | turn      | 3             |
        | units Aki | 歩兵@R2:rest |

    Scenario: a unit downed last turn cannot move yet
      When the log says "Aki move 歩兵 R2 F1"
      Then the referee reports only CR-START

  @clause:CR-MAIN-ACTIONS
  Rule: CR-MAIN-ACTIONS Main phase: charge once per turn and play any number of cards, in any order
    見出し: メインフェイズ：チャージは各ターン1度、プレイは何度でも
    検索語: メインフェーズ、何回、1回だけ、一度だけ、何度でも、回数制限、何枚でも、好きな順番、順番自由、how many times, once per turn, any number, limit, how many cards can I play, order of actions
    原文: - 2. メインフェイズ [個別]
    原文: 次の①②の行動を好きな順番で行えます。①は各ターンに 1 度だけ、②は何度でも行えます。
    English: Main phase (individual): ① and ② may be done in any order; ① once per turn, ② any number of times.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: playing before and after the charge
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki charge 補給
        Aki play 歩兵 R1 pay 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value           |
        | units Aki | 歩兵@R1:restx2 |
        | level Aki | 1               |

    Scenario: a second charge in the same turn is caught
      When the log continues:
        """
        Aki charge 補給
        Aki charge 急襲
        """
      Then the referee reports CR-MAIN-ACTIONS at "Aki charge 急襲"

  @clause:CR-MAIN-CHARGE
  Rule: CR-MAIN-CHARGE Main ①: a card from hand is charged into the crest zone
    見出し: メイン①：手札からカード1枚をチャージする
    検索語: チャージとは、チャージのやり方、ためる、溜める、貯める、手札から置く、レベルを上げる、チャージする、how to charge, charging, put a card under the crest, store, level up, feed the crest, charge a card
    原文: ①手札からカード 1 枚をチャージする (クレストゾーンに置く)
    English: ① Charge one card from hand (put it in the crest zone).

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: a card from hand goes to the crest zone
      When the log says "Aki charge 補給"
      Then the referee accepts the log
      And the table shows:
        | fact           | value                      |
        | level Aki      | 1                          |
        | hand Aki       | 歩兵 歩兵 騎兵 急襲 重装兵 |

    Scenario: charging in the battle phase is caught
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        Ben move 歩兵 R1 F1
        Ben charge 騎兵
        """
      Then the referee reports CR-MAIN-CHARGE at "Ben charge 騎兵"

  @clause:CR-MAIN-PLAY
  Rule: CR-MAIN-PLAY Main ②: cards are played from hand
    見出し: メイン②：手札からカードをプレイする
    検索語: 出す、だす、使う、場に出す、手札から出す、召喚、展開、唱える、cast, summon, deploy, put into play, use a card from hand, play a card
    原文: ②手札からカードをプレイする
    English: ② Play cards from hand.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: a card is played from hand in the main phase
      When the log says "Aki play 歩兵 R2 pay 1"
      Then the referee accepts the log
      And the table shows:
        | fact           | value         |
        | units Aki      | 歩兵@R2:rest |
        | hand-count Aki | 5             |

    Scenario: playing in the battle phase is caught
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        Ben move 歩兵 R1 F1
        Ben play 騎兵 R2
        """
      Then the referee reports CR-MAIN-PLAY at "Ben play 騎兵 R2"

  @clause:CR-BATTLE-MOVE
  Rule: CR-BATTLE-MOVE Battle ①: first, then second player move active units between front and rear
    見出し: バトル①：先攻→後攻の順でユニットを移動させる
    検索語: 動かす、前に出す、前進、下げる、後退、攻める、攻撃、出撃、何体動かせる、移動できるユニット、何体でも、好きな数、後方から前線、前線から後方、前線に出る、move, advance, retreat, pull back, attack, which units can move, how many units can move, any number of units
    原文: - 3. バトルフェイズ [共通]
    原文: ①先攻→後攻の順で、好きな数のアクティブ状態のユニットを「前線エリアから後方エリア」「後方エリアから前線エリア」に移動させることができます。
    English: Battle phase (common): ① first the first player, then the second, may move any number of active units
      from a front area to a rear area or from a rear area to a front area.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        """

    Scenario: the first player moves, then the second
      When the log continues:
        """
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F2
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Ben | 歩兵@F1:active |
        | units Aki | 歩兵@F2:active |

    Scenario: the first player moving after the second is caught
      When the log continues:
        """
        Aki move 歩兵 R1 F2
        Ben move 歩兵 R1 F1
        """
      Then the referee reports only CR-BATTLE-MOVE

    Scenario: moves out of order still happened: the fight is judged where the units stand
      When the log continues:
        """
        Aki move 歩兵 R1 F1
        Ben move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        Aki retreat 歩兵@F1 R1
        """
      Then the referee reports CR-BATTLE-MOVE at "Ben move 歩兵 R1 F1"
      And the referee reports only CR-BATTLE-MOVE
      And the table shows:
        | fact      | value        |
        | vp Aki    | 1            |
        | units Ben | -            |
        | units Aki | 歩兵@R1:down |

    Scenario: a move from rear to rear is caught
      When the log says "Ben move 歩兵 R1 R2"
      Then the referee reports only CR-BATTLE-MOVE

    Scenario: a unit that turns up where the log never moved it is reported there, with the move the log may lack
      # Ben's 歩兵 gets a token in F1, but no line moves it there: by the log it got there outside ① (the moves,
      # first player first). A move the recorder left out fits the lines after it as well, and nothing shows
      # which: the log is the record, so its word stands, and the finding says the move it may lack. The table
      # has the unit in F1 all the same.
      When the log continues:
        """
        Aki move 歩兵 R1 F2
        Aki assign 1 歩兵@F2
        Ben assign 1 歩兵@F1
        """
      Then the referee reports CR-BATTLE-MOVE at "Ben assign 1 歩兵@F1"
      And the referee reports only CR-BATTLE-MOVE
      And the table shows:
        | fact      | value          |
        | units Ben | 歩兵@F1:active |

  @clause:CR-BATTLE-ASSIGN
  Rule: CR-BATTLE-ASSIGN Battle ②: second, then first player assign tokens to units
    見出し: バトル②：後攻→先攻の順で戦力トークンを割り振る
    検索語: 振り分け、配分、乗せる、のせる、上乗せ、ブースト、トークンを置く、KPを置く、誰から置く、assign, allocate, distribute, put tokens on, boost, who places tokens first
    原文: ②後攻→先攻の順で、戦力トークンを各ユニットに割り振ります。
    English: ② First the second player, then the first, assign force tokens to their units.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        """

    Scenario: the second player assigns first
      When the log continues:
        """
        Aki assign 1 歩兵@F1
        Ben assign 1 歩兵@F1
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | power F1 Aki | 3    |
        | power F1 Ben | 3    |

    Scenario: the first player assigning before the second is caught
      When the log continues:
        """
        Ben assign 1 歩兵@F1
        Aki assign 1 歩兵@F1
        """
      Then the referee reports CR-BATTLE-ASSIGN at "Aki assign 1 歩兵@F1"

    Scenario: assigning more tokens than one has is caught
      When the log says "Aki assign 2 歩兵@F1"
      Then the referee reports only CR-BATTLE-ASSIGN

  @clause:CR-BATTLE-FIGHT
  Rule: CR-BATTLE-FIGHT Battle ③: a fight in each front, in the order the first player picks
    見出し: バトル③：各前線で戦闘（順番は先攻プレイヤーが決める）
    検索語: 戦闘順、戦う順番、どの前線から、左右どっちから、先に戦う、解決順、fight order, battle order, which front first, order of fights, resolve fights, combat order, who chooses
    原文: ③各前線で戦闘を行います。行う順番は先攻プレイヤーが決めます。
    English: ③ A fight takes place in each front; the first player decides the order.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        # turn 2: Ben goes first
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        """

    Scenario: the first player has the front fought
      When the log continues:
        """
        Ben fight F1 Aki +1
        Aki retreat 歩兵@F1 R1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value        |
        | vp Aki    | 1            |
        | units Aki | 歩兵@R1:down |
        | units Ben | -            |

    Scenario: the second player cannot decide the fights
      When the log says "Aki fight F1"
      Then the referee reports CR-BATTLE-FIGHT at "Aki fight F1"

    Scenario: skipping a front's fight is caught
      When the log says "Ben draw ?? ??"
      Then the referee reports CR-BATTLE-FIGHT at "Ben draw ?? ??"

  @clause:CR-CLEAN-TRASH
  Rule: CR-CLEAN-TRASH Clean-up ①: the link zone is trashed to the count zone
    見出し: クリンナップ①：リンクゾーンのカードをトラッシュする
    検索語: クリーンアップ、クリーンアップフェーズ、片付け、片づけ、後片付け、捨てる、リンクゾーンを空にする、使ったコマンド、clean up, cleanup, discard commands, empty the link zone, clear, tidy
    原文: - 4. クリンナップフェイズ [個別]
    原文: ①リンクゾーンのカードをトラッシュする (カウントゾーンに置く)
    English: Clean-up phase (individual): ① trash the cards of the link zone (put them in the count zone).

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki play 補給 pay 2
        Aki draw ?? ??
        """

    Scenario: the played command is trashed at its cooldown
      When the log says "table check count Aki 補給 2"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | link Aki   | -     |
        | count2 Aki | 補給  |

    Scenario: the trashed command observed at another count is caught
      When the log says "table check count Aki 補給 1"
      Then the referee reports only CR-CLEAN-TRASH

  @clause:CR-CLEAN-TOKENS
  Rule: CR-CLEAN-TOKENS Clean-up ②: tokens equal to one's crest level
    見出し: クリンナップ②：クレストレベルと同じ数の戦力トークンを得る
    検索語: クリーンアップ、トークン補充、収入、もらえる、貰える、何個もらえる、毎ターン、増える、income, refill, gain tokens, how many tokens per turn, upkeep, tokens each turn, token income
    原文: ②自分のクレストレベルと同じ数の戦力トークンを得る
    English: ② Gain as many force tokens as your crest level.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki charge 補給
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        """

    Scenario: a level-1 crest gives one token
      When the log says "table check tokens Aki 2"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | level Aki  | 1     |
        | tokens Aki | 2     |

    Scenario: a wrong token count after the clean-up is caught
      When the log says "table check tokens Aki 3"
      Then the referee reports only CR-CLEAN-TOKENS

  @clause:CR-CLEAN-ACTION
  Rule: CR-CLEAN-ACTION Clean-up ③: one clean-up action, draw 2 or advance the count zone
    見出し: クリンナップ③：クリンナップ・アクションを1つ行う
    検索語: クリーンアップ、ドロー、2ドロー、2枚引く、毎ターン何枚、引くか進めるか、どちらか、両方、選ぶ、draw two, how many cards per turn, choose, either, both, refill hand
    原文: ③次のクリンナップ・アクションのうち、いずれか 1 つを行う
    原文: ・カードを 2 枚引く
    原文: ・自分のカウントゾーンのカードすべてを 1 つ進める
    English: ③ Take one of these clean-up actions: draw 2 cards, or advance every card of your count zone by one.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        """

    Scenario: one player draws two, the other advances
      When the log continues:
        """
        Aki draw ?? ??
        Ben advance
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | turn           | 2     |
        | hand-count Aki | 8     |
        | hand-count Ben | 6     |

    Scenario: two clean-up actions are caught
      When the log continues:
        """
        Aki draw ?? ??
        Aki advance
        """
      Then the referee reports CR-CLEAN-ACTION at "Aki advance"

    Scenario: skipping the clean-up action is caught
      When the log continues:
        """
        Aki charge 補給
        Ben draw ?? ??
        """
      Then the referee reports CR-CLEAN-ACTION at "Ben draw ?? ??"

  @clause:CR-END-MARKER
  Rule: CR-END-MARKER End phase ①: the turn marker advances
    見出し: エンドフェイズ①：ターンマーカーを1つ進める
    検索語: エンドフェーズ、ターン終了、ターンの終わり、次のターン、ターンを進める、マーカーを動かす、end of turn, end phase, advance the turn, next turn, turn track, move the marker
    原文: - 5. エンドフェイズ [共通]
    原文: ①ターンマーカーを 1 つ進める
    English: End phase (common): ① advance the turn marker by one.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki draw ?? ??
        Ben advance
        """

    Scenario: turn 2 follows turn 1
      When the log says "table check turn 2"
      Then the referee accepts the log
      And the table shows:
        | fact | value |
        | turn | 2     |

    Scenario: a marker left on turn 1 is caught
      When the log says "table check turn 1"
      Then the referee reports only CR-END-MARKER

  @clause:CR-END-SWAP
  Rule: CR-END-SWAP End phase ②: first and second player swap
    見出し: エンドフェイズ②：先攻・後攻を入れ替える
    検索語: 交代、入れ替わる、逆になる、次のターンの先攻、先手、後手、先行、後行、毎ターン交代、swap, switch, alternate, rotate, who goes first next turn, change of first player
    原文: ②先攻・後攻を入れ替えて次のターンに進む
    English: ② Swap the first and the second player and go on to the next turn.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 歩兵
        Ben draw 歩兵 騎兵 軍略 冷静 弓兵 補給兵
        table first Aki
        Aki draw ?? ??
        Ben advance
        """

    Scenario: Ben goes first in turn 2
      When the log says "table check first Ben"
      Then the referee accepts the log
      And the table shows:
        | fact  | value |
        | first | Ben   |

    Scenario: written in Japanese, the first player is 先攻
      When the log says "table 確認 先攻 Ben"
      Then the referee accepts the log

    Scenario: Aki going first again is caught
      When the log says "table check first Aki"
      Then the referee reports only CR-END-SWAP
