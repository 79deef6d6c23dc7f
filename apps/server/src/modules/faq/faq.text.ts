import { createRequire } from 'node:module';
import { Jieba, TfIdf } from '@node-rs/jieba';
import { pinyin } from 'pinyin-pro';
import { DEFAULT_AIRLINE } from '@jc/shared';

/**
 * Chinese text processing for the FAQ assistant: word segmentation (jieba), domain synonyms,
 * pinyin forms and general-language term weights. Shared by the index (faq.retrieval.ts), the
 * trip-intent rules and the question log's scrubber.
 */

const require = createRequire(import.meta.url);

/** Airline words the general dictionary splits apart; each stays one word (frequency, part of speech). */
const DOMAIN_WORDS = [
  '充电宝',
  '移动电源',
  '行李额',
  '行李箱',
  '登机箱',
  '值机',
  '网上值机',
  '在线值机',
  '选座',
  '选座券',
  '改签',
  '改期',
  '升舱',
  '退票费',
  '改期费',
  '行程单',
  '登机牌',
  '登机口',
  '延误证明',
  '延误单',
  '报销凭证',
  '民航发展基金',
  '燃油附加费',
  '燃油费',
  '机建费',
  '无成人陪伴',
  '无人陪伴',
  '临时乘机证明',
  '紧急出口',
  '安全出口',
  '逾重行李',
  '手提行李',
  '随身行李',
  '托运行李',
  '休息室',
  '贵宾厅',
  '优先登机',
  '秒杀',
  '优惠券',
  '生日券',
  '公务舱',
  '经济舱',
  '特惠经济',
  '标准经济',
  '全价经济',
  '常用乘机人',
  // Buying on the day of the flight: a topic of its own, not a time of the passenger's story.
  '当天',
  '乘机人',
  '航班动态',
  '备降',
  '票号',
  '抬头',
  '红冲',
  '验证码',
  '特殊餐',
  '航意险',
  '延误险',
  '孕妇',
  '轮椅',
  '担架',
  // Ways to pay (the general dictionary tags 支付宝 a person's name).
  '支付宝',
  '微信支付',
  '云闪付',
  '银联',
  '花呗',
  '微信',
  '多程',
  DEFAULT_AIRLINE.name,
  // Words of the bank's keywords that a question's segmentation (without the HMM) would cut apart
  // while the bank's (with it) keeps them whole, so the two never met (加购 → 加 购).
  '航司',
  '出票',
  '余票',
  '加购',
  '满减',
  '领券',
  '券包',
  '占座',
  '靠前',
  '扫码',
  '经停',
  '通程',
  '孕周',
  '改降',
  '军残',
  '警残',
  '飞猪',
  '没去成',
  '拿错',
  // An airline word the bank does not answer, kept whole so that its parts (超, 售) match nothing.
  '超售',
];

let jiebaInstance: Jieba | null = null;
let tfidfInstance: TfIdf | null = null;

/** The segmenter, loaded once per process (about half a second: the dictionary ships with the package). */
export function jieba(): Jieba {
  if (!jiebaInstance) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Buffer };
    const instance = Jieba.withDict(dict);
    // Synonyms go in too, so that the passenger's word comes out of segmentation whole (机建, 没了).
    const words = new Set([...DOMAIN_WORDS, ...SYNONYM_GROUPS.flat().filter((w) => [...w].length > 1)]);
    instance.loadDict(Buffer.from([...words].map((w) => `${w} 50000 n`).join('\n')));
    jiebaInstance = instance;
  }
  return jiebaInstance;
}

function tfidf(): TfIdf {
  if (!tfidfInstance) {
    const { idf } = require('@node-rs/jieba/dict') as { idf: Buffer };
    const instance = TfIdf.withDict(idf);
    instance.setConfig({ minKeywordLength: 1, useHmm: true });
    tfidfInstance = instance;
  }
  return tfidfInstance;
}

/**
 * Synonym groups: every word of a group is indexed and searched as the group's first word, so a
 * passenger's word and the bank's word meet whichever each uses. Words here are whole jieba words.
 */
