/**
 * The share of the machine's CPU time its host kept for itself (steal) while a bench ran. On a
 * virtual machine with a busy host every timing grows with it, while the load average does not
 * show it: a bench prints it beside its figures, so that its times can be read for what they
 * are. Linux only (`/proc/stat`); elsewhere it is unknown.
 */
import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, all CPUs, in the kernel's ticks. */
export interface CpuTimes {
  /** user, nice, system, idle, iowait, irq, softirq and steal together. */
  total: number;
  /** The time the host ran something else while this machine wanted a CPU. */
  steal: number;
}

/**
 * The all-CPU line of `/proc/stat` ("cpu  user nice system idle iowait irq softirq steal …"),
 * or undefined when there is none or it is cut short (a kernel without steal accounting).
 */
export function parseCpuTimes(procStat: string): CpuTimes | undefined {
  const line = procStat.split('\n').find((entry) => /^cpu\s/.test(entry));
  const ticks = line?.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks?.length !== 8 || ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7] as number };
}

/** The machine's CPU time now, or undefined where `/proc/stat` cannot be read. */
export function readCpuTimes(): CpuTimes | undefined {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The share (0–1) of the CPU time between two readings that the host stole. */
export function stolenShare(
  before: CpuTimes | undefined,
  after: CpuTimes | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : undefined;
}

/** The steal as the benches print it: "CPU stolen by the host: 12 %", or that it is unknown. */
export function stolenText(share: number | undefined): string {
  return share === undefined
    ? 'CPU stolen by the host: unknown'
    : `CPU stolen by the host: ${(share * 100).toFixed(0)} % of the run's CPU time`;
}
