import { useMemo, useState } from 'react';
import { ConfigProvider, DatePicker } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useLowPriceCalendar, type LowPriceCalendarParams } from '@/lib/low-price-calendar';
import styles from './low-price-date-picker.module.css';

const DATE = 'YYYY-MM-DD';

export interface LowPriceDatePickerProps {
  /** The input's id, for the field's <label>. */
  id: string;
  /** 'YYYY-MM-DD', or '' when nothing is chosen. */
  value: string;
  onChange: (date: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** First and last day that can be picked, 'YYYY-MM-DD'. */
  minDate: string;
  maxDate: string;
  /** The route whose fares fill the calendar; null shows plain days. */
  route: { org: string; dst: string } | null;
  /** The other leg's date, marked in this calendar (the departure in the return calendar). */
  markedDate?: { date: string; label: string };
  placeholder: string;
  /** Which edge of the box the calendar lines up with; the right-hand box uses 'bottomRight'. */
  placement?: 'bottomLeft' | 'bottomRight';
  /** Takes keyboard focus as it arrives (it replaces a look-alike that had it). */
  autoFocus?: boolean;
}

// Seven 46 px days are too wide for a 375 px phone; 40 px still takes a thumb.
const isNarrow = () => window.matchMedia?.('(max-width: 767px)').matches ?? false;

/** Fen to "¥680": whole yuan, no separators, to fit under a day number. */
const shortYuan = (fen: number) => `¥${Math.round(fen / 100)}`;

/** The month shown in the calendar asks for its own days only, from the first bookable one. */
function monthRange(month: Dayjs, minDate: string, maxDate: string, route: LowPriceDatePickerProps['route']) {
  if (!route) return null;
  const first = month.startOf('month').format(DATE);
  const last = month.endOf('month').format(DATE);
  const from = first < minDate ? minDate : first;
  const to = last > maxDate ? maxDate : last;
  if (from > to) return null;
  const params: LowPriceCalendarParams = {
    orgAirport: route.org,
    dstAirport: route.dst,
    flightDate: from,
    days: dayjs(to).diff(dayjs(from), 'day') + 1,
  };
  return params;
}

/**
 * The low-price calendar (docs/rules.md): antd's date picker with the cheapest fare under each
 * day and the month's cheapest day in the brand gold. Loaded on its own so the home page's first
 * script stays small.
 */
export default function LowPriceDatePicker({
  id,
  value,
  onChange,
  open,
  onOpenChange,
  minDate,
  maxDate,
  route,
  markedDate,
  placeholder,
  placement = 'bottomLeft',
  autoFocus,
}: LowPriceDatePickerProps) {
  const [narrow] = useState(isNarrow);
  const [viewMonth, setViewMonth] = useState(() => dayjs(value || minDate).startOf('month'));
  const params = open ? monthRange(viewMonth, minDate, maxDate, route) : null;
  const { data } = useLowPriceCalendar(params);

  const prices = useMemo(() => new Map((data ?? []).map((p) => [p.date, p])), [data]);

  return (
    <ConfigProvider
      theme={{
        // Its own key: the larger day cells must not restyle the site's other date pickers.
        cssVar: { key: narrow ? 'jc-price-picker-narrow' : 'jc-price-picker' },
        components: { DatePicker: { cellWidth: narrow ? 40 : 46, cellHeight: 44 } },
      }}
    >
      <DatePicker
        id={id}
        className={styles.picker}
        classNames={{ popup: { root: styles.popup } }}
        variant="borderless"
        placement={placement}
        value={value ? dayjs(value) : null}
        format={DATE}
        placeholder={placeholder}
        inputReadOnly
        autoFocus={autoFocus}
        showNow={false}
        suffixIcon={<CalendarOutlined />}
        open={open}
        onOpenChange={(next) => {
          // Each opening starts on the chosen day's month, as the picker itself does.
          if (next) setViewMonth(dayjs(value || minDate).startOf('month'));
          onOpenChange(next);
        }}
        onPickerValueChange={(date) => setViewMonth(date.startOf('month'))}
        onChange={(date) => onChange(date ? date.format(DATE) : '')}
        disabledDate={(date) => {
          const day = date.format(DATE);
          return day < minDate || day > maxDate;
        }}
        cellRender={(current, info) => {
          if (info.type !== 'date' || typeof current === 'number' || typeof current === 'string') {
            return info.originNode;
          }
          const day = current.format(DATE);
          const fare = current.isSame(viewMonth, 'month') ? prices.get(day) : undefined;
          const marked = markedDate?.date === day;
          const text = marked
            ? markedDate.label
            : fare && fare.price !== null && day >= minDate
              ? shortYuan(fare.price)
              : '';
          return (
            <div
              className={`ant-picker-cell-inner ${styles.cell}`}
              data-cheapest={fare?.cheapest && fare.price !== null ? 'true' : undefined}
            >
              <span className={styles.day}>{current.date()}</span>
              <span
                className={marked ? styles.marked : fare?.cheapest ? styles.cheapest : styles.price}
                data-testid={fare && fare.price !== null ? 'calendar-price' : undefined}
              >
                {text}
              </span>
            </div>
          );
        }}
        renderExtraFooter={() => (
          <div className={styles.footer}>
            {route ? (
              <>
                <span className={styles.legend} aria-hidden="true" />
                最低价 · 成人单程参考价（不含税费），以实际查询为准
              </>
            ) : (
              '选择出发与到达城市后显示每日最低价'
            )}
          </div>
        )}
      />
    </ConfigProvider>
  );
}
