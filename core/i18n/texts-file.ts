import * as v from 'valibot';
import { parse } from '../schemas/parse-boundary';
import type { Catalogue } from './translate';

/** A texts file: every widget's texts in one language, each under its catalogue's name. */
const TextsFileSchema = v.record(v.string(), v.record(v.string(), v.string()));

type TextsFile = v.InferOutput<typeof TextsFileSchema>;

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
 * its catalogue, named `name`. The file is data, not code, fetched once for every widget with
 * the integrity the kit carries for it: a page that pins the kit with Subresource Integrity
 * shows nothing it has not pinned, and a file from another build is refused, never shown.
 */
export async function textsFile(
  url: URL,
  integrity: string,
  name: string,
): Promise<Readonly<Record<string, Catalogue>>> {
  let fetched = FETCHED.get(url.href);
  if (!fetched) {
    fetched = fetchTextsFile(url, integrity);
    FETCHED.set(url.href, fetched);
    fetched.catch(() => FETCHED.delete(url.href));
  }
  const catalogue = (await fetched)[name];
  if (!catalogue) throw new Error(`${url.href} holds no texts named ${name}`);
  return { [name]: catalogue };
}
