import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';

/**
 * An antd table that scrolls sideways on a phone instead of squeezing its columns, and whose
 * scrolling area a keyboard user can reach (focusable, named by `label`): antd leaves it unnamed
 * and out of the tab order.
 */
export function ScrollTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const area of box.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      area.tabIndex = 0;
      area.setAttribute('role', 'region');
      area.setAttribute('aria-label', label);
    }
  });
  return (
    <div ref={box}>
      <Table<T> scroll={{ x: 'max-content' }} {...props} />
    </div>
  );
}
