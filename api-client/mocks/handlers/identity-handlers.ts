import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { issueTokens, revokeAllRefreshTokens, revokeRefreshToken, rotateRefreshToken } from '../auth';
import { authenticatedOperation, json, noContent, publicOperation, readBody } from '../operation';
import { hashPassword, isStrongEnough, newSalt, passwordMatches } from '../passwords';
import { badRequest, conflict, unauthorized } from '../problem';
import type { CustomerRecord, Partition } from '../store-types';
import { NAME_MAX_LENGTH } from '@/config/profile';

const email = z.email().transform((value) => value.toLowerCase());
const credentials = z.object({ email, password: z.string().min(1) });
const refreshBody = z.object({ refreshToken: z.string().min(1) });
const newPassword = z.string().refine(isStrongEnough, 'At least 8 characters with a letter and a digit');

export function findByEmail(partition: Partition, address: string): CustomerRecord | undefined {
  return partition.customers.find((customer) => customer.email === address.toLowerCase());
}

function newCustomer(partition: Partition, now: Date, fields: Pick<CustomerRecord, 'email' | 'firstName' | 'lastName'> & Partial<CustomerRecord>): CustomerRecord {
  return {
    customerId: randomUUID(),
    passwordHash: null,
    passwordSalt: newSalt(),
    status: 'pending',
    phone: null,
    address: null,
    language: partition.market.language,
    memberSince: now.toISOString(),
    preferredRetailerSites: { sales: null, service: null },
    consents: {},
    interestIds: [],
    notifications: [],
    loyalty: {
      // A new owner is not in the loyalty programme yet: a dealer enrols them (the Points tab says so).
      accountNumber: null,
      memberSince: now.toISOString().slice(0, 10),
      earned: [],
      redemptions: [],
      giftCards: [],
    },
    invoices: [],
    claims: {},
    deviceTokens: [],
    pendingVehicleId: null,
    ...fields,
  };
}

