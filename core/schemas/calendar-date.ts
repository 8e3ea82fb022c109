import * as v from 'valibot';

/** A calendar date written `yyyy-MM-dd`, the date format of the catalogue (query dates, custom ranges). */
export const CalendarDateSchema = v.pipe(
  v.string(),
  v.isoDate((issue) => `Invalid date: Expected yyyy-MM-dd but received ${issue.received}`),
);

/** A calendar date written `yyyy-MM-dd`. */
export type CalendarDate = v.InferOutput<typeof CalendarDateSchema>;
