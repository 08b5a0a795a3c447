"""The in-process event bus: typed delivery, unsubscribe, and a failing handler isolated."""

from app.events import ArticleChanged, EventBus, RevisionSaved


def test_handlers_get_only_their_event_class_in_subscription_order() -> None:
    bus = EventBus()
    seen: list[str] = []
    bus.subscribe(ArticleChanged, lambda e: seen.append(f"a:{e.version}"))
    bus.subscribe(ArticleChanged, lambda e: seen.append(f"b:{e.kind}"))
    bus.subscribe(RevisionSaved, lambda e: seen.append("revision"))
    bus.publish(ArticleChanged("c1", 3, "manual", "m1"))
    assert seen == ["a:3", "b:manual"]


def test_unsubscribed_handler_hears_nothing_more() -> None:
    bus = EventBus()
    seen: list[int] = []
    stop = bus.subscribe(ArticleChanged, lambda e: seen.append(e.version))
    bus.publish(ArticleChanged("c1", 2, "turn", None))
    stop()
    stop()  # twice is harmless
    bus.publish(ArticleChanged("c1", 3, "turn", None))
    assert seen == [2]


def test_a_failing_handler_never_fails_the_publisher_nor_the_others() -> None:
    bus = EventBus()
    seen: list[int] = []

    def broken(_: ArticleChanged) -> None:
        raise RuntimeError("listener bug")

    bus.subscribe(ArticleChanged, broken)
    bus.subscribe(ArticleChanged, lambda e: seen.append(e.version))
    bus.publish(ArticleChanged("c1", 4, "restore", "m2"))
    assert seen == [4]
