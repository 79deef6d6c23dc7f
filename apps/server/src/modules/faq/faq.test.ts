import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CERT_TYPES, FAQ_CATEGORIES, type TripCard } from '@jc/shared';
import type { App } from '../../app';
import { buildTestApp, createUser, dbKind, expectError } from '#test/helper';
import { faqEntries, faqQuestionLog, fareFamilies } from '../../db/schema';
import { ManualClock, useClock } from '../../lib/clock';
import { FaqBank } from './faq.bank';
import type { TripAnswerer, TripQuestion } from './trip-answerer';

const FALLBACK = '智能客服还在成长中，暂时不能回答您这个问题。';

type Suggestion = { id: number; questionTitle: string; category: string; score: number };
type Reply = {
  answered: boolean;
  suggestions: Suggestion[];
  cards: TripCard[];
  intent: string | null;
  fallback: { message: string; hotline: string } | null;
};

/** A trip answerer that remembers whom it was asked for and answers with one card. */
function recordingAnswerer() {
  const calls: Omit<TripQuestion, 'db'>[] = [];
  const answerer: TripAnswerer = {
    answer: async ({ db: _db, ...question }) => {
      calls.push(question);
      return [
        {
          kind: question.intent,
          title: `JC1234 成都—北京 · 账号${question.userId}`,
          lines: ['预计晚点 45 分钟'],
          link: { text: '查看订单', href: '/orders' },
        },
      ];
    },
  };
  return { calls, answerer };
}

