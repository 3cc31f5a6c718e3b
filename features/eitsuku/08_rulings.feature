@game:eitsuku
Feature: えいつく — 裁定 (rulings where the rulebook is silent, unclear or contradicts itself)
  Each ruling fills a gap of the rulebook (version 5) with a documented default that a log can switch in
  its header (option NAME: VALUE); a finding that depends on a ruling names it. Rulings with one value
  document a reading the referee always applies. Where each default comes from is explained in
  docs/rulings.md (えいつく); the facts behind them are in ../shared/design/rules-facts.md (えいつく):
  the version 6 manual, errata 6.2 and card list 4.1 of the game's authors.
  Unless a rule says otherwise, Aki starts with music2 script4 and tieup ??, Ben with actor5 director1
  and two unseen events. Games A and C are those of 06_game_end_score.feature.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-RULING-STAGE @ruling
  Rule: ET-RULING-STAGE 『舞台』 in the base points is the director slot
    見出し: 基礎点数の『舞台』は『演出家』の役割場
    検索語: 舞台とは、ぶたい、舞台って何、5つ目の役割、舞台の数字、舞台の枠、舞台の役割、舞台は演出家、what is stage, stage means director, fifth role, staging
    Gap: 「『主演』『助演』『脚本家』『音楽家』『舞台』の5つの役割の数字のうち」 — the base points name a role 『舞台』 (stage) that appears nowhere else; the role area's fifth slot is 『演出家』 (director).
    Option: stage
    Affects: ET-SCORE-BASE
    Default: director
    Alternatives: director = the only value: 舞台 is the 演出家 slot
    Source: the project's reading of version 5 (docs/rulings.md); the role area is defined as 主演, 助演, 脚本家, 音楽家, 演出家 (ET-TERM-ROLE-AREA) and the release names 演出家 among its four slots, so 舞台 (the staging) can only be the 演出家's number.
    English: The fifth number of the base points is the number of the card in the director slot. A log may write the slot 舞台 too.
    裁定: 基礎点数に挙がる『舞台』はほかのどこにも出てこない役割で、ルールブックはそれが何かを書いていない。審判は『演出家』の役割場の数字として数える（値はこれだけで、ヘッダーの「option stage: director」のほかに選べる読み方はない）。

    Background:
      Given the log so far:
        """
        Aki roll 2 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 4 5
        Ben draw director2 script3
        Ben draw ?? ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout script1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben scout actor2
        Ben cast director2 director $ medium medium
        Ben end
        # week 2
        Aki budget medium
        Aki scout director1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast script3 script $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast actor2 lead $ medium small small
        Ben end
        # week 4
        Aki budget medium
        Aki cast director1 director $ medium small
        Aki release
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # week 5
        Ben budget medium
        Ben cast music2 music $ medium medium
        Ben release
        """

    Scenario: game A: the director's 1 is in Aki's sum of 4
      When the log says "claim Aki: sum 4"
      Then the referee accepts the log
      And the table shows:
        | fact              | value     |
        | slot Aki director | director1 |

    Scenario: a sum that leaves the director out is caught
      When the log says "claim Aki: sum 3"
      Then the finding for ET-SCORE-BASE depends on ruling ET-RULING-STAGE

  @clause:ET-RULING-GROUPS @ruling
  Rule: ET-RULING-GROUPS Two pairs, or three and two alike: the largest group counts once
    見出し: 同じ数字の組が2つあるときは、最も大きい組を1回だけ数える
    検索語: ツーペア、フルハウス、3と2、ペアが2つ、組が2つ、重複ボーナス、2ペア、two pairs, full house, three and two, multiple pairs, double bonus
    Gap: the base-points table gives +70, +50, +30 and +10 for five, four, three and two roles of the same number; it does not say what two pairs, or three and two of the same numbers, give.
    Option: groups
    Affects: ET-SCORE-BASE-2, ET-SCORE-BASE-3
    Default: largest
    Alternatives: every = each group of the same number counts: two pairs +20, three and two alike +40
    Source: the project's reading of version 5 (docs/rulings.md); the table's rows ("n of the roles' numbers are the same") each describe the film once, by its largest group. No FAQ or errata answers it.
    English: Only the largest group of the same number gives its bonus: two pairs +10, three and two alike +30. With groups: every, each group gives its own bonus.
    裁定: 同じ数字の組が2つある場合（2つと2つ、3つと2つ）の基礎点数を、ルールブックは書いていない。審判は既定で最も大きい組を1回だけ数え（2つと2つは+10、3つと2つは+30）、ログのヘッダーに「option groups: every」と書けば組ごとに加点する。

    Background:
      Given the log so far:
        """
        Aki roll 1 3
        Aki draw actor1 music2
        Aki draw tieup ??
        Ben roll 2 4
        Ben draw actor2 director3
        Ben draw rush promoter
        # week 1
        Aki budget small
        Aki scout script1
        Aki cast music2 music $ medium medium
        Aki end
        Ben budget small
        Ben place rush
        Ben scout music1
        Ben cast director3 director $ medium medium small
        Ben end
        # week 2
        Aki budget medium
        Aki scout director2
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget medium
        Ben place promoter 3
        Ben scout script2
        Ben cast actor2 lead $ medium small small
        Ben end
        # week 3
        Aki budget medium
        Aki cast director2 director $ medium medium
        Aki end
        Ben budget medium
        Ben cast music1 music $ medium small
        Ben end
        # week 4
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki release
        Ben budget medium
        Ben end
        # week 5
        Ben budget medium
        Ben cast script2 script $ medium medium
        Ben release
        """

    Scenario: game C: Aki's two pairs (1, 1, 2, 2) make 6 + 10 = 16
      When the log says "claim Aki: base 16"
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | base Aki | 16    |

    Scenario: two pairs counted twice are caught
      When the log says "claim Aki: base 26"
      Then the finding for ET-SCORE-BASE-2 depends on ruling ET-RULING-GROUPS

    Scenario: with groups every, two pairs make 6 + 20 = 26
      Given the option groups is "every"
      When the log says "claim Aki: base 26"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | base Aki  | 26    |
        | score Aki | 26    |

    Scenario: with groups every, two pairs counted once are caught
      Given the option groups is "every"
      When the log says "claim Aki: base 16"
      Then the finding for ET-SCORE-BASE-2 depends on ruling ET-RULING-GROUPS

  @clause:ET-RULING-FLIP @ruling
  Rule: ET-RULING-FLIP A turned-over budget card stays in the stock face down until the end phase
    見出し: 『裏返し』にした予算カードはエンドフェイズまで『ストック場』に裏向きで残る
    検索語: 裏返す、ひっくり返す、裏向き、伏せる、表に戻す、いつ戻る、予算計上場、表向きに戻る、表に返す、裏返し、裏返しとは、裏返したカードは捨て札に行かない、flip, turn over, face down, flipped cards come back, when do flipped cards return, unflip, face up again, turn face up, flipped budget cards return, face up at the end phase, flipped cards are not discarded
    Gap: 『裏返し』 (turning a budget card over) is used in the scout phase and the set phase but never defined; the worked example's 予算計上場 (budget appropriation area), from which two small cards go back to the stock at the end phase, is named nowhere else.
    Option: flip
    Affects: ET-SCOUT-GAIN-S, ET-SCOUT-GAIN-M, ET-SCOUT-GAIN-L, ET-SET-LIMIT, ET-SET-FLIPPED, ET-END-WEEK
    Default: stay
    Alternatives: spend = the cards turned over go to the discard area, as a payment does
    Source: the project's reading of version 5 (docs/rulings.md). The set phase counts the turned cards toward its 5 cards and forbids them as payment, which only makes sense if they are still in the stock; a medium card that cost three budget points for good would be a loss, so the turned cards come back: at the end phase, as the example's cards come back from the 予算計上場.
    English: A card turned over in the scout phase stays in the stock face down: it counts toward the 5 budget cards of the week, cannot pay, and turns face up at the player's end phase. With flip: spend, the turned cards go to the discard area.
    裁定: 『裏返し』はスカウトフェイズとセットフェイズに出てくるが定義がなく、例の「予算計上場」もほかには出てこない。審判は既定で、裏返したカードを支払いに使えないまま『ストック場』に裏向きで残してその週の5枚に数え、エンドフェイズに表に戻すものとし、ヘッダーの「option flip: spend」で『捨て札場』へ送る読み方に切り替える。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki gain medium $ medium small
        """

    Scenario: a medium and a small card face down until Aki's end phase
      Then the referee accepts the log
      And the table shows:
        | fact          | value                                  |
        | flipped Aki   | small medium                           |
        | stock Aki     | small*6 medium*3 script4 music2 tieup ?? |
        | discard-count | 0                                      |

    Scenario: at Aki's end phase they turn face up
      When the log says "Aki end"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | flipped Aki   | -     |

    Scenario: a turned-over medium card paid is caught
      When the log says "Aki cast script4 script $ medium medium medium"
      Then the finding for ET-SET-FLIPPED depends on ruling ET-RULING-FLIP

    Scenario: with flip spend, the medium and the small card go to the discard area
      Given the option flip is "spend"
      Then the referee accepts the log
      And the table shows:
        | fact          | value                                  |
        | stock Aki     | small*5 medium*2 script4 music2 tieup ?? |
        | flipped Aki   | -                                      |
        | discard-count | 2                                      |

    Scenario: with flip spend, the turned cards are gone: three medium cards paid are caught
      Given the option flip is "spend"
      When the log says "Aki cast script4 script $ medium medium medium"
      Then the referee reports ET-TERM-STOCK at "Aki cast script4 script $ medium medium medium"

  @clause:ET-RULING-SUPPORT @ruling
  Rule: ET-RULING-SUPPORT The support is not needed for the release; an empty slot scores nothing
    見出し: 公開に『助演』は不要、空いた役割場は点にならない
    検索語: 助演なし、助演は必要、助演いらない、空き枠、空欄、空いた枠は0点、supporting actor, support optional, empty slot, missing role, blank slot score, need supporting role
    Gap: the role area has five slots and the base points count five roles, but the release needs only four (主演, 脚本家, 音楽家, 演出家); the rulebook does not say whether the support (助演) must be filled, nor what an empty slot scores.
    Option: support
    Affects: ET-END-RELEASE, ET-SCORE-BASE
    Default: optional
    Alternatives: optional = the only value: the support is not needed; an empty slot adds nothing and makes no group
    Source: the project's reading of version 5 (docs/rulings.md); the release sentence names the four slots; version 6 (rules-facts.md) says a film needs 1 or 2 actors plus one each of 脚本家, 音楽家 and 演出家.
    English: A film is released with the lead, script, music and director slots filled; the support may stay empty, and the support does not stand in for another slot. An empty slot adds no number and makes no group.
    裁定: 公開に必要なのは4つの役割場だけで、『助演』を埋める必要があるか、空いた役割場が何点になるかをルールブックは書いていない。審判は『助演』を不要とし、空いた役割場は数字も組も作らないものとする（値は「option support: optional」だけ）。

    Background:
      Given the log so far:
        """
        Aki roll 1 2
        Aki draw actor1 actor1
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        # week 1
        Aki budget small
        Aki scout script1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben end
        # week 2
        Aki budget medium
        Aki scout music1
        Aki cast actor1 support $ medium small
        Aki end
        Ben end
        # week 3
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben end
        # week 4
        Aki budget medium
        Aki cast music1 music $ medium small
        """

    Scenario: four 1s and an empty director slot make 4 + 50 = 54
      When the log says "Aki end"
      Then the referee accepts the log
      And the table shows:
        | fact              | value  |
        | slot Aki support  | actor1 |
        | slot Aki director | -      |
        | base Aki          | 54     |

    Scenario: a release with the support but no director is caught
      When the log says "Aki release"
      Then the finding for ET-END-RELEASE depends on ruling ET-RULING-SUPPORT

  @clause:ET-RULING-SLOT-KIND @ruling
  Rule: ET-RULING-SLOT-KIND A role card goes into a slot of its own kind
    見出し: 役割カードは同じ種類の役割場に配置する
    検索語: どの枠に置ける、役者を脚本家の枠に、違う枠、好きな枠、種類が違う、別の役割、which slot, wrong slot, any slot, actor in writer slot, slot type, mismatched role
    Gap: 「その【役割カード】をカードを『役割場』の『主演』『助演』『脚本家』『音楽家』『演出家』のいずれかに配置する」 — read literally, any role card may go into any of the five slots; the slots are named after the kinds of card.
    Option: slot-kind
    Affects: ET-SET-CAST
    Default: match
    Alternatives: any = a role card may go into any slot (the sentence read literally)
    Source: the project's reading of version 5 (docs/rulings.md); the slots bear the kinds' names, and version 6 (rules-facts.md) describes the film as 1 or 2 actors and one each of 脚本家, 音楽家, 演出家.
    English: An actor goes into the lead or the support slot, a script writer into the script slot, a composer into the music slot, a director into the director slot. With slot-kind: any, into any empty slot.
    裁定: 文面どおりに読めば、役割カードは5つの役割場のどこにでも配置できる。審判は既定で同じ種類の役割場（役者は『主演』か『助演』）に限り、ヘッダーの「option slot-kind: any」でどこにでも配置できる読み方にする。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the composer into the music slot
      When the log says "Aki cast music2 music $ medium medium"
      Then the referee accepts the log

    Scenario: the composer as the lead is caught
      When the log says "Aki cast music2 lead $ medium medium"
      Then the finding for ET-SET-CAST depends on ruling ET-RULING-SLOT-KIND

    Scenario: with slot-kind any, the composer may play the lead
      Given the option slot-kind is "any"
      When the log says "Aki cast music2 lead $ medium medium"
      Then the referee accepts the log
      And the table shows:
        | fact          | value  |
        | slot Aki lead | music2 |

  @clause:ET-RULING-PLAYERS @ruling
  Rule: ET-RULING-PLAYERS Two to six players
    見出し: プレイ人数は2〜6人
    検索語: 人数、何人、プレイ人数、2人、3人、6人まで、最大人数、最少人数、7人、何人まで、how many players, player count, number of players, max players, two players, solo, 2 to 6 players
    Gap: the rulebook gives the piles per player (PL数×6) but no number of players.
    Option: players
    Affects: ET-MAT-BUDGET-S, ET-MAT-BUDGET-M, ET-MAT-BUDGET-L
    Default: 2-6
    Alternatives: 3-6 = version 6's recommended 3 to 6 players
    Source: docs/rulings.md (a later edition as an option); version 6 of the manual recommends 3–6 players (rules-facts.md); version 5 sizes everything per player, and its worked example follows one player.
    English: A game has 2 to 6 players (with players: 3-6, 3 to 6). The referee cites this ruling at the players line.
    裁定: ルールブックは山札の枚数をPL数で数えるだけで、プレイ人数を書いていない。審判は既定で2〜6人とし、ヘッダーの「option players: 3-6」でバージョン6の推奨人数である3〜6人にする。

    Scenario: two players
      When the log continues:
        """
        Aki roll 3 5
        """
      Then the referee accepts the log

    Scenario: seven players are caught
      Given the log:
        """
        players: Aki Ben Chika Dai Eri Fumi Gen
        """
      Then the referee reports ET-RULING-PLAYERS at "players: Aki Ben Chika Dai Eri Fumi Gen"

    Scenario: with players 3-6, three players
      Given the option players is "3-6"
      And the log:
        """
        players: Aki Ben Chika
        """
      When the log says "Aki roll 3 5"
      Then the referee accepts the log

    Scenario: with players 3-6, two players are caught
      Given the option players is "3-6"
      When the log says "Aki roll 3 5"
      Then the referee reports ET-RULING-PLAYERS at "players: Aki Ben"

  @clause:ET-RULING-EDITION @ruling
  Rule: ET-RULING-EDITION Version 5's piles and limit; errata 6.2's on request
    見出し: 山札の枚数と予算の上限はバージョン5のもの（正誤表6.2は選択制）
    検索語: バージョン、版、正誤表、エラッタ、6.2、旧版、新版、ver5、errata, version, edition, new rules, update, which version
    Gap: version 5 gives budget piles of 6 cards per player, which the set-up nearly empties (5 small cards per player); errata 6.2 of the authors changed the pile sizes and the budget limit.
    Option: edition
    Affects: ET-MAT-BUDGET-S, ET-MAT-BUDGET-M, ET-MAT-BUDGET-L, ET-MAT-EVENT, ET-SET-LIMIT
    Default: 5
    Alternatives: 6.2 = errata 6.2: budget piles of 50, 40 and 30 cards, an event pile of 60 with 3 to 6 of each kind, at most 5 budget cards a turn
    Source: docs/rulings.md (a later edition as an option); errata 6.2 of 2010-02-13 (rules-facts.md; ET-FACT-ERRATA).
    English: The piles are those of version 5 (our rulebook) unless the log says edition: 6.2.
    裁定: バージョン5の予算カードの山はPL数×6枚でゲームの開始にほとんどなくなり、作者は正誤表6.2で山の枚数と予算の上限を変えた。審判は既定でバージョン5の枚数を使い、ヘッダーの「option edition: 6.2」で正誤表6.2の枚数と上限に切り替える。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki end
        Ben budget small
        Ben end
        """

    Scenario: version 5: two players' small pile is empty in week 2
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | pile small | 0     |
        | week       | 2     |

    Scenario: version 5: a small card gained in week 2 is caught
      When the log says "Aki gain small"
      Then the finding for ET-MAT-BUDGET-S depends on ruling ET-RULING-EDITION

    Scenario: edition 6.2: the small pile holds 50, so the gain is fine
      Given the option edition is "6.2"
      When the log says "Aki gain small"
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | pile small  | 37    |
        | pile medium | 36    |
        | pile large  | 30    |

  @clause:ET-RULING-EVENTS @ruling
  Rule: ET-RULING-EVENTS Event effects that are not published are recorded, not judged
    見出し: 効果が公開されていないイベントカードは記録するだけで判定しない
    検索語: 効果不明、効果がわからない、書いてない、未公開、ストライキの効果、大賞の効果、方針転換、脚本家大賞、音楽家大賞、演出家大賞、話題の独占、独自の情報網、効果が不明なイベント、効果未公開のイベント、unknown effect, effect missing, what does strike do, undefined event, not written
    Gap: the rulebook gives the effects of 2 of its 15 event cards (タイアップキャンペーン, プロモーターの介入); card list 4.1 gives 6 more (ET-FACT-*); 脚本家大賞, 音楽家大賞, 演出家大賞, 話題の独占, 独自の情報網, ストライキ and 方針転換 are published nowhere.
    Option: events
    Affects: ET-ACTION-EFFECT, ET-SCORE-EVENT
    Default: published
    Alternatives: published = the only value: the known effects are computed; the others are recorded with effect lines and reported unverifiable
    Source: docs/rulings.md; rules-facts.md lists the effects of card list 4.1 and the cards whose effects are not published.
    English: The effects the rulebook and card list 4.1 give are computed. What another event card did is written as an effect line (Ben effect strike: …) and cannot be verified; the lines around it are still checked.
    裁定: 15種のイベントカードのうち、効果がわかるのはルールブックの2種とカードリスト4.1の6種だけである。審判はわかっている効果を計算し、ほかのカードが起こしたことは effect 行で記録して確認できないものとして報告する（値は「option events: published」だけ）。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Ben's strike: its effect is recorded and cannot be verified
      When the log continues:
        """
        Ben place strike
        Ben effect strike: Aki may not scout this week
        """
      Then the referee accepts the log
      And the referee cannot verify ET-ACTION-EFFECT

    Scenario: an effect line for a card still in the stock is caught
      When the log says "Aki effect tieup: the campaign starts early"
      Then the finding for ET-ACTION-EFFECT depends on ruling ET-RULING-EVENTS

    Scenario: what Ben's strike did is written as lines the referee follows: aimed at Aki, her music card goes back
      # issue 31: the target after ->, and the physical moves of an effect nobody published: a card out of its slot
      # (unslot), cards back to their piles (return); each applied as the table did it, and unverifiable
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        Ben budget small
        Ben place strike -> Aki
        Ben effect strike: Aki's music goes back to her stock, and the campaign to its pile
        Aki unslot music
        Aki return tieup
        """
      Then the referee cannot verify ET-ACTION-EFFECT
      And the table shows:
        | fact           | value |
        | slot Aki music | -     |

    Scenario: written in Japanese, a card taken out of its slot to the discard area: 外す … 捨て札場
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        Ben budget small
        Ben place strike -> Aki
        Ben effect strike: Aki's music card goes to the discard area
        Aki 外す 音楽家 捨て札場
        """
      Then the referee cannot verify ET-ACTION-EFFECT
      And the table shows:
        | fact           | value |
        | slot Aki music | -     |

    Scenario: a card taken out of a slot with no event of unknown effect in play is caught
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        Aki unslot music
        """
      Then the finding for ET-ACTION-EFFECT depends on ruling ET-RULING-EVENTS

  @clause:ET-RULING-PAY @ruling
  Rule: ET-RULING-PAY Paying more than the cost is allowed; no change is given
    見出し: コストより多く支払ってよい（おつりはない）
    検索語: おつり、釣り銭、払いすぎ、多く払う、ちょうど、過払い、余り、change, overpay, pay more, exact payment, no change, leftover
    Gap: the cast moves 「『数字+2』のコスト」 to the discard area and the gains turn over 「コスト3分」 or 「コスト6分」; the rulebook does not say what happens when the cards at hand do not make the exact amount.
    Option: pay
    Affects: ET-SET-CAST, ET-SCOUT-GAIN-M, ET-SCOUT-GAIN-L
    Default: over
    Alternatives: exact = a payment, or the cards turned over, must come to the cost exactly
    Source: the project's reading of version 5 (docs/rulings.md); the rulebook has no change-giving.
    English: A payment may be worth more than the cost (the rest is lost); the same holds for the cards turned over in the scout phase. With pay: exact, it must equal the cost.
    裁定: 手持ちのカードでコストちょうどにならないときどうするかを、ルールブックは書いていない。審判は既定でコストより多く支払ってよい（おつりはない）とし、ヘッダーの「option pay: exact」でちょうどの支払いを求める。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: 5 paid for the 4 of music2
      When the log says "Aki cast music2 music $ medium medium small"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | discard-count | 3     |

    Scenario: with pay exact, 5 paid for 4 is caught
      Given the option pay is "exact"
      When the log says "Aki cast music2 music $ medium medium small"
      Then the finding for ET-SET-CAST depends on ruling ET-RULING-PAY

    Scenario: with pay exact, 4 paid for 4
      Given the option pay is "exact"
      When the log says "Aki cast music2 music $ medium medium"
      Then the referee accepts the log

    Scenario: with pay exact, two medium cards (4) turned over for a medium card are caught
      Given the option pay is "exact"
      When the log says "Aki gain medium $ medium medium"
      Then the finding for ET-SCOUT-GAIN-M depends on ruling ET-RULING-PAY

  @clause:ET-RULING-CANNOT-PAY @ruling
  Rule: ET-RULING-CANNOT-PAY A player who cannot pay a role card's cost does not cast it; a cast paid short stands as played
    見出し: コストを支払えない役割カードは配置しない。不足した配置は卓のとおりに扱う
    検索語: 払えない、お金が足りない、予算不足、足りない、払えなかったら、不足、can't afford, not enough money, short, underpaid, cannot pay
    Gap: the set phase moves 「『数字+2』のコスト」 to the discard area, and the worked example has Aさん draw an event card 「コストが支払えないため」; the rulebook does not say what a table does with a role card cast for less than its cost.
    Option: cannot-pay
    Affects: ET-SET-CAST
    Default: wait
    Alternatives: wait = the only value: the role card waits in the stock until its cost can be paid; a cast paid short is a violation, and the card stays in the slot where the table put it, its cards discarded
    Source: the project's reading of version 5 (docs/rulings.md): the worked example's set phase, and the referee's rule of following the table as it played.
    English: A player who cannot pay a role card's number + 2 leaves it in the stock (the worked example draws an event card instead). A role card cast for less is reported under ET-SET-CAST, and the film is scored as the table left it: the card in its slot, the payment in the discard area.
    裁定: コストより少ない支払いで配置された役割カードを卓がどう扱うかを、ルールブックは書いていない。審判はその配置を違反として報告し、カードは置かれた役割場に、支払ったカードは『捨て札場』に置いたまま続ける（値は「option cannot-pay: wait」だけ）。

    Background:
      Given the log so far:
        """
        Aki roll 1 6
        Aki draw actor6 director6
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Aki cannot pay an 8 with five budget cards: she draws an event card, and the 6s wait in the stock
      When the log continues:
        """
        Aki budget small
        Aki draw ??
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                                      |
        | stock Aki      | small*6 medium*2 actor6 director6 tieup ??*2 |
        | slot Aki lead  | -                                          |

    Scenario: actor6 cast for 7 is caught, and stays as the lead
      When the log continues:
        """
        Aki budget small
        Aki cast actor6 lead $ medium medium small small small
        """
      Then the finding for ET-SET-CAST depends on ruling ET-RULING-CANNOT-PAY
      And the table shows:
        | fact          | value  |
        | slot Aki lead | actor6 |
        | discard-count | 5      |

  @clause:ET-RULING-EMPTY @ruling
  Rule: ET-RULING-EMPTY An empty pile gives nothing; the start phase gives nothing when 小 and 中 are both out
    見出し: 空の山からは取れない。小も中もなければスタートフェイズには何も追加しない
    検索語: 山がなくなる、山切れ、空の山、山札が空、予算切れ、中もない、売り切れ、役割カードの山がなくなる、イベントの山がなくなる、山が尽きる、run out, empty pile, pile empty, no cards left, sold out, nothing left, role pile empty, event pile empty, deck runs out
    Gap: the start phase says what to add when the small pile is empty (a medium card) but not when the medium pile is empty too; nothing says what a gain or a draw from an empty pile does.
    Option: start
    Affects: ET-START-BUDGET, ET-MAT-BUDGET-S, ET-MAT-BUDGET-M, ET-MAT-BUDGET-L
    Default: medium
    Alternatives: large = when the small and the medium piles are both empty, the start phase gives a large card
    Source: the project's reading of version 5 (docs/rulings.md); the rulebook replaces 小 by 中 and stops there.
    English: A card cannot be taken from an empty pile. The start phase gives a small card, or a medium one when no small card is left, or nothing when no medium card is left either. With start: large, it then gives a large card.
    裁定: スタートフェイズは【予算・小】がなければ【予算・中】を追加するとあるが、【予算・中】もないときや、空の山から取ろうとしたときのことは書かれていない。審判は既定で空の山からは取れず、小も中もなければ何も追加しないものとし、ヘッダーの「option start: large」でそのとき【予算・大】を追加する。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        # week 1
        Aki budget small
        Aki gain medium $ small small small
        Aki end
        Ben budget small
        Ben gain medium $ small small small
        Ben end
        # week 2
        Aki budget medium
        Aki gain medium $ small small small
        Aki end
        Ben budget medium
        Ben gain medium $ small small small
        Ben end
        # week 3
        Aki budget medium
        Aki end
        Ben budget medium
        Ben end
        """

    Scenario: the table refills the 中 pile from the discard area: recorded as done, and unverifiable
      # issue 31: table refill SIZE N moves N budget cards of the discard area back to their pile
      When the log continues:
        """
        Aki cast music2 music $ small small small small
        table refill small 4
        """
      Then the referee cannot verify ET-RULING-EMPTY

    Scenario: a refill of more cards than the discard area holds is caught
      When the log says "table refill medium 3"
      Then the referee reports ET-RULING-EMPTY at "table refill medium 3"

    Scenario: week 4: both piles are empty and the start phase gives nothing
      When the log says "Aki scout actor?"
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | week        | 4     |
        | pile small  | 0     |
        | pile medium | 0     |
        | pile large  | 12    |

    Scenario: a large card taken in the start phase is caught
      When the log says "Aki budget large"
      Then the finding for ET-START-BUDGET depends on ruling ET-RULING-EMPTY

    Scenario: with start large, the start phase gives a large card
      Given the option start is "large"
      When the log says "Aki budget large"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | pile large | 11    |

  @clause:ET-RULING-ORDER @ruling
  Rule: ET-RULING-ORDER Within a week the players' lines may interleave
    見出し: 1週の中でプレイヤー同士の行は入り混じってよい
    検索語: 同時、順番、手番、誰から、先手、交互、席順、1人ずつ、同時進行、simultaneous, turn order, who goes first, first player, seat order, at the same time
    Gap: every player goes through the five phases each week and the week ends when all have ended, but the rulebook does not say whether the players act one after another or at the same time.
    Option: order
    Affects: ET-WEEK-START, ET-TURN-END
    Default: free
    Alternatives: seats = each player plays the whole week in seat order, the next player after the previous one's end phase
    Source: the project's reading of version 5 (docs/rulings.md); the rulebook says "each player" enters the start phase when the turn begins (ET-WEEK-START), and it can be played on a bulletin board (ET-TERM-ASPECT), where players post as they can.
    English: Each player's own lines follow the phases; the players' lines of one week may come in any order. With order: seats, a player's week begins after the end phase of the player before them.
    裁定: 各プレイヤーが1週に5つのフェイズを進めることは書かれているが、1人ずつ順に行うのか同時に行うのかは書かれていない。審判は既定でプレイヤー同士の行が入り混じってよいとし、ヘッダーの「option order: seats」で席順に1人ずつ1週分を行う読み方にする。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Aki's and Ben's lines interleaved
      When the log continues:
        """
        Aki budget small
        Ben budget small
        Aki place tieup
        Ben scout actor?
        Aki end
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact | value |
        | week | 2     |

    Scenario: with order seats, Ben's start phase before Aki's end is caught
      Given the option order is "seats"
      When the log continues:
        """
        Aki budget small
        Ben budget small
        """
      Then the finding for ET-WEEK-START depends on ruling ET-RULING-ORDER

    Scenario: with order seats, Aki's whole week, then Ben's
      Given the option order is "seats"
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki end
        Ben budget small
        Ben end
        """
      Then the referee accepts the log

  @clause:ET-RULING-SCOUT-NONE @ruling
  Rule: ET-RULING-SCOUT-NONE The scout phase may pass without an action
    見出し: スカウトフェイズは行動しなくてもよい
    検索語: スカウトしない、スカウトなし、スカウト省略、パス、何もしない、スキップ、飛ばす、行動なし、必須、pass, skip scout, do nothing, optional, must I scout
    Gap: 「スカウトフェイズでは次のうちいずれか1つの行動を行うことができる」 — "can do one of": the rulebook does not say whether one action is required; the worked example leaves the scout phase blank.
    Option: scout
    Affects: ET-SCOUT-ONE
    Default: at-most-one
    Alternatives: at-most-one = the only value: none or one action (more only by an event card)
    Source: the project's reading of version 5 (docs/rulings.md); the worked example's blank scout phase.
    English: A player may pass the scout phase without an action, and may do at most one.
    裁定: 「いずれか1つの行動を行うことができる」は、行動が必須かどうかを書いていない。審判は行動なしも1回の行動も認める（値は「option scout: at-most-one」だけ）。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: a week without a scout action
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki cast music2 music $ medium medium
        Aki end
        """
      Then the referee accepts the log

    Scenario: a second action is caught
      When the log continues:
        """
        Aki gain small
        Aki scout actor?
        """
      Then the finding for ET-SCOUT-ONE depends on ruling ET-RULING-SCOUT-NONE

  @clause:ET-RULING-DIE-ANY @ruling
  Rule: ET-RULING-DIE-ANY A die of 6 lets the player choose the kind
    見出し: ダイスの6（任意）はプレイヤーが種類を選ぶ
    検索語: 6が出たら、6の目、任意、好きな役割、選べる、自由、サイコロの6、ダイスの6、6は任意、roll a six, six means any, choose role, free choice, wild, die shows 6
    Gap: 「6任意」 — "6: any" does not say who chooses.
    Option: die-six
    Affects: ET-SETUP-ROLE-DIE
    Default: choose
    Alternatives: choose = the only value: the player chooses the kind of the card for a 6
    Source: the project's reading of version 5 (docs/rulings.md).
    English: For a die of 6 the player takes a role card of the kind they choose; the other die still decides its card's kind.
    裁定: 「6任意」は、誰がカードの種類を選ぶのかを書いていない。審判はダイスを振ったプレイヤーが選ぶものとする（値は「option die-six: choose」だけ）。

    Scenario: a 6 and a 3: a director of Aki's choice and a composer
      When the log continues:
        """
        Aki roll 6 3
        Aki draw director5 music1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                              |
        | stock Aki | small*5 medium*2 music1 director5  |

    Scenario: a 6 and a 3 with no composer is caught
      When the log continues:
        """
        Aki roll 6 3
        Aki draw director5 actor1
        """
      Then the finding for ET-SETUP-ROLE-DIE depends on ruling ET-RULING-DIE-ANY

  @clause:ET-RULING-SET-ACTIONS @ruling
  Rule: ET-RULING-SET-ACTIONS The set phase: one event card, and any number of role cards within the budget limit
    見出し: セットフェイズ：イベントカード1枚のドローと、予算の範囲で何枚でも配置
    検索語: 何枚置ける、何回配役、複数配置、まとめて、1ターンに何人、何度も、セットで何ができる、セットフェイズでできること、how many roles per turn, cast several, multiple casts, how many actions in set phase, draw and cast, set phase actions
    Gap: 「セットフェイズでは次の行動を行うことができる。」 — the scout phase allows 「いずれか1つ」 of its actions; the set phase does not say how many; card list 4.1's 電撃発表 gives "two actions in the set phase", as if one were the rule.
    Option: set-actions
    Affects: ET-SET-DRAW, ET-SET-CAST, ET-FACT-SURPRISE
    Default: many
    Alternatives: one = one action: the draw or one cast (電撃発表: two)
    Source: the project's reading of version 5 (docs/rulings.md): the rulebook's text, which lists the draw of one card and the cast, and limits the budget cards (5), not the casts. The worked example draws an event card because the cost cannot be paid, which fits either reading.
    English: In the set phase a player may draw one event card and cast any number of role cards, within the week's 5 budget cards. With set-actions: one, a player does one of these: the draw or one cast.
    裁定: スカウトフェイズは「いずれか1つ」とあるが、セットフェイズに行える行動の数は書かれていない。審判は既定でイベントカード1枚のドローと、その週の予算カード5枚の範囲で何枚でもの配置を認め、ヘッダーの「option set-actions: one」でドローか1枚の配置のどちらか1回にする。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki scout actor1
        Aki draw ??
        """

    Scenario: an event card and two casts with five budget cards
      When the log continues:
        """
        Aki cast music2 music $ medium medium
        Aki cast actor1 lead $ small small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                      |
        | slot Aki music | music2                     |
        | slot Aki lead  | actor1                     |
        | stock Aki      | small*3 script4 tieup ??*2 |

    Scenario: a second event card is caught
      When the log says "Aki draw shift"
      Then the finding for ET-SET-DRAW depends on ruling ET-RULING-SET-ACTIONS

    Scenario: with set-actions one, the event card alone
      Given the option set-actions is "one"
      When the log says "Aki end"
      Then the referee accepts the log

    Scenario: with set-actions one, a cast after the event card is caught
      Given the option set-actions is "one"
      When the log says "Aki cast music2 music $ medium medium"
      Then the finding for ET-SET-CAST depends on ruling ET-RULING-SET-ACTIONS

  @clause:ET-RULING-UNRELEASED @ruling
  Rule: ET-RULING-UNRELEASED A film never released counts as released in week 12
    見出し: 公開しなかった映画は第12週に公開したものとみなす
    検索語: 公開しなかったら、未公開、公開できなかった、間に合わない、完成しない、時間切れ、公開していない人の点数、12週で未公開、最後まで公開しない、never released, unfinished film, not released by the end, no release, penalty for not releasing
    Gap: the release-week correction counts the weeks a player released after the first release; the rulebook does not say what a film that is still unreleased when the game ends after 12 turns gets.
    Option: unreleased
    Affects: ET-SCORE-WEEK
    Default: week12
    Alternatives: week13 = one week more: −5 per week from the first release to week 13; none = no release-week correction for a film never released
    Source: the project's reading of version 5 (docs/rulings.md); the game ends after week 12 (ET-GAMEEND-12), the last week in which the film could have come out.
    English: A film not released when the game ends counts as released in week 12: −5 for each week from the first release to week 12 (nobody released: no correction). Its base points and events count as usual.
    裁定: 12ターンが経過して終わったとき、まだ公開していない映画の公開週補正をルールブックは書いていない。審判は既定で第12週に公開したものとみなし、ヘッダーの「option unreleased: week13」で第13週、「option unreleased: none」で補正なしにする。

    Background:
      Given the log so far:
        """
        Aki roll 2 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 4 5
        Ben draw director2 script3
        Ben draw ?? ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout script1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben scout actor2
        Ben cast director2 director $ medium medium
        Ben end
        # week 2
        Aki budget medium
        Aki scout director1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast script3 script $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast actor2 lead $ medium small small
        Ben end
        # week 4
        Aki budget medium
        Aki cast director1 director $ medium small
        Aki release
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # weeks 5 to 12: Ben never releases
        Ben end
        Ben end
        Ben end
        Ben end
        Ben end
        Ben end
        Ben end
        Ben end
        """

    Scenario: game A, but Ben never releases: 2 + 3 + 2 and a pair (17), week 12 against Aki's week 4 (−40)
      When the log continues:
        """
        claim: Aki 64, Ben -23
        claim Ben: week -40
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact                | value |
        | released Ben        | -     |
        | base Ben            | 17    |
        | week-correction Ben | -40   |
        | score Ben           | -23   |

    Scenario: the unreleased film without a week correction is caught
      When the log says "claim Ben: week 0"
      Then the finding for ET-SCORE-WEEK depends on ruling ET-RULING-UNRELEASED

    Scenario: with unreleased none, no correction
      Given the option unreleased is "none"
      When the log says "claim: Aki 64, Ben 17"
      Then the referee accepts the log

    Scenario: with unreleased week13, nine weeks late
      Given the option unreleased is "week13"
      When the log says "claim Ben: week -45"
      Then the referee accepts the log

  @clause:ET-RULING-SETUP-BUDGET @ruling
  Rule: ET-RULING-SETUP-BUDGET The set-up's budget cards come from the budget piles
    見出し: ゲームの開始の予算カードは予算カードの山から取る
    検索語: 初期予算はどこから、山から取る、山が減る、最初の予算、どこから、setup budget from pile, where do starting cards come from, starting money source, pile after setup
    Gap: 「プレイヤーは次のカードを『ストック場』に配置する。」 — the set-up gives 5 small and 2 medium budget cards, but does not say whether they come out of the piles of 2−1 (6 cards per player each), which would leave the small pile almost empty.
    Option: setup-budget
    Affects: ET-SETUP-BUDGET, ET-MAT-BUDGET-S, ET-MAT-BUDGET-M
    Default: piles
    Alternatives: piles = the only value: the set-up's budget cards leave the budget piles
    Source: the project's reading of version 5 (docs/rulings.md); the materials list no other budget cards, and the start phase expects the small pile to run out (「【予算・小】が0枚になっている場合」).
    English: Each player's 5 small and 2 medium budget cards are taken from the piles: with two players 2 small and 8 medium cards are left.
    裁定: ゲームの開始の【予算・小】5枚と【予算・中】2枚を、2−1の山（PL数×6枚）から取るのかどうかは書かれていない。審判は山から取るものとする（値は「option setup-budget: piles」だけ）。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: two players: 12 − 10 small cards and 12 − 4 medium cards left
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | pile small  | 2     |
        | pile medium | 8     |

    Scenario: a third small card after the set-up is caught
      When the log continues:
        """
        Aki gain small
        Aki end
        Ben gain small
        Ben end
        Aki gain small
        """
      Then the finding for ET-MAT-BUDGET-S depends on ruling ET-RULING-SETUP-BUDGET

  @clause:ET-RULING-TIE @ruling
  Rule: ET-RULING-TIE Players tied for the best score share the win, unless the table breaks the tie
    見出し: 最高得点が同点なら勝ちを分け合う（卓が決着をつけてもよい）
    検索語: 同点、引き分け、タイ、同率、同点決勝、同点の場合、勝者が二人、決着、tie, draw, tied, tie-break, tiebreaker, same score, joint winners, who wins a tie
    Gap: the ranking is 「基礎点数」+「公開週補正」+「イベント修正」; the rulebook does not say who wins when the best scores are equal.
    Option: game-tie
    Affects: ET-GOAL
    Default: shared
    Alternatives: table = the table breaks every tie: a log whose best players are tied names the winner with table tiebreak PLAYER
    Source: the project's reading of version 5 (docs/rulings.md); the rulebook ranks by score and stops there.
    English: Players tied for the best score share the win. A table that breaks the tie (a coin, a game of its own) writes
      table tiebreak PLAYER after the last line; the named player must be one of those tied.
    裁定: 順位は「基礎点数」+「公開週補正」+「イベント修正」で決まるが、最高得点が同点のときの勝者はルールブックに書かれていない。審判は同点のプレイヤーが勝ちを分け合うものとし、卓が決着をつけたときは最後の行のあとに「table tiebreak PLAYER（同点決着）」と書く。名前を挙げるのは同点のプレイヤーのひとりでなければならない。

    Scenario: a 19 to 19 game: the tied players share the win, and the table's tiebreak gives it to Ben
      Given the log is the whole game
      When the log continues:
        """
        Ben roll 4 6
        Ben draw director5 director1
        Aki roll 3 3
        Aki draw music5 music1
        Ben draw promoter agency
        Aki draw shift music-award
        Ben budget small
        Aki budget small
        Aki place music-award
        Ben place promoter 3
        Ben gain large $ small small medium medium
        Aki scout director2
        Ben cast director1 director $ large
        Aki cast director2 director $ medium medium
        Ben end
        Aki cast music1 music $ small small small
        Aki end
        Ben budget medium
        Ben place agency
        Aki budget medium
        Ben scout actor3
        Aki place shift
        Aki scout director2
        Aki end
        Ben cast actor3 lead $ small medium medium
        Ben end
        Aki budget medium
        Aki scout script3
        Ben budget medium
        Ben scout actor6
        Aki cast script3 script $ small medium medium
        Ben end
        Aki end
        Ben budget medium
        Ben gain medium $ small medium
        Aki budget medium
        Aki scout music6
        Ben end
        Aki end
        Aki budget medium
        Aki scout script5
        Ben gain large $ medium medium medium
        Ben end
        Aki end
        Aki scout director1
        Ben scout script5
        Aki end
        Ben cast script5 script $ medium medium large
        Ben end
        Aki scout director5
        Ben scout actor1
        Aki end
        Ben cast actor1 support $ small medium
        Ben end
        Aki scout script2
        Ben gain large $ small small small small medium
        Aki end
        Ben end
        Ben gain large $ small medium large
        Aki gain large $ small small medium medium
        Ben end
        Aki end
        Aki scout actor3
        Ben scout music2
        Aki cast actor3 lead $ medium large
        Ben cast music2 music $ small large
        Ben release
        Aki release
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | draw  |
      When the log says "table tiebreak Ben"
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | Ben   |

    Scenario: a tie broken before the game is over is caught
      When the log says "table tiebreak Aki"
      Then the finding for ET-RULING-TIE depends on ruling ET-RULING-TIE

    Scenario: a tiebreak line is read after the game is over, not as play after it
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """
      When the log says "table 同点決着 Ben"
      Then the referee reports ET-RULING-TIE at "table 同点決着 Ben"

  @clause:ET-RULING-DISCARD @ruling
  Rule: ET-RULING-DISCARD A player may discard an event card of their stock
    見出し: ストック場のイベントカードは捨ててよい
    検索語: 捨てる、イベントを捨てる、いらないカード、手放す、処分、捨て札にする、discard, throw away, get rid of an event, discard an event card, unwanted card
    Gap: the rulebook moves event cards from the stock to the event area (配置) and says nothing of discarding one.
    Option: discard
    Affects: ET-TERM-STOCK, ET-TERM-EVENT-AREA
    Default: allowed
    Alternatives: refused = no rule lets a card leave the stock so: the discard is reported, and the card goes where the table put it
    Source: the project's reading of version 5 (docs/rulings.md); clubs discard unwanted event cards, and no rule forbids it.
    English: A player may discard an event card of their stock to the discard area (PLAYER discard EVENT). With
      discard: refused, such a discard is reported; the card is in the discard area all the same.
    裁定: ルールブックはイベントカードをストック場からイベント場へ配置することしか書いておらず、捨てることには触れていない。審判は既定で自分のストック場のイベントカードを捨て札場に捨ててよいものとし（PLAYER discard EVENT）、ヘッダーの「option discard: refused」で捨てたことを指摘する。カードはどちらでも捨て札場にある。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Aki discards her tieup
      When the log says "Aki 捨てる tieup"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | discard-count | 1     |

    Scenario: a role card discarded so is caught
      When the log says "Aki discard music2"
      Then the finding for ET-TERM-EVENT-AREA depends on ruling ET-RULING-DISCARD

    Scenario: with the option, a discard is reported
      Given the option discard is "refused"
      When the log says "Aki discard tieup"
      Then the finding for ET-RULING-DISCARD depends on ruling ET-RULING-DISCARD

  @clause:ET-RULING-PROMOTER @ruling
  Rule: ET-RULING-PROMOTER プロモーターの介入 lowers the score of the player it is aimed at, else its holder's
    見出し: プロモーターの介入は狙った相手の最終得点から引く（狙いがなければ置いたプレイヤー）
    検索語: プロモーター、介入、宣言した数字、誰から引く、相手に使う、狙う、対象、promoter, declared number, whose score, aimed at, target player, use on an opponent
    Gap: 【プロモーターの介入】 gives 「最終得点−宣言した数字」 and does not say whose final score.
    Option: promoter
    Affects: ET-SCORE-PROMOTER
    Default: aimed
    Alternatives: aimed = the only value: the score of the player it is aimed at (place promoter N -> PLAYER), else of the player whose event area holds it
    Source: the project's reading of version 5 (docs/rulings.md); the cards are placed in the event area of their player, and a table may aim it.
    English: The declared number comes off the final score of the player the card is aimed at, written after ->
      (Ben place promoter 5 -> Aki); a card aimed at nobody lowers the score of the player whose event area holds it.
    裁定: 【プロモーターの介入】の効果は「最終得点−宣言した数字」で、誰の最終得点かは書かれていない。審判は -> のあとに書いた狙いのプレイヤー（Ben place promoter 5 -> Aki）の最終得点から引き、狙いが書かれていなければそのカードを置いたプレイヤーの最終得点から引く（値はこれだけ）。

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw promoter ??
        """

    Scenario: Ben aims his promoter at Aki
      When the log continues:
        """
        Aki budget small
        Ben budget small
        Ben place promoter 5 -> Aki
        """
      Then the referee accepts the log

    Scenario: a promoter aimed at Chika lowers Chika's score, not Ben's: a claim that takes it from Ben is caught
      # the game of scenarios/eitsuku/eitsuku-three-events.log, Ben's プロモーターの介入 (5) aimed at Chika
      Given the log:
        """
        game: eitsuku
        players: Aki Ben Chika
        date: 2026-05-16
        place: Sapporo, Game Cafe Kita, table 3
        recorder: Chika
        Aki roll 2 3
        Aki draw actor1 music2
        Aki draw tieup rush
        Ben roll 4 5
        Ben draw director1 script2
        Ben draw promoter chance
        Chika roll 3 4
        Chika draw music3 director3
        Chika draw タイアップキャンペーン プロモーターの介入
        Aki budget small
        Aki place tieup
        Ben budget small
        Chika budget small
        Aki gain large $ M M S S
        Aki cast actor1 lead $ L
        Ben scout music2
        Chika gain large $ M M S S
        Ben cast director1 director $ S S S
        Ben cast script2 script $ M M
        Chika draw strike
        Aki end
        Ben end
        Chika end
        Chika budget medium
        Chika 配置 タイアップキャンペーン
        Ben budget medium
        Ben place promoter 5 -> Chika
        Aki budget medium
        Aki scout script1
        Ben scout actor2
        Chika scout script3
        Aki cast music2 music $ M M
        Aki cast script1 script $ M S
        Ben cast music2 music $ M S S
        Chika cast music3 music $ L M
        Chika cast director3 director $ M M S
        Aki draw monopoly
        Aki end
        Ben end
        Chika end
        Aki budget medium
        Ben budget medium
        Chika budget medium
        Aki scout director3
        Aki cast director3 director $ M S S S
        Ben スカウト 役者1
        Ben 配役 役者1 助演 $ 中 小
        Chika scout actor3
        Chika cast script3 script $ M S S S
        Aki end
        Ben end
        Chika end
        Aki budget medium
        Aki scout actor2
        Aki cast actor2 support $ M S S
        Aki release
        Ben budget medium
        Ben draw network
        Ben end
        Chika budget medium
        Chika 配置 プロモーターの介入 2
        Chika end
        Ben budget medium
        Chika budget medium
        Ben cast actor2 lead $ M M
        Chika cast actor3 lead $ M M S
        Ben 公開
        Chika 公開
        claim: Aki 29, Ben 28, Chika 65
        """
      Then the finding for ET-SCORE depends on ruling ET-RULING-PROMOTER

    Scenario: a promoter aimed at nobody at the table is caught as notation
      When the log continues:
        """
        Ben budget small
        Ben place promoter 5 -> Chika
        """
      Then the referee reports the input error LOG-ACTOR

