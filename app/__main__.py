"""`python -m app` serves Redline; `python -m app replay|history …` are the other commands."""

from app.cli import main

raise SystemExit(main())