const SYNONYM_GROUPS: string[][] = [
  // Not going after all (去不了, 不去了) is a refund question.
  [
    '退票',
    'refund',
    '退款',
    '退钱',
    '退机票',
    '退掉',
    '申请退款',
    '退费',
    '退',
    '全退',
    '全额退款',
    '去不了',
    '走不了',
    '不去了',
    '不能去',
    '不飞了',
    '不坐了',
  ],
  [
    '改期',
    '改签',
    '改日期',
    '换日期',
    '换日子',
    '换个日子',
    '改日子',
    '改时间',
    '换时间',
    '改航班',
    '换航班',
    '变更',
    '改期费',
    '改签费',
    '改到',
    '改了',
    '提前到',
    '推迟到',
    '推到',
    '挪到',
    '晚一天',
    '早一天',
    '晚几天',
    '早几天',
    '延后到',
  ],
  // After a change (改完日期还能退吗): its own word, so that 改期后还能再退票吗 is the one that answers.
  [
    '改期后',
    '改完',
    '改过',
    '改签过',
    '改期过',
    '改签后',
    '改完后',
    '改过的',
    '改签以后',
    '改期以后',
    '改签之后',
    '改期之后',
  ],
  ['行李', '托运', '行李箱', '箱子', '行礼', '托运行李', '包裹'],
  [
    '值机',
    '办登机牌',
    '登机牌',
    '换登机牌',
    '网上值机',
    '在线值机',
    'checkin',
    '值机手续',
    '值完机',
    '值好机',
    '值了机',
  ],
  ['延误证明', '延误单', '延误凭证', '延误条', '取消证明'],
  ['发票', '行程单', '报销凭证', '报销单', '电子发票', '开票', '票据', '报销', '电子行程单'],
  ['延误', '晚点', '推迟', '延迟', '误点', '延时'],
  ['取消', '停飞', '取消掉', '被取消', '删掉', '删除', '作废', '不想要了', '不要了', '不想要'],
  [
    '误机',
    '没赶上',
    '赶不上',
    '错过航班',
    '错过飞机',
    '没赶上飞机',
    '迟到了',
    '飞走',
    '飞走了',
    '来不及',
    '赶不及',
  ],
  ['充电宝', '移动电源', '锂电池'],
  ['婴儿', '宝宝', '小宝宝', '新生儿', '婴儿票', '婴孩'],
  ['儿童', '小孩', '孩子', '小朋友', '儿童票', '小孩子', '娃', '孩', '儿子', '女儿', '闺女'],
  ['孕妇', '怀孕', '孕期', '准妈妈', '大肚子', '怀孕了'],
  ['宠物', '猫', '狗', '猫咪', '小狗', '小猫', '狗狗', '猫猫', '狗子'],
  ['积分', '里程', '积分卡'],
  // 生日卷 is left to segmentation (生日 + 卷): its 生日 is what tells the birthday coupon apart.
  ['优惠券', '券', '优惠卷', '卷', '代金券', '折扣券', '红包', '抵用券', '优惠'],
  ['支付', '付款', '付钱', '交钱', '缴费', '付费', '买单', '付', '没付', '未付', '未付款'],
  ['银行卡', '信用卡', '储蓄卡', '借记卡', '刷卡', '网银', '银联', '云闪付'],
  ['身份证', '证件', '身份证件', '身份证号'],
  ['机票', '飞机票', '客票', '电子客票', '票'],
  ['购票', '订票', '买票', '订机票', '买机票', '预订', '预定', '购买', '买', '订'],
  ['手续费', '违约金', '扣费', '损失费', '退票费'],
  ['酒', '白酒', '红酒', '酒类', '啤酒', '茅台', '五粮液', '二锅头', '黄酒'],
  [
    '化妆品',
    '护肤品',
    '香水',
    '洗发水',
    '面霜',
    '乳液',
    '防晒霜',
    '护手霜',
    '口红',
    '爽肤水',
    '指甲油',
    '精华液',
  ],
  ['休息室', '贵宾厅', '贵宾室', 'vip', '贵宾休息室', 'lounge'],
  ['公务舱', '商务舱', '头等舱'],
  ['紧急出口', '安全出口', '出口座位', '应急出口', '应急门', '逃生门', '安全门'],
  ['超重', '逾重', '超出', '超了', '逾重行李', '多了', '太多', '太重', '重了'],
  ['丢失', '丢了', '遗失', '弄丢', '不见', '找不到', '丢', '没了', '没找到', '找不着'],
  ['损坏', '破损', '摔坏', '坏了', '弄坏', '压坏'],
  ['注册', '办会员', '入会'],
  ['转让', '转给', '送给', '送人', '别人', '同事', '朋友'],
  ['秒杀', '抢购', '抢票', '限时抢', '抢'],
  ['航班动态', '航班状态', '航班信息', '飞机状态', '到哪了', '飞到哪', '飞到哪了', '到哪儿了'],
  ['乘机人', '乘客', '旅客', '乘机人信息'],
  ['常用乘机人', '常用旅客', '常用乘客'],
  [
    '多少钱',
    '价格',
    '价钱',
    '票价',
    '费用',
    '收费',
    '怎么收费',
    '算钱',
    '怎么算',
    '加钱',
    '额外收费',
    '另外收费',
    '另收费',
    '要钱',
    '收钱',
    '花钱',
    '要不要钱',
    '收不收费',
  ],
  ['到账', '退回', '回来', '到帐'],
  ['名字', '姓名', '名'],
  [
    '轮椅',
    '坐轮椅',
    '行动不便',
    '腿脚不便',
    '腿',
    '腿脚',
    '走路',
    '走不了路',
    '走不动',
    '走不动路',
    '走不远',
    '走不了远路',
  ],
  [
    '老人',
    '老年人',
    '老年',
    '高龄',
    '爷爷',
    '奶奶',
    '父母',
    '我妈',
    '我爸',
    '妈妈',
    '爸爸',
    '老爸',
    '老妈',
    '老人家',
    '长辈',
    '年纪大',
  ],
  ['餐食', '飞机餐', '吃饭', '餐', '饭', '盒饭', '素食', '清真餐', '吃', '管饭', '供餐'],
  ['保险', '航意险', '延误险', '意外险', '晚点险'],
  [
    '升舱',
    '升级',
    '升公务舱',
    '换公务舱',
    '换成公务舱',
    '改公务舱',
    '坐公务舱',
    '坐商务舱',
    '升商务舱',
    '换商务舱',
    '坐头等舱',
    '升头等舱',
  ],
  ['密码', '登录密码'],
  ['手提行李', '随身行李', '登机箱', '随身', '拎', '手提'],
  ['通知', '短信', '提醒', '打电话', '来电', '电话通知', '接到电话'],
  ['诈骗', '骗子', '骗', '假短信', '骗局'],
  ['液体', '饮料', '水'],
  ['往返', '来回', '来回票', '往返票', '回程', '返程'],
  ['民航发展基金', '机建', '机建费', '基建费', '机场建设费'],
  ['燃油附加费', '燃油', '燃油费'],
  ['生病', '住院', '病', '看病', '手术', '病了', '生病了', '发烧', '高烧', '发高烧', '感冒'],
  ['座位', '座', '位子', '位置'],
  ['更换', '换', '换个', '调换', '换一个'],
  [
    '视力',
    '盲人',
    '视障',
    '失明',
    '听力',
    '聋哑',
    '听障',
    '耳聋',
    '聋人',
    '听不见',
    '听不清',
    '耳背',
    '耳朵',
    '眼睛',
    '看不见',
    '听不到',
    '看不到',
    '听不清楚',
  ],
  ['协助', '帮忙', '帮助', '照顾', '照料', '陪同', '照看', '看护'],
  ['领取', '领', '拿'],
  ['错误', '填错', '打错', '写错', '输错', '错了', '弄错', '填写错误', '写成', '打成', '输成', '填成'],
  ['携带', '带', '带上', '拿上', '能带'],
  ['多久', '多长时间', '多少时间', '几天', '多少天', '多长', '工作日', '几个工作日'],
  ['开具', '开', '开出', '出具', '打印'],
  ['订单', '下单', '单子'],
  ['什么时候', '几点', '何时', '几时', '什么时间'],
  // Boarding is flying (没带身份证能登机吗); 登机口, 登机牌 and 优先登机 stay words of their own.
  ['坐飞机', '乘机', '登机', '上飞机', '乘坐飞机', '搭飞机', '乘飞机', '出发', '出行', '飞去', '飞往'],
  // A flight, whatever the passenger calls it (飞机取消了); 坐飞机 is flying, above.
  ['航班', '飞机', '班机'],
  ['官网', '网上', '网站', '官方网站', '线上', '网页', '在线'],
  // A comparison (公务舱比经济舱多什么) asks for the difference.
  ['区别', '差别', '不同', '差异', '差在哪', '不一样', '有啥区别', '比', '对比', '比较', '好在哪'],
  ['真伪', '真假', '真票', '假票', '验真', '真的假的', '是不是真的'],
  ['判断', '辨别', '鉴别', '识别', '分辨', '辨认'],
  // Money taken for an order (钱扣了订单没变化); 扣钱 alone is as often a fee, and stays with 扣费.
  [
    '扣款',
    '钱扣了',
    '扣了钱',
    '扣款了',
    '被扣款',
    '已扣款',
    '付了钱',
    '钱付了',
    '已付款',
    '付完款',
    '付完钱',
    '付过钱',
    '付款成功',
    '支付成功',
    '被扣',
  ],
  // Travelling alone (孩子自己坐飞机).
  ['单独', '一个人', '独自', '独自一人', '自己', '无人陪伴', '无成人陪伴', '没人陪', '没大人'],
  ['使用', '用', '用不了', '不能用', '没法用', '无法使用', '用不上'],
  ['查询', '查', '查看', '看', '看看', '查一下', '查找'],
  ['流程', '步骤', '操作', '过程', '操作步骤', '怎么操作'],
  ['格式', '几位', '几位数', '位数', '多少位'],
  ['全价', '全票', '成人票', '全额票'],
  ['物品', '东西', '物件'],
  ['会员', '会员卡', '会员账号'],
  ['发送', '发到', '发给', '发至', '推送'],
  // A discount for a kind of passenger (伤残军人的优待票); 优惠 alone is the coupons'.
  ['优待', '折扣', '打折', '减价', '半价', '打几折', '几折'],
  ['伤残', '致残', '因公致残'],
  // A flight's schedule moving (航班有变化): the notice entry's 航班变动.
  ['变动', '变化', '有变', '调整', '时刻调整', '有变动', '变', '变了'],
  ['家人', '家里人', '家属', '亲人', '亲属', '家里'],
  // Without a fee (全额退, 不扣钱): what the free refund and change entries answer.
  ['免费', '全额', '不收费', '不要钱', '不扣钱', '不扣费', '不加钱', '不花钱', '不用钱'],
  // What is asked of a passenger (老人坐飞机有什么要求 is the entry's 需要什么手续).
  ['要求', '手续', '条件', '规定', '注意', '注意事项', '准备'],
  // How big (20寸的行李箱).
  ['尺寸', '寸', '大小', '体积', '长宽高'],
  // How many travel together (一家七口 and other counts, below, are 人数 too).
  ['人数', '几个人', '多少人', '几口人', '全家', '全家人', '一家人', '一家'],
  ['包含', '含', '包括', '含不含', '包不包括', '包不包含'],
  ['税费', '税', '不含税', '含税', '税金'],
  // The latest moment (最晚, 最迟) is the closing time: 网上值机最晚什么时候 asks when check-in closes.
  ['截止', '最晚', '最迟', '截至', '截止时间'],
  // How much one may check in (能托运多重).
  ['行李额', '多重', '几公斤', '多少公斤', '多少斤', '重量', '限重', '重量限制'],
];

