import { useSearchParams } from 'react-router';
import { BannerPage } from '@/components/page-banner';
import { DelayCertificatePanel, VerifyCodeSection } from '@/features/trip-documents';
import styles from './trip-pages.module.css';

/**
 * /abnormalFlightDelayCertificate: the delay certificate (query → result → e-mail → sent) and the
 * check of a certificate's verification code. `?flightNo&flightDate&name&ticketNo` (the order
 * detail's 开具延误证明) fills the form and asks at once.
 */
export function DelayCertificateRoute() {
  const [params] = useSearchParams();
  const prefilled = params.get('flightNo')
    ? {
        flightNo: params.get('flightNo') ?? '',
        flightDate: params.get('flightDate') ?? '',
        passengerName: params.get('name') ?? '',
        idType: 'ticketNo' as const,
        idValue: params.get('ticketNo') ?? '',
      }
    : undefined;
  return (
    <BannerPage
      title="航班延误证明"
      subtitle="航班延误或取消后，核验乘机人身份即可在线开具电子延误证明，并发送至邮箱"
      bodyClassName={styles.body}
    >
      <DelayCertificatePanel key={params.toString()} initial={prefilled} />
      <div className={styles.results}>
        <VerifyCodeSection />
      </div>
    </BannerPage>
  );
}
