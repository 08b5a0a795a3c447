-- The style-learning queue (app/style/queue_pg.py): one row per revision to learn from,
-- shared by every app instance on the database.
--
-- A row is waiting (taken_by NULL), taken by one running instance (taken_by = that
-- instance's number, which it holds as a session advisory lock for as long as it runs), or
-- failed (kept with its error for the writer to see, never retried). Instances take waiting
-- rows with SELECT … FOR UPDATE SKIP LOCKED; the rows of an instance whose lock is gone
-- (it died, or lost its connection) become waiting again. The job itself is `doc` (the
-- queue's QueuedRevision), so a new field in it needs no migration.
CREATE TABLE style_queue (
    revision_id text PRIMARY KEY,
    persona_id  text NOT NULL,
    queued      bigint NOT NULL,
    state       text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'failed')),
    taken_by    integer CHECK (taken_by > 0),
    doc         jsonb NOT NULL
);
CREATE INDEX style_queue_waiting ON style_queue (queued, revision_id)
    WHERE state = 'pending' AND taken_by IS NULL;
CREATE INDEX style_queue_taken ON style_queue (taken_by) WHERE taken_by IS NOT NULL;
