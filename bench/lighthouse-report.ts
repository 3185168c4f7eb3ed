// What bench/lighthouse.ts prints for one page: the median run's scores, metrics, JavaScript and requests.
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  mimeType?: string;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/** Gzip -9 size of a served file (fetched uncompressed, compressed here), remembered per URL. */
const gzipSizes = new Map<string, Promise<number>>();
const gzipBytes = (url: string): Promise<number> => {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((res) => res.arrayBuffer())
      .then((body) => gzipSync(new Uint8Array(body), { level: 9 }).length);
    gzipSizes.set(url, size);
  }
  return size;
};

const networkItems = (lhr: Result): NetworkItem[] => {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).filter((r) => r.url.startsWith('http'));
};

/**
 * The requests in the order they started, each with its "wave": 1 + the highest wave among the
 * requests that had finished before it started (observed, unthrottled). The last wave is how many
 * requests the page waited for one after the other.
 */
const waves = (items: NetworkItem[]) => {
  const sorted = [...items].sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0));
  const done: { end: number; wave: number }[] = [];
  return sorted.map((r) => {
    const start = r.networkRequestTime ?? 0;
    const wave = 1 + Math.max(0, ...done.filter((d) => d.end <= start).map((d) => d.wave));
    done.push({ end: r.networkEndTime ?? start, wave });
    return { ...r, wave };
  });
};

export const summarize = async (lhr: Result) => {
  const items = networkItems(lhr);
  const scripts = items.filter((r) => r.resourceType === 'Script');
  const gzip = (await Promise.all(scripts.map((r) => gzipBytes(r.url)))).reduce((sum, n) => sum + n, 0);
  const wire = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    /** Lighthouse could not measure the page (e.g. NO_FCP): the run is reported, left out of the median */
    failed: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    score: lhr.categories.performance?.score ?? 0,
    url: new URL(lhr.finalDisplayedUrl).pathname + new URL(lhr.finalDisplayedUrl).search,
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    si: ms(lhr, 'speed-index'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bootup: ms(lhr, 'bootup-time'),
    scripts: scripts.length,
    gzip,
    wire,
    requests: waves(items),
  };
};
export type Summary = Awaited<ReturnType<typeof summarize>>;

export const printPage = (name: string, bar: string, all: Summary[]) => {
  for (const run of all) if (run.failed) console.log(`(a run of ${name} failed: ${run.failed})`);
  const runs = all.filter((r) => !r.failed);
  if (runs.length === 0) return;
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)] as Summary;
  const range = sorted.length > 1 ? ` (runs ${sorted.map((r) => r.score.toFixed(2)).join(', ')})` : '';
  console.log(`\n## ${name}: ${median.url}`);
  console.log(`score ${median.score.toFixed(2)}${range}   bar: ${bar}`);
  console.log(
    `FCP ${median.fcp} ms  LCP ${median.lcp} ms  TBT ${median.tbt} ms  SI ${median.si} ms  CLS ${median.cls.toFixed(3)}  JS execution ${median.bootup} ms`,
  );
  console.log(`JS: ${median.scripts} files, ${kib(median.gzip)} KiB gzip -9, ${kib(median.wire)} KiB transferred (as served)`);
  console.log(`requests (median run; wave = requests waited for one after another, observed):`);
  for (const r of median.requests) {
    const where = new URL(r.url);
    const label = `${where.pathname}${where.search}`.slice(0, 90);
    const start = Math.round(r.networkRequestTime ?? 0);
    const end = Math.round(r.networkEndTime ?? 0);
    console.log(
      `  w${String(r.wave).padEnd(3)}${String(start).padStart(6)}–${String(end).padEnd(6)} ${(r.resourceType ?? '').padEnd(10)} ${label}`,
    );
  }
};