/** Whether a word is one of the airline's own (a domain or synonym word): never a person's name. */
export const isDomainWord = (word: string) => DOMAIN_WORD_SET.has(word) || CANONICAL.has(word);
const DOMAIN_WORD_SET = new Set(DOMAIN_WORDS);

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS)
  for (const word of group) if (!CANONICAL.has(word)) CANONICAL.set(word, group[0]!);

/** Function words that carry no topic; dropped before indexing and searching. */
const STOPWORDS = new Set(
  (
    '我 我的 我们 你 你们 您 您好 你好 的 地 得 了 吗 呢 吧 啊 呀 么 嘛 哦 噢 呃 嗯 是 在 有 和 与 及 或 就 都 也 还 又 ' +
    '请问 请 问 问下 一下 下 想 想要 要 怎么 怎么样 如何 怎样 咋 咋办 啥 什么 哪些 哪 哪里 哪儿 可以 能 能否 能不能 可不可以 ' +
    '会 这个 那个 这 那 一个 个 如果 帮 帮我 告诉 谢谢 麻烦 着 过 给 把 被 让 对 从 到 为 吗? 呢? 该 应该 需 需要 ' +
    '一 些 本人 情况 问题 时 时候 现在 已经 然后 还是 但是 因为 所以 没 没有 不 别 呗 办 办理 做 进行 怎么办 咨询 知道 之前 以前 咋整 咋弄 怎么弄 怎么整 行不行 行吗 好吗 呗 有人 有没有人 有没有 说 才 ' +
    // The when and why of the passenger's story, around the question itself.
    '的话 上周 这周 下周 刚才 刚刚 有事 ' +
    // The airline itself (锦程航空的…, 你们航空公司…): every entry is about it, so it tells none apart.
    `${DEFAULT_AIRLINE.name} 航空公司 航空 贵司 ` +
    // On board (飞机上有wifi吗): the place, not a topic; 上飞机 is a word of its own.
    '上'
  ).split(' '),
);

