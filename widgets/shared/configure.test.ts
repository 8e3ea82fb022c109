import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../core/stores/session';
import { configure, pageDefaults } from './configure';

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

  it('throws a TypeError naming a misspelt option', () => {
    expect(() => configure({ apiBsae: 'x' } as never)).toThrow(TypeError);
    expect(() => configure({ apiBsae: 'x' } as never)).toThrow(/apiBsae/);
  });
});

describe('the session-optional environment flag (SPEC §6)', () => {
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
