import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (antd's small Switch): a button with the switch role. */
export function Switch({ checked, onChange, className, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      {...rest}
      className={`${styles.switch} ${className ?? ''}`}
      onClick={() => onChange(!checked)}
    />
  );
}
