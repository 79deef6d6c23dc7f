import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

interface RadioGroupProps<T extends string | number> {
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  /** Round radios in a row (antd's Radio.Group), or segments on a grey track (antd's Segmented). */
  look?: 'radio' | 'segmented';
  className?: string;
  'aria-label'?: string;
}

/** Native radio buttons drawn like antd's: keyboard and screen readers work as usual. */
export function RadioGroup<T extends string | number>({
  value,
  options,
  onChange,
  look = 'radio',
  className,
  'aria-label': ariaLabel,
}: RadioGroupProps<T>) {
  const name = useId();
  const segmented = look === 'segmented';
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={`${segmented ? styles.segmented : styles.radioGroup} ${className ?? ''}`}
    >
      {options.map((option) => (
        <label key={String(option.value)} className={segmented ? styles.segment : styles.choice}>
          <input
            type="radio"
            name={name}
            className={segmented ? undefined : styles.radio}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

/** A native checkbox with its label, drawn like antd's. */
export function Checkbox({ checked, onChange, children, className }: CheckboxProps) {
  return (
    <label className={`${styles.choice} ${className ?? ''}`}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
