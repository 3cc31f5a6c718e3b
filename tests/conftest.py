import pytest

from referee.harness import World


@pytest.fixture
def world():
    return World()


def pytest_bdd_apply_tag(tag, function):
    """Tags become registered marks: @clause:CC-SCOUT-DRAW -> clause("CC-SCOUT-DRAW"), @game:X -> game("X")."""
    for name in ("clause", "game"):
        if tag.startswith(name + ":"):
            getattr(pytest.mark, name)(tag.split(":", 1)[1])(function)
            return True
    return None
