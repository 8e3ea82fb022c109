import { describe, expect, it } from 'vitest';
import { gatheredCssTexts, markedCssText } from './css-table-plugin';

/** What a chunk's code registers when it runs, in order. */
function registered(code: string): string[] {
  const sheets: string[] = [];
  new Function('register', code)((css: string) => sheets.push(css));
  return sheets;
}

const marked = (css: string) =>
  JSON.parse(
    /^export default (.*);$/.exec(
      markedCssText(`export default ${JSON.stringify(css)}`, 'x.css?inline'),
    )?.[1] ?? '',
  ) as string;

describe('the stylesheets of a file gathered into one table', () => {
  it('marks a stylesheet imported as text, and refuses a module it cannot read', () => {
    expect(marked('.a{color:red}')).toBe('/*kit-css*/.a{color:red}');
    expect(() => markedCssText('export default css;', 'x.css?inline')).toThrow(
      /x\.css\?inline: a stylesheet as text is no longer `export default "…"`/,
    );
  });

  it('moves them, in order and in any quotes, to the top; the code registers the same sheets', () => {
    const first = marked('.a{font-family:"Segoe UI"}');
    const second = marked(".b{content:'\\\\2014'}");
    const code = [
      'const helper = 1;',
      `var a = ${JSON.stringify(first)};`,
      'register(a);',
      `var b = \`${second.replaceAll('\\', '\\\\')}\`;`,
      'register(b + helper);',
    ].join('\n');
    const gathered = gatheredCssTexts(code);
    expect(gathered?.code.split('\n')[0]).toMatch(/^const __kitCssTexts = \[".a\{.*\.b\{.*`\];$/);
    expect(gathered?.code).not.toContain('/*kit-css*/');
    expect(registered(gathered?.code ?? '')).toEqual(
      registered(code).map((css) => css.replace('/*kit-css*/', '')),
    );
    expect(registered(gathered?.code ?? '')).toEqual([
      '.a{font-family:"Segoe UI"}',
      ".b{content:'\\\\2014'}1",
    ]);
  });

  it('leaves a chunk without stylesheets as it is', () => {
    expect(gatheredCssTexts('export const x = "/* not a sheet */";')).toBeNull();
  });
});
