import { z } from 'zod';
import type { Schemas } from '../../core/types';
import { revokeAllRefreshTokens } from '../auth';
import { authenticatedOperation, json, noContent, publicOperation, readBody } from '../operation';
import { badRequest, forbidden, gone, notFound } from '../problem';
import { queryString, requiredQueryString } from '../query';
import type { CustomerRecord, Partition } from '../store-types';
import { NAME_MAX_LENGTH } from '@/config/profile';

export function toProfile(customer: CustomerRecord, partition: Partition): Schemas['Profile'] {
  return {
    customerId: customer.customerId,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    address: customer.address,
    marketId: partition.market.marketId,
    brandId: partition.brand.brandId,
    language: customer.language,
    preferredRetailerSites: customer.preferredRetailerSites,
    memberSince: customer.memberSince,
  };
}

export function toConsents(customer: CustomerRecord, partition: Partition): Schemas['Consent'][] {
  return partition.consentDefinitions.map((definition) => {
    const state = customer.consents[definition.consentId];
    return {
      ...definition,
      accepted: state?.accepted ?? false,
      acceptedVersion: state?.acceptedVersion ?? null,
      decidedAt: state?.decidedAt ?? null,
      // A required consent never given, or a consent given to an older text, must be asked again.
      needsRenewal: state === undefined ? definition.required : state.accepted && state.acceptedVersion !== definition.version,
    };
  });
}

/**
 * An address as a hint, for a page opened from an e-mail link by anyone who has the link:
 * the first letter of the local part and the domain ("o***@example.com").
 */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A customer id in a path: the owner's own, another customer's (403) or nobody's (404). */
export function requireOwnCustomerId(partition: Partition, customer: CustomerRecord, customerId: string): void {
  if (customerId === customer.customerId) return;
  if (partition.customers.some((c) => c.customerId === customerId)) throw forbidden('This is another customer.');
  throw notFound('No such customer.');
}

function sameMarket(partition: Partition, url: URL): boolean {
  return (
    requiredQueryString(url, 'marketId').toUpperCase() === partition.market.marketId &&
    requiredQueryString(url, 'brandId').toUpperCase() === partition.brand.brandId
  );
}

const consentsUpdate = z.object({
  consents: z.array(z.object({ consentId: z.string().min(1), accepted: z.boolean() })).min(1),
});

function applyConsents(partition: Partition, customer: CustomerRecord, update: z.infer<typeof consentsUpdate>, now: Date) {
  for (const decision of update.consents) {
    const definition = partition.consentDefinitions.find((d) => d.consentId === decision.consentId);
    if (!definition) throw badRequest('Unknown consent.', { consents: [`Unknown consent ${decision.consentId}`] });
    if (definition.required && !decision.accepted) {
      throw badRequest('A required consent cannot be withdrawn here.', { consents: [`${definition.consentId} is required`] });
    }
  }
  for (const decision of update.consents) {
    const definition = partition.consentDefinitions.find((d) => d.consentId === decision.consentId)!;
    customer.consents[decision.consentId] = {
      accepted: decision.accepted,
      acceptedVersion: definition.version,
      decidedAt: now.toISOString(),
    };
  }
}

const address = z.object({
  street: z.string().trim().min(1).max(100),
  postalCode: z.string().trim().min(3).max(10),
  city: z.string().trim().min(1).max(60),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});

