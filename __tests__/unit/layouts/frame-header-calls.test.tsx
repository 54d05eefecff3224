import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { SECONDARY_CALLS_QUIET_MS } from '@/api-client/core/after-page-calls';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import type { RouteKey } from '@/config/routes';
import { FrameHeader } from '@/layouts/frame-header';
import { renderWithProviders } from '../../utils/render-with-providers';
import { fakeRouter } from '../profile/support';

const router = fakeRouter();
jest.mock('next/router', () => ({ useRouter: () => router }));

/**
 * layouts/frame-header.tsx: the header's News link and unread count ask once the page's own calls
 * are answered (api-client/core/after-page-calls.ts), except on the pages that list that data
 * themselves, where they ask with the page.
 */
const asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
beforeAll(() => mockServer.events.on('request:start', record));
afterAll(() => mockServer.events.removeListener('request:start', record));
beforeEach(() => {
  mockStore.reset();
  asked.length = 0;
});

const askedFor = (path: string) => asked.filter((pathname) => pathname.endsWith(path)).length;

/** The page's own call, answered when the test says. */
let answerPage: () => void = () => undefined;
function PageCall() {
  useQuery({ queryKey: ['the page'], queryFn: () => new Promise<string>((resolve) => (answerPage = () => resolve('cars'))) });
  return <main>page</main>;
}

function renderHeader(route: RouteKey) {
  return renderWithProviders(
    <>
      <FrameHeader route={route} />
      <PageCall />
    </>,
    { site: 'aurora-dk', signedIn: true },
  );
}

it("asks for the News link and the unread count only once the page's own call is answered", async () => {
  renderHeader('rewards');
  await screen.findByText('page');
  // The owner's name is asked for at once; the header's other calls wait for the page's.
  await waitFor(() => expect(askedFor('/api/profile')).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, SECONDARY_CALLS_QUIET_MS * 2)));
  expect(askedFor('/api/profile/news')).toBe(0);
  expect(askedFor('/api/profile/notifications')).toBe(0);

  act(() => answerPage());
  await waitFor(() => expect(askedFor('/api/profile/news')).toBe(1));
  await waitFor(() => expect(askedFor('/api/profile/notifications')).toBe(1));
});

it('on the pages that list them, asks for them with the page, at once', async () => {
  renderHeader('news');
  await waitFor(() => expect(askedFor('/api/profile/news')).toBe(1));
  expect(askedFor('/api/profile/notifications')).toBe(0);
});

it('on the notifications page, asks for the unread count with the page, at once', async () => {
  renderHeader('notifications');
  await waitFor(() => expect(askedFor('/api/profile/notifications')).toBe(1));
  expect(askedFor('/api/profile/news')).toBe(0);
});
