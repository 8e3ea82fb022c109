import type { SandboxResponse } from './router';

/**
 * What the broker does with a write sent with an `Idempotency-Key`, as the HTTP APIs that
 * honour the header do: the first write with a key is handled; a repeat with the same key and
 * the same body is answered with the first answer and handled no more; the same key with
 * another body is refused (422), since it cannot be a resend; a repeat that arrives while the
 * first is still being handled is refused (409), since its answer is not known yet.
 */
export type IdempotentWrite =
  | { readonly kind: 'first' }
  | { readonly kind: 'repeat'; readonly answer: SandboxResponse }
  | { readonly kind: 'refused'; readonly answer: SandboxResponse };

interface KeyedWrite {
  readonly body: string;
  answer?: SandboxResponse;
}

/** The writes seen with a key, by path and key, until the sandbox is reset. */
export class IdempotentWrites {
  readonly #writes = new Map<string, KeyedWrite>();

  /** Registers the write of `key` to `path`, or says how its earlier one decides it. */
  begin(path: string, key: string, body: unknown): IdempotentWrite {
    const id = `${path} ${key}`;
    const text = JSON.stringify(body) ?? '';
    const earlier = this.#writes.get(id);
    if (!earlier) {
      this.#writes.set(id, { body: text });
      return { kind: 'first' };
    }
    if (earlier.body !== text) {
      return refused(
        422,
        'This Idempotency-Key was used with another body',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    if (!earlier.answer) {
      return refused(
        409,
        'A write with this Idempotency-Key is still being handled',
        'IDEMPOTENCY_KEY_IN_USE',
      );
    }
    return { kind: 'repeat', answer: earlier.answer };
  }

  /** Forgets every key, as a sandbox reset does. */
  clear(): void {
    this.#writes.clear();
  }

  /**
   * Keeps the answer of the first write of `key` to `path`, for its repeats; without an answer
   * (the handling failed) the key is forgotten, so a resend is handled as a first write.
   */
  finish(path: string, key: string, answer: SandboxResponse | undefined): void {
    const id = `${path} ${key}`;
    const write = this.#writes.get(id);
    if (!write) return;
    if (answer) write.answer = answer;
    else this.#writes.delete(id);
  }
}

function refused(status: number, message: string, code: string): IdempotentWrite {
  return { kind: 'refused', answer: { status, body: { message, fields: [{ code }] } } };
}
