import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Skeleton, Tag, Timeline } from 'antd';
import { ScrollTable } from '@/components/antd/scroll-table';
import { placeName } from '@/lib/airports';
import { FilePdfOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import { HISTORY_ACTOR_NAMES } from '@jc/shared/rules/orders';
import { DELAY_CERTIFICATE_MIN_MINUTES, formatDelay } from '@jc/shared/rules/trip-documents';
import { LinkButton } from '@/components/link-button';
import { RefundButton } from '@/features/refunds';
import { UpgradeButton } from '@/features/upgrades';
import { ChangeButton } from '@/features/changes';
import { FareFeeTable } from '@/components/fare-fee-table';
import { PageError } from '@/components/page-error';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { ApiError, errorText } from '@/lib/api-client';
import { AccidentRefundEntry } from '@/features/refunds';
import { useCancelOrder } from '../api/cancel-order';
import { downloadItinerary } from '../api/download-itinerary';
import { isOrderNo, useOrder } from '../api/get-order';
import { useOrderCoupon } from '../api/get-order-coupon';
import { orderKeys } from '../lib/query-keys';
import { PAY_METHOD_LABEL, statusColor } from '../lib/labels';
import card from '@/components/card.module.css';
import styles from './orders.module.css';

const time = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '—');

/** One order: segments, passengers with their tickets, the money, the history and what can be done. */
export function OrderDetailView({ orderNo }: { orderNo: string }) {
  const { message, modal } = App.useApp();
  const order = useOrder(orderNo);
  const coupon = useOrderCoupon(orderNo);
  const cancel = useCancelOrder();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  // Back from a cashier page (支付宝, 银行卡) that paid a date change or an upgrade: its dialog opens
  // on it. The address loses the number once the dialog is through with it, so a reload does not.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resumeChange = params.get('change');
  const resumeUpgrade = params.get('upgrade');
  const dropResume = useCallback(
    () => void navigate(paths.orderDetail.url(orderNo), { replace: true }),
    [navigate, orderNo],
  );
  const canChange = order.data?.status === 'TICKETED' && order.data.tickets.some((t) => t.status === 'OPEN');
  const canUpgrade =
    order.data?.status === 'TICKETED' &&
    order.data.tickets.some((t) => t.status === 'OPEN' && t.cabin === 'Y');
  // A number whose dialog is not offered (no unused ticket left) has nothing to open.
  const staleResume = !!order.data && ((!!resumeChange && !canChange) || (!!resumeUpgrade && !canUpgrade));
  useEffect(() => {
    if (staleResume) dropResume();
  }, [staleResume, dropResume]);

  if (!isOrderNo(orderNo))
    return <PageError title="订单不存在" extra={<Link to={paths.orders.url()}>返回我的订单</Link>} />;
  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (order.isError) {
    return (
      <QueryError
        query={order}
        title={order.error instanceof ApiError && order.error.status === 404 ? '订单不存在' : '订单加载失败'}
        extra={<Link to={paths.orders.url()}>返回我的订单</Link>}
      />
    );
  }
  const o = order.data;

  const onCancel = () =>
    modal.confirm({
      title: '确认取消订单？',
      content: '取消后座位将被释放，所用优惠券将退回您的账户。',
      okText: '取消订单',
      cancelText: '再想想',
      onOk: () =>
        cancel.mutateAsync(o.orderNo).then(
          () => void message.success('订单已取消'),
          (err: unknown) => void message.error(errorText(err, '取消失败')),
        ),
    });

  const onItinerary = async () => {
    setDownloading(true);
    try {
      await downloadItinerary(o.orderNo);
    } catch (err) {
      void message.error(errorText(err, '行程单下载失败'));
    } finally {
      setDownloading(false);
    }
  };

  // The unused tickets a passenger may refund, named by who flies which flight.
  const refundable = o.tickets.flatMap((t) => {
    const p = o.passengers.find((x) => x.seq === t.passengerSeq);
    const s = o.bookedSegments.find((x) => x.seq === t.segmentSeq);
    return t.status === 'OPEN' && t.ticketNo && p && s
      ? [{ ticketNo: t.ticketNo, label: `${p.name} ${s.flightNo} ${s.flightDate} 票号${t.ticketNo}` }]
      : [];
  });
  // Of those, the economy ones may move to business on the same flight.
  const upgradable = refundable.filter(
    (r) => o.tickets.find((t) => t.ticketNo === r.ticketNo)?.cabin === 'Y',
  );

  // A date change adds the new flight as a segment: a passenger appears on the segments they hold a ticket of.
  const ticketRows = o.passengers.flatMap((p) =>
    o.bookedSegments.flatMap((s) => {
      const t = o.tickets.findLast((x) => x.passengerSeq === p.seq && x.segmentSeq === s.seq);
      if (!t && o.tickets.some((x) => x.segmentSeq === s.seq && x.passengerSeq !== p.seq)) return [];
      return {
        key: `${p.seq}-${s.seq}`,
        name: p.name,
        type: p.typeName,
        cert: `${p.certType} ${p.certNo}`,
        flight: `${s.flightNo} ${s.depCityName}-${s.arrCityName}`,
        ticketNo: t?.ticketNo ?? '—',
        // A ticket re-issued by an upgrade flies in business on an economy booking.
        status: t ? `${t.statusName}${t.cabin === 'C' && s.cabin === 'Y' ? ' · 公务舱' : ''}` : '—',
      };
    }),
  );
  // The 升舱 and 改期 dialogs: the order reloads once one re-issued a ticket; a quote back from the
  // cashier leaves the address once taken up.
  const quoteDialogs = {
    onResumed: dropResume,
    onDone: () => void client.invalidateQueries({ queryKey: orderKeys.all }),
  };
  // A segment every ticket of which moved to another flight.
  const changedAway = (seq: number) => {
    const own = o.tickets.filter((t) => t.segmentSeq === seq);
    return own.length > 0 && own.every((t) => t.status === 'CHANGED');
  };

  return (
    <div className={styles.detail} data-testid="order-detail">
      <section className={`${card.card} ${card.accent}`}>
        <div>
          <Tag color={statusColor(o)} className={styles.statusBig} data-testid="order-status">
            {o.statusName}
          </Tag>
          <span className={styles.muted}>订单号 {o.orderNo}</span>
        </div>
        <strong className={styles.amount}>{formatYuan(o.amount)}</strong>
        <div className={styles.actions}>
          {o.actions.pay && (
            <LinkButton type="primary" to={paths.pay.url(o.orderNo)} data-testid="order-pay">
              去支付
            </LinkButton>
          )}
          {o.actions.cancel && (
            <Button danger loading={cancel.isPending} onClick={onCancel} data-testid="order-cancel">
              取消订单
            </Button>
          )}
          {o.actions.itinerary && (
            <Button
              icon={<FilePdfOutlined />}
              loading={downloading}
              onClick={() => void onItinerary()}
              data-testid="order-itinerary"
            >
              下载电子行程单
            </Button>
          )}
          {o.status === 'TICKETED' &&
            o.tickets.some((t) => t.status === 'OPEN' || t.status === 'CHECKED_IN') && (
              <LinkButton to={paths.checkIn.url(o.orderNo)} data-testid="order-checkin">
                在线值机
              </LinkButton>
            )}
          {o.status === 'TICKETED' && upgradable.length > 0 && (
            <UpgradeButton tickets={upgradable} resume={resumeUpgrade} {...quoteDialogs} />
          )}
          {o.status === 'TICKETED' && refundable.length > 0 && (
            <ChangeButton tickets={refundable} resume={resumeChange} {...quoteDialogs} />
          )}
          {o.status === 'TICKETED' && refundable.length > 0 && (
            <RefundButton
              orderNo={o.orderNo}
              tickets={refundable}
              onDone={(refundNo) => {
                void client.invalidateQueries({ queryKey: orderKeys.all });
                void message.success(`退票申请已提交（退票单${refundNo}），款项将原路退回`);
              }}
            />
          )}
        </div>
        {o.status === 'PENDING_PAYMENT' && o.payDeadline && (
          <p className={styles.muted}>请于 {time(o.payDeadline)} 前完成支付，逾期订单将自动取消。</p>
        )}
        {o.cancelReason && <p className={styles.muted}>取消原因：{o.cancelReason}</p>}
      </section>

      <section className={card.card}>
        <h2 className={styles.cardTitle}>航班信息</h2>
        {o.bookedSegments.map((s) => {
          const ops = o.flightOps.find((f) => f.segmentSeq === s.seq);
          const late = ops && (ops.status === '取消' || ops.delayMinutes >= DELAY_CERTIFICATE_MIN_MINUTES);
          // The passengers holding a ticket on this flight, for a certificate each.
          const holders = ops?.delayCertificate
            ? o.passengers.flatMap((p) => {
                const t = o.tickets.findLast((x) => x.passengerSeq === p.seq && x.segmentSeq === s.seq);
                return t?.ticketNo && ['OPEN', 'CHECKED_IN', 'USED'].includes(t.status)
                  ? [{ name: p.name, ticketNo: t.ticketNo }]
                  : [];
              })
            : [];
          return (
            <div key={s.seq} className={styles.segment} data-testid="order-segment">
              <strong>{s.flightDate}</strong>
              <span>
                {s.departure} {placeName(s.depCityName, s.depAirportName)} → {s.arrival}{' '}
                {placeName(s.arrCityName, s.arrAirportName)}
              </span>
              <span className={styles.muted}>
                {s.flightNo} · {s.familyName} · {s.bookingClass}舱
                {changedAway(s.seq) && (
                  <Tag className={styles.changedTag} data-testid="segment-changed">
                    已改期
                  </Tag>
                )}
              </span>
              {late && (
                <span data-testid="segment-ops">
                  <Tag color={ops.status === '取消' ? 'red' : 'orange'}>
                    {ops.status === '取消' ? '航班取消' : `延误 ${formatDelay(ops.delayMinutes)}`}
                  </Tag>
                  {ops.delayReason && <span className={styles.muted}>{ops.delayReason}</span>}
                </span>
              )}
              {holders.map((h) => (
                <LinkButton
                  key={h.ticketNo}
                  size="small"
                  to={paths.delayCertificate.url({
                    flightNo: s.flightNo,
                    flightDate: s.flightDate,
                    name: h.name,
                    ticketNo: h.ticketNo,
                  })}
                  data-testid="order-delay-certificate"
                >
                  开具延误证明{holders.length > 1 ? `（${h.name}）` : ''}
                </LinkButton>
              ))}
            </div>
          );
        })}
      </section>

      <section className={card.card}>
        <h2 className={styles.cardTitle}>乘机人与客票</h2>
        <ScrollTable
          label="乘机人与客票"
          size="small"
          pagination={false}
          dataSource={ticketRows}
          data-testid="order-tickets"
          columns={[
            { title: '乘机人', dataIndex: 'name' },
            { title: '类型', dataIndex: 'type' },
            { title: '证件', dataIndex: 'cert' },
            { title: '航段', dataIndex: 'flight' },
            {
              title: '票号',
              dataIndex: 'ticketNo',
              render: (v: string) => <span data-testid="ticket-no">{v}</span>,
            },
            { title: '客票状态', dataIndex: 'status' },
          ]}
        />
        <p className={styles.muted}>
          联系人 {o.contactName} {o.contactPhone}
        </p>
      </section>

      <AccidentRefundEntry
        orderNo={o.orderNo}
        // Only an unused ticket can be refunded: an order with none left offers no application.
        ticketed={o.status === 'TICKETED' && o.tickets.some((t) => t.status === 'OPEN')}
      />
      {o.fareFamilies.length > 0 && (
        <section className={card.card} data-testid="order-fee-rules">
          <h2 className={styles.cardTitle}>退改规则</h2>
          <FareFeeTable families={o.fareFamilies} kind="refund" caption="退票费（按已付票价收取）" />
          <FareFeeTable
            families={o.fareFamilies}
            kind="change"
            caption="改期费（按已付票价收取；新航班票价更高时另补差额，更低时不退）"
          />
        </section>
      )}
      <section className={card.card}>
        <h2 className={styles.cardTitle}>费用明细</h2>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
          {o.prices.map((p) => (
            <Descriptions.Item
              key={p.type}
              label={`${p.type === 'ADT' ? '成人' : p.type === 'CHD' ? '儿童' : p.type === 'INF' ? '婴儿' : '伤残军警'} × ${p.count}`}
            >
              票价 {formatYuan(p.fare)} + 民航发展基金 {formatYuan(p.developmentFund)} + 燃油{' '}
              {formatYuan(p.fuelSurcharge)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="机票">{formatYuan(o.fareTotal)}</Descriptions.Item>
          <Descriptions.Item label="税费">{formatYuan(o.taxTotal)}</Descriptions.Item>
          {/* Extras and the discount only when the order has them: no "优惠 -¥0". */}
          {o.insuranceTotal > 0 && (
            <Descriptions.Item label="保险">{formatYuan(o.insuranceTotal)}</Descriptions.Item>
          )}
          {o.mealTotal > 0 && <Descriptions.Item label="餐食">{formatYuan(o.mealTotal)}</Descriptions.Item>}
          {o.discountTotal > 0 && (
            <Descriptions.Item label="优惠">
              -{formatYuan(o.discountTotal)}
              {coupon.data ? `（${coupon.data.couponName}）` : ''}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="实付">
            <strong className={styles.amount}>{formatYuan(o.amount)}</strong>
            {o.paymentMethod ? ` · ${PAY_METHOD_LABEL[o.paymentMethod]}` : ''}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section className={card.card} data-testid="order-history">
        <h2 className={styles.cardTitle}>订单记录</h2>
        <Timeline
          items={o.history.map((h) => ({
            children: (
              <span>
                {time(h.at)} · {h.reason}
                {h.ticketNo ? `（${h.ticketNo}）` : ''}{' '}
                <span className={styles.muted}>{HISTORY_ACTOR_NAMES[h.actor]}</span>
              </span>
            ),
          }))}
        />
      </section>
    </div>
  );
}
