import './texts';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { DEFAULT_CURRENCY, DEFAULT_MIN_INVESTMENT } from '../../core/orders/order-limits';
import type { FundSellInputMode } from '../../core/schemas/user-settings';
import { useCustomerAccess } from '../shared/use-customer-access';
import { useUserSettings } from '../shared/use-user-settings';
import { useWidget } from '../shared/widget-context';
import { AllocationSection } from './allocation-section';
import { ConfirmationDialog, type ConfirmationFigures } from './confirmation-dialog';
import { holdingsByAccount, positionExchangeRate } from './model/holdings';
import { accountLabel, orderAccounts, preselectedAccount } from './model/order-accounts';
import { INITIAL_ORDER_STATE, orderFlow } from './model/order-flow';
import {
  cleanBuyAmount,
  cleanSellAmount,
  cleanSellPercent,
  parseInputNumber,
} from './model/order-input';
import { closeDestination, COMMUNITY_REDIRECT_ORIGIN, orderLinks } from './model/order-links';
import { orderTicket } from './model/order-ticket';
import { isKnownFailureCode } from './model/order-failure';
import { panelConfig, type PanelAttributes, type PanelConfig } from './model/panel-config';
import { amountOfHoldings, percentOfHoldings } from './model/sell-amount-percent';
import { sidePermission } from './model/side-permission';
import { refusalHolds } from './model/standing-refusal';
import { suitabilityNotice } from './model/suitability-notice';
import { OrderForm } from './order-form';
import { OrderLinkList } from './order-link-list';
import { FailureView, SuccessView, UnknownOutcomeView } from './order-outcome';
import { SuitabilityBanner } from './suitability-banner';
import { TradingInfoDrawer } from './trading-info-drawer';
import { useAllocationData } from './use-allocation-data';
import { useFundOrderData } from './use-fund-order-data';
import { useOrderSender, type Submission } from './use-order-sender';
import * as css from './fund-order-panel.css';

export type { OrderFailedDetail, OrderPlacedDetail } from './use-order-sender';

/** The element's properties (attributes in kebab-case), as `model/panel-config.ts` reads them. */
export type FundOrderPanelProps = PanelAttributes;

/** Detail of `bw-order-close`: the customer closed the panel's result. */
export interface OrderCloseDetail {
  /** Where the panel sends the customer, if anywhere (the community feed). */
  destination: string | undefined;
}

function Skeleton() {
  const { t } = useWidget();
  return (
    <div aria-busy="true" aria-label={t('fundOrder.loading')} role="status" className={css.field}>
      <div className={css.skeletonLine} style={{ width: '60%' }} />
      <div className={css.skeletonBlock} />
      <div className={css.skeletonLine} style={{ width: '40%' }} />
      <div className={css.skeletonBlock} />
      <div className={css.skeletonBlock} />
    </div>
  );
}

/** Detail of `bw-not-logged-in`: nothing more than the news itself. */
export type NotLoggedInDetail = Record<string, never>;

/**
 * `<fund-order-panel>`: buy or sell one fund (SPEC §1, §2, §4, §5). Nothing renders unless the
 * reader is a logged-in customer (SPEC §2); for other readers the panel shows only what the page
 * put in its `logged-out` slot, and tells the page with `bw-not-logged-in`, so a partner's side
 * panel need not stay empty.
 */
export function FundOrderPanel(props: FundOrderPanelProps) {
  const access = useCustomerAccess();
  const { t, emit } = useWidget();
  useEffect(() => {
    if (access === 'anonymous') emit('bw-not-logged-in', {} satisfies NotLoggedInDetail);
  }, [access, emit]);
  const { instrumentId, side, variant, mode, accid, redirectOrigin } = props;
  const parsed = useMemo(
    () =>
      panelConfig(
        { instrumentId, side, variant, mode, accid, redirectOrigin },
        typeof location === 'undefined' ? '' : location.search,
      ),
    [instrumentId, side, variant, mode, accid, redirectOrigin],
  );
  const problem = parsed.ok ? undefined : parsed.problem;
  useEffect(() => {
    if (problem) console.warn(`<fund-order-panel>: ${problem}`);
  }, [problem]);

  if (access === 'anonymous') return <slot name="logged-out" />;
  if (access !== 'customer') return null;
  if (!parsed.ok) {
    return (
      <p role="alert" className={`${css.panel} ${css.variant.card}`}>
        {t('fundOrder.misconfigured')}
      </p>
    );
  }
  return <OrderPanel config={parsed.config} />;
}

