import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetProvider } from '../shared/widget-context';
import { CuratedListCard, type CuratedListCardProps } from './curated-list-card';

const list = {
  id: 1001,
  slug: 'nordic-tech-leaders',
  displayName: 'Nordic tech leaders',
  image: { url: '/sandbox/images/lists/1001.svg' },
  views: 1532,
  badges: ['TRENDING', 'NEW'],
  instrumentPreviews: [
    { logoUrl: '/logos/1.svg' },
    { logoUrl: '/logos/2.svg' },
    { logoUrl: '/logos/3.svg' },
  ],
  instrumentCount: 11,
};

function renderCard(props: CuratedListCardProps, host?: HTMLElement) {
  return render(
    <WidgetProvider
      host={host}
      locale="en-GB"
      apiBase="https://api.broker.example"
      siteBase="https://www.broker.example"
    >
      <CuratedListCard {...props} />
    </WidgetProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<curated-list-card> content', () => {
  it('shows the name, the NEW badge in preference to TRENDING, and views as K', () => {
    renderCard({ list });
    const link = screen.getByRole('link');
    expect(within(link).getByRole('heading', { name: 'Nordic tech leaders' })).toBeDefined();
    expect(within(link).getByText('New')).toBeDefined();
    expect(within(link).queryByText('Trending')).toBeNull();
    expect(within(link).getByText('1K views')).toBeDefined();
  });

  it('shows the instrument count minus the previews shown, with a spoken label', () => {
    renderCard({ list });
    expect(screen.getByText('+8')).toBeDefined();
    expect(screen.getByText('8 more instruments')).toBeDefined();
  });

  it('links to the shared watchlist page by slug', () => {
    renderCard({ list });
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      'https://www.broker.example/watchlists/shared/nordic-tech-leaders',
    );
  });

  it('is reachable with the keyboard', async () => {
    renderCard({ list });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
  });

  it('speaks the customer’s language', () => {
    render(
      <WidgetProvider host={undefined} locale="sv-SE">
        <CuratedListCard list={list} />
      </WidgetProvider>,
    );
    expect(screen.getByText('Ny')).toBeDefined();
    expect(screen.getByText('1K visningar')).toBeDefined();
  });
});

describe('<curated-list-card> with untrusted CMS data', () => {
  const hostile = {
    id: 'x',
    displayName: '<img src=x onerror=alert(1)> Free money',
    image: { url: 'javascript:alert(1)' },
    instrumentPreviews: [{ logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    instrumentCount: 3,
    badges: ['<script>'],
  };

  it('renders markup in the name as text', () => {
    const { container } = renderCard({ list: hostile });
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)> Free money');
    expect(
      container.querySelector('img[src^="javascript"], img[src^="data"], img[src="x"]'),
    ).toBeNull();
  });

  it('uses no unsafe image URL and ignores unknown badges', () => {
    const { container } = renderCard({ list: hostile });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.queryByText('<script>')).toBeNull();
  });

  it('gives a clear empty state for invalid data, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCard({ list: { id: 1, displayName: '', views: 'many' } });
    expect(screen.getByRole('status').textContent).toBe('This list cannot be shown.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('displayName'));
  });

  it('refuses a null list as invalid data and tells the page, rather than ask for a list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('div');
    const errors: unknown[] = [];
    host.addEventListener('bw-error', (event) => errors.push((event as CustomEvent).detail));
    renderCard({ list: null, listId: '1001' }, host);
    expect(screen.getByRole('status').textContent).toBe('This list cannot be shown.');
    expect(errors).toEqual([{ message: 'list: expected a list object, got null' }]);
  });

  it('asks for a list when it has neither data nor an id', () => {
    renderCard({});
    expect(screen.getByRole('status').textContent).toBe('No list has been chosen for this card.');
  });
});

describe('<curated-list-card> fetched by id', () => {
  it('shows a loading skeleton, then the list from the API', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, list));
    vi.stubGlobal('fetch', fetchMock);
    renderCard({ listId: '1001' });
    expect(screen.getByRole('status', { name: 'Loading list' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Nordic tech leaders' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.broker.example/inspiration/v1/curated-lists/1001',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('says the list could not be loaded and retries on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { fields: [{ code: 'DOWN' }] }))
      .mockResolvedValueOnce(jsonResponse(200, list));
    vi.stubGlobal('fetch', fetchMock);
    renderCard({ listId: '1001' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The list could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nordic tech leaders' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a malformed API answer as invalid data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { id: 1 })),
    );
    renderCard({ listId: '1001' });
    expect(await screen.findByText('This list cannot be shown.')).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('<curated-list-card> events', () => {
  it('lets the host page cancel navigation through bw-list-open', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: unknown[] = [];
    host.addEventListener('bw-list-open', (event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    renderCard({ list }, host);
    const link = screen.getByRole('link');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([
      {
        id: '1001',
        slug: 'nordic-tech-leaders',
        href: 'https://www.broker.example/watchlists/shared/nordic-tech-leaders',
      },
    ]);
    host.remove();
  });
});
