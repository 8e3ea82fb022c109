/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { withWarningsKept } from '../shared/element-test-console';
import { nextFrame, until } from '../shared/element-test-waits';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';
const ELEMENT_ENTRY = '/dist/elements/curated-list-card.js';

type Kit = typeof import('../index');
let kit: Kit;

const list = {
  id: 1001,
  slug: 'nordic-tech-leaders',
  displayName: 'Nordic tech leaders',
  views: 1532,
  badges: ['NEW'],
  instrumentPreviews: [],
  instrumentCount: 5,
};

function mount(attributes: Record<string, string> = {}, props: Record<string, unknown> = { list }) {
  const card = document.createElement('curated-list-card');
  for (const [name, value] of Object.entries(attributes)) card.setAttribute(name, value);
  Object.assign(card, props);
  document.body.append(card);
  return card;
}

const linkOf = (card: HTMLElement) =>
  until(() => card.shadowRoot?.querySelector('a'), 'the card link');

before(async () => {
  kit = (await import(/* @vite-ignore */ KIT)) as Kit;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('<curated-list-card>', () => {
  it('renders into an open shadow root with the kit styles adopted', async () => {
    const card = mount({ locale: 'en-GB' });
    const link = await linkOf(card);
    expect(card.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
    const article = card.shadowRoot?.querySelector('article') as HTMLElement;
    expect(getComputedStyle(article).borderTopLeftRadius).to.equal('12px');
    expect(link.textContent).to.contain('Nordic tech leaders');
  });

  it('keeps one box: the image at 16:9 of its width above a text block of 9 rem', async () => {
    const card = mount({ locale: 'en-GB' });
    const { width, height } = card.getBoundingClientRect();
    const loading = height;
    await linkOf(card);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(card.getBoundingClientRect().height).to.equal(loading);
    expect(Math.abs(height - (width * 9) / 16 - 9 * rem - 2)).to.be.lessThan(1);
  });

  it('keeps its styles inside: page rules do not reach the card and its rules do not leak', async () => {
    const style = document.createElement('style');
    style.textContent = 'a { color: rgb(255, 0, 0) !important; }';
    document.head.append(style);
    const outside = document.createElement('a');
    outside.href = '#';
    document.body.append(outside);
    const link = await linkOf(mount());
    expect(getComputedStyle(link).color).not.to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(outside).color).to.equal('rgb(255, 0, 0)');
    style.remove();
  });

  it('re-renders when an attribute changes', async () => {
    const card = mount({ locale: 'en-GB' });
    await until(() => card.shadowRoot?.textContent?.includes('1K views'), 'English text');
    card.setAttribute('locale', 'sv-SE');
    await until(() => card.shadowRoot?.textContent?.includes('1K visningar'), 'Swedish text');
    card.removeAttribute('locale');
    document.documentElement.lang = 'fi';
    await until(() => card.shadowRoot?.textContent?.includes('katselukertaa'), 'the page language');
    document.documentElement.lang = 'en';
  });

  it('treats compact as an HTML boolean: bare is true, removed is false', async () => {
    const card = mount({ compact: '' });
    const article = await until(() => card.shadowRoot?.querySelector('article'), 'the card');
    await until(() => getComputedStyle(article).flexDirection === 'row', 'the compact row');
    card.removeAttribute('compact');
    await until(() => getComputedStyle(article).flexDirection === 'column', 'the full card');
    (card as HTMLElement & { compact: boolean }).compact = true;
    expect(card.hasAttribute('compact')).to.equal(true);
  });

  it('reads a JSON list attribute, and shows bad JSON as invalid data', () =>
    withWarningsKept(async (warnings) => {
      const card = mount({ list: JSON.stringify({ ...list, displayName: 'From JSON' }) }, {});
      await until(() => card.shadowRoot?.textContent?.includes('From JSON'), 'the JSON list');
      card.setAttribute('list', '{"id": 1, "displayName": ');
      await until(() => card.shadowRoot?.querySelector('[role="status"]'), 'the invalid state');
      await until(() => warnings.length > 0, 'the warning');
      // Each engine words JSON.parse's message its own way.
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(
        /^<curated-list-card>: the list cannot be shown: list: not valid JSON \(.+\)$/,
      );
    }));

  describe('data a CMS editor may type', () => {
    /** The `bw-error` messages the card sends to the document while `act` runs and after. */
    function errorsSent() {
      const messages: string[] = [];
      const listener = (event: Event) =>
        messages.push((event as CustomEvent<{ message: string }>).detail.message);
      document.addEventListener('bw-error', listener);
      return { messages, stop: () => document.removeEventListener('bw-error', listener) };
    }

    it('reads views written as digits in text as the number', async () => {
      const card = mount({ locale: 'en-GB', list: JSON.stringify({ ...list, views: '1532' }) }, {});
      await until(() => card.shadowRoot?.textContent?.includes('1K views'), 'the views');
    });

    it('says list="null" cannot be shown, and tells the page why', () =>
      withWarningsKept(async (warnings) => {
        const errors = errorsSent();
        const card = mount({ locale: 'en-GB', list: 'null' }, {});
        const status = await until(
          () => card.shadowRoot?.querySelector('[role="status"]'),
          'the invalid state',
        );
        expect(status.textContent).to.equal('This list cannot be shown.');
        await until(() => errors.messages.length > 0, 'bw-error');
        errors.stop();
        expect(errors.messages).to.deep.equal(['list: expected a list object, got null']);
        expect(warnings).to.deep.equal([
          '<curated-list-card>: the list cannot be shown: list: expected a list object, got null',
        ]);
      }));

    it('refuses views too large to be an exact count, and tells the page why', () =>
      withWarningsKept(async (warnings) => {
        const errors = errorsSent();
        const card = mount({ locale: 'en-GB', list: JSON.stringify({ ...list, views: 1e21 }) }, {});
        await until(() => card.shadowRoot?.querySelector('[role="status"]'), 'the invalid state');
        await until(() => errors.messages.length > 0, 'bw-error');
        errors.stop();
        expect(errors.messages[0]).to.contain('at most 2^53 − 1');
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('at most 2^53 − 1');
      }));

    it('shows a billion views and more in compact words', async () => {
      const card = mount({ locale: 'en-GB', list: JSON.stringify({ ...list, views: 2.5e9 }) }, {});
      // The engine's locale data names the billion: `bn` in current CLDR, `B` in the older data
      // WebKitGTK uses.
      await until(() => /2\.5(bn|B) views/.test(card.shadowRoot?.textContent ?? ''), 'the views');
    });
  });

  it('sends bw-list-open to the document, composed and cancellable', async () => {
    const card = mount();
    const link = await linkOf(card);
    const received: CustomEvent[] = [];
    const listener = (event: Event) => {
      received.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('bw-list-open', listener);
    link.click();
    document.removeEventListener('bw-list-open', listener);
    expect(received).to.have.length(1);
    expect(received[0]?.composed).to.equal(true);
    expect(received[0]?.detail.slug).to.equal('nordic-tech-leaders');
    expect(location.pathname).not.to.contain('watchlists');
  });

  it('applies the dark theme from the attribute and from configure()', async () => {
    const surface = (card: HTMLElement) =>
      getComputedStyle(card.shadowRoot?.querySelector('article') as HTMLElement).backgroundColor;
    const dark = mount({ theme: 'dark' });
    await linkOf(dark);
    expect(surface(dark)).to.equal('rgb(27, 31, 41)');
    const plain = mount();
    await linkOf(plain);
    expect(surface(plain)).to.equal('rgb(255, 255, 255)');
    kit.configure({ theme: 'dark' });
    await until(() => surface(plain) === 'rgb(27, 31, 41)', 'the configured theme');
    kit.configure({ theme: 'light' });
    await until(() => surface(plain) === 'rgb(255, 255, 255)', 'the light theme again');
  });

  it('lets the page restyle it through the documented custom properties', async () => {
    const card = mount();
    const link = await linkOf(card);
    card.style.setProperty('--bw-color-surface', 'rgb(1, 2, 3)');
    expect(getComputedStyle(link.closest('article') as HTMLElement).backgroundColor).to.equal(
      'rgb(1, 2, 3)',
    );
  });

  it('refuses a configure() typo with a clear message', () => {
    expect(() => kit.configure({ apiBsae: 'x' } as never)).to.throw(TypeError, /apiBsae/);
  });

  it('keeps its rendered content when moved in the page', async () => {
    const card = mount();
    const link = await linkOf(card);
    const other = document.createElement('section');
    document.body.append(other);
    other.append(card);
    await nextFrame();
    expect(card.shadowRoot?.querySelector('a')).to.equal(link);
  });

  it('keeps a property set before the element was defined', async () => {
    const early = document.createElement('late-list-card') as HTMLElement & { list?: unknown };
    early.list = { ...list, displayName: 'Set early' };
    document.body.append(early);
    customElements.define('late-list-card', class extends kit.CuratedListCardElement {});
    await until(() => early.shadowRoot?.textContent?.includes('Set early'), 'the early property');
  });

  it('loads a second copy of the kit without throwing', async () => {
    await import(/* @vite-ignore */ ELEMENT_ENTRY);
    expect(customElements.get('curated-list-card')).to.equal(kit.CuratedListCardElement);
  });
});
