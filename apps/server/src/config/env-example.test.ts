import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS } from './env';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the settings are documented', () => {
  it.each(['.env.example', 'README.md'])('%s names every setting the server reads', (file) => {
    const text = read(file);
    const missing = [...ENV_KEYS, 'DB_POOL_SIZE'].filter((key) => !new RegExp(`\\b${key}\\b`).test(text));
    expect(missing).toEqual([]);
  });
});
