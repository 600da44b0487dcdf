"""Triangles: draw lines between stars, close empty triangles, score the most."""

from importlib import metadata as _metadata
from pathlib import Path as _Path


def _version() -> str:
    """The version, single-sourced from pyproject.toml (installed metadata, else the source)."""
    try:
        return _metadata.version("triangles-qt")
    except _metadata.PackageNotFoundError:  # a source tree that is not installed
        import tomllib  # Deferred: only a source tree that is not installed reads pyproject.toml

        pyproject = _Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"


__version__ = _version()
