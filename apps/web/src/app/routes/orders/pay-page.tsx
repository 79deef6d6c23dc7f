import { useSearchParams } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { paths } from '@/config/paths';
import { PayPage, PayResult } from '@/features/orders';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLoginGate } from './login-gate';
import styles from './orders-pages.module.css';

export function PayRoute() {
  useDocumentTitle('订单支付');
  const [params] = useSearchParams();
  const gate = useLoginGate();
  if (gate) return gate;
  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={[{ title: '我的订单', to: paths.orders.url() }, { title: '订单支付' }]}
        title="订单支付"
        subtitle="请在支付时限内完成支付"
      />
      <div className={`jc-container ${styles.body} ${styles.narrow}`}>
        <PayPage orderNo={params.get('orderNo') ?? ''} />
      </div>
    </div>
  );
}

export function PayResultRoute() {
  useDocumentTitle('支付结果');
  const [params] = useSearchParams();
  const gate = useLoginGate();
  if (gate) return gate;
  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={[{ title: '我的订单', to: paths.orders.url() }, { title: '支付结果' }]}
        title="支付结果"
      />
      <div className={`jc-container ${styles.body} ${styles.narrow}`}>
        <PayResult orderNo={params.get('orderNo') ?? ''} />
      </div>
    </div>
  );
}
