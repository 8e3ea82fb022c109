import { describe, expect, it } from 'vitest';
import * as catalogue from './index';

const AREAS = [
  'authentication',
  'creditsAndLending',
  'crm',
  'customerMessage',
  'depositWithdrawal',
  'investmentPlan',
  'instrument',
  'mortgage',
  'insurance',
  'transfer',
  'marketData',
  'requiredAction',
  'tax',
  'trading',
  'transaction',
  'holdings',
  'position',
  'shareville',
  'cms',
  'inspiration',
  'personalization',
  'customer',
  'news',
  'signup',
  'exchangeTrading',
  'fundTrading',
  'feeAndBilling',
] as const;

/** The builders of every area that need no argument, with the path they give. */
const fixedPaths = AREAS.flatMap((area) =>
  Object.entries(catalogue[area] as Readonly<Record<string, unknown>>)
    .filter(
      (entry): entry is [string, () => string] =>
        typeof entry[1] === 'function' && entry[1].length === 0,
    )
    .map(([name, builder]) => [`${area}.${name}`, builder()] as const),
);

describe('backend path catalogue', () => {
  it('covers every area of the catalogue', () => {
    for (const area of AREAS) expect(catalogue[area]).toBeTypeOf('object');
  });

  it.each(fixedPaths)('%s gives a clean absolute path: %s', (_name, built) => {
    expect(built).toMatch(/^\/[a-z]/);
    expect(built).not.toMatch(/\/\/|\/$|\?|undefined|\s/);
  });

  it('gives no two builders the same path', () => {
    const paths = fixedPaths.map(([, built]) => built);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
