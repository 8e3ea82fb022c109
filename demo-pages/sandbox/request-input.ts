import * as v from 'valibot';
import type { OrderFailureCode } from '../../core/schemas/order-failure';
import { Rejection } from './router';

/*
 * Reading what a request sends, once for every area: a body checked against its schema, ids
 * in paths and queries. Anything wrong is refused the way the broker refuses a bad order
 *: MANDATORY_FIELD_MISSING when something required is absent, else INPUT_ERROR.
 */

type MissingOrInvalid = Extract<OrderFailureCode, 'MANDATORY_FIELD_MISSING' | 'INPUT_ERROR'>;

/** The code for a body that fails its schema: a missing field wins over a wrong one. */
export function bodyIssueCode(issues: readonly v.BaseIssue<unknown>[]): MissingOrInvalid {
  return issues.some((issue) => issue.input === undefined)
    ? 'MANDATORY_FIELD_MISSING'
    : 'INPUT_ERROR';
}

/** The body parsed with `schema`, or a 400 naming what is wrong with it. */
export function parseBody<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new Rejection(
    400,
    bodyIssueCode(result.issues),
    `Invalid ${what}: ${v.summarize(result.issues)}`,
  );
}

/** A whole number from a path segment or query value, or a 400 naming the parameter. */
export function integerParam(text: string | null | undefined, name: string): number {
  if (text === null || text === undefined || text === '') {
    throw new Rejection(400, 'MANDATORY_FIELD_MISSING', `${name} is required`);
  }
  const number = Number(text);
  if (!Number.isSafeInteger(number)) {
    throw new Rejection(400, 'INPUT_ERROR', `${name} must be a whole number, not ${text}`);
  }
  return number;
}

/** Every value of a repeated query key (`accids=1&accids=2`) as whole numbers. */
export const integerList = (query: URLSearchParams, name: string): number[] =>
  query.getAll(name).map((text) => integerParam(text, name));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `yyyy-MM-dd` query date as it is, or a 400 naming the parameter:
 * MANDATORY_FIELD_MISSING when absent, INPUT_ERROR when it is no real date.
 */
export function calendarDateParam(text: string | null | undefined, name: string): string {
  if (text === null || text === undefined || text === '') {
    throw new Rejection(400, 'MANDATORY_FIELD_MISSING', `${name} is required (yyyy-MM-dd)`);
  }
  // The round trip refuses what Date would roll over, such as 2025-02-30.
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !CALENDAR_DATE.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  ) {
    throw new Rejection(400, 'INPUT_ERROR', `${name} must be a date as yyyy-MM-dd, not ${text}`);
  }
  return text;
}

/** Refuses a date range whose end comes before its start, with a 400 INPUT_ERROR naming both. */
export function requireDateOrder(
  from: { name: string; date: string },
  to: { name: string; date: string },
): void {
  if (to.date < from.date) {
    throw new Rejection(
      400,
      'INPUT_ERROR',
      `${to.name} (${to.date}) is before ${from.name} (${from.date})`,
    );
  }
}
