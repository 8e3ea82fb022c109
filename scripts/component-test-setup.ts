import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when test globals are on; the kit imports them.
afterEach(cleanup);
