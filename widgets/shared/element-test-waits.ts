/*
 * Waiting in element tests (`*.element.test.ts`, in real browsers): for the next painted frame,
 * and for what a widget shows once it has rendered.
 */

/** After the next frame is painted and its tasks have run. */
export const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The first truthy `read()`, checked once a frame; fails naming `what` after 200 frames. */
export async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (value) return value;
    await nextFrame();
  }
  throw new Error(`Timed out waiting for ${what}`);
}
