import { describe, expect, it } from 'vitest';
import { COMPILE_ON_LOAD_HINT, compileHintBanner } from './compile-hints';

const chunk = (name: string, isEntry: boolean, moduleIds: string[]) => ({
  name,
  isEntry,
  moduleIds,
});

describe('compile hints of the per-element files', () => {
  it("opens the price graph's own file with the hint", () => {
    expect(
      compileHintBanner(chunk('price-graph', true, ['/kit/widgets/price-graph/define.ts'])),
    ).toBe(COMPILE_ON_LOAD_HINT);
  });

  it("opens the chunk of the elements' runtime with the hint, wherever the bundler puts it", () => {
    const runtime = [
      '/kit/node_modules/preact/dist/preact.mjs',
      '/kit/widgets/shared/widget-element.tsx',
    ];
    expect(compileHintBanner(chunk('use-resource', false, runtime))).toBe(COMPILE_ON_LOAD_HINT);
  });

  it("opens the API client's chunk with the hint", () => {
    const client = ['/kit/node_modules/valibot/dist/index.mjs', '/kit/core/http/request-json.ts'];
    expect(compileHintBanner(chunk('request-json', false, client))).toBe(COMPILE_ON_LOAD_HINT);
  });

  it('leaves the other elements, the languages and the chunks loaded later without it', () => {
    expect(
      compileHintBanner(chunk('spark-graph', true, ['/kit/widgets/spark-graph/define.ts'])),
    ).toBe('');
    expect(compileHintBanner(chunk('en', false, ['/kit/widgets/price-graph/messages/en.ts']))).toBe(
      '',
    );
    expect(compileHintBanner(chunk('price-graph', false, ['/kit/core/worker/x.ts']))).toBe('');
  });
});
