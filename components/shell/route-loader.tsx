import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { LAYER, ROUTE_LOADER_CLEAR_DELAY_MS } from '@/config/layout';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  z-index: ${LAYER.routeLoader};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;

/** Shows a loading bar while the route changes; it clears a short while after the change completes (docs/product.md#layouts). */
export function RouteLoader() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      setLoading(true);
    };
    const done = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLoading(false), ROUTE_LOADER_CLEAR_DELAY_MS);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  return (
    <>
      {loading && <Bar data-testid="route-loader" aria-hidden="true" />}
      <VisuallyHidden role="status">{loading ? t('loading') : ''}</VisuallyHidden>
    </>
  );
}
