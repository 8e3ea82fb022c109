/**
 * The feed client as a live spark loads it, on demand (`spark-live.ts`): a module of its own, so
 * that the file the spark imports has the client as its own export. The registry's module itself
 * shares a file with other modules in the per-element build (the price graph imports it at
 * once), and importing it on demand made the bundler build an object of its exports there with
 * helper code kept in a further file, which the price graph's file then fetched only once the
 * registry's file had been read: one more round trip before the element could be defined
 * (`npm run size` counts them).
 */
export { feedClientFor } from '../../core/socket/feed-registry';
