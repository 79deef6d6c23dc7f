import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Space, Typography } from 'antd';
import type { RefundQuote } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { quoteTime } from '@/components/paid-quote';
import { useApplyRefund } from '../api/apply-refund';
import { useConfirmRefund } from '../api/confirm-refund';
import { QuoteTable } from './quote-table';

export interface RefundableTicket {
  ticketNo: string;
  /** e.g. 张伟 CA1234 2026-12-01 */
  label: string;
}

/**
 * 退票 for the order detail: choose the unused tickets, see the quote line by line, confirm.
 * The order page mounts it with the order's unused tickets; `onDone` gets the refund number.
 */
export function RefundButton({
  orderNo,
  tickets,
  onDone,
}: {
  orderNo: string;
  tickets: readonly RefundableTicket[];
  onDone?: (refundNo: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const apply = useApplyRefund();
  const confirm = useConfirmRefund();
  const close = () => {
    setOpen(false);
    setQuote(null);
    setChosen([]);
    apply.reset();
    confirm.reset();
  };
  const error = (apply.error ?? confirm.error) as Error | null;
  // With one ticket there is nothing to choose: it starts ticked, so 查看退款金额 is one click away.
  const openDialog = () => {
    setChosen(tickets.length === 1 ? [tickets[0]!.ticketNo] : []);
    setOpen(true);
  };

  return (
    <>
      <Button disabled={tickets.length === 0} onClick={openDialog} data-testid="refund-open">
        退票
      </Button>
      <Modal
        open={open}
        title="申请退票"
        width={960}
        onCancel={close}
        footer={
          quote ? (
            <Space>
              <Button onClick={() => setQuote(null)}>重新选择</Button>
              <Button
                type="primary"
                data-testid="refund-confirm"
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(quote.quoteNo, {
                    onSuccess: (refund) => {
                      close();
                      onDone?.(refund.refundNo);
                    },
                  })
                }
              >
                确认退票，退款{formatYuan(quote.amount)}
              </Button>
            </Space>
          ) : (
            <Button
              type="primary"
              disabled={chosen.length === 0}
              data-testid="refund-quote"
              loading={apply.isPending}
              onClick={() => apply.mutate({ orderNo, ticketNos: chosen }, { onSuccess: setQuote })}
            >
              查看退款金额
            </Button>
          )
        }
      >
        {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 12 }} />}
        {quote ? (
          <>
            <QuoteTable lines={quote.lines} />
            <Typography.Paragraph style={{ marginTop: 12 }}>
              退票费合计 {formatYuan(quote.fee)}，应退合计 <strong>{formatYuan(quote.amount)}</strong>
              ，款项原路退回。报价有效期至 {quoteTime(quote.expiresAt)}。
            </Typography.Paragraph>
          </>
        ) : (
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v as string[])}
            options={tickets.map((t) => ({ value: t.ticketNo, label: t.label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        )}
      </Modal>
    </>
  );
}
