/**
 * Shareville paths, the social investing community (docs/rules.md#backend-calls:
 * `/shareville/v1..v4`).
 *
 * The catalogue lists the items as words; the kebab-case segments are this kit's choice: the discover
 * lists under `discover/{instruments, profiles, groups}`, a profile by `profiles/{id}` or
 * `profiles/slug/{slug}` with `follow` and `activity-feed` below it, the customer's
 * own-profile actions (validate-username, avatar, inactivate, reactivate) directly under
 * `profiles/`, a group by `groups/{id}` with `join` and `logo` below it. Each builder takes
 * the version (v1 unless asked). The discover lists take a `sort`, this kit's choice of where
 * it applies, written with the descending marker.
 * Methods and payloads: not shown in the catalogue.
 */
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The versions the catalogue shows for Shareville. */
export type SharevilleVersion = 'v1' | 'v2' | 'v3' | 'v4';

/** A sort of a Shareville list: a field, ascending unless descending. */
export type SharevilleSort = { readonly field: string; readonly descending?: boolean };

/** Shareville marks a descending sort with this prefix. */
export const SHAREVILLE_SORT_DESCENDING_MARKER = '-';

const sortValue = (sort: SharevilleSort | undefined): string | undefined =>
  sort && (sort.descending ? `${SHAREVILLE_SORT_DESCENDING_MARKER}${sort.field}` : sort.field);

/** The lists the catalogue names under discover. */
export type DiscoverList = 'instruments' | 'profiles' | 'groups';

//#region Contents and discovery

/** Posted contents. Method and payload: not shown in the catalogue. */
export const contents = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/contents`;

/** Discussion threads. Method and payload: not shown in the catalogue. */
export const threads = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/threads`;

/** Votes. Method and payload: not shown in the catalogue. */
export const votes = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/votes`;

/**
 * A list to discover (instruments, profiles or groups), optionally sorted. Method and payload:
 * not shown in the catalogue.
 */
export const discover = (
  list: DiscoverList,
  query: { readonly sort?: SharevilleSort } = {},
  version: SharevilleVersion = 'v1',
): string =>
  withQuery(path`/shareville/${version}/discover/${list}`, { sort: sortValue(query.sort) });

/** Community notifications. Method and payload: not shown in the catalogue. */
export const notifications = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/notifications`;

//#endregion

//#region Profiles

/** The customer's own profile. Method and payload: not shown in the catalogue. */
export const myProfile = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/me`;

/** The profile with a slug. Method and payload: not shown in the catalogue. */
export const profileBySlug = (slug: string, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/slug/${slug}`;

/** One profile. Method and payload: not shown in the catalogue. */
export const profile = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/${id}`;

/** Follows a profile. Method and payload: not shown in the catalogue. */
export const followProfile = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/${id}/follow`;

/** Checks that a username is valid and free. Method and payload: not shown in the catalogue. */
export const validateUsername = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/validate-username`;

/** The customer's avatar. Method and payload: not shown in the catalogue. */
export const profileAvatar = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/avatar`;

/** Inactivates the customer's profile. Method and payload: not shown in the catalogue. */
export const inactivateProfile = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/inactivate`;

/** Reactivates the customer's profile. Method and payload: not shown in the catalogue. */
export const reactivateProfile = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/reactivate`;

/** A profile's activity feed. Method and payload: not shown in the catalogue. */
export const profileActivityFeed = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/profiles/${id}/activity-feed`;

//#endregion

//#region Interactions

/** Reactions. Method and payload: not shown in the catalogue. */
export const reactions = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/reactions`;

/** Related instruments. Method and payload: not shown in the catalogue. */
export const relatedInstruments = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/related-instruments`;

/** Reports content to the moderators. Method and payload: not shown in the catalogue. */
export const report = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/report`;

/** Followers. Method and payload: not shown in the catalogue. */
export const followers = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/followers`;

//#endregion

//#region Groups

/** Groups, listed and created here. Method and payload: not shown in the catalogue. */
export const groups = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/groups`;

/** One group, read, updated and deleted here. Method and payload: not shown in the catalogue. */
export const group = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/groups/${id}`;

/** Joins a group. Method and payload: not shown in the catalogue. */
export const joinGroup = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/groups/${id}/join`;

/** A group's logo. Method and payload: not shown in the catalogue. */
export const groupLogo = (id: Id, version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/groups/${id}/logo`;

/** Checks that a group name is valid and free. Method and payload: not shown in the catalogue. */
export const validateGroupName = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/groups/validate-name`;

//#endregion

//#region Portfolios and activity

/** Shared portfolios. Method and payload: not shown in the catalogue. */
export const portfolios = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/portfolios`;

/** Shared trades. Method and payload: not shown in the catalogue. */
export const trades = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/trades`;

/** The most active members or instruments. Method and payload: not shown in the catalogue. */
export const topActivity = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/top-activity`;

/** The latest active members. Method and payload: not shown in the catalogue. */
export const latestActive = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/latest-active`;

/** The customer's mutes. Method and payload: not shown in the catalogue. */
export const mutes = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/mutes`;

/** Portfolio graphs. Method and payload: not shown in the catalogue. */
export const graphs = (version: SharevilleVersion = 'v1'): string =>
  path`/shareville/${version}/graphs`;

//#endregion
