"""`python -m similarium ...`: the command-line replay, advice and simulation tool."""

import sys

from similarium.cli import main

sys.exit(main())
