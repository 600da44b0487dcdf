"""Triangles: draw lines between stars, close empty triangles, score the most."""

import os as _os
from functools import cache as _cache

# numpy's OpenBLAS starts a thread per core as numpy loads, which costs every start (of the
# window and of the computer's processes) a good share of numpy's loading time. Nothing here
# uses BLAS (the geometry is integer arithmetic), so one thread does; a setting of the user's
# own is kept. Set here, before anything of the package can load numpy.
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

# The environment variable that names the data folder (persistence/folder.py reads it, and
# --help names it, without loading Qt).
DATA_DIR_VARIABLE = "TRIANGLES_DATA_DIR"


@_cache
def _version() -> str:
    """The version, single-sourced from pyproject.toml (installed metadata, else the source)."""
    # Deferred: reading package metadata costs the start time; only --version and About need it.
    from importlib import metadata
    from pathlib import Path

    try:
        return metadata.version("triangles-qt")
    except metadata.PackageNotFoundError:  # a source tree that is not installed
        import tomllib  # Deferred: only a source tree that is not installed reads pyproject.toml

        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"


def __getattr__(name: str) -> str:
    """`__version__`, read when first asked for."""
    if name == "__version__":
        return _version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
