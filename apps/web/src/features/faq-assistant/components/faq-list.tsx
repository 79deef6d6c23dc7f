import { useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { FaqItem } from '@jc/shared';
import { FAQ_PAGE_SIZE } from '@jc/shared/constants';
import { FaqAssistantMessages } from '@jc/shared/rules/faq';
import { Spinner } from '../../../components/ui/spinner';
import { useQuestionBank } from '../api/get-question-bank';
import styles from './faq-list.module.css';

/** The FAQ list of the assistant panel: twelve questions a page, each opening its answer. */
export function FaqList({ onPick }: { onPick: (item: FaqItem) => void }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuestionBank({ pageNum });

  if (isPending)
    return (
      <div className={styles.state}>
        <Spinner size={24} />
        <span>正在加载常见问题…</span>
      </div>
    );
  if (error)
    return (
      <div className={styles.state} role="alert">
        <span>常见问题加载失败：{error.message}</span>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          重新加载
        </button>
      </div>
    );
  if (data.rows.length === 0)
    return (
      <p className={styles.state} data-testid="faq-empty">
        {FaqAssistantMessages.empty}
      </p>
    );

  const pages = Math.max(1, Math.ceil(data.total / FAQ_PAGE_SIZE));
  return (
    <div className={styles.wrap} aria-busy={isPlaceholderData}>
      <ol className={styles.list} start={(pageNum - 1) * FAQ_PAGE_SIZE + 1} data-testid="faq-list">
        {data.rows.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} onClick={() => onPick(item)}>
              <span className={styles.question}>{item.questionTitle}</span>
              <RightOutlined aria-hidden="true" className={styles.arrow} />
            </button>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="常见问题分页">
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPageNum((n) => n - 1)}
            disabled={pageNum <= 1}
            aria-label="上一页"
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <span className={styles.pageText} data-testid="faq-page">
            {pageNum} / {pages}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            onClick={() => setPageNum((n) => n + 1)}
            disabled={pageNum >= pages}
            aria-label="下一页"
          >
            <RightOutlined aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
