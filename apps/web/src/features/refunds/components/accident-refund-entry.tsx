import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Radio, Result, Skeleton, Tag, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AccidentApplication, AccidentReason, ProofFile } from '@jc/shared';
import {
  ACCIDENT_REASON_NAMES,
  MAX_PROOF_BYTES,
  MAX_PROOF_FILES,
  needsProof,
} from '@jc/shared/rules/accident-refunds';
import { formatYuan } from '@jc/shared/money';
import { useAuthToken } from '@/hooks/use-auth-token';
import { errorText } from '@/lib/api-client';
import { useApplyAccidentRefund } from '../api/apply-accident-refund';
import { useAccidentCheck } from '../api/check-accident-refund';
import { uploadProof } from '../api/upload-proof';
import card from '@/components/card.module.css';
import styles from './accident-refund.module.css';

const BASIS_TAG = {
  AUTO: { color: 'green', text: '可直接全额退票' },
  PROOF: { color: 'gold', text: '需证明材料' },
  NONE: { color: 'default', text: '不可申请' },
} as const;

const REASONS = Object.entries(ACCIDENT_REASON_NAMES) as [AccidentReason, string][];
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/**
 * 非自愿退票 on the order detail of a ticketed order: the check of each ticket (basis and why),
 * the reason, proof upload for illness or bereavement, and the application (docs/after-sales.md).
 */
export function AccidentRefundEntry({ orderNo, ticketed }: { orderNo: string; ticketed: boolean }) {
  const [open, setOpen] = useState(false);
  // Kept while its dialog is open: refunding the last unused ticket must not take the result away.
  if (!ticketed && !open) return null;
  return (
    <section className={`${card.card} ${card.accent}`} data-testid="accident-refund">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>非自愿退票</h2>
        <Button type="primary" ghost onClick={() => setOpen(true)} data-testid="accident-refund-open">
          申请非自愿退票
        </Button>
      </div>
      <p className={styles.muted}>
        航班取消或延误2小时以上可直接全额退票、不收退票费；因旅客疾病或直系亲属身故，上传证明材料，审核通过后全额退票。
      </p>
      {open && <AccidentRefundDialog orderNo={orderNo} onClose={() => setOpen(false)} />}
    </section>
  );
}

function AccidentRefundDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const token = useAuthToken();
  const check = useAccidentCheck(token, orderNo, true);
  const apply = useApplyAccidentRefund();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState<AccidentReason | null>(null);
  const [files, setFiles] = useState<UploadFile<ProofFile>[]>([]);
  const [done, setDone] = useState<AccidentApplication | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const items = check.data ?? [];
  const eligible = items.filter((i) => i.basis !== 'NONE' && i.ticketStatus === 'OPEN');
  const proof = reason !== null && needsProof(reason);
  const uploaded = files.filter((f) => f.status === 'done' && f.response).map((f) => f.response!.fileId);
  const uploading = files.some((f) => f.status === 'uploading');
  const canSubmit =
    chosen.length > 0 &&
    reason !== null &&
    !uploading &&
    (!proof || (uploaded.length >= 1 && uploaded.length <= 5));

  const submit = () =>
    apply.mutate(
      { orderNo, ticketNos: chosen, reason: reason!, proofFileIds: proof ? uploaded : [] },
      { onSuccess: setDone },
    );

  return (
    <Modal
      open
      title="申请非自愿退票"
      width={720}
      onCancel={onClose}
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <Button
            type="primary"
            disabled={!canSubmit}
            loading={apply.isPending}
            onClick={submit}
            data-testid="accident-refund-submit"
          >
            {proof ? '提交申请' : '确认全额退票'}
          </Button>
        )
      }
    >
      {done ? (
        <Result
          status={done.basis === 'AUTO' ? 'success' : 'info'}
          title={done.basis === 'AUTO' ? '已全额退票' : '申请已提交，待审核'}
          subTitle={
            done.basis === 'AUTO'
              ? `退款${formatYuan(done.amount ?? 0)}将原路退回，不收退票费。申请单号 ${done.applicationNo}`
              : `工作人员审核通过后全额退票。申请单号 ${done.applicationNo}`
          }
          extra={<Tag color={done.basis === 'AUTO' ? 'green' : 'gold'}>{done.statusName}</Tag>}
          data-testid="accident-refund-result"
        />
      ) : check.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : check.isError ? (
        <Alert
          type="error"
          showIcon
          message="退票资格查询失败"
          description={errorText(check.error, '请稍后重试')}
          action={<Button onClick={() => void check.refetch()}>重试</Button>}
        />
      ) : (
        <>
          {apply.error && (
            <Alert
              type="error"
              showIcon
              message={(apply.error as Error).message}
              style={{ marginBottom: 12 }}
            />
          )}
          <p className={styles.step}>1. 选择客票</p>
          {items.length === 0 && <p className={styles.muted}>该订单暂无已出票的客票</p>}
          <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} style={{ width: '100%' }}>
            <ul className={styles.tickets}>
              {items.map((i) => (
                <li key={i.ticketNo} className={styles.ticket} data-testid="accident-ticket">
                  <Checkbox value={i.ticketNo} disabled={!eligible.includes(i)} className={styles.ticketMain}>
                    {i.passengerName} · {i.flightNo} · {i.flightDate}
                  </Checkbox>
                  <Tag color={BASIS_TAG[i.basis].color} data-testid="accident-basis">
                    {BASIS_TAG[i.basis].text}
                  </Tag>
                  <span className={styles.ticketReason}>{i.reason}</span>
                </li>
              ))}
            </ul>
          </Checkbox.Group>

          <p className={styles.step}>2. 退票原因</p>
          <Radio.Group
            value={reason}
            onChange={(e) => setReason(e.target.value as AccidentReason)}
            className={styles.reasons}
            optionType="button"
            options={REASONS.map(([value, label]) => ({ value, label }))}
            aria-label="退票原因"
          />

          {proof && (
            <>
              <p className={styles.step}>3. 上传证明材料</p>
              <p className={styles.muted}>
                诊断证明、死亡证明及亲属关系证明等，JPG、PNG或PDF格式，每份不超过5MB，1至{MAX_PROOF_FILES}份。
              </p>
              {fileError && <Alert type="warning" showIcon message={fileError} style={{ margin: '8px 0' }} />}
              <Upload<ProofFile>
                accept={ACCEPT}
                maxCount={MAX_PROOF_FILES}
                multiple
                fileList={files}
                onChange={({ fileList }) => setFiles(fileList)}
                beforeUpload={(file) => {
                  if (file.size > MAX_PROOF_BYTES) {
                    setFileError(`${file.name}：单个证明材料不能超过5MB`);
                    return Upload.LIST_IGNORE;
                  }
                  setFileError(null);
                  return true;
                }}
                customRequest={({ file, onSuccess, onError }) => {
                  uploadProof(orderNo, file as Blob).then(
                    (proofFile) => onSuccess?.(proofFile),
                    (err: unknown) => {
                      setFileError(errorText(err, '上传失败，请重试'));
                      onError?.(err as Error);
                    },
                  );
                }}
              >
                <Button icon={<UploadOutlined />} disabled={files.length >= MAX_PROOF_FILES}>
                  选择文件
                </Button>
              </Upload>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
