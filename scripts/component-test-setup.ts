import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when test globals are on; the kit imports them.
afterEach(cleanup);

// With test globals on, Testing Library also tells React that the tests act (React's own
// `act`, called directly, then runs without complaint, and an update a test left outside of it
// is reported); the kit says so here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out and has no scrolling: an element scrolled into view stays where it is.
Element.prototype.scrollIntoView ??= () => {};
