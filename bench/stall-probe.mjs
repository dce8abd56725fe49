// Preloaded into the product for a diagnosis (`BENCH_NODE_OPTIONS="--import ./bench/stall-probe.mjs"`): writes
// /tmp/stall-probe-<pid>.json every second and at exit, with the garbage collections over 2 ms and the event
// loop's stalls over 12 ms, each as [epoch ms, duration ms] (a collection also its kind: 1 minor, 4 major,
// 8 incremental marking), to line up with the quarter-seconds of the bench's `slowestMoments`
// (a fixed-rate run's `startedAt` is epoch ms too).
import fs from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const collections = [];
const stalls = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > 2) {
      collections.push([performance.timeOrigin + entry.startTime, entry.duration, entry.detail?.kind]);
    }
  }
}).observe({ entryTypes: ['gc'] });

let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > 12) stalls.push([performance.timeOrigin + last, now - last]);
  last = now;
}, 2).unref();

const write = () =>
  fs.writeFileSync(`/tmp/stall-probe-${process.pid}.json`, JSON.stringify({ collections, stalls }));
setInterval(write, 1000).unref();
process.on('exit', write);
