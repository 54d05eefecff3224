import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLink } from '@/components/ui/share-link';
import { renderWithProviders } from '../../utils/render-with-providers';

const PATH = '/fordele?reward=3f2b8c1e-9d4a-4b6e-8f21-7c5d0e9a1b23';
const LINK = `${window.location.origin}${PATH}`;

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

function withShareSheet(answer: () => Promise<void>) {
  const share = jest.fn(answer);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  return share;
}

describe('ShareLink', () => {
  it('without a share sheet, copies the link on this host and says so in a live region, by keyboard too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareLink path={PATH} title="Køreteknisk kursus" />, { site: 'aurora-dk' });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Del' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(write).toHaveBeenCalledWith(LINK);
    expect(status).toHaveTextContent('Linket er kopieret – sæt det ind, hvor du vil dele det.');
    // Said again on a second copy: the words are new to the live region.
    const said = status.firstElementChild;
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(status.firstElementChild).not.toBe(said);
  });

  it('when copying is refused, shows the link to copy by hand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareLink path={PATH} title="Kursus" />, { site: 'volta-se' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Dela' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Länken kunde inte kopieras. Markera den här och kopiera den själv: ${LINK}`);
  });

  it("opens the system's share sheet where there is one, with the title and the link, and copies nothing", async () => {
    const user = userEvent.setup();
    const share = withShareSheet(async () => undefined);
    renderWithProviders(<ShareLink path={PATH} title="Køreteknisk kursus" />, { site: 'aurora-dk' });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(share).toHaveBeenCalledWith({ title: 'Køreteknisk kursus', url: LINK });
    expect(write).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing when the owner closes the sheet, and copies when the sheet cannot open', async () => {
    const user = userEvent.setup();
    const share = withShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    renderWithProviders(<ShareLink path={PATH} title="Kursus" />, { site: 'aurora-dk' });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(write).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    share.mockImplementation(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(write).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Linket er kopieret');
  });
});