export const identityHandlers = [
  publicOperation({ operationId: 'signIn', method: 'post', path: '/identity/signin' }, async ({ request, partition, store }) => {
    const body = await readBody(request, credentials);
    const customer = findByEmail(partition, body.email);
    if (!customer || !passwordMatches(body.password, customer.passwordSalt, customer.passwordHash)) {
      throw unauthorized('Wrong email or password.');
    }
    if (customer.status !== 'active') throw unauthorized('The account is not activated yet.');
    return json(issueTokens(store, partition, customer));
  }),

  publicOperation(
    { operationId: 'signInWithBrandAccount', method: 'post', path: '/identity/signin/brand-account' },
    async ({ request, partition, store }) => {
      const body = await readBody(request, credentials);
      const account = partition.brandAccounts.find((a) => a.email === body.email);
      if (!account || !passwordMatches(body.password, account.passwordSalt, account.passwordHash)) {
        throw unauthorized('Wrong email or password for the brand account.');
      }
      let customer = findByEmail(partition, account.email);
      if (!customer) {
        // First use: the portal account is created from the brand account, already active.
        customer = newCustomer(partition, store.now(), {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          status: 'active',
          passwordSalt: account.passwordSalt,
          passwordHash: account.passwordHash,
        });
        partition.customers.push(customer);
      }
      if (customer.status !== 'active') throw unauthorized('The account is not activated yet.');
      return json(issueTokens(store, partition, customer));
    },
  ),

  publicOperation({ operationId: 'refreshToken', method: 'post', path: '/identity/refresh-token' }, async ({ request, partition, store }) => {
    store.count(partition.key, 'refreshTokenRequests');
    const body = await readBody(request, refreshBody);
    return json(rotateRefreshToken(store, partition, body.refreshToken));
  }),

  publicOperation({ operationId: 'revokeToken', method: 'post', path: '/identity/revoke-token' }, async ({ request, partition, store }) => {
    store.count(partition.key, 'revokeTokenRequests');
    const body = await readBody(request, refreshBody);
    revokeRefreshToken(store, partition, body.refreshToken);
    return noContent();
  }),

  publicOperation({ operationId: 'signUp', method: 'post', path: '/identity/signup' }, async ({ request, partition, store }) => {
    const body = await readBody(
      request,
      z.object({
        email,
        firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
        lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
        phone: z.string().regex(/^\+?[\d ]{6,20}$/).optional(),
        vehicleId: z.string().min(1).optional(),
        consents: z.array(z.object({ consentId: z.string(), accepted: z.boolean() })).optional(),
      }),
    );
    const existing = findByEmail(partition, body.email);
    // Signing up again before activating mails the activation link again (the form's "Send again").
    if (existing?.status === 'pending') {
      store.sendEmailToken(partition.key, existing.customerId, existing.email, 'activation');
      return json({ customerId: existing.customerId, status: 'pending' }, 201);
    }
    if (existing) throw conflict('An account with this email already exists.');
    const decisions = body.consents ?? [];
    for (const decision of decisions) {
      if (!partition.consentDefinitions.some((d) => d.consentId === decision.consentId)) {
        throw badRequest('Unknown consent.', { consents: [`Unknown consent ${decision.consentId}`] });
      }
    }
    for (const required of partition.consentDefinitions.filter((d) => d.required)) {
      if (!decisions.some((d) => d.consentId === required.consentId && d.accepted)) {
        throw badRequest('A required consent was not accepted.', { consents: [`${required.consentId} must be accepted`] });
      }
    }
    if (body.vehicleId) {
      const vehicle = partition.vehicles.find((v) => v.vehicleId === body.vehicleId);
      if (!vehicle || vehicle.ownerId) throw badRequest('The vehicle cannot be added.', { vehicleId: ['Unknown or already owned'] });
    }
    const now = store.now();
    const customer = newCustomer(partition, now, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      pendingVehicleId: body.vehicleId ?? null,
      consents: Object.fromEntries(
        decisions.map((d) => [
          d.consentId,
          { accepted: d.accepted, acceptedVersion: partition.consentDefinitions.find((c) => c.consentId === d.consentId)!.version, decidedAt: now.toISOString() },
        ]),
      ),
    });
    partition.customers.push(customer);
    store.sendEmailToken(partition.key, customer.customerId, customer.email, 'activation');
    return json({ customerId: customer.customerId, status: 'pending' }, 201);
  }),

  publicOperation({ operationId: 'forgotPassword', method: 'post', path: '/identity/forgot-password' }, async ({ request, partition, store }) => {
    const body = await readBody(request, z.object({ email }));
    const customer = findByEmail(partition, body.email);
    if (customer?.status === 'active') store.sendEmailToken(partition.key, customer.customerId, customer.email, 'password-reset');
    return noContent();
  }),

  publicOperation({ operationId: 'resetPassword', method: 'post', path: '/identity/reset-password' }, async ({ request, partition, store }) => {
    const body = await readBody(request, z.object({ email, token: z.string().min(1), newPassword }));
    const record = store.emailTokens.get(store.scopedToken(partition.key, body.token));
    const customer = record && partition.customers.find((c) => c.customerId === record.customerId);
    if (!record || !customer || record.used || record.expiresAt <= store.now().getTime() || customer.email !== body.email) {
      throw badRequest('The link is invalid or has expired.', { token: ['Invalid or expired'] });
    }
    record.used = true;
    customer.passwordSalt = newSalt();
    customer.passwordHash = hashPassword(body.newPassword, customer.passwordSalt);
    if (record.purpose === 'activation' && customer.status === 'pending') {
      customer.status = 'active';
      const vehicle = partition.vehicles.find((v) => v.vehicleId === customer.pendingVehicleId && !v.ownerId);
      if (vehicle) vehicle.ownerId = customer.customerId;
      customer.pendingVehicleId = null;
    }
    revokeAllRefreshTokens(store, customer.customerId);
    return noContent();
  }),

  authenticatedOperation({ operationId: 'changeEmail', method: 'post', path: '/identity/change-email' }, async ({ request, partition, store, customer }) => {
    const body = await readBody(request, z.object({ newEmail: email, password: z.string().min(1) }));
    if (!passwordMatches(body.password, customer.passwordSalt, customer.passwordHash)) {
      throw badRequest('The password is wrong.', { password: ['Wrong password'] });
    }
    const owner = findByEmail(partition, body.newEmail);
    if (owner && owner !== customer) throw conflict('An account with this email already exists.');
    store.outbox.push({ partitionKey: partition.key, to: customer.email, purpose: 'email-changed', token: null, sentAt: store.now().toISOString() });
    customer.email = body.newEmail;
    return noContent();
  }),

  authenticatedOperation({ operationId: 'changePassword', method: 'post', path: '/identity/change-password' }, async ({ request, customer, partition, store }) => {
    const body = await readBody(request, z.object({ currentPassword: z.string().min(1), newPassword }));
    if (!passwordMatches(body.currentPassword, customer.passwordSalt, customer.passwordHash)) {
      throw badRequest('The current password is wrong.', { currentPassword: ['Wrong password'] });
    }
    customer.passwordSalt = newSalt();
    customer.passwordHash = hashPassword(body.newPassword, customer.passwordSalt);
    // Every other session ends; this browser goes on with a new pair (a rotated refresh token).
    revokeAllRefreshTokens(store, customer.customerId);
    return json(issueTokens(store, partition, customer));
  }),
];
