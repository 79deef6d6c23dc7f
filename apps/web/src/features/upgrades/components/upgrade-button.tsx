import { useState } from 'react';
import { Button, Descriptions, Radio, Result, Skeleton, Tag, Typography } from 'antd';
import { RiseOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import { useApplyUpgrade } from '../api/apply-upgrade';
import { useConfirmUpgrade } from '../api/confirm-upgrade';
import { upgradeQueryOptions } from '../api/get-upgrade';
import { usePayUpgradeRedirect, usePayUpgradeWx } from '../api/pay-upgrade';
import {
  PaidQuoteFooter,
  PaidQuoteMethods,
  PaidQuoteModal,
  PaidQuoteQr,
  quoteTime,
} from '@/components/paid-quote';
import { paths } from '@/config/paths';
import quoteStyles from '@/components/paid-quote.module.css';
import { usePaidQuote, useResumeQuote } from '@/hooks/use-paid-quote';

export interface UpgradableTicket {
  ticketNo: string;
  /** e.g. 张伟 JC1001 2026-12-01 */
  label: string;
}

/**
 * 升舱 for the order detail: pick an unused economy ticket, see the quote (business fare, fare paid,
 * difference), pay the difference by any of the pay page's methods (nothing at ¥0), and the ticket
 * is re-issued in business. `onDone` gets the new ticket number when the dialog closes. A cashier
 * page (支付宝, 银行卡) comes back to the order detail with the upgrade's number, given here as
 * `resume`: the dialog opens on that upgrade, waits for its payment and confirms it; `onResumed`
 * says when it no longer needs the number (done, refused, lapsed or closed).
 */
export function UpgradeButton({
  tickets,
  onDone,
  resume,
  onResumed,
}: {
  tickets: readonly UpgradableTicket[];
  onDone?: (newTicketNo: string) => void;
  resume?: string | null;
  onResumed?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const apply = useApplyUpgrade();
  const flow = usePaidQuote({
    quoteNo: (q) => q.upgradeNo,
    apply,
    pay: usePayUpgradeWx(),
    payRedirect: usePayUpgradeRedirect(),
    returnPath: (q) => paths.orderDetail.url(q.orderNo, { upgrade: q.upgradeNo }),
    confirm: useConfirmUpgrade(),
    poll: upgradeQueryOptions,
  });
  const { quote, setQuote, done } = flow;

  const ticketNo = chosen ?? (tickets.length === 1 ? tickets[0]!.ticketNo : null);

  useResumeQuote({ flow, resume, open, setOpen, onResumed });
  const close = () => {
    // The order reloads only now: its new business ticket ends this button's reason to be shown.
    if (done) onDone?.(done.newTicketNo!);
    setOpen(false);
    setChosen(null);
    flow.reset();
  };

  const footer =
    done || quote ? (
      <PaidQuoteFooter
        flow={flow}
        testId="upgrade"
        onFinish={close}
        backLabel="重新选择"
        onBack={() => setQuote(null)}
        freeLabel="确认升舱（无需补差价）"
      />
    ) : flow.returned ? null : (
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

  return (
    <>
      <Button icon={<RiseOutlined />} onClick={() => setOpen(true)} data-testid="upgrade-open">
        升舱
      </Button>
      <PaidQuoteModal
        open={open}
        title="升舱至公务舱"
        width={720}
        error={flow.error}
        onCancel={close}
        footer={footer}
      >
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
              差价 = 公务舱票价 − 已付票价，不低于0；税费不变。报价有效期至 {quoteTime(quote.expiresAt)}
              ，逾期请重新查询。公务舱座位以确认时为准，售罄则差价原路退回。
            </Typography.Paragraph>
            <PaidQuoteMethods flow={flow} testId="upgrade" />
            <PaidQuoteQr
              flow={flow}
              testId="upgrade"
              expiredMessage="报价已过期，请关闭后重新查询升舱价格"
              issuingText="支付成功，正在为您出公务舱客票…"
              waitingText="支付完成后将自动出票"
            />
          </>
        ) : flow.returned ? (
          !flow.error && <Skeleton active paragraph={{ rows: 5 }} />
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
      </PaidQuoteModal>
    </>
  );
}
