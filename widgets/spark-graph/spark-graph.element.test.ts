/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { nextFrame, until } from '../shared/element-test-waits';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';
const ENTRY = '/dist/elements/spark-graph.js';

type Kit = typeof import('../index');
let kit: Kit;

function mount(attributes: Record<string, string>, style = 'width: 200px; height: 40px') {
  const spark = document.createElement('spark-graph');
  spark.setAttribute('style', style);
  for (const [name, value] of Object.entries(attributes)) spark.setAttribute(name, value);
  document.body.append(spark);
  return spark;
}

const lineOf = (spark: HTMLElement) =>
  until(() => spark.shadowRoot?.querySelector<SVGPolylineElement>('[part="line"]'), 'the line');

/**
 * The line's geometry in CSS pixels, without its stroke: Firefox counts the stroke in
 * getBoundingClientRect(), Chromium and WebKit do not.
 */
function geometryOf(line: SVGGraphicsElement): DOMRect {
  const box = line.getBBox();
  const matrix = line.getScreenCTM() as DOMMatrix;
  const from = new DOMPoint(box.x, box.y).matrixTransform(matrix);
  const to = new DOMPoint(box.x + box.width, box.y + box.height).matrixTransform(matrix);
  return new DOMRect(from.x, from.y, to.x - from.x, to.y - from.y);
}

const strokeOf = async (spark: HTMLElement) => getComputedStyle(await lineOf(spark)).stroke;

/** Waits until the line's colour is `expected`. */
async function untilStroke(spark: HTMLElement, expected: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await strokeOf(spark)) === expected) return;
    await nextFrame();
  }
  throw new Error(`The line never turned ${expected}`);
}

before(async () => {
  kit = (await import(/* @vite-ignore */ KIT)) as Kit;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('<spark-graph>', () => {
  it('draws the positive colour above the close and the negative one otherwise', async () => {
    const up = mount({ values: '1, 2, 3' });
    const down = mount({ values: '3, 2, 1' });
    expect(await strokeOf(up)).to.equal('rgb(11, 122, 67)');
    expect(await strokeOf(down)).to.equal('rgb(192, 38, 45)');
  });

  it('takes the dark theme’s colours from the attribute and from configure()', async () => {
    const dark = mount({ values: '1, 2, 3', theme: 'dark' });
    expect(await strokeOf(dark)).to.equal('rgb(79, 209, 139)');
    const plain = mount({ values: '3, 2, 1' });
    expect(await strokeOf(plain)).to.equal('rgb(192, 38, 45)');
    kit.configure({ theme: 'dark' });
    await untilStroke(plain, 'rgb(255, 123, 129)');
    kit.configure({ theme: 'light' });
    await untilStroke(plain, 'rgb(192, 38, 45)');
  });

  it('lets the page restyle it: custom properties and the trend parts', async () => {
    const spark = mount({ values: '3, 2, 1' });
    spark.style.setProperty('--bw-color-negative', 'rgb(1, 2, 3)');
    expect(await strokeOf(spark)).to.equal('rgb(1, 2, 3)');
    const style = document.createElement('style');
    style.textContent = 'spark-graph::part(negative) { opacity: 0.5; }';
    document.head.append(style);
    const graph = await until(
      () => spark.shadowRoot?.querySelector<HTMLElement>('[role="img"]'),
      'the drawing',
    );
    expect(getComputedStyle(graph).opacity).to.equal('0.5');
    style.remove();
  });

  it('fills its container and keeps the line 1.5 CSS pixels wide at any size', async () => {
    const small = mount({ values: '1, 3, 2' }, 'width: 80px; height: 16px');
    const large = mount({ values: '1, 3, 2' }, 'width: 640px; height: 200px');
    for (const [spark, width, height] of [
      [small, 80, 16],
      [large, 640, 200],
    ] as const) {
      const line = await lineOf(spark);
      expect((line.ownerSVGElement as SVGSVGElement).getBoundingClientRect().width).to.equal(width);
      // The line spans the box less half a dot on each side, so its ends stay inside.
      const box = geometryOf(line);
      expect(box.width).to.be.closeTo(width - 5, 0.5);
      expect(box.height).to.be.closeTo(height - 5, 0.5);
      expect(getComputedStyle(line).strokeWidth).to.equal('1.5px');
      expect(getComputedStyle(line).vectorEffect).to.equal('non-scaling-stroke');
    }
  });

  it('is 2.5em high unless the page sizes it', async () => {
    const spark = document.createElement('spark-graph');
    spark.setAttribute('values', '1, 2');
    spark.style.fontSize = '20px';
    document.body.append(spark);
    await lineOf(spark);
    expect(spark.getBoundingClientRect().height).to.equal(50);
  });

  it('draws nothing for [1, NaN] and a flat middle line for equal values', async () => {
    const none = mount({ values: '[1, NaN]' });
    const flat = mount({ values: '[4, 4, 4]' });
    const line = await lineOf(flat);
    const box = geometryOf(line);
    const frame = flat.getBoundingClientRect();
    expect(box.top + box.height / 2).to.be.closeTo(frame.top + frame.height / 2, 1);
    expect(none.shadowRoot?.querySelector('svg')).to.equal(null);
  });

  it('draws values at the ends of the number range, with no point off the box', async () => {
    const spark = mount({ values: '[1e308, -1e308, 1e308, 5e-324]' });
    const line = await lineOf(spark);
    const points = Array.from(line.points, (point) => [point.x, point.y]);
    expect(points).to.deep.equal([
      [0, 0],
      [3333, 10000],
      [6667, 0],
      [10000, 5000],
    ]);
  });

  it('is named by its summary once drawn', async () => {
    const spark = mount({ values: '100, 101.5', locale: 'en-GB' });
    const graph = await until(
      () => spark.shadowRoot?.querySelector('[role="img"][aria-label]'),
      'the summary',
    );
    expect(graph.getAttribute('aria-label')).to.equal('From 100.00 to 101.50: up 1.50%');
  });

  it('keeps a property set before the element was defined', async () => {
    const early = document.createElement('late-spark-graph') as HTMLElement & { values?: unknown };
    early.values = [5, 6, 7];
    early.style.height = '20px';
    document.body.append(early);
    customElements.define('late-spark-graph', class extends kit.SparkGraphElement {});
    await until(() => early.shadowRoot?.querySelector('[part="line"]'), 'the early values');
  });

  it('loads a second copy of the kit without throwing', async () => {
    await import(/* @vite-ignore */ ENTRY);
    expect(customElements.get('spark-graph')).to.equal(kit.SparkGraphElement);
  });
});
