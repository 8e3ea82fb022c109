import type { ReactNode } from 'react';
import { LineIcon } from '../../ui/line-icon';

/** A 20 px line icon. */
const Icon = (props: { children: ReactNode }) => <LineIcon size={20}>{props.children}</LineIcon>;

export const CalendarIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
