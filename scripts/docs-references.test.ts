import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository documents itself: its README, `docs/`, comments and tests name a rule by what
 * it says or link the page in `docs/` that states it. This test reads every tracked text file
 * and fails, naming file and line, on a pointer to a document that is not in the repository,
 * and on a link to a page of `docs/` or a heading of one that does not exist.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Built from parts, so that this file does not hold the words it looks for.
const UPPER_CASE_SPEC = new RegExp(`\\b${['SP', 'EC'].join('')}\\b`);
const OUTSIDE_DOCUMENTS = ['DESIGN', 'TOOLCHAIN', 'STYLE'].map((name) => `${name}.md`);

/** A page of `docs/` named from anywhere: `docs/rules.md`, `docs/rules.md#buy-rules`. */
const DOCS_MENTION = /(?<![\w./-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/** A relative Markdown link to a page or a heading: `](rules.md#orders)`, `](#orders)`. */
const MARKDOWN_LINK = /\]\((?!\w+:)([^)\s#]*)(?:#([^)\s]+))?\)/g;

interface Line {
  file: string;
  number: number;
  text: string;
}

/** The tracked files that hold text (a NUL byte marks a binary one). */
function trackedTextFiles(): Map<string, string> {
  const names = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const files = new Map<string, string>();
  for (const name of names) {
    const path = join(ROOT, name);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (!text.includes('\0')) files.set(name, text);
  }
  return files;
}

function linesOf(file: string, text: string): Line[] {
  return text.split('\n').map((line, index) => ({ file, number: index + 1, text: line }));
}

/**
 * The anchors of a Markdown file's headings as GitHub makes them: lower case, every character
 * but letters, digits, spaces, hyphens and underscores removed, spaces made hyphens, and a
 * repeated anchor numbered (`-1`, `-2`, …). Headings inside fenced code are not headings.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with a reference to `target` (a path from the root) and `anchor`, if anything. */
function brokenReference(
  files: Map<string, string>,
  target: string,
  anchor: string | undefined,
): string | undefined {
  const text = files.get(target);
  if (text === undefined) return `${target} is not in the repository`;
  if (anchor === undefined || !target.endsWith('.md')) return undefined;
  if (!headingAnchors(text).has(anchor)) return `${target} has no heading #${anchor}`;
  return undefined;
}

/** Every problem found, as `file:line: what`. */
function referenceProblems(files: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, text] of files) {
    for (const line of linesOf(file, text)) {
      const at = `${line.file}:${line.number}`;
      if (UPPER_CASE_SPEC.test(line.text)) {
        problems.push(`${at}: names a specification outside the repository`);
      }
      for (const name of OUTSIDE_DOCUMENTS) {
        if (line.text.includes(name)) problems.push(`${at}: names ${name}, not in the repository`);
      }
      for (const match of line.text.matchAll(DOCS_MENTION)) {
        const broken = brokenReference(files, `docs/${match[1]}`, match[2]);
        if (broken) problems.push(`${at}: ${broken}`);
      }
      if (!file.endsWith('.md')) continue;
      for (const match of line.text.matchAll(MARKDOWN_LINK)) {
        const [, path = '', anchor] = match;
        if (path !== '' && !path.endsWith('.md')) continue;
        const target = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
        const broken = brokenReference(files, target, anchor);
        if (broken) problems.push(`${at}: ${broken}`);
      }
    }
  }
  return problems;
}

describe('references to documents', () => {
  it('finds each kind of broken reference, naming file and line', () => {
    // The folder's name apart, so that these made-up references are not read as this file's own.
    const D = 'docs';
    const files = new Map([
      [`${D}/rules.md`, '# Rules\n\n## Buy rules\n\n```\n## Not a heading\n```\n## Buy rules\n'],
      [
        'core/a.ts',
        [
          `// the ${['SP', 'EC'].join('')} says so`,
          `// see ${OUTSIDE_DOCUMENTS[0]}`,
          `// ${D}/rules.md#buy-rules and ${D}/rules.md#buy-rules-1 are fine`,
          `// ${D}/rules.md#sell-rules is not`,
          `// ${D}/missing.md is not either`,
          `// ${D}/rules.md#not-a-heading is not a heading`,
        ].join('\n'),
      ],
      [`${D}/index.md`, '[rules](rules.md#buy-rules), [here](#index), [gone](rules.md#gone)\n'],
    ]);
    expect(referenceProblems(files)).toEqual([
      'core/a.ts:1: names a specification outside the repository',
      `core/a.ts:2: names ${OUTSIDE_DOCUMENTS[0]}, not in the repository`,
      `core/a.ts:4: ${D}/rules.md has no heading #sell-rules`,
      `core/a.ts:5: ${D}/missing.md is not in the repository`,
      `core/a.ts:6: ${D}/rules.md has no heading #not-a-heading`,
      `${D}/index.md:1: ${D}/index.md has no heading #index`,
      `${D}/index.md:1: ${D}/rules.md has no heading #gone`,
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect([
      ...headingAnchors('## Live feed at `/ws`\n## Buy & sell\n## Orders\n## Orders\n'),
    ]).toEqual(['live-feed-at-ws', 'buy--sell', 'orders', 'orders-1']);
  });

  it('finds none in the repository', () => {
    const problems = referenceProblems(trackedTextFiles());
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
