import { useSearchParams } from 'react-router';
import { CHECKIN_CLOSES_MINUTES, CHECKIN_OPENS_HOURS, validateCheckIn } from '@jc/shared/rules/checkin';
import { BannerPage } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { CheckInForm, CheckInSegments, useCheckInSegments, type CheckInSource } from '@/features/checkin';
import { ApiError } from '@/lib/api-client';
import { useLoginGate } from '../orders/login-gate';
import styles from './trip-pages.module.css';

/** What the address asks for: an order's passengers, or the home form's five fields (type=1). */
function sourceOf(params: URLSearchParams): CheckInSource | null {
  const orderNo = params.get('orderNo');
  if (orderNo) return { kind: 'order', orderNo };
  const form = {
    name: params.get('name') ?? '',
    certNo: params.get('certNo') ?? '',
    phone: params.get('phone') ?? '',
    flightNo: params.get('flightNo') ?? '',
    ticketNo: params.get('ticketNo') ?? '',
  };
  const checked = validateCheckIn(form);
  return checked.ok ? { kind: 'form', form: checked.values } : null;
}

/**
 * /checkInList (docs/trip-services.md): reached from the home page's check-in form or from an
 * order; lists the passenger's segments with whether each can be checked in now, then the seat map
 * and the boarding pass. Signed-in passengers only.
 */
export function CheckInListRoute() {
  const gate = useLoginGate();
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const segments = useCheckInSegments(gate ? null : source);
  if (gate) return gate;

  return (
    <BannerPage
      title="在线值机"
      subtitle={`航班起飞前${CHECKIN_OPENS_HOURS}小时至${CHECKIN_CLOSES_MINUTES}分钟，在线选座并领取电子登机牌`}
      bodyClassName={styles.body}
    >
      {!source ? (
        <section className={styles.formCard} aria-label="值机信息">
          <h2 className={styles.resultsTitle}>请输入值机信息</h2>
          <CheckInForm />
        </section>
      ) : segments.isPending ? (
        <PageLoading tip="正在查询您的航段…" />
      ) : segments.isError ? (
        <PageError
          title="未能查询到值机信息"
          description={segments.error instanceof ApiError ? segments.error.message : undefined}
          onRetry={() => void segments.refetch()}
        />
      ) : (
        <section aria-label="可值机航段" className={styles.checkInList}>
          <CheckInSegments items={segments.data.items} />
        </section>
      )}
    </BannerPage>
  );
}
