import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccidentApplicationResponse,
  AccidentProofUploadForm,
  AccidentProofUploadQuery,
  AccidentProofUploadResponse,
  AccidentRefundApplyRequest,
  AccidentRefundListRequest,
  AccidentRefundListResponse,
  AccidentRefundMessages,
  AdminAccidentApproveRequest,
  AdminAccidentDetailResponse,
  AdminAccidentListQuery,
  AdminAccidentListResponse,
  AdminAccidentParams,
  AdminAccidentRejectRequest,
  ErrorEnvelope,
  MAX_PROOF_BYTES,
  ProofFileContent,
  ProofFileParams,
} from '@jc/shared';
import { AppError } from '../../lib/errors';
import { me, ownRoutes, ownThingRefusals } from '../../lib/own-routes';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-routes';
import { signedInOnly } from '../../plugins/auth';
import {
  accidentApplicationPage,
  applyAccidentRefund,
  approveApplication,
  readProof,
  rejectApplication,
  staffApplicationDetail,
  staffApplicationPage,
  uploadProof,
} from './accident-refunds.service';

const tags = ['非自愿退票'];

/**
 * The one file of a multipart upload (field `file`), cut off one byte past the limit so that an
 * oversized file is refused without being held whole.
 */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.badRequest(AccidentRefundMessages.notMultipart);
  const part = await request
    .file({ limits: { fileSize: MAX_PROOF_BYTES, files: 1, fields: 4, parts: 5 } })
    .catch(() => {
      throw AppError.badRequest(AccidentRefundMessages.proofMissing);
    });
  if (!part || part.fieldname !== 'file') throw AppError.badRequest(AccidentRefundMessages.proofMissing);
  try {
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.badRequest(AccidentRefundMessages.proofTooLarge);
    throw AppError.badRequest(AccidentRefundMessages.proofMissing);
  }
}

/**
 * Accident (involuntary) refunds for passengers (docs/after-sales.md, "Accident refunds"): proof
 * upload (multipart, one file a call, answering its id), the application that names those ids in
 * JSON, the passenger's list, and proof reading for the owner and staff.
 */
export const accidentRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  await app.register(multipart);
  const { list } = ownRoutes(app, { tags, refused: ownThingRefusals });

  app.post(
    '/api/v2/accidentRefund/proof',
    {
      schema: {
        tags,
        summary:
          '上传一份证明材料（multipart/form-data，字段 file；JPG、PNG 或 PDF，按内容识别，每份不超过5MB），返回材料编号',
        consumes: ['multipart/form-data'],
        querystring: AccidentProofUploadQuery,
        body: AccidentProofUploadForm,
        response: { 200: AccidentProofUploadResponse, ...ownThingRefusals },
      },
    },
    async (request) =>
      ok(
        await uploadProof(
          app.db,
          app.fileStore,
          me(request),
          request.query.orderNo,
          await uploadedFile(request),
        ),
      ),
  );

  app.get(
    '/api/v2/accidentRefund/proof/:id',
    {
      schema: {
        tags,
        summary: '查看证明材料（仅上传者本人与工作人员）',
        params: ProofFileParams,
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
        response: { 200: ProofFileContent, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const file = await readProof(app.db, app.fileStore, request.user!, request.params.id);
      return (
        reply
          .type(file.mediaType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          // The bytes go out as they are (a Buffer is never serialised); the schema documents them.
          .send(file.bytes as unknown as string)
      );
    },
  );

  app.post(
    '/api/v2/accidentRefund/apply',
    {
      schema: {
        tags,
        summary:
          '申请非自愿退票：航班取消或延误2小时以上立即全额退票；旅客疾病或亲属身故需附1至5份证明材料，待审核',
        body: AccidentRefundApplyRequest,
        response: { 200: AccidentApplicationResponse, ...ownThingRefusals },
      },
    },
    async (request) => {
      const application = await applyAccidentRefund(app.db, me(request), request.body);
      return ok(
        application,
        application.basis === 'AUTO' ? '已全额退票，款项原路退回' : '申请已提交，等待审核',
      );
    },
  );

  list(
    '/api/v2/accidentRefund/list',
    {
      summary: '我的非自愿退票申请（最新在前，分页）',
      body: AccidentRefundListRequest,
      response: AccidentRefundListResponse,
    },
    (userId, body) => accidentApplicationPage(app.db, userId, body),
  );
};

const adminTags = ['后台·非自愿退票'];
const adminRefused = { ...ownThingRefusals, 403: ErrorEnvelope };

/** Staff review of accident-refund applications; operators only. */
export const accidentRefundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app, { staff: ['customer_service'] });
  const { get, post, list } = staffRoutes(app, { tags: adminTags, refused: adminRefused });

  list(
    '/api/admin/accident-refunds',
    {
      summary: '非自愿退票申请（默认待审核，最早在前）',
      querystring: AdminAccidentListQuery,
      response: AdminAccidentListResponse,
    },
    ({ query }) => staffApplicationPage(app.db, query),
  );

  get(
    '/api/admin/accident-refunds/:no',
    { summary: '申请详情与证明材料链接', params: AdminAccidentParams, response: AdminAccidentDetailResponse },
    ({ params }) => staffApplicationDetail(app.db, params.no),
  );

  post(
    '/api/admin/accident-refunds/:no/approve',
    {
      summary: '审核通过：全额退票、不收手续费，款项原路退回',
      params: AdminAccidentParams,
      body: AdminAccidentApproveRequest,
      response: AdminAccidentDetailResponse,
      msg: '已通过并退款',
    },
    ({ staffId, params, body }) => approveApplication(app.db, staffId, params.no, body.note),
  );

  post(
    '/api/admin/accident-refunds/:no/reject',
    {
      summary: '审核拒绝（须填写原因），客票保持未使用',
      params: AdminAccidentParams,
      body: AdminAccidentRejectRequest,
      response: AdminAccidentDetailResponse,
      msg: '已拒绝',
    },
    ({ staffId, params, body }) => rejectApplication(app.db, staffId, params.no, body.reason),
  );
};
