/**
 * CPU time used by processes, from Linux's /proc (milliseconds of user and
 * system time), for benchmarks that report CPU per operation: a figure that
 * does not depend on what else the machine is doing. Elsewhere it returns null.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU milliseconds of the given processes and their direct children (a database server's backends), or null without /proc. */
export function cpuMs(pids) {
  if (!pids.every((pid) => stat(pid))) return null;
  const roots = new Set(pids);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(entry);
    if (s && (roots.has(Number(entry)) || roots.has(s.ppid))) total += s.ms;
  }
  return total;
}
