import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Modal,
  QRCode,
  Radio,
  Space,
  Typography,
  type DescriptionsProps,
} from 'antd';
import { formatYuan } from '@jc/shared/money';
import { chinaDateTime } from '@jc/shared/rules/dates';
import type { PaidQuote, PaidQuoteDialogState, QuoteTicket, QuoteWxPay } from '@/hooks/use-paid-quote';
import { PayMethodPicker, payActionLabel } from './pay-methods';
import styles from './paid-quote.module.css';

/** A quote's validity, as the notes under the quote table give it: 10:15:00, China time. */
export const quoteTime = (iso: string) => chinaDateTime(new Date(iso)).slice(11);

/**
 * The after-sales quote dialog (date changes, upgrades) and the button of the order detail that
 * opens it (test id `testId` + -open): the flow's error above its steps.
 */
export function PaidQuoteDialog<Q, P extends QuoteWxPay>({
  dialog: { flow, open, setOpen, close },
  label,
  icon,
  testId,
  title,
  width,
  footer,
  children,
}: {
  dialog: PaidQuoteDialogState<Q, P>;
  label: string;
  icon: ReactNode;
  testId: string;
  title: string;
  width: number;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { error } = flow;
  return (
    <>
      <Button icon={icon} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {label}
      </Button>
      <Modal open={open} title={title} width={width} onCancel={close} footer={footer} destroyOnHidden>
        {error && <Alert type="error" showIcon message={error.message} className={styles.alert} />}
        {children}
      </Modal>
    </>
  );
}

/** The dialog's first step when the order has several tickets: which one, with a line saying what is done to it. */
export function QuoteTicketChoice({
  prompt,
  tickets,
  value,
  onChange,
}: {
  prompt: string;
  tickets: readonly QuoteTicket[];
  value: string | null;
  onChange: (ticketNo: string) => void;
}) {
  return (
    <>
      <Typography.Paragraph>{prompt}</Typography.Paragraph>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as string)}
        options={tickets.map((t) => ({ value: t.ticketNo, label: t.label }))}
        className={styles.choices}
      />
    </>
  );
}

/**
 * The quote, line by line (test id `testId` + -quote-table), ending with the amount to pay
 * (`testId` + -amount), the note under it, then the ways to pay and the payment under way
 * (`PaidQuoteMethods`, `PaidQuoteQr`).
 */
export function PaidQuoteStep<Q extends { amount: number }, P extends QuoteWxPay>({
  flow,
  testId,
  items,
  amountLabel,
  note,
  ...qr
}: {
  flow: PaidQuote<Q, P>;
  testId: string;
  items: NonNullable<DescriptionsProps['items']>;
  /** e.g. 应付合计 */
  amountLabel: string;
  note: ReactNode;
  expiredMessage: string;
  issuingText: string;
  waitingText: string;
}) {
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        data-testid={`${testId}-quote-table`}
        items={[
          ...items,
          {
            label: amountLabel,
            children: (
              <strong className={styles.amount} data-testid={`${testId}-amount`}>
                {formatYuan(flow.quote!.amount)}
              </strong>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" className={styles.note}>
        {note}
      </Typography.Paragraph>
      <PaidQuoteMethods flow={flow} testId={testId} />
      <PaidQuoteQr flow={flow} testId={testId} {...qr} />
    </>
  );
}

/**
 * The footer once there is a quote: 完成 after the re-issue; before payment, back to choosing, and
 * either confirming (¥0) or paying by the chosen method (the pay page's words: 生成支付二维码, 前往支付宝支付);
 * no pay button while the QR code is shown or a returned payment is being confirmed. Test ids are
 * `testId` + -finish / -confirm / -pay.
 */
export function PaidQuoteFooter<Q extends { amount: number }, P extends QuoteWxPay>({
  flow,
  testId,
  onFinish,
  backLabel,
  onBack,
  freeLabel,
}: {
  flow: PaidQuote<Q, P>;
  testId: string;
  onFinish: () => void;
  backLabel: string;
  onBack: () => void;
  /** e.g. 确认改期（无需支付） */
  freeLabel: string;
}) {
  const { quote, qr, done } = flow;
  if (done)
    return (
      <Button type="primary" onClick={onFinish} data-testid={`${testId}-finish`}>
        完成
      </Button>
    );
  // A ¥0 quote keeps its button (loading) while confirmed; a returned payment has no button to keep.
  if (!quote || qr || (flow.returned && flow.confirming)) return null;
  return (
    <Space wrap>
      <Button onClick={onBack}>{backLabel}</Button>
      {quote.amount === 0 ? (
        <Button
          type="primary"
          loading={flow.confirming}
          data-testid={`${testId}-confirm`}
          onClick={flow.confirmFree}
        >
          {freeLabel}
        </Button>
      ) : (
        flow.payable && (
          <Button type="primary" loading={flow.paying} data-testid={`${testId}-pay`} onClick={flow.startPay}>
            {payActionLabel(flow.method)} {formatYuan(quote.amount)}
          </Button>
        )
      )}
    </Space>
  );
}

/**
 * The ways to pay a quote, under its table: the pay page's three methods. Shown while the quote can
 * be paid, and above its QR code as on the pay page (choosing another method hides the code). Test ids are
 * `testId` + -method-wxnative / -alipay / -ybpc.
 */
export function PaidQuoteMethods<Q, P extends QuoteWxPay>({
  flow,
  testId,
}: {
  flow: PaidQuote<Q, P>;
  testId: string;
}) {
  if (!flow.payable && !(flow.qr && !flow.expired)) return null;
  return (
    <section className={styles.methods} aria-label="支付方式">
      <h3 className={styles.methodsTitle}>选择支付方式</h3>
      <PayMethodPicker value={flow.method} onChange={flow.setMethod} testId={`${testId}-method`} />
    </section>
  );
}

/**
 * The payment under way, under the quote table: the QR code paying the quote, or, back from a
 * cashier page, the quote being waited on; then what happens next: the re-issue under way once
 * paid, or the quote expired. Test ids are `testId` + -qr / -qr-link / -returned.
 */
export function PaidQuoteQr<Q, P extends QuoteWxPay>({
  flow,
  testId,
  expiredMessage,
  issuingText,
  waitingText,
}: {
  flow: PaidQuote<Q, P>;
  testId: string;
  /** e.g. 报价已过期，请关闭后重新选择航班 */
  expiredMessage: string;
  /** While the paid quote is being re-issued. */
  issuingText: string;
  /** Until the payment arrives. */
  waitingText: string;
}) {
  const { qr } = flow;
  if (!qr && !(flow.returned && flow.quote && !flow.done && !flow.error)) return null;
  const next = flow.expired ? (
    <Alert type="warning" showIcon message={expiredMessage} />
  ) : (
    <p className={styles.muted}>{flow.confirming ? issuingText : waitingText}</p>
  );
  if (!qr)
    return (
      <div className={styles.qr} data-testid={`${testId}-returned`} role="status">
        {next}
      </div>
    );
  return (
    <div className={styles.qr} data-testid={`${testId}-qr`}>
      <QRCode value={qr.codeUrl} size={180} />
      <p>
        请使用微信扫一扫，支付 <strong className={styles.amount}>{formatYuan(qr.amount)}</strong>
      </p>
      {next}
      {/^https?:/.test(qr.codeUrl) && (
        <a href={qr.codeUrl} target="_blank" rel="noreferrer" data-testid={`${testId}-qr-link`}>
          无法扫码？在新窗口打开支付页
        </a>
      )}
    </div>
  );
}
