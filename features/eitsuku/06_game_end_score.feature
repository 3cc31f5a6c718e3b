@game:eitsuku
Feature: えいつく — えいつくの終了, 成績発表 (the end of the game and the score)
  The game ends when every player has released their film, or after 12 turns. The ranking is decided
  by base points + the release-week correction + the event correction. Claims: the total
  (claim: Aki 64, Ben 34), the winner (claim winner: Aki), and the parts of one player's score,
  claim Aki: sum 4 (the numbers of the five slots), base 54 (the base points), week -5 (the
  release-week correction), event 10 (the event correction), tieup 10 and promoter -3 (its parts for
  those two cards). A wrong base is reported under the clause of the film's combination
  (ET-SCORE-BASE-5 … ET-SCORE-BASE-NONE).
  Three recorded games are used, each to its end (both films released):
  game A: Aki's film actor1 (lead), script1, music1, director1 (four 1s: 4 + 50 = 54) with a tieup placed,
  released in week 4: 64; Ben's film actor2, script3, music2, director2 (three 2s: 9 + 30 = 39),
  released in week 5 (−5): 34.
  game B: Aki's film actor1 (lead), actor1 (support), script1, music1, director1 (five 1s: 5 + 70 = 75)
  with a tieup: 85; Ben's film actor3 (lead, +2 by 役者大賞: 5), script1, music2, director4 (all different:
  12): 12; both released in week 5.
  game C: Aki's film actor1, script1, music2, director2 (two pairs: 6 + 10 = 16; her tieup stays in the
  stock), released in week 4: 16; Ben's film actor2, script2, music1, director3 (a pair: 8 + 10 = 18) with
  巻きを入れる (his week-5 release counts as week 4) and プロモーターの介入 3 (−3): 15.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-GAMEEND-ALL
  Rule: ET-GAMEEND-ALL The game ends when every player has declared the release
    見出し: えいつくの終了：すべてのプレイヤーが公開を宣言したとき
    検索語: ゲーム終了、ゲームの終わり、いつ終わる、全員公開、みんな公開、終了条件、終局、game end, game ends, when does the game end, everyone released, all films out, game over
    原文: 次のいずれかの状態になったとき、ゲームを終了する。
    原文: ・すべてのプレイヤーが公開を宣言したとき
    English: The game ends when one of the following holds: every player has declared the release.
    # The referee cites this clause for a line after the game has ended this way.

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

    Scenario: game A: Ben's release in week 5 ends the game
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact         | value |
        | released Aki | 4     |
        | released Ben | 5     |
        | winner       | Aki   |

    Scenario: a line after the last release is caught
      When the log says "Ben scout actor?"
      Then the referee reports ET-GAMEEND-ALL at "Ben scout actor?"

  @clause:ET-GAMEEND-12
  Rule: ET-GAMEEND-12 The game ends after 12 turns
    見出し: えいつくの終了：12ターンが経過したとき
    検索語: 12週、12ターン、十二、最終週、最終ターン、時間切れ、何ターン、何週、ゲームの長さ、13週目、最後の週、turn limit, how many turns, last week, 12 weeks, time limit, game length, week 13
    原文: 次のいずれかの状態になったとき、ゲームを終了する。
    原文: ・12ターンが経過したとき
    English: The game ends when one of the following holds: 12 turns have passed.
    # A film not released by then counts as released in week 12 (ruling ET-RULING-UNRELEASED). The referee
    # cites this clause for a line of a 13th week.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        # weeks 1 to 11: nobody acts
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        Aki end
        Ben end
        """

    Scenario: the end of week 12 ends the game
      When the log continues:
        """
        # week 12
        Aki end
        Ben end
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact | value |
        | week | 12    |

    Scenario: week 12 is still played
      When the log says "Aki budget small"
      Then the referee accepts the log
      And the table shows:
        | fact | value |
        | week | 12    |

    Scenario: a 13th week is caught
      When the log continues:
        """
        # week 12
        Aki end
        Ben end
        Aki budget small
        """
      Then the referee reports ET-GAMEEND-12 at "Aki budget small"

  @clause:ET-SCORE
  Rule: ET-SCORE The ranking: base points + release-week correction + event correction
    見出し: 成績発表：「基礎点数」+「公開週補正」+「イベント修正」
    検索語: 点数計算、得点計算、順位、勝敗、スコア、合計点、最終得点、計算方法、scoring, how to score, total score, final score, who wins, points calculation
    原文: えいつくの順位は次のように決定される。
    原文: 「基礎点数」+「公開週補正」+「イベント修正」
    English: The ranking of えいつく is decided as follows: base points + release-week correction + event
      correction.
    # The higher total ranks higher (the winner: ET-GOAL). The referee cites this clause for a wrong total,
    # and says which part differs.

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

    Scenario: game A: Aki 54 + 0 + 10 = 64, Ben 39 − 5 + 0 = 34
      When the log says "claim: Aki 64, Ben 34"
      Then the referee accepts the log
      And the table shows:
        | fact                 | value |
        | base Aki             | 54    |
        | week-correction Aki  | 0     |
        | event-correction Aki | 10    |
        | score Aki            | 64    |
        | base Ben             | 39    |
        | week-correction Ben  | -5    |
        | event-correction Ben | 0     |
        | score Ben            | 34    |

    Scenario: Ben's total without his week correction is caught
      When the log says "claim: Aki 64, Ben 39"
      Then the referee reports ET-SCORE at "claim: Aki 64, Ben 39"

  @clause:ET-SCORE-BASE
  Rule: ET-SCORE-BASE Base points: from the numbers of the five roles (主演, 助演, 脚本家, 音楽家, 舞台)
    見出し: 「基礎点数」：『主演』『助演』『脚本家』『音楽家』『舞台』の5つの役割の数字から計算する
    検索語: 基本点、基礎点、数字の合計、足す、役割の数字、5枚の合計、同じ数字のボーナス、基礎点数、基礎点数の計算、sum of numbers, base score, add up the numbers, role numbers, total of roles, bonus for matching numbers, base points
    原文: 「基礎点数」は次のように計算する。
    原文: 『主演』『助演』『脚本家』『音楽家』『舞台』の5つの役割の数字のうち
    原文: 役割の数字の組み合わせ
    原文: 基礎点数
    English: Base points are calculated as follows, from the numbers of the five roles lead, support, script
      writer, composer and 舞台 (the director: ruling ET-RULING-STAGE). Table: combination of the roles'
      numbers — base points.
    # Only the role cards in the role area count; an empty slot (the support, ruling ET-RULING-SUPPORT) adds
    # nothing. The sum of the numbers is the claim part sum. The referee cites this clause for a wrong sum.

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

    Scenario: game A: Aki's numbers add up to 4, Ben's to 9
      When the log continues:
        """
        claim Aki: sum 4
        claim Ben: sum 9
        """
      Then the referee accepts the log
      And the table shows:
        | fact              | value     |
        | slot Aki director | director1 |
        | slot Aki support  | -         |
        | slot Ben lead     | actor2    |

    Scenario: a miscounted sum is caught
      When the log says "claim Ben: sum 10"
      Then the referee reports ET-SCORE-BASE at "claim Ben: sum 10"

  @clause:ET-SCORE-BASE-5
  Rule: ET-SCORE-BASE-5 Five roles of the same number: the sum + 70
    見出し: 5つの役割の数字が同じ数字：合計の数字+70
    検索語: 5枚同じ、全部同じ、ファイブカード、5つ揃う、ボーナス70、+70、five of a kind, all same number, all five match, bonus 70
    原文: 5つの役割の数字が同じ数字である
    原文: 合計の数字+70
    English: The five roles' numbers are all the same: the sum of the numbers + 70.

    Background:
      Given the log so far:
        """
        Aki roll 1 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor3 director4
        Ben draw actor-award ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout actor1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben place actor-award
        Ben scout script1
        Ben cast director4 director $ medium medium small small
        Ben end
        # week 2
        Aki budget medium
        Aki scout script1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast actor3 lead $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki scout director1
        Aki cast actor1 support $ medium small
        Aki end
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # week 4
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast music2 music $ medium medium
        Ben end
        # week 5
        Aki budget medium
        Aki cast director1 director $ medium medium
        Aki release
        Ben cast script1 script $ medium small
        Ben release
        """

    Scenario: game B: Aki's five 1s make 5 + 70 = 75
      When the log continues:
        """
        claim Aki: sum 5, base 75
        claim: Aki 85, Ben 12
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value  |
        | slot Aki support | actor1 |
        | base Aki         | 75     |
        | score Aki        | 85     |

    Scenario: five 1s counted as four of a kind are caught
      When the log says "claim Aki: base 55"
      Then the referee reports ET-SCORE-BASE-5 at "claim Aki: base 55"

  @clause:ET-SCORE-BASE-4
  Rule: ET-SCORE-BASE-4 Four roles of the same number: the sum + 50
    見出し: 4つの役割の数字が同じ数字：合計の数字+50
    検索語: 4枚同じ、フォーカード、4つ揃う、ボーナス50、+50, four of a kind, four match, bonus 50, four same numbers
    原文: 4つの役割の数字が同じ数字である
    原文: 合計の数字+50
    English: Four of the roles' numbers are the same: the sum of the numbers + 50.

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

    Scenario: game A: Aki's four 1s make 4 + 50 = 54
      When the log says "claim Aki: base 54"
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | base Aki | 54    |

    Scenario: four 1s counted as three of a kind are caught
      When the log says "claim Aki: base 34"
      Then the referee reports ET-SCORE-BASE-4 at "claim Aki: base 34"

  @clause:ET-SCORE-BASE-3
  Rule: ET-SCORE-BASE-3 Three roles of the same number: the sum + 30
    見出し: 3つの役割の数字が同じ数字：合計の数字+30
    検索語: 3枚同じ、スリーカード、3つ揃う、ボーナス30、+30、three of a kind, triple, three match, bonus 30
    原文: 3つの役割の数字が同じ数字である
    原文: 合計の数字+30
    English: Three of the roles' numbers are the same: the sum of the numbers + 30.

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

    Scenario: game A: Ben's three 2s and a 3 make 9 + 30 = 39
      When the log says "claim Ben: base 39"
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | base Ben | 39    |

    Scenario: three 2s counted as a pair are caught
      When the log says "claim Ben: base 19"
      Then the referee reports ET-SCORE-BASE-3 at "claim Ben: base 19"

  @clause:ET-SCORE-BASE-2
  Rule: ET-SCORE-BASE-2 Two roles of the same number: the sum + 10
    見出し: 2つの役割の数字が同じ数字：合計の数字+10
    検索語: 2枚同じ、ペア、ワンペア、2つ揃う、ボーナス10、ペアのボーナス、+10, pair, one pair, two match, doubles, bonus 10
    原文: 2つの役割の数字が同じ数字である
    原文: 合計の数字+10
    English: Two of the roles' numbers are the same: the sum of the numbers + 10.
    # Two pairs, or three and two alike: ruling ET-RULING-GROUPS.

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

    Scenario: game C: Ben's pair of 2s makes 8 + 10 = 18
      When the log says "claim Ben: sum 8, base 18"
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | base Ben | 18    |

    Scenario: a pair counted without its 10 is caught
      When the log says "claim Ben: base 8"
      Then the referee reports ET-SCORE-BASE-2 at "claim Ben: base 8"

  @clause:ET-SCORE-BASE-NONE
  Rule: ET-SCORE-BASE-NONE All the numbers different: the sum
    見出し: すべての役割の数字が異なる数字：合計の数字
    検索語: バラバラ、ボーナスなし、揃わない、ペアなし、全部違う、バラバラの数字、全部違う数字、no pair, all different, no bonus, nothing matches, just the sum
    原文: すべての役割の数字が異なる数字である 合計の数字
    English: All the roles' numbers are different: the sum of the numbers.

    Background:
      Given the log so far:
        """
        Aki roll 1 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor3 director4
        Ben draw actor-award ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout actor1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben place actor-award
        Ben scout script1
        Ben cast director4 director $ medium medium small small
        Ben end
        # week 2
        Aki budget medium
        Aki scout script1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast actor3 lead $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki scout director1
        Aki cast actor1 support $ medium small
        Aki end
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # week 4
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast music2 music $ medium medium
        Ben end
        # week 5
        Aki budget medium
        Aki cast director1 director $ medium medium
        Aki release
        Ben cast script1 script $ medium small
        Ben release
        """

    Scenario: game B: Ben's 5 (3 + 2 by 役者大賞), 1, 2 and 4 make 12
      When the log says "claim Ben: base 12"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | base Ben  | 12    |
        | score Ben | 12    |

    Scenario: a bonus for all-different numbers is caught
      When the log says "claim Ben: base 22"
      Then the referee reports ET-SCORE-BASE-NONE at "claim Ben: base 22"

  @clause:ET-SCORE-WEEK
  Rule: ET-SCORE-WEEK Release-week correction: −5 for each week after the first release
    見出し: 「公開週補正」：最初に公開したプレイヤーから遅れた1週ごとに−5点
    検索語: 遅れ、減点、ペナルティ、マイナス5、公開が遅い、遅れて公開、早く公開、1週遅れ、公開週補正、公開週補正とは、late release penalty, penalty, minus 5 per week, release late, first to release, delay, lose 5 points per week late, release-week correction
    原文: 最初に公開したプレイヤーから遅れた週の分の修正計算する。
    原文: 遅れ分 修正点数
    原文: 1 週 − 5点
    原文: 2 週 −10点
    原文: 3 週 −15点
    原文: 4 週 −20点
    原文: 以後1週ごとに−5点
    English: The correction is calculated for the weeks a player released later than the player who released
      first. Weeks late — correction: 1 week −5, 2 weeks −10, 3 weeks −15, 4 weeks −20, and −5 for each
      further week.
    # The first player to release gets 0. The referee cites this clause for a wrong week correction.

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

    Scenario: game A: Aki released first (week 4), Ben one week later
      When the log continues:
        """
        claim Aki: week 0
        claim Ben: week -5
        """
      Then the referee accepts the log
      And the table shows:
        | fact                | value |
        | week-correction Aki | 0     |
        | week-correction Ben | -5    |

    Scenario: Ben's late week forgotten is caught
      When the log says "claim Ben: week 0"
      Then the referee reports ET-SCORE-WEEK at "claim Ben: week 0"

  @clause:ET-SCORE-EVENT
  Rule: ET-SCORE-EVENT Event correction: from the effects of the cards in the event area
    見出し: 「イベント修正」：『イベント場』に配置されているカードの効果による修正
    検索語: イベント点、イベントのボーナス、イベントの得点、場のイベント、手元のイベントは数えない、イベント修正、イベント修正とは、event bonus, event points, do events count in score, modifier, event correction
    原文: イベント場に配置されているカードの効果による修正を計算する。
    原文: イベント名
    原文: 修正点数
    English: The correction from the effects of the cards placed in the event area is calculated. Table: event
      name — correction.
    # Cards left in the stock do not count; nor do the one-week cards that left the event area at an end phase.
    # The referee cites this clause for a wrong event correction.

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

    Scenario: game C: Aki's tieup never left her stock; Ben's promoter counts −3
      When the log continues:
        """
        claim Aki: event 0
        claim Ben: event -3
        """
      Then the referee accepts the log
      And the table shows:
        | fact                 | value            |
        | events Aki           | -                |
        | stock Aki            | small*2 tieup ?? |
        | event-correction Ben | -3               |

    Scenario: the tieup in the stock counted is caught
      When the log says "claim Aki: event 10"
      Then the referee reports ET-SCORE-EVENT at "claim Aki: event 10"

  @clause:ET-SCORE-TIEUP
  Rule: ET-SCORE-TIEUP タイアップキャンペーン: +10 to the final score
    見出し: 【タイアップキャンペーン】：最終得点+10点
    検索語: タイアップ、キャンペーン、プラス10、+10点、ボーナス、tieup, campaign, plus 10, bonus 10, promotion
    原文: 【タイアップキャンペーン】 最終得点+10点
    English: Tie-up campaign: +10 points to the final score.
    # The referee cites this clause for a wrong tieup part.

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

    Scenario: game A: Aki's tieup adds 10
      When the log continues:
        """
        claim Aki: tieup 10, event 10
        """
      Then the referee accepts the log
      And the table shows:
        | fact                 | value |
        | events Aki           | tieup |
        | event-correction Aki | 10    |

    Scenario: a tieup counted for Ben, who placed none, is caught
      When the log says "claim Ben: tieup 10"
      Then the referee reports ET-SCORE-TIEUP at "claim Ben: tieup 10"

  @clause:ET-SCORE-PROMOTER
  Rule: ET-SCORE-PROMOTER プロモーターの介入: the final score minus the declared number
    見出し: 【プロモーターの介入】：最終得点−宣言した数字
    検索語: プロモーター、介入、マイナス、引く、宣言した数、減点、プロモーターのカード、promoter, intervention, minus declared number, subtract, deduction, penalty, promoter card
    原文: 【プロモーターの介入】
    原文: 最終得点−宣言した数字
    English: Promoter's intervention: the final score minus the number declared.
    # The number is declared when the card is placed (Ben place promoter 3; ET-ACTION-EFFECT); it comes off
    # the score of the player whose event area holds the card. The referee cites this clause for a wrong
    # promoter part.

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

    Scenario: game C: Ben's promoter 3 takes 3 off: 18 + 0 − 3 = 15
      When the log continues:
        """
        claim Ben: promoter -3
        claim: Aki 16, Ben 15
        claim winner: Aki
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value           |
        | events Ben | rush promoter 3 |
        | score Ben  | 15              |

    Scenario: the declared number added instead of taken off is caught
      When the log says "claim Ben: promoter 3"
      Then the referee reports ET-SCORE-PROMOTER at "claim Ben: promoter 3"
