// npx tsx bench/lighthouse-graph.ts <report.json> [fcp|lcp|tbt]: Lighthouse's simulation (Lantern)
// run again on one load kept by `LH_KEEP=1 npx tsx bench/lighthouse.ts`, printing what it counts
// into the metric: each request and main-thread task of the metric's graph, with its simulated start
// and end and its time in the observed load ("obs@"). For LCP and FCP, the optimistic and the
// pessimistic graph (Lantern takes their mean); for TBT, the tasks of over 50 ms once slowed down.
// It reads; it passes or fails nothing.
import { readFileSync } from 'node:fs';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- Lantern's graph nodes are untyped here */
type GraphNode = any;
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

const [reportPath, metric = 'lcp'] = process.argv.slice(2);
if (!reportPath || !['fcp', 'lcp', 'tbt'].includes(metric)) {
  console.error('usage: npx tsx bench/lighthouse-graph.ts <splits-lh-….json> [fcp|lcp|tbt]');
  process.exit(2);
}

const EVENTS = /evaluateModule|EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|^Layout$|^Paint$|ResourceSendRequest/;

const describe = (node: GraphNode): string => {
  if (node.type === 'network') {
    const request = node.request;
    return `${request.resourceType} ${String(request.url)
      .replace(/^https?:\/\/[^/]+/, '')
      .slice(0, 80)}`;
  }
  const names = new Set<string>();
  for (const event of node.childEvents)
    if (EVENTS.test(event.name)) names.add(event.args?.data?.type ? `${event.name}[${event.args.data.type}]` : event.name);
  return `task, observed ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms: ${[...names].slice(0, 6).join(', ')}`;
};

const print = (label: string, estimate: Estimate, keep: (node: GraphNode, start: number, end: number) => boolean = () => true) => {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const origin = rows.find(([node]) => node.type === 'network' && node.isMainDocument?.())?.[0]?.startTime ?? 0;
  console.log(`\n== ${label}: ${Math.round(estimate.timeInMs)} ms`);
  for (const [node, { startTime, endTime }] of rows) {
    if (!keep(node, startTime, endTime)) continue;
    const observed = ((node.startTime - origin) / 1000).toFixed(0);
    console.log(`${startTime.toFixed(0).padStart(6)} ${endTime.toFixed(0).padStart(6)}  obs@${observed.padStart(5)}  ${describe(node)}`);
  }
};

const main = async () => {
  const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
  const artifacts = await loadArtifacts(reportPath.replace(/\.json$/, '.artifacts'));
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings } as any;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  } as any;
  if (metric === 'tbt') {
    const result = await LanternTotalBlockingTime.request(data, context);
    console.log(`TBT ${Math.round(result.timing)} ms (tasks between the simulated FCP and TTI count)`);
    print(
      'tasks over 50 ms, simulated',
      result.pessimisticEstimate as Estimate,
      (node, start, end) => node.type === 'cpu' && end - start > 50,
    );
    return;
  }
  const request = metric === 'fcp' ? LanternFirstContentfulPaint : LanternLargestContentfulPaint;
  const result = await request.request(data, context);
  console.log(`${metric.toUpperCase()} ${Math.round(result.timing)} ms`);
  print('optimistic graph', result.optimisticEstimate as Estimate);
  print('pessimistic graph', result.pessimisticEstimate as Estimate);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