/** Function words typed in pinyin (wo de, zenme): dropped like their Han forms. */
const STOP_PINYIN = new Set([
  ...[...STOPWORDS].filter((w) => /^\p{Script=Han}+$/u.test(w) && w !== '呃').map((w) => pinyinOf(w)),
  'le',
  'ma',
  'ne',
  'ba',
]);

/**
 * Words of other trades (rail, hotels, cars, sights), and fares the airline does not sell (学生票):
 * a question holding one is about that trade or fare, so the word counts double and the airline's
 * words beside it (票, 发票, 打折) cannot carry it over the answering threshold alone (高铁票怎么买,
 * 酒店可以开发票吗, 学生证买票能打折吗).
 */
const OTHER_TRADES = new Set(
  (
    '高铁 火车 动车 地铁 公交 大巴 汽车票 船票 酒店 宾馆 住宿 民宿 租车 打车 出租车 网约车 停车场 门票 景点 景区 餐厅 饭店 股票 炒股 理财 贷款 彩票 ' +
    '学生 学生票 学生证 留学生'
  ).split(' '),
);
const OTHER_TRADE_WEIGHT = 2;

/**
 * The parts of a passenger's story that no entry is about: times (昨天, 下周一, 今晚), places (广州),
 * numbers (68, 两瓶) and pronouns (她), by the segmenter's part of speech. They count a quarter, so
 * a long question told with its story still reaches its topic's entry. A word of the airline's own
 * (自己 is travelling alone, 十岁 an age) keeps its weight.
 */
