import * as v from 'valibot';
import { IntegerSchema } from '../../../../core/schemas/finite-number';
import { AccountNumberSchema, InstrumentIdSchema } from '../../../../core/schemas/identifiers';
import { MoneySchema } from '../../../../core/schemas/money';
import { NonEmptyStringSchema } from '../../../../core/schemas/non-empty-string';

/*
 * Periodic investment plans: the catalogue lists their paths, and they can be paused and
 * resumed, but shows no payload, and core/schemas has none. These shapes are the sandbox's,
 * in the allocation requests' spelling (accountNumber, onPremInstrumentId).
 */

/** The body that creates a plan: a monthly buy of `amount` on `dayOfMonth` (1–28). */
export const PeriodicPlanRequestSchema = v.object({
  accountNumber: AccountNumberSchema,
  onPremInstrumentId: InstrumentIdSchema,
  amount: MoneySchema,
  dayOfMonth: v.pipe(IntegerSchema, v.minValue(1), v.maxValue(28)),
});

/** A plan as the sandbox answers it; `nextExecutionDate` is null while paused. */
export const PeriodicPlanSchema = v.object({
  id: IntegerSchema,
  accountNumber: AccountNumberSchema,
  instrument: v.object({ instrumentId: InstrumentIdSchema, longName: NonEmptyStringSchema }),
  amount: MoneySchema,
  dayOfMonth: IntegerSchema,
  status: v.picklist(['ACTIVE', 'PAUSED']),
  nextExecutionDate: v.nullable(v.pipe(v.string(), v.isoDate())),
});

export const PeriodicPlanListSchema = v.array(PeriodicPlanSchema);
