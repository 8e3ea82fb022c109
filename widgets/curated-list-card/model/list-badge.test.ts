import { describe, expect, it } from 'vitest';
import { listBadge } from './list-badge';

describe('list badge', () => {
  it('prefers NEW to TRENDING whatever the order', () => {
    expect(listBadge(['TRENDING', 'NEW'])).toBe('NEW');
    expect(listBadge(['NEW', 'TRENDING'])).toBe('NEW');
  });

  it('shows TRENDING alone', () => {
    expect(listBadge(['TRENDING'])).toBe('TRENDING');
  });

  it('shows no badge without one', () => {
    expect(listBadge([])).toBeUndefined();
  });
});
