import { useState } from 'react';
import { apiClient, apiConnection } from '../../core/http/api-registry';
import type { ApiClient, TokenHeaderStyle } from '../../core/http/api-client';
import { useWidget } from './widget-context';

/**
 * The page's API client for the widget's `api-base`, sending the token in `style` (SPEC §7).
 * Every widget on the same API base gets the same client, so they share one token cache and
 * one set of shared GET answers; the object stays the same across renders.
 */
export function useApiClient(style: TokenHeaderStyle): ApiClient {
  return apiClient(useWidget().apiBase, style);
}

/**
 * Asks for the session token (SPEC §7 "Token refresh") as the widget starts its first render,
 * when `needed`: its first calls wait for the token, and that render is its costliest, so the
 * two overlap instead of following each other. The calls then share the same refresh (or the
 * token it gave), as every caller of one API base does. A failure is theirs to meet. Nothing is
 * asked where there is no page (a server rendering the React entry).
 */
export function useSessionTokenAtStart(needed: boolean): void {
  const { apiBase } = useWidget();
  useState(() => {
    if (!needed || typeof window === 'undefined') return;
    apiConnection(apiBase)
      .tokens.token()
      .catch(() => undefined);
  });
}
