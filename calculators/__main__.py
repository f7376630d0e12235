"""`python -m calculators ...` — the scorers from the command line (see calculators.cli)."""
from calculators.cli import main

raise SystemExit(main())
