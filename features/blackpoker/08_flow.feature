@game:blackpoker
Feature: BlackPoker — 進行の流れ (the core flow: facts from the core-flow chapter)
  Our rulebook is the common-rules chapter; it refers the precise flow to the core-flow chapter
  (コアフロー), which it does not contain. These clauses are that chapter's rules as the project's
  design notes state them (rules-facts.md, BlackPoker, "Core flow"; from the game's public
  documentation, GitHub BlackPoker/BlackPoker, source/core/core.rst and coreflow.puml). They are
  facts (@fact): each gives its Source instead of a 原文, and says itself in Japanese in its 内容.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      """

  @clause:BP-FLOW-CHANCE @fact
  Rule: BP-FLOW-CHANCE The turn player gets the chance; the holder requests or passes; both passing in a row resolves the top request
    見出し: チャンスとパス（2人続けてパスで一番上が解決）
    検索語: パスしたら、両方パス、2 回パス、連続パス、見送る、何もしない、交互、優先権、誰の番、pass、both pass、priority、do nothing、back and forth、when does it resolve
    Source: rules-facts.md, BlackPoker, Core flow (GitHub BlackPoker/BlackPoker source/core/core.rst, coreflow.puml)
    内容: ターンプレイヤーがチャンスを受け取ります。チャンスを持つプレイヤーは、アクションを
      リクエストするかパスします。リクエストするとパスの記録は消え、リクエストしたプレイヤーがチャンスを
      持ち続けます。パスは記録され、全員がパスしていなければチャンスは相手に移ります。2人が続けて
      パスし、ステージが空でなければ、一番上のリクエストが解決し、勝敗判定、誘発チェックと続いて、
      チャンスはターンプレイヤーに戻ります。先攻プレイヤーがターンとチャンスを得るまで
      （BP-START-BEGIN）は、誰もチャンスを持っていません。
    English: The turn player receives the chance. The holder of the chance either requests an action or
      passes. Requesting resets the pass record, and the requester keeps the chance. A pass is recorded;
      unless every player has passed, the chance goes to the other player. When both have passed in a row
      and the stage is not empty, its top request resolves, then the win check, then the trigger check, and
      the chance returns to the turn player. Before the first player holds the turn and the chance
      (BP-START-BEGIN) nobody holds it.
    # In a log a line by the player without the chance stands for the holder's pass; a line recording a
    # resolution stands for the passes before it. The referee cites this clause for a request made while
    # nobody holds the chance: during the set-up.

    Scenario: Ben's line stands for Aki's pass, and Ben's request keeps the chance with him
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Ben up 4H -> 10D $D D:??
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | turn   | Aki   |
        | chance | Ben   |
        | stage  | up:4H |

    Scenario: after both pass, the up resolves and the chance is back with Aki
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Ben up 4H -> 10D $D D:??
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact    | value |
        | chance  | Aki   |
        | stage   | -     |
        | fog Ben | 4H    |

    Scenario: a request during the set-up is caught
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Ben up 4H -> 10D $D D:??
        """
      Then the referee reports BP-FLOW-CHANCE at "Ben up 4H -> 10D $D D:??"

    Scenario: a pass during the set-up is caught, and changes nothing
      When the log continues:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben pass
        Ben draw ??*7
        """
      Then the referee reports BP-FLOW-CHANCE at "Ben pass"
      And the table shows:
        | fact   | value |
        | chance | -     |

  @clause:BP-FLOW-PHASES @fact
  Rule: BP-FLOW-PHASES エンド passes the turn; it triggers チャージ for the new turn player, which triggers ドロー
    見出し: エンド→チャージ→ドローの流れ
    検索語: ターン終了、ターンの流れ、次のターン、ターン交代、回復、いつ引く、先攻は引けない、先攻 1 ターン目、turn order、next turn、untap step、draw step、when do I draw、first turn no draw、between turns
    Source: rules-facts.md, BlackPoker, Core flow and the action catalogue (rows エンド, チャージ, ドロー); GitHub BlackPoker/BlackPoker source/core/core.rst
    内容: フェイズはありません。ターンプレイヤーのエンドが解決するとターンが移ります。これで
      チャージ（即時：新しいターンプレイヤーのキャラクターがすべてチャージ状態になる）が誘発し、その
      解決でドロー（通常・メインタイミング：空のステージに置かれる）が誘発します。チャンスは新しい
      ターンプレイヤーに移り、2人ともパスするとドローが解決します。そのため、先攻プレイヤーの最初の
      ターンにはチャージもドローもありません。
    English: There are no phases: the turn passes when the turn player's エンド resolves. That triggers チャージ
      (immediate: the new turn player's characters all charge), whose resolution triggers ドロー (normal,
      main timing: it goes on the empty stage); the chance goes to the new turn player, and when both pass
      the ドロー resolves. So the first player's first turn has neither チャージ nor ドロー.
    # The referee cites this clause for a ドロー by a player other than the new turn player.

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: Aki's end, Ben's charge, Ben's draw
      When the log continues:
        """
        Aki twist 5D -> Ben 10D $D D:2S
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | turn           | Ben   |
        | chance         | Ben   |
        | field Ben      | 10D   |
        | hand-count Ben | 9     |
        | hand-count Aki | 6     |

    Scenario: the ending player drawing is caught
      When the log continues:
        """
        Aki end
        Aki discard KS
        Aki draw ?? ??
        """
      Then the referee reports BP-FLOW-PHASES at "Aki draw ?? ??"

  @clause:BP-FLOW-TRIGGER-ORDER @fact
  Rule: BP-FLOW-TRIGGER-ORDER Triggered requests: the immediate ones first, the turn player's first; a main-timing one only onto an empty stage
    見出し: 誘発したリクエストの順番
    検索語: 同時に誘発、同時、誘発の順番、どちらが先、両方誘発、複数誘発、世代交代が 2 つ、処理順、simultaneous triggers、which trigger first、order of triggers、both trigger、multiple triggers、turn player first、APNAP
    Source: rules-facts.md, BlackPoker, Core flow (the trigger buffer; GitHub BlackPoker/BlackPoker source/core/triggerflow_n.puml)
    内容: 誘発したリクエストは、いったんまとめて置かれます。まず即時のものをすべて、ターンプレイヤーから
      プレイヤーごとに（各プレイヤーの中ではメインタイミングのものをクイックタイミングのものより先に）
      解決し、それぞれのあとで勝敗判定をします。次に通常のものを同じ順に扱います。メインタイミングの
      誘発リクエストはステージが空のときだけステージに置かれ、空でなければ捨てられます。
      クイックタイミングのものは必ずステージに置かれます。
    English: Triggered requests collect in a buffer. First all immediate ones resolve, player by player from
      the turn player (for each player the メイン-timing ones before the クイック ones), each followed by the
      win check. Then the normal ones, in the same order: a メイン-timing triggered request goes on the stage
      only if the stage is empty, otherwise it is discarded; a クイック-timing one always goes on the stage.
    # Two 世代交代 triggered by one damage judgement resolve the turn player's first. The referee cites this
    # clause when the log records them in the other order.

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki ace AC $L L:8D
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        Ben ace AS $L L:7H
        Ben pass
        Aki pass
        Ben attack AS
        Aki block AC>AS
        Ben pass
        Aki pass
        """

    Scenario: the aces die together; Ben's 世代交代 comes before Aki's
      When the log continues:
        """
        Ben generation 2S KS
        Aki generation 6C QH
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | field Aki      | 9C    |
        | field Ben      | 10D   |
        | hand-count Ben | 9     |
        | hand-count Aki | 8     |

    Scenario: Aki's 世代交代 first, on Ben's turn, is caught
      When the log continues:
        """
        Aki generation 6C QH
        Ben generation 2S KS
        """
      Then the referee reports BP-FLOW-TRIGGER-ORDER at "Aki generation 6C QH"
