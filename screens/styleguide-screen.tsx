import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { columnsOnWide } from '@/components/ui/columns';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { CarIcon } from '@/components/ui/icons/car-icon';
import { ChatIcon } from '@/components/ui/icons/chat-icon';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { ErrorIcon } from '@/components/ui/icons/error-icon';
import { EyeIcon } from '@/components/ui/icons/eye-icon';
import { EyeOffIcon } from '@/components/ui/icons/eye-off-icon';
import { GiftIcon } from '@/components/ui/icons/gift-icon';
import { HelpIcon } from '@/components/ui/icons/help-icon';
import { HomeIcon } from '@/components/ui/icons/home-icon';
import { InfoIcon } from '@/components/ui/icons/info-icon';
import { MapPinIcon } from '@/components/ui/icons/map-pin-icon';
import { MenuIcon } from '@/components/ui/icons/menu-icon';
import { NewsIcon } from '@/components/ui/icons/news-icon';
import { SmsIcon } from '@/components/ui/icons/sms-icon';
import type { IconProps } from '@/components/ui/icons/svg-icon';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { WarningIcon } from '@/components/ui/icons/warning-icon';
import { LinkTabList } from '@/components/ui/link-tab-list';
import { LoadMore } from '@/components/ui/load-more';
import { PasswordField } from '@/components/ui/password-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Stack } from '@/components/ui/stack';
import { Switch } from '@/components/ui/switch';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';

/** How long the demo's pretend requests take, so loading states can be seen. */
const DEMO_REQUEST_MS = 1200;
const LOAD_MORE_PAGE = 3;
const LOAD_MORE_TOTAL = 9;

const ICONS: [string, (props: IconProps) => ReactNode][] = [
  ['bell', BellIcon],
  ['sms', SmsIcon],
  ['chat', ChatIcon],
  ['menu', MenuIcon],
  ['close', CloseIcon],
  ['chevron', ChevronIcon],
  ['user', UserIcon],
  ['eye', EyeIcon],
  ['eyeOff', EyeOffIcon],
  ['check', CheckIcon],
  ['warning', WarningIcon],
  ['error', ErrorIcon],
  ['info', InfoIcon],
  ['car', CarIcon],
  ['gift', GiftIcon],
  ['mapPin', MapPinIcon],
  ['help', HelpIcon],
  ['news', NewsIcon],
  ['home', HomeIcon],
];

// The bare layout supplies the <main> landmark and the page width.
const Page = styled.div``;

const Intro = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const Grid = styled.div`
  ${columnsOnWide('repeat(2, minmax(0, 1fr))', '1.5rem', 'minmax(0, 1fr)')}
  margin-top: 2rem;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.375rem;
    font-size: 0.875rem;
    text-align: center;
  }
`;

const ItemList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  const card = (
    <Card as="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {children}
    </Card>
  );
  return wide ? <Wide>{card}</Wide> : card;
}

/** Pretend requests that end by themselves; cleared when the screen goes away. */
function useDemoRequest() {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = (done?: () => void) => {
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      done?.();
    }, DEMO_REQUEST_MS);
  };
  return { busy, run };
}