describe(`FAQ assistant (${dbKind()})`, () => {
  let app: App;
  const trips = recordingAnswerer();
  beforeAll(async () => {
    app = await buildTestApp({ tripAnswerer: trips.answerer });
    useClock(new ManualClock('2026-03-10T02:00:00Z'));
  });
  afterAll(async () => {
    await app.close();
  });

  const ask = async (dialogContent: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/dialog/dialogue',
      headers,
      payload: { dialogContent, channelType: 0 },
    });
    return res;
  };
  const reply = async (question: string, headers: Record<string, string> = {}) => {
    const res = await ask(question, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Reply;
  };
  const bankPage = (query: string) =>
    app.inject({ method: 'GET', url: `/api/v1/dialog/questionBank?${query}` });
  const content = (id: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/dialog/content', payload: { id, channelType: 0 } });

  describe('the question bank', () => {
    it('pages the bank 12 at a time in the bank order, every entry once', async () => {
      const first = await bankPage('pageSize=12&pageNum=1&channelType=0');
      expect(first.statusCode).toBe(200);
      const body = first.json() as { code: number; rows: Suggestion[]; total: number };
      expect(body.code).toBe(200);
      expect(body.rows).toHaveLength(12);
      expect(body.total).toBeGreaterThanOrEqual(80);
      expect(body.rows[0]).toEqual({
        id: expect.any(Number),
        questionTitle: '如何在官网购买机票？',
        category: '购票',
      });
      const pages = Math.ceil(body.total / 12);
      const seen = new Set<number>();
      for (let n = 1; n <= pages; n++) {
        const rows = (await bankPage(`pageSize=12&pageNum=${n}&channelType=0`)).json().rows as Suggestion[];
        expect(rows.length).toBe(n < pages ? 12 : body.total - 12 * (pages - 1));
        rows.forEach((r) => seen.add(r.id));
      }
      expect(seen.size).toBe(body.total);
      const beyond = (await bankPage(`pageSize=12&pageNum=${pages + 1}`)).json();
      expect(beyond).toMatchObject({ code: 200, rows: [], total: body.total });
    });

    it('lists one category, and every category of the site has questions', async () => {
      const res = await bankPage(`category=${encodeURIComponent('行李')}&pageSize=50`);
      const rows = res.json().rows as Suggestion[];
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(rows.every((r) => r.category === '行李')).toBe(true);

      const categories = (
        await app.inject({ method: 'GET', url: '/api/v1/dialog/categories?channelType=0' })
      ).json().data as { category: string; count: number }[];
      // The site's categories in its order (rules/faq.ts), each with questions from the seed.
      expect(categories.map((c) => c.category)).toEqual(FAQ_CATEGORIES);
      expect(categories.every((c) => c.count >= 5)).toBe(true);
      const total = (await bankPage('pageSize=1')).json().total as number;
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    });

    it('searches the bank by keyword, best first', async () => {
      const rows = (await bankPage(`keyword=${encodeURIComponent('充电宝')}`)).json().rows as Suggestion[];
      expect(rows[0]?.questionTitle).toBe('充电宝可以带上飞机吗？');
      const none = (await bankPage(`keyword=${encodeURIComponent('股票代码')}`)).json();
      expect(none).toMatchObject({ rows: [], total: 0 });
    });

    it('refuses bad paging and unknown categories with a message', async () => {
      expect((await bankPage('pageSize=51')).json()).toMatchObject({
        code: 400,
        msg: expect.stringContaining('每页最多50条'),
      });
      expect((await bankPage('pageNum=0')).json()).toMatchObject({
        code: 400,
        msg: expect.stringContaining('页码需为正整数'),
      });
      const res = await bankPage(`category=${encodeURIComponent('天气')}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('问题分类不正确');
    });
  });

  describe('answers by id', () => {
    it('answers with the text and the fees of the fare families as the site charges them', async () => {
      const [entry] = await app.db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.question, '退票手续费怎么收？'));
      const res = await content(entry!.id);
      expect(res.statusCode).toBe(200);
      const answer = res.json().data as { content: string; questionTitle: string; updateTime: string };
      expect(answer.questionTitle).toBe('退票手续费怎么收？');
      expect(answer.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const families = await app.db.select().from(fareFamilies).orderBy(asc(fareFamilies.sort));
      const saver = families.find((f) => f.code === 'SAVER')!;
      expect(answer.content).toContain(
        `特惠经济：起飞前7天（含）以上${saver.refundFees.from7Days}%；7天至48小时${saver.refundFees.from48Hours}%；` +
          `48小时至4小时${saver.refundFees.from4Hours}%；4小时以内及起飞后${saver.refundFees.late}%`,
      );
      expect(answer.content).not.toMatch(/\{\w+\}/);
    });

    it('fills the hotline and never leaves a placeholder in any answer', async () => {
      const rows = await app.db.select().from(faqEntries);
      for (const row of rows) expect(`${row.question}${row.content}`).not.toMatch(/\{[\w:]+\}/);
      expect(rows.some((r) => r.content.includes('95071'))).toBe(true);
      // The documents a ticket can be bought with are the booking form's own list.
      const documents = rows.find((r) => r.question === '购票可以用哪些证件？护照可以吗？');
      expect(documents?.content).toContain(CERT_TYPES.join('、'));
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectError(await content(999_999), 404, '该问题不存在或已下线');
      expect((await content(999_999)).statusCode).toBe(404);
      expect((await content('abc')).statusCode).toBe(400);
      const huge = await content(99_999_999_999);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().msg).toContain('编号不正确');
    });
  });

  describe('free questions', () => {
    it('suggests at most 4 entries, ranked, with scores between 0 and 1', async () => {
      const data = await reply('我想退票，手续费怎么算');
      expect(data.answered).toBe(true);
      expect(data.fallback).toBeNull();
      expect(data.suggestions.length).toBeGreaterThan(1);
      expect(data.suggestions.length).toBeLessThanOrEqual(4);
      expect(data.suggestions[0]!.questionTitle).toBe('退票手续费怎么收？');
      const scores = data.suggestions.map((s) => s.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
      // The suggestion leads to its answer.
      const answer = (await content(data.suggestions[0]!.id)).json().data;
      expect(answer.content).toContain('退票费按票面价');
    });

    it('understands synonyms, pinyin and a homophone typo', async () => {
      const invoice = (await reply('报销凭证怎么申请')).suggestions;
      expect(invoice[0]!.category).toBe('发票行程单');
      expect(invoice.map((s) => s.questionTitle)).toContain('如何开具机票发票或行程单？');
      expect((await reply('chongdianbao neng dai ma')).suggestions[0]!.questionTitle).toBe(
        '充电宝可以带上飞机吗？',
      );
      expect((await reply('充电包能带上飞机吗')).suggestions[0]!.questionTitle).toBe(
        '充电宝可以带上飞机吗？',
      );
    });

    it('puts the general answer first for everyday phrasings of common questions', async () => {
      const first = async (question: string) => (await reply(question)).suggestions[0]!.questionTitle;
      // Before the bank's keywords held these phrasings, a narrower entry came first for each.
      expect(await first('怎么开发票')).toBe('如何开具机票发票或行程单？');
      expect(await first('发票在哪里开')).toBe('如何开具机票发票或行程单？');
      expect(await first('买错了日期能换吗')).toBe('可以改签或改期吗？怎么收费？');
      expect(await first('小孩坐飞机要买票吗')).toBe('儿童票和婴儿票怎么买？价格是多少？');
    });

    it.each([
      // The log's name mask no longer takes words for names: 支付宝 (the dictionary's person tag)
      // and 打错了一 (after 名字 with no 是 or 叫) were masked and so lost to the search.
      ['能用支付宝付吗', '官网支持哪些支付方式？'],
      ['名字打错了一个字咋整', '购票时乘机人姓名或证件号填错了怎么办？'],
      ['能刷信用卡吗', '官网支持哪些支付方式？'],
      // Typed pinyin ranks as its Han word does.
      ['tuipiao', '如何办理退票？'],
      // 生日卷 keeps its 生日; 改完 means after a change; a specific word outweighs 坐飞机.
      ['生日卷在哪领', '生日优惠券怎么领取？'],
      ['改完日期还能退吗', '改期后还能再退票吗？'],
      ['盲人乘机有人帮忙吗', '视力或听力障碍旅客可以申请什么服务？'],
      ['聋哑人坐飞机需要申请吗', '视力或听力障碍旅客可以申请什么服务？'],
      // A word the bank holds is not searched by its pinyin too (开 is kai, as in 开发票).
      ['发票怎么开', '如何开具机票发票或行程单？'],
      // 选座券 is a coupon, not check-in: printing a boarding pass is a check-in question.
      ['登机牌在哪打印', '如何在官网办理网上值机？'],
      ['护照能买票吗', '购票可以用哪些证件？护照可以吗？'],
      ['没赶上飞机怎么办', '没赶上飞机（误机）怎么办？'],
      ['航班起飞了还能退吗', '没赶上飞机（误机）怎么办？'],
      // A question opening with a surname's character is no name (高铁, 钱扣了): its words count.
      ['钱扣了订单没变化', '支付成功了但订单还显示待支付怎么办？'],
      // Boarding is flying, a plane is a flight, the website is 官网; an age is 周岁; 自己 is alone.
      ['没带身份证能登机吗', '身份证忘带了或过期了还能坐飞机吗？'],
      ['飞机取消了钱能退吗', '航班延误或取消了，退票要收手续费吗？'],
      ['网上订票怎么操作', '如何在官网购买机票？'],
      ['孩子十岁自己坐飞机去奶奶家', '小孩可以一个人坐飞机吗？无成人陪伴儿童怎么申请？'],
      ['公务舱跟经济舱差在哪', '特惠经济、标准经济、全价经济和公务舱有什么区别？'],
      ['怎么辨别机票真假', '如何判断机票是不是锦程航空的真票？票号是什么格式？'],
      ['行李多了要加钱吗', '行李超重了怎么办？可以提前买行李额吗？'],
      ['优惠券为什么用不了', '优惠券怎么使用？有什么限制？'],
      // 最晚 is the closing time, 看 is 查看, 到哪了 is the flight's status, 删掉 cancels, 多重 asks
      // the allowance, 含 and 税 the price's parts, 几位数 the format, a call is a notice.
      ['网上值机最晚什么时候', '网上值机什么时候开放？什么时候截止？'],
      ['我的券在哪看', '在哪里查看我的优惠券？'],
      ['怎么看航班到哪了', '如何查询航班动态？'],
      ['没付款的订单怎么删掉', '未支付的订单可以取消吗？'],
      ['经济舱能托运多重的行李', '免费托运行李额是多少？'],
      ['票价里含不含税', '机票价格包含哪些费用？民航发展基金和燃油附加费怎么收？'],
      ['票号是几位数', '如何判断机票是不是锦程航空的真票？票号是什么格式？'],
      ['有人打电话说我航班取消了要退钱', '收到航班取消短信让我联系客服退改签，是真的吗？'],
      ['孕妇几个月不能坐飞机', '孕妇可以坐飞机吗？'],
      ['官网买票步骤是什么', '如何在官网购买机票？'],
      // The story around a question (上周, 有事, 的话) does not drown it; not going is a refund.
      [
        '我上周买了一张去三亚的机票，现在因为公司临时有事去不了了，想问一下退票的话要扣多少钱',
        '退票手续费怎么收？',
      ],
      ['孩子三岁坐飞机要买全票吗', '儿童票和婴儿票怎么买？价格是多少？'],
      ['哪些东西不能带上飞机', '哪些物品禁止携带或托运？'],
      ['你们有没有会员卡', '如何注册成为会员？'],
      // A fee for refunding a delayed flight, not the free change for one.
      ['航班延误了退票收费吗', '航班延误或取消了，退票要收手续费吗？'],
      ['航班取消了改期收费吗', '航班取消或延误了，可以免费改期吗？'],
      // A count of people (七口) is 人数; a comparison (比) asks the difference; 致残 is 伤残 and a
      // 折扣 its 优待; 要钱 is a fee; sending (发到) and a working day's wait (几个工作日).
      ['一家七口能一起下单吗', '一个订单最多可以买几个人的票？'],
      ['公务舱比经济舱多什么', '特惠经济、标准经济、全价经济和公务舱有什么区别？'],
      ['警察因公致残买票有折扣吗', '伤残军人、伤残人民警察如何购买优待票？'],
      ['航班晚点了我不想坐了退票要钱吗', '航班延误或取消了，退票要收手续费吗？'],
      ['行程单发到邮箱', '如何查询电子客票信息或发送电子行程到邮箱？'],
      ['退款一般几个工作日到账', '退款会退到哪里？多久能到账？'],
      // Family (家里) and a full refund (全额) are the free refund's; a plane gone (飞走了) is missed;
      // 改签以后 is after a change, 改到 a change; 面霜 is a cosmetic; 没找到 is lost.
      ['家里老人去世了，机票能不能全额退', '生病或家人去世不能出行，可以免费退票吗？'],
      ['飞机已经飞走了我还没到机场', '没赶上飞机（误机）怎么办？'],
      ['改签以后又不想去了能退吗', '改期后还能再退票吗？'],
      ['航班延误太久想改到第二天收费吗', '航班取消或延误了，可以免费改期吗？'],
      ['面霜能随身带吗', '液体、化妆品和酒可以带上飞机吗？'],
      ['到了目的地行李没找到', '行李丢失或损坏了怎么办？'],
      // Sixty and over is 老人, not a child's 周岁; 听不见 is hearing, not 丢失 (不见); 要求 is 手续.
      ['八十岁老人坐飞机有什么要求', '老人坐飞机需要什么手续？可以申请协助吗？'],
      ['耳朵听不见的旅客能申请帮助吗', '视力或听力障碍旅客可以申请什么服务？'],
      ['航班有变化你们会通知吗', '航班延误会通知我吗？'],
      ['领券提示不是会员', '提示我还不是会员怎么办？'],
      ['贵宾室服务能退吗', '增值服务订单怎么取消或退款？'],
      // Ten people (十个人) is a count; 多程 is one word, not 多 (最多) and 程; 花呗 is a way to pay.
      ['十个人能在一个订单里吗', '一个订单最多可以买几个人的票？'],
      ['多程票怎么订', '可以买多程或往返机票吗？往返日期怎么选？'],
      ['可以用花呗吗', '官网支持哪些支付方式？'],
      // A long question's story (times, places, numbers, pronouns, why one travels) counts a quarter.
      [
        '我妈妈68岁了第一次坐飞机，她一个人去广州，需要办什么手续吗',
        '老人坐飞机需要什么手续？可以申请协助吗？',
      ],
      ['昨天买的票今天就降价了，能不能退了重新买，要扣多少钱', '退票手续费怎么收？'],
      [
        '孩子今年11岁，能不能让他自己一个人飞去上海找爷爷',
        '小孩可以一个人坐飞机吗？无成人陪伴儿童怎么申请？',
      ],
      ['听说有个秒杀活动，一块钱的机票是真的吗，怎么抢', '秒杀活动怎么参加？'],
      ['行李箱里有两瓶茅台可以托运吗', '液体、化妆品和酒可以带上飞机吗？'],
      // 提前到 is a change; 生僻字 a name; 20寸 a size; 被扣 money taken; 狗狗 a pet; 吃 a meal;
      // 改签过 after a change.
      ['周五晚上的航班我想提前到周四，可以吗，要补差价吗', '可以改签或改期吗？怎么收费？'],
      ['帮我朋友买的票，他名字里有个生僻字打不出来怎么办', '购票时乘机人姓名或证件号填错了怎么办？'],
      ['我的行李箱20寸的能不能带上飞机不托运', '随身可以带多大多重的行李上飞机？'],
      ['刚付完款页面就卡住了，订单显示待支付，钱会不会被扣两次', '支付成功了但订单还显示待支付怎么办？'],
      ['家里的狗狗能不能跟我一起坐飞机', '可以带宠物坐飞机吗？'],
      ['下周要坐红眼航班，飞机上有吃的吗', '航班上提供餐食吗？可以预订特殊餐吗？'],
      ['去年买的票改签过一次，现在还能退吗', '改期后还能再退票吗？'],
      // Checked baggage's kilos are the allowance, not the carry-on's size and weight.
      ['托运行李可以带几公斤', '免费托运行李额是多少？'],
      // 八个同事 is a count of people; 几个月 asks how long; 不想要 is cancelling; 换个日子 a
      // change of date; 换公务舱 an upgrade; a person to talk to is the hotline, not the fraud warning.
      ['我想帮公司八个同事一起订票', '一个订单最多可以买几个人的票？'],
      ['提前几个月可以买票', '最晚可以提前多久买票？起飞前多久停止售票？'],
      ['不想要这个订单了还没付款', '未支付的订单可以取消吗？'],
      ['机票能换个日子吗', '可以改签或改期吗？怎么收费？'],
      ['加钱换公务舱', '如何升舱到公务舱？'],
      ['人工客服', '如何联系锦程航空人工客服？'],
      ['你们客服电话多少', '如何联系锦程航空人工客服？'],
      ['锦程航空的客服电话是多少', '如何联系锦程航空人工客服？'],
      ['我要投诉', '如何联系锦程航空人工客服？'],
      ['收到短信说航班取消了让我打电话联系客服退票', '收到航班取消短信让我联系客服退改签，是真的吗？'],
      // 当天 is buying on the day, not the story's time; 打几折 asks the discount; 付完钱 is paid.
      ['当天还能买到票吗', '最晚可以提前多久买票？起飞前多久停止售票？'],
      ['军人证买票打几折', '伤残军人、伤残人民警察如何购买优待票？'],
      ['付完钱订单还是未支付', '支付成功了但订单还显示待支付怎么办？'],
      // gai (该) is a function word alone, but begins gai qian (改签); a driving licence asks which
      // papers count; 退款进度 is where a refund stands.
      ['gai qian', '可以改签或改期吗？怎么收费？'],
      ['驾驶证能登机吗', '购票可以用哪些证件？护照可以吗？'],
      ['退款进度', '退款会退到哪里？多久能到账？'],
      ['因为天气原因航班取消了退票收钱吗', '航班延误或取消了，退票要收手续费吗？'],
      ['退票收钱不', '退票手续费怎么收？'],
      ['钱已经付了订单状态没变', '支付成功了但订单还显示待支付怎么办？'],
      ['钱都交了订单还没出票', '支付成功了但订单还显示待支付怎么办？'],
    ])('answers %s with “%s” first', async (question, title) => {
      expect((await reply(question)).suggestions[0]!.questionTitle).toBe(title);
    });

    // Passengers tell what happened rather than name the topic: the bank's keywords hold their
    // everyday words (堵, 兔子, 扭伤, lounge, 舱门…), and the rules read 起晚了 as late for the
    // flight, 航班又晚了 as a delay, 航班没了 as cancelled, 三十多号人 as a count and check-in as 值机.
    it.each([
      ['高速上堵了两个小时，赶到机场飞机已经飞走了', '没赶上飞机（误机）怎么办？'],
      ['早上起晚了，到机场登机口已经关了', '没赶上飞机（误机）怎么办？'],
      ['家里的兔子能不能带上飞机', '可以带宠物坐飞机吗？'],
      ['脚扭伤了走不了路，到机场能安排轮椅吗', '行动不便需要轮椅怎么申请？'],
      ['飞机上给不给饭吃', '航班上提供餐食吗？可以预订特殊餐吗？'],
      ['飞机因为大雾落到了别的城市的机场', '航班备降了怎么办？'],
      ['生日那个月登录有什么福利吗', '生日优惠券怎么领取？'],
      ['经济舱的票能单独买lounge吗', '可以购买贵宾休息室服务吗？'],
      ['明天早上的航班，check-in什么时候开始', '网上值机什么时候开放？什么时候截止？'],
      ['飞机又晚了两个小时，单位要我开个证明', '如何开具航班延误证明？'],
      ['到了机场才知道航班没了，怎么处理', '航班取消了怎么办？'],
      ['公司三十多号人一起出差，能放在一个订单里吗', '一个订单最多可以买几个人的票？'],
      ['老婆怀孕五个月了，坐飞机有没有限制', '孕妇可以坐飞机吗？'],
      ['订单提交了还没付钱，能保留多久', '下单后需要在多长时间内完成支付？'],
      ['积分能不能送给我老公用', '积分有效期多久？可以兑换什么？'],
      ['孩子突然发高烧住院了，机票能全额退吗', '生病或家人去世不能出行，可以免费退票吗？'],
      ['菜刀可以放托运行李里吗', '哪些物品禁止携带或托运？'],
      ['我是聋人，在机场听不到广播怎么办', '视力或听力障碍旅客可以申请什么服务？'],
    ])('answers the situation %s with “%s” first', async (question, title) => {
      expect((await reply(question)).suggestions[0]!.questionTitle).toBe(title);
    });

    // A student's fare is not the airline's (it counts as another trade's word does, and no entry
    // holds it: 学生优惠票 is no question about coupons); the airline's own name tells no entry
    // apart (its shares are no question for 人工客服); on board (飞机上) is a place, not the meals
    // entry; the others are about nothing the bank holds.
    it.each([
      '学生证买机票有折扣吗',
      '有没有学生优惠票',
      '锦程航空的股票值得买吗',
      '飞机上有wifi吗',
      '机场的免税店几点关门',
      '飞行员是怎么培训的',
      '明天上海会下雨吗',
    ])('leaves %s to the fallback', async (question) => {
      expect((await reply(question)).answered).toBe(false);
    });

    it('gives the fallback with the hotline when nothing fits', async () => {
      const data = await reply('北京今天天气怎么样');
      expect(data).toEqual({
        answered: false,
        suggestions: [],
        cards: [],
        intent: null,
        fallback: { message: FALLBACK, hotline: '95071' },
      });
    });

    it('gives the fallback to a word that only the answers hold', async () => {
      // The delay answers speak of 天气; no entry is about the weather.
      expect((await reply('天气')).answered).toBe(false);
    });

    it.each(['你叫什么名字', '你的名字是什么', '你叫啥', '你是谁'])(
      'leaves %s, a question to the assistant about itself, to the fallback, not the name-correction entry',
      async (question) => {
        expect((await reply(question)).answered).toBe(false);
      },
    );

    it('still answers a passenger’s own wrong name after a greeting', async () => {
      expect((await reply('你好，我的名字写错了怎么办')).suggestions[0]!.questionTitle).toBe(
        '购票时乘机人姓名或证件号填错了怎么办？',
      );
    });

    it.each(['高铁票怎么买', '酒店可以开发票到公司吗', '上海到杭州坐高铁要多久'])(
      'leaves %s, a question about another trade, to the hotline',
      async (question) => {
        const data = await reply(question);
        expect(data.answered).toBe(false);
        expect(data.fallback).toEqual({ message: FALLBACK, hotline: '95071' });
      },
    );

    it('takes 100 characters and refuses 101, an empty question and control characters', async () => {
      const hundred = `充电宝${'啊'.repeat(97)}`;
      expect([...hundred]).toHaveLength(100);
      expect((await ask(hundred)).statusCode).toBe(200);
      const long = await ask(`${hundred}啊`);
      expectError(long, 400, '请求内容字段 dialogContent：问题最多输入100个字');
      for (const empty of ['', '   ', '\n\t']) {
        const res = await ask(empty);
        expectError(res, 400, '请求内容字段 dialogContent：请输入您的问题！');
      }
      expect((await ask(undefined)).json()).toMatchObject({
        code: 400,
        msg: expect.stringContaining('请输入您的问题！'),
      });
      const control = await ask('退票\u0007怎么办');
      expectError(control, 400, '请求内容字段 dialogContent：问题中含有无法识别的字符');
      // Line breaks inside a pasted question are spaces, not a refusal.
      expect((await ask('怎么\n退票')).statusCode).toBe(200);
    });

    it('answers the home page call with the list of suggestions, empty with the fallback message', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/faq/ask',
        payload: { dialogContent: '怎么办理网上值机', channelType: 0 },
      });
      const body = res.json() as { code: number; data: Suggestion[] };
      expect(body.code).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data[0]!.questionTitle).toBe('如何在官网办理网上值机？');
      const none = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/faq/ask',
          payload: { dialogContent: '推荐一家成都的火锅店' },
        })
      ).json();
      expect(none).toEqual({ code: 200, msg: FALLBACK, data: [] });
    });
  });

  describe("the passenger's trip", () => {
    it("puts the signed-in asker's own trip cards first, built for that account only", async () => {
      const me = await createUser(app);
      const other = await createUser(app);
      trips.calls.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/dialog/dialogue',
        headers: me.auth,
        payload: { dialogContent: '我的航班延误了吗', channelType: 0, userId: other.user.id },
      });
      const data = res.json().data as Reply;
      expect(data.intent).toBe('flight-status');
      expect(data.cards).toEqual([
        {
          kind: 'flight-status',
          title: `JC1234 成都—北京 · 账号${me.user.id}`,
          lines: ['预计晚点 45 分钟'],
          link: { text: '查看订单', href: '/orders' },
        },
      ]);
      expect(data.answered).toBe(true);
      expect(trips.calls).toEqual([
        {
          userId: me.user.id,
          intent: 'flight-status',
          question: '我的航班延误了吗',
          at: new Date('2026-03-10T02:00:00Z'),
        },
      ]);
    });

    it('recognises each trip question', async () => {
      const me = await createUser(app);
      const cases: [string, string][] = [
        ['我的退票到哪了', 'refund-progress'],
        ['我能改签吗', 'change'],
        ['我的行李额是多少', 'baggage'],
        ['什么时候可以值机', 'check-in'],
        ['我的飞机晚点了没有', 'flight-status'],
      ];
      for (const [question, intent] of cases) {
        const data = await reply(question, me.auth);
        expect(data.intent, question).toBe(intent);
        expect(data.cards[0]?.kind, question).toBe(intent);
      }
    });

    it('never asks for trip cards for a visitor, a bad token or a general question', async () => {
      trips.calls.length = 0;
      const visitor = await reply('我的航班延误了吗');
      expect(visitor.cards).toEqual([]);
      expect(visitor.intent).toBe('flight-status');
      expect(visitor.suggestions.length).toBeGreaterThan(0);
      const badToken = await reply('我的航班延误了吗', { authorization: 'Bearer not-a-token' });
      expect(badToken.cards).toEqual([]);
      const me = await createUser(app);
      const general = await reply('充电宝可以带吗', me.auth);
      expect(general.cards).toEqual([]);
      expect(trips.calls).toEqual([]);
    });
  });

  describe('the question log and the back office', () => {
    it('logs what is asked with personal data masked and whether it was answered', async () => {
      const operator = await createUser(app, { role: 'operator' });
      await reply('我叫张伟，手机13800138000，票号929-1234567890怎么退票');
      await reply('身份证110101199003074518可以网上值机吗');
      await reply('你们公司的股票代码是多少');
      const rows = await app.db.select().from(faqQuestionLog);
      // Asked-at comes from the application clock, not the database's.
      expect(rows.every((r) => r.askedAt.getTime() === new Date('2026-03-10T02:00:00Z').getTime())).toBe(
        true,
      );
      const text = JSON.stringify(rows);
      for (const secret of ['张伟', '13800138000', '1234567890', '110101199003074518'])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\d{6,}/);

      const log = await app.inject({
        method: 'GET',
        url: '/api/admin/faq/questions?pageSize=200',
        headers: operator.auth,
      });
      expect(log.statusCode).toBe(200);
      const logRows = log.json().rows as {
        question: string;
        answered: boolean;
        topQuestionTitle: string | null;
      }[];
      const refund = logRows.find(
        (r) => r.question === '我叫【姓名】，手机【手机号】，票号【票号】怎么退票',
      )!;
      expect(refund).toMatchObject({ answered: true, topQuestionTitle: expect.any(String) });
      expect(logRows.find((r) => r.question === '身份证【证件号】可以网上值机吗')).toMatchObject({
        answered: true,
      });
      expect(logRows.find((r) => r.question === '你们公司的股票代码是多少')).toMatchObject({
        answered: false,
        topQuestionTitle: null,
      });
      const unanswered = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/faq/questions?answered=false&pageSize=200',
          headers: operator.auth,
        })
      ).json().rows as { answered: boolean }[];
      expect(unanswered.length).toBeGreaterThan(0);
      expect(unanswered.every((r) => !r.answered)).toBe(true);

      await reply('你们公司的股票代码是多少');
      const top = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/faq/questions/top?answered=false',
          headers: operator.auth,
        })
      ).json().data as { question: string; count: number; unanswered: number }[];
      expect(top[0]).toMatchObject({ question: '你们公司的股票代码是多少', count: 2, unanswered: 2 });
    });

    it('lets only operators in: 401 for a visitor, 403 for a passenger', async () => {
      const passenger = await createUser(app);
      const entry = { category: '行李', questionTitle: '测试问题', content: '测试答案' };
      const calls = [
        { method: 'GET' as const, url: '/api/admin/faq/entries' },
        { method: 'GET' as const, url: '/api/admin/faq/questions' },
        { method: 'POST' as const, url: '/api/admin/faq/entries', payload: entry },
        { method: 'PUT' as const, url: '/api/admin/faq/entries/1', payload: entry },
        { method: 'POST' as const, url: '/api/admin/faq/entries/1/delete', payload: {} },
      ];
      for (const call of calls) {
        const visitor = await app.inject(call);
        expectError(visitor, 401, '请先登录', call.url);
        const refused = await app.inject({ ...call, headers: passenger.auth });
        expectError(refused, 403, '仅限工作人员操作', call.url);
      }
      expect((await app.db.select().from(faqEntries).where(eq(faqEntries.question, '测试问题'))).length).toBe(
        0,
      );
    });

    it('re-indexes after an edit, in this process and in another one sharing the database', async () => {
      const operator = await createUser(app, { role: 'operator' });
      const elsewhere = new FaqBank(app.db);
      const question = '可以带榴莲上飞机吗？';
      const before = await reply('榴莲');
      expect(before.answered).toBe(false);
      expect((await elsewhere.current()).query('榴莲', 4).answered).toBe(false);

      const created = await app.inject({
        method: 'POST',
        url: '/api/admin/faq/entries',
        headers: operator.auth,
        payload: {
          category: '行李',
          questionTitle: question,
          content: '榴莲气味浓烈，不能随身携带，也不能托运。',
          keywords: '水果',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      expect((await reply('榴莲')).suggestions[0]).toMatchObject({ id, questionTitle: question });
      expect((await elsewhere.current()).query('榴莲', 4).results[0]?.id).toBe(id);

      const edit = (payload: object) =>
        app.inject({ method: 'PUT', url: `/api/admin/faq/entries/${id}`, headers: operator.auth, payload });
      const rewritten = {
        category: '行李',
        questionTitle: '可以带螺蛳粉上飞机吗？',
        content: '密封包装的螺蛳粉可以托运。',
      };
      const edited = await edit(rewritten);
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await reply('螺蛳粉')).suggestions[0]?.id).toBe(id);
      expect((await elsewhere.current()).query('榴莲', 4).answered).toBe(false);

      const unpublished = await edit({ ...rewritten, published: false });
      expect(unpublished.json().data.published).toBe(false);
      expect((await content(id)).statusCode).toBe(404);
      expect((await reply('螺蛳粉')).answered).toBe(false);

      const removed = await app.inject({
        method: 'POST',
        url: `/api/admin/faq/entries/${id}/delete`,
        headers: operator.auth,
        payload: {},
      });
      expect(removed.json()).toEqual({ code: 200, msg: '已删除', data: { id } });
      const again = await app.inject({
        method: 'POST',
        url: `/api/admin/faq/entries/${id}/delete`,
        headers: operator.auth,
        payload: {},
      });
      expect(again.statusCode).toBe(404);
    });

    it('refuses an entry without a question or with an overlong answer', async () => {
      const operator = await createUser(app, { role: 'operator' });
      const post = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/admin/faq/entries', headers: operator.auth, payload });
      expect((await post({ category: '行李', questionTitle: ' ', content: '答' })).json().msg).toContain(
        '请输入问题',
      );
      expect(
        (await post({ category: '行李', questionTitle: '问', content: '答'.repeat(5001) })).json().msg,
      ).toContain('答案最多5000个字');
      expect((await post({ category: '其他', questionTitle: '问', content: '答' })).json().msg).toContain(
        '问题分类不正确',
      );
    });
  });
});
