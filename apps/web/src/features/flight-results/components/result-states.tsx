import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { PageError } from '@/components/page-error';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import styles from './result-states.module.css';

/** Placeholder cards while the search runs. */
export function ResultsSkeleton() {
  return (
    <div
      className={styles.skeletons}
      data-testid="results-loading"
      aria-busy="true"
      aria-label="正在查询航班"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton width={120} />
          <div className={styles.skeletonTimes}>
            <Skeleton width={90} height={36} />
            <Skeleton width={120} />
            <Skeleton width={90} height={36} />
          </div>
          <Skeleton width={110} height={36} />
        </div>
      ))}
    </div>
  );
}

interface EmptyResultsProps {
  filtered: boolean;
  onClearFilters: () => void;
}

/** Nothing to show: for the day, or for the filters chosen. */
export function EmptyResults({ filtered, onClearFilters }: EmptyResultsProps) {
  return (
    <div className={styles.empty} data-testid="results-empty">
      <Icon icon={SearchOutlined} className={styles.emptyIcon} aria-hidden="true" />
      <h3 className={styles.emptyTitle}>没有找到符合条件的航班</h3>
      <ul className={styles.tips}>
        <li>
          <Icon icon={CalendarOutlined} aria-hidden="true" /> 换个日期试试：点击上方日期条中的其他日期
        </li>
        {filtered && (
          <li>
            <Icon icon={FilterOutlined} aria-hidden="true" /> 减少筛选条件，或{' '}
            <Button variant="link" size="small" onClick={onClearFilters} data-testid="results-clear-filters">
              清除全部筛选
            </Button>
          </li>
        )}
        <li>
          <Icon icon={SearchOutlined} aria-hidden="true" /> 修改出发或到达城市（可选择同城的其他机场）
        </li>
      </ul>
    </div>
  );
}

interface ResultsErrorProps {
  error: Error;
  onRetry: () => void;
  onModify: () => void;
}

/** A refusal (4xx: a rule of the search) says what to change; anything else offers a retry. */
export function ResultsError({ error, onRetry, onModify }: ResultsErrorProps) {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div className={styles.error} data-testid="results-error">
      <PageError
        title={refused ? '无法按此条件查询' : '航班查询失败'}
        description={
          <span data-testid="results-error-message">{error.message || '查询失败，请稍后再试'}</span>
        }
        onRetry={refused ? undefined : onRetry}
        retryText="重新查询"
        extra={
          <Button onClick={onModify} variant={refused ? 'primary' : 'default'}>
            修改查询条件
          </Button>
        }
      />
    </div>
  );
}