const STORY_TAGS = new Set(['t', 'ns', 'r', 'q']);
/**
 * Why and how the passenger travels, how they heard, and the grown-ups they travel with or buy for
 * (老婆, 老丈人, 领导): the story, not the question. Parents and grandparents are the bank's 老人,
 * sons and daughters its 儿童 (synonyms above), and stay topic words.
 */
const STORY_WORDS = new Set(
  (
    '出差 旅游 探亲 回家 回老家 出去玩 度假 行程 计划 临时 突然 第一次 听说 朋友说 开会 加班 走不开 急事 ' +
    '老婆 老公 媳妇 丈夫 妻子 爱人 对象 男朋友 女朋友 老丈人 丈母娘 岳父 岳母 公公 婆婆 亲戚 ' +
    '舅舅 姑姑 叔叔 阿姨 同学 领导 老板 客户'
  ).split(' '),
);
const STORY_WEIGHT = 0.25;
/** A number (68, 两瓶, 第一次), but not asking one (多少, 几). */
const NUMBER = /[0-9零一二三四五六七八九十百千万两]/u;
/** A sum of money (一块钱, 500元). */
const MONEY = /^[0-9零一二三四五六七八九十百千万两几]+(块|元|毛)钱?$/u;
/** A day or hour the segmenter does not tag as a time (下周一, 5号, 八点). */
const WHEN =
  /^((上|下|这|本)?(周|星期|礼拜)[一二三四五六日天]|(上|下|这|本)个?(礼拜|星期|月)|[0-9一二三四五六七八九十]+(月|号|日|点|点钟|点半))$/u;
