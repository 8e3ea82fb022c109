import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseClockStart } from './sandbox-clock';
import { createSandbox } from './server';

const usage = `Usage: npm run sandbox -- [--port 4010] [--pages DIR] [--seed N] [--clock INSTANT] [--allow-origin ORIGIN]... [--log]

Starts the simulated broker backend: the REST API, control routes under /sandbox/,
dist/ at /dist/ (CORS *, as a CDN), and DIR at /. --clock pins the backend's clock: it
starts at INSTANT (ISO 8601 with its offset, e.g. 2026-03-18T10:30:00+01:00) and runs on,
and the pages in DIR keep its time.`;

function main(): void {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        pages: { type: 'string' },
        seed: { type: 'string', default: '1' },
        clock: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true, default: [] },
        host: { type: 'string', default: '127.0.0.1' },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port);
  const seed = Number(values.seed);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(seed)) {
    console.error(`--port must be 0–65535 and --seed an integer.\n\n${usage}`);
    process.exit(2);
  }
  let clockStart: number | undefined;
  try {
    clockStart = values.clock === undefined ? undefined : parseClockStart(values.clock);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  const sandbox = createSandbox({
    seed,
    clockStart,
    pagesDir: values.pages,
    distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    allowedOrigins: values['allow-origin'],
    log: values.log,
  });
  sandbox.listen(port, values.host).then(
    (url) => console.log(`Sandbox broker backend on ${url} (seed ${seed})`),
    (error: Error) => {
      console.error(`Could not start the sandbox on port ${port}: ${error.message}`);
      process.exit(1);
    },
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
