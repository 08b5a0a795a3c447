"""Random kills under several writers: `python bench/crash_trials.py [trials] [writers]`.

Each trial starts a child process in which `writers` threads run turns (the writer's
message, then the reply with revision, model call and new version) on their own articles
and report each acknowledged commit; the child dies at a random write point
(REDLINE_STORE_CRASH_AT). The data directory is then reopened and audited: phantom
replies, lost acknowledged turns and stray files are counted and printed.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = r"""
import os, sys, threading
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from tests.unit.test_recovery import content, message, session
from app.domain.models import ChatMessage, RevisionRecord
from app.store.tinydb_store import TinyDBStore
root, writers = Path(sys.argv[1]), int(sys.argv[2])
store = TinyDBStore(root, checkpoint_every=4)  # checkpoints often, to be killed in them too
acks = sys.stdout
lock = threading.Lock()

def ack(text):
    with lock:
        acks.write(text + "\n"); acks.flush()

def writer(w):
    cid = f"cw{w}"
    try:
        store.get_content(cid)
    except Exception:
        store.create_content(content(1, "v1", cid=cid)); ack(f"create {cid}")
    n = len(store.list_messages(cid))
    while True:
        version = store.get_content(cid).version
        head = store.get_session(cid).head_id if store.get_session(cid) else None
        uid, rid, rev = f"{cid}-m{n}", f"{cid}-m{n+1}", f"{cid}-r{n+1}"
        user = ChatMessage(id=uid, session_id=f"{cid}-session", parent_id=head, role="user",
            content="改", version=version, created_at=content(1, "").created_at)
        s = session(uid).model_copy(update={"id": f"{cid}-session", "content_id": cid})
        store.commit(cid, messages=[user], session=s); ack(f"user {cid} {uid}")
        new = store.next_version(cid)
        r = RevisionRecord(id=rev, session_id=f"{cid}-session", content_id=cid, message_id=rid,
            kind="llm", base_version=version, version=new, suggestion="改", original_title="标题",
            original_body="x", revised_title="标题", revised_body=f"v{new} " * 200, model="m",
            created_at=user.created_at)
        reply = user.model_copy(update={"id": rid, "parent_id": uid, "role": "assistant",
            "version": new, "revision_id": rev})
        s = s.model_copy(update={"head_id": rid})
        updated = content(new, r.revised_body, cid=cid)
        store.commit(cid, messages=[reply], revision=r, content=updated, session=s)
        ack(f"reply {cid} {rid} {new}")
        n += 2

threads = [threading.Thread(target=writer, args=(w,), daemon=True) for w in range(writers)]
for t in threads: t.start()
for t in threads: t.join()
"""


def main() -> None:
    from app.store.tinydb_store import TinyDBStore
    from app.testing.store_audit import audit

    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    writers = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    root = Path(tempfile.mkdtemp(prefix="redline-crash-"))
    rng = random.Random(20261130)
    phantoms = lost = strays = acked_total = 0
    started = time.perf_counter()
    for trial in range(trials):
        env = {**os.environ, "REDLINE_STORE_CRASH_AT": str(rng.randint(20, 400))}
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(root), str(writers), str(ROOT)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        acks = done.stdout.split("\n")[:-1]  # a line cut by the kill is not an acknowledgement
        acked_total += len(acks)
        problems = audit(root)
        phantoms += sum("phantom" in p for p in problems)
        strays += sum(p.startswith("stray") for p in problems)
        store = TinyDBStore(root)
        for line in acks:
            parts = line.split()
            if parts[0] == "user" and parts[2] not in {m.id for m in store.list_messages(parts[1])}:
                lost += 1
            if parts[0] == "reply" and store.get_content(parts[1]).version < int(parts[3]):
                lost += 1
        print(
            f"trial {trial + 1:2d}: exit {done.returncode}, {len(acks)} acknowledged, "
            f"problems: {problems or 'none'}"
        )
    print(
        f"\n{trials} random kills under {writers} writers in "
        f"{time.perf_counter() - started:.1f} s: {acked_total} acknowledged commits, "
        f"{phantoms} phantom replies, {lost} lost acknowledged turns, {strays} stray files"
    )


if __name__ == "__main__":
    main()
