import { registerTexts, textsFrom } from '../../core/i18n/translate';

/**
 * The texts of `<price-graph>`, one language per file: an element loads the language it shows
 * before it renders, and a page never downloads the other four.
 */
export const priceGraphTexts = textsFrom(import.meta.glob('./messages/*.ts'));

registerTexts(priceGraphTexts);
