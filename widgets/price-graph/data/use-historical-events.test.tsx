import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { corporate } from '../../../core/endpoints/instrument';
import { jsonResponse, stubFetch, type StubFetch } from '../../../core/http/stub-fetch';
import { WidgetProvider } from '../../shared/widget-context';
import { useHistoricalEvents, type HistoricalEventsRequest } from './use-historical-events';

const REQUEST: HistoricalEventsRequest = {
  instrumentId: '16099872',
  from: '2025-01-01',
  to: '2025-12-31',
  enabled: true,
};

let count = 0;
let stub: StubFetch;

function renderEvents(request: HistoricalEventsRequest, answer: () => Response) {
  count += 1;
  const apiBase = `https://events${count}.broker.example`;
  stub = stubFetch((asked) =>
    asked.path.startsWith(corporate()) ? answer() : jsonResponse(401, {}),
  );
  vi.stubGlobal('fetch', stub.fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetProvider host={undefined} locale="en-GB" apiBase={apiBase}>
      {children}
    </WidgetProvider>
  );
  return renderHook(() => useHistoricalEvents(request), { wrapper });
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('historical events', () => {
  it("asks for the instrument's corporate events between the days, parsed for the markers", async () => {
    const { result } = renderEvents(REQUEST, () =>
      jsonResponse(200, [
        {
          event: 'QUARTERLY_DIVIDEND',
          eventTimestamp: 1000,
          dividendAmount: 2,
          dividendCurrency: 'SEK',
        },
        { event: 'SOMETHING_NEW', eventTimestamp: 2000, timestamp: 2500, change: 1.5 },
      ]),
    );
    await waitFor(() => expect(result.current).toBeDefined());
    expect(
      stub.requests.filter((asked) => asked.method === 'GET').map((asked) => asked.path),
    ).toEqual([
      corporate('v1', { instrumentId: '16099872', fromDate: '2025-01-01', toDate: '2025-12-31' }),
    ]);
    expect(result.current).toEqual([
      {
        event: 'QUARTERLY_DIVIDEND',
        eventTimestamp: 1000,
        timestamp: 1000,
        dividendAmount: 2,
        dividendCurrency: 'SEK',
      },
      { event: 'UNKNOWN_EVENT', eventTimestamp: 2000, timestamp: 2500, change: 1.5 },
    ]);
  });

  it('are not asked for when not enabled', async () => {
    const { result } = renderEvents({ ...REQUEST, enabled: false }, () => jsonResponse(200, []));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toBeUndefined();
    expect(stub.requests).toHaveLength(0);
  });

  it('are none after a failed load, which is logged', async () => {
    const { result } = renderEvents(REQUEST, () => jsonResponse(200, { not: 'a list' }));
    await waitFor(() => expect(result.current).toEqual([]));
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('no historical events'),
      expect.anything(),
    );
  });
});
