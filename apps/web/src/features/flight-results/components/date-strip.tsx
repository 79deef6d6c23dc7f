import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { addCalendarDays, chineseMonthDay, chineseWeekday } from '@jc/shared/rules/dates';
import { formatYuan } from '@jc/shared/money';
import { useDayPrices } from '../hooks/use-day-prices';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './date-strip.module.css';

const DAYS = 7;

interface DateStripProps {
  /** The leg's chosen date, 'YYYY-MM-DD'. */
  date: string;
  /** First day that can be chosen (today, or the previous leg's date). */
  minDate: string;
  maxDate: string;
  route: { dep: string; arr: string };
  onPick: (date: string) => void;
  /**
   * Whether to show each day's cheapest adult fare. A hero search (PoliceTicket) pays another
   * fare, so there the strip only says which days have flights.
   */
  showFares?: boolean;
}

/**
 * Seven days around the chosen one with each day's cheapest adult fare; days that cannot be flown
 * are disabled, the arrows move the strip by a week. Remount with key={date} to recentre.
 */
export function DateStrip({ date, minDate, maxDate, route, onPick, showFares = true }: DateStripProps) {
  const [start, setStart] = useState(() => addCalendarDays(date, -3));
  const days = Array.from({ length: DAYS }, (_, i) => addCalendarDays(start, i));
  const from = days.find((d) => d >= minDate && d <= maxDate);
  const bookable = days.filter((d) => d >= minDate && d <= maxDate).length;
  const { data, isPending } = useDayPrices(route, from ?? minDate, from ? bookable : 0);
  const prices = new Map((data ?? []).map((p) => [p.date, p]));

  return (
    <nav className={styles.strip} aria-label="选择日期" data-testid="date-strip">
      <button
        type="button"
        className={styles.arrow}
        aria-label="前一周"
        disabled={days[0]! <= minDate}
        onClick={() => setStart(addCalendarDays(start, -DAYS))}
      >
        <Icon icon={LeftOutlined} aria-hidden="true" />
      </button>
      <ol className={styles.days}>
        {days.map((day) => {
          const disabled = day < minDate || day > maxDate;
          const fare = prices.get(day);
          const chosen = day === date;
          return (
            <li key={day}>
              <button
                type="button"
                className={`${styles.day} ${chosen ? styles.chosen : ''}`}
                disabled={disabled}
                aria-current={chosen ? 'date' : undefined}
                data-date={day}
                data-testid="date-strip-day"
                onClick={() => !chosen && onPick(day)}
              >
                <span className={styles.date}>
                  {chineseMonthDay(day)} <span className={styles.weekday}>{chineseWeekday(day)}</span>
                </span>
                <span
                  className={`${styles.price} ${showFares && fare?.cheapest && fare.price !== null ? styles.cheapest : ''}`}
                  data-testid="date-strip-price"
                >
                  {disabled ? (
                    '—'
                  ) : fare ? (
                    fare.price === null ? (
                      '无航班'
                    ) : showFares ? (
                      `${formatYuan(fare.price)}起`
                    ) : (
                      '有航班'
                    )
                  ) : isPending ? (
                    <Skeleton className={styles.priceSkeleton} />
                  ) : (
                    '查看'
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.arrow}
        aria-label="后一周"
        disabled={days[DAYS - 1]! >= maxDate}
        onClick={() => setStart(addCalendarDays(start, DAYS))}
      >
        <Icon icon={RightOutlined} aria-hidden="true" />
      </button>
    </nav>
  );
}
