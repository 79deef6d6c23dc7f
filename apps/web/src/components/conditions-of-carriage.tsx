import { Link } from 'react-router';
import { CHECKIN_CLOSES_MINUTES, CHECKIN_OPENS_HOURS } from '@jc/shared/rules/checkin';
import {
  CHILD_FARE_PERCENT,
  DEVELOPMENT_FUND,
  HERO_FARE_PERCENT,
  INFANT_FARE_PERCENT,
  SALES_CLOSE_MINUTES,
} from '@jc/shared/rules/fares';
import { MAX_ORDER_PASSENGERS, MAX_UNPAID_ORDERS, PAY_MINUTES } from '@jc/shared/rules/orders';
import { formatYuan } from '@jc/shared/money';
import type { ReactNode } from 'react';
import { FareFeeTable } from '@/components/fare-fee-table';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFareFamilies } from '@/lib/fare-families';

export const CONDITIONS_OF_CARRIAGE_TITLE = '旅客运输总条件';

export interface ConditionsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The sections of 旅客运输总条件, with the fee tables from the fares themselves: written once for
 * its page (/conditionsOfCarriage) and the booking page's 《运输总条件》 dialog.
 */
export function useConditionsOfCarriage(): ConditionsSection[] {
  const { data: families, error, isPending, refetch } = useFareFamilies();
  const fees = (kind: 'refund' | 'change', caption: string) =>
    isPending ? (
      <PageLoading />
    ) : error ? (
      <PageError title="费率加载失败" description={error.message} onRetry={() => void refetch()} />
    ) : (
      <FareFeeTable families={families} kind={kind} caption={caption} />
    );

  return [
    {
      id: 'passengers',
      title: '旅客类型与票价',
      body: (
        <ul>
          <li>按乘机日的年龄划分：年满 12 周岁为成人，2 周岁至 12 周岁以下为儿童，2 周岁以下为婴儿。</li>
          <li>
            儿童票价为成人公布运价的 {CHILD_FARE_PERCENT}%；婴儿票价为 {INFANT_FARE_PERCENT}
            %，不单独占座， 每位成人最多携带 1 名婴儿。
          </li>
          <li>
            军人、人民警察及消防救援人员可购买 {HERO_FARE_PERCENT}% 的优待票，购票和乘机时须出示有效证件。
          </li>
          <li>
            成人（含优待票）每航段另付民航发展基金 {formatYuan(DEVELOPMENT_FUND)}
            及燃油附加费；儿童免付民航发展基金，燃油附加费减半；婴儿免付。以订单所示为准。
          </li>
        </ul>
      ),
    },
    {
      id: 'booking',
      title: '购票与支付',
      body: (
        <ul>
          <li>航班起飞前 {SALES_CLOSE_MINUTES} 分钟停止销售。</li>
          <li>
            每张订单最多 {MAX_ORDER_PASSENGERS} 位旅客；同一账户最多保留 {MAX_UNPAID_ORDERS} 张待支付订单。
          </li>
          <li>订单提交后座位保留 {PAY_MINUTES} 分钟，逾时未支付将自动取消，座位和优惠券退回。</li>
          <li>同一旅客（证件号）在同一航班上只能持有一张有效客票。</li>
        </ul>
      ),
    },
    {
      id: 'refund',
      title: '自愿退票',
      body: (
        <>
          <p>
            退票费按运价品牌和申请时距航班起飞的时间计算，以票面价为基数，按元四舍五入；民航发展基金和燃油附加费全额退还，
            航空意外险等保险在航班起飞前可退。
          </p>
          {fees('refund', '退票费率')}
        </>
      ),
    },
    {
      id: 'change',
      title: '自愿改期',
      body: (
        <>
          <p>改期需另付改期费，新航班票价高于原票价时补足差额；改期费率如下。</p>
          {fees('change', '改期费率')}
        </>
      ),
    },
    {
      id: 'checkin',
      title: '值机与登机',
      body: (
        <ul>
          <li>
            网上值机于航班起飞前 {CHECKIN_OPENS_HOURS} 小时开放，起飞前 {CHECKIN_CLOSES_MINUTES} 分钟截止；
            <Link to={paths.checkIn.url()}>办理网上值机</Link>。
          </li>
          <li>
            机场值机柜台于起飞前 {CHECKIN_CLOSES_MINUTES} 分钟关闭，请预留安检时间，至少提前 2 小时到达机场。
          </li>
          <li>紧急出口座位的旅客须年满 15 周岁并愿意协助机组，儿童和携带婴儿的旅客不能就座。</li>
        </ul>
      ),
    },
    {
      id: 'irregular',
      title: '航班延误与取消',
      body: (
        <ul>
          <li>因航班取消或延误 2 小时以上，旅客可申请非自愿退票，免收退票费。</li>
          <li>
            航班延误 30 分钟以上或取消的，可在线开具
            <Link to={paths.delayCertificate.url()}>航班延误证明</Link>。
          </li>
          <li>
            航班状态请查询<Link to={paths.flightDynamics.url()}>航班动态</Link>。
          </li>
        </ul>
      ),
    },
  ];
}

/** The same sections as one block of text, for a dialog (headings one level below its title). */
export function ConditionsOfCarriageText() {
  return (
    <>
      {useConditionsOfCarriage().map((s) => (
        <section key={s.id} aria-label={s.title}>
          <h3>{s.title}</h3>
          {s.body}
        </section>
      ))}
    </>
  );
}
