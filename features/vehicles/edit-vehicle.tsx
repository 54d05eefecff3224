import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NICKNAME_MAX_LENGTH, REGISTRATION_MAX_LENGTH, REGISTRATION_MIN_LENGTH } from '@/config/vehicles';
import type { Vehicle } from '@/api-client/vehicles/vehicles-api';
import { useUpdateVehicle } from '@/api-client/vehicles/vehicles-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.5rem;
  align-items: start;

  > h3,
  > p,
  > div:last-child {
    grid-column: 1 / -1;
  }
`;

type Field = 'nickname' | 'colour' | 'registrationNumber';

function problems(values: Record<Field, string>): Partial<Record<Field, 'tooLong' | 'required' | 'length'>> {
  const found: Partial<Record<Field, 'tooLong' | 'required' | 'length'>> = {};
  if (values.nickname.trim().length > NICKNAME_MAX_LENGTH) found.nickname = 'tooLong';
  if (values.colour.trim() === '') found.colour = 'required';
  else if (values.colour.trim().length > NICKNAME_MAX_LENGTH) found.colour = 'tooLong';
  const registration = values.registrationNumber.trim();
  if (registration.length < REGISTRATION_MIN_LENGTH || registration.length > REGISTRATION_MAX_LENGTH) found.registrationNumber = 'length';
  return found;
}

/** The details the owner may change themself (PUT vehicles/{vehicleId}): nickname, colour, registration number. */
export function EditVehicle({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicle');
  const toast = useToast();
  const update = useUpdateVehicle();
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    nickname: vehicle.nickname ?? '',
    colour: vehicle.colour,
    registrationNumber: vehicle.registrationNumber,
  });
  const [checked, setChecked] = useState(false);
  const nicknameInput = useRef<HTMLInputElement>(null);
  const colourInput = useRef<HTMLInputElement>(null);
  const registrationInput = useRef<HTMLInputElement>(null);
  const found = checked ? problems(values) : {};
  const limits = { max: NICKNAME_MAX_LENGTH, min: REGISTRATION_MIN_LENGTH, maxRegistration: REGISTRATION_MAX_LENGTH };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    setChecked(true);
    const now = problems(values);
    const first = (['nickname', 'colour', 'registrationNumber'] as const).find((field) => now[field]);
    if (first) {
      ({ nickname: nicknameInput, colour: colourInput, registrationNumber: registrationInput })[first].current?.focus();
      return;
    }
    try {
      await update.mutateAsync({
        vehicleId: vehicle.vehicleId,
        body: { nickname: values.nickname.trim() || null, colour: values.colour.trim(), registrationNumber: values.registrationNumber.trim() },
      });
      setChecked(false);
      toast.success(t('edit.saved'));
    } catch (failure) {
      toast.error(t(failureKey(failure, 'edit.failed')));
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: found[name] ? t(`edit.problem.${name}.${found[name]}`, limits) : undefined,
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {t('edit.title')}
      </Heading>
      <TextField ref={nicknameInput} label={t('edit.nickname')} hint={t('edit.nicknameHint', limits)} autoComplete="off" {...field('nickname')} />
      <TextField ref={colourInput} label={t('edit.colour')} required autoComplete="off" {...field('colour')} />
      <TextField ref={registrationInput} label={t('edit.registrationNumber')} required autoComplete="off" {...field('registrationNumber')} />
      <div>
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </Form>
  );
}
