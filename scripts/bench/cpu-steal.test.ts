import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stolenShare, stolenText } from './cpu-steal';

const stat = (steal: number, idle: number) =>
  [
    `cpu  100 0 50 ${String(idle)} 0 0 0 ${String(steal)} 0 0`,
    `cpu0 50 0 25 ${String(idle / 2)} 0 0 0 ${String(steal / 2)} 0 0`,
    'intr 12345',
  ].join('\n');

describe('the CPU time the host stole during a bench', () => {
  it('reads the all-CPU line, not a single CPU', () => {
    expect(parseCpuTimes(stat(40, 810))).toEqual({ total: 1000, steal: 40 });
  });

  it('is unknown for a line without the steal column, or without a cpu line', () => {
    expect(parseCpuTimes('cpu  100 0 50 800 0 0 0\n')).toBeUndefined();
    expect(parseCpuTimes('intr 12345\n')).toBeUndefined();
    expect(parseCpuTimes('cpu  100 x 50 800 0 0 0 0\n')).toBeUndefined();
  });

  it('is the steal over all the time between two readings', () => {
    const before = parseCpuTimes(stat(40, 810));
    const after = parseCpuTimes(stat(140, 1710));
    expect(stolenShare(before, after)).toBeCloseTo(0.1);
    expect(stolenText(stolenShare(before, after))).toBe(
      "CPU stolen by the host: 10 % of the run's CPU time",
    );
  });

  it('is unknown without both readings, or with no time between them', () => {
    const reading = parseCpuTimes(stat(40, 810));
    expect(stolenShare(undefined, reading)).toBeUndefined();
    expect(stolenShare(reading, reading)).toBeUndefined();
    expect(stolenText(undefined)).toBe('CPU stolen by the host: unknown');
  });
});
