/*
 * Element tests (`*.element.test.ts`, in real browsers) that make a widget warn on purpose:
 * the page's warnings are kept for the test to check instead of being printed with the run.
 */

/**
 * Runs `test` with `console.warn` collecting each warning, its arguments joined by spaces, into
 * the list `test` is given; `console.warn` is put back however the test ends.
 */
export async function withWarningsKept(test: (warnings: string[]) => Promise<void>) {
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  try {
    await test(warnings);
  } finally {
    console.warn = warn;
  }
}
