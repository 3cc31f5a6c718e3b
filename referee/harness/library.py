"""The step library. Game-agnostic: scenarios speak the game's own notation.

Given steps build a log (header and events); Then steps ask the referee.
"""

from __future__ import annotations

from .registry import given, then, when
from .world import World


# -- Given: the log so far ------------------------------------------------------

@given("a {game:S} game between {a:w} and {b:w}:")
def game_between_with_events(world: World, game: str, a: str, b: str, docstring: str | None) -> None:
    world.add_header(f"game: {game}")
    world.add_header(f"players: {a} {b}")
    world.add_events(docstring or "")


@given("a {game:S} game between {a:w} and {b:w}")
def game_between(world: World, game: str, a: str, b: str) -> None:
    world.add_header(f"game: {game}")
    world.add_header(f"players: {a} {b}")


@given("a {game:S} game for {players}:")
def game_for_with_events(world: World, game: str, players: str, docstring: str | None) -> None:
    world.add_header(f"game: {game}")
    world.add_header("players: " + " ".join(players.replace(",", " ").replace(" and ", " ").split()))
    world.add_events(docstring or "")


@given("the log:")
def whole_log(world: World, docstring: str | None) -> None:
    lines = (docstring or "").splitlines()
    split = 0
    for i, line in enumerate(lines):
        s = line.split("#")[0].strip()
        if s and ":" in s.split()[0] + (s.split()[1] if len(s.split()) > 1 else ""):
            split = i + 1
        elif s:
            break
        else:
            split = i + 1
    def key(line: str) -> str | None:
        head = line.split("#")[0].split(":")[0].split()
        return " ".join(head).lower() if head and ":" in line.split("#")[0] else None

    given = {key(ln) for ln in lines[:split]} - {None}
    # the whole log's header replaces the lines of the background's header that it gives again
    world.header[:] = [ln for ln in world.header if key(ln) not in given or key(ln) == "claim"]
    world.header.extend(lines[:split])
    world.add_events("\n".join(lines[split:]))


@given('the option {name} is "{value}"')
def option(world: World, name: str, value: str) -> None:
    world.add_header(f"option {name}: {value}")


@given("the log so far:")
def log_so_far(world: World, docstring: str | None) -> None:
    world.add_events(docstring or "")


@given("the log is the whole game")
def whole_game(world: World) -> None:
    world.partial = False


@given("strict mode")
def strict_mode(world: World) -> None:
    world.strict = True


# -- When: more events ------------------------------------------------------------

@when("the log continues:")
def log_continues(world: World, docstring: str | None) -> None:
    world.add_events(docstring or "")


@when('the log says "{line}"')
def log_says(world: World, line: str) -> None:
    world.add_events(line)


# -- Then: the verdict ---------------------------------------------------------------

@then("the referee accepts the log")
def accepts(world: World) -> None:
    v = world.verdict
    bad = v.violations + v.warnings + v.errors
    assert not bad, "expected no violations, no recorder's slips and no input errors, got:\n" + world.describe()


@then("the referee reports {clause:Clause}")
def reports(world: World, clause: str) -> None:
    v = world.verdict
    assert any(f.cites(clause) for f in v.violations), f"expected a violation citing {clause}, got:\n" + world.describe()


@then('the referee reports {clause:Clause} at "{line}"')
def reports_at(world: World, clause: str, line: str) -> None:
    lines = world.line_of(line)
    assert lines, f"no line of the log reads {line!r}"
    v = world.verdict
    assert any(f.cites(clause) and f.position.line in lines for f in v.violations), (
        f"expected a violation citing {clause} on the line {line!r} (line {lines}), got:\n" + world.describe()
    )


@then("the referee reports only {clause:Clause}")
def reports_only(world: World, clause: str) -> None:
    v = world.verdict
    got = sorted({f.clause for f in v.violations + v.warnings + v.errors})
    assert got == [clause], f"expected exactly {clause}, got:\n" + world.describe()


@then("the referee reports the input error {code:Clause}")
def input_error(world: World, code: str) -> None:
    v = world.verdict
    assert any(f.clause == code for f in v.errors), f"expected the input error {code}, got:\n" + world.describe()


@then('the referee reports the input error {code:Clause} at "{line}"')
def input_error_at(world: World, code: str, line: str) -> None:
    lines = world.line_of(line)
    assert lines, f"no line of the log reads {line!r}"
    v = world.verdict
    assert any(f.clause == code and f.position.line in lines for f in v.errors), (
        f"expected the input error {code} on the line {line!r} (line {lines}), got:\n" + world.describe()
    )


@then("the referee reads the recorder's slip {code:Clause} as meant")
def slip_read(world: World, code: str) -> None:
    v = world.verdict
    assert any(f.clause == code and f.fix is not None for f in v.warnings), (
        f"expected a warning {code}: a recorder's slip read as meant, got:\n" + world.describe())


@then('the referee reads the recorder\'s slip {code:Clause} as meant at "{line}"')
def slip_read_at(world: World, code: str, line: str) -> None:
    lines = world.line_of(line)
    assert lines, f"no line of the log reads {line!r}"
    v = world.verdict
    assert any(f.clause == code and f.fix is not None and f.position.line in lines for f in v.warnings), (
        f"expected a warning {code} on the line {line!r} (line {lines}): a recorder's slip read as meant, got:\n"
        + world.describe())


@then("the referee cannot verify {clause:Clause}")
def unverifiable(world: World, clause: str) -> None:
    v = world.verdict
    assert any(f.clause == clause for f in v.unverifiable), f"expected {clause} to be unverifiable, got:\n" + world.describe()


@then("the finding for {clause:Clause} depends on ruling {ruling:Clause}")
def depends_on_ruling(world: World, clause: str, ruling: str) -> None:
    v = world.verdict
    assert any(f.clause == clause and ruling in f.rulings for f in v.violations), (
        f"expected a violation citing {clause} with ruling {ruling}, got:\n"
        + "\n".join(f"{f} rulings={f.rulings}" for f in v.findings)
    )


@then("the table shows:")
def table_shows(world: World, table: list[list[str]] | None) -> None:
    assert table, "this step needs a table of | fact | value |"
    facts = world.state().facts()
    rows = table[1:] if table and [c.strip() for c in table[0]] == ["fact", "value"] else table
    wrong = []
    for fact, value in rows:
        got = facts.get(fact.strip())
        if got is None:
            wrong.append(f"{fact}: no such fact (known: {', '.join(sorted(facts))})")
        elif _norm(got) != _norm(value):
            wrong.append(f"{fact}: expected {value!r}, got {got!r}")
    assert not wrong, "\n".join(wrong)


def _norm(s: str) -> str:
    parts = s.split()
    return " ".join(sorted(parts)) if len(parts) > 1 and all(len(p) <= 3 for p in parts) else " ".join(parts)


@then("the game is over")
def game_over(world: World) -> None:
    assert world.state().is_over(), f"the game is not over: phase {world.state().phase()}"


@then("the game is not over")
def game_not_over(world: World) -> None:
    assert not world.state().is_over(), "the game is over"