const isStory = (word: string, tag: string) =>
  (STORY_TAGS.has(tag) ||
    STORY_WORDS.has(word) ||
    (tag === 'm' && NUMBER.test(word)) ||
    /^[0-9]+$/.test(word) ||
    WHEN.test(word) ||
    MONEY.test(word)) &&
  canonical(word) === word &&
  !DOMAIN_WORD_SET.has(word);

const HAN = /\p{Script=Han}/u;
const SPLIT = /([\p{Script=Han}]+|[a-z0-9]+)/gu;

/** NFKC folds full-width letters and digits; lower case for latin and pinyin. */
export const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** An age in words (十岁, 两岁半, 岁 after a number typed in digits): the bank says 周岁. */
const AGE = /^[一二三四五六七八九十两几]*周?岁半?$/u;
/** Under two (一岁, 一岁半, 八个月): the bank's 婴儿. */
const INFANT_AGE = /^(一周?岁半?|[一二三四五六七八九十两几]+个月大?)$/u;
/** Sixty and over (七十多岁, 八十岁): the bank speaks of 老人, and its 周岁 are children's ages. */
const OLD_AGE = /^[六七八九]十[一二三四五六七八九]?多?周?岁$/u;
/** A count of people (七口, 六位, 3名): the bank says 人数. */
const HEADCOUNT = /^[一二三四五六七八九十两几0-9]+(口人?|位|名)$/u;
/**
 * A count with 个 or 号 before people (十个人, 10个人, 八个同事, 三十多号人, 二十来个人), which the
 * segmenter cuts apart (十个 人, 八个 同事): read as 几个人, a 人数 word. 一个人 is travelling alone
 * (单独), not a count.
 */
const COUNT_OF_PEOPLE =
  /(?:[二三四五六七八九十两几]|[一二三四五六七八九十两几]{2,}|\d+)[多来]?[个号](?:人|同事|朋友|同学|家人|亲戚|员工|客户)/gu;
/**
 * A question to the assistant about itself (你叫什么名字, 你的名字, 你是谁): its 名字 is not the
 * passenger's name on a ticket, so these words are left out and the question falls back.
 */
const ABOUT_THE_ASSISTANT = /[你您](?:的名字|叫(?:什么|啥)(?:名字)?|是谁)/gu;
/** Money asked of a refund (退票收钱吗, 退票要钱吗): the refund's fee, not a price. */
const REFUND_FEE_ASKED = /(退票|退款)(?:要|会|还)?(?:收钱|要钱|扣钱|收费|扣费)/gu;
/**
 * Money already paid (钱已经付了, 付过钱了), which the segmenter cuts apart, with the order not
 * moving after it (没, 还是, 订单): the bank's 扣款. Alone (钱付了能退吗) it is the refund's story.
 */
const MONEY_PAID =
  /(?:钱(?:已经|都|早就|早)?[付交](?:过了|完了|了|过)|付(?:过|了)钱)(?=.*(?:订单|状态|待支付|没|未|还是))/gu;
/** Check-in typed in English with a space or hyphen (check in, check-in): the group's checkin. */
const CHECK_IN = /check[\s-]*in\b/gu;
/**
 * A flight running late in words (航班晚了, 飞机又晚了, 晚了两个小时), which the segmenter leaves as
 * a bare 晚: the bank's 延误. 晚上, 晚点 and 今晚 are words of their own and stay.
 */
const FLIGHT_LATE =
  /(航班|飞机|班机)(又|都|已经|可能|会)?晚(?![上点饭餐间])|晚了?(?=[0-9一二三四五六七八九十两半几]+个?多?(?:小时|分钟|钟头))/gu;
/**
 * Getting to the airport late (起晚了, 来晚了, 到晚了, 出门晚了), which the segmenter leaves as a
 * bare 晚: the missed flight's 迟到了.
 */
