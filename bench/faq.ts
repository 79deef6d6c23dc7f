// The FAQ retrieval benchmark: accuracy of /api/v1/dialog/dialogue on questions written apart from
// the bank (bench/faq-questions.ts), its fallback rate on questions the bank cannot answer, and its
// latency, all through the real HTTP server on a freshly seeded PGlite database.
import fs from 'node:fs';
import path from 'node:path';
import { ANSWERABLE, UNANSWERABLE } from './faq-questions';
import { freePort, startServer, stop } from './lib/processes';

const root = path.resolve(import.meta.dirname, '..');

interface Reply {
  answered: boolean;
  suggestions: { id: number; questionTitle: string; score: number }[];
}

export interface FaqBenchFigures {
  answerable: number;
  top1: number;
  top4: number;
  unanswerable: number;
  fallback: number;
  requests: number;
  p50: number;
  p99: number;
  misses: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Asks every benchmark question through `ask`, then `rounds` more times for latency. */
export async function evaluate(ask: (q: string) => Promise<Reply>, rounds = 5): Promise<FaqBenchFigures> {
  let top1 = 0;
  let top4 = 0;
  const misses: string[] = [];
  for (const { ask: question, means } of ANSWERABLE) {
    const titles = (await ask(question)).suggestions.map((s) => s.questionTitle);
    if (titles[0] === means) top1 += 1;
    else
      misses.push(
        `${question} → ${titles[0] ?? '（兜底）'}（应为 ${means}${titles.includes(means) ? '，在前4' : ''}）`,
      );
    if (titles.slice(0, 4).includes(means)) top4 += 1;
  }
  let fallback = 0;
  for (const question of UNANSWERABLE) {
    const reply = await ask(question);
    if (!reply.answered) fallback += 1;
    else
      misses.push(
        `${question} → ${reply.suggestions[0]?.questionTitle}（应兜底，${reply.suggestions[0]?.score}）`,
      );
  }
  const times: number[] = [];
  const all = [...ANSWERABLE.map((q) => q.ask), ...UNANSWERABLE];
  for (let r = 0; r < rounds; r++) {
    for (const question of all) {
      const t0 = performance.now();
      await ask(question);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return {
    answerable: ANSWERABLE.length,
    top1,
    top4,
    unanswerable: UNANSWERABLE.length,
    fallback,
    requests: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    misses,
  };
}

export function printFaqFigures(f: FaqBenchFigures, how: string) {
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}% (${n}/${of})`;
  console.log(`\nFAQ retrieval (${how})`);
  console.table({
    'top-1 accuracy': { value: pct(f.top1, f.answerable), aim: '≥ 85%' },
    'top-4 accuracy': { value: pct(f.top4, f.answerable), aim: '≥ 95%' },
    'fallback on unanswerable': { value: pct(f.fallback, f.unanswerable), aim: '≥ 80%' },
    'p50 /dialog/dialogue': { value: `${f.p50.toFixed(1)} ms`, aim: '' },
    'p99 /dialog/dialogue': {
      value: `${f.p99.toFixed(1)} ms (${f.requests} requests, one client)`,
      aim: '≤ 50 ms',
    },
  });
  if (f.misses.length) console.log(`Not first or not fallen back:\n  ${f.misses.join('\n  ')}`);
}

/** Starts the real server on a fresh PGlite database and measures the dialogue route over HTTP. */
export async function runFaqBench() {
  const dataDir = path.join(root, '.tmp/bench-faq-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(
    path.join(root, 'apps/server/src/server.ts'),
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: '1' },
    `${base}/api/health`,
  );
  try {
    const ask = async (dialogContent: string) => {
      const res = await fetch(`${base}/api/v1/dialog/dialogue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dialogContent, channelType: 0 }),
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Reply }).data;
    };
    const figures = await evaluate(ask);
    printFaqFigures(figures, 'real HTTP server on PGlite, sequential requests from one client');
    return figures;
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
