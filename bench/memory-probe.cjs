// Preloaded into the product by bench/personal-data-export.mjs (`node --require`, with --expose-gc). Over IPC:
// { id, gc } answers this process's memory now, after a full collection when gc is set;
// { id, watch: { everyMs, gc } } starts sampling it in this process; { id, stop: true } answers the peaks and
// every sample's { ms, rss, heapUsed } (ms since the watch started).
let watching;
const PEAK_KEYS = ['rss', 'heapUsed', 'external', 'arrayBuffers'];

function memory(gc) {
  if (gc && typeof global.gc === 'function') global.gc();
  return process.memoryUsage();
}

process.on('message', (message) => {
  if (!message || typeof message.id !== 'number') return;
  if (message.watch) {
    const peak = Object.fromEntries(PEAK_KEYS.map((key) => [key, 0]));
    const samples = [];
    const started = Date.now();
    const sample = () => {
      const now = memory(message.watch.gc);
      for (const key of PEAK_KEYS) peak[key] = Math.max(peak[key], now[key]);
      samples.push({ ms: Date.now() - started, rss: now.rss, heapUsed: now.heapUsed });
    };
    sample();
    watching = { peak, samples, timer: setInterval(sample, message.watch.everyMs) };
    process.send?.({ id: message.id });
  } else if (message.stop) {
    clearInterval(watching?.timer);
    process.send?.({ id: message.id, memory: watching?.peak, samples: watching?.samples });
    watching = undefined;
  } else {
    process.send?.({ id: message.id, memory: memory(message.gc) });
  }
});
