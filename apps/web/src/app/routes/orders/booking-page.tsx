import { useSearchParams } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { BookingPage, decodeSelection } from '@/features/booking';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLoginGate } from './login-gate';
import styles from './orders-pages.module.css';

export function BookingRoute() {
  useDocumentTitle('填写订单');
  const [params] = useSearchParams();
  const gate = useLoginGate();
  if (gate) return gate;
  return (
    <div className={styles.page}>
      <PageBanner
        crumbs={[{ title: '机票预订' }, { title: '填写订单' }]}
        title="填写订单"
        subtitle="确认航班、填写乘机人并提交订单"
      />
      <div className={`jc-container ${styles.body}`}>
        <BookingPage selection={decodeSelection(params.get('sel'))} />
      </div>
    </div>
  );
}
