# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""The six articles of session 38's lead fidelity set, as title and entry lists (entries are the
body's blank-line-separated paragraphs; an entry may hold single line breaks)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Article:
    title: str
    entries: tuple[str, ...]

    @property
    def body(self) -> str:
        return "\n\n".join(self.entries)


NIANZHONG = Article(
    "华东区销售部2026年度工作总结",
    (
        "2026年，华东区销售部在公司的支持下，围绕“稳老客、拓新客”的目标开展工作。现将全年情况总结如下。",
        "## 一、全年业绩",
        "全年实现销售额4860万元，完成年度目标4500万元的108%，同比增长12%。其中老客户贡献3210万元，新客户贡献1650万元。",
        "## 二、重点工作",
        "1. 完成苏州、无锡两地经销商的整合，渠道数量由38家精简为29家；\n2. 新开发客户126家，其中年采购额超过50万元的有9家；\n3. 上线客户回访制度，全年回访1540人次。",
        "## 三、存在的不足",
        "一是新客户的回款周期偏长，平均达到74天；二是部分业务员对新产品线不熟悉，报价时常需要返工；三是季度之间业绩波动较大，第三季度仅完成全年的19%。",
        "## 四、2027年工作计划",
        "明年我们计划把销售目标定为5200万元，重点做好三件事：缩短回款周期、加强新品培训、稳定季度节奏。",
        "华东区销售部\n2026年12月28日",
    ),
)

FALV = Article(
    "法律声明",
    (
        "欢迎访问“青禾书屋”网站（以下简称“本网站”）。请您在使用本网站前仔细阅读本声明；您访问或使用本网站，即视为同意本声明的全部内容。",
        "**一、版权声明**",
        "本网站发布的文字、图片、音频和视频，除注明转载的以外，著作权均归杭州青禾文化传播有限公司所有。未经书面许可，任何单位和个人不得复制、转载或用于商业用途。",
        "**二、免责条款**",
        "本网站所载书评与推荐仅供参考，不构成任何购买建议。因网络故障、黑客攻击等不可抗力造成的服务中断或信息丢失，本网站不承担责任，但会尽力减少由此带来的影响。",
        "**三、个人信息保护**",
        "我们仅在提供服务所必需的范围内收集您的手机号码和收货地址，并采取加密存储等措施加以保护。您可以随时申请查询、更正或删除您的个人信息，我们将在15个工作日内答复。",
        "**四、法律适用与争议解决**",
        "本声明的解释与适用以中华人民共和国法律为准。因使用本网站发生的争议，双方应先友好协商；协商不成的，任何一方均可向杭州市西湖区人民法院提起诉讼。",
        "杭州青禾文化传播有限公司\n2026年12月1日",
    ),
)

MINSU = Article(
    "云栖小院入住须知",
    (
        "欢迎入住云栖小院！为了让您住得舒心，请花两分钟读一读以下须知。",
        "入住时间为下午14:00以后，退房时间为中午12:00以前。如需提前入住或延迟退房，请至少提前一天告诉管家小周，视房态安排，延迟退房至14:00以内不另收费。",
        "入住时需出示每位住客的身份证原件，并交纳押金300元；退房检查房间无损坏后，押金原路退回。",
        "注意事项：\n1. 院内全域禁烟，室内吸烟将扣除押金200元用于清洁；\n2. 晚上22:00以后请降低音量，小院周围住着村民；\n3. 热水器为燃气式，洗澡前请先开窗通风；\n4. 宠物暂不能入住，敬请谅解。",
        "早餐时间为早上7:30至9:30，在一楼餐厅供应，每间房含两份。",
        "管家小周电话：139 5712 0846（8:00—22:00）；夜间紧急情况请拨打前台座机0571-8560 2217。",
        "祝您在莫干山度过愉快的假期！",
    ),
)

JIAOAN = Article(
    "《荷花》第一课时教学设计",
    (
        "**教学目标：**会认“挨、胀”等6个生字，会写“荷、蓬”等8个生字；正确、流利地朗读课文；体会作者描写荷花的生动语言。",
        "**教学重点：**有感情地朗读第2、3自然段，想象荷花的不同姿态。",
        "**教学时间：**1课时（40分钟）",
        "一、谈话导入（5分钟）\n出示荷花图片，请学生说说在哪里见过荷花、荷花是什么样子的，引出课题。",
        "二、初读课文（10分钟）\n学生自由朗读课文，圈出生字词；同桌互相认读，教师抽查“挨挨挤挤”“莲蓬”等词语的读音。",
        "三、精读感悟（15分钟）\n重点学习第2自然段，找出描写荷花姿态的句子，比较“有的……有的……有的……”三种样子，指导学生边读边想象画面。",
        "四、指导书写（8分钟）\n教师范写“荷”“蓬”两个字，提醒学生注意草字头的写法，学生在田字格中各写两遍。",
        "五、课堂小结（2分钟）\n请学生用一句话说说今天最喜欢的荷花样子。",
    ),
)

PETSIT = Article(
    "Notes for Sam: looking after Biscuit and Pepper",
    (
        "Thanks so much for looking after the animals while we're in Lisbon from 14 to 21 March. Everything you need should be below; the spare key is with Mrs Okafor at number 12.",
        "## Feeding",
        "1. Biscuit (the dog) gets 180 g of the dry food at 7:30 and again at 18:00.\n2. Pepper (the cat) gets half a pouch of wet food morning and evening, and her bowl of biscuits topped up once a day.\n3. Wash both bowls after the evening meal; the dishwasher is fine.",
        "## Medication",
        "Pepper takes one 2.5 mg tablet of her thyroid medicine every morning, hidden in a little wet food. If she spits it out, try again once; if she refuses twice, don't worry, just note it down for us.",
        "## Walks",
        "Biscuit needs two walks a day, about 40 minutes each. He pulls towards other dogs, so keep him on the short lead near the park gates, and please don't let him off near the pond.",
        "## If something goes wrong",
        "Our vet is Greenway Veterinary Clinic on 01632 960 418 (open until 19:00); out of hours, ring 01632 960 999. You can reach us on WhatsApp any time, though we're an hour ahead.",
        "With love and many thanks,\nPriya and Tom",
    ),
)

PLUMBING = Article(
    "Quote for bathroom re-plumbing, 27 Hollis Road",
    (
        "Dear Ms Brennan,",
        "Thank you for showing me the bathroom on Tuesday. As discussed, the work is to replace the corroded copper pipework under the floor, fit a new thermostatic shower valve, and move the basin 40 cm to the left.",
        "| Item | Cost |\n|---|---|\n| Labour (3 days) | £960 |\n| Pipework and fittings | £285 |\n| Thermostatic shower valve | £340 |\n| Waste removal | £65 |\n| **Total** | **£1,650** |",
        "The price includes lifting and relaying the floorboards but not retiling. If we find rotten joists once the floor is up, I'll stop and talk to you before doing anything, and any extra work will be quoted separately.",
        "I can start on Monday 11 January and expect to finish by the Wednesday. The water will be off for about four hours on the first day; I'll let you know the exact time the week before.",
        "This quote is valid for 30 days. A deposit of £300 secures the dates, with the balance due on completion.",
        "Kind regards,\nDarren Hughes\nHughes Plumbing & Heating, 07700 900 512",
    ),
)
