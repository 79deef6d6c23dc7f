import { isDomainWord, jieba } from './faq.text';

/**
 * Masks personal data in a question before it is logged: what staff need is the shape of the
 * question (“我的票号【票号】怎么退”), never whose it was. Numbers are masked by pattern; names by
 * the phrases that introduce them (我叫…, 乘机人…) and by the segmenter's person-name tag.
 */

const PATTERNS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '【邮箱】'],
  // Ticket numbers: 929 and 10 digits, often written with a hyphen after the airline prefix.
  [/929[-\s]?\d{10}/g, '【票号】'],
  // Mainland ID card numbers (18 characters, the last may be X; the old 15-digit form).
  [/(?<!\d)\d{17}[\dXx](?!\d)|(?<!\d)\d{15}(?!\d)/g, '【证件号】'],
  // Mobile phones, with or without +86 and separators.
  [/(?:\+?86[-\s]?)?1[3-9]\d[-\s]?\d{4}[-\s]?\d{4}(?!\d)/g, '【手机号】'],
  // Passports and other certificates: letters followed by 7 or more digits.
  [/(?<![A-Za-z])[A-Za-z]{1,2}\d{7,}(?!\d)/g, '【证件号】'],
  // Any other long number (orders, cards, landlines): six digits or more.
  [/\d{6,}/g, '【号码】'],
];

/** Words that follow 我是/我叫 without being a name. */
const NOT_NAMES =
  /^(会员|旅客|乘客|乘机人|孕妇|学生|老人|儿童|新用户|非会员|第一次|残疾|军人|警察|外国人|本人)/;
/** Words that commonly follow a name (王芳要…, 李小明的…). */
const NAME_FOLLOWERS = '的|要|想|怎么|能|可以|已经|坐|乘|买|订|退|改';
/** Where a name stops: such a word, punctuation or the end. */
const NAME_END = `(?=${NAME_FOLLOWERS}|[，,。；;！!？?\\s]|$)`;

/**
 * A name said to be one: 我叫…, 姓名是…, 名字叫…, 姓名：…. (名字 and 姓名 need their 是, 叫 or colon:
 * 名字打错了 speaks of a name without giving it.)
 */
const NAME_AFTER = new RegExp(
  `(我叫|我是|本人是|(?:姓名|名字)(?:[是叫为][:：]?|[:：])|乘机人是|旅客是|乘客是)[:：\\s]*([\\p{Script=Han}·]{2,4}?${NAME_END}|[A-Za-z]+(?:[ /][A-Za-z]+)?)`,
  'gu',
);

/** The most common surnames: a sentence that opens with one and a verb soon after names a person (王芳要退票). */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金贾韦夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺顾毛郝龚邵万覃武钱戴严欧莫孔向常汤';
/** 乘机人李小明…: a passenger's name straight after the word, known by its surname (乘机人信息 is no name). */
const NAME_AFTER_ROLE = new RegExp(
  `(乘机人|旅客|乘客)[:：\\s]*([${SURNAMES}][\\p{Script=Han}·]{1,2}?${NAME_END})`,
  'gu',
);
const NAME_OPENING = new RegExp(
  `(^|[，,。；;！!？?\\s])([${SURNAMES}][\\p{Script=Han}]{1,2}?)(?=${NAME_FOLLOWERS})`,
  'gu',
);
/** Particles no given name holds: 钱扣了 (the money was taken) opens with a surname but names no one. */
const NOT_IN_NAMES = /[了的吗呢吧着么啊呀]/u;

/**
 * Whether a candidate that opens with a surname is an ordinary word instead: the segmenter reads a
 * dictionary word of two or more characters there (高铁票, 万一, 白天), which no name tag marks, or
 * the candidate holds a particle.
 */
function ordinaryOpening(candidate: string, rest: string): boolean {
  if (NOT_IN_NAMES.test(candidate)) return true;
  const [first] = jieba().tag(candidate + rest, true);
  return !!first && [...first.word].length >= 2 && first.tag !== 'nr' && first.tag !== 'x';
}

export function scrubQuestion(text: string): string {
  let out = text;
  for (const [pattern, mask] of PATTERNS) out = out.replace(pattern, mask);
  const masked = (whole: string, lead: string, name: string) =>
    NOT_NAMES.test(name) ? whole : `${lead}【姓名】`;
  out = out.replace(NAME_AFTER, masked).replace(NAME_AFTER_ROLE, masked);
  out = out.replace(NAME_OPENING, (whole, before: string, name: string, at: number, all: string) =>
    ordinaryOpening(name, all.slice(at + whole.length)) ? whole : `${before}【姓名】`,
  );
  // The segmenter tags person names (nr); single characters are too often ordinary words.
  const parts = jieba().tag(out, true);
  const isName = (p: { word: string; tag: string }) =>
    p.tag === 'nr' && [...p.word].length >= 2 && !isDomainWord(p.word);
  if (parts.some(isName)) out = parts.map((p) => (isName(p) ? '【姓名】' : p.word)).join('');
  return out.replace(/(【姓名】)+/g, '【姓名】');
}
