import { accountHandlers } from './handlers/account-handlers';
import { identityHandlers } from './handlers/identity-handlers';
import { declaredOperation } from './operation';
import { profileHandlers } from './handlers/profile-handlers';
import { publicationHandlers } from './handlers/publication-handlers';
import { vehicleHandlers } from './handlers/vehicle-handlers';

/**
 * Every operation of api-client/openapi.yaml, served to Jest (msw/node) and over HTTP
 * (http-server.ts). Fixed paths come before templated ones that could also match them
 * (/gift-cards/vendors before /gift-cards/{auditNumber}); the root ping is last.
 */
export const handlers = [...identityHandlers, ...profileHandlers, ...publicationHandlers, ...vehicleHandlers, ...accountHandlers];

/** The operations the handlers answer, in order. */
export const mockOperations = handlers.map(declaredOperation);
