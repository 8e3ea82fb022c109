import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { describe, expect, it } from 'vitest';
import { appWithPackedKit, typeErrors } from './packed-package';

/*
 * The manifest as a host's tooling uses it: JSX typings generated from the packed package's
 * dist/custom-elements.json with @wc-toolkit/jsx-types, importing the element classes and the
 * event details from each element's module (`broker-widgets/elements/<tag>.js`), and a TSX file
 * of the app compiled against them, strict and with the libraries' declarations checked. Once
 * with props typed from the element classes, once from the manifest's own type texts (which
 * imports every type the manifest names). What must not compile (a word an enumerated
 * attribute does not take) is refused: each `@ts-expect-error` fails the compile if unused.
 */

const APP = `
export function App() {
  return (
    <main>
      <fund-order-panel
        instrument-id="16100102"
        side="sell"
        onbw-order-placed={(event) => {
          const side: 'buy' | 'sell' = event.detail.side;
          console.log(side, event.detail.orderId, event.target.instrumentId);
        }}
      >
        <a slot="logged-out" href="/login">Log in</a>
      </fund-order-panel>
      <price-graph instrument-id="16099872" country="se" comparator-limit={3} historical-download />
      <spark-graph values="[1, 2, 3]" period="WEEK_1" locale="en-GB" theme="dark" area />
      <curated-list-card
        list-id="1001"
        compact
        onbw-list-open={(event) => console.log(event.detail.href)}
        onbw-error={(event) => console.warn(event.detail.message)}
      />
    </main>
  );
}

// @ts-expect-error side is buy or sell
export const badSide = <fund-order-panel instrument-id="1" side="short" />;
// @ts-expect-error the kit speaks five locales
export const badLocale = <spark-graph values="1,2" locale="en-US" />;
`;

// Node's own resolution, the strictest a host may use for the element files' declarations.
const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
  },
  files: ['broker-widgets-jsx.d.ts', 'app.tsx'],
};

describe('JSX typings generated from the packed manifest', () => {
  it('compile in a strict TypeScript app, and refuse what is wrong', () => {
    const app = appWithPackedKit(['react', '@types/react']);
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/broker-widgets/dist/custom-elements.json'), 'utf8'),
    ) as Parameters<typeof generateJsxTypes>[0];
    const options: Record<string, Parameters<typeof generateJsxTypes>[1]> = {
      'from-classes': {},
      'from-manifest-types': { useCemTypes: true },
    };
    for (const [folder, extra] of Object.entries(options)) {
      const dir = join(app, folder);
      mkdirSync(dir);
      generateJsxTypes(manifest, {
        outdir: dir,
        fileName: 'broker-widgets-jsx.d.ts',
        componentTypePath: (_name, tag) => `broker-widgets/elements/${tag ?? ''}.js`,
        stronglyTypedEvents: true,
        ...extra,
      });
      writeFileSync(join(dir, 'app.tsx'), APP);
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
      expect({ folder, errors: typeErrors(dir) }).toEqual({ folder, errors: '' });
    }
  }, 120_000);
});
