import { useEffect, useRef, useState } from 'react';
import { useQuery, type QueryKey, type UseMutationResult, type UseQueryOptions } from '@tanstack/react-query';
import type { GatewayPayMethod } from '@/components/pay-methods';
import { api } from '@/lib/api-client';
import type { RedirectPay, WxNativePay } from '@/lib/pay-answers';

/** The messaging-app QR code a quote is paid by, as an order is paid. */
export interface QuoteWxPay {
  amount: number;
  codeUrl: string;
}

/** Paying a quote on a cashier page (支付宝, 银行卡), which sends the browser back to `returnPath`. */
export interface QuoteRedirectPay {
  method: Exclude<GatewayPayMethod, 'wxnative'>;
  quoteNo: string;
  returnPath: string;
}

/**
 * The pay calls of one kind of quote, as the server registers every kind: `<prefix>/wxnative`
 * answers the QR code, `<prefix>/alipay` and `<prefix>/ybpc` the cashier page; the body names the
 * quote by `key` (changeNo, upgradeNo).
 */
export const quotePayCalls = (prefix: string, key: string) => ({
  wx: (quoteNo: string) => api.data<WxNativePay>('POST', `${prefix}/wxnative`, { body: { [key]: quoteNo } }),
  redirect: ({ method, quoteNo, returnPath }: QuoteRedirectPay) =>
    api.data<RedirectPay>('POST', `${prefix}/${method}`, { body: { [key]: quoteNo, returnPath } }),
});

/** Where a quote dialog stands, and what it can do next. */
export interface PaidQuote<Q, P extends QuoteWxPay> {
  /** The quote shown: the one just asked for, or the one the cashier came back with. */
  quote: Q | null;
  setQuote: (quote: Q | null) => void;
  /** The QR code being shown (the quote is waiting for its payment). */
  qr: P | null;
  /** Back from a cashier page: the quote is read again and waited on until paid. */
  returned: boolean;
  /** The quote can be paid now: more than ¥0, open and not being paid in this dialog. */
  payable: boolean;
  method: GatewayPayMethod;
  setMethod: (method: GatewayPayMethod) => void;
  /** The re-issued result. */
  done: Q | null;
  expired: boolean;
  paying: boolean;
  confirming: boolean;
  error: Error | null;
  /** Confirms a ¥0 quote, which has nothing to pay. */
  confirmFree: () => void;
  /** Pays by the chosen method: the QR code in place, or off to the cashier page. */
  startPay: () => void;
  /** Takes up a quote the passenger paid (or left) on a cashier page and came back from. */
  resume: (quoteNo: string) => void;
  /** Forgets everything, for the dialog's next opening. */
  reset: () => void;
}

interface Reset {
  error: Error | null;
  reset: () => void;
}

/** The calls of one kind of quote, for `usePaidQuote`. */
export interface PaidQuoteCalls<Q, P extends QuoteWxPay, K extends QueryKey> {
  quoteNo: (quote: Q) => string;
  apply: Reset;
  pay: UseMutationResult<P, Error, string>;
  payRedirect: UseMutationResult<{ payUrl: string }, Error, QuoteRedirectPay>;
  returnPath: (quote: Q) => string;
  confirm: UseMutationResult<Q, Error, string>;
  poll: (no: string) => UseQueryOptions<Q, Error, Q, K>;
}

/**
 * The after-sales quote → payment → confirm flow (date changes, upgrades): holds the quote, the
 * chosen method, the QR code and the re-issued result, polls the quote while its payment is awaited
 * (the payment reaches the server, not this page) and confirms once, as soon as it is paid or at
 * ¥0. A cashier payment leaves the site: the page it returns to calls `resume`, and the quote is
 * read back and confirmed the same way. `quoteNo` names the quote for pay, confirm and `poll` (the
 * endpoint's query options); `returnPath` is where a cashier sends the browser back.
 */
export function usePaidQuote<
  Q extends { amount: number; status: string },
  P extends QuoteWxPay,
  K extends QueryKey,
