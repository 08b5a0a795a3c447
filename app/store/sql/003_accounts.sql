-- Accounts (app/accounts/pg_store.py): users, login sessions and API keys.
--
-- Each record is kept whole as a JSONB document (`doc`); the other columns exist to find,
-- keep unique and expire. Secrets are never stored: a password as its argon2 hash, a
-- session or key as the SHA-256 of its random text.

CREATE TABLE account_users (
    id         text PRIMARY KEY,
    name_key   text NOT NULL UNIQUE,  -- the name, NFKC and case-folded: one user per name
    created_at timestamptz NOT NULL,
    doc        jsonb NOT NULL
);

CREATE TABLE account_sessions (
    id         text PRIMARY KEY,  -- the SHA-256 of the cookie's token
    user_id    text NOT NULL REFERENCES account_users (id),
    expires_at timestamptz NOT NULL,
    doc        jsonb NOT NULL
);
CREATE INDEX account_sessions_of_user ON account_sessions (user_id);
CREATE INDEX account_sessions_ending ON account_sessions (expires_at);

CREATE TABLE account_keys (
    id         text PRIMARY KEY,
    user_id    text NOT NULL REFERENCES account_users (id),
    created_at timestamptz NOT NULL,
    doc        jsonb NOT NULL
);