function OrderPanel({ config }: { config: PanelConfig }) {
  const { t, locale, siteBase, apiBase, emit } = useWidget();
  const { side } = config;
  const { book, suitability } = useFundOrderData(config.instrumentId, side);
  const userSettings = useUserSettings();
  const [state, dispatch] = useReducer(orderFlow, INITIAL_ORDER_STATE);
  const [chosenAccid, setChosenAccid] = useState<number>();
  const [buyText, setBuyText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [percentText, setPercentText] = useState('');
  const [chosenSellMode, setChosenSellMode] = useState<FundSellInputMode>();

  const data = book.resource.data;
  const instrumentIdNumber = data?.instrument.instrument_id;
  const holdings = useMemo(
    () =>
      data
        ? holdingsByAccount(data.positions, data.fundOrders, data.instrument.instrument_id)
        : new Map<number, number>(),
    [data],
  );
  const listed = useMemo(
    () => (data ? orderAccounts(side, data.accounts, holdings) : []),
    [data, side, holdings],
  );
  const settingsKnown = userSettings.status === 'ready' || userSettings.status === 'failed';
  const preselected = preselectedAccount({
    side,
    listed,
    queryAccid: config.accid,
    savedAccountIds: userSettings.settings.accountIds,
  });
  const accid = listed.some((a) => a.accid === chosenAccid) ? chosenAccid : preselected;
  const account = listed.find((a) => a.accid === accid);
  const allocation = useAllocationData({
    enabled: config.mode === 'allocation-request',
    instrumentId: instrumentIdNumber,
    accountNumber: account?.accno,
  });

  // The sender reads the latest lists when it sends; they are handed over after each render.
  const allocationRef = useRef(allocation);
  const dataRef = useRef(data);
  useLayoutEffect(() => {
    allocationRef.current = allocation;
    dataRef.current = data;
  });
  const reloadBook = book.reload;
  const sender = useOrderSender({
    dispatch,
    known: useCallback(
      () => ({
        fundOrders: dataRef.current?.fundOrders ?? [],
        requests: allocationRef.current.requests.resource.data ?? [],
      }),
      [],
    ),
    afterOrder: useCallback(
      (kind) => {
        // SPEC §4 step 6: the fund orders are refreshed (forced) after an order; requests re-polled.
        reloadBook({ force: true });
        if (kind === 'allocation-request') allocationRef.current.poll();
      },
      [reloadBook],
    ),
  });

  if (!data || !settingsKnown) {
    if (book.resource.status === 'failed') {
      return (
        <div className={`${css.panel} ${css.variant[config.variant]}`} role="alert">
          <p>{t('fundOrder.unavailable')}</p>
          <button type="button" className={css.secondaryButton} onClick={() => book.reload()}>
            {t('fundOrder.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className={`${css.panel} ${css.variant[config.variant]}`}>
        <Skeleton />
      </div>
    );
  }

  const { instrument } = data;
  const information = accid === undefined ? undefined : data.information.get(accid);
  const currency = information?.trading_power.currency ?? instrument.currency ?? DEFAULT_CURRENCY;
  const minInvestment =
    instrument.min_investment ?? data.tradingInfo?.min_investment?.value ?? DEFAULT_MIN_INVESTMENT;
  const accountHoldings = accid === undefined ? 0 : (holdings.get(accid) ?? 0);
  const sellMode = chosenSellMode ?? userSettings.settings.fundSellToggleOption ?? 'amount';
  const suitabilityState = suitability.resource.data;
  const notice =
    side === 'BUY' && suitabilityState
      ? suitabilityNotice({
          side,
          suitability: suitabilityState.suitability,
          expiry: suitabilityState.expiry,
          mifid2Category: instrument.mifid2_category,
          now: suitabilityState.checkedAt,
        })
      : 'none';
  const suitable =
    side === 'SELL' ||
    (suitabilityState !== undefined &&
      suitabilityState.suitability !== 'failed' &&
      suitabilityState.suitability.eligible);
  const permission = sidePermission({
    mode: config.mode,
    side,
    actions:
      allocation.actions.resource.status === 'ready' ? allocation.actions.resource.data : undefined,
  });
  const refused = refusalHolds(state.refusal, accid) ? state.refusal : undefined;
  const allowed = refused === undefined && permission.allowed;

  const ticket =
    side === 'BUY'
      ? orderTicket({
          side,
          amountText: buyText,
          accountSelected: account !== undefined,
          tradingPower: information?.trading_power.value ?? 0,
          minInvestment,
          suitable,
          allowed,
          feePercent: instrument.buy_fee ?? 0,
        })
      : orderTicket({
          side,
          mode: sellMode,
          amountText,
          percentText,
          accountSelected: account !== undefined,
          holdings: accountHoldings,
          allowed,
          feePercent: instrument.sell_fee ?? 0,
        });

  const position = data.positions.find((p) => p.accid === accid);
  const nav = position?.instrument.last_nav;
  const estimatedQuantity =
    side === 'SELL' && ticket.amount !== undefined && position && nav
      ? ticket.amount / (nav * positionExchangeRate(position))
      : undefined;

  const links = orderLinks({
    siteBase,
    apiBase,
    instrumentId: config.instrumentId,
    total: ticket.amount,
    accid,
    currency,
    mifid2Category: instrument.mifid2_category,
    prospectusUrl: instrument.prospectus_url,
    variant: config.variant,
    danish: currency === 'DKK' || locale === 'da-DK',
  });

  // Keep amount and percent in sync (SPEC §4), whichever the customer types.
  const onAmountText = (raw: string) => {
    const cleaned = cleanSellAmount(raw);
    setAmountText(cleaned);
    const amount = parseInputNumber(cleaned);
    setPercentText(amount === undefined ? '' : String(percentOfHoldings(amount, accountHoldings)));
  };
  const onPercentText = (raw: string) => {
    const cleaned = cleanSellPercent(raw);
    setPercentText(cleaned);
    const percent = parseInputNumber(cleaned);
    setAmountText(percent === undefined ? '' : String(amountOfHoldings(percent, accountHoldings)));
  };
  const onSellMode = (mode: FundSellInputMode) => {
    setChosenSellMode(mode);
    // SPEC §4: the choice is persisted in the user settings.
    userSettings.save({ fundSellToggleOption: mode }).catch((error: unknown) => {
      console.warn('<fund-order-panel>: the sell input choice was not saved:', error);
    });
  };

  const submission = (): Submission | undefined => {
    if (!account || !ticket.valid || ticket.amount === undefined) return undefined;
    const values = {
      account: accountLabel(account),
      shares: undefined,
      price: ticket.amount,
      percent: ticket.percent,
      fundName: instrument.name,
    };
    const referrer =
      config.redirectOrigin === COMMUNITY_REDIRECT_ORIGIN
        ? { order_referrer: COMMUNITY_REDIRECT_ORIGIN }
        : {};
    if (config.mode === 'order') {
      const common = { instrument_id: instrument.instrument_id, accid: account.accid, ...referrer };
      return {
        kind: 'order',
        accno: account.accno,
        values,
        currency,
        body:
          side === 'BUY'
            ? { ...common, orderside: 'BUY', amount: { value: ticket.amount, currency } }
            : { ...common, orderside: 'SELL', percent: ticket.percent ?? 0 },
      };
    }
    const common = { accountNumber: account.accno, onPremInstrumentId: instrument.instrument_id };
    return {
      kind: 'allocation-request',
      accid: account.accid,
      values,
      currency,
      body:
        side === 'BUY'
          ? { ...common, side: 'buy', amount: { value: ticket.amount, currency } }
          : { ...common, side: 'sell', percent: ticket.percent ?? 0 },
    };
  };

  const confirmDismissed = userSettings.settings.confirmOrderModalDismissed === true;
  const onSubmit = () => {
    if (state.loading || !ticket.valid) return;
    if (confirmDismissed) {
      const order = submission();
      if (order) sender.send(order);
    } else {
      dispatch({ type: 'confirmation-opened' });
    }
  };
  const onConfirm = () => {
    const order = submission();
    if (!order) return;
    if (state.dismissConfirmationsChecked) {
      // SPEC §4 step 4: ticking dismiss saves confirmOrderModalDismissed.
      userSettings.save({ confirmOrderModalDismissed: true }).catch((error: unknown) => {
        console.warn('<fund-order-panel>: the confirmation choice was not saved:', error);
      });
    }
    sender.send(order);
  };
  const clearInputs = () => {
    setBuyText('');
    setAmountText('');
    setPercentText('');
  };
  const onClose = () => {
    const destination = closeDestination(config.redirectOrigin);
    const proceed = emit('bw-order-close', { destination } satisfies OrderCloseDetail, {
      cancelable: true,
    });
    dispatch({ type: 'closed' });
    clearInputs();
    if (destination && proceed) location.assign(destination);
  };

  const figures: ConfirmationFigures | undefined =
    account && ticket.amount !== undefined && ticket.confirmationTotal !== undefined
      ? {
          side,
          fundName: instrument.name,
          account: accountLabel(account),
          currency,
          amount: ticket.amount,
          percent: ticket.percent,
          fee: ticket.fee,
          total: ticket.confirmationTotal,
        }
      : undefined;

  // SPEC §2: the order history, or the request history in the side panel.
  const historyLabel =
    config.variant === 'panel'
      ? t('fundOrder.link.requestHistory')
      : t('fundOrder.link.orderHistory');
  const status = state.orderStatus;
  let body;
  if (status?.status === 'SUCCESS' && state.orderValues) {
    body = (
      <SuccessView
        mode={config.mode}
        orderId={status.orderId}
        values={state.orderValues}
        currency={currency}
        onAnotherOrder={() => {
          dispatch({ type: 'another-order' });
          clearInputs();
        }}
        onClose={onClose}
      />
    );
  } else if (status?.status === 'UNKNOWN') {
    body = (
      <UnknownOutcomeView
        status={status}
        historyHref={links.history}
        historyLabel={historyLabel}
        onCheckAgain={sender.recheck}
        onBackToForm={() => dispatch({ type: 'another-order' })}
      />
    );
  } else {
    const permissionReason =
      !permission.allowed && permission.reason
        ? t(`fundOrder.allocation.reason.${permission.reason}`)
        : undefined;
    body = (
      <>
        {listed.length === 0 ? (
          <p role="status">{t(`fundOrder.noAccounts.${side}`)}</p>
        ) : (
          <OrderForm
            side={side}
            mode={config.mode}
            accounts={listed}
            accid={accid}
            onAccountChange={(next) => {
              setChosenAccid(next);
              clearInputs();
            }}
            information={information}
            currency={currency}
            minInvestment={minInvestment}
            holdings={side === 'SELL' ? accountHoldings : undefined}
            estimatedQuantity={estimatedQuantity}
            buyText={buyText}
            onBuyText={(raw) => setBuyText(cleanBuyAmount(raw))}
            sellMode={sellMode}
            onSellMode={onSellMode}
            amountText={amountText}
            onAmountText={onAmountText}
            percentText={percentText}
            onPercentText={onPercentText}
            ticket={ticket}
            accountUnusable={permissionReason !== undefined || refused !== undefined}
            sending={state.loading}
            onSubmit={onSubmit}
            notices={
              <>
                {status?.status === 'SESSION_EXPIRED' ? (
                  <div
                    role="alert"
                    className={`${css.bannerBox} ${css.banner.danger}`}
                    part="banner"
                  >
                    <p className={css.bannerText}>{t('fundOrder.sessionExpired')}</p>
                  </div>
                ) : null}
                {refused && status?.status !== 'FAILURE' ? (
                  <div
                    role="alert"
                    className={`${css.bannerBox} ${css.banner.danger}`}
                    part="banner"
                  >
                    <p className={css.bannerText}>
                      {isKnownFailureCode(refused.code)
                        ? t(`fundOrder.code.${refused.code}`)
                        : t('fundOrder.failure.code', { code: refused.code })}
                    </p>
                  </div>
                ) : null}
                {permissionReason ? (
                  <div
                    role="alert"
                    className={`${css.bannerBox} ${css.banner.danger}`}
                    part="banner"
                  >
                    <p className={css.bannerText}>{permissionReason}</p>
                  </div>
                ) : null}
                <SuitabilityBanner
                  notice={notice}
                  links={links}
                  expiresAt={
                    instrument.mifid2_category
                      ? suitabilityState?.expiry?.[instrument.mifid2_category]
                      : undefined
                  }
                />
              </>
            }
          />
        )}
        {status?.status === 'FAILURE' ? (
          <FailureView
            mode={config.mode}
            variant={config.variant}
            code={status.errorCode}
            historyHref={links.history}
            historyLabel={historyLabel}
            onRetry={() => dispatch({ type: 'another-order' })}
          />
        ) : null}
        <ConfirmationDialog
          open={state.confirmVisible}
          figures={figures}
          dismissChecked={state.dismissConfirmationsChecked}
          sending={state.loading}
          onDismissChange={(checked) => dispatch({ type: 'dismiss-toggled', checked })}
          onConfirm={onConfirm}
          onCancel={() => {
            if (!state.loading) dispatch({ type: 'confirmation-closed' });
          }}
        />
      </>
    );
  }

  return (
    <section
      className={`${css.panel} ${css.variant[config.variant]}`}
      part="panel"
      aria-labelledby="bw-order-title"
    >
      <header className={css.header}>
        <h2 id="bw-order-title" className={css.title} part="title">
          {config.mode === 'order'
            ? t(`fundOrder.title.${side}`, { fund: instrument.name })
            : t(`fundOrder.title.request.${side}`, { fund: instrument.name })}
        </h2>
      </header>
      {body}
      {config.mode === 'allocation-request' ? (
        <AllocationSection data={allocation} currency={currency} />
      ) : null}
      {data.tradingInfo ? <TradingInfoDrawer info={data.tradingInfo} side={side} /> : null}
      <OrderLinkList links={links} historyLabel={historyLabel} />
    </section>
  );
}
