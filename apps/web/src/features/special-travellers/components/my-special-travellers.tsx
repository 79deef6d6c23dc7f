import { Button, Empty, Popconfirm, Tag } from 'antd';
import type { SpecialTravellerApplication, SpecialTravellerStatus } from '@jc/shared';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { notify } from '@/components/antd/notify';
import { PagedRecords } from '@/components/antd/paged-records';
import { useOwnRecords } from '@/hooks/use-own-records';
import { useCancelSpecialTraveller } from '../api/cancel-special-traveller';
import { useSpecialTravellers } from '../api/get-special-travellers';
import { KindIcon } from './kind-icon';
import styles from './special-travellers.module.css';

const PAGE_SIZE = 10;
const COLOR: Record<SpecialTravellerStatus, string> = {
  SUBMITTED: 'blue',
  PROCESSING: 'processing',
  CONFIRMED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
};

/** What the kind asked, in one line. */
function detailLine(a: SpecialTravellerApplication): string | null {
  const d = a.details;
  switch (d.kind) {
    case 'WHEELCHAIR':
      return `${d.wheelchairType} ${d.wheelchairTypeName} · ${d.ownWheelchair ? '自带轮椅' : '使用航空公司轮椅'}`;
    case 'UNACCOMPANIED_MINOR':
      return `送机 ${d.departureGuardianName} ${d.departureGuardianPhone} · 接机 ${d.arrivalGuardianName} ${d.arrivalGuardianPhone}`;
    case 'EXPECTANT_MOTHER':
      return `怀孕${d.pregnancyWeeks}周${d.medicalCertificateNote ? ` · 诊断证明：${d.medicalCertificateNote}` : ''}`;
    case 'VISUALLY_IMPAIRED':
      return d.guideDog ? '携带导盲犬' : null;
    case 'STRETCHER':
      return `陪同人 ${d.companionName} ${d.companionPhone}`;
    default:
      return null;
  }
}

function CancelButton({ applicationNo }: { applicationNo: string }) {
  const cancel = useCancelSpecialTraveller();
  return (
    <Popconfirm
      title="确定取消该申请吗？"
      description="取消后如仍需服务，请重新提交申请。"
      okText="取消申请"
      cancelText="再想想"
      onConfirm={() =>
        cancel.mutateAsync(applicationNo).then(
          () => void notify.success('申请已取消'),
          (error: Error) => void notify.error(error.message),
        )
      }
    >
      <Button loading={cancel.isPending} data-testid="special-cancel">
        取消申请
      </Button>
    </Popconfirm>
  );
}

/** 我的申请: the account's applications, newest first, with their status and a cancel action. */
export function MySpecialTravellers() {
  const { records, pager } = useOwnRecords(useSpecialTravellers, PAGE_SIZE);
  return (
    <PagedRecords
      records={records}
      pager={pager}
      loadingRows={4}
      errorTitle="申请记录加载失败"
      empty={<Empty description="暂无特殊旅客服务申请" />}
      className={styles.list}
      testId="my-special-travellers"
      card={(a) => {
        const line = detailLine(a);
        return (
          <article key={a.applicationNo} className={styles.card} data-testid="special-row">
            <span className={styles.cardIcon}>
              <KindIcon kind={a.kind} />
            </span>
            <div className={styles.cardBody}>
              <div className={styles.cardHead}>
                <strong>{a.kindName}</strong>
                <span>{a.passengerName}</span>
                <Tag color={COLOR[a.status]} data-testid="special-row-status">
                  {a.statusName}
                </Tag>
              </div>
              <div>
                {a.flightNo} · {a.flightDate} {a.departureTime.slice(11, 16)} · {a.depCityName} →{' '}
                {a.arrCityName}
              </div>
              {line && <div className={styles.muted}>{line}</div>}
              {a.statusNote && (
                <div className={styles.statusNote} data-testid="special-row-note">
                  工作人员备注：{a.statusNote}
                </div>
              )}
              <div className={styles.muted}>
                申请单号 <span data-testid="special-row-no">{a.applicationNo}</span> · 证件 {a.certNo} ·
                提交于 {shanghaiDateOf(new Date(a.createdAt))}
              </div>
            </div>
            {a.canCancel && (
              <div className={styles.cardAction}>
                <CancelButton applicationNo={a.applicationNo} />
              </div>
            )}
          </article>
        );
      }}
    />
  );
}
