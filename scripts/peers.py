#!/usr/bin/env python3
"""The referee beside two peer systems: python-chess reading PGN with legality checks and PokerKit replaying
hand histories, each on its own generated corpus, measured in one process, interleaved, the same way
scripts/benchmark.py measures the project's games.

    .venv/bin/pip install chess pokerkit                     # the peers: not dependencies of the project
    .venv/bin/python scripts/peers.py                        # seven systems, 2,000 generated games/hands each
    .venv/bin/python scripts/peers.py --games 200 --repeat 3 --only python-chess --only curtain-call

Systems and their corpora (N = --games, each generated from --seed by its own random.Random(seed) and
written, one game or hand a file, to a temporary folder):

- the project's five games: ``write_corpus`` of scripts/benchmark.py (each game's own random legal play as
  .log files); full read: ``full_check`` (the referee's ``check_path`` on every file); an event is an event
  line of the log.
- python-chess (PyPI ``chess``): N games whose every move is drawn at random from ``board.legal_moves``,
  until checkmate, stalemate, insufficient material, the 75-move rule or fivefold repetition, or a cap of
  400 half-moves (MAX_PLIES); each written as a .pgn file with the seven standard headers (the result ``*`` for
  a capped game) and its movetext in lines of at most 80 characters. An event is a half-move. Full read
  (``--chess-read``, default ``game``):

  - ``game``: ``chess.pgn.read_game`` with its default visitor (``GameBuilder``): every SAN move is parsed
    against the position it is played in (``Board.parse_san`` accepts only a legal move) and pushed onto
    the board, an illegal or ambiguous move goes to ``game.errors``, which must be empty;
  - ``board``: ``read_game`` with python-chess's ``BoardBuilder`` visitor: the same validated parse
    without building the game tree (an illegal move raises);
  - ``replay``: ``game``, then every move of ``game.mainline_moves()`` is checked with
    ``move in board.legal_moves`` and pushed onto ``game.board()`` (each move's legality checked twice).

- PokerKit (PyPI ``pokerkit``): N no-limit Texas hold'em hands (2-6 players, blinds 50/100, min bet 100,
  stacks 2,000-20,000) played through PokerKit's state API: at each turn a kind of action drawn at random
  among the legal ones (fold only when facing a bet: PokerKit allows a fold when a check is possible, and
  such folds can leave a side pot with nobody in it), a bet or raise to an amount drawn uniformly between
  the least and the most allowed; cards drawn at random from the deck; every hand at showdown is shown.
  Each hand is written with ``HandHistory.from_game_state(...).dumps()`` as a .phh file. An event is an
  entry of the hand history's ``actions`` list (dealings included). Full read: ``HandHistory.load`` on
  the file, then iterating the hand history (which replays every action on PokerKit's state) to the end;
  the final state must be over.

For every system the bare read is ``bare_read`` of scripts/benchmark.py (open, read, decode UTF-8, split
into lines, split lines into whitespace tokens) on its own files. One warm-up pass of everything (every
full read must find every file clean, and the peers must read back exactly the events they were written
with), then --repeat rounds; in each round, every system in turn: its bare read, then its full read.
Reported: best and median events per second of the full read, and its cost as a multiple of that system's
own bare read (best over best, median over median). The 1-minute load average is printed before and after
the rounds, since these figures are only as good as the machine was quiet.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
ROOT = SCRIPTS.parent
sys.path.insert(0, str(SCRIPTS))

from benchmark import ORDER, bare_read, full_check, machine, rate, write_corpus  # noqa: E402

from referee.core import game as registry  # noqa: E402  (benchmark.py put the repository on sys.path)

PEERS = ("python-chess", "pokerkit")
#: system -> (PyPI package, module imported)
PACKAGES = {"python-chess": ("chess", "chess.pgn"), "pokerkit": ("pokerkit", "pokerkit.notation")}
MAX_PLIES = 400  # a random chess game still going after 200 moves is cut there (result "*")
CHESS_READS = ("game", "board", "replay")


# -- the peers, when they are there ------------------------------------------------------------------------


def install_hint(packages: list[str]) -> str:
    """The command that installs ``packages`` into the interpreter running this script."""
    venv = ROOT / ".venv"
    if Path(sys.prefix).resolve() == venv.resolve():
        return ".venv/bin/pip install " + " ".join(packages)
    return f"{sys.executable} -m pip install " + " ".join(packages)


def missing_peers(systems: list[str]) -> list[str]:
    """The PyPI packages of the peers among ``systems`` that cannot be imported."""
    missing = []
    for s in systems:
        if s in PACKAGES:
            package, module = PACKAGES[s]
            try:
                importlib.import_module(module)
            except ImportError:
                missing.append(package)
    return missing


def version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "?"


# -- python-chess --------------------------------------------------------------------------------------------


def chess_corpus(n: int, seed: int, folder: Path) -> tuple[list[Path], int]:
    """``n`` random legal chess games as .pgn files in ``folder``; their paths and half-move count."""
    import chess
    import chess.pgn

    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths, events = [], 0
    for i in range(n):
        board = chess.Board()
        seen: dict[str, int] = {}  # positions since the last capture or pawn move (for fivefold repetition)
        while len(board.move_stack) < MAX_PLIES:
            moves = list(board.legal_moves)
            if not moves or board.is_insufficient_material() or board.halfmove_clock >= 150:
                break
            if board.halfmove_clock == 0:
                seen.clear()
            key = board.fen().rsplit(" ", 2)[0]
            seen[key] = seen.get(key, 0) + 1
            if seen[key] >= 5:
                break
            board.push(rng.choice(moves))
        game = chess.pgn.Game.from_board(board)
        outcome = board.outcome()
        game.headers.update({"Event": "Random legal play", "Site": "scripts/peers.py", "Date": "????.??.??",
                             "Round": str(i + 1), "White": "random", "Black": "random",
                             "Result": outcome.result() if outcome else "*"})
        p = folder / f"chess-{i:06d}.pgn"
        p.write_text(game.accept(chess.pgn.StringExporter(columns=80)) + "\n", encoding="utf-8")
        paths.append(p)
        events += len(board.move_stack)
    return paths, events


def chess_reader(how: str) -> Callable[[list[Path]], int]:
    """The full read of a PGN corpus; it returns the number of files not read clean."""
    import chess.pgn

    read_game = chess.pgn.read_game

    def game(paths: list[Path]) -> int:
        bad = 0
        for p in paths:
            with open(p, encoding="utf-8") as f:
                g = read_game(f)
            if g is None or g.errors:
                bad += 1
        return bad

    def board(paths: list[Path]) -> int:
        bad = 0
        for p in paths:
            with open(p, encoding="utf-8") as f:
                try:
                    if read_game(f, Visitor=chess.pgn.BoardBuilder) is None:
                        bad += 1
                except ValueError:
                    bad += 1
        return bad

    def replay(paths: list[Path]) -> int:
        bad = 0
        for p in paths:
            with open(p, encoding="utf-8") as f:
                g = read_game(f)
            if g is None or g.errors:
                bad += 1
                continue
            b = g.board()
            for move in g.mainline_moves():
                if move not in b.legal_moves:
                    bad += 1
                    break
                b.push(move)
        return bad

    return {"game": game, "board": board, "replay": replay}[how]


def chess_events_read(paths: list[Path]) -> int:
    """The half-moves python-chess reads back from the files (checked once, before the rounds)."""
    import chess.pgn

    n = 0
    for p in paths:
        with open(p, encoding="utf-8") as f:
            n += sum(1 for _move in chess.pgn.read_game(f).mainline_moves())
    return n


# -- PokerKit ------------------------------------------------------------------------------------------------


def poker_hand(rng: random.Random, i: int):
    """One random no-limit hold'em hand played through PokerKit's state; its hand history."""
    from pokerkit import Automation, HandHistory, Mode, NoLimitTexasHoldem

    # the automations a hand history replays with, less the card burning: PokerKit burns from its own
    # shuffled deck, which would make the cards left to draw depend on the global random state
    automations = tuple(a for a in HandHistory.__dataclass_fields__["automations"].default
                        if a is not Automation.CARD_BURNING)
    players = rng.randint(2, 6)
    game = NoLimitTexasHoldem(automations, True, 0, (50, 100), 100, mode=Mode.CASH_GAME)
    state = game([rng.randrange(20, 201) * 100 for _ in range(players)], players)

    def draw(k: int) -> str:
        return "".join(map(repr, rng.sample(sorted(state.deck_cards, key=repr), k)))

    while state.status:
        if state.can_burn_card():
            state.burn_card("??")
        elif state.can_deal_hole():
            state.deal_hole(draw(2))
        elif state.can_deal_board():
            state.deal_board(draw(state.board_dealing_count))
        elif state.actor_index is not None:
            kinds = [kind for kind, legal in (("fold", state.checking_or_calling_amount > 0 and state.can_fold()),
                                              ("check or call", state.can_check_or_call()),
                                              ("bet or raise", state.can_complete_bet_or_raise_to())) if legal]
            kind = rng.choice(kinds)
            if kind == "fold":
                state.fold()
            elif kind == "check or call":
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(rng.randint(state.min_completion_betting_or_raising_to_amount,
                                                           state.max_completion_betting_or_raising_to_amount))
        elif state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards(True)
        else:  # pragma: no cover - PokerKit left the hand waiting on something this loop does not do
            raise RuntimeError(f"hand {i}: nothing to do in {state!r}")
    return HandHistory.from_game_state(game, state, hand=i + 1,
                                       players=[f"player{j + 1}" for j in range(players)])


def poker_corpus(n: int, seed: int, folder: Path) -> tuple[list[Path], int]:
    """``n`` random hold'em hands as .phh files in ``folder``; their paths and action count."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths, events = [], 0
    for i in range(n):
        hh = poker_hand(rng, i)
        p = folder / f"pokerkit-{i:06d}.phh"
        p.write_text(hh.dumps() + "\n", encoding="utf-8")
        paths.append(p)
        events += len(hh.actions)
    return paths, events


