import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  handlerName,
  SHARED_ATTRIBUTES,
  type AttributeContract,
  type ElementContract,
} from '../widgets/shared/element-contract';
import { ELEMENT_CONTRACTS } from './element-contracts';
import { ELEMENT_TAGS } from './element-tags';

/*
 * The README's attribute, event and React tables say what each element's contract says
 * (`widgets/<tag>/contract.ts`): a row that names another attribute, default, meaning, detail
 * or handler than the contract fails here, naming the row.
 */

type Row = readonly string[];

/** The section under a `###` heading, up to the next heading. */
function section(readme: string, heading: string): string {
  const start = readme.indexOf(`\n### ${heading}`);
  if (start === -1) throw new Error(`README has no section "### ${heading}"`);
  const end = readme.indexOf('\n#', start + heading.length + 5);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The cells of a table row, `\|` read as a pipe within a cell. */
const cells = (line: string): Row =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));

/** The body rows of the first table in `text` whose first header cell is `first`. */
function table(text: string, first: string): Row[] {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => line.startsWith('|') && cells(line)[0] === first);
  if (header === -1) throw new Error(`no table headed "${first}"`);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

const code = (text: string) => `\`${text}\``;

const attributeRow = ([name, attribute]: [string, AttributeContract]): Row => [
  code(name),
  attribute.required ? 'required' : (attribute.default ?? '—'),
  attribute.description,
];

const eventRows = (contract: ElementContract): Row[] =>
  Object.entries(contract.events).map(([name, event]) => [
    code(name),
    code(event.fields.length === 0 ? '{}' : `{ ${event.fields.join(', ')} }`),
    event.description,
  ]);

/** Where a row differs, as `row n: README … contract …`, so a failure names it. */
function differences(readme: Row[], contract: Row[]): string[] {
  const found: string[] = [];
  for (let index = 0; index < Math.max(readme.length, contract.length); index += 1) {
    const ours = readme[index]?.join(' | ');
    const theirs = contract[index]?.join(' | ');
    if (ours !== theirs) {
      found.push(`row ${String(index + 1)}: README "${ours ?? ''}", contract "${theirs ?? ''}"`);
    }
  }
  return found;
}

describe('the README tables and the element contracts', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('lists the attributes every element takes', () => {
    const rows = table(section(readme, 'Attributes every element takes'), 'attribute');
    expect(differences(rows, Object.entries(SHARED_ATTRIBUTES).map(attributeRow))).toEqual([]);
  });

  for (const tag of ELEMENT_TAGS) {
    const contract = ELEMENT_CONTRACTS[tag];

    it(`lists <${tag}>'s attributes as its contract declares them`, () => {
      const rows = table(section(readme, code(`<${tag}>`)), 'attribute');
      expect(differences(rows, Object.entries(contract.attributes).map(attributeRow))).toEqual([]);
    });

    it(`lists <${tag}>'s events as its contract declares them`, () => {
      const rows = table(section(readme, code(`<${tag}>`)), 'event');
      expect(differences(rows, eventRows(contract))).toEqual([]);
    });
  }

  it('names each React component’s handlers after its element’s events', () => {
    const rows = table(section(readme, 'In a React app, and with server rendering'), 'component');
    const expected = Object.values(ELEMENT_CONTRACTS).map((contract): Row => [
      code(contract.className.replace(/Element$/, '')),
      code(`<${contract.tag}>`),
      Object.keys(contract.events)
        .map((name) => code(handlerName(name)))
        .join(', '),
    ]);
    const byComponent = (a: Row, b: Row) => (a[0] ?? '').localeCompare(b[0] ?? '');
    expect(differences([...rows].sort(byComponent), expected.sort(byComponent))).toEqual([]);
  });
});
