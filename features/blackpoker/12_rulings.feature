@game:blackpoker
Feature: BlackPoker — 裁定 (rulings: where the sources disagree)
  Two choices between sources. The rulebook puts the preset bulwark out face up, every other source
  face down; and the rules of ドロー and エンド changed between versions (the log's header says
  which: version: 9.1, the default, or 8.2). Sources: rules-facts.md, BlackPoker ("Frames", "Version
  notes"), from GitHub BlackPoker/BlackPoker.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      """

  @clause:BP-RULING-PRESET-FACE @ruling
  Rule: BP-RULING-PRESET-FACE The preset bulwark is put out face down
    見出し: プリセットの防壁は裏向きで出す
    検索語: 伏せて、ふせる、表にする、見える、見せる、オープン、最初の防壁、初期防壁、face up、face down、starting bulwark、revealed、hidden、which way up、preset wall
    Gap: 共通手順：プリセット配置 puts the top life card out 「表向きにして」 (face up) as the bulwark, while a bulwark is a face-down card everywhere else (the component 防壁, 防壁設置, and ダメージ判定, which turns it face up).
    Option: bulwark-face
    Affects: BP-START-PRESET
    Default: down
    Alternatives: up = the preset bulwark is face up from the start, as the rulebook's wording says
    Source: rules-facts.md, BlackPoker, "Game start (rulebook)": the rulebook says face up, every other source face down; the game's own simulator (GitHub BlackPoker/BlackPoker tools/simulator) also keeps it face down.
    English: By default the preset bulwark is put out face down, like every other bulwark (the log writes it ??
      unless the recorder saw it), and is turned over ("reveal") when it blocks. With option bulwark-face: up it
      is face up from the start, so it is never turned over.
    裁定: 共通手順：プリセット配置はプリセットの防壁を「表向きにして」出すと書きますが、防壁はほかのどの場面でも裏向きのカードです。既定では裏向きに出し、ブロックしたときに表にします。ログのヘッダーに「option bulwark-face: up」と書くと、文言どおり表向きで出したものとして扱います。

    Background:
      Given the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        """

    Scenario: face down by default: the preset bulwark is turned over when it blocks
      When the log continues:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block B1>10D
        Aki reveal B1 6C
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | bulwarks Aki  | -     |
        | grave-top Aki | 6C    |

    Scenario: face up with the option: the bulwark is seen from the start
      Given the option bulwark-face is "up"
      When the log continues:
        """
        Aki preset 6C 9C
        Ben preset 7H 10D
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | bulwarks Aki | 6C    |
        | bulwarks Ben | 7H    |

    Scenario: with the option, turning the preset bulwark over depends on the ruling
      Given the option bulwark-face is "up"
      When the log continues:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block B1>10D
        Aki reveal B1 6C
        """
      Then the finding for BP-START-PRESET depends on ruling BP-RULING-PRESET-FACE

  @clause:BP-RULING-VERSION @ruling
  Rule: BP-RULING-VERSION Version 9.1 of the action list: ドロー draws 2 (1 at life 2 or less); エンド clears all fog
    見出し: アクションリストの版（既定は9.1）
    検索語: バージョン、旧ルール、古いルール、新ルール、最新、ルール変更、ドロー 1 枚、2 枚ドロー、相手のフォグ、version、old rules、new rules、rule change、latest rules、which edition
    Gap: the rulebook (the common rules of the 9.x documents) defines no action; the action list changed: before 9.0 ドロー drew 1 and then 1 more if the player wished; before 9.1 エンド put only the ending player's fog into the graveyard.
    Option: version
    Affects: BP-ACT-DRAW, BP-ACT-END
    Default: 9.1
    Alternatives: 9.0 = エンド clears only the ending player's fog; 8.2 = ドロー draws 1, then 1 more if the player wishes; エンド clears only the ending player's fog
    Source: rules-facts.md, BlackPoker, "Version notes" ("A log should name its version and format; default to the newest"); the action lists 8.2 and 9.x of GitHub BlackPoker/BlackPoker.
    English: A log follows the action list of version 9.1 unless its header switches the ruling
      ("option version: 8.2"): then ドロー draws 1 card and may draw 1 more, and エンド moves only the
      ending player's fog to the graveyard.
    裁定: ルールブックの共通ルールはアクションを定めておらず、アクションリストは版によってドローの枚数とエンドで墓地に移すフォグが違います。既定では最新の9.1（ドローは2枚、ライフ2枚以下なら1枚。エンドですべてのフォグを墓地へ）に従い、ログのヘッダーの「option version: 9.0」または「option version: 8.2」で古い版に切り替えます。

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

    Scenario: 9.1: Ben draws two, and Aki's end clears his fog too
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Ben pass
        Aki pass
        Aki end
        Aki discard KS
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | fog Ben        | -     |
        | hand-count Ben | 7     |

    Scenario: 8.2: Ben draws one, and his fog stays after Aki's end
      Given the log:
        """
        option version: 8.2
        """
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Ben pass
        Aki pass
        Aki end
        Aki discard KS
        Ben draw ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | fog Ben        | AS    |
        | hand-count Ben | 6     |

    Scenario: one card drawn under 9.1 depends on the ruling
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw ??
        """
      Then the finding for BP-ACT-DRAW depends on ruling BP-RULING-VERSION

  @clause:BP-RULING-COUNTER @ruling
  Rule: BP-RULING-COUNTER A カウンター too small for its one-keycard target is not a request one can make
    見出し: 数字の足りないカウンターは起こせない
    検索語: 数字が小さい、小さいカウンター、届かない、打ち消せない、不発、無駄撃ち、宣言できない、lower counter、smaller number、weak counter、can't counter、counter fails、counter too small、数字の大きいリクエスト、カウンターできない、higher number、相手の数字の方が大きい、数字で負けている
    Gap: the catalogue's short form says カウンター negates "a 1-keycard request of number ≤ this, or any 2-keycard request"; the action list's long form names as its target any request with one or two keycards and negates only when the number allows, so a smaller カウンター would resolve without effect.
    Option: counter
    Affects: BP-ACT-COUNTER
    Default: violation
    Alternatives: no-effect = the カウンター may be requested; it resolves and negates nothing
    Source: rules-facts.md, BlackPoker, action catalogue (カウンター); the action list of GitHub BlackPoker/BlackPoker (act.yaml, カウンター).
    English: By default a カウンター whose number is below the number of its one-keycard target is reported
      (a request it cannot make); with "option counter: no-effect" it may be made and resolves without effect.
    裁定: カウンターの対象は、簡略な一覧（キーカード1枚なら数字がこのカード以下のリクエスト）とアクションリストの詳しい記載（キーカード1・2枚のリクエストを対象にとり、数字が足りるときだけ打ち消す）とで食い違い、数字の足りないカウンターを起こせるかが定まっていません。既定では起こせないリクエストとして違反にし、ログのヘッダーに「option counter: no-effect」と書くと、起こせて何も打ち消さずに解決されるものとして扱います。

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
        Aki soldier 7H $BL L:8D
        """

    Scenario: a ♣9 negates the 7H soldier
      When the log continues:
        """
        Ben counter 9C -> 7H $D D:??
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | 9C    |
        | stage     | -     |

    Scenario: a ♣A against the 7H soldier depends on the ruling
      When the log says "Ben counter AC -> 7H $D D:??"
      Then the finding for BP-ACT-COUNTER depends on ruling BP-RULING-COUNTER

    Scenario: with the option, the ♣A resolves and the soldier still enters
      Given the option counter is "no-effect"
      When the log continues:
        """
        Ben counter AC -> 7H $D D:??
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | 9C 7H |

  @clause:BP-RULING-CONCEDE @ruling
  Rule: BP-RULING-CONCEDE A player may concede (投了) at any time: the game is over, and the other wins
    見出し: 投了：いつでも投了でき、投了した側の負けでゲームが終わる
    検索語: 投了、降参、負けを認める、ギブアップ、諦める、サレンダー、concede、resign、give up、surrender、forfeit、I give up、can I concede
    Gap: the common rules end a game only at the win check, when a life runs out; they do not say whether a player may concede, which clubs and tournaments allow.
    Option: concede
    Affects: BP-WINCHECK
    Default: loses
    Alternatives: refused = a concession is no part of the game: the line is reported and play goes on
    Source: rules-facts.md, BlackPoker, core flow ("Win check after every resolution: a player with 0 life loses"): the only ending the sources give; the concession is the referee's ruling (issue 31: clubs record it).
    English: By default a player may concede at any time of play ("PLAYER concede", 投了): the game is over at
      once and the other player wins, whatever the lives; with "option concede: refused" the line is reported and
      play goes on.
    裁定: 共通ルールではライフが尽きたときの勝敗判定でしかゲームが終わらず、投了できるかは書かれていません。既定では、プレイ中いつでも「PLAYER concede（投了）」で投了でき、その時点でゲームが終わって相手の勝ちになります。ログのヘッダーに「option concede: refused」と書くと、投了はゲームの一部ではないものとして指摘し、ゲームを続けます。

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

    Scenario: Ben concedes on Aki's turn: the game is over and Aki wins
      When the log says "Ben 投了"
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact   | value |
        | winner | Aki   |

    Scenario: play after a concession is caught
      When the log continues:
        """
        Ben concede
        Aki soldier 7H $BL L:??
        """
      Then the referee reports BP-RULING-CONCEDE at "Aki soldier 7H $BL L:??"

    Scenario: with the option, a concession is reported and the game goes on
      Given the option concede is "refused"
      When the log says "Ben concede"
      Then the finding for BP-RULING-CONCEDE depends on ruling BP-RULING-CONCEDE
      And the game is not over

