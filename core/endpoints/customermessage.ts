/** Customer message paths (SPEC §7, Backend path catalogue). */

/** The customer's message notifications. Method and payload: not shown in the spec. */
export const notifications = (): string => '/customermessage/external/v1/notifications';
