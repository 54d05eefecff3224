/**
 * Owner-facing limits of the vehicles screen (docs/product.md#constants: the spec leaves mileage
 * bounds open, these are ours). The mock backend enforces the same bounds.
 */

/** A reported mileage above this is taken for a typo (an extra digit), not a real odometer reading. */
export const MILEAGE_MAX_KM = 2_000_000;
/** An expected yearly mileage above this is taken for a typo. */
export const PREDICTED_MILEAGE_MAX_KM = 200_000;
/** The vehicle-search and add calls name where the owner added the vehicle. */
export const VEHICLE_SOURCE = 'website';
/** The URL query parameter that says which vehicle is open on the vehicles page (home links to it). */
export const OPEN_VEHICLE_PARAM = 'vehicle';
/**
 * The vehicles page's "add a vehicle" form as a URL fragment: home's "Add car" leads there, and the
 * form puts the cursor in its search field.
 */
export const ADD_VEHICLE_ANCHOR = 'add-vehicle';
/** What the owner may write as a vehicle's nickname and registration number (the contract's bounds). */
export const NICKNAME_MAX_LENGTH = 40;
export const REGISTRATION_MIN_LENGTH = 2;
export const REGISTRATION_MAX_LENGTH = 10;
