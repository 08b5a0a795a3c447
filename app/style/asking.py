"""Sentences that ask rather than tell, read before any style word in them: a yes/no question
put without a "?" ("is this too formal for a newsletter, or am I overthinking it"), an opinion
asked ("你觉得呢"), a question dictated with its punctuation spoken ("are long titles bad for
search engines comma curious"), and a question about how the text shows on a screen ("the
bullet points show as asterisks") — in English and Chinese. Split out of app/style/reading.py.
"""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# A question dictated, or asked idly, with no "?" typed: "are long titles bad for search
# engines comma curious", "would longer headlines do better … just wondering", "is bullet
# points too much question mark", 「读者爱看吗问号随便问问」, 「粉丝会更多吗 我就好奇一下」.
# The writer says they only ask: nothing is asked for.
IDLE_QUESTION = _re(
    r"\bquestion mark\W*$|\bcomma (?:just |genuinely |only )?(?:curious|wondering)\b|"
    r"\b(?:just|only|genuinely|purely) (?:wondering|curious)(?=\s*(?:[,.!?;:—–-]|$|though\b|"
    r"tho\b|that'?s all\b|is all\b))|\basking for a friend\b|"
    r"[吗嗎呢]\s*(?:问号|問號)|(?:我|就|只是)\S{0,2}好奇|随便问问|随口问问|问问而已|"
    # "out of interest, do folk still bother with emoji these days": asked from curiosity.
    r"\bout of (?:interest|curiosity)\b|\bcurious to know\b|^\W*好奇问(?:一下|下|问)"
)

# Wondering aloud whether a change would do better ("wondering whether longer sentences would
# flow better in the guide", "curious whether lists would be easier"): asked, nothing asked
# for. Not "I wonder if you could…", which asks for it, nor "…if the notes could / might
# be…", a change put forward, hesitantly.
WONDERING = _re(
    r"^\W*(?:(?:I|I'?m|I am|I was|I'?ve been|been|was|just|still|kind of|sort of)\s+)*"
    r"(?:wonder(?:ing)?|curious|(?:not )?sure)\s+(?:if|whether)\s+(?!(?:you|u|ya|we|I)\b)"
    r"[^.!?]{0,80}?\bwould\b"
    r"(?![^.!]*\bplease\b)"
)

# A yes/no question typed without its "?" on a way of writing ("is bullet-pointing the menu a
# bad idea", "are shorter paragraphs better on phones"): asked, nothing asked for.
UNMARKED_QUESTION = _re(
    r"^\W*(?:is|are) (?:[\w-]+ing|a|an|more|fewer|less|shorter|longer|bullet\w*|emoji\w*|lists?)\b"
    r"(?![^?]*\?)|"
    # "do longer headlines do better on facebook honestly": "do" before a subject and its verb
    # ("Do shorter paragraphs from now on" has none: it asks for them).
    r"^\W*(?:do|does) (?:more|fewer|less|shorter|longer|bullet\w*|emoji\w*|lists?)\b[^.!?,;]{0,40}?"
    r"\b(?:do|get|work|read|perform|look|land|sound|help|hurt|go down)\b(?![^?]*\?)"
)

