import { describe, expect, it } from 'vitest';
import { cssTablePlugin, gatheredCssTexts, markedCssText } from './css-table-plugin.ts';

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

  it('refuses a chunk whose marked stylesheets are not one literal each', () => {
    const joined = `var a = ${JSON.stringify(marked('.a{}') + marked('.b{}'))};`;
    expect(() => gatheredCssTexts(joined)).toThrow(
      /has the stylesheet mark \/\*kit-css\*\/ 2 times, 1 of them at the start of a string literal.*update MARKED_LITERAL/,
    );
  });
});

describe('the stylesheet table plugin in a build', () => {
  const SHEET = '/kit/widgets/shared/theme.css.ts.vanilla.css?inline';

  /** A build through the plugin: its modules transformed, then one chunk of them rendered. */
  function build(modules: readonly (readonly [id: string, code: string])[], chunkCode: string) {
    const plugin = cssTablePlugin();
    const hook = (name: 'buildStart' | 'transform' | 'renderChunk', ...args: unknown[]) =>
      (plugin[name] as (...args: unknown[]) => unknown).call({}, ...args);
    hook('buildStart');
    const outputs = modules.map(([id, code]) => hook('transform', code, id) as { code: string });
    const chunk = { fileName: 'kit.js', moduleIds: modules.map(([id]) => id) };
    return { outputs, render: () => hook('renderChunk', chunkCode, chunk) as { code: string } };
  }

  it('marks each stylesheet imported as text, and gathers it from the chunk', () => {
    const { outputs, render } = build(
      [[SHEET, 'export default ".a{}"']],
      `register(${JSON.stringify(marked('.a{}'))});`,
    );
    expect(outputs[0]?.code).toBe('export default "/*kit-css*/.a{}";');
    expect(render().code).toBe('const __kitCssTexts = [".a{}"];\nregister(__kitCssTexts[0]);');
  });

  it('refuses a stylesheet imported as text with a query it does not read', () => {
    expect(() => build([[`${SHEET}&used`, 'export default ".a{}"']], '')).toThrow(
      /\.vanilla\.css\?inline&used: a stylesheet imported as text with a query .* make INLINE_CSS read it/,
    );
  });

  it('refuses a chunk that carries stylesheets whose marked texts are gone', () => {
    const { render } = build([[SHEET, 'export default ".a{}"']], 'register(".a{}");');
    expect(render).toThrow(
      /kit\.js carries the stylesheets .*theme\.css\.ts\.vanilla\.css\?inline, but none of their marked texts/,
    );
  });
});
