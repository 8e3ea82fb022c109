/** Customer message paths. */

/** The customer's message notifications. Method and payload: not shown in the catalogue. */
export const notifications = (): string => '/customermessage/external/v1/notifications';
