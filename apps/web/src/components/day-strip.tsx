import { useEffect, useRef, type ReactNode } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { chineseMonthDay, chineseWeekday } from '@jc/shared/rules/dates';
import { Icon } from '@/components/ui/icon';
import styles from './day-strip.module.css';

export interface StripDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** A day that cannot be picked (before the first bookable day, after the last). */
  disabled?: boolean;
  /** The line under the date: the day's lowest fare, 无航班, a placeholder while it loads. */
  note: ReactNode;
  /** The note is the lowest fare of the days shown (marked 低). */
  cheapest?: boolean;
}

interface DayStripProps {
  /** Names the strip for a screen reader (选择日期). */
  label: string;
  days: readonly StripDay[];
  chosen: string | null;
  onPick: (date: string) => void;
  onPreviousWeek: () => void;
  onNextWeek: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  /** In a dialog: bordered, days scroll rather than squeeze. */
  compact?: boolean;
  testIds: { strip: string; day: string; note?: string };
}

/** Whether the stylesheet brings the chosen day into the middle by itself (`.chosenDay`). */
const CENTRED_BY_CSS = typeof CSS !== 'undefined' && CSS.supports('scroll-initial-target', 'nearest');

/**
 * A week of days to pick one from, each with a line under its date, and arrows a week back and
 * forward: the results' date strip and the change of date share it.
 */
export function DayStrip({
  label,
  days,
  chosen,
  onPick,
  onPreviousWeek,
  onNextWeek,
  previousDisabled,
  nextDisabled,
  compact,
  testIds,
}: DayStripProps) {
  // Where the days scroll (a phone, a dialog), the chosen day is brought to the middle: it would
  // otherwise sit past the edge, four days in. The first time, the stylesheet does it where the
  // browser knows scroll-initial-target; otherwise, and when the chosen day or the week changes,
  // it is measured in the next frame, where the page is laid out anyway: measuring in the
  // render's own task would lay out the whole page there (a long task). Measuring at all forced
  // the page's first layout into that frame's script, 45 ms unthrottled on the Ticket page.
  const list = useRef<HTMLOListElement>(null);
  const shown = useRef(false);
  const firstDay = days[0]?.date;
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    if (first && CENTRED_BY_CSS) return;
    const frame = requestAnimationFrame(() => {
      const box = list.current;
      const day = box?.querySelector<HTMLElement>('[aria-current="date"]')?.parentElement;
      if (!box || !day || box.scrollWidth <= box.clientWidth) return;
      box.scrollLeft = day.offsetLeft - box.offsetLeft - (box.clientWidth - day.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [chosen, firstDay]);
  return (
    <nav
      className={`${styles.strip} ${compact ? styles.compact : ''}`}
      aria-label={label}
      data-testid={testIds.strip}
    >
      <WeekArrow label="前一周" icon={LeftOutlined} disabled={previousDisabled} onClick={onPreviousWeek} />
      <ol className={styles.days} ref={list}>
        {days.map((day) => {
          const isChosen = day.date === chosen;
          return (
            <li key={day.date} className={isChosen ? styles.chosenDay : undefined}>
              <button
                type="button"
                className={`${styles.day} ${isChosen ? styles.chosen : ''}`}
                disabled={day.disabled}
                aria-current={isChosen ? 'date' : undefined}
                data-date={day.date}
                data-testid={testIds.day}
                onClick={() => !isChosen && onPick(day.date)}
              >
                <span className={styles.date}>
                  {chineseMonthDay(day.date)}{' '}
                  <span className={styles.weekday}>{chineseWeekday(day.date)}</span>
                </span>
                <span
                  className={`${styles.note} ${day.cheapest ? styles.cheapest : ''}`}
                  data-testid={testIds.note}
                >
                  {day.note}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <WeekArrow label="后一周" icon={RightOutlined} disabled={nextDisabled} onClick={onNextWeek} />
    </nav>
  );
}

function WeekArrow(props: {
  label: string;
  icon: IconDefinition;
  disabled: boolean | undefined;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon icon={props.icon} aria-hidden="true" />
    </button>
  );
}

/** The placeholder of a day's note while its fare loads. */
export const noteSkeletonClass = styles.noteSkeleton;
