import { useState } from 'react';
import { formatMoney, formatCalendarDate, formatPercent } from '../../core/i18n/format';
import { isCancellableStatus } from '../../core/orders/allocation-status';
import { useWidget } from '../shared/widget-context';
import type { AllocationData } from './use-allocation-data';
import * as css from './fund-order-panel.css';

/**
 * The investment plan's requests for this fund, with a cancel button while they can still be
 * cancelled, and its periodic plans, paused and resumed here.
 */
export function AllocationSection(props: { data: AllocationData; currency: string }) {
  const { t, locale } = useWidget();
  const { data } = props;
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const requests = data.requests.resource.data ?? [];
  const plans = data.plans.resource.data ?? [];

  const run = (key: string, action: () => Promise<void>, failureText: string) => {
    if (busy) return;
    setBusy(key);
    setProblem(undefined);
    action()
      .catch((error: unknown) => {
        console.error('<fund-order-panel>:', error);
        setProblem(failureText);
      })
      .finally(() => setBusy(undefined));
  };

  return (
    <>
      <section aria-labelledby="bw-requests" className={css.field}>
        <h3 id="bw-requests" className={css.sectionTitle}>
          {t('fundOrder.allocation.requests')}
        </h3>
        {requests.length === 0 ? (
          <p className={css.hint}>{t('fundOrder.allocation.noRequests')}</p>
        ) : (
          <ul className={css.list}>
            {requests.map((request) => (
              <li key={request.id} className={css.listItem}>
                <span>
                  {request.side
                    ? `${t(`fundOrder.action.${request.side === 'buy' ? 'BUY' : 'SELL'}`)} · `
                    : ''}
                  {request.amount
                    ? formatMoney(request.amount.value, props.currency, locale)
                    : request.percent != null
                      ? formatPercent(request.percent, locale)
                      : ''}
                  {' · '}
                  <strong>{t(`fundOrder.allocation.status.${request.requestStatus}`)}</strong>
                </span>
                {isCancellableStatus(request.requestStatus) ? (
                  <button
                    type="button"
                    className={css.quietButton}
                    disabled={busy !== undefined}
                    onClick={() =>
                      run(
                        request.id,
                        () => data.cancelRequest(request.id),
                        t('fundOrder.allocation.cancelFailed'),
                      )
                    }
                  >
                    {t('fundOrder.allocation.cancel')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="bw-plans" className={css.field}>
        <h3 id="bw-plans" className={css.sectionTitle}>
          {t('fundOrder.plans')}
        </h3>
        {plans.length === 0 ? (
          <p className={css.hint}>{t('fundOrder.plans.none')}</p>
        ) : (
          <ul className={css.list}>
            {plans.map((plan) => {
              const paused = plan.status === 'PAUSED';
              return (
                <li key={plan.id} className={css.listItem}>
                  <span>
                    {t('fundOrder.plans.summary', {
                      amount: formatMoney(plan.amount.value, plan.amount.currency, locale),
                      day: plan.dayOfMonth,
                    })}
                    <br />
                    <span className={css.hint}>
                      {paused
                        ? t('fundOrder.plans.paused')
                        : plan.nextExecutionDate
                          ? t('fundOrder.plans.next', {
                              date: formatCalendarDate(plan.nextExecutionDate, locale),
                            })
                          : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={css.secondaryButton}
                    disabled={busy !== undefined}
                    onClick={() =>
                      run(
                        `plan-${plan.id}`,
                        () => data.setPlanPaused(plan.id, !paused),
                        t('fundOrder.plans.failed'),
                      )
                    }
                  >
                    {paused ? t('fundOrder.plans.resume') : t('fundOrder.plans.pause')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {problem ? (
        <p role="alert" className={css.error}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
