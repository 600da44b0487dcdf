"""`python -m triangles_qt`: the same as the `triangles` command."""

import sys

from .app import main

sys.exit(main())