# A view sought, not a change put forward — asked whatever doubt is said beside it.
OPINION_SOUGHT = _re(
    # Whether one way serves a purpose better, asked with nothing put forward ("Longer titles
    # better for SEO ah?"; "perhaps lists would work better for the log?" puts one forward).
    r"^(?![^?]*\b(?:maybe|perhaps|might|wonder\w*|could|should)\b)[^?]*\b(?:better|worse|nicer|"
    r"easier|clearer) for\b[^.!?]*\?|"
    # Someone else's question passed on: "Doctor was asking whether more terms would…".
    r"\b(?:was|were|is|are|has been|have been|kept|keeps) asking (?:me |us )?(?:whether|if)\b|"
    # 「侬讲…会好一眼伐」, 「你说…会不会…」: the helper's view asked for.
    r"^\W*(?:侬|你|您)(?:讲|说|話|话)(?![过的得了])[^。！!]*(?:[？?]|吗|伐|呢|会不会|是不是)|"
    # 「请教一下，科普专栏要不要多用分条的列表？」: advice sought (not 「请问能不能…」, a request).
    r"^\W*(?:请教(?:一下|下)?|想请教\S{0,4}?|想问(?:一下|下)?|请问一下)[，,：:\s]"
    r"(?![^。！!]*(?:能不能|可不可以|可否|能否|帮我|帮忙|麻烦|以后|今后))|"
    # 「用第二人称称呼家长是否太随意」: whether it is too much, asked (是否 is "whether").
    r"是否(?:太|过于|有点|有些|会|会不会|更|比较|显得|合适|妥当)|"
    # Whether a way would bring more readers ("标题弄长点儿能多点儿人看吗", "会不会有更多人点开"):
    # what it would do is asked, nothing asked for.
    r"(?:能|会)(?:不会|不能)?(?:有)?(?:更多|多(?:点儿?|一点|一些|些)?)(?:的)?(?:人|读者|粉丝|顾客|客人)"
    r"(?:看|点开|点进来|读|关注|来)"
)
# Whether a way would be odd, with the helper's view asked after it, in the same sentence or
# the next ("is it daft havin the reports talk to folk as 'you'… what d'ya think like", "would it
# be odd if… what do you reckon"): a view sought, not a change asked for politely. Read on the
# whole message.
JUDGED_THEN_ASKED = _re(
    r"^\W*(?:is it|would it be|would that be|is that|will it be|would it look)\s+(?:\w+\s+)?"
    r"(?:daft|silly|odd|weird|mad|strange|crazy|stupid|dumb|naff|wrong)\b[^?]*?"
    r"\b(?:what (?:do|d'?) ?(?:you|ya|u|ye) (?:think|reckon)|(?:do|d'?) ?(?:you|ya|u|ye) reckon|"
    r"or (?:nah|naw|not))\b|"
    # Two ways weighed, then the helper's view asked, with or without a "?": 「我在想进香须知要不要
    # 写得随意一点，还是老年团会觉得不庄重，你给个看法」, "I'm wondering whether the newsletter
    # should be chattier, or whether families would mind. Your view".
    r"(?:我在想|我在琢磨|我在考虑|我在纠结|我琢磨着?|我寻思)[^。！!]*?(?:要不要|该不该|是不是|能不能)"
    r"[^。！!]*?还是[^。！!]*?(?:你给个看法|你给点意见|你给个意见|你说说看?|你怎么看|你觉得呢|你看呢|"
    r"给个建议|你帮我想想)\W*$|"
    r"\b(?:I'?m|I am|I was|been|just) (?:\w+ )?(?:wondering|thinking about|debating|torn on) "
    r"whether\b[^?]*?\bor\b[^?]*?\b(?:your (?:view|take|thoughts|call|opinion)|what do you "
    r"(?:think|reckon)|thoughts)\W*$"
)
OPINION_QUESTION = _re(
    r"\bdo you think\b|\bwhat do you think\b|\bwhat'?s your (?:take|view|opinion)\b|"
    r"\b(?:do|d'?) ?(?:you|ya|u) (?:reckon|suppose|figure)\b|"
    # An opinion asked for without a "?": "tell me what you reckon", "your honest take?",
    # "wondering whether the synopsis sounds too stiff", "have a look and tell me if it drags".
    r"\btell me (?:what you (?:reckon|think)|if|whether|honestly)\b|\byour (?:honest )?"
    r"(?:take|thoughts|verdict|opinion)\b|\blet me know (?:if|whether|what you think)\b|"
    r"^\W*(?:(?:I'?m|I am|I was|just|been|still) )*(?:wondering|curious|not sure) (?:if|whether) "
    r"(?:the |this |that |it |my |our )[^.!?]{0,60}?\b(?:is|are|sounds?|reads?|looks?|comes? "
    r"across|feels?|seems?)\b|"
    # 「你帮我瞅瞅，句子是不是长了点」, 「你给看看，段落长了没有」: asked to look, and whether.
    r"(?:帮我|给我|你给|你帮)?(?:看看|瞅瞅|瞧瞧|看下|看一下|瞄一眼)[，,]?\S{0,14}?(?:了没有|了没|没有[?？]?$|"
    r"是不是|不[\u4e00-\u9fff](?:[?？]|$)|吗)|"
    # 「这些术语普通散户看不看得懂」, 「缩写老人家认不认得」: an A-not-A question about the text,
    # asked at the clause's end without a "?" (not 能不能, 要不要, 行不行: requests and tags).
    r"(?P<either>[看认懂听读记念明正长短多难专口通顺])不(?P=either)[^，,。！!；;]{0,6}(?:[？?啊呀呢吧哈]|$)|"
    r"\bgenuinely asking\b|\bjust asking\b|(?<!to )\bbe honest\b|\bwould (?:it|this|that|\w+ \w+) "
    r"(?:read|look|work|sound|be|flow|land|sit) better\b|\bor (?:nah|naw|no|nope)\W*$|"
    r"\bis (?:it|the|this)\b.*\?|\bdoes (?:it|this)\b.*\?|"
    # (Whether one way does more, asked: "是不是更好", and with no "?" "长一点的标题是不是搜索更容
    # 易搜到啊"; not "是不是可以更短一点", a change put forward. With a "?" and a doubt beside it,
    # "长一点是不是读着更顺？说不准" leans: the mood's doubt reads it.)
    r"你觉得呢|你看呢|你怎么看|会不会|是不是更|"
    r"是不是(?!可以|能|该|得|要)[^，,。；;！!？?]{1,6}?更(?![^。！!]*[？?])|"
    r"好不好呢|怎么样[?？]|吗[?？]?$|"
    r"^\W*(?:是不是|要不要|该不该|需不需要|用不用)|(?:是不是|要不要|该不该|需不需要).*呢\W*$|"
    # A topic, then whether it should ("棺材板的介紹要不要寫詳細一點啊？", "研学的通知，要不要写得
    # 正式一点？"), or whether it is too much of something, with or without "?"
    # ("咖啡店的文案是不是太正式了"): asked.
    r"^[^，,。！!？?]{1,14}?(?:[，,]\s*)?(?:要不要|该不该|需不需要)[^，,。！!]{1,16}?[啊呀吗呢哈]?[？?]\s*$|"
    r"^[^，,。！!？?]{1,20}?是不是(?:有点|有些|稍微)?(?:太|过于)[^，,。！!？?]{1,8}?(?:了|啊|呀|吧|哈)*"
    r"\s*(?:[，,？?]|$)|"
    # "is this too formal for a newsletter, or am I overthinking it": asked, without a "?"
    # ("Do that going forward." tells the model what to do: "do" asks only before a subject.)
    r"^\W*(?:is|are|was|does|did|should|am|has|have) (?:it|this|that|these|those|the|my|"
    r"I|we|they)\b|^\W*do (?:these|those|the|my|"
    r"I|we|they)\b|\bam I overthinking\b|\bor is it just me\b|\bor not\b|"
    # Another explanation offered ("Is 'Dear Guest' a bit stiff, or is that just what lodges
    # do?", 「…还是说本来就这么写」): whether it is so is asked, not a change.
    r"\bor (?:is|are|was|does|do|did|am|has|have) (?:that|it|this|I|we|they|there|everyone|"
    r"people|everybody)\b[^.!]*\?|(?:^|[，,？?])\s*还是说(?!人话|白话|大白话)|"
    # A yes/no question on something quoted or named ("Is 'Dear Guest' too stiff?").
    r"^\W*(?:is|are|was|were) (?=['\"“‘「])|"
    # A choice put without a "?": "用“您”好还是用“你们”好啊", "哪个显得亲切", "which reads better".
    r"(?:好|对|合适|行|点|些)还是\S{1,14}?(?:好|对|合适|行)(?:呢|啊|呀|吧|哈)?\W*$|"
    r"哪(?:个|种|样)(?:更|比较|会|显得|好|合适)|"
    r"\bwhich (?:one |version )?(?:is|reads|sounds|works) better\b|"
    # "would a few planning terms make us look more on top of things": a yes/no question
    # typed without its "?" ("Would you…" asks for something; so does a "please").
    r"^\W*would (?:it|this|that|these|those|a|an|some|a few|more|fewer|less|shorter|longer)\b"
    r"(?![^?]*\?)(?![^.!]*\bplease\b)|"
    r"" + OPINION_SOUGHT.pattern + "|"
    # (A question dictated, or asked idly.)
    r"" + IDLE_QUESTION.pattern + "|" + WONDERING.pattern + "|" + UNMARKED_QUESTION.pattern
)

# How the text shows on a screen, not how it is written: "make the bullet points render
# properly? They show as asterisks", 「预览里的列表怎么变成星号了」 — a question about the tool.
RENDERING = _re(
    r"\b(?:render(?:s|ed|ing)?|display(?:s|ed|ing)?|show(?:s|ed|ing)? (?:up )?as|"
    r"c[oa]me (?:out|through) as|preview(?:s|ed)?|export(?:s|ed)?)\b[^.!?]{0,40}"
    r"\b(?:asterisks?|boxes|squares|question marks|hash(?:es|tags)?|garbled|gibberish|raw "
    r"(?:markdown|html|code)|properly|correctly)\b|"
    r"\b(?:asterisks?|little boxes|garbled|raw markdown)\b[^.!?]{0,30}\b(?:render|display|"
    r"show|preview|export)|"
    r"(?:显示|预览|渲染|导出|复制|粘贴)\S{0,12}(?:星号|方块|乱码|问号|井号|代码)|"
    r"(?:变|显示)成(?:了)?(?:星号|方块|乱码|井号|问号)"
)
