-- The core records of the PostgreSQL store (app/store/postgres.py).
--
-- Each record is kept whole as a JSONB document (`doc`, pydantic's model_dump(mode="json")),
-- so a new optional field needs no migration; the other columns exist only to find, order,
-- lock and keep unique. Revisions, versions and model calls are written once (INSERT only).

-- One row per article: the article, its conversation head and its newest version number.
-- The row is what a writer of the article locks.
CREATE TABLE contents (
    id          text PRIMARY KEY,
    doc         jsonb NOT NULL,
    session     jsonb,
    max_version integer NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL
);
CREATE INDEX contents_newest ON contents (updated_at DESC, created_at DESC, id DESC);

-- The conversation tree's nodes, in creation order (`seq`); a known id is replaced in place.
CREATE TABLE messages (
    id         text PRIMARY KEY,
    content_id text NOT NULL REFERENCES contents (id),
    seq        bigint GENERATED ALWAYS AS IDENTITY,
    doc        jsonb NOT NULL
);
CREATE INDEX messages_in_order ON messages (content_id, seq);

-- The text of each version. The primary key is what makes two V5s of one article impossible,
-- whichever app instance writes them.
CREATE TABLE versions (
    content_id  text NOT NULL REFERENCES contents (id),
    version     integer NOT NULL CHECK (version >= 1),
    revision_id text,
    title       text NOT NULL,
    body        text NOT NULL,
    PRIMARY KEY (content_id, version)
);

CREATE TABLE revisions (
    id         text PRIMARY KEY,
    content_id text NOT NULL REFERENCES contents (id),
    version    integer NOT NULL CHECK (version >= 1),
    created_at timestamptz NOT NULL,
    doc        jsonb NOT NULL,
    CONSTRAINT revisions_one_per_version UNIQUE (content_id, version)
);

-- What a model was sent and answered, by the assistant message it produced.
CREATE TABLE llm_calls (
    message_id text PRIMARY KEY,
    content_id text NOT NULL REFERENCES contents (id),
    doc        jsonb NOT NULL
);
CREATE INDEX llm_calls_of_content ON llm_calls (content_id);

-- What a commit carrying an Idempotency-Key recorded; the newest few per article are kept.
CREATE TABLE idempotency (
    content_id text NOT NULL REFERENCES contents (id),
    key        text NOT NULL,
    seq        bigserial NOT NULL,
    result     jsonb NOT NULL,
    PRIMARY KEY (content_id, key)
);
CREATE INDEX idempotency_newest ON idempotency (content_id, seq DESC);

CREATE TABLE personas (
    id         text PRIMARY KEY,
    created_at timestamptz NOT NULL,
    doc        jsonb NOT NULL
);

-- Style assertions, upserted by id within their persona, listed in the order first saved.
CREATE TABLE assertions (
    persona_id text NOT NULL REFERENCES personas (id),
    id         text NOT NULL,
    seq        bigint GENERATED ALWAYS AS IDENTITY,
    doc        jsonb NOT NULL,
    PRIMARY KEY (persona_id, id)
);
CREATE INDEX assertions_in_order ON assertions (persona_id, seq);

-- The audit trail: appended, never changed.
CREATE TABLE audit (
    seq        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    persona_id text NOT NULL REFERENCES personas (id),
    doc        jsonb NOT NULL
);
CREATE INDEX audit_in_order ON audit (persona_id, seq);
