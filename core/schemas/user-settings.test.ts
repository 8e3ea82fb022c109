import { describe, expect, it } from 'vitest';
import { parse } from './parse-boundary';
import { UserSettingsSchema } from './user-settings';

describe('user settings', () => {
  it('reads the saved accounts, the dismissed confirmation and the sell toggle', () => {
    const settings = {
      accountIds: [3, 1],
      confirmOrderModalDismissed: true,
      fundSellToggleOption: 'percent',
    };

    expect(parse(UserSettingsSchema, settings, 'user settings')).toEqual(settings);
  });

  it('accepts a user with no settings yet', () => {
    expect(parse(UserSettingsSchema, {}, 'user settings')).toEqual({});
  });

  it('tolerates settings it does not know, leaving them out', () => {
    expect(parse(UserSettingsSchema, { theme: 'dark', accountIds: [] }, 'user settings')).toEqual({
      accountIds: [],
    });
  });

  it('rejects a sell toggle other than amount or percent', () => {
    expect(() =>
      parse(UserSettingsSchema, { fundSellToggleOption: 'shares' }, 'user settings'),
    ).toThrow(
      'Invalid user settings: fundSellToggleOption: Invalid type: Expected ("amount" | "percent") but received "shares"',
    );
  });
});
