import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

interface SegmentedProps<T extends string> {
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  className?: string;
  'aria-label'?: string;
}

/** One choice of a few on a grey track (antd's Segmented), on native radio buttons. */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  className,
  'aria-label': ariaLabel,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={`${styles.segmented} ${className ?? ''}`}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
