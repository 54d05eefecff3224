import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Schemas } from '../../core/types';
import { absoluteImageUrl } from '../images';
import { authenticatedOperation, json, publicOperation, readBody } from '../operation';
import { badRequest, conflict, notFound } from '../problem';
import { pageRequest, paginate, queryDate, queryList, queryString, sortItems } from '../query';
import type { CustomerRecord } from '../store-types';

/** StartDate..EndDate (or fromDate..toDate), both optional, inclusive. */
function period(url: URL, names: [string, string]) {
  const from = queryDate(url, names[0]);
  const to = queryDate(url, names[1]);
  if (from && to && from > to) throw badRequest(`${names[0]} must not be after ${names[1]}.`, { [names[0]]: ['After the end'] });
  return { from, to, contains: (iso: string) => (!from || new Date(iso) >= from) && (!to || new Date(iso) <= to) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

type Enrolled = CustomerRecord['loyalty'] & { accountNumber: string };

/** The owner's loyalty record itself (what a call changes, stays), or 404 when they are not in the programme. */
function enrolled(customer: CustomerRecord): Enrolled {
  if (customer.loyalty.accountNumber === null) throw notFound('The owner has no loyalty account.');
  return customer.loyalty as Enrolled;
}

export function pointsBalance(customer: CustomerRecord): number {
  return sum(customer.loyalty.earned.map((e) => e.points)) - sum(customer.loyalty.redemptions.map((r) => r.points));
}

const TIERS = [
  { tier: 'blue', from: 0 },
  { tier: 'silver', from: 1_500 },
  { tier: 'gold', from: 3_000 },
] as const;

function loyaltyAccount(customer: CustomerRecord, now: Date): Schemas['LoyaltyAccount'] {
  const { accountNumber } = enrolled(customer);
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const lastYear = sum(customer.loyalty.earned.filter((e) => e.date >= yearAgo).map((e) => e.points));
  const index = TIERS.findLastIndex((t) => lastYear >= t.from);
  const next = TIERS[index + 1];
  // Points expire two years after they were earned; the oldest batch inside the next 90 days is announced.
  const soon = customer.loyalty.earned
    .map((e) => ({ points: e.points, expires: new Date(new Date(e.date).getTime() + 730 * 86_400_000) }))
    .filter((e) => e.expires > now && e.expires.getTime() - now.getTime() < 90 * 86_400_000)
    .sort((a, b) => a.expires.getTime() - b.expires.getTime());
  return {
    accountNumber,
    pointsBalance: pointsBalance(customer),
    tier: TIERS[index]!.tier,
    nextTier: next ? (next.tier as 'silver' | 'gold') : null,
    pointsToNextTier: next ? next.from - lastYear : null,
    tierPoints: lastYear,
    nextTierFrom: next ? next.from : null,
    memberSince: customer.loyalty.memberSince,
    pointsExpiring: soon[0] ? { points: sum(soon.map((e) => e.points)), date: soon[0].expires.toISOString().slice(0, 10) } : null,
  };
}

const byDateOrPoints = { date: (e: { date: string }) => e.date, points: (e: { points: number }) => e.points };

/** VehicleId (optional): only the invoice lines of that vehicle. */
function ofVehicle(url: URL, item: { vehicleId: string | null }): boolean {
  const vehicleId = url.searchParams.get('VehicleId');
  return !vehicleId || item.vehicleId === vehicleId;
}

export const accountHandlers = [
  authenticatedOperation({ operationId: 'getInvoiceItems', method: 'get', path: '/api/profile/invoice-items' }, ({ url, customer }) => {
    const { contains } = period(url, ['StartDate', 'EndDate']);
    const items = sortItems(
      url,
      customer.invoices.filter((item) => contains(item.date) && ofVehicle(url, item)),
      { date: (i) => i.date, amount: (i) => i.amount, category: (i) => i.category },
      { field: 'date', order: 'desc' },
    );
    return json(paginate(items, pageRequest(url)));
  }),

  authenticatedOperation({ operationId: 'getInvoiceSummary', method: 'get', path: '/api/profile/invoice-summary' }, ({ url, customer, partition }) => {
    const { from, to, contains } = period(url, ['fromDate', 'toDate']);
    const items = customer.invoices.filter((item) => contains(item.date) && ofVehicle(url, item));
    const categories = [...new Set(items.map((i) => i.category))].sort();
    return json({
      fromDate: from?.toISOString() ?? null,
      toDate: to?.toISOString() ?? null,
      currency: partition.market.currency,
      totalAmount: sum(items.map((i) => i.amount)),
      invoiceCount: new Set(items.map((i) => i.invoiceNumber)).size,
      categories: categories.map((category) => ({ category, amount: sum(items.filter((i) => i.category === category).map((i) => i.amount)) })),
    });
  }),

  authenticatedOperation(
    { operationId: 'getInvoiceTotalThisYear', method: 'get', path: '/api/profile/invoice-total-this-year' },
    ({ customer, partition, store }) => {
      const year = store.now().getUTCFullYear();
      return json({
        year,
        totalAmount: sum(customer.invoices.filter((i) => i.date.startsWith(String(year))).map((i) => i.amount)),
        currency: partition.market.currency,
      });
    },
  ),

  authenticatedOperation({ operationId: 'getLoyaltyAccount', method: 'get', path: '/api/profile/loyalty-account' }, ({ customer, store }) =>
    json(loyaltyAccount(customer, store.now())),
  ),

  authenticatedOperation(
    { operationId: 'getEarnedPointsSummary', method: 'get', path: '/api/profile/earned-points-summary' },
    ({ url, customer }) => {
      const { earned } = enrolled(customer);
      const { contains } = period(url, ['StartDate', 'EndDate']);
      const entries = earned.filter((e) => contains(e.date));
      const sorted = sortItems(url, entries, byDateOrPoints, { field: 'date', order: 'desc' });
      return json({ ...paginate(sorted, pageRequest(url)), totalPoints: sum(entries.map((e) => e.points)) });
    },
  ),

  authenticatedOperation({ operationId: 'getRedemptions', method: 'get', path: '/api/profile/redemptions' }, ({ url, customer }) => {
    const { redemptions } = enrolled(customer);
    const { contains } = period(url, ['StartDate', 'EndDate']);
    const sorted = sortItems(url, redemptions.filter((r) => contains(r.date)), byDateOrPoints, { field: 'date', order: 'desc' });
    return json(paginate(sorted, pageRequest(url)));
  }),

  authenticatedOperation({ operationId: 'getGiftCards', method: 'get', path: '/api/profile/gift-cards' }, ({ customer }) =>
    json(enrolled(customer).giftCards),
  ),

  authenticatedOperation({ operationId: 'buyGiftCard', method: 'post', path: '/api/profile/gift-cards/buy' }, async ({ request, customer, partition, store }) => {
    const loyalty = enrolled(customer);
    const body = await readBody(request, z.object({ vendorCode: z.string().min(1), amount: z.number().positive() }));
    const vendor = partition.vendors.find((v) => v.vendorCode === body.vendorCode);
    if (!vendor) throw notFound('No such gift card vendor.');
    if (!vendor.denominations.includes(body.amount)) {
      throw badRequest(`The amount must be one of ${vendor.denominations.join(', ')}.`, { amount: ['Not a denomination'] });
    }
    const pointsCost = Math.round(body.amount * vendor.pointsPerCurrencyUnit);
    if (pointsBalance(customer) < pointsCost) throw conflict('Not enough points.');
    const now = store.now();
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    const card: Schemas['GiftCard'] = {
      auditNumber: `40${partition.market.marketId === 'DK' ? '45' : '46'}${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`,
      vendorCode: vendor.vendorCode,
      vendorName: vendor.name,
      amount: body.amount,
      currency: vendor.currency,
      pointsCost,
      code: `${partition.brand.brandId}-${vendor.vendorCode.slice(0, 3)}-${randomBytes(4).toString('hex').toUpperCase()}`,
      purchasedAt: now.toISOString(),
      expiresAt: expires.toISOString().slice(0, 10),
      status: 'active',
    };
    loyalty.giftCards.unshift(card);
    loyalty.redemptions.unshift({
      id: randomUUID(),
      date: card.purchasedAt,
      points: pointsCost,
      description: `${partition.market.language === 'da' ? 'Gavekort' : 'Presentkort'}: ${vendor.name}`,
      auditNumber: card.auditNumber,
    });
    return json(card, 201);
  }),

  authenticatedOperation({ operationId: 'getGiftCardVendors', method: 'get', path: '/api/profile/gift-cards/vendors' }, ({ partition }) =>
    json(partition.vendors),
  ),

  authenticatedOperation(
    { operationId: 'getGiftCardVendor', method: 'get', path: '/api/profile/gift-cards/vendors/{vendorCode}' },
    ({ params, partition }) => {
      const vendor = partition.vendors.find((v) => v.vendorCode === params.vendorCode);
      if (!vendor) throw notFound('No such gift card vendor.');
      return json(vendor);
    },
  ),

  authenticatedOperation({ operationId: 'getGiftCard', method: 'get', path: '/api/profile/gift-cards/{auditNumber}' }, ({ params, customer }) => {
    const card = enrolled(customer).giftCards.find((c) => c.auditNumber === params.auditNumber);
    if (!card) throw notFound('No such gift card.');
    return json(card);
  }),

  authenticatedOperation({ operationId: 'getPartsCategories', method: 'get', path: '/api/parts-basket/categories' }, ({ url, partition }) => {
    const brandId = queryString(url, 'brandId')?.toUpperCase();
    return json(!brandId || brandId === partition.brand.brandId ? partition.partCategories : []);
  }),

  authenticatedOperation({ operationId: 'getPartsModels', method: 'get', path: '/api/parts-basket/models' }, ({ url, partition }) => {
    const brandId = queryString(url, 'brandId')?.toUpperCase();
    return json(!brandId || brandId === partition.brand.brandId ? partition.partModels : []);
  }),

  authenticatedOperation({ operationId: 'getParts', method: 'get', path: '/api/parts-basket/parts' }, ({ url, partition }) => {
    const term = queryString(url, 'SearchTerm')?.toLowerCase();
    const modelIds = queryList(url, 'ModelIds');
    const categoryIds = queryList(url, 'CategoryIds');
    // Pictures are drawn by the mock on its picture host (api-client/mocks/images.ts).
    return json(
      partition.parts
        .filter(
          (part) =>
            (!term || [part.name, part.description, part.partNumber].some((text) => text.toLowerCase().includes(term))) &&
            (modelIds.length === 0 || part.modelIds.some((id) => modelIds.includes(id))) &&
            (categoryIds.length === 0 || categoryIds.includes(part.categoryId)),
        )
        .map((part) => ({ ...part, imageUrl: absoluteImageUrl(part.imageUrl) })),
    );
  }),

  publicOperation({ operationId: 'ping', method: 'get', path: '/' }, ({ store }) => json({ status: 'ok', time: store.now().toISOString() })),
];
