import { describe, expect, it } from 'vitest';
import { panelConfig } from './panel-config';

describe('panel setup', () => {
  it('reads accid and redirectOrigin from the page URL', () => {
    expect(panelConfig({ instrumentId: '7' }, '?accid=31001&redirectOrigin=shareville')).toEqual({
      ok: true,
      config: {
        instrumentId: '7',
        side: 'BUY',
        variant: 'card',
        mode: 'order',
        accid: 31001,
        redirectOrigin: 'shareville',
      },
    });
  });

  it('lets attributes override the page URL', () => {
    const result = panelConfig(
      { instrumentId: '7', accid: '5', redirectOrigin: 'site', side: 'sell', variant: 'panel' },
      '?accid=31001&redirectOrigin=shareville',
    );
    expect(result).toMatchObject({
      config: { accid: 5, redirectOrigin: 'site', side: 'SELL', variant: 'panel' },
    });
  });

  it('ignores a malformed accid', () => {
    expect(panelConfig({ instrumentId: '7' }, '?accid=12abc')).toMatchObject({
      config: { accid: undefined },
    });
    expect(panelConfig({ instrumentId: '7' }, '?accid=1e5')).toMatchObject({
      config: { accid: undefined },
    });
  });

  it('reports a missing instrument id or an unknown side', () => {
    expect(panelConfig({}, '')).toEqual({ ok: false, problem: 'instrument-id is missing' });
    expect(panelConfig({ instrumentId: '7', side: 'short' }, '')).toMatchObject({ ok: false });
  });

  it('takes the allocation-request mode only when asked', () => {
    expect(panelConfig({ instrumentId: '7', mode: 'allocation-request' }, '')).toMatchObject({
      config: { mode: 'allocation-request' },
    });
    expect(panelConfig({ instrumentId: '7', mode: 'other' }, '')).toMatchObject({
      config: { mode: 'order' },
    });
  });
});