>({ quoteNo, apply, pay, payRedirect, returnPath, confirm, poll }: PaidQuoteCalls<Q, P, K>): PaidQuote<Q, P> {
  const [asked, setAsked] = useState<Q | null>(null);
  const [returned, setReturned] = useState<string | null>(null);
  const [qr, setQr] = useState<P | null>(null);
  const [method, setMethod] = useState<GatewayPayMethod>('wxnative');
  const [done, setDone] = useState<Q | null>(null);
  const watched = done ? null : (returned ?? (qr && asked ? quoteNo(asked) : null));
  const state = useQuery({
    ...poll(watched ?? ''),
    enabled: !!watched,
    // Only an unpaid quote can still change by itself; a returned one may be paid, lapsed or done already.
    refetchInterval: (q) => (!q.state.data || q.state.data.status === 'QUOTED' ? 2000 : false),
  });
  const quote = asked ?? (returned ? (state.data ?? null) : null);
  const status = watched ? state.data?.status : undefined;
  const confirming = useRef(false);

  const finish = (no: string) => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(no, { onSuccess: setDone });
  };

  // Paid: re-issue at once, so the passenger never has to come back for it. Back from a cashier, a
  // quote confirmed already answers its result again, and a superseded or failed one the server's
  // own reason.
  useEffect(() => {
    if (!quote || done) return;
    if (
      status === 'PAID' ||
      (returned && (status === 'DONE' || status === 'SUPERSEDED' || status === 'FAILED'))
    )
      finish(quoteNo(quote));
  });

  return {
    quote,
    setQuote: (q) => {
      setAsked(q);
      setReturned(null);
      setQr(null);
    },
    qr,
    returned: !!returned,
    payable:
      !!quote && quote.amount > 0 && !qr && !done && (!returned || status === 'QUOTED') && !confirm.isPending,
    method,
    setMethod: (m) => {
      setMethod(m);
      setQr(null);
    },
    done,
    expired: status === 'EXPIRED',
    // Still busy once the cashier's address is in hand: the browser is leaving for it.
    paying: pay.isPending || payRedirect.isPending || payRedirect.isSuccess,
    confirming: confirm.isPending,
    error: apply.error ?? pay.error ?? payRedirect.error ?? confirm.error ?? (returned ? state.error : null),
    confirmFree: () => finish(quoteNo(quote!)),
    startPay: () => {
      const q = quote!;
      if (method === 'wxnative') pay.mutate(quoteNo(q), { onSuccess: setQr });
      else
        payRedirect.mutate(
          { method, quoteNo: quoteNo(q), returnPath: returnPath(q) },
          { onSuccess: (r) => window.location.assign(r.payUrl) },
        );
    },
    resume: (no) => {
      confirming.current = false;
      setAsked(null);
      setQr(null);
      setDone(null);
      setReturned(no);
    },
    reset: () => {
      setAsked(null);
      setReturned(null);
      setQr(null);
      setMethod('wxnative');
      setDone(null);
      confirming.current = false;
      apply.reset();
      pay.reset();
      payRedirect.reset();
      confirm.reset();
    },
  };
}

/** A ticket an after-sales dialog can act on. */
export interface QuoteTicket {
  ticketNo: string;
  /** e.g. 张伟 JC1001 2026-12-01 票号929… */
  label: string;
}

/**
 * What the order detail hands an after-sales quote dialog (改期, 升舱): the tickets it may act on;
 * `onDone` gets the new ticket number when the dialog closes after a re-issue. A cashier page
 * (支付宝, 银行卡) comes back to the order detail with the quote's number, given as `resume`: the
 * dialog opens on that quote, waits for its payment and confirms it; `onResumed` says when it no
 * longer needs the number (done, refused, lapsed or closed), so that a reload does not open it again.
 */
export interface QuoteDialogProps {
  tickets: readonly QuoteTicket[];
  onDone?: (newTicketNo: string) => void;
  resume?: string | null;
  onResumed?: () => void;
}

/** An after-sales quote dialog's state, as `usePaidQuoteDialog` keeps it. */
export type PaidQuoteDialogState<Q, P extends QuoteWxPay> = {
  flow: PaidQuote<Q, P>;
  open: boolean;
  setOpen: (open: boolean) => void;
  close: () => void;
};

/**
 * An after-sales quote dialog's state: the flow (`usePaidQuote`), whether the dialog is open, a
 * quote taken up from `resume`, and `close`, which hands the re-issued ticket to `onDone`, clears
 * the dialog's own choices (`forget`) and the flow for the next opening.
 */
export function usePaidQuoteDialog<
  Q extends { amount: number; status: string; newTicketNo: string | null },
  P extends QuoteWxPay,
  K extends QueryKey,
>(
  { onDone, resume, onResumed }: Omit<QuoteDialogProps, 'tickets'>,
  calls: PaidQuoteCalls<Q, P, K>,
  forget: () => void,
): PaidQuoteDialogState<Q, P> {
  const [open, setOpen] = useState(false);
  const flow = usePaidQuote(calls);
  useResumeQuote({ flow, resume, open, setOpen, onResumed });
  const close = () => {
    // The order reloads only now: a re-issued ticket may end the dialog's reason to be shown.
    if (flow.done) onDone?.(flow.done.newTicketNo!);
    setOpen(false);
    forget();
    flow.reset();
  };
  return { flow, open, setOpen, close };
}

/**
 * Back from a cashier page with a quote's number in the address: opens the dialog on that quote
 * (adjusted while rendering, not in an effect) and calls `onResumed` once the dialog is done with
 * it (re-issued, refused, lapsed or closed), so the page can drop the number from the address.
 */
export function useResumeQuote<Q, P extends QuoteWxPay>({
  flow,
  resume,
  open,
  setOpen,
  onResumed,
}: {
  flow: PaidQuote<Q, P>;
  resume: string | null | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  onResumed: (() => void) | undefined;
}) {
  const [resumed, setResumed] = useState<string | null>(null);
  if (resume && resume !== resumed) {
    setResumed(resume);
    setOpen(true);
    flow.resume(resume);
  }
  const settled = !!resume && resume === resumed && (!!flow.done || !!flow.error || flow.expired || !open);
  useEffect(() => {
    if (settled) onResumed?.();
  }, [settled, onResumed]);
}
