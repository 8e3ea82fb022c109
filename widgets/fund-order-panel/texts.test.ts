import { describe, expect, it } from 'vitest';
import { fundOrderEn } from './messages/en';

describe('the order panel’s English texts the rules give word for word', () => {
  it('names the quick sell buttons Sell Everything and Sell Half', () => {
    expect(fundOrderEn['fundOrder.sellEverything']).toBe('Sell Everything');
    expect(fundOrderEn['fundOrder.sellHalf']).toBe('Sell Half');
  });

  it('says "you can\'t use this account, select another" for an unknown reason', () => {
    expect(fundOrderEn['fundOrder.allocation.reason.default']).toBe(
      "you can't use this account, select another",
    );
  });
});
