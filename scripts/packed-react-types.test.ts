import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appWithPackedKit, typeErrors } from './packed-package';

/*
 * `broker-widgets/react` as a React app's TypeScript meets it: the package as `npm pack` makes
 * it (run `npm run build` first), unpacked into an app's node_modules beside the kit's
 * dependencies and React's types, and a component file of the app compiled against it, strict.
 * What must compile does, and what must not (a missing required prop, an unknown one, a detail
 * field that does not exist) is refused: each `@ts-expect-error` fails the compile if unused.
 */

const APP = `
import { useCallback, useRef, useState } from 'react';
import {
  CuratedListCard,
  FundOrderPanel,
  PriceGraph,
  SparkGraph,
  configure,
  type FundOrderPanelInstance,
  type ListPreviewInput,
  type OrderPlacedDetail,
  type SparkGraphProps,
} from 'broker-widgets/react';
import { SparkGraph as OwnModuleSpark } from 'broker-widgets/react/spark-graph';

configure({ locale: 'en-GB' });

export function App() {
  const panel = useRef<FundOrderPanelInstance>(null);
  const [orders, setOrders] = useState<string[]>([]);
  const onOrderPlaced = useCallback((event: CustomEvent<OrderPlacedDetail>) => {
    const side: 'buy' | 'sell' = event.detail.side;
    setOrders((ids) => [...ids, \`\${side} \${event.detail.orderId}\`]);
    // @ts-expect-error a detail field the event does not have
    void event.detail.total;
  }, []);
  const list: ListPreviewInput = { id: 1001, displayName: 'Nordic tech leaders', views: '1532' };
  const spark: SparkGraphProps = { values: [1, 2, null], close: 1, area: true };
  return (
    <main className="app">
      <FundOrderPanel ref={panel} instrumentId="16100102" side="sell" onOrderPlaced={onOrderPlaced}>
        <a slot="logged-out" href="/login">Log in</a>
      </FundOrderPanel>
      <PriceGraph instrumentId="16099872" instrumentName="Volvo B" country="se" historicalDownload />
      <SparkGraph {...spark} onError={(event) => console.warn(event.detail.message)} />
      <OwnModuleSpark values="[1, 2, 3]" theme="dark" />
      <CuratedListCard list={list} compact onListOpen={(event) => event.preventDefault()} />
      <CuratedListCard list='{"id": 1, "displayName": "From the CMS"}' />
      <p>{orders.join(', ')} {panel.current?.instrumentId}</p>
    </main>
  );
}

// The lowercase tags, written in JSX by an app that loads an element file itself.
export const tag = <price-graph instrument-id="16099872" instrument-name="Volvo B" />;
// @ts-expect-error a tag takes the contract's attributes only
export const badTag = <spark-graph colour="red" />;

// @ts-expect-error instrumentId is required
export const noFund = <FundOrderPanel side="buy" />;
// @ts-expect-error side is buy or sell
export const badSide = <FundOrderPanel instrumentId="1" side="short" />;
// @ts-expect-error the spark's values are numbers
export const words = <SparkGraph values={['a']} />;
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
  },
  files: ['app.tsx'],
};

describe('the packed React entry in a TypeScript app', () => {
  it('types every component’s props, ref and events, and refuses what is wrong', () => {
    const app = appWithPackedKit(['react', 'react-dom', '@types/react', '@types/react-dom']);
    writeFileSync(join(app, 'app.tsx'), APP);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    expect(typeErrors(app)).toBe('');
  }, 60_000);
});
