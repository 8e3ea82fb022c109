import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementDeclaration } from './custom-elements-manifest';

describe('custom elements manifest', () => {
  const file = 'widgets/curated-list-card/element.ts';
  const declaration = elementDeclaration(readFileSync(file, 'utf8'), file);

  it('reads the tag, attributes and events from the element header', () => {
    expect(declaration.tagName).toBe('curated-list-card');
    expect(declaration.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['list-id', 'list', 'compact', 'api-base', 'locale', 'theme']),
    );
    expect(declaration.events.map((e) => e.name)).toEqual(['bw-list-open', 'bw-error']);
  });

  it('lists every attribute as a property too, in camelCase', () => {
    expect(declaration.members).toContainEqual(
      expect.objectContaining({ kind: 'field', name: 'listId', attribute: 'list-id' }),
    );
    expect(declaration.members.map((m) => m.attribute)).toEqual(
      declaration.attributes.map((a) => a.name),
    );
    expect(declaration.attributes).toContainEqual(
      expect.objectContaining({ name: 'api-base', fieldName: 'apiBase' }),
    );
  });

  it('takes CSS custom property defaults from the theme', () => {
    expect(declaration.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--bw-color-accent', default: '#0046c8' }),
    );
  });

  it('refuses a documented custom property the theme does not define', () => {
    const header =
      '/**\n * @tag x-y\n * @cssproperty --bw-nope - Not a token.\n */\nexport const X = 1;';
    expect(() => elementDeclaration(header, 'x.ts')).toThrow(/--bw-nope/);
  });

  it('refuses a header without @tag', () => {
    expect(() => elementDeclaration('/** An element. */\nexport const X = 1;', 'x.ts')).toThrow(
      /@tag/,
    );
  });
});
