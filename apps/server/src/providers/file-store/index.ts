import fs from 'node:fs/promises';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (accident-refund proof), outside the web root. */
    fileStore: FileStore;
  }
}

/**
 * Where uploaded files (accident-refund proof) are kept: by an opaque key, never under the web
 * root, read back only through an API call that checks who asks. A local directory today; an
 * object store can replace it by implementing these two calls.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when no file has this key. */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Files in one directory (created on first write), one file per key. */
export function localDiskFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    // Keys are made by the server, but a path never leaves the directory whatever a key holds.
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await fs.mkdir(root, { recursive: true });
      const target = fileOf(key);
      const temp = `${target}.part`;
      await fs.writeFile(temp, bytes, { mode: 0o600 });
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
