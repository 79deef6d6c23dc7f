import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useDismiss } from '@/hooks/use-dismiss';
import { Icon } from '../ui/icon';
import { memberNavItems } from './nav-items';
import styles from './site-header.module.css';

interface AccountMenuProps {
  name: string;
  onLogout: () => void;
}

/**
 * 我的账户: the member's name, opening a menu of the personal centre's pages and 退出登录
 * (the ARIA menu-button pattern: arrows move, Escape and a click elsewhere close).
 */
export function AccountMenu({ name, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  useDismiss(rootRef, open, () => setOpen(false));

  const items = [
    ...memberNavItems.map((item) => ({
      key: item.to,
      label: item.label,
      run: () => void navigate(item.to),
    })),
    { key: 'logout', label: '退出登录', run: onLogout },
  ];
  const choose = (run: () => void) => {
    setOpen(false);
    buttonRef.current?.focus();
    run();
  };
  const focusItem = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(items.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'Escape') {
      // Back to the button, not to the page's start, as the menu closes.
      setOpen(false);
      buttonRef.current?.focus();
    } else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.accountMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          <Icon icon={UserOutlined} />
        </span>
        <span className={styles.accountName} data-testid="account-name">
          {name}
        </span>
        <Icon icon={DownOutlined} aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <ul role="menu" aria-label="我的账户" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li
              key={item.key}
              role="none"
              className={item.key === 'logout' ? styles.menuSeparated : undefined}
            >
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={
                  item.key === 'logout' ? `${styles.menuItem} ${styles.menuDanger}` : styles.menuItem
                }
                onClick={() => choose(item.run)}
              >
                {item.key === 'logout' && <Icon icon={LogoutOutlined} aria-hidden="true" />}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
