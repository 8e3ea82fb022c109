import { describe, expect, it } from 'vitest';
import { path, withQuery } from './path';

describe('path', () => {
  it('keeps the literal parts as written', () => {
    expect(path`/crm/v1/action/tasks`).toBe('/crm/v1/action/tasks');
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['a b', 'a%20b'],
    ['a?b#c', 'a%3Fb%23c'],
    ['..', '..'],
    ['åäö', '%C3%A5%C3%A4%C3%B6'],
    [42, '42'],
  ])('encodes the parameter %j as one segment, %s', (param, encoded) => {
    expect(path`/x/${param}/y`).toBe(`/x/${encoded}/y`);
  });

  it('encodes every parameter of a path', () => {
    expect(path`/a/${'b/c'}/d/${'e f'}`).toBe('/a/b%2Fc/d/e%20f');
  });
});

describe('query string', () => {
  it('appends the values in the order given', () => {
    expect(withQuery('/p', { b: 2, a: 'x' })).toBe('/p?b=2&a=x');
  });

  it('leaves out undefined values', () => {
    expect(withQuery('/p', { a: undefined, b: 1, c: undefined })).toBe('/p?b=1');
  });

  it('adds no question mark when nothing is left', () => {
    expect(withQuery('/p', {})).toBe('/p');
    expect(withQuery('/p', { a: undefined })).toBe('/p');
  });

  it('repeats the key for each item of a list', () => {
    expect(withQuery('/p', { accids: [1, 2, 3] })).toBe('/p?accids=1&accids=2&accids=3');
  });

  it('sends nothing for an empty list', () => {
    expect(withQuery('/p', { accids: [] })).toBe('/p');
  });

  it('writes booleans and zero', () => {
    expect(withQuery('/p', { streaming: true, cancelled: false, offset: 0 })).toBe(
      '/p?streaming=true&cancelled=false&offset=0',
    );
  });

  it('keeps an empty text, which is a value', () => {
    expect(withQuery('/p', { q: '' })).toBe('/p?q=');
  });

  it('encodes keys and values as a form does', () => {
    expect(withQuery('/p', { 'a b': 'c&d=e/f g' })).toBe('/p?a+b=c%26d%3De%2Ff+g');
  });
});
