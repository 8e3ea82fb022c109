import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../../../core/endpoints/authentication';
import {
  deferred,
  jsonResponse,
  stubFetch,
  type StubFetch,
  type StubRequest,
} from '../../../core/http/stub-fetch';
import type { Comparator } from '../../../core/schemas/graph-user-settings';
import type { InstrumentSearchResult } from '../../../core/schemas/instrument-search';
import { WidgetProvider } from '../../shared/widget-context';
import '../texts';
import { CompareTab, type CompareTabProps } from './compare-tab';

const SEARCH_PATH = '/cms/v1/discovery-search-engine/search';
const OWN = '5247';

const hit = (orderBookId: string, name: string, symbol: string): InstrumentSearchResult => ({
  orderBookId,
  name,
  symbol,
  country: 'SE',
  groupType: 'STOCK',
  entityType: 'INSTRUMENT',
});

const HITS = [
  hit('101', 'Volvo B', 'VOLV B'),
  hit('102', 'Volvo A', 'VOLV A'),
  hit('103', 'Volvo Car B', 'VOLCAR B'),
  hit('104', 'Volati', 'VOLO'),
  hit('105', 'Volvo Pref', 'VOLV P'),
];

const comparator = (orderBookId: string, symbol: string, colorIndex: number): Comparator => ({
  orderBookId,
  symbol,
  colorIndex,
});

type Handler = (request: StubRequest) => Response | Promise<Response>;

let apiCount = 0;
let stub: StubFetch;
let stored: Comparator[][];

/** The tab as the graph mounts it: it keeps what `onChange` stores and renders it again. */
function Harness(props: Omit<CompareTabProps, 'onChange'>) {
  const [comparators, setComparators] = useState(props.comparators);
  return (
    <CompareTab
      {...props}
      comparators={comparators}
      onChange={(next) => {
        stored.push(next);
        setComparators(next);
      }}
    />
  );
}

function renderTab(props: Partial<CompareTabProps> = {}, handler: Handler = () => found(HITS)) {
  // Each test gets an API base of its own: the page-wide answers are shared per base.
  apiCount += 1;
  // The reader is anonymous (a 401 on token refresh); the search is public.
  stub = stubFetch((request) =>
    request.method === 'POST' && request.path === sessionRefresh()
      ? jsonResponse(401, {})
      : handler(request),
  );
  vi.stubGlobal('fetch', stub.fetch);
  stored = [];
  render(
    <WidgetProvider host={undefined} locale="en-GB" apiBase={`https://cms${apiCount}.example`}>
      <Harness comparators={[]} instrumentId={OWN} {...props} />
    </WidgetProvider>,
  );
}

const found = (hits: readonly InstrumentSearchResult[]) => jsonResponse(200, hits);

const searchRequests = () =>
  stub.requests.filter((request) => request.path.startsWith(SEARCH_PATH));
const queryOf = (request: StubRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'https://x.example').searchParams);

const searchBox = () =>
  screen.getByRole('combobox', { name: 'Search for an instrument to compare' });
const results = () => screen.getByRole('listbox', { name: 'Search results' });
const resultButtons = () => within(results()).getAllByRole('option');
const unavailable = (option: HTMLElement | undefined) =>
  option?.getAttribute('aria-disabled') === 'true';
const comparedList = () => screen.queryByRole('list', { name: 'Compared instruments' });

