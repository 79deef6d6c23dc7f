import { z } from 'zod';
import { Text, okEnvelope, pageEnvelope, pageFields } from '../api';
import {
  ACCIDENT_APPLICATION_STATUSES,
  ACCIDENT_REASONS,
  AccidentRefundMessages,
  MAX_PROOF_FILES,
  PROOF_MEDIA_TYPES,
} from '../rules/accident-refunds';
import { AccidentRefundCheckItem } from './after-sales';
import { OrderNoRequest } from './orders';

/** Accident (involuntary) refunds: proof upload, application, the passenger's list and staff review. */

const TicketNo = z
  .string()
  .trim()
  .regex(/^929\d{10}$/, '票号格式不正确');
export const ProofFileId = z
  .string()
  .trim()
  .regex(/^PF[A-Z0-9]{8,32}$/, '证明材料编号不正确');
export const AccidentApplicationNo = z
  .string()
  .trim()
  .regex(/^AR[A-Z0-9]{8,32}$/, '申请单号不正确');

// ------------------------------------------ POST /api/v2/accidentRefund/proof (multipart/form-data)

/** The order the proof is for, in the query; the file itself is the multipart field `file`. */
export const AccidentProofUploadQuery = OrderNoRequest;
export const ProofFile = z.object({
  fileId: z.string(),
  name: z.string(),
  mediaType: z.enum(PROOF_MEDIA_TYPES),
  size: z.number().int(),
  /** Readable by its owner and by staff only. */
  url: z.string(),
});
export type ProofFile = z.infer<typeof ProofFile>;
export const AccidentProofUploadResponse = okEnvelope(ProofFile);

// ------------------------------------------------------ GET /api/v2/accidentRefund/proof/{id}

export const ProofFileParams = z.object({ id: ProofFileId });
export const ProofFileContent = z
  .any()
  .meta({ type: 'string', format: 'binary' })
  .describe('文件内容（image/jpeg、image/png 或 application/pdf）');
/** The multipart form of the upload, for the OpenAPI document (the route reads the stream itself). */
export const AccidentProofUploadForm = z
  .any()
  .meta({
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: 'JPG、PNG 或 PDF，不超过5MB' } },
    required: ['file'],
  })
  .describe('multipart/form-data，一次一份文件');

// -------------------------------------------------------------- POST /api/v2/accidentRefund/apply

export const AccidentRefundApplyRequest = OrderNoRequest.extend({
  ticketNos: z.array(TicketNo).min(1, '请选择要退的客票').max(18, '客票过多'),
  reason: z.enum(ACCIDENT_REASONS, { message: '请选择退票原因' }),
  /** Ids from the proof upload; required (1–5) for ILLNESS and BEREAVEMENT. */
  proofFileIds: z.array(ProofFileId).max(MAX_PROOF_FILES, AccidentRefundMessages.tooManyProofs).default([]),
});
export type AccidentRefundApplyRequest = z.input<typeof AccidentRefundApplyRequest>;

export const AccidentApplication = z.object({
  applicationNo: z.string(),
  orderNo: z.string(),
  reason: z.enum(ACCIDENT_REASONS),
  reasonName: z.string(),
  /** AUTO: refunded at once; PROOF: after staff review. */
  basis: z.enum(['AUTO', 'PROOF']),
  status: z.enum(ACCIDENT_APPLICATION_STATUSES),
  statusName: z.string(),
  tickets: z.array(
    z.object({
      ticketNo: z.string(),
      passengerName: z.string(),
      flightNo: z.string(),
      flightDate: z.string(),
    }),
  ),
  /** The refund made for it (once approved), amounts in fen. */
  refundNo: z.string().nullable(),
  amount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  proofs: z.array(ProofFile),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AccidentApplication = z.infer<typeof AccidentApplication>;
export const AccidentApplicationResponse = okEnvelope(AccidentApplication);

// --------------------------------------------------------------- POST /api/v2/accidentRefund/list

export const AccidentRefundListRequest = z.object(pageFields(50, 10));
export const AccidentRefundListResponse = pageEnvelope(AccidentApplication);

// ------------------------------------------------------------------ /api/admin/accident-refunds

export const AdminAccidentListQuery = z.object({
  /** Default: the pending ones, oldest first; APPROVED includes the refunded ones. */
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED'], { message: '申请状态不正确' }).default('PENDING'),
  ...pageFields(100, 20),
});
export const AdminAccidentApplication = AccidentApplication.extend({
  /** The applicant, masked. */
  applicantPhone: z.string(),
  memberNo: z.string().nullable(),
  /** Who decided (staff account id; null for an automatic refund or while pending). */
  decidedBy: z.number().int().nullable(),
});
export type AdminAccidentApplication = z.infer<typeof AdminAccidentApplication>;
export const AdminAccidentListResponse = pageEnvelope(AdminAccidentApplication);
export const AdminAccidentDetailResponse = okEnvelope(AdminAccidentApplication);
export const AdminAccidentParams = z.object({ no: AccidentApplicationNo });
export const AdminAccidentApproveRequest = z.object({
  note: Text(200, '备注最多200字').optional(),
});
export const AdminAccidentRejectRequest = z.object({
  reason: Text(200, '拒绝原因最多200字').pipe(z.string().min(1, AccidentRefundMessages.rejectReasonRequired)),
});

/** One ticket of POST /api/v2/accidentRefund/check. */
export type AccidentCheckItem = z.infer<typeof AccidentRefundCheckItem>;
