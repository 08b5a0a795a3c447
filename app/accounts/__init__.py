"""Accounts: users and their roles, login sessions, API keys, and who may do what."""