def poker_read(paths: list[Path]) -> int:
    """The full read of a PHH corpus: load and replay every hand; the number of hands not replayed whole."""
    from pokerkit import HandHistory

    load = HandHistory.load
    bad = 0
    for p in paths:
        with open(p, "rb") as f:
            hh = load(f)
        state = None
        try:
            for state in hh:
                pass
        except ValueError:
            bad += 1
            continue
        if state is None or state.status:
            bad += 1
    return bad


def poker_events_read(paths: list[Path]) -> int:
    """The actions PokerKit applies when it replays the files (checked once, before the rounds)."""
    from pokerkit import HandHistory

    n = 0
    for p in paths:
        with open(p, "rb") as f:
            n += sum(action is not None for _state, action in HandHistory.load(f).state_actions)
    return n


# -- the measurement ---------------------------------------------------------------------------------------


@dataclass
class System:
    name: str
    title: str
    paths: list[Path]
    events: int
    full: Callable[[list[Path]], int]
    events_read: Callable[[list[Path]], int] | None = None


def load_average() -> float | None:
    try:
        return os.getloadavg()[0]
    except OSError:  # pragma: no cover - no load average on this platform
        return None


def parse(argv: list[str] | None) -> argparse.Namespace:
    """The command line (tests/test_benchmark_script.py parses the commands docs/performance.md shows)."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2000, help="generated games (or hands) per system (default 2000)")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--repeat", type=int, default=5, help="interleaved rounds (default 5)")
    ap.add_argument("--only", action="append", choices=[*ORDER, *PEERS], metavar="NAME",
                    help=f"only this system (repeatable): {', '.join([*ORDER, *PEERS])}")
    ap.add_argument("--chess-read", choices=CHESS_READS, default="game",
                    help="python-chess's full read: game (read_game, the default), board (read_game with "
                         "BoardBuilder), replay (read_game, then every move checked and pushed again)")
    ap.add_argument("--keep", metavar="DIR", help="write the corpora to DIR and keep them")
    ap.add_argument("--json", action="store_true", help="the figures as JSON")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    chosen = args.only or [*ORDER, *PEERS]
    systems_order = [s for s in (*ORDER, *PEERS) if s in chosen]

    missing = missing_peers(systems_order)
    if missing:
        print(f"scripts/peers.py: {' and '.join(missing)} not installed: the peers it measures (PyPI chess for "
              f"python-chess, pokerkit for PokerKit) are not dependencies of the project. Install "
              f"{'it' if len(missing) == 1 else 'them'} with:\n    {install_hint(missing)}", file=sys.stderr)
        return 2

    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="referee-peers-"))
    try:
        systems: list[System] = []
        for s in systems_order:
            t0 = time.perf_counter()
            if s == "python-chess":
                paths, events = chess_corpus(args.games, args.seed, tmp / s)
                system = System(s, f"python-chess {version('chess')}", paths, events, chess_reader(args.chess_read),
                                chess_events_read)
            elif s == "pokerkit":
                paths, events = poker_corpus(args.games, args.seed, tmp / s)
                system = System(s, f"PokerKit {version('pokerkit')}", paths, events, poker_read, poker_events_read)
            else:
                paths, events = write_corpus(s, args.games, args.seed, tmp / s)
                system = System(s, registry.get(s).title.split(" (")[0], paths, events, full_check)
            systems.append(system)
            print(f"corpus  {s:13} {args.games} files, {events:,} events, "
                  f"{sum(p.stat().st_size for p in paths) / 1e6:.2f} MB ({time.perf_counter() - t0:.1f} s)",
                  file=sys.stderr)
        for system in systems:  # warm-up; every file must be read clean, and read back with its events
            bad = system.full(system.paths)
            bare_read(system.paths)
            if bad:
                print(f"{system.name}: {bad} of the generated files are not read clean", file=sys.stderr)
                return 1
            if system.events_read is not None and (got := system.events_read(system.paths)) != system.events:
                print(f"{system.name}: {got:,} events read back, {system.events:,} written", file=sys.stderr)
                return 1
        bare: dict[str, list[float]] = {s.name: [] for s in systems}
        full: dict[str, list[float]] = {s.name: [] for s in systems}
        load_before = load_average()
        for _round in range(args.repeat):  # interleaved: every system and its own bare read in each round
            for system in systems:
                t0 = time.perf_counter()
                bare_read(system.paths)
                t1 = time.perf_counter()
                system.full(system.paths)
                t2 = time.perf_counter()
                bare[system.name].append(t1 - t0)
                full[system.name].append(t2 - t1)
        load_after = load_average()
        rows = []
        for system in systems:
            b, f, ev = bare[system.name], full[system.name], system.events
            rows.append({
                "system": system.name, "title": system.title, "events": ev, "files": len(system.paths),
                "bare_best": rate(ev, min(b)), "bare_median": rate(ev, statistics.median(b)),
                "best": rate(ev, min(f)), "median": rate(ev, statistics.median(f)),
                "ratio_best": min(f) / min(b), "ratio_median": statistics.median(f) / statistics.median(b),
            })
        if args.json:
            print(json.dumps({"machine": machine(), "games": args.games, "seed": args.seed, "repeat": args.repeat,
                              "chess_read": args.chess_read,
                              "load_average": {"before": load_before, "after": load_after}, "rows": rows},
                             indent=1, ensure_ascii=False))
            return 0
        print(machine())
        load = (f"load average (1 min) {load_before:.2f} before the rounds, {load_after:.2f} after"
                if load_before is not None and load_after is not None else "load average unknown")
        print(f"{args.games} generated games (hands) per system, seed {args.seed}, {args.repeat} interleaved rounds; "
              f"{load}")
        if "python-chess" in chosen:
            print(f"python-chess full read: {args.chess_read}")
        print()
        print("| system | events | bare read, best ev/s | full read, best ev/s | full read, median ev/s "
              "| × own bare read (best) | × own bare read (median) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for r in rows:
            print(f"| {r['title']} | {r['events']:,} | {r['bare_best']:,.0f} | {r['best']:,.0f} | {r['median']:,.0f} "
                  f"| {r['ratio_best']:.1f}× | {r['ratio_median']:.1f}× |")
        return 0
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
