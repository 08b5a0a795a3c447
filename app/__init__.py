"""Redline: a conversational article editor where every edit is a revision."""

from app import regex_cache

__version__ = "0.1.0"

# Before any of the app's modules compiles its patterns (app/regex_cache.py says why).
regex_cache.install()
