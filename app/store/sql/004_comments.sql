-- Comments on revisions (app/store/comments_pg.py), and the index the editor's desk reads
-- recent revisions by (newest first across all articles).

CREATE TABLE comments (
    id          text PRIMARY KEY,
    content_id  text NOT NULL REFERENCES contents (id),
    revision_id text NOT NULL REFERENCES revisions (id),
    created_at  timestamptz NOT NULL,
    doc         jsonb NOT NULL
);
CREATE INDEX comments_of_content ON comments (content_id, created_at, id);

CREATE INDEX revisions_newest ON revisions (created_at DESC, id DESC);
