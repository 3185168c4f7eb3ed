// Image endpoint benchmark (issue 3): req/s on a disk-cache hit and on a miss (sharp renders).
import autocannon from 'autocannon';
import sharp from 'sharp';
import { IMAGE_RENDER_WIDTHS, imageUrl } from '@core/api/images';
import type { BenchContext, BenchRow } from './context';
import { BENCH_CONNECTIONS, BENCH_SECONDS, load, type LoadResult } from './load';

const SOURCES = 4;
const QUALITIES = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);
/** sharp renders two at a time on this machine: more connections only queue */
const MISS_CONNECTIONS = 8;

/** A photo-like JPEG under 256 KB (one multipart upload), different for each seed. */
const photo = (seed: number) => {
  const width = 1400;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = ((i % (width * 3)) / 9 + seed * 37 + (((i * 2654435761) >>> 28) & 7)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 75 })
    .toBuffer();
};

/** Uploads a team logo (public image reference) and answers its reference. */
const uploadLogo = async (ctx: BenchContext, seed: number): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo(seed))], { type: 'image/jpeg' }), `logo-${seed}.jpg`);
  const res = await fetch(`${ctx.baseURL}/api/files/post?orgId=${ctx.orgId}&purpose=logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`logo upload failed: ${res.status} ${await res.text()}`);
  const { publicPath } = (await res.json()) as { publicPath: string };
  return publicPath;
};

/** Every request asks a rendition never asked before (sources × widths × qualities), so each one renders. */
const missLoad = async (ctx: BenchContext, sources: string[]): Promise<LoadResult> => {
  const paths = sources.flatMap((src) => IMAGE_RENDER_WIDTHS.flatMap((w) => QUALITIES.map((q) => imageUrl(src, w, { quality: q }))));
  let next = 0;
  let repeated = 0;
  const options = {
    url: ctx.baseURL,
    connections: MISS_CONNECTIONS,
    duration: BENCH_SECONDS,
    requests: [
      {
        setupRequest: (req: { path: string }) => {
          if (next >= paths.length) repeated += 1;
          req.path = paths[next++ % paths.length]!;
          return req;
        },
      },
    ],
  } as unknown as Parameters<typeof autocannon>[0];
  const r = await autocannon(options);
  if (repeated > 0) console.log(`images bench: ${repeated} miss requests repeated a rendition (cache hits)`);
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
};

/** Rows for `npm run bench`: the image endpoint on a cache hit and on a miss. */
export const benchImages = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const sources: string[] = [];
  for (let seed = 1; seed <= SOURCES; seed += 1) sources.push(await uploadLogo(ctx, seed));
  const hitUrl = `${ctx.baseURL}${imageUrl(sources[0]!, 640)}`;
  const first = await fetch(hitUrl);
  if (!first.ok || first.headers.get('x-image-cache') !== 'miss')
    throw new Error(`image endpoint: first request ${first.status} ${first.headers.get('x-image-cache')}`);
  const hit = await load(hitUrl, {}, BENCH_CONNECTIONS);
  // misses use the other sources, none of whose renditions exist yet
  const miss = await missLoad(ctx, sources.slice(1));
  return [
    { name: 'GET /api/images/get, disk-cache hit (640 px webp)', result: hit, bar: 'served without sharp' },
    { name: `GET /api/images/get, miss (sharp resize + webp, ${MISS_CONNECTIONS} conns)`, result: miss },
  ];
};
