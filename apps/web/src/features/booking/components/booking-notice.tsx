import { SALES_CLOSE_MINUTES } from '@jc/shared/rules/fares';
import { MAX_ORDER_PASSENGERS, MAX_UNPAID_ORDERS, PAY_MINUTES } from '@jc/shared/rules/orders';

export const BOOKING_NOTICE_TITLE = '旅客购票须知';

/**
 * 《旅客购票须知》: what a passenger accepts with the order, its numbers from the shared rules so that
 * it says what the booking form and the server enforce (docs/orders.md).
 */
export function BookingNotice() {
  return (
    <>
      <p>为保障您顺利出行，请在提交订单前仔细阅读以下内容。</p>
      <h3>一、实名购票</h3>
      <ul>
        <li>
          乘机人姓名、证件类型及号码须与乘机时出示的有效证件一致；使用身份证购票的，出生日期须与证件号码一致。
        </li>
        <li>同一乘机人（证件号码）在同一航班上只能持有一张有效客票。</li>
      </ul>
      <h3>二、旅客类型</h3>
      <ul>
        <li>
          按首个航班乘机日的年龄确定：年满 12 周岁为成人，2 周岁至 12 周岁以下为儿童，2 周岁以下为婴儿。
        </li>
        <li>婴儿须由一名成人陪同乘机，每位成人最多携带 1 名婴儿。</li>
        <li>每张订单最多 {MAX_ORDER_PASSENGERS} 位旅客，乘机人须与查询时所选的人数一致。</li>
      </ul>
      <h3>三、价格与支付</h3>
      <ul>
        <li>
          应付总额含票价、民航发展基金、燃油附加费及您所选的保险和餐食；票价发生变化时，页面会提示您确认新的价格。
        </li>
        <li>
          订单提交后座位保留 {PAY_MINUTES} 分钟，逾时未支付将自动取消，座位和优惠券退回；同一账户最多保留{' '}
          {MAX_UNPAID_ORDERS} 张待支付订单。
        </li>
        <li>每张订单限用一张优惠券，仅抵扣票价；秒杀机票不可使用优惠券。</li>
        <li>航班起飞前 {SALES_CLOSE_MINUTES} 分钟停止销售。</li>
      </ul>
      <h3>四、退票与改期</h3>
      <ul>
        <li>
          退票费和改期费按所选运价的退改规则收取（见本页航班信息中的费率表）；改期限同航线、同舱位，新航班票价较高时另补差额。
        </li>
      </ul>
      <h3>五、联系人</h3>
      <ul>
        <li>请填写有效的联系人手机号，以便接收订单及航班变动通知。</li>
      </ul>
      <p>本须知未尽事宜，按《旅客运输总条件》执行。</p>
    </>
  );
}
