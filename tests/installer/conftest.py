"""Shared helpers for the installer tests: the installer scripts are files, not a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


def load_installer_module(relative_path: str) -> ModuleType:
    """Import installer/<relative_path> as a module (each script is self-contained)."""
    path = INSTALLER / relative_path
    name = "installer_" + path.stem
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def load_installer():
    """The loader itself, for tests of the smaller installer scripts."""
    return load_installer_module


@pytest.fixture(scope="session")
def project_info() -> ModuleType:
    return load_installer_module("project_info.py")


@pytest.fixture(scope="session")
def make_icons() -> ModuleType:
    return load_installer_module("make_icons.py")
