import { useState } from 'react';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { formatYuan } from '@jc/shared/money';
import { useDayPrices } from '../hooks/use-day-prices';
import { DayStrip, noteSkeletonClass } from '@/components/day-strip';
import { Skeleton } from '@/components/ui/skeleton';

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
    <DayStrip
      label="选择日期"
      testIds={{ strip: 'date-strip', day: 'date-strip-day', note: 'date-strip-price' }}
      chosen={date}
      onPick={onPick}
      previousDisabled={days[0]! <= minDate}
      onPreviousWeek={() => setStart(addCalendarDays(start, -DAYS))}
      nextDisabled={days[DAYS - 1]! >= maxDate}
      onNextWeek={() => setStart(addCalendarDays(start, DAYS))}
      days={days.map((day) => {
        const disabled = day < minDate || day > maxDate;
        const fare = prices.get(day);
        return {
          date: day,
          disabled,
          cheapest: showFares && !!fare?.cheapest && fare.price !== null,
          note: disabled ? (
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
            <Skeleton className={noteSkeletonClass} />
          ) : (
            '查看'
          ),
        };
      })}
    />
  );
}
