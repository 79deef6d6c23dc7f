import { useRef, useState } from 'react';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { PassengerCounts } from '@jc/shared/rules/flight-search';
import { validatePassengerCounts } from '@jc/shared/rules/flight-search';
import type { SearchMessage } from '@jc/shared/rules/messages';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useDismiss } from '@/hooks/use-dismiss';
import { describePassengers, PASSENGER_ROWS as ROWS, type CountKey } from '../lib/passengers';
import fieldStyles from '@/components/field-box.module.css';
import styles from './passenger-field.module.css';

interface PassengerFieldProps {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
  testId: string;
}

/**
 * The passenger box: steppers for adults (1-5), children and infants (0-4). A step that would break
 * a passenger rule of docs/rules.md is refused with that rule's message, so the form never holds
 * counts that the search would reject.
 */
export function PassengerField({ counts, onChange, testId }: PassengerFieldProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<SearchMessage | null>(null);
  const close = () => {
    setOpen(false);
    setNotice(null);
  };
  useDismiss(rootRef, open, close);

  const step = (key: CountKey, delta: 1 | -1) => {
    const next = { ...counts, [key]: counts[key] + delta };
    const problem = validatePassengerCounts(next);
    if (problem) {
      setNotice(problem);
      return;
    }
    setNotice(null);
    onChange(next);
  };

  return (
    <div ref={rootRef} className={styles.root} data-testid={testId}>
      <button
        type="button"
        className={`${fieldStyles.box} ${styles.trigger} ${open ? fieldStyles.boxActive : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className={fieldStyles.label}>乘客</span>
        <span className={fieldStyles.value} data-testid={`${testId}-summary`}>
          {describePassengers(counts)}
        </span>
        <span className={fieldStyles.hint}>
          <Icon icon={TeamOutlined} aria-hidden="true" /> 成人 · 儿童 · 婴儿
        </span>
      </button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label="选择乘客人数">
          {ROWS.map((row) => (
            <div key={row.key} className={styles.row}>
              <div>
                <div className={styles.rowLabel}>{row.label}</div>
                <div className={styles.rowAge}>{row.age}</div>
              </div>
              <div className={styles.stepper}>
                <Button
                  shape="circle"
                  size="small"
                  icon={<Icon icon={MinusOutlined} />}
                  aria-label={`减少${row.label}`}
                  disabled={counts[row.key] <= row.range.min}
                  onClick={() => step(row.key, -1)}
                />
                <span className={styles.count} data-testid={`${testId}-${row.key}`} aria-live="polite">
                  {counts[row.key]}
                </span>
                <Button
                  shape="circle"
                  size="small"
                  icon={<Icon icon={PlusOutlined} />}
                  aria-label={`增加${row.label}`}
                  onClick={() => step(row.key, 1)}
                />
              </div>
            </div>
          ))}
          <div className={styles.notice} role="alert" data-testid={`${testId}-notice`}>
            {notice}
          </div>
          <div className={styles.footer}>
            <span className={styles.rule}>每单最多9人，一位成人最多携带1名婴儿</span>
            <Button variant="primary" size="small" onClick={close}>
              确定
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
