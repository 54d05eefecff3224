import { mockServer } from '@/api-client/mocks/node';

/**
 * The URLs of the requests sent to the mock backend during each test, in order: registers the
 * listener for the test file and empties the list before every test. Call it at the top of a file.
 */
export function recordSentRequests(): URL[] {
  const sent: URL[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    sent.push(new URL(request.url));
  };
  beforeAll(() => mockServer.events.on('request:start', onRequest));
  afterAll(() => mockServer.events.removeListener('request:start', onRequest));
  beforeEach(() => {
    sent.length = 0;
  });
  return sent;
}
