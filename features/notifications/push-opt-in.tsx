import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDeviceToken } from '@/api-client/profile/profile-hooks';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast/use-toast';
import { deviceTokenOf, PushPermissionDeniedError, subscribeToPush } from '@/lib/push/push-subscription';
import { currentPushSubscription, pushSupported, withdrawPushSubscription } from '@/lib/push/withdraw-push';
import { useSite } from '@/lib/site-context';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * "Notify me on this device", on sites whose file carries the backend's Web Push key
 * (webPushPublicKey): nothing is asked of the browser until the owner switches it on. On: the
 * service worker is registered, the browser asks the owner's permission, and the subscription goes
 * to the backend with the device-token call. Off (or signing out: lib/push/withdraw-on-session-end.ts):
 * the subscription ends. When this browser is already subscribed, its token is sent again on the
 * page's first visit, so the backend holds the current one.
 */
export function PushOptIn() {
  const { site } = useSite();
  return site.webPushPublicKey ? <PushSwitch publicKey={site.webPushPublicKey} /> : null;
}

function PushSwitch({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  // Signed-in sections render in the browser only, where support can be told at once.
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);
  const register = useUpdateDeviceToken();
  const refreshed = useRef(false);

  useEffect(() => {
    let live = true;
    if (!pushSupported()) return;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!live) return;
        setState(subscription ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off');
        if (subscription && !refreshed.current) {
          refreshed.current = true;
          register.mutate({ deviceToken: deviceTokenOf(subscription) });
        }
      });
    return () => {
      live = false;
    };
    // Once per visit: `register` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      const subscription = await subscribeToPush(publicKey);
      try {
        await register.mutateAsync({ deviceToken: deviceTokenOf(subscription) });
      } catch (error) {
        // The backend does not know this device: nothing would arrive, so the browser is not left subscribed.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setState('on');
      toast.success(t('push.turnedOn'));
    } catch (error) {
      if (error instanceof PushPermissionDeniedError) {
        setState(Notification.permission === 'denied' ? 'denied' : 'off');
        toast.warning(t('push.notAllowed'));
      } else {
        toast.error(t('push.failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    await withdrawPushSubscription();
    setBusy(false);
    setState('off');
    toast.success(t('push.turnedOff'));
  }

  return <PushCard state={state} busy={busy} onChange={(on) => void (on ? turnOn() : turnOff())} />;
}

function PushCard({ state, busy, onChange }: { state: PushState; busy: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('notifications');
  const hint = state === 'denied' ? t('push.denied') : state === 'unsupported' ? t('push.unsupported') : state === 'on' ? t('push.onHint') : t('push.offHint');
  return (
    <Card as="section" aria-label={t('push.title')}>
      <Switch
        label={t('push.label')}
        hint={hint}
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported' || state === 'denied'}
        onChange={onChange}
      />
    </Card>
  );
}

/**
 * The switch as the screen first draws it in a browser that can show notifications, while it
 * asks the browser whether this device is subscribed: off, not yet usable, with its hint. The
 * notifications page's static page shows it under the heading (its shell,
 * pages/[site]/[locale]/notifications.tsx), on sites with push, so the screen's largest text is
 * there when the page arrives and stays in place when the screen takes over
 * (docs/performance.md#screen-shell).
 */
export function PushOptInOutline() {
  const { site } = useSite();
  return site.webPushPublicKey ? <PushCard state="checking" busy={false} onChange={() => undefined} /> : null;
}
