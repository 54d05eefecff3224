import { randomBytes } from 'node:crypto';
import type { Schemas } from '../../core/types';
import { absoluteImageUrl } from '../images';
import { authenticatedOperation, json, noContent, publicOperation, type OperationContext } from '../operation';
import { badRequest, conflict, notFound } from '../problem';
import {
  pageRequest,
  paginate,
  queryBoolean,
  queryList,
  queryString,
  requiredQueryString,
  sortItems,
} from '../query';
import type { PublicationRecord } from '../seed/publications';
import type { CustomerRecord, Partition } from '../store-types';
import { requireOwnCustomerId } from './profile-handlers';

const PUBLICATION_TYPES = ['news', 'reward', 'offer', 'event'] as const;
const CLAIMABLE = ['reward', 'offer', 'event'];

/** The answer's shape: the owner's claim, and the picture on the mock's picture host. */
function toPublication({ voucherPrefix: _voucher, ...record }: PublicationRecord, customer?: CustomerRecord): Schemas['Publication'] {
  const claim = customer?.claims[record.id];
  return { ...record, imageUrl: absoluteImageUrl(record.imageUrl), claimedAt: claim?.claimedAt ?? null, claimCode: claim?.code ?? null };
}

/** Per-vehicle publications are shown only to owners of one of those models. */
function visibleTo(partition: Partition, customer: CustomerRecord) {
  const ownedModelIds = new Set(
    partition.vehicles
      .filter((v) => v.ownerId === customer.customerId)
      .map((v) => partition.brand.models.find((m) => m.name === v.model)?.modelId),
  );
  return (publication: PublicationRecord) =>
    publication.vehicleModels.length === 0 || publication.vehicleModels.some((id) => ownedModelIds.has(id));
}

function loginPlatform(url: URL, name: string): 'web' | 'app' | undefined {
  const value = queryString(url, name);
  if (value !== undefined && value !== 'web' && value !== 'app') throw badRequest(`${name} must be web or app.`, { [name]: ['Expected web or app'] });
  return value;
}

/** The filters the publication lists share (api-client/openapi.yaml), each optional. */
function filterPublications(url: URL, items: PublicationRecord[], extra: { isHighlight?: boolean } = {}) {
  const category = queryString(url, 'Category')?.toLowerCase();
  const subCategory = queryString(url, 'SubCategory')?.toLowerCase();
  const platform = loginPlatform(url, 'LoginPlatform');
  const isHighlight = extra.isHighlight ?? queryBoolean(url, 'IsHighlight');
  const includeExternal = queryBoolean(url, 'IncludeExternal');
  const types = queryList(url, 'PublicationTypes');
  const unknownType = types.find((t) => !(PUBLICATION_TYPES as readonly string[]).includes(t));
  if (unknownType) throw badRequest(`Unknown publication type ${unknownType}.`, { PublicationTypes: [`Unknown ${unknownType}`] });
  return items.filter(
    (p) =>
      (!category || p.category.toLowerCase() === category) &&
      (!subCategory || p.subCategory?.toLowerCase() === subCategory) &&
      (!platform || p.loginPlatforms.includes(platform)) &&
      (isHighlight === undefined || p.isHighlight === isHighlight) &&
      (includeExternal !== false || !p.isExternal) &&
      (types.length === 0 || types.includes(p.publicationType)),
  );
}

function publicationPage(context: OperationContext & { customer: CustomerRecord }, items: PublicationRecord[], names?: { page: string; pageSize: string }) {
  const { url, customer } = context;
  const sorted = sortItems(url, items, { publishedAt: (p) => p.publishedAt, title: (p) => p.title }, { field: 'publishedAt', order: 'desc' });
  const page = paginate(sorted, pageRequest(url, names));
  return json({ ...page, data: page.data.map((p) => toPublication(p, customer)) });
}

function listOperation(operationId: string, path: string, select: (p: PublicationRecord) => boolean, extra: { isHighlight?: boolean } = {}) {
  return authenticatedOperation({ operationId, method: 'get', path }, (context) => {
    const visible = context.partition.publications.filter(visibleTo(context.partition, context.customer)).filter(select);
    return publicationPage(context, filterPublications(context.url, visible, extra));
  });
}