export const profileHandlers = [
  authenticatedOperation({ operationId: 'getProfile', method: 'get', path: '/api/profile' }, ({ customer, partition }) =>
    json(toProfile(customer, partition)),
  ),

  authenticatedOperation({ operationId: 'updateProfile', method: 'put', path: '/api/profile' }, async ({ request, customer, partition }) => {
    const body = await readBody(
      request,
      z.object({
        firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
        lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
        phone: z.string().regex(/^\+?[\d ]{6,20}$/).nullable().optional(),
        address: address.nullable().optional(),
        language: z.enum(['da', 'sv', 'en', 'no']).optional(),
      }),
    );
    customer.firstName = body.firstName;
    customer.lastName = body.lastName;
    if (body.phone !== undefined) customer.phone = body.phone;
    if (body.address !== undefined) customer.address = body.address;
    if (body.language !== undefined) customer.language = body.language;
    return json(toProfile(customer, partition));
  }),

  authenticatedOperation({ operationId: 'deleteProfile', method: 'delete', path: '/api/profile' }, ({ customer, partition, store }) => {
    partition.customers.splice(partition.customers.indexOf(customer), 1);
    // Its e-mail links are gone from now on (410), not unknown.
    partition.closedCustomerIds.push(customer.customerId);
    for (const vehicle of partition.vehicles) if (vehicle.ownerId === customer.customerId) vehicle.ownerId = null;
    revokeAllRefreshTokens(store, customer.customerId);
    return noContent();
  }),

  publicOperation({ operationId: 'getProfileStatus', method: 'get', path: '/api/profile/status' }, ({ url, partition }) => {
    const email = requiredQueryString(url, 'email').toLowerCase();
    const customer = sameMarket(partition, url) ? partition.customers.find((c) => c.email === email) : undefined;
    return json({ email, status: customer?.status ?? 'none' });
  }),

  authenticatedOperation({ operationId: 'getNotifications', method: 'get', path: '/api/profile/notifications' }, ({ customer }) =>
    json([...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
  ),

  authenticatedOperation(
    { operationId: 'markNotificationRead', method: 'put', path: '/api/profile/notifications/{notificationId}/read' },
    ({ params, customer }) => {
      const notification = customer.notifications.find((n) => n.id === params.notificationId);
      if (!notification) throw notFound('No such notification among yours.');
      notification.read = true;
      return json(notification);
    },
  ),

  // The two e-mail links (docs/product.md#e-mail-landing-pages). A closed account's id is gone
  // (410), an id nobody has is unknown (404); the answers name the address only as a hint.
  publicOperation({ operationId: 'getInvite', method: 'get', path: '/api/profile/invite/{customerId}' }, ({ params, partition, store }) => {
    const customerId = params.customerId!;
    if (partition.closedCustomerIds.includes(customerId)) throw gone('The account of this invitation was closed.');
    const customer = partition.customers.find((c) => c.customerId === customerId);
    const invitation = partition.invitations.find((i) => i.customerId === customerId);
    if (!customer || !invitation) throw notFound('No such invitation.');
    // An owner who has activated their account is done with the invitation, however old it is.
    if (customer.status === 'pending' && invitation.expiresAt <= store.now().toISOString()) throw gone('The invitation has expired.');
    return json({
      customerId,
      firstName: customer.firstName,
      status: customer.status,
      emailHint: emailHint(customer.email),
      expiresAt: invitation.expiresAt,
    });
  }),

  publicOperation({ operationId: 'getUnsubscribe', method: 'get', path: '/api/profile/unsubscribe/{customerId}' }, ({ params, partition, store }) => {
    const customerId = params.customerId!;
    if (partition.closedCustomerIds.includes(customerId)) throw gone('The account of this link was closed.');
    const customer = partition.customers.find((c) => c.customerId === customerId);
    if (!customer) throw notFound('No such customer.');
    const definition = partition.consentDefinitions.find((d) => d.type === 'marketing-email');
    const state = definition ? customer.consents[definition.consentId] : undefined;
    // Never subscribed, or unsubscribed before (by this link or in the profile): nothing changes.
    const alreadyUnsubscribed = !state?.accepted;
    if (definition && !alreadyUnsubscribed) {
      customer.consents[definition.consentId] = {
        accepted: false,
        acceptedVersion: definition.version,
        decidedAt: store.now().toISOString(),
      };
    }
    return json({ customerId, unsubscribed: true, alreadyUnsubscribed, emailHint: emailHint(customer.email) });
  }),

  authenticatedOperation({ operationId: 'updateDeviceToken', method: 'put', path: '/api/profile/device-token/update' }, ({ url, customer }) => {
    const deviceToken = requiredQueryString(url, 'deviceToken');
    if (!customer.deviceTokens.includes(deviceToken)) customer.deviceTokens.push(deviceToken);
    return noContent();
  }),

  authenticatedOperation({ operationId: 'getConsents', method: 'get', path: '/api/profile/consents' }, ({ customer, partition }) =>
    json(toConsents(customer, partition)),
  ),

  authenticatedOperation({ operationId: 'updateConsents', method: 'put', path: '/api/profile/consents' }, async ({ request, customer, partition, store }) => {
    applyConsents(partition, customer, await readBody(request, consentsUpdate), store.now());
    return json(toConsents(customer, partition));
  }),

  authenticatedOperation({ operationId: 'getLatestConsents', method: 'get', path: '/api/profile/consents/latest' }, ({ partition }) =>
    json(partition.consentDefinitions),
  ),

  publicOperation({ operationId: 'getSignUpConsents', method: 'get', path: '/api/profile/consents/sign-up' }, ({ url, partition }) =>
    json(sameMarket(partition, url) ? partition.consentDefinitions : []),
  ),

  authenticatedOperation(
    { operationId: 'updateCustomerConsents', method: 'put', path: '/api/profile/{customerId}/consents' },
    async ({ request, params, customer, partition, store }) => {
      requireOwnCustomerId(partition, customer, params.customerId!);
      applyConsents(partition, customer, await readBody(request, consentsUpdate), store.now());
      return json(toConsents(customer, partition));
    },
  ),

  authenticatedOperation({ operationId: 'getProfileCategories', method: 'get', path: '/api/profile/categories' }, ({ url, partition }) =>
    json(sameMarket(partition, url) ? partition.interestCategories.filter((c) => !c.external) : []),
  ),

  authenticatedOperation(
    { operationId: 'getExternalCategories', method: 'get', path: '/api/profile/external/categories' },
    ({ url, partition }) => json(sameMarket(partition, url) ? partition.interestCategories.filter((c) => c.external) : []),
  ),

  authenticatedOperation({ operationId: 'getProfileSubcategories', method: 'get', path: '/api/profile/subcategories' }, ({ url, partition }) => {
    const platform = queryString(url, 'loginPlatform');
    if (platform !== undefined && platform !== 'web' && platform !== 'app') {
      throw badRequest('loginPlatform must be web or app.', { loginPlatform: ['Expected web or app'] });
    }
    return json(
      partition.subCategories
        .filter((sub) => !platform || sub.loginPlatforms.includes(platform))
        .map(({ id, name, category }) => ({ id, name, category })),
    );
  }),

  authenticatedOperation({ operationId: 'getInterests', method: 'get', path: '/api/profile/interests' }, ({ customer }) =>
    json({ categoryIds: customer.interestIds }),
  ),

  authenticatedOperation({ operationId: 'updateInterests', method: 'put', path: '/api/profile/interests' }, async ({ request, customer, partition }) => {
    const body = await readBody(request, z.object({ categoryIds: z.array(z.string()) }));
    // Interest categories, and the publication subcategories (topics) an owner can follow.
    const known = (id: string) => partition.interestCategories.some((c) => c.id === id) || partition.subCategories.some((sub) => sub.id === id);
    const unknown = body.categoryIds.filter((id) => !known(id));
    if (unknown.length) throw badRequest('Unknown interest categories.', { categoryIds: unknown.map((id) => `Unknown ${id}`) });
    customer.interestIds = [...new Set(body.categoryIds)];
    return json({ categoryIds: customer.interestIds });
  }),
];
