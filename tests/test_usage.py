"""A verb's arguments, typed (referee/core/usage.py; issue 30, part 5): every verb of every game reads into its
actor and typed arguments where it is declared; a placeholder of no kind is refused there; the table's verbs are
those whose usage's actor is the table; the console writes its probes from the types."""

from __future__ import annotations

import sys

import pytest

from referee.console.steps import probe_text
from referee.core import game as registry
from referee.core.game import Verb
from referee.core.table import TableState
from referee.core.usage import Arg, Kind, read_usage

GAMES = registry.all_games()


def _state_class(game: registry.Game) -> type[TableState]:
    mod = sys.modules[type(game).__module__]
    return next(o for o in vars(mod).values() if isinstance(o, type) and issubclass(o, TableState)
                and o is not TableState and o.__module__ == mod.__name__)


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_verb_is_typed_and_the_tables_verbs_are_those_the_table_writes(game):
    state = _state_class(game)
    for verb in game.verbs:
        sig = verb.signature
        assert sig.by_table == (sig.actor == "table"), verb
        assert all(isinstance(a.kind, Kind) for a in sig.args)
        # every word of the usage's first form is an argument, or inside the free text that ends it
        assert len(sig.args) >= 1 or verb.usage.split(" | ")[0].split()[2:] == [], verb.usage
    assert state.table_verbs == frozenset(v.name for v in game.verbs if v.signature.by_table and v.name != "undo")


def test_a_usage_reads_into_typed_arguments():
    sig = read_usage("PLAYER play CARD [R1|R2] [pay N] [link N]", {"R1": Kind.WORD, "R2": Kind.WORD})
    assert (sig.actor, sig.by_table) == ("PLAYER", False)
    assert sig.args == (Arg("CARD", Kind.CARD), Arg("R1|R2", Kind.CHOICE, True, False, ("R1", "R2")),
                        Arg("pay", Kind.WORD, True, False, ("pay",)), Arg("N", Kind.NUMBER, True),
                        Arg("link", Kind.WORD, True, False, ("link",)), Arg("N", Kind.NUMBER, True))
    sig = read_usage("table deal PLAYER CARD…")
    assert sig.by_table and sig.args == (Arg("PLAYER", Kind.PLAYER), Arg("CARD…", Kind.CARD, False, True))
    # a group's other way of writing it is left out; a placeholder among literal words; a cost; free text
    assert read_usage("PLAYER main DIE [-> TOP/FRONT | -> TOP]", {"TOP/FRONT": Kind.THING}).args == (
        Arg("DIE", Kind.DIE), Arg("->", Kind.WORD, True, False, ("->",)), Arg("TOP/FRONT", Kind.THING, True))
    assert read_usage("PLAYER fight FRONT [WINNER|draw]", {"FRONT": Kind.THING, "WINNER": Kind.PLAYER}).args[1] == \
        Arg("WINNER|draw", Kind.PLAYER, True, False, ("draw",))
    assert read_usage("PLAYER soldier CARD $BL").args[1] == Arg("$BL", Kind.COST, False, False, ("$BL",))
    assert read_usage("PLAYER effect EVENT: WHAT IT DID", {"EVENT:": Kind.CARD, "WHAT": Kind.TEXT}).args == (
        Arg("EVENT:", Kind.CARD), Arg("WHAT", Kind.TEXT))
    # the second form of a usage is another way to write it: the first is read
    assert read_usage("PLAYER redo CARD main|sub DIE | PLAYER redo none").args[1].choices == ("main", "sub")


@pytest.mark.parametrize("usage,why", [
    ("PLAYER charge UNIT", "'UNIT' has no kind"),
    ("LUMINA scout CARD", "neither table nor a player's placeholder"),
    ("PLAYER play [CARD", "unbalanced"),
    ("PLAYER", "names the actor and the verb"),
])
def test_a_usage_the_core_cannot_type_is_refused_where_the_verb_is_declared(usage, why):
    with pytest.raises(ValueError, match=why):
        Verb("x", usage, "…")


def test_the_consoles_probe_is_written_from_the_types():
    players = ["Aki", "Ben"]
    verbs = {(g.name, v.name): v for g in GAMES for v in g.verbs}
    assert probe_text(verbs["curtain-call", "scout"], "Aki", players) == "Aki scout ??"  # [NOX] optional: left out
    assert probe_text(verbs["curtain-call", "deal"], "table", players) == "table deal Aki ??"
    assert probe_text(verbs["blackpoker", "soldier"], "Aki", players) == "Aki soldier ?? $BL"
    assert probe_text(verbs["blackpoker", "throw"], "Aki", players) == "Aki throw ?? ?? -> Ben"
    assert probe_text(verbs["blackpoker", "answer"], "Aki", players) == "Aki answer life ??"
    assert probe_text(verbs["crown-crest", "assign"], "Aki", players) == "Aki assign ?? ??"
    assert probe_text(verbs["nozoku", "main"], "Aki", players) == "Aki main ??"
