import type { insuranceProducts } from '../../schema';

/**
 * Travel insurance sold at booking, per passenger per segment, priced in fen. Cover and terms are
 * in the shape Chinese carriers' sites show them (a summary line, the insurer, the key terms).
 */
export const INSURANCE_PRODUCTS: (typeof insuranceProducts.$inferInsert)[] = [
  {
    code: 'AIR_ACCIDENT',
    name: '航空意外险',
    price: 3000,
    coverage: '航空意外身故/伤残最高保额300万元，意外医疗最高5万元',
    insurer: '锦程财产保险股份有限公司',
    terms:
      '保障期间为被保险人持有效客票登机时起至抵达目的地走出舱门时止。被保险人年龄须为出生满28天至80周岁。' +
      '同一航段同一被保险人限投保一份，多投无效。未成年人身故保险金额以监管规定为限。' +
      '航班起飞前可随机票全额退保，起飞后不可退保。详细内容以保险条款为准。',
    sort: 1,
  },
  {
    code: 'FLIGHT_DELAY',
    name: '航班延误险',
    price: 2000,
    coverage: '航班延误3小时及以上赔付300元，航班取消赔付200元',
    insurer: '锦程财产保险股份有限公司',
    terms:
      '以航空公司公布的实际起飞时间与计划起飞时间之差计算延误时长。因被保险人自身原因未能登机、' +
      '投保时已发布延误或取消信息的航班不在保障范围内。理赔金额自动计算，航班到达后3个工作日内赔付至投保人账户。',
    sort: 2,
  },
  {
    code: 'REFUND_COVER',
    name: '退票险',
    price: 2500,
    coverage: '因疾病、意外等原因退票，补偿退票手续费最高1000元',
    insurer: '锦程财产保险股份有限公司',
    terms:
      '被保险人或其直系亲属因疾病住院、意外伤害、身故等原因，于航班起飞前办理退票的，' +
      '按实际支付的退票手续费给予补偿，每航段最高1000元。须在航班起飞前投保，投保后24小时内发生的疾病不在保障范围内。',
    sort: 3,
  },
  {
    code: 'BAGGAGE_COVER',
    name: '行李延误及损失险',
    price: 1000,
    coverage: '托运行李延误6小时以上赔付200元，行李损失最高赔付2000元',
    insurer: '锦程财产保险股份有限公司',
    terms:
      '保障被保险人本航段托运的行李。行李延误以航空公司出具的行李延误证明为准；行李损失须提供航空公司出具的' +
      '行李运输事故记录。现金、有价证券、电子设备等贵重物品不在保障范围内。',
    sort: 4,
  },
];
