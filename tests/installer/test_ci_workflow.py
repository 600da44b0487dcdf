"""The tests workflow runs README's test command on three systems with each supported Python, and
the slow selection once; .ci/run runs the slow selection after README's test command."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "tests.yml"


@pytest.fixture(scope="module")
def job():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    return workflow["jobs"]["test"]


def test_every_system_and_python(job):
    matrix = job["strategy"]["matrix"]
    assert set(matrix["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert matrix["python"] == ["3.11", "3.12", "3.13"]
    assert job["strategy"]["fail-fast"] is False
    # The lowest Python the workflow tries is the lowest the project accepts.
    with (ROOT / "pyproject.toml").open("rb") as handle:
        requires = tomllib.load(handle)["project"]["requires-python"]
    assert re.fullmatch(r">=\s*3\.11", requires)


def test_runs_readmes_test_command_offscreen(job):
    runs = [step.get("run", "") for step in job["steps"]]
    assert 'python -m pip install -e ".[test]"' in runs
    assert any(run.startswith("python -m pytest") for run in runs)
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert any(run in readme for run in runs if run.startswith("python -m pytest"))


def test_linux_installs_the_shared_library_list(job):
    linux = [step for step in job["steps"] if step.get("if") == "runner.os == 'Linux'"]
    assert any("deb_depends.py --apt-packages" in step.get("run", "") for step in linux)


SLOW_SELECTION = "python -m pytest -q -m slow"


def test_the_slow_selection_runs_once_after_the_default_one(job):
    runs = [step.get("run", "") for step in job["steps"]]
    slow = [step for step in job["steps"] if step.get("run") == SLOW_SELECTION]
    assert len(slow) == 1 and slow[0]["if"] == "runner.os == 'Linux' && matrix.python == '3.12'"
    assert runs.index(SLOW_SELECTION) > runs.index("python -m pytest -q")


def test_ci_run_runs_the_slow_selection_after_readmes_test_command():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    default = script.index("# README's test command, exactly:") + 1
    assert script[default].endswith("python -m pytest -q")
    assert SLOW_SELECTION in script[default + 1 :]
