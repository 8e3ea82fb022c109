import { describe, expect, it } from 'vitest';
import { cssText, hostBoxRules, pageBoxRules, type ReservedBox } from './reserved-box';

const FIXED: ReservedBox = { host: { display: 'block', height: '2.5em' } };
const BY_WIDTH: ReservedBox = {
  host: { display: 'grid' },
  strut: { paddingTop: 'calc(50% + 2rem)' },
  variants: { '[compact]': { paddingTop: '3rem' } },
};

describe('a box of a fixed height', () => {
  it('is set on the element by its own sheet and by the page until it is defined', () => {
    expect(hostBoxRules('spark-graph', FIXED)).toEqual([
      [':host(spark-graph)', { display: 'block', height: '2.5em' }],
    ]);
    expect(pageBoxRules('spark-graph', FIXED)).toEqual([
      [':where(spark-graph:not(:defined))', { display: 'block', height: '2.5em' }],
    ]);
  });
});

describe('a box whose height follows its width', () => {
  it('puts a strut in the one grid cell the content shares, so the taller of the two wins', () => {
    const rules = Object.fromEntries(hostBoxRules('list-card', BY_WIDTH));
    expect(rules[':host(list-card)::before']).toEqual({
      content: "''",
      gridArea: '1 / 1',
      minWidth: '0',
      paddingTop: 'calc(50% + 2rem)',
    });
    expect(rules[':host(list-card) > *']).toEqual({ gridArea: '1 / 1', minWidth: '0' });
    expect(rules[':host(list-card) ::slotted(*)']).toEqual({ gridArea: '1 / 1', minWidth: '0' });
  });

  it('has a strut of its own for each form an attribute gives', () => {
    expect(Object.fromEntries(pageBoxRules('list-card', BY_WIDTH))).toMatchObject({
      ':where(list-card[compact]:not(:defined))::before': { paddingTop: '3rem' },
    });
  });

  it('lets any rule of the page win before definition: every page selector is in :where()', () => {
    for (const [selector] of pageBoxRules('list-card', BY_WIDTH)) {
      expect(selector.startsWith(':where(list-card')).toBe(true);
    }
  });
});

it('writes rules as CSS text with the properties in kebab-case', () => {
  expect(cssText(pageBoxRules('list-card', BY_WIDTH).slice(0, 2))).toBe(
    ':where(list-card:not(:defined)){display:grid}\n' +
      ":where(list-card:not(:defined))::before{content:'';grid-area:1 / 1;min-width:0;padding-top:calc(50% + 2rem)}",
  );
});
