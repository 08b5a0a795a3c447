"""Wrote this data directory with the store as it was before message logs (commit 97c1bd3):

git archive 97c1bd3 app | tar -x -C /tmp/old
PYTHONPATH=/tmp/old .venv/bin/python tests/unit/store_format_1/make.py <new dir>
"""

import sys
from datetime import UTC, datetime
from pathlib import Path

from app.domain.models import ChatMessage, ChatSession, Content, RevisionRecord
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
CID = "cbeforelogs"
root = Path(sys.argv[1])
store = TinyDBStore(root, segment_size=3, checkpoint_every=4)
store.create_content(
    Content(
        id=CID, title="秋天 / Autumn", body="第一版。First draft.", created_at=T0, updated_at=T0
    )
)
head = None
for n in range(7):
    role = "user" if n % 2 == 0 else "assistant"
    message = ChatMessage(
        id=f"{CID}-m{n}",
        session_id=f"{CID}-session",
        parent_id=head,
        role=role,
        content=f"{role} {n}：把第{n}段改短 / shorten paragraph {n}",
        version=1 if n < 3 else 2,
        revision_id=f"{CID}-r2" if n == 3 else None,
        created_at=T0,
    )
    session = ChatSession(
        id=f"{CID}-session", content_id=CID, head_id=message.id, created_at=T0, updated_at=T0
    )
    if n == 3:
        store.commit(
            CID,
            messages=[message],
            session=session,
            revision=RevisionRecord(
                id=f"{CID}-r2",
                content_id=CID,
                message_id=message.id,
                kind="llm",
                base_version=1,
                version=2,
                original_title="秋天 / Autumn",
                original_body="第一版。First draft.",
                revised_title="秋天 / Autumn",
                revised_body="第二版。Second draft.",
                created_at=T0,
            ),
            content=Content(
                id=CID,
                title="秋天 / Autumn",
                body="第二版。Second draft.",
                version=2,
                created_at=T0,
                updated_at=T0,
            ),
        )
    else:
        store.commit(CID, messages=[message], session=session)
    head = message.id
