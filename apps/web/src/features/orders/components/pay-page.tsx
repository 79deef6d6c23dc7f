import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, QRCode, Skeleton } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import { PageError } from '@/components/page-error';
import { PayMethodPicker, payActionLabel, type GatewayPayMethod } from '@/components/pay-methods';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import type { WxNativePay } from '@/lib/pay-answers';
import { useOrderAvailable } from '../api/order-available';
import { useOrderStatus } from '../api/order-status';
import { usePayRedirect, usePayWxNative, usePayZero } from '../api/pay-order';
import { mmss, useCountdown } from '../hooks/use-countdown';
import card from '@/components/card.module.css';
import styles from './orders.module.css';

/** The pay page: amount, a countdown on the server's clock, and the ways to pay. */
export function PayPage({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const available = useOrderAvailable(orderNo);
  const left = useCountdown(available.data?.remainingSeconds, available.dataUpdatedAt);
  const [method, setMethod] = useState<GatewayPayMethod>('wxnative');
  const [qr, setQr] = useState<WxNativePay | null>(null);
  const wx = usePayWxNative();
  const redirect = usePayRedirect();
  const zero = usePayZero();
  // Polled while the QR code is shown: the notification reaches the server, not this page.
  const status = useOrderStatus(orderNo, qr ? 2000 : false);

  const paidStatus = status.data?.status;
  useEffect(() => {
    if (paidStatus === 'PAID' || paidStatus === 'TICKETED')
      void navigate(paths.payResult.url(orderNo), { replace: true });
  }, [paidStatus, navigate, orderNo]);

  if (!orderNo)
    return (
      <PageError
        title="订单不存在"
        description="缺少订单号。"
        extra={<Link to={paths.orders.url()}>查看我的订单</Link>}
      />
    );
  if (available.isPending)
    return (
      <div className={card.card}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (available.isError) {
    return <QueryError query={available} title="订单加载失败" />;
  }
  const a = available.data;
  const expired = left === 0 || !a.payable;
  const fail = (err: unknown) => void message.error(errorText(err, '支付发起失败，请稍后重试'));

  const pay = () => {
    if (method === 'wxnative') {
      wx.mutate(orderNo, { onSuccess: setQr, onError: fail });
    } else {
      redirect.mutate(
        { method, orderNo, returnPath: paths.payResult.url(orderNo) },
        { onSuccess: (r) => window.location.assign(r.payUrl), onError: fail },
      );
    }
  };

  return (
    <div className={styles.payLayout}>
      <section className={`${card.card} ${card.accent} ${styles.payHead}`} data-testid="pay-summary">
        <div>
          <div className={styles.muted}>订单号</div>
          <strong data-testid="pay-order-no">{a.orderNo}</strong>
        </div>
        <div>
          <div className={styles.muted}>应付金额</div>
          <strong className={styles.amount} data-testid="pay-amount">
            {formatYuan(a.amount)}
          </strong>
        </div>
        <div className={styles.countdown} data-testid="pay-countdown">
          <ClockCircleOutlined />{' '}
          {expired ? (
            '支付已截止'
          ) : (
            <>
              剩余支付时间 <strong>{mmss(left ?? a.remainingSeconds)}</strong>
            </>
          )}
        </div>
      </section>

      {expired ? (
        <Alert
          type="error"
          showIcon
          data-testid="pay-expired"
          message="订单已超过支付时限"
          description={a.reason ?? '超时未支付的订单已自动取消，座位已释放，请重新预订。'}
          action={<Link to={paths.orderDetail.url(orderNo)}>查看订单</Link>}
        />
      ) : a.methods.includes('zero') && a.amount === 0 ? (
        <section className={card.card}>
          <p>优惠券已抵扣全部金额，无需支付。</p>
          <Button
            type="primary"
            size="large"
            loading={zero.isPending}
            onClick={() =>
              zero.mutate(orderNo, {
                onSuccess: () => void navigate(paths.payResult.url(orderNo)),
                onError: fail,
              })
            }
            data-testid="pay-zero"
          >
            确认下单（¥0）
          </Button>
        </section>
      ) : (
        <section className={card.card} aria-label="支付方式">
          <h2 className={styles.cardTitle}>选择支付方式</h2>
          <PayMethodPicker
            value={method}
            onChange={(m) => {
              setMethod(m);
              setQr(null);
            }}
            methods={a.methods}
            testId="pay-method"
          />
          {qr && method === 'wxnative' ? (
            <div className={styles.qr} data-testid="pay-qr">
              <QRCode value={qr.codeUrl} size={200} />
              <p>
                请使用微信扫一扫，支付 <strong className={styles.amount}>{formatYuan(qr.amount)}</strong>
              </p>
              <p className={styles.muted}>支付完成后页面将自动跳转{status.isFetching ? '…' : ''}</p>
              {/^https?:/.test(qr.codeUrl) && (
                <a href={qr.codeUrl} target="_blank" rel="noreferrer" data-testid="pay-qr-link">
                  无法扫码？在新窗口打开支付页
                </a>
              )}
            </div>
          ) : (
            <Button
              type="primary"
              size="large"
              className={styles.payButton}
              loading={wx.isPending || redirect.isPending}
              onClick={pay}
              data-testid="pay-submit"
            >
              {payActionLabel(method)} {formatYuan(a.amount)}
            </Button>
          )}
        </section>
      )}
      <p className={styles.muted}>
        请在倒计时结束前完成支付，逾期订单将自动取消。
        <Link to={paths.orderDetail.url(orderNo)}>查看订单详情</Link>
      </p>
    </div>
  );
}
