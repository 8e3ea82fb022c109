/**
 * CRM paths (docs/rules.md#backend-calls: `/crm/v1` with notifications in v1 or v2 and
 * scrive-link-identified in v3).
 *
 * Segment names beyond the catalogue's words are this kit's choice: an operation the catalogue lists in
 * parentheses becomes a segment (`onboarding/status`, `mc-attachment/upload`), a value it says
 * the call goes "by" becomes a path parameter after it (`mc-attachment/tokens/{attachmentId}/
 * {fileName}`), and a named parameter such as limit, offset, excludeOrigin or
 * organizationCountry becomes a query parameter. Methods and payloads: not shown in the catalogue.
 */
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The versions the catalogue shows for CRM notifications. */
export type CrmNotificationsVersion = 'v1' | 'v2';

/** An affiliate's page data for a country. Method and payload: not shown in the catalogue. */
export const affiliate = (affiliate: string, country: string): string =>
  path`/crm/v1/affiliate/${affiliate}/${country}`;

/** A Scrive signing link. Method and payload: not shown in the catalogue. */
export const scriveLink = (): string => '/crm/v1/scrive-link';

/** A Scrive signing link for an identified organization (v3). Method and payload: not shown. */
export const scriveLinkIdentified = (query: { organizationCountry?: string } = {}): string =>
  withQuery('/crm/v3/scrive-link-identified', query);

/** Uploads a message-centre attachment. Method and payload: not shown in the catalogue. */
export const mcAttachmentUpload = (): string => '/crm/v1/mc-attachment/upload';

/** Deletes a message-centre attachment. Method and payload: not shown in the catalogue. */
export const mcAttachmentDelete = (attachmentId: Id, fileName: string): string =>
  path`/crm/v1/mc-attachment/delete/${attachmentId}/${fileName}`;

/** Tokens to read a message-centre attachment. Method and payload: not shown in the catalogue. */
export const mcAttachmentTokens = (attachmentId: Id, fileName: string): string =>
  path`/crm/v1/mc-attachment/tokens/${attachmentId}/${fileName}`;

/** The customer's onboarding status. Method and payload: not shown in the catalogue. */
export const onboardingStatus = (): string => '/crm/v1/onboarding/status';

/** Whether onboarding is ready. Method and payload: not shown in the catalogue. */
export const onboardingReady = (): string => '/crm/v1/onboarding/ready';

/** Triggers the creation of an onboarding case. Method and payload: not shown in the catalogue. */
export const onboardingCreationTrigger = (): string => '/crm/v1/onboarding/creation/trigger';

/** Creates an onboarding case. Method and payload: not shown in the catalogue. */
export const onboardingCreate = (): string => '/crm/v1/onboarding/create';

/** One onboarding task. Method and payload: not shown in the catalogue. */
export const onboardingTask = (id: Id): string => path`/crm/v1/onboarding/task/${id}`;

/** Starts an onboarding file upload. Method and payload: not shown in the catalogue. */
export const onboardingFileUploadInitialize = (): string =>
  '/crm/v1/onboarding/file/upload/initialize';

/** The customer's action tasks. Method and payload: not shown in the catalogue. */
export const actionTasks = (): string => '/crm/v1/action/tasks';

/** A page of the customer's notifications. Method and payload: not shown in the catalogue. */
export const notifications = (
  query: { limit?: number; offset?: number } = {},
  version: CrmNotificationsVersion = 'v1',
): string => withQuery(path`/crm/${version}/notifications`, query);

/**
 * The count of unread notifications, leaving out those of one origin (its values are not
 * shown in the catalogue). Method and payload: not shown in the catalogue.
 */
export const notificationsUnreadCount = (
  query: { excludeOrigin?: string } = {},
  version: CrmNotificationsVersion = 'v1',
): string => withQuery(path`/crm/${version}/notifications/unread-count`, query);

/** The read status of notifications. Method and payload: not shown in the catalogue. */
export const notificationsStatus = (version: CrmNotificationsVersion = 'v1'): string =>
  path`/crm/${version}/notifications/status`;
