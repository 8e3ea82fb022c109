import { apiClient } from '../../core/http/api-registry';
import type { ApiClient, TokenHeaderStyle } from '../../core/http/api-client';
import { useWidget } from './widget-context';

/**
 * The page's API client for the widget's `api-base`, sending the token in `style`
 * (docs/rules.md#backend-calls). Every widget on the same API base gets the same client, so they
 * share one token cache and one set of shared GET answers; the object stays the same across
 * renders.
 */
export function useApiClient(style: TokenHeaderStyle): ApiClient {
  return apiClient(useWidget().apiBase, style);
}
