import type { ReactNode } from 'react';
import { Alert, Button, Modal, QRCode, Space } from 'antd';
import { formatYuan } from '@jc/shared/money';
import { chinaDateTime } from '@jc/shared/rules/dates';
import type { PaidQuote, QuoteWxPay } from '@/hooks/use-paid-quote';
import { PayMethodPicker, payActionLabel } from './pay-methods';
import styles from './paid-quote.module.css';

/** A quote's validity, as the notes under the quote table give it: 10:15:00, China time. */
export const quoteTime = (iso: string) => chinaDateTime(new Date(iso)).slice(11);

/** The after-sales quote dialog (date changes, upgrades): the flow's error above its steps. */
export function PaidQuoteModal({
  open,
  title,
  width,
  error,
  onCancel,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  width: number;
  error: Error | null;
  onCancel: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} width={width} onCancel={onCancel} footer={footer} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error.message} className={styles.alert} />}
      {children}
    </Modal>
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
