import { useState } from 'react';
import type { FundSellInputMode, UserSettings } from '../../core/schemas/user-settings';
import { useUserSettings } from '../shared/use-user-settings';
import { visuallyHidden } from '../shared/visually-hidden.css';
import { useWidget } from '../shared/widget-context';
import { AllocationSection } from './allocation-section';
import { ConfirmationDialog } from './confirmation-dialog';
import type { fundOrderPanelContract } from './contract';
import { chosenAccount } from './model/order-accounts';
import { closeDestination, orderLinks } from './model/order-links';
import { outcomeAnnouncement } from './model/order-outcome';
import { NO_TEXTS, orderSheet, typedOrderText } from './model/order-sheet';
import type { PanelConfig } from './model/panel-config';
import { OrderForm } from './order-form';
import { OrderLinkList } from './order-link-list';
import { OrderNotices } from './order-notices';
import { FailureView, SuccessView, UnknownOutcomeView } from './order-outcome';
import { PanelPlaceholder } from './panel-placeholder';
import { TradingInfoDrawer } from './trading-info-drawer';
import { useAllocationData } from './use-allocation-data';
import { useFundOrderData } from './use-fund-order-data';
import { useOrderSender } from './use-order-sender';
import * as css from './fund-order-panel.css';

/**
 * The order panel of a logged-in customer: it loads the book, works out the order sheet for the
 * chosen account (`model/order-sheet.ts`), sends through the order sending
 * (`model/order-sending.ts`) and shows the form, the confirmation or the result.
 */
