import { describe, expect, it } from 'vitest';
import { parseGraphFeatures } from './graph-features';

const EVERY_FEATURE = [
  'settings',
  'compare',
  'technical-analysis',
  'bid-price',
  'resolution',
  'maximize',
  'buy-sell-dots',
];

describe('graph features', () => {
  it('are all available when the page names none', () => {
    const features = parseGraphFeatures(undefined);
    expect([...features.available].sort()).toEqual([...EVERY_FEATURE].sort());
    expect(features.unknown).toEqual([]);
  });

  it('are read from a comma list, spaces around names ignored', () => {
    const features = parseGraphFeatures(' settings , compare,maximize ');
    expect(features.available).toEqual(new Set(['settings', 'compare', 'maximize']));
    expect(features.unknown).toEqual([]);
  });

  it('are read from a JSON array', () => {
    const features = parseGraphFeatures('["bid-price", "technical-analysis"]');
    expect(features.available).toEqual(new Set(['bid-price', 'technical-analysis']));
    expect(features.unknown).toEqual([]);
  });

  it('leave out and report the names the graph does not know', () => {
    const features = parseGraphFeatures('settings,zoom,Compare');
    expect(features.available).toEqual(new Set(['settings']));
    expect(features.unknown).toEqual(['zoom', 'Compare']);
    expect(parseGraphFeatures('["resolution", 3]').unknown).toEqual(['3']);
  });

  it('are none for an empty list', () => {
    expect(parseGraphFeatures('').available.size).toBe(0);
    expect(parseGraphFeatures('  ').available.size).toBe(0);
    expect(parseGraphFeatures('[]').available.size).toBe(0);
    expect(parseGraphFeatures('').unknown).toEqual([]);
  });

  it('are none, with the text reported, for a JSON array that does not parse', () => {
    const features = parseGraphFeatures('["settings", compare]');
    expect(features.available.size).toBe(0);
    expect(features.unknown).toEqual(['["settings", compare]']);
  });
});
