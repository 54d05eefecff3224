import type { Consent, ConsentDefinition } from '@/api-client/consents/consents-api';

export interface ConsentRow {
  consent: Consent;
  /** The latest text (consents/latest), or the consent's own when latest does not list it. */
  latest: ConsentDefinition;
  /** Accepted, but to an older version than the latest. */
  outdated: boolean;
}

/** The owner's consents side by side with the latest version of each text. */
export function consentRows(consents: readonly Consent[], latest: readonly ConsentDefinition[]): ConsentRow[] {
  return consents.map((consent) => {
    const definition = latest.find((item) => item.consentId === consent.consentId) ?? consent;
    return {
      consent,
      latest: definition,
      outdated: consent.accepted && consent.acceptedVersion !== null && consent.acceptedVersion < definition.version,
    };
  });
}

/**
 * The consents to ask for again (docs/product.md#screens): only when the site sets
 * mustConsentAgain, those the owner accepted in a version older than the latest.
 */
export function consentsToRenew(mustConsentAgain: boolean, consents: readonly Consent[], latest: readonly ConsentDefinition[]): ConsentRow[] {
  if (!mustConsentAgain) return [];
  return consentRows(consents, latest).filter((row) => row.outdated);
}
