// npm run bench:web — Lighthouse (mobile, the default form factor) in Debian's Chromium on the
// built portal, and the size of the JavaScript a first visit downloads.
// Options: --pages "/,/posts" (default "/"), --runs N (median of N runs, default 3), --save DIR (each
// run's full Lighthouse report as JSON, to see where the time goes), --origin URL (a portal already
// running, e.g. a department's with its own logo, colours and banner, instead of the demo it starts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { initialJavaScript } from './lib/initial-js.ts';
import { repoRoot, startPortal } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    origin: { type: 'string' },
  },
});
const pages = values.pages.split(',');
const runs = Number(values.runs);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const js = initialJavaScript();
console.log('Initial JavaScript (gzip):');
for (const file of js.files) console.log(`  ${file.file}: ${(file.gzip / 1024).toFixed(1)} KB`);
console.log(`  total: ${(js.gzipTotal / 1024).toFixed(1)} KB (target ≤ 110 KB)\n`);

const adminJs = initialJavaScript(path.join(repoRoot, 'packages/admin/dist'), '/admin/');
console.log(`Back office, first load of /admin/ (gzip): ${adminJs.files.length} files`);
console.log(`  total: ${(adminJs.gzipTotal / 1024).toFixed(1)} KB (target ≤ 300 KB)\n`);

const portal = values.origin
  ? { url: values.origin.replace(/\/$/, ''), stop: async () => {} }
  : await startPortal(3210);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  console.log('| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | SI ms | TBT ms | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    const scores: Record<string, number[]> = Object.fromEntries(
      [...categories, 'fcp', 'lcp', 'si', 'tbt', 'cls'].map((key) => [key, [] as number[]]),
    );
    const failures = new Set<string>();
    for (let run = 0, retries = 0; run < runs; run++) {
      const result = await lighthouse(`${portal.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error('Lighthouse gave no result');
      const { lhr } = result;
      // Lighthouse sometimes loses the trace (NO_NAVSTART...): such a run has no scores; run again.
      if (lhr.runtimeError && retries < 3) {
        console.log(`  ${page}: run ${run + 1} failed (${lhr.runtimeError.code}), running it again`);
        retries++;
        run--;
        continue;
      }
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
        writeFileSync(path.join(values.save, name), JSON.stringify(lhr, null, 1));
      }
      for (const category of categories) {
        scores[category]?.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      }
      scores.fcp?.push(Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0));
      scores.si?.push(Math.round(lhr.audits['speed-index']?.numericValue ?? 0));
      scores.lcp?.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
      scores.tbt?.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      scores.cls?.push(Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)));
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') failures.add(audit.id);
      }
    }
    const cells = [...categories, 'fcp', 'lcp', 'si', 'tbt', 'cls'].map((key) => median(scores[key] ?? []));
    console.log(`| ${page} | ${cells.join(' | ')} |`);
    if (failures.size > 0) console.log(`  failed audits: ${[...failures].join(', ')}`);
  }
} finally {
  await chrome.kill();
  await portal.stop();
}
