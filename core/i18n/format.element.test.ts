/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { formatMoney } from './format';

const NBSP = '\u00a0';
const MINUS = '\u2212';

/*
 * Money as each engine's own locale data would write it differs: WebKit with older CLDR data
 * writes Norwegian amounts currency first (`kr 99,00`). The customer sees one way everywhere.
 */
describe('money in this engine', () => {
  it('writes the currency after the amount in the Nordic locales', () => {
    expect(formatMoney(99, 'NOK', 'nb-NO')).to.equal(`99,00${NBSP}kr`);
    expect(formatMoney(-1234.5, 'SEK', 'nb-NO')).to.equal(`${MINUS}1${NBSP}234,50${NBSP}SEK`);
    expect(formatMoney(0.5, 'EUR', 'nb-NO')).to.equal(`0,50${NBSP}€`);
    expect(formatMoney(1234.5, 'SEK', 'sv-SE')).to.equal(`1${NBSP}234,50${NBSP}kr`);
    expect(formatMoney(-1234.5, 'SEK', 'da-DK')).to.equal(`-1.234,50${NBSP}SEK`);
    expect(formatMoney(99, 'DKK', 'da-DK')).to.equal(`99,00${NBSP}kr.`);
    expect(formatMoney(-5, 'EUR', 'fi-FI')).to.equal(`${MINUS}5,00${NBSP}€`);
  });

  it('writes it before the amount in English', () => {
    expect(formatMoney(1234.5, 'SEK', 'en-GB')).to.equal(`SEK${NBSP}1,234.50`);
    expect(formatMoney(-5, 'EUR', 'en-GB')).to.equal('-€5.00');
  });
});
