import * as v from 'valibot';

/** A type guard telling whether a string is one of `options`. */
function oneOf<const TOptions extends readonly string[]>(options: TOptions) {
  const known: ReadonlySet<string> = new Set(options);
  return (value: string | null): value is TOptions[number] => value !== null && known.has(value);
}

/**
 * A list of enumeration values from a response, keeping only the values this client
 * knows. A newer backend may offer a period, resolution or type that the client has no
 * label or behaviour for; showing the rest beats rejecting the whole answer.
 *
 * @param options The known values.
 */
export function knownValues<const TOptions extends readonly string[]>(options: TOptions) {
  const isKnown = oneOf(options);
  return v.pipe(
    v.array(v.string()),
    v.transform((values) => values.filter(isKnown)),
  );
}

/**
 * An optional enumeration value from a response that reads as absent when the client
 * does not know it (or when it is `null`), for fields whose absence already has a
 * defined meaning, such as the default reason text of the catalogue.
 *
 * @param options The known values.
 */
export function knownValue<const TOptions extends readonly string[]>(options: TOptions) {
  const isKnown = oneOf(options);
  return v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => (isKnown(value) ? value : undefined)),
    ),
  );
}
