package judge_test

import "github.com/verijudge/verijudge/fixtures"

func fixturesSuite() ([]fixtures.Case, error) { return fixtures.Suite() }
