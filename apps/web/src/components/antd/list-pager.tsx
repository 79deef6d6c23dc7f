import { Pagination, type PaginationProps } from 'antd';
import styles from './list-pager.module.css';

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
      className={className ? `${styles.pager} ${className}` : styles.pager}
      {...props}
    />
  );
}