const CAME_LATE = /(起|来|到|去|出门|出发)晚了/gu;
/** A flight gone from the schedule (航班没了, 飞机突然没了): cancelled, not a lost thing (没了 is 丢失). */
const FLIGHT_GONE = /(航班|飞机|班机)(?:突然|怎么|就)?没了/gu;
/** A length of time asked (几个月, 几周, 几个小时): the bank asks 多久. */
const DURATION_ASKED = /几个?(?:月|周|星期|礼拜|小时|钟头)/gu;

/** The group word a word is indexed and searched as. */
export const canonical = (word: string) =>
  CANONICAL.get(word) ??
  (OLD_AGE.test(word)
    ? '老人'
    : INFANT_AGE.test(word)
      ? '婴儿'
      : AGE.test(word)
        ? '周岁'
        : HEADCOUNT.test(word)
          ? '人数'
          : word);

/** Toneless pinyin of a Han word, e.g. 退票 → tuipiao. */
export function pinyinOf(word: string): string {
  return pinyin(word, { toneType: 'none', type: 'array', v: true }).join('').toLowerCase();
}

/** Han runs and latin/digit runs of a normalised text, in order. */
function runs(text: string): string[] {
  return normalize(text).match(SPLIT) ?? [];
}

/**
 * Search-mode segmentation, word by word: each whole word with its parts (电子客票 → 电子, 客票,
 * 电子客票), each group word once per whole word. A part that is the whole word's synonym (客票 and
 * 电子客票 are both 机票) would otherwise count the word twice and rank its entry above others for
 * that word alone.
 */
function searchWords(run: string): string[][] {
  return jieba()
    .cut(run, true)
    .map((whole) => {
      const parts = [...whole].length > 2 ? jieba().cutForSearch(whole, true) : [whole];
      return [...new Set(parts.filter((w) => !STOPWORDS.has(w)).map(canonical))];
    });
}

/** The words of a text for the index: search-mode segmentation (whole words and their parts). */
export function indexWords(text: string): string[] {
  const out: string[] = [];
  for (const run of runs(text)) {
    if (HAN.test(run)) for (const terms of searchWords(run)) out.push(...terms);
    else if (!STOPWORDS.has(run)) out.push(canonical(run));
  }
  return out;
}

/** A Han word of a text as the index sees it: its pinyin and the group word it is searched as. */
export interface HanWord {
  pinyin: string;
  term: string;
}

/** A text's Han words (search-mode segmentation, function words dropped) with their pinyin. */
export function hanWords(text: string): HanWord[] {
  const out: HanWord[] = [];
  for (const run of runs(text)) {
    if (!HAN.test(run)) continue;
    for (const word of jieba().cutForSearch(run, true))
      if (!STOPWORDS.has(word)) out.push({ pinyin: pinyinOf(word), term: canonical(word) });
  }
  return out;
}

/** Pinyin forms of a text's Han words, for matching pinyin input and homophone typos. */
export const pinyinWords = (text: string): string[] => hanWords(text).map((w) => w.pinyin);

/** One word of a question as the passenger wrote it, with the forms it is searched under. */
export interface QueryWord {
  surface: string;
  /** The synonym group's word (Han) or the latin word itself. */
  term: string;
  /** Pinyin of a Han word (catches homophone typos); for a latin word, the word itself. */
  pinyin: string;
  /** How much the word says about the topic, from general Chinese word statistics (relative). */
  weight: number;
  /** Typed in latin letters or digits. */
  latin: boolean;
  /** A function word typed in pinyin (wo, de, gai): kept only where it begins or ends a bank word. */
  stop?: boolean;
  /** A word of another trade (高铁, 酒店, 学生票): the question is about that, unless an entry holds it. */
  otherTrade?: boolean;
}

/**
 * The topic words of a question, in order: precise segmentation without function words. Latin
 * runs (pinyin, or words such as vip and 3c) are marked so the index can re-cut them by its own
 * vocabulary: "tui piao" and "tuipiao" both become 退票's pinyin.
 */
