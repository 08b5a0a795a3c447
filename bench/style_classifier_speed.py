"""What the style classifier (app/style/classifier.py) costs: model file size, load time and
milliseconds per message, over every training message (held-out sets never read).

    .venv/bin/python bench/style_classifier_speed.py [--model FILE ...] [--repeat N]

Each model file (the shipped one by default) is loaded, then every message is read the way the
learner reads it: its labels (`predict`) and whether its wish is said outright (`filed`). Figures
are printed, never asserted (the machine is shared; timings vary with its load).
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.style.classifier import MODEL_PATH, _features, loads  # noqa: E402
from app.style.classifier_train import examples, load, training_sets  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"


def measure(path: Path, texts: list[str], repeat: int) -> str:
    blob = path.read_bytes()
    start = time.perf_counter()
    m = loads(blob)
    loaded = (time.perf_counter() - start) * 1000
    m.predict("warm up")  # the model's cached tables, built once
    best_predict = best_both = float("inf")
    for _ in range(repeat):
        _features.cache_clear()
        start = time.perf_counter()
        for text in texts:
            m.predict(text)
        best_predict = min(best_predict, time.perf_counter() - start)
        _features.cache_clear()
        start = time.perf_counter()
        for text in texts:
            m.predict(text)
            m.filed(text)
        best_both = min(best_both, time.perf_counter() - start)
    per = 1000 / max(1, len(texts))
    return (
        f"{path.name}: {type(m).__name__}, {len(blob) / 1024:.0f} KB, loaded in {loaded:.0f} ms; "
        f"predict {best_predict * per:.3f} ms a message, predict + filed {best_both * per:.3f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", type=Path, action="append")
    parser.add_argument("--repeat", type=int, default=3, help="best of N passes")
    args = parser.parse_args()
    texts = [text for p in training_sets(DATA) for text, _ in examples(load(p))]
    print(f"{len(texts)} messages of the training sets")
    for path in args.model or [MODEL_PATH]:
        print(measure(path, texts, args.repeat), flush=True)


if __name__ == "__main__":
    main()
