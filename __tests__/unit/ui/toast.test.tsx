import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ToastApi } from '@/components/ui/toast/toast-context';
import { useToast } from '@/components/ui/toast/use-toast';
import { voltaTheme } from '@/styles/themes/volta';
import { renderWithProviders } from '../../utils/render-with-providers';

let toast: ToastApi;
function CaptureToastApi({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

function setup(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onApi = (api: ToastApi) => {
    toast = api;
  };
  renderWithProviders(<CaptureToastApi onApi={onApi} />, options);
  return { user };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const toastItems = () => screen.queryAllByRole('listitem');
const progressOf = (message: string) =>
  within(screen.getByText(message).closest('li')!).getByTestId('toast-progress').style.transform;

describe('toasts', () => {
  // The visible stack loads with the first toast of a page (next/dynamic). Load it once here, with
  // real timers, so the timing tests below see each toast the moment it is shown.
  beforeAll(async () => {
    setup();
    act(() => void toast.success('Loading the stack'));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Loading the stack');
    cleanup();
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays 5000 ms by default and is removed at exactly that time', async () => {
    setup();
    act(() => void toast.success('Saved'));
    expect(screen.getByRole('listitem')).toHaveTextContent('Saved');
    await wait(4999);
    expect(toastItems()).toHaveLength(1);
    await wait(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('appears only after its delay, then runs its full duration', async () => {
    setup();
    act(() => void toast.warning('Later', { delay: 1000, duration: 2000 }));
    expect(toastItems()).toHaveLength(0);
    await wait(999);
    expect(toastItems()).toHaveLength(0);
    await wait(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Later');
    await wait(1999);
    expect(toastItems()).toHaveLength(1);
    await wait(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('advances the progress bar in 10 ms steps', async () => {
    setup();
    act(() => void toast.success('Progress', { duration: 1000 }));
    expect(progressOf('Progress')).toBe('scaleX(0)');
    await wait(10);
    expect(progressOf('Progress')).toBe('scaleX(0.01)');
    await wait(5);
    expect(progressOf('Progress')).toBe('scaleX(0.01)');
    await wait(5);
    expect(progressOf('Progress')).toBe('scaleX(0.02)');
    await wait(480);
    expect(progressOf('Progress')).toBe('scaleX(0.5)');
  });

  it('pauses while hovered and resumes with only the unused time left', async () => {
    const { user } = setup();
    act(() => void toast.success('Hover me', { duration: 1000 }));
    await wait(300);
    await user.hover(screen.getByRole('listitem'));
    await wait(5000);
    expect(toastItems()).toHaveLength(1);
    expect(progressOf('Hover me')).toBe('scaleX(0.3)');
    await user.unhover(screen.getByRole('listitem'));
    await wait(699);
    expect(toastItems()).toHaveLength(1);
    await wait(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('pauses while it has keyboard focus', async () => {
    const { user } = setup();
    act(() => void toast.error('Focus me', { duration: 1000 }));
    await wait(200);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await wait(3000);
    expect(toastItems()).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).not.toHaveFocus();
    await wait(799);
    expect(toastItems()).toHaveLength(1);
    await wait(1);
    expect(toastItems()).toHaveLength(0);
  });

  it('keeps counting down on hover when not pausable', async () => {
    const { user } = setup();
    act(() => void toast.success('Fixed', { duration: 1000, pausable: false }));
    await user.hover(screen.getByRole('listitem'));
    await wait(1000);
    expect(toastItems()).toHaveLength(0);
  });

  it('shows the newest toast first', () => {
    setup();
    act(() => void toast.success('Older'));
    act(() => void toast.error('Newer'));
    expect(toastItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newer'),
      expect.stringContaining('Older'),
    ]);
  });

  it('can be dismissed by hand with its labelled close button', async () => {
    const { user } = setup();
    act(() => void toast.success('Bye'));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(toastItems()).toHaveLength(0);
    expect(screen.getByTestId('toast-live-polite')).toBeEmptyDOMElement();
  });

  it('can be dismissed from code by its id', () => {
    setup();
    let id = '';
    act(() => {
      id = toast.warning('By id');
    });
    act(() => toast.dismiss(id));
    expect(toastItems()).toHaveLength(0);
  });

  it('announces errors assertively and the rest politely, with their kind', () => {
    setup();
    act(() => void toast.success('Profile saved'));
    act(() => void toast.error('Could not save'));
    expect(screen.getByTestId('toast-live-polite')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('toast-live-assertive')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('toast-live-polite')).toHaveTextContent('Done: Profile saved');
    expect(screen.getByTestId('toast-live-polite')).not.toHaveTextContent('Could not save');
    expect(screen.getByTestId('toast-live-assertive')).toHaveTextContent('Error: Could not save');
  });

  it('takes its colour from the theme by kind, and translates its labels', () => {
    setup({ theme: 'volta', locale: 'da' });
    act(() => void toast.error('Fejlbesked'));
    expect(screen.getByRole('listitem')).toHaveStyle({ backgroundColor: voltaTheme.colors.error });
    expect(screen.getByRole('button', { name: 'Luk beskeden' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Statusbeskeder' })).toBeInTheDocument();
  });

  it('renders custom content that can dismiss its toast, still announcing the message', async () => {
    const { user } = setup();
    act(
      () =>
        void toast.show({
          kind: 'warning',
          message: 'Update available',
          render: (item, { dismiss }) => (
            <button type="button" onClick={dismiss}>
              Reload ({item.kind})
            </button>
          ),
        }),
    );
    expect(screen.getByTestId('toast-live-polite')).toHaveTextContent('Update available');
    await user.click(screen.getByRole('button', { name: 'Reload (warning)' }));
    expect(toastItems()).toHaveLength(0);
  });

  it('fails clearly when used outside a ToastProvider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { render } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
    expect(() => render(<CaptureToastApi onApi={() => undefined} />)).toThrow('useToast must be used inside a ToastProvider');
    error.mockRestore();
  });
});
