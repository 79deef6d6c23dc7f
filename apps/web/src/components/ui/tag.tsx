import type { HTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: 'default' | 'blue' | 'orange';
  bordered?: boolean;
  icon?: ReactNode;
}

const COLOR = { default: '', blue: styles.tagBlue, orange: styles.tagOrange };

/** A small coloured label, drawn like antd's Tag. */
export function Tag({ color = 'default', bordered = true, icon, className, children, ...rest }: TagProps) {
  return (
    <span
      {...rest}
      className={[styles.tag, COLOR[color], !bordered && styles.tagBorderless, className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
      {children}
    </span>
  );
}
