import { BannerPage } from '@/components/page-banner';
import { TicketVerifyPanel } from '@/features/trip-documents';
import styles from './trip-pages.module.css';

/** /ticketVerify: a ticket's authenticity, state and flight by number and name; its e-itinerary by mail. */
export function TicketVerifyRoute() {
  return (
    <BannerPage
      title="客票验真"
      subtitle="输入票号与乘机人姓名，核验客票真伪与状态，并可获取电子客票行程单"
      bodyClassName={styles.body}
    >
      <TicketVerifyPanel />
    </BannerPage>
  );
}
