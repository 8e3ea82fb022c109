import type { ReactNode } from 'react';
import type { Translate } from '../../../core/i18n';
import type { DrawerTab, OpenDrawer } from '../model/graph-header';
import {
  BidPriceIcon,
  BuySellIcon,
  CompareIcon,
  LeaveFullscreenIcon,
  MaximizeIcon,
  SettingsIcon,
  TableIcon,
  TechnicalAnalysisIcon,
} from './header-icons';
import * as css from './graph-chrome.css';

const TAB_ICONS: Readonly<Record<DrawerTab, () => ReactNode>> = {
  settings: SettingsIcon,
  compare: CompareIcon,
  'technical-analysis': TechnicalAnalysisIcon,
};

/**
 * A toggle of the header: a chip with an icon, its label, and its name always. Where the card is
 * too narrow for the label, a mouse sees the icon and the label as its tooltip, a touch screen
 * both (see graph-chrome.css.ts).
 */
function Chip({
  register,
  ...props
}: {
  icon: () => ReactNode;
  label: string;
  showLabel: boolean;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  /** Hears the button element, for focus to come back to it. */
  register?: (element: HTMLButtonElement | null) => void;
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <button
      ref={register}
      type="button"
      className={css.chip}
      aria-pressed={props.expanded === undefined ? props.pressed : undefined}
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? props.controls : undefined}
      aria-label={props.showLabel ? undefined : props.label}
      title={props.showLabel ? undefined : props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon />
      <span className={props.showLabel ? undefined : css.narrowChipLabel}>{props.label}</span>
    </button>
  );
}

/** The header's controls that take focus back when what they opened closes. */
export type FocusReturn = DrawerTab | 'table' | 'maximize';

/** A header toggle that is on or off: the Buy & Sell dots, the bid price. */
export interface HeaderToggle {
  on: boolean;
  onToggle: () => void;
}

/**
 * The graph's header: a chip per drawer tab, each opening its tab and closing it on a second click;
 * the Buy & Sell and Bid price toggles; the historical table; the Resolution dropdown; and
 * Maximize, or the way back from fullscreen. Labels show when there is room for them (see
 * model/graph-header.ts), and on touch screens; the chips keep their names either way.
 */
export function GraphHeader(props: {
  /** False: the header's rows without their controls, at their height (see graph-chrome.css.ts). */
  controls: boolean;
  tabs: readonly DrawerTab[];
  open: OpenDrawer;
  drawerId: string;
  onTab: (tab: DrawerTab) => void;
  labels: { buySell: boolean; other: boolean };
  buySell: HeaderToggle | undefined;
  bidPrice: HeaderToggle | undefined;
  onTable: (() => void) | undefined;
  resolution: ReactNode;
  maximize: boolean;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
  /** Hears each control that focus comes back to (a tab's chip, the table's, Maximize). */
  controlRef: (control: FocusReturn, element: HTMLElement | null) => void;
  t: Translate;
}) {
  const { t, labels } = props;
  if (!props.controls) {
    return (
      <div className={css.header} part="header">
        <div className={css.chips} />
        <div className={css.headerEnd} />
      </div>
    );
  }
  return (
    <div className={css.header} part="header">
      <div className={css.chips} role="group" aria-label={t('priceGraph.header.tools')}>
        {props.tabs.map((tab) => (
          <Chip
            key={tab}
            icon={TAB_ICONS[tab]}
            label={t(`priceGraph.drawer.${tab}`)}
            showLabel={labels.other}
            expanded={props.open === tab}
            controls={props.drawerId}
            register={(element) => props.controlRef(tab, element)}
            onClick={() => props.onTab(tab)}
          />
        ))}
        {props.buySell ? (
          <Chip
            icon={BuySellIcon}
            label={t('priceGraph.header.buySell')}
            showLabel={labels.buySell}
            pressed={props.buySell.on}
            onClick={props.buySell.onToggle}
          />
        ) : null}
        {props.bidPrice ? (
          <Chip
            icon={BidPriceIcon}
            label={t('priceGraph.header.bidPrice')}
            showLabel={labels.other}
            pressed={props.bidPrice.on}
            onClick={props.bidPrice.onToggle}
          />
        ) : null}
        {props.onTable ? (
          <Chip
            icon={TableIcon}
            label={t('priceGraph.header.table')}
            showLabel={labels.other}
            register={(element) => props.controlRef('table', element)}
            onClick={props.onTable}
          />
        ) : null}
      </div>
      <div className={css.headerEnd}>
        {props.resolution}
        {props.maximize ? (
          <button
            ref={(element) => props.controlRef('maximize', element)}
            type="button"
            className={css.iconButton}
            aria-label={t('priceGraph.header.maximize')}
            title={t('priceGraph.header.maximize')}
            onClick={() => props.onFullscreen(true)}
          >
            <MaximizeIcon />
          </button>
        ) : null}
        {props.fullscreen ? (
          <button
            type="button"
            className={css.iconButton}
            aria-label={t('priceGraph.header.leaveFullscreen')}
            title={t('priceGraph.header.leaveFullscreen')}
            onClick={() => props.onFullscreen(false)}
          >
            <LeaveFullscreenIcon />
          </button>
        ) : null}
      </div>
    </div>
  );
}
