"""Steps or rules packed into one paragraph ("十二个施工步骤全塞一段里", "all nine steps crammed
into one paragraph"): what is missing is a list. Shared by the sarcasm and mockery readers."""

import re

STEPS_IN_ONE = re.compile(
    r"(?:步骤|工序|事项|规定|规则|条款|流程)\S{0,3}(?:全|都)?(?:塞|挤|堆|糊|写)(?:进|在|到|成)?(?:了)?"
    r"一(?:段|整段|大段)|"
    r"\b(?:steps|rules|instructions|items)\b[^.!?]{0,20}\b(?:crammed|stuffed|squeezed|packed|"
    r"jammed|mashed) (?:in)?to (?:one|a single) (?:paragraph|block|lump)\b",
    re.IGNORECASE,
)
