-- Failed sign-ins (app/accounts/pg_store.py, app/accounts/throttle.py), counted by every
-- instance on this database alike.
--
-- One row per attempt and counter ("name:<name key>" or "addr:<client address>"). An attempt
-- is written before its password is checked (under an advisory lock per counter, so a burst
-- of simultaneous guesses is counted one by one) and deleted again when it succeeds; rows
-- older than the throttle's window are deleted as attempts come in.
CREATE TABLE account_sign_in_failures (
    attempt_id text NOT NULL,
    counter    text NOT NULL,
    at         timestamptz NOT NULL,
    PRIMARY KEY (attempt_id, counter)
);
CREATE INDEX account_sign_in_failures_by_counter ON account_sign_in_failures (counter, at);
CREATE INDEX account_sign_in_failures_by_time ON account_sign_in_failures (at);
