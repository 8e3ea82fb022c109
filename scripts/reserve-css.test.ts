import { expect, it } from 'vitest';
import { hostBoxRules } from '../widgets/shared/reserved-box';
import { ELEMENT_TAGS } from './element-tags';
import { ELEMENT_BOXES, reserveCss } from './reserve-css';

it('reserves the box of every element the kit ships', () => {
  const css = reserveCss();
  for (const tag of ELEMENT_TAGS) expect(css).toContain(`:where(${tag}:not(:defined))`);
});

it("gives the page the same declarations as the element's own sheet", () => {
  const css = reserveCss();
  for (const tag of ELEMENT_TAGS) {
    for (const [, declarations] of hostBoxRules(tag, ELEMENT_BOXES[tag])) {
      for (const value of Object.values(declarations)) expect(css).toContain(value);
    }
  }
});
