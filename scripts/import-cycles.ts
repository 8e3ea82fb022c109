import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The kit's static import graph and its cycles. Layers point one way, so
 * no file may reach itself through its imports. Only static `import`/`export … from` count,
 * type-only ones too (a type cycle is a layering mistake all the same); `import()` is lazy
 * and does not tie two modules into one.
 */

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under `dir`, declaration files excluded. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative specifiers a module imports or re-exports statically. */
export function staticImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier names (a Vite `?query` dropped), if it is a source file. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find(
    (path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/** The import graph of every source file under `roots`, following imports wherever they lead. */
export function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = roots.flatMap((root) => sourceFiles(root));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const targets = staticImports(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
    pending.push(...targets);
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component with more than one module, and each
 * module that imports itself (Tarjan's algorithm).
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const visits = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string): { index: number; low: number } => {
    const mark = { index: visits.size, low: visits.size };
    visits.set(node, mark);
    stack.push(node);
    onStack.add(node);
    const targets = graph.get(node) ?? [];
    for (const target of targets) {
      const seen = visits.get(target);
      if (!seen) mark.low = Math.min(mark.low, visit(target).low);
      else if (onStack.has(target)) mark.low = Math.min(mark.low, seen.index);
    }
    if (mark.low === mark.index) {
      const component = stack.splice(stack.lastIndexOf(node));
      component.forEach((member) => onStack.delete(member));
      if (component.length > 1 || targets.includes(node)) cycles.push(component.sort());
    }
    return mark;
  };

  for (const node of graph.keys()) if (!visits.has(node)) visit(node);
  return cycles;
}

/** The cycles among the files under `roots`, as paths relative to `cwd`. */
export function projectImportCycles(roots: readonly string[], cwd = process.cwd()): string[][] {
  const graph = importGraph(roots.map((root) => resolve(cwd, root)));
  return importCycles(graph).map((cycle) => cycle.map((file) => relative(cwd, file)));
}
