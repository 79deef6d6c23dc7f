// Lighthouse on the built site: the home page and the Ticket page with a search in place, Lighthouse's
// default mobile profile (simulated throttling), three runs each, the median of every figure.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { defaultFlightSearchForm } from '@jc/shared';
import { freePort, startServer, stop } from './processes';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** China's date `days` from now (UTC+8 all year). */
const chinaDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The search the home form would save (apps/web/src/lib/ticket-search.ts): one way, a week ahead,
 * the busy CTU→PEK pair the API bench searches too. The Ticket page reads it from localStorage.
 */
const ticketSearch = () => ({
  ...defaultFlightSearchForm(chinaDate(0)),
  dep: 'CTU',
  arr: 'PEK',
  depCity: '成都',
  arrCity: '北京',
  flightDate: chinaDate(7),
});

interface Page {
  label: string;
  path: string;
  /** Names the saved reports. */
  slug: string;
  /** The Performance aim on this page. */
  performanceAim: number;
  /** localStorage entries in place before the page's own scripts run. */
  storage?: Record<string, string>;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Accessibility audits that did not pass, by id. */
  failing: string[];
}

/** Each run's whole report lands here, to read which audits failed and why. */
const reportDir = path.join(root, '.tmp/lighthouse');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One Lighthouse run in a fresh Chromium, so no run inherits another's cache or compiled code. */
async function runOnce(
  url: string,
  storage: Record<string, string> | undefined,
  reportFile: string,
): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (storage) {
      // Lighthouse clears the origin's storage before it loads the page, so the search is written
      // as each document starts, before the app's scripts read it (as the home form leaves it).
      // (A script as text: the bench is compiled without the DOM's types.)
      const writes = Object.entries(storage)
        .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
        .join('');
      await page.evaluateOnNewDocument(
        `if (location.origin === ${JSON.stringify(new URL(url).origin)}) { ${writes} }`,
      );
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    const failing = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failing,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function report(page: Page, runs: Figures[]) {
  const m = (key: Exclude<keyof Figures, 'failing'>) => median(runs.map((r) => r[key]));
  const all = (key: Exclude<keyof Figures, 'failing'>, digits = 0) =>
    runs.map((r) => r[key].toFixed(digits)).join(' / ');
  const perf = m('performance');
  const lcp = m('lcp');
  const tbt = m('tbt');
  const cls = m('cls');
  const a11y = m('accessibility');
  console.log(
    `\nLighthouse ${page.label} (${page.path}), mobile, simulated throttling, median of ${runs.length}`,
  );
  console.table({
    Performance: {
      median: perf.toFixed(0),
      runs: all('performance'),
      aim: `≥ ${page.performanceAim}`,
      met: mark(perf >= page.performanceAim),
    },
    Accessibility: {
      median: a11y.toFixed(0),
      runs: all('accessibility'),
      aim: '100',
      met: mark(a11y >= 100),
    },
    'Best Practices': { median: m('bestPractices').toFixed(0), runs: all('bestPractices'), aim: '', met: '' },
    SEO: { median: m('seo').toFixed(0), runs: all('seo'), aim: '', met: '' },
    FCP: {
      median: `${(m('fcp') / 1000).toFixed(2)} s`,
      runs: runs.map((r) => (r.fcp / 1000).toFixed(2)).join(' / '),
      aim: '',
      met: '',
    },
    LCP: {
      median: `${(lcp / 1000).toFixed(2)} s`,
      runs: runs.map((r) => (r.lcp / 1000).toFixed(2)).join(' / '),
      aim: '≤ 2.5 s',
      met: mark(lcp <= 2500),
    },
    TBT: { median: `${tbt.toFixed(0)} ms`, runs: all('tbt'), aim: '≤ 200 ms', met: mark(tbt <= 200) },
    CLS: { median: cls.toFixed(3), runs: all('cls', 3), aim: '≤ 0.05', met: mark(cls <= 0.05) },
  });
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`Accessibility audits failed: ${failing.join(', ')}`);
  console.log(`Whole reports: ${path.relative(root, reportDir)}/${page.slug}-N.json`);
}

/**
 * Builds the web app, starts the real server (which serves apps/web/dist) on a fresh PGlite
 * database with the real clock, and runs Lighthouse on each page. It reports the aims, it never fails on one.
 */
export async function runLighthouseBench({ build = true } = {}) {
  if (!fs.existsSync(chromePath)) {
    console.log(`Chromium is not at ${chromePath} (set CHROMIUM_PATH): skipping the Lighthouse figures.`);
    return;
  }
  if (build) {
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('web build failed');
  }
  const dataDir = path.join(root, '.tmp/bench-lighthouse-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  // The bench runs on the real clock whatever the caller's shell holds.
  const saved = process.env.TEST_NOW;
  delete process.env.TEST_NOW;
  const child = await startServer(path.join(root, 'apps/server/src/server.ts'), env, `${base}/api/health`);
  if (saved !== undefined) process.env.TEST_NOW = saved;
  const pages: Page[] = [
    { label: 'home page', slug: 'home', path: '/', performanceAim: 95 },
    {
      label: 'Ticket page, one-way CTU→PEK a week ahead',
      slug: 'ticket',
      path: '/Ticket',
      performanceAim: 90,
      storage: { ticketSearch: JSON.stringify(ticketSearch()) },
    },
  ];
  try {
    const results: [Page, Figures[]][] = [];
    // BENCH_LIGHTHOUSE_PAGES=home (or ticket) measures one page alone while working on it.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    for (const page of pages.filter((p) => !only || only.includes(p.slug))) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A run takes tens of seconds: say where it is.
        process.stderr.write(`Lighthouse ${page.path} run ${i + 1}/${RUNS}…\n`);
        const file = path.join(reportDir, `${page.slug}-${i + 1}.json`);
        runs.push(await runOnce(`${base}${page.path}`, page.storage, file));
      }
      results.push([page, runs]);
    }
    for (const [page, runs] of results) report(page, runs);
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
