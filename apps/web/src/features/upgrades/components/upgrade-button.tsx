import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Modal, QRCode, Radio, Result, Space, Tag, Typography } from 'antd';
import { RiseOutlined } from '@ant-design/icons';
import type { UpgradeView } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { useApplyUpgrade } from '../api/apply-upgrade';
import { useConfirmUpgrade } from '../api/confirm-upgrade';
import { useUpgrade } from '../api/get-upgrade';
import { usePayUpgradeWx, type UpgradeWxPay } from '../api/pay-upgrade';
import quoteStyles from '@/components/paid-quote.module.css';
import styles from './upgrades.module.css';

export interface UpgradableTicket {
  ticketNo: string;
  /** e.g. 张伟 JC1001 2026-12-01 */
  label: string;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false });

/**
 * 升舱 for the order detail: pick an unused economy ticket, see the quote (business fare, fare paid,
 * difference), pay the difference by the messaging-app QR code as an order is paid (nothing at ¥0),
 * and the ticket is re-issued in business. `onDone` gets the new ticket number when the dialog closes.
 */
export function UpgradeButton({
  tickets,
  onDone,
}: {
  tickets: readonly UpgradableTicket[];
  onDone?: (newTicketNo: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [quote, setQuote] = useState<UpgradeView | null>(null);
  const [qr, setQr] = useState<UpgradeWxPay | null>(null);
  const [done, setDone] = useState<UpgradeView | null>(null);
  const apply = useApplyUpgrade();
  const pay = usePayUpgradeWx();
  const confirm = useConfirmUpgrade();
  // Polled while the QR code is shown: the payment reaches the server, not this page.
  const state = useUpgrade(qr && !done ? quote!.upgradeNo : null, 2000);
  const confirming = useRef(false);

  const ticketNo = chosen ?? (tickets.length === 1 ? tickets[0]!.ticketNo : null);
  const close = () => {
    // The order reloads only now: its new business ticket ends this button's reason to be shown.
    if (done) onDone?.(done.newTicketNo!);
    setOpen(false);
    setQuote(null);
    setQr(null);
    setDone(null);
    setChosen(null);
    confirming.current = false;
    apply.reset();
    pay.reset();
    confirm.reset();
  };
  const finish = (upgradeNo: string) => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(upgradeNo, {
      onSuccess: setDone,
    });
  };

  // Paid: re-issue at once, so the passenger never has to come back for it.
  useEffect(() => {
    if (quote && state.data?.status === 'PAID') finish(quote.upgradeNo);
  });

  const error = (apply.error ?? pay.error ?? confirm.error) as Error | null;
  const expired = state.data?.status === 'EXPIRED';

  let footer: React.ReactNode = null;
  if (done)
    footer = (
      <Button type="primary" onClick={close} data-testid="upgrade-finish">
        完成
      </Button>
    );
  else if (!quote)
    footer = (
      <Button
        type="primary"
        disabled={!ticketNo}
        loading={apply.isPending}
        data-testid="upgrade-quote"
        onClick={() => apply.mutate(ticketNo!, { onSuccess: setQuote })}
      >
        查看升舱价格
      </Button>
    );
  else if (!qr)
    footer = (
      <Space wrap>
        <Button onClick={() => setQuote(null)}>重新选择</Button>
        {quote.amount === 0 ? (
          <Button
            type="primary"
            loading={confirm.isPending}
            data-testid="upgrade-confirm"
            onClick={() => finish(quote.upgradeNo)}
          >
            确认升舱（无需补差价）
          </Button>
        ) : (
          <Button
            type="primary"
            loading={pay.isPending}
            data-testid="upgrade-pay"
            onClick={() => pay.mutate(quote.upgradeNo, { onSuccess: setQr })}
          >
            微信支付差价 {formatYuan(quote.amount)}
          </Button>
        )}
      </Space>
    );

  return (
    <>
      <Button icon={<RiseOutlined />} onClick={() => setOpen(true)} data-testid="upgrade-open">
        升舱
      </Button>
      <Modal open={open} title="升舱至公务舱" width={640} onCancel={close} footer={footer} destroyOnHidden>
        {error && <Alert type="error" showIcon message={error.message} className={quoteStyles.alert} />}
        {done ? (
          <Result
            status="success"
            title="升舱成功"
            subTitle={`新票号 ${done.newTicketNo}，公务舱 ${done.toClass} 舱。原票号 ${done.ticketNo} 已升舱。`}
            data-testid="upgrade-done"
          />
        ) : quote ? (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              data-testid="upgrade-quote-table"
              items={[
                { label: '乘机人', children: quote.passengerName },
                { label: '航班', children: `${quote.flightNo} ${quote.flightDate}` },
                {
                  label: '舱位',
                  children: (
                    <span>
                      经济舱 {quote.fromClass} → <Tag color="gold">公务舱 {quote.toClass}</Tag>
                    </span>
                  ),
                },
                { label: '公务舱票价', children: formatYuan(quote.businessFare) },
                { label: '已付票价', children: formatYuan(quote.paidFare) },
                {
                  label: '应补差价',
                  children: (
                    <strong className={quoteStyles.amount} data-testid="upgrade-amount">
                      {formatYuan(quote.amount)}
                    </strong>
                  ),
                },
              ]}
            />
            <Typography.Paragraph type="secondary" className={quoteStyles.note}>
              差价 = 公务舱票价 − 已付票价，不低于0；税费不变。报价有效期至 {time(quote.expiresAt)}
              ，逾期请重新查询。公务舱座位以确认时为准，售罄则差价原路退回。
            </Typography.Paragraph>
            {qr && (
              <div className={quoteStyles.qr} data-testid="upgrade-qr">
                <QRCode value={qr.codeUrl} size={180} />
                <p>
                  请使用微信扫一扫，支付{' '}
                  <strong className={quoteStyles.amount}>{formatYuan(qr.amount)}</strong>
                </p>
                {expired ? (
                  <Alert type="warning" showIcon message="报价已过期，请关闭后重新查询升舱价格" />
                ) : (
                  <p className={styles.muted}>
                    {confirm.isPending ? '支付成功，正在为您出公务舱客票…' : '支付完成后将自动出票'}
                  </p>
                )}
                {/^https?:/.test(qr.codeUrl) && (
                  <a href={qr.codeUrl} target="_blank" rel="noreferrer" data-testid="upgrade-qr-link">
                    无法扫码？在新窗口打开支付页
                  </a>
                )}
              </div>
            )}
          </>
        ) : (
          <>
            <Typography.Paragraph>选择要升舱的客票（同一航班由经济舱升至公务舱）：</Typography.Paragraph>
            <Radio.Group
              value={ticketNo}
              onChange={(e) => setChosen(e.target.value as string)}
              options={tickets.map((t) => ({ value: t.ticketNo, label: t.label }))}
              className={quoteStyles.choices}
            />
          </>
        )}
      </Modal>
    </>
  );
}
