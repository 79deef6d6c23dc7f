import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './ui.module.css';

interface ButtonLook {
  variant?: 'primary' | 'default' | 'text' | 'link';
  /** antd's ghost: the variant's colour on the border and text, the background clear. */
  ghost?: boolean;
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  block?: boolean;
  danger?: boolean;
}

/** The class list of a light button, for a <button> or a link that looks like one. */
export function buttonClass({
  variant = 'default',
  size = 'middle',
  shape,
  block,
  danger,
  ghost,
}: ButtonLook) {
  return [
    styles.button,
    styles[variant],
    ghost && styles.ghost,
    size !== 'middle' && styles[size],
    shape === 'circle' && styles.circle,
    block && styles.block,
    danger && styles.danger,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { icon?: ReactNode };

/**
 * A button styled like antd's, without antd: used where the page paints first (header, search
 * card, error states) so those do not wait for the component library.
 */
export function Button({
  variant,
  size,
  shape,
  block,
  danger,
  ghost,
  icon,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`${buttonClass({ variant, size, shape, block, danger, ghost })} ${className ?? ''}`}
    >
      {icon}
      {children != null && <span>{children}</span>}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLook & LinkProps & { icon?: ReactNode }) {
  return (
    <Link {...rest} className={`${buttonClass({ variant, size, block })} ${className ?? ''}`}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
