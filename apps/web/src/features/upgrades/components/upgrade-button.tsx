import { useState } from 'react';
import { Button, Result, Skeleton, Tag } from 'antd';
import { RiseOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import { useApplyUpgrade } from '../api/apply-upgrade';
import { useConfirmUpgrade } from '../api/confirm-upgrade';
import { upgradeQueryOptions } from '../api/get-upgrade';
import { usePayUpgradeRedirect, usePayUpgradeWx } from '../api/pay-upgrade';
import {
  PaidQuoteDialog,
  PaidQuoteFooter,
  PaidQuoteStep,
  QuoteTicketChoice,
  quoteTime,
} from '@/components/paid-quote';
import { paths } from '@/config/paths';
import { usePaidQuoteDialog, type QuoteDialogProps, type QuoteTicket } from '@/hooks/use-paid-quote';

/** e.g. 张伟 JC1001 2026-12-01 */
export type UpgradableTicket = QuoteTicket;

/**
 * 升舱 for the order detail: pick an unused economy ticket, see the quote (business fare, fare paid,
 * difference), pay the difference by any of the pay page's methods (nothing at ¥0), and the ticket
 * is re-issued in business. A quote paid on a cashier page is taken up from `resume`
 * (`QuoteDialogProps`).
 */
export function UpgradeButton({ tickets, ...props }: QuoteDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const apply = useApplyUpgrade();
  const dialog = usePaidQuoteDialog(
    props,
    {
      quoteNo: (q) => q.upgradeNo,
      apply,
      pay: usePayUpgradeWx(),
      payRedirect: usePayUpgradeRedirect(),
      returnPath: (q) => paths.orderDetail.url(q.orderNo, { upgrade: q.upgradeNo }),
      confirm: useConfirmUpgrade(),
      poll: upgradeQueryOptions,
    },
    () => setChosen(null),
  );
  const { flow, close } = dialog;
  const { quote, setQuote, done } = flow;

  const ticketNo = chosen ?? (tickets.length === 1 ? tickets[0]!.ticketNo : null);

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
    <PaidQuoteDialog
      label="升舱"
      icon={<RiseOutlined />}
      testId="upgrade"
      dialog={dialog}
      title="升舱至公务舱"
      width={720}
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
        <PaidQuoteStep
          flow={flow}
          testId="upgrade"
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
          ]}
          amountLabel="应补差价"
          note={
            <>
              差价 = 公务舱票价 − 已付票价，不低于0；税费不变。报价有效期至 {quoteTime(quote.expiresAt)}
              ，逾期请重新查询。公务舱座位以确认时为准，售罄则差价原路退回。
            </>
          }
          expiredMessage="报价已过期，请关闭后重新查询升舱价格"
          issuingText="支付成功，正在为您出公务舱客票…"
          waitingText="支付完成后将自动出票"
        />
      ) : flow.returned ? (
        !flow.error && <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <QuoteTicketChoice
          prompt="选择要升舱的客票（同一航班由经济舱升至公务舱）："
          tickets={tickets}
          value={ticketNo}
          onChange={setChosen}
        />
      )}
    </PaidQuoteDialog>
  );
}
