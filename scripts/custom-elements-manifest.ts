import { readFileSync, writeFileSync } from 'node:fs';
import { tokenDefaults } from '../widgets/shared/theme-tokens';
import { ELEMENT_TAGS } from './element-tags';

/*
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.0.0) from the JSDoc
 * header of each element: `@tag`, `@attr`, `@fires`, `@slot`, `@csspart`, `@cssproperty`. The header is
 * the contract (STYLE.md), so editors, linters and docs read the same text as the code. CSS
 * custom property defaults come from the theme itself, and a documented property the theme
 * does not define fails the build.
 */

interface Tagged {
  type?: string;
  name: string;
  default?: string;
  description: string;
}

/** `{type} name - description`, `{type} [name=default] - description`, or `name - description`. */
function parseTag(text: string): Tagged {
  const match = /^(?:\{(.+?)\}\s+)?(\[[^\]]+\]|\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text.trim());
  if (!match) throw new Error(`Cannot read JSDoc tag text: ${text}`);
  const [, type, rawName = '', description = ''] = match;
  let name = rawName;
  let defaultValue: string | undefined;
  if (rawName.startsWith('[')) {
    const inner = rawName.slice(1, -1);
    const eq = inner.indexOf('=');
    name = eq === -1 ? inner : inner.slice(0, eq);
    defaultValue = eq === -1 ? undefined : inner.slice(eq + 1);
  }
  return {
    type,
    name,
    default: defaultValue,
    description: description.replace(/\s+/g, ' ').trim(),
  };
}

/** The property an attribute reflects: `list-id` → `listId`. */
const propertyName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function elementDeclaration(source: string, file: string) {
  const match = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+)/.exec(source);
  if (!match) throw new Error(`${file}: no JSDoc header before an exported element`);
  const [, comment = '', className = ''] = match;
  const lines = comment.split('\n').map((line) => line.replace(/^\s*\*\s?/, ''));
  const description: string[] = [];
  const tags: { tag: string; text: string }[] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    const last = tags.at(-1);
    if (tag) tags.push({ tag: tag[1] ?? '', text: tag[2] ?? '' });
    else if (last && line.trim()) last.text += ` ${line.trim()}`;
    else if (!last) description.push(line);
  }
  const defaults = tokenDefaults();
  const all = (name: string) => tags.filter((t) => t.tag === name).map((t) => parseTag(t.text));
  const tagName = tags.find((t) => t.tag === 'tag')?.text.trim();
  if (!tagName) throw new Error(`${file}: the element's JSDoc has no @tag`);
  return {
    kind: 'class',
    customElement: true,
    name: className,
    tagName,
    description: description.join('\n').trim(),
    attributes: all('attr').map((a) => ({
      name: a.name,
      type: { text: a.type ?? 'string' },
      description: a.description,
      fieldName: propertyName(a.name),
    })),
    // Every attribute is also a property of the element, named in camelCase (`list-id` is
    // `listId`); a JSON attribute's property takes the value itself (an object, an array).
    members: all('attr').map((a) => ({
      kind: 'field',
      name: propertyName(a.name),
      type: { text: a.type ?? 'string' },
      description: a.description,
      attribute: a.name,
    })),
    events: all('fires').map((e) => ({
      name: e.name,
      type: { text: e.type ?? 'CustomEvent' },
      description: e.description,
    })),
    slots: all('slot').map((s) => ({ name: s.name, description: s.description })),
    cssParts: all('csspart').map((p) => ({ name: p.name, description: p.description })),
    cssProperties: all('cssproperty').map((p) => {
      // A theme token's default comes from the theme; an element's own property states it.
      const defaultValue =
        defaults.get(p.name) ?? /Default: ([^\s]+?)\.?$/.exec(p.description ?? '')?.[1];
      if (defaultValue === undefined)
        throw new Error(
          `${file}: @cssproperty ${p.name} is neither a theme token nor states its default`,
        );
      return { name: p.name, default: defaultValue, description: p.description };
    }),
  };
}

function main(): void {
  const modules = ELEMENT_TAGS.map((tag) => {
    const file = `widgets/${tag}/element.ts`;
    const declaration = elementDeclaration(readFileSync(file, 'utf8'), file);
    if (declaration.tagName !== tag)
      throw new Error(`${file}: @tag ${declaration.tagName} is not ${tag}`);
    const path = `dist/elements/${tag}.js`;
    return {
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        {
          kind: 'js',
          name: declaration.name,
          declaration: { name: declaration.name, module: path },
        },
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: declaration.name, module: path },
        },
      ],
    };
  });
  const manifest = { schemaVersion: '2.0.0', readme: 'README.md', modules };
  writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`dist/custom-elements.json: ${modules.length} element(s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
