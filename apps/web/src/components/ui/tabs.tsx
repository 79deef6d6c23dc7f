import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  defaultActiveKey?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs without antd. A panel is rendered on its first opening and kept afterwards
 * (hidden), so a tab's code is fetched only when the passenger opens it and its inputs survive
 * switching back and forth.
 */
export function Tabs({ items, defaultActiveKey, className }: TabsProps) {
  const baseId = useId();
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const [opened, setOpened] = useState(() => new Set([active]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (key: string) => {
    setActive(key);
    setOpened((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  };

  // Arrow keys move between tabs, Home and End jump to the ends (the ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    activate(item.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={`${styles.tabs} ${className ?? ''}`}>
      <div role="tablist" className={styles.tabList}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => activate(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      {items.map(
        (item) =>
          opened.has(item.key) && (
            <div
              key={item.key}
              role="tabpanel"
              id={`${baseId}-panel-${item.key}`}
              aria-labelledby={`${baseId}-tab-${item.key}`}
              hidden={item.key !== active}
            >
              {item.children}
            </div>
          ),
      )}
    </div>
  );
}
