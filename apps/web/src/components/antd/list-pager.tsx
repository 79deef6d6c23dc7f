import { cloneElement, isValidElement, type ReactElement } from 'react';
import { Pagination, type PaginationProps } from 'antd';
import styles from './list-pager.module.css';

const ARROW_NAMES: Partial<Record<string, string>> = { prev: '上一页', next: '下一页' };

/**
 * antd's pager draws its previous and next arrows as buttons holding only an icon, which is
 * hidden from screen readers (components/antd/decorative-icon.ts): the buttons are named here.
 * For every pager, this one's and a table's.
 */
export const pagerItemRender: NonNullable<PaginationProps['itemRender']> = (_page, type, element) => {
  const name = ARROW_NAMES[type];
  return name && isValidElement(element)
    ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': name })
    : element;
};

/**
 * The pager under a list of fixed page size: nothing while the list fits one page, and no page
 * size changer (the size is the page's rule).
 */
export function ListPager({
  total,
  pageSize,
  className,
  ...props
}: Omit<PaginationProps, 'showSizeChanger'> & { total: number; pageSize: number }) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={total}
      pageSize={pageSize}
      showSizeChanger={false}
      itemRender={pagerItemRender}
      className={className ? `${styles.pager} ${className}` : styles.pager}
      {...props}
    />
  );
}
