"""Redline: a conversational article editor where every edit is a revision."""

__version__ = "0.1.0"
