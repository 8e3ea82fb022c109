/**
 * Answers kept by key, newest last, for resources that show a known answer at once while they
 * revalidate it (a period switch back to a period seen before). Bounded: past `capacity`, the
 * answer used longest ago is dropped.
 */
export class AnswerCache<T> {
  readonly #answers = new Map<string, T>();

  constructor(readonly capacity: number) {}

  get(key: string): T | undefined {
    return this.#answers.get(key);
  }

  set(key: string, answer: T): void {
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.capacity) break;
      this.#answers.delete(oldest);
    }
  }
}
