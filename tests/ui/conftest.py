"""The ui tests use tests/conftest.py's `window`: hidden, animations off (its defaults)."""
