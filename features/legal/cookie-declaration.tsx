import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COOKIE_DECLARATION_SCRIPTS, COOKIE_DECLARATION_TIMEOUT_MS } from '@/config/analytics';
import type { SiteConfig } from '@/config/site-schema';
import { Skeleton } from '@/components/ui/skeleton';

const Placeholder = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type DeclarationState = 'loading' | 'shown' | 'failed';

/** The attribute name of a cookieData key: culture -> data-culture, domainId -> data-domain-id. */
function dataAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The consent provider's own cookie declaration (cookiePageType 'declaration'): its script, loaded
 * here with the site's cookieData, draws the list of cookies the provider found on the site into
 * this section. Until it has drawn something the section says it is loading; when the script
 * fails, is blocked, or draws nothing within COOKIE_DECLARATION_TIMEOUT_MS, the portal's own
 * table (`fallback`) is shown instead, after a line saying so. The page's CSP lets it run because
 * this code adds it ('strict-dynamic', lib/security/security-headers.ts); only a site whose cookie
 * page is of that type renders this.
 */
export function CookieDeclaration({ site, fallback }: { site: Pick<SiteConfig, 'cookieProvider' | 'cookieData'>; fallback: ReactNode }) {
  const { t } = useTranslation('legal');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<DeclarationState>('loading');

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const { src, id } = COOKIE_DECLARATION_SCRIPTS[site.cookieProvider];
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    for (const [key, value] of Object.entries(site.cookieData)) script.setAttribute(dataAttribute(key), value);
    // Drawn: anything in the box besides the script itself.
    const drawn = () => [...box.childNodes].some((node) => node !== script && (node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim()));
    const observer = new MutationObserver(() => {
      if (drawn()) setState('shown');
    });
    observer.observe(box, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), COOKIE_DECLARATION_TIMEOUT_MS);
    script.onerror = () => setState('failed');
    box.appendChild(script);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      script.remove();
    };
  }, [site.cookieProvider, site.cookieData]);

  return (
    <>
      {state === 'loading' && (
        <Placeholder role="status">
          <Note>{t('cookies.declaration.loading')}</Note>
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" width="80%" />
          <Skeleton height="1.25rem" width="90%" />
        </Placeholder>
      )}
      {/* The provider draws into this box; it stays mounted whatever the state, so the script keeps its place. */}
      <div ref={container} hidden={state === 'failed'} data-cookie-declaration={site.cookieProvider} />
      {state === 'failed' && (
        <>
          <Note role="status">{t('cookies.declaration.fallback')}</Note>
          {fallback}
        </>
      )}
    </>
  );
}
