import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: 1rem 0;

  ${media.mobile} {
    > * {
      width: 100%;
    }
  }
`;

interface LoadMoreProps {
  onLoadMore: () => void;
  /** True while the next page loads. */
  loading?: boolean;
  /** When false nothing is shown: there is no next page. */
  hasMore: boolean;
  label?: string;
  className?: string;
}

/**
 * Fetches the next page of a list on request. A button rather than infinite scrolling, so
 * keyboard users can reach what follows the list.
 */
export function LoadMore({ onLoadMore, loading = false, hasMore, label, className }: LoadMoreProps) {
  const { t } = useTranslation('common');
  if (!hasMore) return null;
  return (
    <Row className={className}>
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {label ?? t('ui.loadMore')}
      </Button>
    </Row>
  );
}
