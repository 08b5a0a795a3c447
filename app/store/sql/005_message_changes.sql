-- What changed in a conversation since a reader last looked (app/store/pg_messages.py).
--
-- Every insert or update of a message takes the next number of `messages_written`. Writes to
-- one article's messages are serialized by its row lock, so within an article the numbers
-- grow in commit order, and a store re-reads only the messages written after the highest
-- number it has seen, instead of the whole conversation on every turn.
CREATE SEQUENCE messages_written;
ALTER TABLE messages ADD COLUMN written bigint NOT NULL DEFAULT nextval('messages_written');
CREATE INDEX messages_written_since ON messages (content_id, written);
