export * from './locales';
export * from './market-currency';
export * from './format';
export * from './translate';
