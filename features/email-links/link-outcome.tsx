import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/api-client/core/api-error';
import { isRequiredError } from '@/api-client/core/required-params';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { Stack } from '@/components/ui/stack';

/** What a landing page's call ended in (docs/product.md#e-mail-landing-pages). */
export type LinkFailure = 'expired' | 'unknown' | 'outage';

/**
 * A failed landing call in the page's words: 410 is a link that has expired (or whose account was
 * closed), 404 (or an id the contract refuses) one the backend does not know; anything else
 * (no answer, a 5xx) is an outage the owner can retry.
 */
export function linkFailure(error: unknown): LinkFailure {
  if (isRequiredError(error)) return 'unknown';
  if (!isApiError(error)) return 'outage';
  if (error.status === 410) return 'expired';
  if (error.status === 404 || error.status === 400) return 'unknown';
  return 'outage';
}

/**
 * A landing call before its answer: the busy line while it runs; when it failed, the outage with
 * a retry, or the page's own words for a link that has expired or is unknown (`failed`).
 */
export function LinkCallState({
  query,
  busy,
  outage,
  failed,
}: {
  query: { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  busy: string;
  outage: string;
  failed: (failure: Exclude<LinkFailure, 'outage'>) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={busy} showLabel />;
  const failure = linkFailure(query.error);
  if (failure === 'outage') {
    return <ErrorState message={outage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return failed(failure);
}

const Text = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** One state of a landing page: its message (a status or an alert), a sentence on, the ways on. */
export function LinkOutcome({
  tone,
  message,
  detail,
  actions,
}: {
  tone: 'success' | 'error';
  message: ReactNode;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <>
      {/* A status or an alert: read out when the answer replaces the loading line. */}
      <FormAlert tone={tone}>{message}</FormAlert>
      {detail && <Text>{detail}</Text>}
      <Stack $gap="m" $align="start">
        {actions}
      </Stack>
    </>
  );
}
