import type { ReactNode } from 'react';
import { LineIcon } from '../ui/line-icon';

/** An 18 px line icon. */
const Icon = (props: { children: ReactNode }) => <LineIcon size={18}>{props.children}</LineIcon>;

export const SettingsIcon = () => (
  <Icon>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);

export const CompareIcon = () => (
  <Icon>
    <path d="M3 17l5-6 4 3 8-9" />
    <path d="M3 20l6-3 4 1 8-5" strokeDasharray="2 3" />
  </Icon>
);

export const TechnicalAnalysisIcon = () => (
  <Icon>
    <path d="M3 3v18h18" />
    <path d="M6 15c2-6 4-6 6-2s4 4 7-5" />
  </Icon>
);

export const BuySellIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="3" />
    <circle cx="17" cy="17" r="3" />
    <path d="M10 14l4-4" />
  </Icon>
);

export const BidPriceIcon = () => (
  <Icon>
    <path d="M3 12l9-9h8v8l-9 9z" />
    <circle cx="16" cy="8" r="1.5" />
  </Icon>
);

export const MaximizeIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

export const LeaveFullscreenIcon = () => (
  <Icon>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const TableIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 10h18M3 15h18M10 4v16" />
  </Icon>
);
