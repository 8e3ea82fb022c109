import { KNOWLEDGE_TEST_RENEWAL_MONTHS } from '../../../core/orders/order-limits';

/**
 * What the panel tells the customer about the knowledge test (docs/rules.md#suitability):
 * - `contact-support`: the suitability call failed or answered 204 (no body);
 * - `not-qualified`: the instrument is not assessed for the customer ('Not qualified', with
 *   'Get qualified' and 'Read more'), which stops a buy;
 * - `renew`: the test covering the instrument expires within one month ('Renew your knowledge
 *   test' with 'Take the test');
 * - `none`.
 * Selling ignores suitability, so a sell shows none of them.
 */
export type SuitabilityNotice = 'contact-support' | 'not-qualified' | 'renew' | 'none';

export function suitabilityNotice(input: {
  side: 'BUY' | 'SELL';
  /** The suitability answer; `failed` for an error or a 204. */
  suitability: { eligible: boolean } | 'failed';
  /** When each passed test expires, by MiFID II category (epoch ms); undefined if unknown. */
  expiry: Readonly<Record<string, number>> | undefined;
  mifid2Category: string | null | undefined;
  now: number;
}): SuitabilityNotice {
  if (input.side === 'SELL') return 'none';
  if (input.suitability === 'failed') return 'contact-support';
  if (!input.suitability.eligible) return 'not-qualified';
  const category = input.mifid2Category;
  const expiresAt = category ? input.expiry?.[category] : undefined;
  if (expiresAt !== undefined && expiresWithinRenewalWindow(expiresAt, input.now)) return 'renew';
  return 'none';
}

/**
 * The instant `months` calendar months after `epochMs` on the browser's clock: the same day of
 * the month and time of day, or the last day of a shorter month (31 March and one month is
 * 30 April).
 */
function monthsLater(epochMs: number, months: number): number {
  const date = new Date(epochMs);
  const monthEnd = new Date(epochMs);
  monthEnd.setMonth(date.getMonth() + months + 1, 0);
  const day = date.getDate();
  return day >= monthEnd.getDate()
    ? monthEnd.getTime()
    : date.setFullYear(monthEnd.getFullYear(), monthEnd.getMonth(), day);
}

/** The re-qualify banner appears when the expiry is within 1 month. */
export const expiresWithinRenewalWindow = (expiresAt: number, now: number): boolean =>
  expiresAt <= monthsLater(now, KNOWLEDGE_TEST_RENEWAL_MONTHS);

/** The knowledge test's answer as the panel loaded it. */
export interface SuitabilityAnswer {
  /** `failed`: the call failed or answered without a body (204). */
  suitability: { eligible: boolean } | 'failed';
  /** Test expiry by MiFID II category (epoch ms); undefined if it could not be loaded. */
  expiry: Readonly<Record<string, number>> | undefined;
  /** When the answer came (epoch ms): "expires within a month" counts from here. */
  checkedAt: number;
}

/**
 * What the knowledge test means for the panel: the notice to show, whether a buy may be sent
 * (selling ignores suitability; a buy waits for the answer), and when the test that covers the fund
 * expires.
 */
export function panelSuitability(input: {
  side: 'BUY' | 'SELL';
  /** Undefined until answered. */
  answer: SuitabilityAnswer | undefined;
  mifid2Category: string | null | undefined;
}): { notice: SuitabilityNotice; suitable: boolean; expiresAt: number | undefined } {
  const { side, answer, mifid2Category } = input;
  const expiresAt = mifid2Category ? answer?.expiry?.[mifid2Category] : undefined;
  if (side === 'SELL') return { notice: 'none', suitable: true, expiresAt };
  return {
    notice: answer
      ? suitabilityNotice({
          side,
          suitability: answer.suitability,
          expiry: answer.expiry,
          mifid2Category,
          now: answer.checkedAt,
        })
      : 'none',
    suitable:
      answer !== undefined && answer.suitability !== 'failed' && answer.suitability.eligible,
    expiresAt,
  };
}
