"""Triangles: draw lines between stars, close empty triangles, score the most."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("triangles-qt")
except _metadata.PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.1.0"