export function OrderPanel({ config }: { config: PanelConfig }) {
  const { t, locale, siteBase, apiBase, emit } = useWidget<typeof fundOrderPanelContract>();
  const { side, mode, variant } = config;
  const { book, suitability } = useFundOrderData(config.instrumentId, side);
  const userSettings = useUserSettings();
  const [chosenAccid, setChosenAccid] = useState<number>();
  const [texts, setTexts] = useState(NO_TEXTS);
  const [chosenSellMode, setChosenSellMode] = useState<FundSellInputMode>();

  const data = book.resource.data;
  const { listed, account, holdings } = chosenAccount({
    side,
    book: data,
    choice: chosenAccid,
    queryAccid: config.accid,
    savedAccountIds: userSettings.settings.accountIds,
  });
  const accid = account?.accid;
  const allocation = useAllocationData({
    enabled: mode === 'allocation-request',
    instrumentId: data?.instrument.instrument_id,
    accountNumber: account?.accno,
  });
  const { state, sending } = useOrderSender();

  if (!data || !(userSettings.status === 'ready' || userSettings.status === 'failed')) {
    return (
      <PanelPlaceholder
        variant={variant}
        failed={book.resource.status === 'failed'}
        onRetry={() => book.reload()}
      />
    );
  }

  const { instrument } = data;
  const sellMode = chosenSellMode ?? userSettings.settings.fundSellToggleOption ?? 'amount';
  const actions = allocation.actions.resource;
  const sheet = orderSheet({
    side,
    mode,
    book: data,
    account,
    holdings,
    texts,
    suitability: suitability.resource.data,
    actions: actions.status === 'ready' ? actions.data : undefined,
    refusal: state.refusal,
    redirectOrigin: config.redirectOrigin,
  });
  const { currency, ticket, permission } = sheet;
  const links = orderLinks({
    siteBase,
    apiBase,
    instrumentId: config.instrumentId,
    total: ticket.amount,
    accid,
    currency,
    mifid2Category: instrument.mifid2_category,
    prospectusUrl: instrument.prospectus_url,
    variant,
    danish: currency === 'DKK' || locale === 'da-DK',
  });

  // The sell input choice and ticking "don't show again" are kept in the user settings.
  const remember = (changes: Partial<UserSettings>, what: string) =>
    userSettings.save(changes).catch((error: unknown) => {
      console.warn(`<fund-order-panel>: the ${what} was not saved:`, error);
    });
  const send = () => {
    if (sheet.submission) void sending.send(sheet.submission);
  };
  const onSubmit = () => {
    if (state.loading || !ticket.valid) return;
    if (userSettings.settings.confirmOrderModalDismissed === true) send();
    else sending.dispatch({ type: 'confirmation-opened' });
  };
  const onConfirm = () => {
    if (sheet.submission && state.dismissConfirmationsChecked) {
      void remember({ confirmOrderModalDismissed: true }, 'confirmation choice'); // step 4
    }
    send();
  };
  const onClose = () => {
    const destination = closeDestination(config.redirectOrigin);
    const proceed = emit(
      'bw-order-close',
      { destination },
      {
        cancelable: true,
      },
    );
    sending.dispatch({ type: 'closed' });
    setTexts(NO_TEXTS);
    if (destination && proceed) location.assign(destination);
  };

  // The order history, or the request history in the side panel.
  const historyLabel =
    variant === 'panel' ? t('fundOrder.link.requestHistory') : t('fundOrder.link.orderHistory');
  const status = state.orderStatus;
  let body;
  if (status?.status === 'SUCCESS' && state.orderValues) {
    body = (
      <SuccessView
        mode={mode}
        outcome={status}
        values={state.orderValues}
        currency={currency}
        onAnotherOrder={() => {
          sending.dispatch({ type: 'another-order' });
          setTexts(NO_TEXTS);
        }}
        onClose={onClose}
      />
    );
  } else if (status?.status === 'UNKNOWN') {
    body = (
      <UnknownOutcomeView
        mode={mode}
        status={status}
        historyHref={links.history}
        historyLabel={historyLabel}
        onCheckAgain={() => void sending.recheck()}
        onBackToForm={() => sending.dispatch({ type: 'another-order' })}
      />
    );
  } else {
    body = (
      <>
        {listed.length === 0 ? (
          <p role="status">{t(`fundOrder.noAccounts.${side}`)}</p>
        ) : (
          <OrderForm
            side={side}
            mode={mode}
            accounts={listed}
            accid={accid}
            onAccountChange={(next) => {
              setChosenAccid(next);
              setTexts(NO_TEXTS);
            }}
            sheet={sheet}
            holdings={side === 'SELL' ? holdings : undefined}
            texts={texts}
            onType={(input, raw) => setTexts(typedOrderText(texts, input, raw, holdings))}
            sellMode={sellMode}
            onSellMode={(chosen) => {
              setChosenSellMode(chosen);
              void remember({ fundSellToggleOption: chosen }, 'sell input choice');
            }}
            accountUnusable={permission.reason !== undefined || permission.refusal !== undefined}
            sending={state.loading}
            onSubmit={onSubmit}
            notices={<OrderNotices status={status} sheet={sheet} links={links} />}
          />
        )}
        {status?.status === 'FAILURE' ? (
          <FailureView
            mode={mode}
            variant={variant}
            outcome={status}
            historyHref={links.history}
            historyLabel={historyLabel}
            onRetry={() => sending.dispatch({ type: 'another-order' })}
          />
        ) : null}
        <ConfirmationDialog
          open={state.confirmVisible}
          figures={sheet.figures}
          dismissChecked={state.dismissConfirmationsChecked}
          sending={state.loading}
          onDismissChange={(checked) => sending.dispatch({ type: 'dismiss-toggled', checked })}
          onConfirm={onConfirm}
          onCancel={() => {
            if (!state.loading) sending.dispatch({ type: 'confirmation-closed' });
          }}
        />
      </>
    );
  }

  return (
    <section
      className={`${css.panel} ${css.variant[variant]}`}
      part="panel"
      aria-labelledby="bw-order-title"
    >
      <h2 id="bw-order-title" className={css.title} part="title">
        {mode === 'order'
          ? t(`fundOrder.title.${side}`, { fund: instrument.name })
          : t(`fundOrder.title.request.${side}`, { fund: instrument.name })}
      </h2>
      {body}
      {mode === 'allocation-request' ? (
        <AllocationSection data={allocation} currency={currency} />
      ) : null}
      {data.tradingInfo ? <TradingInfoDrawer info={data.tradingInfo} side={side} /> : null}
      <OrderLinkList links={links} historyLabel={historyLabel} />
      {/* Polite, and in the panel from its first render: a screen reader hears each outcome
          put into it (see `model/order-outcome.ts`), while the focus moves to the result. */}
      <p role="status" className={visuallyHidden}>
        {outcomeAnnouncement(status, mode, t)}
      </p>
    </section>
  );
}
