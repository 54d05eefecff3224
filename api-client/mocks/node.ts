import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend inside a Node process (Jest): intercepts requests to any origin. */
export const mockServer = setupServer(...handlers);
