// @ts-check

/**
 * The instant the end-to-end suites pin the sandbox's clock at (and so the pages' clock): a
 * Wednesday mid-morning in March 2026, an ordinary trading day with every Nordic exchange open
 * and no clock change or holiday near. Prices, holdings, trading days and "today" are then the
 * same whatever day the suites run; a test that needs today asks the sandbox (`/sandbox/clock`).
 */
export const E2E_CLOCK = '2026-03-18T10:30:00+01:00';
