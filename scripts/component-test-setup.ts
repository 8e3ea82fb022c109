import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when test globals are on; the kit imports them.
afterEach(cleanup);

// jsdom lays nothing out and has no scrolling: an element scrolled into view stays where it is.
Element.prototype.scrollIntoView ??= () => {};
