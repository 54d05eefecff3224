import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { TextField } from '@/components/ui/text-field';
import type { MileageProblem } from './mileage-rules';
import { parseKilometres } from './mileage-rules';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

interface KilometreFormProps {
  title: string;
  label: string;
  hint: ReactNode;
  initial: number;
  /** Why the text cannot be saved; undefined when it can. */
  problemOf: (text: string) => MileageProblem | undefined;
  /** The message of a problem, with the numbers it needs. */
  problemText: (problem: MileageProblem) => string;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects when not (the action shows its toast); the text stays either way. */
  onSave: (kilometres: number) => Promise<unknown>;
}

/** A single whole-kilometre field with its rules shown next to it, checked before anything is sent. */
export function KilometreForm({ title, label, hint, initial, problemOf, problemText, submitLabel, pending, onSave }: KilometreFormProps) {
  const headingId = useId();
  const [text, setText] = useState(String(initial));
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = checked ? problemOf(text) : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    if (problemOf(text)) {
      input.current?.focus();
      return;
    }
    await onSave(parseKilometres(text)!).then(
      () => setChecked(false),
      () => undefined,
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {title}
      </Heading>
      <TextField
        ref={input}
        label={label}
        hint={hint}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem ? problemText(problem) : undefined}
        required
      />
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
