import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ADD_VEHICLE_ANCHOR, VEHICLE_SOURCE } from '@/config/vehicles';
import { failureKey } from '@/api-client/core/api-error';
import { isNotFoundError } from '@/api-client/core/not-found';
import { useAddVehicle, useSearchVehicle, useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { vehicleRefusal } from '@/api-client/vehicles/vehicle-refusal';
import { focusLost } from '@/lib/focus-lost';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { vehicleHeadingId } from './vehicle-card';

const Row = styled.form`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  flex-wrap: wrap;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

const Result = styled.div`
  margin-top: 1rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

/** How long a car just added may take to show in the list before the focus goes to the search field instead. */
const ADDED_CAR_WAIT_MS = 1000;
const ADDED_CAR_POLL_MS = 50;

/** What the search found, and whether it can be added here. */
type Outcome = 'found' | 'alreadyYours' | 'hasOwner' | 'otherBrand';

/**
 * Finds a vehicle by registration number or VIN in the national register (vehicle-search with the
 * site's brand and market), shows it, and adds it on confirmation. A vehicle of another brand, one
 * already on this account or one registered to someone else is explained and not added.
 */
export function AddVehicle({ onAdded }: { onAdded?: (vehicleId: string) => void }) {
  const { t } = useTranslation('vehicle');
  const { site } = useSite();
  const toast = useToast();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [searchValue, setSearchValue] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  // The car just added: the focus goes to its name once the list shows it (its "Yes, add" button is gone).
  const [added, setAdded] = useState<{ vehicleId: string } | null>(null);
  const vehicles = useVehicles();
  const search = useSearchVehicle(
    { searchValue, brandId: site.brandId, marketId: site.marketId },
    { enabled: searchValue !== '', staleTime: 0 },
  );
  const add = useAddVehicle();

  // Arrived by home's "Add car" (…#add-vehicle): the owner came to type a number, so the field
  // takes the cursor (and the browser scrolls to it).
  useEffect(() => {
    if (window.location.hash === `#${ADD_VEHICLE_ANCHOR}`) input.current?.focus();
  }, []);

  // The list draws the new car a moment after the save (it is told by React Query, not by this
  // form): look for its name until it is there, else give the focus to the search field. Only
  // while the focus is still lost: an owner who has moved on keeps it where they put it.
  useEffect(() => {
    if (!added) return;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focus = () => {
      if (!focusLost()) return;
      const heading = document.getElementById(vehicleHeadingId(added.vehicleId));
      if (heading) heading.focus();
      else if (waited >= ADDED_CAR_WAIT_MS) input.current?.focus();
      else {
        waited += ADDED_CAR_POLL_MS;
        timer = setTimeout(focus, ADDED_CAR_POLL_MS);
      }
    };
    focus();
    return () => clearTimeout(timer);
  }, [added]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setEmptyError(true);
      input.current?.focus();
      return;
    }
    setEmptyError(false);
    add.reset();
    if (value === searchValue) void search.refetch();
    setSearchValue(value);
  }

  function reset() {
    setSearchValue('');
    setText('');
    add.reset();
    input.current?.focus();
  }

  async function confirm(vehicleId: string, label: string) {
    if (add.isPending) return;
    try {
      await add.mutateAsync({ vehicleId, source: VEHICLE_SOURCE });
      toast.success(t('add.added', { name: label }));
      setSearchValue('');
      setText('');
      onAdded?.(vehicleId);
      setAdded({ vehicleId });
    } catch (failure) {
      toast.error(t(failureKey(failure, 'add.failed')));
    }
  }

  const found = search.data;
  let outcome: Outcome | undefined;
  if (searchValue && found) {
    const refusal = vehicleRefusal(found, site.brandId);
    // The owner's own car has an owner too: that it is already theirs comes first.
    if (refusal === 'otherBrand') outcome = 'otherBrand';
    else if (vehicles.data?.some((v) => v.vehicleId === found.vehicleId)) outcome = 'alreadyYours';
    else outcome = refusal ?? 'found';
  }
  // A failed search shows only when it has no answer to show (a failed refetch keeps the car found).
  const failed = searchValue !== '' && search.isError && found === undefined;
  const notFound = failed && isNotFoundError(search.error);
  const label = found ? `${found.model} ${found.modelYear}, ${found.registrationNumber}` : '';

  return (
    <Card as="section" id={ADD_VEHICLE_ANCHOR} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('add.title')}
      </Heading>
      <p>{t('add.intro')}</p>
      <Row noValidate onSubmit={onSearch} role="search" aria-label={t('add.title')}>
        <TextField
          ref={input}
          label={t('add.label')}
          hint={t('add.hint')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={emptyError ? t('add.problem.required') : undefined}
        />
        <Button type="submit" loading={searchValue !== '' && search.isFetching}>
          {t('add.search')}
        </Button>
      </Row>
      <div role="status" aria-live="polite" ref={resultRef}>
        {searchValue !== '' && !search.isFetching && (
          <>
            {notFound && (
              <Result>
                <p>{t('add.notFound', { value: searchValue })}</p>
              </Result>
            )}
            {failed && !notFound && (
              <Result>
                <p>{t('add.searchFailed')}</p>
                <Button variant="secondary" onClick={() => void search.refetch()}>
                  {t('common:ui.tryAgain')}
                </Button>
              </Result>
            )}
            {found && outcome && (
              <Result>
                <p>
                  <strong>{t('add.found', { model: found.model, year: found.modelYear, registration: found.registrationNumber })}</strong>
                </p>
                {outcome === 'found' ? (
                  <>
                    <p>{t('add.confirmQuestion')}</p>
                    <Actions>
                      <Button onClick={() => void confirm(found.vehicleId, label)} loading={add.isPending}>
                        {t('add.confirm')}
                      </Button>
                      <Button variant="secondary" onClick={reset}>
                        {t('add.cancel')}
                      </Button>
                    </Actions>
                  </>
                ) : (
                  <p>{t(`add.refused.${outcome}`, { brand: t(`common:brand.${site.brand}.name`) })}</p>
                )}
              </Result>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
