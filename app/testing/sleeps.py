"""A recording, instant stand-in for `asyncio.sleep`, for tests of the model client's waits.

sleeps = Sleeps()
provider = OpenAICompatible(base_url=stub.url, model="m", sleep=sleeps)
...
assert sleeps.calls == [2.0]   # it waited once, as the endpoint's Retry-After asked
"""


class Sleeps:
    """Records each wait asked of it (seconds) and returns at once."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
