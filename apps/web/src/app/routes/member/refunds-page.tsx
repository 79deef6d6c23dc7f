import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { MyAccidentRefunds, MyRefunds } from '@/features/refunds';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /refunds: 我的退票, voluntary refunds and (tab 非自愿退票, `?tab=accident`) accident applications. */
export function RefundsRoute() {
  useDocumentTitle('我的退票');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'accident' ? 'accident' : 'voluntary';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'accident' ? { tab: 'accident' } : {}, { replace: true })}
      items={[
        { key: 'voluntary', label: '自愿退票', children: <MyRefunds detailUrl={paths.refundDetail.url} /> },
        { key: 'accident', label: '非自愿退票', children: <MyAccidentRefunds /> },
      ]}
    />
  );
}
