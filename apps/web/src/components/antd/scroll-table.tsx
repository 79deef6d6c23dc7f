import { useEffect, useRef, type ComponentProps } from 'react';
import { Table, type TableProps } from 'antd';
import { pagerItemRender } from './list-pager';
import styles from './scroll-table.module.css';

/**
 * An antd table of records that never squeezes its columns. On a phone each row is a card, one
 * labelled line per column (scroll-table.module.css). Between a phone and a desktop it scrolls
 * sideways, its first column held in view (a row's passenger or number stays beside the columns
 * scrolled to, and the edge's shadow says there is more). Its scrolling area a keyboard user can
 * reach (focusable, named by `label`): antd leaves it unnamed and out of the tab order.
 */
/**
 * The table's roles written out: a phone lays its rows out as cards (display block and flex), and
 * Chromium then no longer counts the elements as a table, so a screen reader would lose its rows
 * and cells.
 */
const TABLE_ROLES = {
  table: (props: ComponentProps<'table'>) => <table role="table" {...props} />,
  body: {
    wrapper: (props: ComponentProps<'tbody'>) => <tbody role="rowgroup" {...props} />,
    row: (props: ComponentProps<'tr'>) => <tr role="row" {...props} />,
    cell: (props: ComponentProps<'td'>) => <td role="cell" {...props} />,
  },
};

export function ScrollTable<T extends object>({
  label,
  columns,
  pagination,
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
    <div ref={box} className={styles.table}>
      <Table<T>
        scroll={{ x: 'max-content' }}
        components={TABLE_ROLES}
        pagination={pagination === false ? false : { itemRender: pagerItemRender, ...pagination }}
        columns={columns?.map((column, i) => ({
          ...(i === 0 ? { fixed: 'start' as const } : {}),
          ...column,
          // The column's title beside each value when the rows are cards.
          onCell: (record: T, index?: number) =>
            ({
              ...column.onCell?.(record, index),
              'data-label': typeof column.title === 'string' ? column.title : undefined,
            }) as ReturnType<NonNullable<typeof column.onCell>>,
        }))}
        {...props}
      />
    </div>
  );
}
