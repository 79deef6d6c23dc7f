import { useEffect, useEffectEvent, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from './icon';
import styles from './dialog.module.css';

interface DialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'title'> {
  open: boolean;
  /** Escape, the close button or a click outside the box. */
  onClose: () => void;
  /** Called once the dialog has left the screen. */
  afterClose?: () => void;
  /** Shown at the top and names the dialog; without one, give `aria-label`. */
  title?: ReactNode;
  footer?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Classes for the white box and the close button, for a dialog drawn differently. */
  classNames?: { box?: string; close?: string };
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: the browser keeps focus inside it, makes the page
 * behind inert, closes it on Escape and draws it above everything. Used where antd's Modal would
 * bring its whole machinery for one box (the home page's pop-ups, which open while the page loads).
 */
export function Dialog({
  open,
  onClose,
  afterClose,
  title,
  footer,
  closeLabel = '关闭',
  classNames,
  className,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closedByPage = useRef(false);
  // Escape asks the page to close it, so the page's state stays the one truth.
  const onCancel = useEffectEvent((event: Event) => {
    event.preventDefault();
    onClose();
  });
  // The browser may still close it by itself (a second Escape): the page then learns of it here.
  const onClosed = useEffectEvent(() => {
    if (!closedByPage.current) onClose();
    closedByPage.current = false;
    afterClose?.();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByPage.current = true;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => onCancel(event);
    const closed = () => onClosed();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      className={`${styles.dialog} ${className ?? ''}`}
      // A click on the backdrop lands on the <dialog> itself; the box inside fills its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={`${styles.box} ${classNames?.box ?? ''}`}>
        <button
          type="button"
          className={`${styles.close} ${classNames?.close ?? ''}`}
          onClick={onClose}
          aria-label={closeLabel}
        >
          <Icon icon={CloseOutlined} aria-hidden="true" />
        </button>
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
