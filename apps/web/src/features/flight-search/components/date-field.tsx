import { Suspense } from 'react';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { addCalendarDays, chineseWeekday } from '@jc/shared/rules/dates';
import { lazyWithAntd } from '@/components/antd/antd-island';
import { Icon } from '@/components/ui/icon';
import type { LowPriceDatePickerProps } from './low-price-date-picker';
import styles from '@/components/field-box.module.css';

// The calendar (antd's picker with its panels) is the heaviest part of the form: it arrives in its
// own chunk, fetched as soon as the form renders, while a read-only box holds its place.
const LowPriceDatePicker = lazyWithAntd(() => import('./low-price-date-picker'));

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
  return (
    <div
      className={`${styles.box} ${picker.open ? styles.boxActive : ''}`}
      data-testid={testId}
      onClick={() => {
        if (!picker.open) picker.onOpenChange(true);
      }}
    >
      <label className={styles.label} htmlFor={picker.id}>
        {label}
      </label>
      <Suspense
        fallback={
          <span className={styles.fallback}>
            <input
              id={picker.id}
              className={styles.input}
              value={picker.value}
              placeholder="请选择日期"
              readOnly
            />
            <Icon icon={CalendarOutlined} className={styles.fallbackIcon} aria-hidden="true" />
          </span>
        }
      >
        <LowPriceDatePicker {...picker} placeholder="请选择日期" />
      </Suspense>
      <span className={warning ? styles.hintWarn : styles.hint}>
        {warning ?? dayHint(picker.value, today)}
      </span>
    </div>
  );
}
