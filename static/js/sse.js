// POST a request and read its Server-Sent Events with fetch and a stream reader
// (EventSource can only GET). Each event's data is JSON.

import { ApiError, errorFrom, unreachable } from "./api.js";

export function parseBlock(block, onEvent) {
  let event = "message";
  const data = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  if (!data.length) return;
  const raw = data.join("\n");
  let parsed = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Plain-text data stays a string.
  }
  onEvent(event, parsed);
}

/**
 * Resolves when the stream ends; rejects with ApiError when the request is refused
 * before streaming (4xx/5xx JSON) or the connection breaks mid-stream (`dropped: true`),
 * or with an AbortError when `signal` aborts.
 * A server that answers plain JSON instead of a stream is reported as one `done` event.
 */
export async function postStream(url, body, { signal, onEvent, headers = {} }) {
  let response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error && error.name === "AbortError") throw error;
    throw unreachable();
  }
  if (!response.ok) throw await errorFrom(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Decide by the body, not only the header: a plain JSON answer (a SendResult) starts
  // with "{", an event stream with a field name.
  let mode = (response.headers.get("content-type") || "").includes("text/event-stream") ? "sse" : null;
  let buffer = "";
  let pendingCR = false;
  for (;;) {
    let read;
    try {
      read = await reader.read();
    } catch (error) {
      if (error && error.name === "AbortError") throw error;
      // The connection broke mid-stream: the server may well have gone on with the request.
      const dropped = new ApiError(0, "The connection to Redline dropped.");
      dropped.dropped = true;
      throw dropped;
    }
    const { value, done } = read;
    if (done) break;
    if (mode === null) {
      const start = (buffer + value).trimStart();
      if (!start) {
        buffer += value;
        continue;
      }
      mode = start.startsWith("{") || start.startsWith("[") ? "json" : "sse";
    }
    if (mode === "json") {
      buffer += value;
      continue;
    }
    let chunk = value;
    if (pendingCR) chunk = `\r${chunk}`;
    pendingCR = chunk.endsWith("\r");
    if (pendingCR) chunk = chunk.slice(0, -1);
    buffer += chunk.replace(/\r\n?/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      parseBlock(block, onEvent);
    }
  }
  if (mode === "json") {
    onEvent("done", JSON.parse(buffer));
  } else if (buffer.trim()) {
    parseBlock(buffer, onEvent);
  }
}
