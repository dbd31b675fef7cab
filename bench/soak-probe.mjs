/**
 * Loaded into Hale by the soak benchmark (`node --expose-gc --import ./bench/soak-probe.mjs
 * dist/server.js`), never by Hale itself. On each SIGUSR2 it prints one JSON line and starts a
 * new measurement:
 *
 *   {"soakProbe": {p50, p99, max, memoryMiB, collectedMiB}}
 *
 * - p50, p99, max: the event loop's delay since the previous line, in milliseconds;
 * - memoryMiB: the process's memory by kind as it is (`process.memoryUsage()`);
 * - collectedMiB: the same right after a full garbage collection. V8 collects an idle heap only
 *   after a while (tens of seconds): without it, the memory "10 s after the load" would measure
 *   where V8 happened to be in its collection cycle rather than what Hale keeps.
 *
 * Printing on a signal, not on a timer, lets bench/soak.mjs cut the measurement exactly at its
 * phases' ends.
 */
import {monitorEventLoopDelay} from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({resolution: 10})
histogram.enable()

const mib = (bytes) => Math.round(bytes / 1048576)
const memory = () => {
  const {rss, heapTotal, heapUsed, external, arrayBuffers} = process.memoryUsage()
  return {rss: mib(rss), heapTotal: mib(heapTotal), heapUsed: mib(heapUsed), external: mib(external), arrayBuffers: mib(arrayBuffers)}
}

process.on('SIGUSR2', () => {
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100
  const delay = {p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max)}
  const memoryMiB = memory()
  globalThis.gc?.()
  const collectedMiB = memory()
  process.stderr.write(JSON.stringify({soakProbe: {...delay, memoryMiB, collectedMiB}}) + '\n')
  histogram.reset() // after the collection, so that its pause is not counted as the load's
})
