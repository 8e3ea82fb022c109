/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { bollinger, ema, macd, rsi, sma, stochastic } from '../indicators';

// The built kit, as a page loads it (run `npm run build` first).
const KIT = '/dist/broker-widgets.js';

type Kit = typeof import('../../widgets/index');

const length = 5000;
const close = Float64Array.from({ length }, (_, i) => 100 + Math.sin(i / 9) * 8 + i / 50);
const high = close.map((c, i) => c + 1 + (i % 3));
const low = close.map((c, i) => c - 1 - (i % 2));

/** Same numbers, NaN where the other has NaN. */
function expectSame(actual: Float64Array, expected: Float64Array) {
  expect(actual).to.be.instanceOf(Float64Array);
  expect(actual.length).to.equal(expected.length);
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i] as number;
    const e = expected[i] as number;
    if (Number.isNaN(e)) expect(Number.isNaN(a), `index ${i}`).to.equal(true);
    else expect(a, `index ${i}`).to.equal(e);
  }
}

describe('indicator engine', () => {
  let kit: Kit;

  before(async () => {
    kit = (await import(/* @vite-ignore */ KIT)) as Kit;
  });

  it('runs in a web worker started from the inlined blob', async () => {
    expect(await kit.indicatorEngine().mode()).to.equal('worker');
  });

  it('computes on the main thread when the kit is bundled into another file', async () => {
    // A host app's bundler copies the kit into a file of its own; starting that file in a
    // worker would run the host's code there.
    const text = await (await fetch(KIT)).text();
    const copy = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    const bundled = (await import(/* @vite-ignore */ copy)) as Kit;
    const engine = bundled.indicatorEngine();
    expect(engine).not.to.equal(kit.indicatorEngine());
    // The engine says once why it computes on the main thread; the test keeps that warning.
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(await engine.mode()).to.equal('main-thread');
      expectSame(await engine.sma(close, 14), sma(close, 14));
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]?.[0])).to.contain('the indicator worker could not start');
    expect(String(warnings[0]?.[1])).to.contain('not loaded from its own file');
  });

  it('is one engine for the whole page', () => {
    expect(kit.indicatorEngine()).to.equal(kit.indicatorEngine());
  });

  it('returns the same numbers as the main thread', async () => {
    const engine = kit.indicatorEngine();
    expectSame(await engine.sma(close, 14), sma(close, 14));
    expectSame(await engine.ema(close, 9), ema(close, 9));
    expectSame(await engine.rsi(close, 14), rsi(close, 14));
    const bands = await engine.bollinger(close, 20, 2);
    const expectedBands = bollinger(close, 20, 2);
    expectSame(bands.upper, expectedBands.upper);
    expectSame(bands.lower, expectedBands.lower);
    const lines = await engine.macd(close, 12, 26, 9);
    const expectedLines = macd(close, 12, 26, 9);
    expectSame(lines.macd, expectedLines.macd);
    expectSame(lines.signal, expectedLines.signal);
    expectSame(lines.diff, expectedLines.diff);
    const stoch = await engine.stochastic(high, low, close, 14, 3);
    const expectedStoch = stochastic(high, low, close, 14, 3);
    expectSame(stoch.k, expectedStoch.k);
    expectSame(stoch.d, expectedStoch.d);
  });

  it('leaves the caller’s input usable', async () => {
    await kit.indicatorEngine().sma(close, 14);
    expect(close.length).to.equal(length);
    expect(close[0]).to.equal(100);
  });

  it('rejects invalid parameters like the functions do', async () => {
    let error: unknown;
    try {
      await kit.indicatorEngine().sma(close, 0);
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.match(/period/);
  });
});
