import pytest

def test_passes():
    assert 1 + 1 == 2

def test_fails():
    assert 1 + 1 == 3

@pytest.mark.skip(reason="not here")
def test_skipped():
    pass

@pytest.fixture
def broken():
    raise RuntimeError("fixture")

def test_errors(broken):
    pass

@pytest.mark.parametrize("x", [1, 2])
def test_param(x):
    assert x == 1

class TestGroup:
    def test_inside(self):
        pass

@pytest.mark.xfail(reason="known")
def test_xfail():
    assert False


@pytest.fixture
def teardown_fails():
    yield
    raise RuntimeError("teardown")


def test_teardown_error(teardown_fails):
    pass
