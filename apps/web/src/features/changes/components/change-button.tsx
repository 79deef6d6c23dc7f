import { useState } from 'react';
import { Alert, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { ChangeOption } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { useApplyChange } from '../api/apply-change';
import { useConfirmChange } from '../api/confirm-change';
import { changeQueryOptions } from '../api/get-change';
import { useChangeOptions } from '../api/get-change-options';
import { usePayChangeRedirect, usePayChangeWx } from '../api/pay-change';
import { DayStrip } from '@/components/day-strip';
import {
  PaidQuoteDialog,
  PaidQuoteFooter,
  PaidQuoteStep,
  QuoteTicketChoice,
  quoteTime,
} from '@/components/paid-quote';
import { paths } from '@/config/paths';
import quoteStyles from '@/components/paid-quote.module.css';
import { usePaidQuoteDialog, type QuoteDialogProps, type QuoteTicket } from '@/hooks/use-paid-quote';
import styles from './changes.module.css';

export type ChangeableTicket = QuoteTicket;

const hm = (local: string) => local.slice(11, 16);
const STRIP_DAYS = 7;

/** One flight of the chosen day: times, number, the total to pay (fee + difference) and 选择. */
function OptionRow({ option, busy, onPick }: { option: ChangeOption; busy: boolean; onPick: () => void }) {
  const s = option.segment;
  return (
    <li className={styles.option} data-testid="change-option" data-flight={s.flightNo}>
      <div className={styles.optionTimes}>
        <strong>{hm(s.departure)}</strong>
        <span className={styles.muted}>→</span>
        <strong>
          {hm(s.arrival)}
          {s.arrivalDayOffset > 0 && <sup>+{s.arrivalDayOffset}</sup>}
        </strong>
      </div>
      <div className={styles.optionInfo}>
        <span>
          {s.flightNo} · {s.aircraftName}
          {option.bookingClass && !option.current ? ` · ${option.bookingClass}舱 ${option.familyName}` : ''}
        </span>
        {option.total !== null && !option.current && (
          <span className={styles.muted}>
            改期费 {formatYuan(option.fee)} + 差额 {formatYuan(option.difference ?? 0)}
          </span>
        )}
      </div>
      <div className={styles.optionPay}>
        {option.current ? (
          <Tag>原航班</Tag>
        ) : option.unavailable ? (
          <span className={styles.muted}>{option.unavailable}</span>
        ) : (
          <>
            <strong className={quoteStyles.amount} data-testid="change-option-total">
              {formatYuan(option.total ?? 0)}
            </strong>
            <Button
              type="primary"
              size="small"
              loading={busy}
              onClick={onPick}
              data-testid="change-option-pick"
            >
              选择
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * 改期 for the order detail: pick an unused ticket, a day on a strip of 7 (each with the least to
 * pay) and a flight of that day, see the quote line by line (fee + fare difference), pay by any of
 * the pay page's methods (nothing at ¥0), and the ticket is re-issued on the new flight. A quote
 * paid on a cashier page is taken up from `resume` (`QuoteDialogProps`).
 */
export function ChangeButton({ tickets, ...props }: QuoteDialogProps) {
  const [radio, setRadio] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [pickedFlight, setPickedFlight] = useState<string | null>(null);
  const apply = useApplyChange();
  const dialog = usePaidQuoteDialog(
    props,
    {
      quoteNo: (q) => q.changeNo,
      apply,
      pay: usePayChangeWx(),
      payRedirect: usePayChangeRedirect(),
      returnPath: (q) => paths.orderDetail.url(q.orderNo, { change: q.changeNo }),
      confirm: useConfirmChange(),
      poll: changeQueryOptions,
    },
    () => {
      setRadio(null);
      setPicked(null);
      setFromDate(null);
      setDay(null);
    },
  );
  const { flow, open, close } = dialog;
  const { quote, setQuote, done } = flow;
  const ticketNo = picked ?? (tickets.length === 1 ? tickets[0]!.ticketNo : null);
  const options = useChangeOptions(open && !quote && !flow.returned ? ticketNo : null, fromDate);

  const data = options.data;
  const shownDay = day ?? data?.segment.flightDate ?? null;
  const dayOptions = data?.options.filter((o) => o.segment.flightDate === shownDay) ?? [];
  const stripStart = data?.days[0]?.date ?? null;
  // The server never lists days before its today: a strip that starts later than asked is at the start.
  const askedStart = fromDate ?? (data ? addCalendarDays(data.segment.flightDate, -3) : null);
  const atFirstDay = !stripStart || !askedStart || stripStart > askedStart;

  const pick = (o: ChangeOption) => {
    setPickedFlight(`${o.segment.flightNo}@${o.segment.flightDate}`);
    apply.mutate(
      { ticketNo: ticketNo!, flightNo: o.segment.flightNo, flightDate: o.segment.flightDate },
      { onSuccess: setQuote, onSettled: () => setPickedFlight(null) },
    );
  };

  let footer: React.ReactNode = null;
  if (done || quote)
    footer = (
      <PaidQuoteFooter
        flow={flow}
        testId="change"
        onFinish={close}
        backLabel="重新选择航班"
        onBack={() => {
          setQuote(null);
          apply.reset();
        }}
        freeLabel="确认改期（无需支付）"
      />
    );
  else if (!ticketNo)
    footer = (
      <Button type="primary" disabled={!radio} onClick={() => setPicked(radio)} data-testid="change-next">
        查看可改期航班
      </Button>
    );

  let body: React.ReactNode;
  if (done)
    body = (
      <Result
        status="success"
        title="改期成功"
        subTitle={`新票号 ${done.newTicketNo}，${done.to.flightNo} ${done.to.departure} 起飞。原票号 ${done.ticketNo} 已改期。`}
        data-testid="change-done"
      />
    );
  else if (quote)
    body = (
      <PaidQuoteStep
        flow={flow}
        testId="change"
        items={[
          { label: '乘机人', children: quote.passengerName },
          {
            label: '原航班',
            children: `${quote.from.flightNo} ${quote.from.departure} ${quote.from.bookingClass}舱 ${quote.from.familyName}`,
          },
          {
            label: '新航班',
            children: (
              <span>
                <Tag color="blue">
                  {quote.to.flightNo} {quote.to.departure}
                </Tag>
                {quote.to.bookingClass}舱 {quote.to.familyName}
              </span>
            ),
          },
          { label: '已付票价', children: formatYuan(quote.paidFare) },
          { label: '新航班票价', children: formatYuan(quote.newFare) },
          {
            label: `改期费（已付票价 × ${quote.feePercent}%）`,
            children: <span data-testid="change-fee">{formatYuan(quote.fee)}</span>,
          },
          {
            label: '票价差额',
            children: <span data-testid="change-difference">{formatYuan(quote.difference)}</span>,
          },
        ]}
        amountLabel="应付合计"
        note={
          <>
            应付 = 改期费 + 票价差额；新票价高于已付票价时补足差额，低于时不退；税费不变。报价有效期至{' '}
            {quoteTime(quote.expiresAt)}，逾期请重新选择。座位以确认时为准，售罄则费用原路退回。
          </>
        }
        expiredMessage="报价已过期，请关闭后重新选择航班"
        issuingText="支付成功，正在为您出新客票…"
        waitingText="支付完成后将自动改期出票"
      />
    );
  else if (flow.returned) body = flow.error ? null : <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!ticketNo)
    body = (
      <QuoteTicketChoice
        prompt="选择要改期的客票（同航线、同舱位改乘其他日期或航班）："
        tickets={tickets}
        value={radio}
        onChange={setRadio}
      />
    );
  else if (options.isError && !data)
    body = (
      <Alert
        type="error"
        showIcon
        message={(options.error as Error).message}
        action={
          <Button size="small" onClick={() => void options.refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (!data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    body = (
      <>
        <p className={styles.current} data-testid="change-current">
          原航班 {data.segment.flightNo} {data.segment.departure} {data.segment.depCityName}→
          {data.segment.arrCityName} · {data.passengerName} · {data.familyName}
          <br />
          <span className={styles.muted}>
            当前改期费为已付票价 {formatYuan(data.paidFare)} 的 {data.feePercent}%，即 {formatYuan(data.fee)}
            ；新票价更高时另补差额。
          </span>
        </p>
        <DayStrip
          compact
          label="选择改期日期"
          testIds={{ strip: 'change-date-strip', day: 'change-day' }}
          chosen={shownDay}
          onPick={setDay}
          previousDisabled={atFirstDay}
          onPreviousWeek={() => {
            setFromDate(addCalendarDays(stripStart!, -STRIP_DAYS));
            setDay(null);
          }}
          onNextWeek={() => {
            setFromDate(addCalendarDays(data.days[data.days.length - 1]!.date, 1));
            setDay(null);
          }}
          days={data.days.map((d) => ({
            date: d.date,
            note:
              d.lowestTotal !== null ? `${formatYuan(d.lowestTotal)}起` : d.flights > 0 ? '不可选' : '无航班',
          }))}
        />
        {dayOptions.length === 0 ? (
          <Empty description="当日无可选航班，请选择其他日期" className={styles.empty} />
        ) : (
          <ul className={styles.options} aria-busy={options.isFetching}>
            {dayOptions.map((o) => (
              <OptionRow
                key={`${o.segment.flightNo}@${o.segment.flightDate}`}
                option={o}
                busy={apply.isPending && pickedFlight === `${o.segment.flightNo}@${o.segment.flightDate}`}
                onPick={() => pick(o)}
              />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <PaidQuoteDialog
      label="改期"
      icon={<CalendarOutlined />}
      testId="change"
      dialog={dialog}
      title="改期"
      width={760}
      footer={footer}
    >
      {body}
    </PaidQuoteDialog>
  );
}
