import type { Schemas } from '../core/types';
import type { PublicationRecord } from './seed/publications';
import type { BrandInfo, MarketInfo } from './seed/markets';

/** The mock backend's records: the contract's shapes plus what only the server knows. */

export interface ConsentState {
  accepted: boolean;
  acceptedVersion: number | null;
  decidedAt: string | null;
}

export interface CustomerRecord {
  customerId: string;
  email: string;
  /** Salted SHA-256; null until a pending account sets its password on activation. */
  passwordHash: string | null;
  passwordSalt: string;
  status: 'active' | 'pending';
  firstName: string;
  lastName: string;
  phone: string | null;
  address: Schemas['Address'] | null;
  language: string;
  memberSince: string;
  preferredRetailerSites: Schemas['Profile']['preferredRetailerSites'];
  consents: Record<string, ConsentState>;
  interestIds: string[];
  notifications: Schemas['Notification'][];
  loyalty: {
    /**
     * Null while the owner is not in the loyalty programme (a dealer enrols them): every loyalty
     * call but the vendor catalogue then answers 404 (api-client/openapi.yaml).
     */
    accountNumber: string | null;
    memberSince: string;
    earned: Schemas['EarnedPoints'][];
    redemptions: Schemas['Redemption'][];
    giftCards: Schemas['GiftCard'][];
  };
  invoices: Schemas['InvoiceItem'][];
  claims: Record<string, Schemas['RewardClaim']>;
  deviceTokens: string[];
  /** A vehicle chosen at sign-up, added to the owner on activation. */
  pendingVehicleId: string | null;
}

export type VehicleRecord = Schemas['Vehicle'] & {
  ownerId: string | null;
  history: Schemas['VehicleHistory']['events'];
};

/** An account of the brand's pre-portal system, usable with signInWithBrandAccount. */
export interface BrandAccountRecord {
  email: string;
  passwordHash: string;
  passwordSalt: string;
  firstName: string;
  lastName: string;
}

export interface HighlightAuditRecord {
  highlightId: string;
  customerId: string;
  source: string | null;
  type: string | null;
  channel: 'portal' | 'email-campaign';
  at: string;
}

/**
 * An invitation e-mail the backend sent to a customer (a dealer registered them, or the brand
 * invites an owner to the portal): its link opens the invitation page, which asks getInvite.
 */
export interface InvitationRecord {
  customerId: string;
  sentAt: string;
  /** The link stops working then (410), unless the customer has activated their account. */
  expiresAt: string;
}

/** Everything of one brand in one market: what one real backend would hold. */
export interface Partition {
  key: string;
  brand: BrandInfo;
  market: MarketInfo;
  customers: CustomerRecord[];
  vehicles: VehicleRecord[];
  retailerSites: Array<Omit<Schemas['RetailerSite'], 'distanceKm'>>;
  publications: PublicationRecord[];
  rewardCategories: Schemas['RewardCategory'][];
  consentDefinitions: Schemas['ConsentDefinition'][];
  interestCategories: Schemas['InterestCategory'][];
  subCategories: Array<Schemas['SubCategory'] & { loginPlatforms: Array<'web' | 'app'> }>;
  vendors: Schemas['GiftCardVendor'][];
  partCategories: Schemas['PartCategory'][];
  partModels: Schemas['PartModel'][];
  parts: Schemas['Part'][];
  brandAccounts: BrandAccountRecord[];
  audits: HighlightAuditRecord[];
  invitations: InvitationRecord[];
  /**
   * Customer ids of closed (deleted) accounts: a link in an older e-mail to one of them is gone
   * (410) rather than unknown (404), as a real backend that keeps a tombstone would answer.
   */
  closedCustomerIds: string[];
  roadsideProvider: { name: string; phoneNumber: string; coverage: string[] };
}
