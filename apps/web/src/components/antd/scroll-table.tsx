import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';

/**
 * An antd table that scrolls sideways on a phone instead of squeezing its columns, with its first
 * column held in view (a row's passenger or number stays beside the columns scrolled to, and the
 * edge's shadow says there is more), and whose scrolling area a keyboard user can reach
 * (focusable, named by `label`): antd leaves it unnamed and out of the tab order.
 */
export function ScrollTable<T extends object>({
  label,
  columns,
  ...props
}: TableProps<T> & { label: string }) {
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
      <Table<T>
        scroll={{ x: 'max-content' }}
        columns={columns?.map((column, i) => (i === 0 ? { fixed: 'start', ...column } : column))}
        {...props}
      />
    </div>
  );
}
