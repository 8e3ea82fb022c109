import {
  assignVars,
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { DARK_THEME, LIGHT_THEME, TOKEN_NAMES } from './theme-tokens';

/** The design tokens as `var(--bw-…)` references for style modules. */
export const tokens = createGlobalThemeContract(TOKEN_NAMES);

createGlobalTheme(':host', tokens, LIGHT_THEME);

// The element sets the custom state `dark` or `auto` from its theme (attribute or configure()).
// Custom states are in every evergreen engine since 2024; an older one drops these rules and
// shows the light theme, which stays readable.
globalStyle(':host(:state(dark))', { vars: assignVars(tokens, DARK_THEME), colorScheme: 'dark' });
globalStyle(':host(:state(auto))', {
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(tokens, DARK_THEME), colorScheme: 'dark' },
  },
});

globalStyle(':host', {
  display: 'block',
  fontFamily: tokens.font.family,
  fontSize: tokens.font.sizeBase,
  lineHeight: 1.4,
  color: tokens.color.text,
  colorScheme: 'light',
});
globalStyle(':host([hidden])', { display: 'none' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