function recordAudit(context: OperationContext, names: { highlightId: string; source: string; type: string }, customerId: string, channel: 'portal' | 'email-campaign') {
  const { url, partition, store } = context;
  const highlightId = requiredQueryString(url, names.highlightId);
  const type = queryString(url, names.type);
  if (type !== undefined && type !== 'view' && type !== 'click') throw badRequest(`${names.type} must be view or click.`);
  if (!partition.publications.some((p) => p.id === highlightId)) throw notFound('No such highlight.');
  partition.audits.push({ highlightId, customerId, source: queryString(url, names.source) ?? null, type: type ?? null, channel, at: store.now().toISOString() });
  return noContent();
}

export const publicationHandlers = [
  authenticatedOperation({ operationId: 'getNews', method: 'get', path: '/api/profile/news' }, (context) => {
    const source = queryString(context.url, 'source');
    const platform = source === 'website' ? 'web' : source === 'app' ? 'app' : undefined;
    // An article about a model, or about charging or oil, only for owners it concerns (visibleTo).
    const news = context.partition.publications
      .filter(visibleTo(context.partition, context.customer))
      .filter((p) => p.publicationType === 'news' && (!platform || p.loginPlatforms.includes(platform)));
    return publicationPage(context, filterPublications(context.url, news), { page: 'page', pageSize: 'pageSize' });
  }),

  listOperation('getHighlights', '/api/profile/highlights', () => true, { isHighlight: true }),
  listOperation('getNonHighlights', '/api/profile/non-highlights', () => true, { isHighlight: false }),
  listOperation('getPublications', '/api/profile/publications', () => true),
  listOperation('getPublicationsV2', '/api/profile/publications/v2', () => true),

  authenticatedOperation(
    { operationId: 'getRewardCategories', method: 'get', path: '/api/profile/publications/reward-categories' },
    ({ partition }) => json(partition.rewardCategories),
  ),

  authenticatedOperation(
    { operationId: 'getPublicationSubcategories', method: 'get', path: '/api/profile/publications/subcategories' },
    ({ url, partition }) => {
      const category = queryString(url, 'category')?.toLowerCase();
      const platform = loginPlatform(url, 'loginPlatform');
      const ids = new Set(
        partition.publications
          .filter((p) => (!category || p.category.toLowerCase() === category) && (!platform || p.loginPlatforms.includes(platform)))
          .map((p) => p.subCategory)
          .filter((id): id is string => id !== null),
      );
      return json(
        [...ids].sort().map((id) => ({
          id,
          name: partition.subCategories.find((s) => s.id === id)?.name ?? id,
          category: partition.publications.find((p) => p.subCategory === id && (!category || p.category === category))!.category,
        })),
      );
    },
  ),

  authenticatedOperation({ operationId: 'getPublication', method: 'get', path: '/api/profile/publications/{id}' }, ({ params, partition, customer }) => {
    const publication = partition.publications.find((p) => p.id === params.id);
    if (!publication || !visibleTo(partition, customer)(publication)) throw notFound('No such publication.');
    return json(toPublication(publication, customer));
  }),

  authenticatedOperation({ operationId: 'auditHighlight', method: 'get', path: '/api/profile/highlights-audit' }, (context) =>
    recordAudit(context, { highlightId: 'highlightId', source: 'source', type: 'type' }, context.customer.customerId, 'portal'),
  ),

  publicOperation(
    { operationId: 'auditEmailCampaignHighlight', method: 'get', path: '/api/profile/highlights-audit/email-campaign' },
    (context) => {
      const customerId = requiredQueryString(context.url, 'CustomerId');
      if (!context.partition.customers.some((c) => c.customerId === customerId)) throw notFound('No such customer.');
      return recordAudit(context, { highlightId: 'HighlightId', source: 'Source', type: 'Type' }, customerId, 'email-campaign');
    },
  ),

  authenticatedOperation(
    { operationId: 'claimReward', method: 'put', path: '/api/profile/{customerId}/reward/{rewardId}' },
    ({ params, partition, customer, store }) => {
      requireOwnCustomerId(partition, customer, params.customerId!);
      const reward = partition.publications.find((p) => p.id === params.rewardId && CLAIMABLE.includes(p.publicationType));
      if (!reward || !visibleTo(partition, customer)(reward)) throw notFound('No such reward.');
      if (customer.claims[reward.id]) throw conflict('The reward has already been claimed.');
      const now = store.now();
      if (reward.validTo && reward.validTo < now.toISOString()) throw conflict('The reward has expired.');
      const claim = {
        customerId: customer.customerId,
        rewardId: reward.id,
        claimedAt: now.toISOString(),
        code: reward.voucherPrefix ? `${reward.voucherPrefix}-${randomBytes(3).toString('hex').toUpperCase()}` : null,
      };
      customer.claims[reward.id] = claim;
      return json(claim);
    },
  ),
];
