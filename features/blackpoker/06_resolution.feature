@game:blackpoker
Feature: BlackPoker — 共通ルール: アクションの解決, 勝敗判定, 誘発チェック (resolution, the win check, triggers)
  Requests pile up on the stage; when both players have passed, the top one resolves: its targets are
  checked, its effect is done as far as possible, it leaves the stage and its keycards go to the
  graveyard; then the win check and the trigger check follow. The logs are entry16 games; after the
  Background Aki (life 5, hand 2S 3S 4H 7H JH 5D AC KS, soldier 9C) holds the turn and the chance;
  Ben has life 6, 7 cards and the soldier 10D.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      Aki draw 2S 3S 4H 7H JH 5D AC
      Ben draw ??*7
      Aki preset ?? 9C
      Ben preset ?? 10D
      Aki flip QD
      Ben flip 8D
      Aki draw KS
      """

  @clause:BP-TERMS @definition
  Rule: BP-TERMS The chance, the turn and the stage; the last request on the stage resolves first
    見出し: アクションの解決（チャンス・ターン・ステージ）
    検索語: 解決の順番、後から出したほう、先に解決、後入れ先出し、積む、優先権、スタック、チャンスとは、ステージとは、last in first out、LIFO、priority、stack、order of resolution、which resolves first、response resolves first、last played first、the stack、what is the stack、チャンスの意味、what is the chance
    原文: リクエストされたアクションを実行済みにすることを「アクションを解決する」といいます。
    原文: **チャンス**
    原文: アクションをリクエストする(ステージに積む)権利（他TCGの優先権）
    原文: **ターン**
    原文: 手番を示す印
    原文: **ステージ**
    原文: アクションが蓄積される場所（他TCGのスタック）
    原文: プレイヤーAがアクションを積む
    原文: プレイヤーBがアクションを積む
    原文: アクションを実行（解決）
    English: Carrying out a requested action is called resolving it. Chance: the right to request an action
      (to put it on the stage); priority in other card games. Turn: the marker of whose turn it is. Stage:
      where actions pile up; the stack of other card games. 1. Player A puts an action on the stage.
      2. Player B puts an action on it. 3. The action is carried out (resolved): the last one first.
    # The referee cites this clause when a resolution is recorded for a request that is not the top one.

    Scenario: Ben's down, put on Aki's エンド, resolves first
      When the log continues:
        """
        Aki end
        Ben down AS -> Aki 9C $D D:KS
        Ben pass
        Aki pass
        Aki discard KS
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | turn          | Ben   |
        | fog Ben       | -     |
        | grave-top Ben | AS    |

    Scenario: the エンド resolved under Ben's down is caught
      When the log continues:
        """
        Aki end
        Ben down AS -> Aki 9C $D D:KS
        Aki discard KS
        """
      Then the referee reports BP-TERMS at "Aki discard KS"

  @clause:BP-RESOLVE
  Rule: BP-RESOLVE Resolving: the top request, its targets, its effect, off the stage, keycards to the graveyard
    見出し: 解決は墓地移動までを含む
    検索語: 解決の手順、処理、処理順、効果の処理、解決後、いつ墓地へ、使ったカードはどこへ、ステージから消える、resolution steps、process、after resolving、when does the card go to the graveyard、leaves the stack、resolve
    原文: 「リクエストを解決する」という文言には、キーカードを墓地に移動し終えるまでが含まれています。
    原文: 「リクエストを解決する」をまとめると次のようになります。
    原文: ステージの一番上にあるリクエストを特定する
    原文: リクエストの対象が正しいか確認する
    原文: 正しい場合、リクエストされたアクションの効果を可能な限り実行する
    原文: リクエストをステージから取り除く
    原文: キーカードを墓地に移す
    原文: アクションの効果を実行する際にリクエストはまだステージ上にあります。
    原文: 効果の実行が完了した後、ステージ上から取り除かれます。
    English: "Resolving a request" includes moving its keycards to the graveyard. In short: 1. find the
      request at the top of the stage; 2. check that its targets are still right; 3. if so, carry out its
      effect as far as possible; 4. remove the request from the stage; 5. move the keycards to the
      graveyard. While its effect is carried out the request is still on the stage; it is removed once the
      effect is done.
    # The referee cites this clause for a request that targets a request already resolved (off the stage).

    Scenario: a counter on the soldier request, too small to negate it, resolves first
      Given the option counter is "no-effect"
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Ben counter AC -> 7H $D D:QH
        Ben pass
        Aki pass
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | stage         | -     |
        | field Aki     | 9C 7H |
        | grave-top Ben | AC    |

    Scenario: countering a soldier request that has already resolved is caught
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        Ben counter AC -> 7H $D D:QH
        """
      Then the referee reports BP-RESOLVE at "Ben counter AC -> 7H $D D:QH"

  @clause:BP-TARGET-CHECK
  Rule: BP-TARGET-CHECK A request whose target is gone or split resolves without effect
    見出し: 対象条件を確認
    検索語: 立ち消え、たちぎえ、不発、空振り、対象がいなくなった、対象消滅、対象喪失、効果なし、分裂したら、fizzle、fizzles、target gone、target died、target removed、no effect
    原文: 対象を指定するアクションが効果を発揮しようとした時に次の条件に該当する場合、効果を発揮する対象を失うため効果が発揮されず
      アクションが解決されます。
    原文: 対象が存在していない場合
    原文: 対象が分裂した場合
    原文: たとえば兵士に対して「アップ」アクションを起こし、対応して「ダウン」アクションを起こされました。
    原文: 「ダウン」の方が先に解決されるため、「アップ」を解決する時には兵士が墓地に移っていたとします。その場合、「アップ」アクションは効果を発揮せず解決されます。
    原文: 「リバース」による対象分裂も同様です。
    原文: たとえば装備兵に対して「ツイスト」アクションを起こし、対応して「リバース」アクションを起こしたとします。
    原文: この場合、「リバース」が先に解決され、装備兵が分裂します。
    原文: その場合、「ツイスト」は対象を失いアクションの効果を発揮せず解決されます。
    English: When an action with targets is about to take effect and its target no longer exists, or has split,
      it has lost its target: it resolves without effect. E.g. アップ on a soldier, answered by ダウン: the
      ダウン resolves first; if the soldier has gone to the graveyard when the アップ resolves, the アップ
      resolves without effect. A split by リバース is the same: ツイスト on an 装備兵 answered by リバース;
      the リバース resolves first and splits the 装備兵; the ツイスト loses its target and resolves without
      effect.
    # Its keycard then goes to the graveyard (not to the fog, not onto the field). The referee cites this
    # clause when a later line treats the keycard of such a request as if its effect had happened.

    Background:
      Given the log so far:
        """
        Aki soldier 2S $BL L:8D
        Aki pass
        Ben pass
        """

    Scenario: the up on a soldier that the down killed does nothing
      When the log continues:
        """
        Aki up 4H -> 2S $D D:KS
        Ben down 3S -> Aki 2S $D D:QH
        Ben pass
        Aki pass
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | field Aki     | 9C    |
        | fog Aki       | -     |
        | fog Ben       | -     |
        | grave-top Aki | 4H    |
        | grave-top Ben | 3S    |

    Scenario: blocking with the card of an equip that lost its target is caught
      When the log continues:
        """
        Aki bulwark 7H $L L:10D
        Aki equip 3S -> 2S $BL L:6C
        Ben down 3S -> Aki 2S $D D:QH
        Ben pass
        Aki pass
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        Ben attack 10D
        Aki block 3S>10D
        """
      Then the referee reports BP-TARGET-CHECK at "Aki block 3S>10D"

  @clause:BP-EFFECT-PARTIAL
  Rule: BP-EFFECT-PARTIAL An effect is carried out as far as it can be
    見出し: 効果を発揮（可能な部分のみ実行）
    検索語: できる範囲、できるだけ、一部だけ、部分的、足りない、ライフが足りない、残り 1 枚、超過ダメージ、オーバーキル、as much as possible、partial、can't do all、not enough life、excess damage、overflow、partly、partly done
    原文: リクエストが解決する際に、アクションの効果に定義されている内容を実行します。
    原文: 効果の中に実行不可能な部分がある場合、可能な部分のみ実行します。
    原文: たとえば、ライフの枚数が残1枚の時に5点のダメージを受けたとします。
    原文: ライフは1枚しかないので5点ダメージを受けることはできませんが、
      1点までなら受けることが可能なため、
      この場合1点のダメージを受けることになります。
    English: When a request resolves, what its action's effect defines is carried out. If part of the effect
      cannot be carried out, only the possible part is. E.g. a player with 1 life card takes 5 damage: 5
      cannot be taken, but 1 can, so the player takes 1.
    # The referee cites this clause when a log carries out a part of an effect that was impossible.

    Scenario: a throw of 13 takes Ben's last 6 life cards
      When the log continues:
        """
        Aki throw KS AC -> Ben
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value |
        | life-count Ben | 0     |
        | winner         | Aki   |

    Scenario: a second card drawn from an empty life is caught (version 8.2 ドロー: one card, then one more if wanted)
      Given the log:
        """
        option version: 8.2
        """
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        Aki bulwark 2S $L L:10D
        Aki equip 4H -> 7H $BL L:6C
        Aki pass
        Ben pass
        Aki ace AC $L L:KC
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        Ben end
        Ben discard ?? ??
        Aki draw ?? ??
        """
      Then the referee reports BP-EFFECT-PARTIAL at "Aki draw ?? ??"

  @clause:BP-KEYCARD-GRAVE
  Rule: BP-KEYCARD-GRAVE After the effect the keycards go to the graveyard, unless the effect put them on the field or in the hand, or the cost was K
    見出し: キーカードを墓地に移す
    検索語: 使ったカード、使用後、どこへ行く、墓地に行く、場に残る、手札に戻る、キードライブ、after use、where does the card go、used card、spent card、stays on the field、returns to hand、what happens to keycards、keycards once the action is resolved
    原文: 効果を発揮した後、そのアクションをステージから取り除き、キーカードを墓地に移します。
    原文: ただし、次の場合はキーカードを墓地に移しません。
    原文: 効果の中でキーカードを場に出した場合
    原文: 効果の中でキーカードを手札に戻した場合
    原文: 支払いコストに K (KeyDrive) が含まれる場合は、キーカードをドライブ状態のままにする
    English: After the effect, the action is removed from the stage and its keycards go to the graveyard;
      except when the effect put the keycard on the field, or returned it to the hand, or (cost K) the
      keycard stays driven.
    # アップ and ダウン put their keycard into the fog as part of their effect. The referee cites this
    # clause when a keycard that went to the graveyard this way is played again.

    Scenario: the throw's keycards go to the graveyard, the soldier's stays on the field
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben pass
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | grave-count Aki | 4     |
        | grave-top Aki   | 8D    |
        | field Aki       | 9C 7H |

    Scenario: the throw's keycard played again is caught
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben pass
        Aki down 3S -> Ben 10D $D D:2S
        """
      Then the referee reports BP-KEYCARD-GRAVE at "Aki down 3S -> Ben 10D $D D:2S"

  @clause:BP-WINCHECK
  Rule: BP-WINCHECK After every resolution, a player with no life loses; both empty: the turn player loses
    見出し: 勝敗判定
    検索語: 同時にライフ 0、ダブルノックアウト、同時、両方 0、両者ライフ 0、引き分け、負けるタイミング、いつ負け、both at zero、both lose、tie、draw game、who loses、when is the loss checked、double KO、at the same time、both at zero at once
    原文: アクションを解決するたびに勝敗判定が行われます。
    原文: 勝敗はライフを確認し0枚の場合そのプレイヤーは敗北となります。
    原文: 勝敗判定はターンプレイヤーから行われます。
    原文: もし、両プレイヤーのライフが0枚の場合、ターンプレイヤーの負けとなります。
    English: The win check follows every resolution: a player whose life has 0 cards loses. It is made from
      the turn player; if both players have 0 life cards, the turn player loses.
    # Paying L down to 0 is a loss at the next win check, after the next resolution. The referee cites this
    # clause for a request after the game is over.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block
        """

    Scenario: Aki's life is empty after the damage judgement
      When the log continues:
        """
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact   | value |
        | winner | Ben   |

    Scenario: a request after the loss is caught
      When the log continues:
        """
        Ben pass
        Aki pass
        Aki up 4H -> 9C $D D:2S
        """
      Then the referee reports BP-WINCHECK at "Aki up 4H -> 9C $D D:2S"

  @clause:BP-TRIGGER-PHASE
  Rule: BP-TRIGGER-PHASE アタック triggers ブロック, ブロック triggers ダメージ判定; エンド, チャージ, ドロー are actions too
    見出し: 誘発チェック パターン1：フェイズ系
    検索語: フェーズ、攻撃の流れ、戦闘の流れ、バトルの流れ、戦闘、バトル、ブロックの後、攻撃したら、combat steps、attack then block、battle sequence、phase、combat、what happens after an attack
    原文: アタックアクションでは対象のアクションが解決すると次のアクションが誘発します。
    原文: アタック
    原文: ブロック
    原文: ダメージ判定
    原文: アタックアクションが解決すると、ブロックアクションが誘発します。
    原文: ブロックアクションが解決するとダメージ判定アクションが誘発します。
    原文: BlackPokerでは一般的なTCGではフェイズとして扱われるものも全てアクションとして定義されています。
    原文: 同様に、エンド、チャージ、ドローアクションも定義されています。
    English: Pattern 1, phases: with アタック, each action in turn triggers the next when it resolves: 1. アタック,
      2. ブロック, 3. ダメージ判定. The resolved アタック triggers ブロック; the resolved ブロック triggers
      ダメージ判定. What other card games treat as phases are all actions in BlackPoker; エンド, チャージ and
      ドロー are defined the same way (BP-FLOW-PHASES).
    # The referee cites this clause for a block recorded with no attack before it.

    Scenario: attack, block, damage judgement
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block 9C>10D
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value  |
        | field Aki     | -      |
        | field Ben     | 10D(D) |
        | grave-top Aki | 9C     |
        | stage         | -      |

    Scenario: a block with no attack is caught
      When the log says "Ben block 10D>9C"
      Then the referee reports BP-TRIGGER-PHASE at "Ben block 10D>9C"

  @clause:BP-TRIGGER-GENERATION
  Rule: BP-TRIGGER-GENERATION A Joker, A, J, Q or K going from the field to the graveyard triggers 世代交代
    見出し: 誘発チェック パターン2：世代交代
    検索語: せだいこうたい、絵札が墓地、絵札が死んだら、エースが死んだら、ジョーカーが死ぬ、英雄が倒れたら、キングが死ぬ、face card dies、face card destroyed、ace dies、next generation、what triggers next generation、trigger condition、世代交代はいつ、世代交代が起きる条件
    原文: BlackPokerでは、Joker,A,J,Q,Kのカードが場から墓地に移った場合、世代交代というアクションが誘発します。
    原文: 効果の内容はアクションリストを参照してください。
    原文: :numref:`act-nextGeneration`
    English: Pattern 2, 世代交代: when a Joker, A, J, Q or K card moves from the field to the graveyard, the
      action 世代交代 is triggered. Its effect is given in the action list (act-nextGeneration; here BP-ACT-GENERATION).
    # The referee cites this clause for a 世代交代 recorded when no such card left the field.

    Scenario: Aki's ace killed by a down brings a 世代交代
      When the log continues:
        """
        Aki ace AC $L L:8D
        Aki pass
        Ben pass
        Ben down 2S -> Aki AC $D D:KS
        Ben pass
        Aki pass
        Aki generation 6C QH
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | field Aki      | 9C    |
        | hand-count Aki | 8     |
        | life-count Aki | 2     |

    Scenario: a 世代交代 with nothing gone is caught
      When the log says "Aki generation 6C QH"
      Then the referee reports BP-TRIGGER-GENERATION at "Aki generation 6C QH"
