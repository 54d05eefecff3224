import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { renderWithProviders } from '../../utils/render-with-providers';

function DialogDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove vehicle</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Remove this vehicle?"
        description="You can add it again later."
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Remove</Button>
          </>
        }
      />
    </>
  );
}

function setup(locale?: 'da') {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithProviders(<DialogDemo onClose={onClose} />, { locale });
  return { user, onClose };
}

const opener = () => screen.getByRole('button', { name: 'Remove vehicle' });

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { user } = setup();
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Remove this vehicle?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You can add it again later.');
  });

  it('moves focus inside and keeps Tab and Shift+Tab there', async () => {
    const { user } = setup();
    await user.click(opener());
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, onClose } = setup();
    await user.click(opener());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('makes the page behind it inert while open, and usable again after', async () => {
    const { user } = setup();
    await user.click(opener());
    expect(opener().closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener().closest('[inert]')).toBeNull();
    expect(opener()).toHaveFocus();
  });

  it('has a translated close button', async () => {
    const { user, onClose } = setup('da');
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
