"""Where a stream that never sends blank lines between its events meant one to end.

SSE ends an event at a blank line, and joins the `data:` lines before it with newlines. Some
servers and proxies (hand-rolled gateways, a few llama.cpp front ends) write every chunk as its
own `data:{…}` line with no blank line after it: read by the letter, the whole reply is one
event whose data is many JSON objects joined, and it was refused as "a streamed chunk that is
not JSON" while each line held a whole chunk. A data line that starts a new JSON value (or is
`[DONE]`) while the data held so far is already whole JSON ends the held event first, so
each chunk is read as it comes and a stream that does send blank lines reads as before.
"""

from collections.abc import AsyncIterator, Iterable, Iterator

from app.llm.reading import loads


def _whole_json(text: str) -> bool:
    if not text.rstrip().endswith(("}", "]")):
        return False  # cheap: most of a split JSON value is no whole value
    try:
        loads(text)
    except ValueError:
        return False
    return True


def _data_of(line: str) -> str | None:
    field, colon, value = line.removeprefix("\ufeff").partition(":")
    if field != "data" or not colon:
        return None
    return value[1:] if value.startswith(" ") else value


class EventBreaks:
    """Follows a stream's lines and says before which one a blank line was meant."""

    def __init__(self) -> None:
        self._held: list[str] = []

    def before(self, line: str) -> bool:
        """Whether the event held so far ends before `line` (read in order, every line)."""
        if not line:
            self._held = []
            return False
        value = _data_of(line)
        if value is None:
            return False
        ends = (
            bool(self._held)
            and value.lstrip().startswith(("{", "[DONE]"))
            and ("\n".join(self._held).strip() == "[DONE]" or _whole_json("\n".join(self._held)))
        )
        self._held = [value] if ends else [*self._held, value]
        return ends


def with_breaks(lines: Iterable[str]) -> Iterator[str]:
    """`lines` with a blank line wherever an event ended without one."""
    breaks = EventBreaks()
    for line in lines:
        if breaks.before(line):
            yield ""
        yield line


async def with_breaks_async(lines: AsyncIterator[str]) -> AsyncIterator[str]:
    breaks = EventBreaks()
    async for line in lines:
        if breaks.before(line):
            yield ""
        yield line
