"""The sources Bagchen's rules draw on (spec §0): two source texts and two web pages."""

from tutor.i18n import Text
from tutor.sources import Source

BERKHIN = Source(
    "000_13bb090b37522576.txt", "ru", "bagchen",
    Text("Berkhin, Bakchen (ru)", "Берхин, «Бакчен»", "别尔欣《巴尘》（俄文）"),
    Text("Igor Berkhin's Russian rules of Bagchen: tiles and ranks, combinations, the point, "
         "passport, charity, payments, jumps, uniting mother and son, the Hand of Fate.",
         "Правила бакчена Игоря Берхина на русском языке: камни и их достоинство, комбинации, "
         "очко, паспорт, подачка, платежи, прыжки, «мать ищет сына», Рука Судьбы.",
         "伊戈尔·别尔欣的俄文巴尘规则：牌与等级、组合、骰尊、通行证、施舍、支付、跳结、母子团聚、够巴。"),
)

ZH_ARTICLE = Source(
    "002_148be627a0e66218.txt", "zh", "bagchen",
    Text("巴尘 / 藏牌 article (zh)", "Статья «巴尘 / 藏牌» (кит.)", "《巴尘／藏牌》条目"),
    Text("A Chinese encyclopedia-style article on Bagchen: ranking, combinations, the point, "
         "passport, charity, settlement and jump multipliers with two worked examples.",
         "Китайская энциклопедическая статья о бакчене: старшинство, комбинации, очко, паспорт, "
         "подачка, расчёт и множители прыжка с двумя примерами.",
         "介绍巴尘的中文百科式条目：等级、牌型组合、骰尊、通行证、施舍、结算及跳结倍数（含两个例子）。"),
)

PAGAT = Source(
    "pagat-bagchen", "en", "bagchen",
    Text("pagat.com, Bagchen", "pagat.com, «Bagchen»", "pagat.com《Bagchen》"),
    Text("John McLeod's English rules on pagat.com, based on Igor Berkhin's rules for the Shang Shung "
         "Institute Austria: the default ruleset of this site.",
         "Английские правила Джона Маклауда на pagat.com, основанные на правилах Игоря Берхина для "
         "Института Шанг Шунг (Австрия): правила этого сайта по умолчанию.",
         "约翰·麦克劳德在 pagat.com 上的英文规则，依据伊戈尔·别尔欣为奥地利象雄学院撰写的规则；本站默认采用的规则。"),
    url="https://www.pagat.com/domino/trick/bagchen.html",
)

NAVPIL = Source(
    "navpil-bagchen", "en", "bagchen",
    Text("navpil, Bagchen", "navpil, «Bagchen»", "navpil《Bagchen》"),
    Text("Dmytro Polovynka's English summary of pagat and the SSI archive, with one detail of his own "
         "(a chip staked when mother seeks son).",
         "Английский пересказ pagat и архива SSI Дмитрия Половинки с одной собственной подробностью "
         "(фишка, которую ставят, когда мать ищет сына).",
         "德米特罗·波洛温卡对 pagat 与 SSI 档案的英文概述，另有一处自己的细节（老母寻亲时押一枚筹码）。"),
    url="https://navpil.github.io/gupai/tien-gow/bagchen.html",
)

SOURCES = (BERKHIN, ZH_ARTICLE, PAGAT, NAVPIL)