/** With fake timers: lets `ms` pass, and every answer and render due by then happen. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

const type = (text: string) =>
  act(() => fireEvent.change(searchBox(), { target: { value: text } }));
const click = (element: HTMLElement) => act(() => fireEvent.click(element));

/** Types `text` and lets the search answer. */
async function search(text: string) {
  await type(text);
  await pass(300);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('comparator search', () => {
  it('asks once, 300 ms after the last keystroke, for 5 hits', async () => {
    renderTab();

    for (const text of ['v', 'vo', 'vol', 'volv']) {
      await type(text);
      await pass(100);
    }
    expect(searchRequests()).toHaveLength(0);

    await pass(200);
    expect(searchRequests()).toHaveLength(1);
    expect(queryOf(searchRequests()[0])).toEqual({
      query: 'volv',
      limit: '5',
      environment: 'prod',
    });
  });

  it('lists the hits by name, symbol and country', async () => {
    renderTab();

    await search('volv');

    expect(resultButtons()).toHaveLength(5);
    expect(resultButtons()[0]?.textContent).toBe('Volvo BVOLV B · SE');
  });

  it("never offers the graph's own instrument", async () => {
    renderTab({}, () => found([hit(OWN, 'Own', 'OWN'), ...HITS.slice(0, 2)]));

    await search('o');

    expect(resultButtons().map((button) => button.textContent)).toEqual([
      'Volvo BVOLV B · SE',
      'Volvo AVOLV A · SE',
    ]);
  });

  it('says so when nothing is found', async () => {
    renderTab({}, () => found([]));

    await search('zzz');

    expect(screen.getByText('No results for "zzz"')).toBeDefined();
    expect(screen.queryByRole('listbox', { name: 'Search results' })).toBeNull();
  });

  it('shows an error when the search fails', async () => {
    renderTab({}, () => jsonResponse(500, {}));

    await search('volv');

    expect(screen.getByRole('alert').textContent).toBe(
      'The search could not be completed. Please try again.',
    );
  });

  it('shows an error when the answer is not a list of hits', async () => {
    renderTab({}, () => jsonResponse(200, { hits: 'none' }));

    await search('volv');

    expect(screen.getByRole('alert').textContent).toBe(
      'The search could not be completed. Please try again.',
    );
  });

  it('never lets an older answer replace the hits of a newer query', async () => {
    const slow = deferred<Response>();
    renderTab({}, (request) =>
      queryOf(request).query === 'vo' ? slow.promise : found(HITS.slice(0, 1)),
    );

    await search('vo');
    await search('volv');
    slow.resolve(found(HITS));
    await pass(0);

    expect(searchRequests()[0]?.signal?.aborted).toBe(true);
    expect(resultButtons().map((button) => button.textContent)).toEqual(['Volvo BVOLV B · SE']);
  });
});

describe('picking a comparison', () => {
  it('adds the hit in the lowest free colour and lists it with a remove button', async () => {
    renderTab({ comparators: [comparator('9', 'ABB', 1)] });

    await search('volv');
    await click(resultButtons()[0] as HTMLElement);

    expect(stored).toEqual([
      [
        comparator('9', 'ABB', 1),
        {
          orderBookId: '101',
          name: 'Volvo B',
          symbol: 'VOLV B',
          country: 'SE',
          groupType: 'STOCK',
          entityType: 'INSTRUMENT',
          colorIndex: 0,
        },
      ],
    ]);
    const listed = comparedList();
    expect(listed && within(listed).getByRole('button', { name: 'Remove VOLV B' })).toBeDefined();
    expect(screen.getByText('VOLV B was added to the graph.')).toBeDefined();
    expect(document.activeElement).toBe(searchBox());
  });

  it('marks hits already compared and does not add them again', async () => {
    renderTab({ comparators: [comparator('102', 'VOLV A', 0)] });

    await search('volv');

    const second = resultButtons()[1] as HTMLElement;
    expect(unavailable(second)).toBe(true);
    expect(second.textContent).toBe('Volvo AVOLV A · SE · Added');
  });

  it('adds nothing at the limit and says why', async () => {
    renderTab({ comparators: [comparator('1', 'A', 0), comparator('2', 'B', 1)], limit: 2 });

    await search('volv');
    await click(resultButtons()[0] as HTMLElement);

    expect(stored).toEqual([]);
    expect(resultButtons().every(unavailable)).toBe(true);
    expect(
      screen.getByText('You can compare at most 2 instruments. Remove one to add another.'),
    ).toBeDefined();
  });

  it('stops at 8 by default', async () => {
    const eight = Array.from({ length: 8 }, (_, index) =>
      comparator(String(index + 1), `S${index}`, index),
    );
    renderTab({ comparators: eight });

    expect(
      screen.getByText('You can compare at most 8 instruments. Remove one to add another.'),
    ).toBeDefined();
  });

  it('with a limit of 1, replaces the comparison with the pick', async () => {
    renderTab({ comparators: [comparator('1', 'ABB', 0)], limit: 1 });

    expect(screen.getByText('Choosing an instrument replaces the one in the graph.')).toBeDefined();
    await search('volv');
    await click(resultButtons()[2] as HTMLElement);

    expect(stored).toEqual([[expect.objectContaining({ orderBookId: '103', colorIndex: 0 })]]);
    expect(screen.getByText('VOLCAR B replaced ABB in the graph.')).toBeDefined();
  });
});

describe('the search as a combobox', () => {
  it('moves through the results with Down and Up, the focus staying in the box', async () => {
    renderTab();
    await search('volv');
    const box = searchBox();
    box.focus();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(results().id);

    await act(() => fireEvent.keyDown(box, { key: 'ArrowDown' }));
    expect(box.getAttribute('aria-activedescendant')).toBe(resultButtons()[0]?.id);
    expect(resultButtons()[0]?.getAttribute('aria-selected')).toBe('true');
    await act(() => fireEvent.keyDown(box, { key: 'ArrowDown' }));
    await act(() => fireEvent.keyDown(box, { key: 'ArrowUp' }));
    await act(() => fireEvent.keyDown(box, { key: 'ArrowUp' }));
    expect(box.getAttribute('aria-activedescendant')).toBe(resultButtons()[4]?.id);
    expect(document.activeElement).toBe(box);
  });

  it('picks the active result on Enter', async () => {
    renderTab();
    await search('volv');
    await act(() => fireEvent.keyDown(searchBox(), { key: 'ArrowDown' }));
    await act(() => fireEvent.keyDown(searchBox(), { key: 'ArrowDown' }));
    await act(() => fireEvent.keyDown(searchBox(), { key: 'Enter' }));

    expect(stored).toEqual([[expect.objectContaining({ orderBookId: '102' })]]);
  });

  it('closes the list on Escape, which goes no further; Down opens it again', async () => {
    renderTab();
    await search('volv');
    const heard = vi.fn();
    document.body.addEventListener('keydown', heard);
    await act(() => fireEvent.keyDown(searchBox(), { key: 'Escape' }));
    document.body.removeEventListener('keydown', heard);

    expect(heard).not.toHaveBeenCalled();
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { name: 'Search results' })).toBeNull();
    await act(() => fireEvent.keyDown(searchBox(), { key: 'ArrowDown' }));
    expect(resultButtons()[0]?.getAttribute('aria-selected')).toBe('true');
  });
});

describe('removing a comparison', () => {
  it('takes it out of the list and keeps the others', async () => {
    renderTab({ comparators: [comparator('1', 'ABB', 0), comparator('2', 'ERIC B', 1)] });

    const listed = comparedList();
    await click(within(listed as HTMLElement).getByRole('button', { name: 'Remove ABB' }));

    expect(stored).toEqual([[comparator('2', 'ERIC B', 1)]]);
    expect(screen.queryByRole('button', { name: 'Remove ABB' })).toBeNull();
    expect(screen.getByText('ABB was removed from the graph.')).toBeDefined();
    expect(document.activeElement).toBe(searchBox());
  });
});
