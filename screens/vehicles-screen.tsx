import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiClientCodeInPage } from '@/api-client/core/client-code-in-page';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { ScreenHeading } from '@/components/shell/screen-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { AddVehicle } from '@/features/vehicles/add-vehicle';
import { useOpenVehicle } from '@/features/vehicles/use-open-vehicle';
import { FirstCarPicture, VehicleList, VehicleListSkeleton } from '@/features/vehicles/vehicle-list';
import { Nothing } from '@/lib/offline/import-when-online';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

const sectionOutline = <Skeleton height="24rem" />;

// Below the owner's cars and fetched after them, so the vehicles route's first load stays as it was.
// React.lazy, not next/dynamic: next/dynamic follows its chunk through a store, and a chunk that
// arrives while React draws the sections in the background makes React throw that render away and
// do it again at once, in one long task (docs/performance.md#loaded-when-shown); a lazy section
// suspends alone behind its outline. Offline, its code is asked for again once the browser is back;
// a section whose code cannot be had is left out, and the page stays (lib/offline/lazy-when-online.ts).
const InvoicesSection = lazyWhenOnline(() => import('@/features/invoices/invoices-section'), (module) => module.default, Nothing);
const PartsCatalogue = lazyWhenOnline(() => import('@/features/parts/parts-catalogue'), (module) => module.default, Nothing);

/** How long the browser may stay busy after the cars have answered before the sections below mount anyway. */
const AFTER_CARS_IDLE_TIMEOUT_MS = 1000;

/**
 * The invoices and the parts catalogue, below the cars (well below the first screen on a phone),
 * mount once the cars have answered and the browser is idle, as an interruptible render: their
 * code and their five calls no longer share a slow phone's network and CPU with the cars, which
 * are what the owner opened the page for. Until then their outlines hold their place.
 * The idle wait is AfterLoad's (components/shell/after-load.tsx), written out here: every way of
 * sharing it tried (a hook, a fallback prop) added 70-110 bytes to `_app`, more than the rewards
 * route has left under its budget.
 */
function AfterCars({ children }: { children: ReactNode }) {
  const carsPending = useVehicles().isPending;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (carsPending || ready) return;
    const mount = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(mount, { timeout: AFTER_CARS_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(mount, 0);
    return () => clearTimeout(timer);
  }, [carsPending, ready]);
  return ready ? <Suspense fallback={sectionOutline}>{children}</Suspense> : sectionOutline;
}

const Page = styled.div`
  display: grid;
  gap: 2rem;
`;

/**
 * The vehicles page's static page, and what it shows until it opens (its shell: the route guard's,
 * features/auth/route-guard.tsx): its heading and the first car's outline, with the car's picture
 * of last time where this browser holds one, in the place and size of the card's picture, so the
 * page's largest paint is there before its scripts. The screen's own outlines then take over.
 */
export function VehiclesShell() {
  return (
    <Page>
      <ApiClientCodeInPage />
      <ScreenHeading route="vehicles" spaced={false} />
      <VehicleListSkeleton outlines={1} firstPicture={<FirstCarPicture />} />
    </Page>
  );
}

/** The owner's vehicles: each with its details and actions, a way to add another, their service invoices and the parts catalogue. */
export function VehiclesScreen() {
  const [openId, setOpenId] = useOpenVehicle();
  return (
    <Page>
      <ScreenHeading route="vehicles" spaced={false} />
      <VehicleList openId={openId} onOpenChange={setOpenId} />
      <AddVehicle onAdded={setOpenId} />
      <AfterCars>
        <InvoicesSection />
      </AfterCars>
      <AfterCars>
        <PartsCatalogue />
      </AfterCars>
    </Page>
  );
}
