// Many tabs, few connections. A browser opens at most six HTTP/1.1 connections to one host for
// the whole profile, and an article's events stream holds one for as long as its tab is open:
// with six article tabs open, a seventh request — a send, a page — waited for a tab to close
// ("sending…" that never left the browser). So the tabs of one browser share a few stream
// slots (Web Locks, across tabs): a tab that holds one keeps its stream open; the others look
// in now and then instead — a short request that reads where the article is (the stream's
// first `current` event, and the reply's wait or progress sent right after it) and closes —
// and take a slot as soon as one is free. A hidden tab gives its slot up after a while (the
// tab in front gets it) and looks in less often; shown again, it looks in at once.
// Without Web Locks (a page not served from a secure origin) each tab streams as before.

import { parseBlock } from "../sse.js";

export const SLOTS = 2;
const LOOK_MS = 3000; // a tab without a slot, shown: how often it looks in
const HIDDEN_LOOK_MS = 15000; // hidden: how often
const HIDDEN_KEEP_MS = 20000; // how long a hidden tab keeps its slot
const LOOK_TIMEOUT_MS = 10000; // a look that gets no first event by then is given up

/**
 * Keep `url`'s events coming to `onEvent(name, data)` with a slot, or by looking in without
 * one. `open()` opens the real stream and returns a function that closes it; `onRefused(status, detail)`
 * hears a look the server refused (401/403: the reader may no longer read), after which this
 * tab stops looking; `onLost()` hears a look that reached no server at all.
 */
export function shareStream({ url, open, onEvent, onRefused, onLost }) {
  const locks = navigator.locks;
  if (!locks || typeof locks.request !== "function") {
    open();
    return;
  }
  let release = null; // gives the held slot back (and closes the stream)
  let taking = false;
  let stopped = false;
  let timer = 0;
  let hiddenTimer = 0;

  const hidden = () => document.visibilityState === "hidden";

  const hold = (lock) => {
    if (!lock) return null;
    if (stopped || release) return null; // given up meanwhile, or holding another
    clearTimeout(timer);
    const close = open();
    return new Promise((resolve) => {
      release = () => {
        release = null;
        close();
        resolve();
      };
    });
  };

  const take = (slot = 0) => {
    if (slot >= SLOTS) {
      taking = false;
      schedule();
      return;
    }
    locks
      .request(`redline-events-${slot}`, { ifAvailable: true }, (lock) => {
        if (!lock) {
          take(slot + 1);
          return null;
        }
        taking = false;
        return hold(lock);
      })
      .catch(() => {
        taking = false;
        schedule();
      });
  };

  const tryTake = () => {
    if (stopped || release || taking || hidden()) return;
    taking = true;
    take();
  };

  const look = async () => {
    if (stopped || release) return;
    const aborter = new AbortController();
    const giveUp = setTimeout(() => aborter.abort(), LOOK_TIMEOUT_MS);
    try {
      const response = await fetch(url, { headers: { accept: "text/event-stream" }, signal: aborter.signal });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        const said = await response.json().catch(() => null);
        onRefused?.(response.status, typeof said?.detail === "string" ? said.detail : "");
        return;
      }
      if (!response.ok || !response.body) return;
      await readFirst(response.body, aborter, onEvent);
    } catch (error) {
      // Not reachable now: the next look tries again. A look given up (aborted) may only be slow.
      if (error?.name !== "AbortError") onLost?.();
    } finally {
      clearTimeout(giveUp);
      aborter.abort();
    }
  };

  function schedule() {
    clearTimeout(timer);
    if (stopped || release) return;
    timer = setTimeout(tick, hidden() ? HIDDEN_LOOK_MS : LOOK_MS);
  }

  async function tick() {
    await look();
    tryTake();
    if (!release && !taking) schedule();
  }

  document.addEventListener("visibilitychange", () => {
    clearTimeout(hiddenTimer);
    if (hidden()) {
      // Kept a while (a glance at another tab), then given to a tab in front.
      hiddenTimer = setTimeout(() => {
        if (hidden() && release) {
          release();
          schedule();
        }
      }, HIDDEN_KEEP_MS);
    } else if (!release) {
      tick();
    }
  });
  window.addEventListener("pagehide", () => {
    stopped = true;
    clearTimeout(timer);
    release?.();
  });
  // Back from the browser's page cache (Back, Forward): hear the article again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !stopped) return;
    stopped = false;
    tick();
  });

  // First: a slot if one is free; else look in at once (the page says it is live) and go on.
  if (hidden()) tick();
  else {
    taking = true;
    locks
      .request("redline-events-0", { ifAvailable: true }, (lock) => {
        if (!lock) {
          take(1);
          if (!release) look();
          return null;
        }
        taking = false;
        return hold(lock);
      })
      .catch(() => {
        taking = false;
        tick();
      });
  }
}

/** Read a stream's first `article` event (and what follows it in the same read: a wait or
 *  the progress of a reply being written), hand each on, then stop reading. */
async function readFirst(body, aborter, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let seen = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      parseBlock(block, (name, data) => {
        if (name === "article") seen = true;
        onEvent(name, data);
      });
    }
    if (seen) {
      aborter.abort();
      return;
    }
  }
}
