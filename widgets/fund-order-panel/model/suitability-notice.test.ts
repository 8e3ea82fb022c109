import { describe, expect, it } from 'vitest';
import {
  expiresWithinRenewalWindow,
  panelSuitability,
  suitabilityNotice,
  type SuitabilityAnswer,
} from './suitability-notice';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;
const base = {
  side: 'BUY' as const,
  suitability: { eligible: true },
  expiry: { UCITS: NOW + 200 * DAY },
  mifid2Category: 'UCITS',
  now: NOW,
};

describe('suitability', () => {
  it('shows Not qualified for an unassessed instrument', () => {
    expect(suitabilityNotice({ ...base, suitability: { eligible: false } })).toBe('not-qualified');
  });

  it('shows the contact-support banner on an error or a 204', () => {
    expect(suitabilityNotice({ ...base, suitability: 'failed' })).toBe('contact-support');
  });

  it('asks to renew a knowledge test expiring within one month', () => {
    expect(suitabilityNotice({ ...base, expiry: { UCITS: NOW + 20 * DAY } })).toBe('renew');
  });

  it('says nothing for a test valid beyond a month', () => {
    expect(suitabilityNotice(base)).toBe('none');
  });

  it('is ignored when selling', () => {
    expect(suitabilityNotice({ ...base, side: 'SELL', suitability: { eligible: false } })).toBe(
      'none',
    );
    expect(suitabilityNotice({ ...base, side: 'SELL', suitability: 'failed' })).toBe('none');
  });

  it('counts one calendar month from now', () => {
    const now = Date.parse('2026-01-31T10:00:00Z');
    expect(expiresWithinRenewalWindow(Date.parse('2026-02-28T10:00:00Z'), now)).toBe(true);
    expect(expiresWithinRenewalWindow(Date.parse('2026-03-01T10:00:00Z'), now)).toBe(false);
  });
});

describe('suitability of the panel', () => {
  const answer: SuitabilityAnswer = {
    suitability: { eligible: true },
    expiry: base.expiry,
    checkedAt: NOW,
  };

  it('lets a buy go only once the test covers the fund', () => {
    const panel = (changes: Partial<SuitabilityAnswer> | undefined) =>
      panelSuitability({
        side: 'BUY',
        answer: changes && { ...answer, ...changes },
        mifid2Category: 'UCITS',
      });
    expect(panel({}).suitable).toBe(true);
    expect(panel(undefined).suitable).toBe(false);
    expect(panel({ suitability: { eligible: false } })).toMatchObject({
      suitable: false,
      notice: 'not-qualified',
    });
    expect(panel({ suitability: 'failed' })).toMatchObject({
      suitable: false,
      notice: 'contact-support',
    });
  });

  it('ignores the test when selling', () => {
    expect(
      panelSuitability({
        side: 'SELL',
        answer: { ...answer, suitability: 'failed' },
        mifid2Category: 'UCITS',
      }),
    ).toMatchObject({ suitable: true, notice: 'none' });
  });

  it('tells when the test covering the fund expires', () => {
    expect(panelSuitability({ side: 'BUY', answer, mifid2Category: 'UCITS' }).expiresAt).toBe(
      NOW + 200 * DAY,
    );
    expect(panelSuitability({ side: 'BUY', answer, mifid2Category: null }).expiresAt).toBe(
      undefined,
    );
  });
});