/** Every UI component in the site's brand, for designers, testers and the accessibility check. */
export function StyleguideScreen() {
  const { t } = useTranslation('styleguide');
  const toast = useToast();
  const save = useDemoRequest();
  const retry = useDemoRequest();
  const more = useDemoRequest();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [shown, setShown] = useState(LOAD_MORE_PAGE);
  const [newsletter, setNewsletter] = useState(true);

  const menuItem = (key: 'profile' | 'settings' | 'logout') => ({
    id: key,
    label: t(`menu.${key}`),
    onSelect: () => toast.success(t('menu.chose', { item: t(`menu.${key}`) })),
  });

  return (
    <Page id="top">
      <Heading level={1}>{t('title')}</Heading>
      <Intro>{t('intro')}</Intro>

      <Grid>
        <Section title={t('sections.buttons')}>
          <Stack $gap="m">
            <Stack $row $wrap $gap="s">
              <Button>{t('buttons.primary')}</Button>
              <Button variant="secondary">{t('buttons.secondary')}</Button>
              <Button variant="link">{t('buttons.link')}</Button>
            </Stack>
            <Stack $row $wrap $gap="s">
              <Button loading={save.busy} onClick={() => save.run()}>
                {save.busy ? t('buttons.loading') : t('buttons.startLoading')}
              </Button>
              <Button disabled>{t('buttons.disabled')}</Button>
            </Stack>
            <Stack $row $wrap $gap="s">
              <Button variant="secondary" icon={<CarIcon size={20} />}>
                {t('buttons.withIcon')}
              </Button>
              <Button size="small" variant="secondary">
                {t('buttons.small')}
              </Button>
              <Button href="#top" variant="link">
                {t('buttons.asLink')}
              </Button>
            </Stack>
          </Stack>
        </Section>

        <Section title={t('sections.fields')}>
          <Stack $gap="m">
            <TextField label={t('fields.name')} required error={t('fields.nameError')} autoComplete="name" />
            <TextField label={t('fields.email')} hint={t('fields.emailHint')} type="email" autoComplete="email" />
            <PasswordField label={t('fields.password')} hint={t('fields.passwordHint')} autoComplete="new-password" />
          </Stack>
        </Section>

        <Section title={t('sections.choices')}>
          <Stack $gap="m">
            <Select
              label={t('choices.model')}
              placeholder={t('choices.modelPlaceholder')}
              defaultValue=""
              options={(['hatchback', 'estate', 'suv'] as const).map((value) => ({ value, label: t(`choices.${value}`) }))}
            />
            <Checkbox label={t('choices.terms')} hint={t('choices.termsHint')} />
            <Switch label={t('choices.newsletter')} hint={t('choices.newsletterHint')} checked={newsletter} onChange={setNewsletter} />
          </Stack>
        </Section>

        <Section title={t('sections.tabs')}>
          <Tabs
            label={t('tabs.label')}
            items={(['overview', 'service', 'documents'] as const).map((id) => ({
              id,
              label: t(`tabs.${id}`),
              content: <p>{t(`tabs.${id}Body`)}</p>,
            }))}
          />
        </Section>

        <Section title={t('sections.linkTabs')}>
          <LinkTabList
            label={t('linkTabs.label')}
            orientation="vertical"
            items={(['general', 'security', 'consent', 'interests'] as const).map((id, index) => ({
              href: `#${id}`,
              label: t(`linkTabs.${id}`),
              current: index === 0,
            }))}
          />
        </Section>

        <Section title={t('sections.menu')}>
          <DropdownMenu
            label={
              <>
                <UserIcon size={20} />
                {t('menu.button')}
              </>
            }
            items={[menuItem('profile'), menuItem('settings'), menuItem('logout')]}
          />
        </Section>

        <Section title={t('sections.dialog')}>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('dialog.open')}
          </Button>
          <Dialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            title={t('dialog.title')}
            description={t('dialog.body')}
            actions={
              <>
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  {t('dialog.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    setDialogOpen(false);
                    toast.success(t('dialog.removed'));
                  }}
                >
                  {t('dialog.confirm')}
                </Button>
              </>
            }
          />
        </Section>

        <Section title={t('sections.loading')}>
          <Stack $gap="m">
            <Spinner label={t('loading.spinner')} showLabel />
            <p>{t('loading.skeleton')}</p>
            <Stack $gap="s">
              <Stack $row $keepRow $gap="s">
                <Skeleton width="3rem" height="3rem" round />
                <Stack $gap="xs" style={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Stack>
              </Stack>
              <Skeleton height="6rem" />
            </Stack>
          </Stack>
        </Section>

        <Section title={t('sections.states')} wide>
          <Grid style={{ marginTop: 0 }}>
            <EmptyState icon={<GiftIcon size={28} />} title={t('states.emptyTitle')} description={t('states.emptyBody')} />
            <ErrorState retrying={retry.busy} onRetry={() => retry.run(() => toast.warning(t('states.retried')))} />
          </Grid>
          <ItemList>
            {Array.from({ length: shown }, (_, index) => (
              <li key={index}>{t('states.item', { number: index + 1 })}</li>
            ))}
          </ItemList>
          <LoadMore
            hasMore={shown < LOAD_MORE_TOTAL}
            loading={more.busy}
            onLoadMore={() => more.run(() => setShown((count) => Math.min(LOAD_MORE_TOTAL, count + LOAD_MORE_PAGE)))}
          />
        </Section>

        <Section title={t('sections.toasts')} wide>
          <Stack $row $wrap $gap="s">
            <Button onClick={() => toast.success(t('toasts.successMessage'))}>{t('toasts.success')}</Button>
            <Button variant="secondary" onClick={() => toast.warning(t('toasts.warningMessage'))}>
              {t('toasts.warning')}
            </Button>
            <Button variant="secondary" onClick={() => toast.error(t('toasts.errorMessage'))}>
              {t('toasts.error')}
            </Button>
            <Button variant="secondary" onClick={() => toast.success(t('toasts.delayedMessage'), { delay: 2000 })}>
              {t('toasts.delayed')}
            </Button>
            <Button variant="secondary" onClick={() => toast.warning(t('toasts.fixedMessage'), { pausable: false })}>
              {t('toasts.fixed')}
            </Button>
            <Button variant="secondary" onClick={() => toast.success(t('toasts.longMessage'), { duration: 10_000 })}>
              {t('toasts.long')}
            </Button>
          </Stack>
        </Section>

        <Section title={t('sections.icons')} wide>
          <IconGrid>
            {ICONS.map(([key, Icon]) => (
              <li key={key}>
                <Icon size={28} />
                {t(`icons.${key}`)}
              </li>
            ))}
          </IconGrid>
        </Section>
      </Grid>
    </Page>
  );
}
