-- When users were first made on this database (app/accounts/pg_store.py, made_at): kept
-- apart from account_users, so users deleted or truncated whole are told from users never
-- made, as the data directory's accounts/users-made-at does for TinyDB.
CREATE TABLE account_marks (
    name text PRIMARY KEY,
    at   timestamptz NOT NULL
);
