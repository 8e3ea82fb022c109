import * as v from 'valibot';
import { parse } from '../schemas/parse-boundary';
import type { Catalogue } from './translate';

/**
 * A texts file: every widget's texts in one language, each widget's under its catalogue's name
 * and in the order of the widget's keys, which the kit carries.
 */
const TextsFileSchema = v.record(v.string(), v.array(v.string()));

type TextsFile = v.InferOutput<typeof TextsFileSchema>;

/** Where a texts file lies, and the Subresource Integrity its content must match. */
export interface TextsFileAddress {
  url: URL;
  /** `sha256-<base64>` of the file's content. */
  integrity: string;
}

/** Each texts file fetched, or being fetched, once for all widgets; a failure is forgotten. */
const FETCHED = new Map<string, Promise<TextsFile>>();

async function fetchTextsFile(url: URL, integrity: string): Promise<TextsFile> {
  const response = await fetch(url, { integrity });
  if (!response.ok) throw new Error(`${url.href} answered HTTP ${response.status}`);
  return parse(TextsFileSchema, await response.json(), `texts file ${url.href}`);
}

/**
 * One widget's texts in one language, from the file of that language beside the one-file kit
 * (scripts/language-files-plugin.ts), as the module the widget's loader expects: one export,
 * its catalogue, named `name`, each of the widget's `keys` given its text in the file. The file
 * is data, not code, fetched once for every widget with the integrity the kit carries for it:
 * a page that pins the kit with Subresource Integrity shows nothing it has not pinned, and a
 * file from another build is refused, never shown.
 */
export async function textsFile(
  { url, integrity }: TextsFileAddress,
  name: string,
  keys: readonly string[],
): Promise<Readonly<Record<string, Catalogue>>> {
  let fetched = FETCHED.get(url.href);
  if (!fetched) {
    fetched = fetchTextsFile(url, integrity);
    FETCHED.set(url.href, fetched);
    fetched.catch(() => FETCHED.delete(url.href));
  }
  const texts = (await fetched)[name];
  if (!texts) throw new Error(`${url.href} holds no texts named ${name}`);
  if (texts.length !== keys.length) {
    throw new Error(`${url.href} holds ${texts.length} texts for ${name}, not ${keys.length}`);
  }
  return { [name]: Object.fromEntries(keys.map((key, at) => [key, texts[at] ?? ''])) };
}
