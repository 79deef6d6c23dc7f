import { useSearchParams } from 'react-router';
import { Collapse, Input, Skeleton } from 'antd';
import { ListPager } from '@/components/antd/list-pager';
import { CloseCircleFilled, PhoneOutlined } from '@ant-design/icons';
import { FAQ_CATEGORIES, FaqAssistantMessages, type FaqCategory } from '@jc/shared/rules/faq';
import { FAQ_INPUT_MAX, FAQ_PAGE_SIZE } from '@jc/shared/constants';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { useSiteConfig } from '@/lib/site-config';
import { useFaqAnswer } from '../api/get-faq-answer';
import { useFaqCategories } from '../api/get-faq-categories';
import { useQuestionBank } from '../api/get-question-bank';
import { AnswerText } from './answer-text';
import styles from './faq-browser.module.css';

const isCategory = (value: string | null): value is FaqCategory =>
  value !== null && (FAQ_CATEGORIES as readonly string[]).includes(value);

/**
 * /faq: the whole question bank by category, with the assistant's search. Category, search and
 * page live in the URL, so a link to “行李” or to a search can be shared.
 */
export default function FaqBrowser() {
  const { hotline } = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as FaqCategory) : undefined;
  const keyword = (params.get('q') ?? '').slice(0, FAQ_INPUT_MAX);
  const pageNum = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const categories = useFaqCategories();
  const bank = useQuestionBank({ pageNum, category, keyword: keyword || undefined });

  const go = (next: { category?: FaqCategory | undefined; q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const c = 'category' in next ? next.category : category;
    const q = next.q ?? keyword;
    if (c) search.set('category', c);
    if (q) search.set('q', q);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  const total = categories.data?.reduce((sum, c) => sum + c.count, 0);

  return (
    <div className={styles.layout}>
      <nav className={styles.categories} aria-label="问题分类" data-testid="faq-categories">
        <button
          type="button"
          className={styles.category}
          aria-current={!category ? 'true' : undefined}
          onClick={() => go({ category: undefined, page: 1 })}
        >
          全部问题{total !== undefined && <span className={styles.count}>{total}</span>}
        </button>
        {FAQ_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={styles.category}
            aria-current={category === c ? 'true' : undefined}
            onClick={() => go({ category: c, page: 1 })}
          >
            {c}
            {categories.data && (
              <span className={styles.count}>
                {categories.data.find((x) => x.category === c)?.count ?? 0}
              </span>
            )}
          </button>
        ))}
      </nav>

      <section className={styles.main}>
        <Input.Search
          className={styles.search}
          size="large"
          // The clear button's only content is its icon, which names it (antd leaves it unnamed).
          allowClear={{ clearIcon: <CloseCircleFilled aria-label="清除" /> }}
          enterButton="搜索"
          placeholder="输入关键词，如：行李额、退票、值机"
          maxLength={FAQ_INPUT_MAX}
          // Keyed by the URL's search, so going back in history shows that search in the box.
          key={keyword}
          defaultValue={keyword}
          onSearch={(value) => go({ q: value.trim(), page: 1 })}
          aria-label="搜索常见问题"
          data-testid="faq-search"
        />
        {keyword && (
          <p className={styles.searchNote}>
            “{keyword}”的搜索结果{category ? `（${category}）` : ''}
            {bank.data && `：共 ${bank.data.total} 条`}
          </p>
        )}

        {bank.isPending ? (
          <PageLoading />
        ) : bank.error ? (
          <PageError
            title="常见问题加载失败"
            description={bank.error.message}
            onRetry={() => void bank.refetch()}
          />
        ) : bank.data.rows.length === 0 ? (
          <div className={styles.empty} data-testid="faq-page-empty">
            {keyword ? (
              <>
                <p>{FaqAssistantMessages.fallback}</p>
                <p>
                  您可以换个说法再试，或拨打客服热线{' '}
                  <a href={`tel:${hotline}`}>
                    <PhoneOutlined aria-hidden="true" /> {hotline}
                  </a>
                </p>
              </>
            ) : (
              <p>{FaqAssistantMessages.empty}</p>
            )}
          </div>
        ) : (
          <div aria-busy={bank.isPlaceholderData}>
            <Collapse
              className={styles.list}
              accordion
              destroyOnHidden
              items={bank.data.rows.map((item) => ({
                key: item.id,
                label: (
                  <span className={styles.question}>
                    {!category && <span className={styles.tag}>{item.category}</span>}
                    {item.questionTitle}
                  </span>
                ),
                children: <Answer id={item.id} />,
              }))}
              data-testid="faq-page-list"
            />
            <ListPager
              className={styles.pagination}
              current={pageNum}
              pageSize={FAQ_PAGE_SIZE}
              total={bank.data.total}
              onChange={(page) => go({ page })}
              showTotal={(n) => `共 ${n} 条`}
            />
          </div>
        )}
      </section>
    </div>
  );
}

function Answer({ id }: { id: number }) {
  const { data, error, isPending } = useFaqAnswer(id);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div data-testid="faq-page-answer">
      <AnswerText content={data.content} />
      <p className={styles.updated}>更新于 {data.updateTime.slice(0, 10)}</p>
    </div>
  );
}
