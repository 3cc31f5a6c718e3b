@game:eitsuku
Feature: えいつく — ターンの進行: セット, エンド (the week: set and end phases, the end of the turn)
  In the set phase a player may draw an event card and cast role cards, each paying its number + 2 from
  the stock to the discard area; at most 5 budget cards a week go into the set phase's payments and the
  scout phase's turning over together, and turned-over cards cannot pay. In the end phase a player whose
  lead, script, music and director slots are filled may release the film (公開); otherwise the week is
  over for them. The turn ends when every player's end phase is over.
  Lines: draw (引く) and cast (配役) in the set phase, end (終了) and release (公開) in the end phase.
  Aki starts with music2 script4 and tieup ??, Ben with actor5 director1 and two unseen events.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      Aki roll 3 5
      Aki draw music2 script4
      Aki draw tieup ??
      Ben roll 1 4
      Ben draw actor5 director1
      Ben draw ?? ??
      """

  @clause:ET-SET-DRAW
  Rule: ET-SET-DRAW Set phase: one card from the event pile into the stock
    見出し: セットフェイズ：『イベントカード山』より1枚ドローして『ストック場』に配置する
    検索語: イベントを引く、イベントカードを引く、ドロー、何枚引ける、1枚引く、イベント補充、セットフェイズ、draw event, draw an event card, how many events to draw, get events, set phase, set phase draw
    原文: セットフェイズでは次の行動を行うことができる。
    原文: ・『イベントカード山』より1枚ドローして『ストック場』に配置する
    English: In the set phase a player can do the following: draw one card from the event card pile and put it
      into the stock; (cast role cards: ET-SET-CAST).
    # The sentence does not say how many actions: the draw is done once, and any number of role cards may
    # be cast within the week's 5 budget cards (ruling ET-RULING-SET-ACTIONS; 電撃発表 allows a second draw,
    # ET-FACT-SURPRISE). The referee cites this clause for more than one card, a second draw in the same set
    # phase, or a card that is not an event card.

    Scenario: an unseen event card
      When the log says "Aki draw ??"
      Then the referee accepts the log
      And the table shows:
        | fact             | value                                    |
        | stock Aki        | small*5 medium*2 script4 music2 tieup ??*2 |
        | pile-count event | 55                                       |
        | phase Aki        | set                                      |

    Scenario: a hurried recorder: Ben 引く 巻きを入れる
      When the log says "Ben 引く 巻きを入れる"
      Then the referee accepts the log
      And the table shows:
        | fact      | value                                       |
        | stock Ben | small*5 medium*2 actor5 director1 rush ??*2 |

    Scenario: an event card drawn and a role card cast in one set phase
      When the log continues:
        """
        Aki budget small
        Aki draw ??
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                    |
        | slot Aki music | music2                   |
        | stock Aki      | small*6 script4 tieup ??*2 |

    Scenario: two event cards at once are caught
      When the log says "Aki draw ?? ??"
      Then the referee reports ET-SET-DRAW at "Aki draw ?? ??"

    Scenario: a second event card in the same set phase is caught
      When the log continues:
        """
        Aki draw ??
        Aki cast music2 music $ medium medium
        Aki draw rush
        """
      Then the referee reports ET-SET-DRAW at "Aki draw rush"

    Scenario: the same card drawn twice in a row is a second draw, not a line written twice
      # issue 31: the event pile holds four of each card, so two draws of 強行軍 are two acts; the log is the record
      When the log continues:
        """
        Aki draw rush
        Aki draw rush
        """
      Then the referee reports ET-SET-DRAW at "Aki draw rush"
      And the referee reports only ET-SET-DRAW

    Scenario: a role card drawn in the set phase is caught
      When the log continues:
        """
        Aki scout actor?
        Aki draw actor3
        """
      Then the referee reports ET-SET-DRAW at "Aki draw actor3"

  @clause:ET-SET-CAST
  Rule: ET-SET-CAST Set: pay the role card's number + 2 from the stock to the discard area, and put it into a slot
    見出し: セットフェイズ：『数字+2』のコストを『捨て札場』へ移動し、【役割カード】を『役割場』に配置する
    検索語: 配役、キャスティング、役割を置く、雇う、起用、コストはいくら、数字+2、役者を置く、どの枠、役割カードのコスト、配役のコスト、cast, hire, casting cost, how much does a role cost, number plus two, pay for role, cost to cast a role card, role card costs
    原文: ・【役割カード】の『数字+2』のコストを『ストック場』より『捨て札場』へ移動し、その【役割カード】をカードを『役割場』の『主演』『助演』『脚本家』『音楽家』『演出家』のいずれかに配置する。
    English: Move budget worth the role card's number + 2 from the stock to the discard area, and put that role
      card into one of the slots of the role area: lead (主演), support (助演), script writer, composer, director.
    # Written Aki cast actor3 lead $ small medium medium (配役 役者3 主演 $ 小 中 中). Several role cards may be
    # cast in one set phase, within the week's 5 budget cards (ruling ET-RULING-SET-ACTIONS). A role card goes
    # into a slot of its kind: an actor into lead or support (ruling ET-RULING-SLOT-KIND); more than the cost
    # may be paid (ruling ET-RULING-PAY). The referee cites this clause when the payment is worth less than
    # the number + 2.

    Scenario: music2 for 4, into the music slot
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                   |
        | slot Aki music | music2                  |
        | stock Aki      | small*6 script4 tieup ?? |
        | discard-count  | 2                       |

    Scenario: actor5 for 7, into the support slot
      When the log continues:
        """
        Ben budget small
        Ben cast actor5 support $ medium medium small small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value                  |
        | slot Ben support | actor5                 |
        | slot Ben lead    | -                      |
        | stock Ben        | small*3 director1 ??*2 |

    Scenario: two role cards cast in one set phase with five budget cards
      When the log continues:
        """
        Aki budget small
        Aki scout actor1
        Aki cast music2 music $ medium medium
        Aki cast actor1 lead $ small small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                    |
        | slot Aki lead  | actor1                   |
        | slot Aki music | music2                   |
        | stock Aki      | small*3 script4 tieup ?? |
        | discard-count  | 5                        |

    Scenario: a hurried recorder's 役者3 paid with 小 小 中 (4 of 5) is caught
      When the log continues:
        """
        Aki 予算 小
        Aki スカウト 役者3
        Aki 配役 役者3 主演 $ 小 小 中
        """
      Then the referee reports ET-SET-CAST at "Aki 配役 役者3 主演 $ 小 小 中"

  @clause:ET-SET-LIMIT
  Rule: ET-SET-LIMIT At most 5 budget cards: those turned over and those paid to the discard area together
    見出し: 使える【予算カード】は『裏返し』と『捨て札場』を合わせて5枚まで
    検索語: 上限、最大、5枚まで、使える枚数、何枚使える、予算の上限、1週に、制限、limit, maximum, budget cap, how many budget cards per week, at most five, spending limit, budget limit
    原文: セットフェイズに使用できる【予算カード】は『裏返し』にしたものと『捨て札場』を合わせて5枚までとし、『裏返し』にされた【予算カード】はコストとして『捨て札場』に移動させることはできない。
    English: The budget cards a player can use in the set phase are at most 5, counting those turned over
      and those put into the discard area together; turned-over budget cards cannot be moved to the discard
      area as cost.
    # Those turned over this week in the scout phase count. The referee cites this clause when the cards
    # turned over this week and the cards paid this week come to more than 5.

    Scenario: three turned over and two paid make five
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ small small small
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                           |
        | stock Aki   | small*6 medium script4 tieup ?? |
        | flipped Aki | small*3                         |
        | discard-count | 2                             |

    Scenario: three turned over and three paid are caught
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ small small small
        Aki cast script4 script $ medium medium medium
        """
      Then the referee reports ET-SET-LIMIT at "Aki cast script4 script $ medium medium medium"

    Scenario: six small cards paid are caught
      When the log continues:
        """
        Aki budget small
        Aki cast script4 script $ small small small small small small
        """
      Then the referee reports ET-SET-LIMIT at "Aki cast script4 script $ small small small small small small"

  @clause:ET-SET-FLIPPED
  Rule: ET-SET-FLIPPED A turned-over budget card cannot pay
    見出し: 『裏返し』にした【予算カード】はコストとして『捨て札場』に移動できない
    検索語: 裏返したカード、裏向き、伏せた、ひっくり返した、払えない、支払いに使える、flipped, turned over card, can flipped cards pay, use flipped budget
    原文: セットフェイズに使用できる【予算カード】は『裏返し』にしたものと『捨て札場』を合わせて5枚までとし、『裏返し』にされた【予算カード】はコストとして『捨て札場』に移動させることはできない。
    English: (As ET-SET-LIMIT.) A budget card that was turned over cannot be moved to the discard area as cost.
    # The turned card stays face down in the stock until the end phase (ruling ET-RULING-FLIP). The referee
    # cites this clause when a payment needs more face-up cards of a size than the stock holds.

    Scenario: the face-up medium cards pay, the turned one stays
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ medium small
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                            |
        | stock Aki   | small*6 medium script4 tieup ??  |
        | flipped Aki | small medium                     |

    Scenario: a turned-over medium card paid is caught
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ medium small
        Aki cast script4 script $ medium medium medium
        """
      Then the referee reports ET-SET-FLIPPED at "Aki cast script4 script $ medium medium medium"

  @clause:ET-SET-NEXT
  Rule: ET-SET-NEXT After the set phase comes the end phase
    見出し: セットフェイズが終了したらエンドフェイズに移行する
    検索語: セットの次、セットの後、フェイズの順番、次はエンド、流れ、phase order, what comes next, sequence, set then end, after set
    原文: セットフェイズが終了したらエンドフェイズに移行する。
    English: When the set phase is over, the player moves to the end phase.
    # The referee cites this clause for a set-phase line after the player's end or release in the same week.

    Scenario: the cast, then the end
      When the log continues:
        """
        Aki cast music2 music $ medium medium
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase Aki | end   |
        | week      | 1     |

    Scenario: a cast after the end phase is caught
      When the log continues:
        """
        Aki end
        Aki cast music2 music $ medium medium
        """
      Then the referee reports ET-SET-NEXT at "Aki cast music2 music $ medium medium"

  @clause:ET-END-RELEASE
  Rule: ET-END-RELEASE End phase: with the lead, script, music and director slots filled, a player may release the film
    見出し: エンドフェイズ：『主演』『脚本家』『音楽家』『演出家』が埋まっていれば公開を宣言する
    検索語: 上映、リリース、封切り、完成、公開条件、いつ公開できる、揃ったら、4つ埋まる、4つの枠、揃っていない、4枠、公開、公開宣言、公開する、映画の公開、公開の条件、公開に必要な役割、何週目でも公開できる、publish, premiere, finish the film, complete the movie, when can I release, requirements, four slots filled, composer slot, writer slot, director slot, lead slot, release without all four, release the film, declare the release, roles needed to release, release in any week
    原文: ・『主演』『脚本家』『音楽家』『演出家』の4つの『役割場』に役割が配置されている場合、公開を宣言する。
    English: When roles are placed in the four slots lead, script writer, composer and director, the player
      (may) declare the release (公開) of the film.
    # The support slot is not needed (ruling ET-RULING-SUPPORT). The week of the release counts for the
    # score (ET-SCORE-WEEK). The referee cites this clause for a release with one of the four slots empty.

    Background:
      Given the log so far:
        """
        # week 1
        Aki budget small
        Aki scout actor1
        Aki cast music2 music $ medium medium
        Aki end
        Ben budget small
        Ben end
        # week 2
        Aki budget medium
        Aki scout director1
        Aki cast script4 script $ medium small small small small
        Aki end
        Ben end
        # week 3
        Aki budget medium
        Aki cast actor1 lead $ medium small
        """

    Scenario: week 4: the director is cast, and the film is released
      When the log continues:
        """
        Aki end
        Ben end
        # week 4
        Aki budget medium
        Aki cast director1 director $ medium small
        Aki 公開
        """
      Then the referee accepts the log
      And the table shows:
        | fact              | value     |
        | released Aki      | 4         |
        | phase Aki         | released  |
        | slot Aki director | director1 |
        | slot Aki support  | -         |
        | stock Aki         | tieup ??  |

    Scenario: a release without a director is caught
      When the log says "Aki release"
      Then the referee reports ET-END-RELEASE at "Aki release"

  @clause:ET-END-WAIT
  Rule: ET-END-WAIT After the release a player acts no more, and waits for the others
    見出し: 公開を宣言したら次の週より行動できず、すべてのプレイヤーが終わるまで待機する
    検索語: 公開後、待つ、待機、何もできない、休み、抜ける、終わるまで待つ、公開宣言の後、宣言後、公開済み、もう行動できない、公開したプレイヤー、after release, wait, sit out, no more actions, can I still play, finished player, already released, released players
    原文: 宣言を行った場合、次の週より行動することはできない。
    原文: すべてのプレイヤーが終わるまで待機すること。
    English: A player who has declared the release cannot act from the next week on. They wait until every
      player is done.
    # The referee cites this clause for a line of a released player in a later week.

    Background:
      Given the log so far:
        """
        # week 1
        Aki budget small
        Aki scout actor1
        Aki cast music2 music $ medium medium
        Aki end
        Ben budget small
        Ben end
        # week 2
        Aki budget medium
        Aki scout director1
        Aki cast script4 script $ medium small small small small
        Aki end
        Ben end
        # week 3
        Aki budget medium
        Aki cast actor1 lead $ medium small
        Aki end
        Ben end
        # week 4
        Aki budget medium
        Aki cast director1 director $ medium small
        Aki release
        Ben end
        """

    Scenario: Ben goes on alone in weeks 5 and 6
      When the log continues:
        """
        Ben budget medium
        Ben end
        Ben budget medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value    |
        | week         | 6        |
        | phase Aki    | released |
        | released Aki | 4        |
        | released Ben | -        |

    Scenario: Aki's scout in week 5 is caught
      When the log says "Aki scout actor?"
      Then the referee reports ET-END-WAIT at "Aki scout actor?"

  @clause:ET-END-WEEK
  Rule: ET-END-WEEK End phase: without a release, the week's actions are over
    見出し: エンドフェイズ：公開を宣言しない場合、その週の行動を終了する
    検索語: ターン終了、週を終える、パス、終了宣言、公開しない、おしまい、エンドフェイズ、エンドフェイズでやること、end turn, pass, finish my turn, done for the week, not releasing, end phase, end phase actions
    原文: エンドフェイズでは次のいずれか行動を行うことができる。
    原文: ・公開を宣言しない場合、その週の行動を終了する。
    English: In the end phase a player can do one of the following: (release, ET-END-RELEASE); if they do not
      declare the release, they end their actions for the week.
    # Written Aki end (終了). The budget cards turned over this week turn face up again (ruling
    # ET-RULING-FLIP). The referee cites this clause for a release or a second end after the player's end in
    # the same week.

    Scenario: a medium card gained; at the end its three small cards turn face up
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ small small small
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                  |
        | phase Aki   | end                                    |
        | flipped Aki | -                                      |
        | stock Aki   | small*6 medium*3 script4 music2 tieup ?? |

    Scenario: a release after the end is caught
      When the log continues:
        """
        Aki end
        Aki release
        """
      Then the referee reports ET-END-WEEK at "Aki release"

  @clause:ET-TURN-END
  Rule: ET-TURN-END The turn ends when every player's end phase is over
    見出し: すべてのプレイヤーのエンドフェイズが終了したらそのターンを終了する
    検索語: 全員済んだら、ターンの切り替わり、週の区切り、次の週へ、全員そろったら、round over, next week, everyone finished, turn over for all, when does the turn end
    原文: すべてのプレイヤーのエンドフェイズが終了したらそのターンを終了する。
    English: When every player's end phase is over, the turn ends.
    # Then the next week begins (ET-WEEK-START). The referee cites this clause for a start-phase line of the
    # next week by a player while another player has not finished the end phase.

    Scenario: both players end, and week 2 begins
      When the log continues:
        """
        Aki end
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | week      | 2     |
        | phase Aki | start |
        | phase Ben | start |

    Scenario: Aki's next start phase before Ben has ended is caught
      When the log continues:
        """
        Aki budget small
        Aki end
        Aki budget small
        """
      Then the referee reports ET-TURN-END at "Aki budget small"
