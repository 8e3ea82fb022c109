import type { ReservedBox } from '../shared/reserved-box';

/*
 * The card's box, the same for the list, its skeleton and its notices: the image at 16:9 of
 * the card's width above a text block of a fixed height (the name in at most two lines, the
 * badge and views, the logos); in the compact row, the text block beside a square image.
 */

/** The image's height as a share of its width. */
export const MEDIA_HEIGHT_PER_WIDTH = 9 / 16;
/** The text block's height: two lines of the name, the meta line and the logos. */
export const CARD_BODY_HEIGHT = '9rem';
/** The card's border on each side; the image lies inside it. */
export const CARD_BORDER_PX = 1;

const imageShare = `${String(MEDIA_HEIGHT_PER_WIDTH * 100)}%`;
const borders = 2 * CARD_BORDER_PX;

export const CARD_BOX: ReservedBox = {
  host: { display: 'grid' },
  // The image's share of the card's whole width, borders included: a hair more than the card's
  // own content, so the box, never an engine's rounding of the content, decides the height.
  strut: { paddingTop: `calc(${imageShare} + ${CARD_BODY_HEIGHT} + ${String(borders)}px)` },
  variants: { '[compact]': { paddingTop: `calc(${CARD_BODY_HEIGHT} + ${String(borders)}px)` } },
};
