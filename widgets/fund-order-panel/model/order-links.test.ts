import { describe, expect, it } from 'vitest';
import {
  closeDestination,
  COMMUNITY_FEED_URL,
  orderLinks,
  type OrderLinkInput,
} from './order-links';

const input = (changes: Partial<OrderLinkInput> = {}): OrderLinkInput => ({
  siteBase: 'https://www.broker.example',
  apiBase: 'https://api.broker.example',
  instrumentId: '16100102',
  total: 2500,
  accid: 31001,
  currency: 'SEK',
  mifid2Category: 'UCITS',
  prospectusUrl: 'https://docs.example/f.pdf',
  variant: 'card',
  danish: false,
  ...changes,
});

describe('order panel links', () => {
  it('offer cost info with total, accid and currency for a numeric instrument id', () => {
    expect(orderLinks(input()).costInfo).toBe(
      'https://www.broker.example/funds/costs/16100102?accid=31001&currency=SEK&total=2500',
    );
  });

  it('offer no cost info for an instrument id that is not numeric', () => {
    expect(orderLinks(input({ instrumentId: 'SE0011000101' })).costInfo).toBeUndefined();
  });

  it("link the knowledge test with the mifid2 category, or '/' without one", () => {
    expect(orderLinks(input()).knowledgeTest).toBe(
      'https://www.broker.example/knowledge-test/UCITS',
    );
    expect(orderLinks(input({ mifid2Category: null })).knowledgeTest).toBe(
      'https://www.broker.example/',
    );
  });

  it('link the request history in the side panel and the order history elsewhere', () => {
    expect(orderLinks(input()).history).toBe('https://www.broker.example/orders/funds');
    expect(orderLinks(input({ variant: 'panel' })).history).toBe(
      'https://www.broker.example/investment-plan/requests',
    );
  });

  it('take only an https fact sheet or one on the API origin', () => {
    expect(orderLinks(input()).factSheet).toBe('https://docs.example/f.pdf');
    expect(orderLinks(input({ prospectusUrl: '/documents/f.pdf' })).factSheet).toBe(
      'https://api.broker.example/documents/f.pdf',
    );
    expect(orderLinks(input({ prospectusUrl: 'javascript:alert(1)' })).factSheet).toBeUndefined();
    expect(
      orderLinks(input({ prospectusUrl: 'http://docs.example/f.pdf' })).factSheet,
    ).toBeUndefined();
  });

  it('add the quality enhancing services link for Danish customers only', () => {
    expect(orderLinks(input()).danishQualityServices).toBeUndefined();
    expect(orderLinks(input({ danish: true })).danishQualityServices).toMatch(/^https:\/\/www/);
  });
});

describe('closing the panel', () => {
  it('sends a customer from the community site back to its feed', () => {
    expect(closeDestination('shareville')).toBe(COMMUNITY_FEED_URL);
  });

  it('goes nowhere for any other origin, never to a URL from the page', () => {
    expect(closeDestination(undefined)).toBeUndefined();
    expect(closeDestination('Shareville')).toBeUndefined();
    expect(closeDestination('https://evil.example')).toBeUndefined();
  });
});
