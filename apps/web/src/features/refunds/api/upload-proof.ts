import type { ProofFile } from '@jc/shared';
import { uploadFile } from '@/lib/api-client';

/** Uploads one proof file (JPG, PNG or PDF, at most 5 MB) for an order; answers its id. */
export const uploadProof = (orderNo: string, file: Blob) =>
  uploadFile<ProofFile>('/v2/accidentRefund/proof', file, { orderNo });