export function queryWords(text: string): QueryWord[] {
  const normal = normalize(text)
    .replace(ABOUT_THE_ASSISTANT, ' ')
    .replace(CHECK_IN, 'checkin')
    .replace(CAME_LATE, '迟到了')
    .replace(FLIGHT_GONE, '$1取消了')
    .replace(FLIGHT_LATE, (_late, flight: string | undefined, adverb: string | undefined) =>
      flight ? `${flight}${adverb ?? ''}延误` : '延误',
    )
    .replace(REFUND_FEE_ASKED, '$1手续费')
    .replace(MONEY_PAID, '扣款')
    .replace(COUNT_OF_PEOPLE, '几个人')
    .replace(DURATION_ASKED, '多久');
  const weights = new Map<string, number>();
  for (const { keyword, weight } of tfidf().extractKeywords(jieba(), normal, 64))
    weights.set(keyword, weight);
  const fallbackWeight = Math.max(...weights.values(), 0.5) / 2;

  const words: QueryWord[] = [];
  for (const run of normal.match(SPLIT) ?? []) {
    if (!HAN.test(run)) {
      // A function word in pinyin stays, marked, for the re-cut: gai (该) begins gai qian (改签).
      if (!STOPWORDS.has(run))
        words.push({
          surface: run,
          term: canonical(run),
          pinyin: run,
          weight: fallbackWeight * (isStory(run, 'x') ? STORY_WEIGHT : 1),
          latin: true,
          ...(STOP_PINYIN.has(run) ? { stop: true } : {}),
        });
      continue;
    }
    // Without the HMM, unknown runs fall apart into known words and characters (最多能 → 最多 能)
    // rather than being glued into one word the bank cannot know.
    for (const { word, tag } of jieba().tag(run, false)) {
      if (STOPWORDS.has(word)) continue;
      const otherTrade = OTHER_TRADES.has(word);
      const factor = otherTrade ? OTHER_TRADE_WEIGHT : isStory(word, tag) ? STORY_WEIGHT : 1;
      words.push({
        surface: word,
        term: canonical(word),
        pinyin: pinyinOf(word),
        weight: (weights.get(word) ?? fallbackWeight) * factor,
        latin: false,
        ...(otherTrade ? { otherTrade: true } : {}),
      });
    }
  }
  return words;
}

/**
 * Re-cuts consecutive latin words by a vocabulary (the index's pinyin and latin terms), longest
 * known piece first; a run that cannot be cut whole is left as it was typed. Function words in
 * pinyin at a run's ends are tried with it and without (gai qian is 改签; wo de tuipiao is
 * tuipiao), and dropped unless a cut needs them.
 */
export function recutLatin(words: QueryWord[], known: (piece: string) => boolean): QueryWord[] {
  const out: QueryWord[] = [];
  let i = 0;
  while (i < words.length) {
    if (!words[i]!.latin) {
      out.push(words[i]!);
      i += 1;
      continue;
    }
    let j = i;
    while (j < words.length && words[j]!.latin) j += 1;
    out.push(...recutGroup(words.slice(i, j), known));
    i = j;
  }
  return out;
}

function recutGroup(group: QueryWord[], known: (piece: string) => boolean): QueryWord[] {
  const topic = group.filter((w) => !w.stop);
  if (topic.length === 0) return [];
  const first = group.indexOf(topic[0]!);
  const last = group.lastIndexOf(topic.at(-1)!);
  // Widest first: every span that holds all the topic words, with as many function words as cut.
  for (let width = group.length; width >= last - first + 1; width--) {
    for (
      let start = Math.max(0, last - width + 1);
      start <= first && start + width <= group.length;
      start++
    ) {
      const span = group.slice(start, start + width);
      const joined = span.map((w) => w.surface).join('');
      const pieces = /^[a-z]+$/.test(joined) ? cutByVocabulary(joined, known) : null;
      if (pieces && pieces.length > 0) {
        const weight = topic[0]!.weight;
        return pieces.map((piece) => ({ surface: piece, term: piece, pinyin: piece, weight, latin: true }));
      }
    }
  }
  return topic;
}

/** Fewest known pieces that make up the text exactly (dynamic programming), or null. */
function cutByVocabulary(text: string, known: (piece: string) => boolean): string[] | null {
  const best: (string[] | null)[] = new Array(text.length + 1).fill(null);
  best[0] = [];
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - 24); start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = text.slice(start, end);
      if (!known(piece)) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, piece];
    }
  }
  return best[text.length] ?? null;
}
