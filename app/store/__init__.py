"""Storage: one repository interface (base.py) and its TinyDB implementation."""
