import { describe, expect, it } from 'vitest';
import { detectTripIntent } from './faq.intent';
import { scrubQuestion } from './faq.privacy';
import { queryWords, recutLatin } from './faq.text';

describe('trip questions', () => {
  it.each([
    ['我的航班延误了吗', 'flight-status'],
    ['我的飞机晚点了吗', 'flight-status'],
    ['我的航班取消了怎么办', 'flight-status'],
    ['我的退票到哪了', 'refund-progress'],
    ['我退的钱还没到', 'refund-progress'],
    ['我的退款进度', 'refund-progress'],
    ['我能改签吗', 'change'],
    ['我想改个日期', 'change'],
    ['我的行李额是多少', 'baggage'],
    ['我能带多少行李', 'baggage'],
    ['什么时候可以值机', 'check-in'],
    ['我明天的航班几点可以值机', 'check-in'],
    // Other words for the same questions.
    ['我的航班准时吗', 'flight-status'],
    ['我明天的航班还飞吗', 'flight-status'],
    ['我的航班在哪个登机口', 'flight-status'],
    ['我的退款到了没', 'refund-progress'],
    ['我退的票钱啥时候到', 'refund-progress'],
    ['我能值机了吗', 'check-in'],
    ['我想改到后天', 'change'],
    ['我能带几件行李', 'baggage'],
    ['我的票含托运吗', 'baggage'],
  ])('%s → %s', (question, intent) => {
    expect(detectTripIntent(question)).toBe(intent);
  });

  it.each([
    '如何办理退票',
    '特惠经济能改签吗',
    '免费托运行李额是多少',
    '充电宝能带吗',
    '航班延误了有补偿吗',
    '孩子能带几件行李',
    '改到后天要钱吗',
  ])('a general question is no trip question: %s', (question) => {
    expect(detectTripIntent(question)).toBeNull();
  });
});

describe('masking personal data', () => {
  it.each([
    [
      '我叫张伟，手机13800138000，票号929-1234567890怎么退',
      '我叫【姓名】，手机【手机号】，票号【票号】怎么退',
    ],
    ['身份证110101199003074518能值机吗', '身份证【证件号】能值机吗'],
    ['乘机人李小明的航班延误了吗', '乘机人【姓名】的航班延误了吗'],
    ['王芳要退票', '【姓名】要退票'],
    ['护照E12345678可以买票吗', '护照【证件号】可以买票吗'],
    ['邮箱 a.b@qq.com 发票', '邮箱 【邮箱】 发票'],
    ['订单号202501010001', '订单号【号码】'],
    ['+86 138-0013-8000 收不到验证码', '【手机号】 收不到验证码'],
    ['旅客王芳要退票', '旅客【姓名】要退票'],
    ['名字叫李四可以改吗', '名字叫【姓名】可以改吗'],
    ['姓名：张三丰', '姓名：【姓名】'],
    ['张三要改期', '【姓名】要改期'],
    ['程小东想改期', '【姓名】想改期'],
  ])('%s', (question, masked) => {
    expect(scrubQuestion(question)).toBe(masked);
  });

  it.each([
    '我是会员怎么领生日券',
    '孕妇32周能坐飞机吗',
    '充电宝20000mAh能带吗',
    '我的航班延误了吗',
    // A name spoken of but not given, a way to pay, a passenger's details: nothing to mask.
    '名字打错了一个字咋整',
    '能用支付宝付吗',
    '乘机人信息填错了',
    // Opening with a surname's character is not naming anyone: a word (高铁, 万一, 白天), or a
    // particle no given name holds (钱扣了).
    '高铁票怎么买',
    '钱扣了订单没变化',
    '万一航班取消怎么办',
    '白天的航班能退吗',
    '我是第一次坐飞机',
  ])('keeps a question without personal data as it is: %s', (question) => {
    expect(scrubQuestion(question)).toBe(question);
  });
});

describe('question words', () => {
  it('drops function words, maps synonyms and keeps pinyin', () => {
    const words = queryWords('请问我的行李箱超重了怎么办');
    expect(words.map((w) => w.term)).toEqual(['行李', '超重']);
    expect(words[0]).toMatchObject({ surface: '行李箱', pinyin: 'xinglixiang', latin: false });
  });

  it('searches ages and counts of people as the bank words them', () => {
    const terms = (text: string) => queryWords(text).map((w) => w.term);
    expect(terms('孩子十岁')).toEqual(['儿童', '周岁']);
    expect(terms('八十岁老人')).toEqual(['老人', '老人']);
    expect(terms('刚满一岁')).toContain('婴儿');
    expect(terms('十个月大的宝宝')).toEqual(['婴儿', '大', '婴儿']);
    expect(terms('一家七口')).toEqual(['人数', '人数']);
    expect(terms('六位乘客')).toEqual(['人数', '乘机人']);
    expect(terms('十个人')).toEqual(['人数']);
    expect(terms('10个人一起')).toEqual(['人数', '一起']);
    expect(terms('八个同事')).toEqual(['人数']);
    // A length of time asked is 多久.
    expect(terms('提前几个月')).toEqual(['提前', '多久']);
    // Money asked of a refund is its fee.
    expect(terms('退票收钱吗')).toEqual(['退票', '手续费']);
    // The assistant's own name is not the passenger's.
    expect(terms('你叫什么名字')).toEqual([]);
    expect(terms('我的名字写错了')).toContain('名字');
    // One person is someone alone.
    expect(terms('孩子一个人坐飞机')).toEqual(['儿童', '单独', '坐飞机']);
    // A count of hours is no count of people.
    expect(terms('五个小时')).not.toContain('人数');
  });

  it("weighs a passenger's story a quarter, and the airline's words in full", () => {
    const weights = (text: string) => Object.fromEntries(queryWords(text).map((w) => [w.surface, w.weight]));
    const plain = weights('我想改到下周一');
    const told = weights('我出差下周一去广州，想改签');
    expect(told['出差']).toBeLessThan(weights('出差')['出差']! / 2);
    expect(told['广州']).toBeLessThan(weights('广州')['广州']! / 2);
    expect(plain['下周一']).toBeLessThan(weights('下周一')['下周一']! * 0.3);
    // Asking a number is no number of the story; 自己 is travelling alone.
    expect(weights('手续费多少')['多少']).toBeGreaterThan(weights('手续费68')['68']!);
    expect(weights('孩子自己坐飞机')['自己']).toBeGreaterThan(0.2);
  });

  it('re-cuts typed pinyin by a vocabulary, with or without spaces', () => {
    const known = new Set(['tuipiao', 'shouxufei']);
    const cut = (text: string) => recutLatin(queryWords(text), (p) => known.has(p)).map((w) => w.term);
    expect(cut('tui piao shouxufei')).toEqual(['tuipiao', 'shouxufei']);
    expect(cut('tuipiaoshouxufei')).toEqual(['tuipiao', 'shouxufei']);
    expect(cut('wo de tuipiao')).toEqual(['tuipiao']);
    // A function word in pinyin that begins a bank word is kept for it, and dropped otherwise.
    const withGai = new Set(['gaiqian']);
    const cutGai = (text: string) => recutLatin(queryWords(text), (p) => withGai.has(p)).map((w) => w.term);
    expect(cutGai('gai qian')).toEqual(['gaiqian']);
    expect(cutGai('wo de gai qian le')).toEqual(['gaiqian']);
    expect(cutGai('wo de')).toEqual([]);
  });
});
