import * as v from 'valibot';
import { CalendarDateSchema } from './calendar-date';
import { IntegerSchema } from './finite-number';
import { AccountNumberSchema, InstrumentIdSchema } from './identifiers';
import { MoneySchema } from './money';

// "Allocation-request mode": periodic plans can be paused and resumed. The catalogue gives no
// fields for a plan; this shape (what the plan list and pause/resume answer) is this kit's.

/** Whether a plan invests on its day, or is paused. */
export const PERIODIC_PLAN_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** A periodic investment plan: an amount invested in one fund on a day of each month. */
export const PeriodicPlanSchema = v.object({
  id: IntegerSchema,
  accountNumber: AccountNumberSchema,
  instrument: v.object({ instrumentId: InstrumentIdSchema, longName: v.string() }),
  amount: MoneySchema,
  /** Day of the month it invests on. */
  dayOfMonth: v.pipe(IntegerSchema, v.minValue(1), v.maxValue(31)),
  status: v.picklist(PERIODIC_PLAN_STATUSES),
  /** Its next investment day; null while paused. */
  nextExecutionDate: v.nullish(CalendarDateSchema),
});

/** A periodic investment plan. */
export type PeriodicPlan = v.InferOutput<typeof PeriodicPlanSchema>;

/** The customer's periodic investment plans. */
export const PeriodicPlanListSchema = v.array(PeriodicPlanSchema);
