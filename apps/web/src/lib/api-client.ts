import { ResultCode } from '@jc/shared/codes';
import type { OkEnvelope, PageEnvelope } from '@jc/shared';
import { getToken } from './auth-token';

/** A failed call: the business code and the server's Chinese message, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What to tell the passenger about a failed call: the server's message, or `fallback` when there is
 * none (the network failed, or a bug threw).
 */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: Query) {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The one place the web app calls fetch: adds the token, parses the envelope, never throws raw. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, '网络连接失败，请检查网络后重试', 0);
  }
  let payload: { code?: number; msg?: string } & Record<string, unknown>;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, '服务器开小差了，请稍后再试', response.status);
  }
  if (typeof payload.code !== 'number') {
    throw new ApiError(response.status, '服务器开小差了，请稍后再试', response.status);
  }
  return payload as T;
}

/** Calls that succeed only with code 200: anything else becomes an ApiError with the server's msg. */
async function expectOk<T extends { code: number; msg: string }>(promise: Promise<T>): Promise<T> {
  const payload = await promise;
  if (payload.code !== ResultCode.Ok) throw new ApiError(payload.code, payload.msg, payload.code);
  return payload;
}

export const api = {
  /** `{code,msg,data}` → data, or ApiError. */
  data: async <T>(method: Method, path: string, options?: RequestOptions) =>
    (await expectOk(request<OkEnvelope<T>>(method, path, options))).data,
  /** `{code,msg,rows,total}` → rows and total, or ApiError. */
  page: async <T>(method: Method, path: string, options?: RequestOptions) => {
    const { rows, total } = await expectOk(request<PageEnvelope<T>>(method, path, options));
    return { rows, total };
  },
  /** The whole envelope when code is 200 (for calls whose msg or top-level fields matter), or ApiError. */
  envelope: async <T extends { code: number; msg: string }>(
    method: Method,
    path: string,
    options?: RequestOptions,
  ) => expectOk(request<T>(method, path, options)),
  /**
   * `{code,msg,data}` → data, or `fallback` when the server refuses (any code but 200) or sends no
   * data: for blocks and lists that a refusal silently empties instead of showing an error.
   */
  dataOr: async <T, F = T>(method: Method, path: string, fallback: F, options?: RequestOptions) => {
    const envelope = await request<OkEnvelope<T | null>>(method, path, options);
    return envelope.code === ResultCode.Ok && envelope.data != null ? envelope.data : fallback;
  },
  /** The raw envelope, for calls whose non-200 codes the page handles itself (docs/rules.md). */
  raw: request,
  /** A file answer (the itinerary PDF): the blob, or ApiError with the server's envelope message. */
  blob: async (path: string, body: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(buildUrl(path), { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) {
      return response.blob();
    }
    const payload = (await response.json().catch(() => ({}))) as { code?: number; msg?: string };
    throw new ApiError(
      payload.code ?? response.status,
      payload.msg ?? '下载失败，请稍后再试',
      response.status,
    );
  },
};

/**
 * Uploads one file as multipart/form-data (field `file`) and answers the envelope's data, or
 * ApiError with the server's message. The browser sets the multipart boundary itself.
 */
export async function uploadFile<T>(path: string, file: Blob, query?: Query, filename?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file, filename ?? (file instanceof File ? file.name : 'file'));
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试', 0);
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<OkEnvelope<T>>;
  if (payload.code !== ResultCode.Ok)
    throw new ApiError(
      payload.code ?? response.status,
      payload.msg ?? '上传失败，请稍后再试',
      response.status,
    );
  return payload.data as T;
}
