import { afterEach, describe, expect, it } from 'vitest';
import { pageRegistry } from '../../core/page/page-registry';
import { configure, pageDefaults } from './configure';

const { session } = pageRegistry();

afterEach(() => {
  pageDefaults.value = {};
  session.setOptional(false);
});

describe('configure()', () => {
  it('merges page-wide defaults, later calls into earlier ones', () => {
    configure({ apiBase: 'https://api.broker.example', locale: 'nb-NO' });
    configure({ locale: 'en-GB' });
    expect(pageDefaults.value).toEqual({ apiBase: 'https://api.broker.example', locale: 'en-GB' });
  });

  it('throws a TypeError naming a misspelt option, and the options there are', () => {
    expect(() => configure({ apiBse: 'x' } as never)).toThrow(
      new TypeError(
        'configure(): "apiBse" is not an option; the options are apiBase, feedUrl, siteBase, locale, theme, sessionOptional',
      ),
    );
  });

  it('refuses a locale the kit does not speak, naming those it does', () => {
    expect(() => configure({ locale: 'de-DE' } as never)).toThrow(
      new TypeError(
        'configure(): locale: Invalid type: Expected ("sv-SE" | "nb-NO" | "da-DK" | "fi-FI" | "en-GB") but received "de-DE"',
      ),
    );
    expect(pageDefaults.value).toEqual({});
    configure({ locale: 'en-GB' });
    expect(pageDefaults.value).toEqual({ locale: 'en-GB' });
  });
});

describe('the session-optional environment flag', () => {
  it('is off unless the page says so', () => {
    expect(session.optional.value).toBe(false);
  });

  it('is set for the page’s session by configure({ sessionOptional })', () => {
    configure({ sessionOptional: true });
    expect(session.optional.value).toBe(true);
    configure({ locale: 'sv-SE' });
    expect(session.optional.value).toBe(true);
    configure({ sessionOptional: false });
    expect(session.optional.value).toBe(false);
  });

  it('takes only true or false', () => {
    expect(() => configure({ sessionOptional: 'yes' } as never)).toThrow(/sessionOptional/);
    expect(session.optional.value).toBe(false);
  });
});
