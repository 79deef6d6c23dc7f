import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import type { SpecialFare } from '@jc/shared';
import { paths } from '@/config/paths';
import { useLowPriceCalendar } from '@/lib/low-price-calendar';
import { shortDate, weekday } from '../lib/format';
import { saveRouteSearch } from '../lib/route-search';
import styles from './low-price-calendar.module.css';

/** The strip covers the next 30 days. */
export const CALENDAR_DAYS = 30;

interface LowPriceCalendarProps {
  fare: SpecialFare;
  /** First day of the strip, 'YYYY-MM-DD' (today in Shanghai). */
  from: string;
  /** Fetch only once the card is near the viewport. */
  enabled: boolean;
}

/**
 * The low-price calendar of one route: the cheapest fare of each of the next 30 days, the
 * cheapest day highlighted. Choosing a day saves that search and opens the Ticket page.
 */
export function LowPriceCalendar({ fare, from, enabled }: LowPriceCalendarProps) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const {
    data: prices,
    isPending,
    isError,
  } = useLowPriceCalendar(
    enabled
      ? { orgAirport: fare.orgAirport, dstAirport: fare.dstAirport, flightDate: from, days: CALENDAR_DAYS }
      : null,
  );

  const choose = (date: string) => {
    saveRouteSearch(fare, date);
    void navigate(paths.ticket.url());
  };
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  if (isPending || !prices) {
    return (
      <div className={styles.skeleton} aria-hidden={!isError}>
        {isError ? '低价日历暂时无法显示' : null}
      </div>
    );
  }
  if (prices.length === 0) return <p className={styles.none}>暂无低价日历</p>;

  return (
    <div className={styles.calendar} data-testid="low-price-calendar">
      <button
        type="button"
        className={`${styles.nav} ${styles.prev}`}
        onClick={() => scrollBy(-1)}
        aria-label="向前查看"
      >
        <LeftOutlined aria-hidden="true" />
      </button>
      <div className={styles.scroller} ref={scroller}>
        <ul
          className={styles.days}
          aria-label={`${fare.orgCityName}至${fare.dstCityName}未来${CALENDAR_DAYS}天低价`}
        >
          {prices.map((day) => {
            const soldOut = day.price === null;
            const className = [styles.day, day.cheapest && styles.cheapest, soldOut && styles.soldOut]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className={className}
                  disabled={soldOut}
                  onClick={() => choose(day.date)}
                  data-testid="calendar-day"
                  data-date={day.date}
                  data-cheapest={day.cheapest}
                >
                  {/* The visible text is the button's name (read as 最低 12-01 周二 ¥400起); the year is
                      in the list's heading. */}
                  {day.cheapest && <span className={styles.tag}>最低</span>}
                  <span className={styles.date}>{shortDate(day.date)}</span>
                  <span className={styles.weekday}>{weekday(day.date)}</span>
                  {soldOut ? (
                    <span className={styles.price}>
                      <span aria-hidden="true">--</span>
                      <span className="jc-visually-hidden">无航班</span>
                    </span>
                  ) : (
                    <span className={styles.price}>
                      {formatYuan(day.price ?? 0)}
                      <span className="jc-visually-hidden">起</span>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => scrollBy(1)}
        aria-label="向后查看"
      >
        <RightOutlined aria-hidden="true" />
      </button>
    </div>
  );
}
