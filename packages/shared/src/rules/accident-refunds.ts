import type { FeeBands } from './fares';

/**
 * Accident (involuntary) refund rules (docs/after-sales.md, "Accident refunds"): a cancelled or
 * long-delayed flight is refunded at once; illness or bereavement after staff review of proof.
 */

export const ACCIDENT_REASONS = ['CANCELLED', 'DELAYED', 'ILLNESS', 'BEREAVEMENT'] as const;
export type AccidentReason = (typeof ACCIDENT_REASONS)[number];
export const ACCIDENT_REASON_NAMES: Record<AccidentReason, string> = {
  CANCELLED: '航班取消',
  DELAYED: '航班延误',
  ILLNESS: '旅客疾病',
  BEREAVEMENT: '亲属身故',
};
/** Reasons refunded at once (the flight's own state proves them); the others need proof and review. */
export const AUTO_ACCIDENT_REASONS: readonly AccidentReason[] = ['CANCELLED', 'DELAYED'];
export const needsProof = (reason: AccidentReason) => !AUTO_ACCIDENT_REASONS.includes(reason);

export const ACCIDENT_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'REFUNDED'] as const;
export type AccidentApplicationStatus = (typeof ACCIDENT_APPLICATION_STATUSES)[number];
export const ACCIDENT_APPLICATION_STATUS_NAMES: Record<AccidentApplicationStatus, string> = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已拒绝',
  REFUNDED: '已退款',
};

/** An accident refund charges no fee at any time before or after departure. */
export const NO_FEE: FeeBands = { from7Days: 0, from48Hours: 0, from4Hours: 0, late: 0 };

export const MIN_PROOF_FILES = 1;
export const MAX_PROOF_FILES = 5;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const PROOF_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ProofMediaType = (typeof PROOF_MEDIA_TYPES)[number];

/**
 * The proof's real type from its first bytes (its name and the browser's declared type are not
 * trusted); null for anything but JPEG, PNG or PDF.
 */
export function sniffProofType(bytes: Uint8Array): ProofMediaType | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export const AccidentRefundMessages = {
  /** Chosen. */
  proofRequired: '因旅客疾病或亲属身故申请退票，请上传1至5份证明材料',
  /** Chosen. */
  tooManyProofs: '证明材料最多上传5份',
  /** Chosen. */
  proofType: '证明材料仅支持JPG、PNG或PDF文件',
  /** Chosen. */
  proofTooLarge: '单个证明材料不能超过5MB',
  /** Chosen. */
  proofMissing: '请选择要上传的证明材料',
  /** Chosen. */
  notMultipart: '请以表单（multipart/form-data）方式上传文件',
  /** Chosen. */
  proofNotFound: '证明材料不存在',
  /** Chosen. */
  proofUsed: '证明材料已用于其他申请，请重新上传',
  /** Chosen. */
  notAuto: '所选客票的航班未取消且延误不足2小时，请选择旅客疾病或亲属身故并上传证明材料',
  /** Chosen. */
  ticketPending: '所选客票已有待审核的非自愿退票申请',
  /** Chosen. */
  applicationNotFound: '非自愿退票申请不存在',
  /** Chosen. */
  alreadyDecided: '该申请已审核，不能重复审核',
  /** Chosen. */
  rejectReasonRequired: '请填写拒绝原因',
} as const;
