import { useEffect, useRef, useState } from 'react';
import { useQuery, type QueryKey, type UseMutationResult, type UseQueryOptions } from '@tanstack/react-query';

/** The messaging-app QR code a quote is paid by, as an order is paid. */
export interface QuoteWxPay {
  amount: number;
  codeUrl: string;
}

/** Where a quote dialog stands, and what it can do next. */
export interface PaidQuote<Q, P extends QuoteWxPay> {
  quote: Q | null;
  setQuote: (quote: Q | null) => void;
  /** The QR code being shown (the quote is waiting for its payment). */
  qr: P | null;
  /** The re-issued result. */
  done: Q | null;
  expired: boolean;
  paying: boolean;
  confirming: boolean;
  error: Error | null;
  /** Confirms a ¥0 quote, which has nothing to pay. */
  confirmFree: () => void;
  /** Asks for the QR code paying the quote. */
  startPay: () => void;
  /** Forgets everything, for the dialog's next opening. */
  reset: () => void;
}

interface Reset {
  error: Error | null;
  reset: () => void;
}

/**
 * The after-sales quote → QR payment → confirm flow (date changes, upgrades): holds the quote, the
 * QR code and the re-issued result, polls the quote while its QR code is shown (the payment
 * reaches the server, not this page) and confirms once, as soon as it is paid or at ¥0.
 * `quoteNo` names the quote for pay, confirm and `poll` (the endpoint's query options).
 */
export function usePaidQuote<
  Q extends { amount: number; status: string },
  P extends QuoteWxPay,
  K extends QueryKey,
>({
  quoteNo,
  apply,
  pay,
  confirm,
  poll,
}: {
  quoteNo: (quote: Q) => string;
  apply: Reset;
  pay: UseMutationResult<P, Error, string>;
  confirm: UseMutationResult<Q, Error, string>;
  poll: (no: string, pollMs: number | false) => UseQueryOptions<Q, Error, Q, K>;
}): PaidQuote<Q, P> {
  const [quote, setQuote] = useState<Q | null>(null);
  const [qr, setQr] = useState<P | null>(null);
  const [done, setDone] = useState<Q | null>(null);
  const polled = qr && !done ? quoteNo(quote!) : null;
  const state = useQuery({ ...poll(polled ?? '', 2000), enabled: !!polled });
  const confirming = useRef(false);

  const finish = (no: string) => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(no, { onSuccess: setDone });
  };

  // Paid: re-issue at once, so the passenger never has to come back for it.
  useEffect(() => {
    if (quote && state.data?.status === 'PAID') finish(quoteNo(quote));
  });

  return {
    quote,
    setQuote,
    qr,
    done,
    expired: state.data?.status === 'EXPIRED',
    paying: pay.isPending,
    confirming: confirm.isPending,
    error: apply.error ?? pay.error ?? confirm.error,
    confirmFree: () => finish(quoteNo(quote!)),
    startPay: () => pay.mutate(quoteNo(quote!), { onSuccess: setQr }),
    reset: () => {
      setQuote(null);
      setQr(null);
      setDone(null);
      confirming.current = false;
      apply.reset();
      pay.reset();
      confirm.reset();
    },
  };
}
