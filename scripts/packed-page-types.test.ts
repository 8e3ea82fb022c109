import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appWithPackedKit, TYPED_CORE_ANSWERS, typeErrors } from './packed-package';

/*
 * The kit in a TypeScript page without React, as `npm pack` makes it (run `npm run build`
 * first): the one-file kit, an element file and the core together, compiled strict with
 * `skipLibCheck: false` under Node's own resolution (`node16`), with nothing installed but
 * what installing the kit brings. What must compile does; each `@ts-expect-error` fails the
 * compile if the mistake under it compiles, so types lost to `any` cannot pass.
 */

const PAGE = `
import { configure, PriceGraphElement, type OrderPlacedDetail } from 'broker-widgets';
import { SparkGraphElement } from 'broker-widgets/elements/spark-graph.js';
import { apiClient, endpoints, schemas } from 'broker-widgets/core';

configure({ locale: 'sv-SE', theme: 'dark' });

const graph = document.querySelector('price-graph');
if (graph) graph.instrumentId = '16099872';
const spark = document.createElement('spark-graph');
spark.values = [1, 2, 3];
// @ts-expect-error the spark's values are numbers
spark.values = ['a'];

const placed: OrderPlacedDetail[] = [];
document.addEventListener('bw-order-placed', (event) => {
  const side: 'buy' | 'sell' = event.detail.side;
  placed.push(event.detail);
  void side;
});
document.addEventListener('bw-error', (event) => {
  void event.detail.message.trim();
  // @ts-expect-error an error's detail has no code
  void event.detail.code;
});

export const classes: CustomElementConstructor[] = [PriceGraphElement, SparkGraphElement];

${TYPED_CORE_ANSWERS}`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'node16',
    moduleResolution: 'node16',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
  },
  files: ['page.ts'],
};

describe('the packed kit in a TypeScript page without React', () => {
  it('types the elements, their events and the core, and needs no React types', () => {
    const app = appWithPackedKit([]);
    writeFileSync(join(app, 'page.ts'), PAGE);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    expect(typeErrors(app)).toBe('');
  }, 60_000);
});
