import type { ListBadge } from '../../../core/schemas/list-preview';

/** The badge shows NEW in preference to TRENDING; a card shows at most one. */
export function listBadge(badges: readonly ListBadge[]): ListBadge | undefined {
  if (badges.includes('NEW')) return 'NEW';
  if (badges.includes('TRENDING')) return 'TRENDING';
  return undefined;
}
