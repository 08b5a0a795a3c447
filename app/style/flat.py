""" "Flat" as a tone word, not a home, a coffee or a price: "it reads flat", "a flat tone", but
not "the flat on Mill Lane", "flat white", "flat rate". Shared by the terms and the poles."""

FLAT = (
    r"\bflat\b(?![- ](?:white|pack|rate|fee|tyre|tire|cap|bread|iron|mate|share|screen|shoes|"
    r"feet|out|broke)\b)(?:(?<!\bthe flat)(?<!\bour flat)(?<!\bmy flat)(?<!\bthis flat)"
    r"(?<!\bthat flat)(?<!\ba flat)|(?!\s+(?:on|above|below|in|at|upstairs|downstairs|near|is|"
    r"was|has|comes|for|with|by|off|overlooking)\b))"
)
