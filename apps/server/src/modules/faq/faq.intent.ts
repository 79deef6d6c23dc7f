import type { TripIntent } from '@jc/shared';
import { normalize } from './faq.text';

/**
 * Recognises a question about the asker's own trip (我的航班延误了吗, 我的退票到哪了, 我能改签吗,
 * 我的行李额是多少, 什么时候可以值机). Rules rather than retrieval: the bank answers the general
 * question anyway, and a wrong guess here only adds a card built from the asker's own bookings.
 */

/** The asker speaks of their own booking: 我/我的/我们/本人, or a question only a booking holder asks. */
const MINE = /我|咱|本人|自己/;

interface Rule {
  intent: TripIntent;
  /** The topic. */
  topic: RegExp;
  /** Phrases that make the question about a specific booking even without 我 (什么时候可以值机). */
  personal?: RegExp;
}

const RULES: Rule[] = [
  {
    intent: 'refund-progress',
    topic:
      /(退票|退款|退钱|退的钱|退费|退的票).*(进度|到哪|到哪儿|到账|到帐|多久|什么时候|啥时候|几天|状态|怎么样了|好了吗|退了吗|办好|处理|审核|还没|没到|没收到|到了没|到没到)|(退款|退的钱|钱).*(还没|没到|没收到|到了没|到没到)/,
    personal: /(进度|到哪了|到账了吗|到帐了吗|还没到|没收到|到了没|到没到)/,
  },
  {
    intent: 'check-in',
    topic:
      /(值机|办登机牌|登机牌|选座).*(什么时候|几点|何时|多久|开始|开放|能办|可以办|时间)|(什么时候|几点|何时|多久).*(值机|登机牌|选座)|(能|可以)(办)?(值机|选座)了(吗|没|么)/,
    personal: /(什么时候|几点|何时).*(可以|能).*(值机|选座)/,
  },
  {
    intent: 'flight-status',
    topic:
      /(航班|飞机|班机).*(延误|晚点|推迟|取消|准点|准时|正点|按时|正常|起飞|状态|动态|几点|会不会|有没有|还飞|飞不飞|登机口|航站楼)|(延误|晚点|取消|准点|准时|正点)了?(吗|没|么)|(哪个|几号)(登机口|航站楼)/,
  },
  {
    intent: 'change',
    topic:
      /(改签|改期|换航班|改航班|换个时间|换一天|(改|换).{0,2}(日期|时间|航班)|(改|换)到(明天|后天|下周|下个月|周.|星期.|\d|[一二三四五六七八九十]+[月号日]))/,
  },
  {
    intent: 'baggage',
    topic:
      /(行李额|行李限额|托运额|免费行李|能带多少|带多少|托运多少|几公斤|多少公斤|托运多重|能托运|含托运|包含托运|行李.*(多少|几件|几公斤)|(几件|多少件).{0,2}行李)/,
  },
];

/** The trip question a text asks, or null when it is a general question. */
export function detectTripIntent(question: string): TripIntent | null {
  const text = normalize(question).replace(/\s+/g, '');
  const mine = MINE.test(text);
  for (const rule of RULES) {
    if (!rule.topic.test(text)) continue;
    if (mine || rule.personal?.test(text)) return rule.intent;
  }
  return null;
}
