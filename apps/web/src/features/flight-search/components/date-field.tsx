import { Suspense, useEffect } from 'react';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { addCalendarDays, chineseWeekday } from '@jc/shared/rules/dates';
import { lazyWithAntd } from '@/components/antd/antd-island';
import { loadAntdScope } from '@/components/antd/load-antd-scope';
import { useIntent } from '@/components/antd/use-intent';
import { Icon } from '@/components/ui/icon';
import type { LowPriceDatePickerProps } from './low-price-date-picker';
import styles from '@/components/field-box.module.css';

// The calendar (antd's picker with its panels) is the heaviest part of the form: it arrives in its
// own chunk, with antd, once the passenger reaches for the box; a read-only box holds its place.
const LowPriceDatePicker = lazyWithAntd(() => import('./low-price-date-picker'));

/**
 * Starts the calendar's download (with antd's) as soon as the passenger is at the form, before
 * they reach a date box: on a slow connection the calendar is then there when it is asked for.
 */
export function warmDatePicker() {
  void LowPriceDatePicker.preload();
  void loadAntdScope();
}

const RELATIVE_DAYS = ['今天', '明天', '后天'];

/** "周六" and, for the next three days, "今天" / "明天" / "后天". */
function dayHint(date: string, today: string) {
  if (!date) return '';
  const weekday = chineseWeekday(date);
  const offset = RELATIVE_DAYS.findIndex((_, days) => addCalendarDays(today, days) === date);
  return offset >= 0 ? `${weekday} · ${RELATIVE_DAYS[offset]}` : weekday;
}

interface DateFieldProps extends Omit<LowPriceDatePickerProps, 'placeholder'> {
  label: string;
  today: string;
  testId: string;
  /** Shown in orange under the date (e.g. a return before the departure). */
  warning?: string | null;
}

/** A labelled date box of the search form around the low-price calendar. */
export function DateField({ label, today, testId, warning, ...picker }: DateFieldProps) {
  const intent = useIntent();
  const { want } = intent;
  // Opened by the form itself (the return calendar after a departure is picked).
  useEffect(() => {
    if (picker.open) want();
  }, [picker.open, want]);
  const fallback = (
    <span className={styles.fallback}>
      <input
        id={picker.id}
        className={styles.input}
        value={picker.value}
        placeholder="请选择日期"
        readOnly
        onKeyDown={(event) => {
          // As antd's picker does: Enter or the down arrow opens the calendar.
          if (event.key === 'Enter' || event.key === 'ArrowDown') picker.onOpenChange(true);
        }}
      />
      <Icon icon={CalendarOutlined} className={styles.fallbackIcon} aria-hidden="true" />
    </span>
  );
  return (
    <div
      className={`${styles.box} ${picker.open ? styles.boxActive : ''}`}
      data-testid={testId}
      {...intent.handlers}
      onClick={() => {
        intent.handlers.onClick();
        if (!picker.open) picker.onOpenChange(true);
      }}
    >
      <label className={styles.label} htmlFor={picker.id}>
        {label}
      </label>
      <Suspense fallback={fallback}>
        {intent.wanted ? (
          <LowPriceDatePicker {...picker} placeholder="请选择日期" autoFocus={intent.focus} />
        ) : (
          fallback
        )}
      </Suspense>
      <span className={warning ? styles.hintWarn : styles.hint}>
        {warning ?? dayHint(picker.value, today)}
      </span>
    </div>
  );
}
